"""Where many games are played: a concurrent.futures.Executor, local or on a Dask cluster.

Self-play for ai.lab.train and the arena submit one task per game and take the results as they
come. jobs=1 plays them in this process, jobs>1 in a local pool of spawned processes (ai.pool,
the half the product's deep review uses too), and a scheduler address (tcp://HOST:8786) sends
them to a Dask cluster through distributed.Client(...).get_executor(): the same submit and
wait, no other code path. Dask is the optional extra [cluster], and the lab's alone (the
window never imports it); without it a scheduler address is refused with a sentence saying
what to install.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import FIRST_COMPLETED, Executor, Future, wait
from contextlib import contextmanager
from typing import Any

from ..pool import InlineExecutor, local_pool


class NoCluster(RuntimeError):
    """A scheduler address was given but dask.distributed is not installed."""


@contextmanager
def executor(jobs: int = 1, scheduler: str | None = None) -> Iterator[Executor]:
    """The executor for jobs local processes, or for the Dask scheduler at that address."""
    if scheduler:
        client = _client(scheduler)
        try:
            yield client.get_executor()
        finally:
            client.close()
    else:
        with local_pool(jobs) as pool:
            yield pool


def cluster_cores(scheduler: str) -> int:
    """The tasks a Dask cluster runs at once: its workers' threads (NoCluster without Dask)."""
    client = _client(scheduler)
    try:
        cores: int = sum(client.nthreads().values())
        return max(1, cores)
    finally:
        client.close()


def _client(scheduler: str) -> Any:
    """A Dask client of the scheduler at that address; NoCluster if Dask is not installed."""
    try:  # imported by name: the optional extra, which mypy may not see installed
        return importlib.import_module("distributed").Client(scheduler)
    except ImportError:
        raise NoCluster("--scheduler needs dask.distributed: install the optional extra "
                        "with pip install 'riverboat-qt[cluster]'") from None


def run_tasks(pool: Executor, fn: Callable[..., Any], tasks: Iterable[tuple[Any, ...]],
              done: Callable[[Any], None], ahead: int = 256) -> None:
    """Run fn(*task) for every task and hand each result to done as it arrives (in the order
    they finish), with at most `ahead` tasks submitted and unfinished (one in this process, so
    that done sees each result at once); on an error or an interrupt the rest are cancelled."""
    ahead = 1 if isinstance(pool, InlineExecutor) else max(1, ahead)
    todo = iter(tasks)
    pending: set[Future[Any]] = set()
    try:
        while True:
            for task in todo:
                pending.add(pool.submit(fn, *task))
                if len(pending) >= ahead:
                    break
            if not pending:
                return
            finished, pending = wait(pending, return_when=FIRST_COMPLETED)
            for future in finished:
                done(future.result())
    except BaseException:
        for future in pending:
            future.cancel()
        raise
