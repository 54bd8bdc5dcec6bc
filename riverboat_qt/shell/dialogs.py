"""The new-game dialog and the final score breakdown."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from core import registry
from core.game import State
from core.rng import SEED_MAX

from . import i18n, theme
from .ai_worker import LEVELS
from .guide import menu_words
from .i18n import QT_TRANSLATE_NOOP
from .match import RatingPending, choice_words, choose, rating_words, record_words
from .review_panel import review_button
from .seats import MATCH_ME_LEVEL, SeatConfig, level_name, level_tip
from .table import GameTable
from .tables import Tables

RATING_WAIT_MS = 100  # how often the dialog asks again for a rating read on a thread
TOTAL = "total"  # the breakdown's last row: the scores
TOTAL_TIP = QT_TRANSLATE_NOOP("ScoreDialog", "Final score.")
TOTAL_NAME = QT_TRANSLATE_NOOP("ScoreDialog", "Total")


class NewGameDialog(QDialog):
    """The game first, then the number of players, each seat human or AI (Easy / Normal /
    Hard), and an optional seed."""

    def __init__(self, tables: Tables, parent: QWidget | None = None,
                 last: list[SeatConfig] | None = None, game: str = "",
                 player_rating: Callable[[str], float | None] | None = None):
        """`tables` are the games offered, `game` the one chosen first (else the first);
        `player_rating` the player's rating in a game (the library's), for 'Match me'; it
        raises RatingPending while the library is read, and is asked again shortly."""
        super().__init__(parent)
        self.tables = tables
        self.player_rating = player_rating or (lambda game: None)
        self.setWindowTitle(self.tr("New game"))
        self.setMinimumWidth(460)
        choice = QFormLayout()
        self.game = QComboBox()
        for game_id in tables.ids():
            rules = registry.game(game_id)
            title = i18n.game_title(game_id)
            self.game.addItem(title, game_id)
            self.game.setItemData(self.game.count() - 1, self.tr(
                "{title}: {low}-{high} players").format(title=title, low=rules.min_players,
                                                        high=rules.max_players),
                Qt.ItemDataRole.ToolTipRole)
        self.game.setCurrentIndex(max(0, self.game.findData(game)))
        self.game.currentIndexChanged.connect(self._game_changed)
        choice.addRow(self.tr("Game:"), self.game)
        self.blurb = QLabel()  # a line on the chosen game
        self.blurb.setWordWrap(True)
        self.blurb.setStyleSheet("color: #4a4a4a; font-style: italic;")
        self.match_note = QLabel()  # what Match me plays, when a seat chose it
        self.match_note.setWordWrap(True)
        self.match_note.setAccessibleName(self.tr("What Match me plays"))
        self.rating_wait = QTimer(self)  # asks again for a rating read on a thread
        self.rating_wait.setSingleShot(True)
        self.rating_wait.setInterval(RATING_WAIT_MS)
        self.rating_wait.timeout.connect(self._show_match)
        form = QFormLayout()
        self.form = form
        self.players = QSpinBox()
        self.players.setRange(2, 4)
        self.players.setValue(3)
        self.players.valueChanged.connect(self._show_seats)
        form.addRow(self.tr("Players:"), self.players)
        self.combos: list[QComboBox] = []
        self.labels: list[QLabel] = []
        for seat in range(4):
            combo = QComboBox()
            combo.addItem(self.tr("Human"), None)
            for level in LEVELS:  # the data stays English: settings and records keep it
                combo.addItem(self.tr("AI {level}").format(level=level_name(level)), level)
            combo.addItem(self.tr("AI Match me"), MATCH_ME_LEVEL)
            combo.setCurrentIndex(0 if seat == 0 else 2)
            combo.currentIndexChanged.connect(lambda _k: self._show_match())
            label = QLabel(self.tr("Seat {number} ({colour}):").format(
                number=seat + 1, colour=theme.seat_colour_name(seat)))
            label.setBuddy(combo)  # a reader's label of the box on Linux (AT-SPI's relation)
            combo.setAccessibleName(self.tr("Seat {number}, {colour}").format(
                number=seat + 1, colour=theme.seat_colour_name(seat)))
            form.addRow(label, combo)
            self.combos.append(combo)
            self.labels.append(label)
        self.seed = QLineEdit()
        self.seed.setPlaceholderText(self.tr("random"))
        form.addRow(self.tr("Seed (optional):"), self.seed)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        self.ok_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        self.guided = False  # accepted through the guided first game's button
        name, tip = menu_words()
        self.guide_button = buttons.addButton(f"{name}…", QDialogButtonBox.ButtonRole.ActionRole)
        self.guide_button.setToolTip(tip)
        self.guide_button.clicked.connect(self._accept_guided)
        self.error = QLabel()
        self.error.setStyleSheet("color: #c62828")
        intro = QLabel(self.tr("Who plays each seat? Human seats take turns at this window "
                               "(hot-seat).\nEasy: instant; Normal: about a second a move; Hard: "
                               "up to four seconds (eight in The River).") + "\n"
                       + self.tr("Match me: an AI between Easy and Hard, set from your results "
                                 "in the library (File > Games) so that the game is about "
                                 "even."))
        intro.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.addLayout(choice)
        layout.addWidget(self.blurb)
        layout.addSpacing(8)
        layout.addWidget(intro)
        layout.addLayout(form)
        layout.addWidget(self.match_note)
        layout.addWidget(self.error)
        layout.addWidget(buttons)
        cancel = buttons.button(QDialogButtonBox.StandardButton.Cancel)
        # OK first, whatever the desktop's order (once the buttons are in this window)
        QWidget.setTabOrder(self.seed, self.ok_button)
        QWidget.setTabOrder(self.ok_button, cancel)
        QWidget.setTabOrder(cancel, self.guide_button)
        if last:
            self._preset(last)
        self._game_changed()

    def _preset(self, seats: list[SeatConfig]) -> None:
        """Start from the seats of the last game (remembered between runs)."""
        self.players.setValue(max(2, min(4, len(seats))))
        for combo, seat in zip(self.combos, seats, strict=False):
            index = combo.findData(None if seat.human else seat.level)
            if index >= 0:
                combo.setCurrentIndex(index)

    def game_id(self) -> str:
        return str(self.game.currentData())

    def _game_changed(self) -> None:
        """The player range of the chosen game (both games now take 2-4), and what its levels
        do in each seat's tooltips."""
        rules = registry.game(self.game_id())
        self.players.setRange(rules.min_players, rules.max_players)
        for combo in self.combos:
            for index in range(1, combo.count() - 1):  # after Human: the levels, rated
                level = combo.itemData(index)
                tip = "\n".join(filter(None, (level_tip(level, rules.id),
                                               record_words(level, rules.id))))
                combo.setItemData(index, tip, Qt.ItemDataRole.ToolTipRole)
                combo.setItemText(index, self.tr("AI {level} ({rating})").format(
                    level=level_name(level), rating=rating_words(level, rules.id)))
            combo.setItemData(combo.count() - 1, self.tr(
                "A level between Easy and Hard chosen from your rating (File > Games) so that "
                "the game is about even"), Qt.ItemDataRole.ToolTipRole)
        self.setWindowTitle(self.tr("New game of {title}").format(
            title=i18n.game_title(rules.id)))
        table = self.tables[rules.id]
        self.blurb.setText(i18n.table_words(table, table.blurb))
        self.guide_button.setVisible(table.guide is not None)
        self._show_seats()
        self._show_match()

    def _show_match(self) -> None:
        """Say what Match me would play for the player's rating in the chosen game."""
        chosen = any(combo.currentData() == MATCH_ME_LEVEL
                     for combo in self.combos[: self.players.value()])
        self.match_note.setVisible(chosen)
        self.ok_button.setEnabled(True)
        if chosen:
            game = self.game_id()
            try:
                rating = self.player_rating(game)
            except RatingPending:  # the OK waits: Match me plays by the rating
                self.match_note.setText(self.tr(
                    "Match me: reading your rating from the library…"))
                self.ok_button.setEnabled(False)
                self.rating_wait.start()
                return
            self.match_note.setText(choice_words(choose(game, rating), game))

    def _show_seats(self) -> None:
        """Only the seats in play: a hidden row keeps no space, the dialog shrinks to fit."""
        for seat in range(4):
            self.form.setRowVisible(self.combos[seat], seat < self.players.value())
        self._show_match()
        layout = self.layout()
        if layout is not None:  # set in __init__
            layout.activate()
        self.resize(self.width(), self.sizeHint().height())

    def _accept(self) -> None:
        text = self.seed.text().strip()
        if text and parse_seed(text) is None:
            self.error.setText(self.tr("The seed is a whole number from 0 to {max} (or empty for "
                                       "a random game).").format(max=SEED_MAX))
            return
        self.accept()

    def _accept_guided(self) -> None:
        """The guide's own seed and seats replace the ones chosen here."""
        self.guided = True
        self.accept()

    def seats(self) -> list[SeatConfig]:
        out = []
        for combo in self.combos[: self.players.value()]:
            level = combo.currentData()
            out.append(SeatConfig(True) if level is None else SeatConfig(False, level))
        return out

    def seed_value(self) -> int | None:
        return parse_seed(self.seed.text().strip())


def parse_seed(text: str) -> int | None:
    """A seed the engine takes: ASCII digits only ('\u0663' is not 3), 0 to SEED_MAX."""
    if not text or len(text) > 20 or not text.isascii() or not text.isdigit():
        return None
    seed = int(text)
    return seed if seed <= SEED_MAX else None


class ScoreDialog(QDialog):
    """The final breakdown by seat and category (state.outcome()), the totals and the winner."""

    def __init__(self, state: State, game_table: GameTable, names: Sequence[str] = (),
                 parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Final scoring"))
        outcome = state.outcome()
        if outcome is None:
            raise ValueError("the final scoring is shown once the game is over")
        rows = [*outcome.categories, TOTAL]
        columns = [theme.seat_name(k, names) for k in range(state.num_players)]
        tips = game_table.category_tips
        self.table = QTableWidget(len(rows), state.num_players)
        self.table.setHorizontalHeaderLabels(columns)
        self.table.setVerticalHeaderLabels([self.category_name(state.game_id, c) for c in rows])
        bold = QFont()
        bold.setBold(True)
        values = [[part[c] for part in outcome.breakdown] for c in outcome.categories]
        for row, (category, cells) in enumerate(zip(rows, [*values, outcome.scores], strict=True)):
            tip = (self.tr(TOTAL_TIP) if category == TOTAL
                   else i18n.table_words(game_table, tips.get(category, "")))
            self.table.verticalHeaderItem(row).setToolTip(tip)
            for col, vp in enumerate(cells):
                item = QTableWidgetItem(str(vp))
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                item.setToolTip(tip)
                if category == TOTAL:
                    item.setFont(bold)
                self.table.setItem(row, col, item)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
        self.table.setFocusPolicy(Qt.FocusPolicy.StrongFocus)  # a reader walks its cells
        self.table.setAccessibleName(self.tr("Final scoring by category"))
        self.table.setAccessibleDescription(self.tr(
            "A row for each category and the total, a column for each player"))
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.setMinimumWidth(190 + 150 * state.num_players)
        height = self.table.horizontalHeader().sizeHint().height() + 4
        height += sum(self.table.rowHeight(r) for r in range(len(rows)))
        self.table.setFixedHeight(height)
        for seat in outcome.winners:
            header = self.table.horizontalHeaderItem(seat)  # made by setHorizontalHeaderLabels
            if header is not None:
                header.setFont(bold)
        winners = i18n.join_names([columns[k] for k in outcome.winners])
        result = (self.tr("{names} wins with {vp} VP.") if len(outcome.winners) == 1
                  else self.tr("{names} win (tie) with {vp} VP."))
        self.winner = QLabel(result.format(names=winners, vp=max(state.scores)))
        self.winner.setStyleSheet("font-size: 18px; font-weight: bold; padding: 6px")
        self.new_game = QPushButton(self.tr("New game…"))
        self.rematch = QPushButton(self.tr("Rematch (same players, new deal)"))
        self.rematch.setToolTip(self.tr("The same game with the same players and levels, and a "
                                        "new seed"))
        self.review_game = review_button()
        close = QPushButton(self.tr("Close"))
        close.clicked.connect(self.accept)
        layout = QVBoxLayout(self)
        layout.addWidget(self.winner)
        layout.addWidget(self.table)
        layout.addWidget(self.new_game)
        layout.addWidget(self.rematch)
        layout.addWidget(self.review_game)
        layout.addWidget(close)

    @staticmethod
    def category_name(game_id: str, category: str) -> str:
        """A row's name: the engine's category (or the total), translated, capitalised."""
        if category == TOTAL:
            return QCoreApplication.translate("ScoreDialog", TOTAL_NAME)
        shown = i18n.engine_words(game_id, category)
        return category.capitalize() if shown == category else shown[:1].upper() + shown[1:]
