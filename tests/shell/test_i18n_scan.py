"""The Italian window, scanned for English: every widget a player can read (menus and their
actions, labels, buttons, pickers, dock titles, table headers, the status bar, the log, the
scene's tooltips) of a game of each game, the new-game dialog, the final scoring and the replay
viewer. A word of ENGLISH_WORDS found there fails, with the widget it was found in.

Each finding belongs to the area whose words it shows: the shell's own (menus, dialogs, notes,
the status bar...) or the tables' and the engine's (the prompt, the choice buttons, the
scene's tooltips, the log's lines, the score categories...), which other work translates.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QDockWidget,
    QGraphicsView,
    QLabel,
    QLineEdit,
    QMenu,
    QMessageBox,
    QStatusBar,
    QTableWidget,
    QTextEdit,
    QToolBar,
    QTreeWidget,
    QTreeWidgetItem,
    QWidget,
)

import core
from riverboat_qt.registry import TABLES
from riverboat_qt.shell.dialogs import NewGameDialog
from riverboat_qt.shell.log_view import STEP
from riverboat_qt.shell.seats import SeatConfig, seats_meta
from tests import games as suite
from tests.narrow import present

# English words that are not Italian words too ("round", "file", "mouse", "bonus" are both)
ENGLISH_WORDS = frozenset({
    "the", "and", "you", "your", "game", "games", "turn", "take", "choose", "click", "card",
    "cards", "tile", "tiles", "boat", "boats", "score", "player", "players", "new", "open",
    "save", "undo", "redo", "hint", "with", "from", "to", "of", "is", "are", "move", "moves",
    "seat", "seats", "wins", "win", "play", "none", "yet", "what", "show", "speed", "close",
    "back", "first", "last", "vp", "worker", "workers", "coin", "coins", "field", "fields",
    "human", "random", "seed", "resume", "abandon", "nothing", "cannot", "while", "this",
})
# names that stay as they are in Italian (the games' titles, places, the rulebook's own)
KEPT_NAMES = ("Riverboat Qt", "The River", "Riverboat", "New Orleans", "Harbor Master",
              "hot-seat")
SHELL, OTHERS = "shell", "tables and engine"
GAMES = suite.table_ids(registered=True)
WORD = re.compile(r"[A-Za-z]+(?:'[A-Za-z]+)?")


@dataclass(frozen=True)
class Finding:
    area: str
    where: str
    words: tuple[str, ...]
    text: str

    def __str__(self) -> str:
        return f"[{self.area}] {self.where}: {', '.join(self.words)} in {self.text[:160]!r}"


def english_words(text: str) -> list[str]:
    """The words of ENGLISH_WORDS in a text (tags and kept names left out)."""
    text = re.sub(r"<[^>]*>", " ", text).replace("&nbsp;", " ").replace("&&", "&")
    text = text.replace("&", "")
    for name in KEPT_NAMES:
        text = text.replace(name, " ")
    return [w for w in WORD.findall(text) if w.lower() in ENGLISH_WORDS]


class Scan:
    """Texts of widgets, each with where it was found and whose words it shows."""

    def __init__(self) -> None:
        self.texts: list[tuple[str, str, str]] = []  # (area, where, text)
        self.others: set[int] = set()  # ids of widgets and actions showing others' words

    def other(self, *objects: object) -> None:
        self.others.update(id(o) for o in objects)

    def add(self, area: str, where: str, text: str | None) -> None:
        if text:
            self.texts.append((area, where, text))

    def findings(self) -> list[Finding]:
        found = ((area, where, text, english_words(text)) for area, where, text in self.texts)
        return [Finding(area, where, tuple(words), text)
                for area, where, text, words in found if words]

    def widget_tree(self, root: QWidget, label: str) -> None:
        for widget in [root, *root.findChildren(QWidget)]:
            self.widget(widget, label)

    def widget(self, w: QWidget, label: str) -> None:
        area = OTHERS if id(w) in self.others else SHELL
        where = f"{label} {type(w).__name__}{'#' + w.objectName() if w.objectName() else ''}"
        if w.isWindow() or isinstance(w, (QDockWidget, QToolBar)):
            self.add(area, f"{where} title", w.windowTitle())
        self.add(area, f"{where} tooltip", w.toolTip())
        self.add(area, f"{where} status tip", w.statusTip())
        if isinstance(w, QLabel):
            self.add(area, f"{where} text", w.text())
        if isinstance(w, QAbstractButton):
            self.add(area, f"{where} text", w.text())
        if isinstance(w, QComboBox):
            for k in range(w.count()):
                self.add(area, f"{where} item", w.itemText(k))
                self.add(area, f"{where} item tip", w.itemData(k, Qt.ItemDataRole.ToolTipRole))
        if isinstance(w, QLineEdit):
            self.add(area, f"{where} placeholder", w.placeholderText())
        if isinstance(w, QTextEdit):
            self.add(area, f"{where} text", w.toPlainText())
        if isinstance(w, QMenu):
            self.add(area, f"{where} title", w.title())
        if isinstance(w, QStatusBar):
            self.add(area, f"{where} message", w.currentMessage())
        if isinstance(w, QTableWidget):
            self.table_widget(w, where)
        if isinstance(w, QTreeWidget):
            self.tree(w, where)
        if isinstance(w, QGraphicsView) and w.scene() is not None:
            for item in w.scene().items():
                self.add(OTHERS, f"{where} scene item {getattr(item, 'name', '')!r} tooltip",
                         item.toolTip())
        for action in w.actions():
            act_area = OTHERS if id(action) in self.others else area
            self.add(act_area, f"{where} action", action.text())
            self.add(act_area, f"{where} action {action.text()!r} tooltip", action.toolTip())
            self.add(act_area, f"{where} action {action.text()!r} status tip",
                     action.statusTip())

    def table_widget(self, table: QTableWidget, where: str) -> None:
        """The score breakdown: the seats (shell), the categories and their tips (engine and
        tables) but the last row, the total (shell)."""
        for col in range(table.columnCount()):
            self.add(SHELL, f"{where} column header",
                     present(table.horizontalHeaderItem(col)).text())
        for row in range(table.rowCount()):
            area = SHELL if row == table.rowCount() - 1 else OTHERS
            header = present(table.verticalHeaderItem(row))
            self.add(area, f"{where} row header", header.text())
            self.add(area, f"{where} row header tip", header.toolTip())
            for col in range(table.columnCount()):
                self.add(area, f"{where} cell tip", present(table.item(row, col)).toolTip())

    def tree(self, tree: QTreeWidget, where: str) -> None:
        """The log: its header and notes are the shell's; its lines and headings show the
        engine's words."""
        header = tree.headerItem()
        for col in range(tree.columnCount()):
            self.add(SHELL, f"{where} header", header.text(col))
        items: list[QTreeWidgetItem] = [present(tree.topLevelItem(k))
                                        for k in range(tree.topLevelItemCount())]
        while items:
            item = items.pop()
            items.extend(present(item.child(k)) for k in range(item.childCount()))
            area = SHELL if item.data(0, STEP) == -1 else OTHERS
            self.add(area, f"{where} line", item.text(0))
            self.add(area, f"{where} line tip", item.toolTip(0))


def play_some(window, moves: int, seed: int) -> None:
    rng = random.Random(seed)
    for _ in range(moves):
        state = window.controller.state
        assert window.controller.submit(rng.choice(state.legal_actions()))


def scan_game(window, game: str, monkeypatch) -> Scan:
    """A 4-player hot-seat game of `game` a few moves in, the new-game dialog, the question
    before abandoning the game, a finished game's scoring, and the replay viewer."""
    scan = Scan()
    window.start_game([SeatConfig(True)] * 4, 5, game)
    play_some(window, 6, seed=2)
    window.controller.undo()  # refused: another seat has moved since (the status bar says so)
    window.update_history_actions()
    scan.other(window.prompt, window.view, *window.choice_buttons,
               *window.option_actions.values())
    scan.widget_tree(window, "main window")

    asked: list[tuple[str, str]] = []

    def answer(_parent: object, title: str, text: str, *_: object) -> QMessageBox.StandardButton:
        asked.append((title, text))
        return QMessageBox.StandardButton.No

    monkeypatch.setattr(QMessageBox, "question", answer)
    window.may_replace_game()
    for title, text in asked:
        scan.add(SHELL, "abandon question title", title)
        scan.add(SHELL, "abandon question", text)

    dialog = NewGameDialog(TABLES, window, window.last_seats(), game)
    dialog.show()
    scan.other(dialog.blurb)
    scan.widget_tree(dialog, "new-game dialog")
    dialog.close()

    record, state = core.random_game(4, 11, game=game)
    record.meta = {"app": "riverboat-qt", "seats": seats_meta([SeatConfig(True)] * 4)}
    window.play_record(record, state, "")
    assert window.score_dialog is not None
    scan.widget_tree(window.score_dialog, "score dialog")
    scan.texts.append((SHELL, "main window prompt at the end", window.prompt.text()))

    window.files.open_replay(record.copy())
    viewer = window.files.replay_window
    viewer.go(viewer.model.length // 2)
    scan.other(viewer.position, viewer.hidden, viewer.view)
    scan.widget_tree(viewer, "replay viewer")
    viewer.close()
    return scan


def report(findings: list[Finding]) -> str:
    return f"{len(findings)} text(s) with English words in the Italian window:\n" + "\n".join(
        str(f) for f in findings[:80])


_FOUND: dict[str, tuple[int, list[Finding]]] = {}  # a game's scan, for both tests below


def findings_of(window, game: str, monkeypatch) -> list[Finding]:
    if game not in _FOUND:
        scan = scan_game(window, game, monkeypatch)
        _FOUND[game] = (len(scan.texts), scan.findings())
    texts, found = _FOUND[game]
    assert texts > 100  # the walk found the widgets
    return found


@pytest.mark.parametrize("game", GAMES)
def test_the_shells_words_are_italian(italian_window, game, monkeypatch):
    found = [f for f in findings_of(italian_window, game, monkeypatch) if f.area == SHELL]
    assert not found, report(found)


@pytest.mark.parametrize("game", GAMES)
def test_the_tables_and_engines_words_are_italian(italian_window, game, monkeypatch):
    found = [f for f in findings_of(italian_window, game, monkeypatch) if f.area == OTHERS]
    assert not found, report(found)


def test_the_scan_finds_english():
    assert english_words("Nuova partita a The River, 4 giocatori") == []
    assert english_words("<b>Take</b> a card from the row") == ["Take", "card", "from", "the"]
    assert english_words("&Open… il round") == ["Open"]
