"""The game review in words and in a graph (issue #34), in the replay viewer: every seat's
accuracy and the player's line on play and luck, the marks' thresholds as the review's data
states them, the smaller losses behind a checkbox, the win-chance graph (a point per step, the
marks, the draws, the position; a click jumps) and the key moments (a click jumps), in English
and Italian. The reviews run in this process on a budget of iterations, so they are the same on
any machine and take a second or two; ai.review's own tests check the judging."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QColor

import core
from ai.review import KeyMoment, Review, review
from riverboat_qt.registry import TABLES
from riverboat_qt.shell.replay_view import ReplayWindow
from riverboat_qt.shell.review_graph import CURRENT, MARK_COLOURS
from riverboat_qt.shell.review_panel import ROW_LINES
from riverboat_qt.shell.seats import SeatConfig, seats_meta
from tests import games as suite
from tests.narrow import present

GAMES = suite.table_ids(win_chance=True)
MOVES = 40  # the first moves of a random game: random play gets marks and key moments


def cell(panel: Any, row: int, column: int) -> str:
    """The text of a cell of the review's list (Qt's item getter may say None)."""
    return present(panel.table.item(row, column)).text()


@pytest.fixture(scope="module")
def reviews() -> dict[str, tuple[core.GameRecord, Review]]:
    """Each game's record (you against AI Easy) and its review, made once for the module."""
    out = {}
    for game in GAMES:
        record, _ = core.random_game(2, 4, game=game)
        record = record.copy(until=MOVES)
        record.meta = {"seats": seats_meta([SeatConfig(True), SeatConfig(False, "Easy")])}
        record.seats = ["Red (you)", "Blue (AI Easy)"]  # as the window saves them
        out[game] = (record, review(record, 0, seconds=None, iterations=8, samples=2))
    return out


def reviewed(qtbot, record: core.GameRecord, result: Review) -> ReplayWindow:
    """A viewer of the record showing the review, laid out at the app's size."""
    viewer = ReplayWindow(record, TABLES[record.game])
    qtbot.addWidget(viewer)
    viewer.resize(1600, 1000)
    viewer.show()
    qtbot.waitUntil(lambda: viewer.loaded, timeout=10_000)
    viewer.review.reveal()
    viewer.review.show_review(result)
    qtbot.waitUntil(lambda: viewer.review.graph.isVisible() and viewer.review.graph.width() > 300)
    return viewer


@pytest.mark.parametrize("game", GAMES)
def test_the_summary_gives_every_seats_accuracy_and_where_the_players_chance_went(
        qtbot, reviews, game) -> None:
    record, result = reviews[game]
    viewer = reviewed(qtbot, record, result)
    panel = viewer.review
    summary = panel.summary.text()
    # every seat's accuracy, the opponent's too
    accuracies = " · ".join(f"{viewer.labels[s.seat]} {s.accuracy:.0f}" for s in result.seats)
    assert f"<b>Accuracy</b> (0-100): {accuracies}" in summary
    assert len(result.seats) == 2 and all(s.accuracy is not None for s in result.seats)
    # the player's line in per-decision terms (no sum over a game), where the chance went,
    # and the same figures that add up from the start to the end
    you = result.seats[0]
    assert you.accuracy is not None
    assert (f"Your accuracy: {you.accuracy:.0f}. You lost {you.lost / you.decisions:.1f} "
            f"points of win chance a decision on average, over {you.decisions} decisions; "
            ) in summary
    assert f"The chance to win: {round(you.start)}% at the start, {round(you.end)}% at the " \
           f"record's last move." in summary
    assert "points of win chance lost</b>" not in summary  # the sum over the game is gone
    assert f"Adding up: {round(you.start)}% at the start, the moves {round(you.play):+d} and " \
           f"the others' {round(you.others):+d} (each against the AI's rule of thumb), the " \
           f"draws {round(you.luck):+d}: {round(you.end)}% at the record's last move." in summary
    assert round(you.start + you.play + you.others + you.luck + you.further) == round(you.end)
    if round(you.further):  # the review's own looking further is said apart from the draws
        assert (f"The review's own looking further at each span's start (neither the moves nor "
                f"the draws): {round(you.further):+d}.") in summary
    assert you.lost == pytest.approx(sum(d.loss for d in result.decisions if d.seat == 0))
    # the other seat, chosen: its list and line at once (every seat is reviewed), "them"
    panel.seat.setCurrentIndex(1)
    assert panel.result is not None and panel.result.seat == 1 and not panel.running
    them = result.seats[1]
    assert them.accuracy is not None
    assert (f"Blue (AI Easy)'s accuracy: {them.accuracy:.0f}. They lost "
            f"{them.lost / them.decisions:.1f} points of win chance a decision on average"
            ) in panel.summary.text()
    marked = [d.move for d in result.decisions if d.seat == 1 and d.mark and d.loss > 0]
    assert [int(cell(panel, r, 0)) for r in range(panel.table.rowCount())] == marked
    viewer.close()


def test_the_thresholds_are_the_reviews_own(qtbot, reviews) -> None:
    """The legend and the checkbox say the thresholds the review's data gives, whatever they
    are."""
    record, result = reviews["riverboat"]
    viewer = reviewed(qtbot, record, result)
    panel = viewer.review
    for name, points in result.thresholds.items():
        assert f"{name.capitalize()}: {points:g} points or more" in panel.legend.text()
    other = replace(result, thresholds={"blunder": 31.0, "mistake": 13.0, "inaccuracy": 3.5})
    panel.show_review(other)
    legend = panel.legend.text()
    assert "Inaccuracy: 3.5 points or more" in legend and "Mistake: 13 points or more" in \
        legend and "Blunder: 31 points or more" in legend
    assert " 5 points" not in legend and " 20 points" not in legend
    assert legend.index("Inaccuracy") < legend.index("Mistake") < legend.index("Blunder")
    assert panel.small.text() == "Also list the moves that lost less than 3.5 points"
    viewer.close()


def test_small_losses_are_listed_only_when_the_checkbox_asks(qtbot, reviews) -> None:
    record, result = reviews["riverboat"]
    viewer = reviewed(qtbot, record, result)
    panel = viewer.review

    def moves() -> list[int]:
        return [int(cell(panel, r, 0)) for r in range(panel.table.rowCount())]

    mine = [d for d in result.decisions if d.seat == 0]
    marked = [d.move for d in mine if d.mark]
    lost = [d.move for d in mine if d.loss > 0]
    assert marked and len(lost) > len(marked)  # the game has both
    assert not panel.small.isChecked() and moves() == marked
    assert all(d.loss >= min(result.thresholds.values()) for d in mine if d.move in moves())
    panel.small.click()
    assert moves() == lost
    unmarked = next(r for r in range(panel.table.rowCount()) if cell(panel, r, 6)
                    == "")
    assert float(cell(panel, unmarked, 5)) < min(result.thresholds.values())
    panel.small.click()
    assert moves() == marked
    viewer.close()


def _columns_with(image, x: int, colour: QColor, top: int, bottom: int) -> bool:
    """Whether a pixel of that colour is in the columns around x, between top and bottom."""
    return any(image.pixelColor(c, y).rgb() == colour.rgb()
               for c in range(max(0, x - 2), min(image.width(), x + 3))
               for y in range(top, bottom))


@pytest.mark.parametrize("game", GAMES)
def test_the_graph_has_a_point_per_step_and_a_click_jumps_there(qtbot, reviews, game) -> None:
    record, result = reviews[game]
    viewer = reviewed(qtbot, record, result)
    graph = viewer.review.graph
    shown = graph.curve
    assert shown is not None and shown.seat == 0
    # a point before each step the review valued, one after the last: the whole game
    assert [step for step, _ in shown.points] == [s.move - 1 for s in result.steps] + [MOVES]
    assert [round(c, 6) for _, c in shown.points[:-1]] == [
        round(100 * s.before[0], 6) for s in result.steps]
    # the marks where the seat's marked decisions were taken, the draws' luck apart
    assert [(step, mark) for step, _, mark in shown.marks] == [
        (d.move - 1, d.mark) for d in result.decisions if d.seat == 0 and d.mark]
    assert shown.luck == [(s.move, 100 * s.luck[0]) for s in result.steps if s.luck[0] != 0]
    # the graph shares the timeline's x axis: each step right above its place on the slider
    for step in (0, 17, MOVES):
        assert abs(graph.x_of(step) - viewer.slider.x_of(step)) <= 1
    # a click on the graph jumps the replay there; the position is marked on the graph
    for step in (23, 6, 31):
        qtbot.mouseClick(graph, Qt.MouseButton.LeftButton,
                         pos=QPoint(round(graph.x_of(step)), graph.height() // 3))
        assert viewer.step == step and graph.current == step
        assert viewer.review.detail.text().startswith(f"After move {step}: Red (you) ")
    viewer.go(12)
    assert graph.current == 12
    image = graph.grab().toImage()
    assert _columns_with(image, round(graph.x_of(12)), CURRENT, 10, graph.height() - 10)
    step, _, mark = shown.marks[0]
    assert _columns_with(image, round(graph.x_of(step)), MARK_COLOURS[mark], 0,
                         graph.height())
    viewer.close()


@pytest.mark.parametrize("game", GAMES)
def test_a_key_moment_click_jumps_there(qtbot, reviews, game) -> None:
    record, result = reviews[game]
    moments = result.seats[0].key_moments
    assert 1 <= len(moments) <= 5
    if not any(m.kind == "luck" for m in moments):  # no draw moved it 10 points: one added,
        step = max(result.steps, key=lambda s: abs(s.luck[0]))  # for its click
        moments = sorted([*moments, KeyMoment(step.move, "luck", 100 * step.luck[0])],
                         key=lambda m: m.move)
        result = replace(result, seats=[replace(result.seats[0], key_moments=moments),
                                        *result.seats[1:]])
    viewer = reviewed(qtbot, record, result)
    panel = viewer.review
    assert panel.moments.isVisible() and {m.kind for m in moments} == {"decision", "luck"}
    assert [b.text() for b in panel.moments.buttons] == [panel.moment_words(m) for m in moments]
    for button, m in zip(panel.moments.buttons, moments, strict=True):
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        if m.kind == "luck":  # after the move whose draws moved the chance
            assert button.text() == f"Move {m.move}: the draws {m.swing:+.0f}"
            assert viewer.step == m.move and panel.detail.text().startswith(
                f"After move {m.move}: Red (you) ")
            assert f"the draws of this move {m.swing:+.0f}" in panel.detail.text()
        else:  # before the decision, as its row shows it
            assert button.text().startswith(f"Move {m.move}: ")
            assert viewer.step == m.move - 1 and panel.detail.text().startswith(
                f"Move {m.move}: played ")
        assert viewer.review.graph.current == viewer.step
    viewer.close()


def test_the_graph_and_the_summary_speak_italian(italian, qtbot, reviews) -> None:
    record, result = reviews["riverboat"]
    viewer = reviewed(qtbot, record, result)
    panel = viewer.review
    you = result.seats[0]
    summary = panel.summary.text()
    assert "<b>Precisione</b> (0-100): Rosso (tu) " in summary
    assert you.accuracy is not None
    shortfall = f"{you.lost / you.decisions:.1f}".replace(".", ",")
    assert f"La tua precisione: {you.accuracy:.0f}. Hai perso in media {shortfall} punti di " \
           f"probabilità di vittoria a decisione, su {you.decisions} decisioni" in summary
    assert f"Sommando: {round(you.start)}% all'inizio" in summary
    assert "probabilità di vittoria" in panel.graph_title.text()
    assert "errore grave" in panel.graph_title.text()
    assert panel.small.text().startswith("Elenca anche le mosse che hanno perso meno di")
    assert all(b.text().startswith("Mossa ") for b in panel.moments.buttons)
    for m in you.key_moments:
        if m.kind == "luck":
            assert panel.moment_words(m) == f"Mossa {m.move}: la fortuna {m.swing:+.0f}"
    headers = [present(panel.table.horizontalHeaderItem(c)).text() for c in range(7)]
    assert headers[2] == "Prima" and headers[5] == "Punti persi"
    viewer.close()


def test_in_a_small_window_the_list_keeps_several_rows(qtbot, reviews) -> None:
    """At 1024x700 the summary scrolls above the list, and a row is at most ROW_LINES lines
    high (the why wrapped in a narrow column had made one row fill the list)."""
    record, result = reviews["riverboat"]
    viewer = reviewed(qtbot, record, result)
    viewer.resize(1024, 700)
    panel = viewer.review
    panel.small.setChecked(True)  # every decision that lost points: many rows
    qtbot.wait(50)
    table = panel.table
    tallest = ROW_LINES * table.fontMetrics().lineSpacing() + 8
    assert table.rowCount() >= 3
    assert all(table.rowHeight(r) <= tallest for r in range(table.rowCount()))
    assert table.viewport().height() >= 2 * tallest
    first = [present(table.item(0, c)) for c in range(table.columnCount())]
    assert all(item.toolTip() == item.text() for item in first)
    viewer.close()
