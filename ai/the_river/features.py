"""The River's evaluation split into terms, per seat, for the learned evaluation (ai.learned).

The terms are heuristic.seat_value's, term by term (their sum is that evaluation); the bucket
is players, round (7 and later together), phase, and whether the end has been triggered.
"""

from __future__ import annotations

from core.the_river.scoring import boat_after_cleanup
from core.the_river.state import GameState

from .heuristic import (
    PIONEER_VP,
    columns_potential,
    production_value,
    reserved_value,
    resources_value,
    rounds_left,
)

FEATURES: tuple[str, ...] = (
    "score", "resources_as_vp", "resources", "pioneers", "reserved", "production", "columns",
)
LAST_BUCKET_ROUND = 7


def bucket(s: GameState) -> str:
    last = "-last" if s.last_round else ""
    return f"p{s.num_players}-r{min(s.round, LAST_BUCKET_ROUND)}-{s.phase}{last}"


def terms(s: GameState) -> tuple[str, list[list[float]]]:
    """The situation and each seat's terms, in the order of FEATURES."""
    left = rounds_left(s)
    this_round = s.phase in ("play", "setup")
    scores = s.scores
    rows = []
    for seat, p in enumerate(s.players):
        moves = (p.boat if this_round else 0) + left * boat_after_cleanup(p)
        rows.append([
            float(scores[seat]), -float(sum(p.res) // 3), resources_value(p, moves),
            PIONEER_VP * left * boat_after_cleanup(p), reserved_value(p, moves),
            production_value(p, left), columns_potential(p, left),
        ])
    return bucket(s), rows
