"""Fit the learned evaluation: python -m ai.lab.train --game riverboat --games 400 --seed 1.

Self-play games with the existing bots (greedy, with temperatures for variety, seats drawn from
a seeded generator) give positions and the final score each seat reached from them. The game's
evaluation terms (ai/<game>/features.py) are fitted to those scores per situation (players,
round, phase) by ridge regression towards the hand-made weights, and written as JSON under
ai/<game>/. The same seed and options give the same file, whatever --jobs or
--scheduler. Held-out games (other seeds) give the calibration report (--report): mean error
and mean absolute error per round and phase, the heuristic's and the learned evaluation's.
With --win-chance the same games fit the win-chance model instead (ai/lab/train_win_chance.py).
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
from collections import defaultdict
from pathlib import Path

import numpy as np

from core import registry

from .. import learned
from ..registry import KNOWLEDGE, knowledge_of
from . import train_win_chance
from .bots import parse_spec
from .executor import NoCluster
from .train_games import BOTS, HELD_OUT_SEED, Positions, generate, schedule

ALPHA = 0.02


def fit_weights(game: str, data: Positions, alpha: float, trained: dict[str, object],
                target: str = "score") -> learned.Weights:
    """One ridge fit per bucket (buckets in sorted order, so the file is reproducible), of
    each seat's final score, or (target 'margin') of the differences between the seats of a
    position."""
    names = knowledge_of(game).feature_names
    by_bucket: dict[str, list[int]] = defaultdict(list)
    for i, bucket in enumerate(data.buckets):
        by_bucket[bucket].append(i)
    rows = np.array(data.rows, dtype=float)
    targets = np.array(data.targets, dtype=float)
    buckets = {}
    for b, idx in sorted(by_bucket.items()):
        if target == "margin":
            buckets[b] = _fit_margins(rows[idx], targets[idx], alpha,
                                      [data.positions[i] for i in idx])
        else:
            buckets[b] = learned.fit(rows[idx], targets[idx], alpha)
    return learned.Weights(game, names, buckets, trained)


def _fit_margins(rows: np.ndarray, targets: np.ndarray, alpha: float,
                 positions: list[int]) -> tuple[float, ...]:
    """Weights from how far apart the seats of one position end, against how far apart their
    terms are; then the bias that centres the scores.

    The search and the greedy bot only ever compare seats (a reward is a margin), so what the
    weights must get right is the difference between seats. Differences also cancel whatever
    the seats of one game share (how long it ran, how generous its deal was), which a fit of
    each seat's own score mixes into the weights."""
    pairs: dict[int, list[int]] = defaultdict(list)
    for i, position in enumerate(positions):
        pairs[position].append(i)
    first, second = [], []
    for members in pairs.values():
        for a in range(len(members)):
            for b in range(a + 1, len(members)):
                first.append(members[a])
                second.append(members[b])
    d = rows.shape[1]
    if not first:  # one seat a position: nothing to compare, the heuristic's weights
        weights = np.ones(d)
    else:
        x = rows[first] - rows[second]
        y = targets[first] - targets[second]
        gram = x.T @ x
        # a term no seat differs in gets no evidence: a floor keeps it at the prior
        penalty = np.diag(alpha * np.diag(gram) + 1e-9)
        weights = np.linalg.solve(gram + penalty, x.T @ y + penalty @ np.ones(d))
    bias = float(np.mean(targets - rows @ weights))
    return (*(float(w) for w in weights), bias)


def calibration(weights: learned.Weights, data: Positions) -> list[str]:
    """The report's table: per situation (its name less a first part, all player counts in
    Riverboat's "p2-r1-draft"; a name of one part whole), mean error (estimate minus final
    score) and mean absolute error, of the heuristic and of the learned evaluation."""
    groups: dict[str, list[int]] = defaultdict(list)
    for i, bucket in enumerate(data.buckets):
        groups[bucket.split("-", 1)[-1]].append(i)
    heuristic = [sum(row) for row in data.rows]
    fitted = [learned.predict(weights, b, [row])[0] for b, row in zip(data.buckets, data.rows,
                                                                      strict=True)]
    lines = ["| round-phase | positions | heuristic mean error | heuristic MAE "
             "| learned mean error | learned MAE |", "| --- | ---: | ---: | ---: | ---: | ---: |"]
    order = sorted(groups, key=lambda g: statistics.median(data.plies[i] for i in groups[g]))
    for name, idx in [*((g, groups[g]) for g in order), ("all", list(range(len(heuristic))))]:
        cells = [name, str(len(idx))]
        for values in (heuristic, fitted):
            errors = [values[i] - data.targets[i] for i in idx]
            cells += [f"{statistics.mean(errors):+.2f}",
                      f"{statistics.mean(abs(e) for e in errors):.2f}"]
        lines.append("| " + " | ".join(cells) + " |")
    return lines


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python -m ai.lab.train",
                                     description=__doc__.split("\n\n")[0])
    # any game the bots know: a new game trains its weights before its entry in LEARNED
    parser.add_argument("--game", default=registry.DEFAULT, choices=sorted(KNOWLEDGE))
    parser.add_argument("--games", type=int, default=400, help="training games (default 400)")
    parser.add_argument("--heldout", type=int, default=None,
                        help="held-out games for the report (default a quarter of --games)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the whole run")
    parser.add_argument("--players", default=None,
                        help="player counts, in turn (default every count the game is for)")
    parser.add_argument("--bots", default=",".join(BOTS),
                        help="bot specs that the seats are drawn from (comma-separated, "
                             "options with ';': mcts:iters=100;depth=12)")
    parser.add_argument("--mirror", action="store_true",
                        help="every seat of a game plays the same bot (drawn per game), so "
                             "that a seat's position does not tell which bot it is")
    parser.add_argument("--target", choices=("score", "margin"), default="score",
                        help="fit each seat's final score, or the margins between the seats "
                             "of a position (what the bots compare)")
    parser.add_argument("--alpha", type=float, default=ALPHA,
                        help="pull towards the hand-made weights (ridge, relative)")
    parser.add_argument("--jobs", type=int, default=1, help="games played at once (processes)")
    parser.add_argument("--scheduler", default=None,
                        help="a Dask scheduler's address (tcp://HOST:8786) instead of --jobs")
    parser.add_argument("--out", type=Path, default=None,
                        help="where to write the weights (default ai/<game>/, read by the game)")
    parser.add_argument("--report", action="store_true",
                        help="play the held-out games and print the calibration table")
    parser.add_argument("--quiet", action="store_true", help="no progress bar")
    parser.add_argument("--win-chance", action="store_true",
                        help="fit the win-chance model (ai/win_chance.py) instead, on games "
                             "where every seat plays the same bot (as --mirror)")
    parser.add_argument("--calibrate", action="store_true",
                        help="with --win-chance: train nothing, play the held-out games and "
                             "print the calibration of the weights file (--out or the shipped)")
    parser.add_argument("--l2", type=float, default=None,
                        help="with --win-chance: ridge penalty of the logit fit (default "
                             "ai.lab.train_win_chance.L2)")
    args = parser.parse_args(argv)
    if args.calibrate and not args.win_chance:
        parser.error("--calibrate goes with --win-chance")
    if args.win_chance:
        args.mirror = True
    rules = registry.game(args.game)
    if args.players is None:
        args.players = ",".join(str(n) for n in rules.seats())
    try:
        args.player_counts = [int(p) for p in args.players.split(",")]
    except ValueError:
        parser.error(f"--players {args.players!r}: expected numbers like 2,3,4")
    for n in args.player_counts:
        if not rules.min_players <= n <= rules.max_players:
            parser.error(f"--players: {rules.title} takes {rules.min_players} to "
                         f"{rules.max_players} players, not {n}")
    args.bot_specs = [b.strip().replace(";", ",") for b in args.bots.split(",") if b.strip()]
    for spec in args.bot_specs:
        try:
            parse_spec(spec, args.game)
        except ValueError as exc:
            parser.error(str(exc))
    if args.games < 1 or args.jobs < 1 or args.alpha < 0:
        parser.error("--games and --jobs must be at least 1, --alpha at least 0")
    if args.heldout is None:
        args.heldout = max(1, args.games // 4)
    if args.l2 is not None and args.l2 < 0:
        parser.error("--l2 must be at least 0")
    default_out = (knowledge_of(args.game).win_weights_file if args.win_chance
                   else learned.weights_path(args.game))
    problem = None if args.calibrate else unwritable(args.out or default_out)
    if problem:
        parser.error(f"--out: {problem}")
    return args


def unwritable(path: Path) -> str | None:
    """Why the weights could not be written to path, found before the games are played: a
    folder or a missing folder would fail at the end, a pipe would block forever."""
    if not path.parent.is_dir():
        return f"there is no folder {path.parent} for {path}"
    if os.path.lexists(path) and not path.is_file():
        return (f"{path} is a folder, not a file" if path.is_dir()
                else f"{path} is not a regular file (a pipe or a device?)")
    return None


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    if args.win_chance:
        return train_win_chance.run(args)
    train = schedule(args.game, args.games, args.seed, args.player_counts, args.bot_specs,
                     args.mirror)
    try:
        data = generate(train, args.jobs, args.scheduler, "self-play", args.quiet)
    except (NoCluster, learned.InvalidWeights) as exc:  # a bot of learned evaluation reads them
        print(f"error: {exc}", file=sys.stderr)
        return 2
    trained = {"games": args.games, "seed": args.seed, "players": args.player_counts,
               "bots": args.bot_specs, "mirror": args.mirror, "target": args.target,
               "alpha": args.alpha,
               "positions": len(data.rows)}
    weights = fit_weights(args.game, data, args.alpha, trained, args.target)
    out = args.out or learned.weights_path(args.game)
    out.write_text(weights.to_json(), encoding="utf-8")
    print(f"{len(data.rows)} positions from {args.games} games: {len(weights.buckets)} "
          f"situations fitted, written to {out}")
    if args.report:
        held = schedule(args.game, args.heldout, args.seed + HELD_OUT_SEED, args.player_counts,
                        args.bot_specs, args.mirror)
        test = generate(held, args.jobs, args.scheduler, "held-out", args.quiet)
        print(f"calibration on {args.heldout} held-out games ({len(test.rows)} positions):")
        for line in calibration(weights, test):
            print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
