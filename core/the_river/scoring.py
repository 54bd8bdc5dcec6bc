"""Final scoring (ruling 14) and the running score shown during play.

The running score is the final scoring as if the game ended now: the same categories, with the
pioneers that the next cleanup would put on the boat (settlements due included) standing in
for the boat after the last cleanup.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from ..text import Text, name
from .board import column_vp, count_type, production
from .components import GAME, Meadow, components
from .player import Player

CATEGORIES: tuple[str, ...] = (
    name(GAME, "Bonus tokens"), name(GAME, "Buildings"), name(GAME, "Resources"),
    name(GAME, "Columns"), name(GAME, "Meadows"))
# Each category as the log's sentence says it: 'scores bonus tokens in the final scoring'.
IN_A_SENTENCE: dict[str, Text] = dict(zip(CATEGORIES, (
    name(GAME, "bonus tokens"), name(GAME, "buildings"), name(GAME, "resources"),
    name(GAME, "columns"), name(GAME, "meadows")), strict=True))


def boat_after_cleanup(p: Player) -> int:
    """Pioneers on the boat once the next cleanup is done: all but the settled ones and the
    one still on its bonus spot, less the settlements due (never the last one, ruling 12)."""
    returning = components().pioneers - p.settled - int(p.on_bonus_spot)
    return returning - settlements_due(p, returning)


def settlements_due(p: Player, returning: int) -> int:
    """One pioneer per framed spot covered this round, keeping at least one for the boat."""
    return max(0, min(p.to_settle, returning - 1))


def tile_meadow_vp(p: Player, tile_id: str, boat: int) -> int:
    """What one tile's meadow scores on this river (0 for a tile without one, or one that
    pays during play only); boat: the pioneers counted on the boat."""
    m = components().tiles[tile_id].meadow
    if m is None:
        return 0
    if m.effect == "vp_per_boat_pioneer":
        return boat
    if m.effect == "vp_per_bonus_token":
        return len(p.tokens)
    return _river_meadow_vp(m, p.board, p.river)


def _river_meadow_vp(m: Meadow, board: int, river: Sequence[str]) -> int:
    """A meadow's points that depend on the river alone."""
    if m.effect == "vp_per_type" and m.terrain is not None:
        return count_type(river, m.terrain)
    if m.effect == "production_bonus" and m.resource is not None:
        return min(m.max_vp, production(board, river)[m.resource])
    if m.effect == "cleanup_income":
        return m.vp
    return 0


@lru_cache(maxsize=8192)
def _river_points(board: int, river: tuple[str, ...]) -> tuple[int, int, int, int]:
    """A river's column points, its meadows' points that depend on the river alone, and how
    many of its meadows score a point per boat pioneer and per bonus token: kept for recent
    rivers, as a search scores the same rivers again and again."""
    fixed = per_boat = per_token = 0
    tiles = components().tiles
    for tile_id in river:
        m = tiles[tile_id].meadow
        if m is None:
            continue
        if m.effect == "vp_per_boat_pioneer":
            per_boat += 1
        elif m.effect == "vp_per_bonus_token":
            per_token += 1
        else:
            fixed += _river_meadow_vp(m, board, river)
    return column_vp(river), fixed, per_boat, per_token


def breakdown(p: Player, boat: int) -> dict[str, int]:
    """One seat's points by category, in display order; boat: pioneers on the boat."""
    return dict(zip(CATEGORIES, points(p, boat), strict=True))


def points(p: Player, boat: int) -> tuple[int, int, int, int, int]:
    """breakdown's points, in the order of CATEGORIES; the meadows' as the appendix and
    ruling 14 score them."""
    comp = components()
    columns, fixed, per_boat, per_token = _river_points(p.board, tuple(p.river))
    buildings = comp.buildings
    return (sum(p.tokens), sum(buildings[b].vp for b in p.built),
            sum(p.res) // comp.resources_per_vp, columns,
            fixed + per_boat * boat + per_token * len(p.tokens))


def final_breakdown(players: list[Player]) -> list[dict[str, int]]:
    """After the last cleanup: the pioneers really on each boat count."""
    return [breakdown(p, p.boat) for p in players]


def running_totals(players: list[Player]) -> list[int]:
    """Each seat's running score: the final scoring as if the game ended now, with the
    pioneers the next cleanup would put on the boat."""
    return [sum(points(p, boat_after_cleanup(p))) for p in players]

