"""5. Scoring phase (rulebook p. 11; ruling R7 of docs/rules.md).

Neighbours on a mat (odd rows shifted right): c3 touches b2 b3 c2 c4 d2 d3.
"""

import pytest

from core.riverboat import GameState, parse_action
from tests.rules_helpers import (
    act,
    agents,
    barn,
    card,
    coins,
    crops,
    drive,
    game,
    lay,
    legal,
    refused,
    start_phase,
    supply_workers,
    surveyors,
    well,
    workers,
)


def scoring(setup=None, n=2, owner=1, round_=1):
    s = game(n)
    if setup:
        setup(s)
    return start_phase(s, 5, [owner] * 5, round_=round_)


def survey_vp(s, text):
    events = s.apply(parse_action(text))
    return sum(e.vp for e in events if e.text.startswith("surveys"))


def test_bonus_choose_coin_harbor_or_agent():
    s = scoring()
    assert s.decision_kind == "scoring_bonus" and s.current_player == 1
    assert legal(s) == {"bonus coin", "bonus harbor", "bonus agent"}


@pytest.mark.parametrize(("bonus", "coins_", "harbor", "agents_"), [
    ("coin", 4, 0, 0), ("harbor", 3, 1, 0), ("agent", 3, 0, 1),
])
def test_bonus_effects(bonus, coins_, harbor, agents_):
    s = scoring()
    act(s, f"bonus {bonus}")
    p = s.players[1]
    assert (p.coins, p.harbor, p.agents) == (coins_, harbor, agents_)


def test_bonus_coin_only_if_coins_remain_agent_only_with_a_worker():
    def setup(s):
        coins(s, 0, 3 + s.supply_coins)
        supply_workers(s, 1, 0)

    s = scoring(setup)
    assert legal(s) == {"bonus harbor"}
    refused(s, "bonus coin", "coin supply is empty")
    refused(s, "bonus agent", "no worker to send")


def barns4(s):
    barn(s, 0, "a1 a3 a5 a7")
    surveyors(s, 0, 4)


@pytest.mark.parametrize(("round_", "most"), [(1, 2), (3, 2), (4, 3)])
def test_up_to_two_surveyors_three_in_round_4(round_, most):
    s = scoring(barns4, owner=0, round_=round_)
    act(s, "bonus harbor")
    placed = 0
    while s.decision_kind == "survey" and s.current_player == 0:
        act(s, sorted(a for a in legal(s) if a != "stop")[0])
        placed += 1
    assert placed == most
    p = s.players[0]
    assert (p.surveyors, p.active_surveyors) == (4 - most, most)


def test_surveying_may_be_stopped_or_passed():
    s = scoring(barns4, owner=0)
    act(s, "bonus harbor")
    assert "stop" in legal(s)
    act(s, "stop")
    assert s.phase == "draft" and s.players[0].active_surveyors == 0


def test_player_without_surveyors_is_skipped():
    def setup(s: GameState) -> None:
        barn(s, 0, "a1")
        surveyors(s, 0, 0)

    s = scoring(setup)
    act(s, "bonus harbor")
    assert s.phase == "draft"


def test_barn_scores_2_vp_per_adjacent_hex_of_the_most_common_crop():
    def setup(s):
        barn(s, 0, "c3")
        crops(s, 0, "b2 b3 c2", "corn")
        crops(s, 0, "c4 d2", "wheat")
        crops(s, 0, "c5 a1", "corn")  # not adjacent
        workers(s, 0, "b2 c4")  # workers do not matter

    s = scoring(setup)
    act(s, "bonus harbor")
    assert survey_vp(s, "survey barn c3") == 6


def test_barn_with_six_same_neighbours_scores_12():
    def setup(s):
        barn(s, 0, "c3")
        crops(s, 0, "b2 b3 c2 c4 d2 d3", "potato")

    s = scoring(setup)
    act(s, "bonus harbor")
    assert survey_vp(s, "survey barn c3") == 12


def test_barn_next_to_nothing_scores_0_but_the_surveyor_is_active():
    s = scoring(lambda s: barn(s, 0, "c3"))
    act(s, "bonus harbor")
    assert survey_vp(s, "survey barn c3") == 0
    assert s.players[0].active_surveyors == 1


def test_well_scores_1_vp_per_hex_of_its_connected_crop_group():
    def setup(s):
        lay(s, 0, "c3C c4C")  # across tile borders
        crops(s, 0, "c5 b4", "corn")
        crops(s, 0, "a8", "corn")  # corn, but not connected
        crops(s, 0, "c2 d3", "wheat")  # connected, but wheat
        well(s, 0, "c3")

    s = scoring(setup)
    act(s, "bonus harbor")
    assert survey_vp(s, "survey well corn") == 4


def test_no_second_surveyor_on_a_scored_barn_well_or_card():
    def setup(s):
        barn(s, 0, "c3")
        crops(s, 0, "a1", "corn")
        well(s, 0, "a1")
        card(s, 0, "vp7-harbor1")
        surveyors(s, 0, 6)

    s = scoring(setup, round_=4)
    act(s, "bonus harbor", "survey barn c3", "survey well corn", "survey card vp7-harbor1")
    s = start_phase(s, 5, [1] * 5, round_=4)
    act(s, "bonus harbor")
    assert s.phase == "draft" or s.is_over  # nothing left to survey: skipped
    assert s.players[0].surveyors == 3


def test_scored_target_refused_with_reason():
    def setup(s):
        barn(s, 0, "c3 c5")
        surveyors(s, 0, 3)

    s = scoring(setup)
    act(s, "bonus harbor", "survey barn c3")
    refused(s, "survey barn c3", "not an unscored barn")
    refused(s, "survey barn a1", "not an unscored barn")


def test_later_crops_add_nothing_to_a_scored_barn_or_well():
    def setup(s):
        barn(s, 0, "c3")
        crops(s, 0, "b2", "corn")
        crops(s, 0, "a1", "wheat")
        well(s, 0, "a1")

    s = scoring(setup)
    act(s, "bonus harbor", "survey barn c3", "survey well wheat")
    vp = s.players[0].vp
    assert vp == 2 + 1 + 2  # barn, well, then 1 VP per active surveyor
    crops(s, 0, "b3 c2", "corn")  # planted in round 2
    crops(s, 0, "a2 a3", "wheat")
    s = start_phase(s, 5, [1] * 5, round_=2)
    act(s, "bonus harbor")
    assert s.players[0].vp == vp + 2  # only the two active surveyors, again


def test_each_round_1_vp_per_active_surveyor_and_per_agent():
    def setup(s):
        card(s, 0, "coins")
        s.players[0].scored_cards = ["coins"]
        surveyors(s, 0, 1)
        s.players[0].active_surveyors = 1
        s.supply_surveyors -= 1
        agents(s, 0, 2)
        agents(s, 1, 3)

    s = scoring(setup)
    act(s, "bonus harbor")
    drive(s, lambda st: st.phase == "draft")
    assert [p.vp for p in s.players] == [1 + 2, 3]


def test_surveyors_placed_this_round_count_at_once():
    def setup(s):
        barn(s, 0, "c3 c5")

    s = scoring(setup)
    act(s, "bonus harbor", "survey barn c3", "survey barn c5")
    assert s.phase == "draft"
    assert s.players[0].vp == 2 and s.players[0].active_surveyors == 2


def test_players_survey_in_turn_from_the_scoring_tile_owner():
    def setup(s):
        for seat in range(3):
            barn(s, seat, "c3")

    s = scoring(setup, n=3, owner=1)
    act(s, "bonus harbor")
    seats = []
    while s.phase == "scoring":
        seats.append(s.current_player)
        act(s, "survey barn c3")
    assert seats == [1, 2, 0]
