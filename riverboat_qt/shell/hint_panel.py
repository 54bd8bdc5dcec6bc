"""The coach's hint beside the table: the best moves of the human's decision, each with the
chance to win after it and the reason in a sentence (ai.hint); the one picked is ringed in teal.

HintPanel is the widget (a row per move: its button and its chance, the reason under them, as
wide as the panel so that it reads at laptop sizes, issue #47); Coach shows a
hint in it and on the table, keeps the rings of the move picked, and takes them away when the
hint is closed (Esc, the panel's button) or the game moves on.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QButtonGroup,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ai.hint import HintMove
from ai.review import WHY_VP
from core import registry
from core.game import Action, State

from . import i18n
from .hint_ring import unmark

translate = QCoreApplication.translate
MoveList = Sequence[tuple[Action, HintMove]]  # the controller's hinted moves, best first

STYLE = """
HintPanel { background: #f1f8f7; border: 1px solid #80cbc4; border-radius: 4px; }
QLabel#hintTitle { color: #00695c; font-weight: bold; }
QLabel#hintChance { font-weight: bold; }
QLabel#hintReason { color: #4a4a4a; margin-left: 26px; margin-bottom: 2px; }
QPushButton#hintMove { text-align: left; padding: 2px 8px; border: 2px solid transparent;
                       border-radius: 3px; background: transparent; }
QPushButton#hintMove:hover { border-color: #b2dfdb; }
QWidget#hintRows { background: transparent; }
QScrollArea { background: transparent; }
QPushButton#hintMove:checked { border-color: #00897b; background: #e0f2f1; }
"""


MARGINS = (8, 4, 8, 6)  # the panel's: left, top, right, bottom


class MoveButton(QPushButton):
    """A move's button that shows as much of its words as its width holds, with an ellipsis,
    and all of them in its tooltip."""

    def __init__(self, words: str, tip: str):
        super().__init__(words)
        self.words = words
        self.setToolTip(f"{words}\n{tip}")
        self.setMinimumWidth(0)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        room = max(self.width() - 24, 0)  # the padding and the border, both sides
        self.setText(self.fontMetrics().elidedText(self.words, Qt.TextElideMode.ElideRight, room))


class HintPanel(QFrame):
    """The rows of a hint: a button per move (the one checked is ringed on the table) and its
    chance to win in percent, the reason below them; a title and a close button above."""

    picked = Signal(int)  # the row clicked, from 0
    closed = Signal()

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("hint")
        self.setStyleSheet(STYLE)
        self.title = QLabel()
        self.title.setObjectName("hintTitle")
        self.title.setWordWrap(True)
        self.close_button = QPushButton("×")
        self.close_button.setFlat(True)
        self.close_button.setFixedWidth(28)
        self.close_button.setToolTip(self.tr("Close the hint (Esc)"))
        self.close_button.setAccessibleName(self.tr("Close the hint"))
        self.close_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the table keeps the keys
        self.close_button.clicked.connect(lambda _=False: self.closed.emit())
        top = QHBoxLayout()
        top.addWidget(self.title, 1)
        top.addWidget(self.close_button, 0, Qt.AlignmentFlag.AlignTop)
        self.grid = QGridLayout()
        self.grid.setHorizontalSpacing(12)
        self.grid.setVerticalSpacing(0)
        self.grid.setColumnStretch(0, 1)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.rows = QWidget()
        self.rows.setObjectName("hintRows")
        self.rows.setLayout(self.grid)
        self.scroller = QScrollArea()  # where the table leaves less room than the rows need
        self.scroller.setWidget(self.rows)
        self.scroller.setWidgetResizable(True)
        self.scroller.setFrameShape(QFrame.Shape.NoFrame)
        self.scroller.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scroller.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(*MARGINS)
        layout.setSpacing(2)
        layout.addLayout(top)
        layout.addWidget(self.scroller, 1)
        self.group = QButtonGroup(self)
        self.group.setExclusive(True)
        self.group.idClicked.connect(self.picked.emit)
        self.buttons: list[QPushButton] = []
        self.chances: list[QLabel] = []
        self.reasons: list[QLabel] = []
        self.hide()

    def hasHeightForWidth(self) -> bool:  # noqa: N802 (Qt's name)
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802 (Qt's name)
        """The height that shows every row at this width, with no scrolling."""
        left, top, right, bottom = MARGINS
        inner = width - left - right
        title = self.title.heightForWidth(inner - self.close_button.width() - 6)
        return top + max(title, self.close_button.sizeHint().height()) + 2 + \
            self.grid.heightForWidth(inner) + bottom

    def show_rows(self, rows: Sequence[tuple[str, float, str]]) -> None:
        """A row per move: (its words, the chance to win 0-1, the reason), best first."""
        self._clear_rows()
        title = self.tr("Hint (AI Normal): the %n best move(s), each with the chance to win "
                        "after it", "", len(rows))
        self.title.setText(title)  # wrapped where narrow; the tooltip says how to use it
        self.title.setToolTip(self.tr("{title}. Click a move to ring it on the table.").format(
            title=title))
        for k, (words, chance, reason) in enumerate(rows):
            self._add_row(k, words, chance, reason)
        self.show()

    def check(self, row: int) -> None:
        if 0 <= row < len(self.buttons):
            self.buttons[row].setChecked(True)

    def _add_row(self, k: int, words: str, chance: float, reason: str) -> None:
        button = MoveButton(f"{k + 1}. {words}", self.tr("Ring this move on the table"))
        button.setObjectName("hintMove")
        button.setCheckable(True)
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        button.setCursor(Qt.CursorShape.PointingHandCursor)
        percent = self.tr("{percent:.0f}%").format(percent=100 * chance)
        button.setAccessibleName(self.tr("{move}: {percent} chance to win").format(
            move=words, percent=percent))
        self.group.addButton(button, k)
        chance_label = QLabel(percent)
        chance_label.setObjectName("hintChance")
        chance_label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        chance_label.setToolTip(self.tr("The chance to win after this move"))
        reason_label = QLabel(reason)
        reason_label.setObjectName("hintReason")
        reason_label.setWordWrap(True)
        self.grid.addWidget(button, 2 * k, 0)
        self.grid.addWidget(chance_label, 2 * k, 1)
        self.grid.addWidget(reason_label, 2 * k + 1, 0, 1, 2)  # as wide as the panel
        self.buttons.append(button)
        self.chances.append(chance_label)
        self.reasons.append(reason_label)

    def _clear_rows(self) -> None:
        for widget in (*self.buttons, *self.chances, *self.reasons):
            if isinstance(widget, QPushButton):
                self.group.removeButton(widget)
            self.grid.removeWidget(widget)
            widget.deleteLater()
        self.buttons, self.chances, self.reasons = [], [], []

    def clear(self) -> None:
        self._clear_rows()
        self.hide()


class Coach:
    """A hint at the window: its rows in the panel, the move picked ringed on the table; the
    hint belongs to one step of one game, and goes when the table shows another."""

    def __init__(self, window: Any, panel: HintPanel):
        self.w = window
        self.panel = panel
        self.moves: list[tuple[Action, HintMove]] = []
        self.seat = 0
        self.record: object = None  # the decision the hint is for: the game's record, kept
        self.step = -1  # (so no other can take its id) and how many moves it held
        self.picked = 0
        self.marks: list = []
        self._watched: Any = None  # the scene whose pickers ring the move again
        self.status = ""  # the window's status line that names the best move, while shown
        panel.picked.connect(self.pick)
        panel.closed.connect(self.clear)

    @property
    def shown(self) -> bool:
        return bool(self.moves)

    def show(self, moves: MoveList, status: str = "") -> None:
        """The hint's moves (legal now, best first) in the panel, the best ringed; `status` is
        the status line the window shows with it (it goes with the hint)."""
        c = self.w.controller
        self.status = status
        state = c.playing
        self.moves, self.seat = list(moves), c.mover
        self.record, self.step = c.record, len(c.history.record.actions)
        rows = [(_capital(c.table.advice(action, state)), move.win,
                 reason_words(c.game_id, move, self.moves, c.table.advice, state))
                for action, move in self.moves]
        self.panel.show_rows(rows)
        self.pick(0)

    def pick(self, row: int) -> None:
        """Ring the row's move on the table (and only that one)."""
        if not 0 <= row < len(self.moves):
            return
        self.picked = row
        self.panel.check(row)
        unmark(self.marks)
        self.marks = self.w.controller.table.highlight_action(self.w, self.moves[row][0],
                                                              self.seat)
        self._watch(self.w.scene)

    def _watch(self, scene: Any) -> None:
        """Ring the move again when a picker opens or closes on this scene (its tile inside the
        picker, not the pile under it)."""
        if self._watched is scene:
            return
        self._watched = scene
        scene.overlay_changed.connect(self._overlay_changed)

    def _overlay_changed(self) -> None:
        if self.moves and self.w.scene is self._watched:
            unmark(self.marks)
            self.marks = self.w.controller.table.highlight_action(
                self.w, self.moves[self.picked][0], self.seat)

    def redrawn(self) -> None:
        """The table was drawn anew: the hint's rings again if it is the same decision, else
        the hint goes."""
        if not self.moves:
            return
        c = self.w.controller
        if c.record is not self.record or len(c.history.record.actions) != self.step:
            self.clear()
            return
        self.marks = []  # the old rings went with the old picture
        self.pick(self.picked)

    def clear(self) -> None:
        """Take the hint away: the rings, the marked button and the panel."""
        unmark(self.marks)
        self.marks, self.moves, self.record, self.step = [], [], None, -1
        self.panel.clear()
        bar = self.w.statusBar()
        if self.status and bar.currentMessage() == self.status:
            bar.clearMessage()
        self.status = ""


def reason_words(game: str, move: HintMove, shown: Sequence[tuple[Action, HintMove]],
                 advice: Callable[[Action, State], str], state: State) -> str:
    """The reason in plain sentences a first-time player reads: what the move gains or loses
    against the one it is compared with, by part of the final score, and for the best rival."""
    if not move.against:
        return translate("Coach", "The only legal move.")
    against = _compared_with(game, move, shown, advice, state)
    parts = [_category_words(game, category, vp)
             for category, vp in sorted(move.why_vp.items(), key=lambda kv: -abs(kv[1]))[:3]
             if abs(vp) >= WHY_VP]
    if abs(move.why_others) >= WHY_VP:
        parts.append(_rival_words(move.why_others))
    if not parts:
        return i18n.fill(translate("Coach", "{against}: the final scores come out about the "
                                            "same (no part differs by {vp:g} VP or more)."),
                         against=against, vp=WHY_VP)
    return translate("Coach", "{against}: {gains}.").format(against=against,
                                                             gains="; ".join(parts))


def _compared_with(game: str, move: HintMove, shown: Sequence[tuple[Action, HintMove]],
                   advice: Callable[[Action, State], str], state: State) -> str:
    """'Compared with the second move' (a row of the hint) or with the next best, named."""
    ordinals = {1: translate("Coach", "Compared with the first move"),
                2: translate("Coach", "Compared with the second move"),
                3: translate("Coach", "Compared with the third move")}
    if 1 <= move.against_rank <= len(shown):
        return ordinals.get(move.against_rank) or translate(
            "Coach", "Compared with move {rank}").format(rank=move.against_rank)
    other = registry.game(game).parse_action(move.against)
    return translate("Coach", "Compared with the next best move ({move})").format(
        move=advice(other, state))


def _category_words(game: str, category: str, vp: float) -> str:
    """'3.4 VP more from resources' or 'less', the part of the score in the game's words."""
    words = i18n.engine_words(game, category).lower()
    if vp > 0:
        return i18n.fill(translate("Coach", "{vp:.1f} VP more from {category}"), vp=vp,
                         category=words)
    return i18n.fill(translate("Coach", "{vp:.1f} VP less from {category}"), vp=-vp,
                     category=words)


def _rival_words(vp: float) -> str:
    """What the move does for the best other player: more VP for them is worse for you."""
    if vp > 0:
        return i18n.fill(translate("Coach", "the best other player ends {vp:.1f} VP higher"),
                         vp=vp)
    return i18n.fill(translate("Coach", "the best other player ends {vp:.1f} VP lower"), vp=-vp)


def _capital(words: str) -> str:
    return words[:1].upper() + words[1:]
