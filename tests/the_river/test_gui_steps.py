"""The second step of a River move is in the prompt, and Esc (back) takes it back (#35): after a
pioneer is dropped on the claim, reserve or construct spot the prompt says what to click next;
backing out returns the pioneer to its boat, unmarks the step's targets and lights the spots
again, with nothing submitted."""

from __future__ import annotations

from core.the_river import Build, Claim, Reserve, Swap
from core.the_river.actions import CLAIM_SPOT, CONSTRUCT_SPOT, RESERVE_SPOT, SWAP_SPOT, spot_of
from riverboat_qt.the_river import ends
from riverboat_qt.the_river.driver import Driver
from riverboat_qt.the_river.interactions import PlaceInteraction
from tests.narrow import present

from .gui_host import StandInWindow
from .test_gui_decisions import find


def _spot_with_choices(spot: str, kind: type):
    def pick(state, legal):
        if state.decision_kind != "place" or not state.players[state.current_player].boat:
            return None
        here = [a for a in legal if spot_of(a) == spot and isinstance(a, kind)]
        return here[0] if len(here) > 1 else None
    return pick


def _window(qtbot, state) -> StandInWindow:
    window = StandInWindow(state, human=frozenset({state.current_player}))
    qtbot.addWidget(window)
    window.show()
    return window


def _dropped(qtbot, spot: str, kind: type):
    state, _ = find(_spot_with_choices(spot, kind))
    window = _window(qtbot, state)
    Driver(window).drag_pioneer_to(window.scene.main.spots[spot].centre())
    return state, window


def _backed_out(window: StandInWindow, state) -> None:
    """Nothing played, the step gone from the prompt, the pioneer home, the spots lit."""
    assert window.steps[-1] is None and window.submitted == []
    interaction = present(window.interaction)
    assert interaction.step is None
    man = window.scene.boards[state.current_player].pioneers[0]
    assert man.pos() == man.home
    lit = {s for s, piece in window.scene.main.spots.items() if piece.mark == "legal"}
    assert lit == {spot_of(a) for a in state.legal_actions()} - {None}
    assert all(p.mark is None for p in window.scene.main.market.values())
    assert all(p.mark is None for p in window.scene.main.offer.values())
    assert window.scene.overlay is None


def test_the_construct_step_is_in_the_prompt_and_back_takes_it_back(qtbot):
    state, window = _dropped(qtbot, CONSTRUCT_SPOT, Build)
    step = window.steps[-1]
    assert step is not None and step.startswith("Construct: click a lit building")
    man = window.scene.boards[state.current_player].pioneers[0]
    assert man.pos() != man.home  # it waits on the spot for the step
    assert any(p.mark == "legal" for p in window.scene.main.market.values()) or any(
        p.mark == "legal" for p in window.scene.boards[state.current_player].reserved.values())
    assert present(window.interaction).back()
    _backed_out(window, state)
    assert not present(window.interaction).back()  # nothing left to take back


def test_the_claim_and_reserve_steps_say_what_to_click(qtbot):
    for spot, kind, words in ((CLAIM_SPOT, Claim, "Claim: click the face-up terrain tile"),
                              (RESERVE_SPOT, Reserve, "Reserve: click a face-up building")):
        state, window = _dropped(qtbot, spot, kind)
        assert (window.steps[-1] or "").startswith(words), window.steps
        assert present(window.interaction).back()
        _backed_out(window, state)


def test_closing_the_payment_picker_backs_out_of_the_whole_move(qtbot):
    def pick(state, legal):
        if state.decision_kind != "place":
            return None
        builds = [a for a in legal if isinstance(a, Build)]
        buildings = {a.building for a in builds}
        many = [b for b in buildings if sum(a.building == b for a in builds) > 1]
        return many[0] if many and len(buildings) > 1 else None

    state, building = find(pick)
    window = _window(qtbot, state)
    interaction = present(window.interaction)
    assert isinstance(interaction, PlaceInteraction)
    interaction.choose(CONSTRUCT_SPOT)
    options = [a for a in state.legal_actions() if isinstance(a, Build) and a.building == building]
    interaction.build(building, options)
    assert window.scene.overlay is not None
    step = window.steps[-1] or ""
    assert step.startswith("Construct ") and "how to pay" in step
    window.scene.close_overlay()  # its close button, or Esc in the window
    _backed_out(window, state)


def test_the_second_tile_of_a_meadow_swap_is_a_step(qtbot):
    state, _ = find(lambda s, legal: legal[0] if s.decision_kind == "meadow_swap" else None)
    window = _window(qtbot, state)
    interaction = present(window.interaction)
    seat = state.current_player
    Driver(window).click_item(f"river {seat} spot 1")
    assert (window.steps[-1] or "").startswith("Swap: spot 1 chosen")
    assert interaction.back() and window.steps[-1] is None
    assert interaction.swap_pick.first is None and window.submitted == []
    Driver(window).perform(Swap(1, 2))
    assert window.submitted == [Swap(1, 2)]


def test_a_step_warns_when_its_moves_end_the_game(qtbot):
    """A claim that ends the game (or makes the round the last) is named in the claim step's
    prompt before the tile is clicked, as the engine finds it on a copy of the state."""
    def pick(state, legal):
        claims = [a for a in legal if isinstance(a, Claim)]
        if state.decision_kind != "place" or len(claims) < 2:
            return None
        return claims[0] if ends.note(state, claims) else None

    state, _ = find(pick, seeds=range(30))
    claims = [a for a in state.legal_actions() if isinstance(a, Claim)]
    window = _window(qtbot, state)
    present(window.interaction).choose(CLAIM_SPOT)
    note = ends.note(state, claims)
    assert note and (window.steps[-1] or "").endswith(note)
    assert "ends the game" in note or "the last one" in note


def test_the_swap_spot_steps_let_the_first_tile_go_and_back_out(qtbot):
    state, window = _dropped(qtbot, SWAP_SPOT, Swap)
    seat = state.current_player
    assert (window.steps[-1] or "").startswith("Swap: click the first of the two river tiles")
    driver = Driver(window)
    driver.click_item(f"river {seat} spot 1")
    assert (window.steps[-1] or "").startswith("Swap: spot 1 chosen")
    driver.click_item(f"river {seat} spot 1")  # let go: the first tile again, still swapping
    assert (window.steps[-1] or "").startswith("Swap: click the first of the two river tiles")
    man = window.scene.boards[seat].pioneers[0]
    assert man.pos() != man.home and window.submitted == []
    assert present(window.interaction).back()
    _backed_out(window, state)
