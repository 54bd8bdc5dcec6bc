"""Search knobs that hold for any game: how sharp the priors are, how random the rollouts,
whether the priors look one move ahead.

Each game's knowledge sets its own prior temperature and rollout epsilon (tuned for Normal).
A level may want them otherwise (a long search can afford flatter priors; full rollouts to the
end of the game are less noisy with fewer random moves), so this wrapper changes both without
knowing the game: the priors raised to a power (the same as dividing the temperature of their
softmax), and the rollouts' random moves at another rate, the game's own rollout playing its
rule of thumb's favourite otherwise.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from core.game import Action, State

from .choice import margins_after, softmax
from .knowledge import GameKnowledge


class TunedKnowledge:
    """A game's knowledge with its priors sharpened (power > 1) or flattened (power < 1); if
    epsilon is given, rollouts that play a random move at that rate; if lookahead is given,
    priors from the margin each move leads to."""

    def __init__(self, knowledge: GameKnowledge, prior_power: float = 1.0,
                 rollout_epsilon: float | None = None,
                 lookahead: float | None = None) -> None:
        self.knowledge = knowledge
        self.prior_power = prior_power
        self.rollout_epsilon = rollout_epsilon
        self.lookahead = lookahead

    def __getattr__(self, name: str) -> Any:  # everything else is the game's own
        if name == "knowledge":  # not yet set (unpickling): no recursion
            raise AttributeError(name)
        return getattr(self.knowledge, name)

    def rewards(self, state: State) -> list[float]:
        return self.knowledge.rewards(state)

    def priors(self, state: State, actions: Sequence[Action]) -> list[float]:
        return self._sharpened(self.knowledge.priors(state, actions) if self.lookahead is None
                               else self._lookahead_priors(state, actions, self.lookahead))

    def _sharpened(self, priors: list[float]) -> list[float]:
        if self.prior_power == 1.0:
            return priors
        top = max(priors)
        weights = [(p / top) ** self.prior_power for p in priors]
        total = sum(weights)
        return [w / total for w in weights]

    def _lookahead_priors(self, state: State, actions: Sequence[Action],
                          temperature: float) -> list[float]:
        """A softmax of the margin (VP) each action leads to, one ply ahead, as the greedy bot
        judges moves. The state is the search's sample of the hidden information already."""
        if len(actions) == 1:
            return [1.0]
        seat = state.current_player
        if seat is None:
            raise ValueError("the game is over: there is no move to look ahead from")
        return softmax(margins_after(self.knowledge, state, actions, seat), temperature)

    def rollout_action(self, state: State, actions: Sequence[Action], rng: random.Random,
                       epsilon: float | None = None) -> Action:
        """The game's rollout move at this wrapper's rate of random moves (or epsilon's)."""
        rate = self.rollout_epsilon if epsilon is None else epsilon
        return self.knowledge.rollout_action(state, actions, rng, rate)
