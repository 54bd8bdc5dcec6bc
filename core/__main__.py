"""python -m core --game riverboat --players 3 --seed 7: a seeded game of random legal moves.

It prints the log, line by line, and the final breakdown by category; any registered game.
"""

from __future__ import annotations

import argparse
import random
import sys
from typing import TextIO

from . import registry
from .event import Event
from .files import write_text_atomically
from .game import State
from .record import GameRecord


def format_event(event: Event, seats: list[str]) -> str:
    who = "table" if event.seat is None else seats[event.seat]
    vp = f"  [+{event.vp} VP]" if event.vp else ""
    return f"R{event.round} {event.phase:<24} {who:<7} {event.text}{vp}"


def format_breakdown(state: State, seats: list[str]) -> str:
    """The final breakdown: one row per category, then the totals and the winners."""
    outcome = state.outcome()
    if outcome is None:
        return "The game is not over."
    rows = [*outcome.categories, "total"]
    width = max(len(c) for c in rows)
    lines = [" " * width + "".join(f"{name:>9}" for name in seats)]
    for category in outcome.categories:
        row = "".join(f"{b[category]:>9}" for b in outcome.breakdown)
        lines.append(f"{category:<{width}}{row}")
    lines.append(f"{'total':<{width}}" + "".join(f"{v:>9}" for v in outcome.scores))
    winners = " and ".join(seats[i] for i in outcome.winners)
    lines.append(f"Winner: {winners}")
    return "\n".join(lines)


def play_random_game(players: int, seed: int, out: TextIO | None = None,
                     game: str = registry.DEFAULT) -> GameRecord:
    """Play random legal moves (seeded) and print the log and the final breakdown."""
    out = sys.stdout if out is None else out  # looked up now: tests capture sys.stdout
    seats = [f"Seat {i + 1}" for i in range(players)]
    record, state = GameRecord.start(players, seed, seats, game=game)
    rules = registry.game(game)
    setup = "" if rules.describe_setup is None else ": " + rules.describe_setup(record.setup, seats)
    print(f"{rules.title}, {players} players, seed {seed}{setup}", file=out)
    chooser = random.Random(seed)
    while not state.is_over:
        action = chooser.choice(state.legal_actions())
        seat = seats[state.current_player]  # type: ignore[index]  # the game is not over: a seat is to move
        print(f"{'':>32}{seat} chooses: {action}", file=out)
        for event in state.apply(action):
            print(format_event(event, seats), file=out)
        record.actions.append(str(action))
    print(file=out)
    print(format_breakdown(state, seats), file=out)
    return record


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python -m core", description=__doc__.split("\n")[0])
    parser.add_argument("--game", default=registry.DEFAULT, choices=sorted(registry.GAMES),
                        help=f"the game's id (default {registry.DEFAULT})")
    parser.add_argument("--players", type=int, default=None,
                        help="number of seats (default 3, or the nearest the game allows)")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--record", help="also save the game record (JSON) to this file")
    args = parser.parse_args(argv)
    rules = registry.game(args.game)
    fewest, most = rules.min_players, rules.max_players
    if args.players is None:
        args.players = min(max(3, fewest), most)
    if not fewest <= args.players <= most:
        parser.error(f"{rules.title} is for {fewest} to {most} players, not {args.players}")
    return args


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    try:
        record = play_random_game(args.players, args.seed, game=args.game)
    except ValueError as exc:  # a seed out of range: the game says why
        print(f"python -m core: error: {exc}", file=sys.stderr)
        return 2
    if args.record:
        try:
            write_text_atomically(args.record, record.to_json())
        except OSError as exc:
            print(f"python -m core: error: cannot write {args.record}: {exc.strerror or exc}",
                  file=sys.stderr)
            return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
