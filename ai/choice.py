"""How a game's action scores become search priors and rollout moves: shared, knowing no game."""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from typing import Protocol, TypeVar

from core.game import Action, State

T = TypeVar("T")


class Judge(Protocol):
    """What margins_after asks of a game's knowledge."""

    def margin(self, state: State, seat: int) -> float: ...


def softmax(values: Sequence[float], temperature: float) -> list[float]:
    """The share of attention the search gives each action at first."""
    top = max(values)
    weights = [math.exp((v - top) / temperature) for v in values]
    total = sum(weights)
    return [w / total for w in weights]


def best_at_random(items: Sequence[T], values: Sequence[float], rng: random.Random,
                   tolerance: float = 0.0) -> T:
    """One of the items whose value is the highest (within tolerance), drawn at random."""
    top = max(values)
    best = [item for item, v in zip(items, values, strict=True) if v >= top - tolerance]
    return best[rng.randrange(len(best))]


def epsilon_greedy(actions: Sequence[T], scores: Callable[[], list[float]],
                   rng: random.Random, epsilon: float) -> T:
    """A random action with chance epsilon (or when there is one), else a best-scored one,
    ties broken at random; scores are computed only when needed."""
    if len(actions) == 1 or rng.random() < epsilon:
        return actions[rng.randrange(len(actions))]
    return best_at_random(actions, scores(), rng, 1e-9)


def margins_after(knowledge: Judge, state: State, actions: Sequence[Action], seat: int,
                  should_stop: Callable[[], bool] | None = None) -> list[float]:
    """The seat's margin (knowledge.margin, VP) after each action, one ply ahead on copies of
    state; fewer if should_stop says so part way. state should be a sample of the hidden
    information, never the real one."""
    margins: list[float] = []
    for action in actions:
        if should_stop is not None and should_stop():
            break
        after = state.clone()
        after.apply(action, log=False)
        margins.append(knowledge.margin(after, seat))
    return margins
