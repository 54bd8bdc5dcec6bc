"""The one small item every piece of the table is made of: a shape, a painting, a tooltip,
and optionally a click target that an interaction marks as legal."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsSceneMouseEvent, QStyleOptionGraphicsItem

from .. import theme

Draw = Callable[[QPainter], None]
MARGIN = 4.0


class Piece(QGraphicsItem):
    """A painted piece. mark is None, 'legal' (blue) or 'coin' (gold: costs a coin)."""

    def __init__(self, rect: QRectF, draw: Draw | None = None, tip: str = "",
                 polygon: QPolygonF | None = None, parent: QGraphicsItem | None = None):
        super().__init__(parent)
        self.rect = QRectF(rect)
        self.draw = draw
        self.polygon = polygon
        self.mark: str | None = None
        self.on_click: Callable[[], None] | None = None
        self.hovered = False
        self.name = ""  # a stable name for tests and animations, e.g. 'hex b3', 'boat 4'
        if tip:
            self.setToolTip(tip)
        self.setAcceptHoverEvents(True)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.cache()

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-MARGIN, -MARGIN, MARGIN, MARGIN)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        if self.polygon is not None:
            path.addPolygon(self.polygon)
        else:
            path.addRect(self.rect)
        return path

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget=None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.draw is not None:
            self.draw(p)
        if self.mark:
            self._paint_mark(p)

    def _paint_mark(self, p: QPainter) -> None:
        key = "coin_highlight" if self.mark == "coin" else "highlight"
        edge = theme.colour(key)
        fill = QColor(edge)
        fill.setAlpha(90 if self.hovered else 45)
        pen = QPen(edge, 4.0 if self.hovered else 3.0)
        if self.mark == "coin":
            pen.setStyle(Qt.PenStyle.DashLine)
        p.setPen(pen)
        p.setBrush(fill)
        if self.polygon is not None:
            p.drawPolygon(self.polygon)
        else:
            p.drawRoundedRect(self.rect.adjusted(-1, -1, 1, 1), 6, 6)

    def set_target(self, mark: str | None, on_click: Callable[[], None] | None) -> None:
        """Make the piece a click target (mark None: clickable but not highlighted)."""
        self.mark = mark
        self.on_click = on_click
        cursor = Qt.CursorShape.PointingHandCursor if mark else Qt.CursorShape.ArrowCursor
        self.setCursor(cursor)
        self.update()

    def cache(self) -> None:
        """Repaint from a pixmap at the current zoom: Python paints an item again only when it
        changes or the zoom does (a resize re-fits once it settles), never at a mere repaint."""
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def centre(self) -> QPointF:
        """The piece's centre in scene coordinates."""
        return self.mapToScene(self.rect.center())

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.on_click is None:
            event.ignore()
            return
        event.accept()
        self.on_click()

    def hoverEnterEvent(self, event) -> None:
        self.hovered = True
        self.update()

    def hoverLeaveEvent(self, event) -> None:
        self.hovered = False
        self.update()
