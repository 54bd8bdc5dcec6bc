"""Random-game conformance through the public API (OpenSpiel's random_sim_test, for Riverboat).

300 seeded games of 2, 3 and 4 players; at every step: legal actions exist and each applies,
clone and JSON round trip are equal and independent, the supplies are conserved, scores never
go down, illegal and malformed actions are refused with the state unchanged; at the end the
record replays to the identical final state.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

import core
from core import riverboat
from core.riverboat.components import components

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


def check_every_action_applies(state: riverboat.GameState, actions: list) -> None:
    before = state.to_json()
    for action in actions:
        copy = state.clone()
        copy.apply(action, log=False)
    assert state.to_json() == before, "applying to a clone changed the original"


def check_refusals(state: riverboat.GameState, actions: list) -> None:
    before = state.to_json()
    for probe in PROBES:
        if probe not in actions:
            with pytest.raises(core.IllegalAction) as info:
                state.apply(probe)
            assert str(info.value)
    for text in MALFORMED:
        with pytest.raises(ValueError):
            core.parse_action(text)
    assert state.to_json() == before


def check_copies(state: riverboat.GameState) -> None:
    restored = riverboat.GameState.from_json(state.to_json())
    assert restored == state
    assert restored.legal_actions() == state.legal_actions()
    twin = state.clone()
    assert twin == state and twin is not state


def play_and_check(players: int, seed: int) -> None:
    record, state = core.GameRecord.start(players, seed)
    chooser = random.Random(seed)
    last_scores = state.scores
    while not state.is_over:
        actions = state.legal_actions()
        assert actions, "no legal action before the end"
        assert all(state.why_illegal(a) is None for a in actions)
        check_every_action_applies(state, actions)
        check_refusals(state, actions)
        check_copies(state)
        check_conservation(state)
        action = chooser.choice(actions)
        assert core.parse_action(str(action)) == action
        state.apply(action)
        record.actions.append(str(action))
        assert all(new >= old for new, old in zip(state.scores, last_scores, strict=True))
        last_scores = state.scores
    assert state.legal_actions() == [] and state.current_player is None
    check_conservation(state)
    outcome = state.outcome()
    assert outcome is not None and list(outcome.scores) == state.scores
    replayed = list(core.replay(core.GameRecord.from_json(record.to_json())))
    assert replayed[-1] == state


@pytest.mark.parametrize("seed", range(300))
def test_random_game(seed: int) -> None:
    play_and_check(2 + seed % 3, seed)
