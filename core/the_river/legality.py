"""Why an action is not legal now: one sentence a player understands."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ..text import Text, chain, count, join, name, text
from .actions import (
    CLAIM_SPOT,
    CONSTRUCT_SPOT,
    FIRST_SPOT,
    FOOD_SPOT,
    PRODUCE_SPOTS,
    RESERVE_SPOT,
    SWAP_SPOT,
    Build,
    Claim,
    Discard,
    Produce,
    Reserve,
    SetAside,
    StartTile,
    Swap,
    TakeFirstPlayer,
    TakeFood,
    Trade,
    fault,
    spot_of,
)
from .components import BASICS, FOOD, GAME, components
from .constants import DECISION_TEXT, DecisionKind
from .describe import amount, building_words, resource_name, resources_words
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
    """A swap's spots must both hold a tile (the notation names the lower spot first)."""
    n = len(s.players[seat].river)
    if n < 2:
        return _too_few_to_swap(n)
    if a.first == a.second:
        return text(GAME, "a swap needs two different spots; both are {spot}", spot=a.first)
    if a.first > a.second:
        return text(GAME, "a swap names the lower spot first: {second} before {first}",
                    first=a.first, second=a.second)
    return count(GAME, "spot {spot} of your river board holds no tile: you have %n tile(s), "
                 "on spots 1 to %n", n, "spot {spot} of your river board holds no tile: you "
                 "have %n tile, on spot 1", "spot {spot} of your river board holds no tile: you "
                 "have %n tiles, on spots 1 to %n", spot=max(a.first, a.second))


def _too_few_to_swap(n: int) -> Text:
    return count(GAME, "a swap needs two tiles on your river board; it holds %n", n,
                 "a swap needs two tiles on your river board; it holds %n",
                 "a swap needs two tiles on your river board; it holds %n")


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



# == a whole spot ==========================================================================

def why_spot_closed(s: GameState, spot: str) -> Text | None:
    """None if the deciding seat may put a pioneer on this spot, else why not, with the numbers
    that matter (a pioneer dropped on a spot it cannot take is refused with this)."""
    if s.decision is None:
        return text(GAME, "the game is over")
    kind, seat, _ = s.decision
    if kind != DecisionKind.PLACE:
        return text(GAME, "it is not that kind of decision: the decision now is to {decision}",
                    decision=DECISION_TEXT[kind])
    if any(spot_of(a) == spot for a in s.legal_actions()):
        return None
    if not has_room(s, seat, spot):
        return _explain_placement(s, seat, _room_sample(spot))
    return _SPOT_REASONS[spot](s, seat)


def _claim_closed(s: GameState, seat: int) -> Text:
    if len(s.players[seat].river) >= components().spots:
        return text(GAME, "your river board is complete")
    return text(GAME, "no terrain tile is face up")


def _produce_closed(resource: int) -> Callable[[GameState, int], Text]:
    def why(s: GameState, seat: int) -> Text:
        return _explain_action(s, seat, Produce(resource)) or text(GAME, "not allowed now")
    return why


def _food_closed(s: GameState, seat: int) -> Text:
    return text(GAME, "no {food} and no wood, clay or stone is left on the islands",
                food=resource_name(FOOD))


def _reserve_closed(s: GameState, seat: int) -> Text:
    comp = components()
    if len(s.players[seat].reserved) >= comp.max_reserved:
        return text(GAME, "you already hold {n} reserved buildings", n=comp.max_reserved)
    return text(GAME, "no building is face up")


def _construct_closed(s: GameState, seat: int) -> Text:
    """What the seat holds against what each building it could construct costs (short: the
    whole sentence must fit the window's status line)."""
    p = s.players[seat]
    comp = components()
    market = [b for b in s.market if b]
    if not p.reserved and not market:
        return text(GAME, "no building is face up and you have reserved none")
    parts = [_holding(p.res)]
    if market:
        parts.append(text(GAME, "face up: {buildings}",
                          buildings=join(GAME, [_priced(b) for b in market])))
    if p.reserved:
        less = comp.reserved_discount
        parts.append(count(GAME, "reserved by you, %n resource(s) less: {buildings}", less,
                           "reserved by you, %n resource less: {buildings}",
                           "reserved by you, %n resources less: {buildings}",
                           buildings=join(GAME, [_priced(b) for b in p.reserved])))
    return text(GAME, "you can pay for no building: {why}", why=chain("{first}; {second}", parts))


def _holding(res: list[int]) -> Text:
    """'you hold 1 wood and 2 food (food is wild)', or 'you hold no resources'."""
    if not any(res):
        return text(GAME, "you hold no resources")
    return text(GAME, "you hold {held} (food is wild)", held=resources_words(res))


def _priced(building: str) -> Text:
    """'5 VP (2 wood, 2 clay, 1 stone)': a building by its points and cost, short."""
    b = components().buildings[building]
    cost = chain("{first}, {second}", [amount(n, k) for k, n in enumerate(b.cost) if n])
    return text(GAME, "{vp} VP ({cost})", vp=b.vp, cost=cost)


def _swap_closed(s: GameState, seat: int) -> Text:
    return _too_few_to_swap(len(s.players[seat].river))


def _room_sample(spot: str) -> object:
    """An action of the spot, for the reasons a full spot gives ("the reserve spot is taken")."""
    comp = components()
    samples: dict[str, object] = {
        CLAIM_SPOT: Claim(min(comp.tiles)),
        CONSTRUCT_SPOT: Build(min(comp.buildings), (0, 0, 0, 0)),
        FOOD_SPOT: TakeFood(FOOD), RESERVE_SPOT: Reserve(min(comp.buildings)),
        FIRST_SPOT: TakeFirstPlayer(), SWAP_SPOT: Swap(1, 2),
        **{where: Produce(r) for r, where in enumerate(PRODUCE_SPOTS)}}
    return samples[spot]


_SPOT_REASONS: dict[str, Callable[[GameState, int], Text]] = {
    CLAIM_SPOT: _claim_closed, CONSTRUCT_SPOT: _construct_closed, FOOD_SPOT: _food_closed,
    RESERVE_SPOT: _reserve_closed, SWAP_SPOT: _swap_closed,
    FIRST_SPOT: lambda s, seat: text(GAME, "not allowed now"),
    **{where: _produce_closed(r) for r, where in enumerate(PRODUCE_SPOTS)},
}


def why_cannot_build(s: GameState, building: str) -> Text | None:
    """None if the deciding seat can construct this building now (some payment), else why
    not: where it is, or its cost against what the seat holds."""
    if s.decision is None:
        return text(GAME, "the game is over")
    _, seat, _ = s.decision
    if any(isinstance(a, Build) and a.building == building for a in s.legal_actions()):
        return None
    p = s.players[seat]
    if building not in p.reserved and building not in s.market:
        return text(GAME, "that building is neither face up nor reserved by you")
    if not has_room(s, seat, CONSTRUCT_SPOT):
        return _explain_placement(s, seat, _room_sample(CONSTRUCT_SPOT))
    holding = _holding(p.res)
    if building in p.reserved:
        return count(GAME, "you cannot pay for {building}: reserved, it costs %n resource(s) "
                     "less; {holding}", components().reserved_discount,
                     "you cannot pay for {building}: reserved, it costs %n resource less; "
                     "{holding}",
                     "you cannot pay for {building}: reserved, it costs %n resources less; "
                     "{holding}", building=building_words(building), holding=holding)
    return text(GAME, "you cannot pay for {building}; {holding}",
                building=building_words(building), holding=holding)
