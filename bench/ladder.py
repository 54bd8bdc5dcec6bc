"""Rated levels: the levels play their neighbours on a ladder and one Elo scale is fitted.

    python bench/ladder.py [--game GAME|all]
                           [--ladder random,easy,greedy,normal,hard] [--games 40]
                           [--seed 1] [--jobs 1 | --scheduler tcp://HOST:8786]
                           [--logs runs/ladder] [--no-play] [--write]

For each game, each pair of neighbours on the ladder plays `games` seeded 2-player games with
the seats rotated, through the arena (ai.lab.arena: the same games, executor and log). Each pair's
games go to its own arena log in --logs, so a run cut off goes on where it stopped, and a pair
already complete is not played again; --no-play fits the logs as they are. The fit
(ai.rating: Bradley-Terry on the Elo scale, one virtual tie a pair, 95% intervals from the
observed information) is anchored at the ladder's first entrant = 0. Printed per game: each
pair's games and score, then each entrant's games, rating and interval. --write writes the
ratings for the window to ai/<game>/level_ratings.json (ai.level_ratings).
The ladder's order is the arena's (docs/ai.md, "Measured strength"): Easy, the greedy bot at a
temperature, wins about a quarter of its games against Greedy and nearly all against Random.
"""

from __future__ import annotations

import argparse
import shlex
import signal
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from ai.lab import arena  # noqa: E402
from ai.lab.arena_log import ArenaLogError, RunHeader, code_fingerprint, read_log  # noqa: E402
from ai.lab.bots import make_bot  # noqa: E402
from ai.lab.executor import NoCluster  # noqa: E402
from ai.lab.tournament import GameResult  # noqa: E402
from ai.level_ratings import (  # noqa: E402
    LevelRatings,
    PairGames,
    ratings_path,
    write_ratings,
)
from ai.rating import Rating, RatingError, Result, fit  # noqa: E402
from ai.registry import KNOWLEDGE  # noqa: E402

GAMES = tuple(KNOWLEDGE)  # every game the bots know (ai/registry.py)
LADDER = "random,easy,greedy,normal,hard"
ROOT = Path(__file__).resolve().parent.parent


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python bench/ladder.py",
                                     description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", default="all", choices=[*GAMES, "all"],
                        help="a game, or all of them (default)")
    parser.add_argument("--ladder", default=LADDER,
                        help=f"entrants from weakest to strongest (default {LADDER})")
    parser.add_argument("--games", type=int, default=40, help="games a pair (default 40)")
    parser.add_argument("--seed", type=int, default=1, help="seed of every pair's schedule")
    parser.add_argument("--jobs", type=int, default=1, help="games played at once (processes)")
    parser.add_argument("--scheduler", default=None, help="a Dask scheduler's address")
    parser.add_argument("--logs", type=Path, default=ROOT / "runs" / "ladder",
                        help="folder of the pairs' arena logs (default runs/ladder)")
    parser.add_argument("--no-play", action="store_true",
                        help="play nothing: fit the games the logs hold")
    parser.add_argument("--write", action="store_true",
                        help="write ai/<game>/level_ratings.json")
    args = parser.parse_args(argv)
    args.entrants = [word.strip().lower() for word in args.ladder.split(",") if word.strip()]
    if len(args.entrants) < 2 or len(set(args.entrants)) != len(args.entrants):
        parser.error("--ladder needs two or more different bot specs")
    for game in games_of(args):
        for spec in args.entrants:
            try:
                make_bot(spec, seed=0, game=game)
            except ValueError as exc:
                parser.error(str(exc))
    if args.games < 1 or args.jobs < 1:
        parser.error("--games and --jobs must be at least 1")
    return args


def games_of(args: argparse.Namespace) -> tuple[str, ...]:
    return GAMES if args.game == "all" else (args.game,)


def pairs(entrants: list[str]) -> list[tuple[str, str]]:
    """Each entrant with the next one up the ladder."""
    return list(zip(entrants, entrants[1:], strict=False))


def log_path(logs: Path, game: str, pair: tuple[str, str]) -> Path:
    """The pair's arena log: one file a game and pair ('riverboat-easy-vs-greedy.jsonl')."""
    safe = [spec.replace(":", "_").replace(",", "_").replace("=", "") for spec in pair]
    return logs / f"{game}-{safe[0]}-vs-{safe[1]}.jsonl"


def arena_args(args: argparse.Namespace, game: str, pair: tuple[str, str]) -> argparse.Namespace:
    """What ai.lab.arena.run takes for this pair's match."""
    return argparse.Namespace(game=game, specs=list(pair), games=args.games, seed=args.seed,
                              jobs=args.jobs, scheduler=args.scheduler, records=None,
                              quiet=True, log=log_path(args.logs, game, pair))


def play_pair(args: argparse.Namespace, game: str, pair: tuple[str, str],
              results: list[GameResult]) -> None:
    """Put into results the pair's games: those its log holds, then (unless --no-play) the
    rest, each logged as it ends (so an interrupt keeps them, here and in the log)."""
    match = arena_args(args, game, pair)
    if args.no_play:
        if match.log.exists():
            header = RunHeader(game, pair, args.seed, code_fingerprint())
            results.extend(read_log(match.log, header))
        return
    log = arena.open_log(match, results)
    start = time.monotonic()
    try:
        arena.run(match, results, log)
    finally:
        print(f"  {game} {pair[0]} vs {pair[1]}: {len(results)} games"
              f" ({time.monotonic() - start:.0f} s this run)", flush=True)


def as_results(pair: tuple[str, str], games: list[GameResult]) -> list[Result]:
    return [Result(pair[0], pair[1], game.wins[0]) for game in games]


def report(game: str, played: dict[tuple[str, str], list[GameResult]],
           ratings: dict[str, Rating], ladder: list[str]) -> list[str]:
    """The pairs' scores and the entrants' table."""
    lines = [f"{game}: pairs (games, the stronger's score, its step up with a 95% interval)"]
    for (low, high), games in played.items():
        won = sum(g.wins[1] for g in games)
        if not games:
            lines.append(f"  {low} vs {high}: 0 games")
            continue
        step = fit(as_results((low, high), games), anchor=low)[high]
        lines.append(f"  {low} vs {high}: {len(games)} games, {high} {won:g}"
                     f" = {100 * won / len(games):.1f}%, step {step.rating:+.0f}"
                     f" [{step.low:+.0f}, {step.high:+.0f}]")
    lines.append(f"{'entrant':<12} {'games':>5} {'rating':>7}  95% interval")
    for name in ladder:
        if name in ratings:
            r = ratings[name]
            lines.append(f"{name:<12} {r.games:>5} {r.rating:>7.0f}  [{r.low:.0f}, {r.high:.0f}]")
        else:
            lines.append(f"{name:<12} {0:>5} {'-':>7}  not rated: no games with its neighbours")
    return lines


def linked(ladder: list[str], played: dict[tuple[str, str], list[GameResult]]) -> list[str]:
    """The ladder's entrants from the anchor up to the first pair with no games."""
    kept = ladder[:1]
    for pair in pairs(ladder):
        if not played.get(pair):
            break
        kept.append(pair[1])
    return kept


def rate_game(args: argparse.Namespace, game: str, command: str) -> None:
    """Play the game's ladder, print its table and (with --write, once every pair has had its
    turn) write its ratings; an interrupt still prints what the logs hold."""
    played: dict[tuple[str, str], list[GameResult]] = {}
    try:
        for pair in pairs(args.entrants):
            played[pair] = []
            play_pair(args, game, pair, played[pair])
    except BaseException:
        show(game, played, args.entrants)
        raise
    rated, ratings = show(game, played, args.entrants)
    if args.write and ratings:
        table = LevelRatings.from_fit(game, rated, ratings, pair_games(played, rated),
                                      time.strftime("%Y-%m-%d", time.gmtime()), command)
        path = ratings_path(game)
        write_ratings(path, table)
        print(f"wrote {path}", flush=True)


def show(game: str, played: dict[tuple[str, str], list[GameResult]],
         ladder: list[str]) -> tuple[list[str], dict[str, Rating]]:
    """Fit the linked entrants, print the table; the entrants rated and their ratings."""
    rated = linked(ladder, played)
    results = [r for pair in pairs(rated) for r in as_results(pair, played[pair])]
    ratings = fit(results, anchor=rated[0]) if results else {}
    print("\n".join(report(game, played, ratings, ladder)), flush=True)
    return rated, ratings


def pair_games(played: dict[tuple[str, str], list[GameResult]],
               rated: list[str]) -> tuple[PairGames, ...]:
    return tuple(PairGames(low, high, len(played[(low, high)]),
                           sum(g.wins[1] for g in played[(low, high)]))
                 for low, high in pairs(rated))


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    command = "python bench/ladder.py " + shlex.join(sys.argv[1:] if argv is None else argv)
    signal.signal(signal.SIGTERM, arena._interrupt)
    try:
        for game in games_of(args):
            rate_game(args, game, command)
    except (ArenaLogError, NoCluster, RatingError, OSError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("interrupted: the logs keep every finished game; run again to go on", flush=True)
        return 130
    return 0


if __name__ == "__main__":
    sys.exit(main())
