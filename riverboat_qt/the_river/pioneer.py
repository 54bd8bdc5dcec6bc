"""A pioneer on the deciding seat's boat that the mouse can drag to an action spot, and the
boat, whose hull hands a press to its nearest pioneer.

The drag uses the item's own mouse press, move and release (a QDrag session would leave the
scene and cannot be driven in tests): the pioneer follows the pointer and, on release, tells the
interaction the scene point where it was dropped.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtWidgets import QGraphicsItem, QGraphicsSceneMouseEvent

from ..shell.piece import Draw, Piece
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
        self.start_drag(event.scenePos())

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.follow(event.scenePos())

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.end_drag(event.scenePos())

    def start_drag(self, scene_pt: QPointF, centred: bool = False) -> None:
        """Lifted where it was grabbed; `centred`: under the pointer (grabbed from the hull)."""
        self.dragging = True
        self._lift()
        self._grab = QPointF() if centred else self._in_parent(scene_pt) - self.pos()
        if centred:
            self.follow(scene_pt)
        self.setCursor(Qt.CursorShape.ClosedHandCursor)
        if self.on_start:
            self.on_start(self)

    def follow(self, scene_pt: QPointF) -> None:
        if self.dragging:
            self.setPos(self._in_parent(scene_pt) - self._grab)

    def end_drag(self, scene_pt: QPointF) -> None:
        if not self.dragging:
            return
        self.dragging = False
        self.setCursor(Qt.CursorShape.OpenHandCursor)
        if self.on_drop:
            self.on_drop(self, scene_pt)

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


class BoatItem(Piece):
    """The boat's hull, a far bigger target than a pioneer: a press there drags the pioneer
    nearest to it that can go; when none can, `on_idle_press` says what to do instead."""

    def __init__(self, rect: QRectF, draw: Draw, tip: str, pioneers: list[PioneerItem],
                 parent: QGraphicsItem | None = None):
        super().__init__(rect, draw, tip, None, parent)
        self.pioneers = pioneers  # the board's list: filled once the boat is drawn
        self.on_idle_press: Callable[[], None] | None = None
        self.held: PioneerItem | None = None

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        free = [man for man in self.pioneers if man.on_drop is not None]
        if not free:
            if self.on_idle_press is None:
                super().mousePressEvent(event)
                return
            event.accept()
            self.on_idle_press()
            return
        event.accept()
        point = event.scenePos()
        self.held = min(free, key=lambda man: (man.scenePos() - point).manhattanLength())
        self.held.start_drag(point, centred=True)

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.held is not None:
            self.held.follow(event.scenePos())

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        held, self.held = self.held, None
        if held is not None:
            held.end_drag(event.scenePos())
