"""bench/review_truth.py: its pure figures on known inputs, an injection game and the
reference's playouts."""

from __future__ import annotations

import math
import random
from types import ModuleType
from typing import Any

import pytest

from ai.review import Step
from core import registry
from core.record import GameRecord, final_state
from tests.ai.helpers import load_bench


@pytest.fixture(scope="module")
def truth() -> ModuleType:
    return load_bench("review_truth")


def test_auc_counts_ties_half(truth: ModuleType) -> None:
    assert truth.auc([3.0, 4.0], [1.0, 2.0]) == 1.0
    assert truth.auc([1.0, 2.0], [3.0, 4.0]) == 0.0
    assert truth.auc([1.0], [1.0]) == 0.5
    assert truth.auc([1.0, 2.0], [2.0, 3.0]) == 0.125  # one tie of four pairs, the rest below
    assert truth.auc([0.0, 0.0, 5.0], [0.0]) == pytest.approx((0.5 + 0.5 + 1) / 3)
    assert math.isnan(truth.auc([], [1.0]))


def test_the_bootstrap_draws_whole_games(truth: ModuleType) -> None:
    apart = [([5.0, 6.0], [1.0]), ([7.0], [0.0, 2.0])]
    assert truth.bootstrap_interval(apart, 200, seed=3) == (1.0, 1.0)
    mixed = [([5.0], [6.0]), ([1.0], [0.0]), ([2.0, 9.0], [3.0])]
    low, high = truth.bootstrap_interval(mixed, 200, seed=3)
    assert 0.0 <= low <= truth.pooled_auc(mixed) <= high <= 1.0
    assert truth.bootstrap_interval(mixed, 200, seed=3) == (low, high)  # seeded


def test_a_result_is_shared_by_tied_winners(truth: ModuleType) -> None:
    assert truth.result_share((0,), 0) == 1.0
    assert truth.result_share((0, 1), 1) == 0.5
    assert truth.result_share((1,), 0) == 0.0


def steps() -> list[Step]:
    """A hand-made review of four steps: luck on steps 2 (revealing) and 3 (silent), a
    decision at step 4 that moves seat 1's chance by 45 points."""
    return [Step(1, 0, [0.5, 0.5], [0.5, 0.5], [0.0, 0.0]),
            Step(2, 1, [0.5, 0.5], None, [0.2, -0.2]),
            Step(3, 0, [0.7, 0.3], None, [0.05, -0.05]),
            Step(4, 1, [0.75, 0.25], [0.3, 0.7], [0.0, 0.0])]


def test_the_luck_of_silent_steps_is_a_share_of_all_luck(truth: ModuleType) -> None:
    silent = [True, False, True, True]
    assert truth.silent_luck_share(steps(), silent) == pytest.approx(0.1 / 0.5)
    assert truth.silent_luck_share(steps(), [True, False, False, True]) == 0.0
    assert truth.silent_luck_share(steps()[:1], [True]) == 0.0  # no luck at all
    # what older reviews booked apart as `further` is no decision: it counts as luck
    older = [*steps()[:3], Step(4, 1, [0.75, 0.25], [0.3, 0.7], [0.0, 0.0], [0.1, -0.1])]
    assert truth.silent_luck_share(older, silent) == pytest.approx(0.3 / 0.7)
    assert truth.after(older[3]) == pytest.approx([0.4, 0.6])


def test_a_silent_swing_is_unmarked_and_over_forty_points(truth: ModuleType) -> None:
    silent = [True, False, True, True]
    assert truth.after(steps()[1]) == pytest.approx([0.7, 0.3])  # the next step's before
    assert truth.silent_swings(steps(), silent, set()) == [4]
    assert truth.silent_swings(steps(), silent, {4}) == []  # its decision is marked
    assert truth.silent_swings(steps(), [True, True, True, False], set()) == []
    assert truth.silent_swings(steps(), silent, set(), threshold=50.0) == []


def test_a_sweep_marks_as_the_review_would_at_another_sure(truth: ModuleType) -> None:
    """mark_at gives the review's mark at another SURE: the loss's, when the gain is beyond
    that many standard errors and the margin agrees; none for the move played."""
    judged = truth.Judged(5, 0, "a", "b", loss=12.0, mark="mistake", second=1.0, gain=15.0,
                          error=3.0)
    assert [truth.mark_at(judged, z) for z in (0.0, 4.0, 5.0)] == ["mistake", "mistake", ""]
    assert truth.mark_at(truth.Judged(5, 0, "a", "b", 12.0, "", -1.0, 15.0, 3.0), 0.0) == ""
    assert truth.mark_at(truth.Judged(5, 0, "a", "a", 12.0, "", 1.0, 15.0, 3.0), 0.0) == ""


def test_a_mark_is_confirmed_beyond_its_interval_and_refuted_at_no_gain(
        truth: ModuleType) -> None:
    assert truth.verdict([1.0, 1.0, 1.0, 0.0]) == "confirmed"
    assert truth.verdict([1.0, -1.0, 0.0, 0.0]) == "refuted"
    assert truth.verdict([1.0, -1.0, 1.0, 0.0]) == "undecided"
    assert truth.precision_recall([True, True, False], [True, False, True]) == (0.5, 0.5)


@pytest.fixture(scope="module")
def played(truth: ModuleType) -> Any:
    return truth.play_injected("riverboat", "greedy", 0, 2, 1, 0.5)


def test_an_injection_game_plays_random_moves_for_seat_zero(truth: ModuleType,
                                                           played: Any) -> None:
    record = GameRecord.from_json(played.record)
    injected, choices = played.injected, played.bot_choice
    assert injected and len(injected) == len(choices)
    assert len(played.silent) == len(record.actions)
    assert not set(injected) & set(played.same)
    parse = registry.game("riverboat").parse_action
    for move, own in zip(injected, choices, strict=True):
        state = final_state(record.copy(move - 1))
        assert state.current_player == 0 and len(state.legal_actions()) > 1
        assert record.actions[move - 1] != own
        assert parse(own) in state.legal_actions()
    assert final_state(record).is_over


def test_the_reference_values_moves_by_paired_playouts(truth: ModuleType,
                                                       played: Any) -> None:
    move = played.injected[-1]  # late: short playouts
    record = played.record
    moves = [GameRecord.from_json(record).actions[move - 1],
             played.bot_choice[-1]]
    values = truth.value_moves(record, move, moves, "greedy", 1, 0, 4)
    assert set(values) == set(moves)
    assert all(len(v) == 4 and all(0.0 <= x <= 1.0 for x in v) for v in values.values())
    assert truth.value_moves(record, move, moves, "greedy", 1, 2, 4) == {
        m: v[2:] for m, v in values.items()}  # a chunk of playouts is the same playouts


def fake_review(truth: ModuleType, played: Any, seed: int) -> Any:
    """A review that marks every random move a blunder and one move of seat 1 a mistake."""
    record = GameRecord.from_json(played.record)
    decisions = []
    for t, text in enumerate(record.actions):
        state = final_state(record.copy(t))
        if len(state.legal_actions()) < 2:
            continue
        bad = t + 1 in played.injected or (state.current_player == 1 and t == 5)
        decisions.append(truth.Judged(t + 1, state.current_player, text,
                                      "other" if bad else text, 25.0 if bad else 0.0,
                                      "blunder" if bad else ""))
    return truth.Reviewed(seed, [], decisions, [90.0, 95.0 + seed], 0.0)


def test_a_review_that_finds_every_random_move_is_perfect(truth: ModuleType,
                                                         played: Any) -> None:
    data = truth.GameData(played, [fake_review(truth, played, 0), fake_review(truth, played, 1)])
    figures = truth.seed_figures([data], 0, 0)
    assert (figures.auc, figures.bad_precision, figures.bad_recall) == (1.0, 1.0, 1.0)
    assert figures.unmarked == 0.0 and figures.swings == []
    test = truth.retest([data])
    assert test.differences == [0.0, -1.0] and test.either == test.both
    probes = truth.select_probes([data], 4, 100, random.Random(0))
    sampled = [p for p in probes if p.sampled]
    assert len(sampled) == 4 and sum(p.injected for p in sampled) == 2
    marks = [p for p in probes if p.mark]
    assert len(marks) == len(played.injected) + 1  # every mark (under the cap), sampled too
    assert len(truth.select_probes([data], 4, 3, random.Random(0))) == 4 + 3
    assert all(p.bot and p.moves() == [p.played, p.bot, "other"] for p in probes if p.injected)
