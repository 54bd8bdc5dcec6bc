"""Dragging a crop tile onto the mat: a ghost that snaps to legal positions only.

The ghost's cells come from the tile kind's cells turned with core.hexgrid.rotate and moved to
the hex under the pointer; a position is shown only if the engine lists that Plant action.
"""

from __future__ import annotations

from collections import Counter, defaultdict

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QPainter, QPainterPath

from core.riverboat import Plant
from core.riverboat.hexgrid import DIRECTIONS, from_axial
from core.riverboat.state import GameState

from ..shell import i18n
from ..shell.i18n import Words
from ..shell.piece import Piece
from . import art, theme
from .items.mat import MatPanel
from .items.mat import R as MAT_R
from .items.tiles import TileItem, planted_kind, tile_cells

SNAP = 0.75  # how far (in hexes) the pointer may be from a legal position for it to snap


class RiverboatDrag(Words):
    """The translation context of the planting drag's words (`RiverboatDrag.tr`)."""


def axial_round(q: float, r: float) -> tuple[int, int]:
    x, z = q, r
    y = -x - z
    rx, ry, rz = round(x), round(y), round(z)
    dx, dy, dz = abs(rx - x), abs(ry - y), abs(rz - z)
    if dx > dy and dx > dz:
        rx = -ry - rz
    elif dy > dz:
        ry = -rx - rz
    else:
        rz = -rx - ry
    return int(rx), int(rz)


class PlantDrag:
    """Connects draggable tiles to the legal Plant actions of one decision."""

    def __init__(self, host, state: GameState, panel: MatPanel, legal: list):
        self.host, self.state, self.panel = host, state, panel
        self.actions: dict[tuple[bool, tuple], Plant] = {}
        self.kinds: dict[bool, set[str]] = defaultdict(set)
        for a in legal:
            if isinstance(a, Plant):
                self.actions[(a.coin, a.cells)] = a
                self.kinds[a.coin].add(planted_kind(a))
        self.ghost: Piece | None = None
        self.snap: Plant | None = None
        self.coin = False

    # -- set-up ---------------------------------------------------------------------------

    def attach(self, tile: TileItem, coin: bool) -> None:
        if tile.kind in self.kinds[coin]:
            tile.set_draggable("coin" if coin else "legal", self.start, self.move,
                               lambda t, c=coin: self.drop(t, c))
        else:
            tile.set_target(None, lambda: self.host.refuse(RiverboatDrag.tr(
                "This tile fits under none of your workers that wait for a crop.")))

    def open_pile_picker(self) -> None:
        """Show the 1-hex and 2-hex piles' tiles (what a coin may buy) as draggable tiles."""
        counts = Counter(k for size in (0, 1) for k in self.state.crop_piles[size])
        kinds = [k for k in sorted(counts, key=lambda k: (len(k), k)) if k in self.kinds[True]]
        tiles = self.host.scene.show_tile_picker(
            RiverboatDrag.tr("From the piles for 1 coin: drag a tile onto your workers"), kinds,
            counts)
        for tile in tiles:
            self.attach(tile, coin=True)

    # -- the drag -------------------------------------------------------------------------

    def start(self, tile: TileItem) -> None:
        tile.setScale(MAT_R * self.panel.scale() / tile.radius)
        self.ghost = Piece(self.panel.sceneBoundingRect(), None)
        self.ghost.setCacheMode(Piece.CacheMode.NoCache)  # redrawn at every mouse move
        self.ghost.setZValue(310)  # above the dragged tile, which is see-through
        tile.setOpacity(0.55)
        self.ghost.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.ghost.setAcceptHoverEvents(False)
        self.host.scene.addItem(self.ghost)
        self.snap = None
        self.host.hint(RiverboatDrag.tr(
            "Drop the tile on your workers; the mouse wheel or R turns it."))

    def move(self, tile: TileItem) -> None:
        self.snap = self._find_snap(tile)
        cells = self.snap.cells if self.snap else ()
        centres = [(self.panel.hex_centre(h), crop) for h, crop in cells]
        radius = MAT_R * self.panel.scale()
        if self.ghost is not None:  # shown from start() until the drop
            self.ghost.draw = lambda g: _draw_ghost(g, centres, radius)
            self.ghost.update()

    def drop(self, tile: TileItem, coin: bool) -> None:
        self.move(tile)
        snap = self.snap
        tile.setOpacity(1.0)
        self._end()
        if snap is not None:
            self.host.submit(snap)
            return
        reason = self._reason(tile, coin)
        tile.setScale(1.0)
        tile.go_home()
        self.host.refuse(reason)

    def _end(self) -> None:
        if self.ghost is not None and self.ghost.scene() is not None:
            self.host.scene.removeItem(self.ghost)
        self.ghost = None

    # -- geometry -------------------------------------------------------------------------

    def _cells_at(self, tile: TileItem, q: int, r: int) -> tuple | None:
        cells = []
        for dq, dr, crop in tile_cells(tile.kind, tile.turns):
            h = from_axial(q + dq, r + dr)
            if h is None:
                return None
            cells.append((h, crop))
        return tuple(sorted(cells))

    def _find_snap(self, tile: TileItem) -> Plant | None:
        coin = tile.mark == "coin"
        fq, fr = self.panel.axial_at(tile.scenePos())
        aq, ar = axial_round(fq, fr)
        best, best_d = None, SNAP
        for dq, dr in ((0, 0), *DIRECTIONS):
            q, r = aq + dq, ar + dr
            cells = self._cells_at(tile, q, r)
            action = self.actions.get((coin, cells)) if cells else None
            d = _hex_distance(fq - q, fr - r)
            if action is not None and d < best_d:
                best, best_d = action, d
        return best

    def _reason(self, tile: TileItem, coin: bool) -> str:
        fq, fr = self.panel.axial_at(tile.scenePos())
        cells = self._cells_at(tile, *axial_round(fq, fr))
        if cells is None:
            return RiverboatDrag.tr(
                "Drop the tile onto your own mat, under workers waiting for a crop.")
        why = self.state.why_illegal(Plant(cells, coin))
        reason = i18n.render(why) if why else RiverboatDrag.tr("not a legal position")
        return reason[0].upper() + reason[1:] + "."


def _hex_distance(dq: float, dr: float) -> float:
    return (abs(dq) + abs(dr) + abs(dq + dr)) / 2


def _draw_ghost(g: QPainter, centres: list[tuple[QPointF, int]], radius: float) -> None:
    """The tile where it would land: its crops, a little see-through, in the target ring."""
    g.setOpacity(0.8)
    for c, crop in centres:
        art.crop_hex(g, crop, c, radius)
    g.setOpacity(1.0)
    outline = QPainterPath()
    for c, _ in centres:
        outline.addPolygon(theme.hex_polygon(radius * 0.95, c))
        outline.closeSubpath()
    art.target_mark(g, outline.simplified(), False)
