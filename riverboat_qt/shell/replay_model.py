"""A finished or saved game, ready to be stepped through: states, log lines and marks.

Snapshots every few actions make any jump cheap (clone the nearest one, apply the rest).
"""

from __future__ import annotations

from dataclasses import dataclass

from core import Event, GameRecord, registry
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
        self.seats: list[int] = []
        self.events: list[list[Event]] = []
        self.marks: list[Mark] = []
        self._snapshots: dict[int, State] = {}
        self._walk()

    def _walk(self) -> None:
        """Replay once: keep snapshots, the log of each step and the round/phase marks."""
        state = self.record.initial_state()
        self._snapshots[0] = state.clone()
        last = (state.round, state.phase)
        self.marks.append(Mark(0, state.round, state.phase_name()))
        for step, action in enumerate(self.actions, 1):
            self.seats.append(state.current_player)
            self.events.append(state.apply(action))
            if step % SNAPSHOT_EVERY == 0:
                self._snapshots[step] = state.clone()
            if (state.round, state.phase) != last:
                last = (state.round, state.phase)
                self.marks.append(Mark(step, state.round, state.phase_name()))
        self.final = state

    @property
    def length(self) -> int:
        return len(self.actions)

    def state_at(self, step: int) -> State:
        """A fresh copy of the state after `step` actions."""
        step = max(0, min(step, self.length))
        base = step - step % SNAPSHOT_EVERY
        state = self._snapshots[base].clone()
        for action in self.actions[base:step]:
            state.apply(action, log=False)
        return state

    def record_until(self, step: int) -> GameRecord:
        """The record of the first `step` actions, to play on from there."""
        return self.record.copy(until=step)
