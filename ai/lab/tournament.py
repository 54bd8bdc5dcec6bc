"""Playing bots against each other: one game, a schedule of games, and their statistics."""

from __future__ import annotations

import math
import statistics
import time
from dataclasses import dataclass, field

from core import registry
from core.record import GameRecord

from ..bound import MAX_STEPS
from .bots import make_bot


@dataclass
class GameResult:
    """One finished game, told per entrant (an entrant is a position in the --seats list)."""

    game: int
    seats: list[int]  # seats[s] = the entrant sitting at seat s
    scores: list[int]  # by entrant
    wins: list[float]  # by entrant: 1 for a sole winner, 1/k for k tied winners
    think: list[list[float]]  # by entrant: seconds of each decision it was asked for
    record: str = ""  # GameRecord JSON, when asked for
    stopped: bool = False  # stopped at the bound on a game's length, scored as it stood


def schedule(games: int, players: int, seed: int) -> list[tuple[int, int, int]]:
    """(game number, game seed, rotation): each seed is played with every rotation of the
    entrants in turn, so no entrant keeps a seat or the first-player advantage."""
    return [(g, seed * 1_000_003 + g // players, g % players) for g in range(games)]


def play_game(specs: list[str], game: int, game_seed: int, rotation: int,
              keep_record: bool = False, game_id: str = registry.DEFAULT,
              max_steps: int = MAX_STEPS) -> GameResult:
    """Play game number `game` of `game_id`; entrant e sits at seat (e + rotation) % players.

    A game still going after max_steps decisions (ai.bound) is stopped and scored as it
    stands: each seat's score is the game's running score then, and the best shares the win,
    as at an end by the rules; the result says it was stopped."""
    n = len(specs)
    seats = [(s - rotation) % n for s in range(n)]  # seats[s] = entrant at seat s
    bots = [make_bot(specs[e], seed=game_seed * 31 + e, game=game_id) for e in seats]
    names = [f"{specs[e]} (entrant {e + 1})" for e in seats]
    record, state = GameRecord.start(n, game_seed, seats=names, game=game_id)
    think: list[list[float]] = [[] for _ in range(n)]
    try:
        while not state.is_over and len(record.actions) < max_steps:
            seat: int = state.current_player  # type: ignore[assignment]  # not over: a seat moves
            start = time.perf_counter()
            action = bots[seat].choose(state)
            think[seats[seat]].append(time.perf_counter() - start)
            state.apply(action, log=False)
            record.actions.append(str(action))
    finally:
        for bot in bots:
            close = getattr(bot, "close", None)
            if close is not None:
                close()
    outcome = state.outcome()
    final = list(outcome.scores) if outcome is not None else state.scores
    best = max(final)
    winners = [seat for seat, score in enumerate(final) if score == best]
    scores = [0] * n
    wins = [0.0] * n
    for seat, entrant in enumerate(seats):
        scores[entrant] = final[seat]
        if seat in winners:
            wins[entrant] = 1.0 / len(winners)
    return GameResult(game, seats, scores, wins, think, record.to_json() if keep_record else "",
                      stopped=outcome is None)


@dataclass
class EntrantStats:
    spec: str
    wins: float = 0.0
    games: int = 0
    scores: list[int] = field(default_factory=list)
    think: list[float] = field(default_factory=list)

    def add(self, result: GameResult, entrant: int) -> None:
        self.games += 1
        self.wins += result.wins[entrant]
        self.scores.append(result.scores[entrant])
        self.think.extend(result.think[entrant])

    def interval(self) -> tuple[float, float]:
        """95% Wilson interval of the win rate (shared wins count as fractions)."""
        return wilson(self.wins, self.games)

    def line(self) -> str:
        if not self.games:
            return f"{self.spec}: no games"
        low, high = self.interval()
        think = self.think or [0.0]
        return (
            f"{self.spec:<28} wins {self.wins:6.1f}/{self.games}"
            f" = {100 * self.wins / self.games:5.1f}% [95% CI {100 * low:4.1f}-{100 * high:4.1f}]"
            f"  score mean {statistics.mean(self.scores):6.1f} median"
            f" {statistics.median(self.scores):6.1f}"
            f"  think mean {statistics.mean(think):6.3f}s max {max(think):6.3f}s"
        )


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def summarise(specs: list[str], results: list[GameResult]) -> list[str]:
    """The report: one line per entrant and the mean winning score."""
    stats = [EntrantStats(f"{e + 1}. {spec}") for e, spec in enumerate(specs)]
    winning = []
    for result in results:
        for e, s in enumerate(stats):
            s.add(result, e)
        winning.append(max(result.scores))
    lines = [s.line() for s in stats]
    if winning:
        lines.append(f"mean winning score {statistics.mean(winning):.1f}"
                     f" (median {statistics.median(winning):.1f}) over {len(results)} games")
    stopped = sum(r.stopped for r in results)
    if stopped:
        lines.append(f"{stopped} of {len(results)} games stopped at the bound of {MAX_STEPS:,} "
                     "decisions, each scored as it stood: the running scores then, the best "
                     "sharing the win")
    return lines
