"""Screenshots of Help > Rules in a real window under X, opened with the real mouse.

    Xvfb :22 -screen 0 1600x1000x24 &
    DISPLAY=:22 .venv/bin/python tools/x_rules_shots.py --game riverboat --out shot.png
    DISPLAY=:22 .venv/bin/python tools/x_rules_shots.py --game the-river --find pioneer ...

Plays random moves (two human seats) up to a decision of the wanted kind, then xdotool clicks
the "?" beside the prompt; the rules open at that decision's section. With --find it types
the words into the search box. The whole screen is saved with ImageMagick's `import`.
"""

from __future__ import annotations

import argparse
import os
import random
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtCore import QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from riverboat_qt.registry import TABLES  # noqa: E402
from riverboat_qt.shell.app import MainWindow  # noqa: E402
from riverboat_qt.shell.driving import wait_until  # noqa: E402
from riverboat_qt.shell.i18n import LANGUAGE_ENV  # noqa: E402
from riverboat_qt.shell.seats import SeatConfig  # noqa: E402

KINDS = {"riverboat": "plant", "the-river": "place"}


def reach(window: MainWindow, game: str, seed: int, kind: str) -> None:
    """Random moves through the controller until a decision of that kind (past the first)."""
    c, rng = window.controller, random.Random(seed)
    window.start_game([SeatConfig(True), SeatConfig(True)], seed, game)
    seen = 0
    while True:
        wait_until(lambda: c.human_to_move and window.interaction is not None)
        if c.playing.decision_kind == kind:
            seen += 1
            if seen > 3:
                return
        c.submit(rng.choice(c.playing.legal_actions()))


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--game", default="riverboat")
    parser.add_argument("--language", default="en")
    parser.add_argument("--find", default="")
    parser.add_argument("--seed", type=int, default=6)
    parser.add_argument("--out", type=Path, required=True)
    args = parser.parse_args()
    app = QApplication(sys.argv[:1])
    os.environ[LANGUAGE_ENV] = args.language  # the window installs it as it opens
    window = MainWindow(TABLES, data_dir=Path(tempfile.mkdtemp()))
    window.move(0, 0)
    window.resize(1600, 1000)
    window.show()
    window.set_speed(0)
    reach(window, args.game, args.seed, KINDS[args.game])
    app.processEvents()
    b = window.rules_button.mapToGlobal(window.rules_button.rect().center())
    typing = f"xdotool type --delay 60 '{args.find}'\nsleep 0.8" if args.find else ""
    script = f"""set -e
xdotool search --name '^Riverboat Qt' windowfocus --sync
xdotool mousemove {b.x()} {b.y()} sleep 0.3 click 1 sleep 1.2
{typing}
import -window root {args.out}
"""
    done = subprocess.Popen(["bash", "-c", script])
    timer = QTimer()
    timer.timeout.connect(lambda: done.poll() is not None and app.quit())
    timer.start(100)
    app.exec()
    rules = window.rules_window
    section = window.controller.table.rules_section(window.controller.playing)
    shown = rules.contents.currentItem().text().strip() if rules else "nothing"
    print(f"decision {window.controller.playing.decision_kind}: section {section} ({shown})")
    window.close()
    return done.returncode


if __name__ == "__main__":
    sys.exit(main())
