"""A whole game of The River in the real window: one human seat played through the widgets by
the driver (a seeded choice among the engine's legal actions) against AI Easy seats, to the
final breakdown, checked against the state's outcome; and a hint shown on the table."""

from __future__ import annotations

import random

from core.the_river import parse_action
from riverboat_qt.registry import TABLES
from riverboat_qt.shell.dialogs import ScoreDialog
from riverboat_qt.shell.replay_view import ReplayWindow
from riverboat_qt.shell.seats import SeatConfig
from riverboat_qt.the_river.driver import Driver
from riverboat_qt.the_river.scene import RiverScene
from tests.narrow import present


def human_turn(window, qtbot) -> None:
    c = window.controller
    qtbot.waitUntil(lambda: c.state.is_over or (c.human_to_move and window.interaction
                                                is not None), timeout=60_000)


def play_one(window, qtbot, driver: Driver, rng: random.Random) -> None:
    c = window.controller
    action = rng.choice(c.state.legal_actions())
    done = len(c.record.actions)
    driver.perform(action)
    qtbot.waitUntil(lambda: len(c.record.actions) > done, timeout=10_000)
    assert c.record.actions[done] == str(action)


def test_a_whole_game_against_ai_easy_ends_in_the_breakdown(window, qtbot):
    window.start_game([SeatConfig(True), SeatConfig(False, "Easy"), SeatConfig(False, "Easy")],
                      seed=11, game="the-river")
    c, driver, rng = window.controller, Driver(window), random.Random(5)
    kinds = set()
    while True:
        human_turn(window, qtbot)
        if c.state.is_over:
            break
        kinds.add(c.state.decision_kind)
        play_one(window, qtbot, driver, rng)
    assert {"start_tile", "place"} <= kinds
    qtbot.waitUntil(lambda: window.score_dialog is not None, timeout=10_000)
    dialog: ScoreDialog = window.score_dialog
    outcome = c.state.outcome()
    rows = [*outcome.categories, "total"]
    assert [dialog.table.verticalHeaderItem(r).text().lower() for r in range(len(rows))] == [
        r.lower() for r in rows]
    for seat in range(3):
        cells = [present(dialog.table.item(row, seat)).text() for row in range(len(rows))]
        assert cells == [str(outcome.breakdown[seat][k]) for k in outcome.categories] + [
            str(c.state.scores[seat])]
    assert "Game over" in window.prompt.text()
    replayed = c.record.initial_state()
    for text in c.record.actions:
        replayed.apply(parse_action(text), log=False)
    assert replayed.scores == c.state.scores
    # the replay viewer draws The River at any step
    viewer = ReplayWindow(c.record, TABLES[c.record.game])
    qtbot.addWidget(viewer)
    viewer.go(len(c.record.actions) // 2)
    assert isinstance(viewer.scene, RiverScene)
    assert len(viewer.scene.boards) == 3 and "terrain" in viewer.hidden.text().lower()
    viewer.last()
    assert present(viewer.scene.state).is_over


def test_a_hint_rings_the_spot_of_the_suggested_action(window, qtbot):
    window.start_game([SeatConfig(True), SeatConfig(False, "Easy")], seed=3, game="the-river")
    c, driver, rng = window.controller, Driver(window), random.Random(2)
    while True:
        human_turn(window, qtbot)
        if c.state.decision_kind == "place":
            break
        play_one(window, qtbot, driver, rng)
    action = next(a for a in c.state.legal_actions() if type(a).__name__ == "Produce")
    window.on_hinted(action)  # what the window does with the AI's suggestion
    rings = [item for item in window.scene.items() if getattr(item, "name", "") == "hint"]
    spot = window.scene.main.spots[f"produce_{('wood', 'clay', 'stone')[action.resource]}"]
    assert len(rings) == 1 and rings[0].path == spot.sceneTransform().map(spot.shape())
    assert "Hint (AI Normal): produce " in window.statusBar().currentMessage()
