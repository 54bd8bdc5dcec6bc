"""The shared boards: New Orleans (boats, cards, agents), crop supply, phase tiles, round
track, cultivation card and score track. Each is a Piece whose children are the targets."""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from core.riverboat.components import COLOURS, WILD, components
from core.riverboat.constants import AGENT_AWARDS, LAST_ROUND, SUPPLY_SIZES
from core.riverboat.state import GameState

from ...shell.i18n import Words
from ...shell.piece import Piece
from .. import art, texts, theme
from .tiles import TileItem, tile_offset

LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
TILE_R = 20.0


class RiverboatBoards(Words):
    """The translation context of the shared boards' words (`RiverboatBoards.tr`)."""




def draw_card(g: QPainter, rect: QRectF, card_id: str, scored: bool = False,
              badge: bool = False) -> None:
    """An opportunity card face: title and what it scores; a surveyor if it was scored.

    `badge`: the title leaves room at the right for the coin of a target that costs one."""
    art.pill(g, rect, QColor("#fdf6e3"), QColor("#7d5a36"), 7)
    head = QRectF(rect.x(), rect.y(), rect.width(), 22)
    art.pill(g, head, QColor("#7d5a36"), QColor("#7d5a36"), 7)
    title = head.adjusted(2, 0, -20 if scored or badge else -2, 0)
    art.text_line(g, title, texts.card_title(card_id), QColor("white"))
    body = rect.adjusted(4, 23, -4, -2)
    words = art.say_less(body.width(), body.height(), texts.card_text(card_id), art.SMALLEST)
    art.text(g, body, words, art.SMALLEST, color=theme.colour("ink"))
    if scored:  # a surveyor on the card: it has scored
        g.setPen(Qt.PenStyle.NoPen)
        g.setBrush(QColor("#fdf6e3"))
        g.drawEllipse(QPointF(rect.right() - 12, rect.top() + 11), 9, 9)
        art.surveyor(g, QPointF(rect.right() - 13, rect.top() + 11), 7)


def draw_card_back(g: QPainter, rect: QRectF, count: int) -> None:
    art.pill(g, rect, QColor("#7d5a36"), QColor("#4a331d"), 7)
    words = RiverboatBoards.tr("Opportunity pile\n{cards}").format(cards=texts.cards(count))
    art.text_fit(g, rect.adjusted(3, 4, -3, -4), words, art.SMALLEST, QColor("white"))


def _board(title: str, width: float, height: float) -> Piece:
    rect = QRectF(0, 0, width, height)

    def draw(g: QPainter) -> None:
        art.pill(g, rect, theme.colour("board"), theme.colour("board_edge"), 10)
        art.text(g, QRectF(12, 4, width - 24, 24), title, 17, True, align=LEFT)

    board = Piece(rect, draw)
    board.setAcceptHoverEvents(False)
    board.cache()
    return board


class NewOrleansBoard:
    """Riverboat spaces with pile counts, opportunity spaces with bonuses, agents per seat."""

    WIDTH, HEIGHT = 660.0, 318.0

    def __init__(self, state: GameState):
        self.item = _board(RiverboatBoards.tr("New Orleans"), self.WIDTH, self.HEIGHT)
        self.boats: dict[str, Piece] = {}
        self.spaces: dict[int, Piece] = {}
        self.lifted: set[str] = set()  # spaces drawn empty while their piece slides away
        self.state = state
        for k, boat_id in enumerate(components().boats):
            self._boat_space(k, boat_id)
        for space in range(4):
            self._card_space(space)
        rect = QRectF(548, 150, 96, 104)
        self.pile = Piece(rect, lambda g: draw_card_back(g, rect, len(state.opp_deck)),
                          RiverboatBoards.tr(
                              "The opportunity pile: pay a coin in the Opportunity phase to "
                              "look\nthrough it and take any card (no space bonus)."),
                          None, self.item)
        self.pile.name = "card pile"
        self.mansion = Piece(QRectF(12, 264, 636, 44), self._draw_mansion,
                             RiverboatBoards.tr(
                                 "Agents in New Orleans: 1 VP each per round; most agents "
                                 "score {awards} at the end.").format(
                                 awards="/".join(str(vp) for vp in AGENT_AWARDS if vp)),
                             None, self.item)

    def _boat_space(self, k: int, boat_id: str) -> None:
        rect = QRectF(12 + k * 71, 32, 66, 96)
        up, pile = self.state.boat_up[boat_id], self.state.boat_pile[boat_id]
        boat = components().boats[boat_id]

        def draw(g: QPainter) -> None:
            art.pill(g, rect, QColor("#dbe8f1"), theme.colour("river"), 6)
            shown = up and f"boat {boat_id}" not in self.lifted
            if shown:
                art.boat(g, QRectF(rect.x() + 6, rect.y() + 18, rect.width() - 12, 36),
                         QColor("#9c6b3c"))
            art.text(g, QRectF(rect.x(), rect.y() + 1, rect.width(), 18), boat_id, 15, True)
            cap = (RiverboatBoards.tr("cap {capacity}").format(capacity=boat.capacity) if shown
                   else RiverboatBoards.tr("taken"))
            art.text_fit(g, QRectF(rect.x() + 1, rect.y() + 54, rect.width() - 2, 18), cap, 14)
            art.text_fit(g, QRectF(rect.x() + 1, rect.y() + 73, rect.width() - 2, 20),
                         RiverboatBoards.tr("pile {count}").format(count=pile), 14,
                         theme.colour("muted_ink"))

        face = (RiverboatBoards.tr("\nFace up: yes; {count} more in its pile (1 coin each).")
                if up else
                RiverboatBoards.tr("\nFace up: no; {count} more in its pile (1 coin each)."))
        item = Piece(rect, draw, texts.boat_tip(boat_id) + face.format(count=pile), None,
                     self.item)
        item.name = f"boat {boat_id}"
        self.boats[boat_id] = item

    def _card_space(self, space: int) -> None:
        rect = QRectF(12 + space * 132, 156, 124, 98)
        card = self.state.opp_spaces[space]
        label = QRectF(rect.x(), 132, rect.width(), 22)

        def draw(g: QPainter) -> None:
            art.pill(g, label, QColor("#efe3c8"), theme.colour("board_edge"), 5)
            art.text_line(g, label.adjusted(1, 0, -1, 0),
                          f"{space + 1}: {texts.space_bonus(space)}")
            if card and f"space {space + 1}" not in self.lifted:
                draw_card(g, rect, card)
            else:
                art.pill(g, rect, QColor(0, 0, 0, 0), theme.colour("board_edge"), 7)

        tip = (texts.card_tip(card) if card
               else RiverboatBoards.tr("An empty opportunity card space."))
        tip += RiverboatBoards.tr("\nSpace bonus: {bonus}.").format(
            bonus=texts.space_bonus(space))
        item = Piece(rect.united(label), draw, tip, None, self.item)
        item.name = f"space {space + 1}"
        self.spaces[space + 1] = item

    def lift(self, item: Piece) -> None:
        """Draw a boat or card space empty: its piece is the one sliding to a mat."""
        self.lifted.add(item.name)
        item.update()

    def _draw_mansion(self, g: QPainter) -> None:
        art.text(g, QRectF(12, 264, 90, 44), RiverboatBoards.tr("Agents:"), 15, True, align=LEFT)
        n = self.state.num_players
        for seat, p in enumerate(self.state.players):
            x = 100 + seat * (540 / n)
            art.seat_worker(g, seat, QPointF(x + 12, 286), 13)
            art.text(g, QRectF(x + 28, 264, 100, 44), f"× {p.agents}", 17, True, align=LEFT)

    def agents_point(self, seat: int) -> QPointF:
        return self.item.mapToScene(QPointF(112 + seat * (540 / self.state.num_players), 286))


class SupplyBoard:
    """The crop supply: 8 one-hex, 5 two-hex and 3 three-hex face-up tiles, and the piles."""

    WIDTH, HEIGHT = 440.0, 318.0

    def __init__(self, state: GameState):
        self.item = _board(RiverboatBoards.tr("Crop supply"), self.WIDTH, self.HEIGHT)
        self.state = state
        self.tiles: dict[int, TileItem] = {}
        self.spaces: list[QRectF] = []
        self.piles: dict[int, Piece] = {}
        for index, size in enumerate(SUPPLY_SIZES):
            self._space(index, size)
        for size in (1, 2, 3):
            self._pile(size)

    def _space_rect(self, index: int, size: int) -> QRectF:
        if size == 1:
            return QRectF(12 + index * 52, 34, 48, 48)
        if size == 2:
            k = index - 8
            return QRectF(12 + k * 84, 92, 80, 50)
        k = index - 13
        return QRectF(12 + k * 140, 152, 134, 82)

    def _space(self, index: int, size: int) -> None:
        rect = self._space_rect(index, size)
        self.spaces.append(rect)
        frame = Piece(rect, lambda g: art.pill(g, rect, QColor("#efe3c8"),
                                               QColor("#c9b48f"), 6), "", None, self.item)
        frame.setAcceptHoverEvents(False)
        kind = self.state.display[index]
        if kind is None:
            frame.setToolTip(RiverboatBoards.tr(
                "An empty {size}-hex space (refilled next round).").format(size=size))
            return
        tile = TileItem(kind, TILE_R, texts.tile_tip(kind), self.item)
        tile.home = rect.center() + tile_offset(kind, TILE_R)
        tile.setPos(tile.home)
        tile.name = f"display {index}"
        self.tiles[index] = tile

    def _pile(self, size: int) -> None:
        rect = QRectF(12 + (size - 1) * 140, 244, 134, 62)
        count = len(self.state.crop_piles[size - 1])

        def draw(g: QPainter) -> None:
            art.pill(g, rect, QColor("#6f5637"), QColor("#3e2f1c"), 7)
            for k in range(3):
                c = QPointF(rect.x() + 24 + k * 5, rect.y() + 30 - k * 4)
                g.setPen(QColor("#3e2f1c"))
                g.setBrush(QColor("#a88a5e"))
                g.drawPolygon(theme.hex_polygon(16, c))
            art.text_fit(g, QRectF(rect.x() + 50, rect.y(), 82, rect.height()),
                         RiverboatBoards.tr("{size}-hex pile\n{tiles}").format(size=size,
                                                                  tiles=texts.tiles(count)),
                         14, QColor("white"))

        tip = RiverboatBoards.tr("Face-down pile of {size}-hex crop tiles ({count} left).").format(
            size=size, count=count)
        if size < 3:
            tip += RiverboatBoards.tr("\nPlanting coin ability: pay 1 coin to look through it "
                                      "and take any tile.")
        item = Piece(rect, draw, tip, None, self.item)
        item.name = f"pile {size}"
        self.piles[size] = item


class PhaseRow:
    """The five phase tiles with the seat that holds each; the current phase is underlined."""

    WIDTH, HEIGHT = 660.0, 112.0

    def __init__(self, state: GameState):
        self.item = _board(RiverboatBoards.tr("Phase tiles"), self.WIDTH, self.HEIGHT)
        self.tiles: dict[int, Piece] = {}
        for k, owner in enumerate(state.phase_owner):
            rect = QRectF(12 + k * 128, 32, 122, 70)
            now = state.phase == texts.tile_phase(k + 1)
            item = Piece(rect, partial(self._draw, k=k, rect=rect, owner=owner, now=now),
                         texts.phase_tip(k + 1), None, self.item)
            item.name = f"phase {k + 1}"
            self.tiles[k + 1] = item

    @staticmethod
    def _draw(g: QPainter, k: int, rect: QRectF, owner: int, now: bool) -> None:
        edge = theme.colour("ink") if now else theme.colour("board_edge")
        art.pill(g, rect, QColor("#fff8e6" if now else "#efe3c8"), edge, 8)
        if now:
            g.setPen(Qt.PenStyle.NoPen)
            g.setBrush(theme.colour("ink"))
            g.drawRect(QRectF(rect.x() + 8, rect.bottom() - 5, rect.width() - 16, 3))
        art.text_fit(g, QRectF(rect.x() + 4, rect.y() + 3, rect.width() - 8, 40),
                     f"{k + 1}. {texts.phase_name(texts.tile_phase(k + 1))}", 15, bold=True)
        if owner >= 0:
            art.worker(g, QPointF(rect.x() + 18, rect.bottom() - 18), 11, theme.seat_fill(owner),
                       theme.seat_edge(owner))
            art.text(g, QRectF(rect.x() + 32, rect.bottom() - 30, 86, 24),
                     texts.seat_name(owner), 14, align=LEFT)
        else:
            art.text(g, QRectF(rect.x(), rect.bottom() - 30, rect.width(), 24),
                     RiverboatBoards.tr("free"), 14, color=theme.colour("muted_ink"))


class RoundBoard:
    """The round track (workers left on it) and the cultivation card just revealed."""

    WIDTH, HEIGHT = 440.0, 112.0

    def __init__(self, state: GameState):
        self.item = _board(RiverboatBoards.tr("Round {round} of {rounds}").format(
            round=min(state.round, LAST_ROUND), rounds=LAST_ROUND), self.WIDTH, self.HEIGHT)
        rect = QRectF(12, 34, 230, 66)
        self.track = Piece(rect, lambda g: self._draw_track(g, rect, state),
                           RiverboatBoards.tr("Round track: the Cultivation tile's bonus "
                                              "takes its leftmost worker."),
                           None, self.item)
        card_rect = QRectF(258, 30, 60, 76)
        self.card = Piece(card_rect, lambda g: self._draw_card(g, card_rect, state),
                          RiverboatBoards.tr("Cultivation card: {card}; {left} more to "
                                             "reveal this phase; {deck} in the deck.").format(
                              card=texts.card_name(state.card), left=state.cards_left,
                              deck=len(state.cult_deck)), None, self.item)
        self.card.name = "cultivation card"
        info = QRectF(326, 30, 108, 76)
        words = RiverboatBoards.tr("card: {card}\n{left} to reveal\ndeck {deck}").format(
            card=texts.card_name(state.card), left=state.cards_left, deck=len(state.cult_deck))
        self.info = Piece(info, lambda g: art.text_fit(g, info, words, 14), "", None,
                          self.item)

    @staticmethod
    def _draw_track(g: QPainter, rect: QRectF, state: GameState) -> None:
        taken = 4 - state.round_track
        for k in range(4):
            cell = QRectF(rect.x() + k * 58, rect.y(), 52, rect.height())
            now = k + 1 == state.round
            art.pill(g, cell, QColor("#fff8e6" if now else "#efe3c8"),
                     theme.colour("ink" if now else "board_edge"), 6)
            art.text(g, QRectF(cell.x(), cell.y() + 2, cell.width(), 18), f"R{k + 1}", 14, True)
            if k >= taken:
                art.worker(g, QPointF(cell.center().x(), cell.y() + 42), 13, QColor("#d8c9a8"),
                           QColor("#6b5a3a"))

    @staticmethod
    def _draw_card(g: QPainter, rect: QRectF, state: GameState) -> None:
        card = state.card
        if card is None:
            art.pill(g, rect, QColor("#5b6b7a"), QColor("#2c3540"), 6)
            art.text_fit(g, rect, RiverboatBoards.tr("no card"), 14, QColor("white"))
            return
        if card == WILD:
            art.pill(g, rect, QColor("white"), theme.colour("ink"), 6)
            for k, letter in enumerate(COLOURS):
                c = QPointF(rect.x() + 14 + (k % 3) * 16, rect.y() + 18 + (k // 3) * 18)
                art.field_symbol(g, theme.field_symbol(letter), c, 6, theme.field_fill(letter)
                                 .darker(150))
            art.text_fit(g, QRectF(rect.x(), rect.bottom() - 24, rect.width(), 20),
                         texts.card_name(WILD), 14, bold=True)
            return
        art.pill(g, rect, theme.field_fill(card), theme.colour("ink"), 6)
        art.field_symbol(g, theme.field_symbol(card), rect.center() + QPointF(0, -8), 14,
                         theme.colour("ink"))
        art.text_fit(g, QRectF(rect.x(), rect.bottom() - 24, rect.width(), 20),
                     texts.field_name(card), 14, bold=True)


def marker_rect(k: int, count: int, laps: bool) -> QRectF:
    """The `k`th of `count` score markers on one space, around the space's centre: alone, a pill
    (wide enough for its laps past 50); two side by side; three or four in two rows, so that no
    marker hides another (issue #47: each drawn 8 units from the last, they covered each other's
    letters)."""
    if count == 1:
        half = 17 if laps else 10  # a marker past 50 is a pill wide enough for its laps
        return QRectF(-half, -10, 2 * half, 20)
    column, row = k % 2, k // 2
    height = 20.0 if count == 2 else 13.0
    top = -10.0 if count == 2 else -13.5 + row * 14
    return QRectF(-20.5 + column * 21, top, 20, height)


class ScoreTrack:
    """Spaces 0-49 in two rows; a marker past 50 carries its laps (+50, +100)."""

    WIDTH, HEIGHT = 1120.0, 92.0
    CELL = 42.4

    def __init__(self, state: GameState, names: Sequence[str] = ()):
        self.item = _board(RiverboatBoards.tr("Score track"), self.WIDTH, self.HEIGHT)
        self.item.draw = self._wrap(self.item.draw, state)
        for seat, p in enumerate(state.players):
            sharing = [s for s, q in enumerate(state.players) if q.vp % 50 == p.vp % 50]
            laps = p.vp // 50 * 50
            rect = marker_rect(sharing.index(seat), len(sharing), bool(laps)).translated(
                self._cell_centre(p.vp % 50))
            marker = Piece(rect, partial(self._marker, seat=seat, rect=rect, laps=laps),
                           RiverboatBoards.tr("{seat}: {vp} VP").format(
                               seat=texts.seat_name(seat, names), vp=p.vp), None, self.item)
            marker.name = f"score marker {seat}"
            marker.setZValue(1 + seat)

    def _cell_centre(self, value: int) -> QPointF:
        row, col = divmod(value, 25)
        return QPointF(12 + (col + 0.5) * self.CELL, 30 + row * 30 + 15)

    def _wrap(self, base, state):
        def draw(g: QPainter) -> None:
            base(g)
            for v in range(50):
                c = self._cell_centre(v)
                rect = QRectF(c.x() - self.CELL / 2 + 1, c.y() - 14, self.CELL - 2, 28)
                art.pill(g, rect, QColor("#efe3c8" if v % 5 else "#e2d1ab"),
                         QColor("#c9b48f"), 4)
                art.text(g, rect.adjusted(2, 0, -1, 1), str(v), art.SMALLEST,
                         color=theme.colour("muted_ink"),
                         align=Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignBottom)
        return draw

    @staticmethod
    def _marker(g: QPainter, seat: int, rect: QRectF, laps: int) -> None:
        g.setPen(QPen(theme.seat_edge(seat), 1.5))
        g.setBrush(theme.seat_fill(seat))
        g.drawRoundedRect(rect, 10, 10)
        if laps:  # the marker's other side: 50 or 100 points more than its space
            ink = QColor("black") if theme.seat_fill(seat).lightness() > 150 else QColor("white")
            art.text(g, rect.adjusted(-2, -3, 2, 3), str(laps), art.SMALLEST, True, ink)
        else:  # whose it is, not by colour alone
            art.seat_mark(g, seat, rect)
