"""Show what another seat did: its pioneer slides from the boat to the spot, a claimed or
starting tile slides to its river. Anything else (trades, returns, swaps) shows no slide."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPainter

from core.the_river import Claim, StartTile
from core.the_river.actions import spot_of
from core.the_river.components import components
from core.the_river.state import GameState

from . import art
from .scene import RiverScene

TILE = 70.0


def animate_move(scene: RiverScene, action, seat: int, before: GameState, ms: int,
                 done=None) -> bool:
    """Slide the moved pieces on a scene drawn at `before`; False when there is nothing to show
    (done() is then not called: the caller redraws)."""
    if ms <= 0 or seat not in scene.boards:
        return False
    board = scene.boards[seat]
    spot = spot_of(action) if before.decision_kind == "place" else None
    tile_end = _tile_end(board, before, seat, action)
    moved = False
    if spot is not None:
        man = board.pioneers[-1] if board.pioneers else None
        start = man.scenePos() if man is not None else board.boat_point()
        if man is not None:
            man.hide()  # it is the sliding one now
        end = scene.main.spots[spot].centre()
        moved = scene.slide(lambda g: art.pioneer(g, seat, QPointF(), 15), start, end, ms,
                            None if tile_end else done)
    if tile_end is not None:
        piece = next(p for p in scene.main.offer.values() if p.tile == action.tile)
        piece.hide()
        rect = QRectF(-TILE / 2, -TILE / 2, TILE, TILE)

        def draw(g: QPainter) -> None:
            art.tile_face(g, rect, action.tile)

        moved = scene.slide(draw, piece.centre(), tile_end, ms, done) or moved
    return moved


def _tile_end(board, before: GameState, seat: int, action) -> QPointF | None:
    """Where a claimed or starting tile goes: the next free spot of the river."""
    if not isinstance(action, (Claim, StartTile)):
        return None
    spot = len(before.players[seat].river) + 1
    if spot > components().spots:
        return None
    return board.cells[spot].centre()
