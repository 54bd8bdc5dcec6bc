"""The game review by win chance: the luck + decisions identity, a known blunder marked with
its reason, a random seat less accurate than a greedy one, the JSON round trip, cancellation,
the text report, lichess's accuracy and each game's breakdown by category.

Budgets are small and given in iterations, so that every review is the same on any machine."""

from __future__ import annotations

import itertools
import json
import math
from collections.abc import Callable
from dataclasses import asdict
from pathlib import Path
from typing import Any

import pytest

from ai import accuracy, make_bot
from ai import review as review_module
from ai.lab.tournament import play_game
from ai.mcts import SearchResult, search
from ai.registry import knowledge_of
from ai.review import (
    DEEP_CANDIDATES,
    DEEP_CHUNK,
    ITERATIONS,
    KEY_MOMENTS,
    LUCK_MOMENT,
    MARKS,
    SAMPLES,
    TO_THE_END,
    VALUES,
    Review,
    Settings,
    _replay,
    _Reviewer,
    decision_chunks,
    deep_review,
    main,
    mark,
    review,
)
from ai.win_chance import win_chances
from core import registry
from core.files import MAX_RECORD_BYTES
from core.record import GameRecord, random_game, replay
from core.riverboat.actions import ClaimBoat, PassBoats
from core.riverboat.components import components
from tests import bad_files
from tests import games as suite
from tests.narrow import mover

GAMES = suite.ids(win_chance=True)  # the review values moves by the win-chance model
# One seeded game of each between the greedy bot (seat 0) and the random one (seat 1), as the
# arena plays it. At this budget (4 samples, 8 iterations) the random seat was the less
# accurate in 15 of 16 such games (seeds 1-4, both seatings, both games); these are two of them.
# Any other game plays seed 1.
ARENA_SEEDS = {"riverboat": 1, "the-river": 2}
ARENA_GAMES = {game: ARENA_SEEDS.get(game, 1) for game in GAMES}


def arena_record(game: str, seed: int) -> GameRecord:
    result = play_game(["greedy", "random"], 0, seed, 0, keep_record=True, game_id=game)
    return GameRecord.from_json(result.record)


@pytest.fixture(scope="module")
def reviewed() -> dict[str, tuple[GameRecord, Review]]:
    """Each game's arena record and its review (every seat), made once for the module."""
    out = {}
    for game, seed in ARENA_GAMES.items():
        record = arena_record(game, seed)
        out[game] = record, review(record, None, None, samples=4, iterations=8)
    return out


def passed_a_free_boat(seed: int = 1) -> GameRecord:
    """Greedy play until seat 0 could fill a boat that offers nothing but its capacity for
    free, then seat 0 passes instead (and so claims no boat this harvest)."""
    record, state = GameRecord.start(2, seed)
    bots = [make_bot("greedy", seed=1), make_bot("greedy", seed=2)]
    boats = components().boats
    while True:
        actions = state.legal_actions()
        if state.current_player == 0 and PassBoats() in actions and any(
                isinstance(a, ClaimBoat) and not a.coin and not boats[a.boat].agents_up_to
                and not boats[a.boat].vp for a in actions):
            break
        action = bots[mover(state)].choose(state)
        state.apply(action, log=False)
        record.actions.append(str(action))
    record.actions.append("pass")
    return record


# -- the whole game adds up ------------------------------------------------------------------


@pytest.mark.parametrize("game", GAMES)
def test_start_plus_decisions_plus_luck_is_the_result(reviewed, game: str) -> None:
    """Seat by seat: the win chance at the start, each decision's change (win_played -
    win_before) and each step's luck add up to the result, 1 for the winner and 0 for the
    loser; a forced move has no decision, only luck."""
    record, result = reviewed[game]
    *_, last = replay(record)
    outcome = last.outcome()
    assert outcome is not None and result.complete
    assert [s.move for s in result.steps] == list(range(1, len(record.actions) + 1))
    decisions = {d.move: d for d in result.decisions}
    for seat in range(record.num_players):
        total = result.steps[0].before[seat]
        for step in result.steps:
            if step.expected is None:
                assert step.move not in decisions
            else:
                total += step.expected[seat] - step.before[seat]
                if step.seat == seat:
                    d = decisions[step.move]
                    assert (d.win_before, d.win_played) == (step.before[seat],
                                                            step.expected[seat])
            total += step.luck[seat] + (step.further[seat] if step.further else 0.0)
        won = 1.0 / len(outcome.winners) if seat in outcome.winners else 0.0
        assert math.isclose(total, won, abs_tol=1e-9)
        summary = result.seats[seat]
        assert math.isclose(summary.end, 100 * won, abs_tol=1e-7)
        assert math.isclose(summary.start + summary.play + summary.others + summary.luck
                            + summary.further, summary.end, abs_tol=1e-7)


@pytest.mark.parametrize("game", GAMES)
def test_a_step_that_reveals_nothing_has_no_luck(reviewed, game: str) -> None:
    """Every sample uses the same seed at every step, determinize depends only on what is
    known, and every value looks the same number of decisions ahead of its position: after a
    step that draws nothing, a span's first too (issue #45: 36-48% of all luck fell there, then
    the jump was booked apart as `further`), and in the end searched to the end, the chance is
    what the decision taken in it gave, exactly: no luck and nothing booked apart."""
    record, result = reviewed[game]
    states, _ = _replay(record)
    quiet = [s for s in result.steps
             if states[s.move - 1].reveal_count == states[s.move].reveal_count]
    assert len(quiet) > len(result.steps) / 2
    assert any(s.move % 8 == 0 for s in quiet)  # where the old spans began to look further
    assert result.searched is not None and any(s.move >= result.searched for s in quiet)
    assert all(luck == 0.0 for s in quiet for luck in s.luck)
    assert all(s.further == [] for s in result.steps)
    following = {s.move: s for s in result.steps}
    for step in quiet:  # the chance before the next step is the expectation, to the last digit
        after = following[step.move + 1].before if step.move + 1 in following else None
        if after is not None:
            assert after == (step.before if step.expected is None else step.expected)
    drawn = [s for s in result.steps if states[s.move - 1].reveal_count
             != states[s.move].reveal_count]
    assert any(luck != 0.0 for s in drawn for luck in s.luck)


# -- skill -----------------------------------------------------------------------------------


@pytest.mark.parametrize("game", GAMES)
def test_a_random_seat_is_less_accurate_than_a_greedy_one(reviewed, game: str) -> None:
    record, result = reviewed[game]
    greedy, random_ = result.seats
    assert record.seats[0].startswith("greedy") and record.seats[1].startswith("random")
    assert greedy.accuracy is not None and random_.accuracy is not None
    assert 0 <= random_.accuracy < greedy.accuracy <= 100
    assert random_.lost > greedy.lost


def test_passing_a_free_boat_is_a_blunder_that_costs_the_harbor() -> None:
    record = passed_a_free_boat()
    last = len(record.actions)
    result = review(record, 0, None, moves=range(last, last + 1), iterations=16)
    assert result.complete and [s.move for s in result.steps] == [last]
    [decision] = result.decisions
    assert decision.move == last and decision.played == "pass"
    assert decision.best.startswith("boat ")
    assert decision.loss >= dict(MARKS)["blunder"] and decision.mark == "blunder"
    assert decision.win_best > decision.win_played
    assert math.isclose(decision.loss, 100 * (decision.win_best - decision.win_played),
                        rel_tol=0.2)
    assert decision.best_value > decision.played_value
    assert max(decision.why_vp, key=lambda c: decision.why_vp[c]) == "harbor"
    assert f"+{decision.why_vp['harbor']:.1f} VP harbor" in decision.why
    assert result.by_phase()["harvest"]["blunder"] == 1
    assert decision.accuracy == accuracy.move_accuracy(decision.loss) < 30


def test_good_moves_lose_little() -> None:
    """The greedy moves before the pass: no blunder among them, and each played move that the
    review prefers has no loss."""
    record = passed_a_free_boat()
    result = review(record, 0, None, samples=4, moves=range(1, 12), iterations=8)
    assert result.listed() and all(d.seat == 0 for d in result.listed())
    assert {d.seat for d in result.decisions} == {0, 1}
    assert all(d.mark != "blunder" for d in result.decisions)
    assert all(d.loss == 0 and d.accuracy == 100 for d in result.decisions
               if d.best == d.played)


def test_a_mark_needs_a_gain_beyond_the_noise_and_a_margin_that_agrees() -> None:
    """Issue #45: a move is marked only when the better move's paired gain is beyond SURE
    standard errors and its margin in VP (the second valuation) is better too."""
    gain, error = review_module.paired_difference([0.9, 0.8, 0.7, 0.8], [0.5, 0.5, 0.5, 0.5])
    assert gain == pytest.approx(0.3) and error == pytest.approx(0.0408248, rel=1e-5)
    assert review_module.sure(30.0, 30.0 / (review_module.SURE + 0.5), 1.0)
    assert not review_module.sure(30.0, 30.0 / (review_module.SURE - 0.5), 1.0)
    assert not review_module.sure(30.0, 0.0, -0.5)  # the margin disagrees


def test_marks_follow_the_thresholds() -> None:
    assert [mark(v) for v in (0.0, 4.9, 5.0, 10.0, 19.9, 20.0, 80.0)] == [
        "", "", "inaccuracy", "mistake", "mistake", "blunder", "blunder"]


@pytest.mark.parametrize("game", GAMES)
def test_key_moments_are_the_biggest_swings_where_the_chance_really_moved(
        reviewed, game: str) -> None:
    """Only marked decisions and draws of LUCK_MOMENT points or more, the biggest of them."""
    _, result = reviewed[game]
    seen = 0
    for summary in result.seats:
        moments = summary.key_moments
        seen += len(moments)
        assert len(moments) <= KEY_MOMENTS and [m.move for m in moments] == sorted(
            m.move for m in moments)
        marked = {d.move: d for d in result.decisions if d.seat == summary.seat and d.mark}
        draws = {s.move: 100 * s.luck[summary.seat] for s in result.steps}
        for m in moments:
            if m.kind == "decision":
                assert m.move in marked and m.swing == -marked[m.move].loss
            else:
                assert m.kind == "luck" and abs(m.swing) >= LUCK_MOMENT
                assert m.swing == draws[m.move]
        candidates = [d.loss for d in marked.values() if d.loss > 0]
        candidates += [abs(v) for v in draws.values() if abs(v) >= LUCK_MOMENT]
        assert len(moments) == min(KEY_MOMENTS, len(candidates))
        if moments:
            smallest = min(abs(m.swing) for m in moments)
            assert sum(c > smallest for c in candidates) < len(moments)
    assert seen, "a game of random moves has some"


# -- plain data, cancellation, the command ---------------------------------------------------


@pytest.mark.parametrize("game", GAMES)
def test_the_review_survives_json(reviewed, game: str) -> None:
    """The helper process sends the review as plain data."""
    _, result = reviewed[game]
    data = json.loads(json.dumps(result.to_dict()))
    assert Review.from_dict(data) == result
    assert data["accuracy"] == [s.accuracy for s in result.seats]
    assert data["luck"] == [s.luck for s in result.seats]


def test_cancelling_returns_what_is_reviewed() -> None:
    """Cancelled between two decisions: the steps and decisions so far, summed per seat."""
    record = passed_a_free_boat()
    calls: list[tuple[int, int]] = []
    result = review(record, 0, None, samples=2, iterations=4,
                    progress=lambda d, t: calls.append((d, t)),
                    should_stop=lambda: len(calls) > 2)
    assert not result.complete and len(result.decisions) == 2
    assert calls[0][0] == 0 and calls[0][1] > 10
    assert [s.move for s in result.steps] == list(range(1, len(result.steps) + 1))
    assert sum(s.decisions for s in result.seats) == 2
    assert Review.from_dict(json.loads(json.dumps(result.to_dict()))) == result


def stop_after(allowed: int) -> Callable[[], bool]:
    """A should_stop that says stop from its (allowed + 1)th call on."""
    checks = itertools.count(1)
    return lambda: next(checks) > allowed


def test_a_cancel_at_any_moment_leaves_every_decision_with_its_step() -> None:
    """Wherever the stop falls (during a judged decision's valuation too), the review keeps
    only whole steps, and its summary adds them up without an error."""
    record = passed_a_free_boat()
    for allowed in range(0, 60, 3):
        result = review(record, None, None, samples=2, iterations=4,
                        should_stop=stop_after(allowed))
        stepped = {s.move for s in result.steps}
        assert all(d.move in stepped for d in result.decisions), allowed
        assert sum(s.decisions for s in result.seats) == len(result.decisions)


def test_cancelling_stops_the_search_under_way(monkeypatch: pytest.MonkeyPatch) -> None:
    """A stop asked for while a decision's candidates are searched for ends that search at
    its next iteration, and the review with it."""
    searches: list[SearchResult] = []

    def counted(*args: Any, **kwargs: Any) -> SearchResult:
        searches.append(SearchResult())  # the search has begun: the stop is asked for
        searches[-1] = search(*args, **kwargs)
        return searches[-1]

    monkeypatch.setattr(review_module, "search", counted)
    result = review(passed_a_free_boat(), 0, seconds=600.0, should_stop=lambda: bool(searches))
    assert not result.complete and result.decisions == []
    assert [found.iterations for found in searches] == [0]  # a 10-minute search, cut short


def test_a_seat_outside_the_game_is_refused() -> None:
    record, _ = GameRecord.start(2, 1)
    with pytest.raises(ValueError, match="seat 5"):
        review(record, 5)
    empty = review(record, 0)
    assert empty.complete and empty.steps == [] and empty.decisions == []
    assert (empty.iterations, empty.samples) == (ITERATIONS, SAMPLES)
    assert [s.accuracy for s in empty.seats] == [None, None]


@pytest.mark.parametrize("game", GAMES)
def test_the_command_prints_json(tmp_path: Path, capsys: pytest.CaptureFixture,
                                 game: str) -> None:
    """--json: accuracy and luck per seat, and per decision of the seat listed its win
    chances, loss and why; seats counted from 0."""
    record, _ = random_game(2, 3, game=game)
    record = record.copy(until=20)
    path = tmp_path / "game.json"
    path.write_text(record.to_json(), encoding="utf-8")
    assert main([str(path), "--seat", "1", "--time", "0.01", "--samples", "2", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert len(data["accuracy"]) == len(data["luck"]) == 2 and data["seat"] == 1
    assert data["decisions"] and {d["seat"] for d in data["decisions"]} == {1}
    for d in data["decisions"]:
        assert {"win_before", "win_played", "win_best", "loss", "why", "why_vp"} <= set(d)
        assert 0 <= d["win_before"] <= 1 and 0 <= d["win_best"] <= 1 and d["loss"] >= 0
    assert all(len(s["key_moments"]) <= 5 for s in data["seats"])


def test_the_command_prints_the_review_in_words(tmp_path: Path,
                                                capsys: pytest.CaptureFixture) -> None:
    record = passed_a_free_boat()
    path = tmp_path / "game.json"
    path.write_text(record.to_json(), encoding="utf-8")
    assert main([str(path), "--seat", "0", "--time", "0.01", "--samples", "2"]) == 0
    out = capsys.readouterr().out
    assert "Review of Riverboat, 2 players" in out and "blunder >= 20" in out
    lines = out.splitlines()
    for seat in (0, 1):
        line = next(x for x in lines if x.startswith(f"Seat {seat} "))
        assert "accuracy" in line and "points of win chance lost a decision" in line
        assert "the draws gave" not in line  # no sum over the game in the headline
        assert any(x.startswith("  the chance to win: ") for x in lines)
        summary = next(x for x in lines if x.startswith("  adding up:"))
        assert "% at the start, your moves" in summary
    assert any(line.startswith(f"move {len(record.actions):4d} seat 0") and "BLUNDER" in line
               for line in lines)
    assert any("why: the better move:" in line and "VP harbor" in line for line in lines)
    assert any(line.startswith("move played") for line in lines)


# -- the review per game ---------------------------------------------------------------------


def test_the_river_is_reviewed_by_where_the_pioneers_went() -> None:
    """The River: its knowledge names each move's category (an action spot, a trade)."""
    record, state = GameRecord.start(2, 5, game="the-river")
    bot = make_bot("greedy", seed=1, game="the-river")
    while len(record.actions) < 16:
        action = bot.choose(state)
        state.apply(action, log=False)
        record.actions.append(str(action))
    result = review(record, 0, None, samples=2, iterations=4)
    assert result.complete and len(result.listed()) >= 5
    categories = set(result.by_category())
    assert "place" not in categories and categories <= {
        "start_tile", "trade", "claim_tile", "construct", "produce", "food", "reserve",
        "first_player", "swap", "discard", "meadow_swap"}
    assert sum(row["decisions"] for row in result.by_category().values()) == len(
        result.listed())
    assert result.marks() == {name: sum(d.mark == name for d in result.listed())
                              for name, _ in MARKS}


@pytest.mark.parametrize("game, evaluation", [("riverboat", "heuristic"),
                                              ("the-river", "learned")])
def test_each_game_searches_with_its_better_deciding_evaluation(game: str,
                                                                evaluation: str) -> None:
    """The candidates come from a search with the game's review_evaluation (or the one named);
    the margins and the why are in the VP of the evaluation behind the win chances."""
    record, _ = random_game(2, 3, game=game)
    states, actions = _replay(record.copy(until=4))
    settings = Settings(None, 2, 1, 0)
    reviewer = _Reviewer(states, actions, settings, None, None)
    assert reviewer.knowledge is knowledge_of(game, evaluation)
    assert reviewer.valuer.knowledge is knowledge_of(game, VALUES) and VALUES == "learned"
    other = "heuristic" if evaluation == "learned" else "learned"
    assert _Reviewer(states, actions, settings, other, None).knowledge is knowledge_of(game, other)


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("evaluation", ["heuristic", "learned"])
def test_the_breakdown_by_category_adds_up_to_the_evaluation(game: str,
                                                             evaluation: str) -> None:
    """The why's categories are the final breakdown's, in its order, and split the evaluation
    exactly; at the end they are the final breakdown itself."""
    knowledge = knowledge_of(game, evaluation)
    record, last = random_game(2, 7, game=game)
    outcome = last.outcome()
    assert outcome is not None
    for state in list(replay(record))[::7] + [last]:
        by_seat = knowledge.breakdown(state)
        assert [tuple(b) for b in by_seat] == [outcome.categories] * 2
        for b, value in zip(by_seat, knowledge.evaluate(state), strict=True):
            assert math.isclose(sum(b.values()), value, abs_tol=1e-9)
    assert knowledge.breakdown(last) == [{k: float(v) for k, v in b.items()}
                                         for b in outcome.breakdown]


# -- win chances and accuracy ----------------------------------------------------------------


@pytest.mark.parametrize("game", GAMES)
def test_win_chances_sum_to_one_and_end_in_the_result(game: str) -> None:
    record, last = random_game(2, 4, game=game)
    for state in list(replay(record))[:-1:9]:
        chances = win_chances(state)
        assert math.isclose(sum(chances), 1.0) and all(0 < c < 1 for c in chances)
    outcome = last.outcome()
    assert outcome is not None
    assert win_chances(last) == [1.0 / len(outcome.winners) if s in outcome.winners else 0.0
                                 for s in range(2)]


def test_move_accuracy_is_lichess_curve() -> None:
    assert accuracy.move_accuracy(0.0) == 100.0
    assert math.isclose(accuracy.move_accuracy(10.0),
                        103.1668100711649 * math.exp(-0.4354415386753951) - 2.166924740191411)
    assert accuracy.move_accuracy(100.0) == 0.0
    values = [accuracy.move_accuracy(x) for x in range(0, 101, 5)]
    assert values == sorted(values, reverse=True)


def test_game_accuracy_weighs_volatile_moves_and_punishes_blunders() -> None:
    calm_then_wild = [50.0] * 11 + [50.0, 90.0, 10.0, 90.0, 10.0, 90.0, 10.0, 90.0, 10.0, 50.0]
    weights = accuracy.volatility_weights(calm_then_wild)
    assert len(weights) == len(calm_then_wild) - 1
    assert weights[0] == 0.5 and max(weights) == 12.0
    assert accuracy.game_accuracy([], []) is None
    assert accuracy.game_accuracy([100.0] * 4, [1, 2, 3, 4]) == 100.0
    one_blunder = accuracy.game_accuracy([100.0, 100.0, 100.0, 10.0], [1.0] * 4)
    spread = accuracy.game_accuracy([77.5] * 4, [1.0] * 4)
    assert one_blunder is not None and spread is not None and one_blunder < spread
    assert accuracy.game_accuracy([100.0, 0.0], [12.0, 0.5]) == pytest.approx(
        ((100 * 12 + 0) / 12.5 + 2 / (1 / 100 + 1)) / 2)


# -- #32: the command reads a record as the window does --------------------------------------


def refused_by_review(path: Path, capsys: pytest.CaptureFixture) -> str:
    with pytest.raises(SystemExit) as info:
        main([str(path)])
    err = capsys.readouterr().err
    assert info.value.code == 2 and "Traceback" not in err
    return err


def test_review_refuses_non_utf8_file(tmp_path: Path, capsys: pytest.CaptureFixture) -> None:
    path = bad_files.non_utf8(tmp_path)
    assert f"{path} is not a text file" in refused_by_review(path, capsys)


def test_review_refuses_huge_file(tmp_path: Path, capsys: pytest.CaptureFixture) -> None:
    path = bad_files.huge(tmp_path, MAX_RECORD_BYTES + 1)
    assert f"{path} is too large" in refused_by_review(path, capsys)


def test_review_refuses_folder(tmp_path: Path, capsys: pytest.CaptureFixture) -> None:
    path = bad_files.folder(tmp_path)
    assert f"{path} is a folder, not a file" in refused_by_review(path, capsys)


def test_review_refuses_damaged_record_naming_the_file(tmp_path: Path,
                                                      capsys: pytest.CaptureFixture) -> None:
    path = tmp_path / "cut.json"
    path.write_text(passed_a_free_boat().to_json()[:200], encoding="utf-8")
    assert f"{path}: not a JSON document" in refused_by_review(path, capsys)


def test_review_refuses_fifo(tmp_path: Path) -> None:
    path = bad_files.fifo(tmp_path)
    done = bad_files.run_command("ai.review", str(path), timeout=60)  # a hang times out
    bad_files.one_line_refusal(done, f"{path} is not a regular file")


def test_review_refuses_dev_zero() -> None:
    done = bad_files.run_command("ai.review", str(bad_files.DEV_ZERO), timeout=60)
    bad_files.one_line_refusal(done, "/dev/zero is not a regular file")


# -- values that move only when something happens (issue #45) -------------------------------


@pytest.mark.parametrize("game", GAMES)
def test_rollouts_to_the_end_give_a_step_that_reveals_nothing_no_luck_at_all(game: str) -> None:
    """With rollouts to the end there is no span whose end moves: every step that reveals
    nothing, the span's first included, carries exactly no luck (the review's 8-step spans
    booked 36-48% of all luck on such steps); the sum still ends at the result."""
    record = arena_record(game, ARENA_GAMES[game]).copy(until=40)
    result = review(record, None, None, samples=2, iterations=4, horizon=TO_THE_END)
    states, _ = _replay(record)
    quiet = [s for s in result.steps
             if states[s.move - 1].reveal_count == states[s.move].reveal_count]
    assert any(s.move % 8 == 0 for s in quiet)
    assert all(luck == 0.0 for s in quiet for luck in s.luck)


@pytest.mark.parametrize("game", [g for g in GAMES if g in suite.ids(hidden=True)])
def test_determinize_depends_on_what_is_known_not_on_the_true_orders(game: str) -> None:
    """Two states that differ only in their hidden orders give the same sample for a seed:
    a move that reveals nothing then values as the position after it does."""
    record = arena_record(game, ARENA_GAMES[game])
    state = record.copy(until=12).initial_state()
    for action in record.actions[:12]:
        state.apply(registry.game(game).parse_action(action), log=False)
    other = state.determinize(0, 99)  # the same knowledge, other true orders
    assert other.to_json() != state.to_json()
    assert state.determinize(1, 5).to_json() == other.determinize(1, 5).to_json()


def test_the_deep_review_in_parts_is_the_review_in_one() -> None:
    """Spans of the record reviewed apart (by a pool's processes) join into the review a
    single pass makes, step for step and mark for mark."""
    record = arena_record("the-river", ARENA_GAMES["the-river"]).copy(until=24)
    deep = deep_review(record, spec="mcts:iters=16", samples=2)
    whole = review(record, None, None, 2, spec="mcts:iters=16", candidates=DEEP_CANDIDATES)
    assert deep.deep and deep.complete and len(decision_chunks(
        [True] * 24, DEEP_CHUNK)) == 4
    assert [asdict(s) for s in deep.steps] == [asdict(s) for s in whole.steps]
    assert [asdict(d) for d in deep.decisions] == [asdict(d) for d in whole.decisions]


def test_a_cancelled_deep_review_keeps_an_unbroken_start() -> None:
    record = arena_record("the-river", ARENA_GAMES["the-river"]).copy(until=24)
    calls = iter(range(100))
    deep = deep_review(record, spec="mcts:iters=4", samples=1,
                       should_stop=lambda: next(calls) >= 1)
    assert not deep.complete
    assert [s.move for s in deep.steps] == list(range(1, len(deep.steps) + 1))


def test_the_deep_command_says_how_long_then_reviews_deeply(tmp_path: Path, capsys,
                                                            monkeypatch) -> None:
    """python -m ai.review --deep: the time it should take, said before it starts, then the
    review that says it is the deep one and how far it looked."""
    record = arena_record("the-river", ARENA_GAMES["the-river"]).copy(until=16)
    path = tmp_path / "game.json"
    path.write_text(record.to_json(), encoding="utf-8")
    quick = review_module.deep_review

    def cheap(record: GameRecord, seat: int | None, seed: int, jobs: int,
              pool: Any, progress: Any) -> Review:
        return quick(record, seat, seed, jobs, pool, progress, spec="mcts:iters=4", samples=1)

    monkeypatch.setattr(review_module, "deep_review", cheap)
    assert main([str(path), str(path), "--deep"]) == 0
    out, err = capsys.readouterr()
    assert err.count("the deep review should take about") == 2
    assert out.count("the deep review: Hard's search and 1 samples each, rollouts 8 "
                     "decisions ahead") == 2


def test_the_deep_review_in_a_pool_of_processes_is_the_same() -> None:
    record = arena_record("the-river", ARENA_GAMES["the-river"]).copy(until=14)
    inline = deep_review(record, spec="mcts:iters=8", samples=1)
    pooled = deep_review(record, jobs=2, spec="mcts:iters=8", samples=1)
    assert [asdict(d) for d in pooled.decisions] == [asdict(d) for d in inline.decisions]
    assert [asdict(s) for s in pooled.steps] == [asdict(s) for s in inline.steps]


def test_a_cancelled_deep_review_in_a_pool_ends_the_spans_under_way() -> None:
    """Each span here would search for minutes: a cancel ends the pool's processes instead of
    waiting for them (the window's helper must answer within seconds)."""
    import time

    record = arena_record("the-river", ARENA_GAMES["the-river"]).copy(until=24)
    start = time.monotonic()
    deep = deep_review(record, jobs=2, spec="mcts:time=60", samples=1,
                       should_stop=lambda: time.monotonic() > start + 3)
    assert not deep.complete and deep.decisions == []
    assert time.monotonic() - start < 60  # a bound on a hang, not a speed: a span is 6 min


def test_the_quick_review_is_the_same_on_a_slow_machine(monkeypatch) -> None:
    """Its search is a count of iterations, not of seconds: the same candidates, so the same
    marks, whatever the machine's speed or load (a 0.05 s search found 20 to 81 iterations)."""
    record, _ = random_game(2, 4, game="the-river")
    moves = range(1, 13)

    def reviewed(seconds_a_call: float) -> dict[str, Any]:
        with monkeypatch.context() as m:
            ticks = itertools.count()
            m.setattr("ai.mcts.time.perf_counter", lambda: next(ticks) * seconds_a_call)
            return review(record, 0, samples=2, moves=moves).to_dict()

    fast = reviewed(1e-6)
    assert fast["iterations"] == ITERATIONS and fast["decisions"]
    assert reviewed(0.5) == fast  # a tick of half a second: a time budget would search once
