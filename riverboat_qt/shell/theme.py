"""The palette every table shares (table, paper, ink, marks, seat colours) and the font, read
once from riverboat_qt/shell/theme.json; each game's theme adds its own pieces."""

from __future__ import annotations

import json
from collections.abc import Sequence
from functools import cache

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QColor, QFont

from core.package_data import data_path

from .i18n import QT_TRANSLATE_NOOP

THEME_FILE = data_path("riverboat_qt.shell", "theme.json")
FONT_FAMILY = "DejaVu Sans"
COLOUR_NAMES = (QT_TRANSLATE_NOOP("SeatColours", "Red"), QT_TRANSLATE_NOOP("SeatColours", "Blue"),
                QT_TRANSLATE_NOOP("SeatColours", "Black"),
                QT_TRANSLATE_NOOP("SeatColours", "White"))  # theme.json's seat names, for lupdate


@cache
def theme() -> dict:
    return json.loads(THEME_FILE.read_text(encoding="utf-8"))


def colour(name: str) -> QColor:
    return QColor(theme()[name])


def piece(name: str, part: str = "fill") -> QColor:
    return QColor(theme()[name][part])


def seat_fill(seat: int) -> QColor:
    return QColor(theme()["seats"][seat]["fill"])


def seat_edge(seat: int) -> QColor:
    return QColor(theme()["seats"][seat]["edge"])


def seat_colour_name(seat: int) -> str:
    """The seat's colour in the window's language ('Red', 'Rosso')."""
    return QCoreApplication.translate("SeatColours", english_colour_name(seat))


def english_colour_name(seat: int) -> str:
    """The seat's colour as records and settings keep it ('Red (you)' in a saved game)."""
    return theme()["seats"][seat]["name"]


def seat_name(seat: int, names: Sequence[str] = ()) -> str:
    """How a seat is called in its game ('Red (you)', 'Blue (AI Normal)'), else its colour.

    Each window passes its own game's names: the game window and a replay viewer can show
    different games at once.
    """
    return names[seat] if seat < len(names) else seat_colour_name(seat)


def font(size: float, bold: bool = False) -> QFont:
    f = QFont(FONT_FAMILY)
    f.setPixelSize(max(1, round(size)))
    f.setBold(bold)
    return f
