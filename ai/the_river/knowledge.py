"""The River's knowledge for the generic bots: rewards, priors, rollout moves, a margin.

The bots and the worker pool get it from ai.registry by the state's game_id.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from core.the_river.actions import Action, Trade, spot_of
from core.the_river.constants import DECISION_TEXT
from core.the_river.state import GAME_ID, GameState

from .. import learned
from . import features, heuristic, policy


class TheRiverKnowledge:
    """What the generic search and the greedy bot need to know about The River."""

    game_id = GAME_ID
    decision_kinds: tuple[str, ...] = tuple(DECISION_TEXT)
    # Small choices that a longer search does not make better: what goes back when storage
    # is short, and the swap-twice meadow's swaps.
    cheap_kinds: tuple[str, ...] = ("discard", "meadow_swap")

    feature_names: tuple[str, ...] = features.FEATURES  # the learned evaluation's terms
    # Greedy play on the learned weights won 67 of 100 games against greedy play on the
    # hand-made ones (docs/ai.md): the review values moves with the learned evaluation.
    review_evaluation = "learned"
    # Both levels search with priors that look one move ahead on the learned evaluation.
    # Normal: 0.85 s and 8-move rollouts, so that it thinks no longer than the plain 1 s
    # search it replaced and beat it (docs/ai.md, "The River's Normal with shorter rollouts
    # (eleventh sitting)"). Hard: one tree of an 8 s search (two trees scale worse here); the
    # 5 s one won only 73% against that Normal ("The River's levels: an 8 s Hard (twelfth
    # sitting)").
    level_options: dict[str, str] = {
        "normal": "time=0.85,depth=8,eval=learned,look=2",
        "hard": "time=8.0,depth=12,eval=learned,look=2",
    }

    def __init__(self, evaluation: str = "heuristic") -> None:
        self.evaluation = learned.check_evaluation(evaluation)

    def evaluate(self, state: GameState) -> list[float]:
        """Each seat's expected final score: the hand-made reckoning, or the learned one."""
        if self.evaluation == "learned":
            return learned.evaluate(state, features.FEATURES, features.terms)
        return heuristic.evaluate(state)

    def terms(self, state: GameState) -> tuple[str, list[list[float]]]:
        """The situation and each seat's terms of the evaluation (for ai.train)."""
        return features.terms(state)

    def rewards(self, state: GameState) -> list[float]:
        return heuristic.margins_to_rewards(self.evaluate(state))

    def priors(self, state: GameState, actions: Sequence[Action]) -> list[float]:
        return policy.priors(state, actions)

    def rollout_action(self, state: GameState, actions: Sequence[Action],
                       rng: random.Random, epsilon: float | None = None) -> Action:
        rate = policy.ROLLOUT_EPSILON if epsilon is None else epsilon
        return policy.rollout_action(state, actions, rng, rate)

    def margin(self, state: GameState, seat: int) -> float:
        """The seat's expected final score minus the best other seat's, in VP."""
        return heuristic.margin(self.evaluate(state), seat)

    def review_category(self, state: GameState, action: Action) -> str:
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
