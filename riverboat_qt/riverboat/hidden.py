"""The replay viewer's hidden information for Riverboat: the draws' order (omniscient) or what a
seat can know of them (contents, not order)."""

from __future__ import annotations

import html
from collections import Counter
from collections.abc import Sequence

from core.riverboat.components import CROPS, WILD, components
from core.riverboat.state import GameState

from ..shell.table import OMNISCIENT
from . import texts


def _counts(items: list[str], name) -> str:
    if not items:
        return "none"
    return ", ".join(f"{n} {name(k)}" for k, n in sorted(Counter(items).items()))


def _tile(kind: str) -> str:
    """A tile kind by its crops: 'wheat/corn'."""
    return "/".join(dict.fromkeys(CROPS[c] for _, _, c in components().tile_kinds[kind].cells))


def hidden_text(state: GameState, seat: int | None, names: Sequence[str] = ()) -> str:
    """What a seat can know of the draws (contents, not order), or all of it (the order)."""
    lines = []
    if seat is None or seat == OMNISCIENT:
        lines.append("<b>Everything (omniscient)</b>: the upcoming draws, in order.")
        deck = [texts.card_name(c) for c in reversed(state.cult_deck)]
        lines.append(f"<b>Next cultivation cards</b>: {', '.join(deck[:8]) or 'none'}"
                     f"{' …' if len(deck) > 8 else ''}"
                     f"{' (then the discards, reshuffled)' if len(deck) < 8 else ''}")
        for size, pile in enumerate(state.crop_piles, 1):
            top = [_tile(k) for k in reversed(pile)][:4]
            lines.append(f"<b>Next {size}-hex tiles</b>: {', '.join(top) or 'none'}")
        cards = [texts.card_title(c) for c in reversed(state.opp_deck)][:4]
        lines.append(f"<b>Next opportunity cards</b>: {', '.join(cards) or 'none'}")
        return "<br>".join(lines)
    obs = state.observation(seat)
    name = html.escape(texts.seat_name(seat, names))
    lines.append(f"<b>What {name} can know</b>: what is left, not its order.")
    deck = obs["cult_deck"]
    lines.append(f"<b>Cultivation deck</b> ({len(deck)} cards): "
                 f"{_counts(deck, lambda c: texts.card_name(c) if c != WILD else 'wild')}")
    for size, pile in enumerate(obs["crop_piles"], 1):
        lines.append(f"<b>{size}-hex pile</b> ({len(pile)} tiles): {_counts(pile, _tile)}")
    opp = obs["opp_deck"]
    known = ", ".join(texts.card_title(c) for c in opp["bottom"])
    lines.append(f"<b>Opportunity pile</b> ({len(opp['bottom']) + len(opp['unknown'])} cards)"
                 f"{': at the bottom, known: ' + known if known else ''}; unknown: "
                 f"{_counts(opp['unknown'], texts.card_title)}")
    return "<br>".join(lines)
