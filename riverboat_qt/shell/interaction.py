"""What a table's interactions share: the window they may use (Host) and the base class.

One small object per kind of decision marks the legal targets the engine lists and ends by
submitting exactly one of those actions; clicks elsewhere get the engine's reason."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QPushButton

from . import i18n


class Host(Protocol):
    """What an interaction may use of the window."""

    scene: Any

    def submit(self, action: Any) -> None: ...

    def refuse(self, reason: str) -> None: ...

    def hint(self, text: str) -> None: ...

    def show_step(self, step: Step | None) -> None:
        """The prompt says a half-done action's next step in the words of the input in use
        (None: back to the decision's own prompt) and offers the way back (Esc, a Back
        button)."""

    def add_button(self, text: str, on_click: Callable, key: str | None = None, tip: str = "",
                   checkable: bool = False) -> QPushButton: ...


@dataclass(frozen=True)
class Step:
    """A half-done action's next step in two wordings: for the mouse, and for the keys (the
    keyboard or a screen reader: it names only keys that work then)."""

    mouse: str
    keys: str

    def words(self, keys: bool) -> str:
        return self.keys if keys else self.mouse


class Interaction:
    """Base: the state, the deciding seat and its legal actions."""

    def __init__(self, host: Host, state: Any):
        self.host = host
        self.state = state
        self.seat = state.current_player
        self.legal = state.legal_actions()
        self.legal_set = set(self.legal)
        self.step: Step | None = None  # the half-done action's next step, as the prompt says it

    def start(self) -> None:
        raise NotImplementedError

    def set_step(self, words: str, keys: str, note: str = "") -> None:
        """A half-done action: the prompt says its next step (`words` for the mouse, `keys`
        for the keyboard, and `note`, a warning that it would end the game); Esc, the Back
        button or closing a picker backs out of it."""
        self.step = Step(*(f"{said} {note}" if note else said for said in (words, keys)))
        self.host.scene.on_overlay_closed = self.back
        self.host.show_step(self.step)

    def back(self) -> bool:
        """Out of the half-done action to the start of the decision (nothing was played or
        revealed: the steps only mark what the engine listed); False if none was under way."""
        if self.step is None:
            return False
        self.step = None
        self.host.scene.on_overlay_closed = None
        self.host.scene.hide_overlay()
        self.undo_steps()
        self.host.show_step(None)
        return True

    def undo_steps(self) -> None:
        """A game's interaction takes back what its steps marked or moved (a dragged piece)."""

    def try_submit(self, action: Any) -> None:
        """Submit if legal, else show the engine's reason."""
        if action in self.legal_set:
            self.host.submit(action)
        else:
            reason = self.state.why_illegal(action)
            self.host.refuse(sentence(i18n.render(reason) if reason else QCoreApplication.translate(
                "Interaction", "not allowed now")))


def sentence(reason: str) -> str:
    """An engine's reason as a sentence: 'Not your turn.'"""
    return reason[0].upper() + reason[1:] + ("" if reason.endswith((".", "!", "?")) else ".")
