"""The window's parts giving way to the table when the window is small (issue #35)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
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


def fit_to_screen(window: QWidget) -> None:
    """Shrink and move the window into its screen's free area when it does not fit (the first
    start's 1600x1000, or a size kept from a bigger screen, on a laptop's 1280x720)."""
    screen = window.screen()
    if screen is None:
        return
    room, frame, inner = screen.availableGeometry(), window.frameGeometry(), window.geometry()
    if room.contains(frame):
        return
    margin_w, margin_h = frame.width() - inner.width(), frame.height() - inner.height()
    window.resize(min(inner.width(), room.width() - margin_w),
                  min(inner.height(), room.height() - margin_h))
    window.move(room.topLeft())
