"""Typed errors of the rules engine."""

import json
from typing import Any


class IllegalAction(ValueError):
    """An action that the rules do not allow now; the message says why."""


class InvalidState(ValueError):
    """Saved state data that is damaged, foreign or inconsistent; the message says what."""


def parse_json(text: str) -> Any:
    """json.loads that reports damaged text as InvalidState."""
    try:
        return json.loads(text)
    except (json.JSONDecodeError, TypeError, UnicodeDecodeError) as exc:
        raise InvalidState(f"not a JSON document: {exc}") from None
