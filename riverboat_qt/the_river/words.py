"""The River's table in words (issue #36): what a sighted player sees at a glance, for the
"Table in words" panel and a screen reader. Each seat's score, resources, pioneers, river,
buildings and tokens, and the areas of the main board (the face-up tiles and buildings, the
islands, the action spots), all read from the state and the data in the engine's words."""

from __future__ import annotations

from collections.abc import Sequence

from core.the_river.components import components
from core.the_river.describe import building_words, resources_words, tile_words
from core.the_river.legality import SPOT_WORDS
from core.the_river.player import Player
from core.the_river.state import GameState

from ..shell.table import own
from .texts import RiverTexts, capitalised, engine, phase_name, printed_words, seat_name


class RiverWords(RiverTexts):
    """The translation context of the table in words (`RiverWords.tr`)."""



def _listed(parts: Sequence[str]) -> str:
    return ", ".join(p for p in parts if p) or RiverWords.tr("none")


def _resources(counts: Sequence[int]) -> str:
    return engine(resources_words(counts)) if any(counts) else RiverWords.tr("none")


def seat_words(state: object, seat: int, names: Sequence[str] = ()) -> str:
    """One seat at a glance: its score, warehouses, pioneers, river and buildings."""
    s = own(state, GameState)
    p = s.players[seat]
    head = RiverWords.tr("{seat}: {vp} VP if the game ended now.").format(
        seat=seat_name(seat, names), vp=s.scores[seat])
    return "\n".join([head, _warehouses(p), _pioneers(s, seat), _river(p), *river_columns(p),
                      _buildings(p)])


def _warehouses(p: Player) -> str:
    """The resources held, the warehouses, and what the river's symbols produce."""
    return RiverWords.tr("Resources: {resources}; warehouses: {held} of {room} used; "
                         "production: {production}.").format(
        resources=_resources(p.res), held=p.held(), room=p.storage(),
        production=_resources(p.production()))


def _pioneers(s: GameState, seat: int) -> str:
    """Where the seat's pioneers are: the boat, the spots, aside, settled."""
    spots = [capitalised(engine(SPOT_WORDS[spot])) for spot, seats in s.spots.items()
             for who in seats if who == seat]
    p = s.players[seat]
    words = RiverWords.tr("Pioneers: {boat} on the boat; on the main board: {spots}; {aside} set "
                          "aside; {settled} settled.").format(
        boat=p.boat, spots=_listed(spots), aside=p.aside, settled=p.settled)
    if p.on_bonus_spot:
        words += " " + RiverWords.tr("One more stands on its bonus spot.")
    return words


def _river(p: Player) -> str:
    """How far the river runs; its spots follow, column by column."""
    spots = components().spots
    if len(p.river) >= spots:
        return RiverWords.tr("River: all {spots} spots covered.").format(spots=spots)
    return RiverWords.tr("River: %n spot(s) covered of {spots}; the next tile goes on spot "
                         "{next}.", "", len(p.river)).format(spots=spots, next=len(p.river) + 1)


def river_columns(p: Player) -> list[str]:
    """The river board column by column (top to bottom, as it is drawn and scored): each
    spot's tile, or what the board prints there and whether it is framed, so a claim or a
    swap can be weighed without the picture."""
    board = components().boards[p.board]
    lines = []
    for number, column in enumerate(components().columns, 1):
        spots = [_spot(p, spot, spot in board.framed) for spot in column]
        lines.append(RiverWords.tr("Column {column}: {spots}.").format(
            column=number, spots="; ".join(spots)))
    return lines


def _spot(p: Player, spot: int, framed: bool) -> str:
    if spot <= len(p.river):
        words = RiverWords.tr("spot {spot}: {tile}").format(
            spot=spot, tile=engine(tile_words(p.river[spot - 1])))
    else:
        words = RiverWords.tr("spot {spot} uncovered: {printed}").format(
            spot=spot, printed=printed_words(p.board, spot))
    return words + (RiverWords.tr(", framed") if framed else "")


def _buildings(p: Player) -> str:
    """The buildings built and reserved, and the bonus tokens."""
    built = [engine(building_words(b)) for b in p.built]
    reserved = [engine(building_words(b)) for b in p.reserved]
    tokens = [str(v) for v in p.tokens]
    return RiverWords.tr("Buildings: {built}; reserved: {reserved}; bonus tokens: {tokens}."
                         ).format(built=_listed(built), reserved=_listed(reserved),
                                  tokens=_listed(tokens))


def area_words(state: object, names: Sequence[str] = ()) -> list[tuple[str, str]]:
    """The main board's areas in words: (the area's name, what it shows)."""
    s = own(state, GameState)
    return [(RiverWords.tr("Round"), _round(s, names)),
            (RiverWords.tr("Terrain tiles"), _offer(s)),
            (RiverWords.tr("Buildings"), _market(s)),
            (RiverWords.tr("Islands"), RiverWords.tr("On the islands: {resources}.").format(
                resources=_resources(s.islands))),
            (RiverWords.tr("Action spots"), _spots(s, names))]


def _round(s: GameState, names: Sequence[str]) -> str:
    lines = [RiverWords.tr("Round {round}, {phase}; first player: {seat}.").format(
        round=s.round, phase=phase_name(s.phase), seat=seat_name(s.first_player, names))]
    if s.last_round:
        lines.append(RiverWords.tr("This is the last round."))
    tokens = _listed([str(v) for v in reversed(s.token_pile)])
    lines.append(RiverWords.tr("Bonus tokens left: {tokens}; %n token(s) of 0 VP.", "",
                               s.zero_tokens).format(tokens=tokens))
    return "\n".join(lines)


def _offer(s: GameState) -> str:
    tiles = [engine(tile_words(t)) for t in s.offer if t is not None]
    return RiverWords.tr("Face up: {tiles}.\nIn the stack: {count}.").format(
        tiles=_listed(tiles), count=len(s.stack))


def _market(s: GameState) -> str:
    shown = [engine(building_words(b)) for b in s.market if b is not None]
    return RiverWords.tr("Face up: {buildings}.\nIn the deck: {count}.").format(
        buildings=_listed(shown), count=len(s.deck))


def _spots(s: GameState, names: Sequence[str]) -> str:
    """Each action spot and whose pioneers stand there."""
    lines = []
    for spot, seats in s.spots.items():
        who = _listed([seat_name(k, names) for k in seats]) if seats else RiverWords.tr("nobody")
        lines.append(RiverWords.tr("{spot}: {who}.").format(
            spot=capitalised(engine(SPOT_WORDS[spot])), who=who))
    return "\n".join(lines)
