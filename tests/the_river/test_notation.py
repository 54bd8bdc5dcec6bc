"""Every action's notation reads back to the same action; bad texts are refused."""

from __future__ import annotations

import pytest

from core.the_river import (
    GAME,
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
    parse_action,
)
from core.the_river.components import components
from core.the_river.describe import a_or_an, describe

EVERY_TYPE = [
    (StartTile("T05"), "start T05"),
    (Trade((2, 1, 0, 0)), "trade 2w 1c"),
    (Trade((0, 0, 1, 2)), "trade 1s 2f"),
    (Claim("T33"), "claim T33"),
    (Produce(0), "produce wood"),
    (Produce(2), "produce stone"),
    (TakeFood(3), "food"),
    (TakeFood(1), "food clay"),
    (Reserve("B12"), "reserve B12"),
    (Build("B12", (2, 1, 0, 1)), "build B12 2w 1c 1f"),
    (Build("B30", (3, 2, 2, 0)), "build B30 3w 2c 2s"),
    (TakeFirstPlayer(), "first player"),
    (Swap(2, 11), "swap 2 11"),
    (NoSwap(), "no swap"),
    (Discard(3), "discard food"),
    (SetAside(), "set aside"),
]


@pytest.mark.parametrize("action,text", EVERY_TYPE)
def test_round_trip(action: object, text: str) -> None:
    assert str(action) == text
    assert parse_action(text) == action
    assert GAME.parse_action(text) == action
    assert hash(parse_action(text)) == hash(action)


BAD = [
    "", "   ", "claim", "claim T99", "claim T05 T06", "produce food", "produce gold",
    "food food", "food wood clay", "reserve", "reserve T05", "build", "build B99 1w",
    "build B12 1x", "build B12 0w", "build B12 1c 1w", "build B12 1w 1w", "build B12 w",
    "swap 1", "swap a b", "swap \u0663 4", "swap 1 2 3", "trade 1w1c", "trade 1f 1w",
    "first", "first player now", "no", "no swap please", "set", "discard", "discard gold",
    "start", "dance", "x" * 500, "swap 123 4",
]


@pytest.mark.parametrize("text", BAD)
def test_bad_notation_refused(text: str) -> None:
    with pytest.raises(ValueError):
        parse_action(text)


@pytest.mark.parametrize("value", [None, 3, b"claim T05", ["claim", "T05"]])
def test_non_text_refused(value: object) -> None:
    with pytest.raises(ValueError, match="text"):
        parse_action(value)  # type: ignore[arg-type]


@pytest.mark.parametrize("make", [
    lambda: Produce(True), lambda: Swap(1.0, 2), lambda: Trade((1, 1, 1)),  # type: ignore[arg-type]
    lambda: Build("B12", (1, -1, 0, 0)), lambda: Claim(5), lambda: TakeFood("food"),  # type: ignore[arg-type]
])
def test_actions_hold_exact_values(make: object) -> None:
    with pytest.raises(ValueError):
        make()  # type: ignore[operator]


def test_every_legal_action_of_random_games_round_trips() -> None:
    import random

    for n in (2, 3, 4):
        s = GAME.new_game(n, 100 + n, None)
        rng = random.Random(n)
        while not s.is_over:
            actions = s.legal_actions()
            for a in actions:
                assert parse_action(str(a)) == a
            s.apply(rng.choice(actions), log=False)


def test_an_8_vp_building_is_not_a_8_vp_building() -> None:
    """Regression: the log read 'reserves a 8-VP building'."""
    eight = next(b for b in components().buildings.values() if b.vp == 8)
    three = next(b for b in components().buildings.values() if b.vp == 3)
    assert describe(Reserve(eight.id)).startswith("reserves an 8-VP building (")
    assert describe(Reserve(three.id)).startswith("reserves a 3-VP building (")
    assert [a_or_an(n) for n in (1, 8, 11, 18, 80, 100)] == ["a", "an", "an", "an", "an", "a"]
