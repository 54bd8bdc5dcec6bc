"""Actions and pieces in words for players: card titles, hex labels, whole sentences.

The notation (`str(action)`, 'plant c6C d5C $', 'card barns') is for files, records and
tests; players read these sentences instead. The game log, the hint, the status bar and the
refusals all take their words from here, so an engine id never reaches a player.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any

from .actions import (
    Action,
    ChoosePhase,
    ClaimBoat,
    PassBoats,
    PlaceWorker,
    Plant,
    ScoringBonus,
    SendAgents,
    StopSurveying,
    Survey,
    TakeCard,
    TakeCardFromPile,
    TakeFeature,
)
from .components import CROPS, PHASE_NAMES, components
from .hexgrid import hex_name, parse_hex
from .mat import kind_of

if TYPE_CHECKING:
    from .state import GameState

BONUS_WORDS = {"coin": "1 coin", "harbor": "1 step of the harbor master",
               "agent": "1 agent to New Orleans"}


def plural(n: int, thing: str) -> str:
    """'1 agent', '2 agents', '0 coins': counts in the game log and on the table."""
    return f"{n} {thing}" if n == 1 else f"{n} {thing}s"


def hex_label(index: int) -> str:
    """A mat hex as players read it, 'C6' (the notation for files writes 'c6')."""
    return hex_name(index).upper()


def hexes_label(indexes: Iterable[int]) -> str:
    """'C6', 'C6 and D5', 'C6, D5 and E4'."""
    names = [hex_label(h) for h in indexes]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def card_title(card_id: str) -> str:
    """An opportunity card by its title, 'Barns' (components.json), not its id."""
    return components().cards[card_id].title


def card_words(card_id: str) -> str:
    """'the “Barns” card'."""
    return f"the “{card_title(card_id)}” card"


def boat_title(boat_id: str) -> str:
    """'the 4-crop riverboat'; '(3 VP, 1 coin)' added where two boat types share a size."""
    boats = components().boats
    boat = boats[boat_id]
    title = f"the {boat.capacity}-crop riverboat"
    if sum(b.capacity == boat.capacity for b in boats.values()) > 1:
        title += f" ({boat.benefit_text()})"
    return title


def tile_title(kind_id: str) -> str:
    """'2-hex corn/potato tile'."""
    kind = components().tile_kinds[kind_id]
    return f"{kind.size}-hex {kind.label()} tile"


def imperative(sentence: str) -> str:
    """'plants a tile' -> 'plant a tile': the log's third person as a suggestion."""
    verb, _, rest = sentence.partition(" ")
    if verb.endswith(("sses", "shes")):
        verb = verb[:-2]
    elif verb.endswith("s"):
        verb = verb[:-1]
    return f"{verb} {rest}" if rest else verb


def describe(action: Action, state: GameState) -> str:
    """What the deciding seat does with this action, in the log's words: 'plants a 2-hex
    corn tile on C6 and D5, bought from its pile for a coin'.

    `state` is the state the action is taken in (before it is applied).
    """
    seat = state.decision[1] if state.decision is not None else 0
    for kind, words in _WORDS.items():
        if isinstance(action, kind):
            return words(action, state, seat)
    return "does something this edition has no words for"


def _phase(a: ChoosePhase, s: GameState, seat: int) -> str:
    return f"takes the {PHASE_NAMES[a.phase - 1]} phase tile"


def _worker(a: PlaceWorker, s: GameState, seat: int) -> str:
    if s.decision is not None and s.decision[0] == "bonus_worker":
        return f"places the round-track worker on {hex_label(a.hex)}"
    letter = s.players[seat].mat.colour_of[a.hex]
    colour = components().raw["field_colours"].get(letter, letter)
    paid = ", paying a coin to ignore the card" if a.coin else ""
    return f"places a worker on {hex_label(a.hex)} ({colour}){paid}"


def _plant(a: Plant, s: GameState, seat: int) -> str:
    kind = kind_of(a.cells)
    tile = tile_title(kind) if kind else "crop tile"
    source = ", bought from its pile for a coin" if a.coin else ""
    return f"plants a {tile} on {hexes_label(h for h, _ in a.cells)}{source}"


def _boat(a: ClaimBoat, s: GameState, seat: int) -> str:
    boat = components().boats[a.boat]
    slot = len(s.players[seat].boats) + 1
    source = ", a copy bought from its pile for a coin" if a.coin else ""
    return (f"ships {boat.capacity} {CROPS[a.crop]} on {boat_title(a.boat)} into boat slot "
            f"{slot}{source}")


def _pass(a: PassBoats, s: GameState, seat: int) -> str:
    return "passes: no more riverboats this round"


def _feature(a: TakeFeature, s: GameState, seat: int) -> str:
    hex_: int = a.hex  # type: ignore[assignment]  # a legal barn or well has a hex; unused else
    if a.kind == "barn":
        return f"builds a barn on {hex_label(hex_)}"
    if a.kind == "well":
        crop = s.players[seat].crop_at(hex_)
        what = f" ({CROPS[crop]})" if crop is not None else ""
        return f"digs a well on {hex_label(hex_)}{what}"
    return "takes a surveyor"


def _agents(a: SendAgents, s: GameState, seat: int) -> str:
    sent = plural(a.count, "agent") if a.count else "no agents"
    return f"sends {sent} to New Orleans"


def _card(a: TakeCard, s: GameState, seat: int) -> str:
    card = s.opp_spaces[a.space - 1] if 0 < a.space <= len(s.opp_spaces) else None
    what = card_words(card) if card else "no card"
    return f"takes {what} from opportunity space {a.space}"


def _pile_card(a: TakeCardFromPile, s: GameState, seat: int) -> str:
    return f"takes {card_words(a.card)} from the opportunity pile for a coin"


def _bonus(a: ScoringBonus, s: GameState, seat: int) -> str:
    return f"takes the scoring bonus: {BONUS_WORDS.get(a.kind, 'none')}"


def _survey(a: Survey, s: GameState, seat: int) -> str:
    if a.target == "barn":
        return f"surveys the barn on {hex_label(parse_hex(a.ref))}"
    if a.target == "well":
        return f"surveys the {a.ref} well"
    return f"surveys {card_words(a.ref)}"


def _stop(a: StopSurveying, s: GameState, seat: int) -> str:
    return "places no more surveyors"


# Each kind of action, and how its words are made (the function takes that kind).
_WORDS: dict[type, Callable[[Any, GameState, int], str]] = {
    ChoosePhase: _phase, PlaceWorker: _worker, Plant: _plant, ClaimBoat: _boat,
    PassBoats: _pass, TakeFeature: _feature, SendAgents: _agents, TakeCard: _card,
    TakeCardFromPile: _pile_card, ScoringBonus: _bonus, Survey: _survey, StopSurveying: _stop,
}
