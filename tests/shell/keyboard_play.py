"""Playing a whole game with the keyboard alone: each key goes to the widget that has the focus
(the choices panel's rows at each human decision), never a mouse event."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication


def key(qtbot, which: Qt.Key) -> None:
    """A key pressed on the focused widget, whatever it is."""
    focused = QApplication.focusWidget()
    assert focused is not None, "no widget has the keyboard"
    qtbot.keyClick(focused, which)


def decision_listed(window) -> bool:
    """The human's decision is listed and the keys are on its rows (or the game is over).

    The offscreen platform leaves the app with no active window after a short-lived one (a
    popup) goes, where a desktop gives the activation back: so does this."""
    c = window.controller
    if QGuiApplication.focusWindow() is None:
        window.activateWindow()
    return c.state.is_over or (c.human_to_move and window.choices_panel.key is not None
                               and QApplication.focusWidget() is window.choices_panel.list)


def choose_by_keys(window, qtbot, rng: random.Random, back: bool) -> str:
    """Down to a random row of each level and Enter, until an action is chosen; `back`: leave
    the first group opened with Esc and open it again. Returns the action's notation."""
    panel = window.choices_panel
    while True:
        level = panel.level()
        target = rng.randrange(len(level))
        key(qtbot, Qt.Key.Key_Home)
        for _ in range(target):
            key(qtbot, Qt.Key.Key_Down)
        row = panel.current()
        assert row is level[target]
        depth = len(panel.opened)
        key(qtbot, Qt.Key.Key_Return)
        if row.action is not None:
            return str(row.action)
        assert panel.level() is row.rows and len(panel.opened) == depth + 1
        if back:
            key(qtbot, Qt.Key.Key_Escape)
            assert len(panel.opened) == depth and panel.current() is row
            key(qtbot, Qt.Key.Key_Return)
            back = False


def play_by_keys(window, qtbot, seed: int) -> set[str]:
    """The human seat's every decision by keys, to the end; returns the decision kinds met."""
    c, rng = window.controller, random.Random(seed)
    kinds: set[str] = set()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=5_000)
    key(qtbot, Qt.Key.Key_F6)  # View > Choices panel
    assert window.choices_dock.isVisible()
    while True:
        qtbot.waitUntil(lambda: decision_listed(window), timeout=60_000)
        if c.state.is_over:
            return kinds
        kinds.add(c.state.decision_kind)
        legal = {str(a) for a in c.state.legal_actions()}
        done = len(c.record.actions)
        chosen = choose_by_keys(window, qtbot, rng, back=len(kinds) == 1)
        assert chosen in legal
        qtbot.waitUntil(lambda done=done: len(c.record.actions) > done, timeout=10_000)
        assert c.record.actions[done] == chosen
