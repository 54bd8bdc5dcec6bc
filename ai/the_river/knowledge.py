"""The River's knowledge for the generic bots: its evaluation, its rule of thumb, its levels.

The bots and the review get it from ai.registry by the state's game_id. What every game's
knowledge does with these is in ai/knowledge.py.
"""

from __future__ import annotations

from collections.abc import Sequence

from core.game import Action, State
from core.the_river.actions import Trade, spot_of
from core.the_river.components import components
from core.the_river.constants import DECISION_TEXT
from core.the_river.state import GAME_ID, GameState

from ..knowledge import EASY, GameKnowledgeBase, Level
from . import categories, features, heuristic, policy


class TheRiverKnowledge(GameKnowledgeBase[GameState]):
    """What the generic search and the greedy bot need to know about The River."""

    game_id = GAME_ID
    state_type = GameState
    decision_kinds: tuple[str, ...] = tuple(DECISION_TEXT)
    # Small choices that a longer search does not make better: what goes back when storage
    # is short, and the swap-twice meadow's swaps.
    cheap_kinds: tuple[str, ...] = ("discard", "meadow_swap")
    feature_names: tuple[str, ...] = features.FEATURES  # the learned evaluation's terms
    # Greedy play on the learned weights won 67 of 100 games against greedy play on the
    # hand-made ones (docs/ai.md): the review values moves with the learned evaluation.
    review_evaluation = "learned"
    # Hard's 8 s and its 0.3 s for discards and meadow swaps as iterations, at the median
    # speed of Hard's searches on 2 cores at load 2 (235-527 iterations a second; docs/ai.md,
    # "The deep review").
    deep_review_search = "hard:iters=2500,time=600,cheap_iters=150,cheap_time=600"
    reward_scale = heuristic.REWARD_SCALE
    prior_temperature = policy.PRIOR_TEMPERATURE
    rollout_epsilon = policy.ROLLOUT_EPSILON

    # Each level measured in the arena against the one it replaced (docs/ai.md, "Levels").
    # Both search with priors that look one move ahead on the learned evaluation. Normal:
    # 0.85 s and 8-move rollouts, so that it thinks no longer than the plain 1 s search it
    # replaced and beat it (docs/ai-journal.md, "The River's Normal with shorter rollouts
    # (eleventh sitting)"). Hard: one tree of an 8 s search (two trees scale worse here); the
    # 5 s one won only 73% against that Normal ("The River's levels: an 8 s Hard (twelfth
    # sitting)").
    levels = {
        "easy": EASY,
        "normal": Level(
            "mcts:time=0.85,cheap=discard+meadow_swap,cheap_iters=0,depth=8,eval=learned,look=2",
            "Tree search with up to 0.85 seconds a decision (less for small choices)."),
        "hard": Level(
            "mcts:time=8.0,depth=12,cheap=discard+meadow_swap,cheap_time=0.3,eval=learned,look=2",
            "Tree search with up to 8 seconds a decision, about nine times as long as Normal."),
    }

    def heuristic(self, state: GameState) -> list[float]:
        return heuristic.evaluate(state)

    def game_terms(self, state: GameState) -> tuple[str, list[list[float]]]:
        return features.terms(state)

    def split_terms(self, state: GameState, seat: int, terms: Sequence[float],
                    weights: Sequence[float]) -> dict[str, float]:
        return categories.split(state, seat, terms, weights)

    def game_progress(self, state: GameState) -> float:
        return features.progress(state)

    def game_endgame(self, state: GameState) -> bool:
        """The last round, or a round a seat may make the last (one tile or one bonus token
        short of the end): the pioneers left in the boats, with no more tiles drawn if it
        ends (the review's budget leaves a tree that goes on to the next round alone)."""
        comp = components()
        spots, tokens = comp.spots, comp.end_tokens(state.num_players)
        return state.last_round or any(len(p.river) >= spots - 1 or len(p.tokens) >= tokens - 1
                                       for p in state.players)

    def scores(self, state: GameState, actions: Sequence[Action]) -> list[float]:
        return policy.scores(state, actions)

    def review_category(self, state: State, action: Action) -> str:
        """The action spot a pioneer went to (the three islands of production together), a
        trade, else the kind of decision: nearly every decision is a placement, and where the
        pioneer goes says what sort of move it was."""
        if isinstance(action, Trade):
            return "trade"
        spot = spot_of(action)
        if spot is not None and state.decision_kind == "place":
            return "produce" if spot.startswith("produce_") else spot
        return str(state.decision_kind)


KNOWLEDGE = TheRiverKnowledge()
LEARNED = TheRiverKnowledge("learned")
