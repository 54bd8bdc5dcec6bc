"""The File menu's work: open, save (atomically), resume the autosave, open the replay viewer,
and 'play from here'. Every bad file is refused with its problem; the game goes on."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QObject, Slot
from PySide6.QtWidgets import QFileDialog, QMessageBox

from core import GameRecord, InvalidState

from .controller import seats_from_meta
from .replay_model import ReplayModel
from .replay_view import ReplayWindow
from .storage import (
    SaveError,
    load_record,
    remove_stale_temps,
    save_record,
    unfinished_autosave,
)

FILE_FILTER = "Riverboat games (*.json);;All files (*)"


class GameFiles(QObject):
    """Owned by the main window (self.w): the current file and the replay viewer."""

    def __init__(self, window):
        super().__init__(window)
        self.w = window
        self.path: Path | None = None  # where Save writes (None: ask, as Save As)
        self.replay_window = None  # the replay viewer, once opened

    def open_path(self, path: Path) -> bool:
        """Open a saved game; a bad file is refused with its problem, the game untouched."""
        path = Path(path)
        try:
            record, state = load_record(path)
            seats_from_meta(record)  # a damaged seat list is refused here too
        except InvalidState as exc:
            self.w.show_error("Cannot open this file", f"{path.name} cannot be opened: {exc}.")
            return False
        if state.is_over:
            self.open_replay(record, f"{path.name} is a finished game: it opens in the replay "
                             "viewer.")
            return True
        self.path = path
        self.w.play_record(record, state, f"Opened {path.name} ({len(record.actions)} moves).")
        return True

    def save_to(self, path: Path) -> bool:
        """Write the game record (atomically: a failure leaves any older file whole)."""
        if self.w.controller.record is None:
            self.w.refuse("There is no game to save.")
            return False
        try:
            save_record(Path(path), self.w.controller.record)
        except SaveError as exc:
            self.w.show_error("Cannot save", str(exc))
            return False
        self.path = Path(path)
        self.w.hint(f"Saved to {self.path}.")
        return True

    def save(self) -> bool:
        return self.save_to(self.path) if self.path is not None else self.ask_save_as()

    def ask_save_as(self) -> bool:
        start = str(self.path or self.w.data_dir / "riverboat-game.json")
        name, _ = QFileDialog.getSaveFileName(self.w, "Save the game", start, FILE_FILTER)
        return bool(name) and self.save_to(Path(name))

    def ask_open(self) -> None:
        name, _ = QFileDialog.getOpenFileName(self.w, "Open a game", str(self.w.data_dir),
                                              FILE_FILTER)
        if name:
            self.open_path(Path(name))

    def offer_resume(self) -> bool:
        """On start: an unfinished autosaved game is offered; else the new-game dialog."""
        remove_stale_temps(self.w.data_dir)
        found = unfinished_autosave(self.w.data_dir)
        if found is not None:
            record, state = found
            question = (f"An unfinished game was saved automatically: {record.num_players} "
                        f"players, round {state.round}, {len(record.actions)} moves.\n\n"
                        "Resume it?")
            answer = QMessageBox.question(self.w, "Resume the game?", question)
            if answer == QMessageBox.StandardButton.Yes:
                self.w.play_record(record, state, f"Resumed the autosaved game "
                                 f"({len(record.actions)} moves).")
                return True
        self.w.ask_new_game()
        return False

    def open_replay(self, record: GameRecord, note: str = "") -> None:
        if self.replay_window is not None:
            self.replay_window.close()
        self.replay_window = ReplayWindow(record, self.w)
        self.replay_window.play_from_here.connect(self.play_from)
        self.replay_window.show()
        if note:
            self.w.hint(note)

    def replay_current(self) -> None:
        if self.w.controller.record is None:
            self.w.refuse("There is no game to replay yet.")
            return
        rec = self.w.controller.record
        self.open_replay(GameRecord(rec.num_players, rec.seed, list(rec.mats), list(rec.seats),
                                    list(rec.actions), meta=dict(rec.meta)))

    def ask_replay_file(self) -> None:
        name, _ = QFileDialog.getOpenFileName(self.w, "Replay a game", str(self.w.data_dir),
                                              FILE_FILTER)
        if name:
            self.replay_file(Path(name))

    def replay_file(self, path: Path) -> bool:
        try:
            record, _ = load_record(Path(path))
        except InvalidState as exc:
            self.w.show_error("Cannot open this file", f"{Path(path).name} cannot be opened: "
                            f"{exc}.")
            return False
        self.open_replay(record)
        return True

    @Slot(object)
    def play_from(self, record: GameRecord) -> None:
        """'Play from here' in the replay viewer: a live game from that position."""
        model = ReplayModel(record)
        self.path = None
        self.w.play_record(record, model.final, f"Playing on from move {len(record.actions)} "
                         "of a replay.", model)
        self.w.raise_()
        self.w.activateWindow()

    def close_replay(self) -> None:
        if self.replay_window is not None:
            self.replay_window.close()
