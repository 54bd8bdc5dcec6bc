"""Riverboat's knowledge for the generic bots: rewards, priors, rollout moves, a margin.

The bots and the worker pool get it from ai.registry by the state's game_id; nothing generic
in ai/ imports it.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from core.riverboat.actions import Action
from core.riverboat.constants import DECISION_TEXT
from core.riverboat.state import GameState

from .. import learned
from . import features, heuristic, policy


class RiverboatKnowledge:
    """What the generic search and the greedy bot need to know about Riverboat."""

    game_id = GameState.game_id
    decision_kinds: tuple[str, ...] = tuple(DECISION_TEXT)
    # Worker placements come once per seat for every cultivation card and a longer search does
    # not choose them better (docs/ai.md).
    cheap_kinds: tuple[str, ...] = ("cultivate", "bonus_worker")

    feature_names: tuple[str, ...] = features.FEATURES  # the learned evaluation's terms
    # Greedy play on the learned weights won 16 of 51 games against greedy play on the hand-made
    # ones (docs/ai.md): the review values moves with the hand-made evaluation.
    review_evaluation = "heuristic"
    # Normal plays each line to the end of its round, where every leaf is valued at the same
    # point of a round: 74 of 100 against the 12-move Normal in the same time (docs/ai.md,
    # "Levels"; how: docs/ai-journal.md, "Riverboat's Hard with rollouts to the end of the
    # round (tenth sitting)"). Hard is one tree whose rollouts to the end of the game always
    # play the rule of thumb's favourite (no random moves, so a line's final score is less
    # noisy): "Riverboat's levels (thirteenth sitting)". Its priors are squared: a crop tile
    # offers hundreds of placements and 4 s of full rollouts gives each only a few, so the
    # search must favour the likely ones (83.5 of 100 against Normal: "Riverboat's Hard with
    # sharper priors").
    level_options: dict[str, str] = {
        "normal": "depth=full,round=true",
        "hard": "eps=0,prior=2",
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
        """The kind of decision: each (a worker, a crop tile, a boat...) is a sort of move."""
        return str(state.decision_kind)


KNOWLEDGE = RiverboatKnowledge()
LEARNED = RiverboatKnowledge("learned")
