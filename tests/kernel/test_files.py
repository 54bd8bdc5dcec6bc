"""core.files: the one reader of files a person names (the window's and every command's, #32).

Each kind of file that is not a small text file is refused with InvalidState naming the file and
the problem, as a Text the window can translate; a pipe is never waited on, a device never read.
"""

from __future__ import annotations

import os

import pytest

from core import GameRecord, InvalidState
from core.files import MAX_RECORD_BYTES, read_small_file, read_text_file, write_text_atomically
from core.text import Text
from tests import bad_files
from tests.child_python import run_python


def refusal(path, limit: int = 1000, name: str | None = None) -> InvalidState:
    with pytest.raises(InvalidState) as info:
        read_text_file(path, limit, name)
    assert isinstance(info.value.args[0], Text) and info.value.args[0].domain == "core"
    return info.value


def test_a_small_text_file_is_read(tmp_path) -> None:
    path = tmp_path / "a.json"
    path.write_text("{\"é\": 1}\n", encoding="utf-8")
    assert read_text_file(path, 100) == "{\"é\": 1}\n"
    assert read_small_file(path, 100) == "{\"é\": 1}\n".encode()


def test_reader_refuses_non_utf8_file(tmp_path) -> None:
    assert str(refusal(bad_files.non_utf8(tmp_path))) == "picture.json is not a text file"


def test_reader_refuses_huge_file_without_reading_it(tmp_path) -> None:
    path = bad_files.huge(tmp_path, 50 * 1024 * 1024)
    assert str(refusal(path, MAX_RECORD_BYTES)) == \
        "huge.json is too large (51200 KB; at most 8192 KB)"


def test_reader_refuses_folder(tmp_path) -> None:
    assert str(refusal(bad_files.folder(tmp_path))) == "folder.json is a folder, not a file"


def test_reader_refuses_fifo(tmp_path) -> None:
    assert str(refusal(bad_files.fifo(tmp_path))) == "pipe.json is not a regular file"


def test_reader_refuses_dev_zero() -> None:
    assert str(refusal(bad_files.DEV_ZERO)) == "zero is not a regular file"


def test_reader_refuses_empty_or_blank_file(tmp_path) -> None:
    path = tmp_path / "blank.json"
    path.write_text(" \n\t\n", encoding="utf-8")
    assert str(refusal(path)) == "blank.json is empty"


def test_reader_refuses_missing_file_naming_it_as_told(tmp_path) -> None:
    path = tmp_path / "none.json"
    assert str(refusal(path, name=str(path))) == \
        f"cannot read {path}: No such file or directory"


PIPE_AFTER_THE_CHECK = """
import os, stat, sys
from core import files
path = sys.argv[1]
real_stat = os.stat
def looks_regular(p, *args, **kwargs):  # the pipe was a file when it was checked
    found = real_stat(p, *args, **kwargs)
    return os.stat_result((stat.S_IFREG | 0o644,) + tuple(found)[1:])
files.os.stat = looks_regular
try:
    files.read_text_file(path, 1000)
except files.InvalidState as exc:
    print(exc)
"""


def test_reader_is_not_held_by_a_pipe_swapped_in_after_the_check(tmp_path) -> None:
    """Opened without waiting and checked again: a file replaced by a pipe between the check
    and the opening is refused, not waited on (a hang times out in the child)."""
    done = run_python(PIPE_AFTER_THE_CHECK, str(bad_files.fifo(tmp_path)), timeout=60)
    assert done.stdout.strip() == "pipe.json is not a regular file", done.stderr


def test_a_record_file_names_the_file_in_its_problems(tmp_path) -> None:
    record, _ = GameRecord.start(2, 3)
    path = tmp_path / "game.json"
    path.write_text(record.to_json(), encoding="utf-8")
    assert GameRecord.read(path) == record
    path.write_text(record.to_json()[:100], encoding="utf-8")
    with pytest.raises(InvalidState, match="^game.json: not a JSON document"):
        GameRecord.read(path)
    with pytest.raises(InvalidState, match="^/dev/zero is not a regular file"):
        GameRecord.read(bad_files.DEV_ZERO, "/dev/zero")


def test_atomic_write_replaces_a_file_whole_and_leaves_no_temporary(tmp_path) -> None:
    path = tmp_path / "game.json"
    path.write_text("old", encoding="utf-8")
    write_text_atomically(path, "new")
    assert path.read_text(encoding="utf-8") == "new"
    assert [p.name for p in tmp_path.iterdir()] == ["game.json"]


def test_atomic_write_refuses_a_folder_or_a_pipe_in_its_place(tmp_path) -> None:
    folder = tmp_path / "folder.json"
    folder.mkdir()
    pipe = tmp_path / "pipe.json"
    os.mkfifo(pipe)
    for target in (folder, pipe):
        with pytest.raises(OSError):
            write_text_atomically(target, "text")
    assert folder.is_dir() and sorted(p.name for p in tmp_path.iterdir()) == \
        ["folder.json", "pipe.json"]


def test_core_command_record_to_a_folder_or_pipe_is_an_error_not_a_hang(tmp_path) -> None:
    """python -m core --record onto a folder gave a traceback and onto a pipe waited forever."""
    folder = tmp_path / "folder.json"
    folder.mkdir()
    pipe = tmp_path / "pipe.json"
    os.mkfifo(pipe)
    for target in (folder, pipe):
        result = run_python("import sys, runpy; sys.argv[0] = 'core'; "
                            "runpy.run_module('core', run_name='__main__')",
                            "--players", "2", "--record", str(target), timeout=120)
        assert result.returncode == 2, result.stderr
        assert "Traceback" not in result.stderr and f"cannot write {target}" in result.stderr
