"""The game state: plain data, a fast clone, JSON, and the public API of the engine."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..base import StateBase, checked_seat, observed_fields
from ..errors import InvalidState, shown
from ..event import Event
from ..game import Decision, Outcome, State, outcome_of
from ..rng import SEED_MAX, Rng
from ..text import text
from ..values import plain
from . import legality, options, rules, validate
from .actions import Action, quote
from .components import COLOURS, GAME, PHASE_NAMES, WILD, components
from .constants import (
    FORMAT,
    FORMAT_VERSION,
    LAST_ROUND,
    PHASES,
    SUPPLY_SIZES,
    TOTAL,
    DecisionKind,
)
from .mat import mat_ids
from .player import Player

__all__ = [
    "FORMAT", "FORMAT_VERSION", "PHASES", "SUPPLY_SIZES", "Event", "GameState", "new_game",
    "setup_of",
]


# The names of the steps that are no phase tile's: the draft before them, the end after.
OTHER_PHASES = {"draft": text(GAME, "Phase tile draft"), "over": text(GAME, "Game over")}


def phase_words(phase: str) -> str:
    """A step of PHASES by its name in the rules ('Harvesting and Shipping'): the log's, the
    prompt's and the review's one name for it."""
    if phase in OTHER_PHASES:
        return OTHER_PHASES[phase]
    return PHASE_NAMES[PHASES.index(phase) - 1]


@dataclass(slots=True, init=False, eq=False, repr=False)
class GameState(StateBase):
    """Everything about a game in progress; its rules are options.py, legality.py, rules.py.

    A dataclass only for its declared, typed fields and generated __slots__ (in this order, which
    to_dict and from_dict follow): it has no generated __init__, __eq__ or __repr__, since
    new_game, clone and from_dict fill the fields and __eq__ compares the JSON form.
    """

    game_id = "riverboat"  # a class attribute, not a field: the registry's key for this game

    num_players: int
    players: list[Player]
    round: int
    phase: str  # one of PHASES
    first_player: int
    decision: Decision[DecisionKind] | None  # its argument's type depends on the kind
    pending: list[Decision[DecisionKind]]  # (validate.decision_args lists them)
    phase_owner: list[int]  # seat per phase tile, -1 while not drafted
    turn_order: list[int]
    turn_pos: int
    round_track: int  # workers left on the round track
    supply_coins: int
    supply_barns: int
    supply_wells: int
    supply_surveyors: int
    cult_deck: list[str]  # colour letters and WILD
    cult_discard: list[str]
    card: str | None  # the revealed cultivation card
    cards_left: int
    to_place: list[int]  # seats still to place a worker on the card
    crop_piles: list[list[str]]  # tile kinds by size - 1
    display: list[str | None]  # tile kind per crop supply space
    boat_up: dict[str, bool]
    boat_pile: dict[str, int]
    opp_deck: list[str]  # card ids
    opp_known_bottom: int
    opp_spaces: list[str | None]
    boats_left: list[int]
    passed: list[bool]
    surveys_left: int | None
    stamp: int
    reveals: int
    rng: Rng
    final: list[dict[str, int]] | None  # the final breakdown by seat, once over
    _events: list[Event] | None  # the log of the action being applied, if kept
    _legal: legality.Legal | None  # cache of the legal actions

    # -- queries -------------------------------------------------------------------------

    @property
    def scores(self) -> list[int]:
        return [p.vp for p in self.players]

    def phase_name(self) -> str:
        return phase_words(self.phase)

    @property
    def may_end(self) -> bool:
        """Whether a move now may end the game: only in the last round (its scoring ends it);
        False is sure, so a window need not try every move to warn of the last one."""
        return self.round == LAST_ROUND and not self.is_over

    def legal_actions(self) -> list[Action]:
        return list(self.legal().actions)

    def legal_set(self) -> dict[Action, None]:
        """The legal actions as the keys of a dict, for membership tests."""
        return self.legal().keys()

    def legal(self) -> legality.Legal:
        """The legal actions of the current decision, cached until the state changes."""
        if self._legal is None:
            self._legal = legality.Legal(options.legal_actions(self))
        return self._legal

    def why_illegal(self, action: object) -> str | None:
        return legality.why_illegal(self, action)

    quote = staticmethod(quote)

    def _play(self, action: Action) -> None:
        self._legal = None
        rules.apply(self, action)

    def outcome(self) -> Outcome | None:
        """The final result by seat and category (None before the end).

        The categories are the final breakdown's rows but its total, which is the score.
        """
        if self.final is None:
            return None
        return outcome_of([{k: v for k, v in b.items() if k != TOTAL} for b in self.final])

    # -- copies --------------------------------------------------------------------------

    def clone(self) -> GameState:
        s = GameState.__new__(GameState)
        s.num_players = self.num_players
        s.players = [p.clone() for p in self.players]
        s.round = self.round
        s.phase = self.phase
        s.first_player = self.first_player
        s.decision = self.decision
        s.pending = self.pending.copy()
        s.phase_owner = self.phase_owner.copy()
        s.turn_order = self.turn_order.copy()
        s.turn_pos = self.turn_pos
        s.round_track = self.round_track
        s.supply_coins = self.supply_coins
        s.supply_barns = self.supply_barns
        s.supply_wells = self.supply_wells
        s.supply_surveyors = self.supply_surveyors
        s.cult_deck = self.cult_deck.copy()
        s.cult_discard = self.cult_discard.copy()
        s.card = self.card
        s.cards_left = self.cards_left
        s.to_place = self.to_place.copy()
        s.crop_piles = [pile.copy() for pile in self.crop_piles]
        s.display = self.display.copy()
        s.boat_up = self.boat_up.copy()
        s.boat_pile = self.boat_pile.copy()
        s.opp_deck = self.opp_deck.copy()
        s.opp_known_bottom = self.opp_known_bottom
        s.opp_spaces = self.opp_spaces.copy()
        s.boats_left = self.boats_left.copy()
        s.passed = self.passed.copy()
        s.surveys_left = self.surveys_left
        s.stamp = self.stamp
        s.reveals = self.reveals
        s.rng = self.rng.clone()
        s.final = None if self.final is None else [dict(b) for b in self.final]
        s._events = None
        s._legal = self._legal
        return s

    def to_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {"format": FORMAT, "version": FORMAT_VERSION}
        for name in GameState.__slots__:
            if name in ("_events", "_legal", "players", "rng", "decision", "pending"):
                continue
            d[name] = plain(getattr(self, name))
        d["players"] = [p.to_dict() for p in self.players]
        d["rng"] = self.rng.state
        d["decision"] = None if self.decision is None else list(self.decision)
        d["pending"] = [list(item) for item in self.pending]
        return d

    @classmethod
    def from_dict(cls, data: Any) -> GameState:
        """Build from to_dict() output: fields checked, then consistency, then the flow."""
        validate.check_state_dict(data)
        s = cls.__new__(cls)
        for name in GameState.__slots__:
            if name not in ("_events", "_legal", "players", "rng", "decision", "pending", "final"):
                setattr(s, name, plain(data[name]))
        s.players = [Player.from_dict(p) for p in data["players"]]
        s.rng = Rng(data["rng"])
        s.decision = None if data["decision"] is None else _decision(data["decision"])
        s.pending = [_decision(item) for item in data["pending"]]
        s.final = plain(data["final"])
        s._events = None
        s._legal = None
        validate.check_state(s)
        return s

    # -- hidden information --------------------------------------------------------------

    def observation(self, seat: int) -> dict[str, Any]:
        """What the seat may know: everything but the order of decks and piles and the RNG.

        Riverboat has no private hands, so only the seat field differs between seats.
        """
        d = self.to_dict()
        del d["rng"]
        d["seat"] = seat
        d["cult_deck"] = sorted(self.cult_deck)
        d["crop_piles"] = [sorted(pile) for pile in self.crop_piles]
        known = self.opp_known_bottom
        d["opp_deck"] = {
            "bottom": self.opp_deck[:known],
            "unknown": sorted(self.opp_deck[known:]),
        }
        return d

    def determinize(self, seat: int, rng: Any) -> GameState:
        """A full state that the seat cannot tell from this one: hidden orders resampled.

        rng is a random.Random (or anything with getrandbits) or an int seed. The result
        depends on what the seat may know and the seed alone, not on the true orders: each
        hidden order is sorted before it is shuffled (two states that differ only in them
        give the same sample, which the review's values rest on).
        """
        seed = rng if isinstance(rng, int) else rng.getrandbits(64)
        s = self.clone()
        s.rng = Rng(seed)
        s.cult_deck.sort()
        s.rng.shuffle(s.cult_deck)
        for pile in s.crop_piles:
            pile.sort()
            s.rng.shuffle(pile)
        known = s.opp_known_bottom
        unknown = sorted(s.opp_deck[known:])
        s.rng.shuffle(unknown)
        s.opp_deck[known:] = unknown
        s.rng = Rng(s.rng.next64())
        return s




def from_observation(observation: Any, seed: int) -> GameState:
    """A full state the observing seat cannot tell from the true one, made from its
    observation alone (online play: a remote seat never holds the true orders)."""
    data, seat = observed_fields(observation)
    opp = data.get("opp_deck")
    if type(opp) is not dict or set(opp) != {"bottom", "unknown"} or \
            not all(type(part) is list for part in opp.values()):
        raise InvalidState("observation field 'opp_deck' is not the pile's known bottom and "
                           "unknown rest")
    data["opp_deck"] = opp["bottom"] + opp["unknown"]
    state = GameState.from_dict(data)
    return state.determinize(checked_seat(seat, state.num_players), seed)


def _decision(item: list[Any]) -> Decision[DecisionKind]:
    """A decision of a saved state (a checked [kind, seat, argument])."""
    return Decision(DecisionKind(item[0]), item[1], item[2])


def new_game(num_players: int, seed: int, setup: Any = None) -> GameState:
    """Set up a game: the seats' mats (random unless the setup gives them), supplies, decks,
    displays, first player."""
    if type(num_players) is not int or num_players not in (2, 3, 4):
        raise ValueError(f"Riverboat is for 2 to 4 players, not {shown(num_players)}")
    if type(seed) is not int or not 0 <= seed <= SEED_MAX:
        raise ValueError(f"the seed is a whole number from 0 to {SEED_MAX}, not {shown(seed)}")
    comp = components()
    rng = Rng(seed)
    mats = _choose_mats(num_players, setup, rng)
    start = comp.raw["per_player_start"]
    harbor = comp.harbor_start[num_players]
    s = GameState.__new__(GameState)
    s.num_players = num_players
    s.players = [
        Player(m, start["workers"], start["coins"], start["surveyors"], harbor) for m in mats
    ]
    supply = comp.raw["general_supply"]
    s.supply_coins = supply["coins"] - start["coins"] * num_players
    s.supply_barns = supply["barns"]
    s.supply_wells = supply["wells"]
    s.supply_surveyors = supply["surveyors"] - start["surveyors"] * num_players
    s.round_track = comp.raw["round_track_workers"]
    s.rng = rng
    _set_up_decks(s)
    s.round = 1
    s.phase = "draft"
    s.first_player = rng.below(num_players)
    s.decision = None
    s.pending = []
    s.phase_owner = [-1] * len(PHASE_NAMES)
    s.turn_order = []
    s.turn_pos = 0
    s.card = None
    s.cards_left = 0
    s.to_place = []
    s.boats_left = [0] * num_players
    s.passed = [False] * num_players
    s.surveys_left = None
    s.stamp = 0
    s.reveals = 0
    s.final = None
    s._events = None
    s._legal = None
    rules.start_round(s)
    rules.advance(s)
    return s


def _choose_mats(n: int, setup: Any, rng: Rng) -> list[int]:
    """Each seat's mat: given as n different ids, or drawn at random (always drawn, so that the
    rest of the setup is the same either way)."""
    ids = mat_ids()
    rng.shuffle(ids)
    if setup is None:
        return ids[:n]
    ok = isinstance(setup, list | tuple) and all(type(m) is int and m in ids for m in setup)
    if not ok or len(setup) != n or len(set(setup)) != n:
        raise ValueError(f"the setup is {n} different mats out of {mat_ids()}, "
                         f"not {shown(setup)}")
    return list(setup)


def _set_up_decks(s: GameState) -> None:
    comp = components()
    cult = comp.raw["cultivation_cards"]
    s.cult_deck = [c for c in COLOURS for _ in range(cult["per_colour"])] + [WILD] * cult["wild"]
    s.rng.shuffle(s.cult_deck)
    s.cult_discard = []
    s.crop_piles = [[], [], []]
    for kind in comp.tile_kinds.values():
        s.crop_piles[kind.size - 1].extend([kind.id] * kind.count)
    for pile in s.crop_piles:
        pile.sort()
        s.rng.shuffle(pile)
    s.display = [None] * len(SUPPLY_SIZES)
    s.boat_up = {b: False for b in comp.boats}
    s.boat_pile = {b: t.copies for b, t in comp.boats.items()}
    s.opp_deck = list(comp.cards)
    s.rng.shuffle(s.opp_deck)
    s.opp_known_bottom = 0
    s.opp_spaces = [None] * len(comp.space_bonuses)


def setup_of(state: State) -> list[int]:
    """What a record keeps besides the seed: each seat's mat id."""
    if not isinstance(state, GameState):
        raise ValueError(f"not a Riverboat game: {type(state).__name__}")
    return [p.mat_id for p in state.players]
