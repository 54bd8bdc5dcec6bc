"""The thin controller: owns the game state and record, applies actions, runs the AI seats."""

from __future__ import annotations

import random
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal, Slot

from ai.hint import Hint, HintMove
from core import Event, GameRecord, registry
from core.files import sync_file
from core.game import Action, State

from . import i18n, theme
from .ai_process import BotProcess, RemoteBot, RemoteHinter
from .ai_worker import AiRunner, Hinter, make_bot
from .history import Timeline
from .interaction import sentence
from .seats import SeatConfig, seat_labels, seats_meta, shown_labels
from .storage import SaveError, save_record
from .table import GameTable
from .tables import Tables

HINT_SEED = 0  # the review's seed: a move played as hinted gets the hint's win chance there
QUICK_PACE = 0.75  # share of move_delay_ms between two AI placements in a row (the slide only)


class NotPlaying(RuntimeError):
    """A step of a game (a move, an undo, a hint) was asked of the controller while no game is
    loaded, or no seat is to move: a bug of the caller, said as such."""


class GameController(QObject):
    """Checks and applies actions on the GUI thread; the AI answers through AiRunner."""

    changed = Signal()  # the state is new: redraw and ask the next decision
    moved = Signal(object, int, object, list)  # action, seat, state before, events
    thinking = Signal(int)  # the AI seat now thinking, or -1
    progress = Signal(int, str)  # iterations, best move so far
    refused = Signal(str)  # why an action was not applied
    over = Signal()
    rewound = Signal(int)  # undo: the game is back to this many actions
    history_changed = Signal()  # undo/redo availability may have changed
    # the coach's best move for the human's current decision, and all its moves, best first:
    # [(action, ai.hint.HintMove)]
    hinted = Signal(object, list)

    def __init__(self, tables: Tables, parent: QObject | None = None, ai_process: bool = True):
        super().__init__(parent)
        self.tables = tables  # the games this window can play (given by the entry point)
        self.ai_process = ai_process  # bots in a helper process (else in the AI thread)
        self.host: BotProcess | None = None
        self.runner = AiRunner(self)
        self.runner.worker.done.connect(self._on_ai_done)
        self.runner.worker.failed.connect(self._on_ai_failed)
        self.runner.worker.progress.connect(self._on_ai_progress)
        self.state: State | None = None
        self.record: GameRecord | None = None
        self.seats: list[SeatConfig] = []
        self.bots: dict[int, Any] = {}
        self.timeline: Timeline | None = None  # undo/redo; it also appends to the record
        self.autosave_file: Path | None = None  # the record is saved there after each change
        # the autosave's flush to disk (an fsync: 10-40 ms on a busy disk) runs here, never
        # on the GUI thread; the file itself is written and renamed at once
        self._flusher = ThreadPoolExecutor(1, thread_name_prefix="riverboat-autosave")
        self.hint_spec = "normal"
        self.hint_token: int | None = None
        self.move_delay_ms = 500
        self.quick_pace = QUICK_PACE
        self.think_early = True  # the helper process thinks while the last move is shown
        self.focus = 0
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._think)
        self._hold = QTimer(self)  # an early answer waits here until its move may be shown
        self._hold.setSingleShot(True)
        self._hold.timeout.connect(self._play_held)
        self._held: tuple[int, Action] | None = None
        self._play_at = 0.0

    # -- a game ---------------------------------------------------------------------------

    def new_game(self, seats: list[SeatConfig], seed: int | None = None,
                 setup: Any = None, game: str | None = None) -> None:
        """Stop any thinking AI and start a fresh game of `game` (None: the window's first)
        with these seats (setup None: drawn from the seed, e.g. Riverboat's mats)."""
        seed = random.randrange(1 << 31) if seed is None else seed
        game = self.tables.default if game is None else game
        record, state = GameRecord.start(len(seats), seed, seat_labels(list(seats)), setup, game)
        self.load(record, state, seats)

    @property
    def game_id(self) -> str:
        """The id of the game being played (the window's first game before any)."""
        return self.record.game if self.record is not None else self.tables.default

    @property
    def playing(self) -> State:
        """The state of the game in play, for the steps that only run during one."""
        if self.state is None:
            raise NotPlaying("no game is loaded")
        return self.state

    @property
    def history(self) -> Timeline:
        """The game's undo and redo, and its record (`history.record`), for the same steps."""
        if self.timeline is None:
            raise NotPlaying("no game is loaded")
        return self.timeline

    @property
    def mover(self) -> int:
        """The seat whose decision is pending, for the steps that act on it."""
        seat = self.playing.current_player
        if seat is None:
            raise NotPlaying("no seat is to move: the game is over")
        return seat

    @property
    def table(self) -> GameTable:
        """The current game's table."""
        return self.tables[self.game_id]

    def load(self, record: GameRecord, state: State, seats: list[SeatConfig]) -> None:
        """Play on from a record (new, opened, resumed): its state after all its actions."""
        self._stop_ai()
        if self.host is not None:
            self.host.reset()
        self.seats = list(seats)
        labels = seat_labels(self.seats)
        record.seats = labels
        record.meta = {**record.meta, "app": "riverboat-qt", "seats": seats_meta(self.seats)}
        self.record, self.state = record, state
        self.bots = {k: self._make_bot(k, s.spec, record.seed * 10 + k)
                     for k, s in enumerate(seats) if not s.human}
        self.timeline = Timeline(record)  # nothing before the load can be undone
        humans = [k for k, s in enumerate(seats) if s.human]
        self.focus = humans[0] if humans else 0
        self._update_focus()
        self._autosave()
        self.changed.emit()
        self.history_changed.emit()
        self._next(self.move_delay_ms)

    def _make_bot(self, seat: int, spec: str, seed: int) -> Any:
        bot = make_bot(spec, seed=seed, game=self.game_id)  # a bad spec fails here, saying why
        if not self.ai_process:
            return bot
        if self.host is None:
            self.host = BotProcess()
        return RemoteBot(self.host, seat, spec, seed)  # the game goes with each state

    @property
    def labels(self) -> list[str]:
        """How this game calls its seats, in the window's language ('Blue (AI Normal)')."""
        return shown_labels(self.record.seats) if self.record else []

    def seat_name(self, seat: int) -> str:
        """How this game calls a seat ('Blue (AI Normal)')."""
        return theme.seat_name(seat, self.labels)

    def is_human(self, seat: int | None) -> bool:
        return seat is not None and 0 <= seat < len(self.seats) and self.seats[seat].human

    @property
    def human_to_move(self) -> bool:
        return self.state is not None and self.is_human(self.state.current_player)

    def submit(self, action: Action) -> bool:
        """A human's action: refused with the engine's reason, or applied."""
        if self.state is None or not self.human_to_move:
            self.refused.emit(self.tr("It is not a human player's turn."))
            return False
        reason = self.state.why_illegal(action)
        if reason is not None:
            self.refused.emit(sentence(i18n.render(reason)))
            return False
        self._apply(action)
        return True

    @property
    def player_has_moved(self) -> bool:
        """The game holds a human decision (or moves from before it was opened, which may):
        one only the AI has moved in loses nothing of the player's."""
        timeline = self.timeline
        if timeline is None:
            return False
        opened_with_moves = len(timeline.record.actions) > len(timeline.steps)
        return opened_with_moves or timeline.last_own_step(self.is_human) is not None

    # -- undo and redo --------------------------------------------------------------------

    def undo_refusal(self) -> str | None:
        """None if the last action may be taken back now, else why not (for a tooltip)."""
        if self.timeline is None:
            return self.tr("No game yet.")
        if self.playing.is_over:
            return self.tr("The game is over.")
        own = self.timeline.last_own_step(self.is_human)
        if self.human_to_move and own is not None:
            last = self.timeline.steps[own].seat
            now = self.mover
            if last != now:  # hot seat: another player's decision is not this one's to undo
                return self.tr("{now} is to move: {last}'s move can no longer be taken "
                               "back.").format(now=self.seat_name(now), last=self.seat_name(last))
        return self._timeline_words(self.timeline.undo_refusal(self.is_human))

    def redo_refusal(self) -> str | None:
        if self.timeline is None:
            return self.tr("No game yet.")
        return self._timeline_words(self.timeline.redo_refusal())

    @staticmethod
    def _timeline_words(reason: str | None) -> str | None:
        """The Timeline's reasons (Qt-free, marked for lupdate there), translated."""
        return None if reason is None else QCoreApplication.translate("Timeline", reason)

    def undo(self) -> bool:
        """Take back the human's last action (refused with the reason when not allowed)."""
        reason = self.undo_refusal()
        if reason is not None:
            self.refused.emit(reason)
            return False
        self._stop_ai()
        self.state = self.history.undo(self.is_human)  # the AI's moves since go with it
        self._update_focus()
        self._autosave()
        self.rewound.emit(len(self.history.record.actions))
        self.changed.emit()
        self.history_changed.emit()
        self._next(0)
        return True

    def redo(self) -> bool:
        """Play again the decision taken back and the AI moves that followed it (the same
        draws follow: they are seeded)."""
        reason = self.redo_refusal()
        if reason is not None:
            self.refused.emit(reason)
            return False
        parse = registry.game(self.game_id).parse_action
        self._apply(parse(self.history.pop_redo()), redo=True)
        while (seat := self.history.next_redo_seat()) is not None and not self.is_human(seat):
            self._apply(parse(self.history.pop_redo()), redo=True)
        return True

    # -- the hint -------------------------------------------------------------------------

    def ask_hint(self) -> bool:
        """Ask the coach (ai.hint with the AI Normal's search) for the human's best moves;
        answered by hinted."""
        if self.state is None or not self.human_to_move:
            self.refused.emit(self.tr("A hint is for a human player's decision."))
            return False
        self._stop_hint()
        self.hint_token = self.runner.ask(self._hinter(), self.state.clone())
        self.thinking.emit(self.mover)
        return True

    def _hinter(self) -> Hinter | RemoteHinter:
        """The hint as a bot of the AI thread: in the helper process if the bots are there."""
        step = len(self.history.record.actions)
        if not self.ai_process:
            return Hinter(self.hint_spec, HINT_SEED, step)
        if self.host is None:
            self.host = BotProcess()
        return RemoteHinter(self.host, self.hint_spec, HINT_SEED, step)

    def cancel_hint(self) -> None:
        """Give up the hint being looked for (Esc): its answer is dropped."""
        self._stop_hint()

    @property
    def hint_pending(self) -> bool:
        return self.hint_token is not None

    def _stop_hint(self) -> None:
        if self.hint_token is not None:
            self.hint_token = None
            self.runner.stop()
            self.thinking.emit(-1)

    def _hint_done(self, found: object) -> None:
        self.hint_token = None
        self.runner.busy = False
        self.thinking.emit(-1)
        moves = self.legal_moves(found) if self.human_to_move else []
        if moves:
            self.hinted.emit(moves[0][0], moves)

    def legal_moves(self, found: object) -> list[tuple[Action, HintMove]]:
        """The hint's moves that are legal now, parsed, best first (a stale or damaged answer
        gives none)."""
        if not isinstance(found, Hint):
            return []
        parse = registry.game(self.game_id).parse_action
        moves = []
        for move in found.moves:
            try:
                action = parse(move.action)
            except ValueError:
                continue
            if self.playing.why_illegal(action) is None:
                moves.append((action, move))
        return moves

    # -- saving ---------------------------------------------------------------------------

    def _autosave(self) -> None:
        """The record after every change, so a crash loses at most the action in flight."""
        path = self.autosave_file
        if path is None or self.record is None:
            return
        try:
            save_record(path, self.record, sync=False)
        except SaveError as exc:
            self.refused.emit(self.tr("Autosave failed: {error}").format(
                error=i18n.reason_of(exc)))
            return
        try:
            self._flusher.submit(sync_file, path)
        except RuntimeError:  # the window is closing: flushed here, at once
            sync_file(path)

    def shutdown(self) -> None:
        """Stop the AI and its thread (window closing)."""
        self._timer.stop()
        self.runner.shutdown()
        self._flusher.shutdown(wait=True)  # the last autosave is on disk before the window goes
        if self.host is not None:
            self.host.close()
            self.host = None

    # -- applying -------------------------------------------------------------------------

    def _apply(self, action: Action, redo: bool = False) -> None:
        self._stop_hint()
        state, seat = self.playing, self.mover
        kind = state.decision_kind
        before = state.clone()
        events: list[Event] = state.apply(action)
        self.history.push(str(action), seat, before, state, keep_redo=redo)
        self._autosave()
        self._update_focus()
        self.moved.emit(action, seat, before, events)
        self.changed.emit()
        self.history_changed.emit()
        self._next(0 if self.is_human(seat) else self._pause_after(kind))

    def _pause_after(self, kind: str | None) -> int:
        """Milliseconds from an AI's move to the next move: the slide and a pause to look, but
        only the slide between AI worker placements in a row (they are small and many)."""
        quick = self.table.quick_kinds
        if kind in quick and self.playing.decision_kind in quick:
            return int(self.move_delay_ms * self.quick_pace)
        return self.move_delay_ms

    def _update_focus(self) -> None:
        if self.human_to_move:
            self.focus = self.mover

    def _next(self, delay_ms: int) -> None:
        """Whoever is to move now: the AI moves delay_ms from now at the earliest.

        Bots in the helper process start thinking as soon as the event loop turns and their
        answer waits out the delay (the window stays smooth); bots in the AI thread wait
        before they think, as their search would take the GIL from the animation."""
        self._timer.stop()
        self._hold.stop()
        self._held = None
        if self.playing.is_over:
            self.thinking.emit(-1)
            self.over.emit()
        elif self.human_to_move:
            self.thinking.emit(-1)
        else:
            self.thinking.emit(self.mover)
            early = self.think_early and self.ai_process
            self._play_at = time.monotonic() + max(0, delay_ms) / 1000 if early else 0.0
            self._timer.start(0 if early else max(0, delay_ms))  # think once the loop turns

    # -- the AI ---------------------------------------------------------------------------

    def _think(self) -> None:
        if self.state is None or self.state.is_over or self.human_to_move:
            return
        if self.runner.busy:  # asked again before the last answer: that one is dropped
            self.runner.stop()
        self.runner.ask(self.bots[self.mover], self.state.clone())

    def _stop_ai(self) -> None:
        self._timer.stop()
        self._hold.stop()
        self._held = None
        self.hint_token = None
        self.runner.stop()
        self.thinking.emit(-1)

    @Slot(int, object)
    def _on_ai_done(self, token: int, action: object) -> None:
        if token == self.hint_token and token == self.runner.token:
            self._hint_done(action)
            return
        if token != self.runner.token or self.state is None or self.human_to_move:
            return
        self.runner.busy = False
        wait_ms = round((self._play_at - time.monotonic()) * 1000)
        if wait_ms > 0:
            self._held = (token, action)
            self._hold.start(wait_ms)
            return
        self._play(action)

    @Slot()
    def _play_held(self) -> None:
        held, self._held = self._held, None
        if held is not None and held[0] == self.runner.token and not self.human_to_move:
            self._play(held[1])

    def _play(self, action: Action) -> None:
        """Apply the AI's answer, checked like a human's (a bad one is replaced and reported)."""
        reason = self.playing.why_illegal(action)
        if reason is not None:
            self.refused.emit(self.tr("The AI chose a move the rules do not allow ({reason}); "
                                      "it plays its first legal move instead.").format(
                                          reason=i18n.render(reason)))
            action = self.playing.legal_actions()[0]
        self._apply(action)

    @Slot(int, str)
    def _on_ai_failed(self, token: int, error: str) -> None:
        if token != self.runner.token or self.state is None:
            return
        self.runner.busy = False
        if token == self.hint_token:
            self.hint_token = None
            self.thinking.emit(-1)
            self.refused.emit(self.tr("The hint failed ({error}).").format(error=error))
            return
        self.refused.emit(self.tr("The AI failed ({error}); it plays its first legal move "
                                  "instead.").format(error=error))
        if self.host is not None and not self.host.alive():
            self._bots_in_thread()
        self._apply(self.state.legal_actions()[0])

    def _bots_in_thread(self) -> None:
        """The helper process is gone: the bots think in the AI thread from now on."""
        self.ai_process = False
        self.host = None
        seed = self.history.record.seed
        self.bots = {k: make_bot(s.spec, seed=seed * 10 + k, game=self.game_id)
                     for k, s in enumerate(self.seats) if not s.human}

    @Slot(int, int, str)
    def _on_ai_progress(self, token: int, iters: int, best: str) -> None:
        if token == self.runner.token:
            self.progress.emit(iters, best)
