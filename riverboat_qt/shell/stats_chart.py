"""The statistics' chart, painted with QPainter: the player's score game by game, each dot the
result's colour, and the player's rating after each game with its 95% band on its own scale."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from . import theme
from .library import Point

RESULT_COLOURS = {"won": QColor("#2e7d32"), "tied": QColor("#e0a100"), "lost": QColor("#c62828")}
RATING = QColor("#2e6fbf")
BAND = QColor(46, 111, 191, 40)
SCORE = QColor("#6b6257")
MARGIN_LEFT, MARGIN_RIGHT, MARGIN_TOP, MARGIN_BOTTOM = 44, 52, 26, 28


class StatsChart(QWidget):
    """Score and result over time, and the rating's history, for one game's points."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.points: tuple[Point, ...] = ()
        self.words = {"score": "score", "rating": "rating", "none": "", "game": "game"}
        self.setMinimumSize(360, 220)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def show_points(self, points: tuple[Point, ...], words: dict[str, str]) -> None:
        """The games to draw, and the chart's words in the window's language."""
        self.points, self.words = points, words
        self.update()

    def plot(self) -> QRectF:
        return QRectF(MARGIN_LEFT, MARGIN_TOP, max(10, self.width() - MARGIN_LEFT - MARGIN_RIGHT),
                      max(10, self.height() - MARGIN_TOP - MARGIN_BOTTOM))

    def drawn(self) -> list[int]:
        """The points drawn: all, or every few past one every 3 pixels (ten thousand games
        paint as fast as a few hundred), the last always."""
        n = len(self.points)
        step = max(1, math.ceil(n / max(50.0, self.plot().width() / 3)))
        shown = list(range(0, n, step))
        return shown if not n or shown[-1] == n - 1 else [*shown, n - 1]

    def x_of(self, k: int) -> float:
        plot = self.plot()
        n = len(self.points)
        return plot.center().x() if n < 2 else plot.left() + k * plot.width() / (n - 1)

    @staticmethod
    def span(values: list[float]) -> tuple[float, float]:
        """A range around the values with a little room, never empty."""
        low, high = min(values), max(values)
        room = max(1.0, (high - low) * 0.08)
        return low - room, high + room

    def y_in(self, value: float, span: tuple[float, float]) -> float:
        plot = self.plot()
        return plot.bottom() - (value - span[0]) / (span[1] - span[0]) * plot.height()

    def paintEvent(self, event) -> None:
        g = QPainter(self)
        g.setRenderHint(QPainter.RenderHint.Antialiasing)
        g.fillRect(self.rect(), theme.colour("board"))
        g.setFont(theme.font(9))
        if not self.points:
            g.setPen(theme.colour("muted_ink"))
            g.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter, self.words["none"])
            g.end()
            return
        scores = self.span([float(p.score) for p in self.points] + [0.0])
        self._paint_axes(g, scores)
        self._paint_rating(g)
        self._paint_scores(g, scores)
        g.end()

    def _paint_axes(self, g: QPainter, scores: tuple[float, float]) -> None:
        """The frame, the score's lines and labels on the left, the games' numbers below."""
        plot = self.plot()
        g.setPen(QPen(QColor("#e0d6c2"), 1))
        step = _nice_step(scores[1] - scores[0])
        value = (scores[0] // step + 1) * step
        while value < scores[1]:
            y = self.y_in(value, scores)
            g.setPen(QPen(QColor("#e0d6c2"), 1))
            g.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            g.setPen(SCORE)
            g.drawText(QRectF(0, y - 7, MARGIN_LEFT - 4, 14), Qt.AlignmentFlag.AlignRight
                       | Qt.AlignmentFlag.AlignVCenter, f"{value:.0f}")
            value += step
        g.setPen(QPen(theme.colour("muted_ink"), 1))
        g.drawRect(plot)
        n = len(self.points)
        every = max(1, n // 10)
        for k in range(0, n, every):
            g.drawText(QRectF(self.x_of(k) - 20, plot.bottom() + 2, 40, 14),
                       Qt.AlignmentFlag.AlignCenter, str(k + 1))
        g.drawText(QRectF(plot.left(), plot.bottom() + 13, plot.width(), 14),
                   Qt.AlignmentFlag.AlignCenter, self.words["game"])
        self._paint_legend(g)

    def _paint_legend(self, g: QPainter) -> None:
        """'score:' then a dot of each result's colour with its word."""
        x = 8.0
        g.setPen(SCORE)
        metrics = g.fontMetrics()
        g.drawText(QPointF(x, 16), self.words["score"])
        x += metrics.horizontalAdvance(self.words["score"]) + 10
        for result, colour in RESULT_COLOURS.items():
            g.setPen(QPen(theme.colour("ink"), 1))
            g.setBrush(QBrush(colour))
            g.drawEllipse(QPointF(x + 4, 12), 4, 4)
            g.setBrush(Qt.BrushStyle.NoBrush)
            g.setPen(SCORE)
            g.drawText(QPointF(x + 11, 16), self.words[result])
            x += 11 + metrics.horizontalAdvance(self.words[result]) + 12

    def _paint_scores(self, g: QPainter, scores: tuple[float, float]) -> None:
        """The score as a thin line, each game a dot of its result's colour."""
        drawn = self.drawn()
        points = [self.points[k] for k in drawn]
        dots = [QPointF(self.x_of(k), self.y_in(p.score, scores)) for k, p in zip(
            drawn, points, strict=True)]
        g.setPen(QPen(SCORE, 1.2))
        g.drawPolyline(dots)
        radius = 5 if len(drawn) == len(self.points) else 3
        g.setPen(QPen(theme.colour("ink"), 1))
        for dot, point in zip(dots, points, strict=True):
            g.setBrush(QBrush(RESULT_COLOURS.get(point.result, QColor("#999999"))))
            g.drawEllipse(dot, radius, radius)
        g.setBrush(Qt.BrushStyle.NoBrush)

    def _paint_rating(self, g: QPainter) -> None:
        """The rating after each game and its band, on the right-hand scale."""
        rated = [(k, r) for k in self.drawn() if (r := self.points[k].rating) is not None]
        if not rated:
            return
        span = self.span([r.low for _, r in rated] + [r.high for _, r in rated])
        band = QPainterPath(QPointF(self.x_of(rated[0][0]), self.y_in(rated[0][1].high, span)))
        for k, r in rated[1:]:
            band.lineTo(self.x_of(k), self.y_in(r.high, span))
        for k, r in reversed(rated):
            band.lineTo(self.x_of(k), self.y_in(r.low, span))
        band.closeSubpath()
        g.fillPath(band, BAND)
        line = QPainterPath(QPointF(self.x_of(rated[0][0]), self.y_in(rated[0][1].rating, span)))
        for k, r in rated[1:]:
            line.lineTo(self.x_of(k), self.y_in(r.rating, span))
        g.strokePath(line, QPen(RATING, 2.2))
        plot = self.plot()
        g.setPen(RATING)
        step = _nice_step(span[1] - span[0])
        value = (span[0] // step + 1) * step
        while value < span[1]:
            y = self.y_in(value, span)
            g.drawText(QRectF(plot.right() + 3, y - 7, MARGIN_RIGHT - 4, 14),
                       Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                       f"{value:.0f}")
            value += step
        g.drawLine(QPointF(self.width() - 230, 12), QPointF(self.width() - 212, 12))
        g.drawText(QRectF(self.width() - 206, 4, 200, 16), Qt.AlignmentFlag.AlignLeft,
                   self.words["rating"])


def _nice_step(extent: float) -> float:
    """1, 2 or 5 times a power of ten: about five lines over the extent."""
    raw = max(extent / 5, 1e-9)
    power = 10 ** len(str(int(raw))) / 10 if raw >= 1 else 1.0
    for factor in (1, 2, 5, 10):
        if raw <= factor * power:
            return float(factor * power)
    return float(10 * power)
