"""The games a window can play: their tables, handed to the window by the entry point.

The shell names no game (Orange Canvas' main window is given its widget registry the same
way): riverboat_qt/__main__.py builds a Tables from riverboat_qt/registry.py, a test builds one
with a toy game's table, and the window hands it to the parts that need a game's table.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from typing import TYPE_CHECKING

from core import registry

if TYPE_CHECKING:
    from .table import GameTable


class Tables(Mapping[str, "GameTable"]):
    """Tables by the core registry's game id, in the order the new-game dialog lists them; the
    first is the window's game before any other is chosen."""

    def __init__(self, tables: Iterable[GameTable]):
        self._by_id: dict[str, GameTable] = {}
        for table in tables:
            if table.game_id in self._by_id:
                raise ValueError(f"two tables for the game {table.game_id!r}")
            self._by_id[table.game_id] = table
        if not self._by_id:
            raise ValueError("a window needs the table of at least one game")

    def __getitem__(self, game_id: str) -> GameTable:
        """KeyError names the game when the window has no table for it."""
        if game_id not in self._by_id:
            known = registry.GAMES.get(game_id)
            raise KeyError(f"the window has no table for {known.title if known else repr(game_id)}")
        return self._by_id[game_id]

    def __iter__(self) -> Iterator[str]:
        return iter(self._by_id)

    def __len__(self) -> int:
        return len(self._by_id)

    def ids(self) -> list[str]:
        """The game ids, in order."""
        return list(self._by_id)

    @property
    def default(self) -> str:
        """The game the window shows before one is chosen: the first."""
        return next(iter(self._by_id))
