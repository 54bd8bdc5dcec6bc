"""Replay seeking: the time to jump to 20 random points of a finished 4-player record.

Run: .venv/bin/python bench/replay_seek.py [--game the-river] [--seed 3] [--scene] [--viewer]
Prints, per jump, the time to rebuild the state from the nearest snapshot, and with --scene
also the time to rebuild the table scene for it and paint it at 1280x800 (offscreen Qt), as
the replay viewer does; with --viewer, also the viewer window itself (ReplayWindow.go and a
paint of the whole window). Goal: every jump under 200 ms.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import core  # noqa: E402
from core import registry  # noqa: E402
from core.game import State  # noqa: E402
from riverboat_qt.shell.replay_model import ReplayModel  # noqa: E402

GOAL_MS = 200.0


def scene_redraw() -> Callable[[State], None]:
    """A function that draws a state as the replay viewer does: rebuild its game's table scene
    (one scene per game, kept like the viewer's) and paint it at 1280x800, offscreen."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtWidgets import QApplication

    from riverboat_qt.registry import TABLES

    QApplication.instance() or QApplication([])
    image = QImage(1280, 800, QImage.Format.Format_ARGB32)
    scenes: dict[str, Any] = {}

    def draw(state: State) -> None:
        if state.game_id not in scenes:
            scenes[state.game_id] = TABLES[state.game_id].make_scene(None)
        scene = scenes[state.game_id]
        scene.rebuild(state, state.current_player or 0)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        scene.render(painter)
        painter.end()

    return draw


def viewer_jumps(record: core.GameRecord, steps: list[int]) -> list[float]:
    """The whole viewer: ReplayWindow.go (state, table, log highlight, hidden information)
    and a paint of the window (grab), per jump."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from riverboat_qt.registry import TABLES
    from riverboat_qt.shell.replay_view import ReplayWindow

    app = QApplication.instance() or QApplication([])
    window = ReplayWindow(record, TABLES[record.game])
    window.resize(1600, 1000)
    window.show()
    app.processEvents()
    times = []
    for step in steps:
        t0 = time.perf_counter()
        window.go(step)
        window.grab()
        times.append((time.perf_counter() - t0) * 1000)
    window.close()
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--game", default="riverboat", choices=list(registry.GAMES))
    parser.add_argument("--scene", action="store_true", help="also redraw the scene")
    parser.add_argument("--viewer", action="store_true",
                        help="time the replay viewer window itself (go + paint)")
    args = parser.parse_args()
    record, _ = core.random_game(4, args.seed, game=args.game)
    start = time.perf_counter()
    model = ReplayModel(record)
    print(f"{args.game}: 4-player record, {model.length} actions; loading (one replay with "
          f"snapshots): {(time.perf_counter() - start) * 1000:.1f} ms")
    draw = scene_redraw() if args.scene else None
    chooser = random.Random(args.seed)
    times = []
    for _ in range(20):
        step = chooser.randrange(model.length + 1)
        t0 = time.perf_counter()
        state = model.state_at(step)
        if draw is not None:
            draw(state)
        times.append((time.perf_counter() - t0) * 1000)
        print(f"jump to step {step:>4}: {times[-1]:7.2f} ms")
    what = "state + scene redraw" if draw else "state only"
    print(f"{what}: mean {sum(times) / len(times):.2f} ms, max {max(times):.2f} ms "
          f"(goal: under {GOAL_MS:.0f} ms)")
    if args.viewer:
        steps = [random.Random(args.seed).randrange(model.length + 1) for _ in range(20)]
        times = viewer_jumps(record, steps)
        print(f"replay viewer (go + paint of the 1600x1000 window): mean "
              f"{sum(times) / len(times):.2f} ms, max {max(times):.2f} ms")


if __name__ == "__main__":
    main()
