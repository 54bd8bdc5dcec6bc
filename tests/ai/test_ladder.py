"""bench/ladder.py plays a ladder through the arena's logs, resumes them and writes its ratings."""

from __future__ import annotations

from pathlib import Path

import pytest

from ai.level_ratings import read_ratings
from tests.ai.helpers import load_bench


def test_a_ladder_resumes_from_its_logs_and_writes_its_ratings(
        tmp_path: Path, capsys: pytest.CaptureFixture[str],
        monkeypatch: pytest.MonkeyPatch) -> None:
    ladder = load_bench("ladder")
    base = ["--game", "the-river", "--ladder", "random,greedy", "--logs", str(tmp_path)]
    log = tmp_path / "the-river-random-vs-greedy.jsonl"
    assert ladder.main([*base, "--games", "2"]) == 0
    first = log.read_text(encoding="utf-8").splitlines()
    assert len(first) == 3  # the arena's header and two games
    assert "random vs greedy: 2 games" in capsys.readouterr().out
    written = tmp_path / "level_ratings.json"
    monkeypatch.setattr(ladder, "ratings_path", lambda game: written)
    assert ladder.main([*base, "--games", "3", "--write"]) == 0
    out = capsys.readouterr().out
    assert "2 games already in" in out and "random vs greedy: 3 games" in out
    lines = log.read_text(encoding="utf-8").splitlines()
    assert lines[:3] == first and len(lines) == 4  # only the third game was played
    table = read_ratings(written, "the-river")
    assert [r.name for r in table.ratings] == ["random", "greedy"]
    assert table.ratings[0].rating == 0.0 and table.pairs[0].games == 3
    assert "--games 3" in table.command
    assert ladder.main([*base, "--games", "40", "--no-play"]) == 0  # plays nothing more
    assert len(log.read_text(encoding="utf-8").splitlines()) == 4


def test_an_entrant_past_a_pair_never_played_is_not_rated(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    ladder = load_bench("ladder")
    assert ladder.main(["--game", "the-river", "--ladder", "random,greedy,normal", "--games", "1",
                        "--logs", str(tmp_path), "--no-play"]) == 0
    out = capsys.readouterr().out
    assert "greedy           0       -  not rated" in out


def test_the_ladder_is_neighbours_in_order() -> None:
    ladder = load_bench("ladder")
    assert ladder.pairs(["random", "easy", "greedy"]) == [("random", "easy"), ("easy", "greedy")]
    assert ladder.LADDER == "random,easy,greedy,normal,hard"


@pytest.mark.parametrize("args, words", [
    (["--ladder", "random"], "two or more"), (["--ladder", "random,random"], "two or more"),
    (["--ladder", "random,wizard"], "unknown bot"), (["--games", "0"], "at least 1"),
])
def test_bad_arguments_get_a_message(args: list[str], words: str,
                                     capsys: pytest.CaptureFixture[str]) -> None:
    ladder = load_bench("ladder")
    with pytest.raises(SystemExit):
        ladder.main(args)
    assert words in capsys.readouterr().err
