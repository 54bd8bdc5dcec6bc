"""The view of the table: fits the whole table into the window; Ctrl+wheel zooms."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGraphicsView

from .scene import TableScene


class TableView(QGraphicsView):
    """Fits the whole table into the window (once a resize settles); Ctrl+wheel zooms."""

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

    def fit(self) -> None:
        if not self.zoomed and not self.scene().sceneRect().isEmpty():
            self.fitInView(self.scene().sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._refit.start()  # re-render the table at its new zoom once, not at every step

    def wheelEvent(self, event) -> None:
        if event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            factor = 1.15 if event.angleDelta().y() > 0 else 1 / 1.15
            self.zoomed = True
            self.scale(factor, factor)
            return
        super().wheelEvent(event)
