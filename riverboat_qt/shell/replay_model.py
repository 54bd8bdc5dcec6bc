"""A finished or saved game, ready to be stepped through: states, log lines and marks.

Snapshots every few actions make any jump cheap (clone the nearest one, apply the rest).
The record is replayed lazily, a stretch at a time (walk): the viewer shows the setup at
once and replays the rest between paints; whatever needs the whole game (marks, events,
final) replays what is left first.
"""

from __future__ import annotations

from dataclasses import dataclass

from core import Event, GameRecord, IllegalAction, registry
from core.game import State

SNAPSHOT_EVERY = 8


@dataclass(frozen=True)
class Mark:
    """Where a round or phase starts on the timeline."""

    step: int
    round: int
    phase: str


class ReplayModel:
    """Step n is the state after n actions (step 0: the setup)."""

    def __init__(self, record: GameRecord) -> None:
        self.record = record
        parse_action = registry.game(record.game).parse_action
        self.actions = [parse_action(text) for text in record.actions]
        self._seats: list[int] = []
        self._events: list[list[Event]] = []
        self._state = record.initial_state()  # the state after `walked` actions
        self._snapshots: dict[int, State] = {0: self._state.clone()}
        self._marks = [Mark(0, self._state.round, self._state.phase_name())]

    @property
    def length(self) -> int:
        return len(self.actions)

    @property
    def walked(self) -> int:
        """How many actions have been replayed so far."""
        return len(self._events)

    @property
    def complete(self) -> bool:
        return self.walked == self.length

    def walk(self, until: int) -> None:
        """Replay on to step `until`: keep snapshots, the log of each step and the marks."""
        state = self._state
        last = (state.round, state.phase)
        for step in range(self.walked + 1, min(until, self.length) + 1):
            seat = state.current_player
            if seat is None:  # a loaded record was replayed once already: never
                raise IllegalAction(f"action {step} of the record comes after the game's end")
            self._seats.append(seat)
            self._events.append(state.apply(self.actions[step - 1]))
            if step % SNAPSHOT_EVERY == 0:
                self._snapshots[step] = state.clone()
            if (state.round, state.phase) != last:
                last = (state.round, state.phase)
                self._marks.append(Mark(step, state.round, state.phase_name()))

    def events_of(self, step: int) -> list[Event]:
        """The log of one step (1 to length): its action and what followed by itself."""
        self.walk(step)
        return self._events[step - 1]

    def marks_walked(self) -> list[Mark]:
        """The round and phase marks of the steps replayed so far."""
        return self._marks

    @property
    def marks(self) -> list[Mark]:
        self.walk(self.length)
        return self._marks

    @property
    def events(self) -> list[list[Event]]:
        """The log of every step, in order (events[n - 1]: step n)."""
        self.walk(self.length)
        return self._events

    @property
    def seats(self) -> list[int]:
        """The seat that took each action, in order."""
        self.walk(self.length)
        return self._seats

    @property
    def final(self) -> State:
        """The state at the end of the record (kept: do not change it)."""
        self.walk(self.length)
        return self._state

    def state_at(self, step: int) -> State:
        """A fresh copy of the state after `step` actions."""
        step = max(0, min(step, self.length))
        self.walk(step)
        base = step - step % SNAPSHOT_EVERY
        state = self._snapshots[base].clone()
        for action in self.actions[base:step]:
            state.apply(action, log=False)
        return state

    def record_until(self, step: int) -> GameRecord:
        """The record of the first `step` actions, to play on from there."""
        return self.record.copy(until=step)
