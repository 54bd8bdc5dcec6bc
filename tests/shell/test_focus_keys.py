"""The replay viewer's one-key shortcuts (Space, the arrows, Home, End) yield to the focused
control that uses the key: found with the keyboard alone under X, where Space on the focused
Deep review button toggled the replay's play instead of pressing the button."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

import core
from riverboat_qt.registry import TABLES
from riverboat_qt.shell.replay_view import ReplayWindow


def focused_viewer(qtbot) -> ReplayWindow:
    record, _ = core.random_game(2, 3, game="riverboat")
    viewer = ReplayWindow(record, TABLES["riverboat"])
    qtbot.addWidget(viewer)
    viewer.show()
    viewer.activateWindow()
    qtbot.waitUntil(lambda: viewer.loaded, timeout=30_000)
    viewer.go(5)
    return viewer


def focus(qtbot, widget) -> None:
    widget.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is widget)


def test_space_presses_the_focused_button_not_play(qtbot) -> None:
    viewer = focused_viewer(qtbot)
    pressed: list[bool] = []
    viewer.review.start_button.clicked.connect(lambda *_: pressed.append(True))
    viewer.review.reveal()
    focus(qtbot, viewer.review.start_button)
    qtbot.keyClick(viewer.review.start_button, Qt.Key.Key_Space)
    assert pressed and not viewer.timer.isActive()
    viewer.review.cancel()


def test_the_arrows_move_in_the_focused_log_and_step_the_board_elsewhere(qtbot) -> None:
    viewer = focused_viewer(qtbot)
    log = viewer.log
    focus(qtbot, log)
    first = log.topLevelItem(0)
    assert first is not None
    log.setCurrentItem(first)
    qtbot.keyClick(log, Qt.Key.Key_End)
    assert viewer.step == 5  # End moved in the log, not the replay to its last step
    assert log.currentItem() is not first
    focus(qtbot, viewer.view)
    qtbot.keyClick(viewer.view, Qt.Key.Key_Right)
    assert viewer.step == 6
    qtbot.keyClick(viewer.view, Qt.Key.Key_Space)
    assert viewer.timer.isActive()  # on the board, Space plays
    viewer.pause()
