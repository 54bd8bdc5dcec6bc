"""The base of every game's table scene: a picture rebuilt from the state after each move, a
picker overlay (one at a time, Esc closes it), and pieces that slide to show another seat's move.

A game's scene subclasses TableScene and implements rebuild(); it lays its items out from the
state and keeps references to those its interactions, hints and animations need.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QEasingCurve, QPointF, QRectF, Qt, QVariantAnimation
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

from . import art, theme
from .piece import Piece


class TableScene(QGraphicsScene):
    """Owns the items of one picture of the table; rebuild() draws a new picture."""

    overlay_pos = QPointF(20, 20)  # where pickers open (a game puts them over its boards)

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setBackgroundBrush(theme.colour("table"))
        self.state: Any = None
        self.focus = 0
        self.names: tuple[str, ...] = ()
        self._animations: list[QVariantAnimation] = []
        self.overlay: Piece | None = None
        # called when the player closes the picker (its close button, Esc): the interaction
        # that opened it backs out of its half-done action
        self.on_overlay_closed: Callable[[], object] | None = None

    def rebuild(self, state: Any, focus: int, names: Sequence[str] = ()) -> None:
        """Clear and redraw everything from the state; `focus` is the seat shown largest and
        `names` how this game calls its seats (texts.seat_name; colours if empty)."""
        raise NotImplementedError

    def begin_rebuild(self, state: Any, focus: int, names: Sequence[str]) -> None:
        """The common start of a rebuild: stop slides, clear the items, keep the inputs."""
        self.stop_animations()
        self.clear()
        self.overlay = None
        self.on_overlay_closed = None
        self.state, self.focus, self.names = state, focus, tuple(names)

    def end_rebuild(self) -> None:
        self.setSceneRect(self.itemsBoundingRect().adjusted(-12, -12, 12, 12))

    def place(self, item: QGraphicsItem, x: float, y: float) -> None:
        self.addItem(item)
        item.setPos(x, y)

    # -- pickers over the boards ---------------------------------------------------------

    def open_overlay(self, title: str, width: float, height: float) -> Piece:
        """A panel over the table with a title and a close button (Esc closes it too); the
        caller adds its choices as children."""
        self.hide_overlay()
        rect = QRectF(0, 0, width, height)

        title_rect = QRectF(12, 6, width - 60, 30)
        # A long title (a payment in English, most titles in Italian) shrinks and wraps to
        # stay on the panel instead of running over its edge.
        size = art.fitted_size(title_rect.width(), title_rect.height(), title, 15, 8, True)

        def draw(g: QPainter) -> None:
            art.pill(g, rect, QColor("#fffaf0"), theme.colour("ink"), 10)
            art.text(g, title_rect, title, size, True,
                     align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)

        self.overlay = Piece(rect, draw)
        self.overlay.setZValue(200)
        self.overlay.setAcceptHoverEvents(False)
        close_rect = QRectF(width - 40, 6, 30, 26)
        close = Piece(close_rect, lambda g: art.text(g, close_rect, "✕", 20, True),
                      QCoreApplication.translate("TableScene", "Close (Esc)"), None, self.overlay)
        close.name = "close picker"
        close.set_target(None, self.close_overlay)
        self.addItem(self.overlay)
        self.overlay.setPos(self.overlay_pos)
        return self.overlay

    def close_overlay(self) -> None:
        """The player closes the picker: hidden, and its interaction told (on_overlay_closed)."""
        self.hide_overlay()
        closed, self.on_overlay_closed = self.on_overlay_closed, None
        if closed is not None:
            closed()

    def hide_overlay(self) -> None:
        if self.overlay is not None and self.overlay.scene() is self:
            self.removeItem(self.overlay)
        self.overlay = None

    # -- animation ------------------------------------------------------------------------

    def slide(self, draw: Callable[[QPainter], None], start: QPointF | None,
              end: QPointF | None, ms: int, done: Callable[[], None] | None = None) -> bool:
        """A transient picture (draw(painter) around the origin) moving from start to end;
        done() is called when it arrives (not if the table is redrawn before)."""
        if ms <= 0 or start is None or end is None:
            return False
        ghost = Piece(QRectF(-110, -80, 220, 160), draw)
        ghost.setZValue(500)
        ghost.setAcceptHoverEvents(False)
        ghost.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.addItem(ghost)
        ghost.setPos(start)
        anim = QVariantAnimation(self)
        anim.setStartValue(start)
        anim.setEndValue(end)
        anim.setDuration(ms)
        anim.setEasingCurve(QEasingCurve.Type.InOutCubic)
        anim.valueChanged.connect(ghost.setPos)
        # The slot holds the scene weakly: a strong reference would keep a scene that nothing
        # else holds alive until the animation's deleteLater, and that deletion would then
        # free the scene, and the animation with it, in the middle of the animation's own
        # destructor (a double delete: the bus error of the CI run of 16e8136).
        owner = weakref.ref(self)

        def arrived() -> None:
            scene = owner()
            if scene is not None:
                scene._end_slide(anim, ghost, done)

        anim.finished.connect(arrived)
        self._animations.append(anim)
        anim.start()
        return True

    def _end_slide(self, anim: QVariantAnimation, ghost: Piece, done=None) -> None:
        if anim in self._animations:
            self._animations.remove(anim)
            if ghost.scene() is self:
                self.removeItem(ghost)
            anim.deleteLater()
            if done is not None:
                done()

    def stop_animations(self) -> None:
        for anim in self._animations:
            anim.stop()
            anim.deleteLater()
        self._animations = []
