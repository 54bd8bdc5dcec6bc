"""The palette every table shares (table, paper, ink, marks, seat colours) and the font, read
once from riverboat_qt/shell/theme.json; each game's theme adds its own pieces.

Each theme file may carry a "palettes" section: for each colour-blind-safe palette
(PALETTES), the colours it changes, in the same shape as the file (issue #36). The window
shows one palette at a time (set_palette); every theme reads its colours through load_theme.
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from core import InvalidState
from core.package_data import data_path

from .i18n import QT_TRANSLATE_NOOP, SOURCE, current_language, translate

if TYPE_CHECKING:  # QtGui is imported where a colour or a font is made: --stats never loads it
    from PySide6.QtGui import QColor, QFont

THEME_FILE = data_path("riverboat_qt.shell", "theme.json")
FONT_FAMILY = "DejaVu Sans"
COLOUR_NAMES = (QT_TRANSLATE_NOOP("SeatColours", "Red"), QT_TRANSLATE_NOOP("SeatColours", "Blue"),
                QT_TRANSLATE_NOOP("SeatColours", "Black"),
                QT_TRANSLATE_NOOP("SeatColours", "White"))  # theme.json's seat names, for lupdate
STANDARD = "standard"
PALETTES = (STANDARD, "deuteranopia", "protanopia", "tritanopia")  # the settings' values
HEX = re.compile(r"#(?:[0-9a-fA-F]{6}|[0-9a-fA-F]{8})")
_shown: dict[str, Any] = {"palette": STANDARD, "text_scale": 1.0}  # what the window shows


class ThemeError(InvalidState):
    """A theme file that the tables cannot draw with; the message says where and why."""


# -- loading --------------------------------------------------------------------------------


@cache
def load_theme(path: Path, palette: str = STANDARD) -> dict:
    """A theme file's colours in a palette: its own, with the palette's changes laid over."""
    try:
        raw = json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise ThemeError(f"{Path(path).name}: cannot be read ({exc})") from None
    return in_palette(raw, palette, Path(path).name)


def in_palette(raw: object, palette: str, where: str = "theme") -> dict:
    """The theme `raw` (a theme file's JSON) in `palette`; ThemeError for bad data."""
    if not isinstance(raw, dict):
        raise ThemeError(f"{where}: a theme is a JSON object")
    palettes = raw.get("palettes", {})
    if not isinstance(palettes, dict) or set(palettes) - set(PALETTES[1:]):
        raise ThemeError(f"{where}: 'palettes' must map some of {', '.join(PALETTES[1:])} "
                         "to their changes")
    if palette not in PALETTES:
        raise ThemeError(f"{where}: no palette {palette!r} (one of {', '.join(PALETTES)})")
    base = {key: value for key, value in raw.items() if key != "palettes"}
    _check_colours(base, where)
    for name, changes in palettes.items():  # every palette checked, whichever is shown
        _overlay(base, changes, f"{where}: palette {name}")
    return _overlay(base, palettes.get(palette, {}), f"{where}: palette {palette}")


def _check_colours(value: Any, where: str) -> None:
    """Every text that starts with '#' is a colour #rrggbb or #aarrggbb."""
    if isinstance(value, dict):
        for key, item in value.items():
            _check_colours(item, f"{where}.{key}")
    elif isinstance(value, list):
        for k, item in enumerate(value):
            _check_colours(item, f"{where}[{k}]")
    elif isinstance(value, str) and value.startswith("#") and not HEX.fullmatch(value):
        raise ThemeError(f"{where}: {value[:20]!r} is not a colour #rrggbb")


def _overlay(base: Any, changes: Any, where: str) -> Any:
    """`base` with `changes` laid over: only colours change, only where the base has one."""
    if isinstance(base, dict) and isinstance(changes, dict):
        unknown = set(changes) - set(base)
        if unknown:
            raise ThemeError(f"{where}: {sorted(unknown)[0]!r} is not in the theme")
        return {key: _overlay(value, changes[key], f"{where}.{key}") if key in changes
                else value for key, value in base.items()}
    if isinstance(base, list) and isinstance(changes, list) and len(changes) == len(base):
        pairs = enumerate(zip(base, changes, strict=True))
        return [_overlay(b, c, f"{where}[{k}]") for k, (b, c) in pairs]
    if (isinstance(base, str) and HEX.fullmatch(base) and isinstance(changes, str)
            and HEX.fullmatch(changes)):
        return changes
    raise ThemeError(f"{where}: {str(changes)[:30]!r} cannot replace {str(base)[:30]!r} "
                     "(a palette changes colours only)")


# -- what the window shows --------------------------------------------------------------------


def set_palette(name: str) -> None:
    """Draw every table in this palette from the next paint on (the window redraws)."""
    if name not in PALETTES:
        raise ThemeError(f"no palette {name!r} (one of {', '.join(PALETTES)})")
    _shown["palette"] = name


def palette() -> str:
    return str(_shown["palette"])


def set_text_scale(scale: float) -> None:
    """The table's text this many times its usual size, where its box has the room."""
    _shown["text_scale"] = float(scale)


def text_scale() -> float:
    return float(_shown["text_scale"])


def theme() -> dict:
    return load_theme(THEME_FILE, palette())


def colour(name: str) -> QColor:
    from PySide6.QtGui import QColor

    return QColor(theme()[name])


def piece(name: str, part: str = "fill") -> QColor:
    from PySide6.QtGui import QColor

    return QColor(theme()[name][part])


def seat_fill(seat: int) -> QColor:
    from PySide6.QtGui import QColor

    return QColor(theme()["seats"][seat]["fill"])


def seat_edge(seat: int) -> QColor:
    from PySide6.QtGui import QColor

    return QColor(theme()["seats"][seat]["edge"])


def seat_colour_name(seat: int) -> str:
    """The seat's colour in the window's language ('Red', 'Rosso')."""
    return translate("SeatColours", english_colour_name(seat))


def english_colour_name(seat: int) -> str:
    """The seat's colour as records and settings keep it ('Red (you)' in a saved game)."""
    return theme()["seats"][seat]["name"]


def seat_letter(seat: int) -> str:
    """The initial on a seat's pieces, so that no colour is the only cue (issue #36), in the
    window's language (theme.json's is English: R, B, K, W)."""
    letters = (translate("SeatColours", "R", "Red's initial"),
               translate("SeatColours", "B", "Blue's initial"),
               translate("SeatColours", "K", "Black's initial"),
               translate("SeatColours", "W", "White's initial"))
    if current_language() == SOURCE or seat >= len(letters):
        return theme()["seats"][seat]["letter"]
    return letters[seat]


def seat_name(seat: int, names: Sequence[str] = ()) -> str:
    """How a seat is called in its game ('Red (you)', 'Blue (AI Normal)'), else its colour.

    Each window passes its own game's names: the game window and a replay viewer can show
    different games at once.
    """
    return names[seat] if seat < len(names) else seat_colour_name(seat)


def font(size: float, bold: bool = False) -> QFont:
    from PySide6.QtGui import QFont

    f = QFont(FONT_FAMILY)
    f.setPixelSize(max(1, round(size)))
    f.setBold(bold)
    return f
