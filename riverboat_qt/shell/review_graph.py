"""The win-chance graph of a reviewed game, above the replay's timeline: the reviewed seat's
chance to win before every step ai.review valued and at the end, its marked decisions as
shapes in the marks' colours (a circle, a square, a triangle: colour is never the only cue),
what the draws did as bars in a strip under the curve (up when they helped, down when they
hurt), the replay's position as a line. A click jumps the replay there. Beside it the key
moments, the seat's biggest swings (a decision or a draw), a button each.

The graph shares the timeline's x axis (it sits in the same column as the slider), so each
step is drawn right above its place on the timeline.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from PySide6.QtCore import QEvent, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QHelpEvent,
    QIcon,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPen,
)
from PySide6.QtWidgets import QLabel, QPushButton, QToolTip, QVBoxLayout, QWidget

from ai.review import KeyMoment, Review

from . import theme

MARK_COLOURS = {"blunder": QColor("#c62828"), "mistake": QColor("#ef6c00"),
                "inaccuracy": QColor("#f9a825")}
MARK_GLYPHS = {"inaccuracy": "●", "mistake": "■", "blunder": "▼"}  # the shapes, in text
LUCK_UP, LUCK_DOWN = QColor("#2e7d32"), QColor("#6a1b9a")  # the draws helped / hurt
LUCK_GLYPH = "▮"
CURVE, FILL = QColor("#35506b"), QColor(53, 80, 107, 40)
CURRENT = QColor("#1e88e5")
HEIGHT = 150  # the graph's height: the curve above, the luck strip under it
STRIP = 30  # the luck strip's height
GAP = 6  # between the curve and the strip
TOP = 6  # above 100%
MARK_SIZE = 5.0  # half the width of a mark's shape
LUCK_FULL = 25.0  # points of luck that fill half the strip at least (larger: the largest)


@dataclass
class Curve:
    """A seat's win chance through a review, in points (0-100), by replay step (the position
    after that many moves): before each valued step and after the last."""

    seat: int
    points: list[tuple[int, float]] = field(default_factory=list)
    luck: list[tuple[int, float]] = field(default_factory=list)  # (move, points) of the draws
    marks: list[tuple[int, float, str]] = field(default_factory=list)  # (step, chance, mark)

    def chance_at(self, step: int) -> float | None:
        """The win chance at that position, if the review valued it."""
        return dict(self.points).get(step)


def curve(result: Review, seat: int) -> Curve:
    """The seat's curve from the review's steps and decisions."""
    out = Curve(seat, [(s.move - 1, 100 * s.before[seat]) for s in result.steps])
    if result.steps:
        last = result.steps[-1]
        base = last.before if last.expected is None else last.expected
        further = last.further[seat] if last.further else 0.0
        out.points.append((last.move, 100 * (base[seat] + last.luck[seat] + further)))
    out.luck = [(s.move, 100 * s.luck[seat]) for s in result.steps if s.luck[seat] != 0.0]
    out.marks = [(d.move - 1, 100 * d.win_before, d.mark) for d in result.decisions
                 if d.seat == seat and d.mark]
    return out


def mark_shape(centre: QPointF, mark: str, size: float = MARK_SIZE) -> QPainterPath:
    """The mark's shape: a circle (inaccuracy), a square (mistake), a triangle down
    (blunder)."""
    path = QPainterPath()
    if mark == "inaccuracy":
        path.addEllipse(centre, size, size)
    elif mark == "mistake":
        path.addRect(QRectF(centre.x() - size, centre.y() - size, 2 * size, 2 * size))
    else:
        top = centre.y() - size
        path.moveTo(centre.x() - 1.2 * size, top)
        path.lineTo(centre.x() + 1.2 * size, top)
        path.lineTo(centre.x(), centre.y() + 1.3 * size)
        path.closeSubpath()
    return path


class WinChanceGraph(QWidget):
    """The curve, the marks, the luck strip and the current position; `jump` on a click.

    `timeline` is the replay's slider: its x_of(step) and value_at(x) place the steps."""

    jump = Signal(int)  # the replay step clicked

    def __init__(self, timeline, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.timeline = timeline
        self.curve: Curve | None = None
        self.current = 0
        self.describe: Callable[[int], str] = lambda step: ""  # the tooltip at a step
        self.setMinimumHeight(HEIGHT)
        self.setMaximumHeight(HEIGHT)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setAccessibleName(self.tr("Chance to win, move by move"))

    def show_curve(self, shown: Curve | None) -> None:
        self.curve = shown
        self.update()

    def set_current(self, step: int) -> None:
        self.current = step
        self.update()

    # -- geometry -------------------------------------------------------------------------

    def _scale(self) -> float:
        return self.width() / max(1, self.timeline.width())

    def x_of(self, step: float) -> float:
        """The x of a replay step (between two steps for a fraction), as on the timeline."""
        low = int(step)
        x = self.timeline.x_of(low)
        if step != low:
            x += (step - low) * (self.timeline.x_of(low + 1) - x)
        return x * self._scale()

    def step_at(self, x: float) -> int:
        """The replay step under x."""
        return int(self.timeline.value_at(x / self._scale()))

    def plot(self) -> QRectF:
        """Where the curve goes: 100% at the top, 0% at the bottom."""
        return QRectF(0, TOP, self.width(), self.height() - TOP - STRIP - GAP)

    def strip(self) -> QRectF:
        return QRectF(0, self.height() - STRIP, self.width(), STRIP)

    def y_of(self, chance: float) -> float:
        plot = self.plot()
        return plot.bottom() - chance / 100 * plot.height()

    def point(self, step: int) -> QPointF | None:
        """Where the curve is at that step (None where the review valued nothing)."""
        chance = None if self.curve is None else self.curve.chance_at(step)
        return None if chance is None else QPointF(self.x_of(step), self.y_of(chance))

    # -- input ----------------------------------------------------------------------------

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self.jump.emit(self.step_at(event.position().x()))
            event.accept()
            return
        super().mousePressEvent(event)

    def event(self, event: QEvent) -> bool:
        """The tooltip: what the review says at the step under the mouse."""
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            text = self.describe(self.step_at(event.pos().x()))
            if text:
                QToolTip.showText(event.globalPos(), text, self)
            else:
                QToolTip.hideText()
            return True
        return super().event(event)

    # -- painting -------------------------------------------------------------------------

    def paintEvent(self, event) -> None:
        g = QPainter(self)
        g.setRenderHint(QPainter.RenderHint.Antialiasing)
        self._paint_grid(g)
        if self.curve is not None and self.curve.points:
            self._paint_curve(g, self.curve)
            self._paint_luck(g, self.curve)
            self._paint_marks(g, self.curve)
        self._paint_current(g)
        g.end()

    def _paint_grid(self, g: QPainter) -> None:
        """The paper, a line each quarter (50% dashed), their labels, the rounds' lines."""
        plot, strip = self.plot(), self.strip()
        g.fillRect(plot, theme.colour("board"))
        g.fillRect(strip, theme.colour("board").darker(104))
        for mark in self._round_starts():
            g.setPen(QPen(QColor("#d8cdb6"), 1))
            g.drawLine(QPointF(mark, plot.top()), QPointF(mark, strip.bottom()))
        g.setFont(theme.font(10))
        for chance in (0, 25, 50, 75, 100):
            y = self.y_of(chance)
            pen = QPen(QColor("#a89a84" if chance == 50 else "#e0d6c2"), 1)
            if chance == 50:
                pen.setStyle(Qt.PenStyle.DashLine)
            g.setPen(pen)
            g.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            if chance in (0, 50, 100):
                g.setPen(theme.colour("muted_ink"))
                top = min(max(y - 12, plot.top()), plot.bottom() - 12)
                g.drawText(QRectF(plot.left() + 2, top, 40, 12), Qt.AlignmentFlag.AlignLeft,
                           f"{chance}%")
        g.setPen(QPen(QColor("#a89a84"), 1))
        middle = strip.center().y()
        g.drawLine(QPointF(strip.left(), middle), QPointF(strip.right(), middle))

    def _round_starts(self) -> list[float]:
        """The x of each round's first step, from the timeline's marks."""
        out, last = [], 0
        for mark in getattr(self.timeline, "marks", []):
            if mark.round != last and last:
                out.append(self.x_of(mark.step))
            last = mark.round
        return out

    def _paint_curve(self, g: QPainter, shown: Curve) -> None:
        """The win chance as a line, the area under it pale."""
        points = [QPointF(self.x_of(step), self.y_of(chance)) for step, chance in shown.points]
        line = QPainterPath(points[0])
        for p in points[1:]:
            line.lineTo(p)
        area = QPainterPath(line)
        bottom = self.plot().bottom()
        area.lineTo(points[-1].x(), bottom)
        area.lineTo(points[0].x(), bottom)
        area.closeSubpath()
        g.fillPath(area, FILL)
        g.strokePath(line, QPen(CURVE, 2))

    def _paint_luck(self, g: QPainter, shown: Curve) -> None:
        """Each step's luck as a bar over its span in the strip: up green, down purple."""
        strip = self.strip()
        half = strip.height() / 2 - 1
        full = max([LUCK_FULL, *(abs(points) for _, points in shown.luck)])
        for move, points in shown.luck:
            left, right = self.x_of(move - 1), self.x_of(move)
            width = max(2.0, right - left - 1)
            height = max(1.0, abs(points) / full * half)
            top = strip.center().y() - height if points > 0 else strip.center().y()
            g.fillRect(QRectF(left + (right - left - width) / 2, top, width, height),
                       LUCK_UP if points > 0 else LUCK_DOWN)

    def _paint_marks(self, g: QPainter, shown: Curve) -> None:
        """Each marked decision: its shape on the curve, in its colour, edged in ink."""
        g.setPen(QPen(theme.colour("ink"), 1))
        for step, chance, mark in shown.marks:
            g.setBrush(QBrush(MARK_COLOURS[mark]))
            g.drawPath(mark_shape(QPointF(self.x_of(step), self.y_of(chance)), mark))
        g.setBrush(Qt.BrushStyle.NoBrush)

    def _paint_current(self, g: QPainter) -> None:
        """The replay's position: a line through curve and strip, a ring on the curve."""
        x = self.x_of(self.current)
        g.setPen(QPen(CURRENT, 2))
        g.drawLine(QPointF(x, self.plot().top()), QPointF(x, self.strip().bottom()))
        at = self.point(self.current)
        if at is not None:
            g.setBrush(QBrush(QColor("white")))
            g.drawEllipse(at, 4.5, 4.5)
            g.setBrush(Qt.BrushStyle.NoBrush)


class KeyMoments(QWidget):
    """The key moments, a button each (in order of play); `chosen` on a click."""

    chosen = Signal(object)  # the KeyMoment

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title = QLabel(self.tr("<b>Key moments</b>"))
        self.title.setToolTip(self.tr("The biggest swings of the chance to win: a decision "
                                      "or a draw. Click one to see it."))
        self.buttons: list[QPushButton] = []
        self.moments: list[KeyMoment] = []
        self.box = QVBoxLayout(self)
        self.box.setContentsMargins(4, 0, 0, 0)
        self.box.setSpacing(3)
        self.box.addWidget(self.title)
        self.box.addStretch(1)
        self.setFixedWidth(250)

    def show_moments(self, moments: list[KeyMoment], words: Callable[[KeyMoment], str],
                     tip: Callable[[KeyMoment], str],
                     icon: Callable[[KeyMoment], QIcon]) -> None:
        """A button per moment, in the panel's words, with its mark's shape or the draws'."""
        for button in self.buttons:
            self.box.removeWidget(button)
            button.deleteLater()
        self.moments = list(moments)
        self.buttons = []
        for k, moment in enumerate(self.moments):
            button = QPushButton(icon(moment), words(moment))
            button.setToolTip(tip(moment))
            button.setStyleSheet("text-align: left; padding: 2px 6px;")
            button.setCheckable(True)  # the one shown stays pressed
            button.setAutoExclusive(True)
            button.clicked.connect(lambda _=False, m=moment: self.chosen.emit(m))
            self.box.insertWidget(1 + k, button)
            self.buttons.append(button)
