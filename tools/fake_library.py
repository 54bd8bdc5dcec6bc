"""A library of thousands of kept games, written fast for tests and bench/library.py: some
real games (--distinct, each about 15 ms) are played at random and replayed once, then copied
with varied starts, seats, levels, Match-me aims, practice and abandoned games. Every file is a
real record (its actions replay); the index is written beside them as the window would write
it, or left out. A player's real library has a score and a breakdown of its own in each game:
with few distinct games the index repeats its values, and reads faster and smaller than that.

    python tools/fake_library.py DATA_DIR --games 10000 [--distinct 1000] [--no-index]
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import core  # noqa: E402
from core.game import State  # noqa: E402
from riverboat_qt.shell.library import (  # noqa: E402
    ENDED,
    FOLDER,
    MATCH_ME,
    PRACTICE,
    STARTED,
    Library,
    entry_of,
    index_row,
    stamp_of,
)
from riverboat_qt.shell.seats import SeatConfig, seat_labels, seats_meta  # noqa: E402

OPPONENTS = ("Easy", "Normal", "random", "Easy", "greedy:temp=0.25")  # the last: Match me
START = 1_700_000_000  # the first game's start (2023-11-14), then one every 7 minutes


def base_games(seed: int = 1, count: int = 8) -> list[tuple[core.GameRecord, State]]:
    """`count` real games (at least 8): each registered game and player count 2 and 3 in turn,
    finished and abandoned, each with its last state (replayed once here, shared by its
    copies)."""
    out: list[tuple[core.GameRecord, State]] = []
    kinds = [(game, players) for game in core.registry.GAMES for players in (2, 3)]
    for k in range(max(8, count) // 2):
        game, players = kinds[k % len(kinds)]
        record, state = core.random_game(players, seed + players + 1000 * (k // len(kinds)),
                                         game=game)
        out.append((record, state))
        half = record.copy(len(record.actions) // 2)
        *_, last = core.replay(half)
        out.append((half, last))
    return out


def copy_of(base: tuple[core.GameRecord, State], k: int,
            rng: random.Random) -> core.GameRecord:
    """The k-th game of the library: a base game with its own start, seats and meta."""
    record = base[0].copy()
    n = record.num_players
    opponent = OPPONENTS[k % len(OPPONENTS)]
    seats = [SeatConfig(False, opponent)] * n
    seats[k % n] = SeatConfig(True)  # the player at each seat in turn: varied results
    if k % 11 == 5:
        seats = [SeatConfig(False, "Easy")] * n  # bots only: nobody's statistics
    record.seats = seat_labels(seats)
    start = START + 420 * k
    record.meta = {"app": "riverboat-qt", "seats": seats_meta(seats),
                   STARTED: time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(start)),
                   ENDED: time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(start + 360))}
    if ":" in opponent:
        record.meta[MATCH_ME] = {"seats": list(range(1, n)), "rating": round(
            rng.uniform(700, 1700), 1), "spec": opponent}
    if k % 13 == 7:
        record.meta[PRACTICE] = ("replay", "file")[k % 2]
    return record


def write_library(data_dir: Path, games: int, index: bool = True, seed: int = 1,
                  distinct: int = 8) -> list[str]:
    """`games` records in DATA_DIR/games, copies of `distinct` real games (and their index
    unless `index` is False); their names, oldest first."""
    bases = base_games(seed, distinct)
    rng = random.Random(seed)
    folder = Path(data_dir) / FOLDER
    folder.mkdir(parents=True, exist_ok=True)
    names, rows = [], []
    for k in range(games):
        base = bases[(k * 7 + k // len(bases)) % len(bases)]
        record = copy_of(base, k, rng)
        name = f"game-{time.strftime('%Y%m%d-%H%M%S', time.gmtime(START + 420 * k))}.json"
        path = folder / name
        path.write_text(record.to_json())
        names.append(name)
        if index:
            rows.append(index_row(stamp_of(path), entry_of(name, record, base[1])))
    if index:
        Library.of(data_dir, tuple(core.registry.GAMES)).write_index(rows)
    return names


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("folder", type=Path)
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("--distinct", type=int, default=None,
                        help="real games played, each copied about games/distinct times "
                             "(default: a tenth of --games)")
    parser.add_argument("--no-index", action="store_true")
    args = parser.parse_args()
    distinct = args.distinct if args.distinct is not None else args.games // 10
    write_library(args.folder, args.games, not args.no_index, distinct=distinct)
    return 0


if __name__ == "__main__":
    sys.exit(main())
