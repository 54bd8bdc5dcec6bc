"""Each game's knowledge for the bots, by game id: the only ai module that names a game.

The bots, the search and the worker pool know no game; they ask here for the knowledge of the
state in hand (its game_id), unless a caller hands them one.
"""

from __future__ import annotations

from typing import Any, Protocol

from core.errors import shown

from .mcts import Knowledge
from .riverboat import KNOWLEDGE as RIVERBOAT


class GameKnowledge(Knowledge, Protocol):
    """What the bots need to know about one game: the search's Knowledge, and a little more."""

    game_id: str
    decision_kinds: tuple[str, ...]  # every state.decision_kind, for bot specs that name one

    def margin(self, state: Any, seat: int) -> float:
        """How far the seat is ahead of the best other seat: the greedy bot's value."""
        ...


# Adding a game's knowledge is one entry here (and its import above).
KNOWLEDGE: dict[str, GameKnowledge] = {k.game_id: k for k in (RIVERBOAT,)}


def knowledge_for(state: Any) -> GameKnowledge:
    """The knowledge of the state's game; ValueError if the bots know no such game."""
    game_id = getattr(state, "game_id", None)
    found = KNOWLEDGE.get(game_id) if isinstance(game_id, str) else None
    if found is None:
        raise ValueError(f"the bots know no game {shown(game_id)}: "
                         f"they know {', '.join(KNOWLEDGE)}")
    return found


def decision_kinds() -> tuple[str, ...]:
    """Every decision kind of every game the bots know, in a stable order."""
    return tuple(dict.fromkeys(kind for k in KNOWLEDGE.values() for kind in k.decision_kinds))
