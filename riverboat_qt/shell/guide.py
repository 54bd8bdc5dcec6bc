"""A guided first game, for any table that offers one: a note panel beside the table that
explains each decision of the first round as it comes and points at a good choice.

The shell knows no game: a table's GuideSpec names its data file (the notes, in every language,
and the game's seed and seats), its own conditions on a decision, the placeholders of its notes
and how it finds a good legal action. The data file may also hold the guide's line: the fixed
game's moves, as the guide's suggestions and the AI play them; a step asked for at a move of the
line ("at") is shown only while the game has followed the line, so a note written for what is
on the table then is true. The guide only reads the game: it never applies a move,
never blocks input or the AI, and can be left at any time (the game goes on as a normal one).
"""

from __future__ import annotations

import html
import json
import re
import string
from collections.abc import Mapping, Sequence
from collections.abc import Set as AbstractSet
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal, Slot
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QDockWidget,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from core.game import Action, State

from .ai_worker import LEVELS
from .guide_spec import GuideSpec
from .hint_ring import unmark
from .i18n import current_language, game_title
from .seats import SeatConfig
from .tables import Tables

FORMAT = "guide"
VERSION = 1
LANGUAGES = ("en", "it")  # every note is written in each
WHO = ("you", "ai")  # a step for the human's decision, or a line on the AI's move
MAX_TEXT = 1500  # characters of one note
MAX_BYTES = 1_000_000
GENERIC_WHEN = ("kind", "who", "once", "at")
MAX_LINE = 500  # moves of a guide's line
MAX_MOVE = 100  # characters of one move's notation
AI_LINES = 4  # the AI's latest lines kept under the note


class GuideError(ValueError):
    """A guide's data file is missing or damaged: the guided game is refused, saying why."""


@dataclass(frozen=True)
class Note:
    id: str
    texts: Mapping[str, str]  # language -> text

    def text(self, language: str) -> str:
        return self.texts.get(language) or self.texts["en"]


@dataclass(frozen=True)
class Step:
    """A note shown when a decision matches `when` (the first matching step in file order)."""

    note: Note
    kind: frozenset[str]
    who: str
    once: bool
    conditions: Mapping[str, Any]  # the game's conditions: name -> the value asked for
    at: int | None = None  # the line's move this step is written for (see follows_line)


@dataclass(frozen=True)
class GuideData:
    """A guide's data file, checked."""

    seed: int
    seats: tuple[str, ...]  # "human" or an AI level ("Easy")
    ends_after_round: int
    intro: tuple[Note, ...]
    steps: tuple[Step, ...]
    closing: Note
    line: tuple[str, ...] = ()  # the fixed game's moves (notations), from the first


# == the data file ===========================================================================

def load_guide(spec: GuideSpec) -> GuideData:
    """The guide of spec's data file; GuideError says what is wrong, whatever the damage."""
    try:
        raw = spec.data_path.read_bytes()
    except OSError as exc:
        raise GuideError(f"cannot read the guide {spec.data_path.name}: "
                         f"{exc.strerror or exc}") from None
    if len(raw) > MAX_BYTES:
        raise GuideError(f"the guide {spec.data_path.name} is larger than {MAX_BYTES} bytes")
    try:
        data = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError) as exc:
        raise GuideError(f"the guide {spec.data_path.name} is not JSON: {exc}") from None
    return parse_guide(data, spec)


def parse_guide(data: object, spec: GuideSpec) -> GuideData:
    """Check every field of a guide's JSON value (see load_guide)."""
    top = _object(data, "the guide", {"format", "version", "game", "seed", "seats",
                                      "ends_after_round", "intro", "steps", "closing"},
                  optional={"_about", "line"})
    if top["format"] != FORMAT or top["version"] != VERSION:
        raise GuideError(f"the guide's format must be {FORMAT!r} version {VERSION}")
    if top["game"] != spec.game_id:
        raise GuideError(f"the guide is for the game {top['game']!r}, not {spec.game_id!r}")
    seed = _int(top["seed"], "seed", 0, 2**31 - 1)
    seats = _seats(top["seats"])
    ends = _int(top["ends_after_round"], "ends_after_round", 1, 99)
    intro = _list(top["intro"], "intro")
    if not intro:
        raise GuideError("field 'intro' must hold at least one note")
    notes = tuple(_note(n, f"intro[{k}]", spec, ()) for k, n in enumerate(intro))
    line = _line(top.get("line", []))
    steps = tuple(_step(s, k, spec, len(line)) for k, s in enumerate(_list(top["steps"],
                                                                              "steps")))
    closing = _note(top["closing"], "closing", spec, ())
    ids = [n.id for n in notes] + [s.note.id for s in steps] + [closing.id]
    twice = sorted({i for i in ids if ids.count(i) > 1})
    if twice:
        raise GuideError(f"note ids must be unique: {', '.join(twice)} used twice")
    _every_kind_noted(steps, spec)
    return GuideData(seed, seats, ends, notes, steps, closing, line)


def _object(value: object, where: str, required: set[str],
            optional: AbstractSet[str] = frozenset()) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise GuideError(f"{where} must be a JSON object")
    missing = sorted(required - set(value))
    if missing:
        raise GuideError(f"{where} lacks {', '.join(map(repr, missing))}")
    unknown = sorted(str(k) for k in set(value) - required - set(optional))
    if unknown:
        raise GuideError(f"{where} has unknown field(s) {', '.join(map(repr, unknown))}")
    return value


def _list(value: object, where: str) -> list:
    if not isinstance(value, list):
        raise GuideError(f"field {where!r} must be a list")
    return value


def _int(value: object, where: str, low: int, high: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise GuideError(f"field {where!r} must be a whole number from {low} to {high}")
    return value


def _line(value: object) -> tuple[str, ...]:
    """The guide's line: the notations of the fixed game's moves, in order."""
    moves = _list(value, "line")
    if len(moves) > MAX_LINE:
        raise GuideError(f"field 'line' must hold at most {MAX_LINE} moves")
    for k, move in enumerate(moves):
        if not isinstance(move, str) or not move.strip() or len(move) > MAX_MOVE:
            raise GuideError(f"line[{k}] must be a move's notation of at most {MAX_MOVE} "
                             "characters")
    return tuple(moves)


def _seats(value: object) -> tuple[str, ...]:
    seats = _list(value, "seats")
    levels = {level.lower(): level for level in LEVELS}
    out = []
    for k, seat in enumerate(seats):
        if seat == "human":
            out.append("human")
        elif isinstance(seat, str) and seat.lower() in levels:
            out.append(levels[seat.lower()])
        else:
            raise GuideError(f"seats[{k}] must be \"human\" or an AI level "
                             f"({', '.join(LEVELS)}), not {seat!r}")
    if not 2 <= len(out) <= 4 or out.count("human") != 1:
        raise GuideError("field 'seats' must list 2 to 4 seats, exactly one of them \"human\"")
    return tuple(out)


def _note(value: object, where: str, spec: GuideSpec, extra: tuple[str, ...]) -> Note:
    """A note: its id and a text per language; extra names the fields a step adds."""
    obj = _object(value, where, {"id", *LANGUAGES}, optional=set(extra))
    note_id = obj["id"]
    if not isinstance(note_id, str) or not re.fullmatch(r"[a-z0-9][a-z0-9_-]{0,40}", note_id):
        raise GuideError(f"{where}: the id must be a short name of a-z, 0-9, '-' and '_'")
    texts = {}
    names: dict[str, set[str]] = {}
    for language in LANGUAGES:
        text = obj[language]
        if not isinstance(text, str) or not text.strip() or len(text) > MAX_TEXT:
            raise GuideError(f"{where} ({note_id}): the {language!r} text must be a non-empty "
                             f"text of at most {MAX_TEXT} characters")
        names[language] = _placeholders(text, f"{where} ({note_id}, {language})")
        texts[language] = text
    unknown = sorted(set().union(*names.values()) - spec.field_names)
    if unknown:
        raise GuideError(f"{where} ({note_id}): unknown placeholder(s) "
                         f"{', '.join('{' + n + '}' for n in unknown)}")
    if len({frozenset(n) for n in names.values()}) > 1:
        raise GuideError(f"{where} ({note_id}): every language must use the same placeholders")
    return Note(note_id, texts)


def _placeholders(text: str, where: str) -> set[str]:
    try:
        parsed = list(string.Formatter().parse(text))
    except ValueError as exc:
        raise GuideError(f"{where}: bad braces ({exc}); write {{{{ and }}}} for a brace") from None
    names = set()
    for _literal, name, spec, conversion in parsed:
        if name is None:
            continue
        if not name.isidentifier() or spec or conversion:
            raise GuideError(f"{where}: a placeholder is a plain name in braces, not {{{name}}}")
        names.add(name)
    return names


def _step(value: object, index: int, spec: GuideSpec, line: int) -> Step:
    """A step of the file; `line` is the length of the guide's line (the range of 'at')."""
    where = f"steps[{index}]"
    note = _note(value, where, spec, ("when",))
    raw = value if isinstance(value, dict) else {}  # a dict: _note refused anything else
    when = _object(raw.get("when"), f"{where} ({note.id}) 'when'", {"kind", "who"},
                   optional={"once", "at", *spec.conditions})
    kinds = when["kind"] if isinstance(when["kind"], list) else [when["kind"]]
    if not kinds or any(k not in spec.kinds for k in kinds):
        raise GuideError(f"{where} ({note.id}): 'kind' must name decision kinds among "
                         f"{', '.join(sorted(spec.kinds))}")
    if when["who"] not in WHO:
        raise GuideError(f"{where} ({note.id}): 'who' must be \"you\" or \"ai\"")
    once = when.get("once", False)
    if not isinstance(once, bool):
        raise GuideError(f"{where} ({note.id}): 'once' must be true or false")
    at = when.get("at")
    if at is not None and (isinstance(at, bool) or not isinstance(at, int)
                           or not 0 <= at < line):
        raise GuideError(f"{where} ({note.id}): 'at' must be a move of the guide's line, "
                         f"from 0 to {line - 1}" if line else
                         f"{where} ({note.id}): 'at' needs the guide's 'line'")
    conditions = {k: v for k, v in when.items() if k not in GENERIC_WHEN}
    for name, wanted in conditions.items():
        if not isinstance(wanted, (bool, int, str)):
            raise GuideError(f"{where} ({note.id}): condition {name!r} takes true/false, a "
                             "number or a text")
    return Step(note, frozenset(kinds), when["who"], once, conditions, at)


def _every_kind_noted(steps: tuple[Step, ...], spec: GuideSpec) -> None:
    """Each decision kind has a note for the human whatever the conditions: a step with none."""
    covered = set().union(*(s.kind for s in steps if s.who == "you" and not s.once
                            and not s.conditions and s.at is None)) if steps else set()
    missing = sorted(spec.kinds - covered)
    if missing:
        raise GuideError("the guide has no plain note (no 'once', 'at' or condition) for your "
                         f"decision(s) {', '.join(missing)}")


# == matching ================================================================================

def match(data: GuideData, spec: GuideSpec, state: State, action: Action, kind: str | None,
          who: str, shown: set[str], played: Sequence[str] = ()) -> Step | None:
    """The first step for this decision (kind, who) whose conditions hold, skipping the
    'once' steps already shown; `played` are the game's moves before this decision."""
    for step in data.steps:
        if step.who != who or kind not in step.kind or (step.once and step.note.id in shown):
            continue
        if step.at is not None and not follows_line(data.line, step.at, played, action):
            continue
        if all(spec.conditions[name](state, action, wanted)
               for name, wanted in step.conditions.items()):
            return step
    return None


def follows_line(line: Sequence[str], at: int, played: Sequence[str], action: Action) -> bool:
    """The decision is move `at` of the guide's line, every move before it was the line's, and
    the action (the guide's suggestion, or the AI's move) is the line's too: the table is then
    exactly as the note written for that move says."""
    return (len(played) == at and at < len(line) and tuple(played) == tuple(line[:at])
            and str(action) == line[at])


class _Blank(dict):
    def __missing__(self, key: str) -> str:
        return "?"


def note_text(note: Note, language: str, values: Mapping[str, object]) -> str:
    """The note's text in the language, its placeholders filled."""
    return note.text(language).format_map(_Blank(values))


def note_html(text: str) -> str:
    """A note for a QLabel: escaped, **bold** and line breaks kept."""
    out = html.escape(text)
    out = re.sub(r"\*\*(.+?)\*\*", r"<b>\1</b>", out, flags=re.S)
    return out.replace("\n\n", "<p>").replace("\n", "<br>")


def guide_language() -> str:
    """The app's language for the notes (English for a language the guide is not in)."""
    language = current_language()
    return language if language in LANGUAGES else "en"


# == the panel and the guide at a window ========================================================

def menu_words() -> tuple[str, str]:
    """The guided game's name and what it is: Help's item and the new-game dialog's button."""
    return (QCoreApplication.translate("Guide", "Guided first game"),
            QCoreApplication.translate(
                "Guide", "Learn by playing: you against the Easy AI, a note on each decision"))


def refused_title() -> str:
    return QCoreApplication.translate("Guide", "The guided game cannot start")


class GuidePanel(QWidget):
    """The note beside the table: a heading, the note, the AI's latest lines, the buttons."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.heading = QLabel()
        self.heading.setStyleSheet("font-size: 16px; font-weight: bold; color: #00695c;")
        self.heading.setWordWrap(True)
        self.note = QLabel()
        self.note.setWordWrap(True)
        self.note.setTextFormat(Qt.TextFormat.RichText)
        self.note.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.note.setStyleSheet("font-size: 14px;")
        self.rule = QFrame()
        self.rule.setFrameShape(QFrame.Shape.HLine)
        self.rule.setStyleSheet("color: #b0bec5;")
        self.ai_lines = QLabel()
        self.ai_lines.setWordWrap(True)
        self.ai_lines.setTextFormat(Qt.TextFormat.RichText)
        self.ai_lines.setStyleSheet("color: #4a4a4a; font-style: italic;")
        self.next_button = QPushButton(self.tr("Next"))
        self.leave_button = QPushButton(self.tr("Leave the guide"))
        self.leave_button.setToolTip(self.tr("Close the guide: the game goes on as a normal game"))
        for button in (self.next_button, self.leave_button):
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the table keeps the keyboard
        buttons = QHBoxLayout()
        buttons.addWidget(self.next_button)
        buttons.addStretch(1)
        buttons.addWidget(self.leave_button)
        # a long note scrolls in its own area, so the AI's lines below keep their full height
        self.note_area = QScrollArea()
        self.note_area.setWidget(self.note)
        self.note_area.setWidgetResizable(True)
        self.note_area.setFrameShape(QFrame.Shape.NoFrame)
        self.note_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addWidget(self.note_area, 1)
        layout.addWidget(self.rule)
        layout.addWidget(self.ai_lines)
        layout.addLayout(buttons)

    def show_note(self, heading: str, text: str) -> None:
        self.heading.setText(heading)
        self.note.setText(note_html(text))

    def show_ai_lines(self, lines: list[str]) -> None:
        self.ai_lines.setText("<br>".join(note_html(line) for line in lines))
        self.ai_lines.setVisible(bool(lines))
        self.rule.setVisible(bool(lines))


class Guide(QObject):
    """The guide of one game at a window: notes as decisions come, rings on a good choice.

    The window calls nothing of it; it follows the window's `table_drawn` signal (after each
    redraw) and the controller's `moved`. It ends by itself after its last round, when another
    game starts, or when the player leaves it."""

    def __init__(self, window, spec: GuideSpec, data: GuideData, language: str = "en"):
        super().__init__(window)
        self.window, self.spec, self.data = window, spec, data
        self.language = language if language in LANGUAGES else "en"
        self.record = window.controller.record  # the game it guides
        self.active = True
        self.shown: set[str] = set()  # the ids of the notes shown so far
        self.page = 0  # the intro page shown; len(intro): the decision notes
        self.decision: tuple[int, str, str] | None = None  # (step, note id, text) of the human's
        self.suggestion: tuple[int, Action] | None = None  # (step, action) computed once
        self.lines: list[str] = []
        self.marks: list = []  # rings and buttons of the pointing
        self.panel = GuidePanel()
        self.panel.next_button.clicked.connect(self.next_page)
        self.panel.leave_button.clicked.connect(self.leave)
        self.dock = self._dock()
        window.table_drawn.connect(self.on_drawn)
        window.controller.moved.connect(self.on_moved)
        self._show()

    def _dock(self) -> QDockWidget:
        """The panel docked above the game log, beside the table."""
        w = self.window
        dock = QDockWidget(menu_words()[0], w)
        dock.setObjectName("guide")
        dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetMovable)
        dock.setWidget(self.panel)
        w.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
        if not w.log_dock.isFloating():
            w.splitDockWidget(dock, w.log_dock, Qt.Orientation.Vertical)
            w.resizeDocks([dock, w.log_dock], [560, 400], Qt.Orientation.Vertical)
        dock.show()
        return dock

    # -- following the game ---------------------------------------------------------------

    @Slot()
    def on_drawn(self) -> None:
        """After each redraw: a new human decision gets its note; the pointing is redrawn (the
        table's rebuild removed it)."""
        c = self.window.controller
        if not self.active:
            return
        if c.record is not self.record:  # another game started or was opened
            self.leave()
            return
        state = c.state
        if state.is_over or state.round > self.data.ends_after_round:
            self.finish()
            return
        self._unmark()  # a rebuild took the rings away already; a button may remain
        if not c.human_to_move:
            return
        step = len(c.record.actions)
        action = self.suggested(state, step)
        if self.decision is None or self.decision[0] != step:
            self._note_for(state, action, step)
        self.marks = list(c.table.highlight_action(self.window, action, state.current_player))

    def suggested(self, state: State, step: int) -> Action:
        """A good legal action for the decision at this step (computed once per step)."""
        if self.suggestion is None or self.suggestion[0] != step:
            action = self.spec.suggest(state.clone(), self.record.seed * 1000 + step)
            self.suggestion = (step, action)
        return self.suggestion[1]

    def _note_for(self, state: State, action: Action, step: int) -> None:
        found = match(self.data, self.spec, state, action, state.decision_kind, "you",
                      self.shown, self.record.actions[:step])
        if found is None:  # the data file's check makes this unreachable for a known kind
            note_id, text = "", self.tr("Your decision: the teal ring shows a good choice.")
        else:
            self.shown.add(found.note.id)
            note_id = found.note.id
            text = note_text(found.note, self.language, self.spec.fields(state, action))
        self.decision = (step, note_id, text)
        self._show()

    @Slot(object, int, object, list)
    def on_moved(self, action: Action, seat: int, before: State, events: list) -> None:
        """A line under the note when the AI does something worth noticing."""
        c = self.window.controller
        if not self.active or c.record is not self.record or c.is_human(seat):
            return
        if before.round > self.data.ends_after_round:
            return
        played = self.record.actions[:-1]  # the move is the record's last one now
        found = match(self.data, self.spec, before, action, before.decision_kind, "ai",
                      self.shown, played)
        if found is None:
            return
        self.shown.add(found.note.id)
        self.lines = [*self.lines, note_text(found.note, self.language,
                                             self.spec.fields(before, action))][-AI_LINES:]
        self.panel.show_ai_lines(self.lines)

    # -- the panel ------------------------------------------------------------------------

    def _show(self) -> None:
        intro = self.data.intro
        if self.page < len(intro):
            note = intro[self.page]
            self.shown.add(note.id)
            self.panel.show_note(self.tr("Guided first game ({page} of {pages})").format(
                page=self.page + 1, pages=len(intro)), note_text(note, self.language, {}))
            last = self.page + 1 == len(intro)
            self.panel.next_button.setText(self.tr("Your first decision") if last
                                           else self.tr("Next"))
            self.panel.next_button.setEnabled(True)
        else:
            heading, text = ((self.tr("Your decision"), self.decision[2]) if self.decision else
                             (self.tr("The AI's turn"),
                              self.tr("Watch the table: your decision comes next, with its note.")))
            self.panel.show_note(heading, text)
            self.panel.next_button.setText(self.tr("Next"))
            self.panel.next_button.setEnabled(False)
            self.panel.next_button.setToolTip(
                self.tr("The next note comes with your next decision"))
        self.panel.show_ai_lines(self.lines)

    @Slot()
    def next_page(self) -> None:
        if self.page < len(self.data.intro):
            self.page += 1
            self._show()

    def finish(self) -> None:
        """The guided round is over: the closing note, then the guide ends by itself."""
        self.stop()
        self.shown.add(self.data.closing.id)
        self.panel.show_note(self.tr("The guide ends here"),
                             note_text(self.data.closing, self.language, {}))
        self.panel.next_button.hide()
        self.panel.leave_button.setText(self.tr("Close"))

    @Slot()
    def leave(self) -> None:
        """Leave at any time: the rings go, the panel closes, the game goes on untouched."""
        self.stop()
        self.dock.hide()
        self.window.removeDockWidget(self.dock)
        self.dock.deleteLater()
        if getattr(self.window, "guide", None) is self:
            self.window.guide = None
        self.deleteLater()

    def stop(self) -> None:
        """Follow the game no more and take the pointing away."""
        if not self.active:
            return
        self.active = False
        self.window.table_drawn.disconnect(self.on_drawn)
        self.window.controller.moved.disconnect(self.on_moved)
        self._unmark()

    def _unmark(self) -> None:
        unmark(self.marks)
        self.marks = []


def start_guided_game(window, spec: GuideSpec, language: str | None = None) -> Guide:
    """Start the guide's game at the window (its seed and seats) with the guide beside it.

    GuideError when the data file is refused: no game is started then."""
    data = load_guide(spec)
    old = getattr(window, "guide", None)
    if old is not None:
        old.leave()
    seats = [SeatConfig(True) if s == "human" else SeatConfig(False, s) for s in data.seats]
    window.start_game(seats, data.seed, spec.game_id, guided=True)
    window.guide = Guide(window, spec, data, language or guide_language())
    window.guide.on_drawn()
    return window.guide


def guided_games(tables: Tables) -> list[str]:
    """The ids of the window's games that have a guided first game, in the tables' order."""
    return [game for game in tables if tables[game].guide is not None]


class GuideChoice(QDialog):
    """Help > Guided first game with no game on the table that has one: which game to learn
    (the window never switches game without asking)."""

    chosen = Signal(str)  # the game id

    def __init__(self, games: Sequence[str], parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(menu_words()[0])
        self.setObjectName("guide-choice")
        question = QLabel(self.tr("Which game would you like to learn?"))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        buttons.rejected.connect(self.reject)
        self.buttons: dict[str, QPushButton] = {}
        for game in games:
            button = buttons.addButton(game_title(game), QDialogButtonBox.ButtonRole.ActionRole)
            button.clicked.connect(lambda _=False, g=game: self._choose(g))
            self.buttons[game] = button
        layout = QVBoxLayout(self)
        layout.addWidget(question)
        layout.addWidget(buttons)

    def _choose(self, game: str) -> None:
        self.accept()
        self.chosen.emit(game)
