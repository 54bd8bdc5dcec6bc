"""The River's evaluation split into terms, per seat, for the learned evaluation (ai.learned).

The terms are heuristic.seat_value's, term by term (their sum is that evaluation); the bucket
is players, round (7 and later together), phase, and whether the end has been triggered.
"""

from __future__ import annotations

from core.the_river.components import components
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


def progress(s: GameState) -> float:
    """How far the game has come, 0 at the start to 1 at the end: rounds done and the share of
    this round's pioneers placed, over the rounds the end races leave (a guess until the end is
    triggered, as the evaluation's)."""
    if s.is_over:
        return 1.0
    pioneers = components().pioneers
    crew = sum(pioneers - p.settled - int(p.on_bonus_spot) for p in s.players)
    placed = 0.0 if s.phase == "setup" else 1.0 - sum(p.boat for p in s.players) / max(1, crew)
    done = s.round - 1 + min(1.0, max(0.0, placed))
    return min(1.0, done / (s.round + rounds_left(s)))


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
