"""Kill the app at random moments and count the games the library kept (issue #44).

    python tools/kill_keep.py [--rounds 10] [--windows 2] [--seed 1] [--any-moment]

Each round starts `--windows` app processes on one data folder (python -m riverboat_qt --seats
random,random --speed Normal, offscreen), waits until each has played a move and then a random
0-8 s (--any-moment: 0-8 s from their start, so some die while the start keeps the last round's
games), kills them all with SIGKILL and reads their autosaves. One more start (a window made
here, offscreen) then recovers what the kills left. Printed: the games killed mid-game, how
many the library holds with every move their autosave had, and the temporary files left in
games/. Runs from the project's root."""

from __future__ import annotations

import argparse
import os
import random
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from riverboat_qt.registry import TABLES  # noqa: E402 - after the root is on sys.path
from riverboat_qt.shell.library import STARTED, Library  # noqa: E402
from riverboat_qt.shell.storage import load_record  # noqa: E402


def start_app(folder: Path) -> subprocess.Popen[bytes]:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "RIVERBOAT_DATA_DIR": str(folder),
           "PYTHONPATH": str(ROOT)}
    return subprocess.Popen([sys.executable, "-m", "riverboat_qt", "--seats", "random,random",
                             "--speed", "Normal"], cwd=ROOT, env=env,
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def autosaves(folder: Path) -> list[Path]:
    """The windows' own autosaves (not the dated files of abandoned games)."""
    return sorted([*folder.glob("autosave.json"), *folder.glob("autosave-w*.json")])


def playing(folder: Path, begun: float, windows: int, seconds: float = 120) -> None:
    """Wait until each window has autosaved a game begun this round (or the time is out)."""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        fresh = [p for p in autosaves(folder) if modified(p) >= begun]
        if len(fresh) >= windows and all(killed_games_in([p]) for p in fresh):
            return
        time.sleep(0.2)


def modified(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:  # renamed meanwhile
        return 0.0


def killed_games(folder: Path) -> dict[str, int]:
    return killed_games_in(autosaves(folder))


def killed_games_in(paths: list[Path]) -> dict[str, int]:
    """The games in flight in these autosaves: when each began -> its moves."""
    found: dict[str, int] = {}
    for path in paths:
        try:
            record, state = load_record(path, TABLES)
        except Exception:  # noqa: BLE001 - a dated or damaged file: not a game in flight
            continue
        if record.actions and not state.is_over and isinstance(record.meta.get(STARTED), str):
            found[record.meta[STARTED]] = max(found.get(record.meta[STARTED], 0),
                                              len(record.actions))
    return found


def recover(folder: Path) -> None:
    """A start of the window (offscreen, here): what it does before any offer or new game."""
    from PySide6.QtWidgets import QApplication

    from riverboat_qt.shell.app import MainWindow

    _app = QApplication.instance() or QApplication([])
    window = MainWindow(TABLES, data_dir=folder)
    window.close()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--rounds", type=int, default=10)
    parser.add_argument("--windows", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--any-moment", action="store_true",
                        help="kill 0-8 s after the start, not after each window's first move")
    args = parser.parse_args()
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    rng = random.Random(args.seed)
    folder = Path(tempfile.mkdtemp(prefix="kill-keep-"))
    killed: dict[str, int] = {}
    for k in range(args.rounds):
        apps, begun = [], time.time()
        for _ in range(args.windows):
            apps.append(start_app(folder))
            time.sleep(1.5)  # in turn: the second finds the first's autosave locked
        if not args.any_moment:
            playing(folder, begun, args.windows)
        time.sleep(rng.uniform(0, 8))
        for app in apps:
            app.send_signal(signal.SIGKILL)
            app.wait()
        now = killed_games(folder)
        killed.update({s: n for s, n in now.items() if n >= killed.get(s, 0)})
        print(f"round {k + 1}: {len(now)} game(s) in flight killed", flush=True)
    recover(folder)
    kept = {e.started: e.moves for e in Library.of(folder, TABLES).load().entries}
    whole = sum(1 for s, n in killed.items() if kept.get(s, 0) >= n)
    temps = [p.name for p in (folder / "games").glob(".*.tmp")]
    print(f"{args.rounds} rounds of {args.windows} window(s), killed -9: {len(killed)} games in "
          f"flight; in the library with every move autosaved: {whole}; missing: "
          f"{len(killed) - whole}; .tmp files left in games/: {len(temps)} ({folder})")
    return 0 if whole == len(killed) else 1


if __name__ == "__main__":
    sys.exit(main())
