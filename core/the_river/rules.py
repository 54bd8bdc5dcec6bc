"""What each action does, and the automatic steps between decisions.

The flow is a table of phases (setup, play, cleanup, over). advance() drains automatic steps
(refills, skipped seats, set-aside pioneers, income, settlements, the end) until a seat has a
real decision, recorded as state.decision (kind, seat). Sub-decisions that an effect creates
(return resources that do not fit, the swap-twice meadow's swaps) queue in state.pending and
come before the next turn.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from core.event import Event
from core.game import Decision

from .. import base
from ..text import count, text
from .actions import (
    Action,
    Build,
    Claim,
    Discard,
    NoSwap,
    Produce,
    Reserve,
    SetAside,
    StartTile,
    Swap,
    TakeFirstPlayer,
    TakeFood,
    Trade,
    spot_of,
)
from .board import is_framed
from .components import BASICS, FOOD, GAME, components
from .constants import DecisionKind
from .describe import describe, resource_name, resources_words, tile_words
from .options import OPTIONS, produce_amount, surely_has_options
from .scoring import IN_A_SENTENCE, final_breakdown, settlements_due

if TYPE_CHECKING:
    from .state import GameState


# == logging ===========================================================================

def say(s: GameState, seat: int | None, words: str, vp: int = 0) -> None:
    if s._events is not None:
        s._events.append(Event(s.round, s.phase_name(), seat, words, vp))


def logged(s: GameState) -> bool:
    """Whether a log is kept: the frequent sentences are not even made in search rollouts."""
    return s._events is not None


def words(s: GameState, a: Action) -> str:
    """The action in words for the log; empty when no log is kept (search rollouts)."""
    return describe(a) if s._events is not None else ""


# == shared effects ====================================================================

def gain(s: GameState, seat: int, resource: int, n: int) -> int:
    """Take up to n of a resource from its island; storage is checked afterwards (ruling 5)."""
    got = min(n, s.islands[resource])
    s.islands[resource] -= got
    s.players[seat].res[resource] += got
    return got


def check_storage(s: GameState, seat: int) -> None:
    """Queue the choice of what to return when holdings exceed the visible warehouses."""
    if s.players[seat].excess() > 0:
        s.pending.append(Decision(DecisionKind.DISCARD, seat))


def place_pioneer(s: GameState, seat: int, a: Action) -> None:
    """The pioneer leaves the boat for the spot of its action (a legal placement has one)."""
    s.spots[spot_of(a) or ""].append(seat)
    s.players[seat].boat -= 1


def end_turn(s: GameState, seat: int) -> None:
    """The next turn goes clockwise; seats with empty boats are skipped in step_play."""
    s.turn = (seat + 1) % s.num_players


def take_tile(s: GameState, tile: str) -> None:
    """A face-up terrain tile leaves the main board; its spot stays empty until cleanup."""
    s.offer[s.offer.index(tile)] = None


def lay_tile(s: GameState, seat: int, tile: str) -> None:
    """The tile goes on the next free spot up the river; then its immediate effects."""
    p = s.players[seat]
    comp = components()
    p.river.append(tile)
    if is_framed(p.board, len(p.river)):
        p.to_settle += 1
    meadow = comp.tiles[tile].meadow
    if meadow is not None and meadow.effect == "windfall" and meadow.resource is not None:
        got = gain(s, seat, meadow.resource, meadow.up_to)
        if logged(s):
            say(s, seat, text(GAME, "takes {n} {resource} from the meadow", n=got,
                              resource=resource_name(meadow.resource)))
    check_storage(s, seat)
    if meadow is not None and meadow.effect == "swap_twice":
        s.pending += [Decision(DecisionKind.MEADOW_SWAP, seat)] * 2
    if len(p.river) == comp.spots and not s.last_round:
        s.last_round = True
        say(s, seat, text(GAME, "has claimed a {n}th terrain tile: this is the last round",
                          n=comp.spots))


# == effects of each action ============================================================

def apply(s: GameState, action: Action) -> None:
    """Apply an action already checked legal, then drain the automatic steps."""
    kind, seat, _ = s.decision  # type: ignore[misc]  # apply runs only after why_illegal passed
    if kind == DecisionKind.MEADOW_SWAP:
        s.pending.pop(0)
    EFFECTS[type(action)](s, seat, action)
    advance(s)


def do_start_tile(s: GameState, seat: int, a: StartTile) -> None:
    say(s, seat, words(s, a))
    take_tile(s, a.tile)
    s.setup_order.pop(0)
    lay_tile(s, seat, a.tile)


def do_trade(s: GameState, seat: int, a: Trade) -> None:
    p = s.players[seat]
    for k, n in enumerate(a.give):
        p.res[k] -= n
        s.islands[k] += n
    gain(s, seat, FOOD, 1)
    say(s, seat, words(s, a))


def do_claim(s: GameState, seat: int, a: Claim) -> None:
    place_pioneer(s, seat, a)
    say(s, seat, words(s, a))
    take_tile(s, a.tile)
    lay_tile(s, seat, a.tile)
    end_turn(s, seat)


def do_produce(s: GameState, seat: int, a: Produce) -> None:
    amount = produce_amount(s, seat, a.resource)
    place_pioneer(s, seat, a)
    gain(s, seat, a.resource, amount)
    if logged(s):
        say(s, seat, text(GAME, "produces {n} {resource}", n=amount,
                          resource=resource_name(a.resource)))
    check_storage(s, seat)
    end_turn(s, seat)


def do_take_food(s: GameState, seat: int, a: TakeFood) -> None:
    place_pioneer(s, seat, a)
    gain(s, seat, a.resource, 1)
    say(s, seat, words(s, a))
    check_storage(s, seat)
    end_turn(s, seat)


def do_reserve(s: GameState, seat: int, a: Reserve) -> None:
    place_pioneer(s, seat, a)
    s.market[s.market.index(a.building)] = None
    s.players[seat].reserved.append(a.building)
    say(s, seat, words(s, a))
    end_turn(s, seat)


def do_build(s: GameState, seat: int, a: Build) -> None:
    p = s.players[seat]
    place_pioneer(s, seat, a)
    if a.building in p.reserved:
        p.reserved.remove(a.building)
    else:
        s.market[s.market.index(a.building)] = None
    for k, n in enumerate(a.pay):
        p.res[k] -= n
        s.islands[k] += n
    p.built.append(a.building)
    say(s, seat, words(s, a))
    take_token(s, seat)
    end_turn(s, seat)


def take_token(s: GameState, seat: int) -> None:
    """The next bonus token goes on the highest free bonus spot, if any (ruling 9)."""
    p = s.players[seat]
    comp = components()
    if len(p.tokens) >= comp.bonus_spots(s.num_players):
        say(s, seat, text(GAME, "has no free bonus spot: no token"))
        return
    if s.token_pile:
        value = s.token_pile.pop()
    elif s.zero_tokens:
        s.zero_tokens -= 1
        value = 0
    else:
        say(s, seat, text(GAME, "finds no bonus token left"))
        return
    p.tokens.append(value)
    if logged(s):
        say(s, seat, count(GAME, "takes a bonus token worth %n point(s)", value,
                           "takes a bonus token worth %n point",
                           "takes a bonus token worth %n points"))
    if len(p.tokens) == comp.extra_pioneer_spot and p.on_bonus_spot:
        p.on_bonus_spot = False
        p.boat += 1
        say(s, seat, text(GAME, "frees the pioneer on the bonus spot: it joins the boat"))
    if len(p.tokens) == comp.end_tokens(s.num_players) and not s.last_round:
        s.last_round = True
        say(s, seat, text(GAME, "has {n} bonus tokens: this is the last round", n=len(p.tokens)))


def do_first_player(s: GameState, seat: int, a: TakeFirstPlayer) -> None:
    place_pioneer(s, seat, a)
    s.first_player = seat
    say(s, seat, words(s, a))
    end_turn(s, seat)


def do_swap(s: GameState, seat: int, a: Swap) -> None:
    p = s.players[seat]
    placing = s.decision is not None and s.decision.kind == DecisionKind.PLACE
    if placing:
        place_pioneer(s, seat, a)
    i, j = a.first - 1, a.second - 1
    p.river[i], p.river[j] = p.river[j], p.river[i]
    say(s, seat, words(s, a))
    if placing:
        end_turn(s, seat)


def do_no_swap(s: GameState, seat: int, a: NoSwap) -> None:
    say(s, seat, words(s, a))


def do_discard(s: GameState, seat: int, a: Discard) -> None:
    s.players[seat].res[a.resource] -= 1
    s.islands[a.resource] += 1
    say(s, seat, words(s, a))


def do_set_aside(s: GameState, seat: int, a: SetAside | None = None) -> None:
    p = s.players[seat]
    p.boat -= 1
    p.aside += 1
    say(s, seat, words(s, SetAside()))
    end_turn(s, seat)


EFFECTS: dict[type, Callable[[Any, int, Any], None]] = {
    StartTile: do_start_tile, Trade: do_trade, Claim: do_claim, Produce: do_produce,
    TakeFood: do_take_food, Reserve: do_reserve, Build: do_build,
    TakeFirstPlayer: do_first_player, Swap: do_swap, NoSwap: do_no_swap, Discard: do_discard,
    SetAside: do_set_aside,
}


# == the flow: automatic steps =========================================================

def advance(s: GameState) -> None:
    """Run automatic steps until some seat has a decision with a real choice, or the end."""
    base.advance(s, _pending_decision, STEPS)


def _pending_decision(s: GameState) -> bool:
    """Ask the first queued sub-decision, or settle it when there is nothing to choose."""
    kind, seat, _ = s.pending[0]
    if kind == DecisionKind.DISCARD:
        return _discard_decision(s, seat)
    if _ask(s, kind, seat):
        return True
    s.pending.pop(0)
    say(s, seat, text(GAME, "has fewer than two tiles: no swap"))
    return False


def _ask(s: GameState, kind: DecisionKind, seat: int) -> bool:
    """Set the decision if the seat has a choice (its options become the legal cache, or are
    made when first asked for if they surely exist)."""
    if surely_has_options(s, kind, seat):
        s.decision = Decision(kind, seat)
        return True
    found = OPTIONS[kind](s, seat)
    if not found:
        return False
    s.decision = Decision(kind, seat)
    s._legal = found
    return True


def _discard_decision(s: GameState, seat: int) -> bool:
    """Resources that do not fit go back; the player chooses which, unless all are alike."""
    p = s.players[seat]
    excess = p.excess()
    kinds = [k for k, n in enumerate(p.res) if n > 0]
    if excess > 0 and len(kinds) > 1:
        s.decision = Decision(DecisionKind.DISCARD, seat)
        return True
    if excess > 0:
        p.res[kinds[0]] -= excess
        s.islands[kinds[0]] += excess
        if logged(s):
            say(s, seat, text(GAME, "has no room and returns {what}",
                              what=resources_words(_one_kind(kinds[0], excess))))
    s.pending.pop(0)
    return False


def _one_kind(kind: int, n: int) -> list[int]:
    counts = [0] * (BASICS + 1)
    counts[kind] = n
    return counts


def step_setup(s: GameState) -> bool:
    """Preliminary turn: counter-clockwise from the first player's right (ruling 1)."""
    if s.setup_order:
        s.decision = Decision(DecisionKind.START_TILE, s.setup_order[0])
        return True
    left = [t for t in s.offer if t is not None]
    s.removed += left
    s.offer = [None] * len(s.offer)
    if left:
        say(s, None, text(GAME, "the leftover setup tile, {tile}, leaves the game",
                          tile=tile_words(left[0])))
    refill_terrain(s)
    s.phase = "play"
    s.turn = s.first_player
    say(s, s.first_player, text(GAME, "starts round {round} as first player", round=1))
    return False


def step_play(s: GameState) -> bool:
    """The next seat clockwise with pioneers on its boat places one; none left: cleanup."""
    n = s.num_players
    for k in range(n):
        seat = (s.turn + k) % n
        if s.players[seat].boat == 0:
            continue
        s.turn = seat
        if _ask(s, DecisionKind.PLACE, seat):
            return True
        do_set_aside(s, seat)  # ruling 3: nothing at all can be done, not even a trade
        return False
    begin_cleanup(s)
    return False


def refill_terrain(s: GameState) -> None:
    """Fill every empty terrain spot; the discards are shuffled in when the stack runs out."""
    for i, tile in enumerate(s.offer):
        if tile is not None:
            continue
        if not s.stack and s.discard:
            s.stack, s.discard = s.discard, []
            s.rng.shuffle(s.stack)
            say(s, None, text(GAME, "the discarded terrain tiles are shuffled into a new stack"))
        if s.stack:
            s.offer[i] = s.stack.pop()
            s.reveals = base.counted(s.reveals)


def refill_market(s: GameState) -> None:
    for i, b in enumerate(s.market):
        if b is None and s.deck:
            s.market[i] = s.deck.pop()
            s.reveals = base.counted(s.reveals)


def begin_cleanup(s: GameState) -> None:
    """Ruling 12, steps 1-3: terrain, buildings, income (its storage choices queue)."""
    s.phase = "cleanup"
    s.decision = None
    left = [t for t in s.offer if t is not None]
    s.discard += left
    s.offer = [None] * len(s.offer)
    refill_terrain(s)
    refill_market(s)
    if logged(s):
        say(s, None, count(
            GAME, "cleanup: %n terrain tile(s) discarded; tiles and buildings refilled",
            len(left), "cleanup: %n terrain tile discarded; tiles and buildings refilled",
            "cleanup: %n terrain tiles discarded; tiles and buildings refilled"))
    for k in range(s.num_players):
        pay_income(s, (s.first_player + k) % s.num_players)


def pay_income(s: GameState, seat: int) -> None:
    """Each income meadow gives 1 of its resource if the island has one; then storage."""
    comp = components()
    for tile in s.players[seat].river:
        m = comp.tiles[tile].meadow
        if m is None or m.effect != "cleanup_income" or m.resource is None:
            continue
        if gain(s, seat, m.resource, 1) and logged(s):
            say(s, seat, text(GAME, "receives 1 {resource} from a meadow",
                              resource=resource_name(m.resource)))
    check_storage(s, seat)


def step_cleanup(s: GameState) -> bool:
    """Ruling 12, step 4: pioneers home and settlements; then the next round or the end."""
    comp = components()
    for seat, p in enumerate(s.players):
        returning = comp.pioneers - p.settled - int(p.on_bonus_spot)
        settle = settlements_due(p, returning)
        if settle and logged(s):
            say(s, seat, count(GAME, "settles %n pioneer(s) on framed spots for good", settle,
                               "settles %n pioneer on framed spots for good",
                               "settles %n pioneers on framed spots for good"))
        p.settled += settle
        p.boat = returning - settle
        p.aside = 0
        p.to_settle = 0
    for spot in s.spots.values():
        spot.clear()
    if s.last_round:
        final_scoring(s)
        return False
    s.round += 1
    s.phase = "play"
    s.turn = s.first_player
    if logged(s):
        say(s, s.first_player, text(GAME, "starts round {round} as first player",
                                    round=s.round))
    return False


def final_scoring(s: GameState) -> None:
    s.final = final_breakdown(s.players)
    s.phase = "over"
    if logged(s):
        for seat, items in enumerate(s.final):
            for category, vp in items.items():
                say(s, seat, text(GAME, "scores {category} in the final scoring",
                                  category=IN_A_SENTENCE[category]), vp)
    s.decision = None


STEPS: dict[str, Callable[[GameState], bool]] = {
    "setup": step_setup,
    "play": step_play,
    "cleanup": step_cleanup,
}
