"""The main window: the table view, the prompt line, the choice buttons, the log, the status."""

from __future__ import annotations

import gc
import html

from PySide6.QtCore import QPointF, Qt, QTimer, Slot
from PySide6.QtGui import QAction, QActionGroup, QKeySequence, QPainter
from PySide6.QtWidgets import (
    QDockWidget,
    QGraphicsView,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMessageBox,
    QPlainTextEdit,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from core import Action, Event, GameState

from . import texts
from .animate import animate_move
from .controller import GameController, SeatConfig
from .dialogs import NewGameDialog, ScoreDialog
from .interactions import Interaction, interaction_for
from .scene import TableScene

SPEEDS = {"Off": 0, "Fast": 250, "Normal": 600, "Slow": 1200}
KEYS_HELP = ("Mouse: click the highlighted pieces (gold = costs a coin); drag crop tiles onto "
             "your workers.\nWhile dragging: mouse wheel or R turns the tile (Shift+R back), a "
             "drop elsewhere returns it.\nKeys: 1-5 phase tiles / counts, C spend a coin, B buy "
             "from a pile, P pass or stop, S surveyor, Esc close a picker, Ctrl+N new game.\n"
             "Hover any piece for what it is and what it scores.")


class TableView(QGraphicsView):
    """Fits the whole table into the window (once a resize settles); Ctrl+wheel zooms."""

    def __init__(self, scene: TableScene):
        super().__init__(scene)
        self._refit = QTimer(self)
        self._refit.setSingleShot(True)
        self._refit.setInterval(120)
        self._refit.timeout.connect(self.fit)
        self.setRenderHints(QPainter.RenderHint.Antialiasing
                            | QPainter.RenderHint.TextAntialiasing)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.zoomed = False

    def fit(self) -> None:
        if not self.zoomed and not self.scene().sceneRect().isEmpty():
            self.fitInView(self.scene().sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._refit.start()  # re-render the table at its new zoom once, not at every step

    def wheelEvent(self, event) -> None:
        if event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            factor = 1.15 if event.angleDelta().y() > 0 else 1 / 1.15
            self.zoomed = True
            self.scale(factor, factor)
            return
        super().wheelEvent(event)


class MainWindow(QMainWindow):
    def __init__(self):
        super().__init__()
        self.setWindowTitle("Riverboat")
        self.controller = GameController(self)
        self.scene = TableScene(self)
        self.view = TableView(self.scene)
        self.interaction: Interaction | None = None
        self._log_heading = ""
        self._replay: tuple | None = None  # an AI move to show sliding before the new state
        self.score_dialog: ScoreDialog | None = None
        self._build_top()
        self._build_log()
        self._build_status()
        self._build_menu()
        self._connect()
        self.resize(1600, 1000)
        # the tens of thousands of objects of Qt and the modules live as long as the window:
        # keep them out of the cyclic GC's full passes (a 90 ms pause each, measured)
        gc.freeze()

    # -- widgets --------------------------------------------------------------------------

    def _build_top(self) -> None:
        self.prompt = QLabel("Start a new game from the Game menu (Ctrl+N).")
        self.prompt.setWordWrap(True)
        self.prompt.setStyleSheet("font-size: 17px; font-weight: bold; padding: 4px 8px;")
        self.buttons = QHBoxLayout()
        self.buttons.addWidget(self.prompt, 1)
        self.buttons.addStretch(0)
        top = QWidget()
        layout = QVBoxLayout(top)
        layout.setContentsMargins(4, 4, 4, 0)
        layout.addLayout(self.buttons)
        layout.addWidget(self.view, 1)
        self.setCentralWidget(top)
        self.choice_buttons: list[QPushButton] = []

    def _build_log(self) -> None:
        self.log = QPlainTextEdit()
        self.log.setReadOnly(True)
        self.log.setMaximumBlockCount(5000)
        self.log.setStyleSheet("font-size: 12px;")
        dock = QDockWidget("Game log", self)
        dock.setObjectName("log")
        dock.setWidget(self.log)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
        self.resizeDocks([dock], [290], Qt.Orientation.Horizontal)

    def _build_status(self) -> None:
        self.thinking_label = QLabel()
        self.progress = QProgressBar()
        self.progress.setRange(0, 0)
        self.progress.setMaximumWidth(160)
        self.progress.hide()
        self.statusBar().addPermanentWidget(self.thinking_label)
        self.statusBar().addPermanentWidget(self.progress)

    def _build_menu(self) -> None:
        game = self.menuBar().addMenu("&Game")
        new = QAction("&New game…", self, shortcut=QKeySequence("Ctrl+N"))
        new.triggered.connect(self.ask_new_game)
        quit_ = QAction("&Quit", self, shortcut=QKeySequence("Ctrl+Q"))
        quit_.triggered.connect(self.close)
        game.addAction(new)
        game.addAction(quit_)
        view = self.menuBar().addMenu("&View")
        fit = QAction("Fit the table to the window", self, shortcut=QKeySequence("Ctrl+0"))
        fit.triggered.connect(self._refit)
        view.addAction(fit)
        speed = view.addMenu("AI move animation")
        group = QActionGroup(self)
        for name, ms in SPEEDS.items():
            act = QAction(name, self, checkable=True)
            act.setChecked(name == "Normal")
            act.triggered.connect(lambda _=False, ms=ms: self.set_speed(ms))
            group.addAction(act)
            speed.addAction(act)
        self.set_speed(SPEEDS["Normal"])
        help_ = self.menuBar().addMenu("&Help")
        keys = QAction("Mouse and keys", self, shortcut=QKeySequence("F1"))
        keys.triggered.connect(lambda: QMessageBox.information(self, "Mouse and keys", KEYS_HELP))
        help_.addAction(keys)

    def _connect(self) -> None:
        c = self.controller
        c.changed.connect(self.redraw)
        c.moved.connect(self.on_moved)
        c.thinking.connect(self.on_thinking)
        c.progress.connect(self.on_progress)
        c.refused.connect(self.refuse)
        c.over.connect(self.on_over)

    # -- Host for the interactions --------------------------------------------------------

    def submit(self, action: Action) -> None:
        """Applied after the current mouse event returns (its item is redrawn away)."""
        QTimer.singleShot(0, lambda: self.controller.submit(action))

    def refuse(self, reason: str) -> None:
        """An action was not applied: say why, in red."""
        self.statusBar().setStyleSheet("QStatusBar { color: #c62828; font-weight: bold; }")
        self.statusBar().showMessage(reason, 10000)

    def hint(self, text: str) -> None:
        self.statusBar().setStyleSheet("")
        self.statusBar().showMessage(text, 10000)

    def add_button(self, text: str, on_click, key: str | None = None, tip: str = "",
                   checkable: bool = False) -> QPushButton:
        label = f"{text}  [{key}]" if key else text
        button = QPushButton(label)
        button.setCheckable(checkable)
        if key:
            button.setShortcut(QKeySequence(key))
        if tip:
            button.setToolTip(tip)
        if checkable:
            button.clicked.connect(on_click)  # receives the checked state
        else:
            button.clicked.connect(lambda _checked=False: on_click())
        self.buttons.addWidget(button)
        self.choice_buttons.append(button)
        return button

    def clear_buttons(self) -> None:
        for button in self.choice_buttons:
            button.setParent(None)
            button.deleteLater()
        self.choice_buttons = []

    # -- game -----------------------------------------------------------------------------

    def start_game(self, seats: list[SeatConfig], seed: int | None = None) -> None:
        self.log.clear()
        self._log_heading = ""
        if self.score_dialog is not None:
            self.score_dialog.close()
        self.controller.new_game(seats, seed)
        rec = self.controller.record
        self.log.appendPlainText(f"New game, {rec.num_players} players, seed {rec.seed}.")
        self.view.zoomed = False
        self.view.fit()

    def ask_new_game(self) -> None:
        dialog = NewGameDialog(self)
        if dialog.exec():
            self.start_game(dialog.seats(), dialog.seed_value())

    def set_speed(self, ms: int) -> None:
        self.controller.move_delay_ms = ms + 200 if ms else 0
        self.anim_ms = ms

    @Slot()
    def redraw(self) -> None:
        state = self.controller.state
        self.clear_buttons()
        self.statusBar().clearMessage()
        if self._show_ai_move():
            return
        self.scene.rebuild(state, self.controller.focus)
        self.interaction = None
        self.prompt.setText(texts.decision_prompt(state))
        if self.controller.human_to_move:
            self.interaction = interaction_for(self, state)
            self.interaction.start()

    def _show_ai_move(self) -> bool:
        """Draw the table as it was and slide the AI's piece; the new state comes after."""
        pending, self._replay = self._replay, None
        if pending is None:
            return False
        action, seat, before, what = pending
        self.interaction = None
        self.scene.rebuild(before, self.controller.focus)
        if not animate_move(self.scene, action, seat, before, self.anim_ms, done=self.redraw):
            return False
        self.prompt.setText(f"{texts.seat_name(seat)} {what}.")
        return True

    @Slot(object, int, object, list)
    def on_moved(self, action: Action, seat: int, before: GameState, events: list[Event]) -> None:
        for e in events:
            heading = f"Round {e.round} · {e.phase}"
            if heading != self._log_heading:
                self._log_heading = heading
                self.log.appendHtml(f"<p style='margin-top:6px'><b>{heading}</b></p>")
            who = "" if e.seat is None else f"{texts.seat_name(e.seat)}: "
            vp = f" <b>+{e.vp} VP</b>" if e.vp else ""
            self.log.appendHtml(f"{html.escape(who + e.text)}{vp}")
        bar = self.log.verticalScrollBar()
        bar.setValue(bar.maximum())
        if not self.controller.is_human(seat) and self.anim_ms > 0:
            what = next((e.text for e in events if e.seat == seat), str(action))
            self._replay = (action, seat, before, what)

    @Slot(int)
    def on_thinking(self, seat: int) -> None:
        if seat < 0:
            self.thinking_label.setText("")
            self.progress.hide()
            return
        self.thinking_label.setText(f"{texts.seat_name(seat)} is thinking…")
        self.progress.show()

    @Slot(int, str)
    def on_progress(self, iters: int, best: str) -> None:
        seat = self.controller.state.current_player
        self.thinking_label.setText(f"{texts.seat_name(seat)} is thinking… {iters} "
                                    f"tries, best so far: {best}")

    @Slot()
    def on_over(self) -> None:
        state = self.controller.state
        self.prompt.setText("Game over — " + self._winner_text(state))
        self.log.appendPlainText("Game over. " + self._winner_text(state))
        self.score_dialog = ScoreDialog(state, self)
        self.score_dialog.new_game.clicked.connect(self.ask_new_game)
        self.score_dialog.show()

    @staticmethod
    def _winner_text(state: GameState) -> str:
        winners = state.outcome()["winners"]
        names = " and ".join(texts.seat_name(k) for k in winners)
        return f"{names} win{'s' if len(winners) == 1 else ''} with {max(state.scores)} VP."

    def _refit(self) -> None:
        self.view.zoomed = False
        self.view.fit()

    def keyPressEvent(self, event) -> None:
        if event.key() == Qt.Key.Key_Escape:
            self.scene.hide_overlay()
            return
        super().keyPressEvent(event)

    def closeEvent(self, event) -> None:
        self.controller.shutdown()
        super().closeEvent(event)

    def centre_of(self, name: str) -> QPointF | None:
        """Scene centre of the piece named so (for tests and tools)."""
        for item in self.scene.items():
            if getattr(item, "name", "") == name:
                return item.sceneBoundingRect().center()
        return None
