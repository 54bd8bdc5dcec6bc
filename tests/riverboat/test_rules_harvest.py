"""3. Harvesting and shipping phase (rulebook pp. 7-9; ruling R4 of docs/rules.md).

Mat 1 (seat 0), rows a-e:  a: Y Y Y G G G G P   b: Y B B G G P P R   c: Y Y B G G P P R
                           d: Y B B R P P P R   e: Y B B B R R R R
"""

import pytest

from core.riverboat.components import CROPS
from tests.rules_helpers import (
    act,
    boats,
    coins,
    crops,
    drive,
    game,
    legal,
    names,
    refused,
    start_phase,
    workers,
)

CORN = "e1 e2 e3 e4 e5 e6 e7 e8"


def harvest(setup, n=2, owner=1, round_=1):
    s = game(n)
    setup(s)
    return start_phase(s, 3, [owner] * 5, round_=round_)


def corn_field(hexes=CORN):
    def setup(s):
        crops(s, 0, hexes, "corn")
        workers(s, 0, hexes)
    return setup


def mixed(s):
    crops(s, 0, "a1 a2 a3", "corn")
    crops(s, 0, "c3 c4", "wheat")
    crops(s, 0, "e5", "potato")
    workers(s, 0, "a1 a2 a3 c3 c4 e5")


def test_bonus_harbor_master_one_step():
    s = harvest(mixed, owner=1)
    assert [p.harbor for p in s.players] == [0, 1]


def test_boat_filled_with_exact_capacity_of_a_single_crop():
    s = harvest(mixed)
    assert s.current_player == 0  # seat 1 (owner) has nothing to ship
    expected = {f"boat {b} corn" for b in ("1", "2a", "2b", "3a", "3b")}
    expected |= {f"boat {b} wheat" for b in ("1", "2a", "2b")}
    expected |= {"boat 1 potato", "pass"}
    assert legal(s) == expected
    refused(s, "boat 4 corn", "needs 4 workers on corn; you have 3")
    refused(s, "boat 3a wheat", "needs 3 workers on wheat; you have 2")


def test_harvested_workers_return_to_supply_and_crops_stay():
    s = harvest(mixed)
    act(s, "boat 2a corn")
    p = s.players[0]
    assert p.workers == 13 - 6 + 2
    assert names(p.worker_mask) == {"a3", "c3", "c4", "e5"}  # the lowest hexes are harvested
    assert names(p.crop_masks[CROPS.index("corn")]) == {"a1", "a2", "a3"}
    assert p.harvested == [0, 0, 2, 0, 0]


def test_workers_may_stand_anywhere_on_the_mat():
    s = harvest(corn_field("a1 c8 e4"))
    assert "boat 3a corn" in legal(s)
    act(s, "boat 3a corn")
    assert s.players[0].worker_mask == 0


def test_a_crop_hex_is_harvested_only_once():
    def setup(s):
        crops(s, 0, "a1 a2 a3", "corn")
        workers(s, 0, "a1")

    s = harvest(setup)
    assert legal(s) == {"boat 1 corn", "pass"}
    act(s, "boat 1 corn")
    assert s.players[0].worker_mask == 0 and s.phase != "harvest"


def test_face_up_boat_free_once_per_type_per_round_then_coin_from_pile():
    def setup(s):
        corn_field()(s)
        crops(s, 1, "a1 a2 a3", "corn")
        workers(s, 1, "a1 a2 a3")

    s = harvest(setup, owner=0)
    act(s, "boat 3a corn")
    assert s.players[0].coins == 3 and s.boat_up["3a"] is False
    assert s.current_player == 1
    assert "boat 3a corn $" in legal(s) and "boat 3a corn" not in legal(s)
    refused(s, "boat 3a corn", "a coin buys one from the pile")
    act(s, "boat 3a corn $")
    assert s.players[1].coins == 2 and s.boat_pile["3a"] == 3
    assert s.players[1].boats == ["3a"]


def test_coin_not_spent_on_a_face_up_boat():
    s = harvest(mixed)
    refused(s, "boat 3b corn $", "face up: take it without a coin")


def test_without_a_coin_no_boat_from_the_pile():
    def setup(s):
        mixed(s)
        coins(s, 0, 0)
        s.boat_up["3a"] = False
        s.players[1].boats.append("3a")
        s.players[1].harvested[0] = 3

    s = harvest(setup)
    assert "boat 3a corn $" not in legal(s)
    refused(s, "boat 3a corn $", "no coin")


def test_exhausted_riverboat_type_cannot_be_chosen():
    def setup(s):
        mixed(s)
        boats(s, 1, "3a 3a 3a 3a 3a")

    s = harvest(setup)
    assert not any(a.startswith("boat 3a") for a in legal(s))
    refused(s, "boat 3a corn $", "exhausted")
    refused(s, "boat 3a corn", "exhausted")


def test_boats_fill_the_leftmost_free_slot():
    def setup(s):
        corn_field()(s)
        boats(s, 0, "2b", "wheat")

    s = harvest(setup)
    act(s, "boat 1 corn", "boat 3b corn")
    assert s.players[0].boats == ["2b", "1", "3b"]


def ship_turns(s):
    seats = []
    while s.phase == "harvest":
        if s.decision_kind == "ship":
            seats.append(s.current_player)
            choice = sorted(a for a in legal(s) if a.startswith(("boat 1 ", "boat 2")))
            act(s, choice[0] if choice else "pass")
        else:
            act(s, sorted(legal(s))[0])
    return seats


@pytest.mark.parametrize(("round_", "most", "owner"), [(1, 2, 0), (2, 2, 1), (3, 2, 0), (4, 3, 1)])
def test_up_to_two_boats_a_round_three_in_round_4(round_, most, owner):
    def setup(s):
        corn_field()(s)
        crops(s, 1, "a1 a2 a3 a4 a5 a6 a7 a8", "wheat")
        workers(s, 1, "a1 a2 a3 a4 a5 a6 a7 a8")

    s = harvest(setup, owner=owner, round_=round_)
    assert ship_turns(s) == [owner, 1 - owner] * most  # clockwise from the tile owner
    assert [len(p.boats) for p in s.players] == [most, most]


def test_passing_ends_your_boats_for_the_round():
    def setup(s):
        corn_field()(s)
        crops(s, 1, "a1 a2 a3 a4", "wheat")
        workers(s, 1, "a1 a2 a3 a4")

    s = harvest(setup, owner=0)
    act(s, "pass")
    assert s.current_player == 1
    act(s, "boat 1 wheat")
    assert s.current_player == 1  # seat 0 passed: seat 1 continues alone
    act(s, "boat 2a wheat")
    assert s.phase != "harvest" and s.players[0].boats == []


def test_no_decision_for_a_player_who_can_claim_nothing():
    s = harvest(lambda s: crops(s, 0, "a1", "corn"))
    assert s.phase == "opportunity"


def test_nine_boat_slots_full_no_more_boats():
    def setup(s):
        corn_field()(s)
        boats(s, 0, "1 1 1 1 2a 2a 2a 2a 2b", "wheat")

    s = harvest(setup)
    assert s.phase == "opportunity" and len(s.players[0].boats) == 9


def resolve(s, *texts):
    act(s, *texts)
    return s.players[0]


@pytest.mark.parametrize(("boat", "vp", "coin", "harbor"), [
    ("1", 0, 1, 3), ("2a", 1, 0, 2), ("2b", 2, 0, 1), ("3a", 3, 0, 1), ("3b", 3, 1, 0),
])
def test_boat_benefits_coins_vp_harbor(boat, vp, coin, harbor):
    s = harvest(corn_field())
    supply = s.supply_coins
    p = resolve(s, f"boat {boat} corn")
    assert (p.vp, p.coins - 3, p.harbor) == (vp, coin, harbor)
    assert s.supply_coins == supply - coin


def test_boat_coin_benefit_only_if_coins_remain():
    def setup(s):
        corn_field()(s)
        coins(s, 1, 3 + s.supply_coins)

    s = harvest(setup)
    p = resolve(s, "boat 1 corn")
    assert (p.coins, p.harbor) == (3, 3)


def test_boat_4_gives_a_barn():
    s = harvest(corn_field())
    act(s, "boat 4 corn")
    assert s.decision_kind == "feature" and s.current_player == 0
    assert legal(s) == {f"barn {h}" for h in names(s.players[0].empty_fields())}
    p = resolve(s, "barn c3")
    assert names(p.barn_mask) == {"c3"} and s.supply_barns == 7


def test_boat_5_gives_a_surveyor_and_up_to_1_agent():
    s = harvest(corn_field())
    act(s, "boat 5 corn")
    p = s.players[0]
    assert p.surveyors == 3 and s.supply_surveyors == 28 - 4 - 1
    assert s.decision_kind == "agents" and legal(s) == {"agents 0", "agents 1"}
    p = resolve(s, "agents 1")
    assert p.agents == 1 and p.workers == 13 - 8 + 5 - 1


@pytest.mark.parametrize(("boat", "up_to"), [("6", 2), ("7", 3)])
def test_boats_6_and_7_give_an_estate_feature_and_agents(boat, up_to):
    s = harvest(corn_field())
    act(s, f"boat {boat} corn")
    assert s.decision_kind == "feature"
    options = legal(s)
    assert "surveyor" in options and "barn c3" in options and "well e8" in options
    act(s, "well e8")
    assert legal(s) == {f"agents {k}" for k in range(up_to + 1)}
    p = resolve(s, f"agents {up_to}")
    assert p.agents == up_to and p.wells[CROPS.index("corn")] == 39


def test_harbor_steps_past_the_last_space_are_lost():
    def setup(s):
        corn_field()(s)
        s.players[0].harbor = 11

    s = harvest(setup)
    assert resolve(s, "boat 1 corn").harbor == 12


def bonus_setup(done, extra="e1 e2 e3"):
    def setup(s):
        boats(s, 0, done, "corn")
        crops(s, 0, extra, "corn")
        crops(s, 0, "a1 a2 a3", "wheat")
        workers(s, 0, extra + " a1 a2 a3")
    return setup


def test_harvest_bonus_at_9_of_one_crop_estate_feature_of_choice():
    s = harvest(bonus_setup("6"))  # 6 corn harvested in an earlier round
    act(s, "boat 3b corn")
    assert s.players[0].harvested[CROPS.index("corn")] == 9
    assert s.decision_kind == "feature"
    assert {"surveyor", "barn c3", "well e1", "well a1"} <= legal(s)
    p = resolve(s, "surveyor")
    assert p.surveyors == 3 and p.harvest_bonus == 1 << CROPS.index("corn")


def test_harvest_bonus_not_before_9():
    s = harvest(bonus_setup("5"))
    act(s, "boat 3b corn")
    assert s.decision_kind != "feature" and s.players[0].harvest_bonus == 0


def test_harvest_bonus_once_per_crop():
    s = harvest(bonus_setup("6", extra="e1 e2 e3 e4"), round_=4)
    act(s, "boat 3b corn", "surveyor")  # 9 corn: the bonus
    act(s, "boat 1 corn")  # 10 corn: no second bonus
    assert s.players[0].harvested[CROPS.index("corn")] == 10
    assert s.decision_kind == "ship" and s.players[0].surveyors == 3


def test_harvest_bonus_for_each_crop():
    def setup(s):
        boats(s, 0, "6", "corn")
        boats(s, 0, "7", "wheat")
        crops(s, 0, "e1 e2 e3", "corn")
        crops(s, 0, "a1 a2", "wheat")
        workers(s, 0, "e1 e2 e3 a1 a2")

    s = harvest(setup)
    act(s, "boat 3b corn", "surveyor", "boat 2a wheat")
    assert s.decision_kind == "feature"
    p = resolve(s, "surveyor")
    assert p.surveyors == 4 and p.harvest_bonus == (1 << 2) | (1 << 1)


def test_the_harvesting_phase_ends_when_everyone_is_done():
    s = harvest(corn_field())
    drive(s, lambda st: st.phase != "harvest", prefer=("boat 1 corn", "agents 0"))
    assert s.phase == "opportunity"


def test_sub_decisions_come_at_once_boat_benefits_before_the_harvest_bonus():
    s = harvest(bonus_setup("2a", extra=CORN))  # 2 corn harvested before; boat 7 makes 9
    act(s, "boat 7 corn")
    kinds = []
    while s.current_player == 0 and s.decision_kind != "ship":
        kinds.append(s.decision_kind)
        act(s, "surveyor" if s.decision_kind == "feature" else "agents 0")
    assert kinds == ["feature", "agents", "feature"]  # boat: feature, agents; then the bonus
    assert s.players[0].surveyors == 4


def lone_shippers(seats):
    """Seat 0 has 8 corn workers, the listed other seats 3 wheat workers, the rest nothing."""
    def setup(s):
        corn_field()(s)
        for seat in seats:
            crops(s, seat, "a1 a2 a3", "wheat")
            workers(s, seat, "a1 a2 a3")
    return setup


def test_regression_3p_seat_with_a_boat_action_left_is_asked_again():
    # A claims, B and C cannot: A still has a boat action; the phase must not end
    s = harvest(lone_shippers([]), n=3, owner=0)
    assert ship_turns(s) == [0, 0]
    assert [len(p.boats) for p in s.players] == [2, 0, 0]


def test_regression_4p_after_two_seats_that_cannot_claim_the_next_seat_is_asked():
    # A claims, B and C cannot, D can: D is next, not A again
    s = harvest(lone_shippers([3]), n=4, owner=0)
    assert ship_turns(s) == [0, 3, 0, 3]
    assert [len(p.boats) for p in s.players] == [2, 0, 0, 2]


@pytest.mark.parametrize(("n", "owner", "able", "turns"), [
    (3, 1, [2], [2, 0, 2, 0]),  # the owner cannot claim: the next seats go in turn
    (4, 2, [1], [0, 1, 0, 1]),  # seats 2 and 3 cannot: 0, then 1, then 0 again
    (4, 3, [2], [0, 2, 0, 2]),
    (4, 1, [3], [3, 0, 3, 0]),
])
def test_harvest_turns_go_clockwise_skipping_only_seats_that_cannot_claim(n, owner, able, turns):
    s = harvest(lone_shippers(able), n=n, owner=owner)
    assert ship_turns(s) == turns
