"""Where the app keeps its files: the autosave folder and the remembered settings.

RIVERBOAT_DATA_DIR overrides the platform's app-data folder (QStandardPaths), for tests and
for a portable install; the settings then live in an INI file in that folder too.
"""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QSettings, QStandardPaths

from .controller import SeatConfig

DATA_ENV = "RIVERBOAT_DATA_DIR"
ORGANISATION = "Riverboat Qt"
APPLICATION = "Riverboat"


def data_folder() -> Path:
    env = os.environ.get(DATA_ENV)
    if env:
        return Path(env)
    location = QStandardPaths.StandardLocation.AppDataLocation
    return Path(QStandardPaths.writableLocation(location))


def open_settings(folder: Path | None = None) -> QSettings:
    """The INI file of a given folder, else the platform's own settings store."""
    if folder is not None or os.environ.get(DATA_ENV):
        path = Path(folder or data_folder()) / "settings.ini"
        return QSettings(str(path), QSettings.Format.IniFormat)
    return QSettings(ORGANISATION, APPLICATION)


def seats_to_text(seats: list[SeatConfig]) -> str:
    return ",".join("human" if s.human else s.level for s in seats)


def seats_from_text(text: object) -> list[SeatConfig] | None:
    """Seats remembered as 'human,Normal,Hard'; None if the text is not that."""
    if not isinstance(text, str) or not text:
        return None
    words = text.split(",")
    if not 2 <= len(words) <= 4:
        return None
    return [SeatConfig(True) if w == "human" else SeatConfig(False, w) for w in words]
