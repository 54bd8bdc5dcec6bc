"""The window's parts giving way to the table when the window is small (issue #35), and every
window opening inside its screen's free area (issue #47)."""

from __future__ import annotations

from functools import partial

from PySide6.QtCore import QEvent, QObject, QPoint, QRect, QSize, QTimer
from PySide6.QtWidgets import QDockWidget, QMainWindow, QWidget

NARROW = 1400  # px: below this window width the game log leaves its room to the table


class DockYield(QObject):
    """Hides a docked dock while the window is narrower than NARROW and shows it again when
    the window widens; the player's own choice (View > Game log) holds until the window next
    crosses NARROW."""

    def __init__(self, window: QMainWindow, dock: QDockWidget):
        super().__init__(window)
        self.window, self.dock = window, dock
        self.narrow: bool | None = None  # the window's width class, once known
        self.yielded = False  # the dock is hidden by this object, not by the player
        dock.toggleViewAction().triggered.connect(self._chosen)
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if watched is self.window and event.type() in (QEvent.Type.Resize, QEvent.Type.Show):
            self.fit()
        return False

    def fit(self) -> None:
        """Give way or come back when the window crosses NARROW (once per crossing)."""
        narrow = self.window.width() < NARROW
        if narrow == self.narrow:
            return
        self.narrow = narrow
        if narrow and not self.dock.isHidden() and not self.dock.isFloating():
            self.yielded = True
            self.dock.hide()
        elif not narrow and self.yielded:
            self.yielded = False
            self.dock.show()

    def _chosen(self, _checked: bool = False) -> None:
        self.yielded = False


FRAMED_MS = 300  # ms: by then a window manager has framed a new window (its title bar known)
FRAME_GUESS = QSize(4, 32)  # px: a frame and title bar, guessed before the window has one


def fitted_frame(frame: QRect, room: QRect) -> QRect:
    """A window's frame shrunk to the room's size where it is larger, then moved the least
    that puts it inside the room."""
    size = frame.size().boundedTo(room.size())
    left = max(room.left(), min(frame.left(), room.right() + 1 - size.width()))
    top = max(room.top(), min(frame.top(), room.bottom() + 1 - size.height()))
    return QRect(QPoint(left, top), size)


def room_of(window: QWidget) -> QRect | None:
    """The free area of the screen the window is (or will open) on: its parent's, before it
    is shown."""
    screen = (window if window.isVisible() else window.parentWidget() or window).screen()
    return screen.availableGeometry() if screen is not None else None


def resize_within_screen(window: QWidget, width: int, height: int) -> None:
    """Ask for width x height, less where the screen's free area is smaller (its frame
    guessed): a window made for a big screen opens whole on a laptop's 1280x720."""
    room = room_of(window)
    if room is not None:
        width = min(width, room.width() - FRAME_GUESS.width())
        height = min(height, room.height() - FRAME_GUESS.height())
    window.resize(width, height)


def fit_to_screen(window: QWidget) -> None:
    """Shrink and move the window into its screen's free area when it does not fit (the first
    start's 1600x1000, or a size kept from a bigger screen, on a laptop's 1280x720; a dialog
    centred on a window partly off the screen)."""
    room = room_of(window)
    frame, inner = window.frameGeometry(), window.geometry()
    if room is None or room.contains(frame):
        return
    margins = frame.size() - inner.size()
    target = fitted_frame(frame, room)
    window.resize(target.size() - margins)
    window.move(target.topLeft())


def show_fitted(window: QWidget) -> None:
    """Show the window inside its screen's free area, and keep it there once the window
    manager has framed it (its title bar may push it past the screen's edge)."""
    window.show()
    fit_to_screen(window)
    QTimer.singleShot(FRAMED_MS, window, partial(fit_to_screen, window))
