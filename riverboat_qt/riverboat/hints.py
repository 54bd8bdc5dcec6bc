"""The hint: the AI's suggestion for the human's decision, said in words and shown on the table."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

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
from core.riverboat.components import CROPS, components
from core.riverboat.describe import BONUS_WORDS, crop_places, hex_label, hexes_label, tile_title
from core.riverboat.hexgrid import parse_hex
from core.riverboat.mat import kind_of
from core.riverboat.state import GameState

from ..shell.hint_ring import mark_button, ring_pieces
from ..shell.i18n import Words
from ..shell.piece import Piece
from . import texts
from .buttons import button, send_button


class RiverboatHints(Words):
    """The translation context of the hint's advice (`RiverboatHints.tr`)."""


def describe(action: Action, state: GameState) -> str:
    """The suggested action as advice, in the window's language: 'plant a 2-hex corn tile on C6'
    (the log's sentence, core.riverboat.describe, in the second person)."""
    seat = state.decision[1] if state.decision is not None else 0
    for kind, words in _ADVICE.items():
        if isinstance(action, kind):
            return words(action, state, seat)
    raise TypeError(f"no advice for {type(action).__name__}")


def _phase(a: ChoosePhase, s: GameState, seat: int) -> str:
    return RiverboatHints.tr("take the {phase} phase tile").format(
        phase=texts.phase_name(texts.tile_phase(a.phase)))


def _worker(a: PlaceWorker, s: GameState, seat: int) -> str:
    hex_ = hex_label(a.hex)
    if s.decision is not None and s.decision[0] == "bonus_worker":
        return RiverboatHints.tr("place the round-track worker on {hex}").format(hex=hex_)
    colour = texts.field_name(s.players[seat].mat.colour_of[a.hex])
    if a.coin:
        return RiverboatHints.tr("place a worker on {hex} ({colour}), paying a coin to ignore "
                                 "the card").format(hex=hex_, colour=colour)
    return RiverboatHints.tr("place a worker on {hex} ({colour})").format(hex=hex_,
                                                                          colour=colour)


def _plant(a: Plant, s: GameState, seat: int) -> str:
    kind = kind_of(a.cells)
    tile = texts.words(tile_title(kind)) if kind else RiverboatHints.tr("crop tile")
    if len({crop for _, crop in a.cells}) > 1:  # which crop on which hex (issue #47)
        where = texts.words(crop_places(a))
        if a.coin:
            return RiverboatHints.tr("plant a {tile}: {where}, bought from its pile for a "
                                     "coin").format(tile=tile, where=where)
        return RiverboatHints.tr("plant a {tile}: {where}").format(tile=tile, where=where)
    hexes = texts.words(hexes_label(h for h, _ in a.cells))
    if a.coin:
        return RiverboatHints.tr("plant a {tile} on {hexes}, bought from its pile for a "
                                 "coin").format(tile=tile, hexes=hexes)
    return RiverboatHints.tr("plant a {tile} on {hexes}").format(tile=tile, hexes=hexes)


def _boat(a: ClaimBoat, s: GameState, seat: int) -> str:
    what = {"count": components().boats[a.boat].capacity, "crop": texts.crop_name(a.crop),
            "boat": texts.boat_name(a.boat), "slot": len(s.players[seat].boats) + 1}
    if a.coin:
        return RiverboatHints.tr("ship {count} {crop} on the {boat} into boat slot {slot}, a "
                                 "copy bought from its pile for a coin").format(**what)
    return RiverboatHints.tr("ship {count} {crop} on the {boat} into boat slot {slot}").format(
        **what)


def _pass(a: PassBoats, s: GameState, seat: int) -> str:
    return RiverboatHints.tr("pass: no more riverboats this round")


def _feature(a: TakeFeature, s: GameState, seat: int) -> str:
    if a.kind == "surveyor" or a.hex is None:
        return RiverboatHints.tr("take a surveyor")
    if a.kind == "barn":
        return RiverboatHints.tr("build a barn on {hex}").format(hex=hex_label(a.hex))
    crop = s.players[seat].crop_at(a.hex)
    if crop is None:
        return RiverboatHints.tr("dig a well on {hex}").format(hex=hex_label(a.hex))
    return RiverboatHints.tr("dig a well on {hex} ({crop})").format(
        hex=hex_label(a.hex), crop=texts.crop_name(crop))


def _agents(a: SendAgents, s: GameState, seat: int) -> str:
    if not a.count:
        return RiverboatHints.tr("send no agents to New Orleans")
    return texts.counted(RiverboatHints.tr("send %n agent(s) to New Orleans", "", a.count),
                         a.count, "send %n agent to New Orleans", "send %n agents to New Orleans")


def _card_words(card: str) -> str:
    return RiverboatHints.tr("the “{title}” card").format(title=texts.card_title(card))


def _card(a: TakeCard, s: GameState, seat: int) -> str:
    card = s.opp_spaces[a.space - 1] if 0 < a.space <= len(s.opp_spaces) else None
    what = _card_words(card) if card else RiverboatHints.tr("no card")
    return RiverboatHints.tr("take {card} from opportunity space {space}").format(
        card=what, space=a.space)


def _pile_card(a: TakeCardFromPile, s: GameState, seat: int) -> str:
    return RiverboatHints.tr("take {card} from the opportunity pile for a coin").format(
        card=_card_words(a.card))


def _bonus(a: ScoringBonus, s: GameState, seat: int) -> str:
    bonus = BONUS_WORDS.get(a.kind)
    return RiverboatHints.tr("take the scoring bonus: {bonus}").format(
        bonus=texts.words(bonus) if bonus else RiverboatHints.tr("none"))


def _survey(a: Survey, s: GameState, seat: int) -> str:
    if a.target == "barn":
        return RiverboatHints.tr("survey the barn on {hex}").format(
            hex=hex_label(parse_hex(a.ref)))
    if a.target == "well":
        return RiverboatHints.tr("survey the {crop} well").format(
            crop=texts.crop_name(CROPS.index(a.ref)))
    return RiverboatHints.tr("survey {card}").format(card=_card_words(a.ref))


def _stop(a: StopSurveying, s: GameState, seat: int) -> str:
    return RiverboatHints.tr("place no more surveyors")


# Each kind of action, and how its advice is made (the function takes that kind).
_ADVICE: dict[type, Callable[[Any, GameState, int], str]] = {
    ChoosePhase: _phase, PlaceWorker: _worker, Plant: _plant, ClaimBoat: _boat,
    PassBoats: _pass, TakeFeature: _feature, SendAgents: _agents, TakeCard: _card,
    TakeCardFromPile: _pile_card, ScoringBonus: _bonus, Survey: _survey, StopSurveying: _stop,
}


def _pieces(scene, action: Action, seat: int, state: GameState) -> list[Piece]:
    """The pieces of the table that the action concerns."""
    panel = scene.panels[seat]
    if isinstance(action, ChoosePhase):
        return [scene.phases.tiles[action.phase]]
    if isinstance(action, PlaceWorker):
        return [panel.hexes[action.hex]]
    if isinstance(action, Plant):  # after the move (the last-move marks) the tile has left
        kind = kind_of(action.cells)
        source = scene.supply.piles[len(action.cells)] if action.coin else \
            scene.supply.tiles.get(state.display.index(kind)) if kind in state.display else None
        if action.coin and scene.overlay is not None:  # the pile's picker is open: its tile
            name = f"pile tile {kind}"
            source = next((t for t in scene.overlay.childItems()
                           if getattr(t, "name", "") == name), source)
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
    """The label of the choice button that takes this action, if any."""
    if isinstance(action, PassBoats):
        return button("pass")
    if isinstance(action, StopSurveying):
        return button("stop")
    if isinstance(action, SendAgents):
        return send_button(action.count)
    if isinstance(action, ScoringBonus):
        return button(f"bonus {action.kind}")
    if isinstance(action, TakeFeature) and action.hex is None:
        return button("surveyor")
    if isinstance(action, PlaceWorker) and action.coin:
        return button("coin")
    if isinstance(action, Plant) and action.coin:
        return button("piles")
    if isinstance(action, TakeCardFromPile):  # always a coin: it has no `coin` field
        return button("look")
    return None


def highlight_action(window, action: Action, seat: int) -> list:
    """Ring the pieces of the suggested action and mark its button; returns what was marked."""
    rings = ring_pieces(window.scene, _pieces(window.scene, action, seat,
                                              window.controller.state))
    return rings + mark_button(window, _button_label(action))
