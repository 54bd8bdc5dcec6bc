"""The River's table in words: the prompt line, the advice, the replay's hidden text, the final
categories' tips; and the AI's slides."""

from __future__ import annotations

import random
import re

from core.the_river import Claim, Produce, StartTile, Trade
from core.the_river.describe import building_words, tile_words
from riverboat_qt.the_river import TABLE
from riverboat_qt.the_river.scene import RiverScene

from .gui_host import fresh
from .test_gui_decisions import find, first_of

ID = re.compile(r"\b[TB]\d\d\b")  # an engine id a player must never read


def test_the_prompt_says_what_to_do_with_the_mouse_and_only_names_an_ai_decision():
    seen = set()
    for seed in range(6):
        state = fresh(2 + seed % 3, seed)
        rng = random.Random(seed)
        while not state.is_over:
            kind = state.decision_kind
            human = TABLE.decision_prompt(state, ("Ann", "Bob", "Cy", "Di"), True)
            ai = TABLE.decision_prompt(state, ("Ann", "Bob", "Cy", "Di"), False)
            name = ("Ann", "Bob", "Cy", "Di")[state.current_player]
            assert name in human and name in ai and "your" not in ai
            assert any(w in human for w in ("click", "drag", "trade", "set a pioneer aside")), human
            seen.add(kind)
            state.apply(rng.choice(state.legal_actions()))
        assert TABLE.decision_prompt(state, (), True) == "The game is over."
    assert {"start_tile", "place", "discard"} <= seen


def test_advice_is_imperative_and_names_no_id():
    state = fresh(3, 1)
    rng = random.Random(1)
    verbs = set()
    for _ in range(300):
        if state.is_over:
            break
        for action in state.legal_actions()[:20]:
            words = TABLE.advice(action, state)
            assert not ID.search(words) and not words.split()[0].endswith("s"), words
            verbs.add(words.split()[0])
        state.apply(rng.choice(state.legal_actions()))
    assert {"start", "claim", "produce", "take"} <= verbs


def test_hidden_text_omniscient_in_order_a_seat_only_the_contents():
    state = fresh(3, 5)
    everything = TABLE.hidden_text(state, -1, ())
    assert tile_words(state.stack[-1]) in everything.split("Next terrain tiles")[1]
    assert building_words(state.deck[-1]) in everything
    seat = TABLE.hidden_text(state, 1, ("Ann", "Bob", "Cy"))
    other = state.determinize(1, 99)
    assert other.stack != state.stack  # another order...
    assert TABLE.hidden_text(other, 1, ("Ann", "Bob", "Cy")) == seat  # ...that Bob cannot see
    assert "What Bob can know" in seat and not ID.search(seat + everything)


def test_category_tips_explain_every_final_category():
    state = fresh(2, 3)
    rng = random.Random(3)
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
    assert set(TABLE.category_tips) == set(state.outcome().categories)


def test_an_ai_claim_slides_a_pioneer_and_the_tile_a_trade_shows_nothing(qtbot):
    def pick(state, legal):
        return first_of(Claim)(state, legal) if state.current_player == 1 else None

    state, claim = find(pick)
    scene = RiverScene()
    scene.rebuild(state, 0, ())
    arrived = []
    assert TABLE.animate_move(scene, claim, 1, state, 40, lambda: arrived.append(1))
    assert not next(p for p in scene.main.offer.values() if p.tile == claim.tile).isVisible()
    qtbot.waitUntil(lambda: arrived == [1], timeout=3000)
    trade = Trade((3, 0, 0, 0))
    assert not TABLE.animate_move(scene, trade, 1, state, 40, None)
    assert not TABLE.animate_move(scene, Produce(0), 1, state, 0, None)  # no slide at speed 0
    start = fresh(2, 4)
    scene.rebuild(start, 0, ())
    tile = next(t for t in start.offer if t)
    arrived.clear()
    assert TABLE.animate_move(scene, StartTile(tile), start.current_player, start, 30,
                              lambda: arrived.append(1))
    qtbot.waitUntil(lambda: arrived == [1], timeout=3000)


def test_the_scoring_words_fill_in_the_data_numbers(monkeypatch):
    """Other numbers in components.json, other words: the tips restate no number of the data."""
    import dataclasses

    from core.the_river.components import components
    from core.the_river.scoring import CATEGORIES
    from riverboat_qt.the_river import texts

    other = dataclasses.replace(components(), resources_per_vp=4, column_top_two=1,
                                column_all_three=9, trade_give=2, reserved_discount=2)
    monkeypatch.setattr(texts, "components", lambda: other)
    tips = texts.category_tips()
    assert tips[CATEGORIES[2]].startswith("1 VP per 4 resources left")
    assert "9 VP if its three tiles share a type, else 1 VP if" in tips[CATEGORIES[3]]
    assert "(at most 3), income meadows 2 VP" in tips[CATEGORIES[4]]  # the data's meadows
    assert texts.trade_button() == "Trade 2 for 1 food…"
    assert texts.spot_action("reserve").endswith("(it then costs 2 resources less)")
    assert "Reserved: costs 1 resource (2 less, of your choice)." in texts.building_tip("B01", True)
