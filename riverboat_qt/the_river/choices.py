"""The River's actions as the choices panel lists them: each with its groups, widest first, and
its own words (the hint's advice): a placement by action spot, a building by its payments."""

from __future__ import annotations

from core.the_river import Build, Claim, Swap, Trade
from core.the_river.actions import spot_of
from core.the_river.components import components
from core.the_river.describe import building_words, tile_words
from core.the_river.state import GameState

from . import hints
from .texts import (
    RiverTexts,
    capitalised,
    engine,
    printed_anything,
    printed_words,
    spot_action,
)


def choice_words(action, state: GameState) -> tuple[str, ...]:
    """The action's groups in the panel (widest first) and, last, its own words."""
    words = capitalised(hints.advice(action, state)) + _what_it_changes(action, state)
    if isinstance(action, Trade):
        return (RiverTexts.tr("Trade resources for 1 food"), words)
    spot = spot_of(action)
    if spot is None or state.decision_kind != "place":
        return (words,)
    where = capitalised(spot_action(spot))
    if isinstance(action, Build):
        return (where, capitalised(engine(building_words(action.building))), words)
    if isinstance(action, Swap):
        return (where, RiverTexts.tr("Spot {spot} with…").format(spot=action.first), words)
    return (where, words)


def _what_it_changes(action, state: GameState) -> str:
    """What a claim covers on the player's own board, and which tiles a swap moves: the
    row says what the move costs without the picture (issue #48)."""
    seat = state.current_player
    if seat is None:
        return ""
    p = state.players[seat]
    if isinstance(action, Claim) and len(p.river) < components().spots:
        spot = len(p.river) + 1  # the river's list holds spot k's tile at k - 1
        if not printed_anything(p.board, spot):
            return RiverTexts.tr(", on spot {spot}, where nothing is printed").format(spot=spot)
        return RiverTexts.tr(", on spot {spot}, covering {printed}").format(
            spot=spot, printed=printed_words(p.board, spot))
    if isinstance(action, Swap) and max(action.first, action.second) <= len(p.river):
        return RiverTexts.tr(": {first} and {second}").format(
            first=engine(tile_words(p.river[action.first - 1])),
            second=engine(tile_words(p.river[action.second - 1])))
    return ""
