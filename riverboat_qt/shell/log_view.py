"""The game log: one line per action and per automatic event, grouped by round and phase.

Each line carries the step (the number of actions taken once it happened), so the replay
viewer can highlight the current step and undo can cut the lines of the steps taken back.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QModelIndex,
    QPersistentModelIndex,
    QRect,
    QSize,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetrics,
    QIcon,
    QPainter,
    QPen,
    QPixmap,
    QTextLayout,
    QTextOption,
)
from PySide6.QtWidgets import (
    QHeaderView,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTreeWidget,
    QTreeWidgetItem,
)

from core import Event, registry

from . import i18n, theme

STEP = Qt.ItemDataRole.UserRole
SEAT = Qt.ItemDataRole.UserRole + 2  # whose line it is (None: the table's): its disc's colour
HIGHLIGHT = QColor("#ffe8a3")
PIXEL_SIZE = 12  # the lines' text at 100% (View > Text size scales it)


def seat_icon(seat: int | None) -> QIcon:
    """A small disc in the seat's colour (grey for the table's automatic events)."""
    pixmap = QPixmap(14, 14)
    pixmap.fill(Qt.GlobalColor.transparent)
    g = QPainter(pixmap)
    g.setRenderHint(QPainter.RenderHint.Antialiasing)
    fill = QColor("#bdb6a6") if seat is None else theme.seat_fill(seat)
    edge = QColor("#6b6257") if seat is None else theme.seat_edge(seat)
    g.setPen(QPen(edge, 1.5))
    g.setBrush(fill)
    g.drawEllipse(2, 2, 10, 10)
    g.end()
    return QIcon(pixmap)


def event_line(e: Event) -> str:
    """'Red plants a corn tile on b3' or 'Cultivation card: blue' (the dot shows the colour)."""
    text = i18n.render(e.text)
    if e.seat is None:
        return text[0].upper() + text[1:]
    return QCoreApplication.translate("LogView", "{seat} {action}").format(
        seat=theme.seat_colour_name(e.seat), action=text)


def heading(e: Event, game_id: str = registry.DEFAULT) -> str:
    return QCoreApplication.translate("LogView", "Round {round} · {phase}").format(
        round=e.round, phase=i18n.engine_words(game_id, e.phase))


def wrapped_lines(text: str, font: QFont, width: int) -> int:
    """How many lines the text takes when wrapped at words to this width, as Qt draws it."""
    layout = QTextLayout(text, font)
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WordWrap)  # as QCommonStyle draws item text
    layout.setTextOption(option)
    layout.beginLayout()
    lines = 0
    while (line := layout.createLine()).isValid():
        line.setLineWidth(max(1, width))
        lines += 1
    layout.endLayout()
    return max(1, lines)


class WrapDelegate(QStyledItemDelegate):
    """Rows exactly as tall as their wrapped text (QTreeView does not wrap by itself).

    The text's width is the one the style draws it in (after the indentation, the seat's dot
    and the margins), so a row never keeps an empty line under its text.
    """

    def __init__(self, view: QTreeWidget):
        super().__init__(view)
        self.view = view
        self.sizes: dict[tuple, QSize] = {}  # the measured rows (sizeHint)

    def text_width(self, option, index) -> int:
        """The width the style gives the text of column 0 in the view's current layout."""
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        depth = 1 if index.parent().isValid() else 0
        opt.rect = QRect(0, 0, self.view.columnWidth(0) - depth * self.view.indentation(), 100)
        style = self.view.style()
        rect = style.subElementRect(QStyle.SubElement.SE_ItemViewItemText, opt, self.view)
        margin = style.pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, self.view) + 1
        return rect.width() - 2 * margin

    def sizeHint(self, option, index) -> QSize:
        """Measured once per text, dot, depth and width of the text column: the log is laid
        out again at each line added (every scroll to it measures every row), and the measure
        costs far more than the lookup. The rows' fonts go with their text (headings bold); the
        view forgets the sizes when its text size, font or style changes."""
        column = index.column()
        key = (column, self.view.columnWidth(0) if column == 0 else 0, index.parent().isValid(),
               index.data(Qt.ItemDataRole.DisplayRole),
               index.data(Qt.ItemDataRole.DecorationRole) is None)
        size = self.sizes.get(key)
        if size is None:
            if len(self.sizes) > 20_000:  # widths seen while a dock was dragged
                self.sizes.clear()
            size = self.sizes[key] = self.measure(option, index)
        return size

    def measure(self, option, index) -> QSize:
        """The row's size: the style's, as tall as the text wrapped in column 0."""
        hint = super().sizeHint(option, index)
        if index.column() != 0:
            return hint
        font = index.data(Qt.ItemDataRole.FontRole) or option.font
        text = index.data(Qt.ItemDataRole.DisplayRole) or ""
        lines = wrapped_lines(text, font, self.text_width(option, index))
        one_line = QFontMetrics(font).lineSpacing()
        return QSize(hint.width(), max(hint.height(), lines * one_line + 4))

    def initStyleOption(self, option, index) -> None:
        """The seat's dot and the VP at the first line of a wrapped entry, not its middle."""
        super().initStyleOption(option, index)
        vertical = option.displayAlignment & ~Qt.AlignmentFlag.AlignVertical_Mask
        option.displayAlignment = vertical | Qt.AlignmentFlag.AlignTop
        option.decorationAlignment = Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop


class LogView(QTreeWidget):
    """Round/phase headings with their lines; the VP column shows what each line scored."""

    step_clicked = Signal(int)

    def __init__(self, parent=None):
        super().__init__(parent)
        self.names: Sequence[str] = ()  # how the shown game calls its seats
        self.game_id = registry.DEFAULT  # the shown game (its phases' names)
        self.setColumnCount(2)
        self.setHeaderLabels([self.tr("What happened"), self.tr("VP")])
        header = self.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        self.setRootIsDecorated(False)
        self.setIndentation(8)
        self.setWordWrap(True)
        self.setUniformRowHeights(False)
        self.setItemDelegate(WrapDelegate(self))
        header.sectionResized.connect(lambda *_: self.scheduleDelayedItemsLayout())
        self.setStyleSheet(f"QTreeWidget {{ font-size: {PIXEL_SIZE}px; }}")
        self.lines: list[QTreeWidgetItem] = []  # every event line, in order
        self._bold = QFont()
        self._bold.setBold(True)
        self._bold.setPixelSize(PIXEL_SIZE)
        self._highlighted: list[QTreeWidgetItem] = []
        self.itemClicked.connect(self._clicked)

    def changeEvent(self, event) -> None:
        """Another font or style: the rows are measured again."""
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self.forget_sizes()
        super().changeEvent(event)

    def forget_sizes(self) -> None:
        delegate = self.itemDelegate()
        if isinstance(delegate, WrapDelegate):
            delegate.sizes.clear()

    def set_text_scale(self, scale: float) -> None:
        """Its lines at `scale` times PIXEL_SIZE (View > Text size), the bold ones too."""
        size = round(PIXEL_SIZE * scale)
        self.forget_sizes()
        self.setStyleSheet(f"QTreeWidget {{ font-size: {size}px; }}")
        self._bold.setPixelSize(size)
        for item in self._bold_items():
            for column in range(self.columnCount()):
                if item.font(column).bold():
                    item.setFont(column, self._bold)
        self.scheduleDelayedItemsLayout()

    def recolour(self) -> None:
        """Each line's seat disc in the palette shown now (View > Colours)."""
        for item in self.lines:
            item.setIcon(0, seat_icon(item.data(0, SEAT)))

    def _bold_items(self) -> list[QTreeWidgetItem]:
        """Every row: the groups (rounds) and their lines."""
        tops = [t for k in range(self.topLevelItemCount()) if (t := self.topLevelItem(k))]
        return tops + [c for top in tops for k in range(top.childCount()) if (c := top.child(k))]

    def clear_log(self) -> None:
        self.clear()
        self.lines = []
        self._highlighted = []

    def show_end(self) -> None:
        """Scroll to the last line, now and once the rows filled without scrolling are laid
        out (their wrapped heights are known only then)."""
        self.scrollToBottom()
        QTimer.singleShot(0, self.scrollToBottom)

    def add_note(self, text: str) -> None:
        """A line of the window's own (new game, loaded, undo, game over), not tied to a step.

        It goes under the current round and phase heading, if any: a note between two lines
        of the same phase must not make the next line open the same heading again.
        """
        item = QTreeWidgetItem([text, ""])
        item.setForeground(0, QBrush(QColor("#6b6257")))
        item.setData(0, STEP, -1)
        group = self._last_group()
        if group is None:
            self.addTopLevelItem(item)
        else:
            group.addChild(item)
        self.scrollToItem(item)

    @staticmethod
    def is_heading(index: QModelIndex | QPersistentModelIndex) -> bool:
        """A round's or phase's heading, not a line of play (said apart when summarised)."""
        return index.data(STEP) == -2

    def _last_group(self) -> QTreeWidgetItem | None:
        last = self.topLevelItem(self.topLevelItemCount() - 1)
        return last if last is not None and last.data(0, STEP) == -2 else None

    def add_events(self, step: int, events: list[Event], scroll: bool = True) -> None:
        """The lines of one step (the action and its automatic consequences), scrolled into
        view unless told not to (a whole game filled at once scrolls once, at its end: each
        scroll lays out the whole log again)."""
        for e in events:
            group = self._group_for(e)
            item = QTreeWidgetItem([event_line(e), f"+{e.vp}" if e.vp else ""])
            item.setIcon(0, seat_icon(e.seat))
            item.setData(0, SEAT, e.seat)
            item.setData(0, STEP, step)
            who = self.tr("the table") if e.seat is None else theme.seat_name(e.seat, self.names)
            item.setToolTip(0, self.tr("Move {step}, {who}: {action}").format(
                step=step, who=who, action=i18n.render(e.text)))
            if e.vp:
                item.setFont(1, self._bold)
                item.setForeground(1, QBrush(QColor("#1b5e20")))
                item.setTextAlignment(1, Qt.AlignmentFlag.AlignRight)
            if e.seat is None:
                item.setForeground(0, QBrush(QColor("#5a5247")))
            group.addChild(item)
            self.lines.append(item)
        if scroll and self.lines:
            self.scrollToItem(self.lines[-1])

    def _group_for(self, e: Event) -> QTreeWidgetItem:
        title = heading(e, self.game_id)
        last = self._last_group()
        if last is not None and last.text(0) == title:
            return last
        group = QTreeWidgetItem([title, ""])
        group.setFont(0, self._bold)
        group.setData(0, STEP, -2)
        group.setFirstColumnSpanned(True)
        group.setFlags(Qt.ItemFlag.ItemIsEnabled)
        group.setBackground(0, QBrush(QColor("#efe7d4")))
        self.addTopLevelItem(group)
        group.setExpanded(True)
        return group

    def truncate(self, steps: int) -> None:
        """Drop the lines of the steps after `steps` (undone), and headings left with no line
        (with the notes under them): the heading of the phase played again is not repeated."""
        while self.lines and self.lines[-1].data(0, STEP) > steps:
            item = self.lines.pop()
            group = item.parent()
            if group is None:  # never: each line is added under its heading
                continue
            group.removeChild(item)
            if not any(line.data(0, STEP) >= 0 for line in _children(group)):
                self.takeTopLevelItem(self.indexOfTopLevelItem(group))
        self._highlighted = [i for i in self._highlighted if i in self.lines]

    def headings(self) -> list[str]:
        """The round and phase headings, top to bottom (for tests and tools)."""
        root = self.invisibleRootItem()
        return [i.text(0) for i in _children(root) if i.data(0, STEP) == -2]

    def highlight(self, step: int) -> None:
        """Mark the lines of this step (the replay's current step) and show them."""
        for item in self._highlighted:
            for col in (0, 1):
                item.setBackground(col, QBrush())
        self._highlighted = [i for i in self.lines if i.data(0, STEP) == step]
        for item in self._highlighted:
            for col in (0, 1):
                item.setBackground(col, QBrush(HIGHLIGHT))
        if self._highlighted:
            self.scrollToItem(self._highlighted[0], QTreeWidget.ScrollHint.PositionAtCenter)

    def texts_of(self, step: int) -> list[str]:
        """The lines of a step (for tests and tools)."""
        return [i.text(0) for i in self.lines if i.data(0, STEP) == step]

    def _clicked(self, item: QTreeWidgetItem, _column: int) -> None:
        step = item.data(0, STEP)
        if isinstance(step, int) and step >= 0:
            self.step_clicked.emit(step)


def _children(item: QTreeWidgetItem) -> list[QTreeWidgetItem]:
    """An item's children, in order (Qt's child(k) is None only for k out of range)."""
    return [child for k in range(item.childCount()) if (child := item.child(k)) is not None]
