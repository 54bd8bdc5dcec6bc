"""The table in each palette and at 200% text, chosen in the View menu with the real keyboard in
a real X server (issue #36), a screenshot of the screen after each.

    xvfb-run -a -s "-screen 0 1280x720x24" .venv/bin/python tools/x_palette.py \
        --game riverboat --players 4 --seed 1 --out docs/screenshots

Starts openbox, opens the window maximised, starts a game through File > New game (as
tools/x_layout.py does), then for each palette opens View > Colours with Alt+V, O and picks
it with the arrows and Enter, and saves palette-<game>-<palette>.png; last, View > Text size >
200% (standard colours) saved as text-200-<game>.png. Prints what each picture shows (the
palette and text size the window reports, whether the prompt is whole). Exits 1 if a choice
did not reach the window or the prompt is cut.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from PySide6.QtCore import QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402
from x_harness import open_window, start_window_manager  # type: ignore[import-not-found]  # noqa: E402
from x_layout import fill_dialog, run  # type: ignore[import-not-found]  # noqa: E402

from riverboat_qt.registry import TABLES  # noqa: E402
from riverboat_qt.shell import theme  # noqa: E402
from riverboat_qt.shell.app import MainWindow  # noqa: E402
from riverboat_qt.shell.driving import wait_until  # noqa: E402
from riverboat_qt.shell.settings import TEXT_SIZES  # noqa: E402


def turn(seconds: float) -> None:
    """Let the window work (the menu, the redraw, the refit) for a while."""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        QApplication.processEvents()
        time.sleep(0.01)


def choose(wid: str, submenu: str, index: int) -> None:
    """View > the submenu (by its mnemonic) > its index-th entry, by the keyboard."""
    downs = " ".join(["Down"] * index)
    keys = f"alt+v sleep 0.4 key {submenu} sleep 0.4" + (f" key {downs}" if downs else "")
    done = run(f"xdotool windowactivate --sync {wid} key {keys} sleep 0.3 key Return")
    while done.poll() is None:
        turn(0.05)
    turn(1.5)


def shoot(window: MainWindow, path: Path) -> bool:
    subprocess.run(["import", "-window", "root", "-colors", "256", f"PNG8:{path}"], check=True)
    whole = window.prompt.is_whole()
    print(f"{path.name}: palette {theme.palette()}, text {theme.text_scale():g}x, prompt "
          f"whole: {whole}, smallest text {min(window.view.text_sizes())[0]:.1f} px")
    return whole


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--game", default="riverboat", choices=TABLES.ids())
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--out", type=Path, required=True, help="the folder of the pictures")
    parser.add_argument("--seed", type=int, help="then the same seats again with this seed (the "
                        "same pieces in every run's pictures)")
    args = parser.parse_args()
    wm = start_window_manager()
    if wm is None:
        return 2
    window = open_window(Path(tempfile.mkdtemp(prefix="palette-x-")))
    turn(0.5)
    done: list = []
    QTimer.singleShot(300, lambda: fill_dialog(args.game, args.players, done))
    wid = subprocess.run(["xdotool", "search", "--onlyvisible", "--name", "Riverboat"],
                         capture_output=True, text=True).stdout.split()[0]
    run(f"xdotool windowactivate --sync {wid} key ctrl+n")
    wait_until(lambda: window.controller.record is not None, timeout=60)
    if args.seed is not None:
        window.start_game(list(window.controller.seats), seed=args.seed, game=args.game)
    turn(2.5)
    args.out.mkdir(parents=True, exist_ok=True)
    good = True
    for k, palette in enumerate(theme.PALETTES):
        choose(wid, "o", k)
        good &= theme.palette() == palette and window.settings.values.palette == palette
        good &= shoot(window, args.out / f"palette-{args.game}-{palette}.png")
    choose(wid, "o", 0)
    choose(wid, "t", TEXT_SIZES.index(200))
    good &= theme.text_scale() == 2.0 and window.prompt.font().pixelSize() == 34
    good &= shoot(window, args.out / f"text-200-{args.game}.png")
    window.controller.shutdown()
    wm.terminate()
    os._exit(0 if good else 1)  # the AI helper process and Qt's threads go with the process


if __name__ == "__main__":
    sys.exit(main())
