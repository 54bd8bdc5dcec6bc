"""Player mats as networkx graphs (each hex's colour and outskirts, its neighbours the graph's
edges), with tuple and bitmask views of the same graph made once for the rules' hot paths."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache, reduce
from operator import or_
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import networkx as nx

from .actions import Plant
from .components import COLOURS, CROPS, components
from .hexgrid import (
    COLS,
    N_HEXES,
    ROWS,
    canonical_shape,
    from_axial,
    hex_index,
    hex_neighbours,
    rotate,
    to_axial,
)

FULL_MASK = (1 << N_HEXES) - 1
# The hexes of the first and last rows and columns: the same on every mat.
OUTSKIRTS_MASK = sum(1 << hex_index(r, c) for r in range(ROWS) for c in range(COLS)
                     if r in (0, ROWS - 1) or c in (0, COLS - 1))


# The set bits of each byte value, offset by each of the five bytes of a 40-hex mask: bits()
# reads a mask a byte at a time instead of a bit at a time (it runs at every decision).
_BYTE_BITS: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
    tuple(tuple(8 * k + b for b in range(8) if v >> b & 1) for v in range(256))
    for k in range((N_HEXES + 7) // 8)
)


def bits(mask: int) -> list[int]:
    """The set hex indices of a mask, lowest first."""
    out: list[int] = []
    for table in _BYTE_BITS:
        if not mask:
            return out
        out += table[mask & 255]
        mask >>= 8
    while mask:  # bits above the mat's hexes: none in a valid state, read the slow way
        low = mask & -mask
        out.append(low.bit_length() - 1 + 8 * len(_BYTE_BITS))
        mask ^= low
    return out


@dataclass(frozen=True, eq=False)
class Placement:
    """One way to lay a tile kind on the mat: the hexes it covers and the crop on each."""

    kind: str
    mask: int
    cells: tuple[tuple[int, int], ...]  # (hex, crop), sorted by hex
    plant: Plant  # the action that lays it from the crop supply board, built (and checked) once
    bought: Plant  # the same from a pile, for a coin


@dataclass(frozen=True, eq=False)
class Mat:
    """A mat layout: the graph (hex -> colour, outskirts) and its views, made once."""

    id: int
    graph: nx.Graph
    colour_of: tuple[str, ...]
    colour_masks: dict[str, int]
    outskirts_mask: int
    neighbours: tuple[tuple[int, ...], ...]
    neighbour_masks: tuple[int, ...]  # the same as bitmasks
    # placements[kind][lowest hex] -> placements of that kind whose lowest hex it is
    placements: dict[str, tuple[tuple[Placement, ...], ...]]

    def crop_group(self, crop_mask: int, start: int) -> int:
        """The connected hexes of crop_mask that hold start, as a mask (a well's group): the
        graph's component, found by a flood fill over its edges as masks."""
        group = frontier = 1 << start
        while frontier:
            low = frontier & -frontier
            frontier ^= low
            new = self.neighbour_masks[low.bit_length() - 1] & crop_mask & ~group
            group |= new
            frontier |= new
        return group


def _build_graph(rows: list[list[str]]) -> nx.Graph:
    """The mat's hexes (colour, outskirts) and their adjacency on the hex grid."""
    import networkx as nx  # on first use: a start that only reads records never needs it

    graph = nx.Graph()
    for index in range(N_HEXES):
        r, c = divmod(index, COLS)
        graph.add_node(index, colour=rows[r][c], outskirts=bool(OUTSKIRTS_MASK >> index & 1))
    graph.add_edges_from((h, n) for h in range(N_HEXES) for n in hex_neighbours(h))
    return graph


def _placements(kind_id: str) -> tuple[tuple[Placement, ...], ...]:
    kind = components().tile_kinds[kind_id]
    by_low: list[list[Placement]] = [[] for _ in range(N_HEXES)]
    seen = set()
    for anchor in range(N_HEXES):
        aq, ar = to_axial(anchor)
        for turns in range(6):
            cells = []
            for q, r, crop in kind.cells:
                dq, dr = rotate(q, r, turns)
                hex_ = from_axial(aq + dq, ar + dr)
                if hex_ is None:
                    break
                cells.append((hex_, crop))
            else:
                key = tuple(sorted(cells))
                if key in seen:
                    continue
                seen.add(key)
                mask = sum(1 << h for h, _ in key)
                placement = Placement(kind_id, mask, key, Plant(key), Plant(key, True))
                by_low[key[0][0]].append(placement)
    return tuple(tuple(p) for p in by_low)


@cache
def all_placements() -> dict[str, tuple[tuple[Placement, ...], ...]]:
    """Placements depend on the grid only, not on the colours, so all mats share them."""
    return {kid: _placements(kid) for kid in components().tile_kinds}


@cache
def ranked_placements() -> tuple[Placement, ...]:
    """Every placement in the order plant options list them: kind name, lowest hex, table
    order. A placement's rank is its index here."""
    table = all_placements()
    return tuple(pl for kind in sorted(table) for by_low in table[kind] for pl in by_low)


# The placements anchored at a hex (their lowest), grouped by the hexes they cover: each mask
# with the ranks of its placements. A few masks per hex stand for a hundred placements of all
# the kinds.
MaskGroups = tuple[tuple[int, tuple[int, ...]], ...]


@cache
def placements_by_mask() -> tuple[MaskGroups, ...]:
    """For each lowest hex, its placement masks and the ranks of each mask's placements."""
    groups: list[dict[int, list[int]]] = [{} for _ in range(N_HEXES)]
    for rank, pl in enumerate(ranked_placements()):
        groups[pl.cells[0][0]].setdefault(pl.mask, []).append(rank)
    return tuple(tuple((mask, tuple(ranks)) for mask, ranks in g.items()) for g in groups)


@cache
def placement_reach() -> tuple[int, ...]:
    """For each hex, the hexes its anchored placements may cover: only they decide which fit."""
    return tuple(reduce(or_, (mask for mask, _ in groups), 0) for groups in placements_by_mask())


@cache  # at most 2**10 neighbourhoods of each of the 40 hexes
def anchored_fits(low: int, near: int) -> tuple[int, ...]:
    """The ranks of the placements anchored at a hex that fit the free hexes near it (those
    of its reach), worked out once for each such neighbourhood."""
    return tuple(rank for mask, ranks in placements_by_mask()[low] if mask & near == mask
                 for rank in ranks)


@cache
def mat(mat_id: int) -> Mat:
    """The shared Mat of that id (1-4)."""
    spec = next((m for m in components().raw["mats"] if m["id"] == mat_id), None)
    if spec is None:
        raise ValueError(f"no mat with id {mat_id}")
    graph = _build_graph([row.split() for row in spec["rows"]])
    colour_of = tuple(graph.nodes[i]["colour"] for i in range(N_HEXES))
    colour_masks = {c: sum(1 << i for i in range(N_HEXES) if colour_of[i] == c) for c in COLOURS}
    outskirts = sum(1 << i for i in range(N_HEXES) if graph.nodes[i]["outskirts"])
    neighbours = tuple(tuple(sorted(graph.neighbors(i))) for i in range(N_HEXES))
    neighbour_masks = tuple(sum(1 << n for n in ns) for ns in neighbours)
    return Mat(mat_id, graph, colour_of, colour_masks, outskirts, neighbours, neighbour_masks,
               all_placements())


def mat_ids() -> list[int]:
    return [m["id"] for m in components().raw["mats"]]


@cache
def _kind_by_shape() -> dict[tuple[tuple[int, int, int], ...], str]:
    return {canonical_shape(list(k.cells)): k.id for k in components().tile_kinds.values()}


@cache
def _kind_by_cells() -> dict[tuple[tuple[int, int], ...], str]:
    """The kind of every placement's cells, known from its making: planting looks it up each
    time (the kinds' shapes differ, so no cells are two kinds': a test checks the shapes)."""
    return {pl.cells: pl.kind
            for by_low in all_placements().values() for pls in by_low for pl in pls}


def kind_of(cells: tuple[tuple[int, int], ...]) -> str | None:
    """The tile kind whose shape and crops these (hex, crop) cells show, if any."""
    known = _kind_by_cells()
    if type(cells) is tuple and cells in known:
        return known[cells]
    return _kind_of_shape(cells)


def _kind_of_shape(cells: tuple[tuple[int, int], ...]) -> str | None:
    if not cells or any(not 0 <= h < N_HEXES or not 0 <= c < len(CROPS) for h, c in cells):
        return None
    points = [(*to_axial(h), c) for h, c in cells]
    return _kind_by_shape().get(canonical_shape(points))
