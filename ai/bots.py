"""The bots: random, greedy (one-ply lookahead on the game's margin) and MCTS, for any game.

Each takes its game's knowledge from ai.registry by the state's game_id, or the one it is given.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Mapping, Sequence
from typing import Protocol

from core.game import Action, State

from .choice import best_at_random, margins_after
from .knowledge import GameKnowledge
from .learned import check_evaluation
from .mcts import Budget, SearchConfig, SearchResult, search
from .registry import knowledge_for
from .tuned import TunedKnowledge

Progress = Callable[[int, Action], None]
ShouldStop = Callable[[], bool]


class Bot(Protocol):
    name: str

    def choose(self, state: State, progress: Progress | None = None,
               should_stop: ShouldStop | None = None) -> Action: ...


def options(state: State) -> Sequence[Action]:
    """The legal actions; asking a bot to move in a finished game is a caller's mistake."""
    actions = state.legal_actions()
    if not actions:
        raise ValueError("the game is over: there is no action to choose")
    return actions


class RandomBot:
    """Uniform over the legal actions."""

    def __init__(self, seed: int | None = None) -> None:
        self.name = "random"
        self.rng = random.Random(seed)

    def choose(self, state: State, progress: Progress | None = None,
               should_stop: ShouldStop | None = None) -> Action:
        actions = options(state)
        return actions[self.rng.randrange(len(actions))]


class GreedyBot:
    """Tries every action once and keeps the one whose result the knowledge likes best.

    The knowledge's value is a margin: the seat's expected score minus the best other seat's.
    temperature > 0 picks at random, weighted by exp(margin / temperature), for weaker play.
    evaluation: 'heuristic' (hand-made) or 'learned' (ai.learned), when no knowledge is given.
    """

    def __init__(self, seed: int | None = None, temperature: float = 0.0,
                 knowledge: GameKnowledge | None = None, evaluation: str = "heuristic") -> None:
        self.name = "greedy" if temperature == 0 else f"greedy:temp={temperature:g}"
        self.rng = random.Random(seed)
        self.temperature = temperature
        self.knowledge = knowledge
        self.evaluation = check_evaluation(evaluation)

    def choose(self, state: State, progress: Progress | None = None,
               should_stop: ShouldStop | None = None) -> Action:
        actions = options(state)
        if len(actions) == 1:
            return actions[0]
        knowledge = self.knowledge or knowledge_for(state, self.evaluation)
        seat: int = state.current_player  # type: ignore[assignment]  # options() refused game over
        sample = state.determinize(seat, self.rng)  # never look at the real deck order
        values = margins_after(knowledge, sample, actions, seat, should_stop)
        if not values:
            return actions[0]
        choice = self._pick(values)
        if progress is not None:
            progress(len(values), actions[choice])
        return actions[choice]

    def _pick(self, values: Sequence[float]) -> int:
        if self.temperature <= 0:
            return best_at_random(range(len(values)), values, self.rng, 1e-9)
        top = max(values)
        weights = [math.exp((v - top) / self.temperature) for v in values]
        return self.rng.choices(range(len(values)), weights)[0]


class MCTSBot:
    """ISMCTS with a budget of seconds and/or iterations per decision: what the levels use.

    The time budget shrinks for decisions with few options (the full budget from about 24
    options up); forced moves take no time at all. kind_budgets gives some kinds of decision
    (the engine's state.decision_kind, e.g. 'cultivate') a budget of their own, used as is; a
    budget of 0 iterations searches nothing and plays the prior's favourite at once.
    knowledge: the game's, or None to take it from ai.registry by the state's game_id at each
    decision, with the evaluation named ('heuristic' or 'learned'). depth and round_end shape
    the rollouts (SearchConfig); prior_power, rollout_epsilon and lookahead tune the game's
    knowledge (ai.tuned).
    """

    def __init__(self, seed: int | None = None, seconds: float | None = None,
                 iterations: int | None = None, depth: int | None = 12,
                 round_end: bool = False, kind_budgets: Mapping[str, Budget] | None = None,
                 knowledge: GameKnowledge | None = None, evaluation: str = "heuristic",
                 prior_power: float = 1.0, rollout_epsilon: float | None = None,
                 lookahead: float | None = None) -> None:
        if seconds is None and iterations is None:
            seconds = 1.0
        self.name = "mcts"
        self.rng = random.Random(seed)
        self.seconds = seconds
        self.iterations = iterations
        self.config = SearchConfig(depth=depth, round_end=round_end)
        self.kind_budgets = dict(kind_budgets or {})
        for kind, budget in self.kind_budgets.items():
            if budget.iterations is None and budget.seconds is None:
                raise ValueError(f"the budget for {kind!r} decisions has no limit")
        self.knowledge = knowledge
        self.evaluation = check_evaluation(evaluation)
        self.prior_power = prior_power
        self.rollout_epsilon = rollout_epsilon
        self.lookahead = lookahead
        self.last: SearchResult | None = None

    def budget(self, num_actions: int, kind: str | None = None) -> Budget:
        """The budget of a decision with num_actions options, of this kind."""
        if kind in self.kind_budgets:
            return self.kind_budgets[kind]
        seconds = self.seconds
        if seconds is not None:
            seconds *= min(1.0, 0.3 + 0.7 * math.log(num_actions) / math.log(24))
        return Budget(self.iterations, seconds)

    def choose(self, state: State, progress: Progress | None = None,
               should_stop: ShouldStop | None = None) -> Action:
        actions = options(state)
        if len(actions) == 1:
            return actions[0]
        knowledge = self.knowledge or knowledge_for(state, self.evaluation)
        if (self.prior_power != 1.0 or self.rollout_epsilon is not None
                or self.lookahead is not None):
            knowledge = TunedKnowledge(knowledge, self.prior_power, self.rollout_epsilon,
                                       self.lookahead)
        budget = self.budget(len(actions), state.decision_kind)
        if budget.iterations == 0:
            self.last = SearchResult()
            return self._favourite(knowledge, state, actions)
        result = self.run_search(state, knowledge, budget, progress, should_stop)
        self.last = result
        if not result.stats:  # stopped before the first iteration
            return self._favourite(knowledge, state, actions)
        best = result.best()
        return best if best in actions else actions[0]

    def run_search(self, state: State, knowledge: GameKnowledge, budget: Budget,
                   progress: Progress | None, should_stop: ShouldStop | None) -> SearchResult:
        """One search from the state with a fresh seed from the bot's own."""
        return search(state, knowledge, self.config, budget, self.rng.getrandbits(63),
                      progress, should_stop)

    def _favourite(self, knowledge: GameKnowledge, state: State,
                   actions: Sequence[Action]) -> Action:
        """The action the priors like best (ties at random): a search's pick at no budget.
        Lookahead priors play each move, so they are given a sample of the hidden information,
        as the search's are: the real order of a deck is never read."""
        seat: int = state.current_player  # type: ignore[assignment]  # a decision is pending
        sample = state.determinize(seat, self.rng) if self.lookahead is not None else state
        return best_at_random(actions, knowledge.priors(sample, actions), self.rng)
