"""The replay viewer's hidden information for The River (ruling 15): only the order of the
terrain stack and of the building deck is hidden; a seat knows their contents."""

from __future__ import annotations

import html
from collections import Counter
from collections.abc import Sequence

from core.the_river.describe import building_words, tile_words
from core.the_river.state import TheRiverState

from ..shell.table import OMNISCIENT
from . import texts

SHOWN = 8  # how many of the next draws the omniscient view lists


def _next(items: list[str], words) -> str:
    upcoming = [words(k) for k in reversed(items)]  # the top is last
    more = f" … ({len(upcoming) - SHOWN} more)" if len(upcoming) > SHOWN else ""
    return (", ".join(upcoming[:SHOWN]) or "none") + more


def _contents(items: list[str], words) -> str:
    if not items:
        return "none"
    return ", ".join(f"{n} × {words(k)}" for k, n in sorted(Counter(items).items()))


def hidden_text(state: TheRiverState, seat: int | None, names: Sequence[str] = ()) -> str:
    """The next draws in order (omniscient), or what a seat can know: the contents only."""
    if seat is None or seat == OMNISCIENT:
        return "<br>".join([
            "<b>Everything (omniscient)</b>: the next draws, in order.",
            f"<b>Next terrain tiles</b> ({len(state.stack)}): "
            f"{html.escape(_next(state.stack, tile_words))}",
            f"<b>Next buildings</b> ({len(state.deck)}): "
            f"{html.escape(_next(state.deck, building_words))}",
        ])
    obs = state.observation(seat)
    name = html.escape(texts.seat_name(seat, names))
    return "<br>".join([
        f"<b>What {name} can know</b>: what is left, not its order.",
        f"<b>Terrain stack</b> ({len(obs['stack'])} tiles): "
        f"{html.escape(_contents(obs['stack'], tile_words))}",
        f"<b>Building deck</b> ({len(obs['deck'])} buildings): "
        f"{html.escape(_contents(obs['deck'], building_words))}",
    ])
