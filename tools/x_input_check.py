"""Buy a crop tile from a pile with the real mouse under X, and watch the table not jump.

    xvfb-run -a -s "-screen 0 1600x1000x24" .venv/bin/python tools/x_input_check.py --out DIR

Offscreen tests drive Qt with synthetic events; this drives a real X server with xdotool (a
tile in the pile picker once vanished under X alone). It reaches a planting decision where a
coin may buy from a pile (two human seats, seed 8) through the controller, then, with the real
event loop running: presses G (hex coordinates), clicks "Buy from a pile", drags a tile out of
the picker, turns it with the wheel and drops it off the mats (refused: it goes home), then
drags it again with mouse moves and wheel notches and drops it on the workers. Screenshots:
DIR/prompt.png (a one-line and a two-line prompt, one above the other), DIR/pile-drag.png,
DIR/pile-planted.png. It prints where the table was on the
screen at each decision (it must not move when the prompt wraps) and exits 1 if the tile was
not planted or the table moved.
"""

from __future__ import annotations

import argparse
import random
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtCore import QPoint, QPointF, QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from core.riverboat import Plant  # noqa: E402
from core.riverboat.mat import kind_of  # noqa: E402
from riverboat_qt.registry import TABLES  # noqa: E402
from riverboat_qt.riverboat.driver import Driver, placement_of, wait_until  # noqa: E402
from riverboat_qt.riverboat.interactions import PlantInteraction  # noqa: E402
from riverboat_qt.riverboat.scene import RiverboatScene  # noqa: E402
from riverboat_qt.shell.app import MainWindow  # noqa: E402
from riverboat_qt.shell.seats import SeatConfig  # noqa: E402


def reach_coin_planting(window: MainWindow, seed: int, at_each=lambda: None) -> None:
    """Random free moves through the controller (not the mouse) up to a coin planting;
    at_each() is called at every decision, once the table is drawn."""
    c, rng = window.controller, random.Random(3)
    window.start_game([SeatConfig(True), SeatConfig(True)], seed)
    while True:
        wait_until(lambda: c.human_to_move and window.interaction is not None)
        QApplication.processEvents()  # the layout settles
        at_each()
        legal = c.playing.legal_actions()
        if c.playing.decision_kind == "plant" and any(
                isinstance(a, Plant) and a.coin for a in legal):
            return
        free = [a for a in legal if not getattr(a, "coin", False)
                and type(a).__name__ != "TakeCardFromPile"] or legal
        done = len(c.history.record.actions)
        c.submit(rng.choice(free))

        def moved(before: int = done) -> bool:
            return len(c.history.record.actions) > before

        wait_until(moved)


class Check:
    """The xdotool script and what the window showed while it ran."""

    def __init__(self, window: MainWindow, out: Path):
        self.w, self.out = window, out
        self.seen: dict[tuple[int, int], set[str]] = {}  # table origin on screen -> prompts
        self.proc: subprocess.Popen | None = None
        self.watch = QTimer()
        self.watch.timeout.connect(self.look)
        self.watch.start(30)

    def screen(self, scene_pt: QPointF) -> QPoint:
        view = self.w.view
        return view.viewport().mapToGlobal(view.mapFromScene(scene_pt))

    def look(self) -> None:
        """Note where the table's origin is on the screen, per prompt shown; keep a picture
        of the first one-line prompt to set beside the two-line one."""
        spot = self.screen(QPointF(0, 0))
        self.seen.setdefault((spot.x(), spot.y()), set()).add(self.w.prompt.text())
        one_line = self.w.prompt.fontMetrics().horizontalAdvance(self.w.prompt.text()) < \
            self.w.prompt.contentsRect().width() * 0.9
        # the window has been on screen
        painted = len(self.w.controller.history.record.actions) >= 2
        if one_line and painted and not (self.out / "prompt-one-line.png").exists():
            subprocess.run(["import", "-window", "root", str(self.out / "prompt-one-line.png")],
                           check=True)
        if self.proc is not None and self.proc.poll() is not None:
            QApplication.quit()

    def start(self) -> None:
        w, state, seat = self.w, self.w.controller.playing, self.w.controller.mover
        scene, interaction = w.scene, w.interaction
        assert isinstance(scene, RiverboatScene) and isinstance(interaction, PlantInteraction)
        self.action = max((a for a in state.legal_actions() if isinstance(a, Plant) and a.coin),
                          key=lambda a: len(a.cells))
        kind = kind_of(self.action.cells)
        assert kind is not None  # a plant's cells are a tile's
        turns, anchor = placement_of(kind, self.action.cells)
        driver = Driver(w)
        button = driver.button("Buy from a pile")
        b = button.mapToGlobal(button.rect().center())
        interaction.open_piles()  # only to learn where the tile will be; closed again
        t = self.screen(driver.item(f"pile tile {kind}").scenePos())
        scene.hide_overlay()
        a = self.screen(scene.panels[seat].hex_centre(anchor))
        off = self.screen(QPointF(-5, -5))  # the table's corner: on no mat
        near = a + QPoint(10, 7)  # still snapping, so the tile and its landing both show
        steps = " ".join(f"mousemove {t.x() + (near.x() - t.x()) * k // 24} "
                         f"{t.y() + (near.y() - t.y()) * k // 24} sleep 0.04"
                         for k in range(1, 25))
        wheel = " ".join("click 5 sleep 0.25" for _ in range(turns))
        shot = f"import -window root {self.out}"
        top = f"-crop {w.width()}x{self.screen(QPointF(0, 0)).y() + 120}+0+0 +repage"
        script = f"""set -e
sleep 0.5
{shot}/prompt-two-lines.png
convert {self.out}/prompt-one-line.png {top} {self.out}/prompt-two-lines.png {top} \
    -background '#444' -splice 0x6 -append {self.out}/prompt.png
xdotool search --name '^Riverboat' windowfocus --sync  # no window manager under Xvfb
xdotool mousemove {b.x()} {b.y()} sleep 0.2 key g sleep 0.3 click 1 sleep 0.8
xdotool mousemove {t.x()} {t.y()} sleep 1.2
xdotool mousedown 1 sleep 0.2 mousemove {t.x() - 30} {t.y() + 30} sleep 0.1 click 5 sleep 0.2
xdotool mousemove {off.x()} {off.y()} sleep 0.3 mouseup 1 sleep 0.5  # refused: back home
xdotool mousemove {t.x()} {t.y()} sleep 0.5
xdotool mousedown 1 sleep 0.3 mousemove {t.x() + 4} {t.y() + 4} sleep 0.2 {wheel}
xdotool {steps} sleep 0.5
{shot}/pile-drag.png
xdotool mousemove {a.x() + 2} {a.y() + 1} sleep 0.3 mouseup 1 sleep 1.0
{shot}/pile-planted.png
"""
        print(f"dragging {kind} from the picker at {t.x()},{t.y()} to {a.x()},{a.y()} "
              f"with {turns} wheel notches: {self.action}")
        self.proc = subprocess.Popen(["bash", "-c", script])


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path("."))
    parser.add_argument("--seed", type=int, default=8)
    parser.add_argument("--size", default="1600x960", help="window size, e.g. 1280x900")
    args = parser.parse_args()
    for tool in ("xdotool", "import"):
        if shutil.which(tool) is None:
            print(f"{tool} is needed (apt-get install xdotool imagemagick)")
            return 2
    args.out.mkdir(parents=True, exist_ok=True)
    app = QApplication([sys.argv[0]])
    window = MainWindow(TABLES, data_dir=Path(tempfile.mkdtemp(prefix="riverboat-x-")))
    width, height = (int(n) for n in args.size.split("x"))
    window.resize(width, height)
    window.move(0, 0)
    window.show()
    window.set_speed(0)
    check = Check(window, args.out)  # watching the table from the first decision on
    reach_coin_planting(window, args.seed, check.look)
    QTimer.singleShot(500, check.start)
    app.exec()
    recorded = window.controller.history.record.actions
    planted = bool(recorded) and recorded[-1] == str(check.action)
    print(f"last actions: {recorded[-2:]}; planted from the pile: {planted}")
    for spot, prompts in check.seen.items():
        longest = max(prompts, key=len)
        print(f"table origin on screen at {spot} for {len(prompts)} prompts "
              f"of {min(map(len, prompts))}-{len(longest)} characters, e.g. {longest!r}")
    window.close()
    return 0 if planted and len(check.seen) == 1 else 1


if __name__ == "__main__":
    sys.exit(main())
