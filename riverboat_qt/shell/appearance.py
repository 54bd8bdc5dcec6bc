"""View > Colours and View > Text size (issue #36): the table's palette (the standard one or
one safe for a kind of colour blindness) and the size of the window's text, applied at once
and remembered in the settings.

The text size scales the prompt, the log, the panels beside the table (choices, hint, the table
in words, review) and the table's own text: each text on the table grows as far as its box
allows (shell/art.py), never under its usual size.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QActionGroup, QFont, QFontMetrics
from PySide6.QtWidgets import QApplication, QMenu, QWidget

from . import theme
from .settings import TEXT_SIZES


class Appearance(QObject):
    """The window's palette and text size: its two View submenus, and applying them."""

    def __init__(self, window: Any):
        super().__init__(window)
        self.w = window
        self.palette_actions: dict[str, QAction] = {}
        self.size_actions: dict[int, QAction] = {}
        self._base_font = QFont(QApplication.font())  # the widgets' usual font

    def palette_name(self, palette: str) -> str:
        """A palette as the menu says it."""
        names = {"standard": self.tr("Standard"),
                 "deuteranopia": self.tr("Deuteranopia (green-blind)"),
                 "protanopia": self.tr("Protanopia (red-blind)"),
                 "tritanopia": self.tr("Tritanopia (blue-blind)")}
        return names[palette]

    def build_menus(self, view: QMenu) -> None:
        """View > Colours and View > Text size, each choice ticked as the settings say."""
        colours = view.addMenu(self.tr("C&olours"))
        colours.setToolTipsVisible(True)
        group = QActionGroup(self)
        for palette in theme.PALETTES:
            act = QAction(self.palette_name(palette), self, checkable=True)
            act.setToolTip(self.tr("The table's colours; every colour also has its letter or "
                                   "shape"))
            act.triggered.connect(lambda _=False, p=palette: self.set_palette(p))
            group.addAction(act)
            colours.addAction(act)
            self.palette_actions[palette] = act
        sizes = view.addMenu(self.tr("&Text size"))
        group = QActionGroup(self)
        for percent in TEXT_SIZES:
            act = QAction(self.tr("{percent}%").format(percent=percent), self, checkable=True)
            act.triggered.connect(lambda _=False, p=percent: self.set_text_size(p))
            group.addAction(act)
            sizes.addAction(act)
            self.size_actions[percent] = act

    def restore(self) -> None:
        """The remembered palette and text size (checked when the settings were read)."""
        values = self.w.settings.values
        self._show(values.palette, values.text_size)

    def set_palette(self, palette: str) -> None:
        """View > Colours: the table redrawn in this palette, and remembered."""
        self.w.settings.values.palette = palette
        self._show(palette, self.w.settings.values.text_size)
        self.w.save_settings()

    def set_text_size(self, percent: int) -> None:
        """View > Text size: the window's text at this size, and remembered."""
        self.w.settings.values.text_size = percent
        self._show(self.w.settings.values.palette, percent)
        self.w.save_settings()

    def _show(self, palette: str, percent: int) -> None:
        theme.set_palette(palette)
        theme.set_text_scale(percent / 100)
        self.palette_actions[palette].setChecked(True)
        self.size_actions[percent].setChecked(True)
        self.scale_widgets(percent / 100)
        if self.w.controller.state is not None:
            self.w.redraw()  # the table's items read the theme when they are made
        else:
            self.w.scene.update()
        self.w.log.recolour()
        replay = self.w.files.replay_window
        if replay is not None:
            replay.log.recolour()
            replay.redraw()

    def scale_widgets(self, scale: float) -> None:
        """The prompt, the log and the panels beside the table at `scale` times their size."""
        self.w.prompt.set_text_scale(scale)
        self.w.log.set_text_scale(scale)
        for panel in (self.w.choices_panel, self.w.hint_panel, self.w.words.panel, self.w.recap,
                      self.w.buttons):
            scale_font(panel, self._base_font, scale)
        self.w.recap.setWordWrap(scale > 1)  # one line at the usual size; whole when larger
        self.w.buttons.arrange()
        if self.w.files.replay_window is not None:
            self.scale_replay(self.w.files.replay_window)

    def height_taken(self) -> int:
        """How much of the table's height the window's text takes over its usual size: the
        prompt's bar and the recap line above the table, larger by View > Text size. The table
        keeps the scale it has at 100% (issue #48: larger text made the table's text smaller)."""
        if theme.text_scale() <= 1:
            return 0
        taken = self.w.buttons.height() - self.w.buttons.usual_height()
        recap = self.w.recap
        if not recap.isHidden():  # one line at the usual size
            taken += recap.height() - QFontMetrics(self._base_font).height()
        return max(0, taken)

    def height_lent(self) -> int:
        """What of the view's height, at the usual text size, the lines that come and go
        between moves take: a row of buttons under the prompt, a prompt longer than its usual
        lines, the recap line. The table's arrangement is chosen without them, so that it does
        not flip when they come or go (issue #47)."""
        lent = self.w.buttons.usual_height() - self.w.buttons.least_height()
        recap = self.w.recap
        if not recap.isHidden():  # a line, and the spacing of the layout it is in
            layout = recap.parentWidget().layout() if recap.parentWidget() else None
            lent += QFontMetrics(self._base_font).height() + max(0, layout.spacing()
                                                                 if layout else 0)
        return max(0, lent)

    def scale_replay(self, replay: Any) -> None:
        """A replay window's log and review panel at the window's text size."""
        scale = theme.text_scale()
        replay.log.set_text_scale(scale)
        scale_font(replay.review, self._base_font, scale)


def scale_font(widget: QWidget, base: QFont, scale: float) -> None:
    """A widget and its children (those without a font of their own) at `scale` times `base`."""
    font = QFont(base)
    if base.pixelSize() > 0:
        font.setPixelSize(round(base.pixelSize() * scale))
    else:
        font.setPointSizeF(base.pointSizeF() * scale)
    widget.setFont(font)
