"""Saving and opening games: JSON game records, written atomically, read with clear refusals."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

from core import GameRecord, GameState, InvalidState, replay

AUTOSAVE_NAME = "autosave.json"


class SaveError(Exception):
    """A file could not be written; the message says why. Nothing good was overwritten."""


def write_atomically(path: Path, text: str) -> None:
    """Write to a temporary file beside path, flush it to disk, then rename it over path."""
    path = Path(path)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    except OSError as exc:
        raise SaveError(f"cannot write in {path.parent}: {exc.strerror or exc}") from None
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except OSError as exc:
        Path(tmp).unlink(missing_ok=True)
        raise SaveError(f"cannot save {path.name}: {exc.strerror or exc}") from None


def save_record(path: Path, record: GameRecord) -> None:
    write_atomically(path, record.to_json())


def load_record(path: Path) -> tuple[GameRecord, GameState]:
    """Open a saved game or an arena record; InvalidState names what is wrong with it."""
    path = Path(path)
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise InvalidState(f"cannot read {path.name}: {exc.strerror or exc}") from None
    if not raw.strip():
        raise InvalidState(f"{path.name} is empty")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise InvalidState(f"{path.name} is not a text file") from None
    record = GameRecord.from_json(text)
    state = record.initial_state()
    for state in replay(record):  # noqa: B007 - the last state is the one to continue from
        pass
    return record, state


def autosave_path(folder: Path) -> Path:
    return Path(folder) / AUTOSAVE_NAME


def unfinished_autosave(folder: Path) -> tuple[GameRecord, GameState] | None:
    """The autosaved game if there is one that is readable and not finished."""
    path = autosave_path(folder)
    if not path.exists():
        return None
    try:
        record, state = load_record(path)
    except InvalidState:
        return None
    return None if state.is_over else (record, state)


def remove_stale_temps(folder: Path) -> list[str]:
    """Delete the temporary files of saves cut short (the app was killed mid-write)."""
    removed = []
    for tmp in Path(folder).glob(f".{AUTOSAVE_NAME}.*.tmp"):
        tmp.unlink(missing_ok=True)
        removed.append(tmp.name)
    return removed


def clear_autosave(folder: Path) -> None:
    autosave_path(folder).unlink(missing_ok=True)
