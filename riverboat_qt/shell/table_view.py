"""The view of the table: fits the whole table into the window; Ctrl+wheel zooms; a panel
(the hint) floats in its top-right corner instead of taking rows from the table."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QImage, QPainter, QPixmapCache
from PySide6.QtWidgets import QGraphicsView, QWidget

from . import art
from .scene import TableScene


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

    def set_corner(self, panel: QWidget) -> None:
        """Float `panel` over the table's top-right corner (issue #35: the hint panel took
        ~110 px of the table's height)."""
        self.corner = panel
        panel.setParent(self)
        panel.installEventFilter(self)
        self._place_corner()

    def _place_corner(self) -> None:
        panel = self.corner
        if panel is None:
            return
        width = min(max(320, self.width() // 2), self.width() - 8, 640)
        height = min(panel.heightForWidth(width) if panel.hasHeightForWidth()
                     else panel.sizeHint().height(), self.height() - 8)
        panel.setGeometry(self.width() - width - 4, 4, width, max(height, 1))
        panel.raise_()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if watched is self.corner and event.type() in (QEvent.Type.Show,
                                                       QEvent.Type.LayoutRequest):
            self._place_corner()
        return super().eventFilter(watched, event)

    def fit(self) -> None:
        scene = self.scene()
        if isinstance(scene, TableScene):
            room = self.viewport().size()
            if scene.set_room(room.width(), room.height()):
                self.reshaped.emit()  # the owner rebuilds, then fits again
        if not self.zoomed and not self.scene().sceneRect().isEmpty():
            self.fitInView(self.scene().sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

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
            self.scale(factor, factor)
            return
        super().wheelEvent(event)
