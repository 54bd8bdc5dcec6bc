"""Crop tiles: drawn from the tile kind's cells, and the draggable tile of the planting phase."""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QKeySequence, QPainter, QPainterPath
from PySide6.QtWidgets import QGraphicsItem, QGraphicsSceneMouseEvent

from core.riverboat import Plant
from core.riverboat.components import components
from core.riverboat.hexgrid import rotate
from core.riverboat.mat import kind_of

from ...shell.piece import Piece
from .. import art, keys, theme

WHEEL_NOTCH = 120  # angle delta of one mouse-wheel notch
LIFTED_Z = 300.0  # a dragged tile's board goes above the mats and the pickers (z 200)


def tile_cells(kind_id: str, turns: int = 0) -> list[tuple[int, int, int]]:
    """The kind's (q, r, crop) cells turned by turns x 60 degrees."""
    return [(*rotate(q, r, turns), c) for q, r, c in components().tile_kinds[kind_id].cells]


def planted_kind(action: Plant) -> str:
    """The kind of the tile a legal Plant lays (kind_of has none only for cells no tile has)."""
    kind = kind_of(action.cells)
    if kind is None:
        raise ValueError(f"no crop tile lies on the cells of {action}")
    return kind


def tile_offset(kind_id: str, radius: float) -> QPointF:
    """Where cell (0, 0) goes so that the unturned tile is centred on the origin."""
    pts = [theme.axial_to_point(q, r, radius) for q, r, _ in tile_cells(kind_id)]
    cx = (min(p.x() for p in pts) + max(p.x() for p in pts)) / 2
    cy = (min(p.y() for p in pts) + max(p.y() for p in pts)) / 2
    return QPointF(-cx, -cy)


def _turned(offset: QPointF, step: int) -> QPointF:
    """offset turned as core.hexgrid.rotate turns a cell by step x 60 degrees."""
    a = theme.axial_to_point(1, 0, 1.0)
    b = theme.axial_to_point(*rotate(1, 0, step % 6), 1.0)
    angle = math.atan2(b.y(), b.x()) - math.atan2(a.y(), a.x())
    c, s = math.cos(angle), math.sin(angle)
    return QPointF(c * offset.x() - s * offset.y(), s * offset.x() + c * offset.y())


def draw_tile(p: QPainter, kind_id: str, origin: QPointF, radius: float, turns: int = 0) -> None:
    for q, r, crop in tile_cells(kind_id, turns):
        art.crop_hex(p, crop, origin + theme.axial_to_point(q, r, radius), radius)


class TileItem(Piece):
    """A crop tile whose cell (0, 0) sits at the item's origin; turns rotate it by 60 degrees.

    When drag callbacks are set, the tile follows the mouse; the wheel or R turns it.
    """

    def __init__(self, kind_id: str, radius: float, tip: str = "",
                 parent: QGraphicsItem | None = None):
        pts = [theme.axial_to_point(q, r, radius) for q, r, _ in tile_cells(kind_id)]
        rect = QRectF(min(p.x() for p in pts) - radius, min(p.y() for p in pts) - radius,
                      max(p.x() for p in pts) - min(p.x() for p in pts) + 2 * radius,
                      max(p.y() for p in pts) - min(p.y() for p in pts) + 2 * radius)
        super().__init__(rect, None, tip, None, parent)
        self.kind = kind_id
        self.radius = radius
        self.turns = 0
        self.home = QPointF()
        self.on_drag: Callable[[TileItem], None] | None = None
        self.on_drop: Callable[[TileItem], None] | None = None
        self.on_start: Callable[[TileItem], None] | None = None
        self.dragging = False
        self._grab = QPointF()
        self._lowered_z: float | None = None
        self._wheel = 0
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsFocusable)

    def boundingRect(self) -> QRectF:
        """Room for any turn: cells lie at most two hexes from cell (0, 0)."""
        r = (2 * theme.SQRT3 + 1.1) * self.radius
        return QRectF(-r, -r, 2 * r, 2 * r)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        for q, r, _ in tile_cells(self.kind, self.turns):
            path.addPolygon(theme.hex_polygon(self.radius, theme.axial_to_point(q, r, self.radius)))
        return path

    def paint(self, p: QPainter, option, widget=None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        draw_tile(p, self.kind, QPointF(), self.radius, self.turns)
        if self.mark and not self.dragging:  # the crops stay readable: a ring, no tint
            art.target_mark(p, self.shape().simplified(), self.mark == "coin", self.hovered,
                            hatch=False)

    def set_draggable(self, mark: str, on_start, on_drag, on_drop) -> None:
        self.mark, self.on_start, self.on_drag, self.on_drop = mark, on_start, on_drag, on_drop
        self.setCursor(Qt.CursorShape.OpenHandCursor)
        self.update()

    def turn(self, step: int) -> None:
        """Turn by step x 60 degrees; while dragged, about the point under the pointer, so the
        pointer stays on the tile and the next wheel notch or R turns it again."""
        self.prepareGeometryChange()
        self.turns = (self.turns + step) % 6
        if self.dragging:
            pointer = self.pos() + self._grab
            self._grab = _turned(self._grab, step)
            self.setPos(pointer - self._grab)
        self.update()
        if self.dragging and self.on_drag:
            self.on_drag(self)

    def wheel_turn(self, delta: int) -> bool:
        """A wheel step while dragged: one turn per notch (120), touchpads add up; False if
        the tile is not being dragged (the wheel then scrolls as usual)."""
        if not self.dragging:
            return False
        self._wheel += delta
        while abs(self._wheel) >= WHEEL_NOTCH:
            step = 1 if self._wheel < 0 else -1
            self._wheel += step * WHEEL_NOTCH
            self.turn(step)
        return True

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.on_drop is None:
            super().mousePressEvent(event)
            return
        event.accept()
        self.dragging = True
        self._wheel = 0
        self._lift()
        self._grab = self._in_parent(event.scenePos()) - self.pos()
        self.setFocus()
        self.setCursor(Qt.CursorShape.ClosedHandCursor)
        if self.on_start:
            self.on_start(self)

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if not self.dragging:
            return
        self.setPos(self._in_parent(event.scenePos()) - self._grab)
        if self.on_drag:
            self.on_drag(self)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if not self.dragging:
            return
        self.dragging = False
        self.setCursor(Qt.CursorShape.OpenHandCursor)
        self._lower()
        if self.on_drop:
            self.on_drop(self)

    def keyPressEvent(self, event) -> None:
        if self.dragging and QKeySequence(event.key()) == QKeySequence(keys.TURN.keys):
            self.turn(-1 if event.modifiers() & Qt.KeyboardModifier.ShiftModifier else 1)
            return
        event.ignore()

    def _in_parent(self, scene_pt: QPointF) -> QPointF:
        parent = self.parentItem()
        return parent.mapFromScene(scene_pt) if parent is not None else scene_pt

    def _lift(self) -> None:
        """Bring the tile above every mat while dragged by raising its board, not by taking it
        off the board: an item without a parent is owned by its Python wrapper, and a picker
        tile that nothing else refers to was deleted as soon as the press handler returned."""
        top = self.topLevelItem()
        if top is not self and self._lowered_z is None:
            self._lowered_z = top.zValue()
            top.setZValue(LIFTED_Z)
        self.setZValue(1)  # above its neighbours on the same board

    def _lower(self) -> None:
        """Put the board back at its own height once the tile is dropped."""
        top = self.topLevelItem()
        if self._lowered_z is not None and top is not self:
            top.setZValue(self._lowered_z)
        self._lowered_z = None
        self.setZValue(0)

    def go_home(self) -> None:
        self.turns = 0
        self._lower()
        self.setPos(self.home)
        self.prepareGeometryChange()
        self.update()
