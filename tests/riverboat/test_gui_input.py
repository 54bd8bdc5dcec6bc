"""Mouse and wheel input through the real widgets, as a person gives it (issue #10).

These tests press, move, turn and release on the view's viewport with QTest and keep no Python
reference to the dragged tile: a reference held by the test hid the vanishing pile tile.
"""

from __future__ import annotations

import random

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from core.riverboat.mat import kind_of
from riverboat_qt.riverboat.driver import Driver, placement_of
from riverboat_qt.riverboat.items.tiles import TileItem
from riverboat_qt.shell.seats import SeatConfig
from tests.narrow import present

LEFT = Qt.MouseButton.LeftButton
NO_MOD = Qt.KeyboardModifier.NoModifier


def reach_planting(window, qtbot, seed: int = 8, coin: bool = False) -> None:
    """Two human seats; random free moves through the controller up to a planting decision
    (one where a coin may buy from a pile if `coin`)."""
    window.start_game([SeatConfig(True), SeatConfig(True)], seed)
    c, rng = window.controller, random.Random(3)
    while True:
        qtbot.waitUntil(lambda: c.human_to_move and window.interaction is not None,
                        timeout=10_000)
        legal = c.state.legal_actions()
        if c.state.decision_kind == "plant" and (not coin or any(a.coin for a in legal)):
            return
        free = [a for a in legal if not getattr(a, "coin", False)
                and type(a).__name__ != "TakeCardFromPile"] or legal
        done = len(c.record.actions)
        c.submit(rng.choice(free))
        qtbot.waitUntil(lambda d=done: len(c.record.actions) > d, timeout=10_000)


def view_point(window, scene_pt: QPointF) -> QPoint:
    return window.view.mapFromScene(scene_pt)


def wheel(window, at: QPoint, notches: int = 1) -> None:
    """A real QWheelEvent on the viewport (one notch is 120; negative turns the other way)."""
    vp = window.view.viewport()
    event = QWheelEvent(QPointF(at), QPointF(vp.mapToGlobal(at)), QPoint(),
                        QPoint(0, -120 * notches), LEFT, NO_MOD,
                        Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(vp, event)


def grabbed_tile(window) -> TileItem | None:
    item = window.scene.mouseGrabberItem()
    return item if isinstance(item, TileItem) else None


def test_a_tile_bought_from_the_pile_picker_follows_the_mouse_and_is_planted(window, qtbot):
    """Regression: pressing a picker tile deleted it (taken off its board, it belonged to its
    Python wrapper alone), so no drag followed and nothing could be dropped."""
    reach_planting(window, qtbot, coin=True)
    state = window.controller.state
    seat = state.current_player
    action = max((a for a in state.legal_actions() if a.coin), key=lambda a: len(a.cells))
    kind = present(kind_of(action.cells))
    turns, anchor = placement_of(kind, action.cells)
    driver = Driver(window)
    driver.click_button("Buy from a pile")
    start = view_point(window, driver.item(f"pile tile {kind}").scenePos())
    end = view_point(window, window.scene.panels[seat].hex_centre(anchor))
    vp = window.view.viewport()
    QTest.mouseMove(vp, start)
    QTest.mousePress(vp, LEFT, NO_MOD, start)
    QApplication.processEvents()
    tile = grabbed_tile(window)
    assert tile is not None and tile.name == f"pile tile {kind}" and tile.isVisible()
    del tile
    for k in range(1, 11):
        QTest.mouseMove(vp, start + (end - start) * (k / 10))
        QApplication.processEvents()
        moved = grabbed_tile(window)
        assert moved is not None, "the dragged tile was lost on the way"
        assert moved.opacity() > 0 and moved.zValue() + moved.topLevelItem().zValue() >= 300
    for _ in range(turns):
        wheel(window, end)
    QTest.mouseRelease(vp, LEFT, NO_MOD, end)
    qtbot.waitUntil(lambda: window.controller.record.actions[-1] == str(action), timeout=5_000)
    player = window.controller.state.players[seat]
    assert all(player.crop_at(h) == crop for h, crop in action.cells)


def test_a_dragged_tile_is_drawn_above_the_mats_and_goes_home_when_refused(window, qtbot):
    window.resize(2560, 1440)  # every mat drawn on the table (the full arrangement)
    reach_planting(window, qtbot)
    assert window.scene.layout == "full"
    supply = window.scene.supply
    index, tile = next(iter(supply.tiles.items()))
    other = window.scene.panels[1 - window.controller.state.current_player]
    over = other.hex_centre(10)  # an opponent's mat: never a legal drop
    vp = window.view.viewport()
    start, end = view_point(window, tile.scenePos()), view_point(window, over)
    done = len(window.controller.record.actions)
    QTest.mousePress(vp, LEFT, NO_MOD, start)
    QTest.mouseMove(vp, (start + end) / 2)
    QTest.mouseMove(vp, end)
    stack = window.scene.items(window.view.mapToScene(end))
    assert stack.index(tile) < stack.index(other), "the dragged tile is hidden by a mat"
    QTest.mouseRelease(vp, LEFT, NO_MOD, end)
    QApplication.processEvents()
    assert tile.pos() == tile.home and tile.turns == 0 and tile.scale() == 1.0
    stack = window.scene.items(tile.scenePos())
    assert stack.index(tile) < stack.index(supply.item)
    assert len(window.controller.record.actions) == done
    assert window.statusBar().currentMessage()


def test_the_wheel_turns_the_tile_at_every_notch_of_every_drag(window, qtbot):
    """Regression: the wheel reached the tile only while the pointer was over its shape; a
    tile turned about its first cell left a pointer held on another cell, so only the first
    notch turned it. Two drags, two notches each, pressed on the tile's second cell."""
    reach_planting(window, qtbot)
    supply = window.scene.supply
    index = next(i for i, t in supply.tiles.items() if len(_cells(t)) >= 2)
    done = len(window.controller.record.actions)
    vp = window.view.viewport()
    for drag in range(2):
        tile = supply.tiles[index]
        second = tile.mapToScene(_cells(tile)[1])
        start = view_point(window, second)
        QTest.mouseMove(vp, start)
        QTest.mousePress(vp, LEFT, NO_MOD, start)
        away = start + QPoint(-40, 60)
        QTest.mouseMove(vp, start + QPoint(-20, 30))
        QTest.mouseMove(vp, away)
        for notch in range(1, 3):
            wheel(window, away)
            QApplication.processEvents()
            assert tile.turns == notch % 6, f"drag {drag + 1}, notch {notch} did not turn"
            # the pointer stays on the tile: the cell under it turned about the pointer
            assert tile.shape().contains(tile.mapFromScene(window.view.mapToScene(away)))
        QTest.mouseRelease(vp, LEFT, NO_MOD, view_point(window, QPointF(-5, -5)))
        QApplication.processEvents()
        assert len(window.controller.record.actions) == done
        assert tile.turns == 0  # refused off the mats: home again, unturned


def test_a_touchpad_adds_up_small_wheel_steps_to_one_turn(window, qtbot):
    reach_planting(window, qtbot)
    tile = next(iter(window.scene.supply.tiles.values()))
    vp = window.view.viewport()
    start = view_point(window, tile.scenePos())
    QTest.mousePress(vp, LEFT, NO_MOD, start)
    QTest.mouseMove(vp, start + QPoint(5, 5))
    for step, turns in ((1, 0), (2, 0), (3, 1)):
        event = QWheelEvent(QPointF(start + QPoint(5, 5)), QPointF(vp.mapToGlobal(start)),
                            QPoint(0, -10), QPoint(0, -40), LEFT, NO_MOD,
                            Qt.ScrollPhase.NoScrollPhase, False)
        QApplication.sendEvent(vp, event)
        assert tile.turns == turns, f"after {step} small steps"
    QTest.mouseRelease(vp, LEFT, NO_MOD, view_point(window, QPointF(-5, -5)))


def test_the_wheel_without_a_drag_does_not_turn_any_tile(window, qtbot):
    reach_planting(window, qtbot)
    tile = next(iter(window.scene.supply.tiles.values()))
    wheel(window, view_point(window, tile.scenePos()))
    assert tile.turns == 0 and not isinstance(window.scene.mouseGrabberItem(), TileItem)


def _cells(tile: TileItem) -> list[QPointF]:
    """Centres of the tile's cells in its own coordinates, cell (0, 0) first."""
    from riverboat_qt.riverboat import theme
    from riverboat_qt.riverboat.items.tiles import tile_cells

    return [theme.axial_to_point(q, r, tile.radius) for q, r, _ in tile_cells(tile.kind,
                                                                              tile.turns)]


def test_plant_is_still_refused_with_the_engines_reason_after_a_pile_drag(window, qtbot):
    """A pile tile dropped off the mat goes back into the picker, and the reason is shown."""
    reach_planting(window, qtbot, coin=True)
    state = window.controller.state
    kind = kind_of(next(a for a in state.legal_actions() if a.coin).cells)
    driver = Driver(window)
    driver.click_button("Buy from a pile")
    start = view_point(window, driver.item(f"pile tile {kind}").scenePos())
    vp = window.view.viewport()
    far = view_point(window, QPointF(-5, -5))
    done = len(window.controller.record.actions)
    QTest.mousePress(vp, LEFT, NO_MOD, start)
    QTest.mouseMove(vp, (start + far) / 2)
    QTest.mouseMove(vp, far)
    QTest.mouseRelease(vp, LEFT, NO_MOD, far)
    QApplication.processEvents()
    tile = driver.item(f"pile tile {kind}")
    assert tile.pos() == tile.home and tile.parentItem() is window.scene.overlay
    assert "mat" in window.statusBar().currentMessage()
    assert len(window.controller.record.actions) == done


def test_the_hint_rings_the_tile_in_the_open_pile_picker_not_the_picker(window, qtbot):
    """Issue #35: the teal ring of a bought tile's pile was drawn over the pile picker."""
    from ai.hint import HintMove
    from riverboat_qt.shell.hint_ring import HintRing

    reach_planting(window, qtbot, coin=True)
    state = window.controller.state
    action = max((a for a in state.legal_actions() if a.coin), key=lambda a: len(a.cells))
    kind = present(kind_of(action.cells))
    window.coach.show([(action, HintMove(str(action), 0.5, 0.0))])
    Driver(window).click_button("Buy from a pile")
    qtbot.waitUntil(lambda: window.scene.overlay is not None)
    QApplication.processEvents()
    overlay = window.scene.overlay
    rings = [i for i in window.scene.items() if isinstance(i, HintRing)]
    tile = Driver(window).item(f"pile tile {kind}")
    on_tile = [r for r in rings if r.path.boundingRect().contains(tile.sceneBoundingRect()
                                                                   .center())]
    assert on_tile and all(r.zValue() > overlay.zValue() for r in on_tile)
    under = [r for r in rings if r not in on_tile
             and r.path.boundingRect().intersects(overlay.sceneBoundingRect())]
    assert all(r.zValue() < overlay.zValue() for r in under)  # the picker hides them
