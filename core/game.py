"""The game contract: what ai/, records and the window may rely on, for any game.

Written from what the callers use today and nothing more. A game is a package under core/
(core/riverboat, core/the_river) that offers one `Game` value; core/registry.py is the only
kernel module that names the games. No game imports another.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from typing import Any, Generic, NamedTuple, Protocol, TypeVar, runtime_checkable

from .event import Event

MAX_NOTATION = 200  # characters of an action's notation, for every game: records refuse longer

@runtime_checkable
class Action(Hashable, Protocol):
    """One decision: a small frozen value, hashable; `str(action)` is its text notation.

    The game's `parse_action(str(action)) == action` for every legal action.
    """

    def __str__(self) -> str: ...


K = TypeVar("K", bound=str)


class Decision(NamedTuple, Generic[K]):
    """What is being decided: its kind (one of the game's DecisionKind), the seat that decides,
    and what that kind carries (Riverboat's card colour, wanted feature or most agents; None
    when the kind says it all). A tuple, so a saved state keeps it as a list."""

    kind: K
    seat: int
    arg: Any = None


@dataclass(frozen=True, slots=True)
class Outcome:
    """The end of a game, in one shape for every game.

    `breakdown[seat]` maps category names (as a player reads them, in display order) to VP and
    sums to `scores[seat]`; `winners` are the seats sharing the best score (ties share the win).
    """

    scores: tuple[int, ...]
    winners: tuple[int, ...]
    breakdown: tuple[dict[str, int], ...]

    @property
    def categories(self) -> tuple[str, ...]:
        """The category names in display order (the same for every seat)."""
        return tuple(self.breakdown[0]) if self.breakdown else ()


def outcome_of(breakdown: Sequence[dict[str, int]]) -> Outcome:
    """The Outcome of per-seat breakdowns: scores are their sums, winners the best ones."""
    scores = tuple(sum(b.values()) for b in breakdown)
    best = max(scores)
    return Outcome(scores, tuple(i for i, v in enumerate(scores) if v == best),
                   tuple(dict(b) for b in breakdown))


class State(Protocol):
    """A game in progress: the queries and moves that the search, records and window use.

    `why_illegal` answers any value (None, a malformed action, another game's) with a reason
    and never raises; `apply` raises IllegalAction (a ValueError) with that reason and leaves
    the state unchanged. Randomness lives in the state, so a seed and the actions replay a game
    exactly.
    """

    game_id: str
    num_players: int
    phase: str

    @property
    def round(self) -> int: ...  # read only: a game may count its rounds as it likes
    @property
    def current_player(self) -> int | None: ...
    @property
    def is_over(self) -> bool: ...
    @property
    def scores(self) -> list[int]: ...
    @property
    def reveal_count(self) -> int:
        """How often hidden information came to light; undo never crosses a change of it."""
        ...
    @property
    def decision_kind(self) -> str | None: ...

    def phase_name(self) -> str: ...
    def legal_actions(self) -> Sequence[Action]:
        """The actions of the decision now, empty once over: a fresh list of the game's own
        actions (a Sequence here: a list of them is no list[Action], lists being invariant)."""
        ...
    def why_illegal(self, action: object) -> str | None: ...
    def apply(self, action: Action, log: bool = True) -> list[Event]: ...
    def clone(self) -> State: ...
    def to_json(self) -> str: ...
    def outcome(self) -> Outcome | None:
        """The final result, or None while the game goes on."""
        ...
    def observation(self, seat: int) -> dict[str, Any]:
        """Everything the seat may know, as plain JSON-able data."""
        ...
    def determinize(self, seat: int, rng: Any) -> State:
        """A full state the seat cannot tell from this one: only hidden orders resampled, as a
        function of what the seat may know and the seed (not of the true orders)."""
        ...


@dataclass(frozen=True)
class Game:
    """One game's entry points: what the registry hands to records, bots and the window.

    `setup` is what a record keeps besides the seed to rebuild the start exactly (Riverboat's
    mats, The River's boards); `setup_of(new_game(n, seed, setup)) == setup` once resolved.
    """

    id: str  # "riverboat", "the-river": stable, written into records and saves
    title: str  # as a player reads it
    min_players: int
    max_players: int
    new_game: Callable[[int, int, Any], State]  # (num_players, seed, setup or None)
    parse_action: Callable[[str], Action]  # raises ValueError on bad notation
    state_from_json: Callable[[str], State]  # raises InvalidState on any bad input
    setup_of: Callable[[State], Any]  # JSON-able
    # The setup in words for a log's first line, given the seats' names ("Seat 1 mat 3, ...");
    # without it the log names no setup.
    describe_setup: Callable[[Any, Sequence[str]], str] | None = None
    # A full state from one seat's observation alone, its hidden orders drawn from the seed
    # (InvalidState for data no observation could be): what a remote seat plays on, knowing
    # only what the host sent it. Without it the game cannot be played online.
    from_observation: Callable[[dict[str, Any], int], State] | None = None
    # Whether a seat may not see everything (a deck's order, another's hand): the shared tests
    # of determinize run only on a game that declares it.
    hidden_information: bool = False
    # The names its component data gives the log and the window (card titles, crops,
    # resources), which no source template holds: tools/engine_strings.py marks them for the
    # translators.
    data_words: Callable[[], Sequence[str]] = tuple

    def seats(self) -> range:
        """The player counts the game is for, fewest first."""
        return range(self.min_players, self.max_players + 1)
