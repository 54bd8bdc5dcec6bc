"""Every decision of The River as a small immutable value with a text notation.

str(action) prints the notation and parse_action() reads it back. Resources in the notation are
counts with the resource's first letter ('2w 1c 1f': 2 wood, 1 clay, 1 food); tiles and
buildings are named by their ids in components.json ('claim T05', 'build B12 2w 1c 1f').
"""

from __future__ import annotations

import re
from collections.abc import Container
from dataclasses import dataclass
from typing import get_args

from core.errors import shown
from core.text import Text
from core.values import action_fault, check_text, check_whole, notation_words, quoted, read_number

from .components import BASICS, components

TITLE = "The River"
MAX_NOTATION = 80  # characters; the longest real notation is under 30
DIGITS = 2  # the longest number a notation holds (spots 1-12)
_COUNT = re.compile(r"([0-9]{1,2})([a-z])")


def _counts(value: object, size: int, what: str) -> None:
    ok = type(value) is tuple and len(value) == size and all(
        type(v) is int and v >= 0 for v in value)
    if not ok:
        raise ValueError(f"{what} must be {size} whole numbers from 0 up, not {shown(value)}")


def counts_text(counts: tuple[int, ...]) -> str:
    """'2w 1c 1f': the non-zero counts with their resource letters, in resource order."""
    letters = components().letters
    return " ".join(f"{n}{letters[k]}" for k, n in enumerate(counts) if n)


def _joined(head: str, tail: str) -> str:
    return f"{head} {tail}" if tail else head


@dataclass(frozen=True, slots=True)
class StartTile:
    """Preliminary turn: take one of the face-up setup tiles for spot 1 of one's river."""

    tile: str

    def __post_init__(self) -> None:
        check_text(self.tile, "tile", MAX_NOTATION)

    def __str__(self) -> str:
        return f"start {self.tile}"


@dataclass(frozen=True, slots=True)
class Trade:
    """Before placing: return any 3 resources (wood, clay, stone, food counts), take 1 food."""

    give: tuple[int, int, int, int]

    def __post_init__(self) -> None:
        _counts(self.give, BASICS + 1, "give")

    def __str__(self) -> str:
        return _joined("trade", counts_text(self.give))


@dataclass(frozen=True, slots=True)
class Claim:
    """Claim a terrain tile: a pioneer on the claim spot takes a face-up tile of this kind."""

    tile: str

    def __post_init__(self) -> None:
        check_text(self.tile, "tile", MAX_NOTATION)

    def __str__(self) -> str:
        return f"claim {self.tile}"


@dataclass(frozen=True, slots=True)
class Produce:
    """A pioneer on the wood, clay or stone island (resource 0-2) produces that resource."""

    resource: int

    def __post_init__(self) -> None:
        check_whole(self.resource, "resource")

    def __str__(self) -> str:
        return f"produce {components().resources[self.resource]}"


@dataclass(frozen=True, slots=True)
class TakeFood:
    """A pioneer on the food island takes 1 food, or when none is left 1 resource of choice."""

    resource: int  # the food index for food itself, else the resource taken instead

    def __post_init__(self) -> None:
        check_whole(self.resource, "resource")

    def __str__(self) -> str:
        if self.resource == BASICS:
            return "food"
        return f"food {components().resources[self.resource]}"


@dataclass(frozen=True, slots=True)
class Reserve:
    """A pioneer on the reserve spot takes this face-up building face down."""

    building: str

    def __post_init__(self) -> None:
        check_text(self.building, "building", MAX_NOTATION)

    def __str__(self) -> str:
        return f"reserve {self.building}"


@dataclass(frozen=True, slots=True)
class Build:
    """Construct a face-up or reserved building, paying exactly these counts (w, c, s, f)."""

    building: str
    pay: tuple[int, int, int, int]

    def __post_init__(self) -> None:
        check_text(self.building, "building", MAX_NOTATION)
        _counts(self.pay, BASICS + 1, "pay")

    def __str__(self) -> str:
        return _joined(f"build {self.building}", counts_text(self.pay))


@dataclass(frozen=True, slots=True)
class TakeFirstPlayer:
    """A pioneer on the first player spot takes the first player pawn."""

    def __str__(self) -> str:
        return "first player"


@dataclass(frozen=True, slots=True)
class Swap:
    """Swap the tiles on two spots (1-12, first < second) of one's river board."""

    first: int
    second: int

    def __post_init__(self) -> None:
        check_whole(self.first, "first spot")
        check_whole(self.second, "second spot")

    def __str__(self) -> str:
        return f"swap {self.first} {self.second}"


@dataclass(frozen=True, slots=True)
class NoSwap:
    """Decline one of the swap-twice meadow's two optional swaps."""

    def __str__(self) -> str:
        return "no swap"


@dataclass(frozen=True, slots=True)
class Discard:
    """Storage is short: return one resource of this kind to its island (ruling 5)."""

    resource: int

    def __post_init__(self) -> None:
        check_whole(self.resource, "resource")

    def __str__(self) -> str:
        return f"discard {components().resources[self.resource]}"


@dataclass(frozen=True, slots=True)
class SetAside:
    """No spot is open to any pioneer: one is set aside for the round (ruling 3)."""

    def __str__(self) -> str:
        return "set aside"


Action = (
    StartTile | Trade | Claim | Produce | TakeFood | Reserve | Build | TakeFirstPlayer | Swap
    | NoSwap | Discard | SetAside
)
CLASSES: frozenset[type] = frozenset(get_args(Action))


def fault(action: object) -> Text | None:
    """Why a value is no well-formed action of this game, or None (values.action_fault)."""
    return action_fault(action, CLASSES, TITLE)


def quote(action: object) -> str:
    """The action as a refusal quotes it: its notation, or a few words if it has none."""
    return quoted(action, CLASSES, TITLE, MAX_NOTATION)


# The spot each placement goes to (the data's action_spots names); other actions place nothing.
CLAIM_SPOT, CONSTRUCT_SPOT, FOOD_SPOT = "claim_tile", "construct", "food"
RESERVE_SPOT, FIRST_SPOT, SWAP_SPOT = "reserve", "first_player", "swap"
PRODUCE_SPOTS = ("produce_wood", "produce_clay", "produce_stone")
PLACEMENT_SPOT: dict[type, str] = {
    Claim: CLAIM_SPOT, Build: CONSTRUCT_SPOT, Reserve: RESERVE_SPOT, TakeFirstPlayer: FIRST_SPOT,
    Swap: SWAP_SPOT, TakeFood: FOOD_SPOT,
}


def spot_of(action: object) -> str | None:
    """The action spot a placement uses; the swap-twice meadow's swaps use none."""
    if type(action) is Produce:
        return PRODUCE_SPOTS[action.resource] if 0 <= action.resource < BASICS else None
    return PLACEMENT_SPOT.get(type(action))


# == reading the notation back ===========================================================

def _resource(word: str, basic_only: bool) -> int:
    names = components().resources[:BASICS] if basic_only else components().resources
    if word not in names:
        raise ValueError(f"unknown resource {word!r} (one of {', '.join(names)})")
    return names.index(word)


def _id(word: str, table: Container[str], what: str) -> str:
    if word not in table:
        raise ValueError(f"unknown {what} {word!r}")
    return word


def _parse_counts(words: list[str], size: int) -> tuple[int, ...]:
    letters = components().letters[:size]
    counts = [0] * size
    last = -1
    for word in words:
        m = _COUNT.fullmatch(word)
        if not m or m.group(2) not in letters or m.group(1)[0] == "0":
            raise ValueError(f"bad count {word!r}: a number and one of the letters {letters}")
        k = letters.index(m.group(2))
        if k <= last:
            raise ValueError(f"counts go in the order {letters}, each once: {' '.join(words)!r}")
        counts[k], last = int(m.group(1)), k
    return tuple(counts)


def _parse_trade(args: list[str]) -> Trade:
    w, c, s, f = _parse_counts(args, BASICS + 1)
    return Trade((w, c, s, f))


def _parse_build(args: list[str]) -> Build:
    if not args:
        raise ValueError("build takes a building and a payment, e.g. 'build B12 2w 1c 1f'")
    w, c, s, f = _parse_counts(args[1:], BASICS + 1)
    return Build(_id(args[0], components().buildings, "building"), (w, c, s, f))


def _one(head: str, args: list[str]) -> str:
    if len(args) != 1:
        raise ValueError(f"{head!r} takes one word, e.g. '{head} {_EXAMPLES[head]}'")
    return args[0]


_EXAMPLES = {"start": "T05", "claim": "T05", "produce": "wood", "reserve": "B12",
             "discard": "wood"}


def _parse_words(head: str, args: list[str]) -> Action:
    comp = components()
    if head == "trade":
        return _parse_trade(args)
    if head == "build":
        return _parse_build(args)
    if head == "swap":
        if len(args) != 2:
            raise ValueError("'swap' takes two spots, e.g. 'swap 2 7'")
        return Swap(read_number(args[0], "spot", DIGITS), read_number(args[1], "spot", DIGITS))
    if head == "food":
        if len(args) > 1:
            raise ValueError("'food' takes at most a resource, e.g. 'food stone'")
        return TakeFood(_resource(args[0], True) if args else BASICS)
    fixed: dict[tuple[str, str], Action] = {
        ("first", "player"): TakeFirstPlayer(), ("no", "swap"): NoSwap(),
        ("set", "aside"): SetAside()}
    if args and (head, args[0]) in fixed:
        if len(args) != 1:
            raise ValueError(f"'{head} {args[0]}' takes nothing more")
        return fixed[(head, args[0])]
    if head not in _EXAMPLES:
        raise ValueError(f"unknown action {head!r}")
    word = _one(head, args)
    if head in ("start", "claim"):
        tile = _id(word, comp.tiles, "terrain tile")
        return StartTile(tile) if head == "start" else Claim(tile)
    if head == "reserve":
        return Reserve(_id(word, comp.buildings, "building"))
    if head == "produce":
        return Produce(_resource(word, True))
    return Discard(_resource(word, False))


def parse_action(text: str) -> Action:
    """Read an action's notation back; ValueError says what is wrong with the text."""
    words = notation_words(text, MAX_NOTATION)
    return _parse_words(words[0], words[1:])
