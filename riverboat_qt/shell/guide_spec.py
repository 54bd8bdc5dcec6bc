"""What a table gives the shell for its guided first game (shell/guide.py shows it): a value
of its own, so that the table contract names it without importing the guide's window, which
knows the tables (the shell's one import cycle, closed)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from core.game import Action, State

# A game condition of a step: (state, action, the value the step asks for) -> it holds. For the
# human's decision the action is the guide's suggestion; for an AI line, the move it made (and the
# state is the one before it).
Condition = Callable[[State, Action, Any], bool]


@dataclass(frozen=True)
class GuideSpec:
    """What a table gives the shell for its guided first game."""

    data_path: Path
    game_id: str
    kinds: frozenset[str]  # every decision kind: each needs a note for the human
    suggest: Callable[[State, int], Action]  # a good legal action now: (state, a seed) -> action
    # language-neutral placeholders of a note: (state, action) -> {name: value}
    fields: Callable[[State, Action], Mapping[str, object]]
    field_names: frozenset[str] = frozenset()
    conditions: Mapping[str, Condition] = field(default_factory=dict)
