"""The table at one screen size in a real X server, a game started through the new-game dialog
with the real keyboard and mouse (issue #35's layout checks), and a screenshot of the screen.

    xvfb-run -a -s "-screen 0 1280x720x24" .venv/bin/python tools/x_layout.py \
        --game the-river --players 4 --out docs/screenshots/layout-the-river-4p-1280x720.png

Starts openbox (the window maximised as a window manager does it), opens File > New game with
Ctrl+N, picks the game and the number of players in the dialog with xdotool, clicks OK, waits
for the table and saves the screen (a 256-colour PNG). Prints what the layout measured: the
view's scale, the arrangement, the smallest text on the table in pixels, whether the prompt
is whole. Exits 1 if the game did not start or the prompt is cut.
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

from PySide6.QtCore import QPoint, QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QWidget  # noqa: E402
from x_harness import open_window, start_window_manager  # type: ignore[import-not-found]  # noqa: E402

from riverboat_qt.registry import TABLES  # noqa: E402
from riverboat_qt.shell.dialogs import NewGameDialog  # noqa: E402
from riverboat_qt.shell.driving import wait_until  # noqa: E402


def centre(widget: QWidget) -> QPoint:
    return widget.mapToGlobal(widget.rect().center())


def run(script: str) -> subprocess.Popen:
    """An xdotool script, started without waiting: the dialog's own event loop turns."""
    return subprocess.Popen(["bash", "-c", "set -e\n" + script])


def fill_dialog(game: str, players: int, done: list) -> None:
    """Choose the game (first item: Home, last: End) and the players, then OK, by X input."""
    dialog = QApplication.activeModalWidget()
    if not isinstance(dialog, NewGameDialog):
        QTimer.singleShot(200, lambda: fill_dialog(game, players, done))
        return
    key = "Home" if TABLES.ids().index(game) == 0 else "End"
    combo, spin = centre(dialog.game), centre(dialog.players)
    script = (f"xdotool mousemove {combo.x()} {combo.y()} click 1 sleep 0.4 key Escape "
              f"sleep 0.2 key {key} sleep 0.4\n"
              f"xdotool mousemove {spin.x()} {spin.y()} click 1 sleep 0.2 key ctrl+a "
              f"sleep 0.1 type {players}\nsleep 0.4\n")
    first = run(script)

    def press_ok() -> None:
        if first.poll() is None:
            QTimer.singleShot(100, press_ok)
            return
        box = dialog.findChild(QDialogButtonBox)
        assert box is not None, "the new-game dialog has its OK and Cancel"
        ok = centre(box.button(QDialogButtonBox.StandardButton.Ok))
        done.append(run(f"xdotool mousemove {ok.x()} {ok.y()} click 1"))

    QTimer.singleShot(100, press_ok)


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--game", default="riverboat", choices=TABLES.ids())
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--out", type=Path, required=True)
    args = parser.parse_args()
    wm = start_window_manager()
    if wm is None:
        return 2
    window = open_window(Path(tempfile.mkdtemp(prefix="layout-x-")))
    time.sleep(0.5)
    QApplication.processEvents()
    done: list = []
    QTimer.singleShot(300, lambda: fill_dialog(args.game, args.players, done))
    wid = subprocess.run(["xdotool", "search", "--onlyvisible", "--name", "Riverboat"],
                         capture_output=True, text=True).stdout.split()
    run(f"xdotool windowactivate --sync {wid[0]} key ctrl+n" if wid else "xdotool key ctrl+n")
    wait_until(lambda: window.controller.record is not None, timeout=60)
    record = window.controller.record
    assert record is not None  # waited for above
    if record.game != args.game or record.num_players != args.players:
        print(f"the dialog started {record.game} with {record.num_players} players")
        window.controller.shutdown()
        os._exit(1)
    end = time.monotonic() + 2.5  # the refit after the resize, the first AI moves
    while time.monotonic() < end:
        QApplication.processEvents()
        time.sleep(0.01)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    subprocess.run(["import", "-window", "root", "-colors", "256", f"PNG8:{args.out}"],
                   check=True)
    size, words = min(window.view.text_sizes())
    whole = window.prompt.is_whole()
    print(f"{args.out.name}: window {window.width()}x{window.height()}, view "
          f"{window.view.viewport().width()}x{window.view.viewport().height()}, arrangement "
          f"{window.scene.layout!r}, scale {window.view.transform().m11():.3f}, smallest text "
          f"{size:.1f} px ({words[:30]!r}), prompt whole: {whole}, log shown: "
          f"{window.log_dock.isVisible()}")
    window.controller.shutdown()
    wm.terminate()
    os._exit(0 if whole else 1)  # the AI helper process and Qt's threads go with the process


if __name__ == "__main__":
    sys.exit(main())
