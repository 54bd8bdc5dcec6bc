"""Does the game review rank play as the arena does? Bots of known order, reviewed.

    python bench/review_ladder.py [--game riverboat|the-river|both] [--games 20]
                                  [--ladder random,greedy,normal,hard] [--seed 1]
                                  [--time 0.05] [--iters N] [--samples 8] [--jobs 2]
                                  [--out games.jsonl]

For each game, each pair of neighbours on the ladder plays `games` seeded 2-player games (the
seats swapped every other game); every game is reviewed for both seats, with a search budget
and a seed of the review's own (apart from the ones the bots played with). Printed per bot:
the games it was reviewed in, its mean accuracy (0-100) and mean loss a decision (points of
win chance), each with a 95% interval over its games, and whether each neighbour on the ladder
is below the next with intervals that do not overlap (the review ranks them as the arena
does). How far the review is independent of the bots it judges: docs/ai.md, "The game
review". With --out, every reviewed game is added to that file as one line of JSON as soon as
it is done, and a later run with the same settings and the same code (the arena's fingerprint
of the playing code, the review's code and the win-chance weights) skips the games the file
has: a ladder with Hard takes hours on 2 cores, so it can be run in parts (bench/review_ladder/
keeps the files of the runs docs/ai.md reports).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import math
import os
import statistics
import sys
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import cast

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from ai.lab.arena_log import code_fingerprint  # noqa: E402
from ai.lab.executor import executor, run_tasks  # noqa: E402
from ai.lab.tournament import play_game  # noqa: E402
from ai.review import review  # noqa: E402
from core.record import GameRecord  # noqa: E402

GAMES = ("riverboat", "the-river")
REVIEW_SEED = 7_919  # the review's own seeds: far from the bots' (game seed * 31 + entrant)
# The ladder's order is the arena's (docs/ai.md, "Measured strength"): Easy, the greedy bot at
# a temperature, wins under a third of its games against Greedy and nearly all against Random.


@dataclass
class Reviewed:
    """One seat of one reviewed game."""

    game: str
    spec: str
    accuracy: float | None
    decisions: int
    lost: float  # points of win chance lost over its decisions
    won: float  # 1, 0 or a share of a tie


@dataclass
class BotLine:
    """A bot's reviews in one game, gathered from every pair it played in."""

    spec: str
    accuracy: list[float] = field(default_factory=list)
    loss: list[float] = field(default_factory=list)  # a decision, per game
    wins: float = 0.0

    def add(self, seat: Reviewed) -> None:
        if seat.accuracy is not None:
            self.accuracy.append(seat.accuracy)
        if seat.decisions:
            self.loss.append(seat.lost / seat.decisions)
        self.wins += seat.won


def t_quantile(df: int, z: float = 1.959964) -> float:
    """Student's t at 97.5% for df degrees of freedom (Cornish-Fisher from the normal's z;
    within 0.01 of the table from df 4 on): 20 games' intervals are 7% wider than 1.96's."""
    return (z + (z ** 3 + z) / (4 * df) + (5 * z ** 5 + 16 * z ** 3 + 3 * z) / (96 * df ** 2)
            + (3 * z ** 7 + 19 * z ** 5 + 17 * z ** 3 - 15 * z) / (384 * df ** 3))


def interval(values: list[float]) -> tuple[float, float, float]:
    """Mean and its 95% interval (Student's t over the games)."""
    if not values:
        return math.nan, math.nan, math.nan
    mean = statistics.mean(values)
    if len(values) < 2:
        return mean, -math.inf, math.inf
    half = t_quantile(len(values) - 1) * statistics.stdev(values) / math.sqrt(len(values))
    return mean, mean - half, mean + half


def play_and_review(game: str, specs: list[str], number: int, seed: int, budget: dict[str, float],
                    samples: int) -> tuple[tuple[object, ...], list[Reviewed]]:
    """Play one seeded game of the pair and review both seats."""
    result = play_game(specs, number, seed * 1_000_003 + number // 2, number % 2,
                       keep_record=True, game_id=game)
    record = GameRecord.from_json(result.record)
    seconds = budget.get("seconds")
    iterations = budget.get("iterations")
    judged = review(record, None, seconds, samples, seed=REVIEW_SEED + seed * 1_009 + number,
                    iterations=None if iterations is None else int(iterations))
    out = []
    for summary in judged.seats:
        entrant = result.seats[summary.seat]
        out.append(Reviewed(game, specs[entrant], summary.accuracy, summary.decisions,
                            summary.lost, result.wins[entrant]))
    return (game, specs, number, seed, budget, samples), out


def tasks(args: argparse.Namespace) -> list[tuple[object, ...]]:
    """Every game to play and review: each game, each neighbouring pair, `games` games."""
    budget = {"iterations": float(args.iters)} if args.iters else {"seconds": args.time}
    ladder = args.ladder.split(",")
    chosen = GAMES if args.game == "both" else (args.game,)
    return [(game, [low, high], number, args.seed, budget, args.samples)
            for game in chosen for low, high in zip(ladder, ladder[1:], strict=False)
            for number in range(args.games)]


def review_code() -> str:
    """What must not change between two parts of a run: the bots' code and weights (the arena's
    fingerprint), the review's code and the win-chance model's weights."""
    digest = hashlib.sha256(code_fingerprint().encode())
    files = [ROOT / "ai" / "review.py",
             *sorted((ROOT / "ai").glob("*/win_weights.json"))]
    for path in files:
        digest.update(path.read_bytes())
    return digest.hexdigest()[:16]


def task_key(task: tuple[object, ...]) -> str:
    """What makes two runs' games the same game reviewed alike: all of the task."""
    return json.dumps(task, sort_keys=True)


class LadderFileError(Exception):
    """The --out file cannot be read back: the ladder will not add to it."""


def read_done(path: Path, code: str) -> tuple[dict[str, list[Reviewed]], int]:
    """The games an earlier run of this code wrote to path, by task (none if the file is not
    there), and how many lines other code wrote (played again, not mixed in)."""
    if not path.exists():
        return {}, 0
    done: dict[str, list[Reviewed]] = {}
    other = 0
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip():
            continue
        try:
            entry = json.loads(line)
            if entry["code"] != code:
                other += 1
                continue
            done[task_key(tuple(entry["task"]))] = [Reviewed(**seat) for seat in entry["seats"]]
        except (ValueError, KeyError, TypeError) as exc:
            raise LadderFileError(f"{path}, line {number}, is not a reviewed game of this "
                                  f"ladder ({exc}); move the file aside or name another") from None
    return done, other


def append_done(path: Path, task: tuple[object, ...], seats: list[Reviewed], code: str) -> None:
    """Add one reviewed game to path as a line, at once, so that an interrupted run keeps it."""
    with path.open("a", encoding="utf-8") as out:
        out.write(json.dumps({"task": list(task), "code": code,
                              "seats": [asdict(s) for s in seats]}) + "\n")


def paired(seats: list[Reviewed], low: str, high: str) -> float | None:
    """The stronger bot's accuracy minus the weaker's in one game of their pair."""
    by_spec = {seat.spec: seat.accuracy for seat in seats}
    a, b = by_spec.get(low), by_spec.get(high)
    return None if a is None or b is None else b - a


def report(game: str, ladder: list[str], lines: dict[str, BotLine],
           differences: dict[tuple[str, str], list[float]]) -> list[str]:
    """The table of one game, the verdict on each neighbouring pair, and the pair's games
    compared game by game (the stronger's accuracy minus the weaker's in the same game)."""
    out = [f"{game}: accuracy (0-100) and loss a decision (points of win chance), 95% intervals",
           f"{'bot':<10}{'games':>6}{'wins':>7}{'accuracy':>10}{'interval':>16}"
           f"{'loss':>8}{'interval':>16}"]
    for spec in ladder:
        line = lines[spec]
        acc, acc_low, acc_high = interval(line.accuracy)
        loss, loss_low, loss_high = interval(line.loss)
        out.append(f"{spec:<10}{len(line.accuracy):>6}{line.wins:>7.1f}{acc:>10.1f}"
                   f"{f'{acc_low:.1f}-{acc_high:.1f}':>16}{loss:>8.2f}"
                   f"{f'{loss_low:.2f}-{loss_high:.2f}':>16}")
    for low, high in zip(ladder, ladder[1:], strict=False):
        _, _, low_top = interval(lines[low].accuracy)
        high_mean, high_bottom, _ = interval(lines[high].accuracy)
        below = statistics.mean(lines[low].accuracy or [math.nan]) < high_mean
        apart = low_top < high_bottom
        verdict = "apart" if apart else ("below, intervals overlap" if below else "NOT below")
        mean, bottom, top = interval(differences.get((low, high), []))
        out.append(f"  {low} < {high}: {verdict}; in their own games, {high} minus {low} "
                   f"{mean:+.1f} ({bottom:+.1f} to {top:+.1f}) over "
                   f"{len(differences.get((low, high), []))} games")
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", default="both", choices=(*GAMES, "both"))
    parser.add_argument("--games", type=int, default=20, help="games a neighbouring pair")
    parser.add_argument("--ladder", default="random,greedy,normal,hard",
                        help="bot specs, weakest first (easy fits between random and greedy)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--time", type=float, default=0.05,
                        help="the review's search seconds a decision")
    parser.add_argument("--iters", type=int, default=0,
                        help="the review's search iterations a decision (instead of --time)")
    parser.add_argument("--samples", type=int, default=8, help="the review's samples a move")
    parser.add_argument("--jobs", type=int, default=1, help="local processes")
    parser.add_argument("--out", type=Path, help="a file of reviewed games to add to and resume")
    args = parser.parse_args(argv)
    if args.games < 2 or len(args.ladder.split(",")) < 2:
        parser.error("--games must be at least 2 and the ladder needs two bots or more")
    ladder = args.ladder.split(",")
    every = tasks(args)
    code = review_code()
    try:
        earlier, other = read_done(args.out, code) if args.out else ({}, 0)
    except (OSError, LadderFileError) as exc:
        parser.error(str(exc))
    if other:
        sys.stderr.write(f"{other} games of {args.out} were played or reviewed by other code: "
                         f"not counted\n")
    lines = {(game, spec): BotLine(spec) for game in GAMES for spec in ladder}
    differences: dict[tuple[str, str, str], list[float]] = {}

    def add(task: tuple[object, ...], seats: list[Reviewed]) -> None:
        game, (low, high) = str(task[0]), cast(list[str], task[1])
        for seat in seats:
            lines[seat.game, seat.spec].add(seat)
        difference = paired(seats, low, high)
        if difference is not None:
            differences.setdefault((game, low, high), []).append(difference)

    for task in every:
        if task_key(task) in earlier:
            add(task, earlier[task_key(task)])
    todo = [task for task in every if task_key(task) not in earlier]
    start, done = time.monotonic(), [0]

    def collect(finished: tuple[tuple[object, ...], list[Reviewed]]) -> None:
        task, seats = finished
        if args.out:
            append_done(args.out, task, seats, code)
        add(task, seats)
        done[0] += 1
        sys.stderr.write(f"\r{done[0]}/{len(todo)} games played and reviewed "
                         f"({len(every) - len(todo)} from {args.out}), "
                         f"{time.monotonic() - start:.0f} s")
        sys.stderr.flush()

    with executor(args.jobs) as pool:
        run_tasks(pool, play_and_review, todo, collect)
    sys.stderr.write("\n")
    chosen = GAMES if args.game == "both" else (args.game,)
    for game in chosen:
        print("\n".join(report(game, ladder, {s: lines[game, s] for s in ladder},
                                {(low, high): v for (g, low, high), v in differences.items()
                                 if g == game})))
    print(f"{len(every)} games ({len(todo)} played now in {time.monotonic() - start:.0f} s, "
          f"{args.jobs} process(es), load {os.getloadavg()[0]:.1f}); "
          f"review: {f'{args.iters} iterations' if args.iters else f'{args.time:g} s'} "
          f"and {args.samples} samples a move, seeds from {REVIEW_SEED}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
