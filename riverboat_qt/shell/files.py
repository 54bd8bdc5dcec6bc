"""The File menu's work: open, save (atomically), resume the autosave, open the replay viewer,
and 'play from here'. Every bad file is refused with its problem, whatever the error; the game
goes on. An unfinished game is replaced only once the player agreed to abandon it, and an
unfinished autosave found at start is never overwritten unasked: it is kept under a dated name.

Games are never lost: the window autosaves to a slot of its own (autosaves.py); at start, the
game of its slot and those of windows that died (a crash, kill -9) are kept in the library
before anything is offered, renamed or pruned. A game continued from a replay or a file is
marked as practice in its record (PRACTICE): it counts in no win rate or rating."""

from __future__ import annotations

import time
from pathlib import Path

from PySide6.QtCore import QObject, QStandardPaths, Slot
from PySide6.QtWidgets import QFileDialog, QMessageBox

from core import GameRecord
from core.files import MAX_RECORD_BYTES, read_text_file

from . import i18n
from .autosaves import AutosaveSlot, alone, orphans, take_slot
from .i18n import QT_TRANSLATE_NOOP
from .library import PRACTICE, STARTED, Library, now_text
from .replay_model import ReplayModel
from .replay_view import ReplayWindow
from .seats import seats_from_meta
from .storage import (
    SaveError,
    error_text,
    keep_autosave,
    kept_autosaves,
    load_record,
    move_aside,
    read_autosave,
    remove_stale_temps,
    save_record,
)
from .window_fit import show_fitted

FILE_FILTER = QT_TRANSLATE_NOOP("GameFiles", "Saved games (*.json);;All files (*)")


class GameFiles(QObject):
    """Owned by the main window (self.w): the current file and the replay viewer."""

    def __init__(self, window):
        super().__init__(window)
        self.w = window
        self.path: Path | None = None  # where Save writes (None: ask, as Save As)
        self.replay_window = None  # the replay viewer, once opened
        self.autosave_claimed = False  # the autosave found at start was resumed or kept aside
        self.slot: AutosaveSlot = take_slot(window.data_dir)  # this window's own autosave, locked
        self.recovered: list[Path] = []  # dated files of unfinished games of windows that died

    @property
    def autosave(self) -> Path:
        """This window's autosave: autosave.json, or its own if another window has that."""
        return self.slot.path

    def library(self) -> Library:
        return Library.of(self.w.data_dir, self.w.tables)

    def open_path(self, path: Path, practice: bool = True) -> bool:
        """Open a saved game; a bad file is refused with its problem, the game untouched.
        `practice`: the game is marked as practice (any file but the app's own autosaves)."""
        path = Path(path)
        try:
            record, state = load_record(path, self.w.tables)
            seats_from_meta(record)  # a damaged seat list is refused here too
        except Exception as exc:  # noqa: BLE001 - whatever the error: a message, the game goes on
            self.w.show_error(self.tr("Cannot open this file"), self.tr(
                "{file} cannot be opened: {error}.").format(file=path.name,
                                                            error=error_text(exc)))
            return False
        if state.is_over:
            self.open_replay(record, self.tr("{file} is a finished game: it opens in the replay "
                                             "viewer.").format(file=path.name))
            return True
        if not self.w.may_replace_game():
            return False
        self.path = path
        note = self.tr("Opened {file} (%n move(s)).", "", len(record.actions)).format(
            file=path.name)
        if practice:
            record.meta[PRACTICE] = "file"
            note += " " + self.practice_note()
        self.w.play_record(record, state, note)
        return True

    def practice_note(self) -> str:
        return self.tr("This game goes on from a file or a replay: it is practice, kept apart "
                       "in File > Games, and counts in no win rate or rating.")

    def save_to(self, path: Path) -> bool:
        """Write the game record (atomically: a failure leaves any older file whole)."""
        if self.w.controller.record is None:
            self.w.refuse(self.tr("There is no game to save."))
            return False
        try:
            save_record(Path(path), self.w.controller.record)
        except SaveError as exc:
            self.w.show_error(self.tr("Cannot save"), i18n.reason_of(exc))
            return False
        self.path = Path(path)
        self.w.hint(self.tr("Saved to {file}.").format(file=self.path))
        return True

    def save(self) -> bool:
        return self.save_to(self.path) if self.path is not None else self.ask_save_as()

    def ask_save_as(self) -> bool:
        stem = self.w.controller.table.file_stem
        start = str(self.path or self.start_folder() / f"{stem}.json")
        name, _ = QFileDialog.getSaveFileName(self.w, self.tr("Save the game"), start,
                                              self.tr(FILE_FILTER))
        if not name or not self.save_to(Path(name)):
            return False
        self.remember_folder(Path(name).parent)
        return True

    def ask_open(self) -> None:
        name, _ = QFileDialog.getOpenFileName(self.w, self.tr("Open a game"),
                                              str(self.start_folder()), self.tr(FILE_FILTER))
        if name:
            self.remember_folder(Path(name).parent)
            self.open_path(Path(name))

    def start_folder(self) -> Path:
        """Where Save as and Open start: the folder last used (kept in the settings), else the
        documents folder; never the hidden app-data folder unless nothing else exists."""
        last = Path(self.w.settings.values.last_folder) if self.w.settings.values.last_folder \
            else None
        if last is not None and last.is_dir():
            return last
        docs = QStandardPaths.writableLocation(
            QStandardPaths.StandardLocation.DocumentsLocation)
        return Path(docs) if docs and Path(docs).is_dir() else Path.home()

    def remember_folder(self, folder: Path) -> None:
        """The folder of the last save or open, for the next dialog (and the next run)."""
        self.w.settings.values.last_folder = str(folder)
        self.w.save_settings()

    # -- the autosaves of abandoned games -------------------------------------------------

    def keep_abandoned(self) -> str | None:
        """An unfinished game is being replaced (the player agreed): its autosave is kept as a
        dated file (the newest KEPT_AUTOSAVES stay, listed in File > Open recent). Returns a
        note for the log, or None if there was nothing to keep."""
        c = self.w.controller
        if c.record is None or c.state is None or c.state.is_over or not c.record.actions:
            return None
        try:
            kept = self._keep_dated(self.autosave)
        except OSError as exc:
            return self.tr("The abandoned game's autosave could not be kept ({error}).").format(
                error=exc.strerror or exc)
        return self.tr("The abandoned game was kept as {file} (File > Open recent).").format(
            file=kept.name)

    def open_recent(self, path: Path) -> bool:
        """File > Open recent: a kept autosave played on; Save then asks where (never into
        the app-data folder, where the game goes on being autosaved anyway)."""
        opened = self.open_path(path, practice=False)  # the app's own autosave, of a window
        if opened and self.path == Path(path):
            self.path = None
        return opened

    def recent(self) -> list[tuple[Path, str]]:
        """The kept autosaves, newest first, each with a line that says what it is."""
        return [(path, self.describe_kept(path)) for path in kept_autosaves(self.w.data_dir)]

    def describe_kept(self, path: Path) -> str:
        """'The River, 3 players, 14 moves: 26 Nov 16:40' (a damaged file says so; opening it
        gives the reason)."""
        when = time.strftime("%d %b %H:%M", time.localtime(path.stat().st_mtime))
        try:
            record = GameRecord.from_json(read_text_file(path, MAX_RECORD_BYTES))
            title = i18n.game_title(record.game)
        except Exception:  # noqa: BLE001 - listed anyway; File > Open recent refuses it then
            return self.tr("{file} (damaged): {when}").format(file=path.name, when=when)
        return self.tr("{title}, {players}, %n move(s): {when}", "",
                       len(record.actions)).format(
            title=title, when=when, players=self.tr("%n player(s)", "", record.num_players))

    # -- the start: games cut short are kept, then offered ----------------------------------

    def recover_at_start(self) -> list[str]:
        """At start, before any offer, new game or file: the game of this window's autosave and
        those of windows that died (their slot's lock is free) are kept in the library; a dead
        window's unfinished game is also kept as a dated file (File > Open recent), its finished
        one deleted once kept. Saves cut short are cleaned up while no other window runs. Returns
        the notes for the status bar."""
        notes = []
        folder = self.w.data_dir
        if not self.slot.shared:
            notes.append(self.tr("Another window uses this data folder: this window autosaves "
                                 "its games to {file}.").format(file=self.autosave.name))
        if alone(folder, self.slot):
            remove_stale_temps(folder)
            self.library().remove_leftovers()
        if self.autosave.is_file():
            self.library().secure(self.autosave)  # a damaged one: offer_resume says so
        for orphan in orphans(folder, self.slot):
            try:
                self._recover(orphan.path)
            except OSError as exc:
                notes.append(self.tr("The autosave {file} of a window that ended could not be "
                                     "recovered ({error}).").format(
                    file=orphan.path.name, error=exc.strerror or exc))
            finally:
                orphan.release()
        if self.recovered:
            notes.append(self.tr("%n unfinished game(s) of a window that ended without closing: "
                                 "kept in File > Games and File > Open recent.", "",
                                 len(self.recovered)))
        return notes

    def _recover(self, path: Path) -> None:
        """A dead window's autosave: into the library, then out of the way."""
        try:
            record, state = load_record(path, self.w.tables)
        except Exception:  # noqa: BLE001 - a damaged file is only set aside, never deleted
            move_aside(path, ".bad")
            return
        unfinished = bool(record.actions) and not state.is_over
        if self.library().secure(path) and not unfinished:
            path.unlink()  # nothing to play on, and the library holds it
            return
        dated = self._keep_dated(path)
        if unfinished:
            self.recovered.append(dated)

    def _keep_dated(self, path: Path) -> Path:
        """An autosave moved to a dated file; the oldest dated files beyond KEPT_AUTOSAVES are
        deleted once the library holds their game. OSError."""
        return keep_autosave(self.w.data_dir, path=path, safe=self.library().secure)

    def release_autosave(self) -> None:
        """The window closes: its autosave's slot is free (the file stays for the next start)."""
        self.slot.release()

    def offer_resume(self) -> bool:
        """On start: an unfinished autosaved game is offered (this window's, else the newest of
        a window that died); else the new-game dialog.

        Whatever is wrong with the autosave (unreadable, damaged, an unknown AI level), the app
        starts: no offer, a note in the status bar, the new-game dialog as usual."""
        found = self._unfinished_autosave() or self._recovered_game()
        if found is not None:
            record, state = found
            question = self.tr("An unfinished game of {title} was saved automatically: {players}, "
                               "round {round}, %n move(s).\n\nResume it? (Either way it is kept in "
                               "File > Games; if not, also as a dated file when you start "
                               "another game.)", "",
                               len(record.actions)).format(
                title=i18n.game_title(record.game), round=state.round,
                players=self.tr("%n player(s)", "", record.num_players))
            answer = QMessageBox.question(self.w, self.tr("Resume the game?"), question)
            if answer == QMessageBox.StandardButton.Yes:
                self.autosave_claimed = True
                self.w.play_record(record, state, self.tr("Resumed the autosaved game (%n "
                                                          "move(s)).", "", len(record.actions)))
                return True
        self.w.ask_new_game()
        return False

    def _recovered_game(self) -> tuple | None:
        """The newest unfinished game recovered from a window that died, if it opens."""
        for path in sorted(self.recovered, key=lambda p: p.stat().st_mtime if p.exists() else 0,
                           reverse=True):
            try:
                record, state = load_record(path, self.w.tables)
                seats_from_meta(record)
            except Exception:  # noqa: BLE001 - not offered; File > Open recent says why
                continue
            return record, state
        return None

    def _unfinished_autosave(self) -> tuple | None:
        """The unfinished autosaved game, checked down to its seats' AI levels; else None."""
        try:
            found = self._checked_autosave()
        except Exception as exc:  # noqa: BLE001 - nothing in a bad autosave may stop the start
            self.autosave_claimed = True
            self.w.startup_note(self._set_aside_bad_autosave(exc))
            return None
        return found

    def _checked_autosave(self) -> tuple | None:
        """The unfinished autosaved game, its seats' AI levels checked too; None if there is
        none or it is finished; damage raises."""
        found = read_autosave(self.w.data_dir, self.w.tables, self.autosave)
        if found is None or found[1].is_over:
            return None
        seats_from_meta(found[0])
        return found

    def _set_aside_bad_autosave(self, exc: Exception) -> str:
        """Move a damaged autosave out of the way (autosave.json.bad): say so, or why not."""
        note = self.tr("The autosaved game cannot be resumed ({error}).").format(
            error=error_text(exc, 90))
        try:
            kept = move_aside(self.autosave, ".bad")
        except OSError as err:
            return note + " " + self.tr("It could not be moved aside: {error}.").format(
                error=err.strerror or err)
        return note + " " + self.tr("It is kept as {file}.").format(file=kept.name)

    def claim_autosave(self) -> str | None:
        """Before the first game of this window: an unfinished autosave (of a game not resumed,
        with a move at least) is kept in the library and under a dated name rather than
        overwritten. Returns a note for the log."""
        if self.autosave_claimed:
            return None
        self.autosave_claimed = True
        try:
            found = self._checked_autosave()
        except Exception as exc:  # noqa: BLE001 - a damaged autosave is only set aside
            return self._set_aside_bad_autosave(exc)
        if found is None or not found[0].actions:  # a game with no move: nothing to keep
            return None
        self.library().secure(self.autosave)  # done at start already: found there now
        try:
            kept = self._keep_dated(self.autosave)
        except OSError as exc:
            return self.tr("The unfinished autosaved game could not be kept ({error}): this "
                           "game's autosave replaces it.").format(error=exc.strerror or exc)
        return self.tr("The unfinished autosaved game was kept as {file} (File > Open plays it "
                       "on).").format(file=kept.name)

    def open_replay(self, record: GameRecord, note: str = "") -> None:
        if self.replay_window is not None:
            self.replay_window.close()
        self.replay_window = ReplayWindow(record, self.w.tables[record.game], self.w)
        self.w.appearance.scale_replay(self.replay_window)  # the text size (issue #36)
        self.replay_window.play_from_here.connect(self.play_from)
        show_fitted(self.replay_window)
        if note:
            self.w.hint(note)

    def replay_current(self) -> None:
        if self.w.controller.record is None:
            self.w.refuse(self.tr("There is no game to replay yet."))
            return
        self.open_replay(self.w.controller.record.copy())

    def review_finished(self) -> None:
        """The score dialog's 'Review this game': the replay viewer on the game, reviewing
        the human seat (the first, if several; else seat 1)."""
        self.replay_current()
        if self.replay_window is not None:
            humans = [k for k, seat in enumerate(self.w.controller.seats) if seat.human]
            self.replay_window.review.start(humans[0] if humans else 0)

    def ask_replay_file(self) -> None:
        name, _ = QFileDialog.getOpenFileName(self.w, self.tr("Replay a game"),
                                              str(self.w.data_dir), self.tr(FILE_FILTER))
        if name:
            self.replay_file(Path(name))

    def replay_file(self, path: Path) -> bool:
        try:
            record, _ = load_record(Path(path), self.w.tables)
        except Exception as exc:  # noqa: BLE001 - whatever the error: a message, the game goes on
            self.w.show_error(self.tr("Cannot open this file"), self.tr(
                "{file} cannot be opened: {error}.").format(file=Path(path).name,
                                                            error=error_text(exc)))
            return False
        self.open_replay(record)
        return True

    @Slot(object)
    def play_from(self, record: GameRecord) -> None:
        """'Play from here' in the replay viewer: a live game from that position, a new game of
        the library (begun now) and practice."""
        if not self.w.may_replace_game():
            return
        model = ReplayModel(record)
        record.meta[PRACTICE] = "replay"
        record.meta[STARTED] = now_text()  # never taken for the replayed game's own copy
        self.path = None
        self.w.play_record(record, model.final, self.tr("Playing on from move {move} of a "
                                                        "replay.").format(
            move=len(record.actions)) + " " + self.practice_note(), model)
        self.w.raise_()
        self.w.activateWindow()

    def close_replay(self) -> None:
        if self.replay_window is not None:
            self.replay_window.close()
