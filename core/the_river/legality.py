"""Why an action is not legal now: one sentence a player understands."""

from __future__ import annotations

from typing import TYPE_CHECKING

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
    spot_of,
)
from .components import BASICS, components
from .describe import plural, resources_words
from .options import ACTION_KINDS, DECISION_TEXT, FOOD, has_room

if TYPE_CHECKING:
    from .state import TheRiverState

SPOT_WORDS = {
    "claim_tile": "claim spot", "construct": "construct spot", "produce_wood": "wood island",
    "produce_clay": "clay island", "produce_stone": "stone island", "food": "food island",
    "reserve": "reserve spot", "first_player": "first player spot", "swap": "swap spot",
}


def why_illegal(s: TheRiverState, action: object) -> str | None:
    """None if the action is legal now, else a sentence saying why not."""
    if s.decision is None:
        return "the game is over"
    kind, seat = s.decision
    if kind not in ACTION_KINDS.get(type(action), ()):
        return f"it is not that kind of decision: the decision now is to {DECISION_TEXT[kind]}"
    if action in s.legal_set():
        return None
    return explain(s, seat, action)


def explain(s: TheRiverState, seat: int, action: object) -> str:
    """A specific reason an action of the right kind is not legal."""
    if isinstance(action, StartTile):
        return "that tile is not among the face-up setup tiles"
    if isinstance(action, Trade):
        return _explain_trade(s, seat, action)
    if isinstance(action, Discard):
        return _explain_discard(s, seat, action)
    if isinstance(action, Swap) and s.decision is not None and s.decision[0] == "meadow_swap":
        return _explain_swap(s, seat, action)
    if isinstance(action, SetAside):
        return "a pioneer can still be placed: setting one aside is only for when none can"
    return _explain_placement(s, seat, action)


def _explain_trade(s: TheRiverState, seat: int, a: Trade) -> str:
    give = components().trade_give
    if sum(a.give) != give:
        return f"a trade returns exactly {plural(give, 'resource')} for 1 food"
    if s.islands[FOOD] == 0:
        return "no food is left on its island to trade for"
    return f"you do not hold {resources_words(a.give)}"


def _explain_discard(s: TheRiverState, seat: int, a: Discard) -> str:
    p = s.players[seat]
    if not 0 <= a.resource <= BASICS:
        return "no such resource"
    if p.res[a.resource] == 0:
        return f"you hold no {components().resources[a.resource]}"
    return "everything fits in your warehouses"


def _explain_swap(s: TheRiverState, seat: int, a: Swap) -> str:
    n = len(s.players[seat].river)
    return f"swap two of the {plural(n, 'tile')} on your river board, the lower spot first"


def _explain_placement(s: TheRiverState, seat: int, action: object) -> str:
    spot = spot_of(action)
    if spot is None:
        return "produce wood, clay or stone"
    if not has_room(s, seat, spot):
        if spot == "claim_tile":
            return f"you have claimed {components().claims_per_round} tiles this round already"
        return f"the {SPOT_WORDS[spot]} is taken"
    why = _explain_action(s, seat, action)
    return why or "not allowed now"


def _explain_action(s: TheRiverState, seat: int, action: object) -> str | None:
    p = s.players[seat]
    comp = components()
    if isinstance(action, Claim):
        if len(p.river) >= comp.spots:
            return "your river board is complete"
        return "no such tile is face up"
    if isinstance(action, Produce):
        name = comp.resources[action.resource]
        if s.islands[action.resource] == 0:
            return f"no {name} is left on its island"
        return f"you would get no {name}: you have no {name} production symbol"
    if isinstance(action, TakeFood):
        return _explain_food(s, action)
    if isinstance(action, Reserve):
        if len(p.reserved) >= comp.max_reserved:
            return f"you already hold {comp.max_reserved} reserved buildings"
        return "that building is not face up"
    if isinstance(action, Build):
        return _explain_build(s, seat, action)
    if isinstance(action, Swap):
        return _explain_swap(s, seat, action)
    return None


def _explain_food(s: TheRiverState, a: TakeFood) -> str:
    names = components().resources
    if not 0 <= a.resource <= BASICS:
        return "no such resource"
    if a.resource != FOOD and s.islands[FOOD] > 0:
        return f"{names[FOOD]} is left: the food island gives {names[FOOD]}"
    if a.resource == FOOD:
        return f"no {names[FOOD]} is left: take 1 wood, clay or stone instead"
    return f"no {names[a.resource]} is left on its island"


def _explain_build(s: TheRiverState, seat: int, a: Build) -> str:
    p = s.players[seat]
    comp = components()
    reserved = a.building in p.reserved
    if not reserved and a.building not in s.market:
        return "that building is neither face up nor reserved by you"
    b = comp.buildings[a.building]
    need = b.size - (comp.reserved_discount if reserved else 0)
    if sum(a.pay) != need:
        return f"that building costs {plural(need, 'resource')}, not {sum(a.pay)}"
    for k in range(BASICS):
        if a.pay[k] > b.cost[k]:
            return (f"it needs {b.cost[k]} {comp.resources[k]}; pay the rest of the cost, "
                    "food replaces any resource")
    return f"you do not hold {resources_words(a.pay)}"

