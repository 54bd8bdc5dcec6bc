"""Setup (rulebook pp. 2-3; docs/rules.md, "Designed data"): supplies, displays, decks, harbor
start."""

from collections import Counter

import pytest

from core.riverboat import new_game
from core.riverboat.components import COLOURS, WILD, components
from tests.rules_helpers import game


@pytest.mark.parametrize("n", [2, 3, 4])
def test_personal_supply_13_workers_2_surveyors_3_coins(n):
    s = game(n)
    for p in s.players:
        assert (p.workers, p.surveyors, p.coins, p.vp, p.agents) == (13, 2, 3, 0, 0)
        assert p.worker_mask == 0 and p.boats == [] and p.cards == []


@pytest.mark.parametrize("n", [2, 3, 4])
def test_general_supply_is_limited_and_shared(n):
    s = game(n)
    assert s.supply_coins == 25 - 3 * n
    assert s.supply_surveyors == 28 - 2 * n
    assert (s.supply_barns, s.supply_wells) == (8, 8)


def test_round_track_holds_four_workers():
    assert game(2).round_track == 4


@pytest.mark.parametrize(("n", "space"), [(2, 0), (3, 1), (4, 2)])
def test_harbor_master_starts_on_space_for_player_count(n, space):
    assert [p.harbor for p in game(n).players] == [space] * n


def test_crop_supply_board_filled_8_5_3_from_shuffled_piles():
    s = game(2)
    sizes = [components().tile_kinds[k].size for k in s.display if k is not None]
    assert sizes == [1] * 8 + [2] * 5 + [3] * 3
    assert [len(pile) for pile in s.crop_piles] == [70 - 8, 25 - 5, 15 - 3]
    assert new_game(2, 1).display != new_game(2, 2).display


def test_crop_tile_mix_110_tiles_33_hexes_per_crop():
    kinds = components().tile_kinds.values()
    per_size: Counter[int] = Counter()
    per_crop: Counter[int] = Counter()
    for k in kinds:
        per_size[k.size] += k.count
        for _, _, c in k.cells:
            per_crop[c] += k.count
    assert per_size == {1: 70, 2: 25, 3: 15}
    assert set(per_crop.values()) == {33}
    doubles = [k for k in kinds if k.size == 2 and len({c for _, _, c in k.cells}) == 1]
    assert sorted(k.cells[0][2] for k in doubles) == [0, 1, 2, 3, 4]
    assert all(k.count == 1 for k in doubles)


def test_one_riverboat_of_each_type_face_up_rest_in_piles():
    s = game(2)
    boats = components().boats
    assert sorted(boats) == ["1", "2a", "2b", "3a", "3b", "4", "5", "6", "7"]
    assert all(s.boat_up[b] for b in boats)
    assert all(s.boat_pile[b] == 4 for b in boats)


def test_four_opportunity_cards_face_up_rest_face_down():
    s = game(2)
    assert all(s.opp_spaces) and len(s.opp_spaces) == 4
    assert len(s.opp_deck) == 13
    assert sorted(s.opp_deck + [c for c in s.opp_spaces if c]) == sorted(components().cards)
    assert len(components().cards) == 17


def test_cultivation_deck_7_per_colour_and_5_wild():
    s = game(2)
    assert Counter(s.cult_deck) == {**{c: 7 for c in COLOURS}, WILD: 5}


@pytest.mark.parametrize("n", [2, 3, 4])
def test_random_mats_all_different(n):
    for seed in range(10):
        mats = [p.mat_id for p in new_game(n, seed).players]
        assert len(set(mats)) == n and set(mats) <= {1, 2, 3, 4}


def test_mats_have_five_colours_of_eight_connected_hexes():
    import networkx as nx

    from core.riverboat.mat import mat

    for m in range(1, 5):
        layout = mat(m)
        for colour in COLOURS:
            hexes = [h for h in range(40) if layout.colour_of[h] == colour]
            assert len(hexes) == 8
            assert nx.is_connected(layout.graph.subgraph(hexes))
        assert bin(layout.outskirts_mask).count("1") == 22


def test_first_player_is_random():
    firsts = {new_game(4, seed).first_player for seed in range(40)}
    assert firsts == {0, 1, 2, 3}


def test_first_player_chooses_first_phase_tile():
    s = game(3, first=2)
    assert s.decision_kind == "draft" and s.current_player == 2
    assert s.round == 1


@pytest.mark.parametrize("n", [1, 5])
def test_two_to_four_players(n):
    with pytest.raises(ValueError):
        new_game(n, 0)


def test_game_lasts_four_rounds_of_five_phases_in_order():
    s = game(2)
    seen: list[tuple[int, str]] = []
    while not s.is_over:
        if not seen or seen[-1] != (s.round, s.phase):
            seen.append((s.round, s.phase))
        s.apply(s.legal_actions()[0])
    phases = ["draft", "cultivation", "planting", "harvest", "opportunity", "scoring"]
    expected = [(r, ph) for r in range(1, 5) for ph in phases]
    # A phase with no decision for anybody may be passed through without a stop.
    assert [x for x in expected if x in seen] == seen
    assert {r for r, _ in seen} == {1, 2, 3, 4}
    assert s.round == 4 and s.outcome() is not None
