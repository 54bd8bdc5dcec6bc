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

from .choice import margins_after, softmax
from .registry import GameKnowledge


class TunedKnowledge:
    """A game's knowledge with its priors sharpened (power > 1) or flattened (power < 1); if
    epsilon is given, rollouts that play a random move at that rate; if lookahead is given,
    priors from the margin each move leads to (times the game's own with keep_priors); if
    root_lookahead is given, such priors at the search's root only."""

    def __init__(self, knowledge: GameKnowledge, prior_power: float = 1.0,
                 rollout_epsilon: float | None = None,
                 lookahead: float | None = None, keep_priors: bool = False,
                 root_lookahead: float | None = None) -> None:
        self.knowledge = knowledge
        self.prior_power = prior_power
        self.rollout_epsilon = rollout_epsilon
        self.lookahead = lookahead
        self.keep_priors = keep_priors
        self.root_lookahead = root_lookahead

    def __getattr__(self, name: str) -> Any:  # everything else is the game's own
        if name == "knowledge":  # not yet set (unpickling): no recursion
            raise AttributeError(name)
        return getattr(self.knowledge, name)

    def rewards(self, state: Any) -> list[float]:
        return self.knowledge.rewards(state)

    def priors(self, state: Any, actions: Sequence[Any]) -> list[float]:
        return self._sharpened(self.knowledge.priors(state, actions) if self.lookahead is None
                               else self._lookahead_priors(state, actions, self.lookahead))

    def root_priors(self, state: Any, actions: Sequence[Any]) -> list[float]:
        """The priors of the search's root (ai.mcts asks for them there): with a root
        lookahead, from the margin each move leads to. Once a decision, that costs a clone and
        an evaluation per option, which at every new node would cost most of the iterations
        (Riverboat's crop tiles: hundreds of options, five rollouts' worth)."""
        if self.root_lookahead is None:
            return self.priors(state, actions)
        return self._sharpened(self._lookahead_priors(state, actions, self.root_lookahead))

    def _sharpened(self, priors: list[float]) -> list[float]:
        if self.prior_power == 1.0:
            return priors
        top = max(priors)
        weights = [(p / top) ** self.prior_power for p in priors]
        total = sum(weights)
        return [w / total for w in weights]

    def _lookahead_priors(self, state: Any, actions: Sequence[Any],
                          temperature: float) -> list[float]:
        """A softmax of the margin (VP) each action leads to, one ply ahead, as the greedy bot
        judges moves; with keep_priors, times the game's own priors (renormalised), so that
        both the rule of thumb and the evaluation must like a move. The state is the search's
        sample of the hidden information already."""
        if len(actions) == 1:
            return [1.0]
        margins = margins_after(self.knowledge, state, actions, state.current_player)
        looked = softmax(margins, temperature)
        if not self.keep_priors:
            return looked
        both = [p * q for p, q in zip(self.knowledge.priors(state, actions), looked, strict=True)]
        total = sum(both)
        return [w / total for w in both] if total > 0 else looked

    def rollout_action(self, state: Any, actions: Sequence[Any], rng: random.Random,
                       epsilon: float | None = None) -> Any:
        """The game's rollout move at this wrapper's rate of random moves (or epsilon's)."""
        rate = self.rollout_epsilon if epsilon is None else epsilon
        return self.knowledge.rollout_action(state, actions, rng, rate)
