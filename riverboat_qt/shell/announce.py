"""What a screen reader is told without moving the focus: each new line of the game log and
each message of the status line (a refusal, a hint), as Qt's accessible announcements; and the
names it reads for controls that show no words of their own."""

from __future__ import annotations

from collections.abc import Callable, Iterable

from PySide6 import QtGui
from PySide6.QtCore import QModelIndex, QObject, QPersistentModelIndex, Qt, QTimer
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QStatusBar, QTreeWidget, QWidget

# Lines added to the log at once past this many (a whole game filled in: a game loaded or
# played on from a replay) are summarised; any batch of play, a round's last moves with the
# final scoring of four seats included, is said whole.
LONG_BATCH = 60
KEPT = 50  # the announcements remembered (for tests and tools)


def name_widgets(named: Iterable[tuple[QWidget, str, str]]) -> None:
    """Each widget's name and, if any, description for a screen reader: (widget, name,
    description), where the widget shows no words of its own (or only a part of them)."""
    for widget, name, description in named:
        widget.setAccessibleName(name)
        if description:
            widget.setAccessibleDescription(description)


class Announcer(QObject):
    """Sends announcements from `widget` (the window) while an assistive technology listens,
    and remembers the last ones in `said` either way."""

    def __init__(self, widget: QWidget):
        super().__init__(widget)
        self.widget = widget
        self.said: list[str] = []
        self._lines: list[str] = []  # the log's new lines, said together at the next turn
        self._after: list[str] = []  # said after them: a decision after the moves before it
        self._headings: list[str] = []  # of the lines waiting, for a long batch's summary
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

    def say_in_turn(self, text: str) -> None:
        """Announce the text after the log's lines of this turn of the event loop: the
        decision a move leads to comes after that move, whichever was drawn first."""
        if text:
            self._after.append(text)
            self._flush.start()

    def watch_log(self, log: QTreeWidget,
                  is_heading: Callable[[QModelIndex | QPersistentModelIndex], bool]) -> None:
        """Each line added to the log (a move with the points it scored, its consequences, a
        heading, a note); `is_heading` tells a round's heading from a line."""
        model = log.model()

        def inserted(parent: QModelIndex, first: int, last: int) -> None:
            for row in range(first, last + 1):
                index = model.index(row, 0, parent)
                text = index.data(Qt.ItemDataRole.DisplayRole)
                points = model.index(row, 1, parent).data(Qt.ItemDataRole.DisplayRole)
                if not text:
                    continue
                self._lines.append(f"{text} ({points})" if points else str(text))
                if is_heading(index):
                    self._headings.append(str(text))
            self._flush.start()

        model.rowsInserted.connect(inserted)

    def watch_status(self, bar: QStatusBar) -> None:
        """Each message of the status line: a refusal says why, at once."""
        bar.messageChanged.connect(lambda message: self.say(message, assertive=True))

    def _say_lines(self) -> None:
        lines, headings, after = self._lines, self._headings, self._after
        self._lines, self._headings, self._after = [], [], []
        if len(lines) > LONG_BATCH:
            self.say(self.summary(lines, headings))
        elif lines:
            self.say("\n".join(lines))
        for text in after:
            self.say(text)

    def summary(self, lines: list[str], headings: list[str]) -> str:
        """A whole game's lines in one sentence: how many, the rounds they span, the last."""
        if not headings:
            return self.tr("%n line(s) added to the game log. The last: {line}", "",
                           len(lines)).format(line=lines[-1])
        span = headings[0] if len(headings) == 1 else self.tr("from {first} to {last}").format(
            first=headings[0], last=headings[-1])
        return self.tr("%n line(s) added to the game log, {span}. The last: {line}", "",
                       len(lines)).format(span=span, line=lines[-1])
