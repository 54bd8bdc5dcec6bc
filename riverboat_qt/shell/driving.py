"""What every table's driver shares: the mouse on the view and the choice buttons, as a player
uses them (for the tests, the screenshots, the benches and the real-X tools)."""

from __future__ import annotations

import time
from collections.abc import Callable

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QPushButton


def wait_until(condition: Callable[[], bool], timeout: float = 60.0) -> None:
    """Process events until condition() holds (a guard against hanging, not a timing test)."""
    end = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > end:
            raise TimeoutError("the window did not reach the expected state")
        QApplication.processEvents()
        time.sleep(0.001)


class WidgetDriver:
    """Clicks on the table's pieces and on the choice buttons of a window (the MainWindow, or
    anything with its `view`, `scene` and `choice_buttons`)."""

    def __init__(self, window):
        self.w = window

    def view_point(self, scene_pt: QPointF) -> QPoint:
        return self.w.view.mapFromScene(scene_pt)

    def click_at(self, scene_pt: QPointF) -> None:
        QTest.mouseClick(self.w.view.viewport(), Qt.MouseButton.LeftButton,
                         Qt.KeyboardModifier.NoModifier, self.view_point(scene_pt))
        QApplication.processEvents()

    def item(self, name: str):
        """The scene's piece of that name (Piece.name)."""
        for item in self.w.scene.items():
            if getattr(item, "name", "") == name:
                return item
        raise LookupError(f"no scene item named {name!r}")

    def click_item(self, name: str) -> None:
        self.click_at(self.item(name).sceneBoundingRect().center())

    def button(self, text: str) -> QPushButton:
        for b in self.w.choice_buttons:
            if b.text().startswith(text):
                return b
        raise LookupError(f"no button {text!r} among {[b.text() for b in self.w.choice_buttons]}")

    def click_button(self, text: str) -> None:
        QTest.mouseClick(self.button(text), Qt.MouseButton.LeftButton)
        QApplication.processEvents()
