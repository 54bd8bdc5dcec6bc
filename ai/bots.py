"""The bots: random, greedy (one-ply lookahead on the game's margin) and MCTS, for any game.

Each takes its game's knowledge from ai.registry by the state's game_id, or the one it is given.
"""

from __future__ import annotations

import contextlib
import math
import random
from collections.abc import Callable, Mapping, Sequence
from typing import Protocol

from core.game import Action, State

from .choice import best_at_random, margins_after
from .learned import check_evaluation
from .mcts import Budget, SearchConfig, SearchResult, root_priors, search
from .parallel import WorkerPool
from .registry import GameKnowledge, knowledge_for
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
    """ISMCTS with a budget of seconds and/or iterations per decision.

    With adapt, the time budget shrinks for decisions with few options (the full budget from
    about 24 options up); forced moves take no time at all. workers > 1 runs that many
    independent searches (this thread plus worker processes) and adds their root statistics.
    kind_budgets gives some kinds of decision (the engine's state.decision_kind, e.g.
    'cultivate') a budget of their own, used as is; a budget of 0 iterations searches nothing
    and plays the prior's favourite at once. knowledge: the game's, or None to take it from
    ai.registry by the state's game_id at each decision, with the evaluation named
    ('heuristic' or 'learned').
    """

    def __init__(self, seed: int | None = None, seconds: float | None = None,
                 iterations: int | None = None, c: float = 1.4, depth: int | None = 12,
                 workers: int = 1, adapt: bool = True, name: str = "mcts",
                 kind_budgets: Mapping[str, Budget] | None = None,
                 knowledge: GameKnowledge | None = None, evaluation: str = "heuristic",
                 prior_power: float = 1.0, rollout_epsilon: float | None = None,
                 mix: float = 0.0, lookahead: float | None = None,
                 keep_priors: bool = False, stop_share: float = 1.0,
                 round_end: bool = False, root_lookahead: float | None = None) -> None:
        if seconds is None and iterations is None:
            seconds = 1.0
        self.name = name
        self.rng = random.Random(seed)
        self.seconds = seconds
        self.iterations = iterations
        if mix > 0.0 and depth is not None:
            raise ValueError("mixing the evaluation into the rollouts (mix) needs rollouts to "
                             "the end (depth=full)")
        self.config = SearchConfig(c=c, depth=depth, mix=mix, stop_share=stop_share,
                                   round_end=round_end)
        self.workers = workers
        self.adapt = adapt
        self.kind_budgets = dict(kind_budgets or {})
        for kind, budget in self.kind_budgets.items():
            if budget.iterations is None and budget.seconds is None:
                raise ValueError(f"the budget for {kind!r} decisions has no limit")
        self.knowledge = knowledge
        self.evaluation = check_evaluation(evaluation)
        self.prior_power = prior_power
        self.rollout_epsilon = rollout_epsilon
        self.lookahead = lookahead
        self.keep_priors = keep_priors
        self.root_lookahead = root_lookahead
        if keep_priors and lookahead is None and root_lookahead is None:
            raise ValueError("keeping the game's priors (keep) needs a lookahead (look=T or "
                             "rlook=T)")
        self._pool: WorkerPool | None = None
        self.last: SearchResult | None = None

    def budget(self, num_actions: int, kind: str | None = None) -> Budget:
        """The budget of a decision with num_actions options, of this kind."""
        if kind in self.kind_budgets:
            return self.kind_budgets[kind]
        seconds = self.seconds
        if seconds is not None and self.adapt:
            seconds *= min(1.0, 0.3 + 0.7 * math.log(num_actions) / math.log(24))
        return Budget(self.iterations, seconds)

    def choose(self, state: State, progress: Progress | None = None,
               should_stop: ShouldStop | None = None) -> Action:
        actions = options(state)
        if len(actions) == 1:
            return actions[0]
        knowledge = self.knowledge or knowledge_for(state, self.evaluation)
        if (self.prior_power != 1.0 or self.rollout_epsilon is not None
                or self.lookahead is not None or self.root_lookahead is not None):
            knowledge = TunedKnowledge(knowledge, self.prior_power, self.rollout_epsilon,
                                       self.lookahead, self.keep_priors, self.root_lookahead)
        budget = self.budget(len(actions), state.decision_kind)
        if budget.iterations == 0:
            self.last = SearchResult()
            return self._favourite(knowledge, state, actions)
        seeds = [self.rng.getrandbits(63) for _ in range(self.workers)]
        pool = self._worker_pool() if self.workers > 1 else None
        if pool is not None and pool.submit(state, knowledge, self.config, budget, seeds[1:]):
            cancelled = False

            def stop_flag() -> bool:
                nonlocal cancelled
                cancelled = cancelled or (should_stop is not None and should_stop())
                return cancelled

            result = search(state, knowledge, self.config, budget, seeds[0], progress,
                            stop_flag)
            stop = cancelled or budget.seconds is not None
            for other in pool.collect(stop, should_stop):
                result.merge(other)
        else:
            result = search(state, knowledge, self.config, budget, seeds[0], progress,
                            should_stop)
        self.last = result
        if not result.stats:  # stopped before the first iteration
            return self._favourite(knowledge, state, actions)
        best = result.best()
        return best if best in actions else actions[0]

    def _favourite(self, knowledge: GameKnowledge, state: State,
                   actions: Sequence[Action]) -> Action:
        """The action the priors like best (ties at random): a search's pick at no budget.
        Lookahead priors play each move, so they are given a sample of the hidden information,
        as the search's are: the real order of a deck is never read."""
        seat: int = state.current_player  # type: ignore[assignment]  # a decision is pending
        looks = self.lookahead is not None or self.root_lookahead is not None
        sample = state.determinize(seat, self.rng) if looks else state
        return best_at_random(actions, root_priors(knowledge)(sample, actions), self.rng)

    def start_workers(self, wait: float = 0.0) -> bool:
        """Start the worker processes now (they start on first use otherwise); with wait,
        block up to that many seconds until they are ready. False if there are none."""
        if self.workers <= 1:
            return False
        self._worker_pool()
        return self._pool is not None and self._pool.wait_ready(wait)

    def _worker_pool(self) -> WorkerPool | None:
        if self._pool is None:
            self._pool = WorkerPool(self.workers - 1)
        return self._pool if self._pool.alive() else None

    def close(self) -> None:
        """Shut the worker processes down (they also end with the program)."""
        if self._pool is not None:
            self._pool.close()
            self._pool = None

    def __del__(self) -> None:
        with contextlib.suppress(Exception):
            self.close()
