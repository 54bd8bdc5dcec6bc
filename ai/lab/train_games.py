"""Seeded self-play games for the fits of ai.lab.train: every position before a decision, with
each seat's evaluation terms, the game's progress and the final scores.

The games are scheduled from a seed (game, players, game seed, bot per seat) and played through
the executor (ai/lab/executor.py), locally or on a Dask cluster; the rows come back in the
schedule's order, so the same seed gives the same positions whatever --jobs or --scheduler.
"""

from __future__ import annotations

import random
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass, field

from core import registry

from ..bound import MAX_STEPS
from ..registry import knowledge_of
from .bots import make_bot
from .executor import executor, run_tasks

BOTS = ("greedy", "greedy:temp=0.5", "greedy:temp=1", "greedy:temp=2")
HELD_OUT_SEED = 7_919  # held-out games use seeds far from the training games'


@dataclass
class Positions:
    """Rows of one or more games: a row is one seat at one position."""

    buckets: list[str] = field(default_factory=list)
    rows: list[list[float]] = field(default_factory=list)
    targets: list[float] = field(default_factory=list)
    plies: list[float] = field(default_factory=list)  # how far into its game (0 to 1)
    positions: list[int] = field(default_factory=list)  # rows of one position share a number
    progress: list[float] = field(default_factory=list)  # the knowledge's progress (0 to 1)
    seeds: list[int] = field(default_factory=list)  # the seed of the row's game

    def extend(self, other: Positions) -> None:
        offset = self.positions[-1] + 1 if self.positions else 0
        self.buckets += other.buckets
        self.rows += other.rows
        self.targets += other.targets
        self.plies += other.plies
        self.positions += [offset + p for p in other.positions]
        self.progress += other.progress
        self.seeds += other.seeds


def self_play(game: str, players: int, seed: int, specs: Sequence[str]) -> Positions:
    """One game: every position before a decision, each seat's terms and final score; none
    from a game stopped at the bound on a game's length (it has no final score)."""
    knowledge = knowledge_of(game)
    state = registry.game(game).new_game(players, seed, None)
    bots = [make_bot(spec, seed=seed * 7 + i, game=game) for i, spec in enumerate(specs)]
    seen: list[tuple[str, list[list[float]]]] = []
    progress: list[float] = []
    while not state.is_over and len(seen) < MAX_STEPS:
        seen.append(knowledge.terms(state))
        progress.append(knowledge.progress(state))
        seat: int = state.current_player  # type: ignore[assignment]  # not over: a seat moves
        state.apply(bots[seat].choose(state), log=False)
    out = Positions()
    if not state.is_over:  # stopped at the bound (ai.bound): no final score to learn from
        return out
    for ply, (bucket, rows) in enumerate(seen):
        for seat, row in enumerate(rows):
            out.buckets.append(bucket)
            out.rows.append(row)
            out.targets.append(float(state.scores[seat]))
            out.plies.append(ply / len(seen))
            out.positions.append(ply)
            out.progress.append(progress[ply])
            out.seeds.append(seed)
    return out


def schedule(game: str, games: int, seed: int, players: Sequence[int],
             bots: Sequence[str], mirror: bool = False) -> list[tuple[str, int, int, list[str]]]:
    """(game, players, game seed, bot per seat) of each game, all drawn from the seed; with
    mirror every seat of a game is the same bot (drawn per game)."""
    rng = random.Random(seed)
    tasks = []
    for g in range(games):
        n = players[g % len(players)]
        seats = [rng.choice(bots)] * n if mirror else [rng.choice(bots) for _ in range(n)]
        tasks.append((game, n, seed * 1_000_003 + g, seats))
    return tasks


class Bar:
    """A progress bar on stderr: redrawn on a terminal, a line every tenth otherwise."""

    def __init__(self, label: str, total: int, quiet: bool) -> None:
        self.label, self.total, self.quiet = label, total, quiet
        self.done = 0
        self.start = time.monotonic()
        self.tty = sys.stderr.isatty()

    def step(self) -> None:
        self.done += 1
        if self.quiet:
            return
        elapsed = time.monotonic() - self.start
        eta = elapsed / self.done * (self.total - self.done)
        text = f"{self.label}: {self.done}/{self.total} games, {elapsed:.0f} s, eta {eta:.0f} s"
        if self.tty:
            filled = 30 * self.done // self.total
            end = "\n" if self.done == self.total else ""
            sys.stderr.write(f"\r[{'#' * filled}{'.' * (30 - filled)}] {text}{end}")
        elif self.done == self.total or self.done % max(1, self.total // 10) == 0:
            sys.stderr.write(text + "\n")
        sys.stderr.flush()


def generate(tasks: list[tuple[str, int, int, list[str]]], jobs: int, scheduler: str | None,
             label: str, quiet: bool) -> Positions:
    """Play the games through the executor; the rows come back in the schedule's order."""
    results: dict[int, Positions] = {}
    bar = Bar(label, len(tasks), quiet)
    order = {task[2]: i for i, task in enumerate(tasks)}

    def done(result: tuple[int, Positions]) -> None:
        results[order[result[0]]] = result[1]
        bar.step()

    with executor(jobs, scheduler) as pool:
        run_tasks(pool, _play_task, tasks, done)
    out = Positions()
    for i in range(len(tasks)):
        out.extend(results[i])
    return out


def _play_task(game: str, players: int, seed: int, specs: list[str]) -> tuple[int, Positions]:
    return seed, self_play(game, players, seed, specs)
