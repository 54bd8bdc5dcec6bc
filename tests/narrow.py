"""What a test knows and a type leaves open: the seat to move where the game is not over (a
state's current_player is None only at the end), a value that is there (Qt's item and widget
getters may return None)."""

from __future__ import annotations

from typing import TypeVar

from core.game import State

T = TypeVar("T")


def mover(state: State) -> int:
    """The seat whose decision is pending; the game must not be over."""
    seat = state.current_player
    assert seat is not None, "the game is over: no seat is to move"
    return seat


def present(value: T | None) -> T:
    """The value, which must not be None."""
    assert value is not None, "expected a value, got None"
    return value
