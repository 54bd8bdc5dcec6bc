"""AI seats in the window: worker placements come in a row and fast, answers wait for the pace."""

from __future__ import annotations

import random

from core import GameRecord
from core.riverboat import PlaceWorker, parse_action
from riverboat_qt.riverboat import QUICK_KINDS
from riverboat_qt.riverboat.driver import Driver
from riverboat_qt.shell.seats import SeatConfig
from tests.riverboat.test_gui_play import human_turn, play_one


def card_steps(controller, card_index: int) -> list:
    """The timeline's steps that placed a worker for the card_index-th card of the game."""
    steps, seen, last = [], -1, None
    for step in controller.timeline.steps:
        before = step.before
        if before.decision_kind != "cultivate":
            continue
        key = (before.round, before.cards_left)
        if key != last:
            seen, last = seen + 1, key
        if seen == card_index:
            steps.append(step)
    return steps


def test_three_normal_ais_place_their_workers_for_a_card(window, qtbot):
    """4 players, the human at seat 1 and Normal at the others: every card of the first
    cultivation asks each seat once, the AIs answer in a row, and the human is asked again."""
    window.set_speed(250)  # animated, so the AIs' answers wait for the slides
    c, driver = window.controller, Driver(window)
    seats = [SeatConfig(True)] + [SeatConfig(False, "Normal")] * 3
    searched: list[str] = []  # the kinds of decision the AIs reported search progress on
    c.progress.connect(lambda iters, best: searched.append(c.state.decision_kind))
    window.start_game(seats, seed=12)
    rng = random.Random(5)
    while True:  # the human plays until asked for the 4th card: cards 1-3 are all placed
        human_turn(window, qtbot)
        state = c.state
        if state.decision_kind == "cultivate" and 8 - state.cards_left >= 4:
            break
        placed = any(step.before.decision_kind == "cultivate" for step in c.timeline.steps)
        assert not (placed and state.decision_kind not in QUICK_KINDS), "cultivation ended"
        play_one(window, qtbot, driver, rng)
    for card in range(3):
        steps = card_steps(c, card)
        seats_asked = [step.seat for step in steps]
        assert sorted(seats_asked) == [0, 1, 2, 3], (card, seats_asked)
        assert seats_asked == list(steps[0].before.turn_order)  # in turn from the tile's owner
        for step in steps:
            action = parse_action(step.action)
            assert isinstance(action, PlaceWorker)
            assert action in step.before.legal_set()
    assert not QUICK_KINDS & set(searched)  # placed on the priors, without a search
    assert "draft" in searched  # (the other decisions are searched and reported)
    assert c._held is None and not c.runner.busy and window.thinking_label.text() == ""


def test_the_ai_thinks_during_the_pause_and_its_answer_waits(window, qtbot):
    c = window.controller
    c.move_delay_ms = 10_000_000
    window.start_game([SeatConfig(False, "random")] * 2, seed=3)
    qtbot.waitUntil(lambda: c._held is not None, timeout=30_000)
    assert c.record.actions == [] and "thinking" in window.thinking_label.text()
    c.move_delay_ms = 0
    window.start_game([SeatConfig(True), SeatConfig(False, "random")], seed=4)
    assert c._held is None  # a new game drops the answer that was waiting
    human_turn(window, qtbot)
    assert c.record.actions == [] or c.record.seed == 4


def test_ai_placements_in_a_row_take_only_the_slide(window, qtbot):
    c = window.controller
    record, state = GameRecord.start(3, 8)
    while state.decision_kind not in QUICK_KINDS:
        action = state.legal_actions()[0]
        state.apply(action)
        record.actions.append(str(action))
    c.move_delay_ms = 10_000_000  # the AI's answer waits: the position stays
    c.load(record, state, [SeatConfig(False, "random")] * 3)
    c.move_delay_ms = 800
    assert c._pause_after("cultivate") == c._pause_after("bonus_worker") == 600
    assert c._pause_after("plant") == 800
    c.quick_pace = 1.0
    assert c._pause_after("cultivate") == 800
