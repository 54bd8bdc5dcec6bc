"""Riverboat's fixed numbers and decision kinds, each written once.

A leaf module: it imports only the component data (and the hex grid's size), so the state, the
rules, the validator, the AI and the window can all read it without importing one another.
What the box prints (supply spaces, final-scoring VP) is read from
core/riverboat/components.json; what only the rulebook's text fixes (four rounds, the phase
order) is written here.
"""

from __future__ import annotations

from enum import StrEnum

from ..text import name
from .components import GAME, components
from .hexgrid import N_HEXES

__all__ = [
    "AGENT_AWARDS", "BOAT_SLOTS", "CATEGORIES", "DECISION_TEXT", "DURING_PLAY", "FINAL_CATEGORIES",
    "FORMAT", "FORMAT_VERSION", "HARVEST_BONUS_AT", "LAST_ROUND", "N_HEXES", "PENDING_KINDS",
    "PHASES", "SUPPLY_SIZES", "TOTAL", "VP_PER_BARN_NEIGHBOUR", "VP_PER_COIN", "VP_PER_COLOUR",
    "VP_PER_UNSCORED", "DecisionKind",
]

FORMAT = "riverboat-state"  # a saved state's format name and version
FORMAT_VERSION = 1

LAST_ROUND = 4
BOAT_SLOTS = 9  # riverboat slots of a player mat's harbor: a tenth boat cannot be claimed
PHASES = ("draft", "cultivation", "planting", "harvest", "opportunity", "scoring", "over")
HARVEST_BONUS_AT = 9  # crops of one kind harvested that earn an estate feature, once
VP_PER_BARN_NEIGHBOUR = 2  # a surveyed barn: per neighbour of its most common crop

# Crop supply board spaces in order: the tile size of each space (eight 1s, five 2s, three 3s).
SUPPLY_SIZES: tuple[int, ...] = tuple(
    size for size, count in sorted(components().supply_spaces.items()) for _ in range(count)
)

# Final scoring: VP per coin, per completed colour, per unscored feature; agents majority awards.
_FINAL = components().raw["final_scoring"]
VP_PER_COIN: int = _FINAL["coin"]
VP_PER_COLOUR: int = _FINAL["completed_colour"]
VP_PER_UNSCORED: int = _FINAL["unscored_estate_feature"]
AGENT_AWARDS: tuple[int, ...] = tuple(_FINAL["agents_majority"])

# The final scoring's categories in display order, and the breakdown's rows around them.
FINAL_CATEGORIES: tuple[str, ...] = (
    name(GAME, "coins"), name(GAME, "completed colours"), name(GAME, "unscored features"),
    name(GAME, "harbor"), name(GAME, "agents bonus"))
DURING_PLAY: str = name(GAME, "points during play")
TOTAL: str = name(GAME, "total")
CATEGORIES = (DURING_PLAY, *FINAL_CATEGORIES, TOTAL)



class DecisionKind(StrEnum):
    """What a decision asks for; each value is the word saved states and records use."""

    DRAFT = "draft"
    CULTIVATE = "cultivate"
    BONUS_WORKER = "bonus_worker"
    PLANT = "plant"
    SHIP = "ship"
    FEATURE = "feature"
    AGENTS = "agents"
    CARD = "card"
    SCORING_BONUS = "scoring_bonus"
    SURVEY = "survey"


# Sub-decisions that an action queues (validated in a saved state's pending list).
PENDING_KINDS = (DecisionKind.BONUS_WORKER, DecisionKind.FEATURE, DecisionKind.AGENTS,
                 DecisionKind.SCORING_BONUS)
# Every decision kind, with what it asks for (the refusals and the prompt say it in words).
DECISION_TEXT = {
    DecisionKind.DRAFT: name(GAME, "choose a phase tile"),
    DecisionKind.CULTIVATE: name(GAME, "place a worker"),
    DecisionKind.BONUS_WORKER: name(GAME, "place the round-track worker"),
    DecisionKind.PLANT: name(GAME, "plant a crop tile"),
    DecisionKind.SHIP: name(GAME, "claim a riverboat or pass"),
    DecisionKind.FEATURE: name(GAME, "take an estate feature"),
    DecisionKind.AGENTS: name(GAME, "send agents to New Orleans"),
    DecisionKind.CARD: name(GAME, "take an opportunity card"),
    DecisionKind.SCORING_BONUS: name(GAME, "choose the scoring bonus"),
    DecisionKind.SURVEY: name(GAME, "place a surveyor or stop"),
}
