"""File > Games: the library's list (sortable, filtered by game and opponent), a game opened in
the replay viewer, deleted or exported, and each game's statistics with its chart."""

from __future__ import annotations

import csv
import gc
import io
import multiprocessing as mp
import sys
import threading
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from itertools import compress, repeat
from multiprocessing.connection import Connection
from multiprocessing.process import BaseProcess
from operator import eq
from pathlib import Path
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
    QTimer,
    Signal,
    Slot,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDialog,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QTableView,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from . import i18n, library_reader
from .dialogs import ScoreDialog
from .library import (
    Entry,
    GameStats,
    Library,
    LibraryError,
    csv_rows,
    parse_time,
    read_game,
    statistics,
)
from .library_reader import (
    COLUMNS,
    Listing,
    Loaded,
    Receiver,
)
from .seats import level_name, shown_labels
from .stats_chart import StatsChart
from .storage import SaveError, error_text, save_record, write_atomically
from .window_fit import resize_within_screen

SORT = Qt.ItemDataRole.UserRole + 1  # a column's value to sort by
GAME = Qt.ItemDataRole.UserRole + 2  # column 0: the game's id
OPPONENT = Qt.ItemDataRole.UserRole + 3  # column 0: the opponents' level
NAME = Qt.ItemDataRole.UserRole + 4  # column 0: the file's name
ALL = ""  # a filter's "all" choice
# the reading starts this long after a refresh: a thread that starts while the window draws
# itself holds the interpreter between its calls into Python (a 60-300 ms pause, measured)
READ_AFTER_MS = 100
PLAYED, PRACTICE = "played", "practice"  # the kind filter's choices
NO_PARENT = QModelIndex()
TAKE_EVERY_MS, TAKE_MS = 5, 4  # the reading's messages taken each 5 ms, for 4 ms at most
STOP_GRACE_MS = 2000  # a reading process asked to stop is ended after this
ROLES = frozenset({Qt.ItemDataRole.DisplayRole, SORT, GAME, OPPONENT, NAME})


def _kept(shown: list[int], values: Sequence[Any], wanted: Any) -> list[int]:
    """The positions in `shown` whose value is `wanted`, in order (a walk in C)."""
    return list(compress(shown, map(eq, map(values.__getitem__, shown), repeat(wanted))))


class GamesModel(QAbstractTableModel):
    """The list of kept games, filtered and sorted here (no proxy): a header click takes an
    order made where the library is read, and a row's words are made only when it is shown, so
    tens of thousands of games fill the table at once."""

    def __init__(self, words: GamesWindow) -> None:
        super().__init__(words)
        self.words = words
        self.entries: list[Entry] = []
        self.listing = Listing()
        self.texts: dict[int, tuple[str, ...]] = {}  # each row's words, made when first shown
        self.gone = bytearray()  # 1 at an entry deleted since the library was read
        self.rows: list[int] = []  # the shown entries, in order
        self.game = self.opponent = self.kind = ALL
        self.column, self.order = 0, Qt.SortOrder.DescendingOrder
        self.headers = words.column_names()

    @property
    def keys(self) -> list[tuple[Any, ...]]:
        return self.listing.keys

    def set_entries(self, entries: list[Entry], listing: Listing | None = None) -> None:
        """The games to list, with their listing (made where they were read; else made here)."""
        self.beginResetModel()
        self.entries = entries
        self.listing = listing if listing is not None else Listing.of(entries)
        self.texts = dict(self.listing.texts)
        self.gone = bytearray(len(entries))
        self._arrange()
        self.endResetModel()

    def hide_entry(self, name: str) -> None:
        """A deleted game out of the list at once (the library is read again after)."""
        self.beginResetModel()
        for k, e in enumerate(self.entries):
            if e.name == name:
                self.gone[k] = 1
        self._arrange()
        self.endResetModel()

    def set_filter(self, game: str, opponent: str, kind: str) -> None:
        self.beginResetModel()
        self.game, self.opponent, self.kind = game, opponent, kind
        self._arrange()
        self.endResetModel()

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        if (column, order) == (self.column, self.order):
            return
        self.layoutAboutToBeChanged.emit()
        self.column, self.order = column, order
        self._arrange()
        self.layoutChanged.emit()

    def _arrange(self) -> None:
        """The rows the filters let through, sorted by the chosen column."""
        ascending = self.listing.orders[self.column]
        shown = ascending[::-1] if self.order == Qt.SortOrder.DescendingOrder else ascending
        if self.game != ALL:
            shown = _kept(shown, self.listing.games, self.game)
        if self.opponent != ALL:
            shown = _kept(shown, self.listing.opponents, self.opponent)
        if self.kind != ALL:
            shown = _kept(shown, self.listing.practice, self.kind == PRACTICE)
        if 1 in self.gone:
            shown = _kept(shown, self.gone, 0)
        self.rows = shown if shown is not ascending else list(shown)  # the order kept whole

    def entry(self, row: int) -> Entry:
        return self.entries[self.rows[row]]

    def row_texts(self, row: int) -> tuple[str, ...]:
        """A shown row's words, made when first asked (or before the first paint), kept."""
        position = self.rows[row]
        texts = self.texts.get(position)
        if texts is None:
            texts = self.texts[position] = self.words.row_texts(self.entries[position])
        return texts

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = NO_PARENT) -> int:
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = NO_PARENT) -> int:
        return 0 if parent.isValid() else COLUMNS

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return self.headers[section]
        return None

    def data(self, index: QModelIndex | QPersistentModelIndex,
             role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if role not in ROLES or not index.isValid() or not 0 <= index.row() < len(self.rows):
            return None
        position, column = self.rows[index.row()], index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            return self.row_texts(index.row())[column]
        if role == SORT:
            return self.keys[position][column]
        if column == 0 and role in (GAME, OPPONENT, NAME):
            e = self.entries[position]
            return {GAME: e.game, OPPONENT: e.opponent_level(), NAME: e.name}[role]
        return None


SWITCH_S = 0.001  # how soon a reading thread hands the interpreter to the window that asks


@contextmanager
def quick_switching() -> Iterator[None]:
    """While a thread reads the library, the interpreter passes to another thread that asks
    for it within SWITCH_S instead of Python's 5 ms (gaps of 54-93 ms while the index was made
    again, measured), and the cyclic GC waits: its full passes over the growing entries hold
    every thread (86-93 ms at 50,000 games, measured). The last reader puts both back, the
    entries read kept out of later passes (`gc.freeze`): they live as long as the list."""
    token = threading.get_ident()
    begin_reading(token)
    try:
        yield
    finally:
        end_reading(token)


def begin_reading(token: object) -> None:
    """A reader (a thread, or a Loader taking a process's messages) begins: see
    quick_switching."""
    with _SWITCHING:
        if not _READERS:
            _SAVED[:] = [sys.getswitchinterval(), gc.isenabled()]
        _READERS.append(token)
        sys.setswitchinterval(SWITCH_S)
        gc.disable()


def end_reading(token: object) -> None:
    """That reader is done; the last one puts Python's switching and GC back."""
    with _SWITCHING:
        _READERS.remove(token)
        if not _READERS:
            gc.freeze()
            sys.setswitchinterval(_SAVED[0])
            if _SAVED[1]:
                gc.enable()


_SWITCHING = threading.Lock()
_READERS: list[object] = []  # the readers under way (threads, Loaders)
_SAVED: list[Any] = []  # Python's own switch interval, and whether its GC was on


def end_process(process: BaseProcess) -> None:
    """A reading process that did not stop when asked, ended."""
    if process.is_alive():
        process.kill()


class Loader(QObject):
    """Reads the library in a process of its own (`library_reader`) and says so by signal on
    the window's thread, taking its messages a few milliseconds at a time. If no process can
    be started, or it ends without its answer, the library is read on a Python thread."""

    progress = Signal(int, int)  # records replayed, of how many (the index made again)
    done = Signal(object)  # a Loaded
    read_on_thread = Signal(object)  # a Loaded read on the thread, to the window's thread

    def __init__(self, library: Library, games: list[str],
                 row_texts: Callable[[Entry], tuple[str, ...]] | None = None) -> None:
        """`row_texts`: a row's words, made for the first screen (none without it)."""
        super().__init__()
        self.library, self.games, self.row_texts = library, games, row_texts
        self.stopped = False
        self.receiver = Receiver(games)
        self.link: Connection | None = None
        self.process: BaseProcess | None = None
        self.stop_flag: Any = None
        self.reader: threading.Thread | None = None
        self.timer = QTimer(self)
        self.timer.setInterval(TAKE_EVERY_MS)
        self.timer.timeout.connect(self._take)
        self.read_on_thread.connect(self._finish)
        self.reading = False  # begin_reading said, end_reading not yet

    @Slot()
    def start(self) -> None:
        if self.stopped:
            return
        try:
            context = mp.get_context("spawn")
            self.stop_flag = context.Event()
            self.link, child = context.Pipe(duplex=False)
            self.process = context.Process(
                target=library_reader.serve, name="riverboat-library", daemon=True,
                args=(child, self.library.folder, self.games, self.stop_flag))
            self.process.start()
            child.close()
        except Exception:  # noqa: BLE001 - no process here: a thread reads it
            self.link = None
            self._read_on_a_thread()
            return
        self._begin()
        self.timer.start()

    def _begin(self) -> None:
        """The GC held while the messages come in (see quick_switching)."""
        if not self.reading:
            self.reading = True
            begin_reading(self)

    def _end(self) -> None:
        if self.reading:
            self.reading = False
            end_reading(self)

    def stop(self) -> None:
        """The reading ended, its result dropped: the process asked to stop, then ended."""
        self.stopped = True
        self.timer.stop()
        self._end()
        if self.stop_flag is not None:
            self.stop_flag.set()
        if self.link is not None:
            self.link.close()
            self.link = None
        process = self.process
        if process is not None and process.is_alive():
            QTimer.singleShot(STOP_GRACE_MS, lambda: end_process(process))

    @Slot()
    def _take(self) -> None:
        """The messages waiting, for TAKE_MS at most: the window goes on between."""
        end = time.perf_counter() + TAKE_MS / 1000
        try:
            while self.link is not None and self.link.poll():
                message = self.link.recv()
                if message[0] == "progress":
                    self.progress.emit(message[1], message[2])
                else:
                    self.receiver.take(message)
                if self.receiver.loaded is not None:
                    self._finish(self.receiver.loaded)
                    return
                if time.perf_counter() > end:
                    return
        except (EOFError, OSError):  # the process ended without its answer
            self.timer.stop()
            self._end()
            self.link = None
            if not self.stopped:
                self._read_on_a_thread()

    @Slot(object)
    def _finish(self, loaded: Loaded) -> None:
        self.timer.stop()
        self._end()
        if self.link is not None:
            self.link.close()
            self.link = None
        if self.stopped:
            return
        if self.row_texts is not None:
            entries, words = loaded.library.entries, self.row_texts
            loaded.listing = loaded.listing.with_first_texts(lambda k: words(entries[k]))
        # said at the event loop's next turn: the last message taken and the first screen's
        # words in this one, the list filled in the next, painted in the one after
        QTimer.singleShot(0, self, lambda: self._say_done(loaded))

    def _say_done(self, loaded: Loaded) -> None:
        if not self.stopped:
            self.done.emit(loaded)

    def _read_on_a_thread(self) -> None:
        """The same reading on a Python thread, when no process answers."""
        self.reader = threading.Thread(target=self._run, name="library", daemon=True)
        self.reader.start()

    def _run(self) -> None:
        with quick_switching():
            loaded = library_reader.read(Library(self.library.folder, self.games), self.games,
                                         library_reader.throttled(self.progress.emit),
                                         lambda: self.stopped)
        if not self.stopped:
            self.read_on_thread.emit(loaded)


class GamesWindow(QDialog):
    """The Games window of the main window `w` (its data folder, tables and replay viewer)."""

    def __init__(self, window, read: bool = True) -> None:
        """`read` False: made ahead, hidden, and read when first shown (`refresh`)."""
        super().__init__(window)
        self.w = window
        self.library = Library.of(window.data_dir, window.tables)
        self.loader: Loader | None = None
        self.again = False  # read again when the reading under way ends
        self.all_stats: dict[str, GameStats] = {}
        self.sized = False  # the columns' widths made to fit, once
        self.setWindowTitle(self.tr("Games"))
        self.setAccessibleName(self.tr("Games"))
        self.tabs = QTabWidget()
        self.tabs.setAccessibleName(self.tr("Games and statistics"))
        self.tabs.addTab(self._build_list(), self.tr("&Games"))
        self.tabs.addTab(self._build_stats(), self.tr("&Statistics"))
        close = QPushButton(self.tr("Close"))
        close.setAccessibleName(self.tr("Close the Games window"))
        close.clicked.connect(self.accept)
        self.status = QLabel()
        self.status.setAccessibleName(self.tr("Reading the library"))
        layout = self.main_layout = QVBoxLayout(self)
        layout.addWidget(self.status)
        layout.addWidget(self.tabs)
        layout.addWidget(self.notes)
        layout.addWidget(close, 0, Qt.AlignmentFlag.AlignRight)
        self._order_tabs(close)
        resize_within_screen(self, 980, 620)
        if read:
            self.refresh()
        else:  # made ahead: Qt's first-time costs (its lazy enums, 20-30 ms) paid now, at idle
            self.show_stats()

    def showEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        """Opened, the keys start at the top: the page's tabs, then Tab reads down."""
        super().showEvent(event)
        self.tabs.tabBar().setFocus(Qt.FocusReason.ActiveWindowFocusReason)

    def _order_tabs(self, close: QPushButton) -> None:
        """Tab reads the window top down: the page's tabs first (they were the last stop),
        the filters, the list, its buttons, Close."""
        chain = [self.tabs.tabBar(), self.game_filter, self.level_filter, self.kind_filter,
                 self.sort_column, self.sort_down, self.table, self.open_button,
                 self.delete_button, self.export_button, self.csv_button, close]
        for first, second in zip(chain, chain[1:], strict=False):
            QWidget.setTabOrder(first, second)

    # -- the list -------------------------------------------------------------------------

    def _build_list(self) -> QWidget:
        self.model = GamesModel(self)
        self.game_filter = self._combo(self.tr("Show the games of"))
        self.level_filter = self._combo(self.tr("Show the games against"))
        self.kind_filter = self._combo(self.tr("Show the games played from the start, or "
                                               "practice"))
        self.kind_filter.blockSignals(True)
        for text, kind in ((self.tr("All"), ALL), (self.tr("Played from the start"), PLAYED),
                           (self.tr("Practice"), PRACTICE)):
            self.kind_filter.addItem(text, kind)
        self.kind_filter.blockSignals(False)
        self.table = QTableView()
        self.table.setModel(self.model)
        self.table.setAccessibleName(self.tr("Kept games"))
        self.table.setAccessibleDescription(self.tr(
            "Enter opens the game in the replay viewer; a column's header sorts by it"))
        self.table.setSortingEnabled(True)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setTabKeyNavigation(False)
        self.table.verticalHeader().hide()
        # its scroll bar always there: one that appears when the games arrive narrows the
        # list, its stretching column with it, and Qt paints the list a second time for that
        self.table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOn)
        self.table.verticalHeader().setDefaultSectionSize(self.table.fontMetrics().height() + 8)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        self.table.activated.connect(lambda _index: self.open_selected())
        self.open_button = self._button(self.tr("&Open in the replay viewer"),
                                        self.open_selected)
        self.delete_button = self._button(self.tr("&Delete…"), self.ask_delete)
        self.export_button = self._button(self.tr("&Export game…"), self.ask_export_game)
        self.csv_button = self._button(self.tr("Export list as &CSV…"), self.ask_export_csv)
        self.sort_column = QComboBox()  # the header's sort, for the keyboard
        self.sort_column.setAccessibleName(self.tr("Sort the list by"))
        for column in range(self.model.columnCount()):
            self.sort_column.addItem(str(self.model.headerData(column,
                                                               Qt.Orientation.Horizontal)))
        self.sort_down = QCheckBox(self.tr("Desce&nding"))
        self.sort_down.setAccessibleName(self.tr("Sort in descending order"))
        self.sort_down.setChecked(True)
        self.sort_column.currentIndexChanged.connect(lambda _k: self._sort_chosen())
        self.sort_down.toggled.connect(lambda _on: self._sort_chosen())
        header.sortIndicatorChanged.connect(self._sorted)
        filters = QHBoxLayout()
        for text, combo in ((self.tr("Ga&me:"), self.game_filter),
                            (self.tr("Opponent &level:"), self.level_filter),
                            (self.tr("S&how:"), self.kind_filter),
                            (self.tr("Sor&t by:"), self.sort_column)):
            label = QLabel(text)
            label.setBuddy(combo)
            filters.addWidget(label)
            filters.addWidget(combo)
        filters.addWidget(self.sort_down)
        filters.addStretch(1)
        buttons = QHBoxLayout()
        for button in (self.open_button, self.delete_button, self.export_button,
                       self.csv_button):
            buttons.addWidget(button)
        buttons.addStretch(1)
        self.notes = QLabel()
        self.notes.setWordWrap(True)
        self.notes.setStyleSheet("color: #c62828")
        self.notes.setAccessibleName(self.tr("Files skipped"))
        self.notes.hide()  # shown only with something to say: a change of layout repaints all
        page = QWidget()
        layout = QVBoxLayout(page)
        layout.addLayout(filters)
        layout.addWidget(self.table, 1)
        layout.addLayout(buttons)
        return page

    def _combo(self, name: str) -> QComboBox:
        combo = QComboBox()
        combo.setAccessibleName(name)
        combo.currentIndexChanged.connect(lambda _k: self._filtered())
        return combo

    def _button(self, text: str, slot) -> QPushButton:
        button = QPushButton(text)
        button.setAccessibleName(text.replace("&", "").rstrip("…"))
        button.clicked.connect(lambda _=False: slot())
        return button

    def _sort_chosen(self) -> None:
        order = (Qt.SortOrder.DescendingOrder if self.sort_down.isChecked()
                 else Qt.SortOrder.AscendingOrder)
        self.table.sortByColumn(self.sort_column.currentIndex(), order)

    def _sorted(self, column: int, order: Qt.SortOrder) -> None:
        """A header clicked: the sort's controls say so."""
        for widget in (self.sort_column, self.sort_down):
            widget.blockSignals(True)
        self.sort_column.setCurrentIndex(column)
        self.sort_down.setChecked(order == Qt.SortOrder.DescendingOrder)
        for widget in (self.sort_column, self.sort_down):
            widget.blockSignals(False)

    def refresh(self) -> None:
        """Read the library again on a thread: the list, the filters' choices, the notes and
        the statistics fill when it is read; until then the window says how far it is."""
        if self.loader is not None:
            self.again = True
            return
        self.status.setText(self.tr("Reading the games…"))
        self.status.show()
        self.loader = Loader(Library.of(self.w.data_dir, self.w.tables),
                             list(self.w.tables.ids()), self.row_texts)
        self.loader.progress.connect(self._progress)
        self.loader.done.connect(self._loaded)
        QTimer.singleShot(READ_AFTER_MS, self.loader.start)  # once the window is drawn

    @property
    def loading(self) -> bool:
        return self.loader is not None

    @Slot(int, int)
    def _progress(self, done: int, total: int) -> None:
        self.status.setText(self.tr("Making the index again: %n game(s) read of {total}…", "",
                                    done).format(total=total))

    @Slot(object)
    def _loaded(self, loaded: Loaded) -> None:
        """The library read: show it, or read it again if it changed meanwhile."""
        self.loader = None
        if self.again:
            self.again = False
            self.refresh()
            return
        self.library, self.all_stats = loaded.library, loaded.stats
        self.status.hide()
        self._fill_filters(loaded.listing)
        self.model.set_entries(loaded.library.entries, loaded.listing)  # the one reset
        self._sort_chosen()
        if not self.sized and self.model.rowCount():
            self.sized = True
            self._size_columns()
        if self.model.rowCount():
            self.table.selectRow(0)
        skipped = self.library.notes
        self.notes.setVisible(bool(skipped))
        self.notes.setText(self.tr("%n file(s) of the library skipped: {notes}", "",
                                   len(skipped)).format(notes="; ".join(skipped[:5])))
        self.notes.setToolTip("\n".join(skipped[:200]))
        self.show_stats()
        # every change of size made now, so the window is painted once, not twice (30-40 ms
        # each at 10,000 games, measured): the list's own delayed layout, then the window's
        self.table.doItemsLayout()
        self.main_layout.activate()

    def stop_reading(self) -> None:
        """The reading under way (if any) stopped, its result dropped."""
        if self.loader is not None:
            self.loader.stop()
            self.loader = None
            self.again = False

    def _size_columns(self, sample: int = 30) -> None:
        """Each column as wide as its header and its first rows' words (Qt's own
        resizeColumnsToContents takes tens of ms with ten thousand rows). The header's
        signals are held meanwhile: the list hears of each width on a zero timer that fires
        after the first paint and paints the list a second time (14-18 ms at 10,000 games,
        measured); the layout that follows (`doItemsLayout`) takes the widths instead."""
        metrics = self.table.fontMetrics()
        rows = [self.model.row_texts(r) for r in range(min(sample, self.model.rowCount()))]
        header = self.table.horizontalHeader()
        held = header.blockSignals(True)
        try:
            for column, name in enumerate(self.model.headers):
                if column == 2:
                    continue  # the players' column stretches
                texts = [name, *(words[column] for words in rows)]
                header.resizeSection(column, max(map(metrics.horizontalAdvance, texts)) + 24)
        finally:
            header.blockSignals(held)

    def column_names(self) -> list[str]:
        return [self.tr("Date"), self.tr("Game"), self.tr("Players and levels"),
                self.tr("Scores"), self.tr("Result"), self.tr("Length")]

    def row_texts(self, e: Entry) -> tuple[str, ...]:
        """A row's words, each column's (also called on a reading thread: tr is Qt's
        translate, which any thread may call)."""
        return tuple(self.cell_text(e, column) for column in range(COLUMNS))

    def cell_text(self, e: Entry, column: int) -> str:
        """A cell of the list, in the window's language (made only for the rows shown)."""
        if column == 0:
            when = parse_time(e.started)
            return time.strftime("%Y-%m-%d %H:%M", time.localtime(when)) if when else "?"
        if column == 1:
            return i18n.game_title(e.game)
        if column == 2:
            return ", ".join(shown_labels(list(e.seats)))
        if column == 3:
            return " – ".join(map(str, e.scores))
        if column == 4:
            words = self.result_words(e.result())
            return self.tr("practice ({result})").format(result=words) if e.practice else words
        length = self.tr("%n move(s)", "", e.moves)
        minutes = e.minutes
        if minutes is not None:
            length += " / " + self.tr("{minutes} min").format(minutes=round(minutes))
        return length

    def result_words(self, result: str) -> str:
        return {"won": self.tr("won"), "tied": self.tr("tied"), "lost": self.tr("lost"),
                "unfinished": self.tr("unfinished")}.get(result, "")

    def level_words(self, level: str) -> str:
        """An opponent level as the filter and the statistics show it."""
        if level == "mixed":
            return self.tr("mixed levels")
        return level_name(level) if level else self.tr("no AI")

    def _fill_filters(self, listing: Listing) -> None:
        """The filters' choices for these games (the chosen ones kept if still there), set on
        the list, which shows them at its next reset."""
        for combo, values, words in (
                (self.game_filter, sorted(set(listing.games)), i18n.game_title),
                (self.level_filter, sorted(set(listing.opponents)), self.level_words)):
            chosen = combo.currentData()
            combo.blockSignals(True)
            combo.clear()
            combo.addItem(self.tr("All"), ALL)
            for value in values:
                combo.addItem(words(value), value)
            combo.setCurrentIndex(max(0, combo.findData(chosen)))
            combo.blockSignals(False)
        self.model.game, self.model.opponent, self.model.kind = self._chosen_filter()

    def _chosen_filter(self) -> tuple[str, str, str]:
        return (self.game_filter.currentData() or ALL, self.level_filter.currentData() or ALL,
                self.kind_filter.currentData() or ALL)

    def _filtered(self) -> None:
        self.model.set_filter(*self._chosen_filter())

    def selected_name(self) -> str | None:
        rows = self.table.selectionModel().selectedRows()
        return str(rows[0].siblingAtColumn(0).data(NAME)) if rows else None

    def _selected_game(self):
        """The chosen game's record, read again (it may have changed since the list was made);
        None, with a message, if nothing is chosen or it cannot be read."""
        name = self.selected_name()
        if name is None:
            self.w.refuse(self.tr("Choose a game in the list first."))
            return None
        try:
            return read_game(self.library.path_of(name), self.w.tables)[0]
        except LibraryError as exc:
            self._say_error(self.tr("Cannot open this game"), error_text(exc))
            return None

    def open_selected(self) -> None:
        """The chosen game in the replay viewer (its review from there)."""
        record = self._selected_game()
        if record is not None:
            self.w.files.open_replay(record)

    def ask_delete(self) -> None:
        name = self.selected_name()
        if name is None:
            self.w.refuse(self.tr("Choose a game in the list first."))
            return
        answer = QMessageBox.question(
            self, self.tr("Delete the game?"),
            self.tr("Delete this game from the library? It cannot be undone."),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No)
        if answer == QMessageBox.StandardButton.Yes:
            self.delete(name)

    def delete(self, name: str) -> bool:
        try:
            self.library.delete(name)
        except (OSError, LibraryError) as exc:
            self._say_error(self.tr("Cannot delete"), error_text(exc))
            return False
        self.model.hide_entry(name)
        self.refresh()  # the statistics, read again
        return True

    def ask_export_game(self) -> None:
        record = self._selected_game()
        if record is None:
            return
        start = str(self.w.files.start_folder() / f"{self.w.tables[record.game].file_stem}.json")
        name, _ = QFileDialog.getSaveFileName(self, self.tr("Export the game"), start,
                                              self.tr("Saved games (*.json);;All files (*)"))
        if name:
            self.export_game(record, Path(name))

    def export_game(self, record, path: Path) -> bool:
        try:
            save_record(path, record)
        except SaveError as exc:
            self._say_error(self.tr("Cannot export"), i18n.reason_of(exc))
            return False
        self.w.hint(self.tr("Exported to {file}.").format(file=path))
        return True

    def ask_export_csv(self) -> None:
        start = str(self.w.files.start_folder() / "games.csv")
        name, _ = QFileDialog.getSaveFileName(self, self.tr("Export the list"), start,
                                              self.tr("CSV files (*.csv);;All files (*)"))
        if name:
            self.export_csv(Path(name))

    def shown_entries(self) -> list[Entry]:
        """The games the list shows, in its order (the filters and the sort applied)."""
        return [self.model.entry(row) for row in range(self.model.rowCount())]

    def export_csv(self, path: Path) -> bool:
        out = io.StringIO()
        csv.writer(out).writerows(csv_rows(self.shown_entries()))
        try:
            write_atomically(path, out.getvalue())
        except SaveError as exc:
            self._say_error(self.tr("Cannot export"), i18n.reason_of(exc))
            return False
        self.w.hint(self.tr("Exported to {file}.").format(file=path))
        return True

    def _say_error(self, title: str, text: str) -> None:
        QMessageBox.warning(self, title, text)

    # -- the statistics -------------------------------------------------------------------

    def _build_stats(self) -> QWidget:
        self.stats_game = QComboBox()
        self.stats_game.setAccessibleName(self.tr("Statistics of the game"))
        for game in self.w.tables.ids():
            self.stats_game.addItem(i18n.game_title(game), game)
        self.stats_game.currentIndexChanged.connect(lambda _k: self.show_stats())
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.summary.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByKeyboard
                                             | Qt.TextInteractionFlag.TextSelectableByMouse)
        self.summary.setAccessibleName(self.tr("Summary"))
        self.levels_table = self._stats_table(
            self.tr("Results by opponent level"),
            [self.tr("Opponent"), self.tr("Games"), self.tr("Wins"), self.tr("Win rate")])
        self.categories_table = self._stats_table(
            self.tr("Score by category"),
            [self.tr("Category"), self.tr("You (mean)"), self.tr("Winners (mean)")])
        self.chart = StatsChart()
        self.chart.setAccessibleName(self.tr("Chart: score and result of each game, and your "
                                             "rating after it"))
        self.chart.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        form = QHBoxLayout()
        label = QLabel(self.tr("Game:"))
        label.setBuddy(self.stats_game)
        form.addWidget(label)
        form.addWidget(self.stats_game)
        form.addStretch(1)
        tables = QHBoxLayout()
        tables.addWidget(self.levels_table)
        tables.addWidget(self.categories_table)
        page = QWidget()
        layout = QVBoxLayout(page)
        layout.addLayout(form)
        layout.addWidget(self.summary)
        layout.addLayout(tables)
        layout.addWidget(self.chart, 1)
        return page

    def _stats_table(self, name: str, columns: list[str]) -> QTableWidget:
        table = QTableWidget(0, len(columns))
        table.setHorizontalHeaderLabels(columns)
        table.setAccessibleName(name)
        table.verticalHeader().hide()
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setTabKeyNavigation(False)
        table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        table.verticalHeader().setDefaultSectionSize(table.fontMetrics().height() + 6)
        table.setMaximumHeight(8 * (table.fontMetrics().height() + 6))
        return table

    def stats(self) -> GameStats:
        """The chosen game's statistics, as the reading made them."""
        game = str(self.stats_game.currentData())
        found = self.all_stats.get(game)
        return found if found is not None else statistics([], game)

    def show_stats(self) -> None:
        stats = self.stats()
        self.summary.setText(self.summary_words(stats))
        self._fill(self.levels_table, [
            (self.level_words(s.level), str(s.games), str(s.wins), f"{s.win_rate:.0%}")
            for s in stats.by_level])
        self._fill(self.categories_table, [
            (ScoreDialog.category_name(stats.game, c), i18n.fill("{v:.1f}", v=mine),
             i18n.fill("{v:.1f}", v=theirs)) for c, mine, theirs in stats.categories])
        self.chart.show_points(stats.points, {
            "score": self.tr("Score:"), "won": self.tr("won"), "tied": self.tr("tied"),
            "lost": self.tr("lost"), "rating": self.tr("your rating (95% band)"),
            "none": self.tr("No finished game of yours against the AI yet."),
            "game": self.tr("game")})
        self.chart.setAccessibleDescription(self.summary.text())

    def summary_words(self, stats: GameStats) -> str:
        lines = [self.tr("%n finished game(s), ", "", stats.games)
                 + self.tr("%n won", "", stats.wins)
                 + f" ({stats.win_rate:.0%}), "
                 + self.tr("%n abandoned.", "", stats.abandoned)]
        if stats.practice:
            lines.append(self.tr("%n practice game(s) (continued from a replay or a file) "
                                 "set apart, not counted.", "", stats.practice))
        if stats.mean_score is not None:
            lines.append(self.tr("Score: mean {mean}, best {best}.").format(
                mean=i18n.fill("{v:.1f}", v=stats.mean_score), best=stats.best_score))
        rating = stats.rating
        lines.append(self.tr("Your rating: {rating} ± {spread} (95%: {low} to {high}, %n "
                             "result(s) against rated levels).", "", rating.games).format(
            rating=round(rating.rating), spread=round(rating.spread),
            low=round(rating.low), high=round(rating.high)) if rating is not None else
            self.tr("Your rating: none yet (no finished game against a rated level)."))
        return "\n".join(lines)

    @staticmethod
    def _fill(table: QTableWidget, rows: list[tuple[str, ...]]) -> None:
        table.setRowCount(len(rows))
        for r, row in enumerate(rows):
            for c, text in enumerate(row):
                item = QTableWidgetItem(text)
                if c:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                table.setItem(r, c, item)
