"""Riverboat's evaluation split into terms, per seat, for the learned evaluation (ai.learned).

The terms are the hand-made reckoning of heuristic.evaluate, term by term (their sum is that
evaluation), and the bucket is the situation the weights are fitted for: players, round, phase.
"""

from __future__ import annotations

import math

from core.riverboat.constants import AGENT_AWARDS, LAST_ROUND, PHASES
from core.riverboat.state import GameState

from .heuristic import (
    Clock,
    boats_value,
    colours_value,
    mat_value,
    phase_tiles_value,
    surveying_value,
    workers_value,
)

FEATURES: tuple[str, ...] = (
    "vp", "coins", "surveying", "colours", "mat", "workers", "phase_tiles", "agents_scorings",
    "boats", "agent_majority",
)


def bucket(s: GameState) -> str:
    return f"p{s.num_players}-r{s.round}-{s.phase}"


def progress(s: GameState) -> float:
    """How far the game has come, 0 at the start to 1 at the end: rounds done and the phase
    in this one (six phases a round, the end after the last)."""
    if s.is_over:
        return 1.0
    done = s.round - 1 + PHASES.index(s.phase) / (len(PHASES) - 1)
    return min(1.0, done / LAST_ROUND)


def terms(s: GameState) -> tuple[str, list[list[float]]]:
    """The situation and each seat's terms, in the order of FEATURES."""
    clock = Clock(s)
    rows = []
    for seat, p in enumerate(s.players):
        rows.append([
            float(p.vp), float(p.coins), surveying_value(p, clock), colours_value(p, clock),
            mat_value(p, clock), workers_value(p, clock), phase_tiles_value(s, seat, clock),
            float(p.agents * clock.scorings), 0.0, 0.0,
        ])
    _races(s, clock, rows)
    return bucket(s), rows


def _races(s: GameState, clock: Clock, rows: list[list[float]]) -> None:
    """The harbor race's share of the boats and the agent majority (heuristic._add_races)."""
    harbors = [p.harbor for p in s.players]
    steep = 1.6 / (1 + clock.later_rounds)
    certainty = 0.4 + 0.6 * (clock.round / LAST_ROUND)
    for seat, p in enumerate(s.players):
        lead = harbors[seat] - max(h for i, h in enumerate(harbors) if i != seat)
        share = 0.5 + 0.5 / (1.0 + math.exp(-steep * (lead + 0.25)))
        rows[seat][8] = share * boats_value(p, clock)
        if p.agents == 0:
            continue
        above = sum(1 for q in s.players if q.agents > p.agents)
        tied = sum(1 for q in s.players if q.agents == p.agents)
        award = sum(AGENT_AWARDS[above:above + tied]) / tied if above < s.num_players else 0.0
        rows[seat][9] = certainty * award
