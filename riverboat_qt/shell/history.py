"""Undo and redo over the game's actions, without ever letting a player fish for a draw.

Qt-free, so the policy is tested on its own: the controller keeps one Timeline per game.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from core import GameRecord, registry
from core.game import State


def QT_TRANSLATE_NOOP(context: str, words: str) -> str:  # noqa: N802 - the name lupdate reads
    """Marks the reasons below for translation (the controller shows them translated) while
    this module stays free of Qt."""
    return words


@dataclass(frozen=True)
class Step:
    """One applied action: who took it, the state before it, and whether it revealed anything."""

    action: str
    seat: int
    before: State
    revealed: bool


class Timeline:
    """The actions taken so far and the ones undone (redo), each with the state before it."""

    def __init__(self, record: GameRecord) -> None:
        self.record = record
        self.steps: list[Step] = []
        self.undone: list[Step] = []

    def push(self, action: str, seat: int, before: State, after: State,
             keep_redo: bool = False) -> None:
        """Note an applied action; a new action forgets what was undone."""
        revealed = after.reveal_count != before.reveal_count
        self.steps.append(Step(action, seat, before, revealed))
        self.record.actions.append(action)
        if not keep_redo:
            self.undone.clear()

    def undo_refusal(self, is_human: Callable[[int], bool]) -> str | None:
        """None if the last action may be taken back, else why not (for a tooltip)."""
        if not self.steps:
            return QT_TRANSLATE_NOOP("Timeline", "Nothing to undo yet.")
        last = self.steps[-1]
        if not is_human(last.seat):
            return QT_TRANSLATE_NOOP("Timeline", "Another seat has acted since your last decision.")
        if last.revealed:
            return QT_TRANSLATE_NOOP("Timeline", "Hidden information came to light after that "
                                                 "move (a card or tile was drawn).")
        return None

    def undo(self) -> State:
        """Take back the last action; returns the state to continue from (a fresh copy)."""
        step = self.steps.pop()
        self.record.actions.pop()
        self.undone.append(step)
        return step.before.clone()

    def redo_refusal(self) -> str | None:
        return None if self.undone else QT_TRANSLATE_NOOP("Timeline", "Nothing to redo.")

    def pop_redo(self) -> str:
        """Take the next action to redo off the redo list; the caller applies it and pushes
        it again with keep_redo=True (so the rest of the redo list stays)."""
        return self.undone.pop().action

    def redo(self, state: State) -> tuple[str, int]:
        """Re-apply the last undone action to state (the same draws follow, as seeded)."""
        step = self.undone.pop()
        before = state.clone()
        state.apply(registry.game_of(state).parse_action(step.action))
        self.push(step.action, step.seat, before, state, keep_redo=True)
        return step.action, step.seat
