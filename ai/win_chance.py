"""Each seat's chance to win from a position: a conditional logit over the seats.

A seat's logit is a weighted sum of what the learned evaluation knows of it: its terms
(ai/<game>/features.py), its expected final score and its margin over the best other seat by
the learned evaluation (fitted to final scores, so its VP mean the same early and late), each
of those two also times the game's progress and times its progress past half-way: a lead late
in a game is worth more than the same lead early, and the more so towards the end (the weight
of a VP of lead is a line in progress with a bend at half-way; a straight line was
over-confident in the middle of The River and under-confident at its end: docs/ai.md).

The chances are the softmax of the logits, so they sum to 1 whatever the number of seats; one
set of weights serves every number of players (weights of their own per number of players
predicted held-out games worse). The weights are fitted on seeded self-play
(ai/lab/train_win_chance.py, `python -m ai.lab.train --win-chance`) and live in a small JSON
file under ai/<game>/, read once; a damaged file raises InvalidWinWeights naming the problem.
Plain Python at play time: numpy only for the fit.
"""

from __future__ import annotations

import json
import math
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from core.errors import InvalidState, shown
from core.files import read_text_file
from core.game import State

from . import learned
from .knowledge import GameKnowledge
from .registry import knowledge_of

if TYPE_CHECKING:  # numpy is imported by the fit only: the review needs plain Python
    import numpy as np

WIN_FORMAT = "riverboat-qt-win-weights"
WIN_VERSION = 1
MAX_WIN_BYTES = 64 * 1024  # three rows of a few dozen weights: far more is not ours
MAX_WIN_WEIGHT = 1e4  # a fitted weight on a VP feature is well below 1; more is damage
# What the model adds to a seat's terms: its expected final score (the learned evaluation),
# its margin over the best other seat, both times the game's progress (0 to 1), and both times
# its progress past BEND.
DERIVED: tuple[str, ...] = ("expected", "margin", "expected_x_progress", "margin_x_progress",
                            "expected_x_late", "margin_x_late")
BEND = 0.5


class InvalidWinWeights(learned.InvalidWeights):
    """A win-chance weights file that is missing, damaged or made for other features."""


@dataclass(frozen=True)
class WinWeights:
    """One game's fitted win-chance model: a weight per feature."""

    game: str
    features: tuple[str, ...]
    weights: tuple[float, ...]
    baseline: float  # the one-parameter baseline's weight on the expected score (calibration)
    trained: dict[str, Any]

    def to_json(self) -> str:
        return json.dumps({
            "format": WIN_FORMAT, "version": WIN_VERSION, "game": self.game,
            "features": list(self.features), "trained": self.trained,
            "baseline": round(self.baseline, 8),
            "weights": [round(v, 8) for v in self.weights],
        }, indent=1) + "\n"


def feature_names(knowledge: GameKnowledge) -> tuple[str, ...]:
    """The model's features a seat: the evaluation's terms, then DERIVED."""
    return (*knowledge.feature_names, *DERIVED)


def seat_features(rows: Sequence[Sequence[float]], expected: Sequence[float],
                  progress: float) -> list[list[float]]:
    """Each seat's features, in the order of feature_names."""
    late = max(0.0, progress - BEND)
    out = []
    for seat, row in enumerate(rows):
        value, margin = expected[seat], _margin(expected, seat)
        out.append([*row, value, margin, value * progress, margin * progress, value * late,
                    margin * late])
    return out


def _margin(values: Sequence[float], seat: int) -> float:
    """The seat's value minus the best other seat's (0 alone at the table)."""
    others = [v for i, v in enumerate(values) if i != seat]
    return values[seat] - max(others) if others else 0.0


def softmax(logits: Sequence[float]) -> list[float]:
    top = max(logits)
    weights = [math.exp(v - top) for v in logits]
    total = sum(weights)
    return [w / total for w in weights]


def result(state: State) -> list[float]:
    """The finished game's result: 1 for the winner, a share for each seat of a tie."""
    outcome = state.outcome()
    if outcome is not None:
        winners = outcome.winners
    else:  # over without an outcome: the best scores share the win
        best = max(state.scores)
        winners = tuple(i for i, v in enumerate(state.scores) if v == best)
    return [1.0 / len(winners) if seat in winners else 0.0 for seat in range(state.num_players)]


def win_chances(state: State) -> list[float]:
    """Each seat's chance to win the game from this state (a tie a shared win), summing to 1;
    the actual result once the game is over."""
    if state.is_over:
        return result(state)
    knowledge = knowledge_of(state.game_id)
    bucket, rows = knowledge.terms(state)
    # the learned evaluation from the terms in hand (what its knowledge's evaluate() computes)
    expected = learned.predict(learned.load(state.game_id, knowledge.feature_names), bucket, rows)
    weights = load(state.game_id).weights
    features = seat_features(rows, expected, knowledge.progress(state))
    return softmax([sum(w * x for w, x in zip(weights, seat, strict=True)) for seat in features])


# -- the weights file ----------------------------------------------------------------------

@cache
def load(game: str) -> WinWeights:
    """The game's win-chance weights from ai/<game>/, read once; InvalidWinWeights if missing
    or damaged."""
    knowledge = knowledge_of(game)
    return read(knowledge.win_weights_file, game, feature_names(knowledge))


def read(path: Path, game: str, features: tuple[str, ...]) -> WinWeights:
    """The weights in path, checked field by field; InvalidWinWeights saying what is wrong."""
    advice = f"regenerate them with python -m ai.lab.train --win-chance --game {game}"
    try:
        text = read_text_file(path, MAX_WIN_BYTES, str(path))  # no pipe, device, huge file
    except InvalidState as exc:
        raise InvalidWinWeights(f"the win-chance weights: {exc}; {advice}") from None
    try:
        return parse(text, game, features)
    except (InvalidWinWeights, InvalidState) as exc:
        raise InvalidWinWeights(f"{path}: {exc}; {advice}") from None


def parse(text: str, game: str, features: tuple[str, ...]) -> WinWeights:
    """Check the document's every field: format, game, the exact features, each row."""
    d = learned.checked_header(text, WIN_FORMAT, WIN_VERSION, "the win-chance model", game,
                               features, InvalidWinWeights)
    baseline = _number("'baseline'", d.get("baseline"))
    row = d.get("weights")
    if type(row) is not list or len(row) != len(features):
        raise InvalidWinWeights(f"'weights' should be a list of {len(features)} numbers, one "
                                f"per feature, not {shown(row)}")
    weights = tuple(_number(f"the weight of {name!r}", v) for name, v in zip(features, row,
                                                                             strict=True))
    return WinWeights(game, features, weights, baseline, d["trained"])


def _number(name: str, v: Any) -> float:
    if type(v) not in (int, float) or not math.isfinite(v) or abs(v) > MAX_WIN_WEIGHT:
        raise InvalidWinWeights(f"{name} is {shown(v)}, not a finite number below "
                                f"{MAX_WIN_WEIGHT:g}")
    return float(v)


# -- the fit -------------------------------------------------------------------------------

def fit(groups: Sequence[tuple[np.ndarray, np.ndarray]], l2: float,
        steps: int = 50) -> tuple[float, ...]:
    """The weights of a conditional logit shared by the groups, by Newton's method.

    A group is (features, shares): features of shape (positions, seats, features), shares of
    shape (positions, seats), each position's shares summing to 1 (a tie shares the win). The
    features are scaled by their spread between the seats of a position, so that l2 (a ridge
    penalty per position) pulls every weight alike whatever its unit."""
    import numpy as np

    d = groups[0][0].shape[2]
    spread = np.concatenate([(x - x.mean(axis=1, keepdims=True)).reshape(-1, d)
                             for x, _ in groups])
    scale = np.sqrt(np.mean(spread ** 2, axis=0)) + 1e-9
    count = sum(len(y) for _, y in groups)
    w = np.zeros(d)
    for _ in range(steps):
        gradient = -l2 * count * w
        hessian = l2 * count * np.eye(d)
        for x, y in groups:
            z = x / scale
            p = _softmax_rows(z @ w)
            gradient += np.einsum("pi,pid->d", y - p, z)
            mean = np.einsum("pi,pid->pd", p, z)
            hessian += np.einsum("pi,pid,pie->de", p, z, z) - mean.T @ mean
        step = np.linalg.solve(hessian, gradient)
        w += step
        if np.max(np.abs(step)) < 1e-12:
            break
    return tuple(float(v) for v in w / scale)


def _softmax_rows(logits: np.ndarray) -> np.ndarray:
    import numpy as np

    e = np.exp(logits - logits.max(axis=1, keepdims=True))
    chances: np.ndarray = e / e.sum(axis=1, keepdims=True)
    return chances
