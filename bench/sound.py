"""What a move's sound costs the GUI thread: its cues worked out and queued (issue #50).

    QT_QPA_PLATFORM=offscreen .venv/bin/python bench/sound.py [--games 3] [--device]

Seeded games of each game, two seats (the first a human), each decision's first legal move,
played through the window's Sound on miniaudio's null backend (or the default device with
--device): the audio thread mixes at its real pace meanwhile, as in the window. For each move
the main thread's time in Sound.on_moved is measured (the move's cues from its decision, the
log and the state, the settings' filter, the queue). Goal: under 1 ms a move, the worst one
included. The machine's load is printed with the figures: a busy core makes every figure
longer.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtWidgets import QApplication  # noqa: E402

from core import registry  # noqa: E402
from core.game import State  # noqa: E402
from riverboat_qt.registry import TABLES  # noqa: E402
from riverboat_qt.shell.cues import CueMap  # noqa: E402
from riverboat_qt.shell.settings import Settings  # noqa: E402
from riverboat_qt.shell.sound import Sound  # noqa: E402
from riverboat_qt.shell.sound_output import (  # noqa: E402
    DeviceOutput,
    Output,
    RecordingOutput,
)

GOAL_MS = 1.0


class BenchGame:
    """The Sound's port over a game played here: seat 0 is the human."""

    def __init__(self, state: State, cues: CueMap):
        self.state, self.cues = state, cues

    @property
    def playing(self) -> State:
        return self.state

    @property
    def table(self) -> BenchGame:
        return self

    def is_human(self, seat: int | None) -> bool:
        return seat == 0


def move_costs(game_id: str, seed: int, output: Output) -> list[tuple[float, float]]:
    """Milliseconds of Sound.on_moved for each move of one game: on the clock, and of the
    thread's own CPU time (a longer clock time is a wait for a core or the GIL)."""
    game = BenchGame(registry.game(game_id).new_game(2, seed, None), TABLES[game_id].cues)
    sound = Sound(game, Settings(), lambda: None, output=output)
    costs = []
    while not game.state.is_over:
        before, seat = game.state.clone(), game.state.current_player
        assert seat is not None
        events = game.state.apply(game.state.legal_actions()[0])
        start, cpu = time.perf_counter(), time.thread_time()
        sound.on_moved(None, seat, before, events)
        costs.append(((time.perf_counter() - start) * 1000, (time.thread_time() - cpu) * 1000))
    return costs


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3, help="seeded games of each game")
    parser.add_argument("--device", action="store_true", help="the default sound device")
    args = parser.parse_args()
    QApplication.instance() or QApplication([])
    failures: list[tuple[str, str]] = []
    output = DeviceOutput(lambda *why: failures.append(why), null=not args.device)
    output.play([], 1.0)  # nothing heard: the device opens
    output.wait_open(10)
    if output.device is None:
        print(f"no device: {failures}")
        return 1
    print(f"backend: {output.backend}; load average {os.getloadavg()[0]:.2f} on "
          f"{os.cpu_count()} cores")
    worst = 0.0
    for heard, out in (("no audio thread (a recording)", RecordingOutput()),
                       (f"{output.backend} backend's audio thread mixing", output)):
        print(f"-- {heard}")
        for game_id in TABLES.ids():
            pairs = [ms for seed in range(args.games) for ms in move_costs(game_id, seed, out)]
            for name, costs in (("clock", sorted(p[0] for p in pairs)),
                                ("busy", sorted(p[1] for p in pairs))):
                print(f"{game_id}: {len(costs)} moves, a move's cues on the GUI thread "
                      f"({name}): median {statistics.median(costs):.3f} ms, 99th percentile "
                      f"{costs[int(len(costs) * 0.99)]:.3f} ms, worst {costs[-1]:.3f} ms")
            worst = max(worst, max(p[1] for p in pairs))
    output.close()
    print(f"load average {os.getloadavg()[0]:.2f} at the end")
    print(f"goal: under {GOAL_MS} ms of the GUI thread's time (busy) for every move: "
          f"{'met' if worst < GOAL_MS else 'NOT met'}")
    return 0 if worst < GOAL_MS else 1


if __name__ == "__main__":
    sys.exit(main())
