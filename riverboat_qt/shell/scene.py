"""The base of every game's table scene: a picture rebuilt from the state after each move, a
picker overlay (one at a time, Esc closes it), and pieces that slide to show another seat's move.

A game's scene subclasses TableScene and implements rebuild(); it lays its items out from the
state and keeps references to those its interactions, hints and animations need. A scene with
more than one arrangement names their sizes (layout_sizes) and draws the one that shows the
table largest in the view's room (set_room, issue #35), keeping the one on screen while the room
changes little (HOLD, issue #47).
"""

from __future__ import annotations

import weakref
from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import (
    QCoreApplication,
    QEasingCurve,
    QPointF,
    QRectF,
    QSizeF,
    Qt,
    QTimer,
    QVariantAnimation,
    Signal,
)
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

from . import art, theme
from .piece import Piece

READABLE = 0.75  # the scale at which a table's smallest board still reads (its side mats)
TIE = 1.03  # arrangements whose scales differ less than this are as good
# The arrangement on screen is kept until another shows the table HOLD * TIE times larger:
# the recap line (20 px of a 570 px view, 4%) flipped The River's table at 1280x720 (issue
# #47), and 20 px of the shortest view (420 px) are 4.8%; 1.1 held a table 10% smaller than
# the best (Riverboat's stack, from 1600x1000 to 1280x720)
HOLD = 1.04
# What the scene's rect adds to an arrangement's size, in all (end_rebuild's 12 each side and
# the pieces' own 4): left out, a tall arrangement looked 4% larger in a 1024x700 window
FRAME = 32.0
PICKER_Z = 200  # a picker over the boards
PEEK_Z = 300  # a seat's board opened from its summary, over the pickers
MARKS_Z = PICKER_Z - 10  # the last moves' marks: over every piece, under a picker (issue #47)


class Summary(Piece):
    """A seat's board in brief (TableScene.add_summary): the pointer on it shows the board,
    a click keeps it open."""

    def __init__(self, width: float, height: float, title: str, lines: Sequence[str],
                 colours: tuple[QColor, QColor], panel: QGraphicsItem):
        super().__init__(QRectF(0, 0, width, height))
        self.title, self.lines = title, tuple(lines)
        self.fill, self.edge = QColor(colours[0]), QColor(colours[1])
        self.board = panel
        self.pinned = False
        self.name = "summary"
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    def paint(self, p: QPainter, option, widget=None) -> None:
        self.paint_summary(p)

    def mousePressEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        event.accept()
        self.toggle()

    def paint_summary(self, g: QPainter) -> None:
        width = self.rect.width()
        art.pill(g, self.rect, QColor("#fffaf0"), theme.colour("ink"), 10)
        art.pill(g, QRectF(width - 44, 10, 32, 24), self.fill, self.edge, 5)  # seat colour
        left = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        art.text(g, QRectF(12, 8, width - 64, 30), self.title, 19, True, align=left)
        for k, line in enumerate(self.lines):
            art.text(g, QRectF(12, 40 + k * 30, width - 24, 28), line, 17, align=left)

    def toggle(self) -> None:
        self.pinned = not self.pinned
        self.board.setVisible(self.pinned or self.hovered)

    def hoverEnterEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        super().hoverEnterEvent(event)
        self.board.show()

    def hoverLeaveEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        super().hoverLeaveEvent(event)
        self.board.setVisible(self.pinned)


class TableScene(QGraphicsScene):
    """Owns the items of one picture of the table; rebuild() draws a new picture."""

    overlay_pos = QPointF(20, 20)  # where pickers open (a game puts them over its boards)
    overlay_changed = Signal()  # a picker opened or closed (the hint rings what it shows)

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
        self.room = QSizeF()  # the view's size, in pixels (empty: unknown)
        self.layout = ""  # the arrangement rebuild() draws: a key of layout_sizes()
        # the seats' boards in brief: held here, as Python must hold a top-level item it made
        # (addItem does not; a summary held by nothing was collected, and its paint crashed)
        self.summaries: list[Summary] = []

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
        self.summaries = []
        self.state, self.focus, self.names = state, focus, tuple(names)
        self.layout = self.choose_layout(state.num_players)

    def end_rebuild(self) -> None:
        """The scene's rect: the items shown (a board opened from its summary is not)."""
        shown = QRectF()
        for item in self.items():
            if item.parentItem() is None and item.isVisible():
                shown = shown.united(item.sceneBoundingRect())
        self.setSceneRect(shown.adjusted(-12, -12, 12, 12))

    # -- arrangements ---------------------------------------------------------------------

    def layout_sizes(self, players: int) -> dict[str, tuple[QSizeF, float]]:
        """Each arrangement of a table of `players`, the first preferred: its scene size and
        the scale of its smallest board (a seat's board drawn small beside the others)."""
        return {"": (QSizeF(1, 1), 1.0)}

    def set_room(self, width: float, height: float) -> bool:
        """The view's room in pixels: True if the table should be drawn in another arrangement
        (the caller rebuilds it)."""
        self.room = QSizeF(width, height)
        if self.state is None:
            return False
        return self.choose_layout(self.state.num_players) != self.layout

    def choose_layout(self, players: int) -> str:
        """The first (preferred) arrangement while its smallest board shows at READABLE scale
        or more; else the one whose smallest board shows largest (the earlier within TIE).
        The arrangement drawn now counts HOLD times larger: it stays until the room really
        changes, not when the recap line comes or goes (issue #47)."""
        sizes = self.layout_sizes(players)
        first = next(iter(sizes))
        if self.room.isEmpty():
            return first

        def scale(name: str) -> float:
            fit = self.board_scale(sizes[name])
            return fit * HOLD if name == self.layout else fit

        if scale(first) >= READABLE:
            return first
        best = max(scale(name) for name in sizes)
        held = [self.layout] if self.layout in sizes else []
        return next(name for name in [*held, *sizes] if scale(name) >= best / TIE)

    def board_scale(self, size: tuple[QSizeF, float]) -> float:
        """The screen scale of an arrangement's smallest board (`size`: a value of
        layout_sizes) in the view's room."""
        table, smallest = size
        return smallest * min(self.room.width() / (table.width() + FRAME),
                              self.room.height() / (table.height() + FRAME))

    def place(self, item: QGraphicsItem, x: float, y: float) -> None:
        self.addItem(item)
        item.setPos(x, y)

    # -- a seat's board in brief --------------------------------------------------------

    def add_summary(self, rect: QRectF, title: str, lines: Sequence[str],
                    colours: tuple[QColor, QColor], panel: QGraphicsItem,
                    peek_at: QPointF) -> Summary:
        """A seat's board in a few large words where the table is short of room; the whole
        board (`panel`, at full size) opens at `peek_at` while the pointer is on the summary,
        and stays open after a click until the next click."""
        summary = Summary(rect.width(), rect.height(), title, lines, colours, panel)
        self.place(summary, rect.x(), rect.y())
        self.summaries.append(summary)
        if panel.scene() is not self:
            self.addItem(panel)
        panel.setPos(peek_at)
        panel.setZValue(PEEK_Z)
        panel.hide()
        return summary

    def shown_by(self, piece: QGraphicsItem) -> QGraphicsItem:
        """Where the table shows `piece`: the summary of its board while that board is drawn
        in brief (the board itself, kept where it opens, lies over other boards: issue #47),
        else the piece itself."""
        board = piece.topLevelItem()
        return next((s for s in self.summaries if s.board is board), piece)

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
        self.overlay.setZValue(PICKER_Z)
        self.overlay.setAcceptHoverEvents(False)
        close_rect = QRectF(width - 40, 6, 30, 26)
        close = Piece(close_rect, lambda g: art.text(g, close_rect, "✕", 20, True),
                      QCoreApplication.translate("TableScene", "Close (Esc)"), None, self.overlay)
        close.name = "close picker"
        close.set_target(None, self.close_overlay)
        self.addItem(self.overlay)
        self.overlay.setPos(self.overlay_pos)
        QTimer.singleShot(0, self, self.overlay_changed.emit)  # once the picker is filled
        return self.overlay

    def close_overlay(self) -> None:
        """The player closes the picker: hidden, and its interaction told (on_overlay_closed)."""
        self.hide_overlay()
        closed, self.on_overlay_closed = self.on_overlay_closed, None
        if closed is not None:
            closed()

    def hide_overlay(self) -> None:
        shown = self.overlay is not None
        if self.overlay is not None and self.overlay.scene() is self:
            self.removeItem(self.overlay)
        self.overlay = None
        if shown:
            self.overlay_changed.emit()

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
