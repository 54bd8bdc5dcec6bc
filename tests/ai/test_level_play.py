"""The levels play as they did: each bot's parameters, moves and root statistics at fixed
positions (fixed iterations in place of seconds) match tests/data/level-play.json, written by
`python -m tests.level_play` before issue #33 took the lab's options out of the bots.

Regenerate it deliberately, after a change meant to alter how the bots play, and say why in
the commit."""

from __future__ import annotations

import json

import pytest

from tests.level_play import DATA, GAMES, play


@pytest.mark.parametrize("game", GAMES)
def test_each_level_plays_fixed_positions_as_recorded(game: str) -> None:
    recorded = json.loads(DATA.read_text(encoding="utf-8"))
    expected = recorded["games"][game]
    found = play(game, recorded["positions"], recorded["iters"])
    assert found["parameters"] == expected["parameters"]
    for where, moves in expected["moves"].items():
        assert found["moves"][where] == moves, where
    assert list(found["moves"]) == list(expected["moves"])
