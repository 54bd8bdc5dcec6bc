"""Riverboat's guided first game: its notes (riverboat_qt/riverboat/guide.json), the conditions
its steps may ask about a decision, the placeholders of its notes and the choice it points at."""

from __future__ import annotations

from typing import Any

from ai.bots import GreedyBot
from core.game import Action, State
from core.package_data import data_path
from core.riverboat import (
    ChoosePhase,
    ClaimBoat,
    PassBoats,
    PlaceWorker,
    Plant,
    SendAgents,
    StopSurveying,
    Survey,
    TakeCardFromPile,
    TakeFeature,
)
from core.riverboat.components import WILD, components
from core.riverboat.constants import DECISION_TEXT
from core.riverboat.hexgrid import hex_name
from core.riverboat.state import GameState

from ..shell.guide_spec import GuideSpec
from ..shell.table import own

DATA = data_path("riverboat_qt.riverboat", "guide.json")


def suggest(state: State, seed: int) -> Action:
    """A good legal action, found as the Easy AI does (one move ahead, on a determinized copy:
    never the hidden decks), but greedy without chance; at a riverboat, the largest one that
    needs no coin: its capacity is what it scores at the end and the big boats bring an estate
    feature or agents, which a first round should show."""
    if state.decision_kind == "ship":
        boats = [a for a in state.legal_actions() if isinstance(a, ClaimBoat) and not a.coin]
        if boats:
            return max(boats, key=lambda a: (capacity(a.boat), a.boat, -a.crop))
    return GreedyBot(seed=seed).choose(state)


def capacity(boat: str) -> int:
    return components().boats[boat].capacity


def fields(state: State, action: Action) -> dict[str, object]:
    """The placeholders of a note, in no language: numbers and field names (A1..E8)."""
    values: dict[str, object] = {"round": state.round}
    if isinstance(action, ChoosePhase):
        values["phase"] = action.phase
    elif isinstance(action, (PlaceWorker, TakeFeature)) and action.hex is not None:
        values["hex"] = field_name(action.hex)
    elif isinstance(action, Plant):
        values["hexes"] = ", ".join(field_name(h) for h, _ in action.cells)
        values["size"] = len(action.cells)
    elif isinstance(action, ClaimBoat):
        values["boat"] = capacity(action.boat)
    elif isinstance(action, SendAgents):
        values["count"] = action.count
    elif isinstance(action, Survey) and action.target == "barn":
        values["hex"] = action.ref.upper()
    return values


def field_name(index: int) -> str:
    """A field as the log and the hex coordinates name it (E4)."""
    return hex_name(index).upper()


FIELD_NAMES = frozenset({"round", "phase", "hex", "hexes", "size", "boat", "count"})


def _wild(state: State, action: Action, wanted: Any) -> bool:
    """The cultivation card is wild (any empty field)."""
    decision = own(state, GameState).decision
    return (state.decision_kind == "cultivate" and decision is not None
            and decision[2] == WILD) == bool(wanted)


def _coin(state: State, action: Action, wanted: Any) -> bool:
    """The action costs a coin (a field against the card, a tile or boat from a pile, a card
    from the pile)."""
    return (bool(getattr(action, "coin", False)) or isinstance(action, TakeCardFromPile)) \
        == bool(wanted)


def _passes(state: State, action: Action, wanted: Any) -> bool:
    """The action passes: no more boats, no more surveyors, no agent sent."""
    passing = isinstance(action, (PassBoats, StopSurveying)) or (
        isinstance(action, SendAgents) and action.count == 0)
    return passing == bool(wanted)


def _feature(state: State, action: Action, wanted: Any) -> bool:
    """The estate feature asked for: 'barn' (a barn boat) or 'any' (barn, well or surveyor)."""
    decision = own(state, GameState).decision
    return state.decision_kind == "feature" and decision is not None and decision[2] == wanted


GUIDE = GuideSpec(
    data_path=DATA,
    game_id="riverboat",
    kinds=frozenset(DECISION_TEXT),
    suggest=suggest,
    fields=fields,
    field_names=FIELD_NAMES,
    conditions={"wild": _wild, "coin": _coin, "pass": _passes, "feature": _feature},
)
