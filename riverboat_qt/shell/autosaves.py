"""Each window's own autosave: a slot of the data folder, locked while its window lives.

The first window on a data folder autosaves to autosave.json; one that finds it locked (another
window, of this process or another, uses the folder) takes autosave-w2.json, w3... and says so.
A slot's lock (locks.py) is freed by the system when its process ends, however it ends: a slot
file whose lock is free belongs to no living window. Its game was cut short by a crash or left
by a window closed in the middle of it, and is recovered at the next start (files.py). Plain
Python, no Qt."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

from .locks import FileLock
from .storage import AUTOSAVE_NAME

WINDOW_SLOT = re.compile(r"autosave-w(\d{1,3})\.json")
MAX_SLOTS = 999


class AutosaveSlot:
    """An autosave file and the lock that makes it one window's (None: no lock could be made,
    the folder is read-only or odd: the window autosaves there anyway, as before slots)."""

    def __init__(self, path: Path, lock: FileLock | None):
        self.path = Path(path)
        self.lock = lock

    @property
    def shared(self) -> bool:
        """True for the folder's usual autosave.json, False for a window's own second slot."""
        return self.path.name == AUTOSAVE_NAME

    def release(self) -> None:
        """The window is closing: the slot is free (its file stays, for the next start)."""
        if self.lock is not None:
            self.lock.release(remove=True)


def lock_path(path: Path) -> Path:
    return path.with_name(path.name + ".lock")


def slot_names() -> Iterator[str]:
    yield AUTOSAVE_NAME
    for k in range(2, MAX_SLOTS + 1):
        yield f"autosave-w{k}.json"


def take_slot(folder: Path) -> AutosaveSlot:
    """The first slot no living window holds, locked for this window."""
    folder = Path(folder)
    try:
        folder.mkdir(parents=True, exist_ok=True)
        for name in slot_names():
            lock = FileLock.take(lock_path(folder / name))
            if lock is not None:
                return AutosaveSlot(folder / name, lock)
    except OSError:
        pass
    return AutosaveSlot(folder / AUTOSAVE_NAME, None)


def window_slots(folder: Path) -> list[Path]:
    """The files of the second slots found in the folder (autosave-w2.json...), regular files
    only, by number."""
    found = []
    for path in Path(folder).glob("autosave-w*.json"):
        match = WINDOW_SLOT.fullmatch(path.name)
        if match and not path.is_symlink() and path.is_file():
            found.append((int(match[1]), path))
    return [path for _, path in sorted(found)]


def orphans(folder: Path, own: AutosaveSlot) -> Iterator[AutosaveSlot]:
    """The slot files of windows no longer living (not this window's own), each locked while
    the caller recovers it; the caller releases it."""
    for path in [Path(folder) / AUTOSAVE_NAME, *window_slots(folder)]:
        if path == own.path or not path.is_file() or path.is_symlink():
            continue
        try:
            lock = FileLock.take(lock_path(path))
        except OSError:
            continue
        if lock is not None:
            yield AutosaveSlot(path, lock)


def alone(folder: Path, own: AutosaveSlot) -> bool:
    """True if no other living window uses the folder (its temporary files are then all
    leftovers of saves cut short)."""
    if own.lock is None:
        return False
    for path in Path(folder).glob("autosave*.json.lock"):
        name = path.name.removesuffix(".lock")
        if path == lock_path(own.path) or not (name == AUTOSAVE_NAME
                                               or WINDOW_SLOT.fullmatch(name)):
            continue
        try:
            lock = FileLock.take(path)
        except OSError:
            return False
        if lock is None:
            return False
        lock.release()
    return True
