"""The River's decision kinds, each written once, with what each asks for.

A leaf module, like Riverboat's constants.py: it imports only the game's id, so the state, the
options, the validator, the AI and the window can all read it without importing one another.
"""

from __future__ import annotations

from ..text import name
from .components import GAME

__all__ = ["DECISION_TEXT", "PENDING_KINDS"]

# Sub-decisions that an action queues (validated in a saved state's pending list).
PENDING_KINDS = ("discard", "meadow_swap")
# Every decision kind, with what it asks for (the refusals and the prompt say it in words).
DECISION_TEXT = {
    "start_tile": name(GAME, "choose a starting terrain tile"),
    "place": name(GAME, "trade or place a pioneer"),
    "discard": name(GAME, "return a resource that does not fit"),
    "meadow_swap": name(GAME, "swap two tiles or decline the swap"),
}
