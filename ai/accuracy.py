"""Accuracy from win-chance losses, as lichess computes it (lila's AccuracyPercent.scala).

A move's accuracy falls with the points of win chance (0-100) it lost: 100 for none, about 50
for 15, about 5 for 50. A game's accuracy is the mean of two means of its moves' accuracies:
one weighted by how much the win chance was moving around the move (the population standard
deviation of a window of the win chances, clamped to 0.5-12, the window a tenth of the game
between 2 and 8 steps long), so that moves in a calm position count less; and the harmonic
mean, which a few very bad moves pull down.
"""

from __future__ import annotations

import math
import statistics
from collections.abc import Sequence

# lila's fit of a * exp(-k * loss) + b to its accuracy table, and its bonus of one point for
# the imperfection of the analysis
ACCURACY_A = 103.1668100711649
ACCURACY_K = 0.04354415386753951
ACCURACY_B = -3.166924740191411
UNCERTAINTY_BONUS = 1.0
WINDOW_SHARE, WINDOW_MIN, WINDOW_MAX = 10, 2, 8  # the window: steps // 10, within 2 to 8
WEIGHT_MIN, WEIGHT_MAX = 0.5, 12.0


def move_accuracy(loss: float) -> float:
    """A move's accuracy (0-100) from the points of win chance it lost."""
    if loss <= 0:
        return 100.0
    raw = ACCURACY_A * math.exp(-ACCURACY_K * loss) + ACCURACY_B + UNCERTAINTY_BONUS
    return min(100.0, max(0.0, raw))


def volatility_weights(series: Sequence[float]) -> list[float]:
    """A weight per step of a game whose win chances (in points, before each step and after
    the last) are series: the spread of the window of win chances around the step."""
    steps = len(series) - 1
    if steps < 1:
        return []
    size = min(max(steps // WINDOW_SHARE, WINDOW_MIN), WINDOW_MAX, len(series))
    first = list(series[:size])
    windows = [first] * (size - 2) + [list(series[i:i + size])
                                      for i in range(len(series) - size + 1)]
    return [min(WEIGHT_MAX, max(WEIGHT_MIN, statistics.pstdev(w))) for w in windows[:steps]]


def game_accuracy(accuracies: Sequence[float], weights: Sequence[float]) -> float | None:
    """A player's accuracy in a game (0-100) from its moves' accuracies and their weights; None
    without a move."""
    if not accuracies:
        return None
    weighted = sum(a * w for a, w in zip(accuracies, weights, strict=True)) / sum(weights)
    harmonic = len(accuracies) / sum(1.0 / max(1.0, a) for a in accuracies)
    return (weighted + harmonic) / 2.0
