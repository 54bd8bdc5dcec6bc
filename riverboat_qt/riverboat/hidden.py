"""The replay viewer's hidden information for Riverboat: the draws' order (omniscient) or what a
seat can know of them (contents, not order)."""

from __future__ import annotations

import html
from collections import Counter
from collections.abc import Sequence

from core.riverboat.components import components
from core.riverboat.state import GameState

from ..shell.i18n import Words
from ..shell.table import OMNISCIENT
from . import texts


class RiverboatHidden(Words):
    """The translation context of the hidden-information panel (`RiverboatHidden.tr`)."""


def _none() -> str:
    return RiverboatHidden.tr("none")


def _counts(items: list[str], name) -> str:
    if not items:
        return _none()
    return ", ".join(f"{n} {name(k)}" for k, n in sorted(Counter(items).items()))


def _tile(kind: str) -> str:
    """A tile kind by its crops: 'wheat/corn'."""
    cells = components().tile_kinds[kind].cells
    return "/".join(dict.fromkeys(texts.crop_name(c) for _, _, c in cells))


def hidden_text(state: GameState, seat: int | None, names: Sequence[str] = ()) -> str:
    """What a seat can know of the draws (contents, not order), or all of it (the order)."""
    lines = []
    if seat is None or seat == OMNISCIENT:
        lines.append(RiverboatHidden.tr("<b>Everything (omniscient)</b>: the upcoming draws, in "
                                        "order."))
        deck = [texts.card_name(c) for c in reversed(state.cult_deck)]
        shown = ", ".join(deck[:8]) or _none()
        if len(deck) > 8:
            shown += " …"
        elif len(deck) < 8:
            shown += RiverboatHidden.tr(" (then the discards, reshuffled)")
        lines.append(RiverboatHidden.tr("<b>Next cultivation cards</b>: {cards}").format(
            cards=shown))
        for size, pile in enumerate(state.crop_piles, 1):
            top = [_tile(k) for k in reversed(pile)][:4]
            lines.append(RiverboatHidden.tr("<b>Next {size}-hex tiles</b>: {tiles}").format(
                size=size, tiles=", ".join(top) or _none()))
        cards = [texts.card_title(c) for c in reversed(state.opp_deck)][:4]
        lines.append(RiverboatHidden.tr("<b>Next opportunity cards</b>: {cards}").format(
            cards=", ".join(cards) or _none()))
        return "<br>".join(lines)
    obs = state.observation(seat)
    name = html.escape(texts.seat_name(seat, names))
    lines.append(RiverboatHidden.tr("<b>What {seat} can know</b>: what is left, not its "
                                    "order.").format(seat=name))
    deck = obs["cult_deck"]
    lines.append(RiverboatHidden.tr("<b>Cultivation deck</b> ({cards}): {counts}").format(
        cards=texts.cards(len(deck)), counts=_counts(deck, texts.card_name)))
    for size, pile in enumerate(obs["crop_piles"], 1):
        lines.append(RiverboatHidden.tr("<b>{size}-hex pile</b> ({tiles}): {counts}").format(
            size=size, tiles=texts.tiles(len(pile)), counts=_counts(pile, _tile)))
    opp = obs["opp_deck"]
    total = texts.cards(len(opp["bottom"]) + len(opp["unknown"]))
    unknown = _counts(opp["unknown"], texts.card_title)
    if opp["bottom"]:
        known = ", ".join(texts.card_title(c) for c in opp["bottom"])
        lines.append(RiverboatHidden.tr("<b>Opportunity pile</b> ({cards}): at the bottom, "
                                        "known: {known}; unknown: {unknown}").format(
            cards=total, known=known, unknown=unknown))
    else:
        lines.append(RiverboatHidden.tr("<b>Opportunity pile</b> ({cards}); unknown: "
                                        "{unknown}").format(cards=total, unknown=unknown))
    return "<br>".join(lines)
