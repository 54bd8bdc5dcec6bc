"""Riverboat's table in words (issue #36): what a sighted player sees at a glance, for the
"Table in words" panel and a screen reader. Each seat's score and holdings, and the areas of
the table (the crop supply board, the riverboats, the opportunity cards, the phase tiles), all
read from the state and the data in the engine's words: no rule is restated here."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from core.riverboat.components import components
from core.riverboat.constants import PHASES
from core.riverboat.describe import hex_label, tile_title
from core.riverboat.hexgrid import COLS, ROW_LETTERS, ROWS
from core.riverboat.player import Player
from core.riverboat.scoring import completed_colours
from core.riverboat.state import GameState

from ..shell.i18n import Words
from ..shell.table import own
from . import texts


class RiverboatWords(Words):
    """The translation context of the table in words (`RiverboatWords.tr`)."""



def _count(mask: int) -> int:
    return bin(mask).count("1")


def _listed(parts: Sequence[str]) -> str:
    return ", ".join(p for p in parts if p) or RiverboatWords.tr("none")


def seat_words(state: object, seat: int, names: Sequence[str] = ()) -> str:
    """One seat at a glance: its score, supply, mat, boats and cards, a line each."""
    s = own(state, GameState)
    p = s.players[seat]
    head = RiverboatWords.tr("{seat}: {vp} VP.").format(seat=texts.seat_name(seat, names), vp=p.vp)
    return "\n".join([head, _supply(p), _mat(p), *mat_rows(p), _completed(p), _harvest(p),
                      _boats(p), _cards(p), _phase_tiles(s, seat)])


def _supply(p: Player) -> str:
    """Coins, workers, surveyors, harbor master, agents."""
    return RiverboatWords.tr("Supply: {coins}, {workers}, {surveyors}; harbor master on step "
                             "{harbor}; {agents} in New Orleans.").format(
        coins=texts.coins(p.coins), workers=texts.workers(p.workers),
        surveyors=texts.surveyors(p.surveyors), harbor=p.harbor, agents=texts.agents(p.agents))


def _mat(p: Player) -> str:
    """The fields: crops planted by crop, workers, barns, wells, empty fields."""
    crops = [f"{texts.crop_name(c)} {_count(mask)}" for c, mask in enumerate(p.crop_masks) if mask]
    return RiverboatWords.tr("Mat: fields planted {crops}; {workers} on fields ({unplanted} with "
                             "no crop yet); {barns}, {wells}; {empty} empty fields.").format(
        crops=_listed(crops), workers=texts.workers(_count(p.worker_mask)),
        unplanted=_count(p.unplanted()), barns=texts.barns(p.barn_count()),
        wells=texts.wells(p.well_count()), empty=_count(p.empty_fields()))


def mat_rows(p: Player) -> list[str]:
    """The mat field by field, a row a line, named as the moves name them ('A1'): each
    field's colour and what stands on it, so a placement can be understood without the
    picture."""
    colours = p.mat.colour_of
    lines = []
    for row in range(ROWS):
        fields = [RiverboatWords.tr("{field} {colour}: {content}").format(
            field=hex_label(h), colour=texts.field_name(colours[h]), content=_field(p, h))
            for h in range(row * COLS, (row + 1) * COLS)]
        lines.append(RiverboatWords.tr("Row {row}: {fields}.").format(
            row=ROW_LETTERS[row].upper(), fields="; ".join(fields)))
    return lines


def _field(p: Player, hex_: int) -> str:
    """What stands on one field: its crop, a worker, a barn, a well, their surveyors."""
    bit = 1 << hex_
    crop = p.crop_at(hex_)
    parts = [] if crop is None else [texts.crop_name(crop)]
    if crop is not None and p.wells[crop] == hex_:
        parts.append(RiverboatWords.tr("well with a surveyor") if p.scored_wells >> crop & 1
                     else RiverboatWords.tr("well"))
    if p.barn_mask & bit:
        parts.append(RiverboatWords.tr("barn with a surveyor") if p.scored_barns & bit
                     else RiverboatWords.tr("barn"))
    if p.worker_mask & bit:
        parts.append(RiverboatWords.tr("worker"))
    return ", ".join(parts) or RiverboatWords.tr("empty")


def _completed(p: Player) -> str:
    """The field colours wholly covered (the engine's own count for the final scoring)."""
    done = [texts.field_name(c) for c in completed_colours(p)]
    return RiverboatWords.tr("Colours completed: {colours}.").format(colours=_listed(done))


def _harvest(p: Player) -> str:
    """The crops harvested so far, by crop."""
    done = [f"{texts.crop_name(c)} {n}" for c, n in enumerate(p.harvested) if n]
    return RiverboatWords.tr("Harvested: {crops}.").format(crops=_listed(done))


def _boats(p: Player) -> str:
    return RiverboatWords.tr("Riverboats: {boats}.").format(
        boats=_listed([texts.boat_name(b) for b in p.boats]))


def _cards(p: Player) -> str:
    """The opportunity cards held, those already scored marked."""
    held = [texts.card_title(c) + (RiverboatWords.tr(" (scored)") if c in p.scored_cards else "")
            for c in p.cards]
    return RiverboatWords.tr("Opportunity cards: {cards}.").format(cards=_listed(held))


def _phase_tiles(s: GameState, seat: int) -> str:
    tiles = [texts.phase_name(texts.tile_phase(k)) for k, owner in enumerate(s.phase_owner, 1)
             if owner == seat]
    return RiverboatWords.tr("Phase tiles this round: {tiles}.").format(tiles=_listed(tiles))


def area_words(state: object, names: Sequence[str] = ()) -> list[tuple[str, str]]:
    """The table's areas in words: (the area's name, what it shows)."""
    s = own(state, GameState)
    return [(RiverboatWords.tr("Round"), _round(s, names)),
            (RiverboatWords.tr("Crop supply board"), _display(s)),
            (RiverboatWords.tr("Riverboats"), _riverboats(s)),
            (RiverboatWords.tr("Opportunity cards"), _opportunity(s))]


def _round(s: GameState, names: Sequence[str]) -> str:
    """The round, its phase, the phase tiles' owners, the round track, the cultivation card."""
    owners = [RiverboatWords.tr("{phase}: {seat}").format(
        phase=texts.phase_name(texts.tile_phase(k)),
        seat=texts.seat_name(o, names) if o >= 0 else RiverboatWords.tr("not taken"))
        for k, o in enumerate(s.phase_owner, 1)]
    lines = [RiverboatWords.tr("Round {round}, {phase}.").format(
                 round=s.round, phase=texts.phase_name(s.phase)),
             RiverboatWords.tr("Phase tiles: {owners}.").format(owners=_listed(owners)),
             RiverboatWords.tr("Round track: {workers}.").format(
                 workers=texts.workers(s.round_track))]
    if s.phase == PHASES[1] and s.card is not None:
        lines.append(RiverboatWords.tr("Cultivation card: {card}; {cards} left this phase.").format(
            card=texts.card_name(s.card), cards=texts.cards(s.cards_left)))
    return "\n".join(lines)


def _display(s: GameState) -> str:
    """The face-up crop tiles, by kind, and the piles' sizes."""
    shown = Counter(kind for kind in s.display if kind is not None)  # in the board's order
    tiles = [texts.words(tile_title(kind)) + (f" ×{n}" if n > 1 else "")
             for kind, n in shown.items()]
    piles = [RiverboatWords.tr("{size}-hex {tiles}").format(size=size, tiles=texts.tiles(len(pile)))
             for size, pile in enumerate(s.crop_piles, 1)]
    return RiverboatWords.tr("Face up: {tiles}.\nIn the piles: {piles}.").format(
        tiles=_listed(tiles), piles=_listed(piles))


def _riverboats(s: GameState) -> str:
    """Each riverboat type: face up or not, and the copies left in its pile."""
    lines = []
    for boat in components().boats:
        up = RiverboatWords.tr("face up") if s.boat_up[boat] else RiverboatWords.tr("none face up")
        lines.append(RiverboatWords.tr("{boat}: {up}, {left} in its pile.").format(
            boat=texts.capitalised(texts.boat_name(boat)), up=up, left=s.boat_pile[boat]))
    return "\n".join(lines)


def _opportunity(s: GameState) -> str:
    """The face-up cards with their spaces' bonuses, and the pile's size."""
    spaces = [RiverboatWords.tr("{title} ({bonus})").format(title=texts.card_title(c),
                                             bonus=texts.space_bonus(k))
              for k, c in enumerate(s.opp_spaces) if c is not None]
    return RiverboatWords.tr("Face up: {cards}.\nIn the pile: {count}.").format(
        cards=_listed(spaces), count=texts.cards(len(s.opp_deck)))

