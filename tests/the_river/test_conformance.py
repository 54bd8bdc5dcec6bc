"""Random-game conformance of The River through the contract (tests/conformance.py).

300 seeded games, 100 each of 2, 3 and 4 players: at every step the contract's cheap checks,
the conservation of every component, and the running score's promise (docs/rules-the-river.md):
the final scoring as if the game ended now. The expensive checks (every legal action applied to
a clone, the JSON round trip through the validator, determinize) run on every 4th step and
determinize on every 8th, to keep the run near half a minute; the soak variant runs them all at
every step of 120 more games.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from core.the_river import GAME, GameState, parse_action
from core.the_river.rules import advance
from tests.conformance import Conformance, play_and_check
from tests.the_river.helpers import check_conservation

PROBES = [parse_action(text) for text in (
    "start T01", "trade 3f", "trade 1w 1c 1s", "claim T35", "produce stone", "produce wood",
    "food", "food clay", "reserve B01", "build B33 3w 3c 1s", "build B01", "first player",
    "swap 1 12", "swap 2 1", "no swap", "discard food", "discard wood", "set aside")]
MALFORMED = ["", "claim", "claim T99", "claim T05 T06", "produce food", "produce", "swap 1",
             "swap 1 x", "swap \u0663 4", "trade 3x", "trade 1c 1w", "trade 01w", "food wood clay",
             "build", "build B99 1w", "first", "first player now", "reserve T01", "discard",
             "start B01", "$", "x" * 81]


def ended_now(state: GameState) -> GameState:
    """A copy where the game ends at once: every pioneer left on a boat set aside, the last
    round declared, the islands emptied so that no income falls in; then the last cleanup and
    the final scoring run as the rules run them."""
    s = state.clone()
    for p in s.players:
        p.aside += p.boat
        p.boat = 0
    s.islands = [0] * len(s.islands)
    s.last_round = True
    s.decision, s._legal, s._scores = None, None, None
    advance(s)
    return s


def running_score_is_the_final_scoring_if_ended_now(state: Any, before: list[int]) -> None:
    assert all(type(v) is int and v >= 0 for v in state.scores)
    if state.phase == "play" and not state.pending:
        final = ended_now(state).outcome()
        assert final is not None and list(final.scores) == state.scores


def unordered(d: dict[str, Any]) -> dict[str, Any]:
    """Hidden in The River (ruling 15): the order of the terrain stack and the building deck,
    and the generator."""
    d = {k: v for k, v in d.items() if k != "rng"}
    d["stack"], d["deck"] = sorted(d["stack"]), sorted(d["deck"])
    return d


FULL = Conformance(GAME, check_conservation, running_score_is_the_final_scoring_if_ended_now,
                   unordered, PROBES, MALFORMED)
SAMPLED = replace(FULL, every=4, hidden_every=2)


@pytest.mark.parametrize("seed", range(300))
def test_random_game(seed: int) -> None:
    play_and_check(SAMPLED, 2 + seed % 3, seed)


@pytest.mark.soak
@pytest.mark.parametrize("seed", range(300, 420))  # 40 games each of 2, 3, 4 players: ~1 min
def test_random_game_every_check_at_every_step(seed: int) -> None:
    play_and_check(FULL, 2 + seed % 3, seed)
