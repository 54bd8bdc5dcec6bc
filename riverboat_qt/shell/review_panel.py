"""The game review in the replay viewer: 'Review this game' runs ai.review in the AI helper
process (a QThread waits on it, so the window stays responsive), shows a progress bar with
Cancel, then the chosen player's moves that lost win chance in a list, their marks on the
timeline, and a summary: each player's accuracy and what play and luck did to their win chance,
and where the points went. A click on a row jumps to the position before that decision, rings
the better move on the table and says why it is better.
"""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Qt, QThread, Signal, Slot
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDockWidget,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QProgressBar,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ai.review import MARKS, SAMPLES, SECONDS, Decision, Review, SeatSummary
from core import GameRecord, registry

from . import i18n
from .ai_process import BotProcess

MARK_COLOURS = {"blunder": QColor("#c62828"), "mistake": QColor("#ef6c00"),
                "inaccuracy": QColor("#f9a825")}
WIDTH = 660  # the review dock's width when shown: the list's six columns
COLUMNS = ("move", "when", "played", "better", "lost", "mark")


translate = QCoreApplication.translate


def mark_words(mark: str) -> str:
    """A mark in the player's words."""
    words = {"blunder": translate("ReviewPanel", "blunder"),
             "mistake": translate("ReviewPanel", "mistake"),
             "inaccuracy": translate("ReviewPanel", "inaccuracy")}
    return words.get(mark, "")


def legend_html() -> str:
    """The marks with their colours and thresholds in points of win chance, and what a loss
    measures."""
    names = {"blunder": translate("ReviewPanel", "Blunder: {points:g} points or more"),
             "mistake": translate("ReviewPanel", "Mistake: {points:g} points or more"),
             "inaccuracy": translate("ReviewPanel", "Inaccuracy: {points:g} points or more")}
    marks = " &nbsp; ".join(
        f"<span style='color:{MARK_COLOURS[name].name()}'>■</span> "
        + names[name].format(points=points) for name, points in reversed(MARKS))
    what = translate("ReviewPanel", "Points lost: how much lower the player's chance to win "
                     "(0-100) is after the move played than after the AI's best move.")
    return f"{marks}<br><span style='color:#555'>{what}</span>"


class ReviewWorker(QObject):
    """Lives in the review thread: run() waits on the helper process and answers by signal."""

    progress = Signal(int, int, int)  # token, decisions reviewed, decisions to review
    finished = Signal(int, object)  # token, the Review (complete False if cancelled) or None
    failed = Signal(int, str)  # token, error text

    def __init__(self) -> None:
        super().__init__()
        self.cancelled = -1

    @Slot(int, object, object, int, float, int)
    def run(self, token: int, host: BotProcess, record: GameRecord, seat: int, seconds: float,
            samples: int) -> None:
        def should_stop() -> bool:
            return self.cancelled >= token

        try:
            result = host.review(record, seat, seconds, samples,
                                 lambda done, total: self.progress.emit(token, done, total),
                                 should_stop)
        except Exception as exc:  # reported on the GUI thread, never lost in the worker
            self.failed.emit(token, f"{type(exc).__name__}: {exc}")
            return
        self.finished.emit(token, result)


class ReviewRunner(QObject):
    """The review thread and the helper process (both started on the first review, so a
    viewer that reviews nothing costs nothing; the helper is closed with the viewer unless it
    was handed in); start() asks, cancel() stops within a fraction of a second."""

    request = Signal(int, object, object, int, float, int)

    def __init__(self, parent: QObject | None = None, host: BotProcess | None = None):
        super().__init__(parent)
        self.host = host
        self.own_host = host is None
        self.review_thread = QThread()
        self.review_thread.setObjectName("riverboat-review")
        self.worker = ReviewWorker()
        self.worker.moveToThread(self.review_thread)
        self.request.connect(self.worker.run)
        self.token = 0
        self.busy = False

    def share(self, host: BotProcess) -> None:
        """Use a helper process owned elsewhere (left open at shutdown)."""
        self.host, self.own_host = host, False

    def start(self, record: GameRecord, seat: int, seconds: float, samples: int) -> int:
        if self.host is None or not self.host.alive():
            self.host, self.own_host = BotProcess(), True
        if not self.review_thread.isRunning():
            self.review_thread.start()
        self.token += 1
        self.busy = True
        self.request.emit(self.token, self.host, record, seat, seconds, samples)
        return self.token

    def cancel(self) -> None:
        """The helper stops between two steps and sends what it has reviewed so far."""
        self.worker.cancelled = self.token

    def shutdown(self) -> None:
        self.cancel()
        self.review_thread.quit()
        self.review_thread.wait()
        if self.own_host and self.host is not None:
            self.host.close()
            self.host = None


class ReviewPanel(QWidget):
    """The seat to review, Review / Cancel with the progress, the legend, the summary and the
    list; `window` is the replay viewer (its model, table, labels, slider and go())."""

    review_done = Signal(object)  # the Review shown (complete or cancelled)

    def __init__(self, window: Any, host: BotProcess | None = None):
        super().__init__(window)
        self.w = window
        self.seconds, self.samples = SECONDS, SAMPLES
        self.result: Review | None = None
        self.runner = ReviewRunner(self, host)
        self.runner.worker.progress.connect(self._on_progress)
        self.runner.worker.finished.connect(self._on_finished)
        self.runner.worker.failed.connect(self._on_failed)
        self.rings: list = []
        self.dock: QDockWidget | None = None  # add_review() puts the panel in a dock
        self._build()

    # -- widgets --------------------------------------------------------------------------

    def _build(self) -> None:
        self.seat = QComboBox()
        for k, label in enumerate(self.w.labels):
            self.seat.addItem(label, k)
        self.seat.setCurrentIndex(self.w.home_seat)
        self.seat.setToolTip(self.tr("The player whose decisions are listed (every player "
                                     "is reviewed)"))
        self.start_button = QPushButton(self.tr("Review this game"))
        self.start_button.setToolTip(self.tr("Weigh every decision of every player with the "
                                             "AI's search (a tenth of a second or so each)"))
        self.start_button.clicked.connect(lambda _=False: self.start())
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
        top.addWidget(self.start_button)
        top.addWidget(self.cancel_button)
        self.status = QLabel(self.tr("Review the game: each decision is compared with the "
                                     "AI's best move from the same position, by the chance "
                                     "to win."))
        self.status.setWordWrap(True)
        self.legend = QLabel(legend_html())
        self.legend.setWordWrap(True)
        self.legend.setTextFormat(Qt.TextFormat.RichText)
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.summary.setTextFormat(Qt.TextFormat.RichText)
        self.summary.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.table = self._make_table()
        self.detail = QLabel()
        self.detail.setWordWrap(True)
        self.detail.setStyleSheet("padding: 2px;")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addLayout(top)
        layout.addWidget(self.progress)
        layout.addWidget(self.status)
        layout.addWidget(self.legend)
        layout.addWidget(self.summary)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.detail)

    def _make_table(self) -> QTableWidget:
        table = QTableWidget(0, len(COLUMNS))
        table.setHorizontalHeaderLabels([self.tr("Move"), self.tr("Round, phase"),
                                         self.tr("Played"), self.tr("Better"),
                                         self.tr("Points lost"), self.tr("Mark")])
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
        table.setColumnWidth(COLUMNS.index("when"), 100)
        table.setToolTip(self.tr("Click a row: the table shows the position before that "
                                 "decision, the better move ringed"))
        table.cellClicked.connect(lambda row, _col: self.show_row(row))
        return table

    # -- running --------------------------------------------------------------------------

    def reveal(self) -> None:
        """Bring the review's dock to the front, wide enough for its list."""
        if self.dock is None:  # not in a window yet (add_review docks it)
            return
        self.dock.show()
        self.dock.raise_()
        self.w.resizeDocks([self.dock], [WIDTH], Qt.Orientation.Horizontal)

    def start(self, seat: int | None = None) -> None:
        """Review the chosen seat (or this one) in the helper process."""
        if self.runner.busy:
            return
        if seat is not None:
            self.seat.setCurrentIndex(seat)
        self.reveal()
        self.clear()
        self.runner.start(self.w.model.record, int(self.seat.currentData()), self.seconds,
                          self.samples)
        self.start_button.setEnabled(False)
        self.seat.setEnabled(False)
        self.cancel_button.setEnabled(True)
        self.progress.setRange(0, 0)
        self.progress.show()
        self.status.setText(self.tr("Starting the AI's helper…"))

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
        self.progress.hide()
        self.start_button.setEnabled(True)
        self.seat.setEnabled(True)
        self.cancel_button.setEnabled(False)

    def shutdown(self) -> None:
        """The viewer closes: stop the review, its thread and the helper."""
        self.runner.shutdown()

    # -- results --------------------------------------------------------------------------

    def clear(self) -> None:
        self.result = None
        self.table.setRowCount(0)
        self.summary.setText("")
        self.detail.setText("")
        self.w.slider.review_ticks = []
        self.w.slider.update()

    def show_review(self, result: Review) -> None:
        """The list, the timeline's ticks and the summary of a review."""
        self.result = result
        rows = [d for d in result.listed() if d.loss > 0]
        self.table.setSortingEnabled(False)
        self.table.setRowCount(len(rows))
        for row, decision in enumerate(rows):
            self._fill_row(row, decision)
        self.table.resizeRowsToContents()
        self.w.slider.review_ticks = [(d.move - 1, MARK_COLOURS[d.mark])
                                      for d in result.listed() if d.mark]
        self.w.slider.update()
        self.summary.setText(self.summary_html(result))
        seat = self.w.labels[result.seat or 0]
        count = len(result.listed())
        if result.complete:
            text = self.tr("{seat}: %n decision(s) reviewed.", None, count).format(seat=seat)
        else:
            text = self.tr("Cancelled: {seat}'s first %n decision(s) reviewed.", None,
                           count).format(seat=seat)
        self.status.setText(text + " " + self.tr("Click a row to see the position and the "
                                                 "better move."))

    def _fill_row(self, row: int, d: Decision) -> None:
        state = self.w.model.state_at(d.move - 1)
        table = self.w.table
        parse = registry.game(self.w.model.record.game).parse_action
        cells = (_number_item(d.move, str(d.move)),
                 QTableWidgetItem(self.tr("Round {round}, {phase}").format(
                     round=d.round, phase=table.review_words("phase", d.phase))),
                 QTableWidgetItem(table.advice(parse(d.played), state)),
                 QTableWidgetItem(table.advice(parse(d.best), state)),
                 _number_item(d.loss, f"{d.loss:.1f}"),
                 QTableWidgetItem(mark_words(d.mark)))
        for col, item in enumerate(cells):
            item.setData(Qt.ItemDataRole.UserRole, d.move)
            if d.mark:
                item.setForeground(MARK_COLOURS[d.mark].darker(130) if col == 5
                                   else QColor("#222"))
            self.table.setItem(row, col, item)
        if d.mark:
            cells[5].setBackground(_pale(MARK_COLOURS[d.mark]))

    def summary_html(self, result: Review) -> str:
        """Each player's accuracy, play and luck; the points lost in all, by phase and by sort
        of move, and the marks' count."""
        words = self.w.table.review_words
        listed = result.listed()
        lost = sum(d.loss for d in listed)
        marks = result.marks()
        counts = ", ".join((self.tr("%n blunder(s)", None, marks["blunder"]),
                            self.tr("%n mistake(s)", None, marks["mistake"]),
                            self.tr("%n inaccuracy(-ies)", None, marks["inaccuracy"])))
        total = self.tr("<b>{lost:.1f} points of win chance lost</b> against the AI's best "
                        "moves over %n decision(s): {counts}.", None, len(listed))
        lines = [self.seat_line(s) for s in result.seats]
        lines.append(total.format(lost=lost, counts=counts))
        for title, rows, kind in ((self.tr("By phase"), result.by_phase(), "phase"),
                                  (self.tr("By sort of move"), result.by_category(), "move")):
            parts = [f"{words(kind, key)} {row['lost']:.1f}"
                     for key, row in sorted(rows.items(), key=lambda kv: -kv[1]["lost"])
                     if row["lost"] > 0] or [self.tr("nothing lost")]
            lines.append(f"<b>{title}:</b> " + "; ".join(parts))
        return "<br>".join(lines)

    def seat_line(self, s: SeatSummary) -> str:
        """A player's accuracy, what their play cost against the best moves and what the draws
        gave, in points of win chance."""
        accuracy = ("–" if s.accuracy is None else f"{s.accuracy:.0f}")
        return self.tr("<b>{seat}</b>: accuracy {accuracy}; the play cost {lost:.0f} points of "
                       "win chance, the draws gave {luck:+.0f}").format(
            seat=self.w.labels[s.seat], accuracy=accuracy, lost=s.lost, luck=s.luck)

    def why_words(self, d: Decision) -> str:
        """What the better move gains and loses, by category of the final scoring, in the
        window's words."""
        game = self.w.model.record.game
        parts = [self.tr("{vp:+.1f} VP {category}").format(
                     vp=vp, category=i18n.engine_words(game, category).lower())
                 for category, vp in sorted(d.why_vp.items(), key=lambda kv: -abs(kv[1]))[:3]
                 if abs(vp) >= 0.5]
        if abs(d.why_others) >= 0.5:
            parts.append(self.tr("{vp:+.1f} VP for the best other player").format(
                vp=d.why_others))
        return "; ".join(parts)

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
        text = text.format(move=d.move, played=played, better=w.table.advice(better, state),
                           lost=d.loss)
        if d.mark:
            text += f" ({mark_words(d.mark)})"
        why = self.why_words(d)
        if why:
            text += ". " + self.tr("The better move, expected: {why}").format(why=why)
        self.detail.setText(text + ".")


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
    """The review's dock, tabbed with the replay viewer's log (its tab is the way in)."""
    panel = ReviewPanel(window)
    dock = QDockWidget(translate("ReviewPanel", "Game review"), window)
    dock.setObjectName("review")
    dock.setWidget(panel)
    window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
    window.tabifyDockWidget(window.log_dock, dock)
    window.log_dock.raise_()
    panel.dock = dock
    return panel
