"""Engine speed: complete random games per second and actions per second, by player count.

Run: .venv/bin/python bench/engine.py [--game riverboat] [--seconds 5]
Any registered game (core.registry), through the contract only; Riverboat by default.
Each game picks uniformly among state.legal_actions() at every decision (the full list is
generated each time, as a bot would), without the log.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import core  # noqa: E402
from core import registry  # noqa: E402


def run(players: int, seconds: float, game: str) -> tuple[float, float, int]:
    games = actions = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        state = core.new_game(players, seed=games, game=game)
        chooser = random.Random(games)
        while not state.is_over:
            state.apply(chooser.choice(state.legal_actions()), log=False)
            actions += 1
        games += 1
    elapsed = time.perf_counter() - start
    return games / elapsed, actions / elapsed, games


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--game", default=registry.DEFAULT, choices=sorted(registry.GAMES),
                        help=f"the game's id (default {registry.DEFAULT})")
    parser.add_argument("--seconds", type=float, default=5.0, help="time per player count")
    args = parser.parse_args()
    rules = registry.game(args.game)
    print(f"{rules.title}: Python {sys.version.split()[0]}, one core, {args.seconds:.0f} s per row")
    print(f"{'players':>7} {'games/s':>9} {'actions/s':>10} {'games':>6}")
    for players in range(rules.min_players, rules.max_players + 1):
        games_per_s, actions_per_s, games = run(players, args.seconds, args.game)
        print(f"{players:>7} {games_per_s:>9.1f} {actions_per_s:>10.0f} {games:>6}")


if __name__ == "__main__":
    main()
