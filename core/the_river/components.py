"""The River's static data, loaded once from core/the_river/components.json and shared.

Nothing here is retyped from the rulebook: every count, cost, printing and spot comes from the
file, so that the designed faces can be replaced without touching code (docs/rules-the-river.md).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from typing import Any

from ..package_data import data_path

RESOURCE = data_path("core.the_river", "components.json")
GAME = "the-river"  # the game id: the domain of its words for players (core.text)

BASICS = 3  # wood, clay and stone come first in the data's resource list; food is the wild one
FOOD = BASICS  # food's index: the resource after the basics


@dataclass(frozen=True, slots=True)
class Meadow:
    """A meadow's effect (docs/rules-the-river.md): its kind and the parameters it uses."""

    effect: str
    terrain: str | None = None  # vp_per_type
    resource: int | None = None  # production_bonus, cleanup_income, windfall
    max_vp: int = 0
    vp: int = 0
    up_to: int = 0


@dataclass(frozen=True, slots=True)
class TileKind:
    """One kind of terrain tile: its types, what it produces and stores, its meadow effect."""

    id: str
    types: frozenset[str]
    production: tuple[int, int, int]  # wood, clay, stone symbols
    storage: int
    count: int
    meadow: Meadow | None


@dataclass(frozen=True, slots=True)
class Building:
    id: str
    cost: tuple[int, int, int]  # wood, clay, stone
    vp: int

    @property
    def size(self) -> int:
        return sum(self.cost)


@dataclass(frozen=True, slots=True)
class RiverBoard:
    """One river board: the symbols printed under each spot (1-12) and the framed spots."""

    id: int
    production: tuple[tuple[int, int, int], ...]  # by spot - 1
    storage: tuple[int, ...]  # by spot - 1
    framed: frozenset[int]


@dataclass(frozen=True, slots=True)
class SpotRule:
    """Who may stand on an action spot: 'single' (count spots of one pioneer each),
    'two_per_player' or 'unlimited'."""

    kind: str
    count: int  # for 'single' with this player count


@dataclass(frozen=True)
class Components:
    raw: dict[str, Any]
    resources: tuple[str, ...]
    letters: str  # one letter per resource for the notation: w c s f
    terrain_types: tuple[str, ...]
    tiles: dict[str, TileKind]
    buildings: dict[str, Building]
    boards: dict[int, RiverBoard]
    spots: int  # river board spots
    columns: tuple[tuple[int, int, int], ...]
    pioneers: int
    on_boat: int
    extra_pioneer_spot: int
    claims_per_round: int
    max_reserved: int
    reserved_discount: int
    trade_give: int
    building_spots: int
    resources_per_vp: int  # final scoring: 1 VP per this many resources left
    column_top_two: int  # a column whose top two tiles share a type
    column_all_three: int  # a column whose three tiles share a type

    # The counts by player count are read from the data once (the rules ask for them at
    # every decision of every search rollout).

    def spot_rules(self, players: int) -> dict[str, SpotRule]:
        return _spot_rules(players)

    def terrain_spots(self, players: int) -> int:
        return _by_players(players)[0]

    def stock(self, players: int) -> tuple[int, ...]:
        return _by_players(players)[1]

    def bonus_spots(self, players: int) -> int:
        return _by_players(players)[2]

    def end_tokens(self, players: int) -> int:
        return _by_players(players)[3]

    def token_piles(self, players: int) -> tuple[tuple[int, ...], int]:
        """The scoring pile (6 on top, so listed low to high for pop()) and the 0s."""
        return _by_players(players)[4]

    def first_bonus(self, players: int) -> tuple[frozenset[str], int]:
        """The islands whose first pioneer takes one more, and how many more."""
        return _by_players(players)[5]


@cache
def _by_players(players: int) -> tuple[int, tuple[int, ...], int, int,
                                       tuple[tuple[int, ...], int], tuple[frozenset[str], int]]:
    """terrain_spots, stock, bonus_spots, end_tokens, token_piles and first_bonus."""
    comp = components()
    raw, key = comp.raw, str(players)
    stock = raw["main_board"]["stock"][key]
    tokens = raw["bonus_tokens"]
    if players == 2:
        tokens = tokens["two_player"]
    bonus = raw["main_board"]["first_pioneer_bonus"]
    first = ((frozenset(bonus["islands"]), int(bonus["extra"])) if players in bonus["players"]
             else (frozenset(), 0))
    return (int(raw["main_board"]["terrain_spots"][key]),
            tuple(int(stock[r]) for r in comp.resources),
            int(raw["river_board"]["bonus_spots"][key]), int(raw["end"]["bonus_tokens"][key]),
            (tuple(sorted(tokens["scoring_pile"])), int(tokens["zero_tokens"])), first)


def _resource_tuple(data: dict[str, int], resources: tuple[str, ...]) -> tuple[int, int, int]:
    w, c, s = (int(data.get(r, 0)) for r in resources[:BASICS])
    return w, c, s


def _meadow(data: dict[str, Any] | None, resources: tuple[str, ...]) -> Meadow | None:
    if data is None:
        return None
    res = data.get("resource")
    return Meadow(data["effect"], data.get("type"), None if res is None else resources.index(res),
                  int(data.get("max_vp", 0)), int(data.get("vp", 0)), int(data.get("up_to", 0)))


def _board(data: dict[str, Any], spots: int, resources: tuple[str, ...]) -> RiverBoard:
    printed = {int(k): v for k, v in data["printed"].items()}
    production = tuple(_resource_tuple(printed.get(i, {}), resources) for i in range(1, spots + 1))
    storage = tuple(int(printed.get(i, {}).get("storage", 0)) for i in range(1, spots + 1))
    return RiverBoard(int(data["id"]), production, storage, frozenset(data["framed"]))


@cache
def components() -> Components:
    raw = json.loads(RESOURCE.read_text(encoding="utf-8"))
    resources = tuple(raw["resources"])
    letters = "".join(r[0] for r in resources)
    assert len(set(letters)) == len(letters) and resources[BASICS] == raw["trade"]["take"]
    river, final = raw["river_board"], raw["final_scoring"]
    tiles = {
        t["id"]: TileKind(t["id"], frozenset(t["types"]), _resource_tuple(t["production"],
                          resources), int(t["storage"]), int(t["count"]),
                          _meadow(t.get("meadow"), resources))
        for t in raw["terrain_tiles"]
    }
    buildings = {
        b["id"]: Building(b["id"], _resource_tuple(b["cost"], resources), int(b["vp"]))
        for b in raw["buildings"]
    }
    boards = {int(b["id"]): _board(b, int(river["spots"]), resources) for b in river["boards"]}
    return Components(
        raw=raw, resources=resources, letters=letters, terrain_types=tuple(raw["terrain_types"]),
        tiles=tiles, buildings=buildings, boards=boards, spots=int(river["spots"]),
        columns=tuple((int(a), int(b), int(c)) for a, b, c in river["columns"]),
        pioneers=int(raw["pioneers"]["on_boat"]) + int(raw["pioneers"]["on_bonus_spot"]),
        on_boat=int(raw["pioneers"]["on_boat"]),
        extra_pioneer_spot=int(river["extra_pioneer_on_bonus_spot"]),
        claims_per_round=int(raw["claims_per_round"]), max_reserved=int(raw["max_reserved"]),
        reserved_discount=int(raw["reserved_discount"]), trade_give=int(raw["trade"]["give"]),
        building_spots=int(raw["main_board"]["building_spots"]),
        resources_per_vp=int(final["resources_per_vp"]),
        column_top_two=int(final["column_top_two"]),
        column_all_three=int(final["column_all_three"]),
    )


@cache
def _spot_rules(players: int) -> dict[str, SpotRule]:
    spots = components().raw["main_board"]["action_spots"]
    return {
        name: SpotRule(d["kind"], int(d["count"][str(players)]) if "count" in d else 0)
        for name, d in spots.items()
    }


@cache
def all_tiles() -> tuple[str, ...]:
    """Every terrain tile of the box by kind id, sorted (65 of them)."""
    return tuple(sorted(t.id for t in components().tiles.values() for _ in range(t.count)))


def board_ids() -> list[int]:
    return sorted(components().boards)
