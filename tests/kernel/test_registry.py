"""The registry: games by id, a state's game, and the kernel's entry points that take an id."""

from __future__ import annotations

import pytest

import core
from core import registry
from core.riverboat import GAME, GameState


def test_riverboat_is_registered_under_its_id() -> None:
    assert registry.GAMES["riverboat"] is GAME
    assert registry.game("riverboat") is GAME
    assert (GAME.title, GAME.min_players, GAME.max_players) == ("Riverboat", 2, 4)


@pytest.mark.parametrize("bad", ["chess", "", None, 3, ["riverboat"]])
def test_an_unknown_game_id_is_refused_naming_the_known_ones(bad) -> None:
    with pytest.raises(ValueError, match="known games are riverboat"):
        registry.game(bad)
    with pytest.raises(ValueError, match="unknown game"):
        core.new_game(2, 1, game=bad)
    with pytest.raises(ValueError, match="unknown game"):
        core.parse_action("pass", game=bad)


def test_a_state_finds_its_game_by_its_game_id() -> None:
    state = core.new_game(3, 4)
    assert isinstance(state, GameState) and state.game_id == "riverboat"
    assert registry.game_of(state) is GAME
    with pytest.raises(ValueError, match="unknown game None"):
        registry.game_of(object())  # type: ignore[arg-type]


def test_the_entry_points_default_to_riverboat_and_keep_the_setup() -> None:
    state = core.new_game(2, 9, [3, 1])
    assert GAME.setup_of(state) == [3, 1]
    assert GAME.setup_of(GAME.new_game(2, 9, None)) == GAME.setup_of(core.new_game(2, 9))
    assert core.parse_action("worker b3 $") == GAME.parse_action("worker b3 $")
    assert GAME.state_from_json(state.to_json()) == state
    with pytest.raises(ValueError, match="not a Riverboat game"):
        GAME.setup_of(object())  # type: ignore[arg-type]
