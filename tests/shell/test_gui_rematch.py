"""Issue #35's File menu: Rematch (same seats and levels, a new seed, optionally rotated), the
autosaves of abandoned games kept to the last 10 and listed in File > Open recent, Save as
starting in the last folder used, Quit asking mid-game; View's setting that hides the AI's
move so far."""

from __future__ import annotations

import time
from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog, QMessageBox

import core
from riverboat_qt.registry import TABLES
from riverboat_qt.shell.library import STARTED, Library
from riverboat_qt.shell.seats import SeatConfig
from riverboat_qt.shell.settings import SettingsError, read_settings
from riverboat_qt.shell.storage import (
    KEPT_AUTOSAVES,
    autosave_path,
    keep_autosave,
    kept_autosaves,
    load_record,
)
from tests import games as suite

SEATS = [SeatConfig(True), SeatConfig(False, "Easy"), SeatConfig(False, "Hard")]


class Questions:
    """QMessageBox.question answered by the test; the questions remembered."""

    def __init__(self, monkeypatch, answer: QMessageBox.StandardButton):
        self.asked: list[tuple[str, str]] = []
        self.answer = answer
        monkeypatch.setattr(QMessageBox, "question", self.question)

    def question(self, parent, title, text, *args):
        self.asked.append((title, text))
        return self.answer


def hot_seat_game(window, qtbot, game: str, seats=None, moves: int = 2) -> None:
    """A game with the AIs idle (hot seat unless seats say otherwise) and a few moves played."""
    window.controller.move_delay_ms = 60_000  # an AI seat waits: the test plays the humans
    window.start_game(seats or [SeatConfig(True), SeatConfig(True)], 11, game)
    for _ in range(moves):
        qtbot.waitUntil(lambda: window.controller.human_to_move)
        window.controller.submit(window.controller.state.legal_actions()[0])
        qtbot.wait(10)


def log_lines(window) -> list[str]:
    """Every line of the game log (its groups and their entries)."""
    tree = window.log
    lines = []
    for k in range(tree.topLevelItemCount()):
        item = tree.topLevelItem(k)
        lines.append(item.text(0))
        lines += [item.child(j).text(0) for j in range(item.childCount())]
    return lines


# -- rematch ---------------------------------------------------------------------------------


@pytest.mark.parametrize("game", suite.table_ids(registered=True))
def test_rematch_keeps_the_game_seats_and_levels_with_a_new_seed(window, qtbot, monkeypatch,
                                                                  game) -> None:
    Questions(monkeypatch, QMessageBox.StandardButton.Yes)
    window.controller.move_delay_ms = 60_000
    window.start_game(SEATS, 11, game)
    window.rematch_action.trigger()
    c = window.controller
    assert kept_autosaves(window.data_dir) == []  # nothing played yet: nothing kept
    assert c.game_id == game and c.seats == SEATS and c.record.seed != 11
    first = c.record.seed
    window.rematch_rotated_action.trigger()
    assert c.game_id == game and c.record.seed != first
    assert c.seats == [SEATS[2], SEATS[0], SEATS[1]]  # each seat one later; the last first
    assert c.labels[1].startswith("Blue") and "you" in c.labels[1]


def test_rematch_of_a_game_in_progress_asks_and_keeps_its_autosave(window, qtbot, monkeypatch,
                                                                   tmp_path) -> None:
    questions = Questions(monkeypatch, QMessageBox.StandardButton.No)
    hot_seat_game(window, qtbot, "the-river")
    seed, actions = window.controller.record.seed, list(window.controller.record.actions)
    window.rematch_action.trigger()
    assert len(questions.asked) == 1 and window.controller.record.seed == seed  # declined
    questions.answer = QMessageBox.StandardButton.Yes
    window.rematch_action.trigger()
    assert window.controller.record.seed != seed
    kept = kept_autosaves(tmp_path)
    assert len(kept) == 1 and load_record(kept[0], TABLES)[0].actions == actions
    assert any(f"kept as {kept[0].name}" in line for line in log_lines(window))


def test_rematch_with_no_game_is_refused_with_a_reason(window) -> None:
    assert not window.rematch_action.isEnabled()
    window.rematch()
    assert "no game to play again" in window.statusBar().currentMessage()


# -- the autosaves of abandoned games ----------------------------------------------------------


def test_only_the_last_ten_autosaves_are_kept_and_only_once_in_the_library(tmp_path) -> None:
    """Issue #44: pruning deleted the only copy of a game cut short by a crash. Now a dated
    autosave beyond the newest ten is deleted only once `safe` put its game in the library; a
    file whose game cannot be kept (damaged) stays."""
    library = Library.of(tmp_path, TABLES)
    records = {}
    for k in range(KEPT_AUTOSAVES + 3):
        old = tmp_path / f"autosave-202611{k + 10:02d}-120000.json"
        rec, _ = core.random_game(2, k, game="the-river")
        rec = rec.copy(5 + k)
        rec.meta = {STARTED: f"2026-11-{k + 10:02d}T12:00:00Z"}
        old.write_text(rec.to_json() if k else "{}")  # the oldest is damaged
        records[old.name] = rec
    (tmp_path / "autosave-20260101-000000.json.bad").write_text("x")  # not a kept autosave
    (tmp_path / "autosave-20260101-000001.json").mkdir()  # a folder: never deleted or listed
    autosave_path(tmp_path).write_text("{}")
    new = keep_autosave(tmp_path, safe=library.secure)
    kept = kept_autosaves(tmp_path)
    assert len(kept) == KEPT_AUTOSAVES + 1 and kept[0] == new
    assert [p.name for p in kept[1:]] == [f"autosave-202611{k + 10:02d}-120000.json"
                                          for k in [*range(KEPT_AUTOSAVES + 2, 3, -1), 0]]
    entries = library.load().entries
    assert sorted(e.started for e in entries) == [f"2026-11-{k + 10:02d}T12:00:00Z"
                                                 for k in (1, 2, 3)]
    assert all(e.moves == len(records[f"autosave-{e.started[:10].replace('-', '')}-120000.json"]
                              .actions) for e in entries)
    assert (tmp_path / "autosave-20260101-000000.json.bad").exists()
    assert (tmp_path / "autosave-20260101-000001.json").is_dir()
    before = kept_autosaves(tmp_path)
    autosave_path(tmp_path).write_text("{}")
    keep_autosave(tmp_path)  # without `safe`, nothing is ever deleted
    assert kept_autosaves(tmp_path)[1:] == before


def test_open_recent_lists_the_abandoned_games_and_opens_one(window, qtbot, monkeypatch,
                                                             tmp_path) -> None:
    Questions(monkeypatch, QMessageBox.StandardButton.Yes)
    window.fill_recent_menu()
    empty = window.recent_menu.actions()
    assert len(empty) == 1 and not empty[0].isEnabled()
    hot_seat_game(window, qtbot, "riverboat", moves=3)
    abandoned = list(window.controller.record.actions)
    time.sleep(1.1)  # the next kept autosave gets another time stamp
    window.start_game([SeatConfig(True), SeatConfig(True)], 12, "the-river")
    qtbot.waitUntil(lambda: window.controller.human_to_move)
    window.controller.submit(window.controller.state.legal_actions()[0])
    window.start_game([SeatConfig(True), SeatConfig(True)], 13, "riverboat")
    (tmp_path / "autosave-20200101-000000.json").write_text("not a game")
    window.fill_recent_menu()
    entries = window.recent_menu.actions()
    texts = [a.text() for a in entries]
    assert len(entries) == 3, texts
    assert texts[0].startswith("The River, 2 players, 1 move")
    assert texts[1].startswith("Riverboat, 2 players, 3 moves")
    assert "(damaged)" in texts[2]
    entries[1].trigger()
    assert window.controller.game_id == "riverboat"
    assert window.controller.record.actions == abandoned
    assert window.files.path is None  # Save asks where: not over the kept autosave
    entries[2].trigger()  # refused with its reason, the game goes on
    assert "cannot be opened" in window.error_box.text()
    assert window.controller.record.actions == abandoned


# -- Save as starts in the last folder; Quit asks ------------------------------------------------


def test_save_as_starts_in_the_last_folder_used_and_remembers_it(window, qtbot, monkeypatch,
                                                                 tmp_path) -> None:
    hot_seat_game(window, qtbot, "the-river", moves=1)
    starts: list[str] = []
    target = tmp_path / "games"
    target.mkdir()

    def save_dialog(parent, title, start, *args):
        starts.append(start)
        return str(target / "mine.json"), ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", save_dialog)
    window.save_as_action.trigger()
    assert not starts[0].startswith(str(tmp_path))  # not the app-data folder the first time
    assert (target / "mine.json").exists()
    assert read_settings(tmp_path / "settings.json", TABLES).last_folder == str(target)
    window.files.path = None
    window.save_as_action.trigger()
    assert Path(starts[1]).parent == target


def test_a_bad_last_folder_or_flag_in_the_settings_is_refused(tmp_path) -> None:
    for bad in ('{"last_folder": 3}', '{"hide_ai_best": "yes"}',
                '{"last_folder": "' + "x" * 5000 + '"}'):
        (tmp_path / "settings.json").write_text(bad)
        with pytest.raises(SettingsError):
            read_settings(tmp_path / "settings.json", TABLES)


def test_quit_mid_game_asks_and_says_the_game_is_autosaved(window, qtbot, monkeypatch) -> None:
    questions = Questions(monkeypatch, QMessageBox.StandardButton.No)
    hot_seat_game(window, qtbot, "riverboat", moves=1)
    window.ask_quit()
    assert window.isVisible() and len(questions.asked) == 1
    assert "autosaved either way" in questions.asked[0][1]
    questions.answer = QMessageBox.StandardButton.Yes
    window.ask_quit()
    assert not window.isVisible()


def test_quit_with_no_game_in_progress_does_not_ask(window, monkeypatch) -> None:
    questions = Questions(monkeypatch, QMessageBox.StandardButton.No)
    window.ask_quit()
    assert questions.asked == [] and not window.isVisible()


def test_closing_on_a_game_the_player_has_not_moved_in_does_not_ask(window, qtbot, monkeypatch,
                                                                    tmp_path) -> None:
    """Issue #47: 'Close the game?' was asked when closing would lose no move of the player's;
    the AI's moves are kept in the library as before."""
    assert core.GameRecord.start(2, 5)[1].current_player == 1  # the AI's seat moves first
    questions = Questions(monkeypatch, QMessageBox.StandardButton.No)
    window.controller.move_delay_ms = 0
    window.start_game([SeatConfig(True), SeatConfig(False, "random")], 5, "riverboat")
    c = window.controller
    qtbot.waitUntil(lambda: c.human_to_move and bool(c.record.actions), timeout=10_000)
    assert not c.player_has_moved
    ai_moves = len(c.record.actions)
    window.ask_quit()
    assert questions.asked == [] and not window.isVisible()
    kept = Library.of(tmp_path, TABLES).load().entries
    assert [e.moves for e in kept] == [ai_moves]


# -- the AI's move so far -----------------------------------------------------------------------


def test_the_ai_move_so_far_can_be_hidden_and_the_choice_is_kept(window, qtbot,
                                                                   tmp_path) -> None:
    window.controller.move_delay_ms = 60_000
    window.start_game([SeatConfig(False, "Easy"), SeatConfig(True)], 11, "riverboat")
    best = str(window.controller.state.legal_actions()[0])
    window.on_progress(110, best)  # hidden by default (issue #47: a spoiler to many)
    assert not window.show_best_action.isChecked()
    assert "110 tries" in window.thinking_label.text()
    assert "best" not in window.thinking_label.text()
    window.show_best_action.setChecked(True)
    window.on_progress(120, best)
    assert "best so far" in window.thinking_label.text()
    assert read_settings(tmp_path / "settings.json", TABLES).hide_ai_best is False
    window.show_best_action.setChecked(False)
    window.on_progress(130, best)
    label = window.thinking_label.text()
    assert "130 tries" in label and "best" not in label
    assert read_settings(tmp_path / "settings.json", TABLES).hide_ai_best is True
    window.show_best_action.setChecked(True)
    assert read_settings(tmp_path / "settings.json", TABLES).hide_ai_best is False


def test_a_players_saved_choice_to_see_the_ai_move_so_far_is_kept(tmp_path) -> None:
    """The new default (hidden) is for new players; a settings file that says false (shown)
    keeps it, and one without the key takes the default."""
    (tmp_path / "settings.json").write_text('{"hide_ai_best": false}', encoding="utf-8")
    assert read_settings(tmp_path / "settings.json", TABLES).hide_ai_best is False
    (tmp_path / "settings.json").write_text('{"animation_speed": "Fast"}', encoding="utf-8")
    assert read_settings(tmp_path / "settings.json", TABLES).hide_ai_best is True


def test_the_final_scores_offer_a_rematch_that_deals_again(window, qtbot) -> None:
    """The score dialog's Rematch closes it and starts the same table with a new seed."""
    hot_seat = [SeatConfig(True), SeatConfig(True)]
    c = window.controller
    c.move_delay_ms = 60_000
    c.load(*core.random_game(2, 3), hot_seat)
    assert c.state.is_over and window.score_dialog is not None
    dialog, seed = window.score_dialog, c.record.seed
    assert dialog.rematch.text() == "Rematch (same players, new deal)"
    dialog.rematch.click()
    assert not dialog.isVisible()
    assert not c.state.is_over and c.record.actions == [] and c.record.seed != seed
    assert c.seats == hot_seat and c.game_id == "riverboat"
