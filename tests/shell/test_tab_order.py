"""The new-game dialog, the score dialog, the Games window and the replay viewer with its review
are reachable by Tab, in the order they read (issue #36): one cycle of Tab visits every control
that takes the keys, and, from the first control on top, goes down the window row by row."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QApplication,
    QDialogButtonBox,
    QDockWidget,
    QPushButton,
    QTabBar,
    QWidget,
)

import core
from riverboat_qt.registry import TABLES
from riverboat_qt.shell.dialogs import NewGameDialog, ScoreDialog
from riverboat_qt.shell.replay_view import ReplayWindow
from riverboat_qt.shell.seats import SeatConfig
from tests import games as suite
from tests.narrow import present

ROW = 12  # px: controls whose tops are this close share a row (a label's baseline and a box)


def tab_cycle(top: QWidget) -> list[QWidget]:
    """The controls Tab visits from the one in focus until it comes back to it."""
    top.show()
    top.activateWindow()
    QApplication.processEvents()
    visited: list[QWidget] = []
    for _ in range(200):
        top.focusNextChild()
        QApplication.processEvents()
        current = QApplication.focusWidget()
        if current is None or (visited and current is visited[0]):
            break
        visited.append(current)
    return visited


def takes_tab(widget: QWidget, top: QWidget) -> bool:
    """A control Tab should reach: shown on screen (a dock tabbed behind another is not),
    enabled, in this window, taking Tab."""
    return (widget.isVisibleTo(top) and not widget.visibleRegion().isEmpty()
            and widget.isEnabled() and widget.window() is top
            and bool(widget.focusPolicy() & Qt.FocusPolicy.TabFocus))


def top_of(widget: QWidget, top: QWidget) -> int:
    return widget.mapTo(top, widget.rect().topLeft()).y()


def assert_reads_down(top: QWidget, cycle: list[QWidget]) -> None:
    """From the control on top, each control Tab visits is on the same row or a lower one."""
    def place(k: int) -> tuple[int, int]:
        corner = cycle[k].mapTo(top, cycle[k].rect().topLeft())
        return corner.y(), corner.x()

    start = min(range(len(cycle)), key=place)
    ordered = cycle[start:] + cycle[:start]
    for here, there in zip(ordered, ordered[1:], strict=False):
        a, b = top_of(here, top), top_of(there, top)
        assert b >= a - ROW, f"Tab goes up from {here!r} ({a}) to {there!r} ({b})"


def assert_every_control_reached(top: QWidget, cycle: list[QWidget]) -> None:
    missed = [w for w in top.findChildren(QWidget) if takes_tab(w, top) and w not in cycle
              and w.focusProxy() is None]
    assert not missed, [(type(w).__name__, w.accessibleName(), w.objectName()) for w in missed]


def test_the_new_game_dialog_starts_at_the_game_and_reads_down(qtbot) -> None:
    dialog = NewGameDialog(TABLES, None, [SeatConfig(True), SeatConfig(False, "Normal")],
                           "riverboat")
    qtbot.addWidget(dialog)
    dialog.show()
    QApplication.processEvents()
    assert QApplication.focusWidget() is dialog.game
    cycle = tab_cycle(dialog)
    assert cycle[-1] is dialog.game  # the cycle comes back to the game
    assert cycle.index(dialog.players) < cycle.index(dialog.combos[0]) < cycle.index(dialog.seed)
    assert_every_control_reached(dialog, cycle)
    assert_reads_down(dialog, cycle)
    cancel = dialog.findChildren(QDialogButtonBox)[0].button(
        QDialogButtonBox.StandardButton.Cancel)
    assert cycle.index(dialog.seed) + 1 == cycle.index(dialog.ok_button) \
        == cycle.index(cancel) - 1  # OK before Cancel, whatever the desktop's order
    assert [c.accessibleName() for c in dialog.combos] == \
        ["Seat 1, Red", "Seat 2, Blue", "Seat 3, Black", "Seat 4, White"]  # not "Human"
    assert [label.buddy() for label in dialog.labels] == dialog.combos  # AT-SPI's label


@pytest.mark.parametrize("game", suite.table_ids(registered=True))
def test_the_score_dialog_reads_down(qtbot, game) -> None:
    _, state = core.random_game(2, 3, game=game)
    dialog = ScoreDialog(state, TABLES[game], ["Red (you)", "Blue (AI Normal)"])
    qtbot.addWidget(dialog)
    cycle = tab_cycle(dialog)
    assert len(cycle) >= 3  # new game, rematch, review, close
    assert dialog.table in cycle and dialog.table.accessibleName()  # a reader walks its cells
    assert_every_control_reached(dialog, cycle)
    assert_reads_down(dialog, cycle)


def test_the_games_window_reads_down(window) -> None:
    games = window.show_games()
    QApplication.processEvents()
    assert QApplication.focusWidget() is games.tabs.tabBar()  # the keys start at the top
    cycle = tab_cycle(games)
    bar = games.tabs.tabBar()
    assert cycle[(cycle.index(bar) + 1) % len(cycle)] is games.game_filter  # tabs, then down
    before = cycle[cycle.index(bar) - 1]
    assert isinstance(before, QPushButton) and before.text() == "Close"
    assert_every_control_reached(games, cycle)
    assert_reads_down(games, cycle)


def test_the_replay_viewer_and_its_review_are_reached_by_tab(qtbot) -> None:
    record, _ = core.random_game(2, 3, game="riverboat")
    viewer = ReplayWindow(record, TABLES["riverboat"])
    qtbot.addWidget(viewer)
    viewer.resize(1280, 700)
    viewer.go(5)  # Back and First are enabled too
    review = present(viewer.findChild(QDockWidget, "review"))
    review.raise_()  # its tab chosen, as a player would
    cycle = tab_cycle(viewer)
    assert_every_control_reached(viewer, cycle)
    assert viewer.view in cycle and any(w for w in cycle if review.isAncestorOf(w))


def test_the_replay_viewers_covered_tab_is_no_tab_stop_and_its_controls_have_names(
        qtbot) -> None:
    record, _ = core.random_game(2, 3, game="the-river")
    viewer = ReplayWindow(record, TABLES["the-river"])
    qtbot.addWidget(viewer)
    viewer.resize(1280, 700)
    viewer.go(5)
    review = present(viewer.findChild(QDockWidget, "review"))
    cycle = tab_cycle(viewer)  # the log's tab in front
    assert not [w for w in cycle if review.isAncestorOf(w)]
    assert not [w for w in cycle if w.visibleRegion().isEmpty()], "a Tab stop off-screen"
    unnamed = [w for w in cycle if not w.accessibleName()  # a tab bar: its tabs' titles
               and not (hasattr(w, "text") and w.text()) and not isinstance(w, QTabBar)]
    assert not unnamed, [type(w).__name__ for w in unnamed]


def test_the_replay_viewer_says_each_step_and_closes_on_escape_and_ctrl_w(qtbot) -> None:
    record, _ = core.random_game(2, 3, game="the-river")
    viewer = ReplayWindow(record, TABLES["the-river"])
    qtbot.addWidget(viewer)
    viewer.show()
    viewer.go(3)
    qtbot.waitUntil(lambda: bool(viewer.announcer.said))
    said = viewer.announcer.said[-1]
    assert said.startswith(viewer.position.text())
    assert viewer.log.texts_of(3) and all(line in said for line in viewer.log.texts_of(3))
    for key, modifier in ((Qt.Key.Key_Escape, Qt.KeyboardModifier.NoModifier),
                          (Qt.Key.Key_W, Qt.KeyboardModifier.ControlModifier)):
        viewer.show()
        viewer.activateWindow()
        qtbot.waitUntil(viewer.isActiveWindow)  # a window's shortcut: in the active one
        qtbot.keyClick(viewer.view, key, modifier)
        assert not viewer.isVisible()
