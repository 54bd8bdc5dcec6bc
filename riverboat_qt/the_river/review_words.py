"""The River's words for the game review's summary: its phases and its sorts of move (the keys
of ai.review: state.phase, and what The River's knowledge calls a move: the action spot a
pioneer went to, a trade, else the kind of decision)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from core.the_river.state import PHASE_NAMES

from .texts import phase_name

translate = QCoreApplication.translate


def review_words(what: str, key: str) -> str:
    """A phase ('phase', state.phase: the engine's name, as the log says it) or a sort of move
    ('move') in the player's words; an unknown key is shown as it is."""
    if what == "phase":
        return phase_name(key) if key in PHASE_NAMES else key
    words = _MOVES.get(key)
    return words() if words is not None else key

_MOVES = {
    "start_tile": lambda: translate("TheRiverReview", "Starting tile"),
    "trade": lambda: translate("TheRiverReview", "Trades for food"),
    "claim_tile": lambda: translate("TheRiverReview", "Claiming terrain tiles"),
    "construct": lambda: translate("TheRiverReview", "Constructing buildings"),
    "produce": lambda: translate("TheRiverReview", "Producing on the islands"),
    "food": lambda: translate("TheRiverReview", "Food island"),
    "reserve": lambda: translate("TheRiverReview", "Reserving buildings"),
    "first_player": lambda: translate("TheRiverReview", "First player pawn"),
    "swap": lambda: translate("TheRiverReview", "Swapping river tiles"),
    "discard": lambda: translate("TheRiverReview", "Returning resources"),
    "meadow_swap": lambda: translate("TheRiverReview", "Meadow swaps"),
}
