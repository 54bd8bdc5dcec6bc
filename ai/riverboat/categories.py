"""Riverboat's evaluation by the categories of its final breakdown: the game review's why.

Each term of the evaluation (features.FEATURES) goes where its points will be scored: coins
and colours to their own rows, the boats' share to the harbor, the agent majority to the agents
bonus, and the rest to the points during play: the VP so far, the surveyors' scorings, phase
tile bonuses, agents at each scoring, and the workers on the mat, which become harvests (a
boat's benefits as much as its capacity: a boat claimed shows as harbor, not as workers
taken off the mat). The unscored barns, wells and surveyors of the surveying term, at 2 VP
each, go to the unscored features.
"""

from __future__ import annotations

from collections.abc import Sequence

from core.riverboat.constants import DURING_PLAY, FINAL_CATEGORIES, VP_PER_UNSCORED
from core.riverboat.player import NO_HEX
from core.riverboat.state import GameState

from .features import FEATURES

COINS, COLOURS, UNSCORED, HARBOR, AGENTS = FINAL_CATEGORIES
CATEGORY_OF_TERM: dict[str, str] = {
    "vp": DURING_PLAY, "coins": COINS, "surveying": DURING_PLAY, "colours": COLOURS,
    "mat": DURING_PLAY, "workers": DURING_PLAY, "phase_tiles": DURING_PLAY,
    "agents_scorings": DURING_PLAY, "boats": HARBOR, "agent_majority": AGENTS,
}
SURVEYING = FEATURES.index("surveying")


def split(s: GameState, seat: int, terms: Sequence[float],
          weights: Sequence[float]) -> dict[str, float]:
    """The seat's weighted terms (the bias last, with the points during play) by category."""
    out = dict.fromkeys((DURING_PLAY, *FINAL_CATEGORIES), 0.0)
    for name, term, weight in zip(FEATURES, terms, weights, strict=False):
        out[CATEGORY_OF_TERM[name]] += weight * term
    unscored = weights[SURVEYING] * unscored_vp(s, seat)
    out[UNSCORED] += unscored
    out[DURING_PLAY] += weights[-1] - unscored
    return out


def unscored_vp(s: GameState, seat: int) -> float:
    """What the seat's barns and wells without a surveyor and its surveyors in supply would
    score at the end now (the surveying term counts them so)."""
    p = s.players[seat]
    wells = sum(1 for crop, h in enumerate(p.wells)
                if h != NO_HEX and not p.scored_wells >> crop & 1)
    return float(VP_PER_UNSCORED * ((p.barn_mask & ~p.scored_barns).bit_count() + wells
                                    + p.surveyors))
