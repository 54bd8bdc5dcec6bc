"""The hint: the AI's suggestion for the human's decision, said in words and shown on the table."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem

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

from ..shell.piece import Piece

HINT_COLOUR = QColor("#00897b")  # teal: unlike any crop, field, seat or legal mark
BONUS_LABELS = {"coin": "Take 1 coin", "harbor": "Harbor master", "agent": "Send 1 worker"}


def describe(action: Action, state: GameState) -> str:
    """The suggested action in the engine's words, as advice: 'plant a 2-hex corn tile on C6'."""
    return imperative(core_describe(action, state))


class HintRing(QGraphicsItem):
    """A thick teal outline along a piece's shape (a hex, a tile, a card), not clickable."""

    def __init__(self, piece: QGraphicsItem):
        super().__init__()
        self.path = piece.sceneTransform().map(piece.shape())
        self.setZValue(400)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)
        self.name = "hint"

    def boundingRect(self) -> QRectF:
        return self.path.boundingRect().adjusted(-6, -6, 6, 6)

    def paint(self, p: QPainter, option, widget=None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        fill = QColor(HINT_COLOUR)
        fill.setAlpha(60)
        for colour, width in ((QColor("white"), 9.0), (HINT_COLOUR, 5.0)):  # a halo, a line
            p.setPen(QPen(colour, width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                          Qt.PenJoinStyle.RoundJoin))
            p.setBrush(fill if width < 9 else Qt.BrushStyle.NoBrush)
            p.drawPath(self.path)


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
    marked: list = []
    for piece in _pieces(window.scene, action, seat, window.controller.state):
        ring = HintRing(piece)
        window.scene.addItem(ring)
        marked.append(ring)
    label = _button_label(action)
    for button in window.choice_buttons:
        if label and button.text().startswith(label):
            button.setStyleSheet("QPushButton { border: 3px solid #00897b; font-weight: bold; }")
            marked.append(button)
    return marked
