"""Words shown to the player: names, tooltips and the prompt line, all asked of the engine
(describe's words, the data, the scoring functions); no rule is restated here."""

from __future__ import annotations

from collections.abc import Sequence

from core.the_river.actions import spot_of
from core.the_river.board import count_type, production
from core.the_river.components import Meadow, components
from core.the_river.describe import building_words, plural, resources_words, tile_words
from core.the_river.legality import SPOT_WORDS
from core.the_river.scoring import CATEGORIES, boat_after_cleanup, breakdown, tile_meadow_vp
from core.the_river.state import TheRiverState

from . import theme

SPOT_ACTIONS = {
    "claim_tile": "claim a face-up terrain tile for the next spot of your river",
    "construct": "build a face-up or reserved building, paying its cost (food is wild)",
    "produce_wood": "produce wood: 1 per visible wood symbol",
    "produce_clay": "produce clay: 1 per visible clay symbol",
    "produce_stone": "produce stone: 1 per visible stone symbol",
    "food": "take 1 food (none left: 1 wood, clay or stone)",
    "reserve": "reserve a face-up building (it then costs one resource less)",
    "first_player": "take the first player pawn",
    "swap": "swap two tiles of your river",
}

CATEGORY_TIPS = {
    CATEGORIES[0]: "The bonus tokens taken when building, at their printed values.",
    CATEGORIES[1]: "The points printed on each building you constructed.",
    CATEGORIES[2]: "1 VP per 3 resources left in your warehouses (food included).",
    CATEGORIES[3]: "Each column of your river (spots 1-8-9, 2-7-10, 3-6-11, 4-5-12): "
                   "6 VP if its three tiles share a type, else 2 VP if the top two do.",
    CATEGORIES[4]: "What your meadow tiles score: per tile of a type, per production symbol "
                   "(at most 3), income meadows 2 VP, per pioneer on the boat, per bonus token.",
}


def seat_name(seat: int, names: Sequence[str] = ()) -> str:
    """How a seat is called in its game ('Red (you)'), else its colour."""
    return names[seat] if seat < len(names) else theme.seat_colour_name(seat)


def capitalised(words: str) -> str:
    return words[:1].upper() + words[1:]


def spot_rule_words(state: TheRiverState, spot: str) -> str:
    """Who may stand there, from the data: '2 pioneers', '2 of each player', 'any number'."""
    rule = components().spot_rules(state.num_players)[spot]
    if rule.kind == "single":
        return f"room for {plural(rule.count, 'pioneer')}"
    if rule.kind == "two_per_player":
        return f"{components().claims_per_round} pioneers of each player"
    return "any number of pioneers"


def spot_tip(state: TheRiverState, spot: str, names: Sequence[str] = ()) -> str:
    who = [seat_name(s, names) for s in state.spots[spot]]
    here = ", ".join(who) if who else "nobody yet"
    return (f"{capitalised(SPOT_WORDS[spot])}: {SPOT_ACTIONS[spot]}.\n"
            f"{capitalised(spot_rule_words(state, spot))}. Here: {here}.")


def tile_tip(tile_id: str) -> str:
    """A face-up tile: what it is, in the log's words."""
    return f"{capitalised(tile_words(tile_id))}."


def river_tile_tip(state: TheRiverState, seat: int, spot: int, names: Sequence[str] = ()) -> str:
    """A tile on a river: what it is, and what the river's columns and meadows score now."""
    p = state.players[seat]
    tile_id = p.river[spot - 1]
    now = breakdown(p, boat_after_cleanup(p))
    column = next(k for k, col in enumerate(components().columns, 1) if spot in col)
    lines = [f"Spot {spot} (column {column}): {tile_words(tile_id)}."]
    meadow = components().tiles[tile_id].meadow
    if meadow is not None:
        counted = meadow_counts(state, seat, meadow)
        own = tile_meadow_vp(p, tile_id, boat_after_cleanup(p))
        lines.append(f"This meadow scores {own} VP now"
                     + (f" ({counted})" if counted else "") + f"; {seat_name(seat, names)}'s "
                     f"meadows score {now[CATEGORIES[4]]} VP in all.")
    lines.append(f"{seat_name(seat, names)}'s columns score {now[CATEGORIES[3]]} VP now.")
    return "\n".join(lines)


def meadow_counts(state: TheRiverState, seat: int, meadow: Meadow) -> str:
    """What a scoring meadow counts now, asked of the engine: 'now 3 desert tiles'."""
    p = state.players[seat]
    if meadow.effect == "vp_per_type" and meadow.terrain is not None:
        return f"now {plural(count_type(p.river, meadow.terrain), meadow.terrain + ' tile')}"
    if meadow.effect == "production_bonus" and meadow.resource is not None:
        n = production(p.board, p.river)[meadow.resource]
        return f"now {plural(n, resource_words(meadow.resource) + ' symbol')}"
    if meadow.effect == "vp_per_boat_pioneer":
        return f"now {plural(boat_after_cleanup(p), 'pioneer')} for the boat"
    if meadow.effect == "vp_per_bonus_token":
        return f"now {plural(len(p.tokens), 'bonus token')}"
    return ""


def printed_tip(board_id: int, spot: int) -> str:
    b = components().boards[board_id]
    parts = [f"{n} {components().resources[k]} symbol" for k, n in
             enumerate(b.production[spot - 1]) if n]
    if b.storage[spot - 1]:
        parts.append(plural(b.storage[spot - 1], "warehouse"))
    printed = ", ".join(parts) if parts else "nothing printed"
    frame = ("\nFramed: a pioneer settles here for good at the cleanup after it is covered."
             if spot in b.framed else "")
    return f"Spot {spot}, empty: {printed} (lost once a tile covers it).{frame}"


def building_tip(building_id: str, reserved: bool = False) -> str:
    b = components().buildings[building_id]
    cost = max(0, b.size - components().reserved_discount) if reserved else b.size
    note = (f"\nReserved: costs {plural(cost, 'resource')} (one less, of your choice)."
            if reserved else "")
    return (f"{capitalised(building_words(building_id))}.\nFood may replace any resource of "
            f"the cost. Scores {b.vp} VP at the end.{note}")


def storage_tip(state: TheRiverState, seat: int) -> str:
    p = state.players[seat]
    return (f"Warehouses: {p.held()} of {p.storage()} used ({resources_words(p.res)}).\n"
            "Every 3 resources left at the end score 1 VP.")


def score_tip(state: TheRiverState, seat: int, names: Sequence[str] = ()) -> str:
    p = state.players[seat]
    table = (state.final[seat] if state.final is not None
             else breakdown(p, boat_after_cleanup(p)))
    rows = "\n".join(f"{k}: {v}" for k, v in table.items())
    when = "Final score" if state.final is not None else "If the game ended now"
    return f"{seat_name(seat, names)} — {when}: {sum(table.values())} VP\n{rows}"


def decision_prompt(state: TheRiverState, names: Sequence[str] = (), human: bool = True) -> str:
    """What is decided now, in the rules' words: a human seat is told what to do with the
    mouse, an AI seat's decision is only named."""
    if state.decision is None:
        return "The game is over."
    kind, seat = state.decision
    where = f"Round {state.round}, {state.phase_name()} — {seat_name(seat, names)}"
    p = state.players[seat]
    if not human:
        return f"{where} is deciding: {AI_WORDS[kind]}."
    if kind == "start_tile":
        what = "choose a starting terrain tile: click a face-up tile"
    elif kind == "place":
        placements = [a for a in state.legal_actions() if spot_of(a) is not None]
        if placements:
            what = ("drag a pioneer from your boat to an action spot (or click a lit spot); "
                    "T trades 3 resources for 1 food")
        else:
            what = "find no open spot: trade 3 resources for 1 food (T) or set a pioneer aside"
    elif kind == "discard":
        what = (f"return {plural(p.excess(), 'resource')} that does not fit your warehouses: "
                "click a resource or use the buttons")
    else:
        what = "use the swap meadow: click two tiles of your river to swap them, or N: no swap"
    return f"{where} must {what}."


AI_WORDS = {
    "start_tile": "which starting terrain tile to take",
    "place": "where to place a pioneer",
    "discard": "which resource to return",
    "meadow_swap": "whether to swap two tiles of its river",
}


def resource_words(resource: int) -> str:
    return components().resources[resource]
