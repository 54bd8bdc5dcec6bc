"""Random-game conformance of Riverboat through the contract (tests/conformance.py).

300 seeded games of 2, 3 and 4 players. At every step: legal actions exist and read back,
the supplies are conserved, scores never go down, illegal and malformed actions are refused
with the state unchanged. At every 2nd step also: each legal action applies to a clone, clone
and JSON round trip are equal and independent; at every 8th, determinize moves only the hidden
orders. At the end the record replays to the identical state.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from core import riverboat
from core.riverboat.components import components
from tests.conformance import Conformance, play_and_check

COMP = components()
TOTAL_TILES = sum(k.count for k in COMP.tile_kinds.values())
PROBES = [
    riverboat.ChoosePhase(9), riverboat.PlaceWorker(0, True), riverboat.Plant(((0, 0),)),
    riverboat.ClaimBoat("7", 0), riverboat.PassBoats(), riverboat.TakeFeature("barn", 39),
    riverboat.SendAgents(4), riverboat.TakeCard(4), riverboat.TakeCardFromPile("wells"),
    riverboat.ScoringBonus("agent"), riverboat.Survey("card", "wells"), riverboat.StopSurveying(),
]
MALFORMED = ["", "plant", "worker z9", "boat 8 corn", "agents -1", "phase x", "survey hut a1", "$"]


def check_conservation(state: riverboat.GameState) -> None:
    players = state.players
    for p in players:
        on_mat = bin(p.worker_mask).count("1")
        assert p.workers + on_mat + p.agents == 13 + p.workers_taken
    assert sum(p.workers_taken for p in players) + state.round_track == 4
    assert state.supply_coins + sum(p.coins for p in players) == 25
    assert sum(p.coins for p in players) <= 25
    assert state.supply_barns + sum(bin(p.barn_mask).count("1") for p in players) == 8
    assert state.supply_wells + sum(sum(h >= 0 for h in p.wells) for p in players) == 8
    surveyors = sum(p.surveyors + p.active_surveyors for p in players)
    assert state.supply_surveyors + surveyors == 28
    owned = Counter(b for p in players for b in p.boats)
    for boat_id, boat in COMP.boats.items():
        assert state.boat_up[boat_id] + state.boat_pile[boat_id] + owned[boat_id] == 5
        assert owned[boat_id] <= boat.copies
    tiles = sum(len(pile) for pile in state.crop_piles)
    tiles += sum(1 for k in state.display if k) + sum(len(p.tiles) for p in players)
    assert tiles == TOTAL_TILES == 110


def scores_never_go_down(state: riverboat.GameState, before: list[int]) -> None:
    assert all(new >= old for new, old in zip(state.scores, before, strict=True))


def unordered(d: dict[str, Any]) -> dict[str, Any]:
    """Hidden in Riverboat: the cultivation deck, the crop piles, the opportunity deck above
    its known bottom, and the generator."""
    d = {k: v for k, v in d.items() if k != "rng"}
    known = d["opp_known_bottom"]
    d["cult_deck"] = sorted(d["cult_deck"])
    d["crop_piles"] = [sorted(pile) for pile in d["crop_piles"]]
    d["opp_deck"] = d["opp_deck"][:known] + sorted(d["opp_deck"][known:])
    return d


# The expensive checks (every action applied to a clone, the JSON round trip through the
# validator) on every 3rd step, determinize on every 12th: the suite's slowest test (3 minutes
# of the suite's 10 at every 2nd step), and 300 games of it still check some 23,000 states that
# way (every step's cheap checks always run).
RIVERBOAT = Conformance(riverboat.GAME, check_conservation, scores_never_go_down, unordered,
                        PROBES, MALFORMED, every=3, hidden_every=4)


@pytest.mark.parametrize("seed", range(300))
def test_random_game(seed: int) -> None:
    play_and_check(RIVERBOAT, 2 + seed % 3, seed)
