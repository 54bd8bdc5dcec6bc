"""A tournament runner: python -m ai.arena --seats mcts,greedy --games 200 --jobs 2.

Seats are rotated between games so that no bot keeps the first-player seat; games run in
parallel processes; the report gives each entrant's wins (ties shared) with a 95% interval,
its scores and its thinking time per decision.
"""

from __future__ import annotations

import argparse
import multiprocessing as mp
import sys
import time
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from pathlib import Path

from .levels import make_bot, parse_spec
from .tournament import GameResult, play_game, schedule, summarise


def split_seats(text: str) -> list[str]:
    """'mcts:iters=500,c=1.4,greedy' -> ['mcts:iters=500,c=1.4', 'greedy']: a piece with '='
    and no ':' is one more option of the spec before it."""
    specs: list[str] = []
    for piece in (p.strip() for p in text.split(",")):
        if "=" in piece and ":" not in piece and specs:
            specs[-1] += "," + piece
        elif piece:
            specs.append(piece)
    return specs


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="python -m ai.arena", description=__doc__.split("\n\n")[0],
        epilog="Bot specs: random, greedy, greedy:temp=3, mcts, mcts:time=1.0, "
               "mcts:iters=2000,c=1.4,depth=12,workers=2, and the levels easy, normal, hard.")
    parser.add_argument("--seats", required=True,
                        help="comma-separated bot specs, one per entrant; with fewer specs than "
                             "players the last one fills the remaining seats")
    parser.add_argument("--games", type=int, default=20, help="number of games (default 20)")
    parser.add_argument("--players", type=int, default=None, help="2 to 4 (default: one per spec)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the game schedule")
    parser.add_argument("--jobs", type=int, default=1, help="games played at once (processes)")
    parser.add_argument("--records", type=Path, default=None,
                        help="directory where each game is saved as a GameRecord JSON")
    parser.add_argument("--quiet", action="store_true", help="no progress bar")
    args = parser.parse_args(argv)
    specs = split_seats(args.seats)
    if not specs:
        parser.error("--seats needs at least one bot spec")
    players = args.players if args.players is not None else max(2, len(specs))
    if not 2 <= players <= 4:
        parser.error(f"--players must be 2, 3 or 4, not {players}")
    if len(specs) > players:
        parser.error(f"{len(specs)} bot specs for {players} players")
    args.specs = specs + [specs[-1]] * (players - len(specs))
    for spec in set(args.specs):
        try:
            parse_spec(spec)
            make_bot(spec, seed=0)
        except ValueError as exc:
            parser.error(str(exc))
    if args.games < 1:
        parser.error("--games must be at least 1")
    if args.jobs < 1:
        parser.error("--jobs must be at least 1")
    return args


class ProgressBar:
    def __init__(self, total: int, quiet: bool) -> None:
        self.total = total
        self.done = 0
        self.quiet = quiet
        self.start = time.monotonic()

    def step(self) -> None:
        self.done += 1
        if self.quiet:
            return
        width = 30
        filled = width * self.done // self.total
        elapsed = time.monotonic() - self.start
        eta = elapsed / self.done * (self.total - self.done)
        sys.stderr.write(f"\r[{'#' * filled}{'.' * (width - filled)}] {self.done}/{self.total}"
                         f" games, {elapsed:6.0f}s, eta {eta:5.0f}s")
        if self.done == self.total:
            sys.stderr.write("\n")
        sys.stderr.flush()


def run(args: argparse.Namespace) -> list[GameResult]:
    games = schedule(args.games, len(args.specs), args.seed)
    keep = args.records is not None
    bar = ProgressBar(len(games), args.quiet)
    results: list[GameResult] = []
    if args.jobs == 1:
        for game, seed, rotation in games:
            results.append(play_game(args.specs, game, seed, rotation, keep))
            save(args.records, results[-1])
            bar.step()
        return results
    context = mp.get_context("spawn")
    with ProcessPoolExecutor(max_workers=args.jobs, mp_context=context) as pool:
        pending: set[Future] = {
            pool.submit(play_game, args.specs, game, seed, rotation, keep)
            for game, seed, rotation in games
        }
        try:
            while pending:
                done, pending = wait(pending, return_when=FIRST_COMPLETED)
                for future in done:
                    results.append(future.result())
                    save(args.records, results[-1])
                    bar.step()
        except BaseException:
            for future in pending:
                future.cancel()
            raise
    return sorted(results, key=lambda r: r.game)


def save(directory: Path | None, result: GameResult) -> None:
    if directory is None:
        return
    directory.mkdir(parents=True, exist_ok=True)
    (directory / f"game-{result.game + 1:04d}.json").write_text(result.record, encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    print(f"{args.games} games, {len(args.specs)} players, seed {args.seed}, jobs {args.jobs}:"
          f" {', '.join(args.specs)}", flush=True)
    try:
        results = run(args)
    except KeyboardInterrupt:
        print("\ninterrupted", file=sys.stderr)
        return 130
    for line in summarise(args.specs, results):
        print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
