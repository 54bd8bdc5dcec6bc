"""Each game's table, by the core registry's game id: the only module of the window that names
the games (the shell asks here; a game's package never imports another game's)."""

from __future__ import annotations

from core import registry as games

from .riverboat import TABLE as RIVERBOAT
from .shell.table import GameTable
from .the_river import TABLE as THE_RIVER

TABLES: dict[str, GameTable] = {table.game_id: table for table in (RIVERBOAT, THE_RIVER)}


def table_for(game_id: str) -> GameTable:
    """The table of a game; KeyError names the game when the window has none for it."""
    if game_id not in TABLES:
        known = games.GAMES.get(game_id)
        raise KeyError(f"the window has no table for {known.title if known else repr(game_id)}")
    return TABLES[game_id]


def game_ids() -> list[str]:
    """The games the window can play, in the order the new-game dialog lists them."""
    return [g for g in games.GAMES if g in TABLES]
