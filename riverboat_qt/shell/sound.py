"""The table's sound cues (issue #50): what the controller reports, heard as short sounds.

View > Sound turns them on or off, sets their volume and can keep only the cue that says it is
the player's turn; all three are remembered in settings.json. Each cue has a twin on screen
(docs/features.md, Sound). Without a sound device or the miniaudio library the window stays
silent and says so once, in a corner of the status bar that no message clears.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Protocol

from PySide6.QtCore import QObject, Signal, Slot
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QLabel, QMenu

from core import Event
from core.game import Action, State

from .cues import Cue, CueMap, move_cues, trimmed
from .settings import VOLUMES, Settings
from .sound_output import Output, make_output


class Table(Protocol):
    """What the cues need of the game's table: its CueMap."""

    @property
    def cues(self) -> CueMap: ...


class Game(Protocol):
    """The sound's port to the controller: the state after a move, who is human, the table
    (the window connects the controller's moved and refused to on_moved and on_refused)."""

    @property
    def playing(self) -> State: ...
    @property
    def table(self) -> Table: ...
    def is_human(self, seat: int | None) -> bool: ...


class Sound(QObject):
    """Plays the cues of each move and refusal as the settings allow."""

    _failed = Signal(str, str)  # from the device's opener thread: (reason, detail)

    def __init__(self, game: Game, settings: Settings, save: Callable[[], None],
                 parent: QObject | None = None, output: Output | None = None):
        super().__init__(parent)
        self.game, self.settings, self.save = game, settings, save
        self.note = QLabel()  # why there is no sound: shown once it is known
        self.note.hide()
        self._failed.connect(self._show_failure)  # queued: the GUI thread words it
        self.output = output if output is not None else make_output(self._failed.emit)
        self.actions: dict[str, QAction] = {}
        self.volume_actions: dict[int, QAction] = {}

    # -- the cues -----------------------------------------------------------------------------

    @Slot(object, int, object, list)
    def on_moved(self, action: Action, seat: int, before: State, events: list[Event]) -> None:
        """A move was applied: its cues, from the decision it answered and what it did."""
        self.play(move_cues(self.game.table.cues, before.decision_kind, seat, before,
                            self.game.playing, events, self.game.is_human))

    @Slot(str)
    def on_refused(self, reason: str) -> None:
        self.play([Cue.REFUSAL])

    def play(self, cues: Sequence[Cue]) -> None:
        """Heard if the settings allow: queued for the audio thread, never waited for."""
        values = self.settings
        if not values.sound:
            return
        if values.sound_only_your_turn:
            cues = [cue for cue in cues if cue is Cue.YOUR_TURN]
        if cues:
            self.output.play(trimmed(cues), values.sound_volume / 100)

    @Slot(str, str)
    def _show_failure(self, reason: str, detail: str) -> None:
        """One note, kept in the status bar's corner: the sound is off, and why."""
        why = (self.tr("the miniaudio library is not installed") if reason == "library"
               else self.tr("no sound device could be opened"))
        self.note.setText(self.tr("No sound: {why}").format(why=why))
        self.note.setToolTip(self.tr("The table's cues cannot be heard: {why}. Everything they "
                                     "say is shown on the table, in the log and in the status "
                                     "line.").format(why=why) + (f"\n{detail}" if detail else ""))
        self.note.setAccessibleName(self.note.text())
        self.note.show()

    def close(self) -> None:
        """The device released (the window closes)."""
        self.output.close()

    # -- View > Sound ---------------------------------------------------------------------

    def build_menu(self, view: QMenu) -> QMenu:
        """View > Sound: on or off, only the player's turn, and the volume, as remembered."""
        menu = view.addMenu(self.tr("&Sound"))
        menu.setToolTipsVisible(True)
        on = self._toggle(menu, "sound", self.tr("&Play sounds"), self.tr(
            "Short sounds for a move, a refusal, coins taken, a reveal, a round's end, your "
            "turn and the game's end; each is also shown on the table"))
        self._toggle(menu, "sound_only_your_turn", self.tr("Only &your turn"), self.tr(
            "Only the sound that says it is your turn after the AI's moves"))
        volume = menu.addMenu(self.tr("&Volume"))
        group = QActionGroup(self)
        for percent in VOLUMES:
            act = QAction(self.tr("{percent}%").format(percent=percent), self, checkable=True)
            act.setChecked(percent == self.settings.sound_volume)
            act.triggered.connect(lambda _=False, p=percent: self.set_volume(p))
            group.addAction(act)
            volume.addAction(act)
            self.volume_actions[percent] = act
        self.volume_menu = volume
        on.toggled.connect(self._enable_choices)
        self._enable_choices(on.isChecked())
        return menu

    def _toggle(self, menu: QMenu, key: str, text: str, tip: str) -> QAction:
        act = QAction(text, self, checkable=True)
        act.setChecked(bool(getattr(self.settings, key)))
        act.setToolTip(tip)
        act.toggled.connect(lambda checked, k=key: self._set(k, checked))
        menu.addAction(act)
        self.actions[key] = act
        return act

    def _set(self, key: str, on: bool) -> None:
        setattr(self.settings, key, on)
        self.save()

    def _enable_choices(self, on: bool) -> None:
        """With the sound off, its other choices are greyed (kept as they are)."""
        self.actions["sound_only_your_turn"].setEnabled(on)
        self.volume_menu.setEnabled(on)

    def set_volume(self, percent: int) -> None:
        """View > Sound > Volume: remembered, and the your-turn chime heard at that level."""
        self.settings.sound_volume = percent
        self.volume_actions[percent].setChecked(True)
        self.save()
        self.play([Cue.YOUR_TURN])
