"""The choices panel: every legal action of the human seat's decision as a row in the engine's
words, grouped where there are many, so that a whole game is played with the keyboard (and read
by a screen reader). Up and Down move, Enter or Right chooses (a group opens), Esc, Left or
Backspace go back a level; the table rings the pieces of the row in focus.

The rows are exactly `state.legal_actions()`: the table words them (`GameTable.choice_words`,
else its advice) and the panel only sorts them into groups.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QEvent, QItemSelection, QObject, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from core.game import Action, State

from .hint_ring import HintRing, unmark
from .i18n import QT_TRANSLATE_NOOP, Words
from .keys_help import InputHelp

FLAT = 12  # at most this many actions are listed without groups
NODE = Qt.ItemDataRole.UserRole  # a row's index in its level


class ChoicesWords(Words):
    """The translation context of the panel's own words (`ChoicesWords.tr`)."""


@dataclass
class Choice:
    """A row: one legal action (a leaf), or a group of rows under its label."""

    label: str
    action: Action | None = None
    rows: list[Choice] = field(default_factory=list)

    def actions(self) -> list[Action]:
        """The actions under this row, in the engine's order."""
        if self.action is not None:
            return [self.action]
        return [a for row in self.rows for a in row.actions()]


Worded = tuple[tuple[str, ...], Action]  # an action's words (groups, then its own) and itself


def choice_tree(worded: Sequence[Worded], flat: int = FLAT) -> list[Choice]:
    """The rows of a decision: its actions in groups by their words' first parts, widest
    first; a level of at most `flat` actions is listed whole, a group of one is its action."""
    if len(worded) <= flat:
        return _leaves(worded)
    groups: dict[str, list[Worded]] = {}
    order: list[str | Worded] = []
    for words, action in worded:
        if len(words) < 2:
            order.append((words, action))
            continue
        if words[0] not in groups:
            groups[words[0]] = []
            order.append(words[0])
        groups[words[0]].append((words[1:], action))
    if len(groups) == 1 and len(order) == 1:  # one group holds all: it says nothing
        only = next(iter(groups.values()))
        return choice_tree(only, flat) if any(len(w) > 1 for w, _ in only) else _leaves(only)
    rows = []
    for entry in order:
        if not isinstance(entry, str):
            rows += _leaves([entry])
        elif len(groups[entry]) == 1:
            rows += _leaves(groups[entry])
        else:
            rows.append(Choice(entry, None, choice_tree(groups[entry], flat)))
    return rows


def _leaves(worded: Sequence[Worded]) -> list[Choice]:
    """A row per action in its own words; words said twice get the notation to tell them
    apart."""
    own = [words[-1] for words, _ in worded]
    return [Choice(text if own.count(text) == 1 else f"{text} [{action}]", action)
            for text, (_, action) in zip(own, worded, strict=True)]


def row_text(row: Choice) -> str:
    """What a row shows and a screen reader says: a group with its count of choices."""
    if row.action is not None:
        return row.label
    return ChoicesWords.tr("{group}: %n choice(s) ›", "", len(row.actions())).format(
        group=row.label)


# the panel's keys, as ChoiceList reads them (Help > Mouse and keys)
CHOICES_KEYS = (
    InputHelp(QT_TRANSLATE_NOOP("ChoicesWords", "Up, Down"), QT_TRANSLATE_NOOP(
        "ChoicesWords", "In the choices panel (F6): from one move or group to the next"),
        "ChoicesWords"),
    InputHelp(QT_TRANSLATE_NOOP("ChoicesWords", "Enter, Right"), QT_TRANSLATE_NOOP(
        "ChoicesWords", "In the choices panel: open the group, or play the move"),
        "ChoicesWords"),
    InputHelp(QT_TRANSLATE_NOOP("ChoicesWords", "Esc, Left, Backspace"), QT_TRANSLATE_NOOP(
        "ChoicesWords", "In the choices panel: back to the group above"), "ChoicesWords"),
)


class ChoiceList(QListWidget):
    """The rows; its keys are the panel's: Enter or Right chooses, Esc, Left, Backspace go back
    (Esc at the top level goes on to the window: a picker, a half-done move, the hint)."""

    def __init__(self, panel: ChoicesPanel):
        super().__init__(panel)
        self.panel = panel

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt's name)
        key = event.key()
        enter = key in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
        if enter or (key == Qt.Key.Key_Right and self.panel.current_is_group()):
            self.panel.choose()
        elif key in (Qt.Key.Key_Escape, Qt.Key.Key_Left, Qt.Key.Key_Backspace):
            if not self.panel.back() and key == Qt.Key.Key_Escape:
                event.ignore()  # on to the window
        else:
            super().keyPressEvent(event)


class ChoicesPanel(QWidget):
    """The decision in words, the path of groups opened, the rows, Choose and Back."""

    chosen = Signal(object)  # the legal action chosen
    focused = Signal(list)  # the actions under the row in focus ([] when none)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("choices")
        self.setAccessibleName(self.tr("Choices"))
        self.setAccessibleDescription(self.tr("Every move you may make now, in words"))
        self.title = QLabel()
        self.title.setWordWrap(True)
        self.title.setAccessibleDescription(self.tr("The decision"))
        self.path = QLabel()
        self.path.setWordWrap(True)
        self.path.setAccessibleDescription(self.tr("The groups opened"))
        self.list = ChoiceList(self)
        self.list.setObjectName("choiceRows")
        self.list.setAccessibleName(self.tr("Choices"))
        self.list.setAccessibleDescription(self.tr(
            "Up and Down move, Enter chooses or opens a group, Esc goes back a level"))
        self.list.setWordWrap(True)
        self.list.currentRowChanged.connect(lambda _row: self._focus_changed())
        self.list.itemActivated.connect(lambda _item: self.choose())  # a double click
        self.list.selectionModel().selectionChanged.connect(self._selected)
        self.choose_button = QPushButton(self.tr("Choose (Enter)"))
        self.choose_button.setAccessibleName(self.tr("Choose"))
        self.choose_button.setAccessibleDescription(self.tr(
            "Play the move selected, or open the group selected"))
        self.choose_button.clicked.connect(lambda _=False: self.choose())
        self.back_button = QPushButton(self.tr("Back (Esc)"))
        self.back_button.setAccessibleName(self.tr("Back"))
        self.back_button.setAccessibleDescription(self.tr("Back to the level above"))
        self.back_button.clicked.connect(lambda _=False: self.back())
        for button in (self.choose_button, self.back_button):
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the keys stay on the rows
        buttons = QHBoxLayout()
        buttons.addWidget(self.choose_button)
        buttons.addWidget(self.back_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.title)
        layout.addWidget(self.path)
        layout.addWidget(self.list, 1)
        layout.addLayout(buttons)
        self.rows: list[Choice] = []
        self.opened: list[tuple[Choice, int]] = []  # the groups opened and the row of each
        self.key: object = None  # the decision shown: the rows are kept while it stays
        self.show_rows("", [], None)

    # -- what is listed -------------------------------------------------------------------

    def show_rows(self, title: str, rows: list[Choice], key: object) -> None:
        """A decision's rows (none: nothing to choose now), from the top level."""
        self.title.setText(title)
        self.rows, self.opened, self.key = rows, [], key
        self._fill(0)

    def level(self) -> list[Choice]:
        """The rows of the level shown."""
        return self.opened[-1][0].rows if self.opened else self.rows

    def _fill(self, current: int) -> None:
        self.list.blockSignals(True)
        self.list.clear()
        for k, row in enumerate(self.level()):
            item = QListWidgetItem(row_text(row))
            item.setData(NODE, k)
            item.setToolTip(row_text(row))
            self.list.addItem(item)
        self.list.blockSignals(False)
        if self.list.count():
            self.list.setCurrentRow(min(current, self.list.count() - 1))
        names = [group.label for group, _ in self.opened]
        self.path.setText(" › ".join(names))
        self.path.setVisible(bool(names))
        self.choose_button.setEnabled(bool(self.list.count()))
        self.back_button.setEnabled(bool(self.opened))
        self._focus_changed()

    def current(self) -> Choice | None:
        row = self.list.currentRow()
        level = self.level()
        return level[row] if 0 <= row < len(level) else None

    def current_is_group(self) -> bool:
        row = self.current()
        return row is not None and row.action is None

    # -- moving through it ----------------------------------------------------------------

    def choose(self) -> None:
        """The row in focus: a group opens, an action is chosen."""
        row = self.current()
        if row is None:
            return
        if row.action is not None:
            self.chosen.emit(row.action)
            return
        self.opened.append((row, self.list.currentRow()))
        self._fill(0)

    def back(self) -> bool:
        """Up a level, to the group left; False at the top level."""
        if not self.opened:
            return False
        _, row = self.opened.pop()
        self._fill(row)
        return True

    def _selected(self, selected: QItemSelection, _deselected: QItemSelection) -> None:
        """A row selected without moving the focus (a screen reader's select action) becomes
        the row in focus, so Choose takes it."""
        rows = selected.indexes()
        if rows and rows[0].row() != self.list.currentRow():
            self.list.setCurrentRow(rows[0].row())

    def _focus_changed(self) -> None:
        row = self.current()
        self.focused.emit(row.actions() if row is not None else [])

    def focus_rows(self) -> None:
        """The keyboard to the rows."""
        self.list.setFocus(Qt.FocusReason.OtherFocusReason)


class Choices:
    """The panel at the window: the human's decision listed at every redraw, the choice
    submitted, the row in focus ringed on the table while the rows have the keyboard."""

    def __init__(self, window: Any, panel: ChoicesPanel, shown: Callable[[], bool],
                 on_decision: Callable[[], None] | None = None):
        self.w, self.panel = window, panel
        self.shown = shown  # the panel is on screen: its rows are made only then (~25 ms)
        self.on_decision = on_decision  # a new decision was listed (the window hands focus)
        self.marks: list = []
        self.decision: object = None  # the human decision last seen (listed or not)
        panel.chosen.connect(self._chosen)
        panel.focused.connect(self._ring)
        panel.list.installEventFilter(_FocusWatch(panel.list, self))

    def redrawn(self) -> None:
        """The table shows the current state: list its decision (kept if it is the same); a
        new decision of a human seat is handed on (the keys, the words said)."""
        c = self.w.controller
        self.clear_rings()  # those still on the table (a new picture took the others)
        human = c.state is not None and c.human_to_move
        key = (c.record, len(c.history.record.actions)) if human else None
        new, self.decision = key is not None and key != self.decision, key
        if key is None or not self.shown():
            self.panel.show_rows(self.w.prompt.text(), [], None)
        elif key == self.panel.key:
            self.panel.title.setText(self.w.decision_text)
            self._ring(self._focused())
        else:
            self.panel.show_rows(self.w.decision_text, self.rows_of(c.playing), key)
        if new and self.on_decision is not None:
            self.on_decision()

    def rows_of(self, state: State) -> list[Choice]:
        """The state's legal actions as the panel's rows, in the table's words."""
        table = self.w.controller.table

        def words(action: Action) -> tuple[str, ...]:
            if table.choice_words is not None:
                return table.choice_words(action, state)
            advice = table.advice(action, state)
            return (advice[:1].upper() + advice[1:],)

        return choice_tree([(words(a), a) for a in state.legal_actions()])

    def _focused(self) -> list[Action]:
        row = self.panel.current()
        return row.actions() if row is not None else []

    def _chosen(self, action: Action) -> None:
        self.clear_rings()
        self.w.controller.submit(action)

    def _ring(self, actions: list[Action]) -> None:
        """Ring the pieces of the row in focus (a group: of all its actions), once each."""
        self.clear_rings()
        c = self.w.controller
        if not actions or not self.panel.list.hasFocus() or not c.human_to_move:
            return
        for action in actions:
            try:
                self.marks += c.table.highlight_action(self.w, action, c.mover)
            except (KeyError, IndexError, ValueError):  # a piece the table does not draw
                continue
        self.marks = _once_each(self.marks)

    def clear_rings(self) -> None:
        unmark(self.marks)
        self.marks = []


def _once_each(marks: list) -> list:
    """The marks, without a second ring along the same piece (a group rings a field once)."""
    seen: set[tuple[float, ...]] = set()
    kept = []
    for mark in marks:
        if isinstance(mark, HintRing):
            rect = mark.path.boundingRect()
            box = (rect.x(), rect.y(), rect.width(), rect.height())
            if box in seen:
                unmark([mark])
                continue
            seen.add(box)
        kept.append(mark)
    return kept


class _FocusWatch(QObject):
    """Rings while the rows have the keyboard, none when it leaves them."""

    def __init__(self, rows: QListWidget, choices: Choices):
        super().__init__(rows)
        self.choices = choices

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        kind = event.type()
        if kind == QEvent.Type.FocusIn:
            self.choices._ring(self.choices._focused())
        elif kind == QEvent.Type.FocusOut:
            self.choices.clear_rings()
        return False
