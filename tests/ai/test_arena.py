"""The arena: a tiny tournament, its report, its records, and its error messages."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ai.lab.arena import main, split_seats
from ai.lab.arena_log import (
    MAX_LOG_BYTES,
    ROOT,
    RunHeader,
    code_fingerprint,
    playing_data,
    read_log,
)
from ai.lab.bots import parse_spec
from ai.lab.tournament import play_game, schedule, wilson
from ai.registry import KNOWLEDGE
from core import GameRecord, replay
from tests import bad_files


def test_a_tiny_tournament_reports_every_entrant(capsys) -> None:
    assert main(["--seats", "random,greedy", "--games", "2", "--quiet"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("2 games of Riverboat, 2 players")
    assert "1. random" in out and "2. greedy" in out
    assert "95% CI" in out and "mean winning score" in out


def test_every_game_is_saved_as_a_record_that_replays_to_the_end(tmp_path: Path, capsys) -> None:
    args = ["--game", "riverboat", "--seats", "random,mcts:iters=5", "--players", "3",
            "--games", "3", "--quiet", "--records", str(tmp_path), "--jobs", "2"]
    assert main(args) == 0
    files = sorted(tmp_path.glob("game-*.json"))
    assert [f.name for f in files] == ["game-0001.json", "game-0002.json", "game-0003.json"]
    for f in files:
        record = GameRecord.from_json(f.read_text(encoding="utf-8"))
        *_, last = replay(record)
        assert last.is_over
        assert len(record.seats) == 3 and "mcts:iters=5" in " ".join(record.seats)
        assert record.game == "riverboat"


def test_seats_rotate_so_each_entrant_sits_first() -> None:
    games = schedule(4, 2, seed=1)
    assert [rotation for _, _, rotation in games] == [0, 1, 0, 1]
    assert games[0][1] == games[1][1] != games[2][1]  # each deal is played both ways round
    a = play_game(["random", "greedy"], 0, 5, 0)
    b = play_game(["random", "greedy"], 1, 5, 1)
    assert a.seats == [0, 1] and b.seats == [1, 0]
    assert sum(a.wins) == pytest.approx(1.0)
    assert all(len(t) > 0 for t in a.think)


@pytest.mark.parametrize("args, words", [
    (["--seats", "minimax"], "unknown bot 'minimax'"),
    (["--seats", "mcts:time=soon"], "expected a number"),
    (["--seats", "mcts:time=inf"], "expected a number from 0.001 to 600"),
    (["--seats", "greedy:temp=1e308"], "must be at most 1,000"),
    (["--seats", "mcts:iters=10,workers=100000"], "must be at most 256"),
    (["--seats", "random", "--players", "5"], "must be 2 to 4 for Riverboat, not 5"),
    (["--seats", "random,random,random", "--players", "2"], "3 bot specs for 2 players"),
    (["--seats", "random", "--games", "0"], "at least 1"),
    (["--seats", "random", "--games", "many"], "invalid int value"),
    (["--seats", "random", "--game", "chess"], "invalid choice: 'chess'"),
    (["--seats", "random", "--records", "pyproject.toml"], "is a file, not a folder"),
])
def test_bad_arguments_get_a_message_not_a_traceback(args: list[str], words: str,
                                                     capsys) -> None:
    with pytest.raises(SystemExit) as info:
        main(args)
    assert info.value.code == 2
    err = capsys.readouterr().err
    assert words in err and "Traceback" not in err


@pytest.mark.parametrize("where, words", [
    ("", "the folder's name is empty"),
    ("file/records", "Not a directory"),
    ("dangling", "is a link to"),
])
def test_a_records_folder_that_cannot_be_written_is_refused_before_a_game(
        where: str, words: str, tmp_path: Path, monkeypatch, capsys) -> None:
    """Issue #44: a path under a file or a dangling link crashed after the first game, and
    --records "" wrote into the current folder."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "file").write_text("not a folder", encoding="utf-8")
    (tmp_path / "dangling").symlink_to(tmp_path / "nowhere")
    with pytest.raises(SystemExit) as info:
        main(["--seats", "random", "--games", "1", "--quiet", "--records", where])
    assert info.value.code == 2
    err = capsys.readouterr().err
    assert words in err and "Traceback" not in err
    assert sorted(p.name for p in tmp_path.iterdir()) == ["dangling", "file"]


def test_a_folder_that_refuses_files_is_refused_before_a_game(tmp_path: Path, monkeypatch,
                                                               capsys) -> None:
    """An unwritable folder (as root every folder takes files: the refusal is simulated)."""
    def refuse(**kwargs: object) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr("ai.lab.arena.tempfile.TemporaryFile", refuse)
    with pytest.raises(SystemExit) as info:
        main(["--seats", "random", "--games", "1", "--quiet", "--records", str(tmp_path)])
    assert info.value.code == 2
    assert "no record can be written into" in capsys.readouterr().err


def test_spec_options_stay_with_their_bot() -> None:
    assert split_seats("mcts:iters=500,c=1.4,greedy") == ["mcts:iters=500,c=1.4", "greedy"]
    assert split_seats("normal, greedy") == ["normal", "greedy"]


def test_the_interval_brackets_the_win_rate() -> None:
    low, high = wilson(150, 200)
    assert low < 0.75 < high
    assert wilson(0, 10)[0] == 0.0 and wilson(10, 10)[1] == 1.0


def test_a_logged_run_goes_on_where_it_stopped(tmp_path: Path, capsys) -> None:
    log = tmp_path / "run.jsonl"
    base = ["--seats", "random,greedy", "--quiet", "--seed", "3", "--log", str(log)]
    assert main([*base, "--games", "2"]) == 0
    first = log.read_text(encoding="utf-8").splitlines()
    assert len(first) == 3  # the header and two games
    capsys.readouterr()
    assert main([*base, "--games", "3"]) == 0
    out = capsys.readouterr().out
    assert "2 games already in" in out and "over 3 games" in out and "load average" in out
    lines = log.read_text(encoding="utf-8").splitlines()
    assert lines[:3] == first and len(lines) == 4  # only the third game was played
    whole = tmp_path / "whole.jsonl"
    assert main(["--seats", "random,greedy", "--quiet", "--seed", "3", "--games", "3",
                 "--log", str(whole)]) == 0
    strip = [{k: v for k, v in json.loads(x).items() if k not in ("think", "load", "finished")}
             for x in lines]
    assert strip == [{k: v for k, v in json.loads(x).items()
                      if k not in ("think", "load", "finished")}
                     for x in whole.read_text(encoding="utf-8").splitlines()]


def _damage(lines: list[str], how: str) -> list[str]:
    header, game = json.loads(lines[0]), json.loads(lines[1])
    if how == "other seats":
        header["specs"] = ["random", "random"]
    elif how == "other code":
        header["code"] = "0" * 16
    elif how == "not a log":
        header = {"hello": 1}
    elif how == "truncated":
        return [lines[0], lines[1][:20]]
    elif how == "twice":
        return [lines[0], lines[1], lines[1]]
    elif how == "bad wins":
        game["wins"] = [1, 1]
    elif how == "bad seats":
        game["seats"] = [0, 0]
    elif how == "bad think":
        game["think"] = [["soon"], []]
    elif how == "a list":
        return [lines[0], "[1, 2]"]
    return [json.dumps(header), json.dumps(game)]


@pytest.mark.parametrize("how, words", [
    ("other seats", "another run"), ("other code", "other code"), ("not a log", "not an arena log"),
    ("truncated", "not JSON"), ("twice", "logged twice"), ("bad wins", "share one win"),
    ("bad seats", "each entrant once"), ("bad think", "'think'"), ("a list", "JSON object"),
])
def test_a_damaged_or_foreign_log_is_refused_and_kept(tmp_path: Path, capsys, how: str,
                                                      words: str) -> None:
    log = tmp_path / "run.jsonl"
    args = ["--seats", "random,greedy", "--quiet", "--games", "1", "--log", str(log)]
    assert main(args) == 0
    damaged = "\n".join(_damage(log.read_text(encoding="utf-8").splitlines(), how)) + "\n"
    log.write_text(damaged, encoding="utf-8")
    capsys.readouterr()
    assert main([*args[:-3], "2", "--log", str(log)]) == 2
    err = capsys.readouterr().err
    assert words in err and "Traceback" not in err
    assert log.read_text(encoding="utf-8") == damaged


KEPT_LOGS = sorted((Path(__file__).resolve().parents[2] / "bench" / "arena").glob("*.jsonl"))


@pytest.mark.parametrize("path", KEPT_LOGS, ids=lambda p: p.name)
def test_a_kept_logs_entrants_still_parse_and_its_games_read(path: Path) -> None:
    """The logs behind the levels name specs with the lab's workers=1: the arena still reads
    them (it refuses to add to one only because other code plays now)."""
    header = json.loads(path.read_text(encoding="utf-8").splitlines()[0])
    for spec in header["specs"]:
        parse_spec(spec, header["game"])
    run = RunHeader(header["game"], tuple(header["specs"]), header["seed"], header["code"])
    assert len(read_log(path, run)) == 100


def test_the_fingerprint_covers_every_games_weights() -> None:
    covered = playing_data()
    assert len(covered) == len(KNOWLEDGE)
    for knowledge in KNOWLEDGE.values():
        weights = knowledge.weights_file
        assert weights.is_file() and weights.relative_to(ROOT).as_posix() in covered


def test_the_fingerprint_follows_the_playing_code_only(tmp_path: Path) -> None:
    for name in ("core/x.py", "ai/mcts.py", "ai/lab/arena.py"):
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text("a = 1\n", encoding="utf-8")
    before = code_fingerprint(tmp_path)
    (tmp_path / "ai/lab/arena.py").write_text("a = 2\n", encoding="utf-8")
    assert code_fingerprint(tmp_path) == before
    (tmp_path / "ai/mcts.py").write_text("a = 2\n", encoding="utf-8")
    assert code_fingerprint(tmp_path) != before


# -- #32: --log is read as the window reads a record -----------------------------------------

LOG_ARGS = ["--seats", "random,greedy", "--quiet", "--games", "1", "--log"]


def refused_as_log(path: Path, capsys) -> str:
    """rc 2 and a line on stderr; the file is neither read whole nor written over."""
    before = path.stat().st_size if path.is_file() else None
    assert main([*LOG_ARGS, str(path)]) == 2
    err = capsys.readouterr().err
    assert "Traceback" not in err
    assert (path.stat().st_size if path.is_file() else None) == before
    return err


def test_arena_log_refuses_non_utf8_file(tmp_path: Path, capsys) -> None:
    path = bad_files.non_utf8(tmp_path, "run.jsonl")
    assert f"{path} is not a text file" in refused_as_log(path, capsys)


def test_arena_log_refuses_huge_file(tmp_path: Path, capsys) -> None:
    path = bad_files.huge(tmp_path, MAX_LOG_BYTES + 1, "run.jsonl")
    assert f"{path} is too large" in refused_as_log(path, capsys)


def test_arena_log_refuses_folder(tmp_path: Path, capsys) -> None:
    path = bad_files.folder(tmp_path, "run.jsonl")
    assert f"{path} is a folder, not a file" in refused_as_log(path, capsys)


def test_arena_log_refuses_empty_file(tmp_path: Path, capsys) -> None:
    path = tmp_path / "run.jsonl"
    path.write_text("\n", encoding="utf-8")
    assert f"{path} is empty" in refused_as_log(path, capsys)


def test_arena_log_refuses_a_link_to_nowhere(tmp_path: Path, capsys) -> None:
    """A dangling link does not 'exist': the log was written through it, wherever it led."""
    path = tmp_path / "run.jsonl"
    path.symlink_to(tmp_path / "elsewhere.jsonl")
    assert "already exists" in refused_as_log(path, capsys)
    assert not (tmp_path / "elsewhere.jsonl").exists()


def test_arena_log_in_a_file_not_a_folder_is_refused(tmp_path: Path, capsys) -> None:
    (tmp_path / "runs").write_text("x", encoding="utf-8")
    path = tmp_path / "runs" / "run.jsonl"
    assert main([*LOG_ARGS, str(path)]) == 2
    err = capsys.readouterr().err
    assert f"{path}: cannot be written" in err and "Traceback" not in err


def test_arena_log_refuses_fifo(tmp_path: Path) -> None:
    path = bad_files.fifo(tmp_path, "run.jsonl")
    done = bad_files.run_command("ai.lab.arena", *LOG_ARGS, str(path))  # a hang times out
    bad_files.one_line_refusal(done, f"{path} is not a regular file")


def test_arena_log_refuses_dev_zero() -> None:
    done = bad_files.run_command("ai.lab.arena", *LOG_ARGS, str(bad_files.DEV_ZERO))
    bad_files.one_line_refusal(done, "/dev/zero is not a regular file")
