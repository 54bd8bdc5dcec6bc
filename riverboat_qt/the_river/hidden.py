"""The replay viewer's hidden information for The River (ruling 15): only the order of the
terrain stack and of the building deck is hidden; a seat knows their contents."""

from __future__ import annotations

import html
from collections import Counter
from collections.abc import Sequence

from core.the_river.describe import building_words, tile_words
from core.the_river.state import GameState

from ..shell.table import OMNISCIENT
from . import texts
from .texts import RiverTexts, engine

SHOWN = 8  # how many of the next draws the omniscient view lists


def _next(items: list[str], words) -> str:
    upcoming = [engine(words(k)) for k in reversed(items)]  # the top is last
    shown = ", ".join(upcoming[:SHOWN]) or RiverTexts.tr("none")
    if len(upcoming) > SHOWN:
        shown += " … " + RiverTexts.tr("(%n more)", "", len(upcoming) - SHOWN)
    return shown


def _contents(items: list[str], words) -> str:
    if not items:
        return RiverTexts.tr("none")
    return ", ".join(f"{n} × {engine(words(k))}" for k, n in sorted(Counter(items).items()))


def hidden_text(state: GameState, seat: int | None, names: Sequence[str] = ()) -> str:
    """The next draws in order (omniscient), or what a seat can know: the contents only."""
    if seat is None or seat == OMNISCIENT:
        return "<br>".join([
            RiverTexts.tr("<b>Everything (omniscient)</b>: the next draws, in order."),
            RiverTexts.tr("<b>Next terrain tiles</b> ({count}): {tiles}").format(
                count=len(state.stack), tiles=html.escape(_next(state.stack, tile_words))),
            RiverTexts.tr("<b>Next buildings</b> ({count}): {buildings}").format(
                count=len(state.deck), buildings=html.escape(_next(state.deck, building_words))),
        ])
    obs = state.observation(seat)
    name = html.escape(texts.seat_name(seat, names))
    return "<br>".join([
        RiverTexts.tr("<b>What {seat} can know</b>: what is left, not its order.").format(
            seat=name),
        RiverTexts.tr("<b>Terrain stack</b> (%n tile(s)): {tiles}", "", len(obs["stack"])
                      ).format(tiles=html.escape(_contents(obs["stack"], tile_words))),
        RiverTexts.tr("<b>Building deck</b> (%n building(s)): {buildings}", "", len(obs["deck"])
                      ).format(buildings=html.escape(_contents(obs["deck"], building_words))),
    ])
