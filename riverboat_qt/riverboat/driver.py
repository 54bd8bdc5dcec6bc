"""Play a human seat through the real widgets (mouse on scene items, buttons), for the tests,
the screenshots and the latency bench: every move goes through the same clicks as a person's."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from core.riverboat import (
    Action,
    ChoosePhase,
    ClaimBoat,
    PassBoats,
    PlaceWorker,
    Plant,
    ScoringBonus,
    SendAgents,
    StopSurveying,
    Survey,
    TakeCard,
    TakeCardFromPile,
    TakeFeature,
)
from core.riverboat.components import CROPS
from core.riverboat.hexgrid import from_axial, hex_name, to_axial

from ..shell.app import MainWindow
from ..shell.driving import WidgetDriver, wait_until
from .buttons import button, send_button, ship_button
from .items.tiles import TileItem, planted_kind, tile_cells

__all__ = ["Driver", "placement_of", "wait_until"]


class Driver(WidgetDriver):
    """Mouse and keyboard on a MainWindow, as a player would use them."""

    def __init__(self, window: MainWindow):
        super().__init__(window)

    # -- low level ------------------------------------------------------------------------

    def item(self, name: str, panel_seat: int | None = None):
        """The piece of that name; with panel_seat, only among that seat's mat's pieces."""
        if panel_seat is None:
            return super().item(name)
        for item in self.w.scene.panels[panel_seat].childItems():
            if getattr(item, "name", "") == name:
                return item
        raise LookupError(f"no scene item named {name!r}")

    def click_item(self, name: str, panel_seat: int | None = None) -> None:
        self.click_at(self.item(name, panel_seat).sceneBoundingRect().center())

    def drag_tile(self, tile: TileItem, target: QPointF, turns: int = 0) -> None:
        """Press on the tile's first cell, turn it with R, move in steps to target, release."""
        self.drag_from(tile.scenePos(), target, turns)

    def drag_from(self, grip: QPointF, target: QPointF, turns: int = 0) -> None:
        """The same drag from a scene point, for callers that keep no reference to the tile
        (as a person's mouse keeps none: a reference once hid a tile deleted on press)."""
        vp = self.w.view.viewport()
        start = self.view_point(grip)
        QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
        for _ in range(turns):
            QTest.keyClick(vp, Qt.Key.Key_R)
        end = self.view_point(target)
        for k in range(1, 9):
            pt = start + (end - start) * (k / 8)
            QTest.mouseMove(vp, pt)
        QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)

    # -- one action through the widgets ---------------------------------------------------

    def perform(self, action: Action) -> None:
        seat = self.w.controller.state.current_player
        handler = getattr(self, "_do_" + type(action).__name__)
        handler(action, seat)

    def _do_ChoosePhase(self, a: ChoosePhase, seat: int) -> None:
        self.click_item(f"phase {a.phase}")

    def _do_PlaceWorker(self, a: PlaceWorker, seat: int) -> None:
        if a.coin:
            self.click_button(button("coin"))
        self.click_item(f"hex {hex_label(a.hex)}", seat)

    def _do_Plant(self, a: Plant, seat: int) -> None:
        kind = planted_kind(a)
        if a.coin:
            self.click_button(button("piles"))
            name = f"pile tile {kind}"
        else:
            name = f"display {self.w.controller.state.display.index(kind)}"
        turns, anchor = placement_of(kind, a.cells)
        self.drag_from(self.item(name).scenePos(), self.w.scene.panels[seat].hex_centre(anchor),
                       turns)

    def _do_ClaimBoat(self, a: ClaimBoat, seat: int) -> None:
        self.click_item(f"boat {a.boat}")
        QApplication.processEvents()
        label = ship_button(a.crop, a.coin)  # the crop buttons of the boat just clicked
        if any(b.text().startswith(label) for b in self.w.choice_buttons):
            self.click_button(label)

    def _do_PassBoats(self, a: PassBoats, seat: int) -> None:
        self.click_button(button("pass"))

    def _do_TakeFeature(self, a: TakeFeature, seat: int) -> None:
        if a.hex is None:
            self.click_button(button("surveyor"))
        else:
            self.click_item(f"hex {hex_label(a.hex)}", seat)

    def _do_SendAgents(self, a: SendAgents, seat: int) -> None:
        self.click_button(send_button(a.count))

    def _do_TakeCard(self, a: TakeCard, seat: int) -> None:
        self.click_item(f"space {a.space}")

    def _do_TakeCardFromPile(self, a: TakeCardFromPile, seat: int) -> None:
        self.click_button(button("look"))
        self.click_item(f"pile card {a.card}")

    def _do_ScoringBonus(self, a: ScoringBonus, seat: int) -> None:
        self.click_button(button(f"bonus {a.kind}"))

    def _do_Survey(self, a: Survey, seat: int) -> None:
        p = self.w.controller.state.players[seat]
        if a.target == "barn":
            self.click_item(f"hex {a.ref}", seat)
        elif a.target == "well":
            self.click_item(f"hex {hex_label(p.wells[CROPS.index(a.ref)])}", seat)
        else:
            self.click_item(f"card {a.ref}", seat)

    def _do_StopSurveying(self, a: StopSurveying, seat: int) -> None:
        self.click_button(button("stop"))


def hex_label(index: int) -> str:
    return hex_name(index)


def placement_of(kind: str, cells: tuple) -> tuple[int, int]:
    """The turns and the hex of cell (0, 0) that lay this kind exactly on these cells."""
    wanted = set(cells)
    for turns in range(6):
        for h, _ in cells:
            aq, ar = to_axial(h)
            laid = {(from_axial(aq + dq, ar + dr), c) for dq, dr, c in tile_cells(kind, turns)}
            if laid == wanted:
                return turns, h
    raise ValueError(f"{kind} cannot lie on {cells}")

