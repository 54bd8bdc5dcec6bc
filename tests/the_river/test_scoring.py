"""Final scoring and the running score (rulebook 'Final Scoring', appendix; ruling 14)."""

from __future__ import annotations

from core.the_river.scoring import CATEGORIES, boat_after_cleanup, breakdown, tile_meadow_vp

from .helpers import end_round, refresh, set_res, set_river, table

COLUMNS_RIVER = ["T01", "T05", "T09", "T15", "T13", "T05", "T06", "T02", "T03"]


def test_columns_top_two_or_all_three() -> None:
    """Columns 1-8-9, 2-7-10, 3-6-11, 4-5-12: 6 VP if all three share a type, else 2 VP if
    the top two do; a mixed tile counts as both of its types."""
    s = table(3)
    set_river(s, 0, COLUMNS_RIVER)
    # forest x3 = 6; badlands/badlands = 2; mountain/badlands = 0; forest-desert/desert = 2
    assert breakdown(s.players[0], 0)["Columns"] == 10


def test_column_of_three_with_a_mixed_tile() -> None:
    s = table(3)
    set_river(s, 0, COLUMNS_RIVER + ["T07", "T10", "T14"])  # 10 badlands, 11 mountain, 12 desert
    # col 1: 6; col 2 badlands x3: 6; col 3: 0; col 4 forest-desert/desert/desert: 6
    assert breakdown(s.players[0], 0)["Columns"] == 18


def test_second_column_worthless_when_its_top_two_differ() -> None:
    s = table(3)
    set_river(s, 0, ["T01", "T05", "T09", "T13", "T13", "T10", "T01", "T01", "T01"])
    # col 2 is badlands over forest: nothing, even though spot 10 is empty
    assert breakdown(s.players[0], 0)["Columns"] == 6 + 0 + 2 + 2


def test_meadows_resources_tokens_buildings() -> None:
    """Each meadow effect (ruling 14), 1 VP per 3 resources with food, tokens, buildings."""
    s = table(3)
    p = s.players[0]
    set_river(s, 0, ["T19", "T13", "T15", "T22", "T24", "T27", "T34", "T35"])
    set_res(s, 0, [2, 2, 1, 2])
    p.tokens, p.on_bonus_spot = [6, 0], False
    p.built = ["B30", "B07"]
    b = breakdown(p, 3)
    # desert tiles 2; meadow tiles 6; wood symbols (T15, T24; spot 4 covered) 2; income 2;
    # 3 pioneers on the boat; 2 tokens. Columns: meadows on spots 1 and 8, and 4 and 5
    assert b == {"Bonus tokens": 6, "Buildings": 11, "Resources": 2, "Columns": 4,
                 "Meadows": 2 + 6 + 2 + 2 + 3 + 2}
    assert tuple(b) == CATEGORIES
    # each meadow on its own, as the tooltips say it: the same parts, in river order
    assert [tile_meadow_vp(p, t, 3) for t in p.river] == [2, 0, 0, 6, 2, 2, 3, 2]
    assert tile_meadow_vp(p, "T01", 3) == 0  # no meadow


def test_production_meadow_capped_at_three() -> None:
    s = table(3)
    set_river(s, 0, ["T13", "T26", "T11", "T09"])  # stone: T26, T11 x2, T09, printed 8
    assert breakdown(s.players[0], 0)["Meadows"] == 3


def test_running_score_is_the_final_scoring_as_if_ended_now() -> None:
    s = table(3)
    p = s.players[0]
    set_river(s, 0, ["T13", "T34"])
    set_res(s, 0, [3, 0, 0, 0])
    refresh(s, turn=0)
    assert boat_after_cleanup(p) == 4  # the bonus-spot pioneer is not on the boat
    assert s.scores[0] == 1 + 4


def test_boat_meadow_counts_the_boat_after_the_last_cleanup() -> None:
    s = table(3)
    p = s.players[0]
    set_river(s, 0, ["T13", "T34", "T01", "T01", "T05", "T05", "T09", "T09", "T02", "T02",
                     "T06", "T10"])  # board 1's framed spots 4, 7, 10 and 12 all covered
    p.settled = 2
    p.boat -= 2
    s.last_round = True
    refresh(s, turn=0)
    end_round(s)
    outcome = s.outcome()
    assert outcome is not None and p.boat == 2
    meadows = outcome.breakdown[0]["Meadows"]
    assert meadows == 2
    assert outcome.scores == tuple(s.scores)


def test_ties_share_the_win() -> None:
    s = table(2)
    s.last_round = True
    set_river(s, 0, ["T13"])
    end_round(s)
    outcome = s.outcome()
    assert outcome is not None
    assert outcome.scores == (0, 0) and outcome.winners == (0, 1)
