"""Run the bots in a helper process, so a search never holds the window's GIL or its GC.

A bot searching in the window's own process competes with painting for the GIL and makes the
cyclic GC walk its whole tree (measured: 80 ms pauses, 200 ms gaps in a 10 ms GUI timer). Here
each seat's bot is made by ai.make_bot inside one spawned process (never fork: the window has
threads), kept for the game; RemoteBot.choose() has the bot interface and is called on the AI
QThread, which waits on the pipe, forwards progress and passes cancellation through a StopFlag.
When the window goes (closed, crashed or killed), the helper's next send or receive finds the
pipe broken and it ends quietly: a window that is gone has nobody to tell.
"""

from __future__ import annotations

import atexit
import contextlib
import ctypes
import multiprocessing as mp
import os
import time
from collections.abc import Callable
from multiprocessing.connection import Connection
from typing import Any

from ai.hint import Hint
from ai.review import DEEP_SAMPLES, DEEP_SPEC, Review
from core import registry
from core.game import State
from core.record import GameRecord

POLL = 0.01
START_TIMEOUT = 30.0
STOP_GRACE = 2.0  # seconds a cancelled search may take to answer before it is given up
PROGRESS_EVERY = 0.1
# the search yields the CPU to the window when both want it (2 cores, a slide and a redraw
# while the next AI seat thinks); alone, it runs at full speed all the same
NICENESS = 10


class WindowGone(Exception):
    """The window's end of the pipe is closed: it quit or was killed, so the helper stops."""


class StopFlag:
    """The window's cancel flag, read by the helper's search: a byte of shared memory. Not an
    mp.Event, whose named semaphores outlive a killed window and make the resource tracker
    warn of 'leaked semaphore objects'."""

    def __init__(self, ctx: Any) -> None:
        self._value = ctx.RawValue(ctypes.c_bool, False)

    def set(self) -> None:
        self._value.value = True

    def clear(self) -> None:
        self._value.value = False

    def is_set(self) -> bool:
        return bool(self._value.value)


class Link:
    """The helper's end of the pipe: a broken pipe raises WindowGone, which no bot's or
    review's error handling mistakes for an error of its own to report."""

    def __init__(self, conn: Connection) -> None:
        self.conn = conn

    def send(self, message: Any) -> None:
        try:
            self.conn.send(message)
        except (BrokenPipeError, ConnectionResetError) as exc:
            raise WindowGone(f"the window's end of the pipe is closed ({exc})") from None

    def recv(self) -> Any:
        try:
            return self.conn.recv()
        except (EOFError, OSError) as exc:
            raise WindowGone(f"the window's end of the pipe is closed ({exc!r})") from None


def _serve(conn: Connection, stop: StopFlag) -> None:
    """The helper's loop: ('reset',) forgets the bots; (job, seat, spec, seed, game, state) ->
    ('progress', job, iters, best)... then ('done', job, action) or ('error', job, text);
    ('review', job, record, seat, seconds, samples, iterations) -> ('progress', job, done,
    total)... then
    ('done', job, review as a dict) or ('error', job, text); ('deep', job, record, seat, jobs,
    spec, samples)
    -> ('estimate', job, seconds), then as a review; ('hint', job, spec, seed, game,
    state, step) -> ('progress', job, iters, best)... then ('done', job, hint as a dict) or
    ('error', job, text). It ends on None or, quietly, when the window is gone."""
    bots: dict[tuple[int, str, int, str], Any] = {}
    with contextlib.suppress(OSError, AttributeError):  # not on every platform: then as it is
        os.nice(NICENESS)
    try:
        _serve_jobs(Link(conn), stop, bots)
    except WindowGone:
        pass  # nobody is left to answer: no traceback on a dead window's terminal
    finally:
        _close_all(bots)


def _serve_jobs(link: Link, stop: StopFlag, bots: dict) -> None:
    from ai import make_bot

    link.send(("ready",))
    while (job := link.recv()) is not None:
        if job[0] == "reset":
            _close_all(bots)
        elif job[0] == "review":
            _review(link, stop, job)
        elif job[0] == "deep":
            _deep(link, stop, job)
        elif job[0] == "hint":
            _hint(link, stop, job)
        else:
            _answer(link, stop, bots, job, make_bot)


def _answer(link: Link, stop: StopFlag, bots: dict, job: tuple, make_bot) -> None:
    job_id, seat, spec, seed, game_id, text = job
    key = (seat, spec, seed, game_id)
    progress = _progress_sender(link, job_id)

    def choose() -> str:
        if key not in bots:
            bots[key] = make_bot(spec, seed=seed, game=game_id)
        state = registry.game(game_id).state_from_json(text)
        return str(bots[key].choose(state, progress=progress, should_stop=stop.is_set))

    _send_outcome(link, job_id, choose)


def _send_outcome(link: Link, job_id: int, work: Callable[[], Any]) -> None:
    """('done', job, what work returns), or ('error', job, why) if it failed: the window
    reports it and the helper serves on (a window that is gone ends the helper)."""
    try:
        result = work()
    except WindowGone:
        raise
    except Exception as exc:
        link.send(("error", job_id, f"{type(exc).__name__}: {exc}"))
        return
    link.send(("done", job_id, result))


def _review(link: Link, stop: StopFlag, job: tuple) -> None:
    """A game review (ai.review) of one seat of a record; cancelled, it sends what it has."""
    from ai.review import review

    _, job_id, text, seat, seconds, samples, iterations = job

    def progress(done: int, total: int) -> None:
        link.send(("progress", job_id, done, total))

    _send_outcome(link, job_id, lambda: review(
        GameRecord.from_json(text), seat, seconds, samples, progress=progress,
        should_stop=stop.is_set, iterations=iterations).to_dict())


def _deep(link: Link, stop: StopFlag, job: tuple) -> None:
    """The deep review (ai.review.deep_review) of a record on `jobs` processes of its own:
    first ('estimate', job, seconds), then as a review; cancelled, what it has reviewed."""
    from ai.review import deep_estimate, deep_review

    _, job_id, text, seat, jobs, spec, samples = job

    def progress(done: int, total: int) -> None:
        link.send(("progress", job_id, done, total))

    def work() -> dict:
        record = GameRecord.from_json(text)
        link.send(("estimate", job_id, deep_estimate(record, jobs, spec, samples)))
        return deep_review(record, seat, jobs=jobs, progress=progress, should_stop=stop.is_set,
                           spec=spec, samples=samples).to_dict()

    _send_outcome(link, job_id, work)


def _hint(link: Link, stop: StopFlag, job: tuple) -> None:
    """The coach's best moves (ai.hint) for the seat to move; cancelled, nothing is sent."""
    from ai.hint import hint

    _, job_id, spec, seed, game_id, text, step = job
    progress = _progress_sender(link, job_id)
    _send_outcome(link, job_id, lambda: hint(
        registry.game(game_id).state_from_json(text), spec, step, seed=seed,
        progress=progress, should_stop=stop.is_set).to_dict())


def _progress_sender(link: Link, job_id: int) -> Callable[[int, Any], None]:
    """A search's progress(iters, best), sent at most every PROGRESS_EVERY seconds."""
    last = [0.0]

    def progress(iters: int, best: Any) -> None:
        now = time.monotonic()
        if now - last[0] >= PROGRESS_EVERY:
            last[0] = now
            link.send(("progress", job_id, int(iters), str(best)))

    return progress


def _close_all(bots: dict) -> None:
    for bot in bots.values():
        with contextlib.suppress(Exception):
            getattr(bot, "close", lambda: None)()
    bots.clear()


class BotProcess:
    """One helper process for all the AI seats of the window."""

    def __init__(self) -> None:
        ctx = mp.get_context("spawn")
        self.stop = StopFlag(ctx)
        self.conn, child = ctx.Pipe()
        self.proc = ctx.Process(target=_serve, args=(child, self.stop), daemon=False,
                                name="riverboat-ai-host")
        self.proc.start()
        child.close()
        self.ready = False
        self.job = 0
        atexit.register(self.close)

    def wait_ready(self) -> bool:
        if not self.ready and self.conn.poll(START_TIMEOUT):
            self.ready = self.conn.recv() == ("ready",)
        return self.ready

    def reset(self) -> None:
        """A new game: the helper drops its bots."""
        with contextlib.suppress(OSError, BrokenPipeError):
            self.conn.send(("reset",))

    def alive(self) -> bool:
        return self.proc.is_alive()

    def choose(self, seat: int, spec: str, seed: int, state: State, progress,
               should_stop) -> Any:
        """Ask the helper; None if cancelled. Answers of earlier, given-up jobs are skipped."""
        game = registry.game_of(state)
        answer = self._ask(lambda job: (job, seat, spec, seed, game.id, state.to_json()),
                           progress, should_stop)
        return None if answer is None else game.parse_action(answer)

    def review(self, record: GameRecord, seat: int, budget: tuple[float | None, int | None],
               samples: int, progress, should_stop) -> Review | None:
        """A review of the seat in the helper, its search's budget (seconds, iterations) a
        decision: progress(done, total) as it goes; cancelled by
        should_stop, the decisions reviewed so far (complete False), or None if the helper
        does not answer within STOP_GRACE."""
        text = record.to_json()
        seconds, iterations = budget
        answer = self._ask(lambda job: ("review", job, text, seat, seconds, samples, iterations),
                           progress, should_stop, keep_cancelled=True)
        return None if answer is None else Review.from_dict(answer)

    def deep_review(self, record: GameRecord, seat: int, jobs: int, progress, estimate,
                    should_stop, how: tuple[str, int] = (DEEP_SPEC, DEEP_SAMPLES)
                    ) -> Review | None:
        """The deep review in the helper, on `jobs` processes (`how`: the level whose search
        finds the candidates, and the samples of each): estimate(seconds) before it starts,
        progress(done, total) as it goes; cancelled, the decisions reviewed so far."""
        text = record.to_json()
        answer = self._ask(lambda job: ("deep", job, text, seat, jobs, *how), progress,
                           should_stop, keep_cancelled=True, estimate=estimate)
        return None if answer is None else Review.from_dict(answer)

    def hint(self, spec: str, seed: int, state: State, step: int, progress,
             should_stop) -> Hint | None:
        """The coach's best moves for the seat to move (ai.hint) from the helper; None if
        cancelled."""
        game_id, text = registry.game_of(state).id, state.to_json()
        answer = self._ask(lambda job: ("hint", job, spec, seed, game_id, text, step), progress,
                           should_stop)
        return None if answer is None else Hint.from_dict(answer)

    def _ask(self, job: Callable[[int], tuple], progress, should_stop,
             keep_cancelled: bool = False,
             estimate: Callable[[float], None] | None = None) -> Any:
        """Send the job (made from its number), forward its progress, return its answer;
        None if cancelled (unless keep_cancelled: then the answer that a cancelled job still
        sends within STOP_GRACE)."""
        if not self.wait_ready():
            raise RuntimeError("the AI helper process did not start")
        self.job += 1
        self.stop.clear()
        self.conn.send(job(self.job))
        give_up = None
        while give_up is None or time.monotonic() < give_up:
            if give_up is None and should_stop():
                self.stop.set()
                give_up = time.monotonic() + STOP_GRACE
            if not self.conn.poll(POLL):
                continue
            kind, number, *rest = self.conn.recv()
            if number != self.job:
                continue
            if kind == "progress":
                if progress is not None and give_up is None:
                    progress(*rest)
            elif kind == "estimate":
                if estimate is not None and give_up is None:
                    estimate(*rest)
            elif give_up is not None and not (keep_cancelled and kind == "done"):
                return None
            elif kind == "error":
                raise RuntimeError(rest[0])
            else:
                return rest[0]
        return None

    def close(self) -> None:
        """Stop the helper and free its pipe."""
        atexit.unregister(self.close)
        if self.proc.is_alive():
            self.stop.set()
            with contextlib.suppress(OSError, BrokenPipeError):
                self.conn.send(None)
            self.proc.join(3.0)
        if self.proc.is_alive():
            self.proc.terminate()
            self.proc.join(1.0)
        self.conn.close()


class RemoteBot:
    """The bot interface (choose) for one seat, served by the helper process."""

    def __init__(self, host: BotProcess, seat: int, spec: str, seed: int):
        self.host, self.seat, self.spec, self.seed = host, seat, spec, seed

    def choose(self, state: State, progress=None, should_stop=None) -> Any:
        return self.host.choose(self.seat, self.spec, self.seed, state, progress,
                                should_stop or (lambda: False))


class RemoteHinter:
    """The coach's hint (ai.hint) as a bot the AI thread can ask (choose), served by the
    helper process: it answers a Hint, or None if cancelled."""

    def __init__(self, host: BotProcess, spec: str, seed: int, step: int):
        self.host, self.spec, self.seed, self.step = host, spec, seed, step

    def choose(self, state: State, progress=None, should_stop=None) -> Hint | None:
        return self.host.hint(self.spec, self.seed, state, self.step, progress,
                              should_stop or (lambda: False))
