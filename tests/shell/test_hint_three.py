"""The coach's hint in the window (issue #34): H lists the three best moves above the table with
their chances to win in percent and the reason in a line, in the log's words; the best is
ringed, a click on another rings that one instead; Esc or the next move takes the hint away; a
redraw of the same decision keeps it. Both games, through the AI helper process. A tiny search
budget keeps it fast: ai.hint's own tests check the moves."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from riverboat_qt.shell.hint_ring import HintRing, unmark
from riverboat_qt.shell.seats import SeatConfig
from tests import games as suite

GAMES = suite.table_ids(win_chance=True)
SPEC = "mcts:iters=12"
NOTATION = re.compile(r"\b(phase \d|worker [a-z]\d|start T\d+|claim T\d+|T\d\d)\b")


def hinted_game(window, qtbot, game: str) -> None:
    """A game of `game`, the human to move, and the hint asked with the H key."""
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=5_000)
    c = window.controller
    c.hint_spec = SPEC
    window.start_game([SeatConfig(True), SeatConfig(False, "random")], 11, game)
    qtbot.waitUntil(lambda: c.human_to_move and window.interaction is not None,
                    timeout=30_000)
    assert len(c.state.legal_actions()) >= 3
    with qtbot.waitSignal(c.hinted, timeout=60_000):
        QTest.keyClick(window, Qt.Key.Key_H)


def rings(window) -> list:
    """Where the hint's rings are, in order."""
    return sorted(r.boundingRect().getRect() for r in window.scene.items()
                   if isinstance(r, HintRing))


def rings_of(window, action) -> list:
    """Where the table rings this action, on their own (made and taken away again)."""
    c = window.controller
    marks = c.table.highlight_action(window, action, c.mover)
    boxes = [m.boundingRect() for m in marks if isinstance(m, HintRing)]
    where = sorted((b.x(), b.y(), b.width(), b.height()) for b in boxes)
    unmark(marks)
    return where


@pytest.mark.parametrize("game", GAMES)
def test_h_lists_three_moves_with_chances_and_reasons(window, qtbot, game: str) -> None:
    hinted_game(window, qtbot, game)
    panel, coach, c = window.hint_panel, window.coach, window.controller
    assert panel.isVisible() and len(panel.buttons) == 3 and coach.shown
    assert "3 best moves" in panel.title.text()
    chances = [int(label.text().rstrip("%")) for label in panel.chances]
    assert all(re.fullmatch(r"\d{1,3}%", label.text()) for label in panel.chances)
    assert chances == sorted(chances, reverse=True)
    for k, ((action, move), button, reason) in enumerate(
            zip(coach.moves, panel.buttons, panel.reasons, strict=True)):
        words = c.table.advice(action, c.state)
        assert button.words == f"{k + 1}. {words[:1].upper()}{words[1:]}"
        assert button.words in button.toolTip()  # the button may elide them, never the tip
        assert not NOTATION.search(button.words), button.words  # the log's words, no ids
        assert reason.text().startswith("Compared with "), reason.text()
        assert not re.search(r"[+-]\d", reason.text()), reason.text()  # words, not signs
        assert f"{round(100 * move.win)}%" == panel.chances[k].text()
    assert panel.reasons[0].text().startswith("Compared with the second move")
    assert panel.buttons[0].isChecked() and not panel.buttons[1].isChecked()
    best = coach.moves[0][0]
    assert rings(window) == rings_of(window, best)
    assert window.statusBar().currentMessage().startswith("Hint (AI Normal): ")


@pytest.mark.parametrize("game", GAMES)
def test_a_click_on_the_second_rings_it_and_the_next_move_clears(window, qtbot,
                                                                  game: str) -> None:
    hinted_game(window, qtbot, game)
    panel, coach, c = window.hint_panel, window.coach, window.controller
    second = coach.moves[1][0]
    QTest.mouseClick(panel.buttons[1], Qt.MouseButton.LeftButton)
    assert panel.buttons[1].isChecked() and not panel.buttons[0].isChecked()
    assert coach.picked == 1
    assert rings(window) == rings_of(window, second)  # the first one's rings are gone
    window.redraw()  # the same decision drawn again: the hint and its ring stay
    assert panel.isVisible() and rings(window) == rings_of(window, second)
    steps = len(c.record.actions)
    assert c.submit(second)
    qtbot.waitUntil(lambda: len(c.record.actions) > steps, timeout=10_000)
    assert not panel.isVisible() and not coach.shown and panel.buttons == []
    assert rings(window) == []


def test_esc_takes_the_hint_away(window, qtbot) -> None:
    hinted_game(window, qtbot, "the-river")
    assert window.hint_panel.isVisible() and rings(window)
    assert window.statusBar().currentMessage().startswith("Hint (AI Normal): ")
    QTest.keyClick(window, Qt.Key.Key_Escape)
    assert not window.hint_panel.isVisible() and not window.coach.shown
    assert rings(window) == [] and window.controller.human_to_move
    assert window.statusBar().currentMessage() == ""  # the best move's line goes too


def test_esc_gives_up_a_hint_still_looked_for(window, qtbot) -> None:
    window.start_game([SeatConfig(True), SeatConfig(False, "random")], 11, "the-river")
    c = window.controller
    qtbot.waitUntil(lambda: c.human_to_move and window.interaction is not None,
                    timeout=30_000)
    c.hint_spec = "mcts:time=30"  # a hint that would take half a minute
    got = []
    c.hinted.connect(lambda best, moves: got.append(moves))
    window.ask_hint()
    qtbot.waitUntil(lambda: "Hint" in window.thinking_label.text(), timeout=10_000)
    QTest.keyClick(window, Qt.Key.Key_Escape)
    assert not c.hint_pending and window.thinking_label.text() == ""
    assert window.statusBar().currentMessage() == ""
    qtbot.wait(300)
    assert got == [] and not window.hint_panel.isVisible()


def test_the_close_button_takes_the_hint_away(window, qtbot) -> None:
    hinted_game(window, qtbot, "riverboat")
    QTest.mouseClick(window.hint_panel.close_button, Qt.MouseButton.LeftButton)
    assert not window.hint_panel.isVisible() and rings(window) == []
    marked = [b for b in window.choice_buttons if "00897b" in b.styleSheet()]
    assert marked == []


def test_the_hint_speaks_italian(italian_window, qtbot) -> None:
    hinted_game(italian_window, qtbot, "the-river")
    panel = italian_window.hint_panel
    assert panel.title.text().startswith("Suggerimento (IA Normale): le 3 mosse migliori")
    assert all(r.text().startswith("Rispetto ") for r in panel.reasons)
    assert "VP" not in " ".join(r.text() for r in panel.reasons)
