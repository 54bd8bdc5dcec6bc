"""Riverboat's actions as the choices panel lists them: each with its groups, widest first, and
its own words (the hint's advice): a placement by crop tile, then by field, then orientation."""

from __future__ import annotations

from core.riverboat import Action, ClaimBoat, PlaceWorker, Plant, TakeCardFromPile, TakeFeature
from core.riverboat.components import WILD
from core.riverboat.describe import hex_label, tile_title
from core.riverboat.mat import kind_of
from core.riverboat.state import GameState
from core.riverboat.touches import placement_touches

from ..shell.i18n import Words
from . import hints, texts


class RiverboatChoices(Words):
    """The translation context of the choices panel's groups (`RiverboatChoices.tr`)."""


def choice_words(action: Action, state: GameState) -> tuple[str, ...]:
    """The action's groups in the panel (widest first) and, last, its own words."""
    words = _capital(hints.describe(action, state))
    seat = state.decision[1] if state.decision is not None else 0
    if isinstance(action, Plant):
        said = words + _orientation(action) + touches_words(action, state)
        return (*_plant_groups(action), said)
    if isinstance(action, PlaceWorker) and action.coin:
        return (RiverboatChoices.tr("Paying a coin to ignore the card"),
                _fields(state, seat, action.hex), words)
    if isinstance(action, PlaceWorker) and _any_colour(state):
        return (_fields(state, seat, action.hex), words)  # one colour: the card's, no group
    if isinstance(action, TakeFeature) and action.hex is not None:
        return (_fields(state, seat, action.hex), words + touches_words(action, state))
    if isinstance(action, TakeCardFromPile):
        return (RiverboatChoices.tr("A card from the opportunity pile, for a coin"), words)
    if isinstance(action, ClaimBoat):
        boat = _capital(texts.boat_name(action.boat))
        if action.coin:
            return (RiverboatChoices.tr("A copy from a riverboat pile, for a coin"), boat, words)
        return (boat, words)
    return (words,)


def _any_colour(state: GameState) -> bool:
    """The round-track worker, or a wild cultivation card: a worker may go on any colour."""
    decision = state.decision
    return decision is not None and (decision[0] == "bonus_worker" or decision[2] == WILD)


def _plant_groups(action: Plant) -> tuple[str, ...]:
    """The piles (a coin), the tile, then the field its first cell covers."""
    kind = kind_of(action.cells)
    tile = _capital(texts.words(tile_title(kind)) if kind else RiverboatChoices.tr("crop tile"))
    field = RiverboatChoices.tr("On {hex}…").format(hex=hex_label(action.cells[0][0]))
    if action.coin:
        return RiverboatChoices.tr("A tile from its pile, for a coin"), tile, field
    return tile, field


def _orientation(action: Plant) -> str:
    """Which crop goes on which field, when the tile has two crops (its turn tells them apart)."""
    if len({crop for _, crop in action.cells}) < 2:
        return ""
    return " (" + ", ".join(RiverboatChoices.tr("{hex}: {crop}").format(
        hex=hex_label(h), crop=texts.crop_name(c)) for h, c in action.cells) + ")"


def _fields(state: GameState, seat: int, hex_: int) -> str:
    colour = texts.field_name(state.players[seat].mat.colour_of[hex_])
    return RiverboatChoices.tr("Fields of colour {colour}").format(colour=colour)


def touches_words(action: Action, state: GameState) -> str:
    """' — corn well 1 → 2 VP; barn B4 0 → 4 VP; 1 field on the outskirts; completes the green
    fields': what the placement reaches on the mat, as the engine finds it ('' for nothing)."""
    touches = placement_touches(state, action)
    if not touches:
        return ""
    parts = [RiverboatChoices.tr("{crop} well {before} → {after} VP").format(
        crop=texts.crop_name(crop), before=before, after=after)
        for crop, before, after in touches.wells]
    parts += [RiverboatChoices.tr("barn {hex} {before} → {after} VP").format(
        hex=hex_label(h), before=before, after=after) for h, before, after in touches.barns]
    if touches.outskirts:
        parts.append(texts.counted(RiverboatChoices.tr("%n field(s) on the outskirts", "",
                                                       touches.outskirts), touches.outskirts,
                                   "%n field on the outskirts", "%n fields on the outskirts"))
    if touches.completed:
        parts.append(RiverboatChoices.tr("completes the {colours} fields").format(
            colours=", ".join(texts.field_name(c) for c in touches.completed)))
    return " — " + "; ".join(parts)


def _capital(words: str) -> str:
    return words[:1].upper() + words[1:]
