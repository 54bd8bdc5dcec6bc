"""Information-set Monte Carlo tree search, written against the engine's narrow API only.

Every iteration samples the hidden information with state.determinize(seat, rng), walks one
tree shared by all samples (single-observer ISMCTS: an edge counts how often it was available),
picks edges by PUCT with the prior of a Knowledge object, plays a rollout with its policy for a
few decisions, and backs up one reward per seat: each seat maximises its own.
What the game is about lives in the Knowledge; this module knows no game, only core.game's
State and Action.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Protocol

from core.game import Action, State

from .bound import MAX_STEPS

Progress = Callable[[int, Action], None]
ShouldStop = Callable[[], bool]
PROGRESS_INTERVAL = 0.08  # seconds between progress calls


class Knowledge(Protocol):
    """The game-specific part of the search: rewards, priors and the rollout policy."""

    def rewards(self, state: State) -> list[float]: ...

    def priors(self, state: State, actions: Sequence[Action]) -> list[float]: ...

    def rollout_action(self, state: State, actions: Sequence[Action],
                       rng: random.Random) -> Action: ...


@dataclass(frozen=True)
class SearchConfig:
    """c: exploration constant of PUCT; depth: rollout decisions before the evaluation
    (None plays to the end, or to ai.bound's MAX_STEPS in a game that would never end);
    early_stop: end when the remaining budget cannot change the most visited root action;
    round_end: a rollout also ends where a new round begins, so that every leaf is valued at
    the same point of a round (with depth None: at the end of its round), where an evaluation
    errs alike for every leaf. The bots set depth and round_end (their levels differ in them);
    c and early_stop are for measurements (bench/)."""

    c: float = 1.4
    depth: int | None = 12
    early_stop: bool = True
    round_end: bool = False


@dataclass(frozen=True)
class Budget:
    """Stop after so many iterations, or seconds, whichever comes first (None: no limit)."""

    iterations: int | None = None
    seconds: float | None = None


class Edge:
    __slots__ = ("action", "prior", "visits", "total", "avail", "child")

    def __init__(self, action: Action, prior: float) -> None:
        self.action = action
        self.prior = prior
        self.visits = 0
        self.total = 0.0  # reward of the seat that chose this action
        self.avail = 0  # iterations in which the action was legal at the parent
        self.child: Node | None = None


class Node:
    __slots__ = ("edges",)

    def __init__(self) -> None:
        self.edges: dict[Action, Edge] = {}


@dataclass
class SearchResult:
    """Visits and mean reward of each root action, and how long the search ran."""

    stats: dict[Action, tuple[int, float]] = field(default_factory=dict)
    iterations: int = 0
    seconds: float = 0.0

    def best(self) -> Action:
        """The most visited action (ties: the better mean)."""
        return max(self.stats, key=lambda a: (self.stats[a][0], self._mean(a)))

    def _mean(self, action: Action) -> float:
        visits, total = self.stats[action]
        return total / visits if visits else 0.0


class Search:
    """One search from one position, for the seat to move there."""

    def __init__(self, knowledge: Knowledge, config: SearchConfig, rng: random.Random) -> None:
        self.knowledge = knowledge
        self.config = config
        self.rng = rng
        self.root = Node()
        self.iterations = 0

    def run(self, state: State, budget: Budget, progress: Progress | None = None,
            should_stop: ShouldStop | None = None) -> SearchResult:
        seat = state.current_player
        if seat is None:
            raise ValueError("the game is over: there is nothing to search")
        start = time.perf_counter()
        last_report = start
        while not self._done(budget, start):
            if should_stop is not None and should_stop():
                break
            self.iterate(state.determinize(seat, self.rng))
            now = time.perf_counter()
            if progress is not None and now - last_report >= PROGRESS_INTERVAL:
                last_report = now
                progress(self.iterations, self.result(0.0).best())
        return self.result(time.perf_counter() - start)

    def _done(self, budget: Budget, start: float) -> bool:
        """Out of budget, or so far ahead that the remaining budget cannot change the choice."""
        n = self.iterations
        left = math.inf
        if budget.iterations is not None:
            left = budget.iterations - n
        if budget.seconds is not None:
            elapsed = time.perf_counter() - start
            if elapsed >= budget.seconds:
                return True
            if n >= 20:
                left = min(left, n / elapsed * (budget.seconds - elapsed))
        if left <= 0:
            return True
        return self.config.early_stop and n >= 20 and self._lead() > left

    def _lead(self) -> int:
        visits = sorted((e.visits for e in self.root.edges.values()), reverse=True)
        return visits[0] - visits[1] if len(visits) >= 2 else 0

    def iterate(self, state: State) -> None:
        """Select and expand one new node in this determinization, roll out, back up."""
        node = self.root
        path: list[tuple[Edge, int]] = []
        while (mover := state.current_player) is not None:  # None: the game is over
            actions = state.legal_actions()
            edge = self._select(node, state, actions)
            path.append((edge, mover))
            state.apply(edge.action, log=False)
            if edge.child is None:
                edge.child = Node()
                break
            node = edge.child
        rewards = self._rollout(state)
        for edge, mover in path:
            edge.visits += 1
            edge.total += rewards[mover]
        self.iterations += 1

    def _select(self, node: Node, state: State, actions: Sequence[Action]) -> Edge:
        edges = node.edges
        if any(a not in edges for a in actions):
            priors = self.knowledge.priors(state, actions)
            for a, p in zip(actions, priors, strict=True):
                if a not in edges:
                    edges[a] = Edge(a, p)
        visits = total = 0.0
        for a in actions:
            e = edges[a]
            e.avail += 1
            visits += e.visits
            total += e.total
        fpu = total / visits if visits else 0.5
        c = self.config.c
        best, best_score = edges[actions[0]], -math.inf
        for a in actions:
            e = edges[a]
            q = e.total / e.visits if e.visits else fpu
            score = q + c * e.prior * math.sqrt(e.avail) / (1 + e.visits)
            if score > best_score:
                best, best_score = e, score
        return best

    def _rollout(self, state: State) -> list[float]:
        """Play the policy for depth decisions (to the end if None, or of the round with
        round_end; never more than the bound on a game's length) and evaluate."""
        config = self.config
        depth = MAX_STEPS if config.depth is None else min(config.depth, MAX_STEPS)
        steps = 0
        policy = self.knowledge.rollout_action
        last_round = state.round if config.round_end else None
        while not state.is_over and steps < depth:
            if last_round is not None and state.round > last_round:
                break
            state.apply(policy(state, state.legal_actions(), self.rng), log=False)
            steps += 1
        return self.knowledge.rewards(state)

    def result(self, seconds: float) -> SearchResult:
        stats = {a: (e.visits, e.total) for a, e in self.root.edges.items()}
        return SearchResult(stats, self.iterations, seconds)


def search(state: State, knowledge: Knowledge, config: SearchConfig, budget: Budget,
           seed: int, progress: Progress | None = None,
           should_stop: ShouldStop | None = None) -> SearchResult:
    """Search from state for its current player; the state itself is never changed."""
    return Search(knowledge, config, random.Random(seed)).run(state, budget, progress, should_stop)
