"""The River (Perrin & Pauchon, Days of Wonder 2018): the engine, every rule, as one Game."""

from __future__ import annotations

from ..game import Game
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
from .state import GameState, from_observation, new_game, setup_of


def data_words() -> list[str]:
    """The names its component data gives: resources and terrain types (for the translators)."""
    from .components import components

    river = components()
    return [*river.resources, *river.terrain_types]


GAME = Game(
    id=GameState.game_id,
    title="The River",
    min_players=2,
    max_players=4,
    new_game=new_game,
    parse_action=parse_action,
    hidden_information=True,
    data_words=data_words,
    state_from_json=GameState.from_json,
    setup_of=setup_of,
    from_observation=from_observation,
)

__all__ = [
    "GAME", "Action", "Build", "Claim", "Discard", "GameState", "NoSwap", "Produce", "Reserve",
    "SetAside", "StartTile", "Swap", "TakeFirstPlayer", "TakeFood", "Trade", "new_game",
    "parse_action", "setup_of",
]
