"""2. Planting phase (rulebook p. 6; ruling R3 of docs/rules.md)."""

import pytest

from core.riverboat import GameState, Plant, parse_action
from tests.rules_helpers import (
    act,
    coins,
    crops,
    fill,
    game,
    legal,
    names,
    refused,
    set_display,
    start_phase,
    workers,
)

ALL_HEXES = [f"{r}{c}" for r in "abcde" for c in range(1, 9)]


def planting(setup, n=2, owner=0):
    s = game(n)
    setup(s)
    return start_phase(s, 2, [owner] * 5)


def plants(s):
    return [a for a in s.legal_actions() if isinstance(a, Plant)]


def test_bonus_one_coin_from_the_supply():
    s = planting(lambda s: workers(s, 0, "c3"), owner=1)
    assert s.players[1].coins == 4 and s.supply_coins == 25 - 6 - 1
    assert s.players[0].coins == 3


def test_bonus_no_coin_when_the_supply_is_empty():
    def setup(s):
        workers(s, 0, "c3")
        coins(s, 0, 3 + s.supply_coins)

    s = planting(setup, owner=1)
    assert s.players[1].coins == 3 and s.supply_coins == 0


def test_tile_lies_exactly_under_workers_on_fields_without_crop():
    def setup(s):
        workers(s, 0, "c3 c4")
        set_display(s, "sT sW", "dTW", "tCCC")

    s = planting(setup)
    assert s.decision_kind == "plant" and s.current_player == 0
    assert {str(a) for a in plants(s) if not a.coin} == {
        "plant c3T", "plant c4T", "plant c3W", "plant c4W", "plant c3T c4W", "plant c3W c4T"}
    for a in plants(s):
        assert {h for h, _ in a.cells} <= {18, 19}  # c3, c4
    refused(s, "plant c4T c5W", "C5 has no worker waiting")
    refused(s, "plant c3C c4C d3C", "D3 has no worker waiting")


def test_no_tile_on_a_hex_that_already_has_a_crop():
    def setup(s):
        crops(s, 0, "c3", "corn")
        workers(s, 0, "c3 c4")
        set_display(s, "sT", "dTW")

    s = planting(setup)
    assert {str(a) for a in plants(s) if not a.coin} == {"plant c4T"}
    refused(s, "plant c3T c4W", "C3 has no worker waiting")


def test_field_colours_do_not_matter():
    # c3 is blue and c4 green on mat 1
    def setup(s: GameState) -> None:
        workers(s, 0, "c3 c4")
        set_display(s, "", "dTW")

    s = planting(setup)
    act(s, "plant c3T c4W")
    p = s.players[0]
    assert names(p.crop_masks[0]) == {"c3"} and names(p.crop_masks[1]) == {"c4"}
    assert names(p.worker_mask) == {"c3", "c4"}  # the workers now stand on the tile


def test_two_hex_tile_scores_1_vp_three_hex_2_vp_one_hex_none():
    def setup(s):
        workers(s, 0, "a1 c3 c4 e6 e7 e8")
        set_display(s, "sK", "dTW", "lKKT")

    s = planting(setup)
    act(s, "plant a1K")
    assert s.players[0].vp == 0
    act(s, "plant c3T c4W")
    assert s.players[0].vp == 1
    act(s, "plant e6K e7K e8T")
    assert s.players[0].vp == 3


def test_display_not_refilled_during_the_phase():
    def setup(s):
        workers(s, 0, "a1 c3")
        set_display(s, "sK sT", "dTW")

    s = planting(setup)
    act(s, "plant a1K")
    assert "sK" not in s.display and s.display.count(None) == 14


def test_coin_picks_a_1_or_2_hex_tile_from_the_pile():
    def setup(s):
        workers(s, 0, "c3 c4")
        set_display(s, "sT")

    s = planting(setup, owner=1)
    pile = list(s.crop_piles[0])
    coin_plants = {str(a) for a in plants(s) if a.coin}
    assert "plant c3K $" in coin_plants and "plant c3T c4W $" in coin_plants
    act(s, "plant c3K $")
    p = s.players[0]
    assert p.coins == 2 and p.tiles == ["sK"]
    assert sorted(s.crop_piles[0]) == sorted(pile[:pile.index("sK")] + pile[pile.index("sK") + 1:])
    assert s.crop_piles[0] != [k for i, k in enumerate(pile) if i != pile.index("sK")]  # shuffled
    assert s.display[0] == "sT"  # the display is untouched


def test_coin_never_buys_a_3_hex_tile():
    def setup(s):
        workers(s, 0, "c3 c4 d3")
        set_display(s, "sT")

    s = planting(setup)
    assert all(len(a.cells) < 3 for a in plants(s) if a.coin)
    refused(s, "plant c3C c4C d3C $", "not a 3-hex tile")


def test_coin_tile_must_come_from_the_pile():
    def setup(s):
        workers(s, 0, "c3 c4")
        set_display(s, "sT", "dTT")  # the only double turnip is face up

    s = planting(setup)
    assert "plant c3T c4T" in legal(s)
    refused(s, "plant c3T c4T $", "not in its draw pile")


def test_no_coin_no_pile():
    def setup(s):
        workers(s, 0, "c3")
        set_display(s, "sT")
        coins(s, 0, 0)

    s = planting(setup, owner=1)
    assert legal(s) == {"plant c3T"}
    refused(s, "plant c3K $", "no coin")


def test_planting_is_mandatory():
    def setup(s: GameState) -> None:
        workers(s, 0, "c3")
        set_display(s, "sT")

    s = planting(setup)
    assert "pass" not in legal(s)
    refused(s, "pass", "not that kind of decision")


def test_tiles_rotate_to_any_of_six_directions():
    # c3 and its six neighbours; a domino in each direction, both ways round
    around = ["b2", "b3", "c2", "c4", "d2", "d3"]

    def setup(s):
        workers(s, 0, "c3 " + " ".join(around))
        set_display(s, "", "dTW")

    s = planting(setup)
    ok = legal(s)
    for h in around:
        a, b = sorted(["c3", h], key=lambda x: ALL_HEXES.index(x))
        assert f"plant {a}T {b}W" in ok and f"plant {a}W {b}T" in ok


def test_bent_tile_rotations_accepted_mirror_image_refused():
    # bTTC: turnip, turnip, and corn next to the second turnip, turned 120 degrees
    def setup(s):
        workers(s, 0, "b2 b4 c3 c4 d4")
        set_display(s, "", "", "bTTC")

    s = planting(setup)
    ok = legal(s)
    assert "plant c3T c4T d4C" in ok and "plant b2C c3T c4T" in ok  # a half turn
    assert "plant b4C c3T c4T" not in ok
    refused(s, "plant b4C c3T c4T", "no crop tile has that shape")


def test_refill_exception_whole_board_refilled_when_nothing_fits():
    # Annabelle's example: one lone worker, only 2-hex tiles face up
    def setup(s):
        workers(s, 0, "c3")
        set_display(s, "", "dTW dCK")

    s = planting(setup)
    assert all(s.display)  # every empty 1-, 2- and 3-hex space was refilled
    assert any(len(a.cells) == 1 and not a.coin for a in plants(s))


def test_no_refill_while_a_face_up_tile_fits():
    def setup(s):
        workers(s, 0, "c3")
        set_display(s, "sT", "dTW")

    s = planting(setup)
    assert s.display.count(None) == 14


def test_refill_happens_at_the_start_of_the_turn_of_the_player_who_needs_it():
    def setup(s):
        workers(s, 0, "c3 c4")
        workers(s, 1, "a1")
        set_display(s, "", "dTW dCK")

    s = planting(setup)
    assert s.display.count(None) == 14  # seat 0 can use the 2-hex tiles
    act(s, "plant c3T c4W")
    assert s.current_player == 1 and all(s.display)


def test_no_1_hex_tiles_left_lone_workers_return_to_supply():
    def setup(s):
        fill(s, 1, " ".join(ALL_HEXES))
        keep = {"c3", "e7", "e8"}
        fill(s, 0, " ".join([h for h in ALL_HEXES if h not in keep][:30]))  # all 70 1-hex tiles
        workers(s, 0, "c3 e7 e8")
        set_display(s, "", "dTW")
        assert not s.crop_piles[0] and not any(s.display[:8])

    s = planting(setup)
    assert legal(s) >= {"plant e7T e8W"}
    act(s, "plant e7T e8W")
    p = s.players[0]
    assert names(p.worker_mask) == {"e7", "e8"} and p.workers == 11
    assert s.phase != "planting"


def test_one_tile_per_turn_clockwise_until_all_workers_have_crops():
    def setup(s):
        workers(s, 0, "a1 c3")
        workers(s, 1, "a1")
        set_display(s, "sT sW sC sP sK")

    s = planting(setup, n=3, owner=2)
    seats = []
    while s.phase == "planting":
        seats.append(s.current_player)
        act(s, sorted(a for a in legal(s) if "$" not in a)[0])
    assert seats == [0, 1, 0]  # seat 2 has nothing to plant and is skipped
    for p in s.players:
        assert p.worker_mask & ~p.crop_mask == 0


@pytest.mark.parametrize(("owner", "turns"), [(0, [0, 3, 0, 3, 0]), (1, [3, 0, 3, 0, 0])])
def test_4p_two_seats_with_nothing_to_plant_are_skipped_and_the_next_one_plays(owner, turns):
    # seats 1 and 2 have no waiting worker: after seat 0 it is seat 3's turn, not seat 0's
    def setup(s):
        workers(s, 0, "a1 a3 a5")
        workers(s, 3, "a1 a3")
        set_display(s, "sT sW sC sP sK sT sW sC")

    s = planting(setup, n=4, owner=owner)
    seats = []
    while s.phase == "planting":
        seats.append(s.current_player)
        act(s, sorted(a for a in legal(s) if "$" not in a)[0])
    assert seats == turns


def test_plant_notation_round_trip():
    a = parse_action("plant c4W c3T $")
    assert a == Plant(((18, 0), (19, 1)), True)
    assert str(a) == "plant c3T c4W $" and parse_action(str(a)) == a


def test_pile_contents_are_public_only_their_order_is_hidden():
    s = planting(lambda s: workers(s, 0, "c3"))
    seen = s.observation(1)
    assert seen["crop_piles"] == [sorted(pile) for pile in s.crop_piles]
    assert "rng" not in seen
    other = s.determinize(1, 7)
    assert [sorted(p) for p in other.crop_piles] == seen["crop_piles"]
    assert other.display == s.display
