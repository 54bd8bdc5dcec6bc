"""What each action does, and the automatic steps between decisions.

The flow is a table of phases. advance() drains automatic steps (bonuses, reveals, skips,
phase and round ends) until a player has a real decision, recorded as state.decision:
(kind, seat, arg). Sub-decisions that an effect creates (place a barn, send agents) queue in
state.pending and come before the phase's own turns.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from .. import base
from ..event import Event
from ..game import Decision
from ..text import count, name, text
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
from .components import CROPS, GAME, PHASE_NAMES, WILD, components
from .constants import (
    DURING_PLAY,
    HARVEST_BONUS_AT,
    LAST_ROUND,
    PENDING_KINDS,
    PHASES,
    SUPPLY_SIZES,
    TOTAL,
    DecisionKind,
)
from .describe import colour_name, crop_name, describe
from .hexgrid import parse_hex
from .legality import Legal
from .mat import bits, kind_of
from .options import OPTIONS, display_fits
from .scoring import barn_score, card_vp, final_breakdown, well_score

if TYPE_CHECKING:
    from .player import Player
    from .state import GameState


# == helpers that change the state and log it ==========================================

def say(s: GameState, seat: int | None, words: str, vp: int = 0) -> None:
    if s._events is not None:
        s._events.append(Event(s.round, s.phase_name(), seat, words, vp))


def words(s: GameState, a: Action) -> str:
    """The action in words for the log; empty when no log is kept (search rollouts)."""
    return describe(a, s) if s._events is not None else ""


def gain_vp(s: GameState, seat: int, vp: int, why: str) -> None:
    if vp <= 0:
        say(s, seat, why)
        return
    p = s.players[seat]
    p.vp = base.counted(p.vp, vp)
    s.stamp = base.counted(s.stamp)
    p.score_stamp = s.stamp
    say(s, seat, why, vp)


def gain_coins(s: GameState, seat: int, n: int) -> None:
    got = min(n, s.supply_coins)
    s.supply_coins -= got
    s.players[seat].coins += got
    say(s, seat, count(GAME, "takes %n coin(s)", got, "takes %n coin", "takes %n coins") if got
        else text(GAME, "gets no coin: the supply is empty"))


def pay_coin(s: GameState, seat: int) -> None:
    s.players[seat].coins -= 1
    s.supply_coins += 1


def move_harbor(s: GameState, seat: int, steps: int) -> None:
    p = s.players[seat]
    last = components().harbor_last
    new = min(last, p.harbor + steps)
    if s._events is not None:  # the words only for a kept log: rollouts move it very often
        say(s, seat, text(GAME, "moves the harbor master from space {old} to space {new}",
                          old=p.harbor, new=new) if new > p.harbor
            else text(GAME, "cannot move the harbor master past space {last}, the end of the "
                      "track", last=last))
    p.harbor = new


def grant_feature(s: GameState, seat: int, wanted: str) -> None:
    """A surveyor comes at once; a barn, well or free choice is a decision of its own."""
    if wanted == "surveyor" and s.supply_surveyors > 0:
        s.supply_surveyors -= 1
        s.players[seat].surveyors += 1
        say(s, seat, text(GAME, "gets a surveyor"))
        return
    s.pending.append(Decision(DecisionKind.FEATURE, seat,
                              "any" if wanted == "surveyor" else wanted))


def offer_agents(s: GameState, seat: int, up_to: int) -> None:
    s.pending.append(Decision(DecisionKind.AGENTS, seat, up_to))


# == effects of each action ============================================================

def apply(s: GameState, action: Action) -> None:
    """Apply an action already checked legal, then drain the automatic steps."""
    kind, seat, _ = s.decision  # type: ignore[misc]  # apply runs only after why_illegal passed
    if kind in PENDING_KINDS:
        s.pending.pop(0)
    EFFECTS[type(action)](s, seat, action)
    advance(s)


def do_choose_phase(s: GameState, seat: int, a: ChoosePhase) -> None:
    s.phase_owner[a.phase - 1] = seat
    s.turn_pos = (seat + 1) % s.num_players
    say(s, seat, words(s, a))


def do_place_worker(s: GameState, seat: int, a: PlaceWorker) -> None:
    p = s.players[seat]
    p.worker_mask |= 1 << a.hex
    p.workers -= 1
    if a.coin:
        pay_coin(s, seat)
    say(s, seat, words(s, a))
    if s.decision.kind == DecisionKind.BONUS_WORKER:  # type: ignore[union-attr]  # an open one
        return
    s.to_place.pop(0)


def lay_on_mat(p: Player, a: Plant | TakeFeature) -> None:
    """What a legal planting, barn or well puts on the seat's mat (and nothing else: the
    tile's cost and VP are the move's); touches.py plays it on a copy of the player."""
    if isinstance(a, Plant):
        for h, crop in a.cells:
            p.crop_masks[crop] |= 1 << h
        return
    hex_: int = a.hex  # type: ignore[assignment]  # a legal barn or well has a hex
    if a.kind == "barn":
        p.barn_mask |= 1 << hex_
    elif a.kind == "well":
        p.wells[p.crop_at(hex_)] = hex_  # type: ignore[index]  # a legal well is on a crop


def do_plant(s: GameState, seat: int, a: Plant) -> None:
    p = s.players[seat]
    text = words(s, a)
    kind_id: str = kind_of(a.cells)  # type: ignore[assignment]  # a legal Plant makes a kind
    kind = components().tile_kinds[kind_id]
    if a.coin:
        pay_coin(s, seat)
        pile = s.crop_piles[kind.size - 1]
        pile.remove(kind_id)
        s.rng.shuffle(pile)
    else:
        s.display[s.display.index(kind_id)] = None
    lay_on_mat(p, a)
    p.tiles.append(kind_id)
    gain_vp(s, seat, kind.vp, text)
    s.turn_pos = (s.turn_pos + 1) % s.num_players


def do_claim_boat(s: GameState, seat: int, a: ClaimBoat) -> None:
    p = s.players[seat]
    boat = components().boats[a.boat]
    text = words(s, a)
    if a.coin:
        pay_coin(s, seat)
        s.boat_pile[a.boat] -= 1
    else:
        s.boat_up[a.boat] = False
    harvested = bits(p.worker_mask & p.crop_masks[a.crop])[: boat.capacity]
    for h in harvested:
        p.worker_mask &= ~(1 << h)
    p.workers += boat.capacity
    p.harvested[a.crop] += boat.capacity
    p.boats.append(a.boat)
    say(s, seat, text)
    _boat_benefit(s, seat, a.boat)
    _harvest_bonus(s, seat, a.crop)
    s.boats_left[seat] -= 1
    s.turn_pos = (s.turn_pos + 1) % s.num_players


def _boat_benefit(s: GameState, seat: int, boat_id: str) -> None:
    boat = components().boats[boat_id]
    if boat.vp:
        gain_vp(s, seat, boat.vp, text(GAME, "scores the riverboat's benefit"))
    if boat.coins:
        gain_coins(s, seat, boat.coins)
    if boat.harbor:
        move_harbor(s, seat, boat.harbor)
    if boat.barn:
        grant_feature(s, seat, "barn")
    if boat.surveyor:
        grant_feature(s, seat, "surveyor")
    if boat.estate_feature:
        grant_feature(s, seat, "any")
    if boat.agents_up_to:
        offer_agents(s, seat, boat.agents_up_to)


def _harvest_bonus(s: GameState, seat: int, crop: int) -> None:
    p = s.players[seat]
    if p.harvested[crop] >= HARVEST_BONUS_AT and not p.harvest_bonus >> crop & 1:
        p.harvest_bonus |= 1 << crop
        say(s, seat, text(GAME, "earns the harvest bonus for {count} {crop} harvested",
                          count=HARVEST_BONUS_AT, crop=crop_name(crop)))
        grant_feature(s, seat, "any")


def do_pass_boats(s: GameState, seat: int, a: PassBoats) -> None:
    s.passed[seat] = True
    s.turn_pos = (s.turn_pos + 1) % s.num_players
    say(s, seat, words(s, a))


def do_take_feature(s: GameState, seat: int, a: TakeFeature) -> None:
    p = s.players[seat]
    if a.kind == "barn":
        s.supply_barns -= 1
        lay_on_mat(p, a)
        say(s, seat, words(s, a))
    elif a.kind == "well":
        s.supply_wells -= 1
        lay_on_mat(p, a)
        say(s, seat, words(s, a))
    else:
        grant_feature(s, seat, "surveyor")


def do_send_agents(s: GameState, seat: int, a: SendAgents) -> None:
    p = s.players[seat]
    p.workers -= a.count
    p.agents += a.count
    say(s, seat, words(s, a))


def do_take_card(s: GameState, seat: int, a: TakeCard) -> None:
    say(s, seat, words(s, a))
    card: str = s.opp_spaces[a.space - 1]  # type: ignore[assignment]  # a legal space holds one
    s.opp_spaces[a.space - 1] = None
    s.players[seat].cards.append(card)
    bonus = components().space_bonuses[a.space - 1]
    if "surveyor" in bonus:
        grant_feature(s, seat, "surveyor")
    if "agents_up_to" in bonus:
        offer_agents(s, seat, bonus["agents_up_to"])
    if "harbor" in bonus:
        move_harbor(s, seat, bonus["harbor"])
    if "coins" in bonus:
        gain_coins(s, seat, bonus["coins"])
    s.turn_pos += 1


def do_take_card_from_pile(s: GameState, seat: int, a: TakeCardFromPile) -> None:
    pay_coin(s, seat)
    at = s.opp_deck.index(a.card)
    del s.opp_deck[at]
    if at < s.opp_known_bottom:
        s.opp_known_bottom -= 1
    _reshuffle_unknown_part(s)
    s.players[seat].cards.append(a.card)
    say(s, seat, words(s, a))
    s.turn_pos += 1


def _reshuffle_unknown_part(s: GameState) -> None:
    """The pile was looked through: the cards drawn next get an order nobody knows.

    The leftovers that went face down under the pile stay at the bottom (ruling in
    docs/rules.md): putting the pile back does not bring them to the top.
    """
    known = s.opp_known_bottom
    unknown = s.opp_deck[known:]
    s.rng.shuffle(unknown)
    s.opp_deck[known:] = unknown


def do_scoring_bonus(s: GameState, seat: int, a: ScoringBonus) -> None:
    if a.kind == "coin":
        gain_coins(s, seat, 1)
    elif a.kind == "harbor":
        move_harbor(s, seat, 1)
    else:
        do_send_agents(s, seat, SendAgents(1))


def do_survey(s: GameState, seat: int, a: Survey) -> None:
    p = s.players[seat]
    p.surveyors -= 1
    p.active_surveyors += 1
    s.surveys_left -= 1  # type: ignore[operator]  # set while surveys are asked (step_scoring)
    if a.target == "barn":
        h = parse_hex(a.ref)
        p.scored_barns |= 1 << h
        gain_vp(s, seat, barn_score(p, h), words(s, a))
    elif a.target == "well":
        crop = CROPS.index(a.ref)
        p.scored_wells |= 1 << crop
        gain_vp(s, seat, well_score(p, crop), words(s, a))
    else:
        p.scored_cards.append(a.ref)
        gain_vp(s, seat, card_vp(p, a.ref), words(s, a))
        card = components().cards[a.ref]
        if card.harbor:
            move_harbor(s, seat, card.harbor)
        if card.agents_up_to:
            offer_agents(s, seat, card.agents_up_to)


def do_stop_surveying(s: GameState, seat: int, a: StopSurveying) -> None:
    s.surveys_left = 0
    say(s, seat, words(s, a))


EFFECTS: dict[type, Callable[[GameState, int, Any], None]] = {
    ChoosePhase: do_choose_phase,
    PlaceWorker: do_place_worker,
    Plant: do_plant,
    ClaimBoat: do_claim_boat,
    PassBoats: do_pass_boats,
    TakeFeature: do_take_feature,
    SendAgents: do_send_agents,
    TakeCard: do_take_card,
    TakeCardFromPile: do_take_card_from_pile,
    ScoringBonus: do_scoring_bonus,
    Survey: do_survey,
    StopSurveying: do_stop_surveying,
}


# == the flow: automatic steps =========================================================

def advance(s: GameState) -> None:
    """Run automatic steps until some seat has a decision with a real choice, or the end."""
    base.advance(s, _pending_decision, STEPS)


def _pending_decision(s: GameState) -> bool:
    """Ask the first queued sub-decision, or drop it when there is nothing to choose."""
    kind, seat, arg = s.pending[0]
    if _ask(s, kind, seat, arg):
        return True
    s.pending.pop(0)
    _nothing_to_decide(s, kind, seat)
    return False


def _nothing_to_decide(s: GameState, kind: DecisionKind, seat: int) -> None:
    if kind == DecisionKind.BONUS_WORKER:
        say(s, seat, text(GAME, "has no empty field: the round-track worker goes to the supply"))
    elif kind == DecisionKind.FEATURE:
        say(s, seat, text(GAME, "gets no estate feature: none can be had"))


def _ask(s: GameState, kind: DecisionKind, seat: int, arg: object = None) -> bool:
    """Set the decision if the seat has a choice; say whether it did.

    The options found are the decision's legal actions: kept, so they are not worked out again.
    """
    options = OPTIONS[kind](s, seat, arg)
    if options:
        s.decision = Decision(kind, seat, arg)
        s._legal = Legal(options)
        return True
    return False


def start_round(s: GameState) -> None:
    """Refill the crop supply board, the riverboats and the opportunity spaces; draft."""
    refill_display(s)
    for boat_id, up in s.boat_up.items():
        if not up and s.boat_pile[boat_id] > 0:
            s.boat_pile[boat_id] -= 1
            s.boat_up[boat_id] = True
    for i, card in enumerate(s.opp_spaces):
        if card is None and s.opp_deck:
            s.opp_spaces[i] = s.opp_deck.pop()
            s.reveals = base.counted(s.reveals)
            s.opp_known_bottom = min(s.opp_known_bottom, len(s.opp_deck))
    s.phase = "draft"
    s.phase_owner = [-1] * len(PHASE_NAMES)
    s.turn_pos = s.first_player
    say(s, s.first_player, text(GAME, "is first player in round {round}", round=s.round))


def refill_display(s: GameState) -> None:
    for i, size in enumerate(SUPPLY_SIZES):
        if s.display[i] is None and s.crop_piles[size - 1]:
            s.display[i] = s.crop_piles[size - 1].pop()
            s.reveals = base.counted(s.reveals)


def step_draft(s: GameState) -> bool:
    if min(s.phase_owner) >= 0:
        begin_phase(s, 1)
        return False
    s.decision = Decision(DecisionKind.DRAFT, s.turn_pos)
    return True


def begin_phase(s: GameState, number: int) -> None:
    s.phase = PHASES[number]
    owner = s.phase_owner[number - 1]
    s.turn_order = [(owner + i) % s.num_players for i in range(s.num_players)]
    s.turn_pos = 0
    if s._events is not None:  # the words only for a kept log (rollouts)
        say(s, owner, text(GAME, "begins the {phase} phase", phase=PHASE_NAMES[number - 1]))
    PHASE_STARTS[number](s, owner)


def start_cultivation(s: GameState, owner: int) -> None:
    if s.round_track > 0:
        s.round_track -= 1
        s.players[owner].workers_taken += 1
        s.players[owner].workers += 1  # passes through the supply on its way to the mat
        say(s, owner, text(GAME, "takes a worker from the round track"))
        s.pending.append(Decision(DecisionKind.BONUS_WORKER, owner))
    s.cards_left = components().raw["cultivation_cards"]["drawn_per_round"]
    s.card = None
    s.to_place = []


def step_cultivation(s: GameState) -> bool:
    while s.to_place:
        seat = s.to_place[0]
        if s.players[seat].workers > 0 and _ask(s, DecisionKind.CULTIVATE, seat, s.card):
            return True
        s.to_place.pop(0)
    if s.card is not None:
        s.cult_discard.append(s.card)
        s.card = None
    if s.cards_left == 0:
        begin_phase(s, 2)
        return False
    if not s.cult_deck:
        s.cult_deck, s.cult_discard = s.cult_discard, []
        s.rng.shuffle(s.cult_deck)
        say(s, None, text(GAME, "the cultivation discards are shuffled into a new deck"))
    s.card = s.cult_deck.pop()
    s.reveals = base.counted(s.reveals)
    s.cards_left -= 1
    s.to_place = list(s.turn_order)
    if s._events is not None:  # the words only for a kept log (rollouts)
        say(s, None, text(GAME, "cultivation card: {colour}",
                          colour=name(GAME, "wild") if s.card == WILD else colour_name(s.card)))
    return False


def start_planting(s: GameState, owner: int) -> None:
    gain_coins(s, owner, 1)


def clockwise_turns(s: GameState) -> list[tuple[int, int]]:
    """(turn position, seat) of every seat, clockwise from the one whose turn it is.

    Computed once, from a fixed start: a step loop that moves turn_pos while it skips seats
    must not compute the next position from the moved one (that skipped seats in harvest).
    """
    start, n = s.turn_pos, s.num_players
    return [((start + k) % n, s.turn_order[(start + k) % n]) for k in range(n)]


def step_planting(s: GameState) -> bool:
    for pos, seat in clockwise_turns(s):
        p = s.players[seat]
        if not p.unplanted():
            continue
        s.turn_pos = pos
        if not display_fits(s, p):
            refill_display(s)
            say(s, seat, text(GAME, "finds no face-up tile that fits: the crop supply board is "
                              "refilled"))
        if _ask(s, DecisionKind.PLANT, seat):
            return True
        stranded = p.unplanted()
        p.worker_mask &= ~stranded
        p.workers += bin(stranded).count("1")
        say(s, seat, text(GAME, "can place no tile: its workers without crops return to the "
                          "supply"))
        return False
    begin_phase(s, 3)
    return False


def start_harvest(s: GameState, owner: int) -> None:
    move_harbor(s, owner, 1)
    s.boats_left = [3 if s.round == LAST_ROUND else 2] * s.num_players
    s.passed = [False] * s.num_players


def step_harvest(s: GameState) -> bool:
    for pos, seat in clockwise_turns(s):
        if s.boats_left[seat] == 0 or s.passed[seat]:
            continue
        s.turn_pos = pos
        if _ask(s, DecisionKind.SHIP, seat):
            return True
        s.passed[seat] = True
        say(s, seat, text(GAME, "can claim no riverboat"))
    begin_phase(s, 4)
    return False


def start_opportunity(s: GameState, owner: int) -> None:
    gain_vp(s, owner, 1, text(GAME, "scores the Opportunity phase tile bonus"))


def step_opportunity(s: GameState) -> bool:
    while s.turn_pos < s.num_players:
        seat = s.turn_order[s.turn_pos]
        if _ask(s, DecisionKind.CARD, seat):
            return True
        say(s, seat, text(GAME, "can take no opportunity card"))
        s.turn_pos += 1
    leftovers = [c for c in s.opp_spaces if c]
    s.opp_deck[:0] = leftovers
    s.opp_known_bottom += len(leftovers)
    s.opp_spaces = [None] * len(s.opp_spaces)
    if leftovers:
        say(s, None, count(GAME, "%n unclaimed card(s) go under the opportunity pile",
                           len(leftovers), "%n unclaimed card goes under the opportunity pile",
                           "%n unclaimed cards go under the opportunity pile"))
    begin_phase(s, 5)
    return False


def start_scoring(s: GameState, owner: int) -> None:
    s.pending.append(Decision(DecisionKind.SCORING_BONUS, owner))
    s.surveys_left = None


def step_scoring(s: GameState) -> bool:
    while s.turn_pos < s.num_players:
        seat = s.turn_order[s.turn_pos]
        if s.surveys_left is None:
            s.surveys_left = 3 if s.round == LAST_ROUND else 2
        if s.surveys_left > 0 and _ask(s, DecisionKind.SURVEY, seat):
            return True
        s.turn_pos += 1
        s.surveys_left = None
    # Clockwise from the Scoring tile owner, like the phase: with 3 players this order decides
    # which of two tied score markers lies on top (the round-4 first player, end_round).
    for seat in s.turn_order:
        p = s.players[seat]
        gain_vp(s, seat, p.active_surveyors + p.agents,
                text(GAME, "scores {surveyors} and {agents}",
                     surveyors=count(GAME, "%n active surveyor(s)", p.active_surveyors,
                                     "%n active surveyor", "%n active surveyors"),
                     agents=count(GAME, "%n agent(s)", p.agents, "%n agent", "%n agents")))
    end_round(s)
    return False


def end_round(s: GameState) -> None:
    if s.round == LAST_ROUND:
        final_scoring(s)
        return
    if s.num_players == 3 and s.round == 3:
        s.first_player = min(
            range(s.num_players),
            key=lambda i: (s.players[i].vp, -s.players[i].score_stamp, i),
        )
    else:
        s.first_player = (s.first_player + 1) % s.num_players
    s.round += 1
    start_round(s)


def final_scoring(s: GameState) -> None:
    breakdown = final_breakdown(s)
    s.final = []
    for seat, items in enumerate(breakdown):
        during = s.players[seat].vp
        for category, vp in items.items():
            gain_vp(s, seat, vp, text(GAME, "scores {category} in the final scoring",
                                      category=category))
        s.final.append({DURING_PLAY: during, **items, TOTAL: s.players[seat].vp})
    s.phase = "over"
    s.decision = None


PHASE_STARTS: dict[int, Callable[[GameState, int], None]] = {
    1: start_cultivation,
    2: start_planting,
    3: start_harvest,
    4: start_opportunity,
    5: start_scoring,
}
STEPS: dict[str, Callable[[GameState], bool]] = {
    "draft": step_draft,
    "cultivation": step_cultivation,
    "planting": step_planting,
    "harvest": step_harvest,
    "opportunity": step_opportunity,
    "scoring": step_scoring,
}
