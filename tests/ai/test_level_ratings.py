"""ai.level_ratings: the ladder's file round-trips and anything else is refused with a sentence."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from ai.level_ratings import (
    MAX_RATINGS_BYTES,
    InvalidRatings,
    LevelRatings,
    PairGames,
    parse_ratings,
    ratings_path,
    read_ratings,
    shipped_ratings,
    write_ratings,
)
from ai.rating import Rating, RatingError
from ai.registry import knowledge_of
from core.errors import InvalidState
from tests import bad_files
from tests import games as suite

TABLE = LevelRatings(
    "riverboat",
    (Rating("random", 0.0, 0.0, 0.0, 40), Rating("easy", 763.4, 278.9, 1247.9, 80),
     Rating("greedy", 938.2, 439.0, 1437.4, 40)),
    (PairGames("random", "easy", 40, 40.0), PairGames("easy", "greedy", 40, 29.5)),
    "2026-11-26", "python bench/ladder.py --ladder random,easy,greedy --write")


def good() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(TABLE.to_json())
    return data


def test_a_written_file_reads_back_the_same(tmp_path: Path) -> None:
    path = tmp_path / "level_ratings.json"
    write_ratings(path, TABLE)
    assert read_ratings(path, "riverboat") == TABLE
    assert [p.name for p in tmp_path.iterdir()] == ["level_ratings.json"]  # no temp file left
    assert TABLE.rating("Easy") == TABLE.ratings[1] and TABLE.rating("hard") is None
    assert TABLE.known() == {"random": 0.0, "easy": 763.4, "greedy": 938.2}


def test_the_player_is_rated_against_the_levels_by_name_or_word() -> None:
    by_name = TABLE.rate_player([("Easy", 1.0), (" Greedy ", 0.0)])
    assert by_name == TABLE.rate_player([("easy", 1.0), ("greedy", 0.0)])
    assert 763.4 < by_name.rating < 938.2 and by_name.name == "you"
    with pytest.raises(RatingError, match="'hard'"):
        TABLE.rate_player([("Hard", 1.0)])


@pytest.mark.parametrize("game", suite.ids(registered=True))  # every shipped game has them
def test_the_shipped_files_read_and_rate_the_ladders_first_levels(game: str) -> None:
    assert ratings_path(game).parent == knowledge_of(game).weights_file.parent
    table = shipped_ratings(game)
    assert [r.name for r in table.ratings][:3] == ["random", "easy", "greedy"]
    assert all(p.games >= 40 for p in table.pairs[:2])


def damaged(change: str) -> Any:
    data = good()
    if change == "a list":
        return [data]
    if change == "version":
        data["version"] = 2
    elif change == "game":
        data["game"] = "the-river"
    elif change == "no levels":
        del data["levels"]
    elif change == "empty levels":
        data["levels"] = []
    elif change == "rating a text":
        data["levels"][1]["rating"] = "763"
    elif change == "rating a bool":
        data["levels"][1]["rating"] = True
    elif change == "rating huge":
        data["levels"][1]["rating"] = 1e300
    elif change == "outside interval":
        data["levels"][1]["low"] = 900.0
    elif change == "anchor not 0":
        data["levels"][0]["rating"] = 5.0
        data["levels"][0]["high"] = 5.0
    elif change == "games negative":
        data["levels"][1]["games"] = -1
    elif change == "games a float":
        data["levels"][1]["games"] = 40.5
    elif change == "twice":
        data["levels"][2]["level"] = "easy"
    elif change == "level a dict":
        data["levels"][1] = {"level": {"x": 1}}
    elif change == "pair unknown":
        data["pairs"][0]["high"] = "hard"
    elif change == "pair score":
        data["pairs"][0]["high_score"] = 41
    elif change == "no date":
        del data["date"]
    elif change == "long command":
        data["command"] = "x" * 5000
    return data


@pytest.mark.parametrize("change, words", [
    ("a list", "not a level ratings file"), ("version", "version 2"),
    ("game", "of 'the-river', not 'riverboat'"), ("no levels", "'levels' must be a list"),
    ("empty levels", "'levels' must be a list"), ("rating a text", "'rating' must be a finite"),
    ("rating a bool", "'rating' must be a finite"), ("rating huge", "'rating' must be a finite"),
    ("outside interval", "outside its interval"), ("anchor not 0", "must be rated 0"),
    ("games negative", "whole number of games"), ("games a float", "whole number of games"),
    ("twice", "rated twice"), ("level a dict", "'level' must be a text"),
    ("pair unknown", "two different rated levels"), ("pair score", "not 0 to its games"),
    ("no date", "'date' must be a text"), ("long command", "'command' must be a text"),
])
def test_a_damaged_file_is_refused_with_its_reason(change: str, words: str) -> None:
    with pytest.raises(InvalidRatings, match=words):
        parse_ratings(damaged(change), "riverboat")


@pytest.mark.parametrize("text, words", [
    ('{"format": "riverboat-qt-level-ratings", "version": 1, "game": "riverboat", '
     '"levels": [{"level": "random", "rating": NaN, "low": 0, "high": 0, "games": 1}]}',
     "NaN is not a number"),
    ("[" * 20_000, "nested too deeply"),
    ("[1, 2", "not a JSON document"),
])
def test_text_that_is_no_json_is_refused(tmp_path: Path, text: str, words: str) -> None:
    path = tmp_path / "level_ratings.json"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(InvalidRatings, match=words):
        read_ratings(path, "riverboat")


def empty(folder: Path) -> Path:
    path = folder / "empty.json"
    path.write_text("  \n", encoding="utf-8")
    return path


@pytest.mark.parametrize("make", [
    bad_files.non_utf8, bad_files.fifo, lambda d: bad_files.huge(d, MAX_RATINGS_BYTES + 1),
    bad_files.folder, lambda d: d / "missing.json", empty,
])
def test_hostile_files_are_refused_as_invalid_ratings(tmp_path: Path, make: Any) -> None:
    path = make(tmp_path)
    with pytest.raises(InvalidRatings) as caught:
        read_ratings(path, "riverboat")
    assert isinstance(caught.value, InvalidState) and "\n" not in str(caught.value)


def test_dev_zero_is_refused_without_reading_it() -> None:
    with pytest.raises(InvalidRatings):
        read_ratings(bad_files.DEV_ZERO, "riverboat")
