"""Riverboat (Kiesling, 2017): its rules engine, and the one `GAME` value the registry lists."""

from __future__ import annotations

from collections.abc import Sequence

from ..game import Game
from ..text import chain, text
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
from .state import GameState, from_observation, new_game, setup_of
from .validate import player_counts


def describe_setup(mats: list[int], seats: Sequence[str]) -> str:
    """'Seat 1 mat 3, Seat 2 mat 4': which mat each seat plays on."""
    return chain("{first}, {second}", [text(GameState.game_id, "{seat} mat {mat}", seat=seat, mat=m)
                                       for seat, m in zip(seats, mats, strict=True)])


def data_words() -> list[str]:
    """The names its component data gives: crops, field colours, phase tiles, the
    opportunity cards' titles and scoring words (for the translators)."""
    from .components import CROPS, components

    raw = components().raw
    words = (list(CROPS) + list(raw["field_colours"].values())
             + [tile["name"] for tile in raw["phase_tiles"]])
    for card in raw["opportunity_cards"]:
        words += [card["title"]] + [card[k] for k in ("vp_per", "vp")
                                    if isinstance(card.get(k), str)]
    return words


GAME = Game(
    id=GameState.game_id,
    title="Riverboat",
    min_players=player_counts()[0],
    max_players=player_counts()[1],
    new_game=new_game,
    parse_action=parse_action,
    hidden_information=True,
    data_words=data_words,
    state_from_json=GameState.from_json,
    setup_of=setup_of,
    from_observation=from_observation,
    describe_setup=describe_setup,
)

__all__ = [
    "GAME", "Action", "ChoosePhase", "ClaimBoat", "GameState", "PassBoats", "PlaceWorker", "Plant",
    "ScoringBonus", "SendAgents", "StopSurveying", "Survey", "TakeCard", "TakeCardFromPile",
    "TakeFeature", "describe_setup", "new_game", "parse_action", "setup_of",
]
