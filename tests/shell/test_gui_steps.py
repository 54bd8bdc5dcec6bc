"""A half-done move in the real window (#35): the prompt line says its step and the way back;
Esc and the Back button return to the decision's own prompt with nothing played."""

from __future__ import annotations

import random
from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from core.the_river import Build, Claim
from core.the_river.actions import CLAIM_SPOT, CONSTRUCT_SPOT
from riverboat_qt.shell.app import MainWindow
from riverboat_qt.shell.prompt import back_button
from riverboat_qt.shell.seats import SeatConfig
from riverboat_qt.the_river.driver import Driver
from tests.narrow import present

HOT_SEAT = [SeatConfig(True), SeatConfig(True)]


def play_until(window: MainWindow, wanted: Callable, seed: int) -> None:
    """Random legal moves through the controller until wanted(state) holds."""
    c, rng = window.controller, random.Random(seed)
    for _ in range(3000):
        if wanted(c.playing):
            return
        assert c.submit(rng.choice(c.playing.legal_actions()))
    raise AssertionError("no such decision in the seeded game")


def _back_shown(window: MainWindow) -> bool:
    b = window.back_button
    return b is not None and b in window.choice_buttons and b.text() == back_button()


def _at_start(window: MainWindow, actions: int) -> bool:
    return (window.prompt.text() == window.decision_text and window.back_button is None
            and present(window.interaction).step is None
            and len(window.controller.history.record.actions) == actions)


def _several_claims(state) -> bool:
    claims = [a for a in state.legal_actions() if isinstance(a, Claim)]
    return state.decision_kind == "place" and len(claims) > 1


def test_the_river_claim_step_esc_and_back(window, qtbot) -> None:
    window.start_game(HOT_SEAT, 12, "the-river")
    play_until(window, _several_claims, 3)
    played = len(window.controller.history.record.actions)
    driver = Driver(window)
    for way_back in ("esc", "button"):
        driver.drag_pioneer_to(window.scene.main.spots[CLAIM_SPOT].centre())
        text = window.prompt.text()
        assert text.startswith("Claim: click the face-up terrain tile"), text
        assert "Esc goes back to the start of the move." in text and _back_shown(window)
        if way_back == "esc":
            QTest.keyClick(window, Qt.Key.Key_Escape)
        else:
            QTest.mouseClick(present(window.back_button), Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: _at_start(window, played))
        seat = window.controller.mover
        man = window.scene.boards[seat].pioneers[0]
        assert man.pos() == man.home


def test_riverboat_coin_step_and_card_pile_back_out(window, qtbot) -> None:
    window.start_game(HOT_SEAT, 8, "riverboat")
    play_until(window, lambda s: s.decision_kind == "cultivate"
               and any(a.coin for a in s.legal_actions()), 5)
    played = len(window.controller.history.record.actions)
    coin = next(b for b in window.choice_buttons if b.text().startswith("Spend a coin"))
    QTest.mouseClick(coin, Qt.MouseButton.LeftButton)
    assert window.prompt.text().startswith("Spending a coin: click any lit empty field")
    QTest.keyClick(window, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: _at_start(window, played))
    assert not coin.isChecked() and not present(window.interaction).coin

    play_until(window, lambda s: s.decision_kind == "card"
               and any(type(a).__name__ == "TakeCardFromPile" for a in s.legal_actions()), 6)
    played = len(window.controller.history.record.actions)
    look = next(b for b in window.choice_buttons if b.text().startswith("Look through the pile"))
    QTest.mouseClick(look, Qt.MouseButton.LeftButton)
    assert window.scene.overlay is not None
    assert window.prompt.text().startswith("Opportunity pile, for 1 coin: click the card")
    QTest.keyClick(window, Qt.Key.Key_Escape)  # closes the picker and backs out
    qtbot.waitUntil(lambda: _at_start(window, played) and window.scene.overlay is None)


def _ending(state) -> list:
    """The moves now after which the game is over (asked of the engine on copies)."""
    def ends(action) -> bool:
        after = state.clone()
        after.apply(action, log=False)
        return after.is_over
    return [] if state.is_over else [a for a in state.legal_actions() if ends(a)]


def test_the_prompt_warns_before_the_last_move_of_the_river(window, qtbot) -> None:
    window.start_game(HOT_SEAT, 4, "the-river")
    play_until(window, lambda s: bool(_ending(s)), 9)
    state = window.controller.playing
    enders = _ending(state)
    text = window.prompt.text()
    if len(enders) == len(state.legal_actions()):
        assert text.endswith("This move ends the game."), text
    else:
        assert "Careful: this ends the game: a pioneer on the " in text, text
    assert window.controller.submit(enders[0])
    assert window.controller.playing.is_over


def test_a_refusal_is_whole_in_the_status_tooltip(window, qtbot) -> None:
    """The closed construct spot's refusal lists every face-up building's cost; a status line
    too short for it keeps the whole sentence in its tooltip, which goes with the message."""
    window.start_game(HOT_SEAT, 6, "the-river")
    play_until(window, lambda s: s.decision_kind == "place", 1)
    assert not any(isinstance(a, Build) for a in window.controller.playing.legal_actions())
    present(window.interaction).choose(CONSTRUCT_SPOT)
    bar = window.statusBar()
    message = bar.currentMessage()
    market = [b for b in window.controller.playing.market if b]
    assert message.startswith("You can pay for no building: you hold no resources; face up: ")
    assert message.count(" VP (") == len(market) and bar.toolTip() == message
    bar.clearMessage()
    assert bar.toolTip() == ""
