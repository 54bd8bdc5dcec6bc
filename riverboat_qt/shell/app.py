"""The main window: the table view, the prompt line, the choice buttons, the log, the status."""

from __future__ import annotations

import gc
import threading
from pathlib import Path

from PySide6.QtCore import (
    QByteArray,
    QCoreApplication,
    Qt,
    QTimer,
    Signal,
    Slot,
)
from PySide6.QtGui import QAccessible, QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import (
    QApplication,
    QDockWidget,
    QLabel,
    QMainWindow,
    QMessageBox,
    QProgressBar,
    QPushButton,
    QSizePolicy,
    QToolBar,
    QVBoxLayout,
    QWidget,
)

from ai.hint import HintMove
from core import Event, GameRecord, registry
from core.game import Action, State

from . import i18n, match
from . import prompt as prompt_words
from .about import show_about
from .announce import Announcer, name_widgets
from .appearance import Appearance
from .choices_panel import CHOICES_KEYS, Choices, ChoicesPanel
from .controller import GameController
from .dialogs import NewGameDialog, ScoreDialog
from .files import GameFiles
from .games_window import GamesWindow, quick_switching
from .guide import (
    GuideChoice,
    GuideError,
    guided_games,
    menu_words,
    refused_title,
    start_guided_game,
)
from .hint_panel import Coach, HintPanel
from .i18n import QT_TRANSLATE_NOOP
from .input_mode import InputWatch
from .interaction import Interaction, Step
from .keys_help import (
    ESCAPE,
    HELP_KEY,
    KeysDialog,
    action_rows,
    game_title_row,
    help_rows,
    window_actions,
    window_title_row,
)
from .last_moves import LastMoves, RecapLabel
from .library import (
    MATCH_ME,
    STARTED,
    Library,
    LibraryError,
    known_rating,
    now_text,
    player_rating,
)
from .log_view import LogView
from .prompt import PromptBar, PromptLabel
from .replay_model import ReplayModel
from .rules_view import RulesButton, RulesWindow, rules_action
from .seats import MATCH_ME_LEVEL, SeatConfig, seat_labels, seats_from_meta, shown_labels
from .settings import SPEEDS, SettingsFile, data_folder
from .sound import Sound
from .storage import SaveError
from .table_view import TableView
from .tables import Tables
from .window_fit import DockYield, resize_within_screen, show_fitted
from .words_panel import TableWords

APP_TITLE = "Riverboat Qt"
GUIDED = "guided"  # a record's meta key: a guided first game, its seats the guide's
PREPARE_GAMES_MS = 2000  # after the start: File > Games's window made ahead (see _prepare_games)
READER_LOOK_MS, READER_LOOKS = 250, 40  # the start's look for a screen reader: 10 s
DEFAULT_SEATS = [SeatConfig(True), SeatConfig(False, "Normal"), SeatConfig(False, "Normal")]
SPEED_NAMES = (QT_TRANSLATE_NOOP("Speeds", "Off"), QT_TRANSLATE_NOOP("Speeds", "Fast"),
               QT_TRANSLATE_NOOP("Speeds", "Normal"),
               QT_TRANSLATE_NOOP("Speeds", "Slow"))  # SPEEDS' names: the setting stays English


def rating_on_a_thread(data_dir: Path, game: str, games: list[str]) -> None:
    """The player's rating read on a thread (player_rating keeps it), the window answered
    quickly meanwhile."""
    with quick_switching():
        player_rating(data_dir, game, games)


def _discard(button: QPushButton) -> None:
    """A choice button out of the window: hidden first, as a widget left without a parent is a
    window of its own (openbox showed each old button at the screen's corner until deleted)."""
    button.hide()
    button.setParent(None)
    button.deleteLater()


class MainWindow(QMainWindow):
    table_drawn = Signal()  # the table shows the current state and its decision (the guide)

    def __init__(self, tables: Tables, data_dir: Path | None = None):
        """`tables`: the games this window plays, given by the entry point (the shell names
        none); `data_dir`: the folder of the autosave and the settings."""
        super().__init__()
        self.setWindowTitle(APP_TITLE)
        self.tables = tables
        self.data_dir = Path(data_dir) if data_dir is not None else data_folder()
        # plain JSON: nothing in it can run code
        self.settings = SettingsFile(self.data_dir, tables)
        self._startup_notes: list[str] = []
        self._install_language()
        self.controller = GameController(tables, self)
        self.scene = self.controller.table.make_scene(self)
        self.scene_game = self.controller.game_id  # the game whose table the scene draws
        self.view = TableView(self.scene)
        self.view.reshaped.connect(self._reshaped)
        self.interaction: Interaction | None = None
        self.back_button: QPushButton | None = None  # shown while a move is half done
        self.decision_text = ""  # the decision's own prompt (a half-done move's step replaces it)
        self._replay: tuple | None = None  # an AI move to show sliding before the new state
        self._drawn: tuple = ()  # which picture the scene shows (_drawing_of)
        self._games = 0  # games started or opened in this window
        self.score_dialog: ScoreDialog | None = None
        self.keys_dialog: KeysDialog | None = None  # Help > Mouse and keys, while open
        self.error_box: QMessageBox | None = None
        self.guide = None  # the guided first game's notes beside the table (shell/guide.py)
        self.guide_choice: GuideChoice | None = None  # Help's question: which game to learn
        self.rules_window: RulesWindow | None = None
        self.games_window: GamesWindow | None = None
        self.rating_readers: dict[str, threading.Thread] = {}  # a game's rating being read
        self.chosen_seats: list[SeatConfig] = []  # the last new game's seats, Match me unresolved
        self.files = GameFiles(self)  # takes this window's own autosave
        self.controller.autosave_file = self.files.autosave
        self.appearance = Appearance(self)  # View > Colours and Text size (issue #36)
        self.view.height_taken = self.appearance.height_taken
        self.view.height_lent = self.appearance.height_lent
        self._build_top()
        self._build_log()
        self._build_choices()
        self._build_status()
        self.words = TableWords(self, self.announcer.say)  # the table in words (F7)
        self.sound = Sound(self.controller, self.settings.values, self.save_settings, self)
        self.statusBar().insertPermanentWidget(0, self.sound.note)  # why no sound, if so
        self.input_watch = InputWatch(self)  # the keys or the mouse: the prompt speaks of it
        self._build_menu()
        self._build_toolbar()
        self._connect()
        resize_within_screen(self, 1600, 1000)
        self._restore_settings()
        for note in self.files.recover_at_start():  # games cut short: into the library first
            self.startup_note(note)
        self._show_own_autosave()
        self.update_history_actions()
        # the tens of thousands of objects of Qt and the modules live as long as the window:
        # keep them out of the cyclic GC's full passes (a 90 ms pause each, measured)
        gc.freeze()
        QTimer.singleShot(PREPARE_GAMES_MS, self, self._prepare_games)  # none once closed

    def _prepare_games(self) -> None:
        """Make File > Games's window ahead, hidden and unread: the first Ctrl+G then only
        reads the library (on a thread) and shows it, without a pause of the window."""
        if self.games_window is None and self.isVisible():
            self.games_window = GamesWindow(self, read=False)
            self.games_window.ensurePolished()

    # -- widgets --------------------------------------------------------------------------

    def _build_top(self) -> None:
        self.prompt = PromptLabel(self.tr("Start a new game from the File menu (Ctrl+N)."))
        self.buttons = PromptBar(self.prompt)  # the buttons move under a prompt they would cut
        self.rules_button = RulesButton()
        self.rules_button.clicked.connect(lambda _=False: self.show_rules())
        self.buttons.add_tail(self.rules_button)
        self.hint_panel = HintPanel()
        self.coach = Coach(self, self.hint_panel)  # the hint's moves, listed and ringed
        top = QWidget()
        layout = QVBoxLayout(top)
        layout.setContentsMargins(4, 4, 4, 0)
        layout.addWidget(self.buttons)
        self.recap = RecapLabel()  # what the other seats did since the player's last move
        self.recap.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self.recap.setContentsMargins(8, 0, 8, 0)
        self.last_moves = LastMoves(self, self.recap)
        layout.addWidget(self.recap)
        layout.addWidget(self.view, 1)
        self.view.set_corner(self.hint_panel)
        self.setCentralWidget(top)
        self.choice_buttons: list[QPushButton] = []
        self.keyed_buttons: list[tuple[QPushButton, str, str]] = []  # (button, key, words)

    def _build_log(self) -> None:
        self.log = LogView()
        dock = QDockWidget(self.tr("Game log"), self)
        dock.setObjectName("log")
        dock.setWidget(self.log)
        self.log_dock = dock
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
        dock.setMinimumWidth(260)
        self.dock_yield = DockYield(self, dock)  # closed while the window is narrow

    def _build_choices(self) -> None:
        """The choices panel (View > Choices panel, F6): every legal move in words, for the
        keyboard and a screen reader; shown from the start when one is listening."""
        self.choices_panel = ChoicesPanel()
        dock = QDockWidget(self.tr("Choices"), self)
        dock.setObjectName("choices")
        dock.setWidget(self.choices_panel)
        dock.setAccessibleName(self.tr("Choices panel"))
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
        self.splitDockWidget(self.log_dock, dock, Qt.Orientation.Vertical)
        dock.setVisible(QAccessible.isActive())
        self.choices_dock = dock
        # the player's own choice (F6, View menu), kept in the settings; None: the panel
        # follows the screen reader, opened once one listens
        self.choices_chosen: bool | None = None
        self._reader_looks = READER_LOOKS
        self._reader_timer = QTimer(self)
        self._reader_timer.setInterval(READER_LOOK_MS)
        self._reader_timer.timeout.connect(self._watch_reader)
        self._reader_timer.start()
        self.choices = Choices(self, self.choices_panel, lambda: not dock.isHidden(),
                               self._decision_listed)
        self.announcer = Announcer(self)
        self.announcer.watch_log(self.log, self.log.is_heading)

    def toggle_choices(self, on: bool) -> None:
        """View > Choices panel (F6): shown with the keys on its rows; F6 on a panel shown but
        not in use brings the keys back to it, a second F6 closes it."""
        panel = self.choices_panel
        if not on and self.choices_dock.isVisible() and not panel.list.hasFocus():
            self.choices_action.setChecked(True)
            self.choices_chosen = True
            panel.focus_rows()
            return
        self.choices_chosen = on
        self.choices_dock.setVisible(on)
        if on:
            self.choices.redrawn()  # listed now: a hidden panel has no rows
            panel.focus_rows()

    def _follow_reader(self) -> bool:
        """The choices panel opened when a screen reader listens and the player never chose;
        True if it opened now. Qt's bridge finds the reader a moment after the window is
        shown, so this is asked at each drawing and for a while after the start."""
        if self.choices_chosen is None and self.choices_dock.isHidden() \
                and QAccessible.isActive():
            self.choices_dock.setVisible(True)
            self.choices_action.setChecked(True)
            return True
        return False

    def _watch_reader(self) -> None:
        """The start's look for a screen reader: a decision already on the table is listed
        and given the keys when the panel opens."""
        self._reader_looks -= 1
        if self._reader_looks <= 0 or self.choices_chosen is not None \
                or not self.choices_dock.isHidden():
            self._reader_timer.stop()
        if self._follow_reader() and self.controller.state is not None:
            if self.interaction is not None and self._replay is None:
                self.word_decision()  # the reader hears the keys, not the mouse's ways
            self.choices.redrawn()
            if self.controller.human_to_move:
                self.choices_panel.focus_rows()

    @Slot(bool)
    def _choices_shown(self, shown: bool) -> None:
        """The menu's tick follows the dock (closed by its own button, or the window's shape);
        closed by its own button, that is the player's choice (a reader or not)."""
        if not self.isHidden():
            self.choices_action.setChecked(shown or self.choices_dock.isVisible())
            if not shown and self.choices_dock.isHidden():
                self.choices_chosen = False

    def _decision_listed(self) -> None:
        """A human decision starts: the keys go to the choices, and the decision is said."""
        if self.choices_dock.isVisible():
            self.choices_panel.focus_rows()
        self.announcer.say_in_turn(self.decision_text)

    def _build_status(self) -> None:
        self.thinking_label = QLabel()
        self.progress = QProgressBar()
        self.progress.setRange(0, 0)
        self.progress.setMaximumWidth(160)
        self.progress.hide()
        self.statusBar().addPermanentWidget(self.thinking_label)
        self.statusBar().addPermanentWidget(self.progress)
        # a refusal's tooltip goes with it
        self.statusBar().messageChanged.connect(
            lambda message: None if message else self.statusBar().setToolTip(""))
        self.announcer.watch_status(self.statusBar())
        self._name_widgets()

    def _show_own_autosave(self) -> None:
        """A second window on the data folder says so for as long as it lives, in a corner of
        the status bar that no hint or move clears (the log may be shut)."""
        if self.files.slot.shared:
            return
        self.own_autosave_label = QLabel(self.tr("Second window: autosaves to {file}").format(
            file=self.files.autosave.name))
        self.own_autosave_label.setToolTip(self.tr(
            "Another window uses this data folder, so this one autosaves its games to a file "
            "of its own. Both windows' games are kept in File > Games."))
        self.own_autosave_label.setAccessibleName(self.own_autosave_label.text())
        self.statusBar().insertPermanentWidget(0, self.own_autosave_label)

    def _name_widgets(self) -> None:
        """Names and descriptions for a screen reader, where the widget shows no text of its
        own (or only a part of what it is)."""
        name_widgets((
                (self.view, self.tr("Table"), self.tr(
                    "The game's table, drawn: the choices panel (F6) lists its moves in words")),
                (self.log, self.tr("Game log"), self.tr("What happened, by round and phase")),
                (self.progress, self.tr("AI thinking"), ""),
                (self.statusBar(), self.tr("Status line"), self.tr(
                    "Refusals and hints: why a move was not played")),
                (self.log_dock, self.tr("Game log panel"), ""),
                (self.menuBar(), self.tr("Menu bar"), ""),
                (self.view.horizontalScrollBar(), self.tr("Scroll the table sideways"), ""),
                (self.view.verticalScrollBar(), self.tr("Scroll the table up and down"), "")))

    def _action(self, text: str, slot, key: str | None = None, tip: str = "") -> QAction:
        act = QAction(text, self)
        if key:
            act.setShortcut(QKeySequence(key))
        if tip:
            act.setToolTip(tip)
            act.setStatusTip(tip)
        act.triggered.connect(lambda _=False: slot())
        return act

    def _build_menu(self) -> None:
        file_ = self.menuBar().addMenu(self.tr("&File"))
        self.new_action = self._action(self.tr("&New game…"), self.ask_new_game, "Ctrl+N")
        self.open_action = self._action(self.tr("&Open…"), self.files.ask_open, "Ctrl+O",
                                        self.tr("Open a saved game to play on (a finished one "
                                                "replays)"))
        self.save_action = self._action(self.tr("&Save"), self.files.save, "Ctrl+S")
        self.save_as_action = self._action(self.tr("Save &as…"), self.files.ask_save_as,
                                           "Ctrl+Shift+S")
        self.replay_file_action = self._action(self.tr("&Replay a saved game…"),
                                               self.files.ask_replay_file,
                                               None, self.tr("Step through any saved or finished "
                                                             "game"))
        self.rematch_action = self._action(self.tr("Re&match"), self.rematch, "Ctrl+Shift+N",
                                           self.tr("The same game with the same seats and "
                                                   "levels, a new seed"))
        self.rematch_rotated_action = self._action(
            self.tr("Rematch, seats ro&tated"), lambda: self.rematch(rotate=True), None,
            self.tr("The same seats and levels, each one seat later in the turn order, a new "
                    "seed"))
        self.games_action = self._action(self.tr("&Games…"), self.show_games, "Ctrl+G",
                                         self.tr("Every game played here: the list, a game's "
                                                 "replay, your statistics and rating"))
        quit_ = self._action(self.tr("&Quit"), self.ask_quit, "Ctrl+Q")
        for act in (self.new_action, self.rematch_action, self.rematch_rotated_action, None,
                    self.open_action):
            file_.addSeparator() if act is None else file_.addAction(act)
        self.recent_menu = file_.addMenu(self.tr("Open r&ecent"))
        self.recent_menu.setToolTipsVisible(True)
        self.recent_menu.aboutToShow.connect(self.fill_recent_menu)
        for act in (self.save_action, self.save_as_action, None, self.replay_file_action,
                    self.games_action, None, quit_):
            file_.addSeparator() if act is None else file_.addAction(act)
        edit = self.menuBar().addMenu(self.tr("&Edit"))
        self.undo_action = self._action(self.tr("&Undo"), self.controller.undo, "Ctrl+Z")
        self.redo_action = self._action(self.tr("&Redo"), self.controller.redo, "Ctrl+Shift+Z")
        self.hint_action = self._action(self.tr("&Hint"), self.ask_hint, "H",
                                        self.tr("Ask the AI (Normal) for the three best moves "
                                                "here and the chance to win after each"))
        self.replay_action = self._action(self.tr("Re&play this game"), self.files.replay_current,
                                          "Ctrl+R", self.tr("Step through this game from the "
                                                            "start"))
        for act in (self.undo_action, self.redo_action, self.hint_action, self.replay_action):
            edit.addAction(act)
        view = self.menuBar().addMenu(self.tr("&View"))
        fit = QAction(self.tr("&Fit the table to the window"), self,
                      shortcut=QKeySequence("Ctrl+0"))
        fit.triggered.connect(self._refit)
        view.addAction(fit)
        view.addAction(self.log_dock.toggleViewAction())
        self.choices_action = QAction(self.tr("&Choices panel"), self, checkable=True,
                                      shortcut=QKeySequence(prompt_words.CHOICES_KEY))
        self.choices_action.setToolTip(self.tr("Every legal move in words, chosen with the "
                                               "arrows and Enter (F6)"))
        self.choices_action.setChecked(not self.choices_dock.isHidden())
        self.choices_action.triggered.connect(self.toggle_choices)
        self.choices_dock.visibilityChanged.connect(self._choices_shown)
        view.addAction(self.choices_action)
        self.words.add_to_menu(view)
        self.view_menu = view
        self.option_actions: dict[str, QAction] = {}  # the current game's own view options
        self.options_end = view.addSeparator()
        self._build_table_options()
        speed = view.addMenu(self.tr("AI move &animation"))
        group = QActionGroup(self)
        self.speed_actions: dict[str, QAction] = {}
        for name, ms in SPEEDS.items():
            act = QAction(QCoreApplication.translate("Speeds", name), self, checkable=True)
            act.setChecked(name == "Normal")
            act.triggered.connect(lambda _=False, ms=ms: self.set_speed(ms))
            group.addAction(act)
            speed.addAction(act)
            self.speed_actions[name] = act
        self.set_speed(SPEEDS["Normal"])
        self.show_best_action = QAction(self.tr("Show the AI's &best move while it thinks"),
                                        self, checkable=True)
        self.show_best_action.setChecked(not self.settings.values.hide_ai_best)
        self.show_best_action.toggled.connect(self.set_show_ai_best)
        view.addAction(self.show_best_action)
        self.appearance.build_menus(view)
        self.sound.build_menu(view)
        self._build_language_menu(view)
        help_ = self.menuBar().addMenu(self.tr("&Help"))
        rules = rules_action(self)
        rules.triggered.connect(lambda _=False: self.show_rules())
        help_.addAction(rules)
        keys = QAction(self.tr("&Mouse and keys"), self, shortcut=QKeySequence(HELP_KEY))
        keys.triggered.connect(self.show_keys)
        help_.addAction(keys)
        self.guide_action = self._action(menu_words()[0], self.ask_guided_game, None,
                                         menu_words()[1])
        help_.addAction(self.guide_action)
        help_.addAction(self.tr("&About Riverboat Qt"), lambda: show_about(self, self.tables))

    def show_keys(self) -> KeysDialog:
        """Help > Mouse and keys: the game's gestures and keys, then every shortcut the window
        has now (its actions'), in a table; it does not block the game."""
        table = self.controller.table
        window_rows = action_rows(window_actions(self)) + help_rows((ESCAPE, *CHOICES_KEYS))
        dialog = KeysDialog([(game_title_row(i18n.game_title(table.game_id)),
                              help_rows(table.inputs)),
                             (window_title_row(), window_rows)], self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        resize_within_screen(dialog, dialog.width(), dialog.height())
        show_fitted(dialog)
        self.keys_dialog = dialog
        return dialog

    def _build_toolbar(self) -> None:
        bar = QToolBar(self.tr("History"), self)
        bar.setObjectName("history")
        bar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        for act in (self.undo_action, self.redo_action, self.hint_action, self.replay_action):
            bar.addAction(act)
        self.addToolBar(Qt.ToolBarArea.TopToolBarArea, bar)
        self.toolbar = bar

    def _build_table_options(self) -> None:
        """The View menu's toggles of the current game (Riverboat's hex coordinates)."""
        for act in self.option_actions.values():
            self.view_menu.removeAction(act)
            act.deleteLater()
        self.option_actions = {}
        table = self.tables[self.scene_game]
        for option in table.view_options:
            act = QAction(i18n.table_words(table, option.text), self, checkable=True,
                          shortcut=QKeySequence(option.key))
            act.setToolTip(i18n.table_words(table, option.tip))
            act.toggled.connect(lambda on, o=option: o.apply(self.scene, on))
            self.view_menu.insertAction(self.options_end, act)
            self.option_actions[option.text] = act

    def _use_table(self, game: str) -> None:
        """Draw this game's table from now on: a new scene when the game changes."""
        self.setWindowTitle(f"{APP_TITLE}: {i18n.game_title(game)}")
        if game == self.scene_game:
            return
        old = self.scene
        old.stop_animations()
        self.scene = self.tables[game].make_scene(self)
        self.scene_game = game
        self.view.setScene(self.scene)
        old.deleteLater()
        self._build_table_options()

    def show_rules(self) -> None:
        """Help > Rules (F1, the "?" button) at the section of the current decision."""
        table = self.controller.table
        if not table.has_rules:  # an empty window would tell the player nothing
            self.hint(self.tr("This game has no rules page."))
            return
        if self.rules_window is None:
            self.rules_window = RulesWindow(self)
        self.rules_window.show_rules(table, table.rules_section(self.controller.state))

    def toolbar_button(self, action: QAction):
        """The toolbar's button for an action (for tests and tools)."""
        return self.toolbar.widgetForAction(action)

    def _connect(self) -> None:
        c = self.controller
        c.changed.connect(self.redraw)
        c.moved.connect(self.on_moved)
        c.moved.connect(self.last_moves.moved)
        c.thinking.connect(self.on_thinking)
        c.progress.connect(self.on_progress)
        c.refused.connect(self.refuse)
        c.over.connect(self.on_over)
        c.rewound.connect(self.on_rewound)
        c.history_changed.connect(self.update_history_actions)
        c.hinted.connect(self.on_hinted)
        c.moved.connect(self.sound.on_moved)  # the table's sound cues (shell/sound.py)
        c.refused.connect(self.sound.on_refused)
        self.input_watch.changed.connect(self._input_changed)

    # -- language -------------------------------------------------------------------------

    def _install_language(self) -> None:
        """Translators first, so that every widget built after speaks the chosen language."""
        app = QApplication.instance()
        language = i18n.resolve(self.settings.values.language)
        missing = i18n.install_language(app, language) if app is not None else []
        if missing:
            self.startup_note(self.tr("Some translations are missing ({files}): run "
                                      "'make setup'.").format(files=", ".join(missing)))

    def _build_language_menu(self, view) -> None:
        menu = view.addMenu(self.tr("Language"))
        group = QActionGroup(self)
        names = {"system": self.tr("System language"), **i18n.LANGUAGES}
        self.language_actions: dict[str, QAction] = {}
        for choice in i18n.SETTING_CHOICES:
            act = QAction(names[choice], self, checkable=True)
            act.setChecked(choice == self.settings.values.language)
            act.triggered.connect(lambda _=False, c=choice: self.set_language(c))
            group.addAction(act)
            menu.addAction(act)
            self.language_actions[choice] = act

    def set_language(self, choice: str) -> None:
        """Remembered now, applied at the next start (the open widgets keep their words)."""
        if choice == self.settings.values.language:
            return
        self.settings.values.language = choice
        self.save_settings()
        language = i18n.LANGUAGES.get(i18n.resolve(choice), choice)
        self.statusBar().showMessage(self.tr("The language will be {language} from the next "
                                             "start.").format(language=language), 8000)

    # -- settings -------------------------------------------------------------------------

    def _restore_settings(self) -> None:
        """The values were checked on reading; a damaged file left a note to show."""
        values = self.settings.values
        if values.window_geometry:
            self.restoreGeometry(QByteArray.fromBase64(values.window_geometry.encode("ascii")))
        self.speed_actions[values.animation_speed].setChecked(True)
        self.set_speed(SPEEDS[values.animation_speed])
        self.appearance.restore()
        for dock, action, shown in (
                (self.choices_dock, self.choices_action, values.choices_panel),
                (self.words.dock, self.words.action, values.words_panel)):
            if shown is not None:  # else as at first start (the choices: a reader listens)
                dock.setVisible(shown)
                action.setChecked(shown)
        self.choices_chosen = values.choices_panel
        note = self.settings.note  # in the window's language: made now, not on reading
        if note:
            self.startup_note(note)

    def save_settings(self) -> None:
        values = self.settings.values
        values.window_geometry = bytes(self.saveGeometry().toBase64().data()).decode("ascii")
        values.animation_speed = next((n for n, ms in SPEEDS.items() if ms == self.anim_ms),
                                      "Normal")
        # the choices panel as the player chose it (never chosen: it follows the screen reader
        # next time); the words panel kept when shown
        values.choices_panel = self.choices_chosen
        values.words_panel = (not self.words.dock.isHidden()) or None
        if self.chosen_seats:  # a new game's seats; a game played on from a record keeps none
            record = self.controller.record
            if record is None or not record.meta.get(GUIDED):  # the player's own seats
                values.last_seats = tuple(self._seats_as_chosen())
            values.last_game = self.controller.game_id
        try:
            self.settings.save()
        except SaveError as exc:
            self.refuse(self.tr("The settings were not saved: {error}").format(
                error=i18n.reason_of(exc)))

    def _seats_as_chosen(self) -> list[SeatConfig]:
        """The current game's seats as the player chose them: 'Match me' where a seat was
        matched (chosen again at a rematch), the record's own seats otherwise."""
        record = self.controller.record
        chosen = self.chosen_seats
        matched = record.meta.get(MATCH_ME) if record is not None else None
        if isinstance(matched, dict) and len(chosen) == len(self.controller.seats):
            return list(chosen)
        return list(self.controller.seats)

    def last_seats(self) -> list[SeatConfig]:
        return list(self.settings.values.last_seats) or DEFAULT_SEATS

    def startup_note(self, text: str) -> None:
        """What went wrong with the app's own files at start: it stays until a game starts."""
        self._startup_notes.append(text)
        self.statusBar().setStyleSheet("QStatusBar { color: #c62828; font-weight: bold; }")
        self.statusBar().showMessage(" ".join(self._startup_notes))
        self.statusBar().setToolTip("\n".join(self._startup_notes))

    # -- Host for the interactions --------------------------------------------------------

    def submit(self, action: Action) -> None:
        """Applied after the current mouse event returns (its item is redrawn away)."""
        QTimer.singleShot(0, lambda: self.controller.submit(action))

    def refuse(self, reason: str) -> None:
        """An action was not applied: say why, in red."""
        self.statusBar().setStyleSheet("QStatusBar { color: #c62828; font-weight: bold; }")
        self.statusBar().showMessage(reason, 10000)
        self.statusBar().setToolTip(reason)  # whole, if the line is too short for it

    def hint(self, text: str) -> None:
        self.statusBar().setStyleSheet("")
        self.statusBar().showMessage(text, 10000)
        self.statusBar().setToolTip("")

    def show_step(self, step: Step | None) -> None:
        """A half-done action's step in the prompt, with a Back button; None: the decision's
        own prompt again."""
        if self.back_button is not None:
            self.choice_buttons.remove(self.back_button)
            self.buttons.remove_button(self.back_button)
            _discard(self.back_button)
            self.back_button = None
        self._show_prompt(step)
        self.statusBar().clearMessage()  # a hint of the step before is stale now
        if self.input_watch.keys() and self.choices_dock.isVisible():
            self.choices_panel.focus_rows()  # a button's key took the focus: the rows get it back
        if step is not None and self.interaction is not None:
            self.back_button = self.add_button(prompt_words.back_button(), self.interaction.back,
                                               None, prompt_words.back_tip())

    def add_button(self, text: str, on_click, key: str | None = None, tip: str = "",
                   checkable: bool = False) -> QPushButton:
        label = f"{text}  [{key}]" if key else text
        button = QPushButton(label)
        button.setCheckable(checkable)
        if key:
            button.setShortcut(QKeySequence(key))
            self.keyed_buttons.append((button, key, text))
        if tip:
            button.setToolTip(tip)
        if checkable:
            button.clicked.connect(on_click)  # receives the checked state
        else:
            button.clicked.connect(lambda _checked=False: on_click())
        self.buttons.add_button(button)
        self.choice_buttons.append(button)
        return button

    def clear_buttons(self) -> None:
        self.buttons.clear_buttons()
        for button in self.choice_buttons:
            _discard(button)
        self.choice_buttons = []
        self.keyed_buttons = []
        self.back_button = None

    def show_error(self, title: str, text: str) -> None:
        """A message that does not block (the game and the tests go on behind it)."""
        if self.error_box is not None:
            self.error_box.close()
        self.error_box = QMessageBox(QMessageBox.Icon.Warning, title, text,
                                     QMessageBox.StandardButton.Ok, self)
        self.error_box.open()
        self.refuse(text)

    # -- game -----------------------------------------------------------------------------

    def start_game(self, seats: list[SeatConfig], seed: int | None = None,
                   game: str | None = None, guided: bool = False) -> None:
        """A new game of `game` (None: the window's first) with these seats; a guided game's
        seats are the guide's, so its record says so and the settings never keep them."""
        game = self.tables.default if game is None else game
        matched = match.resolve(seats, game, self.data_dir, self.tables)  # Match me's spec
        self._before_new_game(seat_labels(matched.seats), game)
        self.files.path = None
        self.controller.new_game(matched.seats, seed, game=game)
        self.chosen_seats = list(seats)  # as chosen: the settings and a rematch keep Match me
        rec = self.controller.history.record
        rec.meta[STARTED] = now_text()  # the library's date of the game
        rec.meta.update(match.record_meta(matched))
        if guided:
            rec.meta[GUIDED] = True
        self.log.add_note(self.tr("New game of {title}, %n player(s), seed {seed}.", "",
                                  rec.num_players).format(title=i18n.game_title(rec.game),
                                                          seed=rec.seed))
        if matched.meta is not None:
            self.log.add_note(match.choice_words(matched.choice, game))
        self.save_settings()
        self._refit()

    def _before_new_game(self, names: list[str], game: str) -> None:
        self.keep_game(abandoned=True)
        kept = self.files.claim_autosave()
        abandoned = self.files.keep_abandoned()
        self._games += 1
        self._use_table(game)  # an unfinished game found at start is kept aside
        started = list(self._startup_notes)  # the status bar's notes go on in the game's log
        self._startup_notes.clear()
        self.statusBar().setToolTip("")
        self.log.clear_log()
        self.log.names = shown_labels(names)
        self.log.game_id = game
        for note in (*started, kept, abandoned):
            if note:
                self.log.add_note(note)
        self._replay = None
        self.last_moves.clear()
        if self.score_dialog is not None:
            self.score_dialog.close()
            self.score_dialog = None

    def keep_game(self, abandoned: bool = False) -> None:
        """The game on the table into the library (File > Games): a finished one, or one
        abandoned after at least one move (a new game, a file opened, the window closed)."""
        c = self.controller
        if c.record is None or c.state is None or (abandoned and (c.state.is_over
                                                                  or not c.record.actions)):
            return
        try:
            Library.of(self.data_dir, self.tables).keep(c.record)
            if not abandoned and any(s.level == MATCH_ME_LEVEL for s in self.chosen_seats):
                self.read_rating(c.record.game)  # for a rematch: the result moved it
        except (SaveError, LibraryError, OSError) as exc:
            self.refuse(self.tr("The game was not kept in the library: {error}").format(
                error=i18n.reason_of(exc)))

    def library_rating(self, game: str) -> float | None:
        """The player's rating in a game from the library, None before a rated result;
        RatingPending while it is read on a thread (a big library takes a second)."""
        known, rating = known_rating(self.data_dir, game, self.tables)
        if not known:
            self.read_rating(game)
            raise match.RatingPending(game)
        return rating.rating if rating is not None else None

    def read_rating(self, game: str) -> None:
        """Read the player's rating in a game on a thread (player_rating keeps it), unless it
        is known or being read: a new game with Match me then finds it at once."""
        reader = self.rating_readers.get(game)
        if (reader is None or not reader.is_alive()) and \
                not known_rating(self.data_dir, game, self.tables)[0]:
            reader = threading.Thread(target=rating_on_a_thread, name="rating", daemon=True,
                                      args=(self.data_dir, game, self.tables.ids()))
            self.rating_readers[game] = reader
            reader.start()

    def show_games(self) -> GamesWindow:
        """File > Games (Ctrl+G): the library's list and statistics, read afresh."""
        if self.games_window is None:
            self.games_window = GamesWindow(self)
        else:
            self.games_window.refresh()
        show_fitted(self.games_window)
        self.games_window.raise_()
        self.games_window.activateWindow()
        return self.games_window

    def ask_new_game(self) -> None:
        """File > New: the dialog first; the game in progress is abandoned only once the
        player has chosen the new one (and agreed, if they had made a move in it)."""
        dialog = NewGameDialog(self.tables, self, self.last_seats(),
                               self.settings.values.last_game, self.library_rating)
        if not dialog.exec() or not self.may_replace_game():
            return
        if dialog.guided:
            self._start_guide(dialog.game_id())
            return
        self.start_game(dialog.seats(), dialog.seed_value(), dialog.game_id())

    def ask_guided_game(self) -> None:
        """Help > Guided first game: the guided game of the game on the table; with no game on
        the table that has one, the player chooses which (never a silent switch of game)."""
        record = self.controller.record
        if record is not None and self.tables[record.game].guide is not None:
            if self.may_replace_game():
                self._start_guide(record.game)
            return
        games = guided_games(self.tables)
        if not games:
            self.hint(self.tr("No game of this window has a guided first game."))
            return
        self.guide_choice = GuideChoice(games, self)
        self.guide_choice.chosen.connect(self._guide_chosen)
        self.guide_choice.open()

    @Slot(str)
    def _guide_chosen(self, game: str) -> None:
        if self.may_replace_game():
            self._start_guide(game)

    def _start_guide(self, game: str) -> None:
        spec = self.tables[game].guide
        if spec is None:  # the dialog and the menu offer only games with a guide
            return
        try:
            start_guided_game(self, spec)
        except GuideError as exc:
            self.show_error(refused_title(), str(exc))

    def nothing_of_the_player_at_stake(self) -> bool:
        """No question is due: no game on the table, a finished one, or one the player has not
        moved in yet (leaving it loses no decision of theirs)."""
        c = self.controller
        return c.record is None or c.state is None or c.state.is_over or not c.player_has_moved

    def may_replace_game(self) -> bool:
        """True if no unfinished game is in progress, or it holds no decision of the player's
        yet, or the player agreed to abandon it."""
        c = self.controller
        if self.nothing_of_the_player_at_stake() or c.record is None or c.state is None:
            return True
        text = self.tr("Abandon the game in progress? (round {round}, %n move(s))\n\nIts "
                       "autosave is kept: File > Open recent plays it on.", "",
                       len(c.record.actions)).format(round=c.state.round)
        buttons = QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No
        answer = QMessageBox.question(self, self.tr("Abandon the game?"), text, buttons,
                                      QMessageBox.StandardButton.No)
        if answer == QMessageBox.StandardButton.Yes:
            return True
        self.hint(self.tr("The game in progress goes on."))
        return False

    def rematch(self, rotate: bool = False) -> None:
        """File > Rematch: the same game, seats and levels, a new seed; rotated, each seat
        moves one later in the turn order (the last becomes the first)."""
        c = self.controller
        if c.record is None:
            self.refuse(self.tr("There is no game to play again yet."))
            return
        if not self.may_replace_game():
            return
        seats = self._seats_as_chosen()
        if rotate:
            seats = seats[-1:] + seats[:-1]
        self.start_game(seats, None, c.game_id)

    @Slot()
    def rematch_from_scores(self) -> None:
        """The final score dialog's Rematch: it closes, and the same table plays again."""
        if self.score_dialog is not None:
            self.score_dialog.accept()
        self.rematch()

    @Slot()
    def fill_recent_menu(self) -> None:
        """File > Open recent: the autosaves of the last abandoned games, newest first."""
        self.recent_menu.clear()
        recent = self.files.recent()
        if not recent:
            none = self.recent_menu.addAction(self.tr("No abandoned game kept yet"))
            none.setEnabled(False)
            return
        for path, text in recent:
            act = self.recent_menu.addAction(text)
            act.setToolTip(str(path))
            act.triggered.connect(lambda _=False, p=path: self.files.open_recent(p))

    def ask_quit(self) -> None:
        """File > Quit: asks first in the middle of a game."""
        if self.may_close():
            self.close()

    def may_close(self) -> bool:
        """True if no game is in progress, or it holds no decision of the player's yet (it is
        kept all the same), or the player agreed to close the window on it."""
        if self.nothing_of_the_player_at_stake():
            return True
        text = self.tr("Close the window in the middle of the game?\n\nThe game is autosaved "
                       "either way: it is offered again the next time you start.")
        buttons = QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No
        answer = QMessageBox.question(self, self.tr("Close the game?"), text, buttons,
                                      QMessageBox.StandardButton.No)
        return answer == QMessageBox.StandardButton.Yes

    def play_record(self, record: GameRecord, state: State, note: str,
                    model: ReplayModel | None = None) -> None:
        """Play on from a record: seats as it says (or you against AI Normal if it does not)."""
        seats = seats_from_meta(record)
        if seats is None:
            seats = [SeatConfig(True)] + [SeatConfig(False, "Normal")] * (record.num_players - 1)
            note += " " + self.tr("The record does not say who played: you are seat 1, the AI "
                                  "plays the rest.")
        self._before_new_game(seat_labels(seats), record.game)
        self.chosen_seats = []  # the record's own seats (a Match-me seat plays its spec on)
        for step, events in enumerate((model or ReplayModel(record)).events, 1):
            self.log.add_events(step, events, scroll=False)
        self.log.add_note(note)
        self.log.show_end()
        self.controller.load(record, state, seats)  # a finished game ends in the breakdown
        self._refit()

    # -- undo, redo, hint -----------------------------------------------------------------

    @Slot()
    def update_history_actions(self) -> None:
        """Undo and redo are enabled only where allowed; the tooltip says why not."""
        c = self.controller
        for act, reason, what, key in (
                (self.undo_action, c.undo_refusal(), self.tr("Undo your last move"), "Ctrl+Z"),
                (self.redo_action, c.redo_refusal(), self.tr("Redo the move taken back"),
                 "Ctrl+Shift+Z")):
            act.setEnabled(reason is None)
            act.setToolTip(f"{what} ({key})" if reason is None else f"{what}: {reason}")
        human = c.human_to_move
        self.hint_action.setEnabled(human)
        self.hint_action.setToolTip(self.tr("Ask the AI (Normal) for the three best moves here "
                                            "and the chance to win after each (H)")
                                    if human else
                                    self.tr("Hint: only for a human player's decision."))
        has_game = c.record is not None
        for act in (self.save_action, self.save_as_action, self.replay_action,
                    self.rematch_action, self.rematch_rotated_action):
            act.setEnabled(has_game)

    def ask_hint(self) -> None:
        self.coach.clear()
        if self.controller.ask_hint():
            self.hint(self.tr("The AI (Normal) is looking for the best moves…"))

    @Slot(object, list)
    def on_hinted(self, action: Action,
                  moves: list[tuple[Action, HintMove]] | None = None) -> None:
        """The best move in the status line; all the hint's moves in the panel, the best one
        ringed (a move alone, without the panel, if only the move is known)."""
        table = self.controller.table
        text = self.tr("Hint (AI Normal): {advice}.").format(
            advice=table.advice(action, self.controller.playing))
        self.coach.clear()
        self.hint(text)
        if moves:
            self.coach.show(moves, text)
        else:
            table.highlight_action(self, action, self.controller.mover)

    @Slot(int)
    def on_rewound(self, steps: int) -> None:
        self._replay = None
        self.last_moves.clear()
        self.log.truncate(steps)
        self.log.add_note(self.tr("Move taken back (now %n move(s)).", "", steps))

    # -- drawing --------------------------------------------------------------------------

    def set_show_ai_best(self, on: bool) -> None:
        """View > Show the AI's best move while it thinks (some find it a spoiler)."""
        self.settings.values.hide_ai_best = not on
        self.save_settings()

    def set_speed(self, ms: int) -> None:
        self.controller.move_delay_ms = ms + 200 if ms else 0
        self.anim_ms = ms

    @Slot()
    def redraw(self) -> None:
        state = self.controller.playing
        self.clear_buttons()
        self.statusBar().clearMessage()
        self._follow_reader()
        if self._show_ai_move():
            return
        self._rebuild(state, len(self.controller.history.record.actions))
        self.interaction = None
        table = self.controller.table
        if self.controller.human_to_move:
            self.interaction = table.interaction_for(self, state)
            self.interaction.start()
        self.word_decision()
        # the other seats' moves since the player's last, marked (first: its look-up of the
        # pieces outlines and clears choice buttons, which the hint may outline after it)
        self.last_moves.redrawn()
        self.coach.redrawn()  # the hint's rings again, or the hint goes with its decision
        self.choices.redrawn()  # the decision's moves in words; the keys to them if new
        self.words.redrawn()  # the table in words, and the view's description
        self.table_drawn.emit()

    def word_decision(self) -> None:
        """The decision's prompt in the words of the input in use: a human at the keys hears
        the keys that work now (the choices panel's, the choice buttons')."""
        state, keys = self.controller.playing, self.input_watch.keys()
        human = self.controller.human_to_move
        text = self.controller.table.decision_prompt(state, self.controller.labels, human, keys)
        if keys and self.interaction is not None:
            text = prompt_words.with_keys(text, [
                (key, words) for button, key, words in self.keyed_buttons if button.isEnabled()])
        self.decision_text = text
        self._show_prompt(self.interaction.step if self.interaction is not None else None)

    def _show_prompt(self, step: Step | None) -> None:
        """The decision's prompt, or a half-done move's step, for the input in use."""
        keys = self.input_watch.keys()
        self.prompt.setText(self.decision_text if step is None else
                            prompt_words.step_text(step.words(keys), keys))

    @Slot()
    def _input_changed(self) -> None:
        """The player went from the mouse to the keys or back: the prompt follows, if a human
        decides (an AI's move shown sliding keeps its line)."""
        if self.interaction is not None and self._replay is None:
            self.word_decision()
            self.choices.redrawn()  # the panel's title is the prompt
            self.words.redrawn()

    def _drawing_of(self, step: int) -> tuple:
        """What identifies a picture of the table: the game, its step and the large seat."""
        return (self._games, step, self.controller.focus, self.scene_game)

    def _rebuild(self, state: State, step: int) -> None:
        """Draw the table at a copy of the state: pieces read their state when they paint, and
        the game's own state changes with the next move while this picture may stay up (an AI
        move slides on it, a keyed piece may be drawn into the cache then)."""
        self.scene.rebuild(state.clone(), self.controller.focus, self.controller.labels)
        self._drawn = self._drawing_of(step)

    def _show_ai_move(self) -> bool:
        """Draw the table as it was and slide the AI's piece; the new state comes after."""
        pending, self._replay = self._replay, None
        if pending is None:
            return False
        action, seat, before, what = pending
        self.interaction = None
        step = len(self.controller.history.record.actions) - 1
        if self._drawn != self._drawing_of(step) or self.scene.overlay is not None:
            self._rebuild(before, step)  # else the table shows `before` already: kept
        animate = self.controller.table.animate_move
        if not animate(self.scene, action, seat, before, self.anim_ms, self.redraw):
            return False
        self.prompt.setText(self.tr("{seat} {action}.").format(
            seat=self.controller.seat_name(seat), action=i18n.render(what)))
        return True

    @Slot(object, int, object, list)
    def on_moved(self, action: Action, seat: int, before: State, events: list[Event]) -> None:
        self.log.add_events(len(self.controller.history.record.actions), events)
        if not self.controller.is_human(seat) and self.anim_ms > 0:
            what = next((e.text for e in events if e.seat == seat), None)
            what = what or self.controller.table.describe(action, before)
            self._replay = (action, seat, before, what)

    @Slot(int)
    def on_thinking(self, seat: int) -> None:
        if seat < 0:
            self.thinking_label.setText("")
            self.progress.hide()
            return
        if self.controller.hint_pending:
            self.thinking_label.setText(self.tr("Hint: the AI (Normal) is thinking…"))
        else:
            self.thinking_label.setText(self.tr("{seat} is thinking…").format(
                seat=self.controller.seat_name(seat)))
        self.progress.show()

    @Slot(int, str)
    def on_progress(self, iters: int, best: str) -> None:
        state = self.controller.playing
        try:  # the notation is for files
            action = registry.game_of(state).parse_action(best)
            best = self.controller.table.advice(action, state)
        except (ValueError, KeyError, IndexError):  # a stale or damaged report
            best = self.tr("none yet")
        if self.controller.hint_pending:
            self.thinking_label.setText(self.tr("Hint: %n tries, best so far: {best}", "",
                                                iters).format(best=best))
            return
        if self.settings.values.hide_ai_best:  # the move so far is not shown
            self.thinking_label.setText(self.tr("{seat} is thinking… %n tries", "",
                                                iters).format(
                seat=self.controller.seat_name(self.controller.mover)))
            return
        self.thinking_label.setText(self.tr("{seat} is thinking… %n tries, best so far: {best}",
                                            "", iters).format(
            seat=self.controller.seat_name(self.controller.mover), best=best))

    @Slot()
    def on_over(self) -> None:
        state = self.controller.playing
        self.prompt.setText(self.tr("Game over — {result}").format(
            result=self._winner_text(state)))
        self.log.add_note(self.tr("Game over. {result}").format(result=self._winner_text(state)))
        self.update_history_actions()
        self.keep_game()
        self.score_dialog = ScoreDialog(state, self.controller.table, self.controller.labels,
                                        self)
        self.score_dialog.new_game.clicked.connect(self.ask_new_game)
        self.score_dialog.rematch.clicked.connect(self.rematch_from_scores)
        self.score_dialog.review_game.clicked.connect(self.files.review_finished)
        self.score_dialog.show()

    def _winner_text(self, state: State) -> str:
        outcome = state.outcome()
        winners = outcome.winners if outcome is not None else ()
        names = i18n.join_names([self.controller.seat_name(k) for k in winners])
        if len(winners) == 1:
            return self.tr("{names} wins with {vp} VP.").format(names=names, vp=max(state.scores))
        return self.tr("{names} win with {vp} VP.").format(names=names, vp=max(state.scores))

    def _refit(self) -> None:
        self.view.zoomed = False
        self.view.fit()

    @Slot()
    def _reshaped(self) -> None:
        """The view's shape asks for another arrangement of the table: drawn again."""
        if self.controller.record is not None and self.scene.state is not None:
            self.redraw()
            self.view.fit()

    def keyPressEvent(self, event) -> None:
        if event.key() == Qt.Key.Key_Escape:  # a picker or a half-done move first, then the hint
            if self.scene.overlay is not None:
                self.scene.close_overlay()
            elif self.interaction is None or not self.interaction.back():
                self.coach.clear()
                if self.controller.hint_pending:  # given up: "looking for..." goes too
                    self.controller.cancel_hint()
                    self.statusBar().clearMessage()
            return
        super().keyPressEvent(event)

    def closeEvent(self, event) -> None:
        if event.spontaneous() and not self.may_close():  # the title bar's close button
            event.ignore()
            return
        self.keep_game(abandoned=True)
        self.save_settings()
        self.files.close_replay()
        self.controller.shutdown()
        self.sound.close()
        self.files.release_autosave()
        self.input_watch.stop()
        super().closeEvent(event)
