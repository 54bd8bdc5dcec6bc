"""Files a person may name instead of a record, a log or weights (#32): each must be refused
with one line, never read whole, never waited on. The pipe and the device are read by a command
in a Python of its own, so that a regression times out one test instead of hanging the run."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DEV_ZERO = Path("/dev/zero")  # endless: read whole it is a MemoryError


def non_utf8(folder: Path, name: str = "picture.json") -> Path:
    path = folder / name
    path.write_bytes(b"\x89PNG\r\n\x1a\n\x00\xff\xfe")
    return path


def fifo(folder: Path, name: str = "pipe.json") -> Path:
    """A named pipe: opened for reading, it would wait for a writer forever."""
    path = folder / name
    os.mkfifo(path)
    return path


def huge(folder: Path, size: int, name: str = "huge.json") -> Path:
    """A file of `size` bytes, sparse: instant to make, and never to be read."""
    path = folder / name
    with path.open("wb") as fh:
        fh.truncate(size)
    return path


def folder(folder: Path, name: str = "folder.json") -> Path:
    path = folder / name
    path.mkdir()
    return path


def run_command(*args: str, timeout: float = 120) -> subprocess.CompletedProcess[str]:
    """python -m <args> at the project's root, as a person runs it."""
    return subprocess.run([sys.executable, "-m", *args], cwd=ROOT, capture_output=True,
                          text=True, timeout=timeout, check=False)


def one_line_refusal(done: subprocess.CompletedProcess[str], words: str) -> None:
    """Exit code 2 and one line on stderr saying `words`, no traceback."""
    lines = done.stderr.strip().splitlines()
    assert done.returncode == 2, done.stderr
    assert "Traceback" not in done.stderr and words in lines[-1], done.stderr
