"""A piece with a key is drawn once per zoom and copied after: the same pixels as drawing it,
and the table's next picture does not draw it again."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QGraphicsScene

from riverboat_qt.shell.piece import Piece


def picture(piece: Piece, zoom: float) -> QImage:
    scene = QGraphicsScene()
    scene.addItem(piece)
    piece.setPos(10, 10)
    image = QImage(int(140 * zoom), int(100 * zoom), QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    g = QPainter(image)
    scene.render(g, QRectF(image.rect()), QRectF(0, 0, 140, 100))
    g.end()
    scene.removeItem(piece)
    return image


def test_a_keyed_piece_looks_the_same_and_is_drawn_once_per_zoom(qtbot) -> None:
    calls = []

    def draw(g: QPainter) -> None:
        calls.append(1)
        g.setPen(Qt.PenStyle.NoPen)
        g.setBrush(QColor("#2e6fbf"))
        g.drawEllipse(QPointF(40, 30), 28, 20)
        g.setPen(QColor("black"))
        g.drawText(QRectF(0, 50, 100, 20), "river cell")

    rect = QRectF(0, 0, 100, 70)
    for zoom in (1.0, 1.5):
        plain = picture(Piece(rect, draw), zoom)
        before = len(calls)
        first = Piece(rect, draw)
        first.key = f"test piece {zoom}"
        keyed = picture(first, zoom)
        again = Piece(rect, draw)
        again.key = f"test piece {zoom}"
        second = picture(again, zoom)
        assert len(calls) == before + 1, "the second picture copies the first"
        differing = sum(plain.pixel(x, y) != keyed.pixel(x, y)
                        for x in range(plain.width()) for y in range(plain.height()))
        assert differing <= 0.02 * plain.width() * plain.height()  # antialiased edges only
        assert second == keyed
