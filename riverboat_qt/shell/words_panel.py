"""The table in words (issue #36): what a sighted player takes in at a glance, said in
sentences for the keyboard and a screen reader. The panel shows an overview (the turn, the
scores, what changed since your last move, the seat in focus and every area of the table) or
one seat or one area; F7 shows the overview and gives it the keys, Ctrl+1..4 read a seat,
Alt+1..9 an area. The table view's accessible description carries the short summary.

Everything is asked of the game's table (`GameTable.seat_words`, `area_words`,
`decision_prompt`) and of the window's recap of the last moves: nothing here knows a game.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QComboBox,
    QDockWidget,
    QHBoxLayout,
    QLabel,
    QMenu,
    QPlainTextEdit,
    QVBoxLayout,
    QWidget,
)

from core.game import State

from .i18n import Words
from .last_moves import recap_text

SEAT_KEYS = 4  # Ctrl+1..4
AREA_KEYS = 9  # Alt+1..9


class WordsTexts(Words):
    """The translation context of the window's side of the panel (`WordsTexts.tr`)."""


@dataclass(frozen=True)
class Entry:
    """One thing the panel can read: its name in the list, and its words."""

    name: str
    words: str


class WordsPanel(QWidget):
    """A list of what to read (the overview, each seat, each area) and its words, in a
    read-only text a screen reader reads line by line."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("tableWords")
        self.setAccessibleName(self.tr("Table in words"))
        self.setAccessibleDescription(self.tr(
            "The table said in sentences: the scores, each seat's holdings, what is on offer"))
        self.chooser = QComboBox()
        self.chooser.setObjectName("wordsChooser")
        self.chooser.setAccessibleName(self.tr("What to read"))
        self.chooser.setAccessibleDescription(self.tr(
            "The overview, a seat (Ctrl+1 to 4) or an area of the table (Alt+1 to 9)"))
        self.chooser.currentIndexChanged.connect(lambda _k: self._show_current())
        label = QLabel(self.tr("&Read:"))
        label.setBuddy(self.chooser)
        top = QHBoxLayout()
        top.addWidget(label)
        top.addWidget(self.chooser, 1)
        self.text = QPlainTextEdit()
        self.text.setObjectName("wordsText")
        self.text.setReadOnly(True)
        self.text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByKeyboard
                                          | Qt.TextInteractionFlag.TextSelectableByMouse)
        self.text.setAccessibleName(self.tr("Table in words"))
        self.text.setLineWrapMode(QPlainTextEdit.LineWrapMode.WidgetWidth)
        self.text.verticalScrollBar().setAccessibleName(self.tr("Scroll the words"))
        self.text.horizontalScrollBar().setAccessibleName(self.tr("Scroll the words sideways"))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addLayout(top)
        layout.addWidget(self.text, 1)
        self.entries: list[Entry] = []
        self.show_entries([Entry(self.tr("Overview"), self.tr("No game yet."))], "")

    def show_entries(self, entries: list[Entry], summary: str) -> None:
        """The things to read, the one chosen kept; `summary` is the text's description."""
        current = self.chooser.currentIndex()
        names = [e.name for e in entries]
        if names != [e.name for e in self.entries]:
            self.chooser.blockSignals(True)
            self.chooser.clear()
            self.chooser.addItems(names)
            self.chooser.blockSignals(False)
        self.entries = entries
        self.chooser.setCurrentIndex(min(max(current, 0), len(entries) - 1))
        self.text.setAccessibleDescription(summary)
        self._show_current()

    def read(self, index: int) -> str:
        """Show the entry `index` (its words returned)."""
        self.chooser.setCurrentIndex(index)
        return self.entries[index].words

    def _show_current(self) -> None:
        k = self.chooser.currentIndex()
        words = self.entries[k].words if 0 <= k < len(self.entries) else ""
        if words != self.text.toPlainText():  # the reader's place is kept while it stays
            self.text.setPlainText(words)


class TableWords:
    """The panel at the window: its dock, its keys and View menu entries, and its words made
    anew at every redraw (only while it is shown; the table's description always)."""

    def __init__(self, window: Any, say: Callable[[str], None]):
        self.w, self.say = window, say
        self.panel = WordsPanel()
        dock = QDockWidget(WordsTexts.tr("Table in words"), window)
        dock.setObjectName("tableWordsDock")
        dock.setWidget(self.panel)
        dock.setAccessibleName(WordsTexts.tr("Table in words panel"))
        window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
        # under the log, over the choices (tabbed docks bring an unnamed tab list)
        window.splitDockWidget(window.log_dock, dock, Qt.Orientation.Vertical)
        dock.setVisible(False)
        self.dock = dock
        self.base_description = window.view.accessibleDescription()
        self.seats: list[int] = []  # the seats listed after the overview
        self.action = QAction(WordsTexts.tr("Table in &words"), window, checkable=True,
                              shortcut=QKeySequence("F7"))
        self.action.setToolTip(WordsTexts.tr("The scores, each seat's holdings and what is on "
                                             "offer, in words (F7)"))
        self.action.triggered.connect(self.toggle)
        dock.visibilityChanged.connect(self._shown)
        self.seat_actions = [self._key_action(f"Ctrl+{k + 1}", self.read_seat, k)
                             for k in range(SEAT_KEYS)]
        self.area_actions = [self._key_action(f"Alt+{k + 1}", self.read_area, k)
                             for k in range(AREA_KEYS)]

    def _key_action(self, key: str, read: Callable[[int], None], k: int) -> QAction:
        act = QAction(self.w)
        act.setShortcut(QKeySequence(key))
        act.triggered.connect(lambda _=False: read(k))
        act.setVisible(False)  # named and shown once there is such a seat or area
        self.w.addAction(act)
        return act

    def add_to_menu(self, view: QMenu) -> None:
        """View > Table in words, and its submenu of what each key reads."""
        view.addAction(self.action)
        keys = view.addMenu(WordsTexts.tr("Read in words"))
        for act in self.seat_actions + self.area_actions:
            keys.addAction(act)

    # -- showing -------------------------------------------------------------------------

    def toggle(self, on: bool) -> None:
        """F7: shown at the overview with the keys on its text; F7 on a panel shown but not in
        use brings the keys back to it (at the overview), a second F7 closes it."""
        if not on and self.dock.isVisible() and not self.panel.text.hasFocus():
            self.action.setChecked(True)
            on = True
        self.show_dock(on)
        if on:
            self.redrawn()
            self.panel.read(0)
            self.focus()

    def show_dock(self, on: bool = True) -> None:
        """The dock shown (as tall as the choices, if they are shown too) or hidden."""
        was_hidden = self.dock.isHidden()
        self.dock.setVisible(on)
        choices = self.w.choices_dock
        if on and was_hidden and not choices.isHidden() and not self.dock.isFloating():
            half = self.w.height() // 2
            self.w.resizeDocks([self.dock, choices], [half, half], Qt.Orientation.Vertical)

    def focus(self) -> None:
        self.dock.raise_()
        self.panel.text.setFocus(Qt.FocusReason.OtherFocusReason)

    def _shown(self, shown: bool) -> None:
        """The menu's tick follows the dock (closed by its own button, say)."""
        if not self.w.isHidden():
            self.action.setChecked(shown or self.dock.isVisible())
        if shown:
            self.redrawn()

    def read_seat(self, seat: int) -> None:
        """Ctrl+1..4: a seat's words, shown and said."""
        self._read(lambda: 1 + seat if seat in self.seats else None)

    def read_area(self, area: int) -> None:
        """Alt+1..9: an area's words, shown and said."""
        self._read(lambda: 1 + len(self.seats) + area)

    def _read(self, index: Callable[[], int | None]) -> None:
        """The panel shown with its words of now, then the entry `index()` (if there is one)."""
        if self.w.controller.state is None:
            return
        self.show_dock()
        self.redrawn()
        k = index()
        if k is not None and k < len(self.panel.entries):
            self.say(self.panel.read(k))
            self.focus()

    # -- the words -----------------------------------------------------------------------

    def redrawn(self) -> None:
        """The state shown changed: the table's description, and the panel if it is shown."""
        c = self.w.controller
        state = c.state
        if state is None:
            return
        self.seats = list(range(state.num_players))
        summary = self.summary(state)
        keys = WordsTexts.tr("F7: the table in words")
        self.w.view.setAccessibleDescription(f"{self.base_description}; {keys}. {summary}")
        if not self.dock.isHidden():
            self.panel.show_entries(self.entries(state), summary)
        self._name_keys(state)

    def summary(self, state: State) -> str:
        """The short summary: the turn and the scores."""
        return f"{self.w.decision_text} {self.scores(state)}"

    def scores(self, state: State) -> str:
        c = self.w.controller
        each = [WordsTexts.tr("{seat} {vp} VP").format(seat=c.seat_name(k), vp=vp)
                for k, vp in enumerate(state.scores)]
        return WordsTexts.tr("Scores: {scores}.").format(scores=", ".join(each))

    def recap(self) -> str:
        moves = self.w.last_moves
        return recap_text(moves.moves, moves.news) or WordsTexts.tr(
            "Since your last move: nothing yet.")

    def areas(self, state: State) -> list[Entry]:
        """The shell's areas (the turn and scores, the last moves), then the table's own."""
        table = self.w.controller.table
        own = table.area_words(state, self.w.controller.labels) if table.area_words else []
        return [Entry(WordsTexts.tr("Turn and scores"),
                      f"{self.w.decision_text}\n{self.scores(state)}"),
                Entry(WordsTexts.tr("Last moves"), self.recap()),
                *(Entry(name, words) for name, words in own)]

    def seat_entry(self, state: State, seat: int) -> Entry:
        c = self.w.controller
        if c.table.seat_words is None:
            return Entry(c.seat_name(seat), self.scores(state))
        return Entry(c.seat_name(seat), c.table.seat_words(state, seat, c.labels))

    def entries(self, state: State) -> list[Entry]:
        """The overview (the turn, the last moves, the seat in focus, the areas), each seat,
        each area."""
        c = self.w.controller
        seats = [self.seat_entry(state, k) for k in self.seats]
        areas = self.areas(state)
        focus = seats[c.focus] if 0 <= c.focus < len(seats) else seats[0]
        overview = [areas[0].words, areas[1].words, focus.words,
                    *(f"{a.name}: {a.words}" for a in areas[2:])]
        return [Entry(WordsTexts.tr("Overview"), "\n\n".join(overview)), *seats, *areas]

    def _name_keys(self, state: State) -> None:
        """The keys' menu entries say what they read."""
        c = self.w.controller
        for k, act in enumerate(self.seat_actions):
            act.setVisible(k < state.num_players)
            if k < state.num_players:
                act.setText(WordsTexts.tr("Seat: {seat}").format(seat=c.seat_name(k)))
        names = [a.name for a in self.areas(state)]
        for k, act in enumerate(self.area_actions):
            act.setVisible(k < len(names))
            if k < len(names):
                act.setText(WordsTexts.tr("Area: {area}").format(area=names[k]))
