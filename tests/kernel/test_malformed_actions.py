"""why_illegal answers any value with a reason and never raises; apply refuses it alike.

An action value can be made without its constructor (object.__new__ and object.__setattr__),
so its fields can hold anything: both games check an action's shape in one place
(core.values.action_fault) before any rule reads it (issue #32, item 5). Property-based: every
action class of each game, with arbitrary field values (missing, None, bools, floats and NaN,
huge numbers, texts, nested lists, tuples), the other game's actions, subclasses and objects
that are no action, asked of states at every kind of decision and at the end.
"""

from __future__ import annotations

import dataclasses
import math
import random
from functools import cache
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import core
from core import IllegalAction
from core.riverboat import actions as riverboat_actions
from core.riverboat.components import CROPS, components
from core.the_river import actions as river_actions
from core.the_river.actions import Build, Claim, Produce, TakeFood
from core.the_river.components import components as river_components
from tests.narrow import present
from tests.rules_helpers import game as riverboat_game
from tests.rules_helpers import start_phase, workers
from tests.the_river.helpers import started

GAMES = {"riverboat": riverboat_actions, "the-river": river_actions}
MISSING = object()  # a field left unset
HUGE = (2**64, -(2**63), 10**100, 10**5000)  # 10**5000 has no str() (Python's digit limit)
WORDS = sorted({
    *components().boats, *components().cards, *components().tile_kinds, *CROPS,
    *river_components().tiles, *river_components().buildings, "barn", "well", "surveyor",
    "card", "coin", "harbor", "agent", "",
})


def raw(cls: type, values: dict[str, Any]) -> object:
    """An action made without its constructor: its fields hold whatever was given."""
    action: object = object.__new__(cls)
    for name, value in values.items():
        if value is not MISSING:
            object.__setattr__(action, name, value)
    return action


def pick(items: list[Any] | tuple[Any, ...]) -> st.SearchStrategy[Any]:
    """sampled_from without showing the items (10**5000 has no repr)."""
    return st.integers(0, len(items) - 1).map(lambda i: items[i])


LEAVES = st.one_of(
    st.none(), st.booleans(), st.integers(-3, 50), st.integers(), pick(HUGE),
    st.floats(allow_nan=True, allow_infinity=True), st.sampled_from(WORDS),
    st.text(max_size=20), st.binary(max_size=4), st.just(MISSING),
    st.tuples(*[st.integers(0, 4)] * 4),  # counts (pay, give), well formed or not
    st.lists(st.tuples(st.integers(-1, 45), st.integers(-1, 4)), max_size=4).map(tuple),  # cells
)
FIELD = st.recursive(LEAVES, lambda inner: st.one_of(
    st.lists(inner, max_size=3), st.lists(inner, max_size=3).map(tuple),
    st.dictionaries(st.text(max_size=3), inner, max_size=2)), max_leaves=6)


def built(cls: type) -> st.SearchStrategy[object]:
    """Values of one action class with arbitrary fields."""
    return st.fixed_dictionaries({f.name: FIELD for f in dataclasses.fields(cls)}).map(
        lambda values: raw(cls, values))


class LegalLooking(river_actions.Produce):  # a subclass is not the game's class
    pass


class RiverboatLookalike(riverboat_actions.ChoosePhase):
    pass


ODD = [
    None, math.nan, 10**5000, object(), [[[]]], "phase 1", "claim T01", b"pass", {"tile": "T01"},
    river_actions.Produce, riverboat_actions.PassBoats(), river_actions.NoSwap(),
    LegalLooking(0), RiverboatLookalike(1), raw(river_actions.Build, {}),
]


def values(game: str) -> st.SearchStrategy[object]:
    classes = sorted(GAMES[game].CLASSES | GAMES["the-river" if game == "riverboat"
                                                   else "riverboat"].CLASSES, key=str)
    return st.one_of(*[built(cls) for cls in classes], pick(ODD), FIELD)


@cache
def sample_states(game: str) -> tuple[Any, ...]:
    """Two states of every kind of decision met in seeded random games, and finished ones."""
    found: dict[str, list[Any]] = {}
    for players, seed in ((2, 1), (3, 2), (4, 3)):
        state = core.new_game(players, seed, game=game)
        chooser = random.Random(seed)
        while not state.is_over:
            kind = found.setdefault(present(state.decision_kind), [])
            if not kind or (len(kind) < 2 and chooser.random() < 0.2):
                kind.append(state.clone())
            state.apply(chooser.choice(state.legal_actions()), log=False)
        found.setdefault("over", []).append(state)
    return tuple(s for kind in found.values() for s in kind)


def check_answered(state: Any, value: object) -> None:
    """A reason, with apply refusing it alike and the state untouched; or legal, and it applies."""
    before = state.to_json()
    reason = state.why_illegal(value)
    if reason is None:
        state.clone().apply(value, log=False)
    else:
        assert isinstance(reason, str) and reason
        with pytest.raises(IllegalAction) as refusal:
            state.apply(value)
        assert str(refusal.value).endswith(str(reason))
    assert state.to_json() == before


@pytest.mark.parametrize("game", list(GAMES))
@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_why_illegal_answers_any_value_and_apply_refuses_it_alike(game: str, data: Any) -> None:
    state = data.draw(st.sampled_from(sample_states(game)))
    check_answered(state, data.draw(values(game)))


@pytest.mark.parametrize("game", list(GAMES))
def test_the_sampled_states_meet_every_kind_of_decision(game: str) -> None:
    kinds = {s.decision_kind for s in sample_states(game)}
    expected = {"the-river": 4, "riverboat": 10}[game]  # and None: the finished games
    assert None in kinds and len(kinds) == expected + 1


@pytest.mark.parametrize("game", list(GAMES))
@pytest.mark.parametrize("odd", ODD, ids=lambda v: type(v).__name__)
def test_odd_values_are_refused_at_every_decision(game: str, odd: object) -> None:
    for state in sample_states(game):
        check_answered(state, odd)
        if type(odd) not in GAMES[game].CLASSES:  # no subclass, no other game's action
            assert state.why_illegal(odd) is not None


# -- regressions (issue #32, item 5) ------------------------------------------------------

def test_why_illegal_of_wrong_field_types_is_a_reason_not_a_type_error() -> None:
    """Produce(resource=1.0), Claim(tile=["T01"]), TakeFood(resource=None),
    Build("B01", pay=None): why_illegal raised TypeError, and Produce(1.0) passed as legal
    (1.0 == 1) and then broke apply."""
    s = started(2, 1)
    assert Produce(1) in s.legal_actions()  # so the float's twin is legal
    for cls, fields in ((Produce, {"resource": 1.0}), (Claim, {"tile": ["T01"]}),
                        (TakeFood, {"resource": None}), (Build, {"building": "B01",
                                                                  "pay": None})):
        value = raw(cls, fields)
        before = s.to_json()
        reason = s.why_illegal(value)
        assert reason is not None and "not a well-formed action" in reason, (value, reason)
        with pytest.raises(IllegalAction, match="not a well-formed action"):
            s.apply(value)
        assert s.to_json() == before


def test_riverboat_why_illegal_of_wrong_field_types_is_a_reason_too() -> None:
    """The same hole in Riverboat: a float hex equals its int twin, a list of cells is no
    tuple, a text phase breaks the comparisons."""
    s = riverboat_game(2)
    workers(s, 0, "c3")
    s = start_phase(s, 1, [0] * 5)  # the bonus worker: any empty field
    assert riverboat_actions.PlaceWorker(0) in s.legal_actions()
    for cls, fields in ((riverboat_actions.PlaceWorker, {"hex": 0.0, "coin": False}),
                        (riverboat_actions.PlaceWorker, {"hex": 0, "coin": 0}),
                        (riverboat_actions.Plant, {"cells": [[18, 0]], "coin": False}),
                        (riverboat_actions.ChoosePhase, {"phase": "1"})):
        value = raw(cls, fields)
        reason = s.why_illegal(value)
        assert reason is not None and "well-formed" in reason, (value, reason)
        before = s.to_json()
        with pytest.raises(IllegalAction, match="not a well-formed action"):
            s.apply(value)
        assert s.to_json() == before
