"""Show what another seat did: the moved piece slides from where it was to where it went."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPainter

from core.riverboat import (
    Action,
    ChoosePhase,
    ClaimBoat,
    PlaceWorker,
    Plant,
    ScoringBonus,
    SendAgents,
    Survey,
    TakeCard,
    TakeCardFromPile,
    TakeFeature,
)
from core.riverboat.components import CROPS
from core.riverboat.hexgrid import parse_hex
from core.riverboat.mat import kind_of
from core.riverboat.state import GameState

from . import art, theme
from .items.boards import draw_card
from .items.mat import R as MAT_R
from .scene import RiverboatScene


def animate_move(scene: RiverboatScene, action: Action, seat: int, before: GameState,
                 ms: int, done=None) -> bool:
    """Slide a picture of the piece that the action moved; False if there is nothing to show
    (or ms is 0). done() is called when the piece arrives."""
    if ms <= 0 or seat not in scene.panels:
        return False
    route = _route(scene, action, seat, before)
    if route is None:
        return False
    draw, start, end = route
    return scene.slide(draw, start, end, ms, done)


def _worker(seat: int):
    return lambda g: art.worker(g, QPointF(), 13, theme.seat_fill(seat), theme.seat_edge(seat))


def _route(scene: RiverboatScene, action: Action, seat: int, before: GameState):
    panel = scene.panels[seat]
    supply = panel.supply_point()
    if isinstance(action, ChoosePhase):
        return _worker(seat), supply, scene.phases.tiles[action.phase].centre()
    if isinstance(action, PlaceWorker):
        return _worker(seat), supply, panel.hex_centre(action.hex)
    if isinstance(action, Plant):
        return _plant_route(scene, action, seat, before)
    if isinstance(action, ClaimBoat):
        source = scene.new_orleans.boats[action.boat]
        scene.new_orleans.lift(source)  # it is the sliding one now
        start = source.centre()
        end = panel.slot_centre(len(before.players[seat].boats) + 1)
        return (lambda g: art.boat(g, _box(56, 40), _boat_fill())), start, end
    if isinstance(action, (TakeCard, TakeCardFromPile)):
        return _card_route(scene, action, panel, before)
    if isinstance(action, SendAgents) and action.count:
        return _worker(seat), supply, scene.new_orleans.agents_point(seat)
    if isinstance(action, ScoringBonus) and action.kind == "agent":
        return _worker(seat), supply, scene.new_orleans.agents_point(seat)
    if isinstance(action, TakeFeature) and action.hex is not None:
        icon = art.barn if action.kind == "barn" else art.well
        return (lambda g: icon(g, QPointF(), 14)), scene.info_point(), panel.hex_centre(
            action.hex)
    if isinstance(action, Survey):
        return (lambda g: art.surveyor(g, QPointF(), 14)), supply, _survey_end(
            panel, action, before, seat)
    return None


def _plant_route(scene: RiverboatScene, action: Plant, seat: int, before: GameState):
    panel = scene.panels[seat]
    centres = [panel.hex_centre(h) for h, _ in action.cells]
    mid = QPointF(sum(c.x() for c in centres) / len(centres),
                  sum(c.y() for c in centres) / len(centres))
    offsets = [(c - mid, crop) for c, (_, crop) in zip(centres, action.cells, strict=True)]
    radius = MAT_R * panel.scale()
    if action.coin:
        start = scene.supply.piles[len(action.cells)].centre()
    else:
        index = before.display.index(kind_of(action.cells))
        start = scene.supply.item.mapToScene(scene.supply.spaces[index].center())
        if index in scene.supply.tiles:
            scene.supply.tiles[index].hide()  # it is the sliding one now

    def draw(g: QPainter) -> None:
        for offset, crop in offsets:
            art.crop_hex(g, crop, offset, radius)

    return draw, start, mid


def _card_route(scene: RiverboatScene, action, panel, before: GameState):
    if isinstance(action, TakeCard):
        card = before.opp_spaces[action.space - 1]
        if card is None:  # an empty space: no card to slide
            return None
        source = scene.new_orleans.spaces[action.space]
        scene.new_orleans.lift(source)  # it is the sliding one now
        start = source.centre()
    else:
        card, start = action.card, scene.new_orleans.pile.centre()
    end = panel.cards[card].centre() if card in panel.cards else panel.cards_point()
    return (lambda g: draw_card(g, _box(124, 84), card)), start, end


def _survey_end(panel, action: Survey, before: GameState, seat: int) -> QPointF:
    if action.target == "barn":
        return panel.hex_centre(parse_hex(action.ref))
    if action.target == "well":
        return panel.hex_centre(before.players[seat].wells[CROPS.index(action.ref)])
    item = panel.cards.get(action.ref)
    return item.centre() if item else panel.cards_point()


def _box(w: float, h: float) -> QRectF:
    return QRectF(-w / 2, -h / 2, w, h)


def _boat_fill():
    return theme.colour("board_edge")

