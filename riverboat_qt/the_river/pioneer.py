"""A pioneer on the deciding seat's boat that the mouse can drag to an action spot.

The drag uses the item's own mouse press, move and release (a QDrag session would leave the
scene and cannot be driven in tests): the pioneer follows the pointer and, on release, tells the
interaction the scene point where it was dropped.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtWidgets import QGraphicsItem, QGraphicsSceneMouseEvent

from ..shell.piece import Piece
from . import art

LIFTED_Z = 300.0  # above every board and picker while dragged


class PioneerItem(Piece):
    """A seat's pioneer, drawn around its origin; draggable once on_drop is set."""

    SIZE = 15.0

    def __init__(self, seat: int, tip: str, parent: QGraphicsItem | None = None,
                 size: float = SIZE):
        rect = QRectF(-size, -size * 1.05, 2 * size, 2.15 * size)
        super().__init__(rect, lambda g: art.pioneer(g, seat, QPointF(), size), tip, None, parent)
        self.seat = seat
        self.key = f"pioneer {seat} {size}"
        self.home = QPointF()
        self.on_start: Callable[[PioneerItem], None] | None = None
        self.on_drop: Callable[[PioneerItem, QPointF], None] | None = None
        self.dragging = False
        self._grab = QPointF()
        self._lowered_z: float | None = None

    def set_draggable(self, on_start, on_drop) -> None:
        self.mark, self.on_start, self.on_drop = "legal", on_start, on_drop
        self.setCursor(Qt.CursorShape.OpenHandCursor)
        self.update()

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.on_drop is None:
            super().mousePressEvent(event)
            return
        event.accept()
        self.dragging = True
        self._lift()
        self._grab = self._in_parent(event.scenePos()) - self.pos()
        self.setCursor(Qt.CursorShape.ClosedHandCursor)
        if self.on_start:
            self.on_start(self)

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.dragging:
            self.setPos(self._in_parent(event.scenePos()) - self._grab)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if not self.dragging:
            return
        self.dragging = False
        self.setCursor(Qt.CursorShape.OpenHandCursor)
        if self.on_drop:
            self.on_drop(self, event.scenePos())

    def go_home(self) -> None:
        """Back on the boat, at its own height."""
        self.rest_at(self.home)

    def rest_at(self, pos: QPointF) -> None:
        """Stay at pos (in its board's coordinates), the board back at its own height, so
        that a picker opened next lies above it."""
        top = self.topLevelItem()
        if self._lowered_z is not None and top is not self:
            top.setZValue(self._lowered_z)
        self._lowered_z = None
        self.setPos(pos)

    def _in_parent(self, scene_pt: QPointF) -> QPointF:
        parent = self.parentItem()
        return parent.mapFromScene(scene_pt) if parent is not None else scene_pt

    def _lift(self) -> None:
        """Raise the board it stands on (not the pioneer off it: an item without a parent
        would be owned by its Python wrapper alone)."""
        top = self.topLevelItem()
        if top is not self and self._lowered_z is None:
            self._lowered_z = top.zValue()
            top.setZValue(LIFTED_Z)
        self.setZValue(5)
