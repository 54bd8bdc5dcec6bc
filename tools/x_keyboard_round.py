"""Issue #36 in a real window: a whole first round of each game played with `xdotool key` only
(no mouse), through the choices panel, and the table in words read by its keys.

    xvfb-run -a -s "-screen 0 1280x720x24" .venv/bin/python tools/x_keyboard_round.py \
        --out /tmp/h36-keys [--language it] [--games riverboat,the-river]

Starts openbox on the display (the keys go to the active window), opens the window, starts a
game (you against one AI Easy, no animation) and then touches the app only through xdotool: F6
shows the choices panel (unless the keys are on its rows already); at each of your decisions
Home, Down..., Return choose a random row (a group opens, its rows come next); every few moves
Ctrl+1 (your seat) and Alt+3 (the first area of the table) read the table in words, and F6 takes
the keys back to the choices. The state is only read, to know when to press and what the rows
are, and to check what each key showed. Ends when round 2 begins; then F7 shows the overview,
saved as words-<game>[-<language>].png. Exits 1 if a check fails.
"""

from __future__ import annotations

import argparse
import os
import random
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtWidgets import QApplication  # noqa: E402
from x_harness import open_window, report, start_window_manager  # type: ignore[import-not-found]  # noqa: E402

from riverboat_qt.shell.app import MainWindow  # noqa: E402
from riverboat_qt.shell.driving import wait_until  # noqa: E402
from riverboat_qt.shell.seats import SeatConfig  # noqa: E402

DATA = Path(tempfile.mkdtemp(prefix="h36-keys-"))  # autosave and settings: not the user's
SEATS = [SeatConfig(True), SeatConfig(False, "Easy")]
READ_EVERY = 4  # moves between two readings of the table in words


def pump(seconds: float = 0.2) -> None:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        QApplication.processEvents()
        time.sleep(0.005)


def keys(*names: str) -> None:
    """Real key presses on the active window (xdotool), while the window's event loop turns."""
    proc = subprocess.Popen(["xdotool", "key", "--delay", "40", *names])
    wait_until(lambda: proc.poll() is not None, timeout=60)
    pump(0.1)


def shot(path: Path) -> None:
    pump(0.3)
    subprocess.run(["import", "-window", "root", str(path)], check=True)
    print("screenshot", path)


def listed(window: MainWindow) -> bool:
    """Your decision is listed and the keys are on its rows (or the round is over)."""
    c = window.controller
    return c.playing.round > 1 or c.playing.is_over or (
        c.human_to_move and window.choices_panel.key is not None
        and QApplication.focusWidget() is window.choices_panel.list)


def read_words(window: MainWindow, failures: list[str]) -> None:
    """Ctrl+1, Alt+3 and F7 by keys; each must show its words; F6 takes the keys back."""
    c, words = window.controller, window.words
    seat_words, area_words = c.table.seat_words, c.table.area_words
    assert seat_words is not None and area_words is not None, "a table without its words"
    game = c.game_id
    keys("ctrl+1")
    mine = seat_words(c.playing, 0, c.labels)
    if not soon(lambda: words.panel.text.toPlainText() == mine and words.panel.text.hasFocus()):
        failures.append(f"{game}: Ctrl+1 did not show your seat's words (shown: "
                        f"{words.panel.text.toPlainText()[:60]!r}, keys on "
                        f"{type(QApplication.focusWidget()).__name__})")
    keys("alt+3")
    area = area_words(c.playing, c.labels)[0][1]
    if not soon(lambda: words.panel.text.toPlainText() == area):
        failures.append(f"{game}: Alt+3 did not show the first area's words")
    keys("F6")
    if not soon(lambda: QApplication.focusWidget() is window.choices_panel.list):
        failures.append(f"{game}: F6 did not take the keys back to the choices")


def soon(condition: Callable[[], bool], seconds: float = 3.0) -> bool:
    """Whether the condition holds within a few seconds (X delivers the keys on its own time)."""
    try:
        wait_until(condition, timeout=seconds)
    except TimeoutError:
        return False
    return True


def play_round(window: MainWindow, game: str, seed: int, out: Path, suffix: str,
               failures: list[str]) -> None:
    c, rng = window.controller, random.Random(seed)
    window.start_game(SEATS, seed, game)
    window.set_speed(0)
    wait_until(lambda: c.human_to_move, timeout=120)
    pump(0.5)
    presses = 0
    if QApplication.focusWidget() is not window.choices_panel.list:  # F6 on them would close
        keys("F6")  # the panel shown (a new decision hands it the keys once shown)
        presses = 1
    started, moves, readings = time.monotonic(), 0, 0
    while True:
        try:
            wait_until(lambda: listed(window), timeout=120)
        except TimeoutError:
            print("stuck:", c.playing.decision_kind, c.human_to_move, window.choices_panel.key,
                  QApplication.focusWidget(), window.choices_dock.isVisible())
            raise
        if c.playing.round > 1 or c.playing.is_over:
            break
        if moves and moves % READ_EVERY == 0 and readings < moves // READ_EVERY:
            readings += 1
            read_words(window, failures)
            presses += 3
        panel, done = window.choices_panel, len(c.history.record.actions)

        def played(done: int = done) -> bool:
            return len(c.history.record.actions) > done

        before = str(c.playing.decision_kind)
        while len(c.history.record.actions) == done:
            row = rng.randrange(len(panel.level()))
            chosen = panel.level()[row]
            keys("Home", *["Down"] * row, "Return")
            presses += row + 2
            if chosen.action is not None:
                wait_until(played, timeout=30)
        moves += 1
        print(f"  move {moves} ({before}): {c.history.record.actions[done]}")
    took = time.monotonic() - started
    print(f"{game}: round 1 played by keys: {moves} moves of yours, {presses} key presses, "
          f"{len(c.history.record.actions)} moves in all, {readings} readings, {took:.0f} s")
    if c.playing.round < 2:
        failures.append(f"{game}: round 2 was not reached")
    keys("F7")
    words = window.words.panel.text.toPlainText()
    if not words.startswith(window.decision_text):
        failures.append(f"{game}: F7's overview does not start with the turn")
    shot(out / f"words-{game}{suffix}.png")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path("/tmp/h36-keys"))
    parser.add_argument("--language", default="en")
    parser.add_argument("--games", default="riverboat,the-river")
    parser.add_argument("--seed", type=int, default=5)
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    os.environ["RIVERBOAT_LANGUAGE"] = args.language
    wm = start_window_manager()
    if wm is None:
        return 2
    window = open_window(DATA, (1270, 690))
    pump(0.5)
    wid = subprocess.run(["xdotool", "search", "--onlyvisible", "--name", "Riverboat Qt"],
                         capture_output=True, text=True, check=False).stdout.split()[0]
    subprocess.run(["xdotool", "windowactivate", "--sync", wid, "windowfocus", "--sync", wid],
                   check=False)
    failures: list[str] = []
    suffix = "" if args.language == "en" else f"-{args.language}"
    try:
        for game in args.games.split(","):
            play_round(window, game, args.seed, args.out, suffix, failures)
    finally:
        window.close()
        wm.terminate()
    return report(failures)


if __name__ == "__main__":
    sys.exit(main())
