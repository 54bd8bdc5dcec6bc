"""The main board: seven islands on the river with their action spots (who stands where), the
resources left on them, the face-up terrain tiles and buildings, the bonus-token pile."""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainter

from core.the_river.actions import (
    CLAIM_SPOT,
    CONSTRUCT_SPOT,
    FIRST_SPOT,
    FOOD_SPOT,
    PRODUCE_SPOTS,
    RESERVE_SPOT,
    SWAP_SPOT,
)
from core.the_river.components import BASICS, components
from core.the_river.state import GameState

from ..shell import art as shell_art
from ..shell.i18n import QT_TRANSLATE_NOOP
from ..shell.piece import Piece
from . import art, texts, theme
from .texts import RiverTexts

RIGHT_ALIGN = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
WIDTH, HEIGHT = 800.0, 498.0
PIONEER = 11.0  # a pioneer's size on an action spot
TILE = 70.0  # a face-up terrain tile's side
CARD_W, CARD_H = 80.0, 100.0
SPOT_W, SPOT_H = 112.0, 78.0
PRODUCE = QT_TRANSLATE_NOOP("RiverTexts", "Produce")
SPOT_LABELS = {CLAIM_SPOT: QT_TRANSLATE_NOOP("RiverTexts", "Claim a tile"),
               CONSTRUCT_SPOT: QT_TRANSLATE_NOOP("RiverTexts", "Construct"),
               RESERVE_SPOT: QT_TRANSLATE_NOOP("RiverTexts", "Reserve"),
               FOOD_SPOT: QT_TRANSLATE_NOOP("RiverTexts", "Take food"),
               FIRST_SPOT: QT_TRANSLATE_NOOP("RiverTexts", "First player"),
               SWAP_SPOT: QT_TRANSLATE_NOOP("RiverTexts", "Swap 2 tiles"),
               PRODUCE_SPOTS[0]: PRODUCE, PRODUCE_SPOTS[1]: PRODUCE, PRODUCE_SPOTS[2]: PRODUCE}

# (title, x, y, w, h) of each island
ISLANDS = {
    "terrain": (QT_TRANSLATE_NOOP("RiverTexts", "Terrain island"), 8, 32, 784, 122),
    "buildings": (QT_TRANSLATE_NOOP("RiverTexts", "Building island"), 8, 162, 470, 190),
    "village": (QT_TRANSLATE_NOOP("RiverTexts", "Village island"), 486, 162, 306, 190),
    "wood": (QT_TRANSLATE_NOOP("RiverTexts", "Wood island"), 8, 360, 190, 130),
    "clay": (QT_TRANSLATE_NOOP("RiverTexts", "Clay island"), 206, 360, 190, 130),
    "stone": (QT_TRANSLATE_NOOP("RiverTexts", "Stone island"), 404, 360, 190, 130),
    "food": (QT_TRANSLATE_NOOP("RiverTexts", "Food island"), 602, 360, 190, 130),
}


def spot_label_rect(rect: QRectF) -> QRectF:
    """Where a spot's name is printed on it."""
    return QRectF(rect.x() + 2, rect.y() + 2, rect.width() - 4, 18)


def draw_spot(g: QPainter, rect: QRectF, state: GameState, spot: str) -> None:
    """An action spot: its name, who may stand there (from the data) and who stands there."""
    art.pill(g, rect, theme.colour("board"), theme.colour("island_edge"), 8)
    art.text_fit(g, spot_label_rect(rect), RiverTexts.tr(SPOT_LABELS[spot]), 13, bold=True)
    rule = components().spot_rules(state.num_players)[spot]
    if rule.kind == "single":
        words = RiverTexts.tr("%n pioneer(s)", "", rule.count)
    elif rule.kind == "two_per_player":
        words = RiverTexts.tr("%n of each player", "", components().claims_per_round)
    else:
        words = RiverTexts.tr("any number")
    art.text_fit(g, QRectF(rect.x() + 1, rect.bottom() - 18, rect.width() - 2, 17), words,
                 art.SMALLEST, theme.colour("muted_ink"))
    seats = state.spots[spot]
    for k, c in enumerate(spot_places(rect, state, spot)):
        if k < len(seats):
            art.pioneer(g, seats[k], c, PIONEER)
        else:
            art.token(g, c, PIONEER * 0.9, None)


def spot_places(rect: QRectF, state: GameState, spot: str) -> list[QPointF]:
    """Where a spot draws its pioneers and, on a spot of a few, its empty places."""
    rule = components().spot_rules(state.num_players)[spot]
    slots = rule.count if rule.kind == "single" else 0
    n = max(slots, len(state.spots[spot]))
    per_row = 5
    places = []
    for k in range(n):
        row, col = divmod(k, per_row)
        in_row = min(per_row, n - row * per_row)
        places.append(QPointF(rect.center().x() + (col - (in_row - 1) / 2) * 2.1 * PIONEER,
                              rect.y() + 34 + row * 24 - (12 if n > per_row else 0)))
    return places


def next_place(rect: QRectF, state: GameState, spot: str) -> QPointF:
    """Where a pioneer dropped on the spot waits for its choice: the first empty place, else
    beside the last pioneer there (issue #35: it covered the others)."""
    places = spot_places(rect, state, spot)
    taken = len(state.spots[spot])
    if taken < len(places):
        return places[taken]
    if not places:
        return QPointF(rect.center().x(), rect.y() + 34)
    return places[-1] + QPointF(2.1 * PIONEER, 0)


class OfferPiece(Piece):
    """A terrain spot of the offer; `tile` is the tile on it (None: empty), for clicks, slides."""

    tile: str | None = None


class MarketPiece(Piece):
    """A building spot of the market; `building` is the one on it (None: empty)."""

    building: str | None = None


class MainBoard:
    """Builds the main board's pieces: `item` (the board) and the click targets on it."""

    def __init__(self, state: GameState, names: Sequence[str]):
        self.state, self.names = state, names
        rect = QRectF(0, 0, WIDTH, HEIGHT)
        self.item = Piece(rect, lambda g: self._draw(g, rect))
        self.item.setAcceptHoverEvents(False)
        self.item.name = "main board"
        self.spots: dict[str, Piece] = {}
        self.offer: dict[int, OfferPiece] = {}
        self.market: dict[int, MarketPiece] = {}
        self.islands: dict[int, Piece] = {}
        self._terrain()
        self._buildings()
        for k in range(BASICS):
            self._resource_island(k, list(ISLANDS)[3 + k], PRODUCE_SPOTS[k])
        self._resource_island(BASICS, "food", FOOD_SPOT)
        self._village()

    def _draw(self, g: QPainter, rect: QRectF) -> None:
        art.pill(g, rect, theme.colour("water"), theme.colour("water_edge"), 14)
        art.text(g, QRectF(14, 4, 600, 26), RiverTexts.tr("The River — round {round}, {phase}")
                 .format(round=self.state.round, phase=texts.phase_name(self.state.phase)), 17,
                 True, align=art.LEFT)
        for title, x, y, w, h in ISLANDS.values():
            art.island(g, QRectF(x, y, w, h), RiverTexts.tr(title))

    def _spot(self, spot: str, x: float, y: float) -> Piece:
        rect = QRectF(x, y, SPOT_W, SPOT_H)
        tip = texts.spot_tip(self.state, spot, self.names)
        label, box = RiverTexts.tr(SPOT_LABELS[spot]), spot_label_rect(rect)
        if not shell_art.fits(box.width(), box.height(), label, art.SMALLEST, True):
            tip = f"{label}\n{tip}"  # its name cut short on the spot ('Scambia 2…'): whole here
        piece = Piece(rect, lambda g: draw_spot(g, rect, self.state, spot), tip, None,
                      self.item)
        piece.name = f"spot {spot}"
        piece.key = f"spot {spot} {self.state.num_players} {self.state.spots[spot]}"
        self.spots[spot] = piece
        return piece

    def _terrain(self) -> None:
        _, x, y, _, _ = ISLANDS["terrain"]
        self._spot(CLAIM_SPOT, x + 8, y + 30)
        stack = len(self.state.stack)
        info = QRectF(x + 300, y + 3, 476, 22)
        words = RiverTexts.tr("Stack: %n tile(s) · discards: {discards}", "", stack).format(
            discards=len(self.state.discard))
        Piece(info, lambda g: art.text(g, info, words, art.SMALLEST, align=RIGHT_ALIGN),
              RiverTexts.tr("The terrain stack (face down, its order hidden) and the discarded "
                            "tiles."), None, self.item).name = "terrain stack"
        for i, tile in enumerate(self.state.offer):
            rect = QRectF(x + 128 + i * (TILE + 2), y + 30, TILE, TILE)
            if tile is None:
                piece = OfferPiece(rect, partial(_empty, rect=rect),
                                   RiverTexts.tr("An empty terrain spot."), None, self.item)
                piece.key = "empty spot"
            else:
                piece = OfferPiece(rect, partial(art.tile_face, rect=rect, tile_id=tile),
                                   texts.tile_tip(tile), None, self.item)
            piece.name = f"offer {i}"
            piece.key = f"tile {tile}"
            piece.tile = tile
            self.offer[i] = piece

    def _buildings(self) -> None:
        _, x, y, _, _ = ISLANDS["buildings"]
        self._spot(RESERVE_SPOT, x + 8, y + 26)
        self._spot(CONSTRUCT_SPOT, x + 8, y + 26 + SPOT_H + 6)
        for i, b in enumerate(self.state.market):
            rect = QRectF(x + 128 + i * (CARD_W + 4), y + 30, CARD_W, CARD_H)
            if b is None:
                piece = MarketPiece(rect, partial(_empty, rect=rect),
                                    RiverTexts.tr("An empty building spot: refilled at the "
                                                  "cleanup."), None, self.item)
            else:
                piece = MarketPiece(rect, partial(art.building_card, rect=rect, building_id=b),
                                    texts.building_tip(b), None, self.item)
            piece.name = f"building {i}"
            piece.key = f"building {b}"
            piece.building = b
            self.market[i] = piece
        deck = QRectF(x + 128, y + 136, 4 * CARD_W + 12, 44)
        deck_words = RiverTexts.tr("Building deck: %n building(s) face down", "",
                                   len(self.state.deck))
        Piece(deck, lambda g: art.text_fit(g, deck, deck_words, 13),
              RiverTexts.tr("The building deck (its order hidden)."),
              None, self.item).name = "building deck"

    def _resource_island(self, resource: int, key: str, spot: str) -> None:
        _, x, y, w, _ = ISLANDS[key]
        self._spot(spot, x + 8, y + 30)
        count = self.state.islands[resource]
        rect = QRectF(x + SPOT_W + 12, y + 30, w - SPOT_W - 18, SPOT_H)
        name = components().resources[resource]  # the piece's name, for tests: the engine's

        def draw(g: QPainter) -> None:
            art.resource_icon(g, resource, QPointF(rect.center().x(), rect.y() + 20), 18)
            art.text(g, QRectF(rect.x(), rect.y() + 40, rect.width(), 36), f"× {count}", 22,
                     True)

        tip = RiverTexts.tr("{count} {resource} left on the {resource} island.").format(
            count=count, resource=texts.resource_words(resource))
        piece = Piece(rect, draw, tip, None, self.item)
        piece.name = f"island {name}"
        piece.key = f"island {resource} {count}"
        piece.count = count
        self.islands[resource] = piece

    def _village(self) -> None:
        _, x, y, _, _ = ISLANDS["village"]
        self._spot(FIRST_SPOT, x + 8, y + 28)
        self._spot(SWAP_SPOT, x + 8 + SPOT_W + 6, y + 28)
        pile = list(reversed(self.state.token_pile))  # top first
        zeros = self.state.zero_tokens
        rect = QRectF(x + 8, y + 112, 290, 64)

        def draw(g: QPainter) -> None:
            art.token(g, QPointF(rect.x() + 24, rect.center().y()), 20, pile[0] if pile else
                      (0 if zeros else None))
            art.text(g, QRectF(rect.x() + 50, rect.y(), rect.width() - 50, rect.height()),
                     words, art.SMALLEST, align=art.LEFT)

        if pile:
            words = RiverTexts.tr("Bonus tokens: {count} in the pile, top {top}; %n 0-point "
                                  "token(s)", "", zeros).format(count=len(pile), top=pile[0])
        else:
            words = RiverTexts.tr("Bonus tokens: the pile is empty; %n 0-point token(s)", "",
                                  zeros)
        order = ", ".join(str(v) for v in pile) or RiverTexts.tr("none")
        self.tokens = Piece(rect, draw, RiverTexts.tr(
            "Bonus tokens, top first: {order}; then %n token(s) worth 0. A building takes the "
            "top one.", "", zeros).format(order=order), None, self.item)
        self.tokens.name = "token pile"


def _empty(g: QPainter, rect: QRectF) -> None:
    pen = art.pen(theme.colour("muted_ink"), 1.0)
    g.setPen(pen)
    g.setBrush(theme.colour("island"))
    g.drawRoundedRect(rect, 4, 4)
