"""The guided first game with the real mouse under X: follow the guide's pointing for a few
decisions and take its screenshot.

    Xvfb :23 -screen 0 1600x1000x24 &
    DISPLAY=:23 .venv/bin/python tools/x_guide.py --out docs/screenshots [--game the-river]

It opens Help > Guided first game with xdotool clicks on the menu and, with no game on the
table, on the game's button of the question that follows; clicks the panel's Next button
through the intro, then at each of the human's decisions clicks (or, for a Riverboat crop tile,
drags) what the teal rings point at, read from the guide's marks on the table, in order (The
River: the action spot, then the tile or building), until the --stop decision kind's first note
(Riverboat: the Planting phase) or --moves moves made (The River: 3); there it takes
DIR/guide-<game>.png (DIR/guide-<game>-it.png with --language it: the window and the notes in
Italian). Exits 1 if a click did not make the move the guide pointed at.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtCore import QPoint, QPointF, QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication, QMenu, QPushButton  # noqa: E402

from core.riverboat import Plant  # noqa: E402
from core.riverboat.mat import kind_of  # noqa: E402
from riverboat_qt.registry import TABLES  # noqa: E402
from riverboat_qt.riverboat.driver import placement_of  # noqa: E402
from riverboat_qt.riverboat.scene import RiverboatScene  # noqa: E402
from riverboat_qt.shell import i18n  # noqa: E402
from riverboat_qt.shell.app import MainWindow  # noqa: E402
from riverboat_qt.shell.guide import LANGUAGES  # noqa: E402


class Follow:
    """A step machine on a timer: one xdotool command at a time, then wait for its effect."""

    def __init__(self, window: MainWindow, out: Path, language: str, game: str,
                 stop_kind: str, moves: int):
        self.w, self.out, self.language, self.game = window, out, language, game
        self.stop_kind, self.moves = stop_kind, moves
        self.proc: subprocess.Popen | None = None
        self.expect: tuple[int, str] | None = None  # (moves before, the move pointed at)
        self.done: list[str] = []
        self.failed = ""
        self.stage = "menu"
        self.timer = QTimer()
        self.timer.timeout.connect(self.tick)
        self.timer.start(150)

    def xdo(self, commands: str) -> None:
        self.proc = subprocess.Popen(["bash", "-c", f"set -e\n{commands}"])

    def busy(self) -> bool:
        return self.proc is not None and self.proc.poll() is None

    def screen_of(self, scene_pt: QPointF) -> QPoint:
        view = self.w.view
        return view.viewport().mapToGlobal(view.mapFromScene(scene_pt))

    @staticmethod
    def centre(widget) -> QPoint:
        return widget.mapToGlobal(widget.rect().center())

    def tick(self) -> None:
        if self.busy():
            return
        getattr(self, f"_{self.stage}")()

    def _menu(self) -> None:
        """Help, then its Guided first game item: real clicks on the menu bar and the menu."""
        bar = self.w.menuBar()
        help_menu = next(a for a in bar.actions() if isinstance(menu := a.menu(), QMenu)
                         and self.w.guide_action in menu.actions())
        at = bar.mapToGlobal(bar.actionGeometry(help_menu).center())
        self.xdo(f"xdotool mousemove {at.x()} {at.y()} click 1 sleep 0.6")
        self.stage = "menu_item"

    def _menu_item(self) -> None:
        menu = QApplication.activePopupWidget()
        if not isinstance(menu, QMenu):
            self.failed = "the Help menu did not open"
            QApplication.quit()
            return
        at = menu.mapToGlobal(menu.actionGeometry(self.w.guide_action).center())
        self.xdo(f"xdotool mousemove {at.x()} {at.y()} click 1 sleep 1.0")
        self.stage = "choose"

    def _choose(self) -> None:
        """No game on the table: the window asks which game; click this one's button."""
        choice = self.w.guide_choice
        if choice is None or not choice.isVisible():
            self.failed = "Help did not ask which game to learn"
            QApplication.quit()
            return
        at = self.centre(choice.buttons[self.game])
        self.xdo(f"xdotool mousemove {at.x()} {at.y()} click 1 sleep 1.0")
        self.stage = "intro"

    def _intro(self) -> None:
        guide = self.w.guide
        if guide is None:
            self.failed = "the guided game did not start"
            QApplication.quit()
            return
        button = guide.panel.next_button
        if not button.isEnabled():
            self.stage = "decide"
            return
        at = self.centre(button)
        self.xdo(f"sleep 0.4; xdotool mousemove {at.x()} {at.y()} click 1 sleep 0.4")

    def _decide(self) -> None:
        c, guide = self.w.controller, self.w.guide
        assert guide is not None  # started by _intro
        if self.expect is not None:
            before, move = self.expect
            if len(c.history.record.actions) <= before:
                return  # the click's move is still on its way
            if c.history.record.actions[before] != move:
                got = c.history.record.actions[before]
                self.failed = f"clicked for {move}, the game got {got}"
                QApplication.quit()
                return
            self.done.append(move)
            self.expect = None
        step = len(c.history.record.actions)
        if not (c.human_to_move and self.w.interaction is not None and guide.marks
                and guide.decision and guide.decision[0] == step):
            return
        if c.playing.decision_kind == self.stop_kind or (self.moves and
                                                         len(self.done) >= self.moves):
            self.stage = "shoot"
            self.xdo("sleep 1.0")
            return
        action = guide.suggested(c.playing, step)
        self.expect = (step, str(action))
        if isinstance(action, Plant):
            self.xdo(self.drag(action, c.playing))
            return
        button = next((m for m in guide.marks if isinstance(m, QPushButton)), None)
        if button is not None:
            points = [self.centre(button)]
        else:  # each ring in order: a River spot, then the tile or building it asks for
            rings = guide.marks if self.game == "the-river" else guide.marks[:1]
            points = [self.screen_of(m.mapToScene(m.boundingRect().center())) for m in rings]
        self.xdo("\n".join(f"xdotool mousemove {at.x()} {at.y()} sleep 0.3 click 1 sleep 0.6"
                           for at in points))

    def drag(self, action: Plant, state) -> str:
        """Press on the ringed tile, turn it with the wheel, drop it on the ringed fields."""
        kind, scene = kind_of(action.cells), self.w.scene
        assert kind is not None and isinstance(scene, RiverboatScene)
        turns, anchor = placement_of(kind, action.cells)
        tile = scene.supply.tiles[state.display.index(kind)]
        t = self.screen_of(tile.scenePos())
        a = self.screen_of(scene.panels[state.current_player].hex_centre(anchor))
        steps = " ".join(f"mousemove {t.x() + (a.x() - t.x()) * k // 16} "
                         f"{t.y() + (a.y() - t.y()) * k // 16} sleep 0.03" for k in range(1, 17))
        wheel = " ".join("click 5 sleep 0.2" for _ in range(turns))
        return (f"xdotool mousemove {t.x()} {t.y()} sleep 0.3 mousedown 1 sleep 0.2 "
                f"mousemove {t.x() + 4} {t.y() + 4} sleep 0.2 {wheel}\n"
                f"xdotool {steps} sleep 0.3 mouseup 1 sleep 0.5")

    def _shoot(self) -> None:
        name = f"guide-{self.game}.png" if self.language == "en" else \
            f"guide-{self.game}-{self.language}.png"
        subprocess.run(["import", "-window", "root", str(self.out / name)], check=True)
        print(f"{self.out / name}: {len(self.done)} moves by real clicks: {self.done}")
        QApplication.quit()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path("."))
    parser.add_argument("--language", default="en", choices=LANGUAGES)
    parser.add_argument("--game", default="riverboat", choices=TABLES.ids())
    parser.add_argument("--stop", default=None, help="the decision kind to photograph "
                                                     "(Riverboat: plant)")
    parser.add_argument("--moves", type=int, default=None,
                        help="photograph after this many moves (The River: 3)")
    args = parser.parse_args()
    stop = args.stop if args.stop is not None else ("plant" if args.game == "riverboat" else "")
    moves = args.moves if args.moves is not None else (0 if args.game == "riverboat" else 3)
    for tool in ("xdotool", "import"):
        if shutil.which(tool) is None:
            print(f"{tool} is needed (apt-get install xdotool imagemagick)")
            return 2
    args.out.mkdir(parents=True, exist_ok=True)
    os.environ[i18n.LANGUAGE_ENV] = args.language  # the window's language, the notes' too
    app = QApplication([sys.argv[0]])
    window = MainWindow(TABLES, data_dir=Path(tempfile.mkdtemp(prefix="riverboat-x-")))
    window.resize(1600, 1000)
    window.move(0, 0)
    window.show()
    window.set_speed(250)
    follow = Follow(window, args.out, args.language, args.game, stop, moves)
    QTimer.singleShot(120_000, app.quit)  # a guard, never reached when all goes well
    app.exec()
    window.close()
    if follow.failed or follow.stage != "shoot":
        print(f"failed: {follow.failed or 'stopped at ' + follow.stage}")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
