"""The app's own files through the real window: a bad autosave never stops the start, File >
Open refuses every bad file with a message whatever the error, and an unfinished game (or its
autosave) is replaced only once the player agreed."""

from __future__ import annotations

import os
import random
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog, QMessageBox

import core
from riverboat_qt.registry import TABLES
from riverboat_qt.shell.app import MainWindow
from riverboat_qt.shell.dialogs import NewGameDialog
from riverboat_qt.shell.seats import SeatConfig, seats_meta
from riverboat_qt.shell.storage import autosave_path, load_record

HOT_SEAT = [SeatConfig(True), SeatConfig(True)]


def unfinished_record(moves: int = 20, seed: int = 5,
                      seats: list[SeatConfig] = HOT_SEAT) -> core.GameRecord:
    """A two-seat game record cut after `moves` random moves, with the app's seats meta."""
    record, state = core.GameRecord.start(len(seats), seed)
    rng = random.Random(seed)
    for _ in range(moves):
        action = rng.choice(state.legal_actions())
        state.apply(action, log=False)
        record.actions.append(str(action))
    record.meta = {"app": "riverboat-qt", "seats": seats_meta(seats)}
    return record


class Boxes:
    """The message boxes and the new-game dialog, answered by the test and remembered."""

    def __init__(self, monkeypatch, answer: QMessageBox.StandardButton, accept_dialog: bool):
        self.questions: list[tuple[str, str]] = []
        self.dialogs = 0
        self.answer = answer
        self.accept_dialog = accept_dialog
        monkeypatch.setattr(QMessageBox, "question", self.question)
        monkeypatch.setattr(NewGameDialog, "exec", self.exec_dialog)

    def question(self, parent, title, text, *args):
        self.questions.append((title, text))
        return self.answer

    def exec_dialog(self, *dialog) -> int:
        self.dialogs += 1
        return int(self.accept_dialog)


# -- the start never dies on a bad autosave -------------------------------------------------


def nested(depth: int = 100_000) -> bytes:
    return b"[" * depth


BAD_AUTOSAVES = {
    "unknown AI level": "level",
    "random bytes": "not a text file",
    "deeply nested JSON": "nested too deeply",
    "huge file": "too large",
    "folder": "folder",
    "named pipe": "not a regular file",
    "empty": "empty",
    "truncated": "not a JSON document",
}


def write_bad_autosave(folder: Path, kind: str) -> None:
    path = autosave_path(folder)
    if kind == "unknown AI level":
        record = unfinished_record()
        record.meta["seats"] = [{"human": True}, {"human": False, "level": "Grandmaster"}]
        path.write_text(record.to_json())
    elif kind == "random bytes":
        path.write_bytes(random.Random(1).randbytes(5000))
    elif kind == "deeply nested JSON":
        path.write_bytes(nested())
    elif kind == "huge file":
        with path.open("wb") as fh:  # 200 MB, sparse: instant to make, never read whole
            fh.truncate(200 * 1024 * 1024)
    elif kind == "folder":
        path.mkdir()
        (path / "inside.txt").write_text("x")
    elif kind == "named pipe":  # reading it would wait for a writer for ever
        os.mkfifo(path)
    elif kind == "empty":
        path.write_bytes(b"")
    elif kind == "truncated":
        path.write_text(unfinished_record().to_json()[:300])


@pytest.mark.parametrize("kind", list(BAD_AUTOSAVES))
def test_a_bad_autosave_means_no_offer_a_note_and_the_new_game_dialog(qtbot, tmp_path,
                                                                      monkeypatch, kind):
    write_bad_autosave(tmp_path, kind)
    path = autosave_path(tmp_path)
    before = sorted(p.name for p in path.iterdir()) if path.is_dir() else path.stat().st_size
    boxes = Boxes(monkeypatch, QMessageBox.StandardButton.Yes, accept_dialog=False)
    window = MainWindow(TABLES, data_dir=tmp_path)
    qtbot.addWidget(window)
    assert window.files.offer_resume() is False  # the start as __main__ runs it
    assert boxes.questions == [] and boxes.dialogs == 1
    note = window.statusBar().currentMessage()
    assert "autosaved game cannot be resumed" in note and BAD_AUTOSAVES[kind] in note, note
    assert "kept as autosave.json.bad" in note
    kept = tmp_path / "autosave.json.bad"  # moved aside as it was, not deleted or overwritten
    assert (sorted(p.name for p in kept.iterdir()) if kept.is_dir() else kept.stat().st_size) \
        == before
    # a new game then autosaves normally
    window.controller.move_delay_ms = 10_000_000
    window.start_game(HOT_SEAT, seed=3)
    assert load_record(path, TABLES)[0].seed == 3
    window.close()


def test_a_folder_where_a_temp_file_is_expected_does_not_break_the_start(qtbot, tmp_path,
                                                                        monkeypatch):
    record = unfinished_record(30)
    autosave_path(tmp_path).write_text(record.to_json())
    (tmp_path / ".autosave.json.x.tmp").mkdir()
    (tmp_path / ".autosave.json.x.tmp" / "f").write_text("x")
    (tmp_path / ".settings.json.y.tmp").mkdir()
    (tmp_path / ".autosave.json.z.tmp").write_text('{"format": "riv')  # a real leftover
    boxes = Boxes(monkeypatch, QMessageBox.StandardButton.Yes, accept_dialog=False)
    window = MainWindow(TABLES, data_dir=tmp_path)
    qtbot.addWidget(window)
    assert window.files.offer_resume() is True
    assert len(boxes.questions) == 1 and "Resume it?" in boxes.questions[0][1]
    assert window.controller.history.record.actions == record.actions
    assert (tmp_path / ".autosave.json.x.tmp").is_dir()  # left alone
    assert not (tmp_path / ".autosave.json.z.tmp").exists()
    window.close()


# -- File > Open: a message for every bad file, whatever the error -------------------------


def open_through_the_menu(window, monkeypatch, path: Path, action=None) -> None:
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), ""))
    (action or window.open_action).trigger()


OPEN_FAILURES = {
    "deeply nested JSON": (nested(), "nested too deeply"),
    "huge file": (None, "too large"),
    "folder": (None, "folder"),
    "unknown AI level": (None, "bad AI level"),
    "random bytes": (random.Random(2).randbytes(3000), "not a text file"),
}


@pytest.mark.parametrize("kind", list(OPEN_FAILURES))
def test_file_open_refuses_each_bad_file_with_a_message(window, monkeypatch, tmp_path, kind):
    Boxes(monkeypatch, QMessageBox.StandardButton.Yes, accept_dialog=False)
    window.controller.move_delay_ms = 10_000_000
    window.start_game(HOT_SEAT, seed=4)
    state, autosave = window.controller.state.to_json(), autosave_path(tmp_path).read_bytes()
    path = tmp_path / "bad.json"
    content, words = OPEN_FAILURES[kind]
    if kind == "huge file":
        with path.open("wb") as fh:
            fh.truncate(100 * 1024 * 1024)
    elif kind == "folder":
        path.mkdir()
    elif kind == "unknown AI level":
        record = unfinished_record()
        record.meta["seats"][1] = {"human": False, "level": "Grandmaster"}
        path.write_text(record.to_json())
    else:
        path.write_bytes(content)
    for action in (window.open_action, window.replay_file_action):
        if kind == "unknown AI level" and action is window.replay_file_action:
            continue  # the replay viewer does not need the seats
        window.error_box = None
        open_through_the_menu(window, monkeypatch, path, action)
        assert window.error_box is not None, kind
        assert "bad.json cannot be opened" in window.error_box.text()
        assert words in window.error_box.text(), window.error_box.text()
        assert window.controller.state.to_json() == state
        assert autosave_path(tmp_path).read_bytes() == autosave
        window.error_box.close()


def test_file_open_shows_a_message_even_for_an_error_nobody_foresaw(window, monkeypatch,
                                                                    tmp_path):
    path = tmp_path / "game.json"
    path.write_text(unfinished_record().to_json())

    def broken(text, games):
        raise KeyError("something deep in the engine")

    monkeypatch.setattr("riverboat_qt.shell.storage._replay_text", broken)
    open_through_the_menu(window, monkeypatch, path)
    assert "KeyError" in window.error_box.text() and "game.json" in window.error_box.text()
    monkeypatch.setattr("riverboat_qt.shell.files.load_record", lambda p, games: 1 / 0)
    open_through_the_menu(window, monkeypatch, path)
    assert "ZeroDivisionError" in window.error_box.text()
    assert window.controller.record is None


# -- an unfinished game is replaced only when the player agrees -----------------------------


def start_hot_seat_game(window, moves: int = 6) -> None:
    window.controller.move_delay_ms = 10_000_000
    window.start_game(HOT_SEAT, seed=11)
    c = window.controller
    rng = random.Random(0)
    for _ in range(moves):
        assert c.submit(rng.choice(c.state.legal_actions()))


def test_file_new_asks_before_abandoning_an_unfinished_game(window, monkeypatch, tmp_path):
    start_hot_seat_game(window)
    c = window.controller
    state, autosave = c.state.to_json(), autosave_path(tmp_path).read_bytes()
    boxes = Boxes(monkeypatch, QMessageBox.StandardButton.No, accept_dialog=False)
    window.new_action.trigger()  # File > New, the dialog cancelled: nothing asked (#47)
    assert boxes.dialogs == 1 and boxes.questions == []
    boxes.accept_dialog = True
    window.new_action.trigger()  # the new game chosen, then "No, keep playing"
    assert [t for t, _ in boxes.questions] == ["Abandon the game?"]
    assert "Abandon the game in progress?" in boxes.questions[0][1]
    assert boxes.dialogs == 2 and c.state.to_json() == state
    assert autosave_path(tmp_path).read_bytes() == autosave
    boxes.answer = QMessageBox.StandardButton.Yes
    window.new_action.trigger()  # "Yes": a new game and its autosave
    assert boxes.dialogs == 3 and len(c.record.actions) == 0
    assert load_record(autosave_path(tmp_path), TABLES)[0].actions == []
    # a game of no move yet (#47) and a finished game are not asked about
    boxes.questions.clear()
    window.new_action.trigger()
    assert boxes.questions == [] and boxes.dialogs == 4
    c.load(*core.random_game(2, 3), HOT_SEAT)
    assert c.state.is_over
    window.score_dialog.close()
    window.new_action.trigger()
    assert boxes.questions == [] and boxes.dialogs == 5


def test_a_game_only_the_ai_has_moved_in_is_replaced_without_a_question(window, monkeypatch,
                                                                        qtbot):
    """Issue #47: 'Abandon the game?' was asked of a game the player had not moved in."""
    assert core.GameRecord.start(2, 5)[1].current_player == 1  # the AI's seat moves first
    window.controller.move_delay_ms = 0
    window.start_game([SeatConfig(True), SeatConfig(False, "random")], seed=5)
    c = window.controller
    qtbot.waitUntil(lambda: c.human_to_move and bool(c.record.actions), timeout=10_000)
    assert not c.player_has_moved
    played = c.record
    boxes = Boxes(monkeypatch, QMessageBox.StandardButton.No, accept_dialog=True)
    window.new_action.trigger()
    assert boxes.questions == [] and boxes.dialogs == 1 and c.record is not played


def test_file_open_asks_before_replacing_an_unfinished_game(window, monkeypatch, tmp_path):
    start_hot_seat_game(window)
    c = window.controller
    state, autosave = c.state.to_json(), autosave_path(tmp_path).read_bytes()
    other = unfinished_record(25, seed=8)
    path = tmp_path / "other.json"
    path.write_text(other.to_json())
    boxes = Boxes(monkeypatch, QMessageBox.StandardButton.No, accept_dialog=False)
    open_through_the_menu(window, monkeypatch, path)
    assert len(boxes.questions) == 1 and "Abandon the game in progress?" in boxes.questions[0][1]
    assert c.state.to_json() == state and autosave_path(tmp_path).read_bytes() == autosave
    assert window.files.path is None
    # a finished game opens in the replay viewer: the live game is not touched, nothing asked
    done, _ = core.random_game(2, 6)
    (tmp_path / "done.json").write_text(done.to_json())
    open_through_the_menu(window, monkeypatch, tmp_path / "done.json")
    assert len(boxes.questions) == 1 and window.files.replay_window is not None
    assert c.state.to_json() == state and autosave_path(tmp_path).read_bytes() == autosave
    # "Play from here" in that viewer replaces the live game: asked too
    window.files.replay_window.go(30)
    window.files.replay_window.play_here.click()
    assert len(boxes.questions) == 2 and c.state.to_json() == state
    window.files.close_replay()
    # yes: the opened game is played on and is the autosave now
    boxes.answer = QMessageBox.StandardButton.Yes
    open_through_the_menu(window, monkeypatch, path)
    assert len(boxes.questions) == 3 and c.record.actions == other.actions
    assert load_record(autosave_path(tmp_path), TABLES)[0].actions == other.actions


def test_a_declined_or_bypassed_autosave_is_kept_not_overwritten(qtbot, tmp_path, monkeypatch):
    record = unfinished_record(30)
    autosave_path(tmp_path).write_text(record.to_json())
    saved = autosave_path(tmp_path).read_bytes()
    boxes = Boxes(monkeypatch, QMessageBox.StandardButton.No, accept_dialog=True)
    window = MainWindow(TABLES, data_dir=tmp_path)
    qtbot.addWidget(window)
    window.controller.move_delay_ms = 10_000_000
    assert window.files.offer_resume() is False  # "Resume it?" No; the dialog: a new game
    assert len(boxes.questions) == 1 and boxes.dialogs == 1
    kept = sorted(tmp_path.glob("autosave-*.json"))
    assert len(kept) == 1 and kept[0].read_bytes() == saved
    notes = window.log.findItems("kept as", Qt.MatchFlag.MatchContains)
    assert len(notes) == 1 and kept[0].name in notes[0].text(0)
    # the new game's autosave
    assert load_record(autosave_path(tmp_path), TABLES)[0].actions == []
    window.close()
    # the command line (--seats): the new game starts without asking, the old one is kept
    autosave_path(tmp_path).write_text(record.to_json())
    again = MainWindow(TABLES, data_dir=tmp_path)
    qtbot.addWidget(again)
    again.controller.move_delay_ms = 10_000_000
    again.start_game(HOT_SEAT, seed=1)
    assert len(sorted(tmp_path.glob("autosave-*.json"))) == 2
    again.close()



def test_an_opened_game_fills_the_log_and_shows_its_end(window, monkeypatch) -> None:
    """The whole log of an opened game is filled at once and scrolled once, to its end (each
    scroll laid out the whole log again: 13 s for a 4-player game)."""
    record = unfinished_record(120, seed=11)
    scrolls: list[object] = []
    original = window.log.scrollToItem

    def scroll(item: object, *args: object) -> None:
        scrolls.append(item)
        original(item, *args)

    monkeypatch.setattr(window.log, "scrollToItem", scroll)
    *_, state = core.replay(record)
    window.play_record(record, state, "Loaded.")
    assert len(window.log.lines) > 120 and len(scrolls) <= 2
    last = window.log.topLevelItem(window.log.topLevelItemCount() - 1)
    end = last.child(last.childCount() - 1) if last.childCount() else last
    assert window.log.visualItemRect(end).intersects(window.log.viewport().rect())


def test_play_from_here_keeps_the_seats_remembered_for_a_new_game(window, monkeypatch):
    """Issue #47: playing on from a replay overwrote the seats the next new game offers."""
    Boxes(monkeypatch, QMessageBox.StandardButton.Yes, accept_dialog=False)
    window.controller.move_delay_ms = 10_000_000
    own = [SeatConfig(True), SeatConfig(False, "Hard"), SeatConfig(False, "Easy")]
    window.start_game(own, seed=3)
    window.files.play_from(unfinished_record(12, seats=[SeatConfig(False, "Normal"),
                                                        SeatConfig(True)]))
    assert len(window.controller.seats) == 2
    window.save_settings()  # as closing the window does
    assert window.last_seats() == own
