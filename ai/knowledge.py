"""Riverboat's knowledge for the generic search: rewards, priors and rollout moves.

Its own module so that the bots and the worker pool both import it without importing each other.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from core.riverboat.actions import Action
from core.riverboat.state import GameState

from . import heuristic, policy


class RiverboatKnowledge:
    """What the generic search needs to know about Riverboat: rewards, priors, rollouts."""

    def rewards(self, state: GameState) -> list[float]:
        return heuristic.rewards(state)

    def priors(self, state: GameState, actions: Sequence[Action]) -> list[float]:
        return policy.priors(state, actions)

    def rollout_action(self, state: GameState, actions: Sequence[Action],
                       rng: random.Random) -> Action:
        return policy.rollout_action(state, actions, rng)


KNOWLEDGE = RiverboatKnowledge()
