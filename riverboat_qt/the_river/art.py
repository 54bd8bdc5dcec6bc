"""Vector art of The River's pieces, drawn with a QPainter from the theme and the engine's data
(crisp at any zoom). Every colour comes with a letter or a shape: resources carry their initial,
terrain tiles their type's, pioneers their seat's letter."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPolygonF

from core.the_river.components import BASICS, components
from core.the_river.describe import meadow_words

from ..shell.art import CENTRE, pen, pill, text, text_fit
from . import texts, theme
from .texts import RiverTexts

__all__ = ["CENTRE", "pen", "pill", "text", "text_fit"]

LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter


def resource_icon(p: QPainter, resource: int, c: QPointF, r: float) -> None:
    """A disc of the resource's colour with its initial (W, C, S, F); food is a rounded square."""
    p.setPen(pen(QColor(0, 0, 0, 150), max(0.8, r * 0.12)))
    p.setBrush(theme.resource_fill(resource))
    if resource == BASICS:
        p.drawRoundedRect(QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r), r * 0.4, r * 0.4)
    else:
        p.drawEllipse(c, r, r)
    text(p, QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r), texts.resource_letter(resource),
         r * 1.15, True, theme.resource_ink(resource))


def resource_row(p: QPainter, counts, x: float, y: float, r: float, gap: float = 4.0) -> float:
    """Counts as 'icon ×n' pairs from (x, y centre); returns the x after the last one."""
    for k, n in enumerate(counts):
        if not n:
            continue
        resource_icon(p, k, QPointF(x + r, y), r)
        label = f"{n}"
        text(p, QRectF(x + 2 * r + 1, y - r, r * 1.6, 2 * r), label, r * 1.3, True, align=LEFT)
        x += 2 * r + r * 1.6 + gap
    return x


def warehouse(p: QPainter, c: QPointF, s: float, filled: bool = False) -> None:
    """A warehouse: a small shed (a box under a roof)."""
    ink = theme.colour("ink")
    p.setPen(pen(ink, max(0.8, s * 0.14)))
    p.setBrush(ink if filled else QColor("#fffdf6"))
    shed = QPolygonF([QPointF(c.x() - s, c.y() + s), QPointF(c.x() - s, c.y() - s * 0.2),
                      QPointF(c.x(), c.y() - s), QPointF(c.x() + s, c.y() - s * 0.2),
                      QPointF(c.x() + s, c.y() + s)])
    p.drawPolygon(shed)


def pioneer(p: QPainter, seat: int, c: QPointF, s: float) -> None:
    """A pioneer (a little figure) in the seat's colour with the seat's letter on it."""
    path = QPainterPath()
    path.addEllipse(QPointF(c.x(), c.y() - s * 0.55), s * 0.38, s * 0.38)
    x, y = c.x(), c.y()
    body = QPolygonF([QPointF(x - s * 0.75, y + s), QPointF(x - s * 0.55, y - s * 0.1),
                      QPointF(x + s * 0.55, y - s * 0.1), QPointF(x + s * 0.75, y + s)])
    path.addPolygon(body)
    p.setPen(pen(theme.seat_edge(seat), max(1.0, s * 0.12)))
    p.setBrush(theme.seat_fill(seat))
    p.drawPath(path.simplified())
    ink = QColor("white") if theme.seat_fill(seat).lightness() < 140 else QColor("black")
    letter = texts.seat_letter(seat)
    text(p, QRectF(c.x() - s, c.y() - s * 0.15, 2 * s, s * 1.15), letter,
         s * (0.8 if len(letter) == 1 else 0.62), True, ink)


def token(p: QPainter, c: QPointF, r: float, value: int | None) -> None:
    """A bonus token with its value; None draws the empty spot."""
    if value is None:
        p.setPen(pen(theme.colour("muted_ink"), 1.0))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawEllipse(c, r, r)
        return
    p.setPen(pen(theme.part("token", "edge"), max(1.0, r * 0.12)))
    p.setBrush(theme.part("token", "fill"))
    p.drawEllipse(c, r, r)
    text(p, QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r), str(value), r * 1.1, True)


def tile_face(p: QPainter, rect: QRectF, tile_id: str) -> None:
    """A terrain tile: its type colour(s) and letter, production symbols, warehouses and, for a
    meadow, its effect in words."""
    tile = components().tiles[tile_id]
    types = sorted(tile.types)
    for k, terrain in enumerate(types):
        part = QRectF(rect.x() + k * rect.width() / len(types), rect.y(),
                      rect.width() / len(types), rect.height())
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(theme.terrain_fill(terrain))
        p.drawRect(part)
    p.setPen(pen(theme.colour("island_edge"), 1.4))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawRoundedRect(rect, 4, 4)
    unit = min(rect.width(), rect.height())
    r = unit * 0.12
    icons = sum(tile.production)
    head = QRectF(rect.x() + 3, rect.y() + 1, rect.width() - 6, unit * 0.26)
    if tile.meadow is not None:  # the effect's words below; the symbol, if any, in the head
        head.setRight(rect.right() - 4 - icons * (2 * r + 2))
        x = head.right() + 1
        y = rect.y() + 1 + unit * 0.13
    else:
        x, y = rect.x() + 5, rect.y() + unit * 0.47
    text_fit(p, head, "/".join(texts.capitalised(texts.terrain_words(t)) for t in types),
             unit * 0.15, smallest=4.0, bold=True)
    for k, n in enumerate(tile.production):
        for _ in range(n):
            resource_icon(p, k, QPointF(x + r, y), r)
            x += 2 * r + 2
    x = rect.x() + 5
    for _ in range(tile.storage):
        warehouse(p, QPointF(x + r, rect.bottom() - r * 1.4), r * 0.85)
        x += 2 * r + 3
    if tile.meadow is not None:
        box = QRectF(rect.x() + 3, rect.y() + unit * 0.27, rect.width() - 6,
                     rect.height() - unit * 0.29 - unit * 0.12)  # clear of the spot number
        text_fit(p, box, texts.engine(meadow_words(tile.meadow)), unit * 0.14, smallest=4.0)


def building_card(p: QPainter, rect: QRectF, building_id: str, note: str = "") -> None:
    """A building: its points, its cost as resource icons and an optional note ('reserved')."""
    b = components().buildings[building_id]
    pill(p, rect, theme.part("building", "fill"), theme.part("building", "edge"), 6)
    unit = min(rect.width(), rect.height() * 1.3)
    head = QRectF(rect.x(), rect.y(), rect.width(), rect.height() * 0.36)
    pill(p, head, theme.part("building", "head"), theme.part("building", "head"), 6)
    text(p, head, RiverTexts.tr("{vp} VP").format(vp=b.vp), unit * 0.2, True,
         QColor("white"))
    kinds = sum(1 for n in b.cost if n)
    r = min(unit * 0.09, (rect.width() - 8 - 3 * kinds) / (3.6 * max(1, kinds)))
    width = sum(2 * r + r * 1.6 + 3 for n in b.cost if n)
    resource_row(p, b.cost, rect.center().x() - width / 2, rect.y() + rect.height() * 0.6, r, 3)
    if note:
        text(p, QRectF(rect.x(), rect.bottom() - rect.height() * 0.24, rect.width(),
                       rect.height() * 0.22), note, unit * 0.1, False, theme.colour("muted_ink"))


def building_row(p: QPainter, rect: QRectF, building_id: str) -> None:
    """A built building in a wide, short row: its points on the left, its cost as large as
    the row allows (issue #35: built cards four to a row were too small to read)."""
    b = components().buildings[building_id]
    pill(p, rect, theme.part("building", "fill"), theme.part("building", "edge"), 5)
    narrow = rect.width() < 100  # two columns of rows: the points alone, the cost larger
    head = QRectF(rect.x(), rect.y(), rect.height() if narrow else
                  min(rect.width() * 0.4, rect.height() * 2.2), rect.height())
    pill(p, head, theme.part("building", "head"), theme.part("building", "head"), 5)
    words = f"{b.vp}" if narrow else RiverTexts.tr("{vp} VP").format(vp=b.vp)
    text(p, head, words, rect.height() * 0.55, True, QColor("white"))
    kinds = max(1, sum(1 for n in b.cost if n))
    room = rect.right() - head.right() - 6
    r = min(rect.height() * 0.36, (room / kinds - 3) / 3.6)
    resource_row(p, b.cost, head.right() + 4, rect.center().y(), r, 3)


def printed_spot(p: QPainter, rect: QRectF, production, storage: int, framed: bool) -> None:
    """An uncovered river spot: the symbols printed on it, and the settlement frame."""
    p.setPen(pen(QColor(0, 0, 0, 60), 1.0))
    p.setBrush(QColor("#e7eef2"))
    p.drawRoundedRect(rect, 4, 4)
    unit = min(rect.width(), rect.height())
    r = unit * 0.12
    x = rect.x() + 6
    for k, n in enumerate(production):
        for _ in range(n):
            resource_icon(p, k, QPointF(x + r, rect.center().y()), r)
            x += 2 * r + 2
    for _ in range(storage):
        warehouse(p, QPointF(x + r, rect.center().y()), r * 0.85)
        x += 2 * r + 3
    if framed:
        frame(p, rect)


def frame(p: QPainter, rect: QRectF) -> None:
    """A settlement frame: a dashed dark-red border and a small house mark in the corner."""
    edge = pen(theme.colour("frame"), 2.6)
    edge.setStyle(Qt.PenStyle.DashLine)
    p.setPen(edge)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawRoundedRect(rect.adjusted(2, 2, -2, -2), 4, 4)
    s = min(rect.width(), rect.height()) * 0.09
    c = QPointF(rect.right() - s - 6, rect.top() + s + 6)
    p.setPen(pen(theme.colour("frame"), 1.2))
    p.setBrush(theme.colour("frame"))
    p.drawPolygon(QPolygonF([QPointF(c.x() - s, c.y() + s), QPointF(c.x() - s, c.y()),
                             QPointF(c.x(), c.y() - s), QPointF(c.x() + s, c.y()),
                             QPointF(c.x() + s, c.y() + s)]))


def island(p: QPainter, rect: QRectF, title: str) -> None:
    """An island of the main board: a sandy rounded shape with its name."""
    p.setPen(pen(theme.colour("island_edge"), 1.6))
    p.setBrush(theme.colour("island"))
    p.drawRoundedRect(rect, 18, 18)
    text(p, QRectF(rect.x() + 10, rect.y() + 3, rect.width() - 20, 22), title, 15, True,
         align=LEFT)
