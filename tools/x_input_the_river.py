"""Play The River with the real mouse under X, and take the README's screenshots of it.

    xvfb-run -a -s "-screen 0 1600x1000x24" .venv/bin/python tools/x_input_the_river.py \
        --out docs/screenshots

Offscreen tests drive Qt with synthetic events; this drives a real X server with xdotool (a
drag that works offscreen once failed under X). With the real event loop running it:
- shows the new-game dialog with The River chosen (the-river-new-game.png);
- plays a 4-player game (you, played as Easy would, and three AI Easy) to round 2
  (the-river-4p-midgame.png);
- plays a 2-player game to round 2, then with xdotool drops a pioneer on a spot the rules refuse
  (the status bar must say why, nothing applied), drags a pioneer to the claim spot (the
  picture is taken mid-drag with the legal spots lit: the-river-pioneer-drag.png), drops it and
  clicks a face-up tile: the claim must be applied;
- plays that game on to the end (the-river-final-breakdown.png).
Moves other than the X ones go through the same widgets by QTest (the driver). Exits 1 if a
check fails.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtCore import QPoint, QPointF  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from ai import make_bot  # noqa: E402
from core.the_river import Claim  # noqa: E402
from core.the_river.actions import CLAIM_SPOT, spot_of  # noqa: E402
from riverboat_qt.registry import TABLES  # noqa: E402
from riverboat_qt.shell.app import MainWindow  # noqa: E402
from riverboat_qt.shell.dialogs import NewGameDialog  # noqa: E402
from riverboat_qt.shell.seats import SeatConfig  # noqa: E402
from riverboat_qt.the_river.driver import Driver, wait_until  # noqa: E402
from riverboat_qt.the_river.scene import RiverScene  # noqa: E402

DATA = Path(tempfile.mkdtemp(prefix="river-x-"))  # autosave and settings: not the user's


def shot(path: Path) -> None:
    QApplication.processEvents()
    subprocess.run(["import", "-window", "root", str(path)], check=True)


def new_window() -> MainWindow:
    window = MainWindow(TABLES, data_dir=DATA)
    window.move(0, 0)
    window.resize(1600, 1000)
    window.show()
    window.set_speed(0)
    return window


def human_turn(window: MainWindow) -> None:
    c = window.controller
    wait_until(lambda: c.playing.is_over or (c.human_to_move and window.interaction is not None),
               timeout=300)


def play_until(window: MainWindow, stop, seed: int) -> None:
    """The human seat plays what the Easy bot would (a plausible game, not a random one)
    through the widgets until stop(state) holds."""
    c, driver = window.controller, Driver(window)
    bot = make_bot("easy", seed=seed, game="the-river")
    while True:
        human_turn(window)
        if c.playing.is_over or stop(c.playing):
            return
        done = len(c.history.record.actions)
        driver.perform(bot.choose(c.playing.clone()))

        def moved(before: int = done) -> bool:
            return len(c.history.record.actions) > before

        wait_until(moved)


def mid_game(state) -> bool:
    return state.round >= 2 and state.decision_kind == "place"


def screen(window: MainWindow, scene_pt: QPointF) -> QPoint:
    view = window.view
    return view.viewport().mapToGlobal(view.mapFromScene(scene_pt))


def xdo(window: MainWindow, script: str) -> None:
    """Run an xdotool script while the window's event loop turns."""
    proc = subprocess.Popen(["bash", "-c", "set -e\n" + script])
    wait_until(lambda: proc.poll() is not None, timeout=60)
    if proc.returncode:
        raise RuntimeError(f"xdotool script failed ({proc.returncode})")
    for _ in range(20):
        QApplication.processEvents()


def glide(a: QPoint, b: QPoint, steps: int = 20) -> str:
    return " ".join(f"mousemove {a.x() + (b.x() - a.x()) * k // steps} "
                    f"{a.y() + (b.y() - a.y()) * k // steps} sleep 0.03"
                    for k in range(1, steps + 1))


def river_scene(window: MainWindow) -> RiverScene:
    """The window's table, which plays The River here."""
    scene = window.scene
    assert isinstance(scene, RiverScene)
    return scene


def check_refused_drop(window: MainWindow) -> list[str]:
    """A pioneer dropped on a spot where the rules allow nothing: refused, nothing applied."""
    c, scene = window.controller, river_scene(window)
    open_spots = {spot_of(a) for a in c.playing.legal_actions()}
    closed = [s for s in scene.main.spots if s not in open_spots]
    if not closed:
        return []  # every spot is open at this decision: nothing to refuse
    before = len(c.history.record.actions)
    seat = c.mover
    man = screen(window, scene.boards[seat].pioneers[0].scenePos())
    spot = screen(window, scene.main.spots[closed[0]].centre())
    xdo(window, f"xdotool mousemove {man.x()} {man.y()} sleep 0.3 mousedown 1 sleep 0.2 "
                f"{glide(man, spot)} sleep 0.2 mouseup 1 sleep 0.5")
    message = window.statusBar().currentMessage()
    problems = []
    if len(c.history.record.actions) != before:
        problems.append(f"a drop on the closed spot {closed[0]} applied an action")
    if not message:
        problems.append(f"a drop on the closed spot {closed[0]} said nothing")
    print(f"refused drop on {closed[0]!r}: {message!r}")
    return problems


def drag_and_claim(window: MainWindow, out: Path) -> list[str]:
    """Drag a pioneer to the claim spot (a picture mid-drag), drop it, click a tile."""
    c, scene = window.controller, river_scene(window)
    claims = [a for a in c.playing.legal_actions() if isinstance(a, Claim)]
    if not claims:
        return ["no claim is legal at this decision"]
    before = len(c.history.record.actions)
    seat = c.mover
    man = screen(window, scene.boards[seat].pioneers[0].scenePos())
    spot = screen(window, scene.main.spots[CLAIM_SPOT].centre())
    near = spot + QPoint(30, 24)
    xdo(window, f"xdotool mousemove {man.x()} {man.y()} sleep 0.3 mousedown 1 sleep 0.2 "
                f"{glide(man, near)} sleep 0.6\n"
                f"import -window root {out}/the-river-pioneer-drag.png\n"
                f"xdotool {glide(near, spot, 4)} sleep 0.2 mouseup 1 sleep 0.6")
    tile = claims[0].tile
    offer = next(p for p in scene.main.offer.values() if getattr(p, "tile", None) == tile)
    at = screen(window, offer.centre())
    xdo(window, f"xdotool mousemove {at.x()} {at.y()} sleep 0.3 click 1 sleep 0.6")
    wait_until(lambda: len(c.history.record.actions) > before, timeout=10)
    played = c.history.record.actions[before]
    print(f"claimed by real mouse: {played!r}")
    return [] if played == str(claims[0]) else [f"expected {claims[0]}, got {played}"]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path("docs/screenshots"))
    args = parser.parse_args()
    if not shutil.which("xdotool") or not shutil.which("import"):
        print("needs xdotool and imagemagick's import (apt-get install xdotool imagemagick)")
        return 2
    out = args.out.resolve()
    out.mkdir(parents=True, exist_ok=True)
    QApplication.instance() or QApplication([])
    problems: list[str] = []

    window = new_window()
    dialog = NewGameDialog(TABLES, window, [SeatConfig(True), SeatConfig(False, "Normal"),
                                    SeatConfig(False, "Hard")], "the-river")
    dialog.show()
    dialog.move(window.geometry().center() - dialog.rect().center())
    shot(out / "the-river-new-game.png")
    dialog.close()

    window.start_game([SeatConfig(True)] + [SeatConfig(False, "Easy")] * 3, 14, "the-river")
    play_until(window, mid_game, 2)
    shot(out / "the-river-4p-midgame.png")
    window.close()

    window = new_window()
    window.start_game([SeatConfig(True), SeatConfig(False, "Easy")], 6, "the-river")
    play_until(window, mid_game, 5)
    shot(out / "the-river-2p-midgame.png")
    problems += check_refused_drop(window)
    play_until(window, lambda s: any(isinstance(a, Claim) for a in s.legal_actions()),
               6)
    problems += drag_and_claim(window, out)
    play_until(window, lambda s: False, 7)
    wait_until(lambda: window.score_dialog is not None and window.score_dialog.isVisible())
    final = window.score_dialog
    assert final is not None
    final.move(window.geometry().center() - final.rect().center())
    shot(out / "the-river-final-breakdown.png")
    outcome = window.controller.playing.outcome()
    assert outcome is not None  # the game is over
    print(f"final scores {outcome.scores}, winners {outcome.winners}")
    window.close()
    for p in problems:
        print("FAILED:", p)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
