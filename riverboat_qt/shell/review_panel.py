"""The game review in the replay viewer: 'Review this game' runs ai.review in the AI helper
process (review_runner), shows a progress bar with Cancel, then the review in words and in a
graph. In the dock: each player's accuracy, a line on where the player's chance to win went
(their play, the others', the draws), the marks' thresholds as the review states them, and the
chosen player's marked moves in a list (the smaller losses too, on request), each with its win
chance before, after the move played and after the better one, the points lost and why. Above
the timeline: the win-chance graph and the key moments (review_graph). A click on a row, a key
moment or the graph jumps the replay there; a row or a mistake rings the better move on the
table and says why it is better.
"""

from __future__ import annotations

import os
from dataclasses import replace
from pathlib import Path
from types import SimpleNamespace
from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF, Qt, QTimer, Signal, Slot
from PySide6.QtGui import QColor, QIcon, QPainter, QPixmap
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDockWidget,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ai.review import (
    DEEP_CANDIDATES,
    DEEP_SAMPLES,
    DEEP_SPEC,
    ITERATIONS,
    MARKS,
    SAMPLES,
    Decision,
    KeyMoment,
    Review,
    SeatSummary,
)
from core import registry

from . import i18n
from .ai_process import BotProcess
from .review_graph import (
    LUCK_DOWN,
    LUCK_UP,
    MARK_COLOURS,
    MARK_GLYPHS,
    KeyMoments,
    WinChanceGraph,
    curve,
    mark_shape,
)
from .review_runner import ReviewRunner
from .review_store import ReviewFileError, keep_review, kept_review
from .storage import SaveError

WIDTH = 720  # the review dock's width when shown: the list's seven columns
HEIGHT_SHARE = 0.8  # and its share of the window's height (the hidden information's below)
ROW_LINES = 4  # a decision's row shows at most this many lines of its words
COLUMNS = ("move", "when", "before", "played", "better", "lost", "mark")


translate = QCoreApplication.translate


def mark_words(mark: str) -> str:
    """A mark in the player's words."""
    words = {"blunder": translate("ReviewPanel", "blunder"),
             "mistake": translate("ReviewPanel", "mistake"),
             "inaccuracy": translate("ReviewPanel", "inaccuracy")}
    return words.get(mark, "")


def legend_html(thresholds: dict[str, float]) -> str:
    """The marks with their shapes, colours and thresholds in points of win chance (the
    review's own), and what a loss measures."""
    names = {"blunder": translate("ReviewPanel", "Blunder: {points:g} points or more"),
             "mistake": translate("ReviewPanel", "Mistake: {points:g} points or more"),
             "inaccuracy": translate("ReviewPanel", "Inaccuracy: {points:g} points or more")}
    marks = " &nbsp; ".join(
        f"<span style='color:{MARK_COLOURS[name].name()}'>{MARK_GLYPHS[name]}</span> "
        + i18n.fill(names[name], points=points)
        for name, points in sorted(thresholds.items(), key=lambda kv: kv[1]))
    what = translate("ReviewPanel", "Points lost: how much lower the player's chance to win "
                     "(0-100) is after the move played than after the AI's best move.")
    return f"{marks}<br><span style='color:#555'>{what}</span>"


def graph_legend_html(seat: str) -> str:
    """The graph's title: whose chance it is, the marks' shapes, the draws' bars."""
    marks = " &nbsp;".join(f"<span style='color:{MARK_COLOURS[name].name()}'>"
                           f"{MARK_GLYPHS[name]}</span> {mark_words(name)}"
                           for name in ("inaccuracy", "mistake", "blunder"))
    title = translate("ReviewPanel", "<b>{seat}</b>: chance to win").format(seat=seat)
    draws = translate("ReviewPanel", "the draws: {up} helped, {down} hurt").format(
        up=f"<span style='color:{LUCK_UP.name()}'>▮</span>",
        down=f"<span style='color:{LUCK_DOWN.name()}'>▮</span>")
    click = translate("ReviewPanel", "a click jumps there")
    return f"{title} · {marks} · {draws} · {click}"


def moment_icon(moment: KeyMoment) -> QIcon:
    """A key moment's icon: its mark's shape in its colour, or the draws' bar up or down."""
    pixmap = QPixmap(14, 14)
    pixmap.fill(Qt.GlobalColor.transparent)
    g = QPainter(pixmap)
    g.setRenderHint(QPainter.RenderHint.Antialiasing)
    if moment.kind == "luck":
        up = moment.swing > 0
        g.fillRect(4, 1 if up else 7, 6, 6, LUCK_UP if up else LUCK_DOWN)
        g.fillRect(1, 7, 12, 1, QColor("#6b6257"))
    else:
        g.setPen(QColor("#2b2a28"))
        g.setBrush(MARK_COLOURS.get(moment.mark, QColor("#b0a48e")))
        g.drawPath(mark_shape(QPointF(7, 7), moment.mark or "inaccuracy", 5))
    g.end()
    return QIcon(pixmap)


class ReviewPanel(QWidget):
    """The seat to review, Review / Cancel with the progress, the legend, the summary and the
    list; the graph and the key moments (which the viewer puts above its timeline). `window`
    is the replay viewer (its model, table, labels, slider, go() and is_human())."""

    review_done = Signal(object)  # the Review shown (complete or cancelled)

    def __init__(self, window: Any, host: BotProcess | None = None):
        super().__init__(window)
        self.w = window
        # the quick review's search a decision, (seconds, iterations): iterations, the same
        # review on any machine
        self.budget: tuple[float | None, int | None] = (None, ITERATIONS)
        self.samples = SAMPLES
        self.result: Review | None = None
        self.deep_result: Review | None = None  # the game's deep review, once made or found
        self.deep_how = (DEEP_SPEC, DEEP_SAMPLES)  # the level that finds its moves, samples
        self.deep_running = False
        self.runner = ReviewRunner(self, host)
        self.runner.worker.progress.connect(self._on_progress)
        self.runner.worker.estimate.connect(self._on_estimate)
        self.runner.worker.finished.connect(self._on_finished)
        self.runner.worker.failed.connect(self._on_failed)
        self.rings: list = []
        self.dock: QDockWidget | None = None  # add_review() puts the panel in a dock
        self._build()
        self._build_graph()
        self._find_kept()

    # -- widgets --------------------------------------------------------------------------

    def _build(self) -> None:
        self.seat = QComboBox()
        for k, label in enumerate(self.w.labels):
            self.seat.addItem(label, k)
        self.seat.setCurrentIndex(self.w.home_seat)
        self.seat.setToolTip(self.tr("The player whose decisions are listed (every player "
                                     "is reviewed)"))
        self.seat.currentIndexChanged.connect(lambda _=0: self._seat_changed())
        self.start_button = QPushButton(self.tr("Review this game"))
        self.start_button.setToolTip(self.tr("Weigh every decision of every player with the "
                                             "AI's search (a tenth of a second or so each)"))
        self.start_button.clicked.connect(lambda _=False: self.start())
        self.deep_button = QPushButton(self.tr("Deep review"))
        self.deep_button.setToolTip(self.tr(
            "Look further: the Hard AI's own search at every decision, its best moves each "
            "weighed many times, on every core of this computer. Minutes, not seconds; kept "
            "with the game, so it is made once. Its marks are the ones to trust."))
        self.deep_button.clicked.connect(lambda _=False: self.start_deep())
        self.cancel_button = QPushButton(self.tr("Cancel"))
        self.cancel_button.clicked.connect(lambda _=False: self.cancel())
        self.cancel_button.setEnabled(False)
        self.progress = QProgressBar()
        self.progress.setTextVisible(True)
        self.progress.setFormat(self.tr("%v of %m decisions"))
        self.progress.hide()
        top = QHBoxLayout()
        top.addWidget(QLabel(self.tr("Player:")))
        top.addWidget(self.seat, 1)
        buttons = QHBoxLayout()  # a row of their own: the dock fits a 1024 px window
        buttons.addWidget(self.start_button)
        buttons.addWidget(self.deep_button)
        buttons.addWidget(self.cancel_button)
        buttons.addStretch(1)
        self.status = _label(self.tr("Review the game: each decision is compared with the "
                                     "AI's best move from the same position, by the chance "
                                     "to win."))
        self.legend = _label(legend_html(dict(MARKS)), rich=True)
        self.summary = _label("", rich=True)
        self.small = QCheckBox()
        self.small.toggled.connect(lambda _=False: self._fill_rows())
        self._name_small(dict(MARKS))
        self.table = self._make_table()
        self.detail = _label("")
        self.detail.setStyleSheet("padding: 2px;")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addLayout(top)
        layout.addLayout(buttons)
        layout.addWidget(self.progress)
        layout.addWidget(self._split(), 1)

    def _split(self) -> QSplitter:
        """The words above (scrolling when long), the decisions below: in a short window the
        summary no longer squeezes the list to a row."""
        words = QWidget()
        box = QVBoxLayout(words)
        box.setContentsMargins(0, 0, 0, 0)
        for widget in (self.status, self.legend, self.summary):
            box.addWidget(widget)
        box.addStretch(1)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidget(words)
        lower = QWidget()
        below = QVBoxLayout(lower)
        below.setContentsMargins(0, 0, 0, 0)
        below.addWidget(self.small)
        below.addWidget(self.table, 1)
        below.addWidget(self.detail)
        split = QSplitter(Qt.Orientation.Vertical)
        split.setChildrenCollapsible(False)
        split.addWidget(scroll)
        split.addWidget(lower)
        split.setStretchFactor(0, 1)
        split.setStretchFactor(1, 1)
        return split

    def _make_table(self) -> QTableWidget:
        table = QTableWidget(0, len(COLUMNS))
        titles = {"move": (self.tr("Move"), ""),
                  "when": (self.tr("Round, phase"), ""),
                  "before": (self.tr("Before"), self.tr("The player's chance to win before "
                                                        "the move (0-100%)")),
                  "played": (self.tr("Played"), self.tr("The move played, and the chance to "
                                                        "win after it")),
                  "better": (self.tr("Better"), self.tr("The AI's better move, the chance to "
                                                        "win after it, and why it is better")),
                  "lost": (self.tr("Points lost"), self.tr("Points of win chance lost against "
                                                           "the better move")),
                  "mark": (self.tr("Mark"), "")}
        for col, name in enumerate(COLUMNS):
            header_item = QTableWidgetItem(titles[name][0])
            header_item.setToolTip(titles[name][1])
            table.setHorizontalHeaderItem(col, header_item)
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        table.setWordWrap(True)
        table.verticalHeader().hide()
        header = table.horizontalHeader()
        for col, name in enumerate(COLUMNS):
            mode = QHeaderView.ResizeMode.Stretch if name in ("played", "better") else \
                QHeaderView.ResizeMode.Interactive if name == "when" else \
                QHeaderView.ResizeMode.ResizeToContents
            header.setSectionResizeMode(col, mode)
        table.setColumnWidth(COLUMNS.index("when"), 90)
        table.setToolTip(self.tr("Click a row: the table shows the position before that "
                                 "decision, the better move ringed"))
        table.cellClicked.connect(lambda row, _col: self.show_row(row))
        self._rewrap = QTimer(self)  # the rows' heights again once the columns are resized
        self._rewrap.setSingleShot(True)
        self._rewrap.timeout.connect(self._fit_rows)
        header.sectionResized.connect(lambda *_: self._rewrap.start(0))
        return table

    def _build_graph(self) -> None:
        """The graph with its title, and the key moments: hidden until a review is shown."""
        self.graph = WinChanceGraph(self.w.slider)
        self.graph.jump.connect(self.jump_to)
        self.graph.describe = self.describe_step
        self.graph_title = _label("", rich=True)
        self.graph_box = QWidget()
        box = QVBoxLayout(self.graph_box)
        box.setContentsMargins(0, 0, 0, 0)
        box.setSpacing(2)
        box.addWidget(self.graph_title)
        box.addWidget(self.graph)
        self.moments = KeyMoments()
        self.moments.chosen.connect(self.show_moment)
        self.graph_box.hide()
        self.moments.hide()

    def _name_small(self, thresholds: dict[str, float]) -> None:
        """The checkbox says the smallest mark's threshold, the review's own."""
        self.small.setText(i18n.fill(
            self.tr("Also list the moves that lost less than {points:g} points"),
            points=min(thresholds.values())))

    # -- running --------------------------------------------------------------------------

    def reveal(self) -> None:
        """Bring the review's dock to the front, wide enough for its list."""
        if self.dock is None:  # not in a window yet (add_review docks it)
            return
        self.dock.show()
        self.dock.raise_()
        self.w.resizeDocks([self.dock], [WIDTH], Qt.Orientation.Horizontal)
        height = self.w.height()
        self.w.resizeDocks([self.dock, self.w.hidden_dock],
                           [int(height * HEIGHT_SHARE), int(height * (1 - HEIGHT_SHARE))],
                           Qt.Orientation.Vertical)

    def start(self, seat: int | None = None) -> None:
        """Review the chosen seat (or this one) in the helper process."""
        if self._chosen(seat):
            self._run(0, self.tr("Starting the AI's helper…"))

    def start_deep(self, seat: int | None = None) -> None:
        """Show the game's kept deep review, else make it in the helper, on every core."""
        if not self._chosen(seat):
            return
        if self.deep_result is not None:
            self.show_review(replace(self.deep_result, seat=int(self.seat.currentData())))
            return
        self._run(self.cores(), self.tr("Starting the deep review…"))

    def _chosen(self, seat: int | None) -> bool:
        """The seat chosen and the dock shown; False while a review runs."""
        if self.runner.busy:
            return False
        if seat is not None:
            self.seat.setCurrentIndex(seat)
        self.reveal()
        return True

    def _run(self, deep_jobs: int, words: str) -> None:
        """A review in the helper: the quick one, or the deep one on deep_jobs processes."""
        self.clear()
        self.deep_running = deep_jobs > 0
        self.runner.start(self.w.model.record, int(self.seat.currentData()), self.budget,
                          self.samples, deep_jobs, self.deep_how)
        self.start_button.setEnabled(False)
        self.deep_button.setEnabled(False)
        self.seat.setEnabled(False)
        self.cancel_button.setEnabled(True)
        self.progress.setRange(0, 0)
        self.progress.show()
        self.status.setText(words)

    @staticmethod
    def cores() -> int:
        """The processes of a deep review: every core of this computer."""
        return max(1, os.cpu_count() or 1)

    def data_dir(self) -> Path | None:
        """The folder beside the library where deep reviews are kept (the main window's);
        None for a viewer of its own."""
        found = getattr(self.w.parentWidget(), "data_dir", None)
        return Path(found) if found is not None else None

    def _find_kept(self) -> None:
        """The game's deep review kept from an earlier time, if any: shown on request at once."""
        folder = self.data_dir()
        if folder is None:
            return
        try:
            self.deep_result = kept_review(folder, self.w.model.record)
        except ReviewFileError as exc:
            self.status.setText(self.tr("A kept deep review of this game was refused ({why}); "
                                        "a new one can be made.").format(why=str(exc)))
            return
        if self.deep_result is not None:
            self.deep_button.setText(self.tr("Show the deep review"))
            self.deep_button.setToolTip(self.tr("This game's deep review, made earlier and "
                                                "kept with it"))

    def _keep(self, result: Review) -> None:
        """A complete deep review, kept with the game (a failure only said)."""
        self.deep_result = result
        self.deep_button.setText(self.tr("Show the deep review"))
        folder = self.data_dir()
        if folder is None:
            return
        try:
            keep_review(folder, self.w.model.record, result)
        except (SaveError, OSError) as exc:
            self.detail.setText(self.tr("The deep review could not be kept: {error}").format(
                error=str(exc)))

    @Slot(int, float)
    def _on_estimate(self, token: int, seconds: float) -> None:
        if token != self.runner.token or not self.runner.busy:
            return
        minutes = max(1, round(seconds / 60))
        self.status.setText(self.tr("Deep review: about %n minute(s) on {cores} cores…", None,
                                    minutes).format(cores=self.cores()))

    def cancel(self) -> None:
        if self.runner.busy:
            self.runner.cancel()
            self.cancel_button.setEnabled(False)
            self.status.setText(self.tr("Cancelling…"))

    @property
    def running(self) -> bool:
        return self.runner.busy

    @Slot(int, int, int)
    def _on_progress(self, token: int, done: int, total: int) -> None:
        if token != self.runner.token or not self.runner.busy:
            return
        self.progress.setRange(0, max(1, total))
        self.progress.setValue(done)
        if self.deep_running:
            return  # the estimate stays said
        text = self.tr("Reviewing %n decision(s) of {seat}…", None, total)
        self.status.setText(text.format(seat=self.seat.currentText()))

    @Slot(int, object)
    def _on_finished(self, token: int, result: Review | None) -> None:
        if token != self.runner.token:
            return
        self._idle()
        if result is None:
            self.status.setText(self.tr("The review was cancelled."))
            return
        self.reveal()  # wide enough for the list (a viewer opened hidden did not size it)
        if result.deep and result.complete:
            self._keep(result)
        self.show_review(result)
        self.review_done.emit(result)

    @Slot(int, str)
    def _on_failed(self, token: int, error: str) -> None:
        if token != self.runner.token:
            return
        self._idle()
        self.status.setText(self.tr("The review failed: {error}").format(error=error))

    def _idle(self) -> None:
        self.runner.busy = False
        self.deep_running = False
        self.progress.hide()
        self.start_button.setEnabled(True)
        self.deep_button.setEnabled(True)
        self.seat.setEnabled(True)
        self.cancel_button.setEnabled(False)

    def shutdown(self) -> None:
        """The viewer closes: stop the review, its thread and the helper."""
        self.runner.shutdown()

    def _seat_changed(self) -> None:
        """Every seat is reviewed: another player's list, summary and graph at once."""
        seat = int(self.seat.currentData())
        if self.result is not None and not self.running and self.result.seat != seat:
            self.show_review(replace(self.result, seat=seat))

    # -- results --------------------------------------------------------------------------

    def clear(self) -> None:
        self.result = None
        self.table.setRowCount(0)
        self.summary.setText("")
        self.detail.setText("")
        self.w.slider.review_ticks = []
        self.w.slider.update()
        self.graph.show_curve(None)
        self.graph_box.hide()
        self.moments.hide()

    @property
    def shown_seat(self) -> int:
        """The seat whose decisions, graph and key moments are shown."""
        return 0 if self.result is None or self.result.seat is None else self.result.seat

    def show_review(self, result: Review) -> None:
        """The list, the timeline's ticks, the summary, the graph and the key moments."""
        self.result = result
        self.legend.setText(legend_html(result.thresholds))
        self._name_small(result.thresholds)
        self._fill_rows()
        self.w.slider.review_ticks = [(d.move - 1, MARK_COLOURS[d.mark])
                                      for d in result.listed()
                                      if d.mark and not self.overturned(d)]
        self.w.slider.update()
        self.summary.setText(self.summary_html(result))
        self._show_graph(result)
        seat = self.w.labels[self.shown_seat]
        count = len(result.listed())
        if result.complete:
            text = self.tr("{seat}: %n decision(s) reviewed.", None, count).format(seat=seat)
        else:
            text = self.tr("Cancelled: {seat}'s first %n decision(s) reviewed.", None,
                           count).format(seat=seat)
        self.status.setText(text + " " + self.tr("Click a row to see the position and the "
                                                 "better move."))

    def overturned(self, d: Decision) -> bool:
        """A quick review's mark that the game's deep review does not make: uncertain."""
        if self.result is None or self.result.deep or self.deep_result is None or not d.mark:
            return False
        deep = next((e for e in self.deep_result.decisions if e.move == d.move), None)
        return deep is not None and not deep.mark

    def scope_words(self, result: Review) -> str:
        """Which review is shown, and how far it looked."""
        ahead = (self.tr("to the end of the game") if result.horizon is None else
                 self.tr("%n move(s) ahead", None, result.horizon))
        if result.deep:
            return self.tr("<b>Deep review</b>: the Hard AI's search at each decision, its "
                           "{candidates} best moves each weighed {samples} times, {ahead}."
                           ).format(candidates=DEEP_CANDIDATES, samples=result.samples,
                                    ahead=ahead) + self.searched_words(result)
        if result.iterations:
            words = i18n.fill(self.tr("<b>Quick review</b>: a search of %n try (tries) at each "
                                      "decision, each move weighed {samples} times, {ahead}.",
                                      None, result.iterations),
                              samples=result.samples, ahead=ahead)
        else:
            words = i18n.fill(self.tr("<b>Quick review</b>: {seconds:g} s of search at each "
                                      "decision, each move weighed {samples} times, {ahead}."),
                              seconds=result.seconds, samples=result.samples, ahead=ahead)
        words += self.searched_words(result)
        if self.deep_result is not None:
            return words + " " + self.tr("Marks the deep review does not make are shown as "
                                         "uncertain.")
        return words + " " + self.tr("The deep review looks further.")

    def searched_words(self, result: Review) -> str:
        """Where the values come from a search of both sides' best moves to the end."""
        if result.searched is None:
            return ""
        return " " + self.tr("From move {move} on, both players' best moves are searched to "
                             "the end of the game.").format(move=result.searched)

    def listed_rows(self) -> list[Decision]:
        """The rows: the marked decisions, or with the checkbox every one that lost points."""
        if self.result is None:
            return []
        return [d for d in self.result.listed()
                if d.loss > 0 and (d.mark or self.small.isChecked())]

    def _fill_rows(self) -> None:
        rows = self.listed_rows()
        self.table.setSortingEnabled(False)
        self.table.setRowCount(len(rows))
        for row, decision in enumerate(rows):
            self._fill_row(row, decision)
        self._fit_rows()

    def _fit_rows(self) -> None:
        """Each row as high as its words, up to ROW_LINES lines (a narrow dock wrapped the why
        so far that one row filled the list); the rest is in the tooltip and below the list."""
        self.table.resizeRowsToContents()
        tallest = ROW_LINES * self.table.fontMetrics().lineSpacing() + 8
        for row in range(self.table.rowCount()):
            if self.table.rowHeight(row) > tallest:
                self.table.setRowHeight(row, tallest)

    def _fill_row(self, row: int, d: Decision) -> None:
        state = self.w.model.state_at(d.move - 1)
        table = self.w.table
        parse = registry.game(self.w.model.record.game).parse_action
        better = f"{table.advice(parse(d.best), state)} ({100 * d.win_best:.0f}%)"
        why = self.why_words(d)
        if why:
            better += "\n" + self.tr("why: {why}").format(why=why)
        cells = (_number_item(d.move, str(d.move)),
                 QTableWidgetItem(self.tr("Round {round}, {phase}").format(
                     round=d.round, phase=table.review_words("phase", d.phase))),
                 _number_item(d.win_before, f"{100 * d.win_before:.0f}%"),
                 QTableWidgetItem(f"{table.advice(parse(d.played), state)} "
                                  f"({100 * d.win_played:.0f}%)"),
                 QTableWidgetItem(better),
                 _number_item(d.loss, i18n.fill("{loss:.1f}", loss=d.loss)),
                 QTableWidgetItem(mark_words(d.mark)))
        mark_col = COLUMNS.index("mark")
        for col, item in enumerate(cells):
            item.setData(Qt.ItemDataRole.UserRole, d.move)
            item.setToolTip(item.text())  # whole, where the row's height cuts it
            if d.mark:
                item.setForeground(MARK_COLOURS[d.mark].darker(130) if col == mark_col
                                   else QColor("#222"))
            self.table.setItem(row, col, item)
        if d.mark and self.overturned(d):
            cells[mark_col].setText(self.tr("{mark}? uncertain").format(mark=mark_words(d.mark)))
            cells[mark_col].setToolTip(self.tr("The deep review of this game does not mark "
                                               "this move."))
        elif d.mark:
            cells[mark_col].setBackground(_pale(MARK_COLOURS[d.mark]))
            cells[mark_col].setText(f"{MARK_GLYPHS[d.mark]} {mark_words(d.mark)}")

    # -- the summary in words -------------------------------------------------------------

    def summary_html(self, result: Review) -> str:
        """Where the shown player's chance went, in a line; every player's accuracy; the
        others' play and luck; the points lost in all, by phase and by sort of move, and the
        marks' count."""
        words = self.w.table.review_words
        lines = [self.scope_words(result)]
        if result.seats:
            lines.append(self.headline(result.seats[self.shown_seat], result.complete))
        lines.append(self.accuracy_line(result.seats))
        lines += [self.seat_line(s) for s in result.seats if s.seat != self.shown_seat]
        for title, rows, kind in ((self.tr("By phase"), result.by_phase(), "phase"),
                                  (self.tr("By sort of move"), result.by_category(), "move")):
            parts = [i18n.fill("{what} {lost:.1f}", what=words(kind, key), lost=row["lost"])
                     for key, row in sorted(rows.items(), key=lambda kv: -kv[1]["lost"])
                     if row["lost"] > 0] or [self.tr("nothing lost")]
            lines.append(f"<b>{title}:</b> " + "; ".join(parts))
        return "<br>".join(lines)

    def headline(self, s: SeatSummary, complete: bool) -> str:
        """A player's game in per-decision terms (a sum over a game is no share of anything):
        the accuracy, the points of win chance lost a decision on average and the marks;
        then where the chance to win went, from the start to the end; then how the changes
        add up."""
        you = self.w.is_human(s.seat)
        marks = ", ".join(self.mark_counts(s.marks)) or self.tr("no mark")
        if not s.decisions:
            line = self.tr("No decision to judge.")
        elif you:
            line = self.tr("Your accuracy: {accuracy:.0f}. You lost {loss:.1f} points of win "
                           "chance a decision on average, over {decisions} decisions; {marks}.")
        else:
            line = self.tr("{seat}'s accuracy: {accuracy:.0f}. They lost {loss:.1f} points of "
                           "win chance a decision on average, over {decisions} decisions; "
                           "{marks}.")
        line = i18n.fill(line, seat=self.w.labels[s.seat], accuracy=s.accuracy or 0.0,
                         loss=s.lost / max(1, s.decisions), decisions=s.decisions, marks=marks)
        path = self.tr("The chance to win: {start}% at the start, {end}.").format(
            start=round(s.start), end=self.ending(s, you, complete))
        play, luck = round(s.play), round(s.luck)
        adding = self.tr("Adding up: {start}% at the start, the moves {play:+d} and the "
                         "others' {others:+d} (each against the AI's rule of thumb), the draws "
                         "{luck:+d}: {end}.").format(
            start=round(s.start), play=play, others=round(s.others),
            luck=luck, end=self.ending(s, you, complete))
        if round(s.further):
            adding += " " + self.tr("The review's own looking further at each span's start "
                                    "(neither the moves nor the draws): {further:+d}.").format(
                further=round(s.further))
        return (f"<span style='font-size:14px'>{line}</span><br>"
                f"<span style='color:#555'>{path}</span><br>"
                f"<span style='color:#555'>{adding}</span>")

    def mark_counts(self, marks: dict[str, int]) -> list[str]:
        """'1 blunder', '2 mistakes', ... for the marks made, worst first."""
        words = {"blunder": self.tr("%n blunder(s)", None, marks.get("blunder", 0)),
                 "mistake": self.tr("%n mistake(s)", None, marks.get("mistake", 0)),
                 "inaccuracy": self.tr("%n inaccuracy(-ies)", None,
                                       marks.get("inaccuracy", 0))}
        return [words[name] for name, _ in MARKS if marks.get(name)]

    def ending(self, s: SeatSummary, you: bool, complete: bool) -> str:
        """How the player's game ended, in the review's chance (100 won, 0 lost)."""
        end = round(s.end)
        if not complete:
            return self.tr("{end}% where the review stopped").format(end=end)
        if not self.w.model.final.is_over:  # a record that stops before the game's end
            return self.tr("{end}% at the record's last move").format(end=end)
        if round(s.end, 6) == 100.0:
            return self.tr("you won") if you else self.tr("they won")
        if round(s.end, 6) == 0.0:
            return self.tr("you lost") if you else self.tr("they lost")
        return self.tr("a shared win ({end}%)").format(end=end)

    def accuracy_line(self, seats: list[SeatSummary]) -> str:
        """Every player's accuracy, so the player sees the opponents' too."""
        parts = [f"{self.w.labels[s.seat]} {'–' if s.accuracy is None else f'{s.accuracy:.0f}'}"
                 for s in seats]
        return self.tr("<b>Accuracy</b> (0-100): {seats}").format(seats=" · ".join(parts))

    def seat_line(self, s: SeatSummary) -> str:
        """A player's accuracy, what their play (against the AI's rule of thumb) and the draws
        did to their win chance, and their loss a decision against the best moves."""
        accuracy = ("–" if s.accuracy is None else f"{s.accuracy:.0f}")
        return i18n.fill(
            self.tr("<b>{seat}</b>: accuracy {accuracy}; the play {play:+.0f} and the draws "
                    "{luck:+.0f} points of win chance; {loss:.1f} lost a decision against the "
                    "best moves"),
            seat=self.w.labels[s.seat], accuracy=accuracy, play=s.play, luck=s.luck,
            loss=s.lost / s.decisions if s.decisions else 0.0)

    def why_words(self, d: Decision) -> str:
        """Why the better move is better, in words a first-time player reads: the VP of
        margin over the best other player it should gain, and where those VP come from."""
        game = self.w.model.record.game
        parts = [i18n.fill(self.tr("{vp:+.1f} VP {category}"),
                           vp=vp, category=i18n.engine_words(game, category).lower())
                 for category, vp in sorted(d.why_vp.items(), key=lambda kv: -abs(kv[1]))[:3]
                 if abs(vp) >= 0.5]
        if abs(d.why_others) >= 0.5:
            parts.append(i18n.fill(self.tr("{vp:+.1f} VP for the best other player"),
                                   vp=d.why_others))
        if d.second <= 0:
            return "; ".join(parts)
        gain = i18n.fill(self.tr("about {vp:.1f} VP more than the best other player by the "
                                 "end"), vp=d.second)
        return gain + (" (" + "; ".join(parts) + ")" if parts else "")

    # -- the graph and the key moments ----------------------------------------------------

    def _show_graph(self, result: Review) -> None:
        seat = self.shown_seat
        self.graph_title.setText(graph_legend_html(self.w.labels[seat]))
        self.graph.show_curve(curve(result, seat))
        self.graph.set_current(self.w.step)
        moments = result.seats[seat].key_moments if result.seats else []
        self.moments.show_moments(moments, self.moment_words, self.moment_tip, moment_icon)
        self.graph_box.setVisible(bool(result.steps))
        self.moments.setVisible(bool(moments))

    def follow(self, step: int) -> None:
        """The replay moved: the graph marks its position."""
        self.graph.set_current(step)

    def moment_words(self, m: KeyMoment) -> str:
        """A key moment on its button: the move, what happened, the swing in points."""
        if m.kind == "luck":
            return self.tr("Move {move}: the draws {swing:+.0f}").format(move=m.move,
                                                                          swing=m.swing)
        what = mark_words(m.mark) or self.tr("decision")
        return self.tr("Move {move}: {what} {swing:+.0f}").format(move=m.move, what=what,
                                                                   swing=m.swing)

    def moment_tip(self, m: KeyMoment) -> str:
        if m.kind == "luck":
            return self.tr("Show the position after move {move}, whose draws moved the "
                           "chance to win by {swing:+.0f} points").format(move=m.move,
                                                                          swing=m.swing)
        return self.tr("Show the position before move {move} and the better move").format(
            move=m.move)

    @Slot(object)
    def show_moment(self, m: KeyMoment) -> None:
        """A key moment clicked: a decision as its row shows it, a draw after it."""
        if self.result is None:
            return
        if m.kind == "decision":
            decision = next((d for d in self.result.decisions
                             if d.move == m.move and d.seat == self.shown_seat), None)
            if decision is not None:
                self._select_row(decision.move)
                self.show_decision(decision)
                return
        self.jump_to(m.move)

    def _select_row(self, move: int) -> None:
        rows = self.listed_rows()
        row = next((k for k, d in enumerate(rows) if d.move == move), None)
        if row is None:
            self.table.clearSelection()
        else:
            self.table.selectRow(row)

    @Slot(int)
    def jump_to(self, step: int) -> None:
        """Show the replay at that step and say what the review says there."""
        self.w.go(step)
        self.detail.setText(self.describe_step(step))

    def describe_step(self, step: int) -> str:
        """What the review says at a step: the shown player's chance to win there, what the
        draws of that move did, and the mark of the decision taken there."""
        if self.result is None:
            return ""
        shown = curve(self.result, self.shown_seat)
        chance = shown.chance_at(step)
        if chance is None:
            return ""
        seat = self.w.labels[self.shown_seat]
        text = (self.tr("At the start: {seat} {chance:.0f}% to win") if step == 0 else
                self.tr("After move {step}: {seat} {chance:.0f}% to win")).format(
            step=step, seat=seat, chance=chance)
        luck = dict(shown.luck).get(step)
        if luck is not None:
            text += "; " + self.tr("the draws of this move {luck:+.0f}").format(luck=luck)
        marked = next((d for d in self.result.decisions
                       if d.seat == self.shown_seat and d.move == step + 1 and d.mark), None)
        if marked is not None:
            text += "; " + i18n.fill(self.tr("next move: {mark}, {lost:.1f} points lost"),
                                     mark=mark_words(marked.mark), lost=marked.loss)
        return text + "."

    def show_row(self, row: int) -> None:
        """Jump to the position before the decision and ring the better move."""
        item = self.table.item(row, 0)
        if item is None or self.result is None:
            return
        move = int(item.data(Qt.ItemDataRole.UserRole))
        decision = next(d for d in self.result.listed() if d.move == move)
        self.show_decision(decision)

    def show_decision(self, d: Decision) -> None:
        w = self.w
        seat = d.seat
        w.show_seat(seat)
        if w.step == d.move - 1:
            w.redraw()  # a clean table: the rings of an earlier click go
        else:
            w.go(d.move - 1)
        state = w.state
        parse = registry.game(w.model.record.game).parse_action
        better = parse(d.best)
        host = SimpleNamespace(scene=w.scene, choice_buttons=[],
                               controller=SimpleNamespace(state=state))
        self.rings = w.table.highlight_action(host, better, seat)
        played = w.table.advice(parse(d.played), state)
        if d.best == d.played:
            self.detail.setText(self.tr("Move {move}: {played} — the AI agrees.").format(
                move=d.move, played=played))
            return
        if self.rings:
            text = self.tr("Move {move}: played {played}; better (ringed): {better}. "
                           "{lost:.1f} points of win chance lost")
        else:  # a move that no piece shows (a trade, a pass): said only
            text = self.tr("Move {move}: played {played}; better: {better}. {lost:.1f} points "
                           "of win chance lost")
        text = i18n.fill(text, move=d.move, played=played,
                         better=w.table.advice(better, state), lost=d.loss)
        if d.mark:
            text += f" ({mark_words(d.mark)})"
        why = self.why_words(d)
        if why:
            text += ". " + self.tr("The better move, expected: {why}").format(why=why)
        self.detail.setText(text + ".")


def _label(text: str, rich: bool = False) -> QLabel:
    label = QLabel(text)
    label.setWordWrap(True)
    if rich:
        label.setTextFormat(Qt.TextFormat.RichText)
    label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
    return label


class _NumberItem(QTableWidgetItem):
    """A cell that sorts by its number, not its text."""

    def __lt__(self, other: QTableWidgetItem) -> bool:
        mine, theirs = self.data(Qt.ItemDataRole.UserRole + 1), other.data(
            Qt.ItemDataRole.UserRole + 1)
        if mine is None or theirs is None:
            return super().__lt__(other)
        return float(mine) < float(theirs)


def _number_item(value: float, text: str) -> QTableWidgetItem:
    item = _NumberItem(text)
    item.setData(Qt.ItemDataRole.UserRole + 1, float(value))
    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    return item


def _pale(colour: QColor) -> QColor:
    pale = QColor(colour)
    pale.setAlpha(50)
    return pale


def review_button() -> QPushButton:
    """The final score dialog's way to the review."""
    button = QPushButton(translate("ReviewPanel", "Review this game"))
    button.setToolTip(translate("ReviewPanel", "Open the replay and compare each of your "
                                "decisions with the AI's best move"))
    return button


def add_review(window: Any) -> ReviewPanel:
    """The review's dock, tabbed with the replay viewer's log (its tab is the way in); its
    graph above the viewer's timeline, in the timeline's column, the key moments beside."""
    panel = ReviewPanel(window)
    window.timeline_grid.addWidget(panel.graph_box, 0, 0)
    window.timeline_grid.addWidget(panel.moments, 0, 1, 2, 1)
    dock = QDockWidget(translate("ReviewPanel", "Game review"), window)
    dock.setObjectName("review")
    dock.setWidget(panel)
    window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
    window.tabifyDockWidget(window.log_dock, dock)
    window.log_dock.raise_()
    panel.dock = dock
    return panel
