"""4. Opportunity phase and the 17 opportunity cards (rulebook pp. 9-11; ruling 6)."""

import pytest

from core.riverboat import parse_action
from core.riverboat.components import components
from core.rng import Rng
from tests.rules_helpers import (
    act,
    agents,
    barn,
    boats,
    card,
    coins,
    crops,
    drive,
    game,
    lay,
    legal,
    refused,
    set_spaces,
    start_phase,
    supply_workers,
    well,
)

SPACES = "harvest-corn agents coins wells"


def opportunity(setup=None, n=2, owner=1, spaces=SPACES):
    s = game(n)
    set_spaces(s, spaces)
    if setup:
        setup(s)
    return start_phase(s, 4, [owner] * 5)


def test_bonus_one_vp():
    s = opportunity(owner=1)
    assert [p.vp for p in s.players] == [0, 1]
    assert s.current_player == 1


def test_take_a_face_up_card_it_is_not_scored_yet():
    s = opportunity(owner=0)
    act(s, "card 1")
    p = s.players[0]
    assert p.cards == ["harvest-corn"] and p.scored_cards == [] and p.vp == 1
    assert s.opp_spaces[0] is None
    refused(s, "card 1", "no card on that space")


@pytest.mark.parametrize(("space", "surveyors", "harbor", "coins_"), [
    (1, 3, 0, 3), (3, 2, 2, 3), (4, 2, 0, 4),
])
def test_space_bonuses_surveyor_harbor_coin(space, surveyors, harbor, coins_):
    s = opportunity(owner=0)
    act(s, f"card {space}")
    p = s.players[0]
    assert (p.surveyors, p.harbor, p.coins) == (surveyors, harbor, coins_)


def test_space_2_sends_one_worker_to_new_orleans():
    s = opportunity(owner=0)
    act(s, "card 2")
    assert s.decision_kind == "agents" and legal(s) == {"agents 0", "agents 1"}
    act(s, "agents 1")
    assert (s.players[0].agents, s.players[0].workers) == (1, 12)


def test_space_2_without_workers_in_supply_no_agent():
    s = opportunity(lambda s: supply_workers(s, 0, 0), owner=0)
    act(s, "card 2")
    assert s.decision_kind == "card" and s.current_player == 1
    assert s.players[0].agents == 13


def test_space_4_coin_only_if_coins_remain():
    s = opportunity(lambda s: coins(s, 1, 3 + s.supply_coins), owner=0)
    act(s, "card 4")
    assert s.players[0].coins == 3


def test_taking_a_card_is_mandatory():
    s = opportunity(owner=0)
    assert {a for a in legal(s) if "$" not in a} == {"card 1", "card 2", "card 3", "card 4"}
    assert "pass" not in legal(s)
    refused(s, "pass", "not that kind of decision")


def test_coin_picks_any_card_from_the_pile_without_bonus():
    s = opportunity(owner=0)
    pile = list(s.opp_deck)
    assert {a for a in legal(s) if "$" in a} == {f"card {c} $" for c in pile}
    supply = s.supply_coins
    act(s, f"card {pile[0]} $")
    p = s.players[0]
    assert p.cards == [pile[0]] and p.coins == 2 and s.supply_coins == supply + 1
    assert (p.surveyors, p.harbor, p.agents, p.vp) == (2, 0, 0, 1)
    assert sorted(s.opp_deck) == sorted(pile[1:])
    assert s.opp_deck != pile[1:] and s.opp_known_bottom == 0  # looked through: reshuffled
    assert all(s.opp_spaces)


LEFTOVERS = ["barns", "coins"]  # put face down under the pile in an earlier round
ABOVE = "harvest-corn agents three-hex-tiles wells"  # face up now


def under_the_pile(s):
    """Move LEFTOVERS to the bottom of the pile (the start of opp_deck), known to all."""
    for c in LEFTOVERS:
        s.opp_deck.remove(c)
    s.opp_deck[:0] = LEFTOVERS
    s.opp_known_bottom = len(LEFTOVERS)


@pytest.mark.parametrize("seed", range(6))
def test_coin_pick_keeps_the_leftovers_at_the_bottom(seed):
    s = opportunity(under_the_pile, owner=0, spaces=ABOVE)
    s.rng = Rng(seed)  # whatever the draw of the new order
    unknown = s.opp_deck[2:]
    act(s, f"card {unknown[-1]} $")
    assert s.opp_deck[:2] == LEFTOVERS and s.opp_known_bottom == 2
    assert sorted(s.opp_deck[2:]) == sorted(unknown[:-1])


def test_coin_pick_reshuffles_only_the_unknown_part():
    s = opportunity(under_the_pile, owner=0, spaces=ABOVE)
    unknown = s.opp_deck[2:]
    act(s, f"card {unknown[0]} $")
    assert s.opp_deck[2:] != unknown[1:]  # new order above the leftovers
    assert sorted(s.opp_deck[2:]) == sorted(unknown[1:])


def test_coin_pick_of_a_leftover_keeps_the_other_at_the_bottom():
    s = opportunity(under_the_pile, owner=0, spaces=ABOVE)
    act(s, "card barns $")
    assert s.opp_deck[:1] == ["coins"] and s.opp_known_bottom == 1
    assert s.players[0].cards == ["barns"]


def test_leftovers_are_not_drawn_back_after_a_coin_pick():
    # Round 1 leaves two cards under the pile; in round 2 a coin pick looks through the pile;
    # round 3 still draws from the cards above them.
    s = opportunity(owner=0)
    act(s, "card 2", "agents 0", "card 3")
    leftovers = s.opp_deck[:2]
    act(s, "bonus coin")
    drive(s, lambda st: st.round == 2 and st.phase == "opportunity")
    while s.decision_kind != "card":
        act(s, sorted(legal(s))[0])
    assert s.opp_deck[:2] == leftovers and len(s.opp_deck) > 6
    act(s, f"card {s.opp_deck[-1]} $")
    assert s.opp_deck[:2] == leftovers
    drive(s, lambda st: st.round == 3)
    assert not set(leftovers) & set(s.opp_spaces)


@pytest.mark.parametrize("seed", range(8))
def test_determinize_keeps_the_known_bottom_in_place(seed):
    s = opportunity(under_the_pile, owner=0, spaces=ABOVE)
    d = s.determinize(0, seed)
    assert d.opp_deck[:2] == LEFTOVERS and d.opp_known_bottom == 2
    assert sorted(d.opp_deck[2:]) == sorted(s.opp_deck[2:])
    assert d.observation(0) == s.observation(0)


def test_determinize_resamples_the_unknown_part():
    s = opportunity(under_the_pile, owner=0, spaces=ABOVE)
    orders = {tuple(s.determinize(1, seed).opp_deck[2:]) for seed in range(8)}
    assert len(orders) > 1


def test_no_coin_no_card_from_the_pile():
    s = opportunity(lambda s: coins(s, 0, 0), owner=0)
    assert legal(s) == {"card 1", "card 2", "card 3", "card 4"}
    refused(s, f"card {s.opp_deck[0]} $", "no coin")


def test_card_not_in_the_pile_refused():
    s = opportunity(owner=0)
    refused(s, "card harvest-corn $", "not in the opportunity pile")


def test_each_player_takes_one_card_leftovers_go_under_the_pile():
    s = opportunity(owner=0)
    act(s, "card 2", "agents 0", "card 3")
    assert s.phase == "scoring"
    assert sorted(s.opp_deck[:2]) == ["harvest-corn", "wells"] and s.opp_known_bottom == 2
    assert s.opp_spaces == [None] * 4
    assert [p.cards for p in s.players] == [["agents"], ["coins"]]


def test_leftovers_are_drawn_last():
    s = opportunity(owner=0)
    act(s, "card 2", "agents 0", "card 3")
    act(s, "bonus coin")
    drive(s, lambda st: st.round == 2)
    assert s.phase == "draft"
    assert not {"harvest-corn", "wells"} & set(s.opp_spaces)


def test_a_player_with_no_option_is_skipped():
    s = opportunity(lambda s: coins(s, 1, 0), owner=0, spaces="coins - - -")
    act(s, "card 1")
    assert s.phase == "scoring"  # seat 1: no card face up and no coin
    assert s.players[1].cards == []


# -- the 17 cards, scored by a surveyor in the scoring phase --------------------------------

def scored(card_id, setup):
    """VP that surveying the card gives seat 0, and the state just after."""
    s = game(2)
    card(s, 0, card_id)
    setup(s)
    s = start_phase(s, 5, [1] * 5)
    act(s, "bonus harbor")
    events = s.apply(parse_action(f"survey card {card_id}"))
    return sum(e.vp for e in events if e.text.startswith("surveys")), s


def test_the_17_cards_are_all_known():
    assert len(components().cards) == 17


@pytest.mark.parametrize("crop", ["corn", "potato", "pumpkin", "turnip", "wheat"])
def test_harvested_crop_card_1_vp_each_max_15(crop):
    assert scored(f"harvest-{crop}", lambda s: boats(s, 0, "6 4", crop))[0] == 10
    assert scored(f"harvest-{crop}", lambda s: boats(s, 0, "7 6 3a", crop))[0] == 15
    other = "wheat" if crop != "wheat" else "corn"
    assert scored(f"harvest-{crop}", lambda s: boats(s, 0, "7", other))[0] == 0


def test_crop_types_card_3_vp_per_type_harvested_max_15():
    def three(s):
        for c in ("corn", "wheat", "potato"):
            boats(s, 0, "1", c)

    def five(s):
        for c in ("corn", "wheat", "potato", "turnip", "pumpkin"):
            boats(s, 0, "2a", c)

    assert scored("crop-types", three)[0] == 9
    assert scored("crop-types", five)[0] == 15


def test_agents_card_2_vp_per_agent_max_14():
    assert scored("agents", lambda s: agents(s, 0, 3))[0] == 6
    assert scored("agents", lambda s: agents(s, 0, 8))[0] == 14


def test_vp5_agents2_card_5_vp_and_up_to_2_agents():
    vp, s = scored("vp5-agents2", lambda s: None)
    assert vp == 5
    assert s.decision_kind == "agents" and legal(s) == {"agents 0", "agents 1", "agents 2"}
    act(s, "agents 2")
    assert s.players[0].agents == 2


def test_vp5_agents2_limited_by_workers_in_supply():
    vp, s = scored("vp5-agents2", lambda s: supply_workers(s, 0, 1))
    assert vp == 5 and legal(s) == {"agents 0", "agents 1"}


def test_vp5_harbor2_card():
    vp, s = scored("vp5-harbor2", lambda s: None)
    assert (vp, s.players[0].harbor) == (5, 2)


def test_vp7_harbor1_card():
    vp, s = scored("vp7-harbor1", lambda s: None)
    assert (vp, s.players[0].harbor) == (7, 1)


def test_coins_card_2_vp_per_coin_max_14_coins_kept():
    vp, s = scored("coins", lambda s: coins(s, 0, 4))
    assert vp == 8 and s.players[0].coins == 4
    assert scored("coins", lambda s: coins(s, 0, 9))[0] == 14


def test_three_hex_tiles_card_2_vp_each_max_14():
    def two(s):
        lay(s, 0, "a1T a2T a3W")
        lay(s, 0, "a5T a6T b5T")
        crops(s, 0, "c3", "corn")
        lay(s, 0, "e1K e2W")

    eight = ["a1T a2T a3W", "b1W b2W b3C", "c1C c2C c3P", "d1P d2P d3K", "e1K e2K e3T",
             "a5T a6T b5T", "c5W c6W d5W", "a7C a8C b7C"]

    def all_eight(s):
        for cells in eight:
            lay(s, 0, cells)

    assert scored("three-hex-tiles", two)[0] == 4
    assert scored("three-hex-tiles", all_eight)[0] == 14


def test_barns_card_5_vp_each_max_15():
    assert scored("barns", lambda s: barn(s, 0, "c3 c4"))[0] == 10
    assert scored("barns", lambda s: barn(s, 0, "c3 c4 c5 c6"))[0] == 15


def test_outskirts_card_1_vp_per_edge_field_with_crop_or_barn_max_15():
    def three(s):
        crops(s, 0, "a1 a2 c3", "corn")  # c3 is inside
        barn(s, 0, "e8")

    edge = "a1 a2 a3 a4 a5 a6 a7 a8 e1 e2 e3 e4 e5 e6 e7 e8"
    assert scored("outskirts", three)[0] == 3

    def sixteen(s):
        crops(s, 0, edge[:23], "wheat")
        crops(s, 0, edge[24:], "corn")

    assert scored("outskirts", sixteen)[0] == 15


def test_wells_card_5_vp_each_max_15():
    def wells(k):
        def setup(s):
            for h, c in list(zip(("a1", "a2", "a3", "a4"),
                                 ("corn", "wheat", "potato", "turnip"), strict=True))[:k]:
                crops(s, 0, h, c)
                well(s, 0, h)
        return setup

    assert scored("wells", wells(2))[0] == 10
    assert scored("wells", wells(4))[0] == 15


def test_two_boats_card_best_two_capacities_max_14():
    assert scored("two-boats", lambda s: boats(s, 0, "3a 7 5 1"))[0] == 12
    assert scored("two-boats", lambda s: boats(s, 0, "7 6 7"))[0] == 14
    assert scored("two-boats", lambda s: boats(s, 0, "4"))[0] == 4


def test_barns_and_wells_card_3_vp_each_max_15():
    def one_two(s):
        barn(s, 0, "c3")
        crops(s, 0, "a1", "corn")
        crops(s, 0, "a2", "wheat")
        well(s, 0, "a1")
        well(s, 0, "a2")

    def six(s):
        one_two(s)
        barn(s, 0, "c4 c5")
        crops(s, 0, "a3", "potato")
        well(s, 0, "a3")

    assert scored("barns-and-wells", one_two)[0] == 9
    assert scored("barns-and-wells", six)[0] == 15
