"""The thin controller: owns the game state and record, applies actions, runs the AI seats."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal, Slot

from core import Action, Event, GameRecord, GameState

from . import texts, theme
from .ai_process import BotProcess, RemoteBot
from .ai_worker import AiRunner, make_bot


@dataclass(frozen=True)
class SeatConfig:
    """Who plays a seat: a human, or the AI at a level ('Easy', 'Normal', 'Hard' or a spec)."""

    human: bool
    level: str = "Normal"

    @property
    def spec(self) -> str:
        return self.level.lower()


def seat_labels(seats: list[SeatConfig]) -> list[str]:
    humans = sum(s.human for s in seats)
    out = []
    for k, seat in enumerate(seats):
        who = ("you" if humans == 1 else "human") if seat.human else f"AI {seat.level}"
        out.append(f"{theme.seat_colour_name(k)} ({who})")
    return out


class GameController(QObject):
    """Checks and applies actions on the GUI thread; the AI answers through AiRunner."""

    changed = Signal()  # the state is new: redraw and ask the next decision
    moved = Signal(object, int, object, list)  # action, seat, state before, events
    thinking = Signal(int)  # the AI seat now thinking, or -1
    progress = Signal(int, str)  # iterations, best move so far
    refused = Signal(str)  # why an action was not applied
    over = Signal()

    def __init__(self, parent: QObject | None = None, ai_process: bool = True):
        super().__init__(parent)
        self.ai_process = ai_process  # bots in a helper process (else in the AI thread)
        self.host: BotProcess | None = None
        self.runner = AiRunner(self)
        self.runner.worker.done.connect(self._on_ai_done)
        self.runner.worker.failed.connect(self._on_ai_failed)
        self.runner.worker.progress.connect(self._on_ai_progress)
        self.state: GameState | None = None
        self.record: GameRecord | None = None
        self.seats: list[SeatConfig] = []
        self.bots: dict[int, Any] = {}
        self.history: list[GameState] = []  # states before each action: ready for undo
        self.move_delay_ms = 500
        self.focus = 0
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._think)

    # -- a game ---------------------------------------------------------------------------

    def new_game(self, seats: list[SeatConfig], seed: int | None = None,
                 mats: list[int] | None = None) -> None:
        """Stop any thinking AI and start a fresh game with these seats."""
        self._stop_ai()
        if self.host is not None:
            self.host.reset()
        seed = random.randrange(1 << 31) if seed is None else seed
        self.seats = list(seats)
        labels = seat_labels(self.seats)
        texts.set_seat_labels(labels)
        self.record, self.state = GameRecord.start(len(seats), seed, labels, mats)
        self.bots = {k: self._make_bot(k, s.spec, seed * 10 + k) for k, s in enumerate(seats)
                     if not s.human}
        self.history = []
        humans = [k for k, s in enumerate(seats) if s.human]
        self.focus = humans[0] if humans else 0
        self._update_focus()
        self.changed.emit()
        self._next(0)

    def _make_bot(self, seat: int, spec: str, seed: int) -> Any:
        make_bot(spec, seed=seed)  # a bad spec fails here, in the window, with its reason
        if not self.ai_process:
            return make_bot(spec, seed=seed)
        if self.host is None:
            self.host = BotProcess()
        return RemoteBot(self.host, seat, spec, seed)

    def is_human(self, seat: int | None) -> bool:
        return seat is not None and 0 <= seat < len(self.seats) and self.seats[seat].human

    @property
    def human_to_move(self) -> bool:
        return self.state is not None and self.is_human(self.state.current_player)

    def submit(self, action: Action) -> bool:
        """A human's action: refused with the engine's reason, or applied."""
        if self.state is None or not self.human_to_move:
            self.refused.emit("It is not a human player's turn.")
            return False
        reason = self.state.why_illegal(action)
        if reason is not None:
            self.refused.emit(reason[0].upper() + reason[1:] + ".")
            return False
        self._apply(action)
        return True

    def shutdown(self) -> None:
        """Stop the AI and its thread (window closing)."""
        self._timer.stop()
        self.runner.shutdown()
        if self.host is not None:
            self.host.close()
            self.host = None

    # -- applying -------------------------------------------------------------------------

    def _apply(self, action: Action) -> None:
        seat = self.state.current_player
        before = self.state.clone()
        events: list[Event] = self.state.apply(action)
        self.history.append(before)
        self.record.actions.append(str(action))
        self._update_focus()
        self.moved.emit(action, seat, before, events)
        self.changed.emit()
        self._next(0 if self.is_human(seat) else self.move_delay_ms)

    def _update_focus(self) -> None:
        if self.human_to_move:
            self.focus = self.state.current_player

    def _next(self, delay_ms: int) -> None:
        if self.state.is_over:
            self.thinking.emit(-1)
            self.over.emit()
        elif self.human_to_move:
            self.thinking.emit(-1)
        else:
            self.thinking.emit(self.state.current_player)
            self._timer.start(max(0, delay_ms))

    # -- the AI ---------------------------------------------------------------------------

    def _think(self) -> None:
        if self.state is None or self.state.is_over or self.human_to_move:
            return
        seat = self.state.current_player
        self.runner.ask(self.bots[seat], self.state.clone())

    def _stop_ai(self) -> None:
        self._timer.stop()
        self.runner.stop()
        self.thinking.emit(-1)

    @Slot(int, object)
    def _on_ai_done(self, token: int, action: object) -> None:
        if token != self.runner.token or self.state is None or self.human_to_move:
            return
        self.runner.busy = False
        reason = self.state.why_illegal(action)
        if reason is not None:
            self.refused.emit(f"The AI chose an illegal move ({action}): {reason}")
            action = self.state.legal_actions()[0]
        self._apply(action)

    @Slot(int, str)
    def _on_ai_failed(self, token: int, error: str) -> None:
        if token != self.runner.token or self.state is None:
            return
        self.runner.busy = False
        self.refused.emit(f"The AI failed ({error}); it plays its first legal move instead.")
        if self.host is not None and not self.host.alive():
            self._bots_in_thread()
        self._apply(self.state.legal_actions()[0])

    def _bots_in_thread(self) -> None:
        """The helper process is gone: the bots think in the AI thread from now on."""
        self.ai_process = False
        self.host = None
        seed = self.record.seed
        self.bots = {k: make_bot(s.spec, seed=seed * 10 + k) for k, s in enumerate(self.seats)
                     if not s.human}

    @Slot(int, int, str)
    def _on_ai_progress(self, token: int, iters: int, best: str) -> None:
        if token == self.runner.token:
            self.progress.emit(iters, best)
