"""Issue #35 in a real window: the last-move marks and recap after AI moves, and File > Rematch.

    xvfb-run -a -s "-screen 0 1280x720x24" .venv/bin/python tools/x_last_moves.py \
        --out /tmp/h35-shell

Needs a window manager on the display (openbox, started here if found) for the menus and the
question box. With xdotool's real mouse and keys, for each game (you against two AI Easy, the
AI moves sliding at the Fast speed):
- waits for your decision after AI moves: the recap must name their seats by colour and the
  table must carry their marks (LAST_MOVES-<game>.png);
- clicks a piece of one of your legal moves: the move is applied and the marks and recap of
  the moves before it are gone (or new ones, of the AIs' later moves, only);
- then (The River) opens File with Alt+F (menu.png), takes Rematch with Ctrl+Shift+N, answers
  the question with Alt+Y (question.png): a new game, same seats and levels, new seed.
Exits 1 if a check fails.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtCore import QPoint, QPointF  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402
from x_harness import open_window, report, start_window_manager  # type: ignore[import-not-found]  # noqa: E402

from riverboat_qt.registry import TABLES  # noqa: E402
from riverboat_qt.shell.app import MainWindow  # noqa: E402
from riverboat_qt.shell.driving import wait_until  # noqa: E402
from riverboat_qt.shell.hint_ring import HintRing, unmark  # noqa: E402
from riverboat_qt.shell.last_moves import LastMoveRing  # noqa: E402
from riverboat_qt.shell.seats import SeatConfig  # noqa: E402

DATA = Path(tempfile.mkdtemp(prefix="h35-x-"))  # autosave and settings: not the user's
SEATS = [SeatConfig(True), SeatConfig(False, "Easy"), SeatConfig(False, "Easy")]


def shot(path: Path) -> None:
    QApplication.processEvents()
    subprocess.run(["import", "-window", "root", str(path)], check=True)
    print("screenshot", path)


def xdo(script: str, wait: bool = True) -> subprocess.Popen:
    """An xdotool script, run while the window's event loop turns."""
    proc = subprocess.Popen(["bash", "-c", "set -e\n" + script])
    if wait:
        wait_until(lambda: proc.poll() is not None, timeout=60)
        for _ in range(20):
            QApplication.processEvents()
    return proc


def screen(window: MainWindow, scene_pt: QPointF) -> QPoint:
    view = window.view
    return view.viewport().mapToGlobal(view.mapFromScene(scene_pt))


def marked_decision(window: MainWindow) -> None:
    """Your decision, with the AIs' moves since your last one recorded and drawn."""
    c = window.controller
    wait_until(lambda: c.human_to_move and window.interaction is not None
               and bool(window.last_moves.moves) and window._replay is None, timeout=240)
    for _ in range(30):
        QApplication.processEvents()
        time.sleep(0.01)


def clickable_move(window: MainWindow):
    """A legal move of yours with a piece to click (the hint's own mapping), and that piece."""
    c = window.controller
    for action in c.playing.legal_actions():
        found = c.table.highlight_action(window, action, c.mover)
        rings = [r for r in found if isinstance(r, HintRing)]
        unmark(found)
        if rings:
            return action, rings[0].path.boundingRect().center()
    return None, None


def check_game(window: MainWindow, game: str, out: Path, failures: list[str]) -> None:
    window.start_game(SEATS, 5, game)
    marked_decision(window)
    marks = [i for i in window.scene.items() if isinstance(i, LastMoveRing)]
    recap = window.recap.text()
    print(game, "recap:", recap, "| marks:", len(marks))
    if not marks or not recap.startswith("Last moves: "):
        failures.append(f"{game}: no marks ({len(marks)}) or no recap ({recap!r})")
    if any(f"seat {k}" in recap for k in range(4)):
        failures.append(f"{game}: the recap speaks of seat ids: {recap!r}")
    shot(out / f"LAST_MOVES-{game}.png")
    c = window.controller
    before = len(c.history.record.actions)
    old_moves = list(window.last_moves.moves)
    window.set_speed(0)
    c.move_delay_ms = 60_000  # the AIs wait after your click: what it cleared can be seen
    action, where = clickable_move(window)
    if action is None:
        failures.append(f"{game}: no legal move of yours has a piece to click")
        return
    at = screen(window, where)
    xdo(f"xdotool mousemove {at.x()} {at.y()} sleep 0.3 click 1 sleep 0.8")
    wait_until(lambda: len(c.history.record.actions) > before or window.scene.overlay is not None,
               timeout=10)
    if window.scene.overlay is not None or len(c.history.record.actions) == before:
        print(game, "the click opened a choice (or nothing): the move goes by the controller")
        window.scene.hide_overlay()
        c.submit(action)
    wait_until(lambda: len(c.history.record.actions) > before, timeout=10)
    for _ in range(20):
        QApplication.processEvents()
    left = [m for m in window.last_moves.moves if m in old_moves]
    marks = [i for i in window.scene.items() if isinstance(i, LastMoveRing)]
    print(game, "after your click:", repr(window.recap.text()), "| marks:", len(marks))
    # after your move only the AIs' later moves may be listed (they move at once after yours)
    stale = [m for m in marks if m.number > len(window.last_moves.moves)]
    if left or stale or (window.recap.isVisible() and not window.last_moves.moves):
        failures.append(f"{game}: the marks or the recap of the moves before yours stayed")
    shot(out / f"ACTED-{game}.png")


def check_rematch(window: MainWindow, out: Path, failures: list[str]) -> None:
    c = window.controller
    seed, seats, game = c.history.record.seed, list(c.seats), c.game_id
    wid = subprocess.run(["xdotool", "search", "--onlyvisible", "--name", "Riverboat Qt"],
                         capture_output=True, text=True).stdout.split()[0]
    xdo(f"xdotool windowactivate --sync {wid} windowfocus --sync {wid} sleep 0.3 key alt+f "
        "sleep 0.8")
    shot(out / "menu.png")
    xdo("xdotool key Escape sleep 0.3")
    # the question box blocks (its own event loop): the keys and the picture come from outside
    proc = xdo(f"xdotool windowfocus --sync {wid} key ctrl+shift+n sleep 1.5; "
               f"import -window root {out / 'question.png'}; xdotool key alt+y", wait=False)
    wait_until(lambda: proc.poll() is not None and c.history.record.seed != seed, timeout=30)
    print("rematch: seed", seed, "->", c.history.record.seed, "| seats", c.seats == seats,
          "| game", c.game_id)
    if c.history.record.seed == seed or c.seats != seats or c.game_id != game:
        failures.append("rematch: not the same game and seats with a new seed")
    wait_until(lambda: window.interaction is not None or c.human_to_move is False, timeout=30)
    shot(out / "rematch.png")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path("/tmp/h35-shell"))
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    wm = start_window_manager()
    if wm is None:
        return 2
    window = open_window(DATA, (1280, 690))
    for _ in range(50):
        QApplication.processEvents()
        time.sleep(0.01)
    failures: list[str] = []
    try:
        for game in TABLES.ids():
            window.set_speed(250)  # Fast: the AI moves slide, then get marked
            check_game(window, game, args.out, failures)
        check_rematch(window, args.out, failures)
    finally:
        window.close()
        wm.terminate()
    return report(failures)


if __name__ == "__main__":
    sys.exit(main())
