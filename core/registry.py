"""The games this program knows, by id: the only kernel module that names a game.

Records, the command line, the bots and the window find a game here by the id that a record or
a state carries (`state.game_id`), so none of them imports a game package itself.
"""

from __future__ import annotations

from .errors import shown
from .game import Game, State
from .riverboat import GAME as RIVERBOAT
from .the_river import GAME as THE_RIVER

# Adding a game is one entry here (and its import above).
GAMES: dict[str, Game] = {g.id: g for g in (RIVERBOAT, THE_RIVER)}
DEFAULT = RIVERBOAT.id


def game(game_id: object) -> Game:
    """The game with this id; ValueError naming the known ids otherwise."""
    found = GAMES.get(game_id) if isinstance(game_id, str) else None
    if found is None:
        raise ValueError(f"unknown game {shown(game_id)}: known games are {', '.join(GAMES)}")
    return found


def game_of(state: State) -> Game:
    """The game a state belongs to, by its game_id."""
    return game(getattr(state, "game_id", None))
