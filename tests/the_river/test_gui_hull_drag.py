"""Issue #47: a drag started on the boat's hull did nothing and said nothing (the pioneers are
16 px targets at 1280x720). A press on the hull takes the pioneer nearest to it that can go;
when none can (no spot open), it says what to do instead."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from core.the_river import Produce, SetAside
from core.the_river.actions import spot_of
from riverboat_qt.the_river import keys
from riverboat_qt.the_river.driver import Driver, wait_until
from riverboat_qt.the_river.texts import set_aside_button

from .gui_host import StandInWindow
from .helpers import refresh, set_res, table
from .test_gui_decisions import find, first_of
from .test_turns import _block_every_spot as block_every_spot


def hull_point(window: StandInWindow, seat: int, right: bool = False) -> QPointF:
    """A scene point on the boat's hull, away from every pioneer (the hull is drawn from 70
    px down the boat's box)."""
    boat = window.scene.boards[seat].boat
    box = boat.rect
    x = box.right() - 40 if right else box.center().x()
    return boat.mapToScene(QPointF(x, box.y() + 85))


def test_a_drag_from_the_hull_moves_the_nearest_pioneer(qtbot) -> None:
    state, action = find(first_of(Produce))
    window = StandInWindow(state, human=frozenset({state.current_player}))
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)  # drawn before the press, as a player's table is
    board = window.scene.boards[state.current_player]
    grip = hull_point(window, state.current_player, right=True)
    assert not any(m.sceneBoundingRect().contains(grip) for m in board.pioneers)
    nearest = min(board.pioneers, key=lambda m: (m.scenePos() - grip).manhattanLength())
    spot = spot_of(action)
    assert spot is not None
    target = window.scene.main.spots[spot].centre()
    driver, viewport = Driver(window), window.view.viewport()
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     driver.view_point(grip))
    QTest.mouseMove(viewport, driver.view_point(target))
    assert nearest.sceneBoundingRect().contains(target)  # it follows the pointer
    assert all(m.pos() == m.home for m in board.pioneers if m is not nearest)
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                       driver.view_point(target))
    wait_until(lambda: bool(window.submitted), timeout=5)
    assert window.submitted == [action]
    wait_until(lambda: window.scene.boards[state.current_player] is not board, timeout=5)


def test_a_press_on_the_hull_says_what_to_do_when_no_pioneer_can_go(qtbot) -> None:
    s = table(3)
    block_every_spot(s)
    set_res(s, 0, [3, 0, 0, 0])
    refresh(s, turn=0)
    assert SetAside() in s.legal_actions()
    window = StandInWindow(s, human=frozenset({0}))
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    Driver(window).drag(hull_point(window, 0), window.scene.main.item.mapToScene(
        QPointF(202, 420)))
    assert window.submitted == []
    assert any(f"press {set_aside_button()} [{keys.ASIDE.keys}]" in h for h in window.hints), \
        window.hints
