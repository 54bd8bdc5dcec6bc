"""Help > Mouse and keys (Shift+F1): a table, key | what it does, made from what the window binds.

One source: the window's shortcuts are read from its actions as they are now (menus and
window-wide keys), and a key a widget or a game reads itself (a picker's digits, a prompt
button's letter) is a row declared beside the code that binds it, which that code reads its key
from. A key rebound is a row changed; nothing is listed twice by hand."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QMenu,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from .i18n import QT_TRANSLATE_NOOP, Words, translate

HELP_KEY = "Shift+F1"


@dataclass(frozen=True)
class InputHelp:
    """A key (or a mouse gesture) and what it does; both words are looked up in `context`
    (mark a gesture's name and `what` with QT_TRANSLATE_NOOP there)."""

    keys: str  # a key as QKeySequence reads it ("C", "Shift+R"), a range ("1-9"), a gesture
    what: str
    context: str

    def shown(self) -> tuple[str, str]:
        return translate(self.context, self.keys), translate(self.context, self.what)


class KeysWords(Words):
    """The table's own words."""


# keys the main window reads itself (its keyPressEvent)
ESCAPE = InputHelp("Esc", QT_TRANSLATE_NOOP(
    "KeysWords", "Close a picker, go back a step of a half-done move, or put the hint away"),
    "KeysWords")


def action_rows(actions: Iterable[QAction]) -> list[tuple[str, str]]:
    """Each visible action with a shortcut as (its keys in the language's words, its name);
    one row an action, in the order given."""
    rows = []
    for act in dict.fromkeys(actions):
        if act.shortcut().isEmpty() or not act.isVisible() or act.menu() is not None:
            continue
        keys = act.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
        rows.append((keys, action_name(act)))
    return rows


def action_name(act: QAction) -> str:
    """A menu entry's words without its mnemonic and dots ('&Games…' -> 'Games')."""
    name = act.text().replace("&&", "\0").replace("&", "").replace("\0", "&")
    return name.rstrip("…").rstrip(".").strip() or act.toolTip()


def window_actions(window: QWidget) -> list[QAction]:
    """The window's actions: its menus' (submenus too), then those bound to the window alone."""
    found: list[QAction] = []

    def walk(actions: Iterable[QAction]) -> None:
        for act in actions:
            menu = act.menu()
            if isinstance(menu, QMenu):
                walk(menu.actions())
            else:
                found.append(act)

    menu_bar = getattr(window, "menuBar", None)
    if menu_bar is not None:
        walk(menu_bar().actions())
    found.extend(window.actions())
    return found


class KeysDialog(QDialog):
    """The rows in a two-column table a screen reader reads row by row: the game's section,
    then the window's; the mouse's gestures are rows of the game's section too."""

    def __init__(self, sections: Sequence[tuple[str, list[tuple[str, str]]]],
                 parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(KeysWords.tr("Mouse and keys"))
        self.table = QTableWidget(0, 2, self)
        self.table.setHorizontalHeaderLabels([KeysWords.tr("Key or mouse"),
                                              KeysWords.tr("What it does")])
        self.table.setAccessibleName(KeysWords.tr("Mouse and keys"))
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setWordWrap(True)
        rows = self.table.verticalHeader()
        rows.setVisible(False)
        rows.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)  # at any width
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        for title, lines in sections:
            self._add_section(title, lines)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table)
        layout.addWidget(buttons)
        self.resize(720, 560)

    def _add_section(self, title: str, rows: list[tuple[str, str]]) -> None:
        """A bold title row across both columns, then the rows."""
        heading = self.table.rowCount()
        self.table.insertRow(heading)
        item = QTableWidgetItem(title)
        font = item.font()
        font.setBold(True)
        item.setFont(font)
        item.setFlags(Qt.ItemFlag.ItemIsEnabled)
        self.table.setItem(heading, 0, item)
        self.table.setSpan(heading, 0, 1, 2)
        for keys, what in rows:
            row = self.table.rowCount()
            self.table.insertRow(row)
            for column, words in enumerate((keys, what)):
                cell = QTableWidgetItem(words)
                cell.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)
                self.table.setItem(row, column, cell)

    def rows(self) -> list[tuple[str, str]]:
        """The table's rows as shown (a section's title: its words and '')."""
        return [(self._cell(row, 0), self._cell(row, 1)) for row in range(self.table.rowCount())]

    def _cell(self, row: int, column: int) -> str:
        item = self.table.item(row, column)
        return item.text() if item is not None else ""


def game_title_row(title: str) -> str:
    return KeysWords.tr("In {game}").format(game=title)


def window_title_row() -> str:
    return KeysWords.tr("Anywhere in the window")


def help_rows(rows: Iterable[InputHelp]) -> list[tuple[str, str]]:
    return [row.shown() for row in rows]
