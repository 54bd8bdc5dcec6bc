"""Riverboat rules engine: pure Python, no Qt, no AI."""

from .actions import (
    Action,
    ChoosePhase,
    ClaimBoat,
    PassBoats,
    PlaceWorker,
    Plant,
    ScoringBonus,
    SendAgents,
    StopSurveying,
    Survey,
    TakeCard,
    TakeCardFromPile,
    TakeFeature,
    parse_action,
)
from .errors import IllegalAction, InvalidState
from .event import Event
from .record import GameRecord, random_game, replay
from .state import GameState, new_game

__all__ = [
    "Action", "ChoosePhase", "ClaimBoat", "Event", "GameRecord", "GameState", "IllegalAction",
    "InvalidState", "PassBoats", "PlaceWorker", "Plant", "ScoringBonus", "SendAgents",
    "StopSurveying", "Survey", "TakeCard", "TakeCardFromPile", "TakeFeature", "new_game",
    "parse_action", "random_game", "replay",
]
