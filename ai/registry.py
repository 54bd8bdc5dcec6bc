"""Each game's knowledge for the bots, by game id: the only ai module that names a game.

The bots, the search and the review know no game; they ask here for the knowledge of the
state in hand (its game_id), unless a caller hands them one. What a game's knowledge is
(GameKnowledge, its levels among it) is in ai/knowledge.py.
"""

from __future__ import annotations

from core.errors import shown
from core.game import State

from .knowledge import GameKnowledge
from .riverboat import KNOWLEDGE as RIVERBOAT
from .riverboat import LEARNED as RIVERBOAT_LEARNED
from .the_river import KNOWLEDGE as THE_RIVER
from .the_river import LEARNED as THE_RIVER_LEARNED

# Adding a game's knowledge is one entry here (and its import above), and one in LEARNED for
# its learned evaluation (ai/learned.py).
KNOWLEDGE: dict[str, GameKnowledge] = {k.game_id: k for k in (RIVERBOAT, THE_RIVER)}
LEARNED: dict[str, GameKnowledge] = {k.game_id: k for k in (RIVERBOAT_LEARNED, THE_RIVER_LEARNED)}


def knowledge_for(state: State, evaluation: str = "heuristic") -> GameKnowledge:
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

