"""Fit and check the win-chance model: python -m ai.lab.train --win-chance --game riverboat.

The self-play of ai.lab.train (seeded games, every position before a decision, each seat's terms,
the game's progress and final score) gives, per position, each seat's features (ai.win_chance)
and its share of the win (1 for the winner, shared on a tie). A conditional logit is fitted on
all of them (every number of players together), and a baseline of one parameter (a softmax of
the expected score, the logistic of the margin for two players); both go into the weights
file.
`--calibrate` plays held-out games (other seeds) and prints how well the shipped weights
predict them: a reliability table in deciles and the Brier score by stage of the game.
"""

from __future__ import annotations

import argparse
import hashlib
import sys
from collections import defaultdict
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from .. import learned, win_chance
from ..registry import knowledge_of
from .executor import NoCluster
from .train_games import HELD_OUT_SEED, Positions, generate, schedule

L2 = 1e-3  # ridge penalty per position, on features scaled by their spread between seats
STAGES = (("early", 0.0, 1 / 3), ("middle", 1 / 3, 2 / 3), ("late", 2 / 3, 1.01))
DECILES = 10
MIN_SEATS = 500  # the seats a decile needs for its gap to count as the worst (about 20 games)


@dataclass
class Table:
    """The positions of one number of players, as arrays: position, seat, feature."""

    features: np.ndarray  # (positions, seats, features)
    shares: np.ndarray  # (positions, seats): each seat's share of the win
    expected: np.ndarray  # (positions, seats): the learned evaluation's final scores
    progress: np.ndarray  # (positions,)


def tables(game: str, data: Positions) -> dict[int, Table]:
    """The self-play rows grouped by position, then by number of players."""
    knowledge = knowledge_of(game)
    evaluation = learned.load(game, knowledge.feature_names)
    members: dict[int, list[int]] = defaultdict(list)
    for i, position in enumerate(data.positions):
        members[position].append(i)
    raw: dict[int, dict[str, list[Any]]] = defaultdict(lambda: defaultdict(list))
    for idx in members.values():
        rows = [data.rows[i] for i in idx]
        expected = learned.predict(evaluation, data.buckets[idx[0]], rows)
        scores = [data.targets[i] for i in idx]
        winners = [s == max(scores) for s in scores]
        group = raw[len(idx)]
        group["features"].append(win_chance.seat_features(rows, expected,
                                                          data.progress[idx[0]]))
        group["shares"].append([w / sum(winners) for w in winners])
        group["expected"].append(expected)
        group["progress"].append(data.progress[idx[0]])
    return {n: Table(*(np.array(g[k], dtype=float) for k in
                       ("features", "shares", "expected", "progress")))
            for n, g in sorted(raw.items())}


def fit_win_weights(game: str, data: Positions, l2: float,
                    trained: dict[str, object]) -> win_chance.WinWeights:
    """The conditional logit, and the one-parameter baseline, each on every position."""
    by_players = tables(game, data).values()
    weights = win_chance.fit([(t.features, t.shares) for t in by_players], l2)
    baseline = win_chance.fit([(t.expected[:, :, None], t.shares) for t in by_players], l2)[0]
    names = win_chance.feature_names(knowledge_of(game))
    return win_chance.WinWeights(game, names, weights, baseline, trained)


def predictions(weights: win_chance.WinWeights, data: Positions, game: str
                ) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """Per seat of every position: the model's chance, the baseline's, the share of the win
    and the game's progress."""
    model, base, shares, progress = [], [], [], []
    w = np.array(weights.weights)
    for n, t in tables(game, data).items():
        model.append(_softmax(t.features @ w).ravel())
        base.append(_softmax(t.expected * weights.baseline).ravel())
        shares.append(t.shares.ravel())
        progress.append(np.repeat(t.progress, n))
    return tuple(np.concatenate(a) for a in (model, base, shares, progress))  # type: ignore


def _softmax(logits: np.ndarray) -> np.ndarray:
    e = np.exp(logits - logits.max(axis=1, keepdims=True))
    chances: np.ndarray = e / e.sum(axis=1, keepdims=True)
    return chances


def calibration(weights: win_chance.WinWeights, data: Positions, game: str) -> list[str]:
    """The report, one table: per decile of the predicted chance, the mean predicted and the
    observed share of wins (and the seats in it), of the model and of the baseline, in all
    and by stage of the game; then the Brier score and the worst gap of each column."""
    model, base, shares, progress = predictions(weights, data, game)
    columns = []
    for name, low, high in (("all", 0.0, 1.01), *STAGES):
        keep = (progress >= low) & (progress < high)
        for label, chances in (("model", model), ("baseline", base)):
            columns.append((f"{name}: {label}", chances[keep], shares[keep]))
    lines = ["| predicted | " + " | ".join(c[0] for c in columns) + " |",
             "| --- |" + " ---: |" * len(columns)]
    for d in range(DECILES):
        cells = [_decile(chances, wins, d) for _, chances, wins in columns]
        lines.append(f"| {d * 10}-{d * 10 + 10}% | " + " | ".join(cells) + " |")
    lines.append("| Brier | " + " | ".join(f"{_brier(c, w):.4f}" for _, c, w in columns) + " |")
    lines.append(f"| worst gap ({MIN_SEATS}+ seats) | " + " | ".join(
        f"{_worst_gap(c, w):.1f}" for _, c, w in columns) + " |")
    return lines


def _bins(chances: np.ndarray) -> np.ndarray:
    bins: np.ndarray = np.minimum((chances * DECILES).astype(int), DECILES - 1)
    return bins


def _decile(chances: np.ndarray, shares: np.ndarray, d: int) -> str:
    """'predicted / observed (seats)' in percent, of the seats whose chance is in decile d."""
    keep = _bins(chances) == d
    if not keep.any():
        return "-"
    return (f"{chances[keep].mean() * 100:.1f} / {shares[keep].mean() * 100:.1f} "
            f"({int(keep.sum())})")


def _brier(chances: np.ndarray, shares: np.ndarray) -> float:
    """The mean squared error of each seat's chance against its share of the win."""
    return float(np.mean((chances - shares) ** 2)) if len(chances) else float("nan")


def _worst_gap(chances: np.ndarray, shares: np.ndarray) -> float:
    """The largest gap in points between predicted and observed, over the deciles of at least
    MIN_SEATS seats (a smaller one holds the positions of a few games: noise)."""
    bins = _bins(chances)
    gaps = [abs(chances[bins == d].mean() - shares[bins == d].mean()) * 100
            for d in range(DECILES) if (bins == d).sum() >= MIN_SEATS]
    return max(gaps, default=float("nan"))


def run(args: argparse.Namespace) -> int:
    """Train the win-chance weights (or with --calibrate, check the ones there)."""
    out: Path = args.out or knowledge_of(args.game).win_weights_file
    try:
        if not args.calibrate:
            train(args, out)
        weights = win_chance.read(out, args.game, win_chance.feature_names(
            knowledge_of(args.game)))
        if args.calibrate or args.report:
            report(args, weights)
    except (NoCluster, learned.InvalidWeights) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    return 0


def train(args: argparse.Namespace, out: Path) -> None:
    """Play the seeded self-play games, fit, and write the weights to out."""
    tasks = schedule(args.game, args.games, args.seed, args.player_counts, args.bot_specs,
                     args.mirror)
    data = generate(tasks, args.jobs, args.scheduler, "self-play", args.quiet)
    l2 = L2 if args.l2 is None else args.l2
    trained = {"games": args.games, "seed": args.seed, "players": args.player_counts,
               "bots": args.bot_specs, "mirror": args.mirror, "l2": l2,
               "positions": data.positions[-1] + 1 if data.positions else 0,
               "evaluation": evaluation_fingerprint(args.game)}
    weights = fit_win_weights(args.game, data, l2, trained)
    out.write_text(weights.to_json(), encoding="utf-8")
    print(f"{trained['positions']} positions from {args.games} games: win-chance weights "
          f"written to {out}")


def evaluation_fingerprint(game: str) -> str:
    """The learned evaluation's weights file, hashed: the win-chance weights were fitted on its
    expected scores and must be fitted again when it changes (a test compares the two)."""
    raw = knowledge_of(game).weights_file.read_bytes()
    return hashlib.sha256(raw).hexdigest()[:16]


def report(args: argparse.Namespace, weights: win_chance.WinWeights) -> None:
    """Play the held-out games (seeds apart from training's) and print the calibration."""
    held = schedule(args.game, args.heldout, args.seed + HELD_OUT_SEED, args.player_counts,
                    args.bot_specs, args.mirror)
    data = generate(held, args.jobs, args.scheduler, "held-out", args.quiet)
    print(f"win-chance calibration of {args.game} on {args.heldout} held-out games "
          f"({data.positions[-1] + 1 if data.positions else 0} positions; seeds from "
          f"{args.seed + HELD_OUT_SEED}):")
    for line in calibration(weights, data, args.game):
        print(line)
