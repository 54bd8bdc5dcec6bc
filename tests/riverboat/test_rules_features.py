"""Estate features and agents (rulebook p. 9; ruling R5 of docs/rules.md)."""

from core.riverboat.components import CROPS
from tests.rules_helpers import (
    act,
    barn,
    crops,
    fill,
    game,
    legal,
    names,
    refused,
    start_phase,
    surveyors,
    well,
    workers,
)

CORN = "e1 e2 e3 e4 e5 e6 e7 e8"
ALL_HEXES = [f"{r}{c}" for r in "abcde" for c in range(1, 9)]


def after_boat(boat, setup=None):
    """Seat 0 ships corn e1-e8 on `boat` in round 1 (seat 1 owns the harvest tile)."""
    s = game(2)
    crops(s, 0, CORN, "corn")
    workers(s, 0, CORN)
    if setup:
        setup(s)
    s = start_phase(s, 3, [1] * 5)
    act(s, f"boat {boat} corn")
    return s


def wells_of(options):
    return {a for a in options if a.startswith("well")}


def barns_of(options):
    return {a for a in options if a.startswith("barn")}


def test_barn_goes_on_an_empty_field_next_to_others_allowed():
    def setup(s):
        crops(s, 0, "c3", "wheat")
        barn(s, 0, "a1")

    s = after_boat("4", setup)
    expected = set(ALL_HEXES) - set(CORN.split()) - {"c3", "a1"}
    assert legal(s) == {f"barn {h}" for h in expected}
    refused(s, "barn c3", "not empty")
    refused(s, "barn e1", "not empty")  # harvested: the crop stays
    refused(s, "well c3", "this benefit is a barn")
    act(s, "barn a2")
    assert names(s.players[0].barn_mask) == {"a1", "a2"}


def test_barn_exhausted_another_feature_of_choice():
    def setup(s):
        crops(s, 0, "c3", "wheat")
        barn(s, 1, "a1 a2 a3 a4 a5 a6 a7 a8")

    s = after_boat("4", setup)
    assert s.supply_barns == 0
    assert legal(s) == {f"well {h}" for h in CORN.split() + ["c3"]} | {"surveyor"}
    refused(s, "barn c4", "no barn is left")


def test_barn_that_cannot_be_placed_another_feature_of_choice():
    def setup(s):
        fill(s, 0, " ".join(h for h in ALL_HEXES if h not in CORN))

    s = after_boat("4", setup)
    assert not barns_of(legal(s)) and "surveyor" in legal(s)
    assert len(wells_of(legal(s))) == 40  # every crop has no well yet
    act(s, "surveyor")
    assert s.players[0].surveyors == 3


def test_well_on_a_crop_hex_of_a_crop_without_a_well():
    def setup(s):
        crops(s, 0, "c3 c4", "wheat")
        well(s, 0, "c3")

    s = after_boat("6", setup)
    assert wells_of(legal(s)) == {f"well {h}" for h in CORN.split()}  # with or without worker
    refused(s, "well c4", "already have a well on wheat")
    refused(s, "well a1", "has no crop")
    act(s, "well e2")
    p = s.players[0]
    assert p.wells[CROPS.index("corn")] == 33 and s.supply_wells == 6


def test_at_most_one_well_per_crop_type():
    s = after_boat("6")
    act(s, "well e2", "agents 0")
    assert s.players[0].well_count() == 1
    assert all(p.wells.count(-1) >= 4 for p in s.players)


def no_wells_left(s):
    """Seat 1 takes five wells, seat 0 three (wheat, potato, pumpkin): none left."""
    for h, c in zip(("a1", "a2", "a3", "a4", "a5"), CROPS, strict=True):
        crops(s, 1, h, c)
        well(s, 1, h)
    for h, c in (("c3", "wheat"), ("c4", "potato"), ("c5", "pumpkin")):
        crops(s, 0, h, c)
        well(s, 0, h)


def test_well_exhausted_barn_or_surveyor():
    setup = no_wells_left
    s = after_boat("6", setup)
    assert s.supply_wells == 0
    assert not wells_of(legal(s)) and barns_of(legal(s)) and "surveyor" in legal(s)


def test_surveyor_goes_to_the_personal_supply():
    s = after_boat("5")
    p = s.players[0]
    assert p.surveyors == 3 and p.active_surveyors == 0


def test_surveyor_exhausted_another_feature_of_choice():
    s = after_boat("5", lambda s: surveyors(s, 1, 2 + s.supply_surveyors))
    assert s.supply_surveyors == 0
    assert s.decision_kind == "feature"
    options = legal(s)
    assert "surveyor" not in options and barns_of(options) and wells_of(options)
    act(s, "barn a1")
    assert s.players[0].barn_count() == 1


def test_all_features_exhausted_nothing():
    def setup(s):
        no_wells_left(s)
        barn(s, 1, "b1 b2 b3 b4 b5 b6 b7 b8")
        surveyors(s, 1, 2 + s.supply_surveyors)

    s = after_boat("4", setup)
    assert s.decision_kind != "feature"
    p = s.players[0]
    assert p.barn_count() == 0 and p.boats == ["4"]


def test_agents_up_to_n_from_the_personal_supply_and_stay():
    s = after_boat("7")
    act(s, "surveyor")
    p = s.players[0]
    assert p.workers == 13 - 8 + 7
    assert legal(s) == {"agents 0", "agents 1", "agents 2", "agents 3"}
    refused(s, "agents 4", "this benefit sends at most 3 agents to New Orleans")
    act(s, "agents 2")
    assert (p.agents, p.workers) == (2, 13 - 8 + 7 - 2)
    assert s.players[0].agents == 2


def test_agents_may_be_declined():
    s = after_boat("5")
    act(s, "agents 0")
    assert s.players[0].agents == 0 and s.players[0].workers == 13 - 8 + 5
