"""The lab's bots and specs: the levels' own, and root parallelism (workers=N).

Specs with workers= name the arena's kept logs (bench/arena/: 'hard:workers=1,eps=0,prior=2'),
so the arena, the tournament and training read specs here; the window reads them in ai.levels,
which knows no workers.
"""

from __future__ import annotations

import contextlib
from typing import Any

from core.game import State

from .. import levels
from ..bots import Bot, MCTSBot, Progress, ShouldStop
from ..knowledge import GameKnowledge
from ..levels import MAKERS, OPTIONS, Makers, Options, number
from ..mcts import Budget, SearchResult, search
from .parallel import WorkerPool, merge


class ParallelBot(MCTSBot):
    """MCTSBot with root parallelism: workers > 1 runs that many independent searches (this
    thread plus worker processes) and adds their root statistics before choosing; with one
    worker it is MCTSBot, search for search."""

    def __init__(self, seed: int | None = None, workers: int = 1, **options: Any) -> None:
        super().__init__(seed, **options)
        self.workers = workers
        self._pool: WorkerPool | None = None

    def run_search(self, state: State, knowledge: GameKnowledge, budget: Budget,
                   progress: Progress | None, should_stop: ShouldStop | None) -> SearchResult:
        """This thread's search, the workers' added to it (their seeds drawn after its own)."""
        seeds = [self.rng.getrandbits(63) for _ in range(self.workers)]
        pool = self._worker_pool() if self.workers > 1 else None
        if pool is None or not pool.submit(state, knowledge, self.config, budget, seeds[1:]):
            return search(state, knowledge, self.config, budget, seeds[0], progress, should_stop)
        cancelled = False

        def stop_flag() -> bool:
            nonlocal cancelled
            cancelled = cancelled or (should_stop is not None and should_stop())
            return cancelled

        result = search(state, knowledge, self.config, budget, seeds[0], progress, stop_flag)
        stop = cancelled or budget.seconds is not None
        for other in pool.collect(stop, should_stop):
            merge(result, other)
        return result

    def start_workers(self, wait: float = 0.0) -> bool:
        """Start the worker processes now (they start on first use otherwise); with wait,
        block up to that many seconds until they are ready. False if there are none."""
        if self.workers <= 1:
            return False
        self._worker_pool()
        return self._pool is not None and self._pool.wait_ready(wait)

    def _worker_pool(self) -> WorkerPool | None:
        if self._pool is None:
            self._pool = WorkerPool(self.workers - 1)
        return self._pool if self._pool.alive() else None

    def close(self) -> None:
        """Shut the worker processes down (they also end with the program)."""
        if self._pool is not None:
            self._pool.close()
            self._pool = None

    def __del__(self) -> None:
        with contextlib.suppress(Exception):
            self.close()


MAX_WORKERS = 256  # workers=: searches at once, each a process
LAB_OPTIONS: Options = {**OPTIONS, "mcts": {**OPTIONS["mcts"],
                                            "workers": ("workers", number(int, 1, MAX_WORKERS))}}
LAB_MAKERS: Makers = {**MAKERS, "mcts": ParallelBot}


def parse_spec(spec: str, game: str | None = None) -> tuple[str, dict[str, Any]]:
    """ai.levels.parse_spec with the lab's options too."""
    return levels.parse_spec(spec, game, LAB_OPTIONS)


def make_bot(spec: str, seed: int | None = None, game: str | None = None) -> Bot:
    """ai.levels.make_bot with the lab's options too: 'hard:workers=2'."""
    return levels.make_bot(spec, seed, game, LAB_OPTIONS, LAB_MAKERS)
