"""The game library at size: `--stats` and File > Games on 10,000 and 50,000 kept games.

    .venv/bin/python bench/library.py [--sizes 10000 50000] [--rebuild 10000]
        [--rebuild-seconds 20]

For each size a library of both games is written (tools/fake_library.py: real records, each
of size/10 games copied about 10 times with varied starts, seats, Match-me aims and practice
games, so that scores and breakdowns vary nearly as in a player's own library) with its
index, then measured, each in a fresh process with the modules' bytecode cached (as an
installed app has it, even if PYTHONDONTWRITEBYTECODE is set here), the machine's load
(1-minute average, /proc/loadavg) beside each figure:
- `--stats` with the index: wall time (the median of STATS_RUNS runs, the fastest and the
  slowest beside it) and CPU time and the process's peak memory (ru_maxrss), and its own
  work (the library read and the statistics, the program's start-up left out);
- File > Games opened in the window (offscreen): the first paint after Ctrl+G, the time until
  the list and the statistics are filled, and the longest gap between the ticks of a 5 ms
  timer on the GUI thread from the click until 0.3 s after it is filled (goal: under 50 ms),
  with the GUI thread's own CPU time in that gap (on a loaded machine a gap can be a wait for a
  core, not the window's code) and the longest gap of the same timer in the second before the
  click, with nothing to do (idle_gap_ms: what the machine's load alone costs); the process's
  peak memory;
- without the index (the slow path: every record replayed): `--stats` in full for the sizes in
  --rebuild, and File > Games for --rebuild-seconds of its rebuild (its gaps and its rate of
  records replayed a second); for the other sizes the time is estimated from that rate.
Goals (issue #44): with the index, `--stats` and the first paint under 1 s at 10,000 games, the
GUI thread never blocked more than 50 ms, memory under 150 MB at 10,000.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

GOAL_MS = 50.0
DISTINCT_SHARE = 10  # each real game of the library copied about this many times
STATS_RUNS = 5  # --stats is run this many times for each figure, the median shown
CPU_TIME: list[float] = []  # each child's CPU time: on a loaded machine, wall time waits


def load() -> float:
    return float(Path("/proc/loadavg").read_text().split()[0])


def run(args: list[str], data_dir: Path) -> tuple[float, float, str]:
    """A child process: its wall time (s), its peak memory (MB) and its output; its CPU time
    (user and system) in CPU_TIME[-1]."""
    env = {**os.environ, "RIVERBOAT_DATA_DIR": str(data_dir), "QT_QPA_PLATFORM": "offscreen",
           "PYTHONPATH": str(ROOT)}
    env.pop("PYTHONDONTWRITEBYTECODE", None)  # as installed: the modules' bytecode cached
    start = time.perf_counter()
    child = subprocess.Popen([sys.executable, *args], env=env, stdout=subprocess.PIPE,
                             stderr=subprocess.STDOUT, text=True, cwd=ROOT)
    out = child.stdout.read() if child.stdout else ""
    _, status, usage = os.wait4(child.pid, 0)
    child.returncode = os.waitstatus_to_exitcode(status)
    wall = time.perf_counter() - start
    CPU_TIME.append(usage.ru_utime + usage.ru_stime)
    if child.returncode:
        raise RuntimeError(f"{args} failed ({child.returncode}):\n{out[-2000:]}")
    return wall, usage.ru_maxrss / 1024, out


def gui_child(seconds: float | None) -> None:
    """In the child: open the window, then File > Games, and print what it measured."""
    from PySide6.QtCore import QEvent, QObject, QTimer
    from PySide6.QtWidgets import QApplication

    from riverboat_qt.registry import TABLES
    from riverboat_qt.shell.app import MainWindow

    app = QApplication.instance() or QApplication([])
    window = MainWindow(TABLES)
    window.resize(1280, 800)
    window.show()
    ticks: list[tuple[float, float]] = []  # (wall, GUI thread CPU) at each tick
    painted: list[float] = []

    class FirstPaint(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint and not painted:
                painted.append(time.perf_counter())
                app.removeEventFilter(self)  # it costs each event a call: only until then
            return False

    timer = QTimer()
    timer.setInterval(5)
    timer.timeout.connect(lambda: ticks.append((time.perf_counter(), time.thread_time())))
    timer.start()
    end = time.perf_counter() + 4.0
    while time.perf_counter() < end:  # the window settled (the Games window made ahead at
        # 2 s, app.PREPARE_GAMES_MS), then 1 s of nothing to do
        app.processEvents()
        time.sleep(0.001)
        if time.perf_counter() < end - 1.0:
            ticks.clear()
    idle = max((b[0] - a[0] for a, b in zip(ticks, ticks[1:], strict=False)), default=0.0)
    ticks.clear()
    spy = FirstPaint()
    app.installEventFilter(spy)
    start = time.perf_counter()
    ticks.append((start, time.thread_time()))
    games = window.show_games()  # Ctrl+G
    filled = None
    stop_at = start + (seconds if seconds is not None else 3600.0)
    while time.perf_counter() < stop_at:
        app.processEvents()
        time.sleep(0.001)
        if filled is None and not games.loading:
            filled = time.perf_counter()
            stop_at = min(stop_at, filled + 0.3)
    timer.stop()
    status = games.status.text()
    games.stop_reading()
    window.close()
    gaps = [(b[0] - a[0], b[1] - a[1], a[0] - start) for a, b in zip(ticks, ticks[1:],
                                                                    strict=False)]
    worst = max(gaps, default=(0.0, 0.0, 0.0))
    print(json.dumps({
        "first_paint": painted[0] - start if painted else None,
        "filled": None if filled is None else filled - start,
        "gap_ms": worst[0] * 1000, "busy_ms": worst[1] * 1000, "gap_at": worst[2],
        "idle_gap_ms": idle * 1000,
        "rows": games.model.rowCount(), "status": status}))


def gui(data_dir: Path, seconds: float | None = None) -> dict[str, Any]:
    args = [str(Path(__file__).resolve()), "--gui-child"]
    if seconds is not None:
        args += ["--rebuild-seconds", str(seconds)]
    before = load()
    wall, memory, out = run(args, data_dir)
    found = json.loads(out.strip().splitlines()[-1])
    return {**found, "memory": memory, "load": before}


def stats(data_dir: Path, repeat: int = STATS_RUNS) -> dict[str, Any]:
    """--stats, `repeat` times: the median wall time, and the fastest and slowest beside it
    (a virtual machine's runs differ by a third)."""
    before = load()
    walls = []
    for _ in range(repeat):
        wall, memory, out = run(["-m", "riverboat_qt", "--stats"], data_dir)
        walls.append(wall)
    walls.sort()
    wall = walls[len(walls) // 2]
    first = out.splitlines()[0]
    practice = sum(int(line.rsplit(" ", 1)[1]) for line in out.splitlines()
                   if line.startswith("practice games set apart"))
    return {"seconds": wall, "fastest": walls[0], "slowest": walls[-1], "cpu": CPU_TIME[-1],
            "memory": memory, "load": before, "first": first, "practice": practice}


WORK = """
import time
from riverboat_qt.registry import TABLES
from riverboat_qt.shell.library import Library, statistics, stats_text
from riverboat_qt.shell.settings import data_folder
start, cpu = time.perf_counter(), time.process_time()
found = Library.of(data_folder(), TABLES.ids()).load()
text = [stats_text(statistics(found.entries, game), game) for game in TABLES.ids()]
print(time.process_time() - cpu, time.perf_counter() - start, len(found.entries))
"""


def work(data_dir: Path) -> dict[str, Any]:
    """--stats's own work in a fresh process, the program's start-up left out."""
    before = load()
    _, memory, out = run(["-c", WORK], data_dir)
    cpu, seconds, games = out.split()[-3:]
    return {"seconds": float(seconds), "cpu": float(cpu), "games": int(games), "memory": memory,
            "load": before}


def show(label: str, found: dict[str, Any]) -> None:
    print(f"  {label}: " + ", ".join(
        f"{k} {v:.3g}" if isinstance(v, float) else f"{k} {v}" for k, v in found.items()),
        flush=True)


def measure(size: int, rebuild: bool, seconds: float, rate: list[float]) -> None:
    from tools.fake_library import write_library

    folder = Path(tempfile.mkdtemp(prefix=f"riverboat-library-{size}-"))
    try:
        start = time.perf_counter()
        write_library(folder, size, distinct=size // DISTINCT_SHARE)
        print(f"{size} games (both games, {size // DISTINCT_SHARE} distinct) written in "
              f"{time.perf_counter() - start:.1f} s, "
              f"index {(folder / 'games' / 'index.json').stat().st_size / 1e6:.1f} MB",
              flush=True)
        show("--stats with the index", stats(folder))
        show("--stats's own work with the index (load and statistics)", work(folder))
        show("File > Games with the index", gui(folder))
        (folder / "games" / "index.json").unlink()
        found = gui(folder, seconds)
        done = int(found["status"].split(": ")[-1].split(" ")[0]) if ":" in found["status"] \
            else size
        rate.append(done / seconds)
        show(f"File > Games rebuilding the index, its first {seconds:g} s", found)
        print(f"  rebuild rate: {rate[-1]:.0f} records a second (estimated full rebuild "
              f"{size / rate[-1]:.0f} s)", flush=True)
        if rebuild:
            (folder / "games" / "index.json").unlink(missing_ok=True)
            show("--stats without the index (rebuilt)", stats(folder, repeat=1))
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sizes", type=int, nargs="+", default=[10_000, 50_000])
    parser.add_argument("--rebuild", type=int, nargs="*", default=[10_000],
                        help="the sizes whose --stats is also measured without the index")
    parser.add_argument("--rebuild-seconds", type=float, default=20.0)
    parser.add_argument("--gui-child", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.gui_child:
        gui_child(args.rebuild_seconds if "--rebuild-seconds" in sys.argv else None)
        return 0
    print(f"load {load():.2f} ({os.cpu_count()} cores), Python {sys.version.split()[0]}")
    empty = Path(tempfile.mkdtemp(prefix="riverboat-library-0-"))
    run(["-m", "riverboat_qt", "--stats"], empty)  # the bytecode written, as an install does
    before = load()
    wall, memory, _ = run(["-m", "riverboat_qt", "--stats"], empty)
    print(f"the program's start-up (--stats of an empty library): {wall:.2f} s (CPU "
          f"{CPU_TIME[-1]:.2f} s), {memory:.0f} MB, load {before:.2f}", flush=True)
    show("File > Games of an empty library", gui(empty))
    shutil.rmtree(empty, ignore_errors=True)
    rate: list[float] = []
    for size in args.sizes:
        measure(size, size in args.rebuild, args.rebuild_seconds, rate)
    return 0


if __name__ == "__main__":
    sys.exit(main())
