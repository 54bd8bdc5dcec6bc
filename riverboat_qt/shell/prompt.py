"""The prompt line above the table: a fixed height, so the table and its click targets never
move when a longer prompt wraps; text that does not fit is elided and shown whole as a tooltip."""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget

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
