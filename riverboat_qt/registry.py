"""Each game's table, by the core registry's game id: the only module of the window that names
the games. The entry point hands TABLES to the window (the shell imports nothing from here); a
game's package never imports another game's."""

from __future__ import annotations

from .riverboat import TABLE as RIVERBOAT
from .shell.table import GameTable
from .shell.tables import Tables
from .the_river import TABLE as THE_RIVER

TABLES = Tables((RIVERBOAT, THE_RIVER))


def table_for(game_id: str) -> GameTable:
    """The table of a game; KeyError names the game when the window has none for it."""
    return TABLES[game_id]


def game_ids() -> list[str]:
    """The games the window can play, in the order the new-game dialog lists them."""
    return TABLES.ids()
