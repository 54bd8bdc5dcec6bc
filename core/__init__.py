"""The kernel: the game contract, the registry, records, seeded randomness and errors.

Pure Python, no Qt, no AI. Each game is a package below (core.riverboat, core.the_river);
these entry points take the game's id, Riverboat by default, and find it in core.registry.
"""

from __future__ import annotations

from typing import Any

from . import registry
from .errors import IllegalAction, InvalidState
from .event import Event
from .game import Action, Decision, Game, Outcome, State
from .record import GameRecord, final_state, random_game, replay


def new_game(num_players: int, seed: int, setup: Any = None,
             game: str = registry.DEFAULT) -> State:
    """A new game: setup None draws it from the seed (Riverboat's setup is the seats' mats)."""
    return registry.game(game).new_game(num_players, seed, setup)


def parse_action(text: str, game: str = registry.DEFAULT) -> Action:
    """An action of the game from its notation; ValueError says what is wrong with the text."""
    return registry.game(game).parse_action(text)


__all__ = [
    "Action", "Decision", "Event", "Game", "GameRecord", "IllegalAction", "InvalidState", "Outcome",
    "State",
    "final_state", "new_game", "parse_action", "random_game", "replay",
]
