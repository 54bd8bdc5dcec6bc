"""Actions and pieces in words for players: tiles, buildings, resources, whole sentences.

The notation ('claim T05', 'build B12 2w 1c 1f') is for files, records and tests; players read
these sentences, so that no engine id reaches them.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from .actions import (
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
from .components import BASICS, Meadow, components

if TYPE_CHECKING:
    from .state import TheRiverState


def plural(n: int, thing: str) -> str:
    return f"{n} {thing}" if n == 1 else f"{n} {thing}s"


def listed(parts: Sequence[str]) -> str:
    """'a', 'a and b', 'a, b and c'."""
    if not parts:
        return "nothing"
    return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]


def resources_words(counts: Sequence[int]) -> str:
    """'2 wood, 1 clay and 1 food' (resource names are mass nouns: no plural)."""
    names = components().resources
    return listed([f"{n} {names[k]}" for k, n in enumerate(counts) if n])


def meadow_words(m: Meadow) -> str:
    names = components().resources
    res = "" if m.resource is None else names[m.resource]
    return {
        "vp_per_type": f"1 VP per {m.terrain} tile at the end",
        "production_bonus": f"produces {res}; 1 VP per visible {res} symbol at the end, "
                            f"at most {m.max_vp}",
        "cleanup_income": f"1 {res} at each cleanup; {m.vp} VP at the end",
        "windfall": f"up to {m.up_to} {res} at once",
        "swap_twice": "two swaps at once",
        "vp_per_boat_pioneer": "1 VP per pioneer on the boat at the end",
        "vp_per_bonus_token": "1 VP per bonus token at the end",
    }.get(m.effect, m.effect)


def tile_words(tile_id: str) -> str:
    """'a forest tile (1 wood, 1 warehouse)', 'a meadow (two swaps at once)'."""
    t = components().tiles[tile_id]
    kind = "/".join(sorted(t.types))
    if t.meadow is not None:
        return f"a meadow ({meadow_words(t.meadow)})"
    parts = [f"{n} {components().resources[k]}" for k, n in enumerate(t.production) if n]
    if t.storage:
        parts.append(plural(t.storage, "warehouse"))
    return f"a {kind} tile ({', '.join(parts)})"


def a_or_an(number: int) -> str:
    """The article before a number read aloud: 'an 8-VP', 'an 11-VP', 'a 3-VP'."""
    text = str(number)
    return "an" if text.startswith("8") or text in ("11", "18") else "a"


def building_words(building_id: str) -> str:
    """'a 3-VP building (2 wood, 1 clay)', 'an 8-VP building (...)'."""
    b = components().buildings[building_id]
    return f"{a_or_an(b.vp)} {b.vp}-VP building ({resources_words(b.cost)})"


def describe(action: Action, s: TheRiverState | None = None) -> str:
    """The action as a sentence without its subject: 'claims a forest tile (1 wood)'."""
    names = components().resources
    if isinstance(action, StartTile):
        return f"starts the river with {tile_words(action.tile)}"
    if isinstance(action, Trade):
        return f"trades {resources_words(action.give)} for 1 {names[BASICS]}"
    if isinstance(action, Claim):
        return f"claims {tile_words(action.tile)}"
    if isinstance(action, Produce):
        return f"produces {names[action.resource]}"
    if isinstance(action, TakeFood):
        if action.resource == BASICS:
            return f"takes 1 {names[BASICS]}"
        return f"finds no {names[BASICS]} and takes 1 {names[action.resource]} instead"
    if isinstance(action, Reserve):
        return f"reserves {building_words(action.building)}"
    if isinstance(action, Build):
        return f"builds {building_words(action.building)}, paying {resources_words(action.pay)}"
    if isinstance(action, TakeFirstPlayer):
        return "takes the first player pawn"
    if isinstance(action, Swap):
        return f"swaps the tiles on spots {action.first} and {action.second}"
    if isinstance(action, NoSwap):
        return "declines a swap"
    if isinstance(action, Discard):
        return f"returns 1 {names[action.resource]}: no room to store it"
    if isinstance(action, SetAside):
        return "has no spot for a pioneer and sets one aside for the round"
    return str(action)
