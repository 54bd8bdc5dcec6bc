"""Online play's round trip: from a client sending an action to its update coming back, on
loopback, the host's work included (reading, checking with the engine, applying, each seat's
observation, writing).

Run: .venv/bin/python bench/online.py [--game the-river] [--games 3] [--seed 1]
Starts `riverboat-qt --serve` on 127.0.0.1 in a process of its own, makes a table of two remote
seats, and plays whole games of random moves from two clients in this process (each chooses on
the state it rebuilds from its observation, outside the timed part), timing each action's round
trip in ms: median, 95th percentile and worst. Goal: a median under 5 ms on loopback.
It also reads the host process's CPU time over those games (Linux: /proc), and so how many
tables one core of the host would hold at one move a second each (goal: at least 100): an
estimate from the CPU a move costs, not a run of that many tables.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from riverboat_qt.online.bot_client import PACE_SECONDS  # noqa: E402
from riverboat_qt.online.client import Client  # noqa: E402
from tests.online.processes import LOOPBACK, start_host, stop  # noqa: E402

GOAL_MS = 5.0
TABLES_GOAL = 100
MAX_STEPS = 5_000  # a game's steps, far beyond any


def play_timed(port: int, game: str, chooser: random.Random) -> list[float]:
    """One whole game between two clients; each action's round trip in ms."""
    creator = Client(LOOPBACK, port)
    creator.hello()
    table = creator.create(game, ["remote", "remote"])
    creator.close()
    seats = [Client(LOOPBACK, port), Client(LOOPBACK, port)]
    for client in seats:
        client.hello()
        client.join(table, "bench")
    for client in seats:
        client.expect("view")
    times: list[float] = []
    last_act = [0.0, 0.0]
    for _ in range(MAX_STEPS):
        mover = next((c for c in seats if c.view.my_turn), None)
        if mover is None:
            break
        action = str(chooser.choice(mover.view.state(chooser.getrandbits(64)).legal_actions()))
        seat = seats.index(mover)  # each client within the host's rate limit, untimed
        time.sleep(max(0.0, last_act[seat] + PACE_SECONDS - time.monotonic()))
        last_act[seat] = time.monotonic()
        start = time.perf_counter()
        mover.act(action)
        mover.expect("update")
        times.append((time.perf_counter() - start) * 1000)
        other = seats[1 - seat]
        other.expect("update")
    for client in seats:
        client.close()
    return times


def cpu_seconds(pid: int) -> float:
    """A process's CPU time so far (user and system), from /proc/PID/stat (Linux)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", default="the-river")
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    host, port = start_host(args.seed)
    try:
        chooser = random.Random(args.seed)
        cpu_before = cpu_seconds(host.pid)
        times = [t for _ in range(args.games) for t in play_timed(port, args.game, chooser)]
        cpu_per_move = (cpu_seconds(host.pid) - cpu_before) / len(times)
    finally:
        stop(host)
    times.sort()
    median = statistics.median(times)
    print(f"{args.game}: {len(times)} actions over {args.games} games, round trip ms: "
          f"median {median:.2f}, p95 {times[int(len(times) * 0.95)]:.2f}, "
          f"worst {times[-1]:.2f} (goal: median under {GOAL_MS:g})")
    tables = 1.0 / cpu_per_move if cpu_per_move > 0 else float("inf")
    print(f"host CPU a move: {cpu_per_move * 1000:.2f} ms (the connections' pings and the "
          f"table's making included): one core holds about {tables:.0f} tables at a move a "
          f"second each (goal: {TABLES_GOAL})")
    return 0 if median < GOAL_MS and tables >= TABLES_GOAL else 1


if __name__ == "__main__":
    sys.exit(main())
