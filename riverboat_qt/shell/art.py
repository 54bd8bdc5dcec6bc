"""The drawing every table shares: panels, text that fits, the legal-target ring, the cost badge."""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFontMetricsF, QPainter, QPainterPath, QPen

from . import theme

CENTRE = Qt.AlignmentFlag.AlignCenter
# px on the screen: a text the table shows smaller grows toward it as far as its box has room
READS = 9.0
# who is told each text's size on the screen (measure_text): the layout tests' floor
_measurers: list[Callable[[float, str], None]] = []


def pen(color: QColor, width: float) -> QPen:
    out = QPen(color, width)
    out.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    out.setCapStyle(Qt.PenCapStyle.RoundCap)
    return out


def pill(p: QPainter, rect: QRectF, fill: QColor, edge: QColor, radius: float = 6) -> None:
    p.setPen(pen(edge, 1.2))
    p.setBrush(QBrush(fill))
    p.drawRoundedRect(rect, radius, radius)


def text_fit(p: QPainter, rect: QRectF, words: str, size: float, color: QColor | None = None,
             smallest: float = 8.0, bold: bool = False) -> None:
    """Wrapped, centred text, shrunk until it fits the rect."""
    size = fitted_size(rect.width(), rect.height(), words, size, smallest, bold)
    text(p, rect, words, size, bold, color)


@lru_cache(maxsize=4096)
def fitted_size(width: float, height: float, words: str, size: float, smallest: float,
                bold: bool) -> float:
    """The largest size (in half pixels down from `size`) at which the words fit the box.

    Remembered: a table repaints the same labels after every move, and measuring a text
    a dozen times over was most of the cost of a first paint."""
    rect = QRectF(0, 0, width, height)
    flags = int(CENTRE | Qt.TextFlag.TextWordWrap)
    while size > smallest:
        box = QFontMetricsF(theme.font(size, bold)).boundingRect(rect, flags, words)
        if box.height() <= rect.height() and box.width() <= rect.width():
            break
        size -= 0.5
    return size


def fits(width: float, height: float, words: str, size: float, bold: bool = False) -> bool:
    """Whether the words, wrapped and centred, fit the box at `size`."""
    return fitted_size(width, height, words, size, size - 0.5, bold) == size


@lru_cache(maxsize=1024)
def say_less(width: float, height: float, words: str, size: float, bold: bool = False) -> str:
    """The words, or as many as fit the box at `size` (issue #35: no text shrinks under the
    table's floor): asides in parentheses go first, those with a number (a cap) last, then
    words from the end, marked '…'. The piece's tooltip keeps the whole text."""
    if fits(width, height, words, size, bold):
        return words
    asides = re.findall(r"\s*\([^()]*\)", words)
    shorter = words
    for aside in sorted(asides, key=lambda a: any(c.isdigit() for c in a)):
        shorter = shorter.replace(aside, "", 1)
        if fits(width, height, shorter, size, bold):
            return shorter
    cut = shorter.split()
    while len(cut) > 1:
        cut.pop()
        if fits(width, height, " ".join(cut) + "…", size, bold):
            break
    return " ".join(cut) + "…"


def text(p: QPainter, rect: QRectF, words: str, size: float, bold: bool = False,
         color: QColor | None = None, align: Qt.AlignmentFlag = CENTRE) -> None:
    """Words in a box at `size`; larger, as far as the box has room, by View > Text size and
    where the table is shown so small that they would read under READS pixels."""
    wanted = max(size * theme.text_scale(), reads_at(shown_scale(p)))
    if wanted > size and words.strip():
        size = fitted_size(rect.width(), rect.height(), words, wanted, size, bold)
    p.setFont(theme.font(size, bold))
    p.setPen(color or theme.colour("ink"))
    p.drawText(rect, int(align | Qt.TextFlag.TextWordWrap), words)
    if _measurers and words.strip():
        shown = theme.font(size, bold).pixelSize() * shown_scale(p)
        for measurer in _measurers:
            measurer(shown, words)


def reads_at(scale: float) -> float:
    """The size (in half units) that shows READS pixels at `scale`: a 1024x700 window showed
    card texts at 7 px with room to spare in their boxes (issue #47); 0 for no scale."""
    return math.ceil(2 * READS / scale) / 2 if scale > 0 else 0.0


def shown_scale(p: QPainter) -> float:
    """How many screen pixels a unit of the painter's coordinates is (item and view scales)."""
    return math.sqrt(abs(p.worldTransform().determinant()))


@contextmanager
def measure_text() -> Iterator[list[tuple[float, str]]]:
    """The (pixel size on the screen, words) of every text drawn inside the block."""
    seen: list[tuple[float, str]] = []

    def measurer(size: float, words: str) -> None:
        seen.append((size, words))

    _measurers.append(measurer)
    try:
        yield seen
    finally:
        _measurers.remove(measurer)


def coin(p: QPainter, c: QPointF, s: float) -> None:
    """The cost badge: a gold coin (Riverboat's coin; any table's 'this costs extra')."""
    p.setPen(pen(theme.piece("coin", "edge"), max(0.8, s * 0.12)))
    p.setBrush(theme.piece("coin"))
    p.drawEllipse(c, s, s)
    p.drawEllipse(c, s * 0.65, s * 0.65)


def target_mark(p: QPainter, path: QPainterPath, coin_cost: bool, hovered: bool = False,
                coin_at: QPointF | None = None, coin_size: float = 7.0,
                hatch: bool = True) -> None:
    """Mark a legal target so that its own colour still reads: no tint over the piece, a ring
    in black and white (colours no field, crop or seat has) around it. A target that costs a
    coin also gets a gold hatch, a dashed ring and a coin, so colour is never the only cue."""
    if coin_cost and hatch:
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QBrush(theme.colour("coin_hatch"), Qt.BrushStyle.BDiagPattern))
        p.drawPath(path)
    width = 6.0 if hovered else 4.5
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.setPen(pen(theme.colour("target_outer"), width))
    p.drawPath(path)
    inner = QPen(theme.colour("coin_highlight" if coin_cost else "target_inner"), width * 0.5)
    inner.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    if coin_cost:
        inner.setStyle(Qt.PenStyle.DashLine)
    p.setPen(inner)
    p.drawPath(path)
    if coin_cost and coin_at is not None:
        coin(p, coin_at, coin_size)
