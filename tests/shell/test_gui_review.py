"""The game review in the window (issues #14, #34): 'Review this game' runs in the AI helper
process and fills the list and the timeline's marks; the summary gives each player's accuracy,
what their play cost and what the draws gave; a click on a row jumps to the position before
that decision, rings the better move and says why it is better; Cancel stops it at once and
leaves the viewer and the helper usable; the score dialog's button opens the review. Both
games. A tiny search budget keeps it fast: these check the window, ai.review's own tests check
the judging."""

from __future__ import annotations

import os

import pytest
from PySide6.QtCore import Qt

import core
from riverboat_qt.registry import TABLES
from riverboat_qt.shell.ai_process import BotProcess
from riverboat_qt.shell.hint_ring import HintRing
from riverboat_qt.shell.replay_view import ReplayWindow
from riverboat_qt.shell.review_panel import MARK_COLOURS
from riverboat_qt.shell.seats import SeatConfig, seats_meta
from tests import games as suite
from tests.narrow import present

GAMES = suite.table_ids(win_chance=True)


@pytest.fixture(scope="module")
def host():
    """One helper process for the module's viewers (spawning one costs about a second)."""
    process = BotProcess()
    yield process
    process.close()


def random_start(game: str, moves: int = 24) -> core.GameRecord:
    """The first moves of a random game: random moves lose points, so the list has rows."""
    record, _ = core.random_game(2, 4, game=game)
    return record.copy(until=moves)


def viewer_for(qtbot, host, record: core.GameRecord) -> ReplayWindow:
    viewer = ReplayWindow(record, TABLES[record.game])
    qtbot.addWidget(viewer)
    viewer.review.runner.share(host)
    viewer.review.budget, viewer.review.samples = (0.02, None), 2
    viewer.show()
    return viewer


@pytest.mark.parametrize("game", GAMES)
def test_the_review_fills_the_list_and_the_timeline_and_a_row_shows_the_better_move(
        qtbot, host, game) -> None:
    viewer = viewer_for(qtbot, host, random_start(game))
    panel = viewer.review
    seen: list[tuple[int, int]] = []
    panel.runner.worker.progress.connect(lambda _t, done, total: seen.append((done, total)))
    assert present(panel.dock).windowTitle() == "Game review"
    with qtbot.waitSignal(panel.review_done, timeout=20_000) as done:
        panel.start_button.click()
        assert panel.running and panel.progress.isVisible() and panel.cancel_button.isEnabled()
    result = done.args[0]
    assert host.alive() and host.proc.pid != os.getpid()  # the review ran in the helper
    assert result.complete and result.seat == 0 and len(result.listed()) >= 6
    assert {d.seat for d in result.decisions} == {0, 1}  # every seat is reviewed
    assert seen[0][0] == 0 and seen[-1] == (len(result.decisions),) * 2
    assert not panel.running and not panel.progress.isVisible()
    # the list: each move of the seat that lost win chance, in the table's words (which for
    # a few of The River's moves, "produce stone", are the notation's), with its win chances
    # (the smaller losses once the checkbox asks for them)
    panel.small.setChecked(True)
    lost = [d for d in result.listed() if d.loss > 0]
    parse = core.registry.game(game).parse_action
    assert lost and panel.table.rowCount() == len(lost)
    for row, d in enumerate(lost):
        state = viewer.model.state_at(d.move - 1)
        assert panel.table.item(row, 0).text() == str(d.move)
        assert panel.table.item(row, 2).text() == f"{100 * d.win_before:.0f}%"
        assert panel.table.item(row, 3).text() == (
            f"{viewer.table.advice(parse(d.played), state)} ({100 * d.win_played:.0f}%)")
        assert panel.table.item(row, 4).text().startswith(
            f"{viewer.table.advice(parse(d.best), state)} ({100 * d.win_best:.0f}%)")
        why = panel.why_words(d)
        assert panel.table.item(row, 4).text().endswith(f"\nwhy: {why}" if why else "%)")
        assert panel.table.item(row, 5).text() == f"{d.loss:.1f}"
        assert panel.table.item(row, 1).text().startswith(f"Round {d.round}, ")
    # the timeline: a tick in the mark's colour where each marked decision was taken
    assert viewer.slider.review_ticks == [(d.move - 1, MARK_COLOURS[d.mark])
                                          for d in result.listed() if d.mark]
    # the legend states the thresholds; the summary: each player's accuracy, play and luck,
    # and the points lost by phase and sort of move
    for name, points in result.thresholds.items():
        assert f"{name.capitalize()}: {points:g} points or more" in panel.legend.text()
    summary = panel.summary.text()
    for s in result.seats:  # the reviewed seat's in a line of its own (tests/shell)
        line = (f"<b>{viewer.labels[s.seat]}</b>: accuracy {s.accuracy:.0f}; the play "
                f"{s.play:+.0f} and the draws {s.luck:+.0f} points of win chance; "
                f"{s.lost / s.decisions:.1f} lost a decision against the best moves")
        assert (line in summary) == (s.seat != result.seat)
        assert f"{viewer.labels[s.seat]} {s.accuracy:.0f}" in summary
    seat = result.seats[result.seat]
    assert (f"accuracy: {seat.accuracy:.0f}. They lost {seat.lost / seat.decisions:.1f} "
            "points of win chance a decision on average") in summary
    assert "points of win chance lost</b>" not in summary  # no sum over the game
    assert "By phase:" in summary and "By sort of move:" in summary
    # a click on a row: the position before that decision, the reviewed seat's view, a ring
    row = max(range(len(lost)), key=lambda r: lost[r].loss)
    panel.table.scrollTo(panel.table.model().index(row, 1))
    rect = panel.table.visualRect(panel.table.model().index(row, 1))
    qtbot.mouseClick(panel.table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    d = lost[row]
    assert viewer.step == d.move - 1 and viewer.seat.currentData() == 0
    assert viewer.state.current_player == 0
    state = viewer.model.state_at(d.move - 1)
    better = core.registry.game(game).parse_action(d.best)
    assert viewer.table.advice(better, state) in panel.detail.text()
    assert all(ring.scene() is viewer.scene for ring in panel.rings)
    # why, in the categories of the final scoring
    shown = {c: v for c, v in d.why_vp.items() if abs(v) >= 0.5}
    if shown:
        top = max(shown, key=lambda c: abs(shown[c]))
        assert f"{shown[top]:+.1f} VP {top.lower()}" in panel.detail.text()
    viewer.close()


def test_a_row_rings_the_better_move_on_the_table(qtbot, host) -> None:
    """Of the rows of a River review, those whose better move is a placement get its spot
    ringed on the replay's table."""
    viewer = viewer_for(qtbot, host, random_start("the-river"))
    with qtbot.waitSignal(viewer.review.review_done, timeout=20_000):
        viewer.review.start(1)
    rings = []
    for row in range(viewer.review.table.rowCount()):
        viewer.review.show_row(row)
        rings += viewer.review.rings
    assert viewer.seat.currentData() == 1
    assert rings and all(ring.scene() is viewer.scene for ring in viewer.review.rings)

    def rings_after_showing(row: int) -> list[HintRing]:
        viewer.review.show_row(row)
        return viewer.review.rings

    ringed = next(r for r in range(viewer.review.table.rowCount()) if rings_after_showing(r))
    assert "(ringed)" in viewer.review.detail.text()
    viewer.review.show_row(ringed)  # again: the rings are not doubled
    shown = [item for item in viewer.scene.items() if isinstance(item, HintRing)]
    assert len(shown) == len(viewer.review.rings) > 0
    viewer.close()


def test_cancel_stops_the_review_at_once_and_leaves_everything_usable(qtbot, host) -> None:
    viewer = viewer_for(qtbot, host, random_start("riverboat", 60))
    panel = viewer.review
    panel.budget, panel.samples = (600.0, None), 16  # hours in all: only Cancel ends it
    panel.start(1)
    qtbot.waitUntil(lambda: panel.progress.maximum() > 0, timeout=20_000)
    qtbot.wait(300)  # the first decision's search is under way
    with qtbot.waitSignal(panel.review_done, timeout=60_000) as done:  # not a speed bound
        panel.cancel_button.click()
    result = done.args[0]
    assert not result.complete and result.decisions == []  # the 600 s search was cut short
    assert panel.status.text().startswith("Cancelled")
    assert panel.start_button.isEnabled() and not panel.cancel_button.isEnabled()
    viewer.forward()  # the viewer goes on
    assert viewer.step == 1
    # the helper still answers a move, and a new review runs to the end
    state = viewer.model.state_at(3)
    move = host.choose(state.current_player, "greedy", 1, state, None, lambda: False)
    assert move in state.legal_actions()
    panel.budget, panel.samples = (0.02, None), 2
    viewer.model.record = random_start("riverboat", 10)
    with qtbot.waitSignal(panel.review_done, timeout=20_000) as again:
        panel.start(0)
    assert again.args[0].complete
    viewer.close()


def test_the_score_dialogs_button_reviews_the_human_seat(window, qtbot, monkeypatch) -> None:
    """After a game: 'Review this game' opens the replay of it and reviews the human seat."""
    monkeypatch.setattr("riverboat_qt.shell.review_panel.ITERATIONS", 4)
    monkeypatch.setattr("riverboat_qt.shell.review_panel.SAMPLES", 1)
    c = window.controller
    c.ai_process = False
    record, state = core.random_game(2, 3, game="the-river")
    record.meta = {"seats": seats_meta([SeatConfig(False, "Easy"), SeatConfig(True)])}
    window.play_record(record, state, "A finished game.")
    assert c.state.is_over and window.score_dialog is not None
    window.score_dialog.review_game.click()
    viewer = window.files.replay_window
    assert viewer is not None and viewer.model.record.actions == c.record.actions
    panel = viewer.review
    assert panel.running and panel.seat.currentData() == 1
    qtbot.waitUntil(lambda: panel.progress.value() >= 2, timeout=20_000)
    with qtbot.waitSignal(panel.review_done, timeout=2_000) as done:
        panel.cancel()
    assert done.args[0].seat == 1 and len(done.args[0].decisions) >= 2
    window.score_dialog.close()
    window.files.close_replay()


def test_the_review_speaks_italian(italian, qtbot, host) -> None:
    """In Italian: the dock, the legend's thresholds, the summary, the list's phases and the
    marks (each game's words for its phases and sorts of move included)."""
    viewer = viewer_for(qtbot, host, random_start("riverboat", 12))
    panel = viewer.review
    assert present(panel.dock).windowTitle() == "Analisi della partita"
    assert "Errore grave: 20 punti o più" in panel.legend.text()
    with qtbot.waitSignal(panel.review_done, timeout=20_000) as done:
        panel.start_button.click()
    result = done.args[0]
    summary = panel.summary.text()
    assert "punti di probabilità di vittoria a decisione" in summary and "Per fase:" in summary
    assert "precisione" in summary and "la fortuna" in summary
    assert panel.status.text().startswith(
        f"{viewer.labels[0]}: {len(result.listed())} decisioni analizzate.")
    if not panel.small.isChecked():
        panel.small.click()  # every move that lost points, the small losses too
    phases = {present(panel.table.item(r, 1)).text() for r in range(panel.table.rowCount())}
    assert phases and all(p.split(", ", 1)[1] in (
        "Scelta delle tessere fase", "Coltivazione", "Piantagione") for p in phases)
    viewer.close()
