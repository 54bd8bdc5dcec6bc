"""bench/review_ladder.py keeps each reviewed game as it is done and resumes from them."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.ai.helpers import load_bench


def test_games_written_are_read_back_by_their_task(tmp_path: Path) -> None:
    ladder = load_bench("review_ladder")
    out = tmp_path / "games.jsonl"
    task = ("the-river", ["random", "greedy"], 3, 1, {"seconds": 0.05}, 8)
    seats = [ladder.Reviewed("the-river", "random", 70.5, 40, 90.0, 0.0),
             ladder.Reviewed("the-river", "greedy", 96.0, 41, 12.5, 1.0)]
    ladder.append_done(out, task, seats, "code-a")
    done, other = ladder.read_done(out, "code-a")
    assert done == {ladder.task_key(task): seats} and other == 0
    assert ladder.read_done(out, "code-b") == ({}, 1)  # other code's games are not mixed in
    other = ("the-river", ["random", "greedy"], 4, 1, {"seconds": 0.05}, 8)
    assert ladder.task_key(other) not in done


def test_a_damaged_file_is_refused_with_its_line(tmp_path: Path) -> None:
    ladder = load_bench("review_ladder")
    out = tmp_path / "games.jsonl"
    out.write_text('{"task": [], "code": "c", "seats": []}\n'
                   '{"task": [1], "code": "c", "seats": [{"nope": 1}]}\n', encoding="utf-8")
    with pytest.raises(ladder.LadderFileError, match="line 2"):
        ladder.read_done(out, "c")


def test_a_run_of_the_ladder_resumes_from_its_file(tmp_path: Path,
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    ladder = load_bench("review_ladder")
    out = tmp_path / "games.jsonl"
    args = ["--game", "the-river", "--games", "2", "--ladder", "random,greedy", "--iters", "20",
            "--samples", "2", "--out", str(out)]
    assert ladder.main(args) == 0
    assert len(out.read_text(encoding="utf-8").splitlines()) == 2
    first = capsys.readouterr().out
    assert ladder.main(args) == 0
    again = capsys.readouterr().out
    assert "2 games (0 played now" in again
    assert first.splitlines()[:4] == again.splitlines()[:4]  # the same table, from the file


def test_intervals_use_students_t_over_the_games() -> None:
    ladder = load_bench("review_ladder")
    for df, table in ((4, 2.776), (9, 2.262), (19, 2.093), (39, 2.023)):
        assert abs(ladder.t_quantile(df) - table) < 0.01
    mean, low, high = ladder.interval([1.0, 2.0, 3.0, 4.0, 5.0])
    assert mean == 3.0 and abs((high - mean) - 2.776 * 1.5811 / 5 ** 0.5) < 0.02
    assert ladder.interval([2.0])[1:] == (float("-inf"), float("inf"))


def test_a_pair_is_also_compared_game_by_game() -> None:
    ladder = load_bench("review_ladder")
    seats = [ladder.Reviewed("riverboat", "greedy", 94.0, 70, 80.0, 1.0),
             ladder.Reviewed("riverboat", "random", 88.5, 72, 150.0, 0.0)]
    assert ladder.paired(seats, "random", "greedy") == 5.5
    assert ladder.paired(seats[:1], "random", "greedy") is None
