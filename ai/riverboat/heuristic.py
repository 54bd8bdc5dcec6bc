"""What a position is worth to each seat: points now plus the value of what is on the mat.

The estimate is in VP (an expected final score) so that it reads like a player's reckoning:
unscored barns, wells and cards that surveyors can still reach, boats behind the harbor master,
colours close to complete, workers for the next round and the agent majority.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from core.riverboat.components import COLOURS, CROPS, components
from core.riverboat.constants import AGENT_AWARDS, LAST_ROUND, PHASES, VP_PER_BARN_NEIGHBOUR
from core.riverboat.mat import FULL_MASK, bits, mat
from core.riverboat.player import NO_HEX, Player
from core.riverboat.scoring import card_vp
from core.riverboat.state import GameState

from ..knowledge import margins_to_rewards

REWARD_SCALE = 12.0  # VP of margin that make a win about 3 in 4 in the reward
PHASE_BONUS = (0.0, 2.5, 1.0, 2.5, 2.0, 1.5)  # worth of holding phase tile k this round
CROP_WEIGHT = 0.9  # a worker on a crop becomes boat capacity, coins, steps, features
SEED_WEIGHT = 0.8  # a worker waiting for a tile becomes a crop hex (and maybe tile VP)
WORKER_SHORT = 1.5  # per worker below 8 at the next cultivation
STEP_VALUE = 1.5  # a harbor master step, in the middle of the game


# The set bits of a mask: int.bit_count itself, without a function of ours around it.
popcount: Callable[[int], int] = int.bit_count


def neighbour_masks(mat_id: int) -> tuple[int, ...]:
    return mat(mat_id).neighbour_masks


def group_of(mat_id: int, crop_mask: int, start: int) -> int:
    """The connected hexes of crop_mask that hold start, as a mask (a flood fill)."""
    return mat(mat_id).crop_group(crop_mask, start)


def largest_group(mat_id: int, crop_mask: int) -> int:
    best = 0
    rest = crop_mask
    while rest:
        low = rest & -rest
        group = group_of(mat_id, crop_mask, low.bit_length() - 1)
        best = max(best, popcount(group))
        rest &= ~group
    return best


def barn_value(p: Player, hex_: int) -> int:
    """What a surveyor on a barn at hex_ scores now (same as core.scoring.barn_score)."""
    around = neighbour_masks(p.mat_id)[hex_]
    return VP_PER_BARN_NEIGHBOUR * max([(around & m).bit_count() for m in p.crop_masks])


def well_value(p: Player, crop: int) -> int:
    return popcount(group_of(p.mat_id, p.crop_masks[crop], p.wells[crop]))


class Clock:
    """How much of the game is left, seen from the current phase."""

    __slots__ = ("round", "phase", "scorings", "cultivations", "harvests", "later_rounds")

    def __init__(self, s: GameState) -> None:
        self.round = s.round
        self.phase = PHASES.index(s.phase)
        over = s.phase == "over"
        self.later_rounds = LAST_ROUND - s.round
        self.scorings = 0 if over else self.later_rounds + 1
        self.cultivations = self.later_rounds + (1 if self.phase <= 1 else 0)
        self.harvests = 0 if over else self.later_rounds + (1 if self.phase <= 3 else 0)

    def survey_slots(self) -> int:
        return 0 if self.scorings == 0 else 2 * (self.scorings - 1) + 3


def evaluate(s: GameState) -> list[float]:
    """Expected final score of each seat (the exact score once the game is over)."""
    if s.is_over:
        return [float(v) for v in s.scores]
    clock = Clock(s)
    values = [seat_value(s, seat, clock) for seat in range(s.num_players)]
    _add_races(s, clock, values)
    return values


def rewards(s: GameState) -> list[float]:
    """Each seat's reward in [0, 1]: a smooth function of its margin over the best other seat."""
    return margins_to_rewards(evaluate(s), REWARD_SCALE)


def seat_value(s: GameState, seat: int, clock: Clock) -> float:
    p = s.players[seat]
    return (
        p.vp + p.coins + surveying_value(p, clock) + colours_value(p, clock)
        + mat_value(p, clock) + workers_value(p, clock) + phase_tiles_value(s, seat, clock)
        + p.agents * clock.scorings
    )


def surveying_value(p: Player, clock: Clock) -> float:
    """Unscored barns, wells and cards: scored by the surveyors the seat has, or 2 VP each."""
    features = [barn_value(p, h) for h in bits(p.barn_mask & ~p.scored_barns)]
    features += [well_value(p, c) for c, h in enumerate(p.wells)
                 if h != NO_HEX and not p.scored_wells >> c & 1]
    cards = [_card_value(p, c, clock) for c in p.cards if c not in p.scored_cards]
    base = 2.0 * (len(features) + p.surveyors) + p.active_surveyors * clock.scorings
    income = max(0.0, 0.8 * clock.scorings - 0.3)  # an active surveyor's VP at later scorings
    gains = sorted([v - 2.0 + income - 2.0 for v in features]
                   + [v + income - 2.0 for v in cards], reverse=True)
    usable = min(p.surveyors, clock.survey_slots())
    return base + sum(g for g in gains[:usable] if g > 0)


def _card_value(p: Player, card_id: str, clock: Clock) -> float:
    card = components().cards[card_id]
    value = float(card_vp(p, card_id)) + STEP_VALUE * card.harbor + 1.5 * card.agents_up_to
    if card.per and clock.later_rounds:
        value = min(float(card.max), value + card.per * 0.5 * clock.later_rounds)
    return value


def colours_value(p: Player, clock: Clock) -> float:
    """7 VP per colour fully covered; part of it for a colour a few hexes short."""
    covered = p.crop_mask | p.barn_mask | p.worker_mask
    reach = 3.5 * clock.cultivations
    masks = mat(p.mat_id).colour_masks
    total = 0.0
    for colour in COLOURS:
        missing = popcount(masks[colour] & ~covered & FULL_MASK)
        if missing == 0:
            total += 7.0
        elif reach > missing:
            total += 7.0 * 0.8 * (1.0 - missing / reach) ** 2
    return total


def mat_value(p: Player, clock: Clock) -> float:
    """Workers on crops (future boats), workers waiting for tiles, groups that suit a well."""
    if clock.harvests == 0:
        return 0.0
    value = 0.0
    for crop in range(len(CROPS)):
        n = popcount(p.worker_mask & p.crop_masks[crop])
        value += CROP_WEIGHT * min(n, 7) + 0.06 * min(n, 7) ** 2
    waiting = p.worker_mask & ~p.crop_mask
    if waiting:
        nbrs = neighbour_masks(p.mat_id)
        pairs = sum(popcount(nbrs[h] & waiting) for h in bits(waiting)) // 2
        value += SEED_WEIGHT * popcount(waiting) + 0.35 * min(pairs, popcount(waiting))
    for crop, h in enumerate(p.wells):
        if h == NO_HEX and p.crop_masks[crop]:
            value += 0.15 * largest_group(p.mat_id, p.crop_masks[crop])
    return value


def workers_value(p: Player, clock: Clock) -> float:
    """A penalty for being short of the 8 workers that a cultivation phase can use."""
    if clock.cultivations == 0:
        return 0.0
    returning = 0.7 * popcount(p.worker_mask & p.crop_mask)
    short = max(0.0, 8.0 - p.workers - returning)
    return -WORKER_SHORT * short * min(clock.cultivations, 2)


def phase_tiles_value(s: GameState, seat: int, clock: Clock) -> float:
    """Bonuses of this round's phase tiles that the seat holds and that are still to come."""
    return sum(
        PHASE_BONUS[k] for k in range(clock.phase + 1, 6) if s.phase_owner[k - 1] == seat
    )


def _add_races(s: GameState, clock: Clock, values: list[float]) -> None:
    """The harbor race (full or half boat value) and the agent majority, added per seat."""
    n = s.num_players
    harbors = [p.harbor for p in s.players]
    steep = 1.6 / (1 + clock.later_rounds)
    for seat, p in enumerate(s.players):
        lead = harbors[seat] - max(h for i, h in enumerate(harbors) if i != seat)
        share = 0.5 + 0.5 / (1.0 + math.exp(-steep * (lead + 0.25)))
        values[seat] += share * boats_value(p, clock)
    awards = AGENT_AWARDS
    certainty = 0.4 + 0.6 * (clock.round / LAST_ROUND)
    for seat, p in enumerate(s.players):
        if p.agents == 0:
            continue
        above = sum(1 for q in s.players if q.agents > p.agents)
        tied = sum(1 for q in s.players if q.agents == p.agents)
        share = sum(awards[above:above + tied]) / tied if above < n else 0.0
        values[seat] += certainty * share


def boats_value(p: Player, clock: Clock) -> float:
    """Boat capacity behind the harbor master, and part of the boats it may still reach."""
    boats = components().boats
    reach = p.harbor + 2.0 * clock.harvests
    total = 0.0
    for slot, b in enumerate(p.boats, 1):
        cap = boats[b].capacity
        if slot <= p.harbor:
            total += cap
        elif slot <= reach:
            total += cap * max(0.2, 0.8 - 0.1 * (slot - p.harbor))
    return total
