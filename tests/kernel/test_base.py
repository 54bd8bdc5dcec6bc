"""The kernel's state base (core/base.py): the flow's guard against a step that gets nowhere,
and what both games' states share through it."""

from __future__ import annotations

from types import ModuleType

import pytest

import core
from core import base, registry
from core.errors import InvalidState, RunawayFlow
from core.riverboat import rules as riverboat_rules
from core.the_river import rules as river_rules
from tests import games as suite

# Each game, its rules and the phase its flow starts in.
FLOWS = [("riverboat", riverboat_rules, "draft"), ("the-river", river_rules, "setup")]


def _stuck_step(calls: list[int]):
    def step(s: object) -> bool:
        calls.append(1)
        return False  # neither sets a decision nor moves the phase on: the broken step

    return step


@pytest.mark.parametrize(("game", "rules", "phase"), FLOWS)
def test_a_step_that_never_decides_stops_with_a_clear_error(
        monkeypatch: pytest.MonkeyPatch, game: str, rules: ModuleType, phase: str) -> None:
    calls: list[int] = []
    monkeypatch.setitem(rules.STEPS, phase, _stuck_step(calls))
    with pytest.raises(RunawayFlow, match=f"more than {base.MAX_AUTOMATIC_STEPS} automatic "
                       f"steps without a decision, in the {phase} phase of round 1"):
        core.new_game(2, 1, game=game)
    assert len(calls) == base.MAX_AUTOMATIC_STEPS


@pytest.mark.parametrize(("game", "rules", "phase"), FLOWS)
def test_a_saved_state_whose_flow_runs_away_is_refused_as_invalid(
        monkeypatch: pytest.MonkeyPatch, game: str, rules: ModuleType, phase: str) -> None:
    text = core.new_game(3, 2, game=game).to_json()
    monkeypatch.setitem(rules.STEPS, phase, _stuck_step([]))
    with pytest.raises(InvalidState, match="automatic steps without a decision"):
        registry.game(game).state_from_json(text)


@pytest.mark.parametrize("game", suite.ids(state_base=True))
def test_states_of_two_games_are_never_equal_and_say_their_game(game: str) -> None:
    state = core.new_game(2, 5, game=game)
    other = core.new_game(2, 5, game=next(g for g in suite.ids() if g != game))
    assert state != other and state == state.clone()
    assert repr(state).startswith(f"<{game} GameState 2p round 1 ")
    with pytest.raises(TypeError):
        hash(state)
