"""Why an action is not legal now: one sentence a player understands."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..text import Text, count, name, text
from .actions import (
    Build,
    Claim,
    Discard,
    Produce,
    Reserve,
    SetAside,
    StartTile,
    Swap,
    TakeFood,
    Trade,
    fault,
    spot_of,
)
from .components import BASICS, FOOD, GAME, components
from .constants import DECISION_TEXT, DecisionKind
from .describe import resource_name, resources_words
from .options import ACTION_KINDS, has_room

if TYPE_CHECKING:
    from .state import GameState

SPOT_WORDS = {
    "claim_tile": name(GAME, "claim spot"), "construct": name(GAME, "construct spot"),
    "produce_wood": name(GAME, "wood island"), "produce_clay": name(GAME, "clay island"),
    "produce_stone": name(GAME, "stone island"), "food": name(GAME, "food island"),
    "reserve": name(GAME, "reserve spot"), "first_player": name(GAME, "first player spot"),
    "swap": name(GAME, "swap spot"),
}


def why_illegal(s: GameState, action: object) -> str | None:
    """None if the action is legal now, else a sentence saying why not."""
    if s.decision is None:
        return text(GAME, "the game is over")
    if s.offers(action):  # an option itself, as bots pass them: surely well formed
        return None
    malformed = fault(action)
    if malformed is not None:
        return malformed
    kind, seat, _ = s.decision
    if kind not in ACTION_KINDS[type(action)]:
        return text(GAME, "it is not that kind of decision: the decision now is to {decision}",
                    decision=DECISION_TEXT[kind])
    if action in s.legal_set():
        return None
    return explain(s, seat, action)


def explain(s: GameState, seat: int, action: object) -> Text:
    """A specific reason an action of the right kind is not legal."""
    if isinstance(action, StartTile):
        return text(GAME, "that tile is not among the face-up setup tiles")
    if isinstance(action, Trade):
        return _explain_trade(s, seat, action)
    if isinstance(action, Discard):
        return _explain_discard(s, seat, action)
    if (isinstance(action, Swap) and s.decision is not None
            and s.decision.kind == DecisionKind.MEADOW_SWAP):
        return _explain_swap(s, seat, action)
    if isinstance(action, SetAside):
        return text(GAME, "a pioneer can still be placed: setting one aside is only for when "
                    "none can")
    return _explain_placement(s, seat, action)


def _explain_trade(s: GameState, seat: int, a: Trade) -> Text:
    give = components().trade_give
    if sum(a.give) != give:
        return count(GAME, "a trade returns exactly %n resource(s) for 1 food", give,
                     "a trade returns exactly %n resource for 1 food",
                     "a trade returns exactly %n resources for 1 food")
    if s.islands[FOOD] == 0:
        return text(GAME, "no food is left on its island to trade for")
    return text(GAME, "you do not hold {what}", what=resources_words(a.give))


def _explain_discard(s: GameState, seat: int, a: Discard) -> Text:
    p = s.players[seat]
    if not 0 <= a.resource <= BASICS:
        return text(GAME, "no such resource")
    if p.res[a.resource] == 0:
        return text(GAME, "you hold no {resource}", resource=resource_name(a.resource))
    return text(GAME, "everything fits in your warehouses")


def _explain_swap(s: GameState, seat: int, a: Swap) -> Text:
    n = len(s.players[seat].river)
    return count(GAME, "swap two of the %n tile(s) on your river board, the lower spot first", n,
                 "swap two of the %n tile on your river board, the lower spot first",
                 "swap two of the %n tiles on your river board, the lower spot first")


def _explain_placement(s: GameState, seat: int, action: object) -> Text:
    spot = spot_of(action)
    if spot is None:
        return text(GAME, "produce wood, clay or stone")
    if not has_room(s, seat, spot):
        if spot == "claim_tile":
            return text(GAME, "you have claimed {n} tiles this round already",
                        n=components().claims_per_round)
        return text(GAME, "the {spot} is taken", spot=SPOT_WORDS[spot])
    why = _explain_action(s, seat, action)
    return why or text(GAME, "not allowed now")


def _explain_action(s: GameState, seat: int, action: object) -> Text | None:
    p = s.players[seat]
    comp = components()
    if isinstance(action, Claim):
        if len(p.river) >= comp.spots:
            return text(GAME, "your river board is complete")
        return text(GAME, "no such tile is face up")
    if isinstance(action, Produce):
        res = resource_name(action.resource)
        if s.islands[action.resource] == 0:
            return text(GAME, "no {resource} is left on its island", resource=res)
        return text(GAME, "you would get no {resource}: you have no {resource} production symbol",
                    resource=res)
    if isinstance(action, TakeFood):
        return _explain_food(s, action)
    if isinstance(action, Reserve):
        if len(p.reserved) >= comp.max_reserved:
            return text(GAME, "you already hold {n} reserved buildings", n=comp.max_reserved)
        return text(GAME, "that building is not face up")
    if isinstance(action, Build):
        return _explain_build(s, seat, action)
    if isinstance(action, Swap):
        return _explain_swap(s, seat, action)
    return None


def _explain_food(s: GameState, a: TakeFood) -> Text:
    if not 0 <= a.resource <= BASICS:
        return text(GAME, "no such resource")
    food = resource_name(FOOD)
    if a.resource != FOOD and s.islands[FOOD] > 0:
        return text(GAME, "{food} is left: the food island gives {food}", food=food)
    if a.resource == FOOD:
        return text(GAME, "no {food} is left: take 1 wood, clay or stone instead", food=food)
    return text(GAME, "no {resource} is left on its island", resource=resource_name(a.resource))


def _explain_build(s: GameState, seat: int, a: Build) -> Text:
    p = s.players[seat]
    comp = components()
    reserved = a.building in p.reserved
    if not reserved and a.building not in s.market:
        return text(GAME, "that building is neither face up nor reserved by you")
    b = comp.buildings[a.building]
    need = b.size - (comp.reserved_discount if reserved else 0)
    if sum(a.pay) != need:
        return text(GAME, "that building costs {need}, not {paid}", paid=sum(a.pay),
                    need=count(GAME, "%n resource(s)", need, "%n resource", "%n resources"))
    for k in range(BASICS):
        if a.pay[k] > b.cost[k]:
            return text(GAME, "it needs {n} {resource}; pay the rest of the cost, food replaces "
                        "any resource", n=b.cost[k], resource=resource_name(k))
    return text(GAME, "you do not hold {what}", what=resources_words(a.pay))

