"""Help > Rules for The River: the rules documents, the table's pieces drawn for them, and the
section of each decision of the engine."""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache, partial

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QImage

from core.package_data import data_path
from core.the_river.actions import spot_of
from core.the_river.components import components
from core.the_river.state import GameState

from ..shell.rules_view import data_values, load_rules, picture
from . import art
from .river_board import _pawn

RULES_DIR = data_path("riverboat_qt.the_river", "rules")

# The engine's decision kinds -> the section that explains them.
SECTIONS = {"start_tile": "preliminary", "place": "turn", "discard": "storage",
            "meadow_swap": "meadows"}
PIECE = 36  # a piece's picture, in pixels
TILE = 96  # a terrain tile's side, as on the main board (a little larger)
# One tile of each kind the rules show: forest, badlands, mountain, desert, mixed, meadows.
TILES = {"forest": "T02", "badlands": "T06", "mountain": "T10", "desert": "T14",
         "mixed": "T15", "meadow-type": "T21", "meadow-production": "T25",
         "meadow-income": "T27", "meadow-windfall": "T32", "meadow-swap": "T33"}


def rules_section(state: GameState | None) -> str:
    """The anchor of the state's decision: a turn with no open spot has its own section."""
    if state is None:
        return "setup"
    if state.decision is None:
        return "end"
    kind = state.decision[0]
    if kind == "place" and not any(spot_of(a) is not None for a in state.legal_actions()):
        return "no-spot"
    return SECTIONS[kind]


def rules_html(language: str) -> str:
    return load_rules(RULES_DIR, _values(), language)


@cache
def _values() -> dict[str, str]:
    return data_values(components().raw)


def rules_art() -> Mapping[str, QImage]:
    """Every picture the rules show, by the name their <img src="art:NAME"> uses."""
    centre = QPointF(PIECE / 2, PIECE / 2)
    images = {
        "pioneer": picture(PIECE, PIECE, lambda p: art.pioneer(p, 0, centre, PIECE * 0.4)),
        "warehouse": picture(PIECE, PIECE, lambda p: art.warehouse(p, centre, PIECE * 0.3)),
        "token": picture(PIECE, PIECE, lambda p: art.token(p, centre, PIECE * 0.4, 3)),
        "pawn": picture(PIECE, PIECE, lambda p: _pawn(p, QRectF(6, 4, PIECE - 12, PIECE - 8))),
        "building": picture(100, 124, lambda p: art.building_card(
            p, QRectF(2, 2, 96, 120), next(iter(components().buildings)))),
        "framed-spot": picture(120, 92, lambda p: art.printed_spot(
            p, QRectF(2, 2, 116, 88), (0, 0, 0), 1, True)),
    }
    for k, name in enumerate(components().resources):
        images[f"res-{name}"] = picture(PIECE, PIECE, partial(
            art.resource_icon, resource=k, c=centre, r=PIECE * 0.36))
    for name, tile_id in TILES.items():
        images[f"tile-{name}"] = picture(TILE + 4, TILE + 4, partial(
            art.tile_face, rect=QRectF(2, 2, TILE, TILE), tile_id=tile_id))
    return images
