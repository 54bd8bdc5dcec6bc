"""A tournament runner: python -m ai.lab.arena --game riverboat --seats mcts,greedy --games 200.

Seats are rotated between games so that no bot keeps the first-player seat; games run in
parallel processes; the report gives each entrant's wins (ties shared) with a 95% interval,
its scores and its thinking time per decision.
"""

from __future__ import annotations

import argparse
import os
import signal
import sys
import tempfile
import time
from pathlib import Path

from core import registry

from ..learned import InvalidWeights
from .arena_log import ArenaLogError, LogWriter, RunHeader, code_fingerprint, loads, read_log
from .bots import make_bot, parse_spec
from .executor import NoCluster, executor, run_tasks
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
        prog="python -m ai.lab.arena", description=__doc__.split("\n\n")[0],
        epilog="Bot specs: random, greedy, greedy:temp=3, mcts, mcts:time=1.0, "
               "mcts:iters=2000,depth=12,workers=2, "
               "mcts:time=1.0,cheap=cultivate+bonus_worker,cheap_iters=0 (a budget of its own "
               "for those decision kinds), and the levels easy, normal, hard.")
    parser.add_argument("--seats", required=True,
                        help="comma-separated bot specs, one per entrant; with fewer specs than "
                             "players the last one fills the remaining seats")
    parser.add_argument("--game", default=registry.DEFAULT, choices=sorted(registry.GAMES),
                        help=f"the game's id (default {registry.DEFAULT})")
    parser.add_argument("--games", type=int, default=20, help="number of games (default 20)")
    parser.add_argument("--players", type=int, default=None,
                        help="seats, within the game's range (default: one per spec)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the game schedule")
    parser.add_argument("--jobs", type=int, default=1, help="games played at once (processes)")
    parser.add_argument("--scheduler", default=None,
                        help="a Dask scheduler's address (tcp://HOST:8786): the games go to its "
                             "workers instead of --jobs (optional extra [cluster])")
    parser.add_argument("--records", type=records_folder, default=None,
                        help="directory where each game is saved as a GameRecord JSON")
    parser.add_argument("--log", type=Path, default=None,
                        help="a JSON-lines file of finished games: a run with the same seats, "
                             "game, seed and code goes on where it stopped, and the report "
                             "covers every game of the log")
    parser.add_argument("--quiet", action="store_true", help="no progress bar")
    args = parser.parse_args(argv)
    specs = split_seats(args.seats)
    if not specs:
        parser.error("--seats needs at least one bot spec")
    rules = registry.game(args.game)
    fewest, most = rules.min_players, rules.max_players
    players = args.players if args.players is not None else max(fewest, len(specs))
    if not fewest <= players <= most:
        parser.error(f"--players must be {fewest} to {most} for {rules.title}, not {players}")
    if len(specs) > players:
        parser.error(f"{len(specs)} bot specs for {players} players")
    args.specs = specs + [specs[-1]] * (players - len(specs))
    problem = args.records and unwritable_folder(args.records)
    if problem:
        parser.error(f"--records: {problem}")
    for spec in set(args.specs):
        try:
            parse_spec(spec, args.game)
            make_bot(spec, seed=0, game=args.game)
        except ValueError as exc:
            parser.error(str(exc))
    if args.games < 1:
        parser.error("--games must be at least 1")
    if args.jobs < 1:
        parser.error("--jobs must be at least 1")
    return args


def records_folder(text: str) -> Path:
    """--records' folder; an empty name is refused (it would be the current folder)."""
    if not text.strip():
        raise argparse.ArgumentTypeError("the folder's name is empty (to write the records "
                                         "here, say so: --records .)")
    return Path(text)


def unwritable_folder(folder: Path) -> str | None:
    """Why the records could not be written into folder, found before a game is played: a
    file on the way, a link to nowhere, a folder that refuses files. Makes the folder."""
    if folder.exists() and not folder.is_dir():
        return f"{folder} is a file, not a folder for the games' records"
    if folder.is_symlink() and not folder.exists():
        return f"{folder} is a link to {os.readlink(folder)}, which does not exist"
    try:
        folder.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryFile(dir=folder):
            pass
    except OSError as exc:
        return f"no record can be written into {folder}: {exc.strerror or exc}"
    return None


class ProgressBar:
    """A bar on a terminal; one line per game (with the running wins) in a log file."""

    def __init__(self, total: int, quiet: bool, specs: list[str]) -> None:
        self.total = total
        self.done = 0
        self.quiet = quiet
        self.wins = [0.0] * len(specs)
        self.start = time.monotonic()
        self.tty = sys.stderr.isatty()

    def step(self, result: GameResult) -> None:
        self.done += 1
        self.wins = [w + x for w, x in zip(self.wins, result.wins, strict=True)]
        if self.quiet:
            return
        elapsed = time.monotonic() - self.start
        eta = elapsed / self.done * (self.total - self.done)
        status = f"{self.done}/{self.total} games, {elapsed:6.0f}s, eta {eta:5.0f}s"
        if not self.tty:
            wins = " ".join(f"{w:g}" for w in self.wins)
            sys.stderr.write(f"{status}; game {result.game + 1} scores {result.scores};"
                             f" wins so far {wins}\n")
        else:
            width = 30
            filled = width * self.done // self.total
            sys.stderr.write(f"\r[{'#' * filled}{'.' * (width - filled)}] {status}")
            if self.done == self.total:
                sys.stderr.write("\n")
        sys.stderr.flush()


def run(args: argparse.Namespace, results: list[GameResult],
        log: LogWriter | None = None) -> None:
    """Play the games not yet in results, appending each result as it comes (so an
    interrupted run keeps them, in the log too), through the executor: this process, --jobs
    local processes or a Dask --scheduler."""
    played = {r.game for r in results}
    games = [g for g in schedule(args.games, len(args.specs), args.seed) if g[0] not in played]
    keep = args.records is not None
    bar = ProgressBar(len(games), args.quiet, args.specs)

    def done(result: GameResult) -> None:
        results.append(result)
        if log is not None:
            log.add(result)
        save(args.records, result)
        bar.step(result)

    tasks = [(args.specs, game, seed, rotation, keep, args.game) for game, seed, rotation in games]
    with executor(args.jobs, args.scheduler) as pool:
        run_tasks(pool, play_game, tasks, done)
    results.sort(key=lambda r: r.game)


def save(directory: Path | None, result: GameResult) -> None:
    if directory is None:
        return
    directory.mkdir(parents=True, exist_ok=True)
    (directory / f"game-{result.game + 1:04d}.json").write_text(result.record, encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    where = f"scheduler {args.scheduler}" if args.scheduler else f"jobs {args.jobs}"
    print(f"{args.games} games of {registry.game(args.game).title}, {len(args.specs)} players,"
          f" seed {args.seed}, {where}: {', '.join(args.specs)}", flush=True)
    signal.signal(signal.SIGTERM, _interrupt)
    results: list[GameResult] = []
    try:
        log = open_log(args, results)
        run(args, results, log)
    except (ArenaLogError, NoCluster, InvalidWeights) as exc:  # weights: a learned bot's
        print(f"error: {exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print(f"\ninterrupted: the report covers the {len(results)} games finished", flush=True)
        if not results:
            return 130
    for line in summarise(args.specs, results) + load_range(args.log):
        print(line)
    return 0


def load_range(log: Path | None) -> list[str]:
    """The report's line on the machine's load while the log's games were played."""
    if log is None or not log.exists():
        return []
    try:
        load = loads(log)
    except ArenaLogError as exc:  # grown past its cap in this run, say: the games are kept
        return [f"no load average: {exc}"]
    return [f"load average (1 min) when each game ended: {min(load):.1f}-{max(load):.1f}"
            ] if load else []


def open_log(args: argparse.Namespace, results: list[GameResult]) -> LogWriter | None:
    """The writer of --log, after putting the games it already holds into results."""
    if args.log is None:
        return None
    header = RunHeader(args.game, tuple(args.specs), args.seed, code_fingerprint())
    resuming = args.log.exists()
    if resuming:
        results.extend(read_log(args.log, header))
        print(f"{len(results)} games already in {args.log}; playing the rest", flush=True)
    return LogWriter(args.log, header, fresh=not resuming)


def _interrupt(signum: int, frame: object) -> None:
    raise KeyboardInterrupt


if __name__ == "__main__":
    sys.exit(main())
