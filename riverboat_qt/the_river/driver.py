"""Play a human seat of The River through the real widgets (a pioneer dragged with the mouse,
clicks on tiles, buildings and picker rows, buttons), for the tests and the screenshots: every
move goes through the same events as a person's."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from core.the_river import (
    Build,
    Claim,
    Discard,
    NoSwap,
    Produce,
    Reserve,
    SetAside,
    StartTile,
    Swap,
    TakeFirstPlayer,
    TakeFood,
    Trade,
)
from core.the_river.actions import spot_of
from core.the_river.components import components

from ..shell.driving import WidgetDriver, wait_until
from .hints import button_label

__all__ = ["Driver", "wait_until"]


class Driver(WidgetDriver):
    """Mouse and keyboard on a window (the MainWindow, or anything with its `view`, `scene`,
    `controller.state` and `choice_buttons`), as a player would use them."""

    @property
    def state(self):
        return self.w.controller.state

    def drag(self, grip: QPointF, target: QPointF) -> None:
        """Press at grip, move in steps to target, release there."""
        vp = self.w.view.viewport()
        start, end = self.view_point(grip), self.view_point(target)
        QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
        for k in range(1, 9):
            QTest.mouseMove(vp, start + (end - start) * (k / 8))
        QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)
        QApplication.processEvents()

    def drag_pioneer_to(self, target: QPointF) -> None:
        """The deciding seat's first pioneer on its boat, dragged to a scene point."""
        seat = self.state.current_player
        man = self.w.scene.boards[seat].pioneers[0]
        self.drag(man.scenePos(), target)

    def pick(self, index: int) -> None:
        """Row `index` (from 0) of the open picker."""
        self.click_item(f"pick {index + 1}")

    # -- one action through the widgets ---------------------------------------------------

    def perform(self, action) -> None:
        label = button_label(action) or ""
        if isinstance(action, Trade):
            trades = [a for a in self.state.legal_actions() if isinstance(a, Trade)]
            self.click_button(label)
            self.pick(trades.index(action))
        elif isinstance(action, (SetAside, NoSwap)):
            self.click_button(label)
        elif isinstance(action, StartTile):
            self.click_item(self._offer_name(action.tile))
        elif isinstance(action, Discard):
            seat = self.state.current_player
            self.click_item(f"held {seat} {components().resources[action.resource]}")
        elif isinstance(action, Swap) and self.state.decision_kind == "meadow_swap":
            self._click_cells(action)
        else:
            self._place(action)

    def _place(self, action) -> None:
        """A pioneer to the action's spot, then what the spot asks."""
        spot = spot_of(action)
        legal = [a for a in self.state.legal_actions() if spot_of(a) == spot]
        self.drag_pioneer_to(self.w.scene.main.spots[spot].centre())
        if len(legal) == 1 or isinstance(action, (Produce, TakeFirstPlayer)):
            return
        if isinstance(action, Claim):
            self.click_item(self._offer_name(action.tile))
        elif isinstance(action, Reserve):
            self.click_item(self._market_name(action.building))
        elif isinstance(action, TakeFood):
            self.pick(legal.index(action))
        elif isinstance(action, Build):
            self._build(action, legal)
        elif isinstance(action, Swap):
            self._click_cells(action)

    def _build(self, action: Build, legal: list) -> None:
        seat = self.state.current_player
        board = self.w.scene.boards[seat]
        if action.building in board.reserved:
            self.click_item(board.reserved[action.building].name)
        else:
            self.click_item(self._market_name(action.building))
        payments = [a for a in legal if a.building == action.building]
        if len(payments) > 1:
            self.pick(payments.index(action))

    def _click_cells(self, action: Swap) -> None:
        seat = self.state.current_player
        self.click_item(f"river {seat} spot {action.first}")
        self.click_item(f"river {seat} spot {action.second}")

    def _offer_name(self, tile: str) -> str:
        return next(p.name for p in self.w.scene.main.offer.values() if p.tile == tile)

    def _market_name(self, building: str) -> str:
        return next(p.name for p in self.w.scene.main.market.values() if p.building == building)
