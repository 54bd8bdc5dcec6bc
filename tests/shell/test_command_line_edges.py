"""Issue #44, the command line's edges: a bot spec with nan, inf or a huge number, an unknown
option, and file names that are no UTF-8, hold a newline or an ANSI escape, or a reader that
stops early (--stats | head -n 1): each a usage error or one safe line, never a traceback."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from core import GameRecord
from core.errors import InvalidState
from riverboat_qt.__main__ import main, parse_seats, printable, unknown_arguments
from riverboat_qt.shell.seats import seats_from_meta
from tests.child_python import ROOT, run_python
from tests.shell.test_gui_command_line import folder_snapshot, run_app

# a name that forges a line, clears the screen and holds a byte that is no UTF-8
FORGING = os.fsdecode(b"a\xff\nskipped: forged\x1b[2J")


@pytest.mark.parametrize("spec", ["mcts:time=inf", "mcts:time=nan", "mcts:time=1e9",
                                  "greedy:temp=1e308", "mcts:iters=99999999999",
                                  "normal:time=-inf", "hard:look=inf"])
def test_a_spec_that_would_never_move_is_refused(spec: str) -> None:
    """It used to open a window where that seat thought for ever."""
    with pytest.raises(ValueError, match="option (time|temp|iters|look)="):
        parse_seats(f"human,{spec}", "the-river")


@pytest.mark.parametrize("spec", ["mcts:time=inf", "greedy:temp=1e308", "normal:iters=1e9"])
def test_a_record_whose_bot_would_never_move_is_refused(spec: str) -> None:
    """The same spec in a saved game's seats: refused with a note, as in settings.json."""
    record, _ = GameRecord.start(2, 1, game="the-river")
    record.meta["seats"] = [{"human": True}, {"human": False, "level": spec}]
    with pytest.raises(InvalidState, match=f"seat 2: bad AI level '{re.escape(spec)}'"):
        seats_from_meta(record)


@pytest.mark.parametrize("args", [("--seats", "human,mcts:time=inf"), ("--sets", "human,easy"),
                                  ("--seats", "human,easy", "stray")])
def test_a_bad_spec_or_an_unknown_option_is_a_usage_error(tmp_path: Path,
                                                         args: tuple[str, ...]) -> None:
    """--sets (a typo of --seats) used to go to Qt, which opened the window without a word."""
    before = folder_snapshot(tmp_path)
    done = run_app(args, tmp_path)
    assert done.returncode == 2, done.stderr
    last = done.stderr.strip().splitlines()[-1]
    assert last.startswith("python -m riverboat_qt: error: "), last
    assert "Traceback" not in done.stderr
    assert folder_snapshot(tmp_path) == before


def test_help_keeps_its_paragraphs_apart_from_the_usage(capsys) -> None:
    """Issue #47: argparse ran the usage synopsis and the prose together in one paragraph."""
    with pytest.raises(SystemExit) as done:
        main(["--help"])
    assert done.value.code == 0
    out = capsys.readouterr().out
    assert "riverboat-qt (or python -m riverboat_qt)" not in out  # the usage says it already
    paragraphs = out.split("\n\n")
    assert paragraphs[0].startswith("usage: ")
    assert paragraphs[1].startswith("--seats starts a game")
    assert any(p.startswith("RIVERBOAT_DATA_DIR overrides") for p in paragraphs)


def test_only_qt_s_documented_options_pass() -> None:
    qt = ["-platform", "offscreen", "--platform", "offscreen", "-style", "Fusion", "-reverse",
          "-stylesheet=x.qss", "-geometry", "800x600", "--qwindowtitle", "Riverboat",
          "-qmljsdebugger=port:1234", "-widgetcount"]
    assert unknown_arguments(qt) == []
    assert unknown_arguments(["--sets", "human,easy"]) == ["--sets", "human,easy"]
    assert unknown_arguments(["-platfrom", "offscreen"]) == ["-platfrom", "offscreen"]
    assert unknown_arguments(["-style"]) == ["-style"]  # an option without its value


def test_qt_options_still_reach_qt(tmp_path: Path, monkeypatch, capsys) -> None:
    monkeypatch.setenv("RIVERBOAT_DATA_DIR", str(tmp_path))
    assert main(["--stats", "-platform", "offscreen", "-style", "Fusion"]) == 0
    assert capsys.readouterr().out.startswith("The games kept in")


def test_a_name_prints_as_one_line_of_escapes() -> None:
    assert printable(FORGING) == "a\\xff\\nskipped: forged\\x1b[2J"
    assert printable("Ünïcode \u202eevil") == "Ünïcode \\u202eevil"
    assert printable("Ünïcode", "ascii") == "\\xdcn\\xefcode"


def stats(data_dir: Path, pipe: str = "") -> subprocess.CompletedProcess[bytes]:
    """--stats in a process of its own, its output in UTF-8 (strict, as a UTF-8 terminal's),
    through a shell pipe if one is given."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONIOENCODING": "utf-8",
           "RIVERBOAT_DATA_DIR": str(data_dir)}
    command = f"'{sys.executable}' -m riverboat_qt --stats {pipe}"
    return subprocess.run(["sh", "-c", command], cwd=ROOT, env=env, capture_output=True,
                          timeout=120, check=False)


@pytest.mark.skipif(sys.platform == "win32", reason="names of bytes that are no UTF-8: POSIX")
def test_stats_prints_forging_names_as_one_safe_line_each(tmp_path: Path) -> None:
    """A name that is no UTF-8 used to end --stats in a UnicodeEncodeError; a newline in it
    forged a line of its own, and an escape reached the terminal."""
    data = tmp_path / FORGING
    (data / "games").mkdir(parents=True)
    (data / "games" / f"{FORGING}.json").write_text("junk", encoding="utf-8")
    done = stats(data)
    assert done.returncode == 0, done.stderr
    lines = done.stdout.decode("utf-8").splitlines()
    assert lines[0] == f"The games kept in {printable(str(data))}/games: 0"
    assert lines[1].startswith("skipped: ") and "\\xff\\nskipped: forged\\x1b[2J.json" in lines[1]
    assert not any(line.startswith("skipped: forged") for line in lines)
    assert b"\x1b" not in done.stdout


def test_stats_into_a_reader_that_stops_early_ends_quietly(tmp_path: Path) -> None:
    """--stats | head -n 1 used to end in a BrokenPipeError traceback."""
    done = stats(tmp_path, "| head -n 1")
    assert done.stdout.decode("utf-8").startswith("The games kept in")
    assert done.stderr == b"", done.stderr


@pytest.mark.skipif(sys.platform == "win32", reason="names of bytes that are no UTF-8: POSIX")
def test_the_desktop_entry_names_its_files_safely(tmp_path: Path, monkeypatch,
                                                  capsys) -> None:
    home = tmp_path / FORGING
    monkeypatch.setenv("XDG_DATA_HOME", str(home))
    assert main(["--install-desktop-entry"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 2 and all(line.startswith(f"wrote {printable(str(home))}/")
                                   for line in lines)


def test_stats_starts_without_the_window_s_modules(tmp_path: Path) -> None:
    """--stats imports no Qt at all (QtCore alone is a quarter of a second), no table, nor
    the hint's search, numpy or networkx: at 10,000 games the start-up was most of the
    whole command's time (bench/library.py)."""
    code = ("import os, sys\n"
            "from riverboat_qt.__main__ import main\n"
            "os.environ['RIVERBOAT_DATA_DIR'] = sys.argv[1]\n"
            "main(['--stats'])\n"
            "heavy = ('PySide6', 'shiboken6', 'numpy', 'networkx', 'riverboat_qt.registry',\n"
            "         'riverboat_qt.shell.app', 'ai.hint')\n"
            "print('loaded:', *sorted(m for m in heavy if m in sys.modules))\n")
    done = run_python(code, str(tmp_path), timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("The games kept in")
    assert done.stdout.strip().splitlines()[-1] == "loaded:", done.stdout
