"""Help > Rules: a game's rules in the window's language, with the table's own pictures.

The shell knows no game: each table gives its rules as HTML (`GameTable.rules_html`), the
pictures that HTML shows as `<img src="art:NAME">` (`rules_art`) and the anchor of the current
decision (`rules_section`). The rules are whole documents per language
(`riverboat_qt/<game>/rules/<lang>.html`, English when a language has none); their numbers are
`{{dotted.key}}` placeholders filled from the game's components data, so that the help says what
the data (and so the engine) says.
"""

from __future__ import annotations

import html as html_lib
import re
from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject, QPoint, QSize, Qt, QUrl
from PySide6.QtGui import (
    QAction,
    QColor,
    QFont,
    QImage,
    QKeySequence,
    QPainter,
    QShortcut,
    QTextCharFormat,
    QTextCursor,
    QTextDocument,
)
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSplitter,
    QTextBrowser,
    QTextEdit,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from .i18n import SOURCE, current_language
from .window_fit import resize_within_screen, show_fitted

if TYPE_CHECKING:
    from collections.abc import Callable

    from .table import GameTable

SOURCE_LANGUAGE = SOURCE
KEY = "F1"  # Help > Rules; the mouse-and-keys help moved to Shift+F1
SECTION = re.compile(r'<h([23])\s+id="([\w-]+)"[^>]*>(.*?)</h\1>', re.S)
PLACEHOLDER = re.compile(r"\{\{([\w.-]+)\}\}")
ART = re.compile(r'<img\s+[^>]*src="art:([\w-]+)"')
TAG = re.compile(r"<[^>]+>")
INLINE_IMG = re.compile(r"<img (?![^>]*align=)")
BODY_PX = 16  # the rules' text size: readable at 1600x1000
MATCH = QColor("#ffe082")
CURRENT = QColor("#ff9800")


def data_values(raw: Any, prefix: str = "") -> dict[str, str]:
    """Every number and word of a components JSON by dotted key: objects by key, lists of
    objects with an "id" by that id, other lists by index ("riverboats.2a.benefit.vp")."""
    out: dict[str, str] = {}
    if isinstance(raw, Mapping):
        items = [(str(k), v) for k, v in raw.items()]
    elif isinstance(raw, list):
        items = [(str(v["id"]) if isinstance(v, Mapping) and "id" in v else str(k), v)
                 for k, v in enumerate(raw)]
    else:
        return {prefix: str(raw)}
    for key, value in items:
        out.update(data_values(value, f"{prefix}.{key}" if prefix else key))
    return out


def fill(text: str, values: Mapping[str, str]) -> str:
    """The text with each {{key}} replaced; a key the data lacks is an error, never a blank."""
    def value(match: re.Match[str]) -> str:
        key = match.group(1)
        if key not in values:
            raise KeyError(f"the rules name {key!r}, which the components data does not have")
        return html_lib.escape(values[key])
    return PLACEHOLDER.sub(value, text)


def rules_file(folder: Path, language: str) -> Path:
    """The language's rules, else the English ones."""
    wanted = folder / f"{language}.html"
    return wanted if wanted.exists() else folder / f"{SOURCE_LANGUAGE}.html"


def load_rules(folder: Path, values: Mapping[str, str], language: str) -> str:
    """A game's rules in a language, filled from its data; pictures sit on the text's middle."""
    text = fill(rules_file(folder, language).read_text(encoding="utf-8"), values)
    return INLINE_IMG.sub('<img align="middle" ', text)


def sections(text: str) -> list[tuple[int, str, str]]:
    """(level, anchor, title) of every h2/h3 that has an id, in order."""
    return [(int(level), anchor, html_lib.unescape(TAG.sub("", title)).strip())
            for level, anchor, title in SECTION.findall(text)]


def art_names(text: str) -> list[str]:
    return ART.findall(text)


def picture(width: int, height: int, draw: Callable[[QPainter], None]) -> QImage:
    """A transparent image drawn by a table's art function (the rules' pictures)."""
    image = QImage(QSize(width, height), QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    draw(painter)
    painter.end()
    return image


def rules_action(parent: QObject) -> QAction:
    """Help > Rules (F1): the shell connects it to its window's show_rules."""
    return QAction(QCoreApplication.translate("RulesWindow", "Rules"), parent,
                   shortcut=QKeySequence(KEY))


class RulesButton(QToolButton):
    """The "?" beside the prompt: Help > Rules at the section of the decision asked."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setText("?")
        font = QFont(self.font())
        font.setPixelSize(17)  # the prompt's size
        font.setBold(True)
        self.setFont(font)
        self.setToolTip(self.tr("The rules of this decision ({key})").format(key=KEY))
        self.setObjectName("rules button")


class RulesWindow(QWidget):
    """A non-modal window: the sections (click to jump), the rules, and a search box that
    finds as you type, counts and highlights the matches, and steps through them."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("rules")
        resize_within_screen(self, 1180, 860)
        self.game = ""
        self.language = ""
        self.anchors: list[str] = []
        self.matches: list[QTextCursor] = []
        self.current = -1
        self._build()

    def _build(self) -> None:
        self.search = QLineEdit()
        self.search.setPlaceholderText(self.tr("Search the rules"))
        self.search.setClearButtonEnabled(True)
        self.search.textChanged.connect(self.find_all)
        self.search.returnPressed.connect(self.next_match)
        self.previous_button = QPushButton(self.tr("Previous"))
        self.previous_button.clicked.connect(self.previous_match)
        self.next_button = QPushButton(self.tr("Next"))
        self.next_button.clicked.connect(self.next_match)
        self.count_label = QLabel()
        self.count_label.setMinimumWidth(150)
        bar = QHBoxLayout()
        bar.addWidget(QLabel(self.tr("Find:")))
        bar.addWidget(self.search, 1)
        bar.addWidget(self.previous_button)
        bar.addWidget(self.next_button)
        bar.addWidget(self.count_label)
        self.contents = QListWidget()
        self.contents.setWordWrap(True)
        self.contents.itemClicked.connect(self._on_section_clicked)
        self.browser = QTextBrowser()
        self.browser.setOpenExternalLinks(False)
        font = self.browser.font()
        font.setPixelSize(BODY_PX)
        self.browser.document().setDefaultFont(font)
        self.browser.document().setDocumentMargin(14)
        split = QSplitter()
        split.addWidget(self.contents)
        split.addWidget(self.browser)
        split.setStretchFactor(1, 1)
        split.setSizes([320, 860])
        layout = QVBoxLayout(self)
        layout.addLayout(bar)
        layout.addWidget(split, 1)
        for keys, slot in ((QKeySequence.StandardKey.Find, self._focus_search),
                           (QKeySequence.StandardKey.FindNext, self.next_match),
                           (QKeySequence.StandardKey.FindPrevious, self.previous_match),
                           (QKeySequence("Shift+Return"), self.previous_match),
                           (QKeySequence("Esc"), self.close)):
            QShortcut(keys, self, slot)
        self._show_count()

    # -- content --------------------------------------------------------------------------

    def show_rules(self, table: GameTable, section: str, language: str | None = None) -> None:
        """Open (or raise) the window on a game's rules at a section."""
        language = language or current_language()
        if (table.game_id, language) != (self.game, self.language):
            self.load(table, language)
        show_fitted(self)  # its size first: the jump scrolls the text at that size
        self.jump(section)
        self.raise_()
        self.activateWindow()

    def load(self, table: GameTable, language: str) -> None:
        text = table.rules_html(language)
        self.game, self.language = table.game_id, language
        self.setWindowTitle(_title(text) or self.tr("Rules"))
        self.browser.setHtml(text)
        document = self.browser.document()
        for name, image in table.rules_art().items():
            document.addResource(QTextDocument.ResourceType.ImageResource, QUrl(f"art:{name}"),
                                 image)
        document.markContentsDirty(0, document.characterCount())
        self.contents.clear()
        self.anchors = []
        for level, anchor, title in sections(text):
            item = QListWidgetItem(("    " if level == 3 else "") + title)
            if level == 2:
                bold = item.font()
                bold.setBold(True)
                item.setFont(bold)
            item.setData(Qt.ItemDataRole.UserRole, anchor)
            self.contents.addItem(item)
            self.anchors.append(anchor)
        self.find_all(self.search.text())

    def jump(self, anchor: str) -> None:
        """Scroll to a section (its title at the top) and select it in the list."""
        if anchor not in self.anchors:
            anchor = self.anchors[0] if self.anchors else ""
        if not anchor:
            return
        self.browser.scrollToAnchor(anchor)
        row = self.anchors.index(anchor)
        self.contents.setCurrentRow(row)
        self.contents.scrollToItem(self.contents.item(row))

    def _on_section_clicked(self, item: QListWidgetItem) -> None:
        self.jump(item.data(Qt.ItemDataRole.UserRole))

    # -- search ---------------------------------------------------------------------------

    def _focus_search(self) -> None:
        self.search.setFocus()
        self.search.selectAll()

    def find_all(self, words: str) -> int:
        """Find every match of the words (any case); the first after the top is current."""
        self.matches = []
        words = words.strip()
        document = self.browser.document()
        if words:
            cursor = document.find(words, 0)
            while not cursor.isNull():
                self.matches.append(cursor)
                cursor = document.find(words, cursor)
        top = self.browser.cursorForPosition(QPoint(0, 0)).position()
        after = [k for k, c in enumerate(self.matches) if c.selectionStart() >= top]
        self.current = (after[0] if after else 0) if self.matches else -1
        self._show_matches()
        return len(self.matches)

    def next_match(self) -> None:
        self._step(1)

    def previous_match(self) -> None:
        self._step(-1)

    def _step(self, delta: int) -> None:
        if not self.matches:
            return
        self.current = (self.current + delta) % len(self.matches)
        self._show_matches()

    def _show_matches(self) -> None:
        selections = []
        for k, cursor in enumerate(self.matches):
            selection = QTextEdit.ExtraSelection()
            selection.cursor = cursor
            fmt = QTextCharFormat()
            fmt.setBackground(CURRENT if k == self.current else MATCH)
            selection.format = fmt
            selections.append(selection)
        self.browser.setExtraSelections(selections)
        if self.current >= 0:
            shown = QTextCursor(self.browser.document())
            shown.setPosition(self.matches[self.current].selectionStart())
            self.browser.setTextCursor(shown)
            self.browser.ensureCursorVisible()
        self._show_count()

    def _show_count(self) -> None:
        if not self.search.text().strip():
            self.count_label.setText("")
        elif not self.matches:
            self.count_label.setText(self.tr("No match"))
        else:
            self.count_label.setText(self.tr("{current} of {count}").format(
                current=self.current + 1, count=len(self.matches)))
        for button in (self.previous_button, self.next_button):
            button.setEnabled(len(self.matches) > 1)


def _title(text: str) -> str:
    found = re.search(r"<h1[^>]*>(.*?)</h1>", text, re.S)
    return html_lib.unescape(TAG.sub("", found.group(1))).strip() if found else ""
