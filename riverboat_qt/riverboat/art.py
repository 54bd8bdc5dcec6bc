"""Vector art of every piece, drawn with a QPainter from the theme data (crisp at any zoom)."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPolygonF

from ..shell import art as shell_art
from ..shell.art import CENTRE, coin, pen, pill, say_less, target_mark, text
from . import theme

__all__ = ["CENTRE", "SMALLEST", "coin", "pill", "say_less", "target_mark", "text", "text_fit",
           "text_line"]

# The smallest text on the table, in scene units: 9 px on the screen at the scale of a
# 1280x720 window (0.67, issue #35). A text that cannot fit at this size says less (an
# abbreviation, an icon) and keeps the rest in its piece's tooltip.
SMALLEST = 14.0


def text_fit(p: QPainter, rect: QRectF, words: str, size: float, color: QColor | None = None,
             smallest: float = SMALLEST, bold: bool = False) -> None:
    """Wrapped, centred text, shrunk until it fits the rect, never under the table's floor."""
    shell_art.text_fit(p, rect, words, max(size, smallest), color, smallest, bold)


def text_line(p: QPainter, rect: QRectF, words: str, color: QColor | None = None,
              size: float = SMALLEST) -> None:
    """A label at the floor's size: bold if it fits, else plain, else fewer words."""
    w, h = rect.width(), rect.height()
    bold = shell_art.fits(w, h, words, size, True)
    text(p, rect, words if bold else shell_art.say_less(w, h, words, size), size, bold, color)


_pen = pen


def _star(c: QPointF, r: float, points: int = 5, inner: float = 0.45) -> QPolygonF:
    out = []
    for k in range(points * 2):
        rad = r if k % 2 == 0 else r * inner
        a = math.radians(-90 + 180 * k / points)
        out.append(QPointF(c.x() + rad * math.cos(a), c.y() + rad * math.sin(a)))
    return QPolygonF(out)


def field_symbol(p: QPainter, kind: str, c: QPointF, r: float, color: QColor) -> None:
    """The shape that tells a field colour apart without colour vision."""
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(color)
    if kind == "circle":
        p.drawEllipse(c, r * 0.8, r * 0.8)
    elif kind == "triangle":
        p.drawPolygon(QPolygonF([QPointF(c.x(), c.y() - r), QPointF(c.x() + r, c.y() + r * 0.75),
                                 QPointF(c.x() - r, c.y() + r * 0.75)]))
    elif kind == "square":
        p.drawRect(QRectF(c.x() - r * 0.75, c.y() - r * 0.75, r * 1.5, r * 1.5))
    elif kind == "diamond":
        p.drawPolygon(QPolygonF([QPointF(c.x(), c.y() - r), QPointF(c.x() + r, c.y()),
                                 QPointF(c.x(), c.y() + r), QPointF(c.x() - r, c.y())]))
    else:
        p.drawPolygon(_star(c, r * 1.1))


def crop_icon(p: QPainter, crop: int, c: QPointF, s: float) -> None:
    """A small emblem per crop: turnip, wheat, corn, potato, pumpkin (s = half size)."""
    ink = theme.crop_icon(crop)
    x, y = c.x(), c.y()
    p.setBrush(ink)
    p.setPen(Qt.PenStyle.NoPen)
    if crop == 0:  # turnip: a round root tapering to a tail, with a leaf tuft
        root = QPainterPath()
        root.addEllipse(QPointF(x, y + s * 0.15), s * 0.55, s * 0.48)
        root.addPolygon(QPolygonF([QPointF(x - s * 0.35, y + s * 0.4), QPointF(x, y + s),
                                   QPointF(x + s * 0.35, y + s * 0.4)]))
        p.drawPath(root.simplified())
        p.setPen(_pen(ink, s * 0.14))
        for dx in (-0.3, 0.0, 0.3):
            p.drawLine(QPointF(x, y - s * 0.3), QPointF(x + dx * s, y - s * 0.95))
    elif crop == 1:  # wheat: a stalk with grains
        p.setPen(_pen(ink, s * 0.12))
        p.drawLine(QPointF(x, y + s), QPointF(x, y - s * 0.9))
        p.setPen(Qt.PenStyle.NoPen)
        for k in range(3):
            gy = y - s * 0.6 + k * s * 0.45
            p.drawEllipse(QPointF(x - s * 0.25, gy), s * 0.2, s * 0.13)
            p.drawEllipse(QPointF(x + s * 0.25, gy), s * 0.2, s * 0.13)
        p.drawEllipse(QPointF(x, y - s * 0.95), s * 0.12, s * 0.2)
    elif crop == 2:  # corn: a cob in its husk
        p.drawEllipse(QPointF(x, y - s * 0.1), s * 0.32, s * 0.8)
        p.setBrush(QColor("#6e8b3d"))
        p.drawPolygon(QPolygonF([QPointF(x, y + s), QPointF(x - s * 0.6, y - s * 0.2),
                                 QPointF(x - s * 0.15, y + s * 0.45)]))
        p.drawPolygon(QPolygonF([QPointF(x, y + s), QPointF(x + s * 0.6, y - s * 0.2),
                                 QPointF(x + s * 0.15, y + s * 0.45)]))
    elif crop == 3:  # potato: a lumpy oval with eyes
        p.drawEllipse(QPointF(x, y), s * 0.8, s * 0.55)
        p.setBrush(theme.crop_fill(3))
        for dx, dy in ((-0.35, -0.1), (0.1, 0.2), (0.4, -0.15)):
            p.drawEllipse(QPointF(x + dx * s, y + dy * s), s * 0.08, s * 0.08)
    else:  # pumpkin: a ribbed round with a stem
        p.drawEllipse(QPointF(x, y + s * 0.15), s * 0.8, s * 0.65)
        p.setPen(_pen(theme.crop_fill(4), s * 0.1))
        p.drawLine(QPointF(x, y - s * 0.45), QPointF(x, y + s * 0.75))
        p.drawArc(QRectF(x - s * 0.5, y - s * 0.45, s * 0.6, s * 1.2), 90 * 16, 180 * 16)
        p.drawArc(QRectF(x - s * 0.1, y - s * 0.45, s * 0.6, s * 1.2), -90 * 16, 180 * 16)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor("#4d6b2a"))
        p.drawRect(QRectF(x - s * 0.08, y - s * 0.8, s * 0.16, s * 0.35))


def crop_hex(p: QPainter, crop: int, c: QPointF, radius: float, edge: QColor | None = None) -> None:
    """One hex of a crop tile: the crop's colour, a rim and the crop's emblem."""
    p.setPen(_pen(edge or QColor(0, 0, 0, 140), max(1.0, radius * 0.06)))
    p.setBrush(theme.crop_fill(crop))
    p.drawPolygon(theme.hex_polygon(radius * 0.9, c))
    crop_icon(p, crop, c, radius * 0.5)


def worker(p: QPainter, c: QPointF, s: float, fill: QColor, edge: QColor) -> None:
    """A worker meeple: head and body (s = half height)."""
    path = QPainterPath()
    path.addEllipse(QPointF(c.x(), c.y() - s * 0.55), s * 0.38, s * 0.38)
    x, y = c.x(), c.y()
    body = QPolygonF([QPointF(x - s * 0.7, y + s), QPointF(x - s * 0.35, y - s * 0.2),
                      QPointF(x + s * 0.35, y - s * 0.2), QPointF(x + s * 0.7, y + s)])
    path.addPolygon(body)
    path.closeSubpath()
    p.setPen(_pen(edge, max(0.8, s * 0.12)))
    p.setBrush(fill)
    p.drawPath(path.simplified())


def seat_worker(p: QPainter, seat: int, c: QPointF, s: float) -> None:
    """A seat's worker with the seat's letter on its body (its colour is never the only cue)."""
    worker(p, c, s, theme.seat_fill(seat), theme.seat_edge(seat))
    seat_mark(p, seat, QRectF(c.x() - s, c.y() - s * 0.2, 2 * s, s * 1.2))


def seat_mark(p: QPainter, seat: int, rect: QRectF) -> None:
    """The seat's letter at the floor's size, in black or white as its colour needs."""
    fill = theme.seat_fill(seat)
    ink = QColor("white") if fill.lightness() < 140 else QColor("black")
    text(p, rect.adjusted(-4, -4, 4, 4), theme.seat_letter(seat), SMALLEST, True, ink)


def barn(p: QPainter, c: QPointF, s: float) -> None:
    x, y = c.x(), c.y()
    p.setPen(_pen(theme.piece("barn", "edge"), max(0.8, s * 0.1)))
    p.setBrush(theme.piece("barn"))
    p.drawPolygon(QPolygonF([QPointF(x - s, y + s * 0.8), QPointF(x - s, y - s * 0.2),
                             QPointF(x, y - s), QPointF(x + s, y - s * 0.2),
                             QPointF(x + s, y + s * 0.8)]))
    p.setBrush(QColor("#f3e9d2"))
    p.drawRect(QRectF(x - s * 0.35, y + s * 0.05, s * 0.7, s * 0.75))
    p.drawLine(QPointF(x - s * 0.35, y + s * 0.05), QPointF(x + s * 0.35, y + s * 0.8))
    p.drawLine(QPointF(x + s * 0.35, y + s * 0.05), QPointF(x - s * 0.35, y + s * 0.8))


def well(p: QPainter, c: QPointF, s: float) -> None:
    x, y = c.x(), c.y()
    p.setPen(_pen(theme.piece("well", "edge"), max(0.8, s * 0.1)))
    p.setBrush(theme.piece("well"))
    p.drawEllipse(c, s * 0.9, s * 0.9)
    p.setBrush(theme.piece("well", "water"))
    p.drawEllipse(c, s * 0.5, s * 0.5)
    p.drawLine(QPointF(x - s * 0.9, y - s * 0.9), QPointF(x + s * 0.9, y - s * 0.9))


def surveyor(p: QPainter, c: QPointF, s: float) -> None:
    """A surveyor: a figure with a measuring pole."""
    worker(p, QPointF(c.x() - s * 0.2, c.y()), s * 0.9, theme.piece("surveyor"),
           theme.piece("surveyor", "edge"))
    p.setPen(_pen(theme.piece("surveyor", "edge"), max(0.8, s * 0.14)))
    p.drawLine(QPointF(c.x() + s * 0.7, c.y() + s), QPointF(c.x() + s * 0.7, c.y() - s))
    p.setBrush(QColor("#f2c94c"))
    p.drawPolygon(QPolygonF([QPointF(c.x() + s * 0.7, c.y() - s), QPointF(c.x() + s * 1.2,
                             c.y() - s * 0.8), QPointF(c.x() + s * 0.7, c.y() - s * 0.6)]))



def harbor_master(p: QPainter, c: QPointF, s: float) -> None:
    """The harbor master: a tall pawn in a captain's dark blue with a white band."""
    x, y = c.x(), c.y()
    p.setPen(_pen(theme.piece("harbor_master", "edge"), max(0.8, s * 0.1)))
    p.setBrush(theme.piece("harbor_master"))
    p.drawPolygon(QPolygonF([QPointF(x - s * 0.6, y + s), QPointF(x - s * 0.25, y - s * 0.2),
                             QPointF(x + s * 0.25, y - s * 0.2), QPointF(x + s * 0.6, y + s)]))
    p.drawEllipse(QPointF(x, y - s * 0.5), s * 0.4, s * 0.4)
    p.setBrush(QColor("white"))
    p.drawRect(QRectF(x - s * 0.45, y + s * 0.2, s * 0.9, s * 0.2))


def boat(p: QPainter, rect: QRectF, fill: QColor) -> None:
    """A paddle steamer's side view filling the rect."""
    x, y, w, h = rect.x(), rect.y(), rect.width(), rect.height()
    p.setPen(_pen(QColor("#3b2f25"), max(0.8, w * 0.03)))
    p.setBrush(QColor("#f5f0e6"))
    p.drawRect(QRectF(x + w * 0.25, y + h * 0.1, w * 0.12, h * 0.35))  # stack
    p.drawRect(QRectF(x + w * 0.2, y + h * 0.4, w * 0.55, h * 0.22))  # cabin
    p.setBrush(fill)
    p.drawPolygon(QPolygonF([QPointF(x, y + h * 0.62), QPointF(x + w, y + h * 0.62),
                             QPointF(x + w * 0.85, y + h * 0.95), QPointF(x + w * 0.08,
                             y + h * 0.95)]))
    p.setBrush(QColor("#7a4b2a"))
    p.drawEllipse(QPointF(x + w * 0.8, y + h * 0.6), w * 0.14, w * 0.14)



