"""The learned evaluation: its terms, its weights file, the training script, the executor."""

from __future__ import annotations

import importlib.util
import json
import os
from pathlib import Path

import numpy as np
import pytest

from ai import learned, make_bot
from ai.bots import GreedyBot
from ai.lab import train, train_games
from ai.lab.executor import executor, run_tasks
from ai.levels import parse_spec
from ai.pool import InlineExecutor
from ai.registry import knowledge_of
from ai.riverboat import features as riverboat_features
from ai.the_river import features as river_features
from core import registry
from core.game import State
from tests import games as suite
from tests.ai.helpers import mcts_bot
from tests.child_python import run_python
from tests.narrow import mover

LEARNED = suite.ids(learned=True)  # the games with a learned evaluation (ai/registry.LEARNED)


def played_states(game: str, players: int, seed: int, limit: int = 400) -> list[State]:
    state = registry.game(game).new_game(players, seed, None)
    bots = [make_bot("greedy:temp=1", seed=seed + i, game=game) for i in range(players)]
    states: list[State] = []
    while not state.is_over and len(states) < limit:
        states.append(state.clone())
        state.apply(bots[mover(state)].choose(state), log=False)
    return states


@pytest.mark.parametrize("game", suite.ids())
def test_terms_add_up_to_the_heuristic(game: str) -> None:
    """Weights of 1 and no bias are the hand-made evaluation: the fit's prior is today's."""
    hand_made = knowledge_of(game)
    weights = learned.Weights(game, hand_made.feature_names, {}, {})
    for state in played_states(game, registry.game(game).max_players, 4)[::5]:
        bucket, rows = hand_made.terms(state)
        assert len(rows) == state.num_players
        assert all(len(r) == len(hand_made.feature_names) for r in rows)
        assert learned.predict(weights, bucket, rows) == pytest.approx(hand_made.evaluate(state))


@pytest.mark.parametrize("game", LEARNED)
def test_shipped_weights_load_and_evaluate(game: str) -> None:
    hand_made = knowledge_of(game)
    weights = learned.load(game, hand_made.feature_names)
    assert weights.game == game and weights.trained["games"] >= 100
    knowledge = knowledge_of(game, "learned")
    states = played_states(game, 2, 9)
    values = [knowledge.evaluate(s) for s in states]
    assert all(np.isfinite(v).all() and len(v) == 2 for v in values)
    assert values != [hand_made.evaluate(s) for s in states]  # it is not the heuristic
    assert all(0.0 <= r <= 1.0 for s in states[::10] for r in knowledge.rewards(s))


def document(**changes: object) -> str:
    d = {"format": learned.WEIGHTS_FORMAT, "version": 1, "game": "riverboat",
         "features": list(riverboat_features.FEATURES), "trained": {},
         "buckets": {"p2-r1-draft": [1.0] * len(riverboat_features.FEATURES) + [3.0]}}
    d.update(changes)
    return json.dumps(d)


@pytest.mark.parametrize(("text", "message"), [
    ("{not json", "JSON"),
    ("[1, 2]", "not a weights file"),
    (document(version=7), "version 7"),
    (document(game="the-river"), "for the game 'the-river'"),
    (document(features=["vp"]), "other features"),
    (document(buckets={}), "1 to"),
    (document(buckets={"p2-r1-draft": [1.0, 2.0]}), "should have 11 weights"),
    (document(buckets={"p2-r1-draft": ["x"] * 11}), "not a finite number"),
    (document(buckets={"p2-r1-draft": [1e300] * 11}), "not a finite number"),
    (document(trained=None), "'trained'"),
])
def test_a_damaged_weights_file_is_refused_clearly(tmp_path: Path, text: str,
                                                   message: str) -> None:
    path = tmp_path / "eval_weights.json"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(learned.InvalidWeights, match=message) as info:
        learned.read(path, "riverboat", riverboat_features.FEATURES)
    assert str(path) in str(info.value) and "python -m ai.lab.train" in str(info.value)


def test_a_missing_weights_file_says_how_to_make_it(tmp_path: Path) -> None:
    with pytest.raises(learned.InvalidWeights, match="cannot read .*ai.lab.train --game riverboat"):
        learned.read(tmp_path / "none.json", "riverboat", riverboat_features.FEATURES)


def test_a_good_file_reads_back_and_unknown_buckets_fall_back() -> None:
    weights = learned.parse(document(), "riverboat", riverboat_features.FEATURES)
    assert learned.predict(weights, "p2-r1-draft", [[1.0] * 10]) == [13.0]
    assert learned.predict(weights, "p4-r9-never", [[1.0] * 10]) == [10.0]
    again = learned.parse(weights.to_json(), "riverboat", riverboat_features.FEATURES)
    assert again == weights


def test_the_ridge_fit_finds_weights_and_is_pulled_to_the_heuristic() -> None:
    rng = np.random.default_rng(1)
    x = rng.normal(10, 3, size=(500, 3))
    y = x @ np.array([2.0, 0.5, -1.0]) + 7.0
    assert learned.fit(x, y, 0.0) == pytest.approx((2.0, 0.5, -1.0, 7.0), abs=1e-6)
    assert learned.fit(x, y, 1e9) == pytest.approx((1.0, 1.0, 1.0, 0.0), abs=1e-3)


def test_training_is_reproducible_from_a_seed(tmp_path: Path) -> None:
    outputs = []
    for name, seed in (("a", 5), ("b", 5), ("c", 6)):
        out = tmp_path / f"{name}.json"
        argv = ["--game", "the-river", "--games", "3", "--players", "2,3", "--seed", str(seed),
                "--out", str(out), "--quiet"]
        assert train.main(argv) == 0
        outputs.append(out.read_text(encoding="utf-8"))
    assert outputs[0] == outputs[1]
    assert outputs[0] != outputs[2]
    weights = learned.parse(outputs[0], "the-river", river_features.FEATURES)
    assert weights.trained["seed"] == 5 and weights.trained["games"] == 3


def test_mirror_games_seat_one_bot_everywhere() -> None:
    bots = ["greedy", "greedy:temp=1", "greedy:temp=2"]
    mirrored = train_games.schedule("riverboat", 30, 4, [2, 3, 4], bots, mirror=True)
    assert all(len(set(seats)) == 1 for *_, seats in mirrored)
    assert len({seats[0] for *_, seats in mirrored}) == 3  # the bot is drawn per game
    mixed = train_games.schedule("riverboat", 30, 4, [2, 3, 4], bots)
    assert any(len(set(seats)) > 1 for *_, seats in mixed)


def test_the_margin_fit_learns_from_differences_between_seats() -> None:
    """Terms that every seat of a position shares say nothing of the margins: the margin fit
    leaves their weight at the heuristic's, while the score fit reads them as value."""
    rng = np.random.default_rng(3)
    rows, targets, positions = [], [], []
    for position in range(400):
        shared = rng.normal(10, 3)  # the same for both seats (a game's length, say)
        for _ in range(2):
            own = rng.normal(0, 2)
            rows.append([own, shared])
            targets.append(3.0 * own + 5.0 * shared + rng.normal(0, 0.5))
            positions.append(position)
    data = train_games.Positions(["p2-r1-x"] * len(rows), rows, targets, [0.0] * len(rows),
                                 positions)
    margin = train._fit_margins(np.array(rows), np.array(targets), 0.0, positions)
    assert margin[0] == pytest.approx(3.0, abs=0.1) and margin[1] == pytest.approx(1.0)
    score = learned.fit(np.array(rows), np.array(targets), 0.0)
    assert score[1] == pytest.approx(5.0, abs=0.2)
    assert data.positions[-1] == 399


def test_the_calibration_table_reports_both_evaluations() -> None:
    tasks = train_games.schedule("the-river", 2, 3, [2], ["greedy"])
    data = train_games.generate(tasks, 1, None, "test", quiet=True)
    weights = train.fit_weights("the-river", data, 0.02, {})
    table = train.calibration(weights, data)
    assert table[0].startswith("| round-phase") and table[-1].startswith("| all | ")
    assert len(table) > 4


def test_run_tasks_hands_back_every_result() -> None:
    got: list[int] = []
    run_tasks(InlineExecutor(), pow, [(2, k) for k in range(6)], got.append)
    assert got == [1, 2, 4, 8, 16, 32]
    with executor(1) as pool:
        assert pool.submit(divmod, 7, 2).result() == (3, 1)
        with pytest.raises(ZeroDivisionError):
            run_tasks(pool, divmod, [(1, 0)], got.append)


def test_a_bot_with_the_learned_evaluation_plays_each_game() -> None:
    for game in LEARNED:
        bot = make_bot("greedy:eval=learned", seed=1, game=game)
        assert isinstance(bot, GreedyBot) and bot.evaluation == "learned"
        state = registry.game(game).new_game(2, 1, None)
        for _ in range(30):
            state.apply(bot.choose(state), log=False)
    with pytest.raises(ValueError, match="heuristic or learned"):
        make_bot("mcts:eval=neural")


def test_a_level_takes_options_of_its_own() -> None:
    kind, normal = parse_spec("normal")
    assert parse_spec("normal:eval=learned") == (kind, {**normal, "evaluation": "learned"})
    assert parse_spec("Hard:time=2", "the-river")[1]["seconds"] == 2.0
    assert mcts_bot("normal:eval=learned").evaluation == "learned"
    assert mcts_bot("normal").evaluation == "heuristic"  # the levels are unchanged


ON_A_CLUSTER = """
import json, sys
import distributed
from ai.lab import arena
with distributed.LocalCluster(n_workers=1, threads_per_worker=1, processes=False,
                              dashboard_address=None) as cluster:
    remote = []
    arena.run(arena.parse_args([*sys.argv[1:], "--scheduler", cluster.scheduler_address]),
              remote)
print(json.dumps([r.scores for r in remote]))
"""


def test_a_dask_cluster_plays_the_same_games() -> None:
    """The arena on a LocalCluster: the same games as in this process, by --scheduler. The
    cluster runs in a Python of its own, so that Dask's threads (one outlives the cluster)
    and modules never share the test process with Qt."""
    if importlib.util.find_spec("distributed") is None:  # found, not imported here
        pytest.skip("the [cluster] extra (dask.distributed) is not installed")
    from ai.lab import arena

    argv = ["--game", "the-river", "--seats", "greedy,random", "--games", "2", "--quiet",
            "--seed", "4"]
    local: list = []
    arena.run(arena.parse_args(argv), local)
    done = run_python(ON_A_CLUSTER, *argv, timeout=600)
    assert done.returncode == 0, done.stderr[-2000:]
    remote = json.loads(done.stdout.strip().splitlines()[-1])
    assert remote == [list(r.scores) for r in local]


# -- #32: the trainer's weights and --out are checked as the window checks a record ----------

TRAIN_LEARNED = ["--games", "1", "--players", "2", "--quiet", "--bots", "greedy:eval=learned"]
TRAIN_IN_A_CHILD = """
import sys
from pathlib import Path
from ai import learned
from ai.lab import train
learned.RESOURCES = Path(sys.argv[1])
sys.exit(train.main([*sys.argv[2:]]))
"""


@pytest.fixture
def weights_path(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    """Riverboat's weights file, in a folder of the test's own (read afresh)."""
    folder = tmp_path / "resources"
    (folder / "riverboat").mkdir(parents=True)
    monkeypatch.setattr(learned, "RESOURCES", folder)
    learned.load.cache_clear()
    yield learned.weights_path("riverboat")
    learned.load.cache_clear()


def refused_by_trainer(argv: list[str], capsys: pytest.CaptureFixture) -> str:
    assert train.main(argv) == 2
    err = capsys.readouterr().err
    assert "Traceback" not in err and "regenerate them with python -m ai.lab.train" in err
    return err


def test_trainer_refuses_non_utf8_weights(weights_path: Path, tmp_path: Path,
                                          capsys: pytest.CaptureFixture) -> None:
    weights_path.write_bytes(b"\x89PNG\r\n\x1a\n\x00\xff\xfe")
    err = refused_by_trainer([*TRAIN_LEARNED, "--out", str(tmp_path / "w.json")], capsys)
    assert f"{weights_path} is not a text file" in err
    assert not (tmp_path / "w.json").exists()


def test_trainer_refuses_huge_weights(weights_path: Path, tmp_path: Path,
                                      capsys: pytest.CaptureFixture) -> None:
    with weights_path.open("wb") as fh:  # sparse: never to be read
        fh.truncate(learned.MAX_WEIGHTS_BYTES + 1)
    err = refused_by_trainer([*TRAIN_LEARNED, "--out", str(tmp_path / "w.json")], capsys)
    assert f"{weights_path} is too large" in err


def test_trainer_refuses_weights_folder(weights_path: Path, tmp_path: Path,
                                        capsys: pytest.CaptureFixture) -> None:
    weights_path.mkdir()
    err = refused_by_trainer([*TRAIN_LEARNED, "--out", str(tmp_path / "w.json")], capsys)
    assert f"{weights_path} is a folder, not a file" in err


@pytest.mark.parametrize("make", ["fifo", "dev_zero"])
def test_trainer_refuses_weights_fifo_or_dev_zero(tmp_path: Path, make: str) -> None:
    """A pipe would be waited on forever, /dev/zero read until memory ran out."""
    resources = tmp_path / "resources"
    (resources / "riverboat").mkdir(parents=True)
    weights = resources / "riverboat" / "eval_weights.json"
    if make == "fifo":
        os.mkfifo(weights)
    else:
        weights.symlink_to("/dev/zero")
    done = run_python(TRAIN_IN_A_CHILD, str(resources), *TRAIN_LEARNED,
                      "--out", str(tmp_path / "w.json"), timeout=120)  # a hang times out
    assert done.returncode == 2, done.stderr[-2000:]
    assert f"{weights} is not a regular file" in done.stderr and "Traceback" not in done.stderr


@pytest.mark.parametrize("make, words", [
    ("folder", "is a folder, not a file"), ("fifo", "is not a regular file"),
    ("no folder", "there is no folder"),
])
def test_trainer_refuses_out_it_could_not_write_before_playing(tmp_path: Path, make: str,
                                                               words: str) -> None:
    """Found at the end, a folder failed after the whole run, and a pipe blocked forever."""
    out = tmp_path / "w.json"
    if make == "folder":
        out.mkdir()
    elif make == "fifo":
        os.mkfifo(out)
    else:
        out = tmp_path / "none" / "w.json"
    done = run_python(TRAIN_IN_A_CHILD, str(learned.RESOURCES), "--games", "1", "--quiet",
                      "--out", str(out), timeout=120)
    assert done.returncode == 2 and "Traceback" not in done.stderr, done.stderr[-2000:]
    assert "--out: " in done.stderr and words in done.stderr
    assert "positions from" not in done.stdout  # refused before a game was played


@pytest.mark.parametrize("game", [g for g in suite.ids() if suite.games()[g].max_players == 2])
def test_the_trainer_takes_a_two_player_game_with_its_defaults_and_reports(
        game: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Regression (issue #46): the default --players 2,3,4 was refused for a 2-player game, and
    --report split every situation's name at a "-" that the toy's names have not."""
    out = tmp_path / "weights.json"
    assert train.main(["--game", game, "--games", "4", "--out", str(out), "--quiet",
                       "--report"]) == 0
    weights = learned.parse(out.read_text(encoding="utf-8"), game,
                            knowledge_of(game).feature_names)
    assert weights.trained["players"] == [2]
    report = capsys.readouterr().out.splitlines()
    assert report[-1].startswith("| all | ") and len(report) >= 5
