"""The River's guided first game: its notes (riverboat_qt/the_river/guide.json), the condition its
steps may ask about a decision, the placeholders of its notes and the choice it points at."""

from __future__ import annotations

from typing import Any

from ai.bots import GreedyBot
from core.game import Action, State
from core.package_data import data_path
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
from core.the_river.components import components
from core.the_river.constants import DECISION_TEXT
from core.the_river.state import GameState

from ..shell.guide_spec import GuideSpec
from ..shell.table import own

DATA = data_path("riverboat_qt.the_river", "guide.json")

# The sort of a move, as a step's "move" condition names it.
MOVES: dict[type, str] = {
    StartTile: "start", Trade: "trade", Claim: "claim", Produce: "produce", TakeFood: "food",
    Reserve: "reserve", Build: "build", TakeFirstPlayer: "first_player", Swap: "swap",
    NoSwap: "no_swap", Discard: "discard", SetAside: "set_aside",
}


def suggest(state: State, seed: int) -> Action:
    """A good legal action, found as the Easy AI does (one move ahead, on a determinized copy:
    never the hidden piles), but greedy without chance and on the learned evaluation that the
    game review trusts."""
    return GreedyBot(seed=seed, evaluation="learned").choose(state)


def move_of(action: Action) -> str:
    """The sort of a move ('claim', 'produce'...): what a step's "move" condition names."""
    return MOVES.get(type(action), "")


def fields(state: State, action: Action) -> dict[str, object]:
    """The placeholders of a note, in no language: numbers only."""
    s = own(state, GameState)
    player = s.players[s.current_player if s.current_player is not None else 0]
    values: dict[str, object] = {"round": s.round, "room": max(0, player.storage() -
                                                                player.held())}
    if isinstance(action, (StartTile, Claim)):
        values["spot"] = len(player.river) + 1  # the tile's spot on the river board
    elif isinstance(action, (Produce, TakeFood)):
        values["count"] = taken(s, action)
    elif isinstance(action, (Reserve, Build)):
        values["vp"] = components().buildings[action.building].vp
    if s.decision_kind == "discard":
        values["excess"] = player.excess()
    return values


def taken(state: GameState, action: Action) -> int:
    """The resources a produce or food action takes from the islands, as the engine gives
    them (before any that do not fit go back)."""
    after = state.clone()
    after.apply(action, log=False)
    return sum(state.islands) - sum(after.islands)


FIELD_NAMES = frozenset({"round", "room", "spot", "count", "vp", "excess"})


def _move(state: State, action: Action, wanted: Any) -> bool:
    """The move (the guide's suggestion, or the AI's move) is of this sort."""
    return move_of(action) == wanted


GUIDE = GuideSpec(
    data_path=DATA,
    game_id="the-river",
    kinds=frozenset(DECISION_TEXT),
    suggest=suggest,
    fields=fields,
    field_names=FIELD_NAMES,
    conditions={"move": _move},
)
