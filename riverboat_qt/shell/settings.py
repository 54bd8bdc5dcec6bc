"""Where the app keeps its files, and the settings it remembers between runs.

The settings are a plain JSON file, `settings.json` in the data folder, written atomically.
Each setting has a type and allowed values, checked on reading; unknown keys are ignored.
Nothing read from it can ever run code: QSettings is never used, because it unpickles any
`@Variant(PySide::PyObjectWrapper ...)` value it finds in its file, so a crafted settings
file would run code at start-up.

A damaged settings.json (not JSON, a wrong type or value, too large, a folder) is moved aside
as settings.json.bad (never over an older one) and the app starts with the defaults and a
note in the status bar. A settings.ini of an earlier version is read once, when there is no
settings.json yet, by a parser of plain `key=value` lines that takes only the animation speed
and the last seats and refuses any `@Variant` / `@ByteArray` value; it is never written to.

RIVERBOAT_DATA_DIR overrides the platform's app-data folder (QStandardPaths), for tests and
for a portable install.
"""

from __future__ import annotations

import binascii
import contextlib
import json
import os
import sys
from collections.abc import Callable, Collection
from dataclasses import dataclass, fields
from pathlib import Path
from typing import Any

from ai import make_bot
from core import InvalidState
from core.errors import parse_json
from core.files import read_small_file

from .i18n import QT_TRANSLATE_NOOP, SETTING_CHOICES, later, reason_of, render, translate
from .seats import MATCH_ME_LEVEL, SeatConfig
from .storage import (
    SETTINGS_NAME,
    brief,
    error_text,
    move_aside,
    write_atomically,
)
from .theme import PALETTES

DATA_ENV = "RIVERBOAT_DATA_DIR"
ORGANISATION = "Riverboat Qt"
APPLICATION = "Riverboat"
LEGACY_NAME = "settings.ini"
MAX_SETTINGS_BYTES = 64 * 1024
MAX_GEOMETRY_CHARS = 4096
MAX_FOLDER_CHARS = 4096
SPEEDS = {"Off": 0, "Fast": 250, "Normal": 600, "Slow": 1200}  # AI move animation, in ms
TEXT_SIZES = (100, 125, 150, 175, 200)  # the text, in percent of its usual size (issue #36)
VOLUMES = (25, 50, 75, 100)  # View > Sound > Volume, in percent (issue #50)


class SettingsError(ValueError):
    """The settings file is not one this app would write; the message says what is wrong (an
    i18n.later Text: the file is read before the translators exist)."""


def _error(template: str, **values: object) -> SettingsError:
    """A SettingsError whose words are translated when shown; `template` is marked
    QT_TRANSLATE_NOOP("Settings", ...) where it is written."""
    return SettingsError(later("Settings", template, **values))


def data_folder() -> Path:
    """The app-data folder: RIVERBOAT_DATA_DIR if set, else the platform's (QStandardPaths'
    AppDataLocation), for the organisation and application names Qt is given."""
    env = os.environ.get(DATA_ENV)
    if env:
        return Path(env)
    if sys.platform.startswith("linux"):
        return xdg_data_folder()
    from PySide6.QtCore import QCoreApplication, QStandardPaths

    QCoreApplication.setOrganizationName(ORGANISATION)
    QCoreApplication.setApplicationName(APPLICATION)
    location = QStandardPaths.StandardLocation.AppDataLocation
    return Path(QStandardPaths.writableLocation(location))


def xdg_data_folder() -> Path:
    """QStandardPaths' AppDataLocation on Linux, without loading Qt (`--stats` starts in a
    fraction of the time): $XDG_DATA_HOME if absolute, else ~/.local/share, then the names
    (a test holds it equal to Qt's)."""
    base = os.environ.get("XDG_DATA_HOME", "")
    if not base.startswith("/"):  # the spec: a relative one is ignored
        base = os.path.join(os.path.normpath(os.environ.get("HOME") or "/"), ".local", "share")
    return Path(base, ORGANISATION, APPLICATION)


# -- each setting: its check -----------------------------------------------------------------


def _geometry(value: object) -> str:
    """The window's saveGeometry() bytes, as base64 text."""
    if not isinstance(value, str) or len(value) > MAX_GEOMETRY_CHARS:
        raise _error(QT_TRANSLATE_NOOP("Settings", "window_geometry must be a base64 text of "
                                                   "at most {limit} characters"),
                     limit=MAX_GEOMETRY_CHARS)
    try:
        binascii.a2b_base64(value, strict_mode=True)
    except binascii.Error:
        raise _error(QT_TRANSLATE_NOOP("Settings", "window_geometry is not base64 text")) from None
    return value


def _speed(value: object) -> str:
    if not isinstance(value, str) or value not in SPEEDS:
        raise _error(QT_TRANSLATE_NOOP("Settings", "animation_speed must be one of {allowed}, "
                                                   "not {value!r}"),
                     allowed=", ".join(SPEEDS), value=str(value)[:40])
    return value


def _level(value: object, k: int) -> str:
    if not isinstance(value, str) or len(value) > 40:
        raise _error(QT_TRANSLATE_NOOP("Settings", "last_seats, seat {seat}: the AI level must "
                                                   "be a short text"), seat=k)
    if value == MATCH_ME_LEVEL:  # chosen for the player when a game starts
        return value
    try:
        make_bot(value.lower())
    except (ValueError, TypeError) as exc:
        raise _error(QT_TRANSLATE_NOOP("Settings", "last_seats, seat {seat}: bad AI level "
                                                   "{value!r} ({error})"),
                     seat=k, value=value, error=str(exc)) from None
    return value


def _seats(value: object) -> tuple[SeatConfig, ...]:
    """The seats of the last game: [{"human": true}, {"human": false, "level": "Hard"}].

    An empty list: no game was started yet."""
    if not isinstance(value, list) or len(value) not in (0, 2, 3, 4):
        raise _error(QT_TRANSLATE_NOOP("Settings", "last_seats must list 2 to 4 seats (or none)"))
    seats = []
    for k, entry in enumerate(value, 1):
        if not isinstance(entry, dict) or not isinstance(entry.get("human"), bool):
            raise _error(QT_TRANSLATE_NOOP("Settings", "last_seats, seat {seat}: no 'human' "
                                                       "true/false"), seat=k)
        level = None if entry["human"] else _level(entry.get("level"), k)
        seats.append(SeatConfig(True) if level is None else SeatConfig(False, level))
    return tuple(seats)


def _game(value: object, games: Collection[str]) -> str:
    """The game of the last new game: an id the window has a table for (one of `games`), or ""
    before the first (the new-game dialog then opens on the window's first game)."""
    if not isinstance(value, str) or (value and value not in games):
        raise _error(QT_TRANSLATE_NOOP("Settings", "last_game must be one of {allowed}, not "
                                                   "{value!r}"),
                     allowed=", ".join(games), value=str(value)[:40])
    return value


def _language(value: object) -> str:
    """The window's language: "system" (the locale's) or a language it speaks."""
    if not isinstance(value, str) or value not in SETTING_CHOICES:
        raise _error(QT_TRANSLATE_NOOP("Settings", "language must be one of {allowed}, not "
                                                   "{value!r}"),
                     allowed=", ".join(SETTING_CHOICES), value=str(value)[:40])
    return value


def _flag(name: str) -> Callable[[object], bool]:
    """The check of a true/false setting."""
    def check(value: object) -> bool:
        if not isinstance(value, bool):
            raise _error(QT_TRANSLATE_NOOP("Settings", "{name} must be true or false"), name=name)
        return value
    return check


def _shown(name: str) -> Callable[[object], bool | None]:
    """The check of a panel's visibility: true/false, or null for the first start's choice."""
    def check(value: object) -> bool | None:
        if value is not None and not isinstance(value, bool):
            raise _error(QT_TRANSLATE_NOOP("Settings", "{name} must be true, false or null"),
                         name=name)
        return value
    return check


def _folder(value: object) -> str:
    """The folder File > Save as last used: a path as text ("" for none yet)."""
    if not isinstance(value, str) or len(value) > MAX_FOLDER_CHARS or "\0" in value:
        raise _error(QT_TRANSLATE_NOOP("Settings", "last_folder must be a folder's path of at "
                                                   "most {limit} characters"),
                     limit=MAX_FOLDER_CHARS)
    return value


def _palette(value: object) -> str:
    """The table's colours: the standard palette or one safe for a kind of colour blindness."""
    if not isinstance(value, str) or value not in PALETTES:
        raise _error(QT_TRANSLATE_NOOP("Settings", "palette must be one of {allowed}, not "
                                                   "{value!r}"),
                     allowed=", ".join(PALETTES), value=str(value)[:40])
    return value


def _text_size(value: object) -> int:
    """The text's size in percent: one of TEXT_SIZES."""
    return _percent(value, TEXT_SIZES, QT_TRANSLATE_NOOP(
        "Settings", "text_size must be one of {allowed}, not {value!r}"))


def _volume(value: object) -> int:
    """The cues' volume in percent: one of VOLUMES."""
    return _percent(value, VOLUMES, QT_TRANSLATE_NOOP(
        "Settings", "sound_volume must be one of {allowed}, not {value!r}"))


def _percent(value: object, allowed: Collection[int], template: str) -> int:
    """A percentage that must be one of `allowed` (a bool is no number here); else the
    error of `template`."""
    if isinstance(value, bool) or not isinstance(value, int) or value not in allowed:
        raise _error(template, allowed=", ".join(map(str, allowed)), value=str(value)[:40])
    return value


def checks(games: Collection[str]) -> dict[str, Callable[[object], Any]]:
    """Each setting's check; the last game is checked against the games the window can play."""
    return {
        "window_geometry": _geometry,
        "animation_speed": _speed,
        "last_seats": _seats,
        "last_game": lambda value: _game(value, games),
        "language": _language,
        "hide_ai_best": _flag("hide_ai_best"),
        "last_folder": _folder,
        "palette": _palette,
        "text_size": _text_size,
        "choices_panel": _shown("choices_panel"),
        "words_panel": _shown("words_panel"),
        "sound": _flag("sound"),
        "sound_volume": _volume,
        "sound_only_your_turn": _flag("sound_only_your_turn"),
    }


@dataclass
class Settings:
    """The values remembered between runs (the defaults for a first start)."""

    window_geometry: str = ""
    animation_speed: str = "Normal"
    last_seats: tuple[SeatConfig, ...] = ()
    last_game: str = ""  # none yet: the window's first game
    language: str = "system"
    # the status line never shows the AI's best move so far: hidden unless the player asks
    # (a spoiler to many, issue #47); a settings file that says false keeps showing it
    hide_ai_best: bool = True
    last_folder: str = ""  # where File > Save as opens ("" : the documents folder)
    palette: str = "standard"  # the table's colours (theme.PALETTES)
    text_size: int = 100  # the prompt's, log's, panels' and table's text, in percent
    choices_panel: bool | None = None  # shown or not (None: the default, if a reader listens)
    words_panel: bool | None = None  # the table in words shown or not (None: the default, no)
    sound: bool = True  # View > Sound: the table's cues heard (shell/sound.py)
    sound_volume: int = 75  # in percent, one of VOLUMES
    sound_only_your_turn: bool = False  # only the cue that says it is the player's turn

    @classmethod
    def from_dict(cls, data: object, games: Collection[str]) -> Settings:
        """Known keys checked (SettingsError on a bad value), unknown keys ignored; `games`
        are the ids of the window's tables."""
        if not isinstance(data, dict):
            raise _error(QT_TRANSLATE_NOOP("Settings", "the settings are not a JSON object"))
        return cls(**{key: check(data[key]) for key, check in checks(games).items()
                      if key in data})

    def to_json(self) -> str:
        data = {f.name: getattr(self, f.name) for f in fields(self)}
        data["last_seats"] = [{"human": True} if s.human else {"human": False, "level": s.level}
                              for s in self.last_seats]
        return json.dumps(data, indent=1) + "\n"


def read_settings(path: Path, games: Collection[str]) -> Settings:
    """The settings in a settings.json of a window that plays `games`; SettingsError for
    anything this app would not write."""
    path = Path(path)
    try:
        data = parse_json(read_small_file(path, MAX_SETTINGS_BYTES))  # the engine's JSON reader
    except OSError as exc:
        raise _error(QT_TRANSLATE_NOOP("Settings", "cannot read {file}: {error}"),
                     file=path.name, error=exc.strerror or str(exc)) from None
    except InvalidState as exc:  # too large, not a file, not JSON, nested too deep, huge numbers
        raise _error(QT_TRANSLATE_NOOP("Settings", "{file}: {error}"), file=path.name,
                     error=exc.args[0] if exc.args else str(exc)) from None
    return Settings.from_dict(data, games)


# -- a settings.ini of an earlier version: plain text only ----------------------------------

LEGACY_KEYS = {"animation/speed": "animation_speed", "game/last_seats": "last_seats"}


def read_legacy_ini(path: Path) -> tuple[Settings, int]:
    """The plain values of an old settings.ini, and how many @Variant values were refused.

    Read as text, line by line: a value starting with '@' (QSettings' @Variant, which QSettings
    would unpickle, or @ByteArray: the old window geometry) is never interpreted."""
    text = read_small_file(path, MAX_SETTINGS_BYTES).decode("utf-8")
    section, values, refused = "", {}, 0
    for line in text.splitlines():
        line = line.strip()
        if line.startswith("[") and line.endswith("]"):
            section = line[1:-1].strip()
            continue
        key, sep, value = line.partition("=")
        if not sep or line.startswith((";", "#")):
            continue
        value = value.strip()
        if value.startswith("@"):
            refused += value.startswith("@Variant")
            continue
        if len(value) >= 2 and value[0] == value[-1] == '"':
            value = value[1:-1]
        name = LEGACY_KEYS.get(f"{section}/{key.strip()}" if section else key.strip())
        if name is not None:
            values[name] = value
    return _legacy_settings(values), refused


def _legacy_settings(values: dict[str, str]) -> Settings:
    """Each legacy value checked as a setting; a bad one is dropped (default kept)."""
    settings = Settings()
    if "animation_speed" in values:
        with contextlib.suppress(SettingsError):
            settings.animation_speed = _speed(values["animation_speed"])
    if "last_seats" in values:
        words = values["last_seats"].split(",")
        entries = [{"human": True} if w == "human" else {"human": False, "level": w}
                   for w in words]
        with contextlib.suppress(SettingsError):
            settings.last_seats = _seats(entries)
    return settings


def _marked_for_lupdate() -> None:
    """Never called: lupdate reads a plural message of translate() only with a literal count."""
    translate("Settings", "{file}: %n @Variant value(s) ignored (they could run code).", "", 2)


VARIANTS_IGNORED = "{file}: %n @Variant value(s) ignored (they could run code)."


def _why(exc: Exception) -> str:
    """What is wrong with a settings file, in the window's language, short enough for a note."""
    if isinstance(exc, SettingsError):
        return brief(reason_of(exc), 90)
    return error_text(exc, 90)


# -- the file of one folder -------------------------------------------------------------------


class SettingsFile:
    """The settings of a data folder: read once when the window opens, saved on change.

    `note` says what went wrong while reading (for the status bar), None if all went well. The
    file is read before the translators are installed (its `language` says which), so the note
    is put into words when it is asked for, in the window's language by then."""

    def __init__(self, folder: Path, games: Collection[str]):
        self.folder = Path(folder)
        self.games = games  # the ids of the window's tables: last_game must be one
        self.path = self.folder / SETTINGS_NAME
        self.writable = True  # False when a damaged file could not be moved aside
        self._notes: list[Callable[[], str]] = []  # each sentence of the note, made when shown
        self.values = self._load()

    @property
    def note(self) -> str | None:
        return " ".join(words() for words in self._notes) if self._notes else None

    def _say(self, template: str, **values: object) -> None:
        """One sentence of the note (`template` marked for lupdate where it is written)."""
        self._notes.append(lambda: render(later("Settings", template, **values)))

    def _load(self) -> Settings:
        if not os.path.lexists(self.path):
            return self._load_legacy()
        try:
            return read_settings(self.path, self.games)
        except Exception as exc:  # noqa: BLE001 - whatever the damage, start with defaults
            damage = exc  # the note is worded when shown, after `exc` is gone
            self._notes.append(lambda: render(later(
                "Settings", QT_TRANSLATE_NOOP("Settings", "The settings could not be used "
                                                          "({error}); defaults instead."),
                error=_why(damage))))
            self._set_aside()
            return Settings()

    def _set_aside(self) -> None:
        """Keep the damaged file for a look (settings.json.bad), never write over it."""
        try:
            kept = move_aside(self.path, ".bad")
        except OSError as exc:
            self.writable = False
            self._say(QT_TRANSLATE_NOOP("Settings", "It could not be moved aside ({error}): the "
                                                    "settings will not be saved this time."),
                      error=exc.strerror or str(exc))
            return
        self._say(QT_TRANSLATE_NOOP("Settings", "The file is kept as {file}."), file=kept.name)

    def _load_legacy(self) -> Settings:
        legacy = self.folder / LEGACY_NAME
        if not os.path.lexists(legacy):
            return Settings()
        try:
            settings, refused = read_legacy_ini(legacy)
        except Exception as exc:  # noqa: BLE001 - an unreadable old file is only ignored
            damage = exc  # the note is worded when shown, after `exc` is gone
            self._notes.append(lambda: render(later(
                "Settings", QT_TRANSLATE_NOOP("Settings", "The old {file} was ignored ({error})."),
                file=LEGACY_NAME, error=error_text(damage, 90))))
            return Settings()
        if refused:
            self._notes.append(lambda: translate(
                "Settings", VARIANTS_IGNORED, "", refused).format(file=LEGACY_NAME))
        return settings

    def save(self) -> None:
        """Write the settings atomically; SaveError if that fails."""
        if self.writable:
            write_atomically(self.path, self.values.to_json())
