"""What a screen reader is told without moving the focus: each new line of the game log and
each message of the status line (a refusal, a hint), as Qt's accessible announcements."""

from __future__ import annotations

from PySide6 import QtGui
from PySide6.QtCore import QModelIndex, QObject, Qt, QTimer
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QStatusBar, QTreeWidget, QWidget

MOST_LINES = 6  # a whole game filled into the log at once is announced by its last lines
KEPT = 50  # the announcements remembered (for tests and tools)


class Announcer(QObject):
    """Sends announcements from `widget` (the window) while an assistive technology listens,
    and remembers the last ones in `said` either way."""

    def __init__(self, widget: QWidget):
        super().__init__(widget)
        self.widget = widget
        self.said: list[str] = []
        self._lines: list[str] = []
        self._flush = QTimer(self)  # the lines of one move go out as one announcement
        self._flush.setSingleShot(True)
        self._flush.setInterval(0)
        self._flush.timeout.connect(self._say_lines)

    def say(self, text: str, assertive: bool = False) -> None:
        """Announce the text (politely: after what is being read, unless assertive)."""
        if not text:
            return
        self.said = [*self.said[-KEPT + 1:], text]
        # Qt 6.8 brought announcements; with an older PySide6 (pyproject allows 6.6) the log and
        # the status line keep their accessible names, and nothing is announced
        announcement = getattr(QtGui, "QAccessibleAnnouncementEvent", None)
        if announcement is None or not QAccessible.isActive():
            return
        event = announcement(self.widget, text)
        polite = QAccessible.AnnouncementPoliteness
        event.setPoliteness(polite.Assertive if assertive else polite.Polite)
        QAccessible.updateAccessibility(event)

    def watch_log(self, log: QTreeWidget) -> None:
        """Each line added to the log (a move, its consequences, a heading, a note)."""
        model = log.model()

        def inserted(parent: QModelIndex, first: int, last: int) -> None:
            for row in range(first, last + 1):
                text = model.index(row, 0, parent).data(Qt.ItemDataRole.DisplayRole)
                if text:
                    self._lines.append(str(text))
            self._flush.start()

        model.rowsInserted.connect(inserted)

    def watch_status(self, bar: QStatusBar) -> None:
        """Each message of the status line: a refusal says why, at once."""
        bar.messageChanged.connect(lambda message: self.say(message, assertive=True))

    def _say_lines(self) -> None:
        lines, self._lines = self._lines[-MOST_LINES:], []
        self.say("\n".join(lines))
