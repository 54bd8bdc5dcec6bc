"""The game library in the window: a game played to the end and one abandoned are kept, File >
Games lists them, sorts and filters them, opens one in the replay viewer, exports and deletes;
the statistics tab and its chart; the new-game dialog's ratings and 'Match me'."""

from __future__ import annotations

import csv
import json
import random
import sys
import threading
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QMessageBox

import core
from ai.level_ratings import shipped_ratings
from riverboat_qt.registry import TABLES
from riverboat_qt.shell import app, match
from riverboat_qt.shell.dialogs import RATING_WAIT_MS, NewGameDialog
from riverboat_qt.shell.games_window import Loader
from riverboat_qt.shell.library import (
    FOLDER,
    INDEX_NAME,
    MATCH_ME,
    PRACTICE,
    Library,
    known_rating,
    statistics,
)
from riverboat_qt.shell.match import RatingPending, choose, short_spec
from riverboat_qt.shell.seats import MATCH_ME_LEVEL, SeatConfig, level_tip
from riverboat_qt.shell.settings import Settings
from tests import games as suite

GAMES = suite.table_ids(registered=True)
YOU_VS_RANDOM = [SeatConfig(True), SeatConfig(False, "random")]


def play_to_the_end(window, qtbot, seed: int = 2, moves: int | None = None) -> None:
    """The human's decisions at random, the AI's by its own thread, to the end (or `moves`)."""
    c, rng = window.controller, random.Random(seed)
    while not c.state.is_over and (moves is None or len(c.record.actions) < moves):
        qtbot.waitUntil(lambda: c.state.is_over or c.human_to_move, timeout=30_000)
        if c.human_to_move:
            assert c.submit(rng.choice(c.state.legal_actions()))


def test_a_game_played_to_the_end_is_kept(window, qtbot, tmp_path) -> None:
    window.start_game(YOU_VS_RANDOM, 5, "the-river")
    play_to_the_end(window, qtbot)
    qtbot.waitUntil(lambda: window.score_dialog is not None, timeout=10_000)
    (entry,) = Library.of(tmp_path, GAMES).load().entries
    state = window.controller.state
    assert entry.finished and entry.game == "the-river"
    assert entry.scores == tuple(state.scores) and entry.moves == len(
        window.controller.record.actions)
    assert entry.levels == (None, "random") and entry.started
    window.start_game(YOU_VS_RANDOM, 6, "the-river")  # a finished game is not kept twice
    assert len(list((tmp_path / FOLDER).glob("game-*.json"))) == 1


@pytest.mark.parametrize("how", ["new game", "close"])
def test_an_abandoned_game_is_kept(window, qtbot, tmp_path, how) -> None:
    window.start_game(YOU_VS_RANDOM, 7, "the-river")
    window.start_game(YOU_VS_RANDOM, 8, "the-river")  # no move yet: nothing to keep
    assert Library.of(tmp_path, GAMES).load().entries == []
    play_to_the_end(window, qtbot, moves=6)
    moves = len(window.controller.record.actions)
    if how == "new game":
        window.start_game(YOU_VS_RANDOM, 9, "the-river")
    else:
        window.close()
    (entry,) = Library.of(tmp_path, GAMES).load().entries
    assert not entry.finished and entry.result() == "unfinished" and entry.moves == moves


def shown_games(window, qtbot):
    """File > Games, once its thread has read the library."""
    games = window.show_games()
    qtbot.waitUntil(lambda: not games.loading, timeout=60_000)
    return games


def fill_library(folder, games: int = 5) -> list[str]:
    """A few real games in the library, kept as the window keeps them (tools/demo_library)."""
    from tools.demo_library import play

    library = Library.of(folder, GAMES)
    names = []
    for k in range(games):
        game = GAMES[k % 2]
        record = play(game, ("Easy", "random", "greedy:temp=0.25")[k % 3], 200 + k, 1 + k)
        names.append(library.keep(record).name)
    return names


def test_file_games_lists_sorts_filters_and_opens_a_game(window, qtbot, tmp_path) -> None:
    names = fill_library(tmp_path)
    (tmp_path / FOLDER / "broken.json").write_text("{")
    games = shown_games(window, qtbot)
    qtbot.waitExposed(games)
    assert games.model.rowCount() == 5
    assert [e.name for e in games.shown_entries()] == sorted(names, reverse=True)  # newest
    games.table.sortByColumn(0, Qt.SortOrder.AscendingOrder)
    assert [e.name for e in games.shown_entries()] == sorted(names)
    games.table.sortByColumn(3, Qt.SortOrder.DescendingOrder)  # by the player's score
    scores = [e.scores[0] for e in games.shown_entries()]
    assert scores == sorted(scores, reverse=True)
    assert "broken.json" in games.notes.text() and games.notes.isVisibleTo(games)
    games.game_filter.setCurrentIndex(games.game_filter.findData("the-river"))
    assert {e.game for e in games.shown_entries()} == {"the-river"}
    assert len(games.shown_entries()) == 2
    games.level_filter.setCurrentIndex(games.level_filter.findData("Easy"))
    assert [e.opponent_level() for e in games.shown_entries()] == ["Easy"]
    games.game_filter.setCurrentIndex(0)
    games.level_filter.setCurrentIndex(games.level_filter.findData("Match me"))
    assert len(games.shown_entries()) == 1
    games.level_filter.setCurrentIndex(0)
    games.table.setFocus()
    games.table.selectRow(0)
    chosen = games.selected_name()
    qtbot.keyClick(games.table, Qt.Key.Key_Return)
    replay = window.files.replay_window
    assert replay is not None and replay.isVisible()
    kept = Library.of(tmp_path, GAMES).load()
    assert replay.model.record.actions == core.GameRecord.from_json(
        kept.path_of(chosen).read_text()).actions


def test_delete_and_export(window, qtbot, tmp_path, monkeypatch) -> None:
    fill_library(tmp_path, 2)
    games = shown_games(window, qtbot)
    games.table.selectRow(0)
    name = games.selected_name()
    record = games._selected_game()
    assert games.export_game(record, tmp_path / "out.json")
    assert core.GameRecord.read(tmp_path / "out.json").actions == record.actions
    assert games.export_csv(tmp_path / "list.csv")
    rows = list(csv.reader((tmp_path / "list.csv").open()))
    assert rows[0][0] == "date" and len(rows) == 3 and {rows[1][-2], rows[2][-2]} == {
        e.name for e in games.library.entries}
    monkeypatch.setattr(QMessageBox, "question",
                        lambda *a, **k: QMessageBox.StandardButton.No)
    games.ask_delete()
    assert (tmp_path / FOLDER / name).exists()
    monkeypatch.setattr(QMessageBox, "question",
                        lambda *a, **k: QMessageBox.StandardButton.Yes)
    games.ask_delete()
    assert not (tmp_path / FOLDER / name).exists() and games.model.rowCount() == 1
    qtbot.waitUntil(lambda: not games.loading, timeout=30_000)
    assert games.model.rowCount() == 1


def test_the_statistics_tab_shows_the_tables_the_chart_and_the_rating(window, qtbot,
                                                                      tmp_path) -> None:
    fill_library(tmp_path, 5)
    games = shown_games(window, qtbot)
    games.tabs.setCurrentIndex(1)
    games.stats_game.setCurrentIndex(games.stats_game.findData("riverboat"))
    stats = games.stats()
    assert stats.games == 3 and stats.rating is not None
    assert f"{round(stats.rating.rating)} ±" in games.summary.text()
    assert games.levels_table.rowCount() == len(stats.by_level) == 3
    assert games.categories_table.rowCount() == len(stats.categories) > 0
    assert games.chart.points == stats.points
    picture = games.chart.grab().toImage()
    assert picture.pixelColor(picture.width() // 2, picture.height() // 2).isValid()
    colours = {picture.pixelColor(x, y).name() for x in range(0, picture.width(), 3)
               for y in range(0, picture.height(), 3)}
    assert "#2e6fbf" in colours or any(c.startswith("#2e6") for c in colours)  # the rating


def test_stats_prints_the_tables(tmp_path, monkeypatch, capsys) -> None:
    from riverboat_qt.__main__ import main

    fill_library(tmp_path, 3)
    monkeypatch.setenv("RIVERBOAT_DATA_DIR", str(tmp_path))
    assert main(["--stats"]) == 0
    out = capsys.readouterr().out
    stats = statistics(Library.of(tmp_path, GAMES).load().entries, "riverboat")
    assert "The games kept in" in out and ": 3" in out.splitlines()[0]
    assert f"games finished {stats.games}," in out and "opponent" in out
    assert stats.rating is not None and f"{stats.rating.rating:.0f} ±" in out


def test_the_new_game_dialog_shows_ratings_and_what_match_me_plays(qtbot) -> None:
    dialog = NewGameDialog(TABLES, None, None, "riverboat", lambda game: 1200.0)
    qtbot.addWidget(dialog)
    combo = dialog.combos[1]
    for level in ("Normal", "Hard"):
        rated = shipped_ratings("riverboat").rating(level.lower())
        assert rated is not None
        assert combo.itemText(combo.findData(level)) == \
            f"AI {level} (about {round(rated.rating / 50) * 50})"
    assert not dialog.match_note.isVisibleTo(dialog)
    combo.setCurrentIndex(combo.findData(MATCH_ME_LEVEL))
    assert dialog.match_note.isVisibleTo(dialog)
    assert dialog.match_note.text() == \
        "Match me plays at about 1200: like Normal with up to 0.14 s a move."
    assert dialog.seats()[1] == SeatConfig(False, MATCH_ME_LEVEL)


def test_a_level_the_ratings_leave_out_is_not_rated_yet(qtbot, monkeypatch) -> None:
    shipped = shipped_ratings("riverboat")
    without_hard = replace(shipped, ratings=tuple(r for r in shipped.ratings if r.name != "hard"))
    monkeypatch.setattr(match, "shipped_ratings", lambda game: without_hard)
    dialog = NewGameDialog(TABLES, None, None, "riverboat", lambda game: 1200.0)
    qtbot.addWidget(dialog)
    combo = dialog.combos[1]
    assert combo.itemText(combo.findData("Hard")) == "AI Hard (not rated yet)"
    assert combo.itemText(combo.findData("Normal")) == "AI Normal (about 1700)"


def test_the_dialog_shows_no_interval_wider_than_the_gaps_between_levels(qtbot) -> None:
    """Issue #47: 'AI Normal (1701 ± 696)' beside 'AI Hard (1909 ± 707)' said the levels may be
    in either order; each level says its rating in round words, and its tooltip what it does
    and how it fared against the level below it, as the ladder's games say."""
    dialog = NewGameDialog(TABLES, None, None, "riverboat", lambda game: 1200.0)
    qtbot.addWidget(dialog)
    combo = dialog.combos[1]
    shipped = shipped_ratings("riverboat")
    texts = [combo.itemText(k) for k in range(combo.count())]
    assert not any("±" in text for text in texts)
    hard_tip = combo.itemData(combo.findData("Hard"), Qt.ItemDataRole.ToolTipRole)
    below = next(p for p in shipped.pairs if p.high == "hard")
    assert f"Against {below.low.capitalize()} it scored {below.high_score:g} of " \
           f"{below.games} games" in hard_tip
    assert hard_tip.startswith(level_tip("Hard", "riverboat"))


def test_the_dialog_says_what_match_me_is_in_one_sentence(qtbot) -> None:
    """Issue #47: 'Match me' was unexplained but for a tooltip: the dialog says it in words."""
    dialog = NewGameDialog(TABLES, None, None, "riverboat", lambda game: 1200.0)
    qtbot.addWidget(dialog)
    said = " ".join(label.text() for label in dialog.findChildren(QLabel)
                    if label.isVisibleTo(dialog))
    assert "Match me: an AI between Easy and Hard" in said


def test_a_match_me_game_plays_its_spec_and_the_settings_keep_match_me(window, tmp_path,
                                                                      monkeypatch) -> None:
    seats = [SeatConfig(True), SeatConfig(False, MATCH_ME_LEVEL)]
    window.start_game(seats, 3, "the-river")
    record = window.controller.record
    choice = choose("the-river", None)  # no games yet: Normal's rating
    assert choice is not None
    assert window.controller.seats[1] == SeatConfig(False, short_spec(choice, "the-river"))
    assert record.meta[MATCH_ME]["spec"] == window.controller.seats[1].level
    assert record.meta["seats"][1]["level"] == window.controller.seats[1].level
    window.save_settings()
    again = Settings.from_dict(json.loads((tmp_path / "settings.json").read_text()), GAMES)
    assert again.last_seats == tuple(seats)
    monkeypatch.setattr(QMessageBox, "question",
                        lambda *a, **k: QMessageBox.StandardButton.Yes)  # abandon it
    window.rematch()
    assert window.chosen_seats == seats and MATCH_ME in window.controller.record.meta


def test_file_games_paints_at_once_and_fills_from_its_thread(window, qtbot, tmp_path) -> None:
    fill_library(tmp_path, 2)
    games = window.show_games()  # no event has run yet: the thread's answer waits for one
    assert games.loading and games.status.text() == "Reading the games…"
    assert games.model.rowCount() == 0
    qtbot.waitUntil(lambda: not games.loading, timeout=60_000)
    assert games.model.rowCount() == 2 and not games.status.isVisibleTo(games)


def test_the_index_made_again_says_how_far_it_is(qtbot, tmp_path) -> None:
    fill_library(tmp_path, 3)
    (tmp_path / FOLDER / INDEX_NAME).unlink(missing_ok=True)  # keep() writes none
    loader = Loader(Library.of(tmp_path, GAMES), list(GAMES))
    seen: list[tuple[int, int]] = []
    loader.progress.connect(lambda done, total: seen.append((done, total)),
                            Qt.ConnectionType.DirectConnection)
    with qtbot.waitSignal(loader.done, timeout=60_000) as blocker:
        loader.start()
    assert loader.process is not None and loader.reader is None  # read in a process
    assert seen and seen[-1] == (3, 3)  # the last always said; ten a second at most before
    loaded = blocker.args[0]
    assert len(loaded.library.entries) == 3 and set(loaded.stats) == set(GAMES)
    assert loaded.stats["the-river"].points == statistics(
        loaded.library.entries, "the-river").points  # the chart's points came along


@pytest.mark.parametrize("how", ["no process", "the process killed"])
def test_without_its_process_the_library_is_read_on_a_thread(qtbot, tmp_path, monkeypatch,
                                                             how) -> None:
    """A system where no process starts, or one that dies: the list still fills, the same."""
    from riverboat_qt.shell import games_window

    fill_library(tmp_path, 3)
    if how == "no process":
        monkeypatch.setattr(games_window.mp, "get_context", lambda kind: 1 / 0)
    loader = Loader(Library.of(tmp_path, GAMES), list(GAMES))
    with qtbot.waitSignal(loader.done, timeout=60_000) as blocker:
        loader.start()
        if how == "the process killed":
            assert loader.process is not None
            loader.process.kill()
    assert loader.reader is not None  # the thread read it
    loaded = blocker.args[0]
    assert sorted(e.name for e in loaded.library.entries) == sorted(
        e.name for e in Library.of(tmp_path, GAMES).load().entries)
    assert set(loaded.stats) == set(GAMES)


def test_a_stopped_reading_says_nothing_and_its_process_ends(qtbot, tmp_path) -> None:
    fill_library(tmp_path, 3)
    loader = Loader(Library.of(tmp_path, GAMES), list(GAMES))
    said: list[object] = []
    loader.done.connect(said.append)
    loader.start()
    loader.stop()
    assert loader.process is not None
    qtbot.waitUntil(lambda: loader.process is not None and not loader.process.is_alive(),
                    timeout=10_000)
    qtbot.wait(50)
    assert said == []


def test_practice_games_are_listed_as_practice_and_filtered(window, qtbot, tmp_path) -> None:
    from tools.demo_library import play

    fill_library(tmp_path, 3)
    practice = play("the-river", "Easy", 300, 20)
    practice.meta[PRACTICE] = "replay"
    Library.of(tmp_path, GAMES).keep(practice)
    games = shown_games(window, qtbot)
    assert games.model.rowCount() == 4
    (row,) = [r for r in range(4) if games.model.entry(r).practice]
    result = games.model.entry(row).result()
    assert games.model.index(row, 4).data() == f"practice ({result})"
    games.kind_filter.setCurrentIndex(games.kind_filter.findData("practice"))
    assert [e.practice for e in games.shown_entries()] == ["replay"]
    games.kind_filter.setCurrentIndex(games.kind_filter.findData("played"))
    assert len(games.shown_entries()) == 3
    games.stats_game.setCurrentIndex(games.stats_game.findData("the-river"))
    stats = games.stats()
    assert stats.practice == 1 and stats.games == 1  # fill_library's one River game counted
    assert "1 practice game (continued from a replay or a file) set apart" in \
        games.summary.text()


def test_the_new_game_dialog_reads_the_rating_on_a_thread(window, qtbot, tmp_path,
                                                          monkeypatch) -> None:
    """Match me needs the player's rating, which a big library takes a second to read: the
    dialog says it is reading and holds its OK until then, instead of freezing the window.
    The reading thread waits for the test's gate, so a quick read cannot end before the
    dialog is looked at (it did, run alone in one process)."""
    fill_library(tmp_path, 3)
    gate, reading = threading.Event(), threading.Event()

    def gated_reading(data_dir: Path, game: str, games: list[str]) -> None:
        reading.set()
        gate.wait(timeout=60)
        read_the_rating(data_dir, game, games)

    read_the_rating = app.rating_on_a_thread
    monkeypatch.setattr(app, "rating_on_a_thread", gated_reading)
    seats = [SeatConfig(True), SeatConfig(False, MATCH_ME_LEVEL)]
    try:
        dialog = NewGameDialog(TABLES, None, seats, "riverboat", window.library_rating)
        qtbot.addWidget(dialog)
        assert reading.wait(timeout=10), "the rating was not read on a thread"
        qtbot.wait(3 * RATING_WAIT_MS)  # the dialog asks again meanwhile, and still waits
        assert dialog.match_note.text() == "Match me: reading your rating from the library…"
        assert not dialog.ok_button.isEnabled()
    finally:
        gate.set()
    qtbot.waitUntil(lambda: dialog.ok_button.isEnabled(), timeout=20_000)
    assert dialog.match_note.text().startswith("Match me plays")
    dialog.combos[1].setCurrentIndex(dialog.combos[1].findData("Normal"))
    assert dialog.match_note.isHidden() and dialog.ok_button.isEnabled()


def test_a_bad_library_never_stops_a_new_game(window, qtbot, tmp_path) -> None:
    """Regression: a record whose Match-me rating was 1e6 made the rating fit raise: the
    new-game dialog (its Match-me note), File > Games and --stats never opened."""
    from tools.demo_library import play

    fill_library(tmp_path, 2)
    bad = play("riverboat", "greedy:temp=0.25", 310, 21)
    bad.meta[MATCH_ME]["rating"] = 1e6
    Library.of(tmp_path, GAMES).keep(bad)
    with pytest.raises(RatingPending):  # read on a thread: a big library takes a second
        window.library_rating("riverboat")
    qtbot.waitUntil(lambda: known_rating(window.data_dir, "riverboat", window.tables)[0],
                    timeout=20_000)
    assert window.library_rating("riverboat") is not None  # the bad game left out
    seats = [SeatConfig(True), SeatConfig(False, MATCH_ME_LEVEL)]
    dialog = NewGameDialog(TABLES, None, seats, "riverboat", window.library_rating)
    qtbot.addWidget(dialog)
    assert dialog.match_note.text().startswith("Match me plays at about")
    window.start_game(seats, 3, "riverboat")
    assert MATCH_ME in window.controller.record.meta
    games = shown_games(window, qtbot)
    assert games.model.rowCount() == 2 and "Match-me rating" in games.notes.text()


def test_a_reading_thread_hands_the_interpreter_over_quickly_and_puts_it_back() -> None:
    """While the library is read on threads (the list, the rating), the window's calls into
    Python wait 1 ms at most for the interpreter, not 5, and no full GC pass holds them; the
    last reader puts both back, what was read kept out of later passes."""
    import gc

    from riverboat_qt.shell.games_window import SWITCH_S, quick_switching

    usual, frozen = sys.getswitchinterval(), gc.get_freeze_count()
    assert gc.isenabled()
    with quick_switching():
        assert sys.getswitchinterval() == SWITCH_S and not gc.isenabled()
        with quick_switching():
            assert sys.getswitchinterval() == SWITCH_S
        read = [[k] for k in range(100)]  # lists: objects the cyclic GC tracks
        assert sys.getswitchinterval() == SWITCH_S and not gc.isenabled()
    assert sys.getswitchinterval() == usual and gc.isenabled()
    assert gc.get_freeze_count() >= frozen + len(read)


def test_each_sort_and_filter_shows_what_a_plain_sort_and_filter_would(window, qtbot,
                                                                       tmp_path) -> None:
    """The orders and filter values are made on the loading thread (a sort or a filter at
    50,000 games held the window 100 ms): each column both ways, under each filter, and
    after a delete, the rows are those of sorting and filtering the entries themselves."""
    from riverboat_qt.shell.games_window import ALL
    from riverboat_qt.shell.library_reader import COLUMNS, OPPONENT_KEY, sort_keys
    from tools.fake_library import write_library

    write_library(tmp_path, 120, seed=3)
    games = shown_games(window, qtbot)
    entries = games.library.entries
    gone = entries[17].name
    assert games.delete(gone)
    kinds = [(ALL, ALL, ALL), ("the-river", ALL, ALL), (ALL, "Normal", ALL),
             (ALL, ALL, "practice"), ("riverboat", ALL, "played")]
    for column in range(COLUMNS):
        for order in (Qt.SortOrder.AscendingOrder, Qt.SortOrder.DescendingOrder):
            games.model.sort(column, order)
            for game, opponent, kind in kinds:
                games.model.set_filter(game, opponent, kind)
                expected = sorted(
                    (e for e in entries if e.name != gone
                     and game in (ALL, e.game)
                     and opponent in (ALL, sort_keys(e)[OPPONENT_KEY])
                     and kind in (ALL, "practice" if e.practice else "played")),
                    key=lambda e: (sort_keys(e)[column], e.name),
                    reverse=order == Qt.SortOrder.DescendingOrder)
                shown = [games.model.entry(r) for r in range(games.model.rowCount())]
                assert [e.name for e in shown] == [e.name for e in expected], \
                    (column, order, game, opponent, kind)
                assert 0 < len(shown) < len(entries)  # each filter lets some through


def test_the_first_screen_words_made_on_the_thread_are_the_lists_words(window, qtbot,
                                                                        tmp_path) -> None:
    """The loading thread makes the words of the newest games' rows (a third of the list's
    first paint); each is what the window would make, and the other rows' are made when
    shown, in every order."""
    from riverboat_qt.shell.library_reader import COLUMNS, FIRST_SCREEN
    from tools.fake_library import write_library

    write_library(tmp_path, FIRST_SCREEN + 30, seed=4)
    games = shown_games(window, qtbot)
    model = games.model
    made = set(model.listing.texts)
    newest = sorted(range(len(model.entries)), key=lambda k: model.entries[k].started)
    assert made == set(newest[-FIRST_SCREEN:])
    for order in (Qt.SortOrder.AscendingOrder, Qt.SortOrder.DescendingOrder):
        model.sort(2, order)
        for row in range(model.rowCount()):
            e = model.entry(row)
            assert [model.index(row, c).data() for c in range(COLUMNS)] == \
                [games.cell_text(e, c) for c in range(COLUMNS)]
    assert set(model.texts) == set(range(len(model.entries)))


def test_the_filled_list_is_painted_once(window, qtbot, tmp_path) -> None:
    """Filled, the list is painted once (each paint of its rows held the window 10-20 ms at
    10,000 games): no column width or scroll bar that comes after makes Qt paint it again."""
    from PySide6.QtCore import QEvent, QObject

    from tools.fake_library import write_library

    write_library(tmp_path, 120, seed=3)
    painted_full: list[int] = []

    class PaintSpy(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
            if event.type() == QEvent.Type.Paint and games.model.rowCount():
                painted_full.append(games.model.rowCount())
            return False

    games = window.show_games()
    spy = PaintSpy()
    games.table.viewport().installEventFilter(spy)
    qtbot.waitUntil(lambda: not games.loading, timeout=60_000)
    qtbot.waitUntil(lambda: bool(painted_full), timeout=5_000)
    qtbot.wait(300)  # Qt's zero timers after the fill have run
    games.table.viewport().removeEventFilter(spy)
    assert painted_full == [120]
