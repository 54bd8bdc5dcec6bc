"""GUI latency while the AI thinks: the longest gap between 10 ms timer ticks of the event loop.

    QT_QPA_PLATFORM=offscreen .venv/bin/python bench/gui_latency.py [--seconds 10] [--level Normal]
        [--game riverboat|the-river] [--players 3]

AI seats play each other at the given level; the window animates their moves and redraws the
table after each, as in a game. A 10 ms QTimer records when it fires; gaps are counted only
while a search is running, from 1.5 s on (the first frame and the start of the AI's helper
process are not thinking). Two runs: 'hover' moves the mouse over the table every 30 ms
(hover highlights and tooltips), 'resize' also resizes the window every 100 ms (a re-fit and a
full repaint each time, a stress far beyond a person dragging the window edge).
Goal: the longest gap under 50 ms.

Each gap is also measured in the GUI thread's own CPU time ('busy'): on a loaded machine a gap
can be long because the thread waited for a core (see `uptime`), not because the window's code
blocked the event loop; 'busy' says which.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
# the bench's games autosave into a throwaway folder, never over a player's own autosave
os.environ.setdefault("RIVERBOAT_DATA_DIR", tempfile.mkdtemp(prefix="riverboat-bench-"))

from PySide6.QtCore import QPointF, Qt, QTimer  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from riverboat_qt.registry import TABLES  # noqa: E402
from riverboat_qt.shell.app import MainWindow  # noqa: E402
from riverboat_qt.shell.seats import SeatConfig  # noqa: E402

GOAL_MS = 50.0
WARM_UP = 1.5


def measure(seconds: float, level: str, players: int, seed: int, resize: bool,
            game: str = "riverboat") -> dict:
    """Play AI against AI for `seconds` and return the gaps between timer ticks (ms)."""
    app = QApplication.instance() or QApplication([])
    window = MainWindow(TABLES)
    window.resize(1600, 1000)
    window.show()
    window.start_game([SeatConfig(False, level)] * players, seed, game)
    runner = window.controller.runner
    gaps: list[float] = []
    busy: list[float] = []  # the GUI thread's CPU time in each gap
    last = [time.perf_counter()]
    last_cpu = [time.thread_time()]
    counting_from = last[0] + WARM_UP
    sizes = [(1600, 1000), (1400, 900)]
    step = [0]

    def tick() -> None:
        now, cpu = time.perf_counter(), time.thread_time()
        if runner.busy and now > counting_from:
            gaps.append((now - last[0]) * 1000)
            busy.append((cpu - last_cpu[0]) * 1000)
        last[0], last_cpu[0] = now, cpu

    def hover() -> None:
        step[0] += 1  # a walk over the table's pieces, 40 points a sweep
        rect = window.scene.sceneRect()
        x, y = (step[0] * 7) % 40 / 40, (step[0] * 3) % 40 / 40
        pt = QPointF(rect.left() + rect.width() * x, rect.top() + rect.height() * y)
        QTest.mouseMove(window.view.viewport(), window.view.mapFromScene(pt))

    def wiggle() -> None:
        sizes.reverse()
        window.resize(*sizes[0])

    timers = [(QTimer(), tick, 10), (QTimer(), hover, 30)]
    if resize:
        timers.append((QTimer(), wiggle, 100))
    for timer, slot, ms in timers:
        timer.setTimerType(Qt.TimerType.PreciseTimer)
        timer.timeout.connect(slot)
        timer.start(ms)
    QTimer.singleShot(int((seconds + WARM_UP) * 1000), app.quit)
    app.exec()
    for timer, _, _ in timers:
        timer.stop()
    moves = len(window.controller.history.record.actions)
    window.close()
    gaps.sort()
    busy.sort()
    return {"ticks": len(gaps), "moves": moves, "max": gaps[-1] if gaps else 0.0,
            "busy_max": busy[-1] if busy else 0.0,
            "busy_p99": busy[int(len(busy) * 0.99)] if busy else 0.0,
            "p99": gaps[int(len(gaps) * 0.99)] if gaps else 0.0,
            "median": statistics.median(gaps) if gaps else 0.0}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=10.0, help="per run")
    parser.add_argument("--level", default="Normal")
    parser.add_argument("--players", type=int, default=3, choices=(2, 3, 4))
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--game", default="riverboat", choices=TABLES.ids())
    args = parser.parse_args(argv)
    print(f"{args.game}: AI level {args.level}, {args.players} AI seats, {args.seconds:.0f} s "
          "per run")
    worst = {}
    for name, resize in (("hover", False), ("resize", True)):
        r = measure(args.seconds, args.level, args.players, args.seed, resize, args.game)
        worst[name] = r["max"]
        print(f"{name:>6}: longest gap {r['max']:.1f} ms (goal < {GOAL_MS:.0f} ms), p99 "
              f"{r['p99']:.1f} ms, median {r['median']:.1f} ms; {r['ticks']} ticks while the AI "
              f"thought, {r['moves']} moves; GUI thread busy: longest {r['busy_max']:.1f} ms, "
              f"p99 {r['busy_p99']:.1f} ms")
    return 0 if worst["hover"] < GOAL_MS else 1


if __name__ == "__main__":
    sys.exit(main())
