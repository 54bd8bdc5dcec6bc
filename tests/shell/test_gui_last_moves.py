"""Issue #35 item 4: what the other seats did since the player's last decision stays marked on the
table (a dashed ring and a numbered badge) and recapped in one line by the prompt, until the
player acts; an undo or a new game clears it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QApplication
from shiboken6 import isValid

from core import Event
from riverboat_qt.shell.last_moves import LastMove, LastMoveRing, news_words, recap_text
from riverboat_qt.shell.scene import Summary
from riverboat_qt.shell.seats import SeatConfig

GAMES = ("riverboat", "the-river")
AI = "random"  # instant and seeded: the marks, not the AI, are under test
BRIEF_AT = {"riverboat": (1024, 700), "the-river": (900, 700)}  # the other seat's board in brief


def play_to_a_marked_decision(window, qtbot, game: str, seed: int) -> None:
    """You (Red) against two AIs, in the window's AI thread; your decisions taken until the AIs
    have moved between two of yours."""
    window.controller.ai_process = False
    window.start_game([SeatConfig(True), SeatConfig(False, AI), SeatConfig(False, AI)], seed,
                      game)
    for _ in range(30):
        qtbot.waitUntil(lambda: window.controller.human_to_move, timeout=10_000)
        if window.last_moves.moves:
            return
        window.controller.submit(window.controller.state.legal_actions()[0])
    pytest.fail("the AIs never moved between two of the human's decisions")


def marks(window) -> list[LastMoveRing]:
    return [item for item in window.scene.items() if isinstance(item, LastMoveRing)]


@pytest.mark.parametrize("game", GAMES)
def test_the_ai_moves_since_your_last_are_marked_and_recapped(window, qtbot, game) -> None:
    play_to_a_marked_decision(window, qtbot, game, 5)
    moves = window.last_moves.moves
    assert moves and all(m.seat != 0 for m in moves)
    text = window.recap.text()
    assert window.recap.isVisible() and text.startswith("Last moves: ")
    for k, move in enumerate(moves, 1):
        assert f"{('Red', 'Blue', 'Black')[move.seat]} {move.what.rstrip('.')} ({k})" in text
    assert "seat" not in text.lower() and "None" not in text  # names, never ids
    shown = marks(window)
    assert shown, "no move of the other seats was marked on the table"
    assert {m.number for m in shown} <= set(range(1, len(moves) + 1))
    assert all(m.seat == moves[m.number - 1].seat for m in shown)
    window.grab().save(f"/tmp/h35-shell/test_last_moves_{game}.png")


@pytest.mark.parametrize("game", GAMES)
def test_the_marks_and_the_recap_go_once_you_act(window, qtbot, game) -> None:
    play_to_a_marked_decision(window, qtbot, game, 5)
    old = marks(window)
    window.controller.ai_process = False
    window.set_speed(0)
    window.controller.move_delay_ms = 10_000  # the AIs wait: only your move is applied
    window.controller.submit(window.controller.state.legal_actions()[0])
    qtbot.waitUntil(lambda: not window.last_moves.moves)
    assert not window.recap.isVisible() and window.recap.text() == ""
    assert not marks(window)
    assert all(not isValid(m) or m.scene() is None for m in old)


def test_a_new_game_clears_the_marks(window, qtbot) -> None:
    play_to_a_marked_decision(window, qtbot, "the-river", 5)
    window.start_game([SeatConfig(True), SeatConfig(True)], 3, "riverboat")
    assert not window.last_moves.moves and not marks(window) and not window.recap.isVisible()


def test_the_recap_reads_as_a_sentence_with_colours(qapp) -> None:
    moves = [LastMove(None, 1, "claims a forest tile"), LastMove(None, 2, "builds a 5-VP "
                                                                          "building.")]
    assert recap_text(moves) == ("Last moves: Blue claims a forest tile (1); Black builds a 5-VP "
                                 "building (2).")
    assert recap_text([]) == ""


def test_what_a_move_brought_about_for_you_or_the_table_joins_the_recap(qapp) -> None:
    """The crop supply refilled for you at the start of your turn (issue #35: no cue but a log
    line) and the table's own events are in the recap; the other seats' own news is not."""
    events = [Event(2, "planting", 1, "plants a tile"),
              Event(2, "planting", 0, "finds no face-up tile that fits: the crop supply board "
                                      "is refilled"),
              Event(2, "planting", None, "the cultivation discards are shuffled into a new deck"),
              Event(2, "planting", 2, "gains 2 VP")]
    news = news_words(1, events, lambda seat: seat == 0)
    assert news == ["Red finds no face-up tile that fits: the crop supply board is refilled",
                    "the cultivation discards are shuffled into a new deck"]
    assert recap_text([LastMove(None, 1, "plants a tile")], news) == (
        "Last moves: Blue plants a tile (1); Red finds no face-up tile that fits: the crop "
        "supply board is refilled; the cultivation discards are shuffled into a new deck.")


def settle(window) -> None:
    """The refit a resize starts, done now (and the arrangement it may choose)."""
    for _ in range(3):
        QApplication.processEvents()
        window.view.fit()
    QApplication.processEvents()


def scene_rect(mark: LastMoveRing) -> QRectF:
    return mark.mapRectToScene(mark.path.boundingRect())


def assert_marks_on_shown_boards(window) -> None:
    """Each mark shown lies inside the board (or the seat's summary) it marks, which is shown."""
    for mark in marks(window):
        if mark.isVisible():
            assert mark.board.isVisible(), f"mark {mark.number} lies on a board not shown"
            assert mark.board.sceneBoundingRect().contains(scene_rect(mark)), mark.number


@pytest.mark.parametrize("game", GAMES)
def test_a_move_on_a_board_in_brief_is_marked_on_the_brief(window, qtbot, game) -> None:
    """Issue #47: the marks of the AI's moves on its board drawn in brief landed where the
    board opens, over New Orleans or the main board; and over an open picker."""
    window.controller.ai_process = False
    window.resize(*BRIEF_AT[game])
    window.start_game([SeatConfig(True), SeatConfig(False, AI)], 5, game)
    settle(window)
    assert window.scene.summaries, f"the AI's board is not in brief at {BRIEF_AT[game]}"
    on_brief = False
    for _ in range(40):
        qtbot.waitUntil(lambda: window.controller.human_to_move, timeout=10_000)
        assert_marks_on_shown_boards(window)
        on_brief = any(isinstance(m.board, Summary) for m in marks(window))
        if on_brief:
            break
        window.controller.submit(window.controller.state.legal_actions()[0])
    assert on_brief, "no move of the AI on its own board was marked"
    summary = window.scene.summaries[0]
    summary.toggle()  # the board opened: the move is marked on it too, as it is drawn there
    assert any(m.board is summary.board and m.isVisible() for m in marks(window))
    assert_marks_on_shown_boards(window)
    summary.toggle()
    shown = window.scene.sceneRect()
    picker = window.scene.open_overlay("A picker", shown.width(), shown.height())
    picker.setPos(shown.topLeft())  # over the whole table
    for mark in marks(window):
        if mark.isVisible():
            top = window.scene.items(scene_rect(mark).center())[0]
            assert top.topLevelItem() is picker, f"mark {mark.number} is drawn over the picker"


def test_a_recap_longer_than_its_line_ends_with_whole_words_and_an_ellipsis(window) -> None:
    """Issue #47: at 1024x700 the one-line recap was cut mid-word, with no ellipsis; the words
    that fit are drawn, then '…', and the tooltip keeps the whole."""
    window.resize(1024, 700)
    moves = [LastMove(None, 1, "claims a forest tile"), LastMove(None, 2, "builds a 5-VP "
                                                                          "building")] * 6
    text = recap_text(moves)
    window.recap.setText(text)
    window.recap.setToolTip(text)
    window.recap.show()
    QApplication.processEvents()
    shown = window.recap.shown_text()
    metrics = QFontMetrics(window.recap.font())
    assert shown.endswith("…") and metrics.horizontalAdvance(shown) <= window.recap.width()
    assert text.startswith(shown[:-1]) and text[len(shown) - 1] in " ;"  # whole words only
    assert window.recap.toolTip() == text and window.recap.text() == text
    window.recap.setText("Last moves: Blue passes (1).")
    assert window.recap.shown_text() == "Last moves: Blue passes (1)."
