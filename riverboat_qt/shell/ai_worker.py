"""The computer's seats: bots from ai.make_bot, thinking on a QThread, answering by signal."""

from __future__ import annotations

import time
from typing import Any

from PySide6.QtCore import QObject, QThread, Signal, Slot

from ai import LEVELS, make_bot
from ai.hint import Hint, hint

PROGRESS_EVERY = 0.05  # seconds between progress signals


class BotWorker(QObject):
    """Lives in the AI thread; think() runs there and answers with done or failed."""

    progress = Signal(int, int, str)  # token, iterations, best move so far
    done = Signal(int, object)  # token, action
    failed = Signal(int, str)  # token, error text

    def __init__(self):
        super().__init__()
        self.cancelled_token = -1
        self._last = 0.0

    def cancel(self, token: int) -> None:
        """Called from the GUI thread: the search checks this flag through should_stop."""
        self.cancelled_token = token

    @Slot(int, object, object)
    def think(self, token: int, bot: Any, state: Any) -> None:
        def should_stop() -> bool:
            return self.cancelled_token >= token

        def progress(iters: int, best: Any) -> None:
            now = time.monotonic()
            if now - self._last >= PROGRESS_EVERY:
                self._last = now
                self.progress.emit(token, int(iters), str(best))

        try:
            action = bot.choose(state, progress=progress, should_stop=should_stop)
        except Exception as exc:  # reported on the GUI thread, never lost in the worker
            self.failed.emit(token, f"{type(exc).__name__}: {exc}")
            return
        if not should_stop():
            self.done.emit(token, action)


class Hinter:
    """The coach's hint (ai.hint) as a bot the AI thread can ask: choose() answers a Hint."""

    def __init__(self, spec: str, seed: int, step: int):
        self.spec, self.seed, self.step = spec, seed, step

    def choose(self, state: Any, progress=None, should_stop=None) -> Hint:
        return hint(state, self.spec, self.step, seed=self.seed, progress=progress,
                    should_stop=should_stop)


class AiRunner(QObject):
    """Owns the thread and the worker; ask() starts a search, stop() cancels it."""

    request = Signal(int, object, object)

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self.search_thread = QThread()
        self.search_thread.setObjectName("riverboat-ai")
        self.worker = BotWorker()
        self.worker.moveToThread(self.search_thread)
        self.request.connect(self.worker.think)
        self.search_thread.start()
        self.token = 0
        self.busy = False

    def ask(self, bot: Any, state: Any) -> int:
        self.token += 1
        self.busy = True
        self.request.emit(self.token, bot, state)
        return self.token

    def stop(self) -> None:
        """Cancel the current search (its answer will be ignored)."""
        self.worker.cancel(self.token)
        self.token += 1
        self.busy = False

    def shutdown(self) -> None:
        self.stop()
        self.search_thread.quit()
        self.search_thread.wait()

__all__ = ["LEVELS", "AiRunner", "BotWorker", "Hinter", "make_bot"]
