"""python -m core: a seeded random game of any registered game, its log and its breakdown."""

from __future__ import annotations

import json

import pytest

from core.__main__ import main


def test_riverboat_by_default_and_by_name_give_the_same_game(capsys, tmp_path) -> None:
    assert main(["--players", "2", "--seed", "3"]) == 0
    default = capsys.readouterr().out
    path = tmp_path / "game.json"
    assert main(["--game", "riverboat", "--players", "2", "--seed", "3", "--record",
                 str(path)]) == 0
    assert capsys.readouterr().out == default
    assert default.startswith("Riverboat, 2 players, seed 3: Seat 1 mat ")
    lines = default.splitlines()
    assert lines[-9].split() == ["Seat", "1", "Seat", "2"]  # the breakdown's header row
    assert [line.split()[0] for line in lines[-8:-1]] == [
        "points", "coins", "completed", "unscored", "harbor", "agents", "total"]
    assert lines[-1].startswith("Winner: Seat ")
    assert json.loads(path.read_text(encoding="utf-8"))["game"] == "riverboat"


@pytest.mark.parametrize(("argv", "words"), [
    (["--players", "5"], "Riverboat is for 2 to 4 players, not 5"),
    (["--game", "chess"], "invalid choice: 'chess'"),
])
def test_bad_arguments_are_refused_with_a_reason(capsys, argv, words) -> None:
    with pytest.raises(SystemExit) as info:
        main(argv)
    assert info.value.code == 2 and words in capsys.readouterr().err


def test_a_seed_the_game_refuses_is_an_error_not_a_traceback(capsys) -> None:
    assert main(["--seed", "-1"]) == 2
    assert "the seed is a whole number" in capsys.readouterr().err
