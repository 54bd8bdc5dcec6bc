"""Vector art of The River's pieces, drawn with a QPainter from the theme and the engine's data
(crisp at any zoom). Every colour comes with a letter or a shape: resources carry their initial,
terrain tiles their type's, pioneers their seat's letter."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPolygonF

from core.the_river.components import BASICS, components
from core.the_river.describe import meadow_words

from ..shell import art as shell_art
from ..shell.art import CENTRE, pen, pill, say_less, text
from . import texts, theme
from .texts import RiverTexts

__all__ = ["CENTRE", "SMALLEST", "pen", "pill", "say_less", "text", "text_fit"]

LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
# The smallest text on the table, in scene units: 9 px on the screen at the scale of a
# 1280x720 window (0.77) and on the other seats' boards drawn at half size in a 2560x1440
# one (issue #35). A text that cannot fit says less and keeps the rest in its tooltip.
SMALLEST = 13.0
TERRAINS = tuple(theme.theme()["terrain"])


def text_fit(p: QPainter, rect: QRectF, words: str, size: float, color: QColor | None = None,
             smallest: float = SMALLEST, bold: bool = False) -> None:
    """Wrapped, centred text, shrunk until it fits the rect, never under the table's floor;
    words that do not fit even then are cut (say_less)."""
    size = max(size, smallest)
    w, h = rect.width(), rect.height()
    if not shell_art.fits(w, h, words, smallest, bold):
        words = say_less(w, h, words, smallest, bold)
    shell_art.text_fit(p, rect, words, size, color, smallest, bold)


def resource_shape(resource: int, c: QPointF, r: float) -> QPolygonF | None:
    """The outline that tells a resource without its colour or letter: wood a disc (None),
    clay a triangle, stone a diamond, food a rounded square (drawn by resource_icon)."""
    x, y = c.x(), c.y()
    if resource == 1:
        return QPolygonF([QPointF(x, y - r * 1.1), QPointF(x + r * 1.1, y + r * 0.85),
                          QPointF(x - r * 1.1, y + r * 0.85)])
    if resource == 2:
        return QPolygonF([QPointF(x, y - r * 1.15), QPointF(x + r * 1.15, y),
                          QPointF(x, y + r * 1.15), QPointF(x - r * 1.15, y)])
    return None


def resource_icon(p: QPainter, resource: int, c: QPointF, r: float) -> None:
    """The resource's colour in its shape (resource_shape) and, where it is large enough to
    read, its initial (W, C, S, F)."""
    p.setPen(pen(QColor(0, 0, 0, 150), max(0.8, r * 0.12)))
    p.setBrush(theme.resource_fill(resource))
    shape = resource_shape(resource, c, r)
    if resource == BASICS:
        p.drawRoundedRect(QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r), r * 0.4, r * 0.4)
    elif shape is not None:
        p.drawPolygon(shape)
    else:
        p.drawEllipse(c, r, r)
    size = r * (0.85 if resource == 1 else 1.0 if resource == 2 else 1.15)
    if round(size) >= SMALLEST:  # (fonts are whole pixels) a smaller one: the shape says it
        box = QRectF(c.x() - r, c.y() - r * (0.55 if resource == 1 else 1), 2 * r, 2 * r)
        text(p, box, texts.resource_letter(resource), size, True, theme.resource_ink(resource))


def count_width(n: int, r: float) -> float:
    """The room of a count beside an icon of radius r in a resource row."""
    return max(r * 1.6, len(str(n)) * SMALLEST * 0.7 + 2)


def resource_row_width(counts, r: float, gap: float = 4.0) -> float:
    return sum(2 * r + 1 + count_width(n, r) + gap for n in counts if n)


def resource_row(p: QPainter, counts, x: float, y: float, r: float, gap: float = 4.0) -> float:
    """Counts as 'icon ×n' pairs from (x, y centre); returns the x after the last one."""
    size = max(r * 1.3, SMALLEST)
    for k, n in enumerate(counts):
        if not n:
            continue
        resource_icon(p, k, QPointF(x + r, y), r)
        room = count_width(n, r)
        text(p, QRectF(x + 2 * r + 1, y - size * 0.7, room, size * 1.4), f"{n}", size, True,
             align=LEFT)
        x += 2 * r + 1 + room + gap
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
    if s < 10:  # too small for a readable letter: only on the seat's own board (settled)
        return
    ink = QColor("white") if theme.seat_fill(seat).lightness() < 140 else QColor("black")
    letter = texts.seat_letter(seat)
    size = max(s * (0.8 if len(letter) == 1 else 0.62), SMALLEST)
    height = max(s * 1.15, size * 1.2)  # centred on the body
    text(p, QRectF(c.x() - s, c.y() + s * 0.45 - height / 2, 2 * s, height), letter, size, True,
         ink)


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
    text(p, QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r), str(value), max(r * 1.1, SMALLEST), True)


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
    r = unit * 0.125
    icons = sum(tile.production)
    head = QRectF(rect.x() + 2, rect.y() + 1, rect.width() - 4, max(unit * 0.26, 17))
    if tile.meadow is not None:  # the effect's words below; the symbol, if any, in the head
        head.setRight(rect.right() - 4 - icons * (2 * r + 2))
        x = head.right() + 1
        y = head.center().y()
    else:
        x, y = rect.x() + 5, rect.y() + unit * 0.5
    terrain_head(p, head, types)
    for k, n in enumerate(tile.production):
        for _ in range(n):
            resource_icon(p, k, QPointF(x + r, y), r)
            x += 2 * r + 2
    x = rect.x() + 5
    for _ in range(tile.storage):
        warehouse(p, QPointF(x + r, rect.bottom() - r * 1.4), r * 0.85)
        x += 2 * r + 3
    if tile.meadow is not None:  # as much of the effect as reads; the tooltip says it all
        box = QRectF(rect.x() + 2, head.bottom(), rect.width() - 4,
                     rect.bottom() - head.bottom() - max(unit * 0.12, 4))  # clear of the number
        text_fit(p, box, texts.engine(meadow_words(tile.meadow)), SMALLEST)


def terrain_head(p: QPainter, rect: QRectF, types: list[str]) -> None:
    """A tile's terrain type(s) in words, or in short (terrain_short) where the words do not
    fit at the floor's size."""
    words = "/".join(texts.capitalised(texts.terrain_words(t)) for t in types)
    w, h = rect.width(), rect.height()
    for bold in (True, False):
        if shell_art.fits(w, h, words, SMALLEST, bold):
            text(p, rect, words, SMALLEST, bold)
            return
    text(p, rect, "/".join(terrain_short(t) for t in types), SMALLEST, True)


def terrain_short(terrain: str) -> str:
    """The shortest start of a terrain's name that no other terrain's name shares, in the
    window's language (Forest F, Mountain Mo, Meadow Me)."""
    name = texts.capitalised(texts.terrain_words(terrain))
    others = [texts.capitalised(texts.terrain_words(t)) for t in TERRAINS if t != terrain]
    for k in range(1, len(name) + 1):
        if not any(o.startswith(name[:k]) for o in others):
            return name[:k]
    return name


def building_card(p: QPainter, rect: QRectF, building_id: str, note: str = "") -> None:
    """A building: its points, its cost as resource icons and an optional note ('reserved')."""
    b = components().buildings[building_id]
    pill(p, rect, theme.part("building", "fill"), theme.part("building", "edge"), 6)
    unit = min(rect.width(), rect.height() * 1.3)
    head = QRectF(rect.x(), rect.y(), rect.width(), rect.height() * 0.36)
    pill(p, head, theme.part("building", "head"), theme.part("building", "head"), 6)
    text(p, head, RiverTexts.tr("{vp} VP").format(vp=b.vp), unit * 0.2, True,
         QColor("white"))
    cost = [[n if k == kind else 0 for k, n in enumerate(b.cost)] for kind, n in
            enumerate(b.cost) if n]
    per_row = max(1, len(cost))
    r = 0.0
    while per_row:  # one row while its icons stay readable (7 units), else two
        room = rect.width() - 6 - per_row * (SMALLEST * 0.7 + 5)  # the counts at the floor
        r = min(unit * 0.12, room / (2 * per_row))
        if r >= 7 or per_row == 1:
            break
        per_row = (per_row + 1) // 2
    rows = [cost[k:k + per_row] for k in range(0, len(cost), per_row)]
    top = rect.y() + rect.height() * 0.36
    step = min(2 * r + 5, (rect.height() * 0.40) / max(1, len(rows)))
    for k, row in enumerate(rows):
        counts = [sum(c[kind] for c in row) for kind in range(len(b.cost))]
        width = resource_row_width(counts, r, 2)
        y = top + step * (k + 0.5) + (rect.height() * 0.40 - step * len(rows)) / 2
        resource_row(p, counts, rect.center().x() - width / 2, y, r, 2)
    if note:
        text_fit(p, QRectF(rect.x() + 1, rect.bottom() - max(rect.height() * 0.24, 18),
                           rect.width() - 2, max(rect.height() * 0.22, 17)), note, SMALLEST,
                 theme.colour("muted_ink"))


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
    text(p, head, words, max(rect.height() * 0.55, SMALLEST), True, QColor("white"))
    kinds = max(1, sum(1 for n in b.cost if n))
    room = rect.right() - head.right() - 6 - kinds * (SMALLEST * 0.7 + 5)
    r = min(rect.height() * 0.36, room / (2 * kinds))
    resource_row(p, b.cost, head.right() + 4, rect.center().y(), r, 2)


def printed_spot(p: QPainter, rect: QRectF, production, storage: int, framed: bool) -> None:
    """An uncovered river spot: the symbols printed on it, and the settlement frame."""
    p.setPen(pen(QColor(0, 0, 0, 60), 1.0))
    p.setBrush(QColor("#e7eef2"))
    p.drawRoundedRect(rect, 4, 4)
    unit = min(rect.width(), rect.height())
    r = unit * 0.125
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
