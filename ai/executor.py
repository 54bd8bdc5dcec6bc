"""Where many games are played: a concurrent.futures.Executor, local or on a Dask cluster.

Self-play for ai.train and the arena submit one task per game and take the results as they
come. jobs=1 plays them in this process, jobs>1 in a local pool of spawned processes (never
fork: the caller may have threads), and a scheduler address (tcp://HOST:8786) sends them to a
Dask cluster through distributed.Client(...).get_executor(): the same submit and wait, no other
code path. Dask is the optional extra [cluster]; without it a scheduler address is refused
with a sentence saying what to install.
"""

from __future__ import annotations

import importlib
import multiprocessing as mp
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import FIRST_COMPLETED, Executor, Future, ProcessPoolExecutor, wait
from contextlib import contextmanager
from typing import Any


class NoCluster(RuntimeError):
    """A scheduler address was given but dask.distributed is not installed."""


class InlineExecutor(Executor):
    """Runs each task at once in the calling thread: one job, no process to start."""

    def submit(self, fn: Callable[..., Any], /, *args: Any, **kwargs: Any) -> Future[Any]:
        future: Future[Any] = Future()
        try:
            future.set_result(fn(*args, **kwargs))
        except BaseException as exc:  # noqa: B036  # the future carries it, as a pool's would
            if isinstance(exc, KeyboardInterrupt | SystemExit):
                raise
            future.set_exception(exc)
        return future


@contextmanager
def executor(jobs: int = 1, scheduler: str | None = None) -> Iterator[Executor]:
    """The executor for jobs local processes, or for the Dask scheduler at that address."""
    if scheduler:
        try:  # imported by name: the optional extra, which mypy may not see installed
            client = importlib.import_module("distributed").Client(scheduler)
        except ImportError:
            raise NoCluster("--scheduler needs dask.distributed: install the optional extra "
                             "with pip install 'riverboat-qt[cluster]'") from None
        try:
            yield client.get_executor()
        finally:
            client.close()
    elif jobs <= 1:
        yield InlineExecutor()
    else:
        pool = ProcessPoolExecutor(max_workers=jobs, mp_context=mp.get_context("spawn"))
        try:
            yield pool
        except BaseException:
            _stop(pool)
            raise
        pool.shutdown()


def cluster_cores(scheduler: str) -> int:
    """The tasks a Dask cluster runs at once: its workers' threads (NoCluster without Dask)."""
    try:
        client = importlib.import_module("distributed").Client(scheduler)
    except ImportError:
        raise NoCluster("--scheduler needs dask.distributed: install the optional extra "
                         "with pip install 'riverboat-qt[cluster]'") from None
    try:
        cores: int = sum(client.nthreads().values())
        return max(1, cores)
    finally:
        client.close()


def _stop(pool: ProcessPoolExecutor) -> None:
    """Interrupted: drop the tasks not started and end the ones in progress now."""
    workers = list((getattr(pool, "_processes", None) or {}).values())  # this pool's only
    pool.shutdown(wait=False, cancel_futures=True)
    for proc in workers:
        proc.terminate()


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
