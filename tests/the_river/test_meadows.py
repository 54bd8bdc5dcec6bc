"""The meadow tiles (rulebook appendix; docs/rules-the-river.md: 'Designed data', rulings 5-7,
12, 14)."""

from __future__ import annotations

from .helpers import (
    act,
    end_round,
    notations,
    refresh,
    set_islands,
    set_offer,
    set_res,
    set_river,
    table,
)


def test_windfall_takes_up_to_four_at_once() -> None:
    """Ruling 7: the windfall pays at once, limited by the island."""
    s = table(3)
    set_offer(s, ["T30", "T31", "T01"])
    refresh(s, turn=0)
    act(s, "claim T30")
    assert s.players[0].res == [4, 0, 0, 0]
    set_islands(s, [s.islands[0], 2, s.islands[2], s.islands[3]])
    refresh(s, turn=1)
    act(s, "claim T31")
    assert s.players[1].res == [0, 2, 0, 0] and s.islands[1] == 0


def test_windfall_then_storage_applies() -> None:
    s = table(3)
    set_offer(s, ["T32"])
    set_res(s, 0, [0, 2, 0, 0])
    refresh(s, turn=0)
    act(s, "claim T32")  # 2 clay + 4 stone; spot 2's warehouse covered: 4 warehouses
    assert s.decision == ("discard", 0, None)
    act(s, "discard clay")
    act(s, "discard stone")
    assert s.players[0].res == [0, 1, 3, 0] and s.decision == ("place", 1, None)


def test_swap_twice_gives_two_optional_swaps() -> None:
    """Ruling 7: two swaps at once, each of which may be declined; no swap spot is used."""
    s = table(3)
    set_river(s, 0, ["T13", "T01"])
    set_offer(s, ["T33"])
    refresh(s, turn=0)
    act(s, "claim T33")
    assert s.decision == ("meadow_swap", 0, None)
    assert notations(s) == {"swap 1 2", "swap 1 3", "swap 2 3", "no swap"}
    act(s, "swap 1 3")
    assert s.decision == ("meadow_swap", 0, None)
    act(s, "no swap")
    assert s.players[0].river == ["T33", "T01", "T13"]
    assert s.spots["swap"] == [] and s.decision == ("place", 1, None)


def test_swap_twice_as_starting_tile_has_nothing_to_swap() -> None:
    from core.the_river import GAME

    s = GAME.new_game(3, 4, [1, 2, 3])
    set_offer(s, ["T33", "T01", "T02", "T05"])  # type: ignore[arg-type]
    refresh(s)  # type: ignore[arg-type]
    events = act(s, "start T33")  # type: ignore[arg-type]
    assert s.decision_kind == "start_tile"
    assert any("no swap" in e.text for e in events)


def test_income_meadow_pays_at_each_cleanup() -> None:
    """Ruling 12: 1 resource of its kind if the island has one; storage applies."""
    s = table(3)
    set_river(s, 0, ["T13", "T27"])
    set_river(s, 1, ["T13", "T28"])
    set_islands(s, [s.islands[0], 0, s.islands[2], s.islands[3]])
    end_round(s)
    assert s.players[0].res[0] == 1
    assert s.players[1].res[1] == 0  # no clay left on its island
    assert s.round == 2


def test_income_meadow_respects_storage() -> None:
    s = table(3)
    set_river(s, 0, ["T13", "T27"])  # 4 warehouses
    set_res(s, 0, [0, 2, 2, 0])
    end_round(s)
    assert s.decision == ("discard", 0, None) and s.phase == "cleanup"
    act(s, "discard wood")
    assert s.players[0].res == [0, 2, 2, 0] and s.phase == "play" and s.round == 2


def test_production_meadow_is_a_symbol_income_meadow_is_not() -> None:
    """Rulebook appendix; ruling 6."""
    s = table(3)
    set_river(s, 0, ["T13", "T24", "T27"])
    assert s.players[0].production() == (2, 1, 1)  # printed wood + the production meadow
