"""Help > Rules for Riverboat: the rules documents, the table's pieces drawn for them, and the
section of each decision of the engine."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from functools import cache, partial

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from core.package_data import data_path
from core.riverboat.components import COLOURS, components
from core.riverboat.state import GameState

from ..shell.rules_view import data_values, load_rules, picture
from . import art, theme
from .items.tiles import draw_tile, tile_offset

RULES_DIR = data_path("riverboat_qt.riverboat", "rules")

# The engine's decision kinds -> the section that explains them.
SECTIONS = {
    "draft": "draft",
    "cultivate": "cultivation",
    "bonus_worker": "cultivation",
    "plant": "planting",
    "ship": "harvest",
    "feature": "features",
    "agents": "agents",
    "card": "opportunity",
    "scoring_bonus": "scoring",
    "survey": "scoring",
}
PIECE = 36  # a piece's picture, in pixels
HEX_R = 18.0  # a crop hex's corner radius in the pictures


def rules_section(state: GameState | None) -> str:
    """The anchor of the state's decision ('end' once the game is over)."""
    if state is None:
        return "setup"
    if state.decision is None:
        return "end"
    return SECTIONS[state.decision[0]]


def rules_html(language: str) -> str:
    return load_rules(RULES_DIR, _values(), language)


@cache
def _values() -> dict[str, str]:
    return data_values(components().raw)


def _piece(draw: Callable[[QPainter, QPointF, float], None]) -> QImage:
    return picture(PIECE, PIECE, lambda p: draw(p, QPointF(PIECE / 2, PIECE / 2), PIECE * 0.4))


def _tile(kind_id: str) -> QImage:
    cells = components().tile_kinds[kind_id].cells
    width = int(HEX_R * 1.8 * (1 + max(q + r / 2 for q, r, _ in cells)
                               - min(q + r / 2 for q, r, _ in cells)) + 6)
    height = int(HEX_R * (2 + 1.5 * (max(r for _, r, _ in cells) - min(r for _, r, _ in cells)))
                 + 4)
    centre = QPointF(width / 2, height / 2)
    return picture(width, height,
                   lambda p: draw_tile(p, kind_id, centre + tile_offset(kind_id, HEX_R), HEX_R))


def _field(letter: str) -> QImage:
    """An empty field of a colour, as a mat draws it: its colour and its symbol."""
    def draw(p: QPainter) -> None:
        c = QPointF(PIECE / 2, PIECE / 2)
        p.setPen(QColor(theme.colour("board_edge")))
        p.setBrush(theme.field_fill(letter))
        p.drawPolygon(theme.hex_polygon(HEX_R * 0.97, c))
        art.field_symbol(p, theme.field_symbol(letter), c, HEX_R * 0.32, theme.colour("ink"))
    return picture(PIECE, PIECE, draw)


def rules_art() -> Mapping[str, QImage]:
    """Every picture the rules show, by the name their <img src="art:NAME"> uses."""
    images = {
        "worker": _piece(lambda p, c, s: art.worker(p, c, s, theme.seat_fill(0),
                                                    theme.seat_edge(0))),
        "agent": _piece(lambda p, c, s: art.worker(p, c, s, theme.seat_fill(1),
                                                   theme.seat_edge(1))),
        "surveyor": _piece(lambda p, c, s: art.surveyor(p, QPointF(c.x() - s * 0.2, c.y()), s)),
        "barn": _piece(art.barn),
        "well": _piece(art.well),
        "coin": _piece(art.coin),
        "harbor-master": _piece(art.harbor_master),
        "riverboat": picture(64, 40, lambda p: art.boat(p, QRectF(2, 2, 60, 36),
                                                         QColor("#9c6b3c"))),
        "tile-1": _tile("sC"),
        "tile-2": _tile("dTW"),
        "tile-3": _tile("tPPP"),
        "tile-3-line": _tile("lTTW"),
    }
    for crop, name in enumerate(components().raw["crops"]):
        images[f"crop-{name}"] = picture(PIECE, PIECE, partial(
            art.crop_hex, crop=crop, c=QPointF(PIECE / 2, PIECE / 2), radius=HEX_R))
    for letter in COLOURS:
        images[f"field-{components().raw['field_colours'][letter]}"] = _field(letter)
    return images
