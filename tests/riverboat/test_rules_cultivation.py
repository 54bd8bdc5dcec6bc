"""1. Cultivation phase (rulebook p. 5; ruling R2 of docs/rules.md).

Mat 1 (seat 0), rows a-e:  a: Y Y Y G G G G P   b: Y B B G G P P R   c: Y Y B G G P P R
                           d: Y B B R P P P R   e: Y B B B R R R R
"""

import pytest

from tests.rules_helpers import (
    act,
    barn,
    coins,
    crops,
    drive,
    fill,
    game,
    legal,
    mask,
    names,
    refused,
    stack_cultivation,
    start_phase,
    supply_workers,
    workers,
)

YELLOW = "a1 a2 a3 b1 c1 c2 d1 e1"
ALL_HEXES = {f"{r}{c}" for r in "abcde" for c in range(1, 9)}


def cultivation(cards="Y G * B R P Y G", n=2, owner=0, setup=None):
    s = game(n)
    stack_cultivation(s, cards)
    if setup:
        setup(s)
    return start_phase(s, 1, [owner] * 5)


def test_bonus_takes_the_round_track_worker_onto_any_empty_field():
    s = cultivation(owner=1)
    assert s.decision_kind == "bonus_worker" and s.current_player == 1
    assert s.round_track == 3
    assert legal(s) == {f"worker {h}" for h in ALL_HEXES}
    act(s, "worker c3")
    p = s.players[1]
    assert names(p.worker_mask) == {"c3"}
    assert p.workers == 13 and p.workers_taken == 1  # it is that player's from now on
    assert s.decision_kind == "cultivate" and s.current_player == 1


def test_bonus_worker_is_not_one_of_the_eight():
    s = cultivation(owner=1)
    act(s, "worker e8")
    drive(s, lambda st: st.phase != "cultivation")
    assert bin(s.players[1].worker_mask).count("1") == 9
    assert bin(s.players[0].worker_mask).count("1") == 8


def test_bonus_worker_with_no_empty_field_stays_in_supply():
    def setup(s):
        fill(s, 0, " ".join(sorted(ALL_HEXES)))

    s = cultivation(owner=0, setup=setup)
    p = s.players[0]
    assert s.round_track == 3 and p.workers_taken == 1 and p.workers == 14
    assert p.worker_mask == 0
    assert s.current_player == 1  # seat 0 has no empty field: it places nothing


def test_card_colour_must_be_matched_no_skip():
    s = cultivation("Y")
    act(s, "worker a1")  # the bonus worker
    assert s.card == "Y" and s.current_player == 0
    free = ALL_HEXES - {"a1"}
    yellow = set(YELLOW.split()) - {"a1"}
    assert legal(s) == {f"worker {h}" for h in yellow} | {f"worker {h} $" for h in free - yellow}
    assert "pass" not in legal(s)


def test_worker_on_wrong_colour_refused_with_reason():
    s = cultivation("Y", owner=1)
    act(s, "worker a1")  # seat 1's bonus worker
    act(s, "worker a6")  # seat 1, yellow on mat 2
    assert s.current_player == 0
    msg = refused(s, "worker a4", "the card is yellow")
    assert "A4 is green" in msg


def test_coin_ignores_the_card():
    s = cultivation("Y", owner=1)
    act(s, "worker a1", "worker a6")
    supply = s.supply_coins
    act(s, "worker a4 $")
    assert s.players[0].coins == 2 and s.supply_coins == supply + 1
    assert names(s.players[0].worker_mask) == {"a4"}


def test_coin_not_spent_on_a_matching_field():
    s = cultivation("Y", owner=1)
    act(s, "worker a1", "worker a6")
    refused(s, "worker a1 $", "no coin is needed")


def test_without_a_coin_the_card_must_be_followed():
    s = cultivation("Y", owner=1, setup=lambda s: coins(s, 0, 0))
    act(s, "worker a1", "worker a6")
    assert legal(s) == {f"worker {h}" for h in YELLOW.split()}
    refused(s, "worker a4 $", "no coin")


def test_wild_card_any_empty_field_without_coin():
    s = cultivation("*", owner=1)
    act(s, "worker a1", "worker a6")
    assert legal(s) == {f"worker {h}" for h in ALL_HEXES}
    refused(s, "worker a4 $", "no coin is needed")


def test_no_empty_field_of_the_colour_any_empty_field():
    def setup(s):
        crops(s, 0, "a1 a2 a3 b1 c1", "wheat")
        workers(s, 0, "c2 d1")
        barn(s, 0, "e1")

    s = cultivation("Y", owner=1, setup=setup)
    act(s, "worker a1", "worker a6")
    free = ALL_HEXES - set(YELLOW.split())
    assert legal(s) == {f"worker {h}" for h in free}


def test_empty_field_has_no_worker_crop_or_barn():
    def setup(s):
        crops(s, 0, "a2", "wheat")
        workers(s, 0, "a1")
        barn(s, 0, "a3")

    s = cultivation("Y", owner=1, setup=setup)
    act(s, "worker a1", "worker a6")
    plain = {a for a in legal(s) if "$" not in a}
    assert plain == {"worker b1", "worker c1", "worker c2", "worker d1", "worker e1"}
    refused(s, "worker a2", "not an empty field")
    refused(s, "worker a3 $", "not an empty field")


def test_out_of_workers_no_part_in_the_rest_of_the_phase():
    s = cultivation("Y G B R", owner=1, setup=lambda s: supply_workers(s, 0, 2))
    act(s, "worker e8")
    seats = []
    while s.phase == "cultivation":
        seats.append(s.current_player)
        act(s, sorted(legal(s))[0])
    assert seats == [1, 0, 1, 0] + [1] * 6
    assert s.players[0].workers == 0


def test_with_workers_but_no_empty_field_nothing_is_placed():
    def setup(s):
        fill(s, 0, " ".join(sorted(ALL_HEXES)))

    s = cultivation(owner=1, setup=setup)
    act(s, "worker e8")
    seats = []
    while s.phase == "cultivation":
        seats.append(s.current_player)
        act(s, sorted(legal(s))[0])
    assert seats == [1] * 8
    assert s.players[0].workers == 13


@pytest.mark.parametrize("owner", [0, 1, 2])
def test_every_card_all_players_in_turn_order_from_the_tile_owner(owner):
    s = cultivation(n=3, owner=owner)
    act(s, "worker e8")
    seats, cards = [], []
    while s.phase == "cultivation":
        seats.append(s.current_player)
        cards.append(s.card)
        act(s, sorted(legal(s))[0])
    order = [owner, (owner + 1) % 3, (owner + 2) % 3]
    assert seats == order * 8
    assert cards == [c for c in "YG*BRPYG" for _ in range(3)]


def test_eight_cards_revealed_then_discarded():
    s = cultivation()
    drive(s, lambda st: st.phase != "cultivation")
    assert len(s.cult_discard) == 8 and len(s.cult_deck) == 32
    assert s.phase == "planting"


def test_discards_reshuffled_into_a_new_deck_when_it_runs_out():
    def setup(s):
        s.cult_discard = s.cult_deck[:-3]
        s.cult_deck = s.cult_deck[-3:]

    s = cultivation(setup=setup)
    drive(s, lambda st: st.phase != "cultivation")
    assert len(s.cult_deck) == 40 - 5 and len(s.cult_discard) == 5


def test_round_track_counts_the_rounds_down():
    s = game(2)
    track: dict[int, int] = {}
    while not s.is_over:
        if s.phase == "planting":
            track.setdefault(s.round, s.round_track)
        s.apply(s.legal_actions()[0])
    assert track == {1: 3, 2: 2, 3: 1, 4: 0}
    assert sum(p.workers_taken for p in s.players) == 4


def test_workers_stay_where_placed_for_planting():
    s = cultivation("Y", owner=1)
    act(s, "worker a1", "worker a6", "worker c1")
    assert s.players[0].worker_mask == mask("c1")
