"""The command line (python -m riverboat_qt) is checked before anything starts (issue #32,
item 3): a bad --seats is a usage error (exit code 2, no traceback) that leaves the data folder,
and so the unfinished autosave it offers to resume, exactly as it was."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from riverboat_qt.__main__ import parse_seats
from riverboat_qt.shell.seats import MATCH_ME_LEVEL, SeatConfig
from riverboat_qt.shell.storage import autosave_path
from tests.child_python import ROOT
from tests.shell.test_gui_files import unfinished_record

# a refused command line -> words its error message must hold
REFUSED = {
    ("--seats", "human,godlike"): ["seat 2", "'godlike'", "human", "Easy, Normal, Hard"],
    ("--seats", "human"): ["Riverboat is for 2 to 4 players, not 1"],
    ("--seats", "human,easy,normal,hard,hard"): ["Riverboat is for 2 to 4 players, not 5"],
    ("--seats", ",,"): ["seat 1 is empty", "human", "Easy, Normal, Hard"],
    ("--game", "the-river", "--seats", "human,Normal,mcts:time=fast"):
        ["seat 3", "'mcts:time=fast'", "expected a number"],
    ("--open", "game.json", "--seats", "human,human"): ["--open", "not allowed with --seats"],
    ("--seed", "7"): ["--seed", "only with --seats"],
}


def folder_snapshot(folder: Path) -> dict[str, tuple[bytes, int]]:
    """Every file under the folder: its content and modification time."""
    return {str(p.relative_to(folder)): (p.read_bytes(), p.stat().st_mtime_ns)
            for p in sorted(folder.rglob("*")) if p.is_file()}


def run_app(args: tuple[str, ...], data_dir: Path) -> subprocess.CompletedProcess[str]:
    """python -m riverboat_qt in a process of its own, offscreen, its data in data_dir."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "RIVERBOAT_DATA_DIR": str(data_dir)}
    return subprocess.run([sys.executable, "-m", "riverboat_qt", *args], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=120, check=False)


@pytest.mark.parametrize("args", list(REFUSED), ids=" ".join)
def test_a_seats_typo_is_a_usage_error_that_touches_no_file(tmp_path, args):
    """Issue #32 item 3: it used to start the window, set the unfinished autosave aside as a
    dated file, print a traceback and abort (SIGABRT) on a running QThread."""
    autosave_path(tmp_path).write_text(unfinished_record(30).to_json())
    (tmp_path / "settings.json").write_text("{}")
    before = folder_snapshot(tmp_path)
    done = run_app(args, tmp_path)
    assert done.returncode == 2, done.stderr
    assert "Traceback" not in done.stderr and "QThread" not in done.stderr, done.stderr
    last = done.stderr.strip().splitlines()[-1]
    assert last.startswith("python -m riverboat_qt: error: argument "), last
    for words in REFUSED[args]:
        assert words in last, last
    assert folder_snapshot(tmp_path) == before


def test_parse_seats_takes_any_case_spaces_and_bot_specs():
    seats = parse_seats(" HUMAN , hard,mcts:iters=20, Easy", "the-river")
    assert seats == [SeatConfig(True), SeatConfig(False, "Hard"),
                     SeatConfig(False, "mcts:iters=20"), SeatConfig(False, "Easy")]
    assert parse_seats("normal,normal") == [SeatConfig(False, "Normal")] * 2  # all AI is allowed


def test_match_on_the_command_line_is_the_dialogs_match_me(window):
    """Issue #47: --seats human,match was refused; it plays the level matched to the player's
    rating, as the new-game dialog's Match me does, and the seats remembered say Match me."""
    seats = parse_seats("human, Match ,match-me")
    assert seats == [SeatConfig(True)] + [SeatConfig(False, MATCH_ME_LEVEL)] * 2
    window.start_game(seats, seed=3)
    played = window.controller.seats
    assert all(not s.human and s.level != MATCH_ME_LEVEL for s in played[1:])
    assert window.chosen_seats == seats


@pytest.mark.parametrize(("text", "words"), [
    ("human,human,human,human,human", "Riverboat is for 2 to 4 players, not 5"),
    ("human,grandmaster", "seat 2 is 'grandmaster'"),
    ("human, ", "seat 2 is empty"),
    ("mcts:iters=0,human", "must be at least 1"),
])
def test_parse_seats_names_the_bad_word_or_the_range(text, words):
    with pytest.raises(ValueError, match=words):
        parse_seats(text, "riverboat")
