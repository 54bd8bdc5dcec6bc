"""Final scoring and the winner (rulebook p. 12; rulings R8 and R9 of docs/rules.md).

`finish()` plays a round-4 scoring phase with no surveying (the scoring tile's owner takes
the given bonus), then the engine's final scoring; `outcome()` gives it by category.
"""

import json
from functools import cache

import pytest

import core
from core.errors import InvalidState
from core.riverboat import GameState
from core.riverboat.constants import TOTAL
from tests.rules_helpers import (
    agents,
    barn,
    boats,
    coins,
    crops,
    finish,
    game,
    surveyors,
    well,
)

YELLOW = "a1 a2 a3 b1 c1 c2 d1 e1"  # on mat 1 (seat 0)


def final(setup, n=2, owners=None, bonus="bonus coin"):
    s = game(n)
    setup(s)
    s = finish(s, owners or [1] * 5, bonus)
    assert s.is_over
    return s.outcome()


def part(outcome, seat, category):
    return outcome.breakdown[seat][category]


def test_outcome_is_empty_before_the_end():
    assert game(2).outcome() is None


def test_one_vp_per_remaining_coin():
    out = final(lambda s: coins(s, 0, 5))
    assert part(out, 0, "coins") == 5
    assert part(out, 1, "coins") == 4  # 3 and the scoring bonus coin


def test_seven_vp_per_colour_covered_by_crops_and_barns():
    def setup(s):
        crops(s, 0, "a1 a2 a3 b1 c1 c2", "corn")
        barn(s, 0, "d1 e1")  # yellow complete, partly with barns
        crops(s, 0, "a4 a5 a6 a7 b4 b5 c4", "wheat")  # green: c5 missing

    assert part(final(setup), 0, "completed colours") == 7


def test_two_colours_covered_fourteen_vp():
    def setup(s):
        crops(s, 0, YELLOW, "corn")
        crops(s, 0, "a4 a5 a6 a7 b4 b5 c4 c5", "wheat")

    assert part(final(setup), 0, "completed colours") == 14


def test_two_vp_per_unscored_barn_well_or_surveyor():
    def setup(s):
        barn(s, 0, "c3 c5")
        crops(s, 0, "a1", "corn")
        well(s, 0, "a1")
        p = s.players[0]
        p.scored_barns = 1 << 18  # c3 was surveyed in an earlier round
        p.active_surveyors = 1
        surveyors(s, 0, 2)
        s.supply_surveyors -= 1

    out = final(setup)
    assert part(out, 0, "unscored features") == 2 * (1 + 1 + 2)  # barn c5, the well, 2 surveyors
    assert part(out, 1, "unscored features") == 2 * 2


def test_harbor_rulebook_example_19_if_farthest():
    def setup(s):
        boats(s, 0, "4 2a 7 1 5")
        s.players[0].harbor = 5
        s.players[1].harbor = 4

    assert part(final(setup), 0, "harbor") == 19


def test_harbor_rulebook_example_10_if_not_farthest_half_rounded_up():
    def setup(s):
        boats(s, 0, "4 2a 7 1 5")
        boats(s, 1, "1")
        s.players[0].harbor = 5
        s.players[1].harbor = 7

    out = final(setup)
    assert part(out, 0, "harbor") == 10
    assert part(out, 1, "harbor") == 1  # the farthest: full value


def test_harbor_only_boats_reached_or_passed_score():
    def setup(s):
        boats(s, 0, "4 2a 7 1 5")
        s.players[0].harbor = 3

    assert part(final(setup), 0, "harbor") == 4 + 2 + 7
    out = final(lambda s: boats(s, 0, "4 2a"))  # harbor master still on space 0
    assert part(out, 0, "harbor") == 0


@pytest.mark.parametrize(("owners", "farthest"), [
    ([1, 0, 0, 1, 0], 1),  # seat 1 holds the round-4 Cultivation tile
    ([0, 1, 1, 0, 1], 0),
    ([1, 1, 0, 0, 0], 1),
])
def test_harbor_tie_goes_to_the_earlier_round_4_phase_tile(owners, farthest):
    def setup(s):
        boats(s, 0, "3a")
        boats(s, 1, "3b")
        s.players[0].harbor = s.players[1].harbor = 5

    out = final(setup, owners=owners)
    assert part(out, farthest, "harbor") == 3
    assert part(out, 1 - farthest, "harbor") == 2


def test_agents_bonus_20_10_5_0_with_four_players():
    def setup(s):
        for seat, n in enumerate((2, 5, 1, 3)):
            agents(s, seat, n)

    out = final(setup, n=4, owners=[3] * 5, bonus="bonus coin")
    assert [part(out, i, "agents bonus") for i in range(4)] == [5, 20, 0, 10]


def test_agents_bonus_needs_at_least_one_agent():
    out = final(lambda s: agents(s, 1, 1), n=3, owners=[0] * 5)
    assert [part(out, i, "agents bonus") for i in range(3)] == [0, 20, 0]
    out = final(lambda s: None)
    assert [part(out, i, "agents bonus") for i in range(2)] == [0, 0]


@pytest.mark.parametrize(("owners", "first"), [
    ([2, 0, 1, 1, 0], 2), ([0, 1, 2, 0, 1], 0), ([1, 2, 0, 0, 0], 1),
])
def test_agents_tie_goes_to_the_earlier_round_4_phase_tile(owners, first):
    def setup(s):
        for seat in range(3):
            agents(s, seat, 2)

    out = final(setup, n=3, owners=owners)
    bonus = [part(out, i, "agents bonus") for i in range(3)]
    assert bonus[first] == 20 and sorted(bonus) == [5, 10, 20]
    tiles = {seat: min(k for k, o in enumerate(owners) if o == seat) for seat in range(3)}
    assert sorted(range(3), key=tiles.__getitem__) == [bonus.index(v) for v in (20, 10, 5)]


def test_total_adds_the_final_scoring_to_the_points_during_play():
    def setup(s):
        s.players[0].vp = 40
        coins(s, 0, 2)
        agents(s, 0, 1)

    out = final(setup)
    b = out.breakdown[0]
    assert b["points during play"] == 40 + 1  # the agent scored in the round-4 scoring phase
    items = ("coins", "completed colours", "unscored features", "harbor", "agents bonus")
    assert out.categories == ("points during play", *items)  # the total is the score
    assert out.scores[0] == b["points during play"] + sum(b[k] for k in items)


def test_most_vp_wins():
    out = final(lambda s: coins(s, 0, 6))
    assert out.winners == (0,)


def test_tied_players_share_the_victory():
    out = final(lambda s: coins(s, 0, 4))  # seat 1: 3 coins + the bonus coin
    assert out.scores == (8, 8)  # coins + 2 unscored surveyors each
    assert out.winners == (0, 1)


# -- a finished state's final scoring is one account of the score (issue #32, item 6) ------

@cache
def finished_three_player_text():
    _, s = core.random_game(3, 5)
    assert isinstance(s, GameState) and s.final is not None
    assert [b[TOTAL] for b in s.final] != [120, 90, 120]
    return s.to_json()


def edited(edit):
    data = json.loads(finished_three_player_text())
    edit(data)
    return json.dumps(data)


def test_finished_state_whose_final_rows_do_not_add_up_to_its_total_is_refused():
    """vp and final[i].total set to 120/90/120: it loaded, and outcome() ignored vp."""
    def edit(d):
        for seat, vp in enumerate((120, 90, 120)):
            d["players"][seat]["vp"] = vp
            d["final"][seat][TOTAL] = vp
    added = sum(v for k, v in json.loads(finished_three_player_text())["final"][0].items()
                if k != TOTAL)
    with pytest.raises(InvalidState, match=f"player 1: .*rows add up to {added}, not to its "
                                           "total 120"):
        GameState.from_json(edited(edit))


def test_finished_state_whose_final_total_is_not_the_score_is_refused():
    def edit(d):
        d["final"][1]["coins"] += 3
        d["final"][1][TOTAL] += 3
    vp = json.loads(finished_three_player_text())["players"][1]["vp"]
    with pytest.raises(InvalidState, match=f"player 2: .*total {vp + 3} is not the score {vp}"):
        GameState.from_json(edited(edit))


def test_finished_state_whose_final_rows_are_not_the_rules_is_refused():
    def edit(d):  # rows, total and score agree, but the coins are not the player's
        d["final"][2]["coins"] += 3
        d["final"][2][TOTAL] += 3
        d["players"][2]["vp"] += 3
    coins = json.loads(finished_three_player_text())["final"][2]["coins"]
    with pytest.raises(InvalidState, match=f"player 3: .*gives {coins + 3} for coins; the rules "
                                           f"give {coins}"):
        GameState.from_json(edited(edit))


@pytest.mark.parametrize("edit", [
    lambda d: d["final"][0].pop("harbor"),
    lambda d: d["final"][0].update(bonus=0),
    lambda d: d["final"][0].update({"points during play": -1}),
])
def test_finished_state_with_other_final_rows_is_refused(edit):
    with pytest.raises(InvalidState):
        GameState.from_json(edited(edit))


def test_a_faithful_finished_state_loads_with_one_score_per_seat():
    s = GameState.from_json(finished_three_player_text())
    outcome = s.outcome()
    assert outcome is not None and s.final is not None
    assert list(outcome.scores) == s.scores == [b[TOTAL] for b in s.final]
