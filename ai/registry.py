"""Each game's knowledge for the bots, by game id: the only ai module that names a game.

The bots, the search and the worker pool know no game; they ask here for the knowledge of the
state in hand (its game_id), unless a caller hands them one.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, Protocol

from core.errors import shown

from .mcts import Knowledge
from .riverboat import KNOWLEDGE as RIVERBOAT
from .riverboat import LEARNED as RIVERBOAT_LEARNED
from .the_river import KNOWLEDGE as THE_RIVER
from .the_river import LEARNED as THE_RIVER_LEARNED


class GameKnowledge(Knowledge, Protocol):
    """What the bots need to know about one game: the search's Knowledge, and a little more."""

    game_id: str
    decision_kinds: tuple[str, ...]  # every state.decision_kind, for bot specs that name one
    # The kinds a longer search does not choose better: the levels give them a small budget.
    cheap_kinds: tuple[str, ...]

    feature_names: tuple[str, ...]  # the terms of the learned evaluation (ai/learned.py)
    # The evaluation that chooses moves better, measured (docs/ai.md): the game review's.
    review_evaluation: str
    # Options a level adds for this game ('normal': 'eval=learned,look=2'; one the level has
    # already takes its place), each measured in the arena against the level without them
    # (docs/ai.md).
    level_options: dict[str, str]

    def terms(self, state: Any) -> tuple[str, list[list[float]]]:
        """The situation (players, round, phase) and each seat's terms of the evaluation."""
        ...

    def evaluate(self, state: Any) -> list[float]:
        """Each seat's expected final score, in VP (the exact scores at the end)."""
        ...

    def margin(self, state: Any, seat: int) -> float:
        """How far the seat is ahead of the best other seat: the greedy bot's value."""
        ...

    def rollout_action(self, state: Any, actions: Sequence[Any], rng: random.Random,
                       epsilon: float | None = None) -> Any:
        """The rollout's move: the rule of thumb's favourite, or with chance epsilon (None:
        the game's own rate) a random one."""
        ...

    def review_category(self, state: Any, action: Any) -> str:
        """What sort of move the action is, a stable key the game review sums losses by (the
        window has words for each)."""
        ...


# Adding a game's knowledge is one entry here (and its import above), and one in LEARNED for
# its learned evaluation (ai/learned.py).
KNOWLEDGE: dict[str, GameKnowledge] = {k.game_id: k for k in (RIVERBOAT, THE_RIVER)}
LEARNED: dict[str, GameKnowledge] = {k.game_id: k for k in (RIVERBOAT_LEARNED, THE_RIVER_LEARNED)}


def knowledge_for(state: Any, evaluation: str = "heuristic") -> GameKnowledge:
    """The knowledge of the state's game; ValueError if the bots know no such game."""
    return knowledge_of(getattr(state, "game_id", None), evaluation)


def knowledge_of(game_id: object, evaluation: str = "heuristic") -> GameKnowledge:
    """The knowledge of the game with this id, with the hand-made evaluation or the learned
    one; ValueError if the bots know no such game."""
    table = LEARNED if evaluation == "learned" else KNOWLEDGE
    found = table.get(game_id) if isinstance(game_id, str) else None
    if found is None:
        raise ValueError(f"the bots know no game {shown(game_id)}: "
                         f"they know {', '.join(KNOWLEDGE)}")
    return found


def decision_kinds(game_id: str | None = None) -> tuple[str, ...]:
    """The decision kinds of one game, or of every game the bots know, in a stable order."""
    chosen = KNOWLEDGE.values() if game_id is None else [knowledge_of(game_id)]
    return tuple(dict.fromkeys(kind for k in chosen for kind in k.decision_kinds))
