"""The River's palette and letters, read once from riverboat_qt/the_river/theme.json; the shared
colours (table, ink, marks, seats) and the font come from the shell's theme."""

from __future__ import annotations

from PySide6.QtGui import QColor

from core.package_data import data_path
from core.the_river.components import components

from ..shell import theme as shell_theme
from ..shell.theme import font, seat_colour_name, seat_edge, seat_fill, seat_letter

__all__ = ["font", "seat_colour_name", "seat_edge", "seat_fill", "seat_letter"]

THEME_FILE = data_path("riverboat_qt.the_river", "theme.json")


def theme() -> dict:
    """The game's colours in the palette the window shows (ThemeError for bad data)."""
    return shell_theme.load_theme(THEME_FILE, shell_theme.palette())


def colour(name: str) -> QColor:
    """A colour of The River's theme, else of the shared one."""
    value = theme().get(name)
    return QColor(value) if isinstance(value, str) else shell_theme.colour(name)


def resource_name(resource: int) -> str:
    return components().resources[resource]


def resource_fill(resource: int) -> QColor:
    return QColor(theme()["resources"][resource_name(resource)]["fill"])


def resource_ink(resource: int) -> QColor:
    return QColor(theme()["resources"][resource_name(resource)]["ink"])


def resource_letter(resource: int) -> str:
    return theme()["resources"][resource_name(resource)]["letter"]


def terrain_fill(terrain: str) -> QColor:
    return QColor(theme()["terrain"][terrain]["fill"])


def part(name: str, key: str) -> QColor:
    return QColor(theme()[name][key])

