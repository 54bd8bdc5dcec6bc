"""River board geometry: which spots a river covers, the symbols left visible, the columns.

A river is the list of tile ids in spot order (spot 1 first): tiles always go on the next free
spot, and a swap exchanges two of them, so the covered spots are always 1..len(river).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from .components import components


@cache
def _printed_from(board: int, covered: int) -> tuple[tuple[int, int, int], int]:
    """Production symbols and warehouses printed on the spots after the first `covered`."""
    b = components().boards[board]
    prod = [0, 0, 0]
    for spot_prod in b.production[covered:]:
        for k in range(3):
            prod[k] += spot_prod[k]
    return (prod[0], prod[1], prod[2]), sum(b.storage[covered:])


def production(board: int, river: Sequence[str]) -> tuple[int, int, int]:
    """Visible production symbols of wood, clay and stone: tiles plus uncovered printings.

    The income meadow's resource is not a symbol (rulebook appendix); the production meadow's is.
    """
    (w, c, s), _ = _printed_from(board, len(river))
    tiles = components().tiles
    for tile_id in river:
        pw, pc, ps = tiles[tile_id].production
        w, c, s = w + pw, c + pc, s + ps
    return w, c, s


def storage(board: int, river: Sequence[str]) -> int:
    """Visible warehouses: on the tiles and printed on the spots not yet covered (ruling 5)."""
    _, printed = _printed_from(board, len(river))
    tiles = components().tiles
    return printed + sum(tiles[t].storage for t in river)


def is_framed(board: int, spot: int) -> bool:
    """Framed spots: a pioneer settles there at the cleanup after it is covered (ruling 12)."""
    return spot in components().boards[board].framed


def column_vp(river: Sequence[str]) -> int:
    """Columns scored top to bottom: all three share a type, else the top two (ruling 14)."""
    comp = components()
    raw = comp.raw["final_scoring"]
    total = 0
    for top, mid, low in comp.columns:
        if mid > len(river):
            continue
        shared = comp.tiles[river[top - 1]].types & comp.tiles[river[mid - 1]].types
        if not shared:
            continue
        if low <= len(river) and shared & comp.tiles[river[low - 1]].types:
            total += raw["column_all_three"]
        else:
            total += raw["column_top_two"]
    return total


def count_type(river: Sequence[str], terrain: str) -> int:
    """Tiles of a type on a river; a tile of two types counts for both."""
    tiles = components().tiles
    return sum(1 for t in river if terrain in tiles[t].types)
