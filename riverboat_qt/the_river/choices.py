"""The River's actions as the choices panel lists them: each with its groups, widest first, and
its own words (the hint's advice): a placement by action spot, a building by its payments."""

from __future__ import annotations

from core.the_river import Build, Swap, Trade
from core.the_river.actions import spot_of
from core.the_river.describe import building_words
from core.the_river.state import GameState

from . import hints
from .texts import RiverTexts, capitalised, engine, spot_action


def choice_words(action, state: GameState) -> tuple[str, ...]:
    """The action's groups in the panel (widest first) and, last, its own words."""
    words = capitalised(hints.advice(action, state))
    if isinstance(action, Trade):
        return (RiverTexts.tr("Trade resources for 1 food"), words)
    spot = spot_of(action)
    if spot is None or state.decision_kind != "place":
        return (words,)
    where = capitalised(spot_action(spot))
    if isinstance(action, Build):
        return (where, capitalised(engine(building_words(action.building))), words)
    if isinstance(action, Swap):
        return (where, RiverTexts.tr("Spot {spot} with…").format(spot=action.first), words)
    return (where, words)
