"""Reading a state back from plain data, refusing anything damaged or inconsistent.

Three layers, each refusing with InvalidState: every field's exact type and bounds (from the
component data), then conservation of every component (tiles, buildings, resources, tokens,
pioneers) and the cross-field facts the rules keep, then the flow: the stored decision must be
the one the rules' own advance() reaches from the data, with nothing automatic left to do.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any

from core.errors import InvalidState, shown
from core.rng import SEED_MAX

from .. import base
from . import rules
from .board import is_framed, storage
from .components import BASICS, all_tiles, board_ids, components
from .constants import PENDING_KINDS
from .scoring import CATEGORIES, final_breakdown

if TYPE_CHECKING:
    from .state import GameState

COUNTER_MAX = base.COUNTER_MAX  # VP, stamps and reveal counts: far beyond any game
ROUND_MAX = 10_000  # no rule bounds the rounds; a real game lasts about eight
PENDING_MAX = 8  # an action queues at most a discard and two swaps
PHASES = ("setup", "play", "cleanup", "over")
DECISION_KINDS = ("start_tile", "place", "discard", "meadow_swap")
STATE_KEYS = frozenset({
    "game", "version", "num_players", "round", "phase", "first_player", "turn", "setup_order",
    "decision", "pending", "stack", "discard", "removed", "offer", "deck", "market", "islands",
    "token_pile", "zero_tokens", "spots", "last_round", "reveals", "rng", "players", "final"})
PLAYER_KEYS = frozenset({"board", "river", "res", "boat", "aside", "settled", "on_bonus_spot",
                         "to_settle", "tokens", "built", "reserved"})


# == exact types and bounds ================================================================

def _int(value: Any, lo: int, hi: int, where: str) -> int:
    if type(value) is not int:
        raise InvalidState(f"{where} is {shown(value)}: not a whole number")
    if not lo <= value <= hi:
        raise InvalidState(f"{where} {shown(value)} is not within {lo} to {hi}")
    return value


def _flag(value: Any, where: str) -> None:
    if type(value) is not bool:
        raise InvalidState(f"{where} is {shown(value)}: not true or false")


def _list(value: Any, lo: int, hi: int, where: str) -> list[Any]:
    if type(value) is not list:
        raise InvalidState(f"{where} is {shown(value)}: not a list")
    if not lo <= len(value) <= hi:
        size = f"{lo}" if lo == hi else f"{lo} to {hi}"
        raise InvalidState(f"{where} has {len(value)} items, not {size}")
    return value


def _choice(value: Any, choices: Any, where: str, nullable: bool = False) -> None:
    if value is None and nullable:
        return
    if type(value) is not str or value not in choices:
        raise InvalidState(f"{where} is {shown(value)}: not a known id")


def _ids(value: Any, choices: Any, hi: int, where: str, nullable: bool = False) -> list[Any]:
    items = _list(value, 0, hi, where)
    for i, item in enumerate(items):
        _choice(item, choices, f"{where}[{i}]", nullable)
    return items


def _keys(value: Any, keys: frozenset[str], where: str) -> dict[str, Any]:
    if type(value) is not dict:
        raise InvalidState(f"{where} is {shown(value)}: not an object")
    if set(value) != keys:
        extra, missing = sorted(set(value) - keys), sorted(keys - set(value))
        raise InvalidState(f"{where} has the wrong fields (unknown: {shown(extra[:3])}, "
                           f"missing: {', '.join(missing[:5]) or 'none'})")
    return value


def _seat_pair(value: Any, kinds: tuple[str, ...], n: int, where: str) -> None:
    pair = _list(value, 2, 2, where)
    _choice(pair[0], kinds, f"{where}[0]")
    _int(pair[1], 0, n - 1, f"{where}[1]")


def check_state_dict(data: Any) -> None:
    """Every field present, of its exact type and within the bounds of the data."""
    if type(data) is not dict or data.get("game") != "the-river":
        raise InvalidState("not a saved game of The River")
    _keys(data, STATE_KEYS, "the state")
    _int(data["version"], 1, 1, "version")
    comp = components()
    n = _int(data["num_players"], 2, 4, "num_players")
    _int(data["round"], 1, ROUND_MAX, "round")
    _choice(data["phase"], PHASES, "phase")
    _int(data["first_player"], 0, n - 1, "first_player")
    _int(data["turn"], 0, n - 1, "turn")
    for i, seat in enumerate(_list(data["setup_order"], 0, n, "setup_order")):
        _int(seat, 0, n - 1, f"setup_order[{i}]")
    if data["decision"] is not None:
        _seat_pair(data["decision"], DECISION_KINDS, n, "decision")
    for i, item in enumerate(_list(data["pending"], 0, PENDING_MAX, "pending")):
        _seat_pair(item, PENDING_KINDS, n, f"pending[{i}]")
    tiles, buildings = comp.tiles, comp.buildings
    total_tiles = len(all_tiles())
    for name in ("stack", "discard", "removed"):
        _ids(data[name], tiles, total_tiles, name)
    spots = comp.terrain_spots(n)
    _list(data["offer"], spots, spots, "offer")
    _ids(data["offer"], tiles, spots, "offer", nullable=True)
    _ids(data["deck"], buildings, len(buildings), "deck")
    _list(data["market"], comp.building_spots, comp.building_spots, "market")
    _ids(data["market"], buildings, comp.building_spots, "market", nullable=True)
    stock = comp.stock(n)
    _list(data["islands"], len(stock), len(stock), "islands")
    for k, v in enumerate(data["islands"]):
        _int(v, 0, stock[k], f"islands[{k}]")
    pile, zeros = comp.token_piles(n)
    for i, v in enumerate(_list(data["token_pile"], 0, len(pile), "token_pile")):
        _int(v, 0, max(pile), f"token_pile[{i}]")
    _int(data["zero_tokens"], 0, zeros, "zero_tokens")
    _check_spots(data["spots"], n)
    _flag(data["last_round"], "last_round")
    _int(data["reveals"], 0, COUNTER_MAX, "reveals")
    _int(data["rng"], 0, SEED_MAX, "rng")
    for i, p in enumerate(_list(data["players"], n, n, "players")):
        _check_player_dict(p, n, f"players[{i}]")
    _check_final(data["final"], n)


def _check_spots(value: Any, n: int) -> None:
    rules_ = components().spot_rules(n)
    _keys(value, frozenset(rules_), "spots")
    for name, seats in value.items():
        rule = rules_[name]
        hi = rule.count if rule.kind == "single" else n * components().pioneers
        for i, seat in enumerate(_list(seats, 0, hi, f"spots.{name}")):
            _int(seat, 0, n - 1, f"spots.{name}[{i}]")
        if rule.kind == "two_per_player" and seats and max(
                Counter(seats).values()) > components().claims_per_round:
            raise InvalidState(f"spots.{name}: a player has more than "
                               f"{components().claims_per_round} pioneers there")


def _check_player_dict(value: Any, n: int, where: str) -> None:
    comp = components()
    p = _keys(value, PLAYER_KEYS, where)
    _int(p["board"], min(board_ids()), max(board_ids()), f"{where}.board")
    if p["board"] not in comp.boards:
        raise InvalidState(f"{where}.board {p['board']} is not a river board")
    _ids(p["river"], comp.tiles, comp.spots, f"{where}.river")
    res = _list(p["res"], BASICS + 1, BASICS + 1, f"{where}.res")
    for k, v in enumerate(res):
        _int(v, 0, comp.stock(n)[k], f"{where}.res[{k}]")
    for name in ("boat", "aside", "settled", "to_settle"):
        _int(p[name], 0, comp.pioneers, f"{where}.{name}")
    _flag(p["on_bonus_spot"], f"{where}.on_bonus_spot")
    pile, _ = comp.token_piles(n)
    for i, v in enumerate(_list(p["tokens"], 0, comp.bonus_spots(n), f"{where}.tokens")):
        _int(v, 0, max(pile), f"{where}.tokens[{i}]")
    _ids(p["built"], comp.buildings, len(comp.buildings), f"{where}.built")
    _ids(p["reserved"], comp.buildings, comp.max_reserved, f"{where}.reserved")


def _check_final(value: Any, n: int) -> None:
    if value is None:
        return
    for i, b in enumerate(_list(value, n, n, "final")):
        _keys(b, frozenset(CATEGORIES), f"final[{i}]")
        for name, vp in b.items():
            _int(vp, 0, COUNTER_MAX, f"final[{i}].{name}")


# == conservation and cross-field facts ====================================================

def check_state(s: GameState) -> None:
    """Components conserved, pieces where the rules can put them, and the flow consistent."""
    _check_tiles(s)
    _check_buildings(s)
    _check_resources(s)
    _check_tokens(s)
    _check_pioneers(s)
    _check_phase(s)
    _check_final_scoring(s)
    _check_flow(s)


def _check_tiles(s: GameState) -> None:
    found = Counter(s.stack) + Counter(s.discard) + Counter(s.removed)
    found += Counter(t for t in s.offer if t is not None)
    for p in s.players:
        found += Counter(p.river)
    if found != Counter(all_tiles()):
        raise InvalidState("the terrain tiles do not add up to the box's 65 "
                           "(stack, discards, removed, face up and river boards)")


def _check_buildings(s: GameState) -> None:
    found = Counter(s.deck) + Counter(b for b in s.market if b is not None)
    for p in s.players:
        found += Counter(p.built) + Counter(p.reserved)
    if found != Counter(list(components().buildings)):
        raise InvalidState("the buildings do not add up: each card must be in the deck, "
                           "face up, reserved or built, exactly once")


def _check_resources(s: GameState) -> None:
    names = components().resources
    for k, total in enumerate(components().stock(s.num_players)):
        if s.islands[k] + sum(p.res[k] for p in s.players) != total:
            raise InvalidState(f"the {names[k]} on the islands and boards is not {total}")
    waiting = {seat for kind, seat, _ in s.pending if kind == "discard"}
    for seat, p in enumerate(s.players):
        if seat not in waiting and sum(p.res) > storage(p.board, p.river):
            raise InvalidState(f"player {seat + 1} holds more resources than their warehouses")


def _check_tokens(s: GameState) -> None:
    comp = components()
    pile, zeros = comp.token_piles(s.num_players)
    left = len(s.token_pile)
    if s.token_pile != list(pile[:left]):
        raise InvalidState("the bonus token pile is not in its order, 6 on top")
    taken = Counter(v for p in s.players for v in p.tokens)
    expected = Counter(pile[left:]) + Counter({0: zeros - s.zero_tokens})
    if taken != expected or (s.zero_tokens < zeros and left):
        raise InvalidState("the bonus tokens on the river boards do not match the piles")
    boards = [p.board for p in s.players]
    if len(set(boards)) != len(boards):
        raise InvalidState("two players use the same river board")


def _check_pioneers(s: GameState) -> None:
    comp = components()
    placed = Counter(seat for seats in s.spots.values() for seat in seats)
    for seat, p in enumerate(s.players):
        total = p.boat + placed[seat] + p.aside + p.settled + int(p.on_bonus_spot)
        if total != comp.pioneers:
            raise InvalidState(f"player {seat + 1} has {total} pioneers, not {comp.pioneers}")
        if p.on_bonus_spot != (len(p.tokens) < comp.extra_pioneer_spot):
            raise InvalidState(f"player {seat + 1}'s bonus-spot pioneer does not match "
                               "their tokens")
        framed = sum(is_framed(p.board, spot) for spot in range(1, len(p.river) + 1))
        if p.settled + p.to_settle > framed:
            raise InvalidState(f"player {seat + 1} settles more pioneers than framed spots "
                               "covered")


def _check_phase(s: GameState) -> None:
    comp = components()
    triggered = any(len(p.river) == comp.spots or len(p.tokens) >= comp.end_tokens(
        s.num_players) for p in s.players)
    if triggered != s.last_round:
        raise InvalidState("last_round does not match the river boards and tokens")
    if (s.phase == "over") != (s.final is not None):
        raise InvalidState("only a finished game has a final scoring")
    if len(s.removed) != (0 if s.phase == "setup" else 1):
        raise InvalidState("only the leftover setup tile leaves the game")
    if s.phase == "setup":
        if s.round != 1 or len(set(s.setup_order)) != len(s.setup_order):
            raise InvalidState("the preliminary turn is in round 1, each seat once")
        for seat, p in enumerate(s.players):
            if len(p.river) != (0 if seat in s.setup_order else 1):
                raise InvalidState(f"player {seat + 1} has the wrong number of starting tiles")
        _check_setup_offer(s)
    elif s.setup_order:
        raise InvalidState("the preliminary turn is over, yet seats are still to choose")
    _check_pioneers_home(s)


def _check_setup_offer(s: GameState) -> None:
    """The preliminary turn offers one starting tile more than the seats still to choose (the
    last one leaves the game): with fewer, a seat would have no legal move before the end."""
    face_up = sum(t is not None for t in s.offer)
    if face_up != len(s.setup_order) + 1:
        raise InvalidState(f"the preliminary turn offers {face_up} starting tile(s) to "
                           f"{len(s.setup_order)} seat(s) still to choose: it offers one more "
                           "than the seats, the last one leaving the game")


def _check_pioneers_home(s: GameState) -> None:
    """Pioneers set aside wait with those on the main board until cleanup sends them home: in
    play, and in the cleanup that income's storage choices hold open (ruling 12, steps 3-4),
    which begins only once every boat is empty."""
    if s.phase not in ("play", "cleanup") and any(p.aside for p in s.players):
        raise InvalidState("pioneers are set aside only during a round, until its cleanup")
    if s.phase not in ("play", "cleanup") and any(s.spots.values()):
        raise InvalidState("pioneers stand on the main board only during a round, until its "
                           "cleanup")
    if s.phase == "cleanup" and any(p.boat for p in s.players):
        raise InvalidState("the cleanup began while a boat still held pioneers")


def _check_final_scoring(s: GameState) -> None:
    """The final scoring, the one account of the scores at the end, is what the rules compute
    from the finished boards (nothing changes after it)."""
    if s.final is None:
        return
    for seat, computed in enumerate(final_breakdown(s.players)):
        for category, vp in computed.items():
            if s.final[seat][category] != vp:
                raise InvalidState(f"player {seat + 1}: the final scoring gives "
                                   f"{s.final[seat][category]} for {category}; the rules "
                                   f"give {vp}")


def _check_flow(s: GameState) -> None:
    """The stored decision must be what the rules reach from the data with no step left."""
    if s.phase == "over" and (s.decision is not None or s.pending):
        raise InvalidState("a finished game has no decision")
    copy = s.clone()
    copy.decision = None
    copy._legal = None
    rules.advance(copy)
    if copy.to_dict() != s.to_dict():
        raise InvalidState("the stored decision is not the one the rules give from this state")
