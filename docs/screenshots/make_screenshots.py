"""Make the screenshots of docs/screenshots/ (offscreen, seeded, through the real widgets).

    QT_QPA_PLATFORM=offscreen .venv/bin/python docs/screenshots/make_screenshots.py [name...]
        [--out DIR]

(names: the functions below, e.g. game_log replay_viewer; none: all of them; DIR: where the
pictures go, this folder by default). tools/screenshots.sh runs it with the real-X tools, to
make every screenshot the docs show.
"""

from __future__ import annotations

import argparse
import random
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT = HERE  # where the pictures go: --out
DATA = Path(tempfile.mkdtemp(prefix="riverboat-shots-"))  # autosave and settings: not the user's
sys.path.insert(0, str(HERE.parent.parent))

from PySide6.QtCore import QPoint, Qt  # noqa: E402
from PySide6.QtGui import QPainter  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from core.riverboat.mat import kind_of  # noqa: E402
from riverboat_qt.registry import TABLES  # noqa: E402
from riverboat_qt.riverboat.driver import Driver, placement_of, wait_until  # noqa: E402
from riverboat_qt.shell.app import MainWindow  # noqa: E402
from riverboat_qt.shell.seats import SeatConfig  # noqa: E402


def new_window(seats: list[SeatConfig], seed: int) -> tuple[MainWindow, Driver]:
    window = MainWindow(TABLES, data_dir=DATA)
    window.resize(1600, 1000)
    window.show()
    window.set_speed(0)
    window.start_game(seats, seed)
    return window, Driver(window)


def human_turn(window: MainWindow) -> None:
    c = window.controller
    wait_until(lambda: c.state.is_over or (c.human_to_move and window.interaction is not None))


def play_until(window: MainWindow, driver: Driver, stop, rng: random.Random) -> None:
    """The human plays random free moves through the widgets until stop(state) holds."""
    c = window.controller
    while True:
        human_turn(window)
        if c.state.is_over or stop(c.state):
            return
        legal = c.state.legal_actions()
        free = [a for a in legal if not getattr(a, "coin", False)
                and type(a).__name__ != "TakeCardFromPile"] or legal
        done = len(c.record.actions)
        driver.perform(rng.choice(free))
        wait_until(lambda d=done: len(c.record.actions) > d)


def settle(window) -> None:
    for _ in range(30):
        QApplication.processEvents()
    window.view.fit()
    QApplication.processEvents()


def save(window: MainWindow, name: str) -> None:
    settle(window)
    window.grab().save(str(OUT / name))
    print("saved", name)


def two_players() -> None:
    window, driver = new_window([SeatConfig(True), SeatConfig(False, "Easy")], 8)
    play_until(window, driver, lambda s: s.round == 2 and s.decision_kind == "cultivate",
               random.Random(3))
    save(window, "table-2p-cultivation.png")
    window.close()


def four_players() -> None:
    seats = [SeatConfig(True)] + [SeatConfig(False, "Easy")] * 3
    window, driver = new_window(seats, 5)
    play_until(window, driver, lambda s: s.round == 2 and s.decision_kind == "ship",
               random.Random(4))
    save(window, "table-4p-shipping.png")
    play_until(window, driver, lambda s: s.decision_kind == "plant" and s.round == 3,
               random.Random(4))
    driver.click_button("Buy from a pile")
    save(window, "planting-pile-picker.png")
    window.close()


def planting_drag() -> None:
    seats = [SeatConfig(True), SeatConfig(False, "Easy"), SeatConfig(False, "Easy")]
    window, driver = new_window(seats, 12)
    play_until(window, driver, lambda s: s.decision_kind == "plant" and s.round == 2,
               random.Random(6))
    state = window.controller.state
    action = max((a for a in state.legal_actions() if not a.coin), key=lambda a: len(a.cells))
    kind = kind_of(action.cells)
    turns, anchor = placement_of(kind, action.cells)
    tile = window.scene.supply.tiles[state.display.index(kind)]
    vp = window.view.viewport()
    start = driver.view_point(tile.scenePos())
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for _ in range(turns):
        QTest.keyClick(vp, Qt.Key.Key_R)
    end = driver.view_point(window.scene.panels[0].hex_centre(anchor)) + QPoint(6, 5)
    for k in range(1, 13):
        QTest.mouseMove(vp, start + (end - start) * (k / 12))
    save(window, "planting-drag.png")
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)
    window.close()


def ai_turns() -> None:
    """An AI move sliding onto its mat, then an AI at Normal thinking (progress shown)."""
    seats = [SeatConfig(True), SeatConfig(False, "Normal")]
    window, driver = new_window(seats, 21)
    play_until(window, driver, lambda s: s.decision_kind == "plant" and s.round == 1,
               random.Random(2))
    window.set_speed(1200)
    c = window.controller
    while c.state.current_player == 0 and not c.state.is_over:
        legal = [a for a in c.state.legal_actions() if not a.coin]
        done = len(c.record.actions)
        driver.perform(legal[0])
        wait_until(lambda d=done: len(c.record.actions) > d)
    wait_until(lambda: bool(window.scene._animations))
    wait_until(lambda: window.scene._animations[0].currentTime() > 450 if window.scene._animations
               else True)
    window.grab().save(str(OUT / "ai-move-sliding.png"))
    print("saved ai-move-sliding.png")
    window.set_speed(0)
    rng = random.Random(2)
    play_until(window, driver, lambda s: s.decision_kind == "ship", rng)
    while "tries" not in window.thinking_label.text():  # the human plays on until the AI thinks
        if c.human_to_move and window.interaction is not None:
            done = len(c.record.actions)
            legal = [a for a in c.state.legal_actions() if not getattr(a, "coin", False)]
            driver.perform(rng.choice(legal))
            wait_until(lambda d=done: len(c.record.actions) > d)
        QApplication.processEvents()
    QApplication.processEvents()
    window.grab().save(str(OUT / "ai-thinking.png"))
    print("saved ai-thinking.png")
    window.close()


def final_breakdown(name: str = "final-breakdown.png") -> None:
    seats = [SeatConfig(True), SeatConfig(False, "Easy"), SeatConfig(False, "Easy")]
    window, driver = new_window(seats, 3)
    play_until(window, driver, lambda s: False, random.Random(9))
    wait_until(lambda: window.score_dialog is not None)
    settle(window)
    dialog = window.score_dialog
    dialog.adjustSize()
    QApplication.processEvents()
    picture = window.grab()
    painter = QPainter(picture)
    box = dialog.grab()
    x, y = (picture.width() - box.width()) // 2, 200
    painter.fillRect(x - 3, y - 3, box.width() + 6, box.height() + 6, Qt.GlobalColor.darkGray)
    painter.drawPixmap(x, y, box)
    painter.end()
    picture.save(str(OUT / name))
    print("saved", name)
    window.close()


def game_log() -> None:
    """Round 2 of a 3-player game: the log dock grouped by round and phase, VP by each line,
    and a hint (the AI's suggestion ringed on the table)."""
    seats = [SeatConfig(True), SeatConfig(False, "Easy"), SeatConfig(False, "Easy")]
    window, driver = new_window(seats, 14)
    play_until(window, driver, lambda s: s.round == 2 and s.decision_kind == "plant",
               random.Random(5))
    c = window.controller
    window.ask_hint()
    wait_until(lambda: not c.hint_pending)
    save(window, "game-log-and-hint.png")
    window.close()


def replay_viewer() -> None:
    """A finished 4-player game in the replay viewer, in round 3, with what Blue can know."""
    seats = [SeatConfig(True)] + [SeatConfig(False, "Easy")] * 3
    window, driver = new_window(seats, 5)
    play_until(window, driver, lambda s: False, random.Random(8))
    wait_until(lambda: window.score_dialog is not None)
    window.score_dialog.close()
    window.files.replay_current()
    viewer = window.files.replay_window
    viewer.resize(1600, 1000)
    step = next(m.step for m in viewer.model.marks if m.round == 3 and m.phase == "Planting")
    viewer.go(step + 5)
    viewer.seat.setCurrentIndex(2)
    settle(viewer)
    viewer.grab().save(str(OUT / "replay-viewer.png"))
    print("saved replay-viewer.png")
    viewer.close()
    window.close()


def four_players_italian() -> None:
    """The 4-player table of four_players() in Italian (RIVERBOAT_LANGUAGE=it for the window)."""
    import os
    old = os.environ.get("RIVERBOAT_LANGUAGE")
    os.environ["RIVERBOAT_LANGUAGE"] = "it"
    try:
        seats = [SeatConfig(True)] + [SeatConfig(False, "Easy")] * 3
        window, driver = new_window(seats, 5)
        play_until(window, driver, lambda s: s.round == 2 and s.decision_kind == "ship",
                   random.Random(4))
        save(window, "riverboat-4p-it.png")
        window.close()
    finally:
        if old is None:
            del os.environ["RIVERBOAT_LANGUAGE"]
        else:
            os.environ["RIVERBOAT_LANGUAGE"] = old


def play_randomly_until(window: MainWindow, stop, rng: random.Random) -> None:
    """Any game: the human seats play random legal moves (through the controller) until
    stop(state) holds; the AI seats play as they do."""
    c = window.controller
    while True:
        human_turn(window)
        if c.state.is_over or stop(c.state):
            return
        done = len(c.record.actions)
        c.submit(rng.choice(c.state.legal_actions()))
        wait_until(lambda d=done: len(c.record.actions) > d)


def in_italian(shot):
    """The shot with RIVERBOAT_LANGUAGE=it for its windows."""
    def italian() -> None:
        import os
        os.environ["RIVERBOAT_LANGUAGE"] = "it"
        try:
            shot()
        finally:
            os.environ["RIVERBOAT_LANGUAGE"] = "en"
    italian.__name__ = shot.__name__
    return italian


@in_italian
def the_river_italian() -> None:
    """The River with 4 players in Italian, in round 2."""
    seats = [SeatConfig(True)] + [SeatConfig(False, "Easy")] * 3
    window = MainWindow(TABLES, data_dir=DATA)
    window.resize(1600, 1000)
    window.show()
    window.set_speed(0)
    window.start_game(seats, 21, "the-river")
    play_randomly_until(window, lambda s: s.round == 2, random.Random(2))
    save(window, "the-river-4p-it.png")
    window.close()


@in_italian
def final_breakdown_italian() -> None:
    """Riverboat's final scoring in Italian, over the finished table."""
    final_breakdown("final-breakdown-it.png")


SHOTS = [two_players, four_players, planting_drag, ai_turns, final_breakdown, game_log,
         replay_viewer, four_players_italian, the_river_italian, final_breakdown_italian]

if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("names", nargs="*", help="the shots to make (default: all): "
                        + ", ".join(s.__name__ for s in SHOTS))
    parser.add_argument("--out", type=Path, default=HERE, help="the folder of the pictures")
    args = parser.parse_args()
    unknown = set(args.names) - {s.__name__ for s in SHOTS}
    if unknown:
        parser.error(f"no such shot: {', '.join(sorted(unknown))}")
    OUT = args.out.resolve()
    OUT.mkdir(parents=True, exist_ok=True)
    app = QApplication([])
    for shot in SHOTS:
        if not args.names or shot.__name__ in args.names:
            shot()
