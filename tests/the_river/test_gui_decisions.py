"""Every kind of decision of The River through real widget events (the driver's mouse drags,
clicks and buttons) on a stand-in window: the submitted action is legal and the intended one;
refused drops leave the state unchanged and say why in the engine's words."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from core.the_river import (
    Build,
    Claim,
    Discard,
    GameState,
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
from core.the_river.legality import why_spot_closed
from riverboat_qt.shell.interaction import sentence
from riverboat_qt.the_river.driver import Driver, wait_until
from tests.narrow import mover, present

from .gui_host import StandInWindow, fresh
from .helpers import refresh, set_res, table
from .test_turns import _block_every_spot as block_every_spot

Pick = Callable[[GameState, list[Any]], object]  # (state, legal) -> the wanted action or None
More = Callable[[Any, list[Any]], bool]  # (an action of the kind, legal) -> wanted


def find(pick: Pick, seeds=range(60), players=(2, 3, 4)):
    """A state (and an action in it) from seeded random games where pick() finds one."""
    for seed in seeds:
        for n in players:
            state = fresh(n, seed)
            rng = random.Random(seed * 7 + n)
            while not state.is_over:
                legal = state.legal_actions()
                action = pick(state, legal)
                if action is not None:
                    return state, action
                state.apply(rng.choice(legal))
    raise AssertionError("no such state in the seeded games")


def perform(qtbot, state, action) -> StandInWindow:
    """Play one action through the driver; check that exactly it was submitted and applied."""
    assert action in state.legal_actions()
    before = len(state.legal_actions())
    window = StandInWindow(state, human=frozenset({state.current_player}))
    qtbot.addWidget(window)
    window.show()
    Driver(window).perform(action)
    wait_until(lambda: bool(window.submitted), timeout=5)
    assert window.submitted == [action], (window.submitted, window.refusals)
    assert not window.refusals
    assert before > 0
    return window


def first_of(kind: type, more: More = lambda a, legal: True) -> Pick:
    def pick(state: GameState, legal: list[Any]) -> object:
        if state.decision_kind == "meadow_swap" and kind is not Swap and kind is not NoSwap:
            return None
        for a in legal:
            if isinstance(a, kind) and more(a, legal):
                return a
        return None
    return pick


def several(a, legal) -> bool:
    """More than one action uses this spot: the spot asks a second question."""
    return sum(1 for b in legal if spot_of(b) == spot_of(a)) > 1


def payment_choice(a, legal) -> bool:
    return sum(1 for b in legal if isinstance(b, Build) and b.building == a.building) > 1


CASES: dict[str, Pick] = {
    "start_tile": first_of(StartTile, lambda a, legal: len(legal) > 1),
    "claim": first_of(Claim, lambda a, legal: a != next(b for b in legal if isinstance(b, Claim))),
    "produce": first_of(Produce),
    "food": first_of(TakeFood, lambda a, legal: a.resource == 3),
    "food instead": first_of(TakeFood, lambda a, legal: a.resource != 3 and several(a, legal)),
    "reserve": first_of(Reserve, several),
    "build with a payment choice": first_of(Build, payment_choice),
    "build a reserved building": lambda s, legal: next(
        (a for a in legal if isinstance(a, Build)
         and a.building in s.players[mover(s)].reserved), None),
    "first player": first_of(TakeFirstPlayer),
    "swap spot": lambda s, legal: next(
        (a for a in legal if isinstance(a, Swap) and s.decision_kind == "place"
         and a != Swap(1, 2)), None),
    "trade": lambda s, legal: [a for a in legal if isinstance(a, Trade)][-1] if any(
        isinstance(a, Trade) for a in legal) else None,
    "discard": lambda s, legal: next((a for a in legal if isinstance(a, Discard)
                                      and a.resource != 0), None),
    "meadow swap": lambda s, legal: next((a for a in legal if isinstance(a, Swap)
                                          and s.decision_kind == "meadow_swap"), None),
    "meadow no swap": first_of(NoSwap),
}


@pytest.mark.parametrize("case", list(CASES))
def test_each_decision_through_the_widgets(qtbot, case):
    state, action = find(CASES[case])
    window = perform(qtbot, state, action)
    wait_until(lambda: window.controller.state.legal_actions() != [] or
               window.controller.state.is_over, timeout=5)


def test_a_refused_drop_says_why_and_changes_nothing(qtbot):
    def pick(state, legal):
        if state.decision_kind != "place" or not state.players[state.current_player].boat:
            return None
        spots = {spot_of(a) for a in legal} - {None}
        closed = [s for s in state.spots if s not in spots]
        return closed[0] if closed and spots else None

    state, spot = find(pick)
    saved = state.to_json()
    window = StandInWindow(state, human=frozenset({state.current_player}))
    qtbot.addWidget(window)
    window.show()
    driver = Driver(window)
    driver.drag_pioneer_to(window.scene.main.spots[spot].centre())
    wait_until(lambda: bool(window.refusals), timeout=5)
    assert window.refusals == [sentence(present(why_spot_closed(state, spot)))]
    assert window.submitted == [] and state.to_json() == saved
    man = window.scene.boards[state.current_player].pioneers[0]
    assert man.pos() == man.home  # back on the boat


def test_a_drop_on_the_water_returns_the_pioneer(qtbot):
    state, _ = find(first_of(Produce))
    saved = state.to_json()
    window = StandInWindow(state, human=frozenset({state.current_player}))
    qtbot.addWidget(window)
    window.show()
    board = window.scene.boards[state.current_player]
    water = window.scene.main.item.mapToScene(QPointF(202, 420))  # between two islands
    Driver(window).drag_pioneer_to(water)
    assert window.submitted == [] and state.to_json() == saved
    assert board.pioneers[0].pos() == board.pioneers[0].home
    assert any("back to the boat" in h for h in window.hints)


def test_set_aside_when_no_spot_is_open(qtbot):
    """Ruling 3: every spot blocked, a trade still possible (set up as the engine's tests do)."""
    s = table(3)
    block_every_spot(s)
    set_res(s, 0, [3, 0, 0, 0])
    refresh(s, turn=0)
    assert SetAside() in s.legal_actions()
    perform(qtbot, s, SetAside())


def test_a_digit_chooses_a_picker_row(qtbot):
    state, action = find(first_of(Trade))
    trades = [a for a in state.legal_actions() if isinstance(a, Trade)]
    window = StandInWindow(state, human=frozenset({state.current_player}))
    window.apply = False
    qtbot.addWidget(window)
    window.show()
    driver = Driver(window)
    driver.click_button("Trade 3")
    assert window.scene.overlay is not None and len(window.scene.picks) == len(trades)
    window.view.setFocus()
    QTest.keyClick(window.view.viewport(), Qt.Key.Key_1)
    wait_until(lambda: bool(window.submitted), timeout=5)
    assert window.submitted == [trades[0]]


def test_a_pioneer_dropped_on_an_occupied_spot_waits_beside_the_others(qtbot):
    """Issue #35: it rested where it was dropped, over the pioneers already there, until the
    tile was chosen."""
    from core.the_river.actions import CLAIM_SPOT
    from riverboat_qt.the_river.main_board import PIONEER, spot_places

    def pick(state, legal):
        claims = [a for a in legal if spot_of(a) == CLAIM_SPOT]
        if state.decision_kind == "place" and len(claims) > 1 and state.spots[CLAIM_SPOT]:
            return CLAIM_SPOT
        return None

    state, spot = find(pick)
    window = StandInWindow(state, human=frozenset({state.current_player}))
    qtbot.addWidget(window)
    window.show()
    piece = window.scene.main.spots[spot]
    Driver(window).drag_pioneer_to(piece.centre())
    assert window.submitted == []  # waiting for the tile
    man = window.scene.boards[state.current_player].pioneers[0]
    at = man.scenePos()
    assert piece.sceneBoundingRect().contains(at)
    for place in spot_places(piece.rect, state, spot)[:len(state.spots[spot])]:
        there = piece.mapToScene(place)
        assert (at - there).manhattanLength() >= 2 * PIONEER, (at, there)
