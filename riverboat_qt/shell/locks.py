"""Locks between the processes that share one data folder: an OS lock on a small file.

The lock is the system's (flock; msvcrt.locking on Windows) on an open file, so the system frees
it when its process ends, however it ends (kill -9 too): no lock is ever stale, and none needs a
pid or a time to be judged. The file itself may stay behind; a lock taken on a file that was
removed meanwhile is dropped and taken again on the file now there. Plain Python, no Qt."""

from __future__ import annotations

import contextlib
import errno
import os
from collections.abc import Iterator
from pathlib import Path

try:
    import fcntl
except ImportError:  # Windows
    fcntl = None  # type: ignore[assignment]
    import msvcrt


_NO_LINK = getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_CLOEXEC", 0)  # a link there: refused


class FileLock:
    """A lock held on `path` until release() (or the process's end)."""

    def __init__(self, path: Path, fd: int):
        self.path = Path(path)
        self._fd: int | None = fd

    @classmethod
    def take(cls, path: Path, wait: bool = False) -> FileLock | None:
        """The lock on path (the file is made if missing); None if another holder has it (and
        `wait` is False: else the system queues this process until the holder lets go). OSError
        if the file cannot be made or opened (a folder or a link there...)."""
        path = Path(path)
        for _ in range(10):
            fd = os.open(path, os.O_RDWR | os.O_CREAT | _NO_LINK, 0o644)
            try:
                locked = _lock(fd, wait)
            except OSError:
                os.close(fd)
                raise
            if not locked:
                os.close(fd)
                return None
            if _same_file(fd, path):
                return cls(path, fd)
            os.close(fd)  # removed while we waited for it: the file there now is the lock
        return None

    def release(self, remove: bool = False) -> None:
        """Free the lock; `remove`: delete its file first (no one holds it meanwhile)."""
        if self._fd is None:
            return
        if remove:
            with contextlib.suppress(OSError):  # Windows: an open file is not removed
                self.path.unlink()
        os.close(self._fd)
        self._fd = None


@contextlib.contextmanager
def held(path: Path) -> Iterator[FileLock | None]:
    """Hold the lock on path for the block, queued behind its holder (held for a few
    milliseconds: the write of one small file). Where no lock can be had (a file system without
    locks, a folder in its place), the block runs without one (None)."""
    try:
        lock = FileLock.take(path, wait=True)
    except OSError:
        lock = None
    try:
        yield lock
    finally:
        if lock is not None:
            lock.release()


def _lock(fd: int, wait: bool) -> bool:
    """True once locked, False if another holder has it; OSError for any other failure (the
    file system has no locks...)."""
    try:
        if fcntl is not None:
            fcntl.flock(fd, fcntl.LOCK_EX | (0 if wait else fcntl.LOCK_NB))
        else:  # LK_LOCK: tries for 10 s, then OSError
            msvcrt.locking(fd, msvcrt.LK_LOCK if wait else msvcrt.LK_NBLCK, 1)
    except OSError as exc:
        if exc.errno in (errno.EWOULDBLOCK, errno.EAGAIN, errno.EACCES, errno.EDEADLK):
            return False
        raise
    return True


def _same_file(fd: int, path: Path) -> bool:
    try:
        return os.path.samestat(os.fstat(fd), os.stat(path, follow_symlinks=False))
    except OSError:
        return False
