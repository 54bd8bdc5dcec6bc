"""Root-parallel search: worker processes that each grow their own tree from the same position.

No level uses it (docs/ai.md, "Root parallelism"): the lab keeps it for the specs with
workers= (ai/lab/bots.py) that the arena's logs behind the levels name. Processes are started
with 'spawn' (never fork: the caller may be a Qt program with threads), kept for the whole
game, told to stop through an Event and shut down by close(). If they cannot be started,
alive() is False and the bot searches in its own thread only.
"""

from __future__ import annotations

import contextlib
import multiprocessing as mp
import time
from collections.abc import Callable
from multiprocessing.connection import Connection
from typing import Any

from core.game import State

from ..mcts import Budget, Knowledge, SearchConfig, SearchResult, search

START_TIMEOUT = 20.0  # seconds to wait for a worker to report ready (spawn imports the engine)
RESULT_GRACE = 2.0  # seconds past the stop signal before a worker's result is given up
POLL = 0.02


def _serve(conn: Connection, stop: Any) -> None:
    """A worker's loop: receive (state, knowledge, config, budget, seed), search, send the result.

    The knowledge comes with each job (pickled by its class's module path), so the pool knows
    no game and a worker needs no registry.
    """
    conn.send("ready")
    while True:
        try:
            job = conn.recv()
        except (EOFError, OSError):
            return
        if job is None:
            return
        state, knowledge, config, budget, seed = job
        result = search(state, knowledge, config, budget, seed, should_stop=stop.is_set)
        conn.send(result)


class WorkerPool:
    """n search processes; submit() starts a search in each, collect() gathers the results."""

    def __init__(self, n: int, method: str = "spawn") -> None:
        self._procs: list[Any] = []
        self._conns: list[Connection] = []
        self._busy = False
        self._ok = False
        self._stop: Any = None
        try:
            # typeshed types get_context(str) as BaseContext, which lacks Process.
            ctx: Any = mp.get_context(method)
            self._stop = ctx.Event()
            for _ in range(n):
                parent, child = ctx.Pipe()
                proc = ctx.Process(target=_serve, args=(child, self._stop), daemon=True,
                                   name="riverboat-ai-worker")
                proc.start()
                child.close()
                self._procs.append(proc)
                self._conns.append(parent)
            self._ok = True
        except (OSError, RuntimeError, AssertionError, EOFError):
            self._ok = False
        self._started = time.monotonic()
        self._up: set[Connection] = set()
        self._ready = False
        if not self._ok:
            self.close()

    def alive(self) -> bool:
        """Started and not broken; the first searches go without workers until they are up."""
        if not self._ok or not all(p.is_alive() for p in self._procs):
            return False
        if not self._ready:
            try:
                for conn in self._conns:
                    if conn not in self._up and conn.poll(0) and conn.recv() == "ready":
                        self._up.add(conn)
            except (EOFError, OSError):
                self._ok = False
            self._ready = len(self._up) == len(self._conns)
            if not self._ready and time.monotonic() - self._started > START_TIMEOUT:
                self.close()
        return self._ok and self._ready

    def wait_ready(self, timeout: float) -> bool:
        """Block until the workers are up (or broken, or timeout seconds have passed)."""
        end = time.monotonic() + timeout
        while not self.alive() and self._ok and time.monotonic() < end:
            time.sleep(POLL)
        return self.alive()

    def submit(self, state: State, knowledge: Knowledge, config: SearchConfig, budget: Budget,
               seeds: list[int]) -> bool:
        """Start one search per worker; False (and nothing started) if the pool is broken."""
        if not self.alive():
            return False
        self._stop.clear()
        try:
            for conn, seed in zip(self._conns, seeds, strict=False):
                conn.send((state, knowledge, config, budget, seed))
        except (OSError, ValueError, BrokenPipeError):
            self._ok = False
            return False
        self._busy = True
        return True

    def collect(self, stop: bool,
                should_stop: Callable[[], bool] | None = None) -> list[SearchResult]:
        """The workers' results (broken workers give none).

        stop: tell them to stop now (a time budget is spent, or the caller cancelled);
        otherwise wait for their iteration budgets, stopping them if should_stop() turns true.
        """
        if not self._busy:
            return []
        self._busy = False
        results = []
        for conn in self._conns:
            waited = 0.0
            try:
                while not conn.poll(POLL):
                    if not stop and should_stop is not None and should_stop():
                        stop = True
                    if stop:
                        self._stop.set()
                        waited += POLL
                    if waited > RESULT_GRACE or not self.alive():
                        raise EOFError
                results.append(conn.recv())
            except (EOFError, OSError):
                self._ok = False
        return results

    def close(self) -> None:
        """Ask each worker to end, then make sure it has."""
        self._ok = False
        if self._stop is not None:
            self._stop.set()
        for conn in self._conns:
            with contextlib.suppress(OSError, ValueError):
                conn.send(None)
        for proc in self._procs:
            proc.join(timeout=1.0)
            if proc.is_alive():
                proc.terminate()
                proc.join(timeout=1.0)
        for conn in self._conns:
            conn.close()
        self._procs, self._conns = [], []


def merge(result: SearchResult, other: SearchResult) -> None:
    """Add another tree's root statistics to a search's result."""
    for action, (visits, total) in other.stats.items():
        v, t = result.stats.get(action, (0, 0.0))
        result.stats[action] = (v + visits, t + total)
    result.iterations += other.iterations
