"""A player's turn: trading, placing a pioneer, the spots and their actions (rulebook 'A
player's turn', 'Placing a Pioneer', 'Performing the Location Action'; rulings 2-11)."""

from __future__ import annotations

import pytest

from core.errors import IllegalAction
from core.the_river import SetAside, parse_action

from .helpers import (
    act,
    notations,
    refresh,
    set_islands,
    set_market,
    set_offer,
    set_res,
    set_river,
    table,
)

FULL_RIVER = ["T13", "T01", "T01", "T01", "T05", "T05", "T09", "T09", "T02", "T02", "T06",
              "T10"]


def test_turn_order_clockwise() -> None:
    """Turns go clockwise (increasing seats) from the first player (ruling 1)."""
    s = table(3)
    seen = []
    for _ in range(6):
        seen.append(s.current_player)
        act(s, min(t for t in notations(s) if t.startswith("claim")))
    assert seen == [0, 1, 2, 0, 1, 2]


def test_trade_before_placing_any_number_of_times() -> None:
    """Ruling 4: any 3 resources for 1 food, repeatable, the same seat then places."""
    s = table(3)
    set_res(s, 0, [4, 1, 1, 0])
    refresh(s, turn=0)
    trades = {t for t in notations(s) if t.startswith("trade")}
    assert {"trade 3w", "trade 2w 1c", "trade 1w 1c 1s", "trade 1c 1s"} - trades == {
        "trade 1c 1s"}
    food = s.islands[3]
    act(s, "trade 2w 1c")
    assert s.players[0].res == [2, 0, 1, 1] and s.islands[3] == food - 1
    assert s.current_player == 0 and s.decision_kind == "place"
    act(s, "trade 1w 1s 1f")  # any 3 resources, food among them
    assert s.players[0].res == [1, 0, 0, 1] and s.current_player == 0


def test_no_trade_without_food_on_its_island() -> None:
    s = table(3)
    set_res(s, 0, [3, 0, 0, 0])
    set_islands(s, [s.islands[0], s.islands[1], s.islands[2], 0])
    refresh(s, turn=0)
    assert not any(t.startswith("trade") for t in notations(s))
    before = s.to_json()
    with pytest.raises(IllegalAction, match="no food is left"):
        act(s, "trade 3w")
    assert s.to_json() == before


def test_claim_goes_on_next_spot_and_covers_printed_symbols() -> None:
    """Claim: the next free spot up the river; printed symbols under it are lost (rule 7)."""
    s = table(3)
    p = s.players[0]
    assert (p.storage(), p.production()) == (5, (1, 1, 1))  # T13: 2 + printed 2, 3, 10
    act(s, "claim T01")
    assert p.river == ["T13", "T01"] and s.offer[0] is None
    assert (p.storage(), p.production()) == (4, (2, 1, 1))  # spot 2's warehouse is covered


def test_covering_a_warehouse_returns_what_no_longer_fits() -> None:
    """Ruling 5: holdings never exceed the visible warehouses; the player picks what goes."""
    s = table(3)
    set_res(s, 0, [3, 2, 0, 0])
    refresh(s, turn=0)
    act(s, "claim T01")  # 5 resources, 4 warehouses left
    assert s.decision == ("discard", 0, None)
    assert notations(s) == {"discard wood", "discard clay"}
    act(s, "discard clay")
    assert s.players[0].res == [3, 1, 0, 0] and s.current_player == 1


def test_one_kind_too_many_goes_back_by_itself() -> None:
    s = table(3)
    set_res(s, 0, [5, 0, 0, 0])
    refresh(s, turn=0)
    events = act(s, "claim T01")
    assert s.players[0].res == [4, 0, 0, 0] and s.current_player == 1
    assert any("returns 1 wood" in e.text for e in events)


def test_claim_at_most_twice_a_round() -> None:
    """Ruling 2/7: two pioneers of each player on the claim spot a round."""
    s = table(3)
    act(s, "claim T01")
    act(s, "claim T05")
    act(s, "claim T09")
    act(s, "claim T02")
    assert s.current_player == 1
    act(s, "food")
    act(s, "food")
    assert s.current_player == 0
    assert not any(t.startswith("claim") for t in notations(s))
    with pytest.raises(IllegalAction, match="claimed 2 tiles this round"):
        act(s, "claim T06")


def test_no_claim_with_a_full_river() -> None:
    s = table(3)
    set_river(s, 0, FULL_RIVER)
    refresh(s, turn=0)
    assert not any(t.startswith("claim") for t in notations(s))
    with pytest.raises(IllegalAction, match="complete"):
        act(s, "claim T01")


@pytest.mark.parametrize("n,first,second", [(3, 2, 1), (4, 2, 1), (2, 1, None)])
def test_produce_symbols_and_first_pioneer_bonus(n: int, first: int, second: int | None) -> None:
    """Ruling 6: visible symbols, +1 for the first pioneer on the island with 3-4 players;
    2 players: one spot per island, no bonus."""
    s = table(n)
    act(s, "produce wood")
    assert s.players[0].res[0] == first
    if second is None:
        assert "produce wood" not in notations(s)
    else:
        act(s, "produce wood")
        assert s.players[1].res[0] == second
        assert "produce wood" not in notations(s)  # two spots, both taken


def test_produce_is_limited_by_the_island_and_needs_one_resource() -> None:
    s = table(3)
    set_river(s, 0, ["T13", "T03", "T03"])  # 1 printed + 4 wood symbols
    set_islands(s, [2, s.islands[1], s.islands[2], s.islands[3]])
    refresh(s, turn=0)
    act(s, "produce wood")
    assert s.players[0].res[0] == 2 and s.islands[0] == 0
    assert "produce wood" not in notations(s)


def test_produce_without_symbols_only_for_the_first_pioneer() -> None:
    """'At least one resource', possibly from the first pioneer's extra alone."""
    s = table(3)
    set_river(s, 0, ["T13", "T14", "T06", "T05"])  # spot 4's wood is covered: no wood symbol
    set_river(s, 1, ["T13", "T14", "T14", "T05", "T05", "T09", "T09", "T10"])  # board 2's too
    refresh(s, turn=0)
    act(s, "produce wood")
    assert s.players[0].res[0] == 1
    assert "produce wood" not in notations(s)
    with pytest.raises(IllegalAction, match="no wood production symbol"):
        act(s, "produce wood")


def test_overflow_when_producing() -> None:
    """Forfeit new resources or return old ones: the choice is by kind (ruling 5)."""
    s = table(3)
    set_res(s, 0, [0, 1, 3, 0])
    refresh(s, turn=0)
    act(s, "produce clay")  # 1 symbol + first pioneer: 2 clay, 6 held, 5 warehouses
    assert s.decision == ("discard", 0, None)
    act(s, "discard stone")
    assert s.players[0].res == [0, 3, 2, 0] and s.decision == ("place", 1, None)


def test_food_island() -> None:
    """Ruling 6: 1 food; with no food left, 1 wood, clay or stone of one's choice."""
    s = table(3)
    act(s, "food")
    assert s.players[0].res[3] == 1
    set_islands(s, [s.islands[0], 0, s.islands[2], 0])
    refresh(s, turn=1)
    options = {t for t in notations(s) if t.startswith("food")}
    assert options == {"food wood", "food stone"}
    act(s, "food stone")
    assert s.players[1].res[2] == 1
    assert not any(t.startswith("food") for t in notations(s))  # both food spots taken


def test_reserve_at_most_two() -> None:
    """Ruling 8: a face-up building goes face down; not while holding 2."""
    s = table(4)
    act(s, "reserve B07")
    assert s.players[0].reserved == ["B07"] and s.market[0] is None
    s.players[0].reserved.append(s.market[1] or "")
    s.market[1] = None
    refresh(s, turn=0)
    assert not any(t.startswith("reserve") for t in notations(s))
    with pytest.raises(IllegalAction, match="already hold 2"):
        act(s, "reserve B14")


def test_build_payments_food_is_wild() -> None:
    """Ruling 9: the exact payment is the player's choice; food replaces any resource."""
    s = table(3)
    set_market(s, ["B07", None, None, None])
    set_res(s, 0, [1, 1, 1, 1])
    refresh(s, turn=0)
    builds = {t for t in notations(s) if t.startswith("build")}
    assert builds == {"build B07 1w 1c 1s", "build B07 1c 1s 1f", "build B07 1w 1s 1f",
                      "build B07 1w 1c 1f"}
    act(s, "build B07 1w 1s 1f")
    assert s.players[0].res == [0, 1, 0, 0] and s.players[0].built == ["B07"]
    assert s.market[0] is None


def test_reserved_building_costs_one_less() -> None:
    s = table(3)
    set_market(s, [None, None, None, None])
    s.deck.remove("B07")
    s.players[0].reserved = ["B07"]
    set_res(s, 0, [1, 1, 0, 0])
    refresh(s, turn=0)
    assert {t for t in notations(s) if t.startswith("build")} == {"build B07 1w 1c"}
    act(s, "build B07 1w 1c")
    assert s.players[0].reserved == [] and s.players[0].built == ["B07"]


def test_build_refusals_leave_the_state_unchanged() -> None:
    s = table(3)
    set_res(s, 0, [3, 1, 0, 0])
    refresh(s, turn=0)
    before = s.to_json()
    for text, reason in [("build B07 3w", "needs 1 wood"), ("build B07 1w 1c", "costs 3"),
                         ("build B33 2w 1c", "neither face up"),
                         ("build B07 1w 1c 1s", "do not hold")]:
        with pytest.raises(IllegalAction, match=reason):
            act(s, text)
        assert s.to_json() == before


def test_build_takes_the_top_token_and_the_second_frees_a_pioneer() -> None:
    """Ruling 9: 6 first, then 5; the second token sends the bonus-spot pioneer to the boat,
    usable this round even when every other boat is empty (the same seat plays again)."""
    s = table(3)
    set_market(s, ["B07", "B01", "B03", "B30"])
    set_res(s, 0, [5, 1, 0, 0])
    for seat in (1, 2):
        s.players[seat].aside, s.players[seat].boat = s.players[seat].boat, 0
    s.players[0].boat, s.players[0].aside = 2, 2
    refresh(s, turn=0)
    act(s, "build B01 2w 1c")
    assert s.players[0].tokens == [6] and s.players[0].on_bonus_spot
    assert s.current_player == 0  # the others' boats are empty
    act(s, "build B03 3w")
    p = s.players[0]
    assert p.tokens == [6, 5] and not p.on_bonus_spot and p.boat == 1
    assert s.decision == ("place", 0, None) and s.phase == "play"


def test_zero_tokens_after_the_pile_and_none_without_a_free_spot() -> None:
    s = table(3)
    set_market(s, ["B03", None, None, None])
    s.players[0].tokens = [4, 4]  # two spots used; the pile is down to its 0s
    s.players[0].on_bonus_spot = False
    s.token_pile = []
    set_res(s, 0, [3, 0, 0, 0])
    refresh(s, turn=0)
    act(s, "build B03 3w")
    assert s.players[0].tokens == [4, 4, 0] and s.zero_tokens == 7
    s.players[1].tokens = [1, 1, 1, 1, 1]  # 5 bonus spots, all full
    set_market(s, ["B04", None, None, None])
    set_res(s, 1, [0, 3, 0, 0])
    refresh(s, turn=1)
    events = act(s, "build B04 3c")
    assert s.players[1].tokens == [1] * 5 and s.players[1].built == ["B04"]
    assert any("no free bonus spot" in e.text for e in events)


def test_first_player_pawn() -> None:
    """Ruling 10: allowed to its holder; the holder starts the next round; else it stays."""
    s = table(3)
    act(s, "first player")
    assert s.first_player == 0
    assert "first player" not in notations(s)  # one spot


def test_swap_two_tiles() -> None:
    """Ruling 11: exchange two tiles; resources and warehouses do not change."""
    s = table(3)
    set_river(s, 0, ["T13", "T01", "T05"])
    set_res(s, 0, [2, 0, 0, 0])
    refresh(s, turn=0)
    storage = s.players[0].storage()
    assert {t for t in notations(s) if t.startswith("swap")} == {"swap 1 2", "swap 1 3",
                                                                 "swap 2 3"}
    act(s, "swap 1 3")
    assert s.players[0].river == ["T05", "T01", "T13"]
    assert s.players[0].storage() == storage and s.players[0].res == [2, 0, 0, 0]


def test_swap_needs_two_tiles() -> None:
    s = table(3)
    assert not any(t.startswith("swap") for t in notations(s))


def test_spot_counts_by_player_count() -> None:
    """Ruling 2: single spots hold one pioneer; 2 of each per island with 3-4 players."""
    s = table(2)
    act(s, "food")
    assert not any(t.startswith("food") for t in notations(s))
    s = table(4)
    act(s, "food")
    act(s, "food")
    assert not any(t.startswith("food") for t in notations(s))


def test_no_spot_at_all_sets_a_pioneer_aside() -> None:
    """Ruling 3: with no open spot and nothing to trade, one pioneer is set aside (an
    automatic step) and the turn passes; it comes back at cleanup."""
    s = table(3)
    _block_every_spot(s)
    refresh(s, turn=0)
    assert s.players[0].aside == 1 and s.players[0].boat == 3
    assert s.current_player == 1


def test_no_spot_but_a_trade_offers_set_aside() -> None:
    """Ruling 3 as a choice when the player could still trade (a trade may open a spot)."""
    s = table(3)
    _block_every_spot(s)
    set_res(s, 0, [3, 0, 0, 0])
    refresh(s, turn=0)
    assert notations(s) == {"trade 3w", "set aside"}
    s.apply(SetAside())
    assert s.players[0].aside == 1 and s.current_player == 1


def _block_every_spot(s: object) -> None:
    """Every single spot full, seat 0's river full and nothing affordable."""
    from core.the_river.components import components
    from core.the_river.state import GameState

    assert isinstance(s, GameState)
    for name, rule in components().spot_rules(s.num_players).items():
        if rule.kind == "single":
            s.spots[name] = [1] * rule.count
    set_river(s, 0, FULL_RIVER)
    set_res(s, 0, [0, 0, 0, 0])


def test_wrong_kind_of_decision_is_refused() -> None:
    s = table(3)
    with pytest.raises(IllegalAction, match="not that kind of decision"):
        s.apply(parse_action("discard wood"))
    with pytest.raises(IllegalAction):
        s.apply("claim T01")  # a text is not an action


def _place_by_hand(s: object, spot: str, seats: list[int]) -> None:
    """Pioneers moved from their boats onto a spot, as if they had been placed there."""
    from core.the_river.state import GameState

    assert isinstance(s, GameState)
    for seat in seats:
        s.players[seat].boat -= 1
        s.spots[spot].append(seat)


def test_construct_takes_any_number_of_pioneers() -> None:
    """Ruling 2: the construct spot holds any number of pioneers of any colour."""
    s = table(4)
    _place_by_hand(s, "construct", [1, 1, 2, 2, 3, 3, 0])
    set_market(s, ["B03", None, None, None])
    set_res(s, 0, [3, 0, 0, 0])
    refresh(s, turn=0)
    act(s, "build B03 3w")
    assert s.spots["construct"] == [1, 1, 2, 2, 3, 3, 0, 0]


def test_claim_spot_two_of_each_player() -> None:
    """Ruling 2: the claim spot's limit is per player: two of seat 0 there do not stop seat 1."""
    s = table(3)
    _place_by_hand(s, "claim_tile", [0, 0, 1])
    refresh(s, turn=1)
    assert "claim T05" in notations(s)
    act(s, "claim T05")
    assert s.spots["claim_tile"] == [0, 0, 1, 1]
    refresh(s, turn=0)
    assert not any(t.startswith("claim") for t in notations(s))


def test_no_spot_whose_action_cannot_be_performed() -> None:
    """Rulebook 'All actions are mandatory': no claim without a face-up tile, no reserve or
    construct without a building, no island without a resource, no swap without two tiles."""
    s = table(3)
    set_offer(s, [])
    set_market(s, [None, None, None, None])
    set_islands(s, [0, 0, 0, 0])
    refresh(s, turn=0)
    assert notations(s) == {"first player"}


def test_identical_tiles_are_one_claim_and_may_be_swapped() -> None:
    """Ruling added ('Identical claims'): two face-up tiles of a kind are one choice, the first
    is taken; swapping two equal tiles is legal and changes nothing."""
    s = table(3)
    set_offer(s, ["T01", "T05", "T01"])
    refresh(s, turn=0)
    assert {t for t in notations(s) if t.startswith("claim")} == {"claim T01", "claim T05"}
    act(s, "claim T01")
    assert s.offer[:3] == [None, "T05", "T01"] and s.players[0].river == ["T13", "T01"]
    set_river(s, 1, ["T13", "T01", "T01"])
    refresh(s, turn=1)
    act(s, "swap 2 3")
    assert s.players[1].river == ["T13", "T01", "T01"] and s.current_player == 2


def test_reserved_discount_is_one_resource_of_choice() -> None:
    """Ruling 9: a reserved building costs one resource less, the player chooses which."""
    s = table(3)
    set_market(s, [None, None, None, None])
    s.deck.remove("B07")
    s.players[0].reserved = ["B07"]  # 1 wood, 1 clay, 1 stone
    set_res(s, 0, [1, 1, 1, 0])
    refresh(s, turn=0)
    assert {t for t in notations(s) if t.startswith("build")} == {
        "build B07 1w 1c", "build B07 1w 1s", "build B07 1c 1s"}
