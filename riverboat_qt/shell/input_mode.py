"""Which input the player uses now, so that the prompt speaks of it (issue #48): the keys when
the last thing pressed was a key or a screen reader listens, the mouse's ways when it was a
mouse button or the wheel."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QAccessible, QKeyEvent
from PySide6.QtWidgets import QApplication

Key = Qt.Key
# keys that only change another key: pressed alone, they say nothing of the player's input
MODIFIERS = frozenset({Key.Key_Shift, Key.Key_Control, Key.Key_Alt, Key.Key_Meta,
                       Key.Key_AltGr, Key.Key_CapsLock, Key.Key_NumLock})
# a shortcut's key (a choice button's, F6) comes as an override only, never as a key press
KEY_EVENTS = frozenset({QEvent.Type.KeyPress, QEvent.Type.ShortcutOverride})
MOUSE_EVENTS = frozenset({QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonDblClick,
                          QEvent.Type.Wheel, QEvent.Type.TouchBegin})


def is_typing(event: QKeyEvent) -> bool:
    """A key pressed on purpose: not a modifier alone, not a repeat, not a key pressed while a
    mouse button is held (R turning a dragged tile is the mouse's play)."""
    return (not event.isAutoRepeat() and event.key() not in MODIFIERS
            and QApplication.mouseButtons() == Qt.MouseButton.NoButton)


class InputWatch(QObject):
    """Watches the application's key and mouse presses; `changed` when the input in use
    changes."""

    changed = Signal()

    def __init__(self, parent: QObject, reader: Callable[[], bool] = QAccessible.isActive):
        super().__init__(parent)
        self.reader = reader  # whether a screen reader listens (the keys, whatever the mouse does)
        self.last_was_key = False
        app = QApplication.instance()
        if app is not None:
            app.installEventFilter(self)

    def stop(self) -> None:
        """No longer watched (the window closed): every event of the application passes
        through each filter installed on it, so a closed window's must go (a test process of
        hundreds of windows slowed to 20 s a window with them left)."""
        app = QApplication.instance()
        if app is not None:
            app.removeEventFilter(self)

    def keys(self) -> bool:
        """The keyboard (or a screen reader) is in use: the prompt names keys."""
        return self.last_was_key or self.reader()

    def set_last(self, key: bool) -> None:
        """The latest input was a key (True) or the mouse (False)."""
        if key != self.last_was_key:
            self.last_was_key = key
            self.changed.emit()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        kind = event.type()
        if kind in KEY_EVENTS and isinstance(event, QKeyEvent):
            if is_typing(event):
                self.set_last(True)
        elif kind in MOUSE_EVENTS:
            self.set_last(False)
        return False
