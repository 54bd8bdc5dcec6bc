"""The prompt line above the table and the choice buttons beside it.

The prompt is never cut (issue #35): when the buttons leave it too little room they move to a
row of their own under it, and a text longer than LINES lines at the full width wraps onto more.
Its height stays LINES lines otherwise, so the table does not jump when a prompt wraps once
(issue #10)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QRect, Qt, Signal
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QHBoxLayout, QLabel, QSizePolicy, QVBoxLayout, QWidget

from .i18n import Words

LINES = 2  # the prompt's usual height: room for a prompt wrapped once
PIXEL_SIZE = 17
MARGINS = (8, 2, 8, 2)  # the label's contents margins: left, top, right, bottom
ROW_SPACING = 2  # between the prompt and the row of buttons under it


class PromptLabel(QLabel):
    """A bold, word-wrapped label at least LINES lines high and as high as its whole text needs
    at its width (the bar sets that height: lines_needed)."""

    changed = Signal()  # a new text: the bar arranges its buttons and height again

    def __init__(self, text: str = "", parent: QWidget | None = None):
        super().__init__(text, parent)
        font = QFont(self.font())
        font.setPixelSize(PIXEL_SIZE)
        font.setBold(True)
        self.setFont(font)
        self.setWordWrap(True)
        self.setContentsMargins(*MARGINS)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self.set_lines(LINES)
        self.template = text  # the text as set: BUTTONS_AT stands for where the buttons are
        self.buttons_beside = True  # the bar's arrangement, which BUTTONS_AT says in words

    def set_text_scale(self, scale: float) -> None:
        """The text at `scale` times PIXEL_SIZE (View > Text size); the bar fits it again."""
        font = QFont(self.font())
        font.setPixelSize(round(PIXEL_SIZE * scale))
        self.setFont(font)
        self.set_lines(LINES)
        self.changed.emit()

    def setText(self, text: str) -> None:  # noqa: N802 (Qt's name)
        self.template = text
        super().setText(self.filled(self.buttons_beside))
        self.changed.emit()

    def filled(self, beside: bool) -> str:
        """The text with BUTTONS_AT said for buttons beside the prompt or under it."""
        return self.template.replace(BUTTONS_AT, buttons_where(beside))

    def set_buttons_beside(self, beside: bool) -> None:
        """The bar moved its buttons: the words about where they are follow."""
        self.buttons_beside = beside
        if BUTTONS_AT in self.template:
            QLabel.setText(self, self.filled(beside))

    def shown_text(self) -> str:
        """What the label draws: the whole text, always."""
        return self.text()

    def line_height(self) -> int:
        return QFontMetrics(self.font()).lineSpacing()

    def lines_needed(self, width: int, text: str | None = None,
                     font: QFont | None = None) -> int:
        """How many lines the whole text (or `text`) takes in a label `width` pixels wide, in
        its own font (or in `font`)."""
        metrics = QFontMetrics(font or self.font())
        inner = max(1, width - MARGINS[0] - MARGINS[2])
        flags = int(Qt.TextFlag.TextWordWrap)
        box = metrics.boundingRect(QRect(0, 0, inner, 100_000), flags,
                                   self.text() if text is None else text)
        return max(1, -(-box.height() // metrics.lineSpacing()))

    def usual_font(self) -> QFont:
        """The label's font at the usual text size (View > Text size 100%)."""
        font = QFont(self.font())
        font.setPixelSize(PIXEL_SIZE)
        return font

    def is_whole(self) -> bool:
        """The whole text fits the label as it is now (never cut)."""
        lines = self.lines_needed(self.width())
        return lines * self.line_height() + MARGINS[1] + MARGINS[3] <= self.height()

    def set_lines(self, lines: int) -> None:
        self.setFixedHeight(lines * self.line_height() + MARGINS[1] + MARGINS[3] + 2)


class PromptBar(QWidget):
    """The prompt, then the choice buttons and a fixed tail (the rules button) on its right;
    the buttons go to a row under the prompt when beside it they would cut it."""

    def __init__(self, prompt: PromptLabel, parent: QWidget | None = None):
        super().__init__(parent)
        self.prompt = prompt
        self.buttons: list[QWidget] = []
        self.tail: list[QWidget] = []
        self.top = QHBoxLayout()
        self.top.setContentsMargins(0, 0, 0, 0)
        self.top.addWidget(prompt, 1)
        self.under = QHBoxLayout()
        self.under.setContentsMargins(0, 0, 0, 0)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(ROW_SPACING)
        layout.addLayout(self.top)
        layout.addLayout(self.under)
        self.beside = True
        prompt.changed.connect(self.arrange)

    def add_tail(self, widget: QWidget) -> None:
        """A widget that stays at the prompt's right whatever the buttons do."""
        self.tail.append(widget)
        self.top.addWidget(widget)
        self.arrange()

    def add_button(self, button: QWidget) -> None:
        self.buttons.append(button)
        self._place(button)
        self.arrange()

    def remove_button(self, button: QWidget) -> None:
        """Take one button out (the caller deletes it): a half-done move's Back."""
        if button in self.buttons:
            self.buttons.remove(button)
            self.top.removeWidget(button)
            self.under.removeWidget(button)
            self._set_under_stretch()
            self.arrange()

    def clear_buttons(self) -> list[QWidget]:
        """Take the buttons out (the caller deletes them); the prompt gets the room back."""
        gone, self.buttons = self.buttons, []
        for button in gone:
            self.top.removeWidget(button)
            self.under.removeWidget(button)
        self._set_under_stretch()
        self.arrange()
        return gone

    def _place(self, button: QWidget) -> None:
        """Beside the prompt (before the tail) or in the row under it."""
        if self.beside:
            self.top.insertWidget(self.top.count() - len(self.tail), button)
        else:
            self.under.insertWidget(max(0, self.under.count() - 1), button)

    def _buttons_width(self) -> int:
        spacing = max(0, self.top.spacing())
        return sum(b.sizeHint().width() + spacing for b in self.buttons)

    def _tail_width(self) -> int:
        spacing = max(0, self.top.spacing())
        return sum(w.sizeHint().width() + spacing for w in self.tail)

    def arrange(self) -> None:
        """Buttons beside the prompt if it then fits in LINES lines, else under it; the prompt
        as high as its text needs (LINES lines at least)."""
        width = max(1, self.width())
        room = width - self._tail_width()
        beside = not self.buttons or self.prompt.lines_needed(
            room - self._buttons_width(), self.prompt.filled(True)) <= LINES
        if beside != self.beside:
            self.beside = beside
            for button in self.buttons:
                self.top.removeWidget(button)
                self.under.removeWidget(button)
            self._set_under_stretch()
            for button in self.buttons:
                self._place(button)
        self.prompt.set_buttons_beside(self.beside)
        prompt_width = room - (self._buttons_width() if self.beside else 0)
        self.prompt.set_lines(max(LINES, self.prompt.lines_needed(prompt_width)))

    def usual_height(self) -> int:
        """About the bar's height were the window's text at its usual size (View > Text size
        100%), the widths of its buttons scaled down with their text (their padding too: the
        guess errs towards a shorter bar): the table keeps the room it has then (issue #48)."""
        scale = self.prompt.font().pixelSize() / PIXEL_SIZE
        font = self.prompt.usual_font()
        room = self.width() - round(self._tail_width() / scale)
        beside_lines = self.prompt.lines_needed(room - round(self._buttons_width() / scale),
                                                 font=font)
        beside = not self.buttons or beside_lines <= LINES
        lines = max(LINES, beside_lines if beside else self.prompt.lines_needed(room, font=font))
        height = lines * QFontMetrics(font).lineSpacing() + MARGINS[1] + MARGINS[3] + 2
        if not beside:
            row = max(b.sizeHint().height() for b in self.buttons)
            height += ROW_SPACING + round(row / scale)
        return height

    def least_height(self) -> int:
        """The bar's height at the usual text size with no row of buttons under a prompt of
        LINES lines: what it always takes, whatever the decision."""
        metrics = QFontMetrics(self.prompt.usual_font())
        return LINES * metrics.lineSpacing() + MARGINS[1] + MARGINS[3] + 2

    def _set_under_stretch(self) -> None:
        """The row under the prompt: its buttons from the left, a stretch after them."""
        while self.under.count():
            self.under.takeAt(0)
        if not self.beside and self.buttons:
            self.under.addStretch(1)

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        self.arrange()


# -- the prompt's words: a half-done action's step, and the warning before the last move -----

class Prompt(Words):
    """The translation context of the prompt's shared words (`Prompt.tr`)."""


MAX_NAMED = 3  # the ending moves a warning names; more are counted


# A prompt's words for where its choice buttons are: the bar says it as it places them
BUTTONS_AT = "{buttons}"
CHOICES_KEY = "F6"  # View > Choices panel: every legal move, listed for the keys


def buttons_where(beside: bool) -> str:
    """Where the choice buttons are, as a prompt ends 'with the buttons …'."""
    return Prompt.tr("on the right") if beside else Prompt.tr("below")


def key_name(key: str) -> str:
    """A key as the prompt names it, bracketed as on the choice buttons: '[F6]', '[Enter]'."""
    names = {"Up": Prompt.tr("Up"), "Down": Prompt.tr("Down"), "Return": Prompt.tr("Enter"),
             "Esc": Prompt.tr("Esc")}
    return f"[{names.get(key, key)}]"


def panel_key() -> str:
    """The choices panel's key as a step names it: every legal move is listed there."""
    return key_name(CHOICES_KEY)


def step_text(step: str, keys: bool = False) -> str:
    """A half-done action's next step as the prompt says it, with the way back."""
    if keys:
        return Prompt.tr("{step} {esc} goes back to the start of the move.").format(
            step=step, esc=key_name("Esc"))
    return Prompt.tr("{step} Esc goes back to the start of the move.").format(step=step)


def choices_keys() -> str:
    """How the keys reach every move: the choices panel, its arrows and Enter."""
    return Prompt.tr("{panel} lists your moves: {up} and {down} move, {enter} plays.").format(
        panel=key_name(CHOICES_KEY), up=key_name("Up"), down=key_name("Down"),
        enter=key_name("Return"))


def with_keys(text: str, buttons: Sequence[tuple[str, str]]) -> str:
    """A human decision's prompt for the keyboard: the choices panel's keys, then each choice
    button's key and words (`buttons`: (key, words))."""
    # a button's '…' (it opens a picker) would run into the sentence's full stop
    named = "; ".join(f"{key_name(key)} {words.rstrip('…')}" for key, words in buttons)
    tail = Prompt.tr("Keys: {choices} {buttons}.").format(choices=choices_keys(),
                                                           buttons=named) if named else \
        Prompt.tr("Keys: {choices}").format(choices=choices_keys())
    return f"{text} {tail}"


def back_button() -> str:
    return Prompt.tr("Back")


def back_tip() -> str:
    return Prompt.tr("Undo the half-done move: back to the start of the decision (nothing is "
                     "played)")


def after_states(state: Any, candidates: Sequence[Any]) -> list[tuple[Any, Any]]:
    """Each candidate move with the state the engine leaves after it (played on a copy)."""
    out = []
    for action in candidates:
        after = state.clone()
        after.apply(action)
        out.append((action, after))
    return out


def warning(hits: Sequence[Any], total: int, words: Callable[[Any], str], every: str,
            some: str, **values: object) -> str:
    """`every` if all `total` candidates are hits, else `some` with the hits named by `words`
    ({moves}; the first MAX_NAMED and a count of the others; other fields from `values`);
    '' without hits."""
    if not hits:
        return ""
    if len(hits) == total:
        return every
    named = list(dict.fromkeys(words(a) for a in hits))
    if len(named) > MAX_NAMED:
        more = len(named) - MAX_NAMED
        named = [*named[:MAX_NAMED], Prompt.tr("%n more", "", more)]
    return some.format(moves="; ".join(named), **values)


def end_note(state: Any, candidates: Sequence[Any], words: Callable[[Any], str]) -> str:
    """'This move ends the game.' when every candidate ends it (asked of the engine); the ones
    that do, named by `words`, when only some do; '' when none does."""
    enders = [a for a, after in after_states(state, candidates) if after.is_over]
    return warning(enders, len(candidates), words, ends_every(), ends_some())


def ends_every() -> str:
    return Prompt.tr("This move ends the game.")


def ends_some() -> str:
    """With {moves}: the moves that end the game."""
    return Prompt.tr("Careful: this ends the game: {moves}.")


def with_note(text: str, note: str) -> str:
    """A prompt and its warning, one sentence after the other."""
    return f"{text} {note}" if note else text
