"""Reading a state back from plain data, refusing anything damaged or inconsistent.

Three layers, each refusing with InvalidState: a small declarative spec per field (exact
types, so that true is not 1; bounds from the component data; list lengths; exact keys),
then cross-field checks (components conserved, seats and indices in range), then the flow:
the stored decision must be the one the rules' own advance() gives from the data. A state
that passes plays to the end, because every loop of the rules is bounded by these fields.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING, Any

from .. import base
from ..errors import InvalidState, excerpt, shown
from ..rng import _MASK64
from . import options, rules
from .components import COLOURS, CROPS, PHASE_NAMES, WILD, Components, components
from .constants import (
    BOAT_SLOTS,
    CATEGORIES,
    FORMAT,
    FORMAT_VERSION,
    LAST_ROUND,
    PENDING_KINDS,
    PHASES,
    SUPPLY_SIZES,
    TOTAL,
)
from .hexgrid import N_HEXES
from .mat import mat_ids
from .player import NO_HEX, Player
from .scoring import final_breakdown

if TYPE_CHECKING:
    from .state import GameState

COUNTER_MAX = base.COUNTER_MAX  # VP, stamps and reveal counts: far beyond any game
PENDING_MAX = 8  # one action queues at most a few sub-decisions (see PENDING_PHASES)
NAME_MAX = 60  # final-scoring category names
NAMES_MAX = 40  # categories of one seat's final scoring


# == field specs ===========================================================================

class Spec:
    """Checks one value found at `where` (a path such as players[1].coins)."""

    def check(self, value: Any, where: str) -> None:
        raise NotImplementedError


@dataclass(frozen=True)
class Int(Spec):
    lo: int
    hi: int

    def check(self, value: Any, where: str) -> None:
        if type(value) is not int:
            raise InvalidState(f"{where} is {shown(value)}: not a whole number")
        if not (self.lo <= value <= self.hi):
            raise InvalidState(f"{where} {shown(value)} is not within {self.lo} to {self.hi}")


@dataclass(frozen=True)
class Flag(Spec):
    def check(self, value: Any, where: str) -> None:
        if type(value) is not bool:
            raise InvalidState(f"{where} is {shown(value)}: not true or false")


@dataclass(frozen=True)
class Choice(Spec):
    """A text out of a fixed set (tile kinds, card ids, colours...)."""

    choices: frozenset[str]

    def check(self, value: Any, where: str) -> None:
        if not (type(value) is str and value in self.choices):
            raise InvalidState(f"{where} is {shown(value)}: not one of "
                               f"{excerpt(', '.join(sorted(map(str, self.choices))))}")


@dataclass(frozen=True)
class Nothing(Spec):
    def check(self, value: Any, where: str) -> None:
        if value is not None:
            raise InvalidState(f"{where} is {shown(value)}: must be null")


@dataclass(frozen=True)
class Nullable(Spec):
    inner: Spec

    def check(self, value: Any, where: str) -> None:
        if value is not None:
            self.inner.check(value, where)


@dataclass(frozen=True)
class ListOf(Spec):
    item: Spec
    lo: int
    hi: int
    unique: bool = False

    def check(self, value: Any, where: str) -> None:
        if type(value) is not list:
            raise InvalidState(f"{where} is {shown(value)}: not a list")
        size = (f"{self.lo}" if self.lo == self.hi else f"{self.lo} to {self.hi}")
        if not (self.lo <= len(value) <= self.hi):
            raise InvalidState(f"{where} has {len(value)} items, not {size}")
        for i, item in enumerate(value):
            self.item.check(item, f"{where}[{i}]")
        if self.unique and len(set(value)) != len(value):
            raise InvalidState(f"{where} repeats an item")


@dataclass(frozen=True)
class HexSet(Spec):
    """A list of distinct mat hexes (a bitmask when loaded)."""

    def check(self, value: Any, where: str) -> None:
        if not (type(value) is list and len(value) <= N_HEXES):
            raise InvalidState(f"{where} is not a list of hexes")
        for h in value:
            if not (type(h) is int and 0 <= h < N_HEXES):
                raise InvalidState(f"{where} has a bad hex {shown(h)}")
        if not (len(set(value)) == len(value)):
            raise InvalidState(f"{where} repeats a hex")


@dataclass(frozen=True)
class Fields(Spec):
    """An object with exactly these keys, each with its spec."""

    specs: tuple[tuple[str, Spec], ...]

    def check(self, value: Any, where: str) -> None:
        what = where or "the state"
        if type(value) is not dict:
            raise InvalidState(f"{what} is {shown(value)}: not an object")
        names = dict(self.specs)
        for key in value:
            if key not in names:
                raise InvalidState(f"{what} has an unknown field {shown(key)}")
        for name, spec in self.specs:
            if name not in value:
                raise InvalidState(f"{what} has no '{name}'")
            spec.check(value[name], f"{where}.{name}" if where else name)


@dataclass(frozen=True)
class Decision(Spec):
    """[kind, seat, arg]: a kind the rules know, a seat, and the argument that kind takes."""

    kinds: tuple[str, ...]
    seats: int

    def check(self, value: Any, where: str) -> None:
        if not (type(value) is list and len(value) == 3):
            raise InvalidState(f"{where} is {shown(value)}: not [kind, seat, argument]")
        kind, seat, arg = value
        if not (type(kind) is str and kind in self.kinds):
            raise InvalidState(f"{where}: unknown decision kind {shown(kind)}")
        Int(0, self.seats - 1).check(seat, f"{where} seat")
        decision_args()[kind].check(arg, f"{where} argument")


# == the schema, with bounds from the component data ========================================

def player_counts() -> tuple[int, int]:
    """The fewest and most seats: the harbor track has a start space for each count."""
    counts = components().harbor_start
    return min(counts), max(counts)


@cache
def decision_args() -> dict[str, Spec]:
    """What each decision kind of options.OPTIONS carries as its argument."""
    comp = components()
    offers = [b.agents_up_to for b in comp.boats.values()]
    offers += [c.agents_up_to for c in comp.cards.values()]
    offers += [s.get("agents_up_to", 0) for s in comp.space_bonuses]
    return {
        "draft": Nothing(), "bonus_worker": Nothing(), "plant": Nothing(), "ship": Nothing(),
        "card": Nothing(), "scoring_bonus": Nothing(), "survey": Nothing(),
        "cultivate": Nullable(Choice(frozenset(COLOURS + WILD))),
        "feature": Choice(frozenset(("barn", "any"))),  # see rules.grant_feature
        "agents": Int(1, max(offers)),
    }


@cache
def _totals() -> dict[str, int]:
    comp = components()
    raw = comp.raw
    supply, start, cult = raw["general_supply"], raw["per_player_start"], raw["cultivation_cards"]
    return {
        "coins": supply["coins"], "barns": supply["barns"], "wells": supply["wells"],
        "surveyors": supply["surveyors"], "track": raw["round_track_workers"],
        "start_workers": start["workers"],
        "workers": start["workers"] + raw["round_track_workers"],
        "cult": cult["per_colour"] * len(COLOURS) + cult["wild"],
        "drawn": cult["drawn_per_round"],
        "tiles": sum(k.count for k in comp.tile_kinds.values()),
        "copies": max(b.copies for b in comp.boats.values()),
        "capacity": sum(b.capacity * b.copies for b in comp.boats.values()),
    }


@cache
def player_spec() -> Fields:
    comp, t = components(), _totals()
    crops = len(CROPS)
    cards = Choice(frozenset(comp.cards))
    return Fields((
        ("mat_id", Int(min(mat_ids()), max(mat_ids()))),
        ("workers", Int(0, t["workers"])),
        ("coins", Int(0, t["coins"])),
        ("surveyors", Int(0, t["surveyors"])),
        ("vp", Int(0, COUNTER_MAX)),
        ("harbor", Int(0, comp.harbor_last)),
        ("agents", Int(0, t["workers"])),
        ("worker_mask", HexSet()),
        ("crop_masks", ListOf(HexSet(), crops, crops)),
        ("barn_mask", HexSet()),
        ("wells", ListOf(Int(NO_HEX, N_HEXES - 1), crops, crops)),
        ("scored_barns", HexSet()),
        ("scored_wells", Int(0, (1 << crops) - 1)),
        ("boats", ListOf(Choice(frozenset(comp.boats)), 0, BOAT_SLOTS)),
        ("cards", ListOf(cards, 0, len(comp.cards), unique=True)),
        ("scored_cards", ListOf(cards, 0, len(comp.cards), unique=True)),
        ("active_surveyors", Int(0, t["surveyors"])),
        ("harvested", ListOf(Int(0, t["capacity"]), crops, crops)),
        ("harvest_bonus", Int(0, (1 << crops) - 1)),
        ("tiles", ListOf(Choice(frozenset(comp.tile_kinds)), 0, N_HEXES)),
        ("workers_taken", Int(0, t["track"])),
        ("score_stamp", Int(0, COUNTER_MAX)),
    ))


@cache
def state_spec(n: int) -> Fields:
    """The fields of an n-player state (to_dict() output)."""
    comp, t = components(), _totals()
    seat = Int(0, n - 1)
    tiles = Choice(frozenset(comp.tile_kinds))
    cards = Choice(frozenset(comp.cards))
    cult = Choice(frozenset(COLOURS + WILD))
    boat_ids = tuple(comp.boats)
    final_entry = DictOf(NAME_MAX, Int(0, COUNTER_MAX))  # no row of the scoring is negative
    return Fields((
        ("format", Choice(frozenset((FORMAT,)))),
        ("version", Int(1, 1)),
        ("num_players", Int(n, n)),
        ("players", ListOf(player_spec(), n, n)),
        ("round", Int(1, LAST_ROUND)),
        ("phase", Choice(frozenset(PHASES))),
        ("first_player", seat),
        ("decision", Nullable(Decision(tuple(options.OPTIONS), n))),
        ("pending", ListOf(Decision(PENDING_KINDS, n), 0, PENDING_MAX)),
        ("phase_owner", ListOf(Int(-1, n - 1), len(PHASE_NAMES), len(PHASE_NAMES))),
        ("turn_order", ListOf(seat, 0, n, unique=True)),
        ("turn_pos", Int(0, n)),
        ("round_track", Int(0, t["track"])),
        ("supply_coins", Int(0, t["coins"])),
        ("supply_barns", Int(0, t["barns"])),
        ("supply_wells", Int(0, t["wells"])),
        ("supply_surveyors", Int(0, t["surveyors"])),
        ("cult_deck", ListOf(cult, 0, t["cult"])),
        ("cult_discard", ListOf(cult, 0, t["cult"])),
        ("card", Nullable(cult)),
        ("cards_left", Int(0, t["drawn"])),
        ("to_place", ListOf(seat, 0, n, unique=True)),
        ("crop_piles", ListOf(ListOf(tiles, 0, t["tiles"]), 3, 3)),
        ("display", ListOf(Nullable(tiles), len(SUPPLY_SIZES), len(SUPPLY_SIZES))),
        ("boat_up", KeyedBy(boat_ids, Flag())),
        ("boat_pile", KeyedBy(boat_ids, Int(0, t["copies"]))),
        ("opp_deck", ListOf(cards, 0, len(comp.cards))),
        ("opp_known_bottom", Int(0, len(comp.cards))),
        ("opp_spaces", ListOf(Nullable(cards), len(comp.space_bonuses),
                              len(comp.space_bonuses))),
        ("boats_left", ListOf(Int(0, BOAT_SLOTS), n, n)),
        ("passed", ListOf(Flag(), n, n)),
        ("surveys_left", Nullable(Int(0, t["surveyors"]))),
        ("stamp", Int(0, COUNTER_MAX)),
        ("reveals", Int(0, COUNTER_MAX)),
        ("rng", Int(0, _MASK64)),
        ("final", Nullable(ListOf(final_entry, n, n))),
    ))


@dataclass(frozen=True)
class KeyedBy(Spec):
    """An object keyed by exactly these ids (the riverboat types), each value with a spec."""

    keys: tuple[str, ...]
    value: Spec

    def check(self, value: Any, where: str) -> None:
        if type(value) is not dict:
            raise InvalidState(f"{where} is {shown(value)}: not an object")
        if not (set(value) == set(self.keys)):
            raise InvalidState(f"{where} must have one entry per riverboat type")
        for key in self.keys:
            self.value.check(value[key], f"{where}[{key}]")


@dataclass(frozen=True)
class DictOf(Spec):
    """An object of short text keys (at most a few dozen), each value with a spec."""

    key_chars: int
    value: Spec

    def check(self, value: Any, where: str) -> None:
        if not (type(value) is dict and len(value) <= NAMES_MAX):
            raise InvalidState(f"{where} is {shown(value)}: not an object of a few numbers")
        for key, item in value.items():
            if not (type(key) is str and len(key) <= self.key_chars):
                raise InvalidState(f"{where}: bad key")
            self.value.check(item, f"{where}[{excerpt(key, 20)!r}]")


# == loading ===============================================================================

def check_state_dict(d: Any) -> None:
    """Refuse to_dict() output whose format, version or fields are wrong (InvalidState).

    The state module builds the GameState from checked data and then calls check_state: the
    validator never imports the state, so the two have no import cycle.
    """
    if type(d) is not dict:
        raise InvalidState(f"the state is {shown(d)}: not a JSON object")
    if not (d.get("format") == FORMAT):
        raise InvalidState(f"not a Riverboat state (format {shown(d.get('format'))})")
    version = d.get("version")
    if not (type(version) is int and version == FORMAT_VERSION):
        raise InvalidState(f"unsupported state version {shown(version)}")
    if "num_players" not in d:
        raise InvalidState("the state has no 'num_players'")
    n = d["num_players"]
    Int(*player_counts()).check(n, "num_players")
    phase = d.get("phase")
    if not (type(phase) is str and phase in PHASES):
        raise InvalidState(f"unknown phase {shown(phase)}")
    state_spec(n).check(d, "")


def check_state(s: GameState) -> None:
    """Refuse a state built from checked fields that is inconsistent or stuck (InvalidState)."""
    _check_consistency(s)
    _check_flow(s)


# == cross-field consistency ===============================================================

def _check_consistency(s: GameState) -> None:
    comp = components()
    n = s.num_players
    if not (len({p.mat_id for p in s.players}) == n):
        raise InvalidState("two players share a mat")
    for seat, p in enumerate(s.players):
        if p.mat_id not in mat_ids():
            raise InvalidState(f"player {seat + 1}: unknown mat {p.mat_id}")
        _check_player(p, s, f"player {seat + 1}")
    _check_supplies(s, comp)
    _check_tiles(s, comp)
    _check_cards_and_boats(s, comp)
    _check_turns(s)


def _check_player(p: Player, s: GameState, where: str) -> None:
    comp = components()
    crops = p.crop_masks
    covered = 0
    for mask in crops:
        if not (covered & mask == 0):
            raise InvalidState(f"{where}: a hex holds two crops")
        covered |= mask
    if not (p.barn_mask & (covered | p.worker_mask) == 0):
        raise InvalidState(f"{where}: a barn shares a hex")
    if not (p.scored_barns & ~p.barn_mask == 0):
        raise InvalidState(f"{where}: a surveyor on a missing barn")
    for crop, h in enumerate(p.wells):
        if not (h == NO_HEX or crops[crop] >> h & 1):
            raise InvalidState(f"{where}: a well off its crop")
        if not (h != NO_HEX or not p.scored_wells >> crop & 1):
            raise InvalidState(f"{where}: surveyor on no well")
    if not (all(c in p.cards for c in p.scored_cards)):
        raise InvalidState(f"{where}: scored card not held")
    scored = bin(p.scored_barns).count("1") + bin(p.scored_wells).count("1")
    if not (p.active_surveyors == scored + len(p.scored_cards)):
        raise InvalidState(f"{where}: active surveyors do not match what they score")
    laid = Counter(c for k in p.tiles for _, _, c in comp.tile_kinds[k].cells)
    for crop, mask in enumerate(crops):
        if not (laid[crop] == bin(mask).count("1")):
            raise InvalidState(f"{where}: crop hexes do not match the tiles laid")
    on_mat = bin(p.worker_mask).count("1")
    if not (p.workers + on_mat + p.agents == _totals()["start_workers"] + p.workers_taken):
        raise InvalidState(f"{where}: workers miscounted")
    shipped = sum(comp.boats[b].capacity for b in p.boats)
    if not (sum(p.harvested) == shipped):
        raise InvalidState(f"{where}: harvest miscounted")
    if not (p.score_stamp <= s.stamp):
        raise InvalidState(f"{where}: score stamp ahead of the table's")


def _check_supplies(s: GameState, comp: Components) -> None:
    total = comp.raw["general_supply"]
    ps = s.players
    if not (s.supply_coins + sum(p.coins for p in ps) == total["coins"]):
        raise InvalidState("coins do not add up")
    if not (s.supply_barns + sum(p.barn_count() for p in ps) == total["barns"]):
        raise InvalidState("barns miscounted")
    if not (s.supply_wells + sum(p.well_count() for p in ps) == total["wells"]):
        raise InvalidState("wells miscounted")
    surveyors = sum(p.surveyors + p.active_surveyors for p in ps)
    if not (s.supply_surveyors + surveyors == total["surveyors"]):
        raise InvalidState("surveyors do not add up")
    taken = sum(p.workers_taken for p in ps)
    if not (s.round_track + taken == comp.raw["round_track_workers"]):
        raise InvalidState("round track miscounted")


def _check_tiles(s: GameState, comp: Components) -> None:
    counts: Counter[str] = Counter()
    for size, pile in enumerate(s.crop_piles, 1):
        for k in pile:
            if not (comp.tile_kinds[k].size == size):
                raise InvalidState(f"tile {k!r} in the wrong pile")
        counts.update(pile)
    for size, shown_kind in zip(SUPPLY_SIZES, s.display, strict=True):
        if not (shown_kind is None or comp.tile_kinds[shown_kind].size == size):
            raise InvalidState(f"bad tile {shown_kind!r} on the crop supply board")
    counts.update(k for k in s.display if k)
    for p in s.players:
        counts.update(p.tiles)
    expected = Counter({k: t.count for k, t in comp.tile_kinds.items()})
    if not (counts == expected):
        raise InvalidState("the crop tiles do not add up to the 110 of the game")


def _check_cards_and_boats(s: GameState, comp: Components) -> None:
    cards = list(s.opp_deck) + [c for c in s.opp_spaces if c]
    for p in s.players:
        cards += p.cards
    if not (sorted(cards) == sorted(comp.cards)):
        raise InvalidState("the opportunity cards do not add up")
    if not (s.opp_known_bottom <= len(s.opp_deck)):
        raise InvalidState("known part of the pile is too long")
    cult = list(s.cult_deck) + list(s.cult_discard) + ([s.card] if s.card else [])
    spec = comp.raw["cultivation_cards"]
    expected = Counter({c: spec["per_colour"] for c in COLOURS}) + Counter({WILD: spec["wild"]})
    if not (Counter(cult) == expected):
        raise InvalidState("the cultivation cards do not add up")
    for boat_id, boat in comp.boats.items():
        owned = sum(p.boats.count(boat_id) for p in s.players)
        if not (int(s.boat_up[boat_id]) + s.boat_pile[boat_id] + owned == boat.copies):
            raise InvalidState(f"riverboats of type {boat_id} do not add up")


def _check_turns(s: GameState) -> None:
    """Seats and positions in range, and the turn order the rules build (a rotation)."""
    n = s.num_players
    order = s.turn_order
    rotation = [(order[0] + i) % n for i in range(n)] if order else []
    if not (order == rotation):
        raise InvalidState("the turn order is not a rotation of the seats")
    waiting = len(s.to_place)
    if not (waiting == 0 or s.to_place == order[len(order) - waiting:]):
        raise InvalidState("the seats still to place a worker are not the end of the turn order")
    if waiting and not (s.phase == "cultivation" and s.card is not None):
        raise InvalidState("seats still to place a worker with no cultivation card shown")
    if s.phase == "draft":
        if not (s.turn_pos < n):
            raise InvalidState("the drafting seat is not a seat")
        return
    if not (min(s.phase_owner) >= 0):
        raise InvalidState("a phase tile has no owner after the draft")
    owner = s.phase_owner[PHASES.index(s.phase) - 1] if s.phase != "over" else None
    if owner is not None and not (len(order) == n and order[0] == owner):
        raise InvalidState("the turn order does not start with the phase tile's owner")


# where each queued sub-decision can come from (rules: start_cultivation, grant_feature,
# offer_agents, start_scoring); a queue out of its phase was not made by the rules
PENDING_PHASES = {
    "bonus_worker": ("cultivation",), "scoring_bonus": ("scoring",),
    "feature": ("harvest", "opportunity"), "agents": ("harvest", "opportunity", "scoring"),
}


def _check_pending(s: GameState) -> None:
    kinds = Counter(kind for kind, _, _ in s.pending)
    for kind, seat, _ in s.pending:
        if s.phase not in PENDING_PHASES[kind]:
            raise InvalidState(f"a '{kind}' decision is queued in the {s.phase}")
        if kind in ("bonus_worker", "scoring_bonus"):
            if not (kinds[kind] == 1):
                raise InvalidState(f"more than one '{kind}' decision is queued")
            owner = s.phase_owner[PHASES.index(s.phase) - 1]
            if not (seat == owner):
                raise InvalidState(f"the '{kind}' decision is not the phase tile owner's")
        if kind == "bonus_worker" and s.players[seat].workers <= 0:
            raise InvalidState("the round-track worker is not in the supply")


def _check_final(s: GameState, final: list[dict[str, int]]) -> None:
    """One account of each seat's score at the end: the final scoring's categories are what the
    rules compute from the finished state, its rows add up to its total, and that total is the
    seat's VP (scores read the VP, outcome() the rows: here they cannot disagree)."""
    computed = final_breakdown(s)
    for seat, (row, p) in enumerate(zip(final, s.players, strict=True)):
        where = f"player {seat + 1}"
        if not (set(row) == set(CATEGORIES)):
            raise InvalidState(f"{where}: the final scoring's rows are not "
                               f"{', '.join(CATEGORIES)}")
        added = sum(vp for category, vp in row.items() if category != TOTAL)
        if not (base.counted(added, 0) == row[TOTAL]):  # the VP stop at the counters' bound
            raise InvalidState(f"{where}: the final scoring's rows add up to {added}, "
                               f"not to its total {row[TOTAL]}")
        if not (row[TOTAL] == p.vp):
            raise InvalidState(f"{where}: the final scoring's total {row[TOTAL]} is not "
                               f"the score {p.vp}")
        for category, vp in computed[seat].items():
            if not (row[category] == vp):
                raise InvalidState(f"{where}: the final scoring gives {row[category]} for "
                                   f"{category}; the rules give {vp}")


def _check_flow(s: GameState) -> None:
    """The decision stored is the one the rules reach from this data, and it has options."""
    if s.phase == "over":
        if not (s.decision is None and not s.pending):
            raise InvalidState("a finished game has a decision")
        if not (s.final is not None):
            raise InvalidState("a finished game has no final scoring")
        if not (s.round == LAST_ROUND):
            raise InvalidState("the game ended before the last round")
        _check_final(s, s.final)
        return
    # (a final scoring left over while not over is tolerated: tests replay a scoring phase)
    if not (s.decision is not None):
        raise InvalidState("an unfinished game has no decision")
    _check_pending(s)
    try:
        probe = s.clone()
        rules.advance(probe)
        stable = probe.to_dict() == s.to_dict()
        options = s.legal_actions() if stable else []
    except Exception as exc:  # any crash here means the data is inconsistent
        raise InvalidState(
            f"the pending decision cannot be evaluated: {excerpt(str(exc))}") from None
    if not (stable):
        raise InvalidState("the stored decision is not the one the rules reach from this state")
    if not (bool(options)):
        raise InvalidState("the pending decision has no legal action")
