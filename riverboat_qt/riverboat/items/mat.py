"""A player's mat and personal supply: fields, crops, pieces, harbor track, boats and cards."""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter

from core.riverboat.components import CROPS, components
from core.riverboat.constants import HARVEST_BONUS_AT, VP_PER_BARN_NEIGHBOUR, VP_PER_COIN
from core.riverboat.describe import hex_label
from core.riverboat.hexgrid import COLS, ROWS, from_axial, hex_name, to_axial
from core.riverboat.player import NO_HEX
from core.riverboat.state import GameState

from ...shell.i18n import Words
from ...shell.piece import Piece
from .. import art, texts, theme
from .boards import draw_card

R = 30.0  # hex corner radius of a mat at scale 1
HEX_W = R * theme.SQRT3
PAD = 14.0
HEADER = 36.0
SLOT_W = 8.5 * HEX_W / 13
HARBOR_TOP = HEADER + 6
TRACK_TOP = HARBOR_TOP + 46
MAT_TOP = TRACK_TOP + 34
MAT_W = 8.5 * HEX_W
MAT_H = 2 * R + 1.5 * R * (ROWS - 1)
SIDE_X = PAD + MAT_W + 18
WIDTH = SIDE_X + 250
CARD_W, CARD_H = 140.0, 84.0
CARDS_TOP = MAT_TOP + MAT_H + 12
HEIGHT = CARDS_TOP + CARD_H + 12


class RiverboatMat(Words):
    """The translation context of a mat's words (`RiverboatMat.tr`)."""


def _hex_local(index: int) -> QPointF:
    q, r = to_axial(index)
    return QPointF(PAD + HEX_W / 2, MAT_TOP + R) + theme.axial_to_point(q, r, R)


class MatPanel(Piece):
    """One seat's whole personal area, built from the state; children are the click targets."""

    def __init__(self, state: GameState, seat: int, names: Sequence[str] = ()):
        super().__init__(QRectF(0, 0, WIDTH, HEIGHT))
        self.seat = seat
        self.seat_label = texts.seat_name(seat, names)
        self.names = names
        self.state = state
        self.draw = self._draw_board
        self.hexes: dict[int, Piece] = {}
        self.cards: dict[str, Piece] = {}
        self.wells: dict[str, Piece] = {}
        self.show_coords = False
        self.setAcceptHoverEvents(False)
        self.cache()
        self._build_hexes()
        self._build_cards()
        self._build_tips()

    # -- geometry for interactions and animations -----------------------------------------

    def hex_centre(self, index: int) -> QPointF:
        return self.mapToScene(_hex_local(index))

    def slot_centre(self, slot: int) -> QPointF:
        return self.mapToScene(QPointF(PAD + (slot + 0.5) * SLOT_W, HARBOR_TOP + 20))

    def supply_point(self) -> QPointF:
        return self.mapToScene(QPointF(SIDE_X + 20, HEADER + 40))

    def cards_point(self) -> QPointF:
        n = len(self.state.players[self.seat].cards)
        return self.mapToScene(QPointF(PAD + n * (CARD_W + 8) + CARD_W / 2, CARDS_TOP + CARD_H / 2))

    def axial_at(self, scene_pt: QPointF) -> tuple[float, float]:
        """The fractional axial coordinates of a scene point on this mat."""
        local = self.mapFromScene(scene_pt) - QPointF(PAD + HEX_W / 2, MAT_TOP + R)
        r = local.y() / (1.5 * R)
        q = local.x() / HEX_W - r / 2
        return q, r

    @staticmethod
    def hex_index(q: int, r: int) -> int | None:
        return from_axial(q, r)

    def set_show_coords(self, on: bool) -> None:
        """Write each field's name (a1..e8, as the log and the hints say it) on the mat."""
        if on != self.show_coords:
            self.show_coords = on
            for item in self.hexes.values():
                item.update()

    # -- children -------------------------------------------------------------------------

    def _build_hexes(self) -> None:
        for index in range(ROWS * COLS):
            c = _hex_local(index)
            item = Piece(QRectF(c.x() - HEX_W / 2, c.y() - R, HEX_W, 2 * R),
                         None, self._hex_tip(index), theme.hex_polygon(R * 0.97, c), self)
            item.draw = lambda p, i=index, c=c: self._draw_hex(p, i, c)
            item.name = f"hex {hex_name(index)}"
            self.hexes[index] = item

    def _build_cards(self) -> None:
        p = self.state.players[self.seat]
        for k, card in enumerate(p.cards):
            rect = QRectF(PAD + k * (CARD_W + 8), CARDS_TOP, CARD_W, CARD_H)
            scored = card in p.scored_cards
            item = Piece(rect, partial(draw_card, rect=rect, card_id=card, scored=scored),
                         texts.card_tip(card, self.state, self.seat, self.names), None, self)
            item.name = f"card {card}"
            self.cards[card] = item
        for crop, hex_ in enumerate(p.wells):
            if hex_ != NO_HEX:
                self.wells[CROPS[crop]] = self.hexes[hex_]

    def _build_tips(self) -> None:
        """Invisible areas that explain the harbor track and the personal supply."""
        p = self.state.players[self.seat]
        reached = sum(boat_capacity(b) for k, b in enumerate(p.boats, 1) if p.harbor >= k)
        harbor = RiverboatMat.tr(
            "Harbor track: the harbor master is on space {space}. Riverboat slot k sits above "
            "space k; a boat scores its capacity at the end only if the harbor master reached "
            "its slot.\nBoats reached now: {vp} VP in all (full if farthest of all players, "
            "else half rounded up).").format(space=p.harbor, vp=reached)
        self.harbor_area = Piece(QRectF(PAD, HARBOR_TOP, MAT_W, TRACK_TOP - HARBOR_TOP + 28),
                                 None, harbor, None, self)
        supply = RiverboatMat.tr(
            "Personal supply of {seat}: workers to place or send as agents, coins ({coin} VP "
            "each at the end; spend one to bend a rule), surveyors (score a barn, well or card "
            "in the Scoring phase), agents in New Orleans (1 VP per round, majority bonus at the "
            "end). Harvested crops count for cards; {bonus} of one crop give an estate feature "
            "(★).").format(seat=self.seat_label, coin=VP_PER_COIN, bonus=HARVEST_BONUS_AT)
        self.supply_area = Piece(QRectF(SIDE_X, HEADER, WIDTH - SIDE_X - PAD, 240), None,
                                 supply, None, self)

    def _hex_tip(self, index: int) -> str:
        p = self.state.players[self.seat]
        letter = p.mat.colour_of[index]
        parts = [RiverboatMat.tr("{hex}: {colour} field ({symbol})").format(
            hex=hex_label(index), colour=texts.field_name(letter),
            symbol=texts.field_symbol(letter))]
        crop = p.crop_at(index)
        if crop is not None:
            parts.append(RiverboatMat.tr("{crop} crop").format(crop=texts.crop_name(crop)))
        if p.worker_mask >> index & 1:
            parts.append(RiverboatMat.tr("worker (harvestable)") if crop is not None
                         else RiverboatMat.tr("worker waiting for a crop tile"))
        if p.barn_mask >> index & 1:
            parts.append((RiverboatMat.tr("barn (scored): {vp} VP per neighbour of its most "
                                          "common crop") if p.scored_barns >> index & 1 else
                          RiverboatMat.tr("barn: {vp} VP per neighbour of its most common crop")
                          ).format(vp=VP_PER_BARN_NEIGHBOUR))
        if index in p.wells:
            parts.append(RiverboatMat.tr("well: 1 VP per hex of its connected crop group"))
        return "\n".join(parts)

    # -- painting -------------------------------------------------------------------------

    def _draw_hex(self, g: QPainter, index: int, c: QPointF) -> None:
        p = self.state.players[self.seat]
        letter = p.mat.colour_of[index]
        g.setPen(QColor(theme.colour("board_edge")))
        g.setBrush(theme.field_fill(letter))
        g.drawPolygon(theme.hex_polygon(R * 0.97, c))
        crop = p.crop_at(index)
        has_worker = p.worker_mask >> index & 1
        if crop is not None:
            art.crop_hex(g, crop, c, R * 0.92)
        else:
            sym = QColor(theme.colour("ink"))
            sym.setAlpha(70)
            art.field_symbol(g, theme.field_symbol(letter), c + QPointF(0, -R * 0.45), R * 0.2, sym)
        if p.barn_mask >> index & 1:
            art.barn(g, c, R * 0.5)
            if p.scored_barns >> index & 1:
                art.surveyor(g, c + QPointF(R * 0.45, -R * 0.4), R * 0.28)
        if index in p.wells:
            spot = c + QPointF(-R * 0.42, R * 0.3)
            art.well(g, spot, R * 0.26)
            crop_of_well = p.wells.index(index)
            if p.scored_wells >> crop_of_well & 1:
                art.surveyor(g, c + QPointF(-R * 0.45, -R * 0.4), R * 0.28)
        if has_worker:
            spot = c + (QPointF(R * 0.32, R * 0.12) if crop is not None else QPointF(0, R * 0.1))
            art.worker(g, spot, R * 0.42, theme.seat_fill(self.seat), theme.seat_edge(self.seat))
        if self.show_coords:
            _draw_name(g, hex_label(index), c)

    def _draw_board(self, g: QPainter) -> None:
        art.pill(g, self.rect, theme.colour("board"), theme.colour("board_edge"), 10)
        self._draw_header(g)
        self._draw_harbor(g)
        self._draw_supply(g)

    def _draw_header(self, g: QPainter) -> None:
        p = self.state.players[self.seat]
        art.worker(g, QPointF(PAD + 12, HEADER / 2 + 2), 12, theme.seat_fill(self.seat),
                   theme.seat_edge(self.seat))
        art.text(g, QRectF(PAD + 30, 4, WIDTH - 200, HEADER - 4), self.seat_label,
                 20, True, align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        art.text(g, QRectF(WIDTH - 190, 4, 176, HEADER - 4),
                 RiverboatMat.tr("{vp} VP").format(vp=p.vp), 22, True,
                 align=Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)

    def _draw_harbor(self, g: QPainter) -> None:
        p = self.state.players[self.seat]
        river = QColor(theme.colour("river"))
        river.setAlpha(70)
        art.pill(g, QRectF(PAD, HARBOR_TOP, MAT_W, TRACK_TOP - HARBOR_TOP + 28), river,
                 theme.colour("river"), 6)
        for k in range(13):
            rect = QRectF(PAD + k * SLOT_W + 2, TRACK_TOP + 2, SLOT_W - 4, 24)
            here = k == p.harbor
            art.pill(g, rect, QColor("#ffffff" if here else "#eef4f8"), theme.colour("river"), 4)
            if here:
                art.harbor_master(g, rect.center(), 10)
            else:
                art.text(g, rect, str(k), art.SMALLEST, color=theme.colour("muted_ink"))
        for slot in range(1, 10):
            rect = QRectF(PAD + slot * SLOT_W + 1, HARBOR_TOP + 3, SLOT_W - 2, 40)
            if slot <= len(p.boats):
                self._draw_slot_boat(g, rect, p.boats[slot - 1], slot <= p.harbor)
            else:
                slot_edge = QColor(theme.colour("river"))
                art.pill(g, rect.adjusted(2, 4, -2, -4), QColor(255, 255, 255, 60), slot_edge, 4)
                art.text(g, rect, str(slot), art.SMALLEST, color=slot_edge.darker(130))

    def _draw_slot_boat(self, g: QPainter, rect: QRectF, boat_id: str, reached: bool) -> None:
        fill = QColor("#9c6b3c") if reached else QColor("#b9aa98")
        art.boat(g, rect.adjusted(1, 0, -1, -14), fill)
        art.text(g, QRectF(rect.x(), rect.bottom() - 16, rect.width(), 17), boat_id, art.SMALLEST,
                 True)

    def _draw_supply(self, g: QPainter) -> None:
        p = self.state.players[self.seat]
        x, y = SIDE_X, HEADER + 16
        rows = [
            (lambda c: art.worker(g, c, 11, theme.seat_fill(self.seat), theme.seat_edge(self.seat)),
             texts.workers(p.workers)),
            (lambda c: art.coin(g, c, 10), texts.coins(p.coins)),
            (lambda c: art.surveyor(g, c, 10),
             RiverboatMat.tr("{surveyors} ({active} on)").format(
                 surveyors=texts.surveyors(p.surveyors), active=p.active_surveyors)),
            (lambda c: art.worker(g, c, 11, theme.seat_fill(self.seat), QColor("#b8860b")),
             texts.agents(p.agents)),
        ]
        for draw_icon, words in rows:
            draw_icon(QPointF(x + 12, y + 12))
            art.text(g, QRectF(x + 30, y, 200, 24), words, 17,
                     align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
            y += 30
        harvested = RiverboatMat.tr("Harvested ({bonus} = bonus):").format(bonus=HARVEST_BONUS_AT)
        art.text(g, QRectF(x, y + 2, 230, 20), harvested, 14, color=theme.colour("muted_ink"),
                 align=Qt.AlignmentFlag.AlignLeft)
        for crop in range(len(CROPS)):
            c = QPointF(x + 22 + crop * 45, y + 42)
            art.crop_hex(g, crop, c, 19)
            bonus = " ★" if p.harvest_bonus >> crop & 1 else ""
            art.text(g, QRectF(c.x() - 22, c.y() + 18, 44, 20), f"{p.harvested[crop]}{bonus}", 15,
                     True)
        self._draw_phase_tiles(g, x, y + 84)

    def _draw_phase_tiles(self, g: QPainter, x: float, y: float) -> None:
        held = [k + 1 for k, owner in enumerate(self.state.phase_owner) if owner == self.seat]
        label = RiverboatMat.tr("Phase tiles: {tiles}").format(
            tiles=", ".join(str(k) for k in held) if held else RiverboatMat.tr("none"))
        art.text(g, QRectF(x, y, 230, 22), label, 15, align=Qt.AlignmentFlag.AlignLeft)
        n_cards = len(self.state.players[self.seat].cards)
        if not n_cards:
            art.text(g, QRectF(PAD, CARDS_TOP, 400, CARD_H),
                     RiverboatMat.tr("No opportunity cards yet"), 15,
                     color=theme.colour("muted_ink"), align=Qt.AlignmentFlag.AlignLeft)


def _draw_name(g: QPainter, name: str, c: QPointF) -> None:
    """A hex's name on a small light label low in the hex, readable over any field or crop."""
    rect = QRectF(c.x() - R * 0.45, c.y() + R * 0.2, R * 0.9, R * 0.52)
    art.pill(g, rect, QColor(255, 255, 255, 225), QColor(0, 0, 0, 140), R * 0.12)
    art.text(g, rect, name, art.SMALLEST, True)


def boat_capacity(boat_id: str) -> int:
    return components().boats[boat_id].capacity
