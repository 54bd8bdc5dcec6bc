"""What every game's actions and states share: exact field types, notation words, plain copies.

Kernel code that knows no game: each game's actions check their fields and read their
notation with these, so that a refusal reads the same in every game.
"""

from __future__ import annotations

from typing import Any

from .errors import shown
from .game import MAX_NOTATION


def check_whole(value: object, what: str) -> None:
    """Actions hold exact ints: True and 1.0 are refused, so equal actions hash alike."""
    if type(value) is not int:
        raise ValueError(f"{what} must be a whole number, not {shown(value)}")


def check_text(value: object, what: str, limit: int = MAX_NOTATION) -> None:
    """Texts are short, so that a message quoting an action stays short."""
    if type(value) is not str or len(value) > limit:
        raise ValueError(f"{what} must be a short text, not {shown(value)}")


def read_number(word: str, what: str, most_digits: int) -> int:
    """A number of the notation: ASCII digits only ('phase \\u0663' is not 'phase 3')."""
    if not (word.isascii() and word.isdigit() and len(word) <= most_digits):
        raise ValueError(f"{what} must be a number, not {word!r}")
    return int(word)


def notation_words(text: object, limit: int = MAX_NOTATION) -> list[str]:
    """The words of an action's notation; ValueError for a non-text, an overlong or empty one."""
    if not isinstance(text, str):
        raise ValueError(f"an action's notation is a text, not {shown(text)}")
    if len(text) > limit:
        raise ValueError(f"not an action: {shown(text)} is {len(text)} characters long")
    words = text.split()
    if not words:
        raise ValueError("empty action text")
    return words


def plain(value: Any) -> Any:
    """A deep copy of plain data (lists, dicts, scalars), so a state's dict shares nothing."""
    if isinstance(value, list):
        return [plain(v) for v in value]
    if isinstance(value, dict):
        return {k: plain(v) for k, v in value.items()}
    return value
