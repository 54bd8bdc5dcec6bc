"""The registry: games by id, a state's game, and the kernel's entry points that take an id."""

from __future__ import annotations

import pytest

import core
from ai import registry as ai_registry
from core import registry
from core.riverboat import GAME, GameState
from tests import games as suite


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


@pytest.mark.parametrize("game", suite.ids())
def test_every_game_of_the_suite_is_in_the_registries_for_its_tests(game: str) -> None:
    """The test-only registry (tests/games.py): a test parametrized with the toy finds it
    where it finds a real game, the kernel's and the bots' registries and the window's."""
    from riverboat_qt.registry import table_for

    assert registry.game(game) is suite.games()[game]
    assert ai_registry.knowledge_of(game) is suite.knowledge(game)
    assert table_for(game).game_id == game


def test_a_test_only_game_is_registered_for_its_tests_alone() -> None:
    from riverboat_qt.registry import game_ids

    assert suite.TEST_ONLY and not set(suite.TEST_ONLY) & {*registry.GAMES, *game_ids()}
