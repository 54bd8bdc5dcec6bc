"""Playing through the real widgets: tile drags, refused clicks, AI thread, a whole game."""

from __future__ import annotations

import random

import pytest

from core import GameRecord
from core.riverboat import PlaceWorker, Plant
from core.riverboat.hexgrid import hex_name
from core.riverboat.mat import kind_of
from riverboat_qt.registry import TABLES
from riverboat_qt.riverboat.driver import Driver, placement_of
from riverboat_qt.shell.dialogs import NewGameDialog, ScoreDialog
from riverboat_qt.shell.seats import SeatConfig
from tests.narrow import present

FAST = "random"


def human_turn(window, qtbot) -> None:
    c = window.controller
    qtbot.waitUntil(lambda: c.state.is_over or (c.human_to_move and window.interaction is not None),
                    timeout=60_000)


def play_until(window, qtbot, kind: str, rng: random.Random) -> None:
    """Let the human seat play random free moves through the widgets until `kind` is asked."""
    c, driver = window.controller, Driver(window)
    while True:
        human_turn(window, qtbot)
        if c.state.is_over or c.state.decision_kind == kind:
            return
        play_one(window, qtbot, driver, rng)


def play_one(window, qtbot, driver: Driver, rng: random.Random, coin_rate: float = 0.0) -> None:
    c = window.controller
    legal = c.state.legal_actions()
    free = [a for a in legal if not getattr(a, "coin", False)
            and type(a).__name__ != "TakeCardFromPile"]
    action = rng.choice(legal if rng.random() < coin_rate or not free else free)
    done = len(c.record.actions)
    driver.perform(action)
    qtbot.waitUntil(lambda: len(c.record.actions) > done, timeout=10_000)
    assert c.record.actions[done] == str(action)


def start(window, players: int = 2, seed: int = 3) -> None:
    window.start_game([SeatConfig(True)] + [SeatConfig(False, FAST)] * (players - 1), seed)


def start_at_first(window, qtbot, kind: str, rng: random.Random) -> None:
    """start()'s game at the human seat's first `kind` decision, reached by the engine (free
    moves as play_until draws them, for every seat) and played on from there: the moves before
    it through the widgets are the whole-game test's."""
    start(window)
    c = window.controller
    record, state = GameRecord.from_json(c.record.to_json()), c.playing.clone()
    while not (state.current_player == 0 and state.decision_kind == kind):
        legal = state.legal_actions()
        free = [a for a in legal if not getattr(a, "coin", False)
                and type(a).__name__ != "TakeCardFromPile"]
        action = rng.choice(free or legal)
        state.apply(action, log=False)
        record.actions.append(str(action))
    c.load(record, state, c.seats)
    human_turn(window, qtbot)
    assert c.state.decision_kind == kind


def test_dragging_a_tile_to_a_legal_position_plants_it(window, qtbot):
    start_at_first(window, qtbot, "plant", random.Random(1))
    state = window.controller.state
    free = [a for a in state.legal_actions() if not a.coin]
    # prefer a tile that must be turned (R while dragging), then a big one
    action = max(free, key=lambda a: (placement_of(present(kind_of(a.cells)), a.cells)[0] > 0,
                                      len(a.cells)))
    kind = kind_of(action.cells)
    tiles_before = list(state.players[0].tiles)
    Driver(window).perform(action)
    qtbot.waitUntil(lambda: len(window.controller.record.actions) > 0
                    and window.controller.record.actions[-1] == str(action), timeout=10_000)
    player = window.controller.state.players[0]
    assert player.tiles == [*tiles_before, kind]
    for h, crop in action.cells:
        assert player.crop_at(h) == crop


def test_dropping_a_tile_on_an_illegal_position_is_refused(window, qtbot):
    start_at_first(window, qtbot, "plant", random.Random(1))
    c = window.controller
    state = c.state
    player = state.players[0]
    index, kind = next((i, k) for i, k in enumerate(state.display) if k and len(k) == 2)
    empty = next(h for h in range(40) if player.empty_fields() >> h & 1
                 and None not in [c for c, _ in _cells_from(kind, h)])
    tile = window.scene.supply.tiles[index]
    home = tile.pos()
    before = state.to_json()
    actions = len(c.record.actions)
    Driver(window).drag_tile(tile, window.scene.panels[0].hex_centre(empty))
    qtbot.wait(20)
    assert len(c.record.actions) == actions and c.state.to_json() == before
    cells = tuple(sorted(_cells_from(kind, empty)))
    reason = state.why_illegal(Plant(cells, False))
    assert reason and reason[:20].lower() in window.statusBar().currentMessage().lower()
    assert tile.pos() == home and tile.turns == 0


def _cells_from(kind: str, anchor: int) -> list:
    from core.riverboat.hexgrid import from_axial, to_axial
    from riverboat_qt.riverboat.items.tiles import tile_cells

    aq, ar = to_axial(anchor)
    return [(from_axial(aq + dq, ar + dr), crop) for dq, dr, crop in tile_cells(kind, 0)]


def test_a_click_on_a_wrong_field_gets_the_engines_reason(window, qtbot):
    start(window)
    play_until(window, qtbot, "cultivate", random.Random(2))
    c = window.controller
    legal = set(c.state.legal_actions())
    player = c.state.players[0]
    wrong = [h for h in range(40)
             if PlaceWorker(h) not in legal and not player.worker_mask >> h & 1]
    if not wrong:
        pytest.skip("the card allows every field")
    done = len(c.record.actions)
    Driver(window).click_item(f"hex {hex_name(wrong[0])}", 0)
    qtbot.wait(20)
    assert len(c.record.actions) == done
    reason = c.state.why_illegal(PlaceWorker(wrong[0]))
    assert window.statusBar().currentMessage().lower().startswith(reason[:25].lower())


def test_a_whole_game_through_the_widgets_ends_in_the_breakdown(window, qtbot):
    """Two seats, the human's and a search's (three cost some 11 s of CPU more, each move
    redrawing a mat more; The River's whole game has three)."""
    window.start_game([SeatConfig(True), SeatConfig(False, "mcts:iters=20")], seed=21)
    c, driver, rng = window.controller, Driver(window), random.Random(5)
    while True:
        human_turn(window, qtbot)
        if c.state.is_over:
            break
        play_one(window, qtbot, driver, rng, coin_rate=0.25)
    qtbot.waitUntil(lambda: window.score_dialog is not None, timeout=10_000)
    dialog: ScoreDialog = window.score_dialog
    outcome = c.state.outcome()
    rows = [*outcome.categories, "total"]
    assert [dialog.table.verticalHeaderItem(r).text() for r in range(len(rows))] == [
        "Points during play", "Coins", "Completed colours", "Unscored features", "Harbor",
        "Agents bonus", "Total"]
    for seat in range(2):
        cells = [present(dialog.table.item(row, seat)).text() for row in range(len(rows))]
        assert cells == [str(outcome.breakdown[seat][c]) for c in outcome.categories] + [
            str(c.state.scores[seat])]
    assert dialog.table.columnCount() == 2 and "win" in dialog.winner.text()
    assert "Game over" in window.prompt.text()
    replayed = c.record.initial_state()
    from core.riverboat import parse_action

    for text in c.record.actions:
        replayed.apply(parse_action(text), log=False)
    assert replayed.scores == c.state.scores


def test_hot_seat_shows_the_deciding_humans_mat(window, qtbot):
    window.start_game([SeatConfig(True), SeatConfig(True)], seed=4)
    c, driver = window.controller, Driver(window)
    for _ in range(4):
        human_turn(window, qtbot)
        seat = c.state.current_player
        assert window.scene.focus == seat and window.scene.panels[seat].scale() == 1.0
        assert "(human)" in window.prompt.text()
        play_one(window, qtbot, driver, random.Random(0))


def test_new_game_or_close_while_the_ai_thinks_stops_it(window, qtbot):
    window.start_game([SeatConfig(False, "mcts:time=30"), SeatConfig(False, "mcts:time=30")], 1)
    qtbot.waitUntil(lambda: window.controller.runner.busy, timeout=5_000)
    qtbot.wait(150)
    assert window.progress.isVisible()
    start(window, 2, 2)  # a new game: the old search is cancelled and ignored
    human_turn(window, qtbot)
    assert window.controller.record.actions == [] or window.controller.record.seed == 2
    window.close()
    assert not window.controller.runner.search_thread.isRunning()


def test_new_game_dialog_builds_the_seats(qtbot):
    dialog = NewGameDialog(TABLES)
    qtbot.addWidget(dialog)
    dialog.players.setValue(4)
    dialog.combos[1].setCurrentIndex(0)
    dialog.combos[3].setCurrentIndex(3)
    dialog.seed.setText("42")
    seats = dialog.seats()
    assert [s.human for s in seats] == [True, True, False, False]
    assert seats[3].level == "Hard" and seats[2].level == "Normal"
    assert dialog.seed_value() == 42


@pytest.mark.parametrize("text", ["\u0663", "-1", "1.5", "18446744073709551616", "9" * 5000])
def test_new_game_dialog_refuses_seeds_the_engine_would_refuse(qtbot, text):
    """Regression: isdigit() let Unicode digits and seeds of 2**64 through to new_game."""
    dialog = NewGameDialog(TABLES)
    qtbot.addWidget(dialog)
    dialog.seed.setText(text)
    dialog._accept()
    assert dialog.result() != dialog.DialogCode.Accepted
    assert "whole number from 0 to" in dialog.error.text()
    assert dialog.seed_value() is None


def test_new_game_dialog_takes_the_largest_seed(qtbot):
    dialog = NewGameDialog(TABLES)
    qtbot.addWidget(dialog)
    dialog.seed.setText(str(2**64 - 1))
    assert dialog.seed_value() == 2**64 - 1


def test_placement_of_finds_the_drag_for_every_legal_plant(window, qtbot):
    start(window)
    play_until(window, qtbot, "plant", random.Random(1))
    for action in window.controller.state.legal_actions():
        turns, anchor = placement_of(present(kind_of(action.cells)), action.cells)
        assert 0 <= turns < 6 and anchor in {h for h, _ in action.cells}


def test_the_ai_thinks_in_a_helper_process_and_survives_its_loss(window, qtbot):
    import os
    import signal

    c = window.controller
    window.start_game([SeatConfig(False, "mcts:iters=20"), SeatConfig(False, "mcts:iters=20")], 6)
    qtbot.waitUntil(lambda: len(c.record.actions) >= 2, timeout=30_000)
    assert c.host is not None and c.host.alive() and c.host.proc.pid != os.getpid()
    os.kill(c.host.proc.pid, signal.SIGKILL)
    done = len(c.record.actions)
    qtbot.waitUntil(lambda: len(c.record.actions) >= done + 3, timeout=30_000)
    assert not c.ai_process and c.host is None  # the bots now think in the AI thread
