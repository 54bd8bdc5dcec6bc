"""The view of the table: fits the whole table into the window; Ctrl+wheel zooms; a panel
(the hint) floats where the table leaves room (issue #47: not over the player's own board),
else in its top-right corner, instead of taking rows from the table. Larger text above the
table (View > Text size) never shows the table smaller than the usual size would: the table
keeps that scale and scrolls (issue #48)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QRect, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QImage, QPainter, QPixmapCache, QTransform
from PySide6.QtWidgets import QGraphicsView, QStyle, QWidget

from . import art
from .scene import TableScene

PANEL_WIDTHS = (300, 640)  # the floating panel's narrowest and widest
PANEL_HEIGHT = 120  # the least it takes beside the table: the title and a row or two
GAP = 4  # between the panel and the table's pieces or the view's edge
FIT_MARGIN = 2  # what QGraphicsView.fitInView leaves on each side
BLANK = 12.0  # scene units: the empty edge around the table's pieces (TableScene.end_rebuild)


class TableView(QGraphicsView):
    """Fits the whole table into the window (once a resize settles); Ctrl+wheel zooms."""

    reshaped = Signal()  # the scene wants another arrangement for the view's new shape

    def __init__(self, scene: TableScene):
        super().__init__(scene)
        self._refit = QTimer(self)
        self._refit.setSingleShot(True)
        self._refit.setInterval(120)
        self._refit.timeout.connect(self.fit)
        self.setRenderHints(QPainter.RenderHint.Antialiasing
                            | QPainter.RenderHint.TextAntialiasing)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        # a window taller than the table keeps the table at the top, the spare room below
        self.setAlignment(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
        self.zoomed = False
        self.corner: QWidget | None = None
        # how many pixels of the view's height the window's larger text takes (the owner's
        # measure: Appearance.height_taken); the table is fitted to the room without them
        self.height_taken: Callable[[], int] = lambda: 0
        # how many of them (at the usual text size) lines that come and go between moves take
        # (Appearance.height_lent): the table's arrangement is chosen as if they were the view's
        self.height_lent: Callable[[], int] = lambda: 0

    def set_corner(self, panel: QWidget) -> None:
        """Float `panel` over the table's top-right corner (issue #35: the hint panel took
        ~110 px of the table's height)."""
        self.corner = panel
        panel.setParent(self)
        panel.installEventFilter(self)
        self._place_corner()

    def _place_corner(self) -> None:
        panel = self.corner
        if panel is None or not panel.isVisible():
            return
        spot = self._free_spot(panel)
        if spot is None:  # no room beside the table: over its top-right corner
            width = min(max(PANEL_WIDTHS[0], self.width() // 2), self.width() - 2 * GAP,
                        PANEL_WIDTHS[1])
            height = min(_height_for(panel, width), self.height() - 2 * GAP)
            spot = QRect(self.width() - width - GAP, GAP, width, max(height, 1))
        panel.setGeometry(spot)
        panel.raise_()

    def _free_spot(self, panel: QWidget) -> QRect | None:
        """Where `panel` goes without covering a piece of the table: the widest spot (up to the
        widest panel) that holds it whole, then the highest, then the rightmost; else the
        largest spot at least PANEL_HEIGHT tall (the panel scrolls); None if none is."""
        room = self.viewport().geometry().adjusted(GAP, GAP, -GAP, -GAP)
        heights: dict[int, int] = {}
        whole: tuple[tuple[int, int, int], QRect] | None = None
        cramped: tuple[int, QRect] | None = None
        for left, right, top, bottom in free_rects(room, self.table_areas()):
            width = min(right - left, PANEL_WIDTHS[1])
            if width not in heights:
                heights[width] = _height_for(panel, width)
            spot = QRect(right - width, top, width, min(heights[width], bottom - top))
            if heights[width] <= bottom - top:
                rank = (-width, top, -right)
                if whole is None or rank < whole[0]:
                    whole = rank, spot
            elif bottom - top >= PANEL_HEIGHT and (cramped is None or
                                                   width * (bottom - top) > cramped[0]):
                cramped = width * (bottom - top), spot
        best = whole or cramped
        return best[1] if best else None

    def table_areas(self) -> list[QRect]:
        """The table's top pieces (its panels and boards) as the view shows them, in the view's
        coordinates, a gap around each."""
        scene = self.scene()
        if scene is None:
            return []
        offset = self.viewport().pos()
        return [self.mapFromScene(item.sceneBoundingRect()).boundingRect().translated(offset)
                .adjusted(-GAP, -GAP, GAP, GAP)
                for item in scene.items() if item.parentItem() is None and item.isVisible()]

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if watched is self.corner and event.type() in (QEvent.Type.Show,
                                                       QEvent.Type.LayoutRequest):
            self._place_corner()
        return super().eventFilter(watched, event)

    def fit(self) -> None:
        self._fit()
        self._place_corner()  # the table's new arrangement may leave room elsewhere

    def _fit(self) -> None:
        scene = self.scene()
        room = self.maximumViewportSize()  # without scroll bars
        usual = QSize(room.width(), room.height() + self.height_taken())
        steady = usual.height() + self.height_lent()  # the same from move to move
        if isinstance(scene, TableScene) and scene.set_room(usual.width(), steady):
            self.reshaped.emit()  # the owner rebuilds, then fits again
        rect = self.scene().sceneRect()
        if self.zoomed or rect.isEmpty():
            return
        # fitted, the table is never wider than the view but for its blank edge
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.fitInView(rect, Qt.AspectRatioMode.KeepAspectRatio)
        kept = self.usual_scale(rect, room, usual)
        if kept > self.transform().m11():  # the text above is larger: the table scrolls
            self.setTransform(QTransform.fromScale(kept, kept))
            self.verticalScrollBar().setValue(self.verticalScrollBar().minimum())

    def usual_scale(self, rect: QRectF, room: QSize, usual: QSize) -> float:
        """The scale that fits `rect` into the `usual` room (the view's with the window's text
        at its usual size), narrowed by a scroll bar where the table is then taller than
        `room`, the view's room now."""
        margin = 2 * FIT_MARGIN
        scale = min((usual.width() - margin) / rect.width(),
                    (usual.height() - margin) / rect.height())
        if rect.height() * scale > room.height():  # the scroll bar may cover the blank edge
            bar = self.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent, None, self)
            scale = min(scale, (room.width() - bar) / (rect.width() - 2 * BLANK))
        return scale

    def text_sizes(self) -> list[tuple[float, str]]:
        """Every text the view shows now, as (pixels on the screen, words): the layout's
        floor (issue #35) is checked on these."""
        QPixmapCache.clear()  # pieces remembered as pictures are drawn again, and measured
        image = QImage(self.viewport().size(), QImage.Format.Format_ARGB32)
        painter = QPainter(image)
        with art.measure_text() as seen:
            self.render(painter, QRectF(image.rect()), self.viewport().rect())
        painter.end()
        return seen

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._place_corner()
        self._refit.start()  # re-render the table at its new zoom once, not at every step

    def wheelEvent(self, event) -> None:
        if event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            factor = 1.15 if event.angleDelta().y() > 0 else 1 / 1.15
            self.zoomed = True
            self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
            self.scale(factor, factor)
            return
        super().wheelEvent(event)


def _height_for(panel: QWidget, width: int) -> int:
    return panel.heightForWidth(width) if panel.hasHeightForWidth() else panel.sizeHint().height()


def free_rects(room: QRect, taken: list[QRect]) -> list[tuple[int, int, int, int]]:
    """The rectangles of `room` that no rectangle of `taken` overlaps, as (left, right, top,
    bottom), each as tall as it can be for a pair of left and right edges made by the room's
    edges and the sides of what is taken, at least PANEL_WIDTHS[0] wide."""
    lefts = {room.left(), *(r.right() + 1 for r in taken if room.left() < r.right() + 1)}
    rights = {room.right() + 1, *(r.left() for r in taken if r.left() < room.right() + 1)}
    found = []
    for left in lefts:
        for right in rights:
            if right - left < PANEL_WIDTHS[0]:
                continue
            across = sorted((r.top(), r.bottom() + 1) for r in taken
                            if r.left() < right and r.right() + 1 > left)
            top = room.top()
            for start, end in [*across, (room.bottom() + 1, room.bottom() + 1)]:
                if start > top:
                    found.append((left, right, top, min(start, room.bottom() + 1)))
                top = max(top, end)
    return found
