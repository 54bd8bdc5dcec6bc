"""What every game's actions and states share: exact field types, notation words, plain copies.

Kernel code that knows no game: each game's actions check their fields and read their
notation with these, so that a refusal reads the same in every game.
"""

from __future__ import annotations

from collections.abc import Container
from typing import Any

from .errors import shown
from .game import MAX_NOTATION
from .text import Text, text


def check_whole(value: object, what: str) -> None:
    """Actions hold exact ints: True and 1.0 are refused, so equal actions hash alike."""
    if type(value) is not int:
        raise ValueError(f"{what} must be a whole number, not {shown(value)}")


def check_text(value: object, what: str, limit: int = MAX_NOTATION) -> None:
    """Texts are short, so that a message quoting an action stays short."""
    if type(value) is not str or len(value) > limit:
        raise ValueError(f"{what} must be a short text, not {shown(value)}")


def action_fault(action: object, classes: Container[type], game: str) -> Text | None:
    """Why a value is no well-formed action of a game, or None: the one guard of its shape.

    Its exact class must be one of the game's, and that class's own field checks must pass
    when run again: a value made without its constructor (object.__new__, object.__setattr__)
    can hold anything, and no rule may read such fields. why_illegal asks this first, so that
    the query answers any value with a reason and apply refuses it with the same one.
    """
    if type(action) not in classes:
        return text("core", "not an action of {game}", game=game)
    check = getattr(type(action), "__post_init__", None)  # the classes without fields have none
    try:
        if check is not None:
            check(action)
    except (ValueError, AttributeError) as exc:  # a bad field, or a field never set
        return text("core", "not a well-formed action: {problem}", problem=str(exc))
    return None


def quoted(action: object, classes: Container[type], game: str, limit: int) -> str:
    """The action as a refusal quotes it: its notation when well formed and short, else a
    few words (a malformed value's notation may fail, or be as long as its fields)."""
    if action_fault(action, classes, game) is not None:
        return shown(action)
    try:
        words = str(action)
    except (ValueError, IndexError, KeyError):  # a field out of the data's range
        return shown(action)
    return words if len(words) <= limit else shown(action)


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


# The values plain() copies by reference: immutable, so a copy may share them.
_SCALARS = frozenset({int, str, bool, float, type(None)})


def plain(value: Any) -> Any:
    """A deep copy of plain data (lists, dicts, scalars), so a state's dict shares nothing.

    A list or dict of scalars only, as most of a state's are, is copied in one step.
    """
    if isinstance(value, list):
        if _SCALARS.issuperset(map(type, value)):
            return list(value)
        return [plain(v) for v in value]
    if isinstance(value, dict):
        if _SCALARS.issuperset(map(type, value.values())):
            return dict(value)
        return {k: plain(v) for k, v in value.items()}
    return value
