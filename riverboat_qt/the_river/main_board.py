"""The main board: seven islands on the river with their action spots (who stands where), the
resources left on them, the face-up terrain tiles and buildings, the bonus-token pile."""

from __future__ import annotations

from collections.abc import Sequence

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
from core.the_river.describe import plural
from core.the_river.state import TheRiverState

from ..shell.piece import Piece
from . import art, texts, theme

RIGHT_ALIGN = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
WIDTH, HEIGHT = 800.0, 498.0
TILE = 70.0  # a face-up terrain tile's side
CARD_W, CARD_H = 80.0, 100.0
SPOT_W, SPOT_H = 112.0, 78.0
SPOT_LABELS = {CLAIM_SPOT: "Claim a tile", CONSTRUCT_SPOT: "Construct", RESERVE_SPOT: "Reserve",
               FOOD_SPOT: "Take food", FIRST_SPOT: "First player", SWAP_SPOT: "Swap 2 tiles",
               PRODUCE_SPOTS[0]: "Produce", PRODUCE_SPOTS[1]: "Produce",
               PRODUCE_SPOTS[2]: "Produce"}

# (title, x, y, w, h) of each island
ISLANDS = {
    "terrain": ("Terrain island", 8, 32, 784, 122),
    "buildings": ("Building island", 8, 162, 470, 190),
    "village": ("Village island", 486, 162, 306, 190),
    "wood": ("Wood island", 8, 360, 190, 130),
    "clay": ("Clay island", 206, 360, 190, 130),
    "stone": ("Stone island", 404, 360, 190, 130),
    "food": ("Food island", 602, 360, 190, 130),
}


def draw_spot(g: QPainter, rect: QRectF, state: TheRiverState, spot: str) -> None:
    """An action spot: its name, who may stand there (from the data) and who stands there."""
    art.pill(g, rect, theme.colour("board"), theme.colour("island_edge"), 8)
    art.text(g, QRectF(rect.x(), rect.y() + 2, rect.width(), 18), SPOT_LABELS[spot], 13, True)
    rule = components().spot_rules(state.num_players)[spot]
    words = {"single": plural(rule.count, "pioneer"), "two_per_player":
             f"{components().claims_per_round} of each player",
             "unlimited": "any number"}[rule.kind]
    art.text(g, QRectF(rect.x(), rect.bottom() - 17, rect.width(), 15), words, 11, False,
             theme.colour("muted_ink"))
    seats = state.spots[spot]
    slots = rule.count if rule.kind == "single" else 0
    size = 11.0
    n = max(slots, len(seats))
    per_row = 5
    for k in range(n):
        row, col = divmod(k, per_row)
        in_row = min(per_row, n - row * per_row)
        c = QPointF(rect.center().x() + (col - (in_row - 1) / 2) * 2.1 * size,
                    rect.y() + 34 + row * 24 - (12 if n > per_row else 0))
        if k < len(seats):
            art.pioneer(g, seats[k], c, size)
        else:
            art.token(g, c, size * 0.9, None)


class MainBoard:
    """Builds the main board's pieces: `item` (the board) and the click targets on it."""

    def __init__(self, state: TheRiverState, names: Sequence[str]):
        self.state, self.names = state, names
        rect = QRectF(0, 0, WIDTH, HEIGHT)
        self.item = Piece(rect, lambda g: self._draw(g, rect))
        self.item.setAcceptHoverEvents(False)
        self.item.name = "main board"
        self.spots: dict[str, Piece] = {}
        self.offer: dict[int, Piece] = {}
        self.market: dict[int, Piece] = {}
        self.islands: dict[int, Piece] = {}
        self._terrain()
        self._buildings()
        for k in range(BASICS):
            self._resource_island(k, list(ISLANDS)[3 + k], PRODUCE_SPOTS[k])
        self._resource_island(BASICS, "food", FOOD_SPOT)
        self._village()

    def _draw(self, g: QPainter, rect: QRectF) -> None:
        art.pill(g, rect, theme.colour("water"), theme.colour("water_edge"), 14)
        art.text(g, QRectF(14, 4, 600, 26), f"The River — round {self.state.round}, "
                 f"{self.state.phase_name()}", 17, True, align=art.LEFT)
        for title, x, y, w, h in ISLANDS.values():
            art.island(g, QRectF(x, y, w, h), title)

    def _spot(self, spot: str, x: float, y: float) -> Piece:
        rect = QRectF(x, y, SPOT_W, SPOT_H)
        piece = Piece(rect, lambda g: draw_spot(g, rect, self.state, spot),
                      texts.spot_tip(self.state, spot, self.names), None, self.item)
        piece.name = f"spot {spot}"
        piece.key = f"spot {spot} {self.state.num_players} {self.state.spots[spot]}"
        self.spots[spot] = piece
        return piece

    def _terrain(self) -> None:
        _, x, y, _, _ = ISLANDS["terrain"]
        self._spot(CLAIM_SPOT, x + 8, y + 30)
        stack = len(self.state.stack)
        info = QRectF(x + 300, y + 3, 476, 22)
        Piece(info, lambda g: art.text(g, info, f"Stack: {plural(stack, 'tile')} · discards: "
                                       f"{len(self.state.discard)}", 12, align=RIGHT_ALIGN),
              "The terrain stack (face down, its order hidden) and the discarded tiles.",
              None, self.item).name = "terrain stack"
        for i, tile in enumerate(self.state.offer):
            rect = QRectF(x + 128 + i * (TILE + 2), y + 30, TILE, TILE)
            if tile is None:
                piece = Piece(rect, lambda g, r=rect: _empty(g, r), "An empty terrain spot.",
                              None, self.item)
                piece.key = "empty spot"
            else:
                piece = Piece(rect, lambda g, r=rect, t=tile: art.tile_face(g, r, t),
                              texts.tile_tip(tile), None, self.item)
            piece.name = f"offer {i}"
            piece.key = f"tile {tile}"
            piece.tile = tile  # type: ignore[attr-defined]
            self.offer[i] = piece

    def _buildings(self) -> None:
        _, x, y, _, _ = ISLANDS["buildings"]
        self._spot(RESERVE_SPOT, x + 8, y + 26)
        self._spot(CONSTRUCT_SPOT, x + 8, y + 26 + SPOT_H + 6)
        for i, b in enumerate(self.state.market):
            rect = QRectF(x + 128 + i * (CARD_W + 4), y + 30, CARD_W, CARD_H)
            if b is None:
                piece = Piece(rect, lambda g, r=rect: _empty(g, r),
                              "An empty building spot: refilled at the cleanup.", None, self.item)
            else:
                piece = Piece(rect, lambda g, r=rect, b=b: art.building_card(g, r, b),
                              texts.building_tip(b), None, self.item)
            piece.name = f"building {i}"
            piece.key = f"building {b}"
            piece.building = b  # type: ignore[attr-defined]
            self.market[i] = piece
        deck = QRectF(x + 128, y + 136, 4 * CARD_W + 12, 44)
        Piece(deck, lambda g: art.text(g, deck, f"Building deck: "
                                       f"{plural(len(self.state.deck), 'building')} face down",
                                       12), "The building deck (its order hidden).",
              None, self.item).name = "building deck"

    def _resource_island(self, resource: int, key: str, spot: str) -> None:
        _, x, y, w, _ = ISLANDS[key]
        self._spot(spot, x + 8, y + 30)
        count = self.state.islands[resource]
        rect = QRectF(x + SPOT_W + 12, y + 30, w - SPOT_W - 18, SPOT_H)
        name = texts.resource_words(resource)

        def draw(g: QPainter) -> None:
            art.resource_icon(g, resource, QPointF(rect.center().x(), rect.y() + 20), 18)
            art.text(g, QRectF(rect.x(), rect.y() + 40, rect.width(), 36), f"× {count}", 22,
                     True)

        piece = Piece(rect, draw, f"{count} {name} left on the {name} island.", None, self.item)
        piece.name = f"island {name}"
        piece.key = f"island {resource} {count}"
        piece.count = count  # type: ignore[attr-defined]
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
            words = (f"Bonus tokens: {len(pile)} in the pile, top {pile[0]}" if pile
                     else "Bonus tokens: the pile is empty")
            art.text(g, QRectF(rect.x() + 52, rect.y(), rect.width() - 52, rect.height()),
                     f"{words}; {plural(zeros, '0-point token')}", 12, align=art.LEFT)

        order = ", ".join(str(v) for v in pile) or "none"
        self.tokens = Piece(rect, draw, f"Bonus tokens, top first: {order}; then "
                            f"{plural(zeros, 'token')} worth 0. A building takes the top one.",
                            None, self.item)
        self.tokens.name = "token pile"


def _empty(g: QPainter, rect: QRectF) -> None:
    pen = art.pen(theme.colour("muted_ink"), 1.0)
    g.setPen(pen)
    g.setBrush(theme.colour("island"))
    g.drawRoundedRect(rect, 4, 4)
