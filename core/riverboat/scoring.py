"""What barns, wells and opportunity cards score, and the final scoring."""

from __future__ import annotations

from collections.abc import Callable
from math import ceil
from typing import TYPE_CHECKING

from .components import COLOURS, CROPS, components
from .constants import (
    AGENT_AWARDS,
    FINAL_CATEGORIES,
    VP_PER_BARN_NEIGHBOUR,
    VP_PER_COIN,
    VP_PER_COLOUR,
    VP_PER_UNSCORED,
)
from .mat import FULL_MASK

if TYPE_CHECKING:
    from .player import Player
    from .state import GameState


def barn_score(p: Player, hex_: int) -> int:
    """VP per neighbour of the most common crop around the barn (workers don't matter)."""
    counts = [0] * len(CROPS)
    for n in p.mat.neighbours[hex_]:
        crop = p.crop_at(n)
        if crop is not None:
            counts[crop] += 1
    return VP_PER_BARN_NEIGHBOUR * max(counts)


def well_score(p: Player, crop: int) -> int:
    """1 VP per hex of the connected same-crop group holding the well."""
    return p.mat.crop_group(p.crop_masks[crop], p.wells[crop]).bit_count()


def _harvest_of(crop: str) -> Callable[[Player], int]:
    index = CROPS.index(crop)
    return lambda p: p.harvested[index]


def _three_hex_tiles(p: Player) -> int:
    kinds = components().tile_kinds
    return sum(1 for k in p.tiles if kinds[k].size == 3)


def _best_two_boats(p: Player) -> int:
    boats = components().boats
    return sum(sorted((boats[b].capacity for b in p.boats), reverse=True)[:2])


# What each counting card counts; its VP per unit and cap come from the component data.
CARD_MEASURES: dict[str, Callable[[Player], int]] = {
    **{f"harvest-{crop}": _harvest_of(crop) for crop in CROPS},
    "crop-types": lambda p: sum(1 for n in p.harvested if n > 0),
    "agents": lambda p: p.agents,
    "coins": lambda p: p.coins,
    "three-hex-tiles": _three_hex_tiles,
    "barns": lambda p: p.barn_count(),
    "outskirts": lambda p: bin((p.crop_mask | p.barn_mask) & p.mat.outskirts_mask).count("1"),
    "wells": lambda p: p.well_count(),
    "barns-and-wells": lambda p: p.barn_count() + p.well_count(),
}


def card_vp(p: Player, card_id: str) -> int:
    """The VP a card scores now (for fixed-VP cards, their printed VP; effects come apart)."""
    card = components().cards[card_id]
    if card_id == "two-boats":
        return min(_best_two_boats(p), card.max)
    if card_id in CARD_MEASURES:
        return min(card.per * CARD_MEASURES[card_id](p), card.max)
    return card.vp


def completed_colours(p: Player) -> list[str]:
    covered = p.crop_mask | p.barn_mask
    return [c for c in COLOURS if p.mat.colour_masks[c] & ~covered & FULL_MASK == 0]


def boat_total(p: Player) -> int:
    """Capacity of the boats the harbor master stands at or has passed (slot k above space k)."""
    boats = components().boats
    return sum(boats[b].capacity for slot, b in enumerate(p.boats, 1) if p.harbor >= slot)


def earliest_tile(s: GameState, seat: int) -> int:
    """The lowest phase tile the seat holds (those of round 4 at the end): the tie-breaker."""
    held = [k for k, owner in enumerate(s.phase_owner) if owner == seat]
    return min(held) if held else len(s.phase_owner)


def final_breakdown(s: GameState) -> list[dict[str, int]]:
    """Each seat's final scoring by category, before it is added to the score."""
    n = s.num_players
    farthest = min(range(n), key=lambda i: (-s.players[i].harbor, earliest_tile(s, i)))
    ranked = sorted(
        (i for i in range(n) if s.players[i].agents > 0),
        key=lambda i: (-s.players[i].agents, earliest_tile(s, i)),
    )
    out = []
    for seat, p in enumerate(s.players):
        boats = boat_total(p)
        unscored = (
            bin(p.barn_mask & ~p.scored_barns).count("1")
            + sum(1 for c, h in enumerate(p.wells) if h >= 0 and not p.scored_wells >> c & 1)
            + p.surveyors
        )
        values = (
            VP_PER_COIN * p.coins,
            VP_PER_COLOUR * len(completed_colours(p)),
            VP_PER_UNSCORED * unscored,
            boats if seat == farthest else ceil(boats / 2),
            AGENT_AWARDS[ranked.index(seat)] if seat in ranked else 0,
        )
        out.append(dict(zip(FINAL_CATEGORIES, values, strict=True)))
    return out
