"""One player's pieces: river board, resources, pioneers, tokens and buildings."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from . import board


@dataclass(slots=True, init=False, eq=False, repr=False)
class Player:
    """A seat's own things; to_dict and from_dict follow the field order.

    Pioneers are conserved: boat + on the main board (counted in the state's spots) + set aside
    + settled + the one still on bonus spot 2 == 5.
    """

    board: int  # river board id (1-4)
    river: list[str]  # tile ids by spot, spot 1 first
    res: list[int]  # wood, clay, stone, food held
    boat: int  # pioneers on the boat
    aside: int  # pioneers set aside this round: no spot was open to them (ruling 3)
    settled: int  # pioneers settled on framed spots for good
    on_bonus_spot: bool  # the extra pioneer still stands on its bonus spot
    to_settle: int  # framed spots covered this round: settlements at the next cleanup
    tokens: list[int]  # bonus token values in the order taken
    built: list[str]  # building ids constructed
    reserved: list[str]  # building ids reserved face down

    @classmethod
    def new(cls, board_id: int, on_boat: int) -> Player:
        p = cls.__new__(cls)
        p.board = board_id
        p.river = []
        p.res = [0, 0, 0, 0]
        p.boat = on_boat
        p.aside = 0
        p.settled = 0
        p.on_bonus_spot = True
        p.to_settle = 0
        p.tokens = []
        p.built = []
        p.reserved = []
        return p

    def clone(self) -> Player:
        p = Player.__new__(Player)
        p.board = self.board
        p.river = self.river.copy()
        p.res = self.res.copy()
        p.boat = self.boat
        p.aside = self.aside
        p.settled = self.settled
        p.on_bonus_spot = self.on_bonus_spot
        p.to_settle = self.to_settle
        p.tokens = self.tokens.copy()
        p.built = self.built.copy()
        p.reserved = self.reserved.copy()
        return p

    def to_dict(self) -> dict[str, Any]:
        return {name: _copy(getattr(self, name)) for name in Player.__slots__}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Player:
        """From checked data (validate.check_state_dict ran first)."""
        p = cls.__new__(cls)
        for name in Player.__slots__:
            setattr(p, name, _copy(data[name]))
        return p

    # -- what the board shows ---------------------------------------------------------

    def production(self) -> tuple[int, int, int]:
        return board.production(self.board, self.river)

    def storage(self) -> int:
        return board.storage(self.board, self.river)

    def held(self) -> int:
        return sum(self.res)

    def excess(self) -> int:
        """Resources beyond the visible warehouses: that many must go back (ruling 5)."""
        return sum(self.res) - board.storage(self.board, self.river)


def _copy(value: Any) -> Any:
    return value.copy() if isinstance(value, list) else value
