"""Where tasks run on this machine: in this thread, or on a pool of spawned processes.

The product's half of the executor: the deep review (ai.review) sends its spans here, in the
window's helper process too, which must not import the lab. The lab's executor
(ai/lab/executor.py) adds a Dask cluster and the task runner of the arena and of training.
jobs>1 is a pool of spawned processes (never fork: the caller may have threads).
"""

from __future__ import annotations

import multiprocessing as mp
from collections.abc import Callable, Iterator
from concurrent.futures import Executor, Future, ProcessPoolExecutor
from contextlib import contextmanager
from typing import Any


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
def local_pool(jobs: int = 1) -> Iterator[Executor]:
    """This thread for one job, else `jobs` spawned processes, ended at once if interrupted."""
    if jobs <= 1:
        yield InlineExecutor()
        return
    pool = ProcessPoolExecutor(max_workers=jobs, mp_context=mp.get_context("spawn"))
    try:
        yield pool
    except BaseException:
        _stop(pool)
        raise
    pool.shutdown()


def _stop(pool: ProcessPoolExecutor) -> None:
    """Interrupted: drop the tasks not started and end the ones in progress now."""
    workers = list((getattr(pool, "_processes", None) or {}).values())  # this pool's only
    pool.shutdown(wait=False, cancel_futures=True)
    for proc in workers:
        proc.terminate()
