"""What the other seats did since the player's last decision: a dashed ring and a numbered badge
on the table for each of their moves (the pieces hint_ring's mapping, table.highlight_action,
gives), and a one-line recap by the prompt whose numbers match the badges. Both stay until a
human acts; an undo, a new game or an opened game clears them."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetrics, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QLabel

from core import Event
from core.game import Action, State

from . import i18n, theme
from .hint_ring import HintRing, unmark
from .scene import MARKS_Z

MARK_COLOUR = QColor("#6a1b9a")  # purple: unlike the hint's teal, any crop, field or seat
BADGE = 22.0  # the badge's diameter, in scene units


@dataclass(frozen=True)
class LastMove:
    """One move of another seat: what the table marks and the recap says."""

    action: Action
    seat: int
    what: str  # the log's words without the subject ('claimed a forest'), translated


class LastMoveRing(QGraphicsItem):
    """A dashed outline along a piece (a hint's ring path) and a badge with the move's number:
    the dash and the number say 'last move' without the colour."""

    def __init__(self, ring: HintRing, number: int, seat: int, shift: int = 0):
        super().__init__(ring.board if ring.on_board else None)  # on a board in brief: with it
        self.path, self.number, self.seat = ring.path, number, seat
        self.board = ring.board  # the board (or a seat's summary) the mark lies on
        self.shift = shift  # earlier badges on the same piece: this one goes left of them
        self.setZValue(MARKS_Z)  # over every piece, under a picker
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)
        self.name = "last-move"

    def badge_rect(self) -> QRectF:
        corner = self.path.boundingRect().topRight()
        return QRectF(corner.x() - BADGE * (0.7 + 1.1 * self.shift), corner.y() - BADGE * 0.3,
                      BADGE, BADGE)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt's name)
        return self.path.boundingRect().adjusted(-5, -5, 5, 5).united(
            self.badge_rect().adjusted(-3, -3, 3, 3))

    def paint(self, p: QPainter, option, widget=None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setBrush(Qt.BrushStyle.NoBrush)
        for colour, width, style in ((QColor("white"), 7.0, Qt.PenStyle.SolidLine),
                                     (MARK_COLOUR, 3.5, Qt.PenStyle.DashLine)):
            p.setPen(QPen(colour, width, style, Qt.PenCapStyle.RoundCap,
                          Qt.PenJoinStyle.RoundJoin))
            p.drawPath(self.path)
        rect = self.badge_rect()
        p.setPen(QPen(theme.seat_edge(self.seat), 3.0))
        p.setBrush(QColor("white"))
        p.drawEllipse(rect)
        p.setPen(QColor("#212121"))
        p.setFont(theme.font(BADGE * 0.62, bold=True))
        p.drawText(rect, Qt.AlignmentFlag.AlignCenter, str(self.number))


def move_words(table: Any, action: Action, seat: int, before: State, events: list[Event]) -> str:
    """The move in the log's words, without its subject (the seat's own event, else the
    table's description of the action)."""
    what = next((e.text for e in events if e.seat == seat), None)
    return i18n.render(what) if what is not None else table.describe(action, before)


def news_words(seat: int, events: list[Event], yours: Callable[[int], bool]) -> list[str]:
    """What else a move of `seat` brought about, in the log's words: the table's own events (a
    reshuffle, a refill) and what happened to a seat of yours (your crop supply refilled),
    each with its subject; the other seats' own news is in the log."""
    out = []
    for e in events:
        if e.seat == seat or (e.seat is not None and not yours(e.seat)):
            continue
        words = i18n.render(e.text).rstrip(".")
        out.append(words if e.seat is None else
                   QCoreApplication.translate("LastMoves", "{seat} {action}").format(
                       seat=theme.seat_colour_name(e.seat), action=words))
    return out


def recap_text(moves: list[LastMove], news: list[str] | None = None) -> str:
    """'Last moves: Blue claims a forest tile (1); Black builds … (2); Red finds no face-up tile
    that fits: the crop supply board is refilled.' The news has no number: no piece shows it."""
    if not moves and not news:
        return ""
    parts = [QCoreApplication.translate("LastMoves", "{seat} {action} ({number})").format(
        seat=theme.seat_colour_name(m.seat), action=m.what.rstrip("."), number=k)
        for k, m in enumerate(moves, 1)]
    return QCoreApplication.translate("LastMoves", "Last moves: {moves}.").format(
        moves="; ".join(parts + list(news or [])))


class RecapLabel(QLabel):
    """The recap line: on one line (the usual text size) the words that fit, then '…', never a
    word cut off at the edge (issue #47); its tooltip and accessible text keep the whole."""

    def shown_text(self) -> str:
        """What the label draws: the whole text when it wraps or fits, else the words that fit
        before an ellipsis."""
        text = self.text()
        if self.wordWrap():
            return text
        return fitted_words(text, QFontMetrics(self.font()), self.contentsRect().width())

    def paintEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        if self.wordWrap():
            super().paintEvent(event)
            return
        painter = QPainter(self)
        self.style().drawItemText(painter, self.contentsRect(), int(self.alignment()),
                                  self.palette(), self.isEnabled(), self.shown_text(),
                                  self.foregroundRole())
        painter.end()


def fitted_words(text: str, metrics: QFontMetrics, width: int) -> str:
    """`text`, or its first words and '…' in `width` pixels (a single word cut if it must)."""
    if metrics.horizontalAdvance(text) <= width:
        return text
    words = text.split(" ")
    while len(words) > 1:
        words.pop()
        shorter = " ".join(words).rstrip(" ,;:—-") + "…"
        if metrics.horizontalAdvance(shorter) <= width:
            return shorter
    return metrics.elidedText(text, Qt.TextElideMode.ElideRight, width)


class LastMoves:
    """The window's record of the other seats' moves since a human acted, and their marks."""

    def __init__(self, window: Any, label: QLabel):
        self.w, self.label = window, label
        self.moves: list[LastMove] = []
        self.news: list[str] = []  # what the other seats' moves brought about on the table
        self.marks: list = []
        self.label.setWordWrap(False)
        self.label.setAccessibleName(QCoreApplication.translate("LastMoves", "Last moves"))
        self.label.hide()

    def moved(self, action: Action, seat: int, before: State, events: list[Event]) -> None:
        """A move was applied: a human's clears the list, another seat's joins it."""
        c = self.w.controller
        if c.is_human(seat):
            self.clear()
            return
        self.moves.append(LastMove(action, seat, move_words(c.table, action, seat, before,
                                                            events)))
        self.news += news_words(seat, events, c.is_human)
        self._show_recap()

    def clear(self) -> None:
        """The player acted (or the game changed): no marks, no recap."""
        self.moves, self.news = [], []
        self.unmark()
        self._show_recap()

    def unmark(self) -> None:
        unmark(self.marks)
        self.marks = []

    def redrawn(self) -> None:
        """The table was drawn anew: mark the moves on it (only while a human is to move, so
        the marks never hide an AI move that is sliding)."""
        self.unmark()
        if self.w.controller.human_to_move:
            for k, move in enumerate(self.moves, 1):
                self.marks += self._mark(move, k)

    def _mark(self, move: LastMove, number: int) -> list:
        """A dashed ring and badge over each piece the move concerns on the table as it is now
        (a piece that left the table, such as a bought card, has none: the recap says it)."""
        try:
            found = self.w.controller.table.highlight_action(self.w, move.action, move.seat)
        except (KeyError, IndexError, ValueError):  # the piece is no longer where it was
            return []
        rings = [r for r in found if isinstance(r, HintRing)]
        unmark(found)  # the hint's own look, and any choice button, go
        marks = [LastMoveRing(r, number, move.seat, self._badges_on(r)) for r in rings]
        for mark in marks:
            if mark.scene() is None:  # a mark on a board in brief is in the scene already
                self.w.scene.addItem(mark)
        return marks

    def _badges_on(self, ring: HintRing) -> int:
        """How many marks of earlier moves outline the same piece."""
        box, on = ring.path.boundingRect(), ring.board if ring.on_board else None
        return sum(1 for m in self.marks
                   if m.parentItem() is on and m.path.boundingRect() == box)

    def _show_recap(self) -> None:
        text = recap_text(self.moves, self.news)
        self.label.setText(text)
        self.label.setToolTip(text)
        self.label.setVisible(bool(text))
