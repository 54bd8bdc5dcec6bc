"""A fast rule-of-thumb policy for The River: a score per option, without applying it.

The search uses the scores as priors and, epsilon-greedy, to play rollouts. Each score is
roughly the VP the action brings: construct when possible, claim tiles that produce or match a
column, produce what a reachable building lacks, trade only when it makes a building payable.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from core.the_river.actions import (
    Action,
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
from core.the_river.board import column_vp, count_type, production, storage
from core.the_river.components import BASICS, components
from core.the_river.options import produce_amount
from core.the_river.player import RiverPlayer
from core.the_river.state import TheRiverState

from ..choice import epsilon_greedy, softmax
from .heuristic import missing, rounds_left

PRIOR_TEMPERATURE = 1.0
ROLLOUT_EPSILON = 0.1
FOOD = BASICS


class Context:
    """What every option of one decision shares, computed once per decision."""

    __slots__ = ("left", "need", "token", "want")

    def __init__(self, s: TheRiverState, p: RiverPlayer) -> None:
        self.left = rounds_left(s)
        self.token = next_token(s, p)
        self.need = needed(s, p)
        self.want = [max(0.0, n - h) for n, h in zip(self.need, p.res, strict=True)]
        self.want[FOOD] = 0.5


def next_token(s: TheRiverState, p: RiverPlayer) -> int:
    if len(p.tokens) >= components().bonus_spots(s.num_players):
        return 0
    return s.token_pile[-1] if s.token_pile else 0


def needed(s: TheRiverState, p: RiverPlayer) -> list[float]:
    """Each resource's count in the costs of the two buildings closest to being payable (the
    larger of the two); food is needed by none, it pays for anything."""
    comp = components()
    candidates = [(comp.buildings[b], comp.reserved_discount) for b in p.reserved]
    candidates += [(comp.buildings[b], 0) for b in s.market if b]
    candidates.sort(key=lambda bd: (missing(p, bd[0].cost, bd[1]), -bd[0].vp))
    need = [0.0] * (BASICS + 1)
    for b, _ in candidates[:2]:
        for r in range(BASICS):
            need[r] = max(need[r], float(b.cost[r]))
    return need


def _build(s: TheRiverState, p: RiverPlayer, c: Context, a: Build) -> float:
    b = components().buildings[a.building]
    return 2.0 + b.vp + c.token - 0.3 * a.pay[FOOD]


def _tile(s: TheRiverState, p: RiverPlayer, c: Context, tile_id: str) -> float:
    """Symbols and warehouses gained (less the printed ones covered), columns, its meadow."""
    comp = components()
    if len(p.river) >= comp.spots:
        return -5.0
    river = [*p.river, tile_id]
    left = c.left + 0.5
    gain = [a - b for a, b in zip(production(p.board, river), production(p.board, p.river),
                                 strict=True)]
    want = c.want
    score = sum(g * (0.5 + 0.1 * min(3.0, want[r])) for r, g in enumerate(gain)) * min(left, 3)
    score += 0.15 * (storage(p.board, river) - storage(p.board, p.river))
    score += column_vp(river) - column_vp(p.river) + _meadow(s, p, river, tile_id, left)
    if len(river) in comp.boards[p.board].framed and left > 1:
        score -= 1.0
    return score


def _meadow(s: TheRiverState, p: RiverPlayer, river: list[str], tile_id: str,
            left: float) -> float:
    m = components().tiles[tile_id].meadow
    if m is None:
        return 0.0
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


def _claim(s: TheRiverState, p: RiverPlayer, c: Context, a: Claim) -> float:
    return _tile(s, p, c, a.tile)


def _start(s: TheRiverState, p: RiverPlayer, c: Context, a: StartTile) -> float:
    return _tile(s, p, c, a.tile)


def _room(p: RiverPlayer) -> int:
    return p.storage() - sum(p.res)


def _produce(s: TheRiverState, p: RiverPlayer, c: Context, a: Produce) -> float:
    seat = s.players.index(p)
    amount = produce_amount(s, seat, a.resource)
    kept = min(amount, max(0, _room(p)))
    want = c.want[a.resource]
    return kept * (0.5 + 0.3 * min(1.0, want / max(1, kept))) + 0.2 * min(amount, want)


def _food(s: TheRiverState, p: RiverPlayer, c: Context, a: TakeFood) -> float:
    value = 1.0 if a.resource == FOOD else 0.5 + 0.2 * min(2.0, c.want[a.resource])
    return value if _room(p) > 0 else 0.1


def _reserve(s: TheRiverState, p: RiverPlayer, c: Context, a: Reserve) -> float:
    b = components().buildings[a.building]
    lack = missing(p, b.cost, components().reserved_discount)
    return 0.2 * b.vp - 0.3 * lack + (0.5 if c.left > 0 else -1.0)


def _first(s: TheRiverState, p: RiverPlayer, c: Context, a: TakeFirstPlayer) -> float:
    return 0.4 if c.left > 0 else -1.0


def _swap(s: TheRiverState, p: RiverPlayer, c: Context, a: Swap) -> float:
    river = p.river.copy()
    i, j = a.first - 1, a.second - 1
    river[i], river[j] = river[j], river[i]
    gain = column_vp(river) - column_vp(p.river)
    placing = s.decision is not None and s.decision[0] == "place"
    return gain - (0.8 if placing else 0.1)


def _no_swap(s: TheRiverState, p: RiverPlayer, c: Context, a: NoSwap) -> float:
    return 0.0


def _trade(s: TheRiverState, p: RiverPlayer, c: Context, a: Trade) -> float:
    """Worth it only when the food makes a building payable that was not."""
    comp = components()
    after = p.clone()
    for k, n in enumerate(a.give):
        after.res[k] -= n
    after.res[FOOD] += 1
    buildings = [(comp.buildings[b], 0) for b in s.market if b]
    buildings += [(comp.buildings[b], comp.reserved_discount) for b in p.reserved]
    best = -4.0
    for b, discount in buildings:
        if missing(p, b.cost, discount) > 0 and missing(after, b.cost, discount) == 0:
            best = max(best, 1.0 + b.vp + c.token - 2.5)
    return best


def _discard(s: TheRiverState, p: RiverPlayer, c: Context, a: Discard) -> float:
    """Return what is held beyond the closest buildings' costs; food last."""
    if a.resource == FOOD:
        return -1.0
    return p.res[a.resource] - c.need[a.resource]


def _aside(s: TheRiverState, p: RiverPlayer, c: Context, a: SetAside) -> float:
    return 0.0


SCORERS: dict[type, Callable[..., float]] = {
    Build: _build, Claim: _claim, StartTile: _start, Produce: _produce, TakeFood: _food,
    Reserve: _reserve, TakeFirstPlayer: _first, Swap: _swap, NoSwap: _no_swap, Trade: _trade,
    Discard: _discard, SetAside: _aside,
}


def scores(s: TheRiverState, actions: Sequence[Action]) -> list[float]:
    p = s.players[s.current_player]  # type: ignore[index]  # not over: a seat is to move
    c = Context(s, p)
    return [SCORERS[type(a)](s, p, c, a) for a in actions]


def priors(s: TheRiverState, actions: Sequence[Action]) -> list[float]:
    """Softmax of the scores: the share of attention the search gives each action at first."""
    return softmax(scores(s, actions), PRIOR_TEMPERATURE)


def rollout_action(s: TheRiverState, actions: Sequence[Action], rng: random.Random) -> Action:
    """Epsilon-greedy on the scores, ties broken at random."""
    return epsilon_greedy(actions, lambda: scores(s, actions), rng, ROLLOUT_EPSILON)
