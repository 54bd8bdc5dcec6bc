"""Every decision a player makes, as a small immutable value with a text notation.

str(action) prints the notation and parse_action() reads it back; '$' marks a spent coin.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import get_args

from ..errors import shown
from ..game import MAX_NOTATION
from ..text import Text
from ..values import action_fault, check_text, check_whole, notation_words, quoted, read_number
from .components import CROP_LETTERS, CROPS, components
from .hexgrid import hex_name, parse_hex

TITLE = "Riverboat"
COIN = "$"
DIGITS = 9  # the longest number a notation may hold


def _flag(value: object, what: str) -> None:
    if type(value) is not bool:
        raise ValueError(f"{what} must be True or False, not {shown(value)}")


@dataclass(frozen=True, slots=True)
class ChoosePhase:
    """Take a phase tile in the draft at the start of a round."""

    phase: int

    def __post_init__(self) -> None:
        check_whole(self.phase, "phase")

    def __str__(self) -> str:
        return f"phase {self.phase}"


@dataclass(frozen=True, slots=True)
class PlaceWorker:
    """Put a worker on an empty field; coin: ignore the revealed cultivation card."""

    hex: int
    coin: bool = False

    def __post_init__(self) -> None:
        if type(self.hex) is not int or type(self.coin) is not bool:  # fast path first
            check_whole(self.hex, "hex")
            _flag(self.coin, "coin")

    def __str__(self) -> str:
        return f"worker {hex_name(self.hex)}" + (f" {COIN}" if self.coin else "")


@dataclass(frozen=True, slots=True)
class Plant:
    """Lay a crop tile under workers: the (hex, crop) cells it covers; coin: from a pile."""

    cells: tuple[tuple[int, int], ...]
    coin: bool = False

    def __post_init__(self) -> None:
        _cells(self.cells)
        _flag(self.coin, "coin")

    def __str__(self) -> str:
        cells = " ".join(f"{hex_name(h)}{CROP_LETTERS[c]}" for h, c in self.cells)
        return f"plant {cells}" + (f" {COIN}" if self.coin else "")


@dataclass(frozen=True, slots=True)
class ClaimBoat:
    """Fill a riverboat with workers harvested from one crop; coin: a copy from its pile."""

    boat: str
    crop: int
    coin: bool = False

    def __post_init__(self) -> None:
        check_text(self.boat, "boat")
        check_whole(self.crop, "crop")
        _flag(self.coin, "coin")

    def __str__(self) -> str:
        return f"boat {self.boat} {CROPS[self.crop]}" + (f" {COIN}" if self.coin else "")


@dataclass(frozen=True, slots=True)
class PassBoats:
    """Take no more riverboats this round."""

    def __str__(self) -> str:
        return "pass"


@dataclass(frozen=True, slots=True)
class TakeFeature:
    """Receive an estate feature: a barn or a well at a hex, or a surveyor (hex None)."""

    kind: str
    hex: int | None = None

    def __post_init__(self) -> None:
        check_text(self.kind, "kind")
        if self.hex is not None:
            check_whole(self.hex, "hex")

    def __str__(self) -> str:
        return self.kind if self.hex is None else f"{self.kind} {hex_name(self.hex)}"


@dataclass(frozen=True, slots=True)
class SendAgents:
    """Send this many workers from the supply to New Orleans."""

    count: int

    def __post_init__(self) -> None:
        check_whole(self.count, "count")

    def __str__(self) -> str:
        return f"agents {self.count}"


@dataclass(frozen=True, slots=True)
class TakeCard:
    """Take the face-up opportunity card of a space (1-4) and that space's bonus."""

    space: int

    def __post_init__(self) -> None:
        check_whole(self.space, "space")

    def __str__(self) -> str:
        return f"card {self.space}"


@dataclass(frozen=True, slots=True)
class TakeCardFromPile:
    """Pay a coin, look through the opportunity pile and take this card (no space bonus)."""

    card: str

    def __post_init__(self) -> None:
        check_text(self.card, "card")

    def __str__(self) -> str:
        return f"card {self.card} {COIN}"


@dataclass(frozen=True, slots=True)
class ScoringBonus:
    """The scoring phase tile's bonus: 'coin', 'harbor' or 'agent'."""

    kind: str

    def __post_init__(self) -> None:
        check_text(self.kind, "kind")

    def __str__(self) -> str:
        return f"bonus {self.kind}"


@dataclass(frozen=True, slots=True)
class Survey:
    """Place a surveyor to score a barn (ref: hex), a well (ref: crop) or a card (ref: id)."""

    target: str
    ref: str

    def __post_init__(self) -> None:
        check_text(self.target, "target")
        check_text(self.ref, "ref")

    def __str__(self) -> str:
        return f"survey {self.target} {self.ref}"


@dataclass(frozen=True, slots=True)
class StopSurveying:
    """Place no more surveyors this round."""

    def __str__(self) -> str:
        return "stop"


def _cells(cells: object) -> None:
    ok = type(cells) is tuple and all(
        type(c) is tuple and len(c) == 2 and type(c[0]) is int and type(c[1]) is int
        for c in cells)
    if not ok:
        raise ValueError(f"cells must be a tuple of (hex, crop) pairs, not {shown(cells)}")


Action = (
    ChoosePhase | PlaceWorker | Plant | ClaimBoat | PassBoats | TakeFeature | SendAgents
    | TakeCard | TakeCardFromPile | ScoringBonus | Survey | StopSurveying
)
CLASSES: frozenset[type] = frozenset(get_args(Action))


def fault(action: object) -> Text | None:
    """Why a value is no well-formed action of this game, or None (values.action_fault)."""
    return action_fault(action, CLASSES, TITLE)


def quote(action: object) -> str:
    """The action as a refusal quotes it: its notation, or a few words if it has none."""
    return quoted(action, CLASSES, TITLE, MAX_NOTATION)


def _crop(word: str) -> int:
    if word not in CROPS:
        raise ValueError(f"unknown crop {word!r} (one of {', '.join(CROPS)})")
    return CROPS.index(word)


def _boat(word: str) -> str:
    boats = components().boats
    if word not in boats:
        raise ValueError(f"unknown riverboat {word!r} (one of {', '.join(boats)})")
    return word


def _card(word: str) -> str:
    cards = components().cards
    if word not in cards:
        raise ValueError(f"unknown opportunity card {word!r}")
    return word


def _cell(word: str) -> tuple[int, int]:
    if len(word) != 3 or word[2] not in CROP_LETTERS:
        raise ValueError(f"bad tile cell {word!r}: a hex and a crop letter, e.g. b3T")
    return parse_hex(word[:2]), CROP_LETTERS.index(word[2])


def _parse_plant(args: list[str], coin: bool) -> Plant:
    if not 1 <= len(args) <= 3:
        raise ValueError("plant takes 1 to 3 cells, e.g. 'plant b3T b4W'")
    cells = tuple(sorted(_cell(w) for w in args))
    if len({h for h, _ in cells}) != len(cells):
        raise ValueError("a tile cannot cover the same hex twice")
    return Plant(cells, coin)


def _parse_feature(word: str, args: list[str]) -> TakeFeature:
    if word == "surveyor":
        if args:
            raise ValueError("'surveyor' takes no hex")
        return TakeFeature("surveyor")
    if len(args) != 1:
        raise ValueError(f"'{word}' takes one hex, e.g. '{word} c4'")
    return TakeFeature(word, parse_hex(args[0]))


def _parse_survey(args: list[str]) -> Survey:
    if len(args) != 2 or args[0] not in ("barn", "well", "card"):
        raise ValueError(
            "survey takes a target: 'survey barn c4', 'survey well corn', 'survey card ID'"
        )
    target, ref = args
    if target == "barn":
        parse_hex(ref)
    elif target == "well":
        _crop(ref)
    else:
        _card(ref)
    return Survey(target, ref)


def _parse_card(args: list[str], coin: bool) -> TakeCard | TakeCardFromPile:
    if len(args) != 1:
        raise ValueError("'card' takes a space 1-4, or a card id and '$'")
    if coin:
        return TakeCardFromPile(_card(args[0]))
    return TakeCard(read_number(args[0], "card space", DIGITS))


def _parse_words(head: str, args: list[str], coin: bool) -> Action:
    if head == "plant":
        return _parse_plant(args, coin)
    if head == "card":
        return _parse_card(args, coin)
    if coin and head not in ("worker", "boat"):
        raise ValueError(f"'{head}' cannot take a coin")
    if head in ("barn", "well", "surveyor"):
        return _parse_feature(head, args)
    if head == "survey":
        return _parse_survey(args)
    if head in ("pass", "stop"):
        if args:
            raise ValueError(f"'{head}' takes nothing more")
        return PassBoats() if head == "pass" else StopSurveying()
    if len(args) == 2 and head == "boat":
        return ClaimBoat(_boat(args[0]), _crop(args[1]), coin)
    if len(args) != 1:
        raise ValueError(f"wrong number of words for {head!r}")
    arg = args[0]
    if head == "phase":
        return ChoosePhase(read_number(arg, "phase", DIGITS))
    if head == "worker":
        return PlaceWorker(parse_hex(arg), coin)
    if head == "agents":
        return SendAgents(read_number(arg, "agents", DIGITS))
    if head == "bonus":
        if arg not in ("coin", "harbor", "agent"):
            raise ValueError("bonus is one of coin, harbor, agent")
        return ScoringBonus(arg)
    raise ValueError(f"unknown action {head!r}")


def parse_action(text: str) -> Action:
    """Read an action's notation back; ValueError says what is wrong with the text."""
    words = notation_words(text)
    coin = words[-1] == COIN
    if coin:
        words = words[:-1]
    if not words:
        raise ValueError("an action needs more than a coin")
    return _parse_words(words[0], words[1:], coin)
