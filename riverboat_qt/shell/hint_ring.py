"""How a hint shows on any table: a teal ring along the pieces of the suggested action, and its
choice button outlined."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QPushButton

from .scene import TableScene

HINT_COLOUR = QColor("#00897b")  # teal: unlike any crop, field, seat or legal mark


class HintRing(QGraphicsItem):
    """A thick teal outline along a piece's shape (a hex, a tile, a card), not clickable."""

    def __init__(self, piece: QGraphicsItem, on_board: bool = False):
        """`on_board`: the ring is a part of the piece's board, shown and hidden with it (a
        board opened from its summary); else a top-level item at the piece's place."""
        board = piece.topLevelItem()
        super().__init__(board if on_board else None)
        self.board, self.on_board = board, on_board  # what it lies on: a board, summary, picker
        self.path = (piece.itemTransform(self.board)[0] if on_board
                     else piece.sceneTransform()).map(piece.shape())
        # just above its piece's board: a picker opened over the board hides the ring with the
        # board (issue #35: it was drawn over the pile picker); a piece in a picker keeps it
        self.setZValue(self.board.zValue() + 1)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)
        self.name = "hint"

    def boundingRect(self) -> QRectF:
        return self.path.boundingRect().adjusted(-6, -6, 6, 6)

    def paint(self, p: QPainter, option, widget=None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        fill = QColor(HINT_COLOUR)
        fill.setAlpha(60)
        for colour, width in ((QColor("white"), 9.0), (HINT_COLOUR, 5.0)):  # a halo, a line
            p.setPen(QPen(colour, width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                          Qt.PenJoinStyle.RoundJoin))
            p.setBrush(fill if width < 9 else Qt.BrushStyle.NoBrush)
            p.drawPath(self.path)


def ring_pieces(scene: TableScene, pieces: list) -> list:
    """A HintRing over each piece where the table shows it, added to the scene; returns the
    rings. A piece of a board drawn in brief is ringed on the board, seen when it opens, and
    its summary once (the board, hidden where it opens, lies over others: issue #47)."""
    rings = [HintRing(p, on_board=True) for p in pieces if scene.shown_by(p) is not p]
    shown: list[QGraphicsItem] = []
    for piece in pieces:
        where = scene.shown_by(piece)
        if not any(where is other for other in shown):
            shown.append(where)
    for piece in shown:
        ring = HintRing(piece)
        scene.addItem(ring)
        rings.append(ring)
    return rings


def mark_button(window, label: str | None) -> list[QPushButton]:
    """Outline the choice buttons whose text starts with label; returns them."""
    marked = []
    for button in window.choice_buttons:
        if label and button.text().startswith(label):
            button.setStyleSheet("QPushButton { border: 3px solid #00897b; font-weight: bold; }")
            marked.append(button)
    return marked


def unmark(marks: list) -> None:
    """Take away what ring_pieces and mark_button made (skipping what is gone already)."""
    from shiboken6 import isValid

    for mark in marks:
        if not isValid(mark):
            continue
        if isinstance(mark, QPushButton):
            mark.setStyleSheet("")
        elif mark.scene() is not None:
            mark.scene().removeItem(mark)
