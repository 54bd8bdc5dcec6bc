"""Every window and dialog the app opens fits a small screen's free area (issue #47: the rules
window opened at 1180x860, past a 1024x700 or 1280x720 screen)."""

from __future__ import annotations

import json

from PySide6.QtCore import QRect

from riverboat_qt.shell.window_fit import fitted_frame
from tests.child_python import run_python

ROOM = QRect(0, 0, 1024, 700)


def test_a_frame_larger_than_the_room_shrinks_into_it() -> None:
    assert fitted_frame(QRect(0, 0, 1184, 864), ROOM) == ROOM


def test_a_frame_past_the_rooms_edge_moves_back_the_least() -> None:
    """A dialog centred on a window partly off the screen: moved in, its size kept."""
    assert fitted_frame(QRect(562, 332, 464, 341), ROOM) == QRect(560, 332, 464, 341)
    assert fitted_frame(QRect(-30, 600, 400, 200), ROOM) == QRect(0, 500, 400, 200)


def test_a_frame_inside_the_room_is_left_alone() -> None:
    assert fitted_frame(QRect(10, 20, 300, 200), ROOM) == QRect(10, 20, 300, 200)


# Opens the window as `riverboat-qt --seats human,human` does, then each window and dialog the
# player can open from it, the modal ones read and closed by a timer; prints their frames.
EVERY_WINDOW = r"""
import json, sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
app = QApplication([])
import core
from riverboat_qt.__main__ import main
from riverboat_qt.shell.dialogs import ScoreDialog

frames = {}

def note(name, window):
    QApplication.processEvents()
    f = window.frameGeometry()
    frames[name] = [f.x(), f.y(), f.width(), f.height()]

def modal(name, open_it):
    def read():
        dialog = app.activeModalWidget()
        note(name, dialog)
        dialog.reject()
    QTimer.singleShot(100, read)
    open_it()

def every_window():
    w = next(t for t in app.topLevelWidgets() if type(t).__name__ == "MainWindow")
    note("main window", w)
    w.show_rules()
    note("rules", w.rules_window)
    note("games", w.show_games())
    record, state = core.random_game(4, 4, game="riverboat")
    w.files.open_replay(record)
    note("replay", w.files.replay_window)
    modal("new game", w.new_action.trigger)
    modal("about", next(a for a in w.findChildren(type(w.new_action))
                        if a.text() == "&About Riverboat Qt").trigger)
    next(a for a in w.findChildren(type(w.new_action))
         if a.shortcut().toString() == "Shift+F1").trigger()
    note("mouse and keys", w.keys_dialog)  # a table beside the game, not modal
    scores = ScoreDialog(state, w.tables["riverboat"], ["A", "B", "C", "D"], w)
    scores.show()  # as the window's on_over does
    note("scores", scores)
    print(json.dumps({"room": app.primaryScreen().availableGeometry().getRect(),
                      "frames": frames}))
    app.quit()

QTimer.singleShot(500, every_window)
sys.exit(main(["--seats", "human,human", "--speed", "Off"]))
"""


def test_every_window_and_dialog_fits_a_1024x700_screen(tmp_path, monkeypatch) -> None:
    """At 1280x720 too (a window that fits the smaller fits it): seen under Xvfb."""
    width, height = 1024, 700
    screens = {"screens": [{"name": "small", "x": 0, "y": 0, "width": width, "height": height,
                            "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]}
    config = tmp_path / "screen.json"
    config.write_text(json.dumps(screens), encoding="utf-8")
    monkeypatch.setenv("QT_QPA_PLATFORM", f"offscreen:configfile={config}")
    monkeypatch.setenv("RIVERBOAT_DATA_DIR", str(tmp_path / "data"))
    done = run_python(EVERY_WINDOW, timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    shown = json.loads(done.stdout.strip().splitlines()[-1])
    room = QRect(*shown["room"])
    assert room == QRect(0, 0, width, height)
    assert len(shown["frames"]) == 8
    outside = {name: frame for name, frame in shown["frames"].items()
               if not room.contains(QRect(*frame))}
    assert outside == {}
