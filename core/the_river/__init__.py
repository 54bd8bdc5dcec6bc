"""The River (Perrin & Pauchon, Days of Wonder 2018): the engine, every rule, as one Game."""

from __future__ import annotations

from typing import Any

from core.game import Game

from .actions import (
    Action,
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
    parse_action,
)
from .state import GAME_ID, TheRiverState, new_game, setup_of


def state_from_json(text: Any) -> TheRiverState:
    return TheRiverState.from_json(text)


GAME = Game(
    id=GAME_ID,
    title="The River",
    min_players=2,
    max_players=4,
    new_game=new_game,
    parse_action=parse_action,
    state_from_json=state_from_json,
    setup_of=setup_of,
)

__all__ = [
    "GAME", "Action", "Build", "Claim", "Discard", "NoSwap", "Produce", "Reserve", "SetAside",
    "StartTile", "Swap", "TakeFirstPlayer", "TakeFood", "TheRiverState", "Trade", "new_game",
    "parse_action", "setup_of", "state_from_json",
]
