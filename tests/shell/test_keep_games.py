"""Issue #44, "games must never be lost": a game cut short by a crash reaches the library before
anything is offered, renamed or pruned; each window has its own autosave; a library name is
claimed by one process only; saves cut short are cleaned at the next start. The kill -9 items
are tested with real processes (python -m riverboat_qt)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

from PySide6.QtWidgets import QMessageBox

import core
from riverboat_qt.registry import TABLES
from riverboat_qt.shell.app import MainWindow
from riverboat_qt.shell.autosaves import take_slot
from riverboat_qt.shell.files import PRACTICE
from riverboat_qt.shell.library import ENDED, FOLDER, STARTED, Library
from riverboat_qt.shell.seats import SeatConfig, seats_meta
from riverboat_qt.shell.storage import autosave_path, kept_autosaves, load_record
from tests.child_python import ROOT
from tests.shell.test_gui_files import HOT_SEAT, Boxes, unfinished_record
from tests.shell.test_gui_rematch import log_lines


def crashed_record(moves: int = 20, seed: int = 5, started: str = "2026-11-27T09:00:00Z"
                   ) -> core.GameRecord:
    """The autosave of a game whose window died: the app's meta, begun at `started`."""
    record = unfinished_record(moves, seed)
    record.meta[STARTED] = started
    return record


def library_games(folder: Path) -> dict[str, int]:
    """The library's games: when each began -> its moves."""
    return {e.started: e.moves for e in Library.of(folder, TABLES).load().entries}


def open_window(qtbot, folder: Path) -> MainWindow:
    window = MainWindow(TABLES, data_dir=folder)
    qtbot.addWidget(window)
    window.controller.move_delay_ms = 10_000_000
    return window


# -- a crash's game is kept before it is offered, renamed or pruned ----------------------------


def test_a_crashed_game_is_in_the_library_before_the_offer_and_whatever_the_answer(
        qtbot, tmp_path, monkeypatch) -> None:
    """Issue #44: the game lived only in autosave.json; declined, it became a dated file and
    was pruned ten abandoned games later."""
    record = crashed_record(20)
    autosave_path(tmp_path).write_text(record.to_json())
    in_library_when_asked = []

    def question(parent, title, text, *args):
        in_library_when_asked.append(library_games(tmp_path))
        return QMessageBox.StandardButton.No

    Boxes(monkeypatch, QMessageBox.StandardButton.No, accept_dialog=True)
    monkeypatch.setattr(QMessageBox, "question", question)
    window = open_window(qtbot, tmp_path)
    assert window.files.offer_resume() is False
    assert in_library_when_asked == [{record.meta[STARTED]: 20}]
    (dated,) = kept_autosaves(tmp_path)  # declined: a dated file too, as before
    assert load_record(dated, TABLES)[0].actions == record.actions
    assert library_games(tmp_path)[record.meta[STARTED]] == 20
    window.close()


def test_the_command_line_keeps_the_autosave_found_in_the_library_too(qtbot, tmp_path) -> None:
    """--seats starts a game at once: the unfinished autosave it finds is kept as a dated file
    and, first, in the library."""
    record = crashed_record(12)
    autosave_path(tmp_path).write_text(record.to_json())
    window = open_window(qtbot, tmp_path)
    window.start_game(HOT_SEAT, seed=1)  # as __main__ does with --seats
    assert library_games(tmp_path) == {record.meta[STARTED]: 12}
    assert len(kept_autosaves(tmp_path)) == 1
    window.close()


def test_an_autosave_with_no_move_is_not_kept_as_a_dated_file(qtbot, tmp_path) -> None:
    """A window killed before its game's first move left a game of nothing: the next start
    plays over it instead of listing it in File > Open recent (kill_keep.py found six)."""
    autosave_path(tmp_path).write_text(unfinished_record(0).to_json())
    window = open_window(qtbot, tmp_path)
    window.start_game(HOT_SEAT, seed=1)
    assert kept_autosaves(tmp_path) == [] and library_games(tmp_path) == {}
    window.close()


def test_keeping_a_game_twice_writes_nothing_and_a_shorter_copy_adds_nothing(tmp_path) -> None:
    library = Library.of(tmp_path, TABLES)
    long, short = crashed_record(30), crashed_record(10)
    path = library.keep(long, ended="2026-11-27T10:00:00Z")
    stamp = path.stat().st_mtime_ns
    assert library.keep(long) == path and path.stat().st_mtime_ns == stamp  # held already
    assert library.keep(short) == path  # the library's copy holds it
    kept = core.GameRecord.from_json(path.read_text())
    assert len(kept.actions) == 30 and kept.meta[ENDED] == "2026-11-27T10:00:00Z"
    assert [p.name for p in (tmp_path / FOLDER).glob("game-*.json")] == [path.name]


def test_an_old_autosave_without_a_start_is_kept_once(tmp_path) -> None:
    """A record from before the library has no start: securing it again (each start, each
    prune) must not add a copy each time."""
    path = tmp_path / "autosave.json"
    path.write_text(unfinished_record(10).to_json())
    library = Library.of(tmp_path, TABLES)
    assert library.secure(path) and library.secure(path)
    assert len(list((tmp_path / FOLDER).glob("game-*.json"))) == 1
    path.write_text("{}")
    assert not library.secure(path)  # a damaged file: not safe to delete


def test_where_no_lock_can_be_had_games_are_kept_and_windows_autosave_anyway(qtbot,
                                                                            tmp_path) -> None:
    """A folder where the lock files go (or a file system without locks): the app goes on as
    before the locks, never refusing to keep or to autosave."""
    (tmp_path / FOLDER / ".keep.lock").mkdir(parents=True)
    (tmp_path / "autosave.json.lock").mkdir()
    assert Library.of(tmp_path, TABLES).keep(crashed_record(5)).exists()
    window = open_window(qtbot, tmp_path)
    assert window.files.autosave == autosave_path(tmp_path) and window.files.slot.lock is None
    window.start_game(HOT_SEAT, seed=1)
    assert load_record(autosave_path(tmp_path), TABLES)[0].seed == 1
    window.close()


# -- each window its own autosave -----------------------------------------------------------


def test_a_second_window_on_the_folder_autosaves_to_its_own_file_and_says_so(qtbot,
                                                                         tmp_path) -> None:
    first, second = open_window(qtbot, tmp_path), open_window(qtbot, tmp_path)
    assert first.files.autosave == autosave_path(tmp_path)
    assert second.files.autosave == tmp_path / "autosave-w2.json"
    assert "Another window uses this data folder" in second.statusBar().currentMessage()
    assert "autosave-w2.json" in second.statusBar().currentMessage()
    first.start_game(HOT_SEAT, seed=1)
    second.start_game(HOT_SEAT, seed=2)  # as --seats does at once: the note goes on in the log
    assert any("Another window uses this data folder" in line for line in log_lines(second))
    assert "autosave-w2.json" in second.own_autosave_label.text()  # and after, in a corner
    assert second.own_autosave_label.isVisibleTo(second)
    assert load_record(autosave_path(tmp_path), TABLES)[0].seed == 1
    assert load_record(tmp_path / "autosave-w2.json", TABLES)[0].seed == 2
    state = second.controller.state
    assert state is not None and second.controller.submit(state.legal_actions()[0])
    second.start_game(HOT_SEAT, seed=3)  # its abandoned game is kept: the first's is not moved
    (dated,) = kept_autosaves(tmp_path)
    assert load_record(dated, TABLES)[0].seed == 2
    assert load_record(autosave_path(tmp_path), TABLES)[0].seed == 1
    first.close()
    third = open_window(qtbot, tmp_path)  # the first's slot is free again
    assert third.files.autosave == autosave_path(tmp_path)
    second.close()
    third.close()


def test_a_dead_windows_autosave_is_kept_offered_and_listed(qtbot, tmp_path,
                                                          monkeypatch) -> None:
    """A window that died on its own autosave-w2.json: at the next start its game is kept in
    the library and as a dated file, and offered when the folder's own autosave has none."""
    record = crashed_record(16)
    (tmp_path / "autosave-w2.json").write_text(record.to_json())
    boxes = Boxes(monkeypatch, QMessageBox.StandardButton.Yes, accept_dialog=False)
    window = open_window(qtbot, tmp_path)
    assert library_games(tmp_path) == {record.meta[STARTED]: 16}
    assert not (tmp_path / "autosave-w2.json").exists() and len(kept_autosaves(tmp_path)) == 1
    assert "1 unfinished game of a window that ended" in window.statusBar().currentMessage()
    assert window.files.offer_resume() is True and len(boxes.questions) == 1
    resumed = window.controller.record
    assert resumed is not None and resumed.actions == record.actions
    assert PRACTICE not in resumed.meta
    window.close()


def test_a_dead_windows_finished_game_is_kept_and_its_file_goes(qtbot, tmp_path,
                                                                 monkeypatch) -> None:
    record, _ = core.random_game(2, 6, game="the-river")
    record.meta = {"app": "riverboat-qt", "seats": seats_meta(HOT_SEAT),
                   STARTED: "2026-11-27T08:00:00Z"}
    (tmp_path / "autosave-w3.json").write_text(record.to_json())
    boxes = Boxes(monkeypatch, QMessageBox.StandardButton.Yes, accept_dialog=False)
    window = open_window(qtbot, tmp_path)
    assert library_games(tmp_path) == {"2026-11-27T08:00:00Z": len(record.actions)}
    assert not (tmp_path / "autosave-w3.json").exists() and kept_autosaves(tmp_path) == []
    assert window.files.offer_resume() is False and boxes.questions == []  # nothing to resume
    window.close()


def test_a_live_windows_autosave_is_left_alone(tmp_path) -> None:
    """A slot held by a living window is no orphan: nothing of it is touched."""
    child = subprocess.Popen([sys.executable, "-c", textwrap.dedent(f"""
        import sys, time
        from riverboat_qt.shell.autosaves import take_slot
        slot = take_slot({str(tmp_path)!r})
        print(slot.path.name, flush=True)
        time.sleep(60)
    """)], cwd=ROOT, stdout=subprocess.PIPE, text=True)
    try:
        assert child.stdout is not None and child.stdout.readline().strip() == "autosave.json"
        autosave_path(tmp_path).write_text(crashed_record(8).to_json())
        mine = take_slot(tmp_path)
        assert mine.path.name == "autosave-w2.json"
        mine.release()
    finally:
        child.kill()
        child.wait()
    assert take_slot(tmp_path).path.name == "autosave.json"  # freed by its death


# -- saves cut short ------------------------------------------------------------------------


def test_temporary_files_and_empty_claims_in_games_are_cleaned_at_start(qtbot, tmp_path) -> None:
    games = tmp_path / FOLDER
    games.mkdir()
    (games / ".game-20261127-090000.json.abc.tmp").write_text('{"form')
    (games / ".index.json.x1.tmp").write_text("")
    (games / ".dir.tmp").mkdir()  # a folder: left
    (games / ".link.tmp").symlink_to(tmp_path / "elsewhere")  # a link: left
    (games / "game-20261127-090000.json").write_text("")  # a name claimed, never written
    (games / "notes.json").write_text("mine")
    window = open_window(qtbot, tmp_path)
    assert sorted(p.name for p in games.iterdir() if p.name != ".keep.lock") == [
        ".dir.tmp", ".link.tmp", "notes.json"]
    window.close()


# -- real processes and kill -9 ---------------------------------------------------------------


def start_app(folder: Path, seats: str = "random,random") -> subprocess.Popen[bytes]:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "RIVERBOAT_DATA_DIR": str(folder),
           "RIVERBOAT_LANGUAGE": "en"}
    return subprocess.Popen([sys.executable, "-m", "riverboat_qt", "--seats", seats,
                             "--speed", "Normal"], cwd=ROOT, env=env,
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def moves_in(path: Path) -> int:
    try:
        return len(load_record(path, TABLES)[0].actions)
    except Exception:  # noqa: BLE001 - not written yet, or mid-rename
        return 0


def wait_for(condition, seconds: float = 90) -> None:
    end = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < end, "timed out"
        time.sleep(0.2)


def test_two_processes_killed_on_one_folder_lose_no_game(qtbot, tmp_path) -> None:
    """Issue #44: two windows autosaved to one autosave.json; with one killed, its game was in
    no file in 3 of 4 runs. Two real app processes, A killed -9 while B plays on, a window
    started, then B killed and a window started again: both games are in the library with
    every move their autosave had."""
    first = start_app(tmp_path)
    wait_for(lambda: moves_in(autosave_path(tmp_path)) >= 2)
    second = start_app(tmp_path)
    wait_for(lambda: moves_in(tmp_path / "autosave-w2.json") >= 2)
    first.send_signal(signal.SIGKILL)
    first.wait()
    killed = load_record(autosave_path(tmp_path), TABLES)[0]
    window = open_window(qtbot, tmp_path)  # B lives: A's slot is this window's
    assert library_games(tmp_path).get(killed.meta[STARTED]) == len(killed.actions)
    assert moves_in(tmp_path / "autosave-w2.json") >= 2  # B's autosave, untouched
    window.close()
    second.send_signal(signal.SIGKILL)
    second.wait()
    other = load_record(tmp_path / "autosave-w2.json", TABLES)[0]
    again = open_window(qtbot, tmp_path)
    games = library_games(tmp_path)
    assert games.get(killed.meta[STARTED]) == len(killed.actions)
    assert games.get(other.meta[STARTED]) == len(other.actions)
    again.close()


KEEPER = textwrap.dedent("""
    import sys
    import core
    from riverboat_qt.registry import TABLES
    from riverboat_qt.shell.library import STARTED, Library
    library = Library.of(sys.argv[1], TABLES)
    first = int(sys.argv[2])
    records = []
    for seed in range(first, first + 60):
        record, _ = core.GameRecord.start(2, seed)
        record.meta = {STARTED: "2026-11-27T09:00:00Z"}  # all begun in the same second
        records.append(record)
    print("ready", flush=True)
    sys.stdin.readline()
    for record in records:
        library.keep(record)
""")


def test_two_processes_keeping_games_begun_in_one_second_overwrite_none(tmp_path) -> None:
    """Issue #44: `lexists` then `os.replace` let two processes take one name (9 of 120 games
    overwritten). 120 games of one second kept at once by two processes: 120 files."""
    children = [subprocess.Popen([sys.executable, "-c", KEEPER, str(tmp_path), str(first)],
                                 cwd=ROOT, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                 text=True) for first in (0, 1000)]
    for child in children:
        assert child.stdout is not None and child.stdout.readline().strip() == "ready"
    for child in children:
        assert child.stdin is not None
        child.stdin.write("go\n")
        child.stdin.flush()
    for child in children:
        assert child.wait(timeout=120) == 0
    seeds = sorted(core.GameRecord.from_json(p.read_text()).seed
                   for p in (tmp_path / FOLDER).glob("game-*.json"))
    assert seeds == [*range(60), *range(1000, 1060)]


# -- practice: games continued from a replay or a file ---------------------------------------


def test_play_from_here_and_file_open_are_practice_a_new_game_is_not(window, tmp_path,
                                                                     monkeypatch) -> None:
    Boxes(monkeypatch, QMessageBox.StandardButton.Yes, accept_dialog=False)
    window.controller.move_delay_ms = 10_000_000
    window.start_game([SeatConfig(True), SeatConfig(False, "Easy")], seed=3)
    assert PRACTICE not in window.controller.record.meta
    record = crashed_record(30)
    record.meta["seats"] = seats_meta([SeatConfig(True), SeatConfig(False, "Easy")])
    window.files.play_from(record.copy(12))
    c = window.controller
    assert c.record.meta[PRACTICE] == "replay" and c.record.meta[STARTED] != "2026-11-27T09:00:00Z"
    lines = log_lines(window)
    assert any("it is practice" in line and "no win rate" in line for line in lines), lines
    saved = tmp_path / "saved.json"
    saved.write_text(crashed_record(10).to_json())
    assert window.files.open_path(saved)
    assert c.record.meta[PRACTICE] == "file"
    window.rematch()
    assert PRACTICE not in c.record.meta


def test_a_game_resumed_from_the_autosave_keeps_its_mark(qtbot, tmp_path, monkeypatch) -> None:
    for mark in ("replay", None):
        record = crashed_record(10)
        if mark is not None:
            record.meta[PRACTICE] = mark
        autosave_path(tmp_path).write_text(record.to_json())
        Boxes(monkeypatch, QMessageBox.StandardButton.Yes, accept_dialog=False)
        window = open_window(qtbot, tmp_path)
        assert window.files.offer_resume() is True
        resumed = window.controller.record
        assert resumed is not None and resumed.meta.get(PRACTICE) == mark
        window.close()
