"""Typed errors of the rules engine."""


class IllegalAction(ValueError):
    """An action that the rules do not allow now; the message says why."""


class InvalidState(ValueError):
    """Saved state data that is damaged, foreign or inconsistent; the message says what."""
