"""The kernel: the game contract, records, seeded randomness and errors; games live below it.

Pure Python, no Qt, no AI. Riverboat is the package core.riverboat; until the registry lands,
new_game and parse_action here are Riverboat's.
"""

from .errors import IllegalAction, InvalidState
from .event import Event
from .record import GameRecord, random_game, replay
from .riverboat import new_game, parse_action

__all__ = [
    "Event", "GameRecord", "IllegalAction", "InvalidState", "new_game", "parse_action",
    "random_game", "replay",
]
