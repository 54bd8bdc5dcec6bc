"""The one small item every piece of the table is made of: a shape, a painting, a tooltip,
and optionally a click target that an interaction marks as legal."""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainter, QPainterPath, QPixmap, QPixmapCache, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsSceneMouseEvent, QStyleOptionGraphicsItem

from . import art, theme
from .i18n import current_language

Draw = Callable[[QPainter], None]
MARGIN = 4.0
MAX_REMEMBERED_PIXELS = 600 * 600  # larger pieces (a whole board) are drawn each time
QPixmapCache.setCacheLimit(max(QPixmapCache.cacheLimit(), 96 * 1024))  # KB: a few tables


class Piece(QGraphicsItem):
    """A painted piece. mark is None, 'legal' (a black and white ring) or 'coin' (a dashed
    gold ring, a hatch and a coin: costs a coin); see art.target_mark."""

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
        self.count: int | None = None  # what a counter shows (an island's supply), for tests
        self._key: str | None = None
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
            if self.key is None:
                self.draw(p)
            else:
                self._paint_remembered(p, self.draw)
        if self.mark:
            self._paint_mark(p)

    @property
    def key(self) -> str | None:
        """What the drawing shows, when a few words say it all ('river cell 3 7 T05'): a piece
        with a key is painted once per zoom and then copied, across redraws of the table."""
        return self._key

    @key.setter
    def key(self, key: str | None) -> None:
        self._key = key
        # copied from the pixmap cache already: a second, per-item cache would only cost
        self.setCacheMode(QGraphicsItem.CacheMode.NoCache if key else
                          QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def _paint_remembered(self, p: QPainter, draw: Draw) -> None:
        """Copy the drawing from the pixmap cache, drawn first if it is not there: a table is
        rebuilt after every move, and most of its pieces look as they did (issue #12: a whole
        River table took 35-80 ms to paint after each move, while the AI thought)."""
        t = p.worldTransform()
        scale = math.hypot(t.m11(), t.m12())
        box = self.boundingRect()
        width, height = math.ceil(box.width() * scale), math.ceil(box.height() * scale)
        if scale <= 0 or width * height > MAX_REMEMBERED_PIXELS or t.m12() or t.m21():
            draw(p)  # turned, huge or degenerate: drawn as it is
            return
        # the language, palette and text size too: they are drawn into its picture
        key = (f"{self.key}|{current_language()}|{theme.palette()}|{theme.text_scale():g}|"
               f"{box.width():g}x{box.height():g}|{width}x{height}")
        pixmap = QPixmap()
        if not QPixmapCache.find(key, pixmap):  # else it holds the remembered picture now
            pixmap = QPixmap(width, height)
            pixmap.fill(Qt.GlobalColor.transparent)
            g = QPainter(pixmap)
            g.setRenderHint(QPainter.RenderHint.Antialiasing)
            g.setRenderHint(QPainter.RenderHint.TextAntialiasing)
            g.scale(scale, scale)
            g.translate(-box.topLeft())
            try:
                draw(g)
            finally:  # a drawing that raised must not leave a painter on a pixmap freed next
                g.end()  # (Qt: "Cannot destroy paint device that is being painted", then a crash)
            QPixmapCache.insert(key, pixmap)
        corner = t.map(box.topLeft())
        p.save()
        p.resetTransform()
        p.drawPixmap(QPointF(round(corner.x()), round(corner.y())), pixmap)
        p.restore()

    def _paint_mark(self, p: QPainter) -> None:
        path = QPainterPath()
        if self.polygon is not None:
            path.addPolygon(self.polygon)
            path.closeSubpath()
        else:
            path.addRoundedRect(self.rect.adjusted(-1, -1, 1, 1), 6, 6)
        art.target_mark(p, path, self.mark == "coin", self.hovered, *self._coin_spot())

    def _coin_spot(self) -> tuple[QPointF, float]:
        """Where a coin mark goes: inside the top-right corner, or up right of a hex's centre."""
        r = self.rect
        if self.polygon is not None:
            return r.center() + QPointF(r.width() * 0.27, -r.height() * 0.1), r.height() * 0.12
        size = max(4.0, min(9.0, r.height() * 0.16))
        return QPointF(r.right() - size - 3, r.top() + size + 3), size

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
