"""The River's keyed pieces (drawn once, copied after) never show a stale picture: after
drawing a whole game's positions, each position looks as it does drawn afresh without keys."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter, QPixmapCache

import core
from riverboat_qt.shell.piece import Piece
from riverboat_qt.the_river.scene import RiverScene


def render(scene: RiverScene, state, size: tuple[int, int] = (1000, 700)) -> QImage:
    scene.rebuild(state, 0, ())
    image = QImage(size[0], size[1], QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    g = QPainter(image)
    scene.render(g, QRectF(image.rect()), scene.sceneRect())
    g.end()
    return image


def differing(a: QImage, b: QImage) -> float:
    """The share of pixels that differ by more than a shade (antialiasing may move a few)."""
    bad = 0
    for y in range(0, a.height(), 2):
        for x in range(0, a.width(), 2):
            p, q = QColor(a.pixel(x, y)), QColor(b.pixel(x, y))
            if max(abs(p.red() - q.red()), abs(p.green() - q.green()),
                   abs(p.blue() - q.blue())) > 40:
                bad += 1
    return bad / ((a.width() // 2) * (a.height() // 2))


def test_keyed_pieces_never_show_a_stale_picture(qtbot, monkeypatch):
    """Draw a whole game's positions, each on a cache warmed by the ones before: every one
    must look exactly as when its pieces are all drawn afresh (a key that missed some of a
    piece's content would copy another position's picture of it)."""
    record, _ = core.random_game(3, 11, game="the-river")
    sampled = list(core.replay(record))[::3]
    QPixmapCache.clear()
    scene = RiverScene()
    warmed = [render(scene, s) for s in sampled]
    assert sum(1 for p in scene.items() if isinstance(p, Piece) and p.key) > 60
    for image, state in list(zip(warmed, sampled, strict=True))[-10:]:
        QPixmapCache.clear()
        assert render(scene, state) == image, f"a stale piece at round {state.round}"
    # and the copies are the drawings: only antialiased edges move (whole pixels, not parts)
    monkeypatch.setattr(Piece, "key", property(lambda self: None, lambda self, v: None))
    assert differing(warmed[-1], render(RiverScene(), sampled[-1])) < 0.05
