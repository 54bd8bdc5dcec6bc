"""The palette, fonts and names of the table, read once from resources/riverboat/theme.json."""

from __future__ import annotations

import json
import math
from functools import cache
from pathlib import Path

from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QFont, QPolygonF

from core.riverboat.components import CROPS, components

THEME_FILE = Path(__file__).resolve().parents[2] / "resources" / "riverboat" / "theme.json"
SQRT3 = math.sqrt(3.0)
FONT_FAMILY = "DejaVu Sans"


@cache
def theme() -> dict:
    return json.loads(THEME_FILE.read_text(encoding="utf-8"))


def colour(name: str) -> QColor:
    return QColor(theme()[name])


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


def seat_fill(seat: int) -> QColor:
    return QColor(theme()["seats"][seat]["fill"])


def seat_edge(seat: int) -> QColor:
    return QColor(theme()["seats"][seat]["edge"])


def seat_colour_name(seat: int) -> str:
    return theme()["seats"][seat]["name"]


def piece(name: str, part: str = "fill") -> QColor:
    return QColor(theme()[name][part])


def font(size: float, bold: bool = False) -> QFont:
    f = QFont(FONT_FAMILY)
    f.setPixelSize(max(1, round(size)))
    f.setBold(bold)
    return f


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
