"""Actions and pieces in words for players: tiles, buildings, resources, whole sentences.

The notation ('claim T05', 'build B12 2w 1c 1f') is for files, records and tests; players read
these sentences, so that no engine id reaches them.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from ..text import Text, chain, count, join, name, restyle, text
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
from .components import BASICS, GAME, Meadow, components

if TYPE_CHECKING:
    from .state import GameState


def listed(parts: Sequence[str]) -> str:
    """'a', 'a and b', 'a, b and c'."""
    return join(GAME, list(parts))


def resource_name(k: int) -> Text:
    """'wood', 'clay', 'stone', 'food'."""
    return name(GAME, components().resources[k])


def terrain_name(terrain: str | None) -> Text:
    """'forest', 'badlands'..."""
    return name(GAME, terrain or "")


def resources_words(counts: Sequence[int]) -> str:
    """'2 wood, 1 clay and 1 food' (resource names are mass nouns: no plural)."""
    return listed([amount(n, k) for k, n in enumerate(counts) if n])


def amount(n: int, k: int) -> Text:
    """'2 wood': a number of one resource."""
    return text(GAME, "{n} {resource}", n=n, resource=resource_name(k))


def meadow_words(m: Meadow) -> Text:
    res = None if m.resource is None else resource_name(m.resource)
    if m.effect == "vp_per_type":
        return text(GAME, "1 VP per {terrain} tile at the end", terrain=terrain_name(m.terrain))
    if m.effect == "production_bonus":
        return text(GAME, "produces {res}; 1 VP per visible {res} symbol at the end, at most "
                    "{max_vp}", res=res, max_vp=m.max_vp)
    if m.effect == "cleanup_income":
        return text(GAME, "1 {res} at each cleanup; {vp} VP at the end", res=res, vp=m.vp)
    if m.effect == "windfall":
        return text(GAME, "up to {up_to} {res} at once", up_to=m.up_to, res=res)
    if m.effect == "swap_twice":
        return text(GAME, "two swaps at once")
    if m.effect == "vp_per_boat_pioneer":
        return text(GAME, "1 VP per pioneer on the boat at the end")
    if m.effect == "vp_per_bonus_token":
        return text(GAME, "1 VP per bonus token at the end")
    return name(GAME, m.effect)


def tile_words(tile_id: str) -> Text:
    """'a forest tile (1 wood, 1 warehouse)', 'a meadow (two swaps at once)'."""
    t = components().tiles[tile_id]
    if t.meadow is not None:
        return text(GAME, "a meadow ({effect})", effect=meadow_words(t.meadow))
    kind = chain("{first}/{second}", [terrain_name(k) for k in sorted(t.types)])
    parts = [amount(n, k) for k, n in enumerate(t.production) if n]
    if t.storage:
        parts.append(count(GAME, "%n warehouse(s)", t.storage, "%n warehouse", "%n warehouses"))
    return text(GAME, "a {kind} tile ({what})", kind=kind, what=chain("{first}, {second}", parts))


def a_or_an(number: int) -> str:
    """The article before a number read aloud: 'an 8-VP', 'an 11-VP', 'a 3-VP'."""
    text = str(number)
    return "an" if text.startswith("8") or text in ("11", "18") else "a"


def building_words(building_id: str) -> Text:
    """'a 3-VP building (2 wood, 1 clay)', 'an 8-VP building (...)'."""
    b = components().buildings[building_id]
    if a_or_an(b.vp) == "an":
        return text(GAME, "an {vp}-VP building ({cost})", vp=b.vp, cost=resources_words(b.cost))
    return text(GAME, "a {vp}-VP building ({cost})", vp=b.vp, cost=resources_words(b.cost))


def describe(action: Action, s: GameState | None = None) -> Text:
    """The action as a sentence without its subject: 'claims a forest tile (1 wood)'."""
    if isinstance(action, StartTile):
        return text(GAME, "starts the river with {tile}", tile=tile_words(action.tile))
    if isinstance(action, Trade):
        return text(GAME, "trades {give} for 1 {food}", give=resources_words(action.give),
                    food=resource_name(BASICS))
    if isinstance(action, Claim):
        return text(GAME, "claims {tile}", tile=tile_words(action.tile))
    if isinstance(action, Produce):
        return text(GAME, "produces {resource}", resource=resource_name(action.resource))
    if isinstance(action, TakeFood):
        if action.resource == BASICS:
            return text(GAME, "takes 1 {food}", food=resource_name(BASICS))
        return text(GAME, "finds no {food} and takes 1 {resource} instead",
                    food=resource_name(BASICS), resource=resource_name(action.resource))
    if isinstance(action, Reserve):
        return text(GAME, "reserves {building}", building=building_words(action.building))
    if isinstance(action, Build):
        return text(GAME, "builds {building}, paying {pay}",
                    building=building_words(action.building), pay=resources_words(action.pay))
    if isinstance(action, TakeFirstPlayer):
        return text(GAME, "takes the first player pawn")
    if isinstance(action, Swap):
        return text(GAME, "swaps the tiles on spots {first} and {second}", first=action.first,
                    second=action.second)
    if isinstance(action, NoSwap):
        return text(GAME, "declines a swap")
    if isinstance(action, Discard):
        return text(GAME, "returns 1 {resource}: no room to store it",
                    resource=resource_name(action.resource))
    if isinstance(action, SetAside):
        return text(GAME, "has no spot for a pioneer and sets one aside for the round")
    return text(GAME, "{notation}", notation=str(action))


IRREGULAR = {"has": "have", "does": "do"}


def imperative(sentence: str) -> str:
    """The log's third person as a suggestion: 'finds no food and takes 1 clay instead' ->
    'find no food and take 1 clay instead' (a Text stays one: its template is reworded too,
    and translated as a sentence of its own)."""
    return restyle(sentence, _imperative)


def _imperative(sentence: str) -> str:
    words = sentence.split(" ")
    out = [_verb(words[0])] if words else []
    for k, word in enumerate(words[1:], 1):
        after_and = words[k - 1] == "and" and word.isalpha()
        out.append(_verb(word) if after_and else word)
    return " ".join(out)


def _verb(word: str) -> str:
    """'claims' -> 'claim', 'has' -> 'have', 'swaps' -> 'swap'."""
    if word in IRREGULAR:
        return IRREGULAR[word]
    if word.endswith(("sses", "shes")):
        return word[:-2]
    return word[:-1] if word.endswith("s") else word
