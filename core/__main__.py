"""python -m core --players 3 --seed 7: a seeded game of random legal moves, log and score."""

from __future__ import annotations

import argparse
import random
import sys

from .event import Event
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


def play_random_game(players: int, seed: int, out=sys.stdout) -> GameRecord:
    """Play random legal moves (seeded) and print the log and the final breakdown."""
    seats = [f"Seat {i + 1}" for i in range(players)]
    record, state = GameRecord.start(players, seed, seats)
    chooser = random.Random(seed)
    mats = ", ".join(f"{s} mat {m}" for s, m in zip(seats, record.setup, strict=True))
    print(f"Riverboat, {players} players, seed {seed}: {mats}", file=out)
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


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m core", description=__doc__)
    parser.add_argument("--players", type=int, default=3, choices=(2, 3, 4))
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--record", help="also save the game record (JSON) to this file")
    args = parser.parse_args(argv)
    record = play_random_game(args.players, args.seed)
    if args.record:
        with open(args.record, "w", encoding="utf-8") as fh:
            fh.write(record.to_json())
    return 0


if __name__ == "__main__":
    sys.exit(main())
