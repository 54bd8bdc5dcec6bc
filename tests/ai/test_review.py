"""The game review: a known blunder is marked, cancelling stops the search under way, the text
report."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from ai import make_bot
from ai import review as review_module
from ai.mcts import SearchResult, search
from ai.review import MARKS, Review, main, mark, review
from core.files import MAX_RECORD_BYTES
from core.record import GameRecord
from core.riverboat.actions import ClaimBoat, PassBoats
from tests import bad_files
from tests.narrow import mover


def passed_a_free_boat() -> GameRecord:
    """Greedy play until seat 0 could fill a boat for free, then seat 0 passes instead."""
    record, state = GameRecord.start(2, 3)
    bot = make_bot("greedy", seed=1)
    while True:
        actions = state.legal_actions()
        if (state.current_player == 0 and PassBoats() in actions
                and any(isinstance(a, ClaimBoat) and not a.coin for a in actions)):
            break
        action = bot.choose(state)
        state.apply(action, log=False)
        record.actions.append(str(action))
    record.actions.append("pass")
    return record


def test_passing_a_free_boat_is_marked_a_blunder() -> None:
    record = passed_a_free_boat()
    last = len(record.actions)
    result = review(record, 0, seconds=0.2, moves=range(last, last + 1))
    assert result.complete
    [decision] = result.decisions
    assert decision.move == last and decision.played == "pass"
    assert decision.best.startswith("boat ")
    assert decision.loss >= dict(MARKS)["blunder"] and decision.mark == "blunder"
    assert result.by_phase()["harvest"]["blunder"] == 1


def test_good_moves_lose_little() -> None:
    """The greedy moves before the pass: no blunder among them, and each played move that the
    review prefers has no loss."""
    record = passed_a_free_boat()
    result = review(record, 0, seconds=0.05, samples=8, moves=range(1, 12))
    assert result.decisions
    assert all(d.mark != "blunder" for d in result.decisions)
    assert all(d.loss == 0 for d in result.decisions if d.best == d.played)


def test_cancelling_returns_before_any_search() -> None:
    record = passed_a_free_boat()
    calls: list[tuple[int, int]] = []
    asked: list[bool] = []

    def should_stop() -> bool:
        asked.append(bool(calls))
        return asked[-1]

    result = review(record, 0, seconds=5.0, progress=lambda d, t: calls.append((d, t)),
                    should_stop=should_stop)
    assert not result.complete and result.decisions == []
    assert asked == [True]  # returned at the first yes
    assert calls[0][0] == 0 and calls[0][1] > 3


def test_cancelling_stops_the_search_under_way(monkeypatch: pytest.MonkeyPatch) -> None:
    searches: list[int] = []

    def counted(*args: Any, **kwargs: Any) -> SearchResult:
        found = search(*args, **kwargs)
        searches.append(found.iterations)
        return found

    monkeypatch.setattr(review_module, "search", counted)
    asked = 0

    def should_stop() -> bool:
        nonlocal asked
        asked += 1
        return asked > 3  # the review asked once, the first decision's search twice

    result = review(passed_a_free_boat(), 0, seconds=5.0, should_stop=should_stop)
    assert not result.complete and result.decisions == []
    assert searches == [2]  # a 5-second search stopped at the ask that said stop


def test_marks_follow_the_thresholds() -> None:
    assert [mark(v) for v in (0.0, 1.9, 2.0, 5.0, 9.9, 10.0, 40.0)] == [
        "", "", "inaccuracy", "mistake", "mistake", "blunder", "blunder"]


def test_a_seat_outside_the_game_is_refused() -> None:
    record, _ = GameRecord.start(2, 1)
    with pytest.raises(ValueError, match="seat 5"):
        review(record, 5)
    assert review(record, 0) == Review("riverboat", 0, 0.3)


def test_the_command_prints_the_review(tmp_path: Path, capsys: pytest.CaptureFixture) -> None:
    record = passed_a_free_boat()
    record.actions = record.actions[:8]
    path = tmp_path / "game.json"
    path.write_text(record.to_json(), encoding="utf-8")
    assert main([str(path), "--seat", "1", "--time", "0.02", "--samples", "2"]) == 0
    out = capsys.readouterr().out
    assert "Review of seat 2 (riverboat)" in out and "blunder >= 10" in out
    lines = out.strip().splitlines()
    assert any(line.startswith("all") for line in lines)
    assert any(line.startswith("move played") for line in lines)


def test_the_river_is_reviewed_by_where_the_pioneers_went() -> None:
    """The River: its knowledge names each move's category (an action spot, a trade), the
    review survives its trip through JSON (the helper process sends it so)."""
    record, state = GameRecord.start(2, 5, game="the-river")
    bot = make_bot("greedy", seed=1, game="the-river")
    while len(record.actions) < 16:
        action = bot.choose(state)
        state.apply(action, log=False)
        record.actions.append(str(action))
    result = review(record, 0, seconds=0.02, samples=2)
    assert result.complete and len(result.decisions) >= 5
    categories = set(result.by_category())
    assert "place" not in categories and categories <= {
        "start_tile", "trade", "claim_tile", "construct", "produce", "food", "reserve",
        "first_player", "swap", "discard", "meadow_swap"}
    assert sum(row["decisions"] for row in result.by_category().values()) == len(
        result.decisions)
    assert Review.from_dict(json.loads(json.dumps(result.to_dict()))) == result
    assert result.marks() == {name: sum(d.mark == name for d in result.decisions)
                              for name, _ in MARKS}


@pytest.mark.parametrize("game, evaluation", [("riverboat", "heuristic"),
                                              ("the-river", "learned")])
def test_each_game_is_reviewed_with_its_better_deciding_evaluation(
        monkeypatch: pytest.MonkeyPatch, game: str, evaluation: str) -> None:
    import ai.review

    used: list[str] = []
    monkeypatch.setattr(ai.review, "_judge", lambda state, played, knowledge, *rest:
                        used.append(knowledge.evaluation))
    record, state = GameRecord.start(2, 3, game=game)
    record.actions.append(str(state.legal_actions()[0]))
    seat = mover(state)
    review(record, seat)
    assert used == [evaluation]
    used.clear()
    review(record, seat, evaluation="heuristic" if evaluation == "learned" else "learned")
    assert used and used != [evaluation]


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
