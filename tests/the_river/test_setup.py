"""Setting up (rulebook 'Setting up the game', 'Preliminary Turn'; rulings 1 and 15)."""

from __future__ import annotations

import pytest

from core.the_river import GAME, GameState, StartTile
from core.the_river.components import components

from .helpers import act, refresh, set_offer

COMP = components()


@pytest.mark.parametrize("n", [2, 3, 4])
def test_setup_by_player_count(n: int) -> None:
    """Resources, tokens, bonus spots, pioneers and tiles by player count (setup 1-9)."""
    s = GAME.new_game(n, 5, None)
    assert isinstance(s, GameState)
    assert s.islands == list(COMP.stock(n))
    pile, zeros = COMP.token_piles(n)
    assert s.token_pile[-1] == 6 and s.token_pile == sorted(s.token_pile)
    assert (len(s.token_pile), s.zero_tokens) == (len(pile), zeros)
    assert len([t for t in s.offer if t]) == n + 1  # the setup spots: one more than players
    assert len(s.offer) == COMP.terrain_spots(n)
    assert len([b for b in s.market if b]) == 4
    for p in s.players:
        assert (p.boat, p.on_bonus_spot, p.river, p.res) == (4, True, [], [0, 0, 0, 0])
    assert len({p.board for p in s.players}) == n
    assert s.phase == "setup" and s.decision_kind == "start_tile"


def test_two_player_subset_and_board_side() -> None:
    """2 players: only the 2-dot tokens (6 4 3 2 1 and three 0s), 4 bonus spots, 5 tiles."""
    s = GAME.new_game(2, 3, None)
    assert isinstance(s, GameState)
    assert s.token_pile == [1, 2, 3, 4, 6] and s.zero_tokens == 3
    assert COMP.bonus_spots(2) == 4 and len(s.offer) == 5
    assert s.islands == [8, 8, 8, 3]


def test_first_player_is_random() -> None:
    firsts = {GAME.new_game(4, seed, None).first_player for seed in range(40)}  # type: ignore[attr-defined]
    assert firsts == {0, 1, 2, 3}


def test_preliminary_turn_counter_clockwise_from_first_players_right() -> None:
    """Ruling 1: seat first-1 picks first, going counter-clockwise; the first player last."""
    s = GAME.new_game(4, 11, None)
    assert isinstance(s, GameState)
    first = s.first_player
    seen = []
    while s.phase == "setup":
        seen.append(s.current_player)
        s.apply(s.legal_actions()[0])
    assert seen == [(first - 1) % 4, (first - 2) % 4, (first - 3) % 4, first]


def test_preliminary_tile_goes_on_spot_1_and_leftover_leaves_the_game() -> None:
    s = GAME.new_game(3, 2, None)
    assert isinstance(s, GameState)
    setup_tiles = sorted(t for t in s.offer if t)
    chosen = []
    while s.phase == "setup":
        a = s.legal_actions()[-1]
        assert isinstance(a, StartTile)
        seat = s.current_player
        assert seat is not None
        s.apply(a)
        chosen.append(a.tile)
        assert s.players[seat].river == [a.tile]
    leftover = list(setup_tiles)
    for t in chosen:
        leftover.remove(t)
    assert s.removed == leftover and len(leftover) == 1
    assert all(s.offer) and len(s.offer) == 7  # then the island is filled
    assert s.phase == "play" and s.current_player == s.first_player


def test_setup_boards_given_and_setup_of() -> None:
    s = GAME.new_game(3, 9, [4, 1, 3])
    assert GAME.setup_of(s) == [4, 1, 3]
    random_boards = GAME.setup_of(GAME.new_game(3, 9, None))
    again = GAME.new_game(3, 9, random_boards)
    assert again == GAME.new_game(3, 9, None)  # the boards are drawn either way


@pytest.mark.parametrize("bad", [[1, 1, 2], [1, 2], [0, 1, 2], [1, 2, 5], "123", [1.0, 2, 3],
                                 [True, 2, 3]])
def test_bad_setup_refused(bad: object) -> None:
    with pytest.raises(ValueError, match="river boards"):
        GAME.new_game(3, 1, bad)


@pytest.mark.parametrize("n,seed", [(1, 0), (5, 0), (3, -1), (3, 2**64), (3, 1.5), (True, 1)])
def test_bad_players_or_seed_refused(n: object, seed: object) -> None:
    with pytest.raises(ValueError):
        GAME.new_game(n, seed, None)  # type: ignore[arg-type]


def test_start_tile_effects_apply() -> None:
    """Ruling added (docs): a meadow chosen in the preliminary turn acts as if claimed: the
    stone windfall takes 4 stone, 3 fit the 3 printed warehouses, 1 goes back (ruling 5)."""
    s = GAME.new_game(3, 1, [1, 2, 3])
    assert isinstance(s, GameState)
    set_offer(s, ["T32", "T13", "T01", "T05"])
    refresh(s)
    seat = s.current_player
    assert seat is not None
    act(s, "start T32")
    assert s.players[seat].res == [0, 0, 3, 0]
    assert s.islands[2] == COMP.stock(3)[2] - 3


@pytest.mark.parametrize("n,stock", [(2, [8, 8, 8, 3]), (3, [11, 11, 11, 4]),
                                     (4, [13, 13, 13, 5])])
def test_stocks_by_player_count_the_rest_stays_in_the_box(n: int, stock: list[int]) -> None:
    """Setup 7 (docs/rules-the-river.md, 'Designed data'): wood, clay, stone, food on the
    islands."""
    s = GAME.new_game(n, 3, None)
    assert isinstance(s, GameState)
    assert s.islands == stock and sum(sum(p.res) for p in s.players) == 0


@pytest.mark.parametrize("n", [3, 4])
def test_token_piles_sorted_high_to_low_six_on_top_zeros_apart(n: int) -> None:
    """Setup 8: the scoring pile 6 5 4 4 3 3 2 2 2 1 1 1 (6 on top, drawn first), eight 0s."""
    s = GAME.new_game(n, 4, None)
    assert isinstance(s, GameState)
    assert s.token_pile[::-1] == [6, 5, 4, 4, 3, 3, 2, 2, 2, 1, 1, 1] and s.zero_tokens == 8


@pytest.mark.parametrize("n", [2, 3, 4])
def test_setup_tiles_lie_on_the_first_spots(n: int) -> None:
    """Ruling added: the players + 1 setup tiles lie on the first terrain spots, the rest of
    the island stays empty until the preliminary turn is over."""
    s = GAME.new_game(n, 6, None)
    assert isinstance(s, GameState)
    assert all(s.offer[: n + 1]) and s.offer[n + 1:] == [None] * (len(s.offer) - n - 1)


def test_stack_and_deck_are_shuffled() -> None:
    """Setup 4 and 6: the seed decides the order of the terrain stack and the building deck."""
    one, two = GAME.new_game(3, 1, None), GAME.new_game(3, 2, None)
    assert isinstance(one, GameState) and isinstance(two, GameState)
    assert one.stack != two.stack and one.deck != two.deck
    assert sorted(one.stack + [t for t in one.offer if t]) == sorted(
        two.stack + [t for t in two.offer if t])


def test_no_board_frames_spot_1() -> None:
    """Ruling added ('Framed spot 1'): the starting tile never covers a framed spot; four
    framed spots a board (rulebook 'Cleanup phase')."""
    for board in COMP.boards.values():
        assert 1 not in board.framed and len(board.framed) == 4
