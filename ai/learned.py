"""A learned evaluation: a linear model per game situation over a game's evaluation terms.

A game's features module splits its hand-made evaluation into terms (each seat's reckoning,
term by term) and names the situation of a position (players, round, phase: a "bucket").
The learned value of a seat is the dot product of its terms with the bucket's weights plus the
bucket's bias. With every weight 1 and a bias of 0 it is exactly the hand-made evaluation, which
is also the prior that the ridge fit pulls towards (ai.lab.train), so a bucket with little data
stays close to the heuristic. The weights live in a small JSON file beside its code, ai/<game>/,
read once; a damaged file raises InvalidWeights naming the problem.
"""

from __future__ import annotations

import json
import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

from core.errors import InvalidState, parse_json, shown
from core.files import read_text_file
from core.game import State
from core.package_data import data_path

if TYPE_CHECKING:  # numpy is imported by the fit only: the bots need plain Python
    import numpy as np

WEIGHTS_FORMAT = "riverboat-qt-weights"
WEIGHTS_VERSION = 1
MAX_BUCKETS = 1_000  # a game has a few dozen situations
MAX_WEIGHTS_BYTES = 1024 * 1024  # a situation's row is ~170 bytes: MAX_BUCKETS fit in 200 KB
MAX_WEIGHT = 1e6  # a fitted weight is near 1 and a bias a few dozen VP; more is damage
RESOURCES = data_path("ai")  # each game's weights: ai/<game>/eval_weights.json

S = TypeVar("S", bound=State)


class InvalidWeights(ValueError):
    """A weights file that is missing, damaged or made for other features; the message says."""


@dataclass(frozen=True)
class Weights:
    """One game's fitted weights: per bucket, one weight per feature and a bias (last)."""

    game: str
    features: tuple[str, ...]
    buckets: dict[str, tuple[float, ...]]
    trained: dict[str, Any]

    def row(self, bucket: str) -> tuple[float, ...]:
        """The bucket's weights; a situation never seen in training gets the heuristic's."""
        found = self.buckets.get(bucket)
        return found if found is not None else identity(len(self.features))

    def to_json(self) -> str:
        return json.dumps({
            "format": WEIGHTS_FORMAT, "version": WEIGHTS_VERSION, "game": self.game,
            "features": list(self.features), "trained": self.trained,
            "buckets": {k: [round(v, 6) for v in w] for k, w in sorted(self.buckets.items())},
        }, indent=1) + "\n"


def identity(n_features: int) -> tuple[float, ...]:
    """Weights that reproduce the hand-made evaluation: every term once, no bias."""
    return (1.0,) * n_features + (0.0,)


def predict(weights: Weights, bucket: str, terms: Sequence[Sequence[float]]) -> list[float]:
    """Each seat's expected final score. Plain Python: for a dozen terms per seat a dot product
    is faster than building numpy arrays (the search calls this once per iteration)."""
    row = weights.row(bucket)
    bias = row[-1]
    return [sum(w * t for w, t in zip(row, seat, strict=False)) + bias for seat in terms]


def weights_path(game: str) -> Path:
    return RESOURCES / game.replace("-", "_") / "eval_weights.json"


@cache
def load(game: str, features: tuple[str, ...]) -> Weights:
    """The game's weights from ai/<game>/, read once; InvalidWeights if missing or damaged."""
    return read(weights_path(game), game, features)


def read(path: Path, game: str, features: tuple[str, ...]) -> Weights:
    try:
        text = read_text_file(path, MAX_WEIGHTS_BYTES, str(path))  # no pipe, device, huge file
    except InvalidState as exc:
        raise InvalidWeights(f"the learned evaluation's weights: {exc}; "
                             f"regenerate them with python -m ai.lab.train --game {game}") from None
    try:
        return parse(text, game, features)
    except (InvalidWeights, InvalidState) as exc:
        raise InvalidWeights(f"{path}: {exc}; regenerate it with "
                             f"python -m ai.lab.train --game {game}") from None


def parse(text: str, game: str, features: tuple[str, ...]) -> Weights:
    """Check the document's every field: its header, then each bucket."""
    d = checked_header(text, WEIGHTS_FORMAT, WEIGHTS_VERSION, "the learned evaluation", game,
                       features, InvalidWeights)
    trained = d["trained"]
    buckets = d.get("buckets")
    if type(buckets) is not dict or not 0 < len(buckets) <= MAX_BUCKETS:
        raise InvalidWeights(f"'buckets' should be an object of 1 to {MAX_BUCKETS} situations, "
                             f"not {shown(buckets)}")
    rows = {}
    for key, row in buckets.items():
        rows[key] = _row(key, row, len(features) + 1)
    return Weights(game, features, rows, trained)


def checked_header(text: str, form: str, version: int, what: str, game: str,
                   features: tuple[str, ...], error: type[InvalidWeights]) -> dict[str, Any]:
    """The JSON document of a weights file, the header every weights file has checked (format,
    version, game, the exact features, how they were made); error for the first wrong one."""
    d = parse_json(text)
    if type(d) is not dict or d.get("format") != form:
        raise error(f"not a weights file of {what}")
    if d.get("version") != version:
        raise error(f"weights version {shown(d.get('version'))} of {what} is not {version}")
    if d.get("game") != game:
        raise error(f"weights for the game {shown(d.get('game'))}, not {game!r}")
    if d.get("features") != list(features):
        raise error(f"the weights were fitted for other features than {what} has now")
    if type(d.get("trained")) is not dict:
        raise error("'trained' should be an object (how the weights were made)")
    return d


def _row(key: str, row: Any, n: int) -> tuple[float, ...]:
    if type(row) is not list or len(row) != n:
        raise InvalidWeights(f"bucket {shown(key)} should have {n} weights, not {shown(row)}")
    for v in row:
        if type(v) not in (int, float) or not math.isfinite(v) or abs(v) > MAX_WEIGHT:
            raise InvalidWeights(f"bucket {shown(key)} has a weight {shown(v)} that is not a "
                                 f"finite number below {MAX_WEIGHT:g}")
    return tuple(float(v) for v in row)


def fit(terms: np.ndarray, targets: np.ndarray, alpha: float) -> tuple[float, ...]:
    """Ridge regression of the final scores on the terms and a bias, pulled towards the
    heuristic's weights (each term once, no bias): a term's penalty is alpha times its own
    sum of squares, so terms of any scale are pulled alike."""
    import numpy as np

    n, d = terms.shape
    x = np.hstack([terms, np.ones((n, 1))])
    prior = np.array(identity(d))
    gram = x.T @ x
    penalty = alpha * np.diag(np.maximum(np.diag(gram), 1e-9))
    w = np.linalg.solve(gram + penalty, x.T @ targets + penalty @ prior)
    return tuple(float(v) for v in w)


def evaluate(state: S, features: tuple[str, ...],
             terms: Callable[[S], tuple[str, list[list[float]]]]) -> list[float]:
    """Each seat's expected final score by the game's weights (the exact score at the end)."""
    if state.is_over:
        return [float(v) for v in state.scores]
    bucket, rows = terms(state)
    return predict(load(state.game_id, features), bucket, rows)


EVALUATIONS = ("heuristic", "learned")


def check_evaluation(name: str) -> str:
    if name not in EVALUATIONS:
        raise ValueError(f"unknown evaluation {name!r}: expected {' or '.join(EVALUATIONS)}")
    return name
