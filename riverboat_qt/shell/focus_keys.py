"""A window's one-key shortcuts (the replay's Space, arrows, Home and End) yield to the focused
control that uses the same key: with the keyboard alone, Space presses the focused button and
the arrows move in the focused list, as everywhere else on the desktop.

Qt gives a window's shortcut the key before the focused widget sees it, unless that widget
accepts the key's ShortcutOverride; buttons, lists and menus do not ask for these keys, so a
filter asks for them on the widget that has the focus.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QApplication,
    QComboBox,
    QTabBar,
    QWidget,
)

Key = Qt.Key
# the keys each kind of control acts on, of those a window may take for itself
CONTROL_KEYS: tuple[tuple[type[QWidget], frozenset[Key]], ...] = (
    (QAbstractButton, frozenset({Key.Key_Space})),
    (QComboBox, frozenset({Key.Key_Space, Key.Key_Home, Key.Key_End})),
    (QAbstractItemView, frozenset({Key.Key_Space, Key.Key_Left, Key.Key_Right, Key.Key_Home,
                                   Key.Key_End})),
    (QTabBar, frozenset({Key.Key_Left, Key.Key_Right, Key.Key_Home, Key.Key_End})),
)


def control_uses(widget: QWidget, key: int) -> bool:
    """Whether a focused control acts on this key itself (a button's Space, a list's arrows)."""
    return any(isinstance(widget, kind) and key in keys for kind, keys in CONTROL_KEYS)


class KeysYieldToFocus(QObject):
    """Watches the focus within `window`: the focused control gets its own keys first."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self.window = window
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.focusChanged.connect(self._focused)

    def _focused(self, _old: QWidget | None, new: QWidget | None) -> None:
        if new is not None and self.window.isAncestorOf(new) and \
                any(isinstance(new, kind) for kind, _ in CONTROL_KEYS):
            new.installEventFilter(self)  # once: installing again only moves it first

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.ShortcutOverride and isinstance(event, QKeyEvent) \
                and isinstance(watched, QWidget) and watched.hasFocus() \
                and event.modifiers() == Qt.KeyboardModifier.NoModifier \
                and control_uses(watched, event.key()):
            event.accept()  # the key goes to the control, not to the window's shortcut
            return True
        return False


def on_screen(widget: QWidget | None) -> bool:
    """Whether a control is really shown: a dock tabbed behind another leaves its controls
    'visible' to Qt, off-screen, with nothing of them painted."""
    return widget is None or not widget.visibleRegion().isEmpty()


TAB_STEPS = 256  # at most this many widgets of the focus chain are looked at for one Tab


def tab_target(window: QWidget, forward: bool) -> QWidget | None:
    """The control Tab (or Shift+Tab) goes to from the focused one, passing over those not
    on screen; found along Qt's focus chain without moving the focus on the way (a screen
    reader hears every control the focus passes)."""
    current = QApplication.focusWidget()
    if current is None or current.window() is not window:
        return None
    widget = current
    for _ in range(TAB_STEPS):
        step = widget.nextInFocusChain() if forward else widget.previousInFocusChain()
        if step is None or step is current:
            return None
        widget = step
        if _takes_tab(widget, window) and on_screen(widget):
            return widget
    return None


def _takes_tab(widget: QWidget, window: QWidget) -> bool:
    tab = Qt.FocusPolicy.TabFocus
    return (widget.window() is window and widget.isVisible() and widget.isEnabled()
            and widget.focusPolicy() & tab == tab and widget.focusProxy() is None)
