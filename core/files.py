"""Reading a small file given by someone else: refused with a sentence, never hung on or
read whole.

The window and the command-line tools open records, logs and weights that a person names: a
folder, a named pipe, /dev/zero, a 5 GB file or a picture may be named instead. Each is refused
before it is read (a pipe is never opened for reading: it would wait for a writer forever)
with InvalidState, whose message is a Text naming the file and the problem, so that the window
can show it in its own language and a command can print it and exit."""

from __future__ import annotations

import contextlib
import errno
import os
import stat
import tempfile
from pathlib import Path

from .errors import InvalidState
from .text import text

MAX_RECORD_BYTES = 8 * 1024 * 1024  # a 4-player game is ~20 KB: far larger is not a record
NONBLOCKING = getattr(os, "O_NONBLOCK", 0)  # a pipe swapped in after the stat does not block


def read_small_file(path: Path | str, limit: int, name: str | None = None) -> bytes:
    """The bytes of a regular file of at most `limit` bytes; OSError if it cannot be read,
    InvalidState if it is not a regular file or is too large. `name`: the file in messages
    (default: its name without the folder)."""
    path = Path(path)
    shown = path.name if name is None else name
    info = os.stat(path)
    _check_kind(info.st_mode, shown, limit, info.st_size)  # before opening: a pipe would wait
    fd = os.open(path, os.O_RDONLY | NONBLOCKING | getattr(os, "O_CLOEXEC", 0))
    with os.fdopen(fd, "rb") as fh:
        info = os.fstat(fh.fileno())
        _check_kind(info.st_mode, shown, limit, info.st_size)  # the same file as stat()'s?
        raw = fh.read(limit + 1)
    if len(raw) > limit:  # a file that grew while read
        raise InvalidState(text("core", "{file} is too large", file=shown))
    return raw


def _check_kind(mode: int, shown: str, limit: int, size: int) -> None:
    if stat.S_ISDIR(mode):
        raise InvalidState(text("core", "{file} is a folder, not a file", file=shown))
    if not stat.S_ISREG(mode):  # a pipe or a device would block or never end
        raise InvalidState(text("core", "{file} is not a regular file", file=shown))
    if size > limit:
        raise InvalidState(text("core", "{file} is too large ({size} KB; at most {limit} KB)",
                                file=shown, size=size // 1024, limit=limit // 1024))


def read_text_file(path: Path | str, limit: int, name: str | None = None) -> str:
    """The UTF-8 text of a regular file of at most `limit` bytes; InvalidState naming the
    problem for anything else (missing, unreadable, a folder, a pipe, a device, too large,
    empty, not text)."""
    path = Path(path)
    shown = path.name if name is None else name
    try:
        raw = read_small_file(path, limit, shown)
    except OSError as exc:
        raise InvalidState(text("core", "cannot read {file}: {error}", file=shown,
                                error=exc.strerror or str(exc))) from None
    if not raw.strip():
        raise InvalidState(text("core", "{file} is empty", file=shown))
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        raise InvalidState(text("core", "{file} is not a text file", file=shown)) from None


def sync_file(path: Path | str) -> None:
    """Flush a file written with write_text_atomically(sync=False) to disk; a file gone or
    replaced meanwhile is no error (the newer one gets its own flush)."""
    with contextlib.suppress(OSError):
        fd = os.open(path, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


def write_text_atomically(path: Path | str, words: str, sync: bool = True,
                          mode: int | None = None) -> None:
    """Write `words` to a temporary file beside path, flush it to disk, then rename it over
    path, so that a failed write never leaves a good file half overwritten. OSError says why
    (a folder or a pipe in path's place, a folder that cannot be written). sync False leaves
    the flush to disk to the caller (sync_file, off a GUI thread: it can take 40 ms). `mode`:
    the file's permissions, else the temporary file's 600 (the player's own files)."""
    path = Path(path)
    if path.is_dir() or (path.exists() and not path.is_file()):
        raise OSError(errno.EISDIR if path.is_dir() else errno.EINVAL,
                      "a folder is there" if path.is_dir() else "not a regular file", str(path))
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(words)
            fh.flush()
            if sync:
                os.fsync(fh.fileno())
        if mode is not None:
            os.chmod(tmp, mode)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
