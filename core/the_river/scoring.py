"""Final scoring (ruling 14) and the running score shown during play.

The running score is the final scoring as if the game ended now: the same categories, with the
pioneers that the next cleanup would put on the boat (settlements due included) standing in
for the boat after the last cleanup.
"""

from __future__ import annotations

from ..text import Text, name
from .board import column_vp, count_type, production
from .components import GAME, components
from .player import RiverPlayer

CATEGORIES: tuple[str, ...] = (
    name(GAME, "Bonus tokens"), name(GAME, "Buildings"), name(GAME, "Resources"),
    name(GAME, "Columns"), name(GAME, "Meadows"))
# Each category as the log's sentence says it: 'scores bonus tokens in the final scoring'.
IN_A_SENTENCE: dict[str, Text] = dict(zip(CATEGORIES, (
    name(GAME, "bonus tokens"), name(GAME, "buildings"), name(GAME, "resources"),
    name(GAME, "columns"), name(GAME, "meadows")), strict=True))


def boat_after_cleanup(p: RiverPlayer) -> int:
    """Pioneers on the boat once the next cleanup is done: all but the settled ones and the
    one still on its bonus spot, less the settlements due (never the last one, ruling 12)."""
    returning = components().pioneers - p.settled - int(p.on_bonus_spot)
    return returning - settlements_due(p, returning)


def settlements_due(p: RiverPlayer, returning: int) -> int:
    """One pioneer per framed spot covered this round, keeping at least one for the boat."""
    return max(0, min(p.to_settle, returning - 1))


def meadow_vp(p: RiverPlayer, boat: int) -> int:
    """Points of the meadow tiles on a river (appendix; ruling 14)."""
    return sum(tile_meadow_vp(p, tile_id, boat) for tile_id in p.river)


def tile_meadow_vp(p: RiverPlayer, tile_id: str, boat: int) -> int:
    """What one tile's meadow scores on this river (0 for a tile without one, or one that
    pays during play only); boat: the pioneers counted on the boat."""
    m = components().tiles[tile_id].meadow
    if m is None:
        return 0
    if m.effect == "vp_per_type" and m.terrain is not None:
        return count_type(p.river, m.terrain)
    if m.effect == "production_bonus" and m.resource is not None:
        return min(m.max_vp, production(p.board, p.river)[m.resource])
    if m.effect == "cleanup_income":
        return m.vp
    if m.effect == "vp_per_boat_pioneer":
        return boat
    if m.effect == "vp_per_bonus_token":
        return len(p.tokens)
    return 0


def breakdown(p: RiverPlayer, boat: int) -> dict[str, int]:
    """One seat's points by category, in display order; boat: pioneers on the boat."""
    comp = components()
    per_vp = comp.raw["final_scoring"]["resources_per_vp"]
    return {
        CATEGORIES[0]: sum(p.tokens),
        CATEGORIES[1]: sum(comp.buildings[b].vp for b in p.built),
        CATEGORIES[2]: sum(p.res) // per_vp,
        CATEGORIES[3]: column_vp(p.river),
        CATEGORIES[4]: meadow_vp(p, boat),
    }


def final_breakdown(players: list[RiverPlayer]) -> list[dict[str, int]]:
    """After the last cleanup: the pioneers really on each boat count."""
    return [breakdown(p, p.boat) for p in players]


def running_breakdown(players: list[RiverPlayer]) -> list[dict[str, int]]:
    return [breakdown(p, boat_after_cleanup(p)) for p in players]

