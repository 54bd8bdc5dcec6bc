"""The River's decision kinds, each written once, with what each asks for.

A leaf module, like Riverboat's constants.py: it imports only the game's id, so the state, the
options, the validator, the AI and the window can all read it without importing one another.
"""

from __future__ import annotations

from enum import StrEnum

from ..text import name
from .components import GAME

__all__ = ["DECISION_TEXT", "PENDING_KINDS", "DecisionKind"]


class DecisionKind(StrEnum):
    """What a decision asks for; each value is the word saved states and records use."""

    START_TILE = "start_tile"
    PLACE = "place"
    DISCARD = "discard"
    MEADOW_SWAP = "meadow_swap"


# Sub-decisions that an action queues (validated in a saved state's pending list).
PENDING_KINDS = (DecisionKind.DISCARD, DecisionKind.MEADOW_SWAP)
# Every decision kind, with what it asks for (the refusals and the prompt say it in words).
DECISION_TEXT = {
    DecisionKind.START_TILE: name(GAME, "choose a starting terrain tile"),
    DecisionKind.PLACE: name(GAME, "trade or place a pioneer"),
    DecisionKind.DISCARD: name(GAME, "return a resource that does not fit"),
    DecisionKind.MEADOW_SWAP: name(GAME, "swap two tiles or decline the swap"),
}
