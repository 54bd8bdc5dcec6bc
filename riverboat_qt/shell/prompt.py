"""The prompt line above the table: a fixed height, so the table and its click targets never
move when a longer prompt wraps; text that does not fit is elided and shown whole as a tooltip."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget

from .i18n import Words

LINES = 2  # room for a prompt wrapped once; longer ones are elided
PIXEL_SIZE = 17
ELLIPSIS = "…"


class PromptLabel(QLabel):
    """A word-wrapped label of exactly LINES lines whatever its text (issue #10: the whole
    table jumped ~20 px when the prompt wrapped). text() is the full text; the label shows
    the longest prefix that fits, ended by an ellipsis, and the full text as its tooltip."""

    def __init__(self, text: str = "", parent: QWidget | None = None):
        super().__init__(parent)
        font = QFont(self.font())
        font.setPixelSize(PIXEL_SIZE)
        font.setBold(True)
        self.setFont(font)
        self.setWordWrap(True)
        self.setContentsMargins(8, 2, 8, 2)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        metrics = QFontMetrics(font)
        self.setFixedHeight(LINES * metrics.lineSpacing() + 4 + 2)
        self._full = ""
        self.setText(text)

    def setText(self, text: str) -> None:  # noqa: N802 (Qt's name)
        self._full = text
        self._fit()

    def text(self) -> str:
        return self._full

    def shown_text(self) -> str:
        """What the label draws now (the full text or an elided prefix)."""
        return super().text()

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        self._fit()

    def _fits(self, text: str) -> bool:
        width = max(1, self.contentsRect().width())
        flags = int(Qt.TextFlag.TextWordWrap)
        needed = QFontMetrics(self.font()).boundingRect(QRect(0, 0, width, 100_000), flags, text)
        return needed.height() <= self.contentsRect().height()

    def _fit(self) -> None:
        """Show the whole text if it fits in LINES lines, else the longest prefix + '…'."""
        text = self._full
        if self._fits(text):
            super().setText(text)
            self.setToolTip("")
            return
        low, high = 0, len(text)  # longest prefix (in characters) that fits with the ellipsis
        while low < high:
            mid = (low + high + 1) // 2
            if self._fits(text[:mid].rstrip() + ELLIPSIS):
                low = mid
            else:
                high = mid - 1
        super().setText(text[:low].rstrip() + ELLIPSIS)
        self.setToolTip(text)


# -- the prompt's words: a half-done action's step, and the warning before the last move -----

class Prompt(Words):
    """The translation context of the prompt's shared words (`Prompt.tr`)."""


MAX_NAMED = 3  # the ending moves a warning names; more are counted


def step_text(step: str) -> str:
    """A half-done action's next step as the prompt says it, with the way back."""
    return Prompt.tr("{step} Esc goes back to the start of the move.").format(step=step)


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
