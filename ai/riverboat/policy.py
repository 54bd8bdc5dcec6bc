"""A fast rule-of-thumb policy: scores for the options of a decision without trying them.

The search uses it twice: as prior probabilities of a node's actions and to play rollouts.
Each score is roughly the VP the action is worth now; it is cheap because it reads the state
but applies nothing.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from core.game import Action
from core.riverboat.actions import (
    ChoosePhase,
    ClaimBoat,
    PassBoats,
    PlaceWorker,
    Plant,
    ScoringBonus,
    SendAgents,
    StopSurveying,
    Survey,
    TakeCard,
    TakeCardFromPile,
    TakeFeature,
)
from core.riverboat.components import CROPS, components
from core.riverboat.constants import LAST_ROUND
from core.riverboat.hexgrid import parse_hex
from core.riverboat.mat import FULL_MASK, mat
from core.riverboat.player import Player
from core.riverboat.state import GameState

from .heuristic import barn_value, group_of, neighbour_masks, popcount

COIN_COST = 1.3  # a coin is a VP at the end, and worth a little more while it can be spent
PRIOR_TEMPERATURE = 1.5
ROLLOUT_EPSILON = 0.15


def _draft(s: GameState, p: Player, a: ChoosePhase) -> float:
    return (0.0, 2.5, 1.0, 2.0, 1.5, 1.0)[a.phase]


def _workers(s: GameState, p: Player, actions: Sequence[PlaceWorker]) -> list[float]:
    """Next to other waiting workers (for big tiles), in a colour close to complete."""
    m = mat(p.mat_id)
    nbrs = neighbour_masks(p.mat_id)
    crops = p.crop_mask
    waiting = p.worker_mask & ~crops
    covered = crops | p.barn_mask | p.worker_mask
    closeness = {c: 2.5 / max(1, popcount(mask & ~covered & FULL_MASK))
                 for c, mask in m.colour_masks.items()}
    colour_of = m.colour_of
    out = []
    for a in actions:
        around = nbrs[a.hex]
        score = 0.6 * (around & waiting).bit_count() + 0.1 * (around & crops).bit_count()
        score += closeness[colour_of[a.hex]]
        out.append(score - COIN_COST if a.coin else score)
    return out


# 1.2 VP a hex, less 1 (the same sums as 1.2 * size - 1.0, worked out once per size).
_TILE_SIZE_SCORES = tuple(1.2 * size - 1.0 for size in range(4))


def _plants(s: GameState, p: Player, actions: Sequence[Plant]) -> list[float]:
    """Big tiles for VP; crops next to the same crop for wells, barns and boats."""
    nbrs = neighbour_masks(p.mat_id)
    masks = p.crop_masks
    on_crop = [0.05 * popcount(p.worker_mask & m) for m in masks]
    out = []
    for a in actions:
        cells = a.cells
        score = _TILE_SIZE_SCORES[len(cells)]
        for h, crop in cells:
            score += 0.25 * (nbrs[h] & masks[crop]).bit_count() + on_crop[crop]
        out.append(score - COIN_COST if a.coin else score)
    return out


def _boat(s: GameState, p: Player, a: ClaimBoat) -> float:
    boat = components().boats[a.boat]
    score = boat.capacity * (0.7 if len(p.boats) < p.harbor + 3 else 0.4)
    score += boat.vp + boat.coins + 1.2 * boat.harbor
    score += 2.5 * (boat.barn + boat.surveyor + boat.estate_feature) + 1.2 * boat.agents_up_to
    return score - (COIN_COST if a.coin else 0.0)


def _pass(s: GameState, p: Player, a: PassBoats) -> float:
    return 0.5 if s.round < LAST_ROUND else -1.0


def _feature(s: GameState, p: Player, a: TakeFeature) -> float:
    if a.kind == "surveyor":
        return 3.0 if s.round < LAST_ROUND else 2.0
    hex_: int = a.hex  # type: ignore[assignment]  # a barn or a well has a hex
    if a.kind == "barn":
        return 1.0 + 0.8 * barn_value(p, hex_) / 2
    crop: int = p.crop_at(hex_)  # type: ignore[assignment]  # a legal well is on a crop
    return 1.0 + 0.8 * popcount(group_of(p.mat_id, p.crop_masks[crop], hex_))


def _agents(s: GameState, p: Player, a: SendAgents) -> float:
    per = (LAST_ROUND - s.round + 1) + (2.0 if s.round >= 3 else 0.5)
    short = max(0, 8 - (p.workers - a.count)) if s.round < LAST_ROUND else 0
    return a.count * per - 1.2 * short


def _card(s: GameState, p: Player, a: TakeCard) -> float:
    card: str = s.opp_spaces[a.space - 1]  # type: ignore[assignment]  # a legal space holds one
    return _card_worth(p, card) + (2.0, 1.5, 2.5, 1.0)[a.space - 1]


def _card_from_pile(s: GameState, p: Player, a: TakeCardFromPile) -> float:
    return _card_worth(p, a.card) - COIN_COST


def _card_worth(p: Player, card_id: str) -> float:
    from core.riverboat.scoring import card_vp

    card = components().cards[card_id]
    return card_vp(p, card_id) + 1.5 * card.harbor + 1.5 * card.agents_up_to


def _bonus(s: GameState, p: Player, a: ScoringBonus) -> float:
    return {"coin": 1.0, "harbor": 1.5, "agent": 1.0 + LAST_ROUND - s.round}[a.kind]


def _survey(s: GameState, p: Player, a: Survey) -> float:
    from core.riverboat.scoring import card_vp

    if a.target == "barn":
        return barn_value(p, parse_hex(a.ref)) - 2.0
    if a.target == "well":
        crop = CROPS.index(a.ref)
        return popcount(group_of(p.mat_id, p.crop_masks[crop], p.wells[crop])) - 2.0
    return float(card_vp(p, a.ref))


def _stop(s: GameState, p: Player, a: StopSurveying) -> float:
    return 2.0 if s.round == LAST_ROUND else 1.0


SCORERS: dict[type, Callable[..., float]] = {
    ChoosePhase: _draft, ClaimBoat: _boat,
    PassBoats: _pass, TakeFeature: _feature, SendAgents: _agents, TakeCard: _card,
    TakeCardFromPile: _card_from_pile, ScoringBonus: _bonus, Survey: _survey,
    StopSurveying: _stop,
}


BATCH_SCORERS: dict[type, Callable[..., list[float]]] = {PlaceWorker: _workers, Plant: _plants}


def scores(s: GameState, actions: Sequence[Action]) -> list[float]:
    """Each option's score: one scorer per kind of action, by its type (the search's
    options are those of s, so Riverboat's own)."""
    p = s.players[s.current_player]  # type: ignore[index]  # the game is not over: a seat is to move
    batch = BATCH_SCORERS.get(type(actions[0]))
    if batch is not None:
        return batch(s, p, actions)
    return [SCORERS[type(a)](s, p, a) for a in actions]
