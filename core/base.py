"""What both engines repeat, written once: the JSON round trip, equality, apply's refusal, and
the flow loop with a guard.

Each game's state derives from StateBase and gives its own fields, `to_dict`/`from_dict`,
`why_illegal`, `quote` and `_play` (its rules' effects); its rules run `advance` with their
own pending sub-decision and phase steps. Kernel code: it names no game.
"""

from __future__ import annotations

import json
from abc import abstractmethod
from collections.abc import Callable, Mapping
from typing import Any, Self, TypeVar

from .errors import IllegalAction, InvalidState, RunawayFlow, parse_json, shown
from .event import Event
from .game import Action, Decision
from .text import text

# Automatic steps in a row without a decision: 200 seeded random games of each game need at most
# 9 (Riverboat) and 5 (The River); far more means a step that never gets anywhere.
MAX_AUTOMATIC_STEPS = 1_000

COUNTER_MAX = 2**31 - 1  # VP, stamps and reveal counts: far beyond any game, still bounded


def counted(value: int, more: int = 1) -> int:
    """A counter that only grows (VP, a stamp, the reveals), never past COUNTER_MAX: a loaded
    state may hold any count up to the bound and must still read back after every move."""
    return min(COUNTER_MAX, value + more)


class StateBase:
    """A game in progress as plain data: the methods every game's state repeats.

    The base of a game's slotted dataclass: the fields below are the game's, declared there.
    """

    __slots__ = ()

    game_id: str  # a class attribute of the game's state: the registry's key
    num_players: int
    round: int
    phase: str  # "over" at the end
    decision: Decision[Any] | None  # the decision now, None once over
    pending: list[Decision[Any]]  # sub-decisions queued by effects, asked first
    reveals: int
    _events: list[Event] | None  # the log of the action being applied, if kept

    # -- what the game gives ---------------------------------------------------------------

    @abstractmethod
    def to_dict(self) -> dict[str, Any]:
        """The state as plain JSON-able data: the saved format."""

    @classmethod
    @abstractmethod
    def from_dict(cls, data: Any) -> Self:
        """The state from to_dict's data; anything damaged raises InvalidState."""

    @abstractmethod
    def why_illegal(self, action: object) -> str | None:
        """None if the action is legal now, else a sentence saying why not; never raises."""

    @staticmethod
    @abstractmethod
    def quote(action: object) -> str:
        """The action as a refusal quotes it (a malformed one in a few words)."""

    @abstractmethod
    def _play(self, action: Any) -> None:
        """Forget what the action makes stale (caches), apply it and the automatic steps."""

    @property
    @abstractmethod
    def scores(self) -> list[int]:
        """VP by seat."""

    # -- queries -------------------------------------------------------------------------

    @property
    def current_player(self) -> int | None:
        return None if self.decision is None else self.decision.seat

    @property
    def is_over(self) -> bool:
        return self.phase == "over"

    @property
    def reveal_count(self) -> int:
        """How many times hidden information came to light (a card or tile drawn face up).

        Undo must not cross a change of this count: that would let a player fish for draws.
        """
        return self.reveals

    @property
    def decision_kind(self) -> str | None:
        """What is being decided now (the game's decision kinds), None once over."""
        return None if self.decision is None else self.decision.kind

    # -- the move ------------------------------------------------------------------------

    def apply(self, action: Action, log: bool = True) -> list[Event]:
        """Apply a legal action and the automatic steps after it; return the log events.

        An illegal action raises IllegalAction and leaves the state exactly as it was.
        """
        reason = self.why_illegal(action)
        if reason is not None:
            raise IllegalAction(text("core", "{action}: {reason}", action=self.quote(action),
                                     reason=reason))
        # (mypy checks these against this class's empty slots, not the game's)
        self._events = [] if log else None  # type: ignore[misc]
        self._play(action)
        events, self._events = self._events, None  # type: ignore[misc]
        return events or []

    # -- JSON and equality ---------------------------------------------------------------

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), sort_keys=True, separators=(",", ":"))

    @classmethod
    def from_json(cls, text: Any) -> Self:
        """Read a saved state; damaged or inconsistent data raises InvalidState."""
        return cls.from_dict(parse_json(text))

    def __eq__(self, other: object) -> bool:
        """Equal states have the same saved form (a state of another game is never equal)."""
        if not isinstance(other, StateBase) or type(other) is not type(self):
            return NotImplemented
        return self.to_dict() == other.to_dict()

    __hash__ = None  # type: ignore[assignment]  # mutable: equal states may differ later

    def __repr__(self) -> str:
        return (f"<{self.game_id} {type(self).__name__} {self.num_players}p round {self.round}"
                f" {self.phase} decision={self.decision} scores={self.scores}>")


def observed_fields(observation: Any) -> tuple[dict[str, Any], object]:
    """An observation's fields as a saved state's (a zero generator in place of the hidden
    one), and its seat: the first step of every game's from_observation."""
    if type(observation) is not dict or "seat" not in observation or "rng" in observation:
        raise InvalidState(f"not a seat's observation: {shown(observation)}")
    try:
        data = json.loads(json.dumps(observation))  # plain data, as it came over the wire
    except (ValueError, TypeError, RecursionError):
        raise InvalidState("not a seat's observation: not plain JSON data") from None
    seat = data.pop("seat")
    data["rng"] = 0  # determinize draws the hidden orders and a new generator from the seed
    return data, seat


def checked_seat(seat: object, num_players: int) -> int:
    """The observing seat of an observation, a seat of its game, else InvalidState."""
    if type(seat) is not int or not 0 <= seat < num_players:
        raise InvalidState(f"observation field 'seat' is {shown(seat)}: not a seat of the game")
    checked: int = seat
    return checked


S = TypeVar("S", bound=StateBase)


def advance(s: S, pending: Callable[[S], bool], steps: Mapping[str, Callable[[S], bool]],
            most: int = MAX_AUTOMATIC_STEPS) -> None:
    """Run automatic steps until some seat has a decision with a real choice, or the end.

    Sub-decisions queued in `s.pending` come first (`pending` asks the first, or settles it and
    says False); then the step of the phase (True once it set a decision). More than `most`
    steps in a row raise RunawayFlow: a step that never gets anywhere, not a hang.
    """
    for _ in range(most):
        if s.pending:
            if pending(s):
                return
        elif s.phase == "over":
            s.decision = None
            return
        elif steps[s.phase](s):
            return
    raise RunawayFlow(f"more than {most} automatic steps without a decision, in the "
                      f"{s.phase} phase of round {s.round}: the flow goes nowhere")
