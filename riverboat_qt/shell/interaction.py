"""What a table's interactions share: the window they may use (Host) and the base class.

One small object per kind of decision marks the legal targets the engine lists and ends by
submitting exactly one of those actions; clicks elsewhere get the engine's reason."""

from __future__ import annotations

from collections.abc import Callable
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

    def add_button(self, text: str, on_click: Callable, key: str | None = None, tip: str = "",
                   checkable: bool = False) -> QPushButton: ...


class Interaction:
    """Base: the state, the deciding seat and its legal actions."""

    def __init__(self, host: Host, state: Any):
        self.host = host
        self.state = state
        self.seat = state.current_player
        self.legal = state.legal_actions()
        self.legal_set = set(self.legal)

    def start(self) -> None:
        raise NotImplementedError

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
