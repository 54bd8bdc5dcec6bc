"""The toy game, registered for one test (in the kernel's and the bots' registries)."""

from __future__ import annotations

import pytest

from ai import registry as ai_registry
from core import registry
from tests.kernel.toy import GAME_ID, KNOWLEDGE, TOY


@pytest.fixture
def toy(monkeypatch: pytest.MonkeyPatch) -> None:
    """The toy registered for one test, in the kernel's and the bots' registries."""
    monkeypatch.setitem(registry.GAMES, GAME_ID, TOY)
    monkeypatch.setitem(ai_registry.KNOWLEDGE, GAME_ID, KNOWLEDGE)
