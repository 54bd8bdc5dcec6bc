"""Typed errors of the rules engine, the one JSON reader, and short quotes of bad input."""

import json
from typing import Any

EXCERPT_CHARS = 60  # how much of a bad text a message quotes
MAX_TEXT_CHARS = 10_000_000  # a saved state or record is a few kilobytes; refuse absurd files
MAX_INT_DIGITS = 20  # 2**64 - 1, the largest number a state holds (the RNG), has 20 digits


class IllegalAction(ValueError):
    """An action that the rules do not allow now; the message says why."""


class InvalidState(ValueError):
    """Saved state data that is damaged, foreign or inconsistent; the message says what."""


class RunawayFlow(InvalidState):
    """The automatic steps went on and on without reaching a decision: the state's data or a
    step of the rules is inconsistent. An InvalidState, so a loader that runs the flow to check
    a saved state refuses it like any other bad data."""


def excerpt(text: str, limit: int = EXCERPT_CHARS) -> str:
    """The start of a text, so that a message about a 50 MB input stays one line long."""
    return text if len(text) <= limit else text[:limit] + "..."


def shown(value: object) -> str:
    """A short description of any value for a message, without walking or printing all of it;
    it never fails, even for a value whose own methods do (a subclass of str or float)."""
    try:
        return _shown(value)
    except Exception:  # a subclass's __repr__, __len__ or slicing raised: name its type
        return f"a {type(value).__name__}"


def _shown(value: object) -> str:
    if isinstance(value, str):
        return repr(excerpt(value))
    if isinstance(value, bool) or value is None or isinstance(value, float):
        return repr(value)
    if isinstance(value, int):
        if value.bit_length() <= 200:
            return excerpt(str(value))
        return f"a number of {value.bit_length()} bits"
    if isinstance(value, list | tuple):
        return f"a list of {len(value)} items"
    if isinstance(value, dict):
        return f"an object with {len(value)} keys"
    return f"a {type(value).__name__}"


def _bounded_int(digits: str) -> int:
    """JSON integers longer than any the game uses are refused before Python converts them."""
    if len(digits.lstrip("-")) > MAX_INT_DIGITS:
        raise InvalidState(f"a number is too long ({excerpt(digits, 20)}, {len(digits)} digits)")
    return int(digits)


def _no_constant(name: str) -> Any:
    raise InvalidState(f"{name} is not a number that JSON allows")


def parse_json(text: Any) -> Any:
    """json.loads that reports damaged text as InvalidState: bad syntax, deep nesting, huge
    numbers, non-text input, absurd sizes."""
    if not isinstance(text, str | bytes | bytearray):
        raise InvalidState(f"not a JSON document: got {shown(text)}, not a text")
    if len(text) > MAX_TEXT_CHARS:
        raise InvalidState(f"not a Riverboat file: {len(text)} characters is far too long")
    try:
        return json.loads(text, parse_int=_bounded_int, parse_constant=_no_constant)
    except RecursionError:
        raise InvalidState("not a JSON document: nested too deeply") from None
    except (ValueError, TypeError) as exc:  # JSONDecodeError and UnicodeDecodeError included
        if isinstance(exc, InvalidState):
            raise
        raise InvalidState(f"not a JSON document: {excerpt(str(exc), 200)}") from None
