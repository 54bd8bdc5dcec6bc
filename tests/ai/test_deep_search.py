"""The deep review's search is Hard's with its time made a count of iterations: the same
candidates on a fast machine and a slow one (found when a deep review on a Dask cluster chose
other candidates than the same review on a local pool, under another load)."""

from __future__ import annotations

import itertools
import json

import pytest

import core
from ai.levels import merged, parse_spec
from ai.review import DEEP_SPEC, deep_search
from tests import games as suite


@pytest.mark.parametrize("game", suite.ids(win_chance=True))  # the deep review's games
def test_the_deep_search_is_hards_with_iterations_for_time(game) -> None:
    _, hard = parse_spec(DEEP_SPEC, game)
    _, deep = parse_spec(deep_search(DEEP_SPEC, game), game)
    assert deep["iterations"] >= 100 and deep["seconds"] >= 60 * hard["seconds"]
    assert set(deep["kind_budgets"]) == set(hard["kind_budgets"])
    assert all(b.iterations and b.seconds >= 60 for b in deep["kind_budgets"].values())
    same = {k: v for k, v in hard.items() if k not in ("iterations", "seconds", "kind_budgets")}
    assert same and all(deep[k] == v for k, v in same.items())
    assert deep_search("mcts:iters=5", game) == "mcts:iters=5"  # a spec of its own kept


def slow_clock(monkeypatch, seconds_a_call: float) -> None:
    """ai.mcts's clock as a machine this much slower would read it."""
    ticks = itertools.count()
    monkeypatch.setattr("ai.mcts.time.perf_counter", lambda: next(ticks) * seconds_a_call)


@pytest.mark.parametrize("game", suite.ids(win_chance=True))  # the deep review's games
def test_the_deep_search_finds_the_same_moves_on_a_slow_machine(game, monkeypatch) -> None:
    from ai import MCTSBot, make_bot

    record, _ = core.random_game(2, 4, game=game)
    states = list(core.replay(record))
    state = next(s for s in states if len(s.legal_actions()) > 6 and s.decision_kind
                 not in parse_spec(DEEP_SPEC, game)[1]["kind_budgets"])
    spec = merged(deep_search(DEEP_SPEC, game), "iters=60")  # short, for the test's time

    def chosen(seconds_a_call: float) -> dict:
        with monkeypatch.context() as m:
            slow_clock(m, seconds_a_call)
            bot = make_bot(spec, seed=7, game=game)
            assert isinstance(bot, MCTSBot)
            bot.choose(state)
        assert bot.last is not None
        return bot.last.stats

    fast, slow = chosen(1e-6), chosen(0.5)
    assert fast == slow and sum(v for v, _ in fast.values()) >= 50


ON_A_CLUSTER = """
import json, sys
import distributed
import core
from ai.lab.executor import cluster_cores, executor
from ai.review import deep_review
record = core.GameRecord.read(sys.argv[1], "the record")
with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=False,
                              dashboard_address=None) as cluster:
    cores = cluster_cores(cluster.scheduler_address)
    deep = deep_review(record, spec="mcts:iters=16", samples=2,
                       pool=executor(scheduler=cluster.scheduler_address))
print(json.dumps([cores, [d.move for d in deep.decisions], [d.loss for d in deep.decisions]]))
"""


def test_a_dask_cluster_makes_the_same_deep_review_and_says_its_cores(tmp_path) -> None:
    """The deep review's spans on a LocalCluster of 2 workers: the review made here, and
    the cluster's 2 cores, which the time said before it starts divides by. In a Python of
    its own, so that Dask's threads never share the test process with Qt."""
    import importlib.util

    from ai.review import deep_review
    from tests.child_python import run_python

    if importlib.util.find_spec("distributed") is None:
        pytest.skip("the [cluster] extra (dask.distributed) is not installed")
    record, _ = core.random_game(2, 4, game="the-river")
    record = record.copy(until=14)
    here = deep_review(record, spec="mcts:iters=16", samples=2)
    (tmp_path / "game.json").write_text(record.to_json())
    done = run_python(ON_A_CLUSTER, str(tmp_path / "game.json"), timeout=600)
    assert done.returncode == 0, done.stderr[-2000:]
    cores, moves, losses = json.loads(done.stdout.strip().splitlines()[-1])
    assert cores == 2
    assert moves == [d.move for d in here.decisions] and losses == [d.loss for d in
                                                                    here.decisions]


def test_the_deep_command_without_dask_says_so(tmp_path, monkeypatch, capsys) -> None:
    """python -m ai.lab.review --scheduler where dask.distributed is not installed: a usage
    error naming what to install, before any review (it was a traceback)."""
    from ai.lab import review

    def no_dask(name: str):
        raise ImportError(name)

    record, _ = core.random_game(2, 4, game="the-river")
    (tmp_path / "game.json").write_text(record.copy(until=6).to_json())
    monkeypatch.setattr("ai.lab.executor.importlib.import_module", no_dask)
    with pytest.raises(SystemExit) as stopped:
        review.main(["--scheduler", "tcp://127.0.0.1:1", str(tmp_path / "game.json")])
    assert stopped.value.code == 2
    assert "riverboat-qt[cluster]" in capsys.readouterr().err


def test_the_labs_deep_review_runs_on_the_schedulers_pool(tmp_path, monkeypatch, capsys) -> None:
    """python -m ai.lab.review --scheduler: the time said on the cluster's cores, and the spans
    sent to the pool the lab's executor makes for that address (here this thread's: no Dask
    in the test process)."""
    from ai import review
    from ai.lab import review as lab_review
    from ai.pool import local_pool

    asked: list[str | None] = []
    pools: list[object] = []

    def pool_for(jobs: int = 1, scheduler: str | None = None):
        asked.append(scheduler)
        return local_pool(1)

    def cheap(record, seat, seed, jobs, pool, progress) -> review.Review:
        pools.append(pool)
        return deep_review(record, seat, seed, jobs, pool, progress, spec="mcts:iters=4",
                           samples=1)

    deep_review = review.deep_review
    record, _ = core.random_game(2, 4, game="the-river")
    (tmp_path / "game.json").write_text(record.copy(until=8).to_json())
    monkeypatch.setattr(lab_review, "cluster_cores", lambda scheduler: 3)
    monkeypatch.setattr(lab_review, "executor", pool_for)
    monkeypatch.setattr(review, "deep_review", cheap)
    assert lab_review.main(["--scheduler", "tcp://10.0.0.9:8786", str(tmp_path / "game.json")]) == 0
    out, err = capsys.readouterr()
    assert "on 3 core(s) of the cluster at tcp://10.0.0.9:8786" in err
    assert asked == ["tcp://10.0.0.9:8786"] and len(pools) == 1 and pools[0] is not None
    assert "the deep review" in out
