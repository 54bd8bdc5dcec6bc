"""The game review under X with the real mouse, timed, and its screenshot for docs/.

    Xvfb :21 -screen 0 1600x1000x24 & openbox &   (a window manager: optional)
    DISPLAY=:21 .venv/bin/python tools/x_review.py --game riverboat --out docs/screenshots
    DISPLAY=:21 .venv/bin/python tools/x_review.py --game riverboat --language it --out ...

A whole 2-player game (you, played as Easy would, against AI Easy; seeded) ends in the final
score dialog; xdotool clicks its "Review this game": the replay viewer opens and reviews your
seat with the window's budget (ai.review's defaults) in the AI helper process, while a 10 ms
timer measures how long the window's event loop ever waits. Then xdotool clicks the row that
lost the most (the viewer must jump to the position before that move and ring the better one),
a point of the win-chance graph (the replay must jump there, the graph mark it) and the key
moment of the biggest swing (the replay must jump to it), and takes the screenshot
(review-<game>.png, review-<game>-it.png in Italian); then it starts a review of the other seat
and clicks Cancel: the review must stop within a second. Prints the timings; exits 1 if a check
fails.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtCore import QElapsedTimer, QPoint, QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication, QWidget  # noqa: E402

from ai import make_bot  # noqa: E402
from core import GameRecord, registry  # noqa: E402
from core.game import State  # noqa: E402
from riverboat_qt.registry import TABLES  # noqa: E402
from riverboat_qt.shell.app import MainWindow  # noqa: E402
from riverboat_qt.shell.driving import wait_until  # noqa: E402
from riverboat_qt.shell.i18n import LANGUAGE_ENV, LANGUAGES  # noqa: E402
from riverboat_qt.shell.seats import SeatConfig, seats_meta  # noqa: E402

DATA = Path(tempfile.mkdtemp(prefix="review-x-"))  # autosave and settings: not the user's
SEATS = [SeatConfig(True), SeatConfig(False, "Easy")]


def finished_game(game: str, seed: int) -> tuple[GameRecord, State]:
    """Both seats played as Easy would, to the end."""
    record, state = GameRecord.start(2, seed, game=game)
    bots = [make_bot("easy", seed=seed * 10 + k, game=game) for k in range(2)]
    while (seat := state.current_player) is not None:  # None at the end
        action = bots[seat].choose(state)
        state.apply(action, log=False)
        record.actions.append(str(action))
    record.meta = {"seats": seats_meta(SEATS)}
    return record, state


def centre(widget: QWidget, local: QPoint | None = None) -> QPoint:
    return widget.mapToGlobal(local if local is not None else widget.rect().center())


def xdotool(*args: str) -> None:
    """An xdotool command through X while the event loop turns."""
    proc = subprocess.Popen(["xdotool", *args])
    wait_until(lambda: proc.poll() is not None, timeout=30)
    for _ in range(20):
        QApplication.processEvents()


def click(at: QPoint) -> None:
    """A real click."""
    xdotool("mousemove", str(at.x()), str(at.y()), "sleep", "0.3", "click", "1", "sleep", "0.3")


class Gaps:
    """The longest wait of a 10 ms timer: how responsive the window stays."""

    def __init__(self) -> None:
        self.clock = QElapsedTimer()
        self.longest = 0
        self.timer = QTimer()
        self.timer.timeout.connect(self._tick)

    def start(self) -> None:
        self.clock.start()
        self.timer.start(10)

    def _tick(self) -> None:
        self.longest = max(self.longest, self.clock.restart())

    def stop(self) -> int:
        self.timer.stop()
        return self.longest


def check(ok: bool, what: str, failures: list[str]) -> None:
    print(("ok: " if ok else "FAILED: ") + what)
    if not ok:
        failures.append(what)


def fit_screen(app: QApplication, viewer) -> None:
    """The viewer fills the screen, its frame inside it (a window manager draws one)."""
    screen = app.primaryScreen().availableGeometry()
    viewer.move(screen.topLeft())
    for _ in range(10):
        app.processEvents()
    frame = viewer.frameGeometry().size() - viewer.size()
    viewer.resize(screen.width() - frame.width(), screen.height() - frame.height())
    viewer.raise_()
    viewer.review.reveal()
    for _ in range(20):
        app.processEvents()
    time.sleep(0.5)  # a window manager hands the focus back to the main window first
    xdotool("windowactivate", "--sync", str(int(viewer.winId())), "sleep", "0.3")


def click_worst_row(app: QApplication, viewer, failures: list[str]) -> None:
    """The row that lost the most: the position before it, the better move ringed."""
    panel = viewer.review
    rows = panel.listed_rows()
    row = max(range(len(rows)), key=lambda r: rows[r].loss)
    item = panel.table.item(row, 1)
    panel.table.scrollToItem(item)
    for _ in range(10):
        app.processEvents()
    click(centre(panel.table.viewport(), panel.table.visualItemRect(item).center()))
    move = rows[row].move
    check(viewer.step == move - 1, f"a click on the row of move {move} shows the position "
          "before it", failures)
    check(bool(panel.rings) and f" {move}:" in panel.detail.text(),
          "the better move is ringed and said", failures)


def click_graph(viewer, failures: list[str]) -> None:
    """A point of the graph, a third of the way into the game: the replay jumps there."""
    graph = viewer.review.graph
    step = viewer.model.length // 3
    click(centre(graph, QPoint(round(graph.x_of(step)), graph.height() // 3)))
    check(viewer.step == step and graph.current == step,
          f"a click on the graph at move {step} shows that position (shown: {viewer.step})",
          failures)


def click_key_moment(viewer, failures: list[str]) -> None:
    """The key moment of the biggest swing (a decision's, if any: its better move is ringed
    for the screenshot): the replay jumps to it."""
    moments = viewer.review.moments
    check(3 <= len(moments.buttons) <= 5, f"{len(moments.buttons)} key moments", failures)
    if not moments.buttons:
        return
    k = max(range(len(moments.moments)), key=lambda i: (moments.moments[i].kind == "decision",
                                                        abs(moments.moments[i].swing)))
    moment = moments.moments[k]
    click(centre(moments.buttons[k]))
    where = moment.move if moment.kind == "luck" else moment.move - 1
    check(viewer.step == where == viewer.review.graph.current,
          f"a click on the key moment of move {moment.move} ({moment.kind} "
          f"{moment.swing:+.0f}) shows it", failures)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", default="riverboat", choices=list(registry.GAMES))
    parser.add_argument("--seed", type=int, default=77)
    parser.add_argument("--out", type=Path, default=Path("docs/screenshots"))
    parser.add_argument("--language", default="en", choices=sorted(LANGUAGES))
    args = parser.parse_args()
    os.environ[LANGUAGE_ENV] = args.language  # the window installs it as it opens
    if not shutil.which("xdotool") or not shutil.which("import"):
        print("needs xdotool and imagemagick's import (apt-get install xdotool imagemagick)")
        return 1
    made = QApplication.instance()
    app = made if isinstance(made, QApplication) else QApplication(sys.argv)
    failures: list[str] = []
    record, state = finished_game(args.game, args.seed)
    window = MainWindow(TABLES, data_dir=DATA)
    window.move(0, 0)
    window.resize(1600, 1000)
    window.show()
    window.play_record(record, state, "A finished game.")
    wait_until(lambda: window.score_dialog is not None and window.score_dialog.isVisible())
    dialog = window.score_dialog
    assert dialog is not None
    wait_until(lambda: dialog.review_game.isVisible())
    start = time.monotonic()
    click(centre(dialog.review_game))
    viewer = window.files.replay_window
    check(viewer is not None and viewer.review.running, "the dialog's button starts a review",
          failures)
    if viewer is None:
        return 1
    panel = viewer.review
    opened = time.monotonic() - start
    gaps = Gaps()  # while the review runs (the viewer's opening aside)
    gaps.start()
    wait_until(lambda: not panel.running, timeout=600)
    took = time.monotonic() - start
    longest = gaps.stop()
    result = panel.result
    check(result is not None and result.complete and result.seat == 0,
          "the review of the human seat is complete", failures)
    if result is None:
        return 1
    lost = [d for d in result.listed() if d.loss > 0]
    print(f"{args.game}: {len(result.decisions)} decisions of both seats reviewed in {took:.1f} s "
          f"(from the click: the viewer opened in {opened:.1f} s, the helper's start "
          f"included); the event loop's longest wait while it ran {longest} ms; marks "
          f"{result.marks()}; your seat lost {sum(d.loss for d in lost):.1f} points of win chance")
    dialog.close()
    fit_screen(app, viewer)
    click_worst_row(app, viewer, failures)
    click_graph(viewer, failures)
    click_key_moment(viewer, failures)
    for _ in range(20):
        app.processEvents()
    time.sleep(0.3)
    app.processEvents()
    suffix = "" if args.language == "en" else f"-{args.language}"
    shot = args.out / f"review-{args.game}{suffix}.png"
    subprocess.run(["import", "-window", "root", str(shot)], check=True)
    print(f"saved {shot}")
    # Cancel, by a real click, a review of the other seat
    panel.seat.setCurrentIndex(1)
    click(centre(panel.start_button))
    wait_until(lambda: panel.progress.maximum() > 0, timeout=60)
    time.sleep(0.5)
    asked = time.monotonic()
    click(centre(panel.cancel_button))
    wait_until(lambda: not panel.running, timeout=10)
    stopped = time.monotonic() - asked - 0.6  # less the click script's own sleeps
    cancelled = panel.result
    check(stopped < 1.0 and cancelled is not None and not cancelled.complete,
          f"Cancel stops the review ({stopped * 1000:.0f} ms after the click; "
          f"{'no review' if cancelled is None else f'{len(cancelled.steps)} steps reviewed'}: "
          f"{panel.status.text()})", failures)
    viewer.close()
    window.close()
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
