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

    def last_own_step(self, is_human: Callable[[int], bool]) -> int | None:
        """Where the last human decision is among the steps (undo goes back to before it),
        None before any."""
        return next((k for k in range(len(self.steps) - 1, -1, -1)
                     if is_human(self.steps[k].seat)), None)

    def undo_refusal(self, is_human: Callable[[int], bool]) -> str | None:
        """None if the last human decision may be taken back, with the AI moves after it,
        else why not (for a tooltip): the engine's reveal count must not have moved since."""
        if not self.steps:
            return QT_TRANSLATE_NOOP("Timeline", "Nothing to undo yet.")
        start = self.last_own_step(is_human)
        if start is None:
            return QT_TRANSLATE_NOOP("Timeline", "You have made no move yet: there is nothing "
                                                 "of yours to take back.")
        if any(step.revealed for step in self.steps[start:]):
            return QT_TRANSLATE_NOOP("Timeline", "Hidden information came to light since your "
                                                 "last decision (a card or tile was drawn): it "
                                                 "can no longer be taken back.")
        return None

    def undo(self, is_human: Callable[[int], bool]) -> State:
        """Take back the last human decision and the AI moves after it; returns the state of
        that decision to continue from (a fresh copy)."""
        start = self.last_own_step(is_human)
        if start is None:
            raise ValueError("no human decision to take back")
        taken = self.steps[start:]
        del self.steps[start:]
        del self.record.actions[len(self.record.actions) - len(taken):]
        self.undone.extend(reversed(taken))  # the decision is redone first
        return taken[0].before.clone()

    def next_redo_seat(self) -> int | None:
        """The seat of the next action to redo, None when nothing is undone."""
        return self.undone[-1].seat if self.undone else None

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
