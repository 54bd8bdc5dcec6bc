"""A seat's river board: the 12 spots in the river's snake order (so its columns stand one
above the other), the boat with its pioneers, the warehouses and what they hold, the bonus-token
spots, reserved and built buildings, settled pioneers and the running score."""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPolygonF

from core.the_river.components import BASICS, components
from core.the_river.state import GameState

from ..shell.piece import Piece
from . import art, texts, theme
from .pioneer import BoatItem, PioneerItem
from .texts import RiverTexts

WIDTH, HEIGHT = 800.0, 330.0
CELL_W, CELL_H, GAP = 118.0, 90.0, 4.0
GRID_X, GRID_Y = 10.0, 40.0
RIGHT = 510.0  # where the boat, warehouses and buildings begin
RIGHT_W = WIDTH - 8 - RIGHT
BUILT_ROWS = 4  # built buildings listed in one column up to this many, then in two


def cell_of(spot: int) -> tuple[int, int]:
    """(column, row) of a river spot: rows run left to right, right to left, left to right."""
    row, k = divmod(spot - 1, 4)
    return (k if row % 2 == 0 else 3 - k), row


def cell_rect(spot: int) -> QRectF:
    col, row = cell_of(spot)
    return QRectF(GRID_X + col * (CELL_W + GAP), GRID_Y + row * (CELL_H + GAP), CELL_W, CELL_H)


class RiverBoardPanel(Piece):
    """One seat's board; children: `cells` (spot 1-12), `pioneers` (on the boat), `boat`,
    `held` (resource -> warehouse counter), `reserved`/`built` (building id -> card),
    `token_spots` (1..n), `score`."""

    def __init__(self, state: GameState, seat: int, names: Sequence[str]):
        rect = QRectF(0, 0, WIDTH, HEIGHT)
        super().__init__(rect, lambda g: self._draw(g, rect))
        self.setAcceptHoverEvents(False)
        self.state, self.seat, self.names = state, seat, names
        self.player = state.players[seat]
        self.name = f"board {seat}"
        self.key = f"river board {seat}"
        self.cells: dict[int, Piece] = {}
        self.pioneers: list[PioneerItem] = []
        self.held: dict[int, Piece] = {}
        self.reserved: dict[str, Piece] = {}
        self.built: dict[str, Piece] = {}
        self.token_spots: dict[int, Piece] = {}
        self._header()
        self._river()
        self._boat()
        self._warehouses()
        self._tokens()
        self._buildings()

    # -- drawing ------------------------------------------------------------------------

    def _draw(self, g: QPainter, rect: QRectF) -> None:
        art.pill(g, rect, theme.colour("board"), theme.seat_edge(self.seat), 10)
        g.setPen(Qt.PenStyle.NoPen)
        g.setBrush(theme.seat_fill(self.seat))
        g.drawRoundedRect(QRectF(0, 0, 10, HEIGHT), 5, 5)
        for col in range(4):  # the scoring columns, one above the other
            band = QRectF(GRID_X + col * (CELL_W + GAP) - 2, GRID_Y - 2, CELL_W + 4,
                          3 * CELL_H + 2 * GAP + 4)
            g.setPen(Qt.PenStyle.NoPen)
            g.setBrush(QColor(0, 0, 0, 22))
            g.drawRoundedRect(band, 6, 6)
        river = QPainterPath()
        for spot in range(1, components().spots + 1):
            c = cell_rect(spot).center()
            river.moveTo(c) if spot == 1 else river.lineTo(c)
        g.setPen(art.pen(theme.colour("water"), 26))
        g.setBrush(Qt.BrushStyle.NoBrush)
        g.drawPath(river)

    def _header(self) -> None:
        state = self.state
        name = texts.seat_name(self.seat, self.names)
        # the seat names the board: its printed number named boards not in play ("board 4"
        # of two players, issue #47); what it prints is drawn on its spots
        words = (RiverTexts.tr("{seat} — first player").format(seat=name)
                 if state.first_player == self.seat else name)
        rect = QRectF(16, 4, 600, 30)
        header = Piece(rect, lambda g: art.text(g, rect, words, 17, True, align=art.LEFT), "",
                       None, self)
        header.setAcceptHoverEvents(False)
        header.key = f"header {words}"
        score = QRectF(WIDTH - 150, 4, 140, 30)
        vp = state.scores[self.seat]
        vp_words = RiverTexts.tr("{vp} VP").format(vp=vp)
        self.score = Piece(score, lambda g: art.text(g, score, vp_words, 18, True),
                           texts.score_tip(state, self.seat, self.names), None, self)
        self.score.name = f"score {self.seat}"
        self.score.key = f"score {vp_words}"
        if state.first_player == self.seat:
            pawn = QRectF(WIDTH - 190, 6, 30, 28)
            self.pawn = Piece(pawn, lambda g: _pawn(g, pawn), RiverTexts.tr(
                "The first player pawn: its holder starts the next round."), None, self)
            self.pawn.name = "first player pawn"

    def _river(self) -> None:
        p = self.player
        for spot in range(1, components().spots + 1):
            rect = cell_rect(spot)
            covered = spot <= len(p.river)
            tip = (texts.river_tile_tip(self.state, self.seat, spot, self.names) if covered
                   else texts.printed_tip(p.board, spot))
            draw = partial(_cell, rect=rect, spot=spot, board=p.board,
                           tile=p.river[spot - 1] if covered else None)
            cell = Piece(rect, draw, tip, None, self)
            cell.name = f"river {self.seat} spot {spot}"
            cell.key = f"river cell {p.board} {spot} {p.river[spot - 1] if covered else ''}"
            self.cells[spot] = cell

    def _boat(self) -> None:
        p = self.player
        rect = QRectF(RIGHT, 40, 150, 104)
        tip = RiverTexts.tr("The boat: %n pioneer(s) ready", "", p.boat)
        if p.aside:
            tip += RiverTexts.tr(", {count} set aside").format(count=p.aside)
        if p.settled:
            tip += RiverTexts.tr("; %n pioneer(s) settled for good", "", p.settled)
        self.boat = BoatItem(rect, lambda g: _boat(g, rect, p.aside, p.settled, self.seat),
                             tip + ".", self.pioneers, self)
        self.boat.name = f"boat {self.seat}"
        for k in range(p.boat):
            man = PioneerItem(self.seat, RiverTexts.tr("A pioneer of {seat} on the boat.").format(
                seat=texts.seat_name(self.seat, self.names)), self)
            man.home = QPointF(RIGHT + 20 + k * 27, 40 + 50)
            man.setPos(man.home)
            man.name = f"pioneer {self.seat} {k}"
            self.pioneers.append(man)

    def _warehouses(self) -> None:
        p = self.player
        rect = QRectF(RIGHT + 156, 40, RIGHT_W - 156, 104)
        full = p.held() > p.storage()

        def draw(g: QPainter) -> None:
            art.pill(g, rect, QColor("#fffdf6"), theme.colour("refuse") if full
                     else theme.colour("island_edge"), 8)
            art.warehouse(g, QPointF(rect.x() + 14, rect.y() + 16), 8)
            art.text_fit(g, QRectF(rect.x() + 26, rect.y() + 4, rect.width() - 30, 24),
                         RiverTexts.tr("Stored {held} / {room}").format(
                             held=p.held(), room=p.storage()), 15, bold=True)

        box = Piece(rect, draw, texts.storage_tip(self.state, self.seat), None, self)
        box.name = f"warehouses {self.seat}"
        for k in range(BASICS + 1):
            half = (rect.width() - 12) / 2
            cell = QRectF(rect.x() + 6 + (k % 2) * half, rect.y() + 32 + (k // 2) * 34, half - 2,
                          30)
            n = p.res[k]

            def draw_res(g: QPainter, r=cell, k=k, n=n) -> None:
                art.resource_icon(g, k, QPointF(r.x() + 13, r.center().y()), 12)
                art.text(g, QRectF(r.x() + 28, r.y(), r.width() - 28, r.height()), str(n), 17,
                         n > 0, align=art.LEFT)

            piece = Piece(cell, draw_res, RiverTexts.tr("{count} {resource} stored.").format(
                count=n, resource=texts.resource_words(k)), None, self)
            piece.name = f"held {self.seat} {components().resources[k]}"  # the engine's name
            piece.key = f"held {k} {n}"
            piece.count = n
            self.held[k] = piece

    def _tokens(self) -> None:
        p = self.player
        comp = components()
        n = comp.bonus_spots(self.state.num_players)
        label = QRectF(RIGHT, 152, 70, 40)
        bonus = RiverTexts.tr("Bonus spots")
        Piece(label, lambda g: art.text(g, label, bonus, 13, True, align=art.LEFT), "", None,
              self).setAcceptHoverEvents(False)
        for spot in range(1, n + 1):
            c = QPointF(RIGHT + 86 + (spot - 1) * 42, 172)
            rect = QRectF(c.x() - 20, c.y() - 20, 40, 40)
            value = p.tokens[spot - 1] if spot <= len(p.tokens) else None
            extra = spot == comp.extra_pioneer_spot and p.on_bonus_spot

            def draw(g: QPainter, c=c, v=value, e=extra) -> None:
                art.token(g, c, 17, v)
                if e:
                    art.pioneer(g, self.seat, c, 12)

            if value is not None:
                tip = RiverTexts.tr("Bonus spot {spot}: a token worth %n point(s).", "",
                                    value).format(spot=spot)
            else:
                tip = RiverTexts.tr("Bonus spot {spot}: free; the next building's token goes "
                                    "here.").format(spot=spot)
            if extra:
                tip += "\n" + RiverTexts.tr("A pioneer waits here: the second token frees it "
                                            "to the boat.")
            piece = Piece(rect, draw, tip, None, self)
            piece.name = f"bonus {self.seat} {spot}"
            piece.key = f"bonus {value} {extra and self.seat}"
            self.token_spots[spot] = piece

    def _buildings(self) -> None:
        p = self.player
        label = QRectF(RIGHT, 196, RIGHT_W, 20)
        words = RiverTexts.tr("Reserved {reserved}  ·  Built {built}").format(
            reserved=len(p.reserved), built=len(p.built))
        Piece(label, lambda g: art.text(g, label, words, 13, True, align=art.LEFT),
              "", None, self).setAcceptHoverEvents(False)
        note = RiverTexts.tr("reserved")
        for k, b in enumerate(p.reserved):
            rect = QRectF(RIGHT + k * 68, 218, 64, 104)
            piece = Piece(rect, partial(art.building_card, rect=rect, building_id=b, note=note),
                          texts.building_tip(b, True), None, self)
            piece.name = f"reserved {self.seat} {b}"
            piece.key = f"building {b} reserved"
            self.reserved[b] = piece
        x0, room = RIGHT + 140, RIGHT_W - 140
        # a row each (points, then cost), in one column while the rows stay readable
        cols = 1 if len(p.built) <= BUILT_ROWS else 2
        rows = max(1, -(-len(p.built) // cols))
        w = (room - 4 * (cols - 1)) / cols
        h = min(26.0, (104 - 4 * (rows - 1)) / rows)
        for k, b in enumerate(p.built):
            col, row = divmod(k, rows)
            rect = QRectF(x0 + col * (w + 4), 218 + row * (h + 4), w, h)
            piece = Piece(rect, partial(art.building_row, rect=rect, building_id=b),
                          texts.building_tip(b), None, self)
            piece.name = f"built {self.seat} {b}"
            piece.key = f"building {b}"
            self.built[b] = piece

    def boat_point(self) -> QPointF:
        return self.boat.centre()


def _cell(g: QPainter, rect: QRectF, spot: int, board: int, tile: str | None) -> None:
    """A river spot: its tile (and frame), or what is printed on it; its number."""
    printed = components().boards[board]
    if tile is not None:
        art.tile_face(g, rect, tile)
        if spot in printed.framed:
            art.frame(g, rect)
    else:
        art.printed_spot(g, rect, printed.production[spot - 1], printed.storage[spot - 1],
                         spot in printed.framed)
    _spot_number(g, rect, spot)


def _spot_number(g: QPainter, rect: QRectF, spot: int) -> None:
    box = QRectF(rect.right() - 25, rect.bottom() - 19, 23, 17)
    g.setPen(Qt.PenStyle.NoPen)
    g.setBrush(QColor(255, 255, 255, 200))
    g.drawRoundedRect(box, 4, 4)
    art.text(g, box, str(spot), art.SMALLEST, True)


def _boat(g: QPainter, rect: QRectF, aside: int, settled: int, seat: int) -> None:
    hull = QPolygonF([QPointF(rect.x() + 4, rect.y() + 70), QPointF(rect.right() - 4,
                      rect.y() + 70), QPointF(rect.right() - 30, rect.bottom() - 8),
                      QPointF(rect.x() + 30, rect.bottom() - 8)])
    g.setPen(art.pen(QColor("#4a331d"), 1.6))
    g.setBrush(QColor("#a0703f"))
    g.drawPolygon(hull)
    art.text(g, QRectF(rect.x(), rect.y() + 72, rect.width(), 26), RiverTexts.tr("Boat"), 13,
             True, QColor("white"))
    if aside:
        art.text(g, QRectF(rect.x(), rect.y() + 18, rect.width(), 16),
                 RiverTexts.tr("{count} set aside").format(count=aside), art.SMALLEST, False,
                 theme.colour("muted_ink"))
    if settled:  # settled for good: small figures and the count
        x = rect.right() - 60 - settled * 14
        art.text(g, QRectF(x - 4, rect.y(), 60, 18), RiverTexts.tr("settled"), art.SMALLEST, False,
                 theme.colour("muted_ink"), Qt.AlignmentFlag.AlignRight
                 | Qt.AlignmentFlag.AlignVCenter)
        for k in range(settled):
            art.pioneer(g, seat, QPointF(x + 66 + k * 14, rect.y() + 9), 7)


def _pawn(g: QPainter, rect: QRectF) -> None:
    """The first player pawn: a dark cone with a white '1'."""
    c = rect.center()
    g.setPen(art.pen(QColor("black"), 1.2))
    g.setBrush(QColor("#333333"))
    g.drawPolygon(QPolygonF([QPointF(c.x() - 11, rect.bottom()), QPointF(c.x() + 11,
                  rect.bottom()), QPointF(c.x() + 4, rect.top() + 8), QPointF(c.x() - 4,
                  rect.top() + 8)]))
    g.drawEllipse(QPointF(c.x(), rect.top() + 7), 7, 7)
    art.text(g, QRectF(c.x() - 8, c.y() - 2, 16, 14), "1", art.SMALLEST, True, QColor("white"))
