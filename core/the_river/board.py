"""River board geometry: which spots a river covers, the symbols left visible, the columns.

A river is the list of tile ids in spot order (spot 1 first): tiles always go on the next free
spot, and a swap exchanges two of them, so the covered spots are always 1..len(river).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache, lru_cache

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
    return _visible(board, tuple(river))[0]


def storage(board: int, river: Sequence[str]) -> int:
    """Visible warehouses: on the tiles and printed on the spots not yet covered (ruling 5)."""
    return _visible(board, tuple(river))[1]


@lru_cache(maxsize=8192)
def _visible(board: int, river: tuple[str, ...]) -> tuple[tuple[int, int, int], int]:
    """production() and storage(): kept for recent rivers, as every decision asks for them
    (the options, the storage check, the bots' scores) and a search meets the same rivers."""
    (w, c, s), store = _printed_from(board, len(river))
    tiles = components().tiles
    for tile_id in river:
        tile = tiles[tile_id]
        pw, pc, ps = tile.production
        w, c, s = w + pw, c + pc, s + ps
        store += tile.storage
    return (w, c, s), store


def is_framed(board: int, spot: int) -> bool:
    """Framed spots: a pioneer settles there at the cleanup after it is covered (ruling 12)."""
    return spot in components().boards[board].framed


def column_vp(river: Sequence[str]) -> int:
    """Columns scored top to bottom: all three share a type, else the top two (ruling 14)."""
    return masks_column_vp(type_masks(river))


def type_masks(river: Sequence[str]) -> list[int]:
    """Each tile's terrain types as a bitmask: shared types are one AND away."""
    masks = _type_mask()
    return [masks[t] for t in river]


def masks_column_vp(masks: Sequence[int]) -> int:
    """column_vp of a river given by its type masks (type_masks)."""
    top_two, all_three = _column_points()
    n = len(masks)
    total = 0
    for top, mid, low in components().columns:
        if mid > n:
            continue
        shared = masks[top - 1] & masks[mid - 1]
        if not shared:
            continue
        if low <= n and shared & masks[low - 1]:
            total += all_three
        else:
            total += top_two
    return total


def column_value(masks: Sequence[int], column: tuple[int, int, int]) -> int:
    """The points of one column (top, mid, low spots) alone: a change to one or two spots
    changes only their columns, so the search scores it without the rest of the river."""
    top, mid, low = column
    n = len(masks)
    if mid > n:
        return 0
    shared = masks[top - 1] & masks[mid - 1]
    if not shared:
        return 0
    top_two, all_three = _column_points()
    return all_three if low <= n and shared & masks[low - 1] else top_two


@lru_cache(maxsize=4096)
def swap_gains(masks: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    """The column points each swap of a river (given by type_masks) makes or loses, as
    gains[first][second] for spots first < second (1-12). A search meets the same rivers over
    and over, and a swap spot offers up to 66 swaps, so the table is kept for recent rivers."""
    n = len(masks)
    base = {col: column_value(masks, col) for col in components().columns}
    gains = [[0] * (n + 1) for _ in range(n + 1)]
    after = list(masks)
    for first, second, touched in _swap_columns(n):
        i, j = first - 1, second - 1
        if masks[i] == masks[j]:
            continue  # two tiles of the same types: nothing changes
        after[i], after[j] = masks[j], masks[i]
        gain = 0
        for col in touched:
            gain += column_value(after, col) - base[col]
        gains[first][second] = gain
        after[i], after[j] = masks[i], masks[j]
    return tuple(tuple(row) for row in gains)


@cache
def _swap_columns(n: int) -> tuple[tuple[int, int, tuple[tuple[int, int, int], ...]], ...]:
    """Each swap of a river of n tiles (first, second) with the columns it touches."""
    return tuple((a, b, columns_of((a, b))) for a in range(1, n) for b in range(a + 1, n + 1))


@lru_cache(maxsize=4096)
def append_gains(masks: tuple[int, ...]) -> dict[str, int]:
    """The column points each tile (by id) makes when laid on the next spot of a river given
    by type_masks (which is not full)."""
    cols = columns_of((len(masks) + 1,))
    before = sum(column_value(masks, col) for col in cols)
    by_mask = {}
    for mask in set(_type_mask().values()):
        after = (*masks, mask)
        by_mask[mask] = sum(column_value(after, col) for col in cols) - before
    return {tile_id: by_mask[mask] for tile_id, mask in _type_mask().items()}


@cache
def columns_of(spots: tuple[int, ...]) -> tuple[tuple[int, int, int], ...]:
    """The columns (top, mid, low spots) holding any of these spots (1-12), each once."""
    return tuple(col for col in components().columns if any(s in col for s in spots))


@cache
def cover_changes(board: int, spot: int) -> dict[str, tuple[int, int, int, int]]:
    """What laying each tile (by id) on a spot changes: wood, clay and stone symbols and
    warehouses (the tile's own less those printed on the spot it covers)."""
    b = components().boards[board]
    printed, store = b.production[spot - 1], b.storage[spot - 1]
    return {tile_id: (tile.production[0] - printed[0], tile.production[1] - printed[1],
                      tile.production[2] - printed[2], tile.storage - store)
            for tile_id, tile in components().tiles.items()}


@cache
def _type_mask() -> dict[str, int]:
    comp = components()
    bits = {t: 1 << i for i, t in enumerate(comp.terrain_types)}
    return {tid: sum(bits[t] for t in kind.types) for tid, kind in comp.tiles.items()}


@cache
def _column_points() -> tuple[int, int]:
    """The points of a column whose top two tiles share a type, and of one whose three do."""
    comp = components()
    return comp.column_top_two, comp.column_all_three


def count_type(river: Sequence[str], terrain: str) -> int:
    """Tiles of a type on a river; a tile of two types counts for both."""
    tiles = components().tiles
    return sum(1 for t in river if terrain in tiles[t].types)
