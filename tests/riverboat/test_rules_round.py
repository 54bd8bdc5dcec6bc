"""Start of a round, the phase-tile draft, turn order within phases, end of a round."""

import pytest

from core.riverboat import parse_action
from tests.rules_helpers import act, card, drive, finish, game, legal, refused, start_phase

ALL = {f"phase {k}" for k in range(1, 6)}


def draft_seats(s):
    """Play the draft taking the lowest free tile; return who picked, in order."""
    seats = []
    while s.decision_kind == "draft":
        seats.append(s.current_player)
        act(s, sorted(legal(s))[0])
    return seats


@pytest.mark.parametrize(("n", "first", "order"), [
    (2, 0, [0, 1, 0, 1, 0]),      # 3 + 2
    (2, 1, [1, 0, 1, 0, 1]),
    (3, 1, [1, 2, 0, 1, 2]),      # 2 + 2 + 1
    (4, 3, [3, 0, 1, 2, 3]),      # 2 + 1 + 1 + 1
])
def test_draft_clockwise_from_first_player_until_all_five_taken(n, first, order):
    s = game(n, first=first)
    assert draft_seats(s) == order
    assert s.phase_owner == order  # took the lowest free tile each time
    assert s.phase != "draft"


def test_draft_offers_only_remaining_tiles():
    s = game(2)
    assert legal(s) == ALL
    act(s, "phase 3")
    assert legal(s) == ALL - {"phase 3"}
    act(s, "phase 1")
    assert legal(s) == ALL - {"phase 3", "phase 1"}


def test_draft_refuses_a_taken_tile():
    s = act(game(2), "phase 4")
    refused(s, "phase 4", "already taken")
    refused(s, "phase 6", "numbered 1 to 5")


def test_phases_start_after_the_draft_with_the_cultivation_owner():
    s = act(game(2), "phase 2", "phase 1", "phase 3", "phase 4", "phase 5")
    assert s.phase == "cultivation"
    assert s.phase_owner == [1, 0, 0, 1, 0]
    assert s.current_player == 1  # the round-track worker first, then the cards


@pytest.mark.parametrize("owner", [0, 1, 2])
def test_phase_played_clockwise_from_tile_owner(owner):
    s = game(3)
    owners = [owner] * 5
    s = start_phase(s, 4, owners)
    seen = []
    while s.phase == "opportunity":
        if s.decision_kind == "card":
            seen.append(s.current_player)
        act(s, sorted(legal(s))[0])
    assert seen == [owner, (owner + 1) % 3, (owner + 2) % 3]


def end_scoring(s, round_, owners=None):
    s = start_phase(s, 5, owners, round_=round_)
    act(s, "bonus harbor")
    drive(s, lambda st: st.phase == "draft")
    assert s.phase == "draft" and s.round == round_ + 1
    return s


@pytest.mark.parametrize(("n", "round_"), [(2, 1), (2, 3), (3, 1), (3, 2), (4, 1), (4, 3)])
def test_first_player_marker_passes_left(n, round_):
    s = game(n, first=n - 1)
    s = end_scoring(s, round_)
    assert s.first_player == 0
    assert s.decision == ("draft", 0, None)
    assert s.phase_owner == [-1] * 5  # the phase tiles were returned


def set_scores(s, vps):
    for stamp, (seat, vp) in enumerate(vps, 1):
        s.players[seat].vp = vp
        s.players[seat].score_stamp = stamp
    s.stamp = len(vps)


def test_three_players_after_round_3_farthest_behind_goes_first():
    s = game(3, first=0)
    set_scores(s, [(0, 20), (1, 25), (2, 12)])
    s = end_scoring(s, 3)
    assert s.first_player == 2 and s.current_player == 2


def test_three_players_after_round_3_tie_goes_to_marker_on_top():
    # seat 2 reached 12 first, seat 0 arrived later and sits on top of the pile
    s = game(3, first=1)
    set_scores(s, [(2, 12), (1, 30), (0, 12)])
    s = end_scoring(s, 3)
    assert s.first_player == 0
    s = game(3, first=1)
    set_scores(s, [(0, 12), (1, 30), (2, 12)])
    s = end_scoring(s, 3)
    assert s.first_player == 2


def test_three_players_stacking_order_follows_real_score_moves():
    # Both end the scoring phase on 7; seat 0 moves there (agents) after seat 2 was there.
    s = game(3, first=1)
    set_scores(s, [(2, 7), (1, 9), (0, 5)])
    s.players[0].agents, s.players[0].workers = 2, 11
    s = end_scoring(s, 3, owners=[1] * 5)
    assert [p.vp for p in s.players] == [7, 9, 7]
    assert s.first_player == 0
    s = game(3, first=1)
    set_scores(s, [(0, 7), (1, 9), (2, 5)])
    s.players[2].agents, s.players[2].workers = 2, 11
    s = end_scoring(s, 3, owners=[1] * 5)
    assert s.first_player == 2


@pytest.mark.parametrize("n", [2, 4])
def test_behind_rule_only_with_three_players(n):
    s = game(n, first=0)
    set_scores(s, [(0, 30)] + [(i, 5) for i in range(1, n)])
    s = end_scoring(s, 3)
    assert s.first_player == 1


def test_three_players_after_round_1_and_2_marker_passes_left():
    s = game(3, first=0)
    set_scores(s, [(0, 30), (1, 20), (2, 5)])
    s = end_scoring(s, 2)
    assert s.first_player == 1


def test_start_of_round_refills_crop_board_riverboats_and_cards():
    s = game(2)
    single, triple, taken, back = s.display[0], s.display[15], s.opp_spaces[1], s.opp_spaces[2]
    assert single and triple and taken and back  # a new game's spaces are all full
    s.crop_piles[0].insert(0, single)
    s.crop_piles[2].insert(0, triple)
    s.display[0] = s.display[15] = None
    s.boat_up["3a"] = False
    s.players[1].boats.append("3a")
    s.players[1].harvested[0] += 3
    card(s, 0, taken)
    s.opp_deck.insert(0, back)
    s.opp_spaces[2] = None
    s = end_scoring(s, 1)
    assert all(s.display)
    assert all(s.boat_up.values()) and s.boat_pile["3a"] == 3
    assert all(s.opp_spaces)


def test_start_of_round_exhausted_riverboat_type_stays_empty():
    s = game(2)
    s.boat_up["7"] = False
    s.boat_pile["7"] = 0
    s.players[1].boats += ["7"] * 5
    s.players[1].harvested[0] += 35
    s = end_scoring(s, 1)
    assert s.boat_up["7"] is False and s.boat_pile["7"] == 0


def test_game_ends_after_round_4_phase_tiles_kept():
    s = finish(game(2), owners=[1, 0, 1, 0, 1])
    assert s.is_over and s.decision is None and s.legal_actions() == []
    assert s.phase_owner == [1, 0, 1, 0, 1]
    refused(s, "phase 1", "game is over")


@pytest.mark.parametrize(("owner", "on_top"), [(0, 2), (1, 0), (2, 0)])
def test_end_of_scoring_points_go_clockwise_from_the_scoring_tile_owner(owner, on_top):
    # Seats 0 and 2 both move from 5 to 7 with their agents: the later one sits on top, and in
    # a 3-player game after round 3 that one becomes first player (order owner, owner+1, ...).
    s = game(3, first=1)
    set_scores(s, [(0, 5), (2, 5), (1, 30)])
    for seat in (0, 2):
        s.players[seat].agents, s.players[seat].workers = 2, 11
    s = end_scoring(s, 3, owners=[owner] * 5)
    assert [p.vp for p in s.players] == [7, 30, 7]
    assert s.first_player == on_top


def test_end_of_scoring_points_are_logged_clockwise_from_the_scoring_tile_owner():
    s = game(4, first=0)
    for seat in range(4):
        s.players[seat].agents, s.players[seat].workers = 1, 12
    s = start_phase(s, 5, [2] * 5, round_=1)
    events = s.apply(parse_action("bonus harbor"))
    assert [e.seat for e in events if e.vp == 1] == [2, 3, 0, 1]
