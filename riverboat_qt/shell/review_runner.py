"""The game review's thread and helper process: ReviewRunner.start() asks the AI helper
process for a review (a QThread waits on it, so the window stays responsive), its worker
answers by signal with the progress and the Review, and cancel() stops it within a fraction
of a second."""

from __future__ import annotations

from PySide6.QtCore import QObject, QThread, Signal, Slot

from ai.review import DEEP_SAMPLES, DEEP_SPEC
from core import GameRecord

from .ai_process import BotProcess


class ReviewWorker(QObject):
    """Lives in the review thread: run() waits on the helper process and answers by signal."""

    progress = Signal(int, int, int)  # token, decisions reviewed, decisions to review
    estimate = Signal(int, float)  # token, the deep review's seconds, before it starts
    finished = Signal(int, object)  # token, the Review (complete False if cancelled) or None
    failed = Signal(int, str)  # token, error text

    def __init__(self) -> None:
        super().__init__()
        self.cancelled = -1

    @Slot(int, object, object, int, object, int, int, object)
    def run(self, token: int, host: BotProcess, record: GameRecord, seat: int,
            budget: tuple[float | None, int | None], samples: int, deep_jobs: int,
            deep_how: tuple[str, int]) -> None:
        """The quick review, or with deep_jobs > 0 the deep one on that many processes."""
        def should_stop() -> bool:
            return self.cancelled >= token

        def progress(done: int, total: int) -> None:
            self.progress.emit(token, done, total)

        try:
            if deep_jobs:
                result = host.deep_review(record, seat, deep_jobs, progress,
                                          lambda s: self.estimate.emit(token, s), should_stop,
                                          deep_how)
            else:
                result = host.review(record, seat, budget, samples, progress, should_stop)
        except Exception as exc:  # reported on the GUI thread, never lost in the worker
            self.failed.emit(token, f"{type(exc).__name__}: {exc}")
            return
        self.finished.emit(token, result)


class ReviewRunner(QObject):
    """The review thread and the helper process (both started on the first review, so a
    viewer that reviews nothing costs nothing; the helper is closed with the viewer unless it
    was handed in); start() asks, cancel() stops within a fraction of a second."""

    request = Signal(int, object, object, int, object, int, int, object)

    def __init__(self, parent: QObject | None = None, host: BotProcess | None = None):
        super().__init__(parent)
        self.host = host
        self.own_host = host is None
        self.review_thread = QThread()
        self.review_thread.setObjectName("riverboat-review")
        self.worker = ReviewWorker()
        self.worker.moveToThread(self.review_thread)
        self.request.connect(self.worker.run)
        self.token = 0
        self.busy = False

    def share(self, host: BotProcess) -> None:
        """Use a helper process owned elsewhere (left open at shutdown)."""
        self.host, self.own_host = host, False

    def start(self, record: GameRecord, seat: int, budget: tuple[float | None, int | None],
              samples: int,
              deep_jobs: int = 0, deep_how: tuple[str, int] = (DEEP_SPEC, DEEP_SAMPLES)
              ) -> int:
        if self.host is None or not self.host.alive():
            self.host, self.own_host = BotProcess(), True
        if not self.review_thread.isRunning():
            self.review_thread.start()
        self.token += 1
        self.busy = True
        self.request.emit(self.token, self.host, record, seat, budget, samples, deep_jobs,
                          deep_how)
        return self.token

    def cancel(self) -> None:
        """The helper stops between two steps and sends what it has reviewed so far."""
        self.worker.cancelled = self.token

    def shutdown(self) -> None:
        self.cancel()
        self.review_thread.quit()
        self.review_thread.wait()
        if self.own_host and self.host is not None:
            self.host.close()
            self.host = None
