"""A planting in words names which crop goes on which hex (issue #47): the two turns of a
two-crop tile on the same hexes never read the same, in the log nor in the hint's rows."""

from __future__ import annotations

import random

import pytest

import core
from core.riverboat import GameState
from core.riverboat.actions import Plant
from core.riverboat.describe import crop_name, describe, hexes_label


def plantings_seen(seed: int, moves: int) -> list[tuple[GameState, list[Plant]]]:
    """The legal plantings at each planting decision of a seeded random 2-seat game."""
    state = core.new_game(2, seed)
    rng = random.Random(seed)
    seen = []
    for _ in range(moves):
        if state.current_player is None:
            break
        legal = state.legal_actions()
        plantings = [a for a in legal if isinstance(a, Plant)]
        if plantings:
            assert isinstance(state, GameState)
            seen.append((state.clone(), plantings))
        state.apply(rng.choice(legal))
    return seen


@pytest.mark.parametrize("seed", range(6))
def test_no_two_legal_plantings_read_the_same(seed):
    seen = plantings_seen(seed, 300)
    assert seen, "the game planted nothing"
    for state, plantings in seen:
        words = [str(describe(a, state)) for a in plantings]
        twins = {w for w in words if words.count(w) > 1}
        assert not twins, twins


def test_a_two_crop_tile_says_where_each_crop_goes():
    for state, plantings in plantings_seen(1, 300):
        for action in plantings:
            crops = {crop for _, crop in action.cells}
            if len(crops) < 2:
                continue
            said = str(describe(action, state))
            for crop in crops:
                hexes = hexes_label(h for h, c in action.cells if c == crop)
                assert f"{crop_name(crop)} on {hexes}" in said, said
            return
    pytest.fail("no two-crop tile was plantable in the seeded game")
