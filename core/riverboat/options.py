"""What each decision allows: the legal actions, from the state (which caches them)."""

from __future__ import annotations

from collections.abc import Callable
from functools import cache, lru_cache
from typing import TYPE_CHECKING

from .actions import (
    Action,
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
from .components import CROPS, PHASE_NAMES, WILD, components
from .constants import (
    BOAT_SLOTS,
    N_HEXES,
    DecisionKind,
)
from .hexgrid import hex_name
from .mat import Placement, anchored_fits, bits, placement_reach, ranked_placements
from .player import NO_HEX, Player

if TYPE_CHECKING:
    from .state import GameState

ACTION_KINDS: dict[type, DecisionKind] = {
    ChoosePhase: DecisionKind.DRAFT, PlaceWorker: DecisionKind.CULTIVATE,
    Plant: DecisionKind.PLANT, ClaimBoat: DecisionKind.SHIP, PassBoats: DecisionKind.SHIP,
    TakeFeature: DecisionKind.FEATURE, SendAgents: DecisionKind.AGENTS,
    TakeCard: DecisionKind.CARD, TakeCardFromPile: DecisionKind.CARD,
    ScoringBonus: DecisionKind.SCORING_BONUS, Survey: DecisionKind.SURVEY,
    StopSurveying: DecisionKind.SURVEY,
}


# == options of each decision ==========================================================

# The actions are immutable values, so the options reuse one object per action instead of
# building new ones at every decision (rollouts ask for the options thousands of times a second).
WORKERS = tuple(PlaceWorker(h) for h in range(N_HEXES))
PAID_WORKERS = tuple(PlaceWorker(h, True) for h in range(N_HEXES))
BARNS = tuple(TakeFeature("barn", h) for h in range(N_HEXES))
WELLS = tuple(TakeFeature("well", h) for h in range(N_HEXES))
SURVEYOR = TakeFeature("surveyor")
PHASE_TILES = tuple(ChoosePhase(k + 1) for k in range(len(PHASE_NAMES)))
PASS_BOATS = PassBoats()


@cache
def _claims() -> dict[str, tuple[tuple[ClaimBoat, ...], ...]]:
    """Each boat's claims by crop: [False] from the face-up boat, [True] for a coin (pile)."""
    return {
        b: tuple(tuple(ClaimBoat(b, c, coin) for c in range(len(CROPS))) for coin in (False, True))
        for b in components().boats
    }


def draft_options(s: GameState, seat: int, arg: object) -> list[Action]:
    return [PHASE_TILES[k] for k, owner in enumerate(s.phase_owner) if owner < 0]


def cultivate_options(s: GameState, seat: int, card: object) -> list[Action]:
    p = s.players[seat]
    empty = p.empty_fields()
    if card == WILD or card is None:
        return [WORKERS[h] for h in bits(empty)]
    matching = empty & p.mat.colour_masks[card]  # type: ignore[index]  # a colour letter here
    if not matching:
        return [WORKERS[h] for h in bits(empty)]
    out: list[Action] = [WORKERS[h] for h in bits(matching)]
    if p.coins > 0:
        out += [PAID_WORKERS[h] for h in bits(empty & ~matching)]
    return out


def plant_options(s: GameState, seat: int, arg: object = None) -> list[Action]:
    p = s.players[seat]
    fitting = _fitting(p.unplanted())
    display = {k for k in s.display if k}
    out: list[Action] = [pl.plant for pl in fitting if pl.kind in display]
    if p.coins > 0:
        piles = set(s.crop_piles[0]) | set(s.crop_piles[1])
        out += [pl.bought for pl in fitting if pl.kind in piles]
    return out


@lru_cache(maxsize=4096)
def _fitting(free: int) -> tuple[Placement, ...]:
    """Every placement within the free hexes, by kind name, then lowest hex, then table order.

    Put together hex by hex from the placements anchored there that fit the free hexes around
    it (known for each such neighbourhood once met), and kept for a while: each planting turn
    asks twice (does the board fit, the options), and searches come back to the same waiting
    workers. All mats share the placements.
    """
    reach = placement_reach()
    ranks: list[int] = []
    for h in bits(free):
        ranks += anchored_fits(h, free & reach[h])
    ranks.sort()
    return tuple(map(ranked_placements().__getitem__, ranks))


def display_fits(s: GameState, p: Player) -> bool:
    display = {k for k in s.display if k}
    return any(pl.kind in display for pl in _fitting(p.unplanted()))


def ship_options(s: GameState, seat: int, arg: object = None) -> list[Action]:
    p = s.players[seat]
    if len(p.boats) >= BOAT_SLOTS:
        return []
    workers = p.worker_mask
    counts = [(workers & m).bit_count() for m in p.crop_masks]
    claims = _claims()
    out: list[Action] = []
    for boat_id, boat in components().boats.items():
        if s.boat_up[boat_id]:
            coin = False
        elif s.boat_pile[boat_id] > 0 and p.coins > 0:
            coin = True
        else:
            continue
        by_crop = claims[boat_id][coin]
        out += [by_crop[c] for c, n in enumerate(counts) if n >= boat.capacity]
    if out:
        out.append(PASS_BOATS)
    return out


def feature_options(s: GameState, seat: int, wanted: object) -> list[Action]:
    p = s.players[seat]
    barns: list[Action] = [BARNS[h] for h in bits(p.empty_fields())] if s.supply_barns else []
    if wanted == "barn" and barns:
        return barns
    wells: list[Action] = []
    if s.supply_wells:
        for crop, hex_ in enumerate(p.wells):
            if hex_ == NO_HEX:
                wells += [WELLS[h] for h in bits(p.crop_masks[crop])]
    surveyor: list[Action] = [SURVEYOR] if s.supply_surveyors else []
    if wanted == "barn":
        return wells + surveyor
    return barns + wells + surveyor


def agents_options(s: GameState, seat: int, up_to: object) -> list[Action]:
    most = min(int(up_to), s.players[seat].workers)  # type: ignore[call-overload]
    return [SendAgents(n) for n in range(most + 1)] if most > 0 else []


def card_options(s: GameState, seat: int, arg: object = None) -> list[Action]:
    out: list[Action] = [TakeCard(i + 1) for i, card in enumerate(s.opp_spaces) if card]
    if s.players[seat].coins > 0:
        out += [TakeCardFromPile(c) for c in sorted(set(s.opp_deck))]
    return out


def scoring_bonus_options(s: GameState, seat: int, arg: object = None) -> list[Action]:
    out: list[Action] = [ScoringBonus("coin")] if s.supply_coins else []
    out.append(ScoringBonus("harbor"))
    if s.players[seat].workers:
        out.append(ScoringBonus("agent"))
    return out


def survey_options(s: GameState, seat: int, arg: object = None) -> list[Action]:
    p = s.players[seat]
    if p.surveyors == 0:
        return []
    out: list[Action] = [Survey("barn", hex_name(h)) for h in bits(p.barn_mask & ~p.scored_barns)]
    out += [
        Survey("well", CROPS[c])
        for c, h in enumerate(p.wells)
        if h != NO_HEX and not p.scored_wells >> c & 1
    ]
    out += [Survey("card", c) for c in p.cards if c not in p.scored_cards]
    if out:
        out.append(StopSurveying())
    return out


def bonus_worker_options(s: GameState, seat: int, arg: object = None) -> list[Action]:
    return [WORKERS[h] for h in bits(s.players[seat].empty_fields())]


OPTIONS: dict[DecisionKind, Callable[[GameState, int, object], list[Action]]] = {
    DecisionKind.DRAFT: draft_options,
    DecisionKind.CULTIVATE: cultivate_options,
    DecisionKind.BONUS_WORKER: bonus_worker_options,
    DecisionKind.PLANT: plant_options,
    DecisionKind.SHIP: ship_options,
    DecisionKind.FEATURE: feature_options,
    DecisionKind.AGENTS: agents_options,
    DecisionKind.CARD: card_options,
    DecisionKind.SCORING_BONUS: scoring_bonus_options,
    DecisionKind.SURVEY: survey_options,
}


def legal_actions(s: GameState) -> list[Action]:
    if s.decision is None:
        return []
    kind, seat, arg = s.decision
    return OPTIONS[kind](s, seat, arg)
