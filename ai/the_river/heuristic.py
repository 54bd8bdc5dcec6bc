"""The River's evaluation: each seat's expected final score, read from a position.

It starts from the final scoring as if the game ended now (the engine's running score) and
adds what the seat's things are still worth while rounds remain: resources on their way to a
building, reserved buildings, production symbols and warehouses, pioneers for later turns,
columns half done. How many rounds remain is guessed from the two end races (bonus tokens and
river spots). Pure arithmetic on the state; nothing is applied.
"""

from __future__ import annotations

from core.the_river.board import column_vp
from core.the_river.components import BASICS, components
from core.the_river.player import Player
from core.the_river.scoring import boat_after_cleanup
from core.the_river.state import GameState

from ..knowledge import margins_to_rewards

REWARD_SCALE = 4.0  # VP of margin that makes a reward of 0.73
RESOURCE_VP = 0.75  # a basic resource while it can still go into a building
FOOD_VP = 0.85  # food pays for any resource
PIONEER_VP = 1.1  # one placement in a later round
SYMBOL_VP = 0.5  # one production symbol, per remaining round (capped)
WAREHOUSE_VP = 0.3
RESERVED_SHARE = 0.35  # of a reserved building's VP, before it is paid for
MAX_ROUNDS = 6.0


def rounds_left(s: GameState) -> float:
    """Rounds after this one, guessed from the nearer of the two end races."""
    if s.is_over or s.last_round:
        return 0.0
    comp = components()
    most_tokens = most_tiles = 0
    for p in s.players:
        most_tokens = max(most_tokens, len(p.tokens))
        most_tiles = max(most_tiles, len(p.river))
    tokens = comp.end_tokens(s.num_players) - most_tokens
    tiles = comp.spots - most_tiles
    later = 0.0 if s.phase == "setup" else 0.5
    return max(0.0, min(MAX_ROUNDS, 1.3 * tokens - later, tiles / 2.0 - later))


def evaluate(s: GameState) -> list[float]:
    """Expected final score of each seat (the exact score once the game is over)."""
    scores = s.scores
    if s.is_over:
        return [float(v) for v in scores]
    left = rounds_left(s)
    this_round = s.phase in ("play", "setup")
    return [seat_value(s, seat, scores[seat], left, this_round) for seat in range(s.num_players)]


def seat_value(s: GameState, seat: int, score: int, left: float, this_round: bool) -> float:
    p = s.players[seat]
    moves = (p.boat if this_round else 0) + left * boat_after_cleanup(p)
    value = float(score) - sum(p.res) // 3 + resources_value(p, moves)
    value += PIONEER_VP * left * boat_after_cleanup(p)
    value += reserved_value(p, moves) + production_value(p, left) + columns_potential(p, left)
    return value


def resources_value(p: Player, moves: float) -> float:
    """With placements to come, resources are worth most of a building's VP; else 1 VP per 3.

    Only what fits in the warehouses counts: the excess is about to go back (the cheapest
    first), so producing into full storage is worth nothing.
    """
    held = sum(p.res)
    if moves <= 0:
        return float(held // 3)
    share = min(1.0, moves / 3.0)
    basics = sum(p.res[:BASICS])
    food = p.res[BASICS]
    excess = max(0, held - p.storage())
    dropped = min(excess, basics)
    basics -= dropped
    food -= excess - dropped
    future = RESOURCE_VP * basics + FOOD_VP * food
    return share * future + (1.0 - share) * (basics + food) / 3.0


def missing(p: Player, cost: tuple[int, int, int], discount: int) -> int:
    """Resources still lacking to pay the cost (food is wild; discount: one resource less)."""
    return lacking(p.res, cost, discount)


def lacking(res: list[int], cost: tuple[int, int, int], discount: int) -> int:
    """missing() for a holding (wood, clay, stone, food): the rollouts ask it very often."""
    w, c, s = cost  # conditional expressions: a third of the time of min() and max() calls
    need = w + c + s - discount
    if need < 0:
        need = 0
    have_w, have_c, have_s, food = res
    short = (need - (w if w < have_w else have_w) - (c if c < have_c else have_c)
             - (s if s < have_s else have_s) - food)
    return short if short > 0 else 0


def reserved_value(p: Player, moves: float) -> float:
    if not p.reserved or moves <= 0:
        return 0.0
    comp = components()
    total = 0.0
    for b_id in p.reserved:
        b = comp.buildings[b_id]
        lack = missing(p, b.cost, comp.reserved_discount)
        total += RESERVED_SHARE * b.vp * max(0.0, 1.0 - 0.2 * lack) + 0.5
    return total


def production_value(p: Player, left: float) -> float:
    if left <= 0:
        return 0.0
    rounds = min(left, 3.0)
    symbols = p.production()
    return rounds * (SYMBOL_VP * sum(min(n, 3) for n in symbols)
                     + WAREHOUSE_VP * min(p.storage(), 8))


def columns_potential(p: Player, left: float) -> float:
    """Part of the column points a river may still make: a top tile waiting for its match."""
    if left <= 0:
        return 0.0
    comp = components()
    river = p.river
    n = len(river)
    chance = min(1.0, left / 3.0)
    total = 0.0
    for top, mid, low in comp.columns:
        if top > n or low <= n:
            continue
        if mid > n:
            total += 0.25 * chance * 2
        elif comp.tiles[river[top - 1]].types & comp.tiles[river[mid - 1]].types:
            total += 0.3 * chance * 4
    return total


def rewards(s: GameState) -> list[float]:
    """Each seat's reward in [0, 1]: a smooth function of its margin over the best other."""
    return margins_to_rewards(evaluate(s), REWARD_SCALE)


__all__ = ["column_vp", "evaluate", "lacking", "missing", "rewards", "rounds_left"]
