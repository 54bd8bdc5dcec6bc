"""A library of games for the Games window's pictures and checks: bots play every seat (the
seat kept as 'you' by the greedy bot), quickly, against Easy, random and a Match-me spec.

    python tools/demo_library.py DATA_DIR [--games 14]

Every record is a real game: its actions replay; the human seat's moves were a bot's.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from ai import make_bot  # noqa: E402
from core import GameRecord  # noqa: E402
from riverboat_qt.registry import game_ids  # noqa: E402
from riverboat_qt.shell.library import MATCH_ME, STARTED, Library, parse_time  # noqa: E402
from riverboat_qt.shell.seats import SeatConfig, seat_labels, seats_meta  # noqa: E402

OPPONENTS = ("Easy", "random", "greedy:temp=0.25", "Easy")  # a Match-me spec near Easy
GAMES = tuple(game_ids())  # the window's games; the first two share the demo


def play(game: str, opponent: str, seed: int, day: int, players: int = 2) -> GameRecord:
    """One game to the end: seat 0 'you' (greedy), the others `opponent`."""
    seats = [SeatConfig(True)] + [SeatConfig(False, opponent)] * (players - 1)
    record, state = GameRecord.start(players, seed, seat_labels(seats), game=game)
    bots = [make_bot("greedy:temp=0.3", seed=seed, game=game)] + [
        make_bot(opponent.lower(), seed=seed + k, game=game) for k in range(1, players)]
    while not state.is_over:
        seat = state.current_player
        action = bots[seat if seat is not None else 0].choose(state.clone())
        state.apply(action, log=False)
        record.actions.append(str(action))
    record.meta = {"app": "riverboat-qt", "seats": seats_meta(seats),
                   STARTED: f"2026-11-{day:02d}T{18 + seed % 4}:{10 + seed % 40}:00Z"}
    if ":" in opponent:
        record.meta[MATCH_ME] = {"seats": list(range(1, players)), "rating": 850.0,
                                 "spec": opponent}
    return record


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("folder", type=Path)
    parser.add_argument("--games", type=int, default=14)
    args = parser.parse_args()
    library = Library.of(args.folder, GAMES)
    for k in range(args.games):
        game = GAMES[k % 3 == 2]
        record = play(game, OPPONENTS[k % len(OPPONENTS)], 100 + k, 1 + k, 2 + (k % 5 == 4))
        start = parse_time(record.meta[STARTED]) or 0.0
        ended = time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(start + 9 * len(record.actions)))
        print(library.keep(record, ended).name, game, record.meta["seats"][1].get("level"))
    return 0


if __name__ == "__main__":
    sys.exit(main())
