"""The hint: the AI's suggestion for the human's decision, said in words and shown on the table."""

from __future__ import annotations

from core.riverboat import (
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
from core.riverboat.describe import describe as core_describe
from core.riverboat.describe import imperative
from core.riverboat.hexgrid import parse_hex
from core.riverboat.rules import kind_of
from core.riverboat.state import GameState

from ..shell.hint_ring import mark_button, ring_pieces
from ..shell.piece import Piece

BONUS_LABELS = {"coin": "Take 1 coin", "harbor": "Harbor master", "agent": "Send 1 worker"}


def describe(action: Action, state: GameState) -> str:
    """The suggested action in the engine's words, as advice: 'plant a 2-hex corn tile on C6'."""
    return imperative(core_describe(action, state))


def _pieces(scene, action: Action, seat: int, state: GameState) -> list[Piece]:
    """The pieces of the table that the action concerns."""
    panel = scene.panels[seat]
    if isinstance(action, ChoosePhase):
        return [scene.phases.tiles[action.phase]]
    if isinstance(action, PlaceWorker):
        return [panel.hexes[action.hex]]
    if isinstance(action, Plant):
        source = scene.supply.piles[len(action.cells)] if action.coin else \
            scene.supply.tiles.get(state.display.index(kind_of(action.cells)))
        return [panel.hexes[h] for h, _ in action.cells] + ([source] if source else [])
    if isinstance(action, ClaimBoat):
        return [scene.new_orleans.boats[action.boat]]
    if isinstance(action, TakeFeature) and action.hex is not None:
        return [panel.hexes[action.hex]]
    if isinstance(action, TakeCard):
        return [scene.new_orleans.spaces[action.space]]
    if isinstance(action, TakeCardFromPile):
        return [scene.new_orleans.pile]
    if isinstance(action, Survey):
        if action.target == "barn":
            return [panel.hexes[parse_hex(action.ref)]]
        if action.target == "well":
            return [panel.wells[action.ref]] if action.ref in panel.wells else []
        return [panel.cards[action.ref]] if action.ref in panel.cards else []
    return []


def _button_label(action: Action) -> str | None:
    """The start of the label of the choice button that takes this action, if any."""
    if isinstance(action, PassBoats):
        return "Pass"
    if isinstance(action, StopSurveying):
        return "Stop surveying"
    if isinstance(action, SendAgents):
        return "Send no agent" if action.count == 0 else f"Send {action.count} agent"
    if isinstance(action, ScoringBonus):
        return BONUS_LABELS[action.kind]
    if isinstance(action, TakeFeature) and action.hex is None:
        return "Take a surveyor"
    if isinstance(action, PlaceWorker) and action.coin:
        return "Spend a coin"
    if isinstance(action, (Plant, TakeCardFromPile)) and action.coin:
        return "Buy from a pile" if isinstance(action, Plant) else "Look through the pile"
    return None


def highlight_action(window, action: Action, seat: int) -> list:
    """Ring the pieces of the suggested action and mark its button; returns what was marked."""
    rings = ring_pieces(window.scene, _pieces(window.scene, action, seat,
                                              window.controller.state))
    return rings + mark_button(window, _button_label(action))
