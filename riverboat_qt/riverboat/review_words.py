"""Riverboat's words for the game review's summary: its phases and its sorts of move (the keys
of ai.review: state.phase and the decision kind, as Riverboat's knowledge names them)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from core.riverboat.constants import PHASES

from .texts import phase_name

translate = QCoreApplication.translate


def review_words(what: str, key: str) -> str:
    """A phase ('phase', state.phase: the engine's name, as the log says it) or a sort of move
    ('move', the decision kind) in the player's words; an unknown key is shown as it is."""
    if what == "phase":
        return phase_name(key) if key in PHASES else key
    words = _MOVES.get(key)
    return words() if words is not None else key

_MOVES = {
    "draft": lambda: translate("RiverboatReview", "Phase tiles"),
    "cultivate": lambda: translate("RiverboatReview", "Workers"),
    "bonus_worker": lambda: translate("RiverboatReview", "Round-track worker"),
    "plant": lambda: translate("RiverboatReview", "Crop tiles"),
    "ship": lambda: translate("RiverboatReview", "Riverboats"),
    "feature": lambda: translate("RiverboatReview", "Estate features"),
    "agents": lambda: translate("RiverboatReview", "Agents"),
    "card": lambda: translate("RiverboatReview", "Opportunity cards"),
    "scoring_bonus": lambda: translate("RiverboatReview", "Scoring bonus"),
    "survey": lambda: translate("RiverboatReview", "Surveyors"),
}
