"""The hint: the AI's suggestion for the human's decision, said in words and shown on the table."""

from __future__ import annotations

from core.the_river import (
    Build,
    Claim,
    Discard,
    NoSwap,
    Produce,
    Reserve,
    SetAside,
    StartTile,
    Swap,
    TakeFirstPlayer,
    TakeFood,
    Trade,
)
from core.the_river.actions import spot_of
from core.the_river.components import BASICS
from core.the_river.describe import building_words, resources_words, tile_words
from core.the_river.state import GameState

from ..shell.hint_ring import mark_button, ring_pieces
from ..shell.piece import Piece
from .texts import (
    RiverTexts,
    engine,
    no_swap_button,
    resource_words,
    return_button,
    set_aside_button,
    trade_button,
)


def advice(action, state: GameState) -> str:
    """The suggested action as advice, the log's words in the imperative: 'claim a forest tile
    (1 wood)'. One sentence per kind of action, so that each language words it its own way;
    the tile, building and resources are the engine's words."""
    if isinstance(action, StartTile):
        return RiverTexts.tr("start the river with {tile}").format(tile=_tile(action.tile))
    if isinstance(action, Trade):
        return RiverTexts.tr("trade {give} for 1 food").format(
            give=engine(resources_words(action.give)))
    if isinstance(action, Claim):
        return RiverTexts.tr("claim {tile}").format(tile=_tile(action.tile))
    if isinstance(action, Produce):
        return RiverTexts.tr("produce {resource}").format(
            resource=resource_words(action.resource))
    if isinstance(action, TakeFood):
        if action.resource == BASICS:
            return RiverTexts.tr("take 1 food")
        return RiverTexts.tr("find no food and take 1 {resource} instead").format(
            resource=resource_words(action.resource))
    if isinstance(action, Reserve):
        return RiverTexts.tr("reserve {building}").format(building=_building(action.building))
    if isinstance(action, Build):
        return RiverTexts.tr("build {building}, paying {pay}").format(
            building=_building(action.building), pay=engine(resources_words(action.pay)))
    return _other_advice(action)


def _other_advice(action) -> str:
    if isinstance(action, TakeFirstPlayer):
        return RiverTexts.tr("take the first player pawn")
    if isinstance(action, Swap):
        return RiverTexts.tr("swap the tiles on spots {first} and {second}").format(
            first=action.first, second=action.second)
    if isinstance(action, NoSwap):
        return RiverTexts.tr("decline a swap")
    if isinstance(action, Discard):
        return RiverTexts.tr("return 1 {resource}: no room to store it").format(
            resource=resource_words(action.resource))
    if isinstance(action, SetAside):
        return RiverTexts.tr("have no spot for a pioneer and set one aside for the round")
    return str(action)


def _tile(tile_id: str) -> str:
    return engine(tile_words(tile_id))


def _building(building_id: str) -> str:
    return engine(building_words(building_id))


def pieces_of(scene, action, seat: int) -> list[Piece]:
    """The pieces of the table an action concerns: its spot, tile, building, river tiles
    (where they are now: in the offer before the move, on the seat's board after it, for the
    shell's last-move marks)."""
    out: list[Piece] = []
    spot = spot_of(action)
    if spot is not None and scene.state.decision_kind == "place":
        out.append(scene.main.spots[spot])
    board = scene.boards[seat]
    if isinstance(action, (StartTile, Claim)):
        out += ([p for p in scene.main.offer.values() if p.tile == action.tile][:1] or
                [c for c in board.cells.values() if (c.key or "").split()[-1:] == [action.tile]])
    elif isinstance(action, (Reserve, Build)):
        out += [p for p in scene.main.market.values() if p.building == action.building]
        if isinstance(action, Build) and action.building in board.reserved:
            out.append(board.reserved[action.building])
        if not out:  # taken: on the seat's board now
            out += [p for p in (board.reserved.get(action.building),
                                board.built.get(action.building)) if p is not None]
    elif isinstance(action, Swap):
        out += [board.cells[action.first], board.cells[action.second]]
    elif isinstance(action, Discard):
        out.append(board.held[action.resource])
    return out


def button_label(action) -> str | None:
    """The start of the choice button's label that takes this action, if any."""
    if isinstance(action, Trade):
        return trade_button()
    if isinstance(action, SetAside):
        return set_aside_button()
    if isinstance(action, NoSwap):
        return no_swap_button()
    if isinstance(action, Discard):
        return return_button(action.resource)
    return None


def highlight_action(window, action, seat: int) -> list:
    """Ring the pieces of the suggested action and mark its button; returns what was marked."""
    rings = ring_pieces(window.scene, pieces_of(window.scene, action, seat))
    return rings + mark_button(window, button_label(action))
