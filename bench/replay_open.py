"""Opening the replay viewer on a whole finished game: how long until the window shows, and
how long the GUI thread is held at a time while the rest loads.

Run: QT_QPA_PLATFORM=offscreen .venv/bin/python bench/replay_open.py [--game the-river]
     [--players 4] [--seed 3] [--repeat 3] [--profile]
Plays a seeded game to the end with greedy bots, then times, in ms: building the
ReplayModel, constructing the ReplayWindow, its show() until the table is first painted,
and the first jumps (each with a paint of the whole window, grab()); in between ("rest") it lets
the event loop run until the viewer has loaded everything, with a 2 ms heartbeat timer
whose longest gap is the longest block of the GUI thread then ("shown" is one block too,
if the viewer loads everything at once). The "cpu" columns count this thread's CPU time
only: about what the wall time is on an idle machine. Goals: the window shows in under 500 ms (idle
machine, 4 players) and no block over ~100 ms.
--profile prints where the time goes (cProfile of the model, the window and the paint).
"""

from __future__ import annotations

import argparse
import cProfile
import os
import pstats
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QEvent, QEventLoop, QObject, QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from ai.lab.tournament import play_game  # noqa: E402
from core import GameRecord  # noqa: E402
from riverboat_qt.registry import TABLES  # noqa: E402
from riverboat_qt.shell.replay_model import ReplayModel  # noqa: E402
from riverboat_qt.shell.replay_view import ReplayWindow  # noqa: E402

SHOW_GOAL_MS, BLOCK_GOAL_MS = 500.0, 100.0


def greedy_record(game: str, players: int, seed: int) -> GameRecord:
    """A finished game of greedy bots, as its saved record."""
    result = play_game(["greedy"] * players, 0, seed, 0, keep_record=True, game_id=game)
    return GameRecord.from_json(result.record)


def ms(start: float) -> float:
    return (time.perf_counter() - start) * 1000


def loaded(window: ReplayWindow) -> bool:
    """Whether the viewer has all its parts (a viewer that loads everything at once: yes)."""
    return bool(getattr(window, "loaded", True))


def wait_loaded(app: QApplication, window: ReplayWindow,
                limit_s: float = 60.0) -> tuple[float, float]:
    """Run the event loop until the viewer is loaded; the longest gap of a 2 ms heartbeat,
    in wall time and in this thread's CPU time (what the gap is on an idle machine)."""
    gaps, cpu_gaps = [0.0], [0.0]
    last = [time.perf_counter(), time.thread_time()]

    def beat() -> None:
        now, cpu = time.perf_counter(), time.thread_time()
        gaps.append((now - last[0]) * 1000)
        cpu_gaps.append((cpu - last[1]) * 1000)
        last[:] = [now, cpu]
        if loaded(window) or now - start > limit_s:
            loop.quit()

    loop = QEventLoop()
    heart = QTimer()
    heart.setInterval(2)
    heart.timeout.connect(beat)
    start = time.perf_counter()
    if not loaded(window):
        heart.start()
        loop.exec()
        heart.stop()
    return max(gaps), max(cpu_gaps)


class PaintSeen(QObject):
    """Notes the first paint of a widget."""

    seen = False

    def eventFilter(self, obj, event) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.seen = True
        return False


def first_paint(app: QApplication, window: ReplayWindow) -> None:
    """Turn the event loop until the window has painted the table (as a player first sees
    it); whatever else the loop has to do first is counted too."""
    watch = PaintSeen()
    window.view.viewport().installEventFilter(watch)
    while not watch.seen:
        app.processEvents()
    window.view.viewport().removeEventFilter(watch)


def settle(ms_: int) -> None:
    """Let the event loop run for a while."""
    loop = QEventLoop()
    QTimer.singleShot(ms_, loop.quit)
    loop.exec()


def open_once(app: QApplication, record: GameRecord) -> dict[str, float]:
    """One opening of the viewer, timed part by part (ms)."""
    row: dict[str, float] = {}
    t0 = time.perf_counter()
    model = ReplayModel(record)
    row["model"] = ms(t0)
    t, cpu = time.perf_counter(), time.thread_time()
    window = ReplayWindow(record, TABLES[record.game])
    row["window"] = ms(t)
    t = time.perf_counter()
    window.resize(1600, 1000)
    window.show()
    first_paint(app, window)
    row["show+paint"] = ms(t)
    row["shown"] = row["window"] + row["show+paint"]
    row["shown cpu"] = (time.thread_time() - cpu) * 1000
    t = time.perf_counter()
    row["longest gap"], row["gap cpu"] = wait_loaded(app, window)
    row["rest"] = ms(t)
    settle(300)  # the view's refit after a resize (TableView waits 120 ms), before the jumps
    t = time.perf_counter()
    window.go(model.length // 2)
    window.grab()
    row["jump mid"] = ms(t)
    t = time.perf_counter()
    window.last()
    window.grab()
    row["jump end"] = ms(t)
    window.close()
    window.deleteLater()
    app.processEvents()
    return row


def profile(app: QApplication, record: GameRecord) -> None:
    """Where the time of the model, the window and its first paint goes."""
    prof = cProfile.Profile()
    prof.enable()
    window = ReplayWindow(record, TABLES[record.game])
    window.resize(1600, 1000)
    window.show()
    first_paint(app, window)
    wait_loaded(app, window)
    prof.disable()
    window.close()
    stats = pstats.Stats(prof)
    stats.sort_stats("cumulative").print_stats(35)
    stats.sort_stats("tottime").print_stats(20)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--game", default="riverboat", choices=TABLES.ids())
    parser.add_argument("--players", type=int, default=4, choices=(2, 3, 4))
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--repeat", type=int, default=3, help="openings to time")
    parser.add_argument("--profile", action="store_true", help="cProfile one opening")
    args = parser.parse_args()
    app = QApplication.instance() or QApplication([])
    assert isinstance(app, QApplication)  # this script makes none but a QApplication
    record = greedy_record(args.game, args.players, args.seed)
    print(f"{args.game}, {args.players} players, seed {args.seed}: {len(record.actions)} "
          f"actions; load average {os.getloadavg()[0]:.2f}")
    if args.profile:
        profile(app, record)
        return
    rows = [open_once(app, record) for _ in range(args.repeat)]
    names = list(rows[0])
    print("  ".join(f"{n:>13}" for n in ["ms"] + names))
    for k, row in enumerate(rows, 1):
        print("  ".join([f"{'open ' + str(k):>13}"] + [f"{row[n]:13.1f}" for n in names]))
    best = {n: min(r[n] for r in rows) for n in names}
    print("  ".join([f"{'best':>13}"] + [f"{best[n]:13.1f}" for n in names]))
    print(f"goals: shown under {SHOW_GOAL_MS:.0f} ms, longest gap under "
          f"{BLOCK_GOAL_MS:.0f} ms; load average now {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()
