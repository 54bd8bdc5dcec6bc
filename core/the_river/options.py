"""What each decision allows: the legal actions, built fresh from the state (it caches them)."""

from __future__ import annotations

from collections.abc import Callable
from functools import cache, lru_cache
from typing import TYPE_CHECKING

from .actions import (
    CLAIM_SPOT,
    FIRST_SPOT,
    FOOD_SPOT,
    PRODUCE_SPOTS,
    RESERVE_SPOT,
    SWAP_SPOT,
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
from .components import BASICS, FOOD, components
from .constants import DecisionKind
from .player import Player

if TYPE_CHECKING:
    from .state import GameState


_PLACE = (DecisionKind.PLACE,)
ACTION_KINDS: dict[type, tuple[DecisionKind, ...]] = {
    StartTile: (DecisionKind.START_TILE,), Trade: _PLACE, Claim: _PLACE, Produce: _PLACE,
    TakeFood: _PLACE, Reserve: _PLACE, Build: _PLACE, TakeFirstPlayer: _PLACE,
    Swap: (DecisionKind.PLACE, DecisionKind.MEADOW_SWAP), NoSwap: (DecisionKind.MEADOW_SWAP,),
    Discard: (DecisionKind.DISCARD,), SetAside: _PLACE,
}


# == options of each decision ==========================================================

# The options are made again at every decision of every search rollout: each action value is
# made once and shared (actions are immutable), which spares checking its fields every time.

@cache
def _start(tile: str) -> StartTile:
    return StartTile(tile)


@cache
def _claim(tile: str) -> Claim:
    return Claim(tile)


@cache
def _reserve(building: str) -> Reserve:
    return Reserve(building)


PRODUCE = tuple(Produce(r) for r in range(BASICS))
TAKE_FOOD = tuple(TakeFood(r) for r in range(BASICS + 1))
DISCARD = tuple(Discard(r) for r in range(BASICS + 1))
TAKE_FIRST, SET_ASIDE, NO_SWAP = TakeFirstPlayer(), SetAside(), NoSwap()


def start_tile_options(s: GameState, seat: int) -> list[Action]:
    return [_start(t) for t in sorted({t for t in s.offer if t is not None})]


@cache
def _room_rules(players: int) -> dict[str, tuple[str, int]]:
    """Each spot's rule kind and its bound: the pioneers it takes, or each seat's claims."""
    claims = components().claims_per_round
    return {name: (rule.kind, claims if rule.kind == "two_per_player" else rule.count)
            for name, rule in components().spot_rules(players).items()}


def has_room(s: GameState, seat: int, spot: str) -> bool:
    """Whether this seat may put a pioneer on the spot (ruling 2)."""
    kind, bound = _room_rules(s.num_players)[spot]
    if kind == "single":
        return len(s.spots[spot]) < bound
    if kind == "two_per_player":
        return s.spots[spot].count(seat) < bound
    return True


def produce_amount(s: GameState, seat: int, resource: int,
                   symbols: tuple[int, int, int] | None = None) -> int:
    """What producing takes: symbols + the first pioneer's extra, within the island (ruling 6)."""
    islands, extra = components().first_bonus(s.num_players)
    spot = PRODUCE_SPOTS[resource]
    amount = (symbols or s.players[seat].production())[resource]
    if spot in islands and not s.spots[spot]:
        amount += extra
    return min(amount, s.islands[resource])


def trade_options(s: GameState, seat: int) -> list[Action]:
    """Any 3 resources for 1 food while food remains on its island (ruling 4)."""
    res = s.players[seat].res
    give = components().trade_give
    if s.islands[FOOD] < 1 or sum(res) < give:
        return []
    return list(_trades_from(tuple(res), give))


@lru_cache(maxsize=1 << 12)
def _trades_from(res: tuple[int, ...], give: int) -> tuple[Trade, ...]:
    """The trades of a holding, by the part of it a trade can use."""
    w, c, st, f = (min(n, give) for n in res)
    return _trades(w, c, st, f, give)


@cache
def _trades(w_held: int, c_held: int, s_held: int, f_held: int, give: int) -> tuple[Trade, ...]:
    """The trades of a holding, each count capped at the number given (all a trade can use)."""
    out: list[Trade] = []
    for w in range(min(w_held, give) + 1):
        for c in range(min(c_held, give - w) + 1):
            for st in range(min(s_held, give - w - c) + 1):
                f = give - w - c - st
                if f <= f_held:
                    out.append(Trade((w, c, st, f)))
    return tuple(out)


def payments(cost: tuple[int, int, int], need: int, have: list[int]) -> list[tuple[int, ...]]:
    """Every exact payment of `need` resources: at most the cost of each kind, food for the
    rest (food is wild; a reserved building's discount is one resource of choice, ruling 9)."""
    out: list[tuple[int, ...]] = []
    food = have[FOOD]
    for w in range(min(cost[0], have[0], need) + 1):
        for c in range(min(cost[1], have[1], need - w) + 1):
            rest = need - w - c
            for st in range(max(0, rest - food), min(cost[2], have[2], rest) + 1):
                out.append((w, c, st, rest - st))
    return out


def build_options(s: GameState, seat: int) -> list[Action]:
    p = s.players[seat]
    res = tuple(p.res)
    out: list[Action] = []
    for b_id in s.market:
        if b_id:
            out += _builds_from(b_id, 0, res)
    if p.reserved:
        discount = components().reserved_discount
        for b_id in p.reserved:
            out += _builds_from(b_id, discount, res)
    return out


@lru_cache(maxsize=1 << 14)
def _builds_from(b_id: str, discount: int, res: tuple[int, ...]) -> tuple[Build, ...]:
    """A building's builds from a holding: one lookup a building at each decision (the
    holding's usable part worked out only for a holding not seen lately)."""
    return _builds(b_id, discount, *_usable(b_id, discount, res))


def _usable(b_id: str, discount: int, have: tuple[int, ...]) -> tuple[int, int, int, int]:
    """The part of a holding that payments() can use: each basic up to its cost, food up to
    the whole price; more changes nothing."""
    cost = components().buildings[b_id].cost
    need = max(0, cost[0] + cost[1] + cost[2] - discount)
    return min(have[0], cost[0]), min(have[1], cost[1]), min(have[2], cost[2]), min(have[3], need)


@cache
def _builds(b_id: str, discount: int, w: int, c: int, st: int, f: int) -> tuple[Build, ...]:
    b = components().buildings[b_id]
    return tuple(Build(b_id, pay)  # type: ignore[arg-type]  # four counts
                 for pay in payments(b.cost, max(0, b.size - discount), [w, c, st, f]))


def placement_options(s: GameState, seat: int) -> list[Action]:
    """Every spot this seat's pioneer may take, with every way to perform its action."""
    p = s.players[seat]
    comp = components()
    out: list[Action] = []
    if has_room(s, seat, CLAIM_SPOT) and len(p.river) < comp.spots:
        out += [_claim(t) for t in sorted({t for t in s.offer if t is not None})]
    symbols = p.production()
    for r in range(BASICS):
        if has_room(s, seat, PRODUCE_SPOTS[r]) and produce_amount(s, seat, r, symbols) > 0:
            out.append(PRODUCE[r])
    if has_room(s, seat, FOOD_SPOT):
        if s.islands[FOOD] > 0:
            out.append(TAKE_FOOD[FOOD])
        else:
            out += [TAKE_FOOD[r] for r in range(BASICS) if s.islands[r] > 0]
    if has_room(s, seat, RESERVE_SPOT) and len(p.reserved) < comp.max_reserved:
        out += [_reserve(b) for b in s.market if b]
    out += build_options(s, seat)
    if has_room(s, seat, FIRST_SPOT):
        out.append(TAKE_FIRST)
    if has_room(s, seat, SWAP_SPOT):
        out += swap_options(p)
    return out


def swap_options(p: Player) -> list[Action]:
    return list(_swaps(len(p.river)))


@cache
def _swaps(n: int) -> tuple[Swap, ...]:
    return tuple(Swap(a, b) for a in range(1, n) for b in range(a + 1, n + 1))


def place_options(s: GameState, seat: int) -> list[Action]:
    """Trades, then placements; with no placement, trades and setting a pioneer aside
    (ruling 3). Empty when nothing at all can be done: advance sets one aside by itself."""
    trades = trade_options(s, seat)
    places = placement_options(s, seat)
    if places:
        return trades + places
    return trades + [SET_ASIDE] if trades else []


def surely_has_options(s: GameState, kind: DecisionKind, seat: int) -> bool:
    """Whether the decision has options for sure, known without making them: a placement
    while the first player spot is open (taking it is always an option). A search that looks
    one move ahead never reads the options of the decision it lands on."""
    return kind == DecisionKind.PLACE and has_room(s, seat, FIRST_SPOT)


def discard_options(s: GameState, seat: int) -> list[Action]:
    p = s.players[seat]
    if p.excess() <= 0:
        return []
    return [DISCARD[k] for k, n in enumerate(p.res) if n > 0]


def meadow_swap_options(s: GameState, seat: int) -> list[Action]:
    p = s.players[seat]
    return swap_options(p) + [NO_SWAP] if len(p.river) >= 2 else []


OPTIONS: dict[DecisionKind, Callable[[GameState, int], list[Action]]] = {
    DecisionKind.START_TILE: start_tile_options,
    DecisionKind.PLACE: place_options,
    DecisionKind.DISCARD: discard_options,
    DecisionKind.MEADOW_SWAP: meadow_swap_options,
}


def legal_actions(s: GameState) -> list[Action]:
    if s.decision is None:
        return []
    kind, seat, _ = s.decision
    return OPTIONS[kind](s, seat)
