"""Cleanup, settlements and the end (rulebook 'Cleanup phase', 'End of the Game';
rulings 3, 10, 12 and 13)."""

from __future__ import annotations

import pytest

from core.errors import IllegalAction
from core.the_river import parse_action

from .helpers import act, end_round, refresh, set_market, set_res, set_river, table


def test_cleanup_discards_and_refills_the_terrain() -> None:
    """Ruling 12, step 1: the tiles left are discarded, every terrain spot refilled."""
    s = table(3)
    act(s, "claim T01")
    left = sorted(t for t in s.offer if t)
    reveals = s.reveal_count
    end_round(s)
    assert sorted(s.discard) == left
    assert all(s.offer) and s.reveal_count == reveals + len(s.offer)


def test_empty_stack_reshuffles_the_discards() -> None:
    s = table(3)
    s.discard += s.stack[:-2]
    del s.stack[:-2]
    end_round(s)
    assert all(s.offer) and s.stack and len(s.stack) + len(s.discard) + 7 == 65 - len(
        s.removed) - sum(len(p.river) for p in s.players)


def test_a_spot_stays_empty_when_stack_and_discards_are_out() -> None:
    s = table(3)
    act(s, "claim T01")
    s.removed += s.stack  # out of the game: nothing is left to draw but the 6 discards
    s.stack = []
    end_round(s)
    assert len([t for t in s.offer if t]) == 6 and s.offer.count(None) == 1
    assert not s.stack and not s.discard


def test_buildings_refilled_from_the_deck_or_left_empty() -> None:
    """Ruling 12, step 2: replace what was built or reserved; an empty deck leaves gaps."""
    s = table(3)
    act(s, "reserve B07")
    end_round(s)
    assert all(s.market) and "B07" not in s.market
    s.players[1].reserved.append(s.market[0] or "")
    s.market[0] = None
    s.players[2].built += s.deck
    s.deck = []
    end_round(s)
    assert s.market[0] is None


def test_pioneers_return_and_a_framed_spot_settles_one() -> None:
    """Ruling 12, step 4: one pioneer settles for each framed spot covered this round."""
    s = table(3)
    set_river(s, 0, ["T13", "T01", "T01"])  # board 1: spot 4 is framed
    refresh(s, turn=0)
    act(s, "claim T01")
    assert s.players[0].to_settle == 1
    end_round(s)
    p = s.players[0]
    assert (p.settled, p.boat, p.aside, p.to_settle) == (1, 3, 0, 0)
    assert all(seats == [] for seats in s.spots.values())


def test_never_the_last_pioneer_settles() -> None:
    s = table(3)
    p = s.players[0]
    set_river(s, 0, ["T13", "T01", "T01", "T01", "T05", "T05", "T09", "T09", "T02", "T02",
                     "T06"])  # board 1 framed 4, 7, 10: 3 covered
    p.settled, p.boat, p.to_settle = 3, 1, 0
    refresh(s, turn=0)
    act(s, "claim T01")  # spot 12 is framed too
    assert p.to_settle == 1
    end_round(s)
    assert (p.settled, p.boat) == (3, 1)  # the bonus-spot pioneer is still out


def test_set_aside_pioneers_come_back() -> None:
    """Ruling 3: a pioneer set aside returns to the boat at cleanup."""
    s = table(3)
    end_round(s)
    assert [p.boat for p in s.players] == [4, 4, 4] and s.round == 2


def test_first_player_pawn_holder_starts_next_round() -> None:
    """Ruling 10: the holder after the round starts the next; nobody took it: it stays."""
    s = table(3)
    act(s, "claim T01")
    act(s, "first player")  # seat 1 takes it
    end_round(s)
    assert s.current_player == 1 and s.first_player == 1
    end_round(s)
    assert s.current_player == 1


@pytest.mark.parametrize("n,tokens", [(3, 5), (4, 5), (2, 4)])
def test_tokens_trigger_the_last_round(n: int, tokens: int) -> None:
    """Ruling 13: 5 bonus tokens (4 with 2 players) end the game after this round."""
    s = table(n)
    p = s.players[0]
    taken = [s.token_pile.pop() for _ in range(tokens - 1)]
    p.tokens, p.on_bonus_spot = taken, False
    p.boat += 1
    set_market(s, ["B03", None, None, None])
    set_res(s, 0, [3, 0, 0, 0])
    refresh(s, turn=0)
    act(s, "build B03 3w")
    assert s.last_round and len(p.tokens) == tokens
    _finish(s)


def test_fewer_tokens_do_not_end_the_game() -> None:
    s = table(3)
    set_market(s, ["B03", None, None, None])
    set_res(s, 0, [3, 0, 0, 0])
    refresh(s, turn=0)
    act(s, "build B03 3w")
    assert not s.last_round


def test_twelfth_tile_ends_after_the_round_and_the_last_cleanup() -> None:
    """Ruling 13: the round is played out, cleanup is done (income pays), then scoring."""
    s = table(3)
    set_river(s, 0, ["T13", "T27", "T01", "T01", "T05", "T05", "T09", "T09", "T02", "T02",
                     "T06"])
    refresh(s, turn=0)
    act(s, "claim T01")
    assert s.last_round and s.phase == "play" and s.current_player == 1
    wood = s.players[0].res[0]
    _finish(s)
    assert s.players[0].res[0] == wood + 1  # the income meadow paid at the last cleanup


def _finish(s: object) -> None:
    from core.the_river import GameState

    assert isinstance(s, GameState)
    end_round(s)
    assert s.is_over and s.decision is None and s.current_player is None
    assert s.legal_actions() == [] and s.outcome() is not None
    with pytest.raises(IllegalAction, match="game is over"):
        s.apply(parse_action("first player"))


def test_cleanup_order_terrain_buildings_income_then_pioneers() -> None:
    """Ruling 12's order: when income asks what to return, the terrain and the buildings are
    refilled already and the pioneers still stand on the main board."""
    s = table(3)
    set_river(s, 0, ["T13", "T27"])  # 4 warehouses, a wood income meadow
    set_res(s, 0, [0, 2, 2, 0])
    act(s, "reserve B07")
    end_round(s)
    assert s.decision == ("discard", 0, None) and s.phase == "cleanup"
    assert all(s.offer) and all(s.market) and s.spots["reserve"] == [0]
    act(s, "discard clay")
    assert s.spots["reserve"] == [] and s.phase == "play" and s.round == 2
