"""The replay viewer: step through a saved or finished game, see what each seat could know,
and play on from any point.

Jumps clone the nearest snapshot of the ReplayModel and apply the few actions after it, then
redraw the table: never a replay from the start.

The window opens on the setup at once; the rest of the game (the model's replay, the log's
lines, the timeline's marks) loads in short stretches between paints (LOAD_SLICE_MS each),
and a jump past what is loaded loads up to there first.
"""

from __future__ import annotations

import time

from PySide6.QtCore import QEvent, QRect, Qt, QTimer, Signal, Slot
from PySide6.QtGui import QColor, QKeySequence, QPainter, QPen, QShortcut
from PySide6.QtWidgets import (
    QComboBox,
    QDockWidget,
    QGraphicsView,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMainWindow,
    QPushButton,
    QScrollArea,
    QSlider,
    QStyle,
    QStyleOptionSlider,
    QVBoxLayout,
    QWidget,
)

from core import GameRecord
from core.game import State

from . import i18n, theme
from .announce import Announcer, name_widgets
from .focus_keys import KeysYieldToFocus, tab_target
from .log_view import LogView
from .replay_model import Mark, ReplayModel
from .review_panel import add_review
from .seats import shown_label
from .table import OMNISCIENT, GameTable, WrongGame
from .table_view import TableView
from .window_fit import NARROW, resize_within_screen

SPEEDS = {"1 move/s": 1000, "2 moves/s": 500, "5 moves/s": 200, "10 moves/s": 100}
GAME_OVER = "Game over"  # the engine's phase name at the end (no round label there)
STEP_SAID_MS = 150  # a step is said once the keys have rested this long
LOAD_SLICE_MS = 25  # the longest stretch of loading between two turns of the event loop


def replay_labels(record: GameRecord) -> list[str]:
    """'Red (you)' as saved by the window; an arena's 'greedy' becomes 'Red (greedy)'; in the
    window's language ('Rosso (tu)')."""
    out = []
    for k in range(record.num_players):
        colour = theme.english_colour_name(k)
        label = record.seats[k] if k < len(record.seats) else ""
        english = label if str(label).startswith(colour) else f"{colour} ({label})"
        out.append(shown_label(k, english))
    return out


class MarkedSlider(QSlider):
    """The timeline: a slider with a tall tick and label at each round, short ones at phases."""

    def __init__(self, marks: list[Mark], parent=None):
        super().__init__(Qt.Orientation.Horizontal, parent)
        self.marks = marks
        self.review_ticks: list[tuple[int, QColor]] = []  # the game review's marks: (step, colour)
        self.setMinimumHeight(54)

    def _handle(self) -> QRect:
        opt = QStyleOptionSlider()
        self.initStyleOption(opt)
        return self.style().subControlRect(QStyle.ComplexControl.CC_Slider, opt,
                                           QStyle.SubControl.SC_SliderHandle, self)

    def x_of(self, value: int) -> int:
        """The x of a move on the track (the review's graph above shares it)."""
        handle = self._handle()
        span = self.width() - handle.width()
        pos = QStyle.sliderPositionFromValue(self.minimum(), self.maximum(), value, span)
        return pos + handle.width() // 2

    def value_at(self, x: float) -> int:
        """The move under this x of the track (the inverse of x_of)."""
        handle = self._handle()
        span = self.width() - handle.width()
        return QStyle.sliderValueFromPosition(self.minimum(), self.maximum(),
                                              round(x - handle.width() / 2), span)

    def mousePressEvent(self, event) -> None:
        """A click on the track jumps there (not a page step); the handle then follows a drag."""
        if event.button() == Qt.MouseButton.LeftButton and \
                not self._handle().contains(event.position().toPoint()):
            self.setValue(self.value_at(event.position().x()))
        super().mousePressEvent(event)

    def paintEvent(self, event) -> None:
        super().paintEvent(event)
        g = QPainter(self)
        g.setRenderHint(QPainter.RenderHint.Antialiasing)
        last_round = 0
        free = 0  # where the last round's label ends: a label never covers another
        for mark in self.marks:
            x = self.x_of(mark.step)
            new_round = mark.round != last_round
            last_round = mark.round
            g.setPen(QPen(QColor("#6b4f2a") if new_round else QColor("#a89a84"), 2 if new_round
                          else 1))
            g.drawLine(x, 0, x, 12 if new_round else 7)
            if new_round and mark.phase != GAME_OVER and x + 2 >= free:
                label = self.tr("Round {round}").format(round=mark.round)
                g.setPen(QColor("#4a3a22"))
                g.drawText(QRect(x + 2, self.height() - 14, 60, 14),
                           Qt.AlignmentFlag.AlignLeft, label)
                free = x + 2 + g.fontMetrics().horizontalAdvance(label) + 4
        for step, colour in self.review_ticks:  # under the groove, above the round labels
            g.fillRect(QRect(self.x_of(step) - 2, self.height() // 2 + 4, 4, 9), colour)
        g.end()


class ReplayLog(LogView):
    """The replay's game log, filled a stretch of steps at a time (`filled`: the steps whose
    lines are in) without scrolling to each new line as the live log does: every scroll
    lays out the whole log again. The VP column is sized to its contents when a line brings
    a new text (Qt's own ResizeToContents measures every line several times a layout)."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.header().setSectionResizeMode(1, QHeaderView.ResizeMode.Fixed)
        self.filled = 0
        self._filling = False
        self._vp_texts: set[str] = set()
        self._fit_vp_column()

    def fill(self, model: ReplayModel, until: int) -> None:
        """Add the lines of the steps after the filled ones, up to step `until`."""
        first = len(self.lines)
        self._filling = True
        try:
            while self.filled < min(until, model.length):
                self.add_events(self.filled + 1, model.events_of(self.filled + 1))
                self.filled += 1
        finally:
            self._filling = False
        texts = {item.text(1) for item in self.lines[first:]}
        if not texts <= self._vp_texts:
            self._vp_texts |= texts
            self._fit_vp_column()

    def _fit_vp_column(self) -> None:
        """The VP column as wide as its widest line or its title."""
        header = self.header()
        header.resizeSection(1, max(header.sectionSizeHint(1), self.sizeHintForColumn(1)))

    def scrollToItem(self, item, hint=LogView.ScrollHint.EnsureVisible) -> None:
        if not self._filling:
            super().scrollToItem(item, hint)

    def changeEvent(self, event) -> None:
        """Another font or style: the rows are measured again (LogView), the VP column too."""
        super().changeEvent(event)
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self._fit_vp_column()


class ReplayTableView(TableView):
    """The table fitted to the window before its first paint (TableView fits it a moment
    after each resize): the window opens at the right zoom and paints the table once."""

    def __init__(self, scene):
        super().__init__(scene)
        self.painted = False

    def resizeEvent(self, event) -> None:
        if self.painted:
            super().resizeEvent(event)
            return
        QGraphicsView.resizeEvent(self, event)
        self.fit()

    def paintEvent(self, event) -> None:
        self.painted = True
        super().paintEvent(event)


class ReplayWindow(QMainWindow):
    """The table at any step of a record, with the log, the timeline and the controls."""

    play_from_here = Signal(object)  # the record up to the current step
    loading_done = Signal()  # the whole game is loaded (the log, the timeline's marks)

    def __init__(self, record: GameRecord, table: GameTable, parent=None):
        """`table` is the record's game's (the window's tables hold it)."""
        if table.game_id != record.game:
            raise WrongGame(f"a record of {record.game!r} was given the table of {table.game_id!r}")
        super().__init__(parent)
        self.setWindowFlag(Qt.WindowType.Window)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)
        self.setWindowTitle(self.tr("Replay of {title}: {players}, seed {seed}, %n move(s)", "",
                                    len(record.actions)).format(
            title=i18n.game_title(record.game), seed=record.seed,
            players=self.tr("%n player(s)", "", record.num_players)))
        self.model = ReplayModel(record)
        self.labels = replay_labels(record)
        self.step = -1
        self.state: State = self.model.state_at(0)  # the step shown; go(0) below shows it
        self.table = table
        self.scene = self.table.make_scene(self)
        self.view = ReplayTableView(self.scene)
        self.view.setInteractive(False)
        self.view.reshaped.connect(self._reshaped)
        self.timer = QTimer(self)
        self.timer.timeout.connect(self._tick)
        self._loader = QTimer(self)  # loads the rest of the game between paints
        self._loader.setSingleShot(True)
        self._loader.timeout.connect(self._load_slice)
        self._build_controls()
        self._build_log()
        self._build_hidden()
        self._build_keys()
        self.review = add_review(self)
        self._name_widgets()
        self.announcer = Announcer(self)
        self._say_step = QTimer(self)  # a step said once the keys rest (held Right: the last)
        self._say_step.setSingleShot(True)
        self._say_step.setInterval(STEP_SAID_MS)
        self._say_step.timeout.connect(self._announce_step)
        self._place_options()  # under the buttons on a narrow screen, before the first resize
        resize_within_screen(self, 1500, 950)
        self.resizeDocks([self.log_dock, self.hidden_dock], [600, 320],
                         Qt.Orientation.Vertical)
        self.go(0)
        self._loader.start(0)

    # -- widgets --------------------------------------------------------------------------

    def _button(self, text: str, slot, tip: str) -> QPushButton:
        button = QPushButton(text)
        button.setToolTip(tip)
        button.clicked.connect(lambda _=False: slot())
        self.controls.addWidget(button)
        return button

    def _build_controls(self) -> None:
        self.position = QLabel()
        self.position.setWordWrap(True)
        self.position.setStyleSheet("font-size: 15px; font-weight: bold; padding: 2px 6px;")
        self.slider = MarkedSlider(self.model.marks_walked())  # grows as the game loads
        self.slider.setRange(0, self.model.length)
        self.slider.setPageStep(8)
        self.slider.valueChanged.connect(self.go)
        self.controls = QHBoxLayout()
        self.first_button = self._button(self.tr("|◀ First"), self.first, self.tr("The setup "
                                                                                  "(Home)"))
        self.back_button = self._button(self.tr("◀ Back"), self.back,
                                        self.tr("One move back (Left)"))
        self.play_button = self._button(self.tr("▶ Play"), self.toggle_play,
                                        self.tr("Play / pause (Space)"))
        self.forward_button = self._button(self.tr("Forward ▶"), self.forward,
                                           self.tr("One move on (Right)"))
        self.last_button = self._button(self.tr("Last ▶|"), self.last, self.tr("The end (End)"))
        self.speed = QComboBox()
        for ms in SPEEDS.values():  # "1 move/s"... as counted in the window's language
            self.speed.addItem(self.tr("%n move(s)/s", "", 1000 // ms), ms)
        self.speed.setCurrentIndex(1)
        self.speed.currentIndexChanged.connect(lambda _=0: self._speed_changed())
        self.options = QWidget()  # speed and seat: beside the buttons, or under them (narrow)
        options = QHBoxLayout(self.options)
        options.setContentsMargins(0, 0, 0, 0)
        options.addWidget(QLabel(self.tr("Speed:")))
        options.addWidget(self.speed)
        self.seat = QComboBox()
        self.seat.addItem(self.tr("All (omniscient)"), OMNISCIENT)
        for k, label in enumerate(self.labels):
            self.seat.addItem(self.tr("What {seat} knows").format(seat=label), k)
        self.seat.setToolTip(self.tr("Whose knowledge of the hidden draws to show; the large mat "
                                     "follows the seat"))
        self.seat.currentIndexChanged.connect(lambda _=0: self.redraw())
        self.seat.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.seat.setMinimumContentsLength(16)
        options.addWidget(QLabel(self.tr("Show:")))
        options.addWidget(self.seat)
        options.addStretch(1)
        self.controls.addWidget(self.options, 1)
        self.under = QHBoxLayout()  # the options' row in a narrow window
        self.play_here = self._button(self.tr("Play from here"), self.play_from_here_now,
                                      self.tr("Start a live game from this position"))
        top = QWidget()
        layout = QVBoxLayout(top)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.position)
        layout.addWidget(self.view, 1)
        self.timeline_grid = QGridLayout()  # the review's graph above the slider, its key
        self.timeline_grid.setContentsMargins(0, 0, 0, 0)  # moments beside (add_review)
        self.timeline_grid.addWidget(self.slider, 1, 0)
        self.timeline_grid.setColumnStretch(0, 1)
        layout.addLayout(self.timeline_grid)
        layout.addLayout(self.controls)
        layout.addLayout(self.under)
        self.setCentralWidget(top)

    def _reshaped(self) -> None:
        """The view's shape asks for another arrangement of the table: drawn again."""
        if self.scene.state is not None:
            self.redraw()
            self.view.fit()

    def _place_options(self) -> None:
        """The speed and the seat beside the buttons in a wide window, under them in a narrow
        one (issue #35: the viewer fits 1024x700 with its review dock)."""
        screen = self.screen().availableGeometry().width() if self.screen() else NARROW
        narrow = min(self.width(), screen) < NARROW
        if narrow == (self.under.indexOf(self.options) >= 0):
            return
        (self.controls if narrow else self.under).removeWidget(self.options)
        if narrow:
            self.under.addWidget(self.options)
        else:
            self.controls.insertWidget(self.controls.count() - 1, self.options, 1)

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        self._place_options()
        super().resizeEvent(event)

    def _build_log(self) -> None:
        self.log = ReplayLog()
        self.log.names = self.labels
        self.log.game_id = self.model.record.game
        self.log.step_clicked.connect(self.go)
        dock = QDockWidget(self.tr("Game log"), self)
        dock.setObjectName("replay log")
        dock.setWidget(self.log)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
        dock.setMinimumWidth(320)
        self.log_dock = dock

    def _build_hidden(self) -> None:
        self.hidden = QLabel()
        self.hidden.setWordWrap(True)
        self.hidden.setTextFormat(Qt.TextFormat.RichText)
        self.hidden.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.hidden.setStyleSheet("font-size: 12px; padding: 4px;")
        dock = QDockWidget(self.tr("Hidden information"), self)
        dock.setObjectName("hidden")
        scroll = QScrollArea()
        scroll.setAccessibleName(self.tr("Hidden information"))
        scroll.setWidget(self.hidden)
        scroll.setWidgetResizable(True)
        dock.setWidget(scroll)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
        self.hidden_dock = dock

    def focusNextPrevChild(self, next: bool) -> bool:  # noqa: N802, A002 (Qt's names)
        """Tab passes over the controls of a dock tabbed behind another (the review behind
        the log): Qt counts them as shown, and the focus went off-screen."""
        target = tab_target(self, next)
        if target is None:
            return super().focusNextPrevChild(next)
        target.setFocus(Qt.FocusReason.TabFocusReason if next
                        else Qt.FocusReason.BacktabFocusReason)
        return True

    def _name_widgets(self) -> None:
        """Names for a screen reader where a control shows no words of its own."""
        name_widgets((
                (self.slider, self.tr("Move of the game shown"), self.tr(
                    "Left and Right step one move, Home and End go to the setup and the end")),
                (self.view, self.tr("Table"), self.tr("The game's table at the move shown")),
                (self.log, self.tr("Game log"), self.tr(
                    "What happened, by round and phase; the move shown is highlighted")),
                (self.speed, self.tr("Replay speed"), ""),
                (self.seat, self.tr("Whose knowledge to show"), ""),
                (self.hidden, self.tr("Hidden information"), "")))

    def _build_keys(self) -> None:
        for key, slot in (("Left", self.back), ("Right", self.forward), ("Home", self.first),
                          ("End", self.last), ("Space", self.toggle_play), ("Esc", self.close)):
            QShortcut(QKeySequence(key), self, slot)
        for keys in QKeySequence.keyBindings(QKeySequence.StandardKey.Close):  # Ctrl+W, Ctrl+F4
            QShortcut(keys, self, self.close)
        self.keys_yield = KeysYieldToFocus(self)  # Space on a focused button presses it

    # -- loading --------------------------------------------------------------------------

    @property
    def loaded(self) -> bool:
        """Whether the whole game is in (the log's lines and the timeline's marks)."""
        return self.log.filled == self.model.length

    def _load_to(self, step: int) -> None:
        """Replay and log the game up to `step` (a jump there needs its lines)."""
        if self.log.filled >= step:
            return
        self.model.walk(step)
        self.log.fill(self.model, step)
        self.slider.update()  # its marks, as far as the game is replayed
        if self.loaded:
            self._loader.stop()
            self.loading_done.emit()

    @Slot()
    def _load_slice(self) -> None:
        """Load the next steps for about LOAD_SLICE_MS, then let the window paint and answer."""
        end = time.perf_counter() + LOAD_SLICE_MS / 1000
        while not self.loaded and time.perf_counter() < end:
            self._load_to(self.log.filled + 4)
        if not self.loaded:
            self._loader.start(0)

    def showEvent(self, event) -> None:
        """Shown again after a close: the loading goes on."""
        super().showEvent(event)
        if not self.loaded and not self._loader.isActive():
            self._loader.start(0)

    # -- moving ---------------------------------------------------------------------------

    @Slot(int)
    def go(self, step: int) -> None:
        """Show the state after `step` actions (from the nearest snapshot)."""
        step = max(0, min(int(step), self.model.length))
        if step == self.step:
            return
        self.step = step
        self._load_to(step)
        self.state = self.model.state_at(step)
        self.slider.blockSignals(True)
        self.slider.setValue(step)
        self.slider.blockSignals(False)
        self.redraw()
        self.log.highlight(step)
        self.review.follow(step)
        self._say_step.start()

    def _announce_step(self) -> None:
        """The move shown, for a screen reader: where in the game, and the log's lines of it."""
        self.announcer.say("\n".join([self.position.text(), *self.log.texts_of(self.step)]))

    def redraw(self) -> None:
        state = self.state
        self.scene.rebuild(state, self.focus_seat(), self.labels)
        self.position.setText(self._position_text(state))
        self.hidden.setText(self.table.hidden_text(state, self.seat.currentData(), self.labels))
        for button in (self.first_button, self.back_button):
            button.setEnabled(self.step > 0)
        for button in (self.forward_button, self.last_button):
            button.setEnabled(self.step < self.model.length)

    def focus_seat(self) -> int:
        """The chosen seat's mat is the large one; omniscient: the record's first human seat.

        Never the seat that just acted: each mat keeps its place on every move, so the eye
        can follow a seat through the game.
        """
        chosen = self.seat.currentData()
        if chosen is not None and chosen >= 0:
            return chosen
        return self.home_seat

    @property
    def home_seat(self) -> int:
        """The first human seat the record names (the player who saved it), else seat 1."""
        return next((k for k in range(self.model.record.num_players) if self.is_human(k)), 0)

    def is_human(self, seat: int) -> bool:
        """Whether the record names this seat a human's (the window's records do)."""
        seats = self.model.record.meta.get("seats")
        return isinstance(seats, list) and seat < len(seats) and \
            isinstance(seats[seat], dict) and seats[seat].get("human") is True

    def _position_text(self, state: State) -> str:
        game = self.model.record.game
        where = self.tr("Move {step} of {length} · Round {round} · {phase}").format(
            step=self.step, length=self.model.length, round=state.round,
            phase=i18n.engine_words(game, state.phase_name()))
        if self.step > 0:
            said = [(e.seat, e.text) for e in self.model.events_of(self.step) if e.seat is not None]
            if said:
                seat, words = said[0]
                where += self.tr(" — {seat} {action}").format(
                    seat=theme.seat_name(seat, self.labels), action=i18n.render(words))
        scores = ", ".join(f"{theme.seat_colour_name(k)} {v}" for k, v in
                           enumerate(state.scores))
        return self.tr("{position}   (VP: {scores})").format(position=where, scores=scores)

    def first(self) -> None:
        self.go(0)

    def last(self) -> None:
        self.go(self.model.length)

    def back(self) -> None:
        self.go(self.step - 1)

    def forward(self) -> None:
        self.go(self.step + 1)

    def toggle_play(self) -> None:
        if self.timer.isActive():
            self.pause()
            return
        if self.step >= self.model.length:
            self.go(0)
        self.timer.start(self.speed.currentData())
        self.play_button.setText(self.tr("‖ Pause"))

    def pause(self) -> None:
        self.timer.stop()
        self.play_button.setText(self.tr("▶ Play"))

    def _tick(self) -> None:
        if self.step >= self.model.length:
            self.pause()
            return
        self.forward()

    def _speed_changed(self) -> None:
        if self.timer.isActive():
            self.timer.start(self.speed.currentData())

    def play_from_here_now(self) -> None:
        """A live game from this position, in the main window."""
        self.pause()
        self.play_from_here.emit(self.model.record_until(self.step))

    def show_seat(self, seat: int) -> None:
        """Show what this seat knows, its mat the large one."""
        self.seat.setCurrentIndex(max(0, self.seat.findData(seat)))

    def closeEvent(self, event) -> None:
        self.pause()
        self._loader.stop()
        self.review.shutdown()
        super().closeEvent(event)
