"""Riverboat's palette and names, read once from riverboat_qt/riverboat/theme.json; the shared
colours (table, ink, marks, seats) and the font come from the shell's theme."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QPolygonF

from core.package_data import data_path
from core.riverboat.components import CROPS, components

from ..shell import theme as shell_theme
from ..shell.theme import font, seat_colour_name, seat_edge, seat_fill, seat_letter

__all__ = ["font", "seat_colour_name", "seat_edge", "seat_fill", "seat_letter"]

THEME_FILE = data_path("riverboat_qt.riverboat", "theme.json")
SQRT3 = math.sqrt(3.0)


def theme() -> dict:
    """The game's colours in the palette the window shows (ThemeError for bad data)."""
    return shell_theme.load_theme(THEME_FILE, shell_theme.palette())


def colour(name: str) -> QColor:
    """A colour of Riverboat's theme, else of the shared one."""
    return QColor(theme()[name]) if name in theme() else shell_theme.colour(name)


def field_fill(letter: str) -> QColor:
    return QColor(theme()["fields"][letter]["fill"])


def field_symbol(letter: str) -> str:
    return theme()["fields"][letter]["symbol"]


def field_name(letter: str) -> str:
    return components().raw["field_colours"][letter]


def crop_fill(crop: int) -> QColor:
    return QColor(theme()["crops"][CROPS[crop]]["fill"])


def crop_icon(crop: int) -> QColor:
    return QColor(theme()["crops"][CROPS[crop]]["icon"])


def piece(name: str, part: str = "fill") -> QColor:
    """A piece's colour of Riverboat's theme, else of the shared one (the coin)."""
    if name in theme():
        return QColor(theme()[name][part])
    return shell_theme.piece(name, part)


def hex_polygon(radius: float, centre: QPointF | None = None) -> QPolygonF:
    """A pointy-top hexagon of the given corner radius."""
    cx, cy = (0.0, 0.0) if centre is None else (centre.x(), centre.y())
    points = []
    for k in range(6):
        angle = math.radians(60 * k - 30)
        points.append(QPointF(cx + radius * math.cos(angle), cy + radius * math.sin(angle)))
    return QPolygonF(points)


def axial_to_point(q: float, r: float, radius: float) -> QPointF:
    """Centre of axial hex (q, r), pointy-top, hex (0, 0) at the origin."""
    return QPointF(radius * SQRT3 * (q + r / 2.0), radius * 1.5 * r)
