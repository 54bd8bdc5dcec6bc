"""One line of the game log: a plain value that the state, the rules and the window share."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Event:
    """One line of the game log: who (None for the table), what, and VP gained by it."""

    round: int
    # the phase as a player reads it, in English: the state's phase_name() when it happened
    # ("Planting"), never its id ("plant"); the log shows it translated as an engine string
    phase: str
    seat: int | None
    text: str
    vp: int = 0
