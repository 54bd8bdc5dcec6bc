"""Saving and opening games: JSON game records, written atomically, read with clear refusals.

Every reader here turns whatever goes wrong (a missing, huge, binary, nested or edited file, a
directory in its place) into one exception that names the problem, so the GUI can refuse the
file with a message and go on; nothing in the app's folder is ever overwritten unasked: a
damaged file is moved aside under a free name instead, and a dated autosave is deleted only once
the library holds its game."""

from __future__ import annotations

import os
import re
import time
from collections.abc import Callable, Collection, Iterable
from pathlib import Path

from core import GameRecord, InvalidState, final_state
from core.files import MAX_RECORD_BYTES, read_text_file, write_text_atomically
from core.game import State
from core.text import Text

from .i18n import QT_TRANSLATE_NOOP, game_title, later, reason_of

AUTOSAVE_NAME = "autosave.json"
KEPT_AUTOSAVES = 10  # dated autosaves kept; older ones are deleted once the library holds them
KEPT_NAME = re.compile(r"autosave-(\d{8})-(\d{6})(?:-(\d{1,3}))?\.json")
SETTINGS_NAME = "settings.json"


class SaveError(Exception):
    """A file could not be written; the message says why. Nothing good was overwritten."""


def _words(template: str, **values: object) -> Text:
    """An error's words, translated where shown (i18n.reason_of); `template` is marked
    QT_TRANSLATE_NOOP("Storage", ...) where it is written. The settings file is read before
    the translators exist: its errors must not be put into words then."""
    return later("Storage", template, **values)


def error_text(exc: BaseException, limit: int = 200) -> str:
    """An error in words: our own errors as they are, others with their kind; at most `limit`
    characters (a status-bar note must fit on one line)."""
    text = reason_of(exc)
    if not isinstance(exc, (InvalidState, SaveError)):
        text = f"{type(exc).__name__}: {text}" if text else type(exc).__name__
    return brief(text, limit)


def brief(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[:limit - 1].rstrip() + "…"


def write_atomically(path: Path, text: str, sync: bool = True) -> None:
    """core.files' atomic write (a temporary file renamed over path), its failure in words;
    sync False: flushed to disk later by the caller (core.files.sync_file)."""
    try:
        write_text_atomically(path, text, sync)
    except OSError as exc:
        raise SaveError(_words(QT_TRANSLATE_NOOP("Storage", "cannot save {file}: {error}"),
                               file=Path(path).name, error=exc.strerror or str(exc))) from None


def save_record(path: Path, record: GameRecord, sync: bool = True) -> None:
    write_atomically(path, record.to_json(), sync)


def load_record(path: Path, games: Collection[str]) -> tuple[GameRecord, State]:
    """Open a saved game or an arena record of one of `games` (the ids of the window's tables);
    InvalidState names what is wrong with it.

    Whatever fails (even an error the engine did not foresee, such as JSON nested too deep
    for the parser) comes out as InvalidState."""
    text = read_text_file(path, MAX_RECORD_BYTES)  # the file's problems, named in core
    try:
        return _replay_text(text, games)
    except InvalidState:
        raise
    except Exception as exc:  # noqa: BLE001 - any failure means "not a game we can open"
        raise InvalidState(_words(QT_TRANSLATE_NOOP("Storage", "not a readable game record "
                                                               "({error})"),
                                  error=error_text(exc))) from None


def _replay_text(text: str, games: Collection[str]) -> tuple[GameRecord, State]:
    record = GameRecord.from_json(text)
    if record.game not in games:
        raise InvalidState(_words(QT_TRANSLATE_NOOP("Storage", "this is a game of {title}: the "
                                                               "window has no table for it"),
                                  title=game_title(record.game)))
    return record, final_state(record)


def autosave_path(folder: Path) -> Path:
    return Path(folder) / AUTOSAVE_NAME


def read_autosave(folder: Path, games: Collection[str],
                  path: Path | None = None) -> tuple[GameRecord, State] | None:
    """The autosaved game (of `path`, a window's own autosave; default autosave.json), None if
    there is none; a damaged one raises InvalidState."""
    path = autosave_path(folder) if path is None else Path(path)
    if not os.path.lexists(path):
        return None
    return load_record(path, games)


def unfinished_autosave(folder: Path, games: Collection[str]) -> tuple[GameRecord, State] | None:
    """The autosaved game if there is one that is readable and not finished."""
    try:
        found = read_autosave(folder, games)
    except InvalidState:
        return None
    return None if found is None or found[1].is_over else found


def move_aside(path: Path, suffix: str) -> Path:
    """Rename path to path+suffix (or +suffix.2, .3... : never over an older one); OSError."""
    path = Path(path)
    return _rename_to_free(path, (f"{path.name}{suffix}" + ("" if k == 1 else f".{k}")
                                  for k in range(1, 1000)))


def keep_autosave(folder: Path, keep: int = KEPT_AUTOSAVES, path: Path | None = None,
                  safe: Callable[[Path], bool] | None = None) -> Path:
    """Move the autosave (`path`, default autosave.json) to a dated game file
    (autosave-20261123-164000.json) one can open; older ones beyond the newest `keep` are
    deleted once `safe` says their game is kept elsewhere (prune_autosaves)."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    source = autosave_path(folder) if path is None else Path(path)
    kept = _rename_to_free(source, (f"autosave-{stamp}" + ("" if k == 1 else f"-{k}") + ".json"
                                    for k in range(1, 1000)))
    prune_autosaves(folder, keep, safe)
    return kept


def kept_autosaves(folder: Path) -> list[Path]:
    """The dated autosaves of abandoned games in the folder, newest first (regular files
    only: a folder or a link of that name is not a game)."""
    found = []
    for path in Path(folder).glob("autosave-*.json"):
        match = KEPT_NAME.fullmatch(path.name)
        if match and not path.is_symlink() and path.is_file():
            found.append(((match[1], match[2], int(match[3] or 1)), path))
    return [path for _, path in sorted(found, reverse=True)]


def prune_autosaves(folder: Path, keep: int = KEPT_AUTOSAVES,
                    safe: Callable[[Path], bool] | None = None) -> list[str]:
    """Delete the dated autosaves beyond the newest `keep` whose game is safe elsewhere:
    `safe(path)` True (the library holds it); without `safe`, none. Returns the names deleted
    (one that cannot be deleted is left): pruning never deletes the only copy of a game."""
    removed = []
    for path in kept_autosaves(folder)[keep:]:
        try:
            if safe is None or not safe(path):
                continue
            path.unlink()
        except OSError:
            continue
        removed.append(path.name)
    return removed


def _rename_to_free(path: Path, names: Iterable[str]) -> Path:
    for name in names:
        target = path.with_name(name)
        if not os.path.lexists(target):
            os.rename(path, target)
            return target
    raise OSError(f"no free name to keep {path.name}")


def remove_stale_temps(folder: Path) -> list[str]:
    """Delete the temporary files of saves cut short (the app was killed mid-write): of the
    autosaves (autosave.json, a window's autosave-w2.json...) and the settings.

    Only regular files are deleted: a folder or anything that cannot be removed is left. Call
    it only when no other window uses the folder (its save in flight would lose its file)."""
    removed = []
    for pattern in (f".{AUTOSAVE_NAME}.*.tmp", ".autosave-w*.json.*.tmp",
                    f".{SETTINGS_NAME}.*.tmp"):
        removed += remove_temps(folder, pattern)
    return removed


def remove_temps(folder: Path, pattern: str) -> list[str]:
    """Delete the regular files of `folder` that match `pattern` (links and folders are left)."""
    removed = []
    for tmp in sorted(Path(folder).glob(pattern)):
        try:
            if tmp.is_symlink() or not tmp.is_file():
                continue
            tmp.unlink(missing_ok=True)
        except OSError:
            continue
        removed.append(tmp.name)
    return removed


def clear_autosave(folder: Path) -> None:
    autosave_path(folder).unlink(missing_ok=True)
