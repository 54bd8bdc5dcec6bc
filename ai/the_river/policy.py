"""A fast rule-of-thumb policy for The River: a score per option, without applying it.

The search uses the scores as priors and, epsilon-greedy, to play rollouts. Each score is
roughly the VP the action brings: construct when possible, claim tiles that produce or match a
column, produce what a reachable building lacks, trade only when it makes a building payable.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import NamedTuple

from core.game import Action
from core.the_river.actions import (
    Build,
    Claim,
    Discard,
    NoSwap,
    Produce,
    Reserve,
    SetAside,
    StartTile,
    Swap,
    TakeFirstPlayer,
    TakeFood,
    Trade,
)
from core.the_river.board import (
    append_gains,
    count_type,
    cover_changes,
    production,
    swap_gains,
    type_masks,
)
from core.the_river.components import BASICS, FOOD, RiverBoard, components
from core.the_river.options import produce_amount
from core.the_river.player import Player
from core.the_river.state import GameState

from .heuristic import lacking, rounds_left

PRIOR_TEMPERATURE = 1.0
ROLLOUT_EPSILON = 0.1


class Context:
    """What every option of one decision shares, computed once per decision.

    The rollouts score every option of every decision, so what all options of a decision read
    (the player's production, room, river masks, what each building lacks) is worked out once
    here, the first time an option needs it.
    """

    __slots__ = ("_lacks", "_masks", "_production", "_room", "_swaps", "_tiles", "_weights",
                 "left", "need", "p", "token", "want")

    def __init__(self, s: GameState, p: Player) -> None:
        self.p = p
        self._lacks: dict[tuple[str, int], int] = {}
        self._masks: tuple[int, ...] | None = None
        self._tiles: TileLaying | None = None
        self._production: tuple[int, int, int] | None = None
        self._room: int | None = None
        self._swaps: tuple[tuple[int, ...], ...] | None = None
        self._weights: tuple[float, float, float] | None = None
        self.left = rounds_left(s)
        self.token = next_token(s, p)
        self.need = needed(s, p, self)
        self.want = [max(0.0, n - h) for n, h in zip(self.need, p.res, strict=True)]
        self.want[FOOD] = 0.5

    def lack(self, b_id: str, discount: int) -> int:
        """missing() of a building for this player, with or without the reserved discount."""
        key = (b_id, discount)
        found = self._lacks.get(key)
        if found is None:
            found = lacking(self.p.res, components().buildings[b_id].cost, discount)
            self._lacks[key] = found
        return found

    def masks(self) -> tuple[int, ...]:
        """The terrain type masks of the player's river (board.type_masks)."""
        if self._masks is None:
            self._masks = tuple(type_masks(self.p.river))
        return self._masks

    def swap_gains(self) -> tuple[tuple[int, ...], ...]:
        if self._swaps is None:
            self._swaps = swap_gains(self.masks())
        return self._swaps

    def tiles(self, board: RiverBoard) -> TileLaying:
        """What laying any tile on the river shares (the river is not full)."""
        if self._tiles is None:
            spot = len(self.p.river) + 1
            left = self.left + 0.5
            self._tiles = TileLaying(spot, left, min(left, 3), spot in board.framed and left > 1,
                                     append_gains(self.masks()), cover_changes(board.id, spot))
        return self._tiles

    def production(self) -> tuple[int, int, int]:
        if self._production is None:
            self._production = self.p.production()
        return self._production

    def room(self) -> int:
        """Warehouses left free."""
        if self._room is None:
            self._room = self.p.storage() - sum(self.p.res)
        return self._room

    def weights(self) -> tuple[float, float, float]:
        """What one more production symbol of each basic resource is worth, per round."""
        if self._weights is None:
            w = self.want
            self._weights = (0.5 + 0.1 * min(3.0, w[0]), 0.5 + 0.1 * min(3.0, w[1]),
                             0.5 + 0.1 * min(3.0, w[2]))
        return self._weights


class TileLaying(NamedTuple):
    spot: int  # the spot the tile goes on
    left: float  # rounds left, this one's half included
    rounds: float  # the rounds the tile's production counts for
    framed: bool  # a framed spot (a pioneer settles there) before the last rounds
    columns: dict[str, int]  # the column points each tile makes
    changes: dict[str, tuple[int, int, int, int]]  # each tile's board.cover_changes


def next_token(s: GameState, p: Player) -> int:
    if len(p.tokens) >= components().bonus_spots(s.num_players):
        return 0
    return s.token_pile[-1] if s.token_pile else 0


def needed(s: GameState, p: Player, c: Context) -> list[float]:
    """Each resource's count in the costs of the two buildings closest to being payable (the
    larger of the two); food is needed by none, it pays for anything. What each building
    lacks is kept in the context for the other options."""
    comp = components()
    buildings = comp.buildings
    lacks = c._lacks
    res = p.res
    ranked: list[tuple[int, int, int, str]] = []  # the order as a stable sort would keep it
    for i, (b_id, discount) in enumerate(_candidates(s, p, comp.reserved_discount)):
        b = buildings[b_id]
        lack = lacking(res, b.cost, discount)
        lacks[(b_id, discount)] = lack
        ranked.append((lack, -b.vp, i, b_id))
    ranked.sort()
    need = [0.0] * (BASICS + 1)
    for _, _, _, b_id in ranked[:2]:
        cost = buildings[b_id].cost
        for r in range(BASICS):
            need[r] = max(need[r], float(cost[r]))
    return need


def _candidates(s: GameState, p: Player, discount: int) -> list[tuple[str, int]]:
    """The reserved buildings with their discount, then the face-up ones without."""
    found = [(b_id, discount) for b_id in p.reserved]
    found += [(b_id, 0) for b_id in s.market if b_id]
    return found


def _build(s: GameState, p: Player, c: Context, a: Build) -> float:
    b = components().buildings[a.building]
    return 2.0 + b.vp + c.token - 0.3 * a.pay[FOOD]


def _tile(s: GameState, p: Player, c: Context, tile_id: str) -> float:
    """Symbols and warehouses gained (less the printed ones covered), columns, its meadow."""
    comp = components()
    if len(p.river) >= comp.spots:
        return -5.0
    t = c.tiles(comp.boards[p.board])
    dw, dc, ds, dstore = t.changes[tile_id]
    ww, wc, ws = c.weights()
    score = sum((dw * ww, dc * wc, ds * ws)) * t.rounds
    score += 0.15 * dstore
    score += t.columns[tile_id] + _meadow(s, p, tile_id, t.left)
    if t.framed:
        score -= 1.0
    return score


def _meadow(s: GameState, p: Player, tile_id: str, left: float) -> float:
    """What the tile's meadow is worth once laid on the player's river."""
    m = components().tiles[tile_id].meadow
    if m is None:
        return 0.0
    river = [*p.river, tile_id]
    if m.effect == "vp_per_type" and m.terrain is not None:
        return count_type(river, m.terrain) + 0.5 * left
    if m.effect == "production_bonus" and m.resource is not None:
        return float(min(m.max_vp, production(p.board, river)[m.resource]))
    if m.effect == "cleanup_income":
        return m.vp + 0.5 * left
    if m.effect == "windfall" and m.resource is not None:
        return 0.6 * min(m.up_to, s.islands[m.resource])
    if m.effect == "vp_per_bonus_token":
        return len(p.tokens) + 0.7 * left
    if m.effect == "vp_per_boat_pioneer":
        return 3.0
    return 1.0  # swap twice


def _claim(s: GameState, p: Player, c: Context, a: Claim) -> float:
    return _tile(s, p, c, a.tile)


def _start(s: GameState, p: Player, c: Context, a: StartTile) -> float:
    return _tile(s, p, c, a.tile)


def _produce(s: GameState, p: Player, c: Context, a: Produce) -> float:
    seat = s.players.index(p)
    amount = produce_amount(s, seat, a.resource, c.production())
    kept = min(amount, max(0, c.room()))
    want = c.want[a.resource]
    return kept * (0.5 + 0.3 * min(1.0, want / max(1, kept))) + 0.2 * min(amount, want)


def _food(s: GameState, p: Player, c: Context, a: TakeFood) -> float:
    value = 1.0 if a.resource == FOOD else 0.5 + 0.2 * min(2.0, c.want[a.resource])
    return value if c.room() > 0 else 0.1


def _reserve(s: GameState, p: Player, c: Context, a: Reserve) -> float:
    b = components().buildings[a.building]
    lack = c.lack(a.building, components().reserved_discount)
    return 0.2 * b.vp - 0.3 * lack + (0.5 if c.left > 0 else -1.0)


def _first(s: GameState, p: Player, c: Context, a: TakeFirstPlayer) -> float:
    return 0.4 if c.left > 0 else -1.0


def _swap(s: GameState, p: Player, c: Context, a: Swap) -> float:
    """The column points the swap makes or loses, less what the swap costs."""
    return c.swap_gains()[a.first][a.second] - _swap_cost(s)


def _swap_cost(s: GameState) -> float:
    """A placement's pioneer spent on a swap, or the meadow's free swap."""
    placing = s.decision is not None and s.decision[0] == "place"
    return 0.8 if placing else 0.1


def _no_swap(s: GameState, p: Player, c: Context, a: NoSwap) -> float:
    return 0.0


def _trade(s: GameState, p: Player, c: Context, a: Trade) -> float:
    """Worth it only when the food makes a building payable that was not."""
    comp = components()
    res, give = p.res, a.give
    after = [res[0] - give[0], res[1] - give[1], res[2] - give[2], res[3] - give[3] + 1]
    buildings = [(b, 0) for b in s.market if b]
    buildings += [(b, comp.reserved_discount) for b in p.reserved]
    best = -4.0
    for b_id, discount in buildings:
        if c.lack(b_id, discount) > 0:
            b = comp.buildings[b_id]
            if lacking(after, b.cost, discount) == 0:
                best = max(best, 1.0 + b.vp + c.token - 2.5)
    return best


def _discard(s: GameState, p: Player, c: Context, a: Discard) -> float:
    """Return what is held beyond the closest buildings' costs; food last."""
    if a.resource == FOOD:
        return -1.0
    return p.res[a.resource] - c.need[a.resource]


def _aside(s: GameState, p: Player, c: Context, a: SetAside) -> float:
    return 0.0


SCORERS: dict[type, Callable[..., float]] = {
    Build: _build, Claim: _claim, StartTile: _start, Produce: _produce, TakeFood: _food,
    Reserve: _reserve, TakeFirstPlayer: _first, Swap: _swap, NoSwap: _no_swap, Trade: _trade,
    Discard: _discard, SetAside: _aside,
}


def scores(s: GameState, actions: Sequence[Action]) -> list[float]:
    """Each option's score: one scorer per kind of action, by its type (the search's
    options are those of s, so The River's own)."""
    p = s.players[s.current_player]  # type: ignore[index]  # not over: a seat is to move
    c = Context(s, p)
    out: list[float] = []
    gains: tuple[tuple[int, ...], ...] | None = None
    cost = 0.0
    for a in actions:
        if type(a) is Swap:  # _swap inline: swaps are often most of the options
            if gains is None:
                gains, cost = c.swap_gains(), _swap_cost(s)
            out.append(gains[a.first][a.second] - cost)
        else:
            out.append(SCORERS[type(a)](s, p, c, a))
    return out
