"""Words shown to the player: names, tooltips and the prompt line, all from the engine's data."""

from __future__ import annotations

from collections.abc import Sequence

from core.riverboat.components import CROPS, PHASE_NAMES, WILD, components
from core.riverboat.constants import DECISION_TEXT
from core.riverboat.describe import boat_title, card_title, plural
from core.riverboat.scoring import card_vp
from core.riverboat.state import GameState

from . import theme

SPACE_BONUS_TEXT = {"surveyor": "+1 surveyor", "agents_up_to": "send 1 agent",
                    "harbor": "harbor +2", "coins": "+1 coin"}


def card_text(card_id: str) -> str:
    return components().cards[card_id].text


def card_tip(card_id: str, state: GameState | None = None, seat: int | None = None,
             names: Sequence[str] = ()) -> str:
    tip = f"Opportunity card: {card_title(card_id)}\nScores {card_text(card_id)}."
    tip += "\nScored when a surveyor is placed on it in a Scoring phase."
    if state is not None and seat is not None:
        tip += f"\nWould score {card_vp(state.players[seat], card_id)} VP for "
        tip += f"{seat_name(seat, names)} now."
    return tip


def space_bonus(space: int) -> str:
    bonus = components().space_bonuses[space]
    return ", ".join(SPACE_BONUS_TEXT[k] for k in bonus)


def boat_tip(boat_id: str) -> str:
    boat = components().boats[boat_id]
    title = boat_title(boat_id).removeprefix("the ")
    return (f"{title[0].upper()}{title[1:]}: capacity {boat.capacity} (ship {boat.capacity} "
            f"workers standing on one crop).\nBenefit: {boat.benefit_text()}.\nAt the end it "
            f"scores {boat.capacity} VP if your harbor master reached its slot (half unless "
            "farthest).")


def phase_tip(number: int) -> str:
    tile = components().raw["phase_tiles"][number - 1]
    coin = tile["coin"] or "no coin ability"
    return (f"Phase tile {number}: {tile['name']}\nGo first in this phase.\n"
            f"Bonus: {tile['bonus']}.\nPhase: {tile['action']}.\nCoin: {coin}.")


def tile_tip(kind_id: str) -> str:
    kind = components().tile_kinds[kind_id]
    crops = ", ".join(CROPS[c] for _, _, c in kind.cells)
    vp = kind.size - 1
    extra = f"; scores {vp} VP when planted" if vp else ""
    return f"{kind.size}-hex crop tile ({kind.shape}): {crops}{extra}.\nDrag it onto workers."


def seat_name(seat: int, names: Sequence[str] = ()) -> str:
    """How a seat is called in its game ('Red (you)', 'Blue (AI Normal)'), else its colour.

    Each window passes its own game's names: the game window and a replay viewer can show
    different games at once.
    """
    return names[seat] if seat < len(names) else theme.seat_colour_name(seat)


def card_name(card: str | None) -> str:
    if card is None:
        return "none"
    return "wild" if card == WILD else theme.field_name(card)


def decision_prompt(state: GameState, names: Sequence[str] = (), human: bool = True) -> str:
    """What is being decided now, in the words of the rules.

    A human seat is told what to do with the mouse ('your workers'); an AI seat's decision
    is only named, since nobody at the window makes it.
    """
    if state.decision is None:
        return "The game is over."
    kind, seat, arg = state.decision
    where = f"Round {state.round}, {state.phase_name()} — {seat_name(seat, names)}"
    if not human:
        return f"{where} is deciding: {_ai_decision(kind, arg)}."
    what = DECISION_TEXT[kind]
    if kind == "cultivate":
        what = f"the cultivation card is {card_name(arg)}, place a worker"
        if arg != WILD:
            what += f" on a {card_name(arg)} field (or pay a coin for any field)"
        return f"{where}: {what}."
    if kind == "feature" and arg == "barn":
        what = "place the barn from your riverboat on an empty field"
    elif kind == "agents":
        what = f"send up to {plural(int(arg), 'worker')} to New Orleans as agents"
    elif kind == "plant":
        what = "drag a crop tile under your workers (wheel or R rotates)"
    return f"{where} must {what}."


def _ai_decision(kind: str, arg: object) -> str:
    """The decision in the third person: nothing here says 'your'."""
    if kind == "cultivate":
        return f"where to place a worker (the cultivation card is {card_name(arg)})"
    if kind == "agents":
        return f"whether to send up to {plural(int(arg), 'agent')} to New Orleans"
    if kind == "feature" and arg == "barn":
        return "where to build the barn from its riverboat"
    return f"how to {DECISION_TEXT[kind]}"


def phase_label(number: int) -> str:
    return PHASE_NAMES[number - 1]
