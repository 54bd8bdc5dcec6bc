"""One line of the game log: a plain value that the state, the rules and the window share."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Event:
    """One line of the game log: who (None for the table), what, and VP gained by it."""

    round: int
    phase: str
    seat: int | None
    text: str
    vp: int = 0
