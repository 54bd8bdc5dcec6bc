"""Does the game review find the bad moves? Random moves injected, reviewed, and checked by
playouts that know the truth (issue #45).

    python bench/review_truth.py [--game riverboat|the-river|both] [--base greedy|normal|both]
                                 [--games 20] [--players 2] [--rate 0.12] [--seed 1]
                                 [--review-seeds 0 1] [--time 0.05] [--iters N] [--samples 8]
                                 [--deep] [--playouts 200] [--playout-bot SPEC]
                                 [--reference-sample 40] [--reference-marks 40]
                                 [--jobs 2] [--scheduler tcp://HOST:8786] [--out FILE.jsonl]

Injection: every seat plays the base bot ('greedy', or the level 'normal'), each seat its own
seeded bot; seat 0, at each of its decisions with more than one legal move, plays a uniformly
random legal move instead of the bot's with probability `rate` (a random.Random of its own).
A random move that is the bot's own choice is no injection: it is counted apart and left out of
both classes below. Every game is reviewed (ai.review, every seat) once per review seed; games
and reviews are one task each on ai.lab.executor (--jobs processes or a Dask --scheduler).

Printed per game and base, per review seed:
- the AUC (Mann-Whitney, ties counted half) of the loss of seat 0's decisions, the random moves
  the positives and the bot's own the negatives, with a 95% bootstrap interval over the games;
- the precision and recall of the marks "mistake or worse" and "any mark" against injection,
  and the share of random moves with no mark at all;
- the share of all luck (|luck| of every seat at every step) on steps that reveal nothing (the
  state's reveal_count the same before and after the step's action), and the silent swings:
  steps that reveal nothing, whose mover's decision has no mark, where some seat's chance moves
  by more than SWING points from the step's before to the next step's (to the result after the
  last step); what reviews before issue #45's second pass booked apart as `further` counts as
  luck; beside the share, how much of that luck falls on the steps whose move number is a
  multiple of SPAN, where those reviews' rollouts started to end a span later;
and between the first two review seeds: per game and seat, the accuracies' difference (mean and
largest), and of the moves either seed marks mistake or worse, the share both mark.

The reference that knows the truth, per game and base: a seeded sample of seat 0's decisions
(half random moves, half the bot's own where there are enough), and every decision of any seat
that review seed 0 marks mistake or worse (at most --reference-marks, drawn if more). A move m
at the state before its step is valued by P playouts: playout j determinizes that state from
the mover's view with random.Random(seed * 100003 + j), applies m and plays to the end with
fresh base bots seeded from j in every seat (the arena's bound, ai.bound.MAX_STEPS, on the
game's steps); the mover scores 1 for a sole win, 1/k in a k-way tie, 0 for a loss. Moves of one
decision share the seeds j (paired). The reference's loss is 100 * (alternative - played) in
points of win chance, the alternative being the bot's own choice at a random move and review
seed 0's best move elsewhere (0 when that is the move played: nothing to compare). Its AUC on
the sample is the ceiling (a random move is often as good as the bot's); the review's AUC on the
same decisions is printed beside it. A mark is confirmed when the mean paired difference (best
minus played) exceeds the half-width of its 95% interval (1.96 standard errors of the P paired
differences), refuted when that mean is at most 0 (the move played at least as good), else
undecided. Playouts go to the executor as one task per (decision, chunk of CHUNK playouts).

With --out, every game (its record, injections and reviews) and every valued decision is a line
of JSON, written as soon as it is done; a later run with the same settings and the same code
(review_ladder's fingerprint and this file) takes them from the file instead of playing again.
The Normal bot thinks by the clock, so its games repeat only on an idle machine of equal speed.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import math
import os
import random
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from concurrent.futures import Executor
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any, Protocol

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from ai.bound import MAX_STEPS  # noqa: E402
from ai.lab.arena_log import code_fingerprint  # noqa: E402
from ai.lab.executor import executor, run_tasks  # noqa: E402
from ai.levels import make_bot  # noqa: E402
from ai.review import ITERATIONS, SURE, Step, deep_review, mark, review, sure  # noqa: E402
from core import registry  # noqa: E402
from core.game import Action, State  # noqa: E402
from core.record import GameRecord, final_state  # noqa: E402

GAMES = ("riverboat", "the-river")
BASES = ("greedy", "normal")
INJECTED_SEAT = 0
BAD = ("mistake", "blunder")  # "mistake or worse"
SWING = 40.0  # points of win chance: a silent step must not move a chance this far
SPAN = 8  # the steps of the review's spans until issue #45's second pass (now: no spans)
Z = 1.959964  # the normal's 97.5% quantile
RESAMPLES = 1_000  # bootstrap resamples of the games
CHUNK = 25  # playouts a task
GOAL_SILENT_LUCK = 0.05
GOAL_AUC, GOAL_DEEP_AUC, GOAL_AUC_SLACK = 0.75, 0.80, 0.05
GOAL_CONFIRMED = 0.60
GOAL_RETEST = 2.0  # points of accuracy between two review seeds


# -- pure helpers --------------------------------------------------------------------------


def auc(positives: Sequence[float], negatives: Sequence[float]) -> float:
    """The chance that a positive scores above a negative, ties counted half (Mann-Whitney's
    U over the product of the classes); nan without both classes."""
    if not positives or not negatives:
        return math.nan
    scored = sorted([(s, 1) for s in positives] + [(s, 0) for s in negatives])
    rank_sum, i = 0.0, 0
    while i < len(scored):
        j = i
        while j < len(scored) and scored[j][0] == scored[i][0]:
            j += 1
        rank_sum += (i + 1 + j) / 2 * sum(label for _, label in scored[i:j])  # mean rank
        i = j
    n1 = len(positives)
    return (rank_sum - n1 * (n1 + 1) / 2) / (n1 * len(negatives))


Groups = Sequence[tuple[Sequence[float], Sequence[float]]]  # per game: positives, negatives


def pooled_auc(groups: Groups) -> float:
    return auc([s for pos, _ in groups for s in pos], [s for _, neg in groups for s in neg])


def bootstrap_interval(groups: Groups, resamples: int = RESAMPLES,
                       seed: int = 0) -> tuple[float, float]:
    """The 95% interval of the pooled AUC, the groups (games) drawn with replacement; a draw
    without both classes is skipped."""
    if not groups:
        return math.nan, math.nan
    rng = random.Random(seed)
    values = []
    for _ in range(resamples):
        value = pooled_auc([groups[rng.randrange(len(groups))] for _ in groups])
        if not math.isnan(value):
            values.append(value)
    if not values:
        return math.nan, math.nan
    values.sort()
    return values[int(0.025 * (len(values) - 1))], values[int(0.975 * (len(values) - 1))]


def result_share(winners: Sequence[int], seat: int) -> float:
    """The seat's result: 1 for a sole win, 1/k in a k-way tie, 0 for a loss."""
    return 1.0 / len(winners) if seat in winners else 0.0


def winners_of(state: State) -> tuple[int, ...]:
    """The winners, or for a game stopped at the bound the best scores then (as the arena)."""
    outcome = state.outcome()
    if outcome is not None:
        return outcome.winners
    scores = state.scores
    return tuple(i for i, v in enumerate(scores) if v == max(scores))


class StepLike(Protocol):
    """What the luck figures read of ai.review.Step."""

    move: int
    before: list[float]
    expected: list[float] | None
    luck: list[float]
    further: list[float]


def unexpected(step: StepLike) -> list[float]:
    """What moved each seat's chance in the step beyond the decision taken in it: the luck,
    and what reviews before issue #45's second pass booked apart as `further` (the rollouts
    looking a span further), which is no decision either."""
    if not step.further:
        return list(step.luck)
    return [x + y for x, y in zip(step.luck, step.further, strict=True)]


def silent_luck_share(steps: Sequence[StepLike], silent: Sequence[bool]) -> float:
    """The share of all |luck| (every seat, every step; `further` counted as luck) on steps
    that reveal nothing; 0 when there is no luck at all. silent[t]: step t + 1 (Step.move)
    revealed nothing."""
    total = sum(abs(x) for s in steps for x in unexpected(s))
    quiet = sum(abs(x) for s in steps if silent[s.move - 1] for x in unexpected(s))
    return quiet / total if total else 0.0


def after(step: StepLike) -> list[float]:
    """Each seat's chance after the step: the next step's before, or the result after the last
    (the review's luck is after minus the expectation, or minus before for a forced move)."""
    base = step.before if step.expected is None else step.expected
    return [b + x for b, x in zip(base, unexpected(step), strict=True)]


def silent_swings(steps: Sequence[StepLike], silent: Sequence[bool], marked: set[int],
                  threshold: float = SWING) -> list[int]:
    """The moves that reveal nothing, carry no mark and move some seat's chance by more than
    threshold points."""
    return [s.move for s in steps if silent[s.move - 1] and s.move not in marked
            and max(abs(a - b) for a, b in zip(after(s), s.before, strict=True)) * 100
            > threshold]


def precision_recall(flagged: Sequence[bool], actual: Sequence[bool]) -> tuple[float, float]:
    """Precision and recall of flags against the truth; nan where undefined."""
    hits = sum(f and a for f, a in zip(flagged, actual, strict=True))
    return _ratio(hits, sum(flagged)), _ratio(hits, sum(actual))


def _ratio(a: float, b: float) -> float:
    return a / b if b else math.nan


def paired_interval(diffs: Sequence[float]) -> tuple[float, float]:
    """The mean of paired differences and its 95% half-width (normal, n - 1 in the variance)."""
    mean = statistics.fmean(diffs)
    half = Z * statistics.stdev(diffs) / math.sqrt(len(diffs)) if len(diffs) > 1 else math.inf
    return mean, half


def verdict(diffs: Sequence[float]) -> str:
    """A mark checked by the paired playouts (best minus played): "confirmed", "refuted" or
    "undecided" (the rule of the docstring)."""
    mean, half = paired_interval(diffs)
    if mean > half:
        return "confirmed"
    return "refuted" if mean <= 0 else "undecided"


# -- injection games -----------------------------------------------------------------------


@dataclass
class Played:
    """One injection game: its record, seat 0's random moves (1-based move numbers) that
    differ from the bot's own choice, with that choice, the ones that did not, and per step
    whether it revealed nothing."""

    game: str
    base: str
    number: int
    record: str  # GameRecord JSON
    injected: list[int] = field(default_factory=list)
    bot_choice: list[str] = field(default_factory=list)  # the bot's own move at each injected
    same: list[int] = field(default_factory=list)  # random moves equal to the bot's own
    silent: list[bool] = field(default_factory=list)
    stopped: bool = False  # at the bound on a game's length
    seconds: float = 0.0


def game_seed(seed: int, number: int) -> int:
    return seed * 1_000_003 + number


def play_injected(game: str, base: str, number: int, players: int, seed: int,
                  rate: float) -> Played:
    """Play one seeded game of base bots, seat 0 playing a random move at a share of its
    decisions."""
    start, g = time.perf_counter(), game_seed(seed, number)
    names = [f"{base} (seat {s + 1}{f', {rate:.0%} random' if s == INJECTED_SEAT else ''})"
             for s in range(players)]
    record, state = GameRecord.start(players, g, seats=names, game=game)
    bots = [make_bot(base, seed=g * 31 + s, game=game) for s in range(players)]
    chooser = random.Random(g * 1_009 + 17)
    out = Played(game, base, number, "")
    while not state.is_over and len(record.actions) < MAX_STEPS:
        seat: int = state.current_player  # type: ignore[assignment]  # not over: a seat moves
        action = bots[seat].choose(state)
        if seat == INJECTED_SEAT:
            action = _inject(state, action, chooser, rate, out, len(record.actions) + 1)
        reveals = state.reveal_count
        state.apply(action, log=False)
        record.actions.append(str(action))
        out.silent.append(state.reveal_count == reveals)
    out.record, out.stopped = record.to_json(), not state.is_over
    out.seconds = time.perf_counter() - start
    return out


def _inject(state: State, own: Action, chooser: random.Random, rate: float, out: Played,
            move: int) -> Action:
    """The move seat 0 plays: at a real decision, a random one at the rate (noted in out)."""
    actions = state.legal_actions()
    if len(actions) < 2 or chooser.random() >= rate:
        return own
    pick = actions[chooser.randrange(len(actions))]
    if pick == own:
        out.same.append(move)
    else:
        out.injected.append(move)
        out.bot_choice.append(str(own))
    return pick


# -- reviews -------------------------------------------------------------------------------


@dataclass
class Judged:
    """What the figures need of a Decision."""

    move: int
    seat: int
    played: str
    best: str
    loss: float
    mark: str
    second: float = 0.0  # the better move's gain by the model alone (0 from older reviews)
    gain: float = 0.0  # the paired gain of the better move, points (0 from older reviews)
    error: float = 0.0  # its standard error


@dataclass
class Reviewed:
    """One review of one game: its steps, decisions and each seat's accuracy."""

    seed: int
    steps: list[Step]
    decisions: list[Judged]
    accuracy: list[float | None]
    seconds: float
    cpu: float = 0.0  # seconds of CPU of the process that reviewed it (0 from older runs)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Reviewed:
        return cls(data["seed"], [Step(**s) for s in data["steps"]],
                   [Judged(**d) for d in data["decisions"]], data["accuracy"], data["seconds"],
                   data.get("cpu", 0.0))


def review_played(game: str, base: str, number: int, record: str, seed: int,
                  budget: dict[str, float], samples: int, deep: bool
                  ) -> tuple[str, str, int, Reviewed]:
    """Review every seat of one game with one review seed."""
    start, cpu = time.perf_counter(), time.process_time()
    extra: dict[str, Any] = {}
    if "horizon" in budget:  # 0: rollouts to the end
        extra["horizon"] = int(budget["horizon"]) or None
    iterations = budget.get("iterations")
    if deep:  # Hard's search and its own samples: the budget and samples given do not apply
        judged = deep_review(GameRecord.from_json(record), None, seed)
    else:
        judged = review(GameRecord.from_json(record), None, budget.get("seconds"), samples,
                        seed=seed, iterations=None if iterations is None else int(iterations),
                        **extra)
    decisions = [Judged(d.move, d.seat, d.played, d.best, d.loss, d.mark,
                        getattr(d, "second", 0.0), getattr(d, "gain", 0.0),
                        getattr(d, "error", 0.0)) for d in judged.decisions]
    return game, base, number, Reviewed(seed, judged.steps, decisions,
                                        [s.accuracy for s in judged.seats],
                                        time.perf_counter() - start,
                                        time.process_time() - cpu)


@dataclass
class GameData:
    """A played game and its reviews, in the order of the review seeds."""

    played: Played
    reviews: list[Reviewed]

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> GameData:
        return cls(Played(**data["played"]), [Reviewed.from_dict(r) for r in data["reviews"]])


# -- the figures of the reviews ------------------------------------------------------------


def pooled_rows(games: Sequence[GameData], index: int) -> tuple[list[Judged], list[bool]]:
    """Every game's `seat_rows` in review `index`, one list of each."""
    rows: list[Judged] = []
    truth: list[bool] = []
    for data in games:
        r, t = seat_rows(data, index)
        rows += r
        truth += t
    return rows, truth


def seat_rows(data: GameData, index: int) -> tuple[list[Judged], list[bool]]:
    """Seat 0's judged decisions in review `index` and whether each was a random move; the
    random moves that were the bot's own left out."""
    played, injected = data.played, set(data.played.injected)
    rows = [d for d in data.reviews[index].decisions
            if d.seat == INJECTED_SEAT and d.move not in played.same]
    return rows, [d.move in injected for d in rows]


def auc_groups(games: Sequence[GameData], index: int) -> list[tuple[list[float], list[float]]]:
    groups = []
    for data in games:
        rows, truth = seat_rows(data, index)
        groups.append(([d.loss for d, t in zip(rows, truth, strict=True) if t],
                       [d.loss for d, t in zip(rows, truth, strict=True) if not t]))
    return groups


@dataclass
class SeedFigures:
    """The figures of one review seed over a game and base's games."""

    seed: int
    auc: float
    low: float
    high: float
    bad_precision: float
    bad_recall: float
    any_precision: float
    any_recall: float
    unmarked: float  # share of random moves without a mark
    silent_luck: float  # share of all luck on steps that reveal nothing
    boundary: float  # of that, the share on steps where the review's rollouts' end moves on
    luck: float  # all |luck|, points a game
    swings: list[tuple[int, int]]  # (game number, move)


def seed_figures(games: Sequence[GameData], index: int, seed: int) -> SeedFigures:
    groups = auc_groups(games, index)
    low, high = bootstrap_interval(groups, seed=seed)
    rows, truth = pooled_rows(games, index)
    bad = precision_recall([d.mark in BAD for d in rows], truth)
    marked = precision_recall([bool(d.mark) for d in rows], truth)
    unmarked = _ratio(sum(t and not d.mark for d, t in zip(rows, truth, strict=True)),
                      sum(truth))
    silent, boundary, luck, swings = luck_figures(games, index)
    return SeedFigures(seed, pooled_auc(groups), low, high, *bad, *marked, unmarked, silent,
                       boundary, luck, swings)


def luck_figures(games: Sequence[GameData], index: int
                 ) -> tuple[float, float, float, list[tuple[int, int]]]:
    """The share of luck on silent steps over all the games, the share of that on the steps
    where the review's rollouts started to end a span later until issue #45's second pass (a
    move number that is a multiple of SPAN), |luck| a game in points, and the silent swings."""
    quiet = edge = total = 0.0
    swings = []
    for data in games:
        steps, silent = data.reviews[index].steps, data.played.silent
        luck = sum(abs(x) for s in steps for x in unexpected(s))
        at_edge = [q and (t + 1) % SPAN == 0 for t, q in enumerate(silent)]
        quiet += silent_luck_share(steps, silent) * luck
        edge += silent_luck_share(steps, at_edge) * luck
        total += luck
        marked = {d.move for d in data.reviews[index].decisions if d.mark}
        swings += [(data.played.number, m) for m in silent_swings(steps, silent, marked)]
    return (_ratio(quiet, total) if total else 0.0, _ratio(edge, quiet),
            100 * total / max(1, len(games)), swings)


@dataclass
class Retest:
    """Two review seeds compared: accuracy differences per game and seat, marks' overlap."""

    differences: list[float]
    either: int  # moves either seed marks mistake or worse
    both: int

    def line(self, first: int, second: int) -> str:
        if not self.differences:
            return f"  retest: no accuracy in both seeds {first} and {second}"
        mean = statistics.fmean(abs(d) for d in self.differences)
        return (f"  retest, seeds {first} and {second}: accuracy |difference| mean {mean:.2f}, "
                f"largest {max(abs(d) for d in self.differences):.2f} over "
                f"{len(self.differences)} seat-games; of {self.either} moves either seed marks "
                f"mistake or worse, both mark {_percent(_ratio(self.both, self.either))}")


def retest(games: Sequence[GameData]) -> Retest:
    out = Retest([], 0, 0)
    for data in games:
        first, second = data.reviews[0], data.reviews[1]
        out.differences += [a - b for a, b in zip(first.accuracy, second.accuracy, strict=True)
                            if a is not None and b is not None]
        one, two = ({(d.seat, d.move) for d in r.decisions if d.mark in BAD}
                    for r in (first, second))
        out.either += len(one | two)
        out.both += len(one & two)
    return out


SWEEP = (0.0, 1.0, 1.5, 2.0, 2.5, 3.0, 4.0)  # --sweep: the SUREs tried


def mark_at(d: Judged, errors: float) -> str:
    """The mark the review would give if SURE were `errors`: its loss's, if the better move's
    gain is beyond that many standard errors and its margin agrees (ai.review.sure)."""
    if d.best == d.played or not sure(d.gain, d.error, d.second, errors):
        return ""
    return mark(d.loss)


def sweep_lines(games: Sequence[GameData], index: int) -> list[str]:
    """Precision and recall of the mistake-or-worse marks against injection for each SURE of
    SWEEP, from the gains and errors review `index` kept: to tune SURE on held-out games."""
    rows, truth = pooled_rows(games, index)
    out = [f"  sweep of SURE (now {SURE:g}), review seed index {index}: mistake+ marks of "
           f"seat {INJECTED_SEAT}, precision, recall"]
    for errors in SWEEP:
        flagged = [mark_at(d, errors) in BAD for d in rows]
        precision, recall = precision_recall(flagged, truth)
        out.append(f"    {errors:g} standard errors: {sum(flagged)} marks, precision "
                   f"{_num(precision, 2)}, recall {_num(recall, 2)}")
    return out


def _percent(x: float) -> str:
    return "-" if math.isnan(x) else f"{100 * x:.0f}%"


def _num(x: float, digits: int = 3) -> str:
    return "-" if math.isnan(x) else f"{x:.{digits}f}"


def review_lines(game: str, base: str, games: Sequence[GameData],
                 figures: Sequence[SeedFigures], test: Retest | None) -> list[str]:
    """The review's figures of one game and base, a line per review seed."""
    decisions = sum(len(seat_rows(d, 0)[0]) for d in games)
    random_moves = sum(len(d.played.injected) for d in games)
    same = sum(len(d.played.same) for d in games)
    stopped = sum(d.played.stopped for d in games)
    out = [f"{game}, base {base}: {len(games)} games ({stopped} stopped at the bound), seat "
           f"{INJECTED_SEAT}: {decisions} decisions, {random_moves} random moves "
           f"({same} more were the bot's own move: left out)"]
    for f in figures:
        out.append(f"  review seed {f.seed}: AUC {_num(f.auc)} ({_num(f.low)}-{_num(f.high)});"
                   f" mistake+ precision {_num(f.bad_precision, 2)} recall "
                   f"{_num(f.bad_recall, 2)}; any mark precision {_num(f.any_precision, 2)} "
                   f"recall {_num(f.any_recall, 2)}; random moves unmarked "
                   f"{_percent(f.unmarked)}")
        out.append(f"    luck on silent steps {100 * f.silent_luck:.1f}% of {f.luck:.1f} points"
                   f" a game ({_percent(f.boundary)} of it at moves that are multiples of "
                   f"{SPAN}, the old spans' starts); silent swings over {SWING:g} points: "
                   f"{len(f.swings)}"
                   + (f" (game, move: {f.swings[:8]})" if f.swings else ""))
    cpu = [r.cpu for d in games for r in d.reviews if r.cpu]
    if cpu:
        out.append(f"  CPU a review (every seat): mean {statistics.fmean(cpu):.1f} s, largest "
                   f"{max(cpu):.1f} s")
    if test is not None:
        out.append(test.line(figures[0].seed, figures[1].seed))
    return out


# -- the reference -------------------------------------------------------------------------


@dataclass
class Probe:
    """A decision the reference values: the move played, the bot's own choice (at a random
    move) and review seed 0's best (when not the move played)."""

    game: str
    base: str
    number: int
    move: int
    seat: int
    played: str
    bot: str  # "" unless a random move
    best: str  # "" when review seed 0's best is the move played
    injected: bool
    sampled: bool  # in the AUC sample (else only a mark to check)
    mark: str  # review seed 0's
    loss: float  # review seed 0's

    def moves(self) -> list[str]:
        return list(dict.fromkeys(m for m in (self.played, self.bot, self.best) if m))

    def key(self) -> str:
        return json.dumps([self.game, self.base, self.number, self.move, self.moves()])


def probes_of(data: GameData) -> list[Probe]:
    """Every decision of the game as a probe, as review seed 0 judged it."""
    played = data.played
    bots = dict(zip(played.injected, played.bot_choice, strict=True))
    out = []
    for d in data.reviews[0].decisions:
        best = "" if d.best == d.played else d.best
        out.append(Probe(played.game, played.base, played.number, d.move, d.seat, d.played,
                         bots.get(d.move, ""), best, d.move in bots, False, d.mark, d.loss))
    return out


def select_probes(games: Sequence[GameData], sample: int, marks: int,
                  rng: random.Random) -> list[Probe]:
    """The reference's decisions: half random moves, half the bot's own (filled up from the
    other kind when one is short), then the marks mistake or worse of review seed 0 (at most
    `marks`, drawn)."""
    every = [p for data in games for p in probes_of(data)]
    same = {(d.played.number, m) for d in games for m in d.played.same}
    seat0 = [p for p in every if p.seat == INJECTED_SEAT and (p.number, p.move) not in same]
    positives = [p for p in seat0 if p.injected]
    negatives = [p for p in seat0 if not p.injected]
    take = min(len(positives), max(sample // 2, sample - len(negatives)))
    chosen = rng.sample(positives, take) + rng.sample(negatives,
                                                      min(len(negatives), sample - take))
    for p in chosen:
        p.sampled = True
    picked = {(p.number, p.move) for p in chosen}
    bad = [p for p in every if p.mark in BAD and (p.number, p.move) not in picked]
    return chosen + rng.sample(bad, min(len(bad), marks))


def playout(state: State, seat: int, action: Action, spec: str, seed: int, j: int,
            steps: int) -> float:
    """One playout: sample j of the hidden information as the mover sees it, the action, then
    fresh bots seeded from j to the end (at most `steps` steps); the mover's result."""
    base = seed * 100_003 + j
    s = state.determinize(seat, random.Random(base))
    s.apply(action, log=False)
    bots = [make_bot(spec, seed=base * 31 + i, game=s.game_id) for i in range(s.num_players)]
    for _ in range(steps - 1):
        if s.is_over:
            break
        mover: int = s.current_player  # type: ignore[assignment]  # not over: a seat moves
        s.apply(bots[mover].choose(s), log=False)
    return result_share(winners_of(s), seat)


def value_moves(record: str, move: int, moves: list[str], spec: str, seed: int,
                first: int, last: int) -> dict[str, list[float]]:
    """Playouts first..last-1 of each move at the state before the record's move (1-based)."""
    rec = GameRecord.from_json(record)
    state = final_state(rec.copy(move - 1))
    seat: int = state.current_player  # type: ignore[assignment]  # a move was made there
    parse = registry.game(rec.game).parse_action
    steps = MAX_STEPS - (move - 1)
    return {m: [playout(state, seat, parse(m), spec, seed, j, steps) for j in range(first, last)]
            for m in moves}


def value_task(key: str, record: str, move: int, moves: list[str], spec: str, seed: int,
               first: int, last: int) -> tuple[str, int, dict[str, list[float]]]:
    return key, first, value_moves(record, move, moves, spec, seed, first, last)


def ref_loss(probe: Probe, values: dict[str, list[float]]) -> float:
    """The reference's loss in points: the alternative's mean result minus the move played's."""
    other = probe.bot if probe.injected else probe.best
    if not other:
        return 0.0
    return 100 * (statistics.fmean(values[other]) - statistics.fmean(values[probe.played]))


def mark_diffs(probe: Probe, values: dict[str, list[float]]) -> list[float]:
    return [b - p for b, p in zip(values[probe.best], values[probe.played], strict=True)]


@dataclass
class Reference:
    """The reference's figures on one game and base's probes."""

    auc: float
    low: float
    high: float
    review_auc: float  # review seed 0's loss on the same sample
    worse: float  # random moves the reference finds worse than the bot's own
    surely_worse: float  # and beyond the paired 95% interval
    marks: int
    confirmed: int
    refuted: int
    ref_loss_marks: float  # mean reference loss over the marks
    review_loss_marks: float


def reference_figures(probes: Sequence[Probe], values: dict[str, dict[str, list[float]]],
                      seed: int) -> Reference:
    sampled = [p for p in probes if p.sampled]
    groups = [([ref_loss(p, values[p.key()])], []) if p.injected else
              ([], [ref_loss(p, values[p.key()])]) for p in sampled]
    low, high = bootstrap_interval(groups, seed=seed)
    review_auc = auc([p.loss for p in sampled if p.injected],
                     [p.loss for p in sampled if not p.injected])
    injected = [p for p in sampled if p.injected]
    gaps = [[b - a for a, b in zip(values[p.key()][p.played], values[p.key()][p.bot],
                                   strict=True)] for p in injected]
    marks = [p for p in probes if p.mark in BAD and p.best]
    verdicts = [verdict(mark_diffs(p, values[p.key()])) for p in marks]
    return Reference(
        pooled_auc(groups), low, high, review_auc,
        _ratio(sum(statistics.fmean(g) > 0 for g in gaps), len(gaps)),
        _ratio(sum(paired_interval(g)[0] > paired_interval(g)[1] for g in gaps), len(gaps)),
        len(marks), verdicts.count("confirmed"), verdicts.count("refuted"),
        _mean([100 * statistics.fmean(mark_diffs(p, values[p.key()])) for p in marks]),
        _mean([p.loss for p in marks]))


def _mean(values: Sequence[float]) -> float:
    return statistics.fmean(values) if values else math.nan


def reference_lines(probes: Sequence[Probe], ref: Reference, playouts: int, spec: str
                    ) -> list[str]:
    sampled = [p for p in probes if p.sampled]
    random_moves = sum(p.injected for p in sampled)
    undecided = ref.marks - ref.confirmed - ref.refuted
    return [
        f"  reference: {len(sampled)} sampled decisions ({random_moves} random, "
        f"{len(sampled) - random_moves} the bot's own) and {len(probes) - len(sampled)} more "
        f"marked mistake or worse, "
        f"{playouts} playouts a move by {spec}",
        f"    AUC of the reference's loss {_num(ref.auc)} ({_num(ref.low)}-{_num(ref.high)}), "
        f"the review's (seed 0) {_num(ref.review_auc)} on the same decisions; random moves the "
        f"reference finds worse than the bot's {_percent(ref.worse)} (beyond its 95% "
        f"interval {_percent(ref.surely_worse)})",
        f"    marks mistake or worse (seed 0): {ref.marks}, confirmed {ref.confirmed} "
        f"({_percent(_ratio(ref.confirmed, ref.marks))}), refuted {ref.refuted} "
        f"({_percent(_ratio(ref.refuted, ref.marks))}), undecided {undecided}; mean loss "
        f"{_num(ref.review_loss_marks, 1)} points by the review, "
        f"{_num(ref.ref_loss_marks, 1)} by the reference"]


# -- the goals -----------------------------------------------------------------------------


@dataclass
class Column:
    """One game and base's figures, for the goals' table."""

    name: str
    figures: list[SeedFigures]
    retest: Retest | None
    reference: Reference | None = None


def goal_rows(columns: Sequence[Column], deep: bool) -> list[tuple[str, list[str]]]:
    """Each goal of issue #45 and, per column, the figure and whether it is met."""
    target = GOAL_DEEP_AUC if deep else GOAL_AUC
    return [
        (f"silent-step luck < {GOAL_SILENT_LUCK:.0%}", [_silent(c) for c in columns]),
        (f"silent swings > {SWING:g} (all seeds): 0", [_swings(c) for c in columns]),
        (f"AUC >= {target:.2f} or ref - {GOAL_AUC_SLACK:.2f}",
         [_auc_goal(c, target) for c in columns]),
        (f"mistake+ confirmed >= {GOAL_CONFIRMED:.0%}", [_confirmed(c) for c in columns]),
        (f"seeds' accuracies within {GOAL_RETEST:g}", [_retest_goal(c) for c in columns]),
    ]


def _ok(met: bool) -> str:
    return "ok" if met else "NO"


def _silent(c: Column) -> str:
    worst = max(f.silent_luck for f in c.figures)
    return f"{100 * worst:.1f}% {_ok(worst < GOAL_SILENT_LUCK)}"


def _swings(c: Column) -> str:
    count = sum(len(f.swings) for f in c.figures)
    return f"{count} {_ok(count == 0)}"


def _auc_goal(c: Column, target: float) -> str:
    """The review seeds' mean AUC against the target, or the reference's AUC where lower."""
    value = statistics.fmean(f.auc for f in c.figures)
    ceiling = c.reference.auc if c.reference is not None else math.nan
    met = value >= target or (not math.isnan(ceiling) and ceiling < target
                              and value >= ceiling - GOAL_AUC_SLACK)
    shown = f"{_num(value)} {_ok(met)}" if not math.isnan(value) else "-"
    return shown if math.isnan(ceiling) else f"{shown} (ref {ceiling:.2f})"


def _confirmed(c: Column) -> str:
    if c.reference is None or not c.reference.marks:
        return "-"
    share = c.reference.confirmed / c.reference.marks
    return f"{share:.0%} {_ok(share >= GOAL_CONFIRMED)}"


def _retest_goal(c: Column) -> str:
    if c.retest is None or not c.retest.differences:
        return "-"
    worst = max(abs(d) for d in c.retest.differences)
    return f"max {worst:.1f} {_ok(worst <= GOAL_RETEST)}"


def goal_table(columns: Sequence[Column], deep: bool) -> list[str]:
    width = max(14, *(len(c.name) + 2 for c in columns))
    out = [f"{'goal (issue #45)':<40}" + "".join(f"{c.name:>{width}}" for c in columns)]
    out += [f"{name:<40}" + "".join(f"{v:>{width}}" for v in values)
            for name, values in goal_rows(columns, deep)]
    return out


# -- the file of a run ---------------------------------------------------------------------


def run_code() -> str:
    """What must not change between two parts of a run, as bench/review_ladder.py's
    review_code (the arena's fingerprint of the bots, the review, the win-chance weights), and
    this file. (bench/review_ladder/, a folder of its logs, hides that module from mypy.)"""
    digest = hashlib.sha256(code_fingerprint().encode())
    for path in [ROOT / "ai" / "review.py", *sorted((ROOT / "ai").glob("*/win_weights.json")),
                 Path(__file__)]:
        digest.update(path.read_bytes())
    return digest.hexdigest()[:16]


def game_key(args: argparse.Namespace, game: str, base: str, number: int) -> str:
    """What makes two runs' games the same game reviewed alike."""
    return json.dumps([game, base, number, args.players, args.seed, args.rate,
                       args.review_seeds, args.time, args.iters, args.samples, args.deep,
                       args.horizon])


def probe_key(probe: Probe, args: argparse.Namespace) -> str:
    return json.dumps([probe.key(), args.playouts, args.seed, playout_spec(args, probe.base)])


def read_out(path: Path | None, code: str) -> dict[str, dict[str, Any]]:
    """The lines an earlier run of this code wrote, by key (other code's are skipped)."""
    if path is None or not path.exists():
        return {}
    done = {}
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip():
            continue
        try:
            entry = json.loads(line)
            if entry["code"] == code:
                done[entry["key"]] = entry
        except (ValueError, KeyError, TypeError) as exc:
            raise SystemExit(f"{path}, line {number}, is not a line of this bench ({exc}); "
                             f"move the file aside or name another") from None
    return done


def append_out(path: Path | None, entry: dict[str, Any]) -> None:
    if path is not None:
        with path.open("a", encoding="utf-8") as out:
            out.write(json.dumps(entry) + "\n")


# -- the run -------------------------------------------------------------------------------


def playout_spec(args: argparse.Namespace, base: str) -> str:
    return str(args.playout_bot or base)


def machine() -> str:
    with open("/proc/loadavg", encoding="ascii") as f:
        load = f.read().split()[:3]
    return f"load {' '.join(load)} on {os.cpu_count()} cores"


class Progress:
    """A line on stderr, rewritten: what is done of what, and the time."""

    def __init__(self, what: str, total: int) -> None:
        self.what, self.total, self.done, self.start = what, total, 0, time.monotonic()
        self.tty = sys.stderr.isatty()

    def step(self) -> None:
        self.done += 1
        if not self.tty and self.done * 20 // self.total == (self.done - 1) * 20 // self.total:
            return  # in a log: a line a twentieth
        start = "\r" if self.tty else ""
        sys.stderr.write(f"{start}{self.what}: {self.done}/{self.total}, "
                         f"{time.monotonic() - self.start:.0f} s")
        if self.done == self.total or not self.tty:
            sys.stderr.write("\n")
        sys.stderr.flush()


def run(pool: Executor, fn: Callable[..., Any], tasks: list[tuple[Any, ...]], what: str,
        done: Callable[[Any], None]) -> None:
    """Run the tasks on the pool with a progress line."""
    progress = Progress(what, len(tasks))

    def collect(result: Any) -> None:
        done(result)
        progress.step()

    if tasks:
        run_tasks(pool, fn, tasks, collect)


def play_and_review(pool: Executor, args: argparse.Namespace, combos: list[tuple[str, str]],
                    earlier: dict[str, dict[str, Any]], code: str
                    ) -> dict[tuple[str, str], list[GameData]]:
    """Every game of every combo, from the file or played and reviewed now."""
    found: dict[tuple[str, str, int], GameData] = {}
    todo = []
    for game, base in combos:
        for number in range(args.games):
            key = game_key(args, game, base, number)
            if key in earlier:
                found[game, base, number] = GameData.from_dict(earlier[key]["data"])
            else:
                todo.append((game, base, number, args.players, args.seed, args.rate))
    played: dict[tuple[str, str, int], Played] = {}
    run(pool, play_injected, todo, "games played",
        lambda p: played.__setitem__((p.game, p.base, p.number), p))

    def finished(data: GameData) -> None:  # written at once: an interrupted run keeps it
        p = data.played
        found[p.game, p.base, p.number] = data
        append_out(args.out, {"kind": "game", "key": game_key(args, p.game, p.base, p.number),
                              "code": code, "data": asdict(data)})

    review_all(pool, args, played, finished)
    return {(g, b): [found[g, b, n] for n in range(args.games)] for g, b in combos}


def review_all(pool: Executor, args: argparse.Namespace,
               played: dict[tuple[str, str, int], Played],
               finished: Callable[[GameData], None]) -> None:
    """Review every game with every review seed; each game to finished once all are in."""
    budget = {"iterations": float(args.iters)} if args.iters else {"seconds": args.time}
    if args.horizon is not None:
        budget["horizon"] = 0.0 if args.horizon == "end" else float(args.horizon)
    deep = args.deep
    tasks = [(p.game, p.base, p.number, p.record, seed, budget, args.samples, deep)
             for p in played.values() for seed in args.review_seeds]
    out: dict[tuple[str, str, int], dict[int, Reviewed]] = {}

    def done(result: tuple[str, str, int, Reviewed]) -> None:
        game, base, number, reviewed = result
        mine = out.setdefault((game, base, number), {})
        mine[reviewed.seed] = reviewed
        if len(mine) == len(args.review_seeds):
            finished(GameData(played[game, base, number],
                              [mine[seed] for seed in args.review_seeds]))

    run(pool, review_played, tasks, "reviews", done)


def value_probes(pool: Executor, args: argparse.Namespace, probes: list[Probe],
                 games: dict[tuple[str, str], list[GameData]],
                 earlier: dict[str, dict[str, Any]], code: str
                 ) -> tuple[dict[str, dict[str, list[float]]], int, int]:
    """Every probe's moves valued by the playouts (from the file or now); the playouts run and
    the decisions they value."""
    values: dict[str, dict[str, list[float]]] = {}
    parts: dict[str, dict[int, dict[str, list[float]]]] = {}
    records = {(d.played.game, d.played.base, d.played.number): d.played.record
               for combo in games.values() for d in combo}
    tasks, count = [], 0
    for p in probes:
        key = probe_key(p, args)
        if key in earlier or len(p.moves()) < 2:  # one move: nothing to compare
            values[p.key()] = earlier[key]["values"] if key in earlier else {}
            continue
        parts[p.key()] = {}
        count += len(p.moves()) * args.playouts
        for first in range(0, args.playouts, CHUNK):
            tasks.append((p.key(), records[p.game, p.base, p.number], p.move, p.moves(),
                          playout_spec(args, p.base), args.seed, first,
                          min(args.playouts, first + CHUNK)))

    by_key = {p.key(): p for p in probes}
    chunks = len(range(0, args.playouts, CHUNK))

    def done(result: tuple[str, int, dict[str, list[float]]]) -> None:
        key, first, valued = result
        parts[key][first] = valued
        if len(parts[key]) == chunks:  # the decision's playouts are in: written at once
            values[key] = {m: [x for f in sorted(parts[key]) for x in parts[key][f][m]]
                           for m in by_key[key].moves()}
            append_out(args.out, {"kind": "reference", "key": probe_key(by_key[key], args),
                                  "code": code, "values": values[key]})

    run(pool, value_task, tasks, "reference tasks", done)
    return values, count, len(parts)


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", default="both", choices=(*GAMES, "both"))
    parser.add_argument("--base", default="greedy", choices=(*BASES, "both"),
                        help="the bot every seat plays (seat 0 with random moves)")
    parser.add_argument("--games", type=int, default=20, help="games a game and base")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--rate", type=float, default=0.12,
                        help="share of seat 0's decisions played at random")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--review-seeds", type=int, nargs="+", default=[0, 1])
    parser.add_argument("--time", type=float, default=0.05,
                        help="the review's search seconds a decision (with --iters 0)")
    parser.add_argument("--iters", type=int, default=ITERATIONS,
                        help=f"the review's search iterations a decision (default "
                             f"{ITERATIONS}, the window's; 0: --time instead)")
    parser.add_argument("--samples", type=int, default=8, help="the review's samples a move")
    parser.add_argument("--horizon", default=None,
                        help="the review's rollouts' span in steps, or 'end' (default: the "
                             "review's own)")
    parser.add_argument("--deep", action="store_true",
                        help="the deep review (ai.review.deep_review, one process a game: "
                             "--time, --iters, --samples and --horizon do not apply)")
    parser.add_argument("--playouts", type=int, default=200, help="the reference's, a move")
    parser.add_argument("--playout-bot", default=None,
                        help="the reference's playout bot (default: the base)")
    parser.add_argument("--reference-sample", type=int, default=40,
                        help="sampled decisions a game and base (0: no reference)")
    parser.add_argument("--reference-marks", type=int, default=40,
                        help="marks mistake or worse checked, at most, a game and base")
    parser.add_argument("--jobs", type=int, default=1, help="local processes")
    parser.add_argument("--scheduler", default=None,
                        help="a Dask scheduler's address (tcp://HOST:8786) instead of --jobs")
    parser.add_argument("--out", type=Path, help="a JSON-lines file to add to and resume from")
    parser.add_argument("--sweep", action="store_true",
                        help="print the marks' precision and recall for other SUREs (tune it "
                             "on games of a --seed kept apart from the ones reported)")
    args = parser.parse_args(argv)
    _check(parser, args)
    return args


def _check(parser: argparse.ArgumentParser, args: argparse.Namespace) -> None:
    if args.games < 1 or args.playouts < 2 or not 0 < args.rate <= 1:
        parser.error("--games must be at least 1, --playouts at least 2, --rate in (0, 1]")
    for game in GAMES if args.game == "both" else (args.game,):
        rules = registry.game(game)
        if not rules.min_players <= args.players <= rules.max_players:
            parser.error(f"--players must be {rules.min_players} to {rules.max_players} for "
                         f"{rules.title}")
    if len(set(args.review_seeds)) != len(args.review_seeds):
        parser.error("--review-seeds must differ")


def references(pool: Executor, args: argparse.Namespace,
               games: dict[tuple[str, str], list[GameData]],
               earlier: dict[str, dict[str, Any]], code: str
               ) -> dict[tuple[str, str], tuple[list[Probe], Reference]]:
    """The reference's probes and figures per combo, with its time and speed printed."""
    probes = {combo: select_probes(data, args.reference_sample, args.reference_marks,
                                   random.Random(args.seed * 7_919 + i))
              for i, (combo, data) in enumerate(games.items())}
    start = time.monotonic()
    every = [p for chosen in probes.values() for p in chosen]
    values, count, now = value_probes(pool, args, every, games, earlier, code)
    seconds = time.monotonic() - start
    print(f"reference: {len(every)} decisions, {now} valued now by {count} playouts in "
          f"{seconds:.1f} s ({count / max(seconds, 1e-9):.1f} a second; "
          f"{sum(probe_key(p, args) in earlier for p in every)} from the file, the rest with "
          f"nothing to compare: the review's best is the move played)", flush=True)
    return {combo: (chosen, reference_figures(chosen, values, args.seed))
            for combo, chosen in probes.items()}


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    print(f"start: {machine()}", flush=True)
    combos = [(g, b) for g in (GAMES if args.game == "both" else (args.game,))
              for b in (BASES if args.base == "both" else (args.base,))]
    code = run_code()
    earlier = read_out(args.out, code)
    start = time.monotonic()
    with executor(args.jobs, args.scheduler) as pool:
        games = play_and_review(pool, args, combos, earlier, code)
        print(f"games and reviews: {time.monotonic() - start:.1f} s", flush=True)
        refs = (references(pool, args, games, earlier, code) if args.reference_sample > 0
                else {})
    columns = []
    for (game, base), data in games.items():
        column = combo_column(args, game, base, data)
        print("\n".join(review_lines(game, base, data, column.figures, column.retest)))
        if args.sweep:
            print("\n".join(line for i in range(len(args.review_seeds))
                            for line in sweep_lines(data, i)))
        if (game, base) in refs:
            probes, column.reference = refs[game, base]
            print("\n".join(reference_lines(probes, column.reference, args.playouts,
                                            playout_spec(args, base))))
        columns.append(column)
    print("\n".join(goal_table(columns, args.deep)))
    print(f"{time.monotonic() - start:.1f} s in all; end: {machine()}")
    return 0


def combo_column(args: argparse.Namespace, game: str, base: str,
                 data: list[GameData]) -> Column:
    figures = [seed_figures(data, i, seed) for i, seed in enumerate(args.review_seeds)]
    return Column(f"{game}/{base}", figures,
                  retest(data) if len(args.review_seeds) > 1 else None)


if __name__ == "__main__":
    sys.exit(main())
