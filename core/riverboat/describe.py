"""Actions and pieces in words for players: card titles, hex labels, whole sentences.

The notation (`str(action)`, 'plant c6C d5C $', 'card barns') is for files, records and
tests; players read these sentences instead. The game log, the hint, the status bar and the
refusals all take their words from here, so an engine id never reaches a player.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any

from ..text import Text, chain, count, join, name, restyle, text
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
from .components import CROPS, GAME, PHASE_NAMES, components
from .hexgrid import hex_name, parse_hex
from .mat import kind_of

if TYPE_CHECKING:
    from .state import GameState

BONUS_WORDS = {"coin": name(GAME, "1 coin"), "harbor": name(GAME, "1 step of the harbor master"),
               "agent": name(GAME, "1 agent to New Orleans")}


def hex_label(index: int) -> str:
    """A mat hex as players read it, 'C6' (the notation for files writes 'c6')."""
    return hex_name(index).upper()


def hexes_label(indexes: Iterable[int]) -> str:
    """'C6', 'C6 and D5', 'C6, D5 and E4'."""
    names = [hex_label(h) for h in indexes]
    return names[0] if len(names) == 1 else join(GAME, names)


def crop_name(crop: int) -> Text:
    """A crop as the log names it: 'corn' (translated as the crop harvested, a mass)."""
    return name(GAME, CROPS[crop])


def colour_name(letter: str) -> Text:
    """A field colour by its name, 'yellow'."""
    return name(GAME, components().raw["field_colours"].get(letter, letter))


def card_title(card_id: str) -> Text:
    """An opportunity card by its title, 'Barns' (components.json), not its id."""
    return name(GAME, components().cards[card_id].title)


def card_words(card_id: str) -> Text:
    """'the “Barns” card'."""
    return text(GAME, "the “{title}” card", title=card_title(card_id))


def boat_title(boat_id: str) -> Text:
    """'the 4-crop riverboat'; '(3 VP, 1 coin)' added where two boat types share a size."""
    boats = components().boats
    boat = boats[boat_id]
    if sum(b.capacity == boat.capacity for b in boats.values()) > 1:
        return text(GAME, "the {capacity}-crop riverboat ({benefit})", capacity=boat.capacity,
                    benefit=boat.benefit_text())
    return text(GAME, "the {capacity}-crop riverboat", capacity=boat.capacity)


def tile_title(kind_id: str) -> Text:
    """'2-hex corn/potato tile'."""
    kind = components().tile_kinds[kind_id]
    crops = chain("{first}/{second}", [crop_name(c) for c in kind.crops()])
    return count(GAME, "%n-hex {crops} tile", kind.size, "%n-hex {crops} tile",
                 "%n-hex {crops} tile", crops=crops)  # a count: the Italian agrees with it


def imperative(sentence: str) -> str:
    """'plants a tile' -> 'plant a tile': the log's third person as a suggestion (a Text
    stays one: its template is reworded too, and translated as a sentence of its own)."""
    return restyle(sentence, _imperative)


def _imperative(sentence: str) -> str:
    verb, _, rest = sentence.partition(" ")
    if verb == "does":
        verb = "do"
    elif verb.endswith(("sses", "shes")):
        verb = verb[:-2]
    elif verb.endswith("s"):
        verb = verb[:-1]
    return f"{verb} {rest}" if rest else verb


def describe(action: Action, state: GameState) -> Text:
    """What the deciding seat does with this action, in the log's words: 'plants a 2-hex
    corn tile on C6 and D5, bought from its pile for a coin'.

    `state` is the state the action is taken in (before it is applied).
    """
    seat = state.decision[1] if state.decision is not None else 0
    for kind, words in _WORDS.items():
        if isinstance(action, kind):
            return words(action, state, seat)
    return text(GAME, "does something this edition has no words for")


def _phase(a: ChoosePhase, s: GameState, seat: int) -> Text:
    return text(GAME, "takes the {phase} phase tile", phase=PHASE_NAMES[a.phase - 1])


def _worker(a: PlaceWorker, s: GameState, seat: int) -> Text:
    if s.decision is not None and s.decision[0] == "bonus_worker":
        return text(GAME, "places the round-track worker on {hex}", hex=hex_label(a.hex))
    colour = colour_name(s.players[seat].mat.colour_of[a.hex])
    if a.coin:
        return text(GAME, "places a worker on {hex} ({colour}), paying a coin to ignore the card",
                    hex=hex_label(a.hex), colour=colour)
    return text(GAME, "places a worker on {hex} ({colour})", hex=hex_label(a.hex), colour=colour)


def _plant(a: Plant, s: GameState, seat: int) -> Text:
    kind = kind_of(a.cells)
    tile = tile_title(kind) if kind else name(GAME, "crop tile")
    if len({crop for _, crop in a.cells}) > 1:  # which crop on which hex: the turns differ
        where = crop_places(a)
        if a.coin:
            return text(GAME, "plants a {tile}: {where}, bought from its pile for a coin",
                        tile=tile, where=where)
        return text(GAME, "plants a {tile}: {where}", tile=tile, where=where)
    hexes = hexes_label(h for h, _ in a.cells)
    if a.coin:
        return text(GAME, "plants a {tile} on {hexes}, bought from its pile for a coin",
                    tile=tile, hexes=hexes)
    return text(GAME, "plants a {tile} on {hexes}", tile=tile, hexes=hexes)


def crop_places(a: Plant) -> Text:
    """'potato on A2, pumpkin on A3': a tile of two crops turned one way or the other covers
    the same hexes, so each crop says where it goes (issue #47)."""
    kind = kind_of(a.cells)
    named = components().tile_kinds[kind].crops() if kind else ()
    crops = dict.fromkeys([*named, *(crop for _, crop in a.cells)])  # as the tile names them
    return chain("{first}, {second}", [
        text(GAME, "{crop} on {hexes}", crop=crop_name(crop),
             hexes=hexes_label(h for h, c in a.cells if c == crop)) for crop in crops])


def _boat(a: ClaimBoat, s: GameState, seat: int) -> Text:
    values = dict(n=components().boats[a.boat].capacity, crop=crop_name(a.crop),
                  boat=boat_title(a.boat), slot=len(s.players[seat].boats) + 1)
    if a.coin:
        return text(GAME, "ships {n} {crop} on {boat} into boat slot {slot}, a copy bought "
                    "from its pile for a coin", **values)
    return text(GAME, "ships {n} {crop} on {boat} into boat slot {slot}", **values)


def _pass(a: PassBoats, s: GameState, seat: int) -> Text:
    return text(GAME, "passes: no more riverboats this round")


def _feature(a: TakeFeature, s: GameState, seat: int) -> Text:
    hex_: int = a.hex  # type: ignore[assignment]  # a legal barn or well has a hex; unused else
    if a.kind == "barn":
        return text(GAME, "builds a barn on {hex}", hex=hex_label(hex_))
    if a.kind == "well":
        crop = s.players[seat].crop_at(hex_)
        if crop is None:
            return text(GAME, "digs a well on {hex}", hex=hex_label(hex_))
        return text(GAME, "digs a well on {hex} ({crop})", hex=hex_label(hex_),
                    crop=crop_name(crop))
    return text(GAME, "takes a surveyor")


def _agents(a: SendAgents, s: GameState, seat: int) -> Text:
    if not a.count:
        return text(GAME, "sends no agents to New Orleans")
    return count(GAME, "sends %n agent(s) to New Orleans", a.count,
                 "sends %n agent to New Orleans", "sends %n agents to New Orleans")


def _card(a: TakeCard, s: GameState, seat: int) -> Text:
    card = s.opp_spaces[a.space - 1] if 0 < a.space <= len(s.opp_spaces) else None
    if card is None:
        return text(GAME, "takes no card from opportunity space {space}", space=a.space)
    return text(GAME, "takes {card} from opportunity space {space}", card=card_words(card),
                space=a.space)


def _pile_card(a: TakeCardFromPile, s: GameState, seat: int) -> Text:
    return text(GAME, "takes {card} from the opportunity pile for a coin",
                card=card_words(a.card))


def _bonus(a: ScoringBonus, s: GameState, seat: int) -> Text:
    return text(GAME, "takes the scoring bonus: {bonus}",
                bonus=BONUS_WORDS.get(a.kind, name(GAME, "none")))


def _survey(a: Survey, s: GameState, seat: int) -> Text:
    if a.target == "barn":
        return text(GAME, "surveys the barn on {hex}", hex=hex_label(parse_hex(a.ref)))
    if a.target == "well":
        return text(GAME, "surveys the {crop} well", crop=name(GAME, a.ref))
    return text(GAME, "surveys {card}", card=card_words(a.ref))


def _stop(a: StopSurveying, s: GameState, seat: int) -> Text:
    return text(GAME, "places no more surveyors")


# Each kind of action, and how its words are made (the function takes that kind).
_WORDS: dict[type, Callable[[Any, GameState, int], Text]] = {
    ChoosePhase: _phase, PlaceWorker: _worker, Plant: _plant, ClaimBoat: _boat,
    PassBoats: _pass, TakeFeature: _feature, SendAgents: _agents, TakeCard: _card,
    TakeCardFromPile: _pile_card, ScoringBonus: _bonus, Survey: _survey, StopSurveying: _stop,
}
