"""The River's evaluation by the categories of its final breakdown: the game review's why.

The running score is the final scoring as if the game ended now, so its own categories split
it; the terms of what is still to come go where they will score: resources held and the
production that brings more to the resources (which buildings may yet turn into points), the
pioneers' later placements, the reserved buildings and the learned evaluation's constant to
the buildings, a column half done to the columns.
"""

from __future__ import annotations

from collections.abc import Sequence

from core.the_river.scoring import CATEGORIES, boat_after_cleanup, points
from core.the_river.state import GameState

from .features import FEATURES

BONUS, BUILDINGS, RESOURCES, COLUMNS, MEADOWS = CATEGORIES
CATEGORY_OF_TERM: dict[str, str] = {
    "resources_as_vp": RESOURCES, "resources": RESOURCES, "pioneers": BUILDINGS,
    "reserved": BUILDINGS, "production": RESOURCES, "columns": COLUMNS,
}
SCORE = FEATURES.index("score")


def split(s: GameState, seat: int, terms: Sequence[float],
          weights: Sequence[float]) -> dict[str, float]:
    """The seat's weighted terms (the bias last, with the buildings) by category."""
    p = s.players[seat]
    running = points(p, boat_after_cleanup(p))  # the score term, category by category
    out = {c: weights[SCORE] * vp for c, vp in zip(CATEGORIES, running, strict=True)}
    for name, term, weight in zip(FEATURES, terms, weights, strict=False):
        if name != "score":
            out[CATEGORY_OF_TERM[name]] += weight * term
    out[BUILDINGS] += weights[-1]
    return out
