"""The static component data, loaded once from core/riverboat/components.json and shared."""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from typing import Any

from ..package_data import data_path
from ..text import Text, chain, count, name, text

RESOURCE = data_path("core.riverboat", "components.json")

CROPS = ("turnip", "wheat", "corn", "potato", "pumpkin")
CROP_LETTERS = "TWCPK"  # pumpKin, so that potato keeps P
COLOURS = "YGBRP"
WILD = "*"
GAME = "riverboat"  # the game id: the domain of its words for players (core.text)


@dataclass(frozen=True)
class TileKind:
    """One kind of crop tile: its cells as axial offsets with a crop index each."""

    id: str
    shape: str
    cells: tuple[tuple[int, int, int], ...]
    count: int

    @property
    def size(self) -> int:
        return len(self.cells)

    @property
    def vp(self) -> int:
        """What planting it scores: one VP less than its hexes."""
        return self.size - 1

    def crops(self) -> list[int]:
        return sorted({c for _, _, c in self.cells})

    def label(self) -> str:
        return "/".join(CROPS[c] for c in self.crops())


@dataclass(frozen=True)
class BoatType:
    id: str
    capacity: int
    copies: int
    coins: int = 0
    vp: int = 0
    harbor: int = 0
    barn: int = 0
    surveyor: int = 0
    estate_feature: int = 0
    agents_up_to: int = 0

    def benefit_text(self) -> Text:
        parts: list[Text] = []
        if self.vp:
            parts.append(text(GAME, "{vp} VP", vp=self.vp))
        if self.coins:
            parts.append(text(GAME, "{coins} coin", coins=self.coins))
        if self.harbor:
            parts.append(_harbor_steps(self.harbor))
        if self.barn:
            parts.append(name(GAME, "1 barn"))
        if self.surveyor:
            parts.append(name(GAME, "1 surveyor"))
        if self.estate_feature:
            parts.append(name(GAME, "1 estate feature"))
        if self.agents_up_to:
            parts.append(count(GAME, "send up to %n agent(s)", self.agents_up_to,
                               "send up to %n agent", "send up to %n agents"))
        return chain("{first}, {second}", parts)


def _harbor_steps(n: int) -> Text:
    return count(GAME, "harbor master %n step(s)", n, "harbor master %n step",
                 "harbor master %n steps")


@dataclass(frozen=True)
class OpportunityCard:
    id: str
    title: str  # what players call it; the id is for files
    text: Text
    per: int = 0
    max: int = 0
    vp: int = 0
    harbor: int = 0
    agents_up_to: int = 0


@dataclass(frozen=True)
class Components:
    raw: dict[str, Any]
    tile_kinds: dict[str, TileKind]
    boats: dict[str, BoatType]
    cards: dict[str, OpportunityCard]
    space_bonuses: tuple[dict[str, Any], ...]
    supply_spaces: dict[int, int]
    harbor_start: dict[int, int]
    harbor_last: int


def _tile_id(shape: str, cells: list[Any]) -> str:
    return shape[0] + "".join(CROP_LETTERS[CROPS.index(c)] for _, _, c in cells)


def _card_text(card: dict[str, Any]) -> Text:
    if "vp_per" in card:
        return text(GAME, "{per} VP per {what} (max {max})", per=card["per"],
                    what=name(GAME, card["vp_per"]), max=card["max"])
    if card["id"] == "two-boats":
        return text(GAME, "VP for the {what} (max {max})", what=name(GAME, card["vp"]),
                    max=card["max"])
    then = card.get("then", {})
    extra = (_harbor_steps(then["harbor"]) if "harbor" in then
             else text(GAME, "send up to {n} agents", n=then["agents_up_to"]))
    return text(GAME, "{vp} VP and {extra}", vp=card["vp"], extra=extra)


def _load_card(card: dict[str, Any]) -> OpportunityCard:
    then = card.get("then", {})
    fixed_vp = card["vp"] if isinstance(card.get("vp"), int) else 0
    return OpportunityCard(
        id=card["id"],
        title=card["title"],
        text=_card_text(card),
        per=card.get("per", 0),
        max=card.get("max", 0),
        vp=fixed_vp,
        harbor=then.get("harbor", 0),
        agents_up_to=then.get("agents_up_to", 0),
    )


@cache
def components() -> Components:
    """Parse the JSON once; every state shares the result."""
    raw = json.loads(RESOURCE.read_text(encoding="utf-8"))
    kinds = {}
    for entry in raw["crop_tiles"]:
        cells = tuple((q, r, CROPS.index(c)) for q, r, c in entry["hexes"])
        tid = _tile_id(entry["shape"], entry["hexes"])
        kinds[tid] = TileKind(tid, entry["shape"], cells, entry["count"])
    boats = {}
    for b in raw["riverboats"]:
        boats[b["id"]] = BoatType(b["id"], b["capacity"], b["copies"], **b["benefit"])
    cards = {c["id"]: _load_card(c) for c in raw["opportunity_cards"]}
    track = raw["harbor_track"]
    return Components(
        raw=raw,
        tile_kinds=kinds,
        boats=boats,
        cards=cards,
        space_bonuses=tuple(s["bonus"] for s in raw["opportunity_card_spaces"]),
        supply_spaces={int(k): v for k, v in raw["crop_supply_spaces"].items()},
        harbor_start={int(k): v for k, v in track["start_space"].items()},
        harbor_last=track["spaces"] - 1,
    )


# The phases by their phase tiles' names in the data ('Harvesting and Shipping'), tile 1 first.
PHASE_NAMES: tuple[str, ...] = tuple(name(GAME, tile["name"])
                                     for tile in components().raw["phase_tiles"])
