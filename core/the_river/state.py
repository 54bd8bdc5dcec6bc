"""The River's game state: plain data, a fast clone, JSON, and the public API of the engine."""

from __future__ import annotations

from dataclasses import dataclass
from itertools import repeat
from operator import is_
from typing import Any

from core.base import StateBase, checked_seat, observed_fields
from core.errors import shown
from core.event import Event
from core.game import Decision, Outcome, State, outcome_of
from core.rng import SEED_MAX, Rng
from core.text import text
from core.values import plain

from . import legality, options, rules, validate
from .actions import Action, quote
from .components import all_tiles, board_ids, components
from .constants import DecisionKind
from .player import Player
from .scoring import running_totals

GAME_ID = "the-river"
FORMAT_VERSION = 1
PHASE_NAMES = {"setup": text(GAME_ID, "Preliminary turn"),
               "play": text(GAME_ID, "Placing pioneers"), "cleanup": text(GAME_ID, "Cleanup"),
               "over": text(GAME_ID, "Game over")}

@dataclass(slots=True, init=False, eq=False, repr=False)
class GameState(StateBase):
    """Everything about a game in progress; its rules are options.py, legality.py, rules.py.

    A dataclass only for its declared, typed fields (in this order, which to_dict follows); no
    generated __init__, __eq__ or __repr__: new_game, clone and from_dict fill the fields and
    __eq__ compares the JSON form. Piles list their top last (pop() draws).
    """

    num_players: int
    round: int
    phase: str  # one of PHASE_NAMES
    first_player: int  # the holder of the first player pawn
    turn: int  # the seat from which the next turn is sought (clockwise, empty boats skipped)
    setup_order: list[int]  # seats still to take a starting tile
    decision: Decision[DecisionKind] | None  # no argument: the kind says it all
    pending: list[Decision[DecisionKind]]
    stack: list[str]  # terrain stack, face down
    discard: list[str]  # terrain tiles discarded at cleanups
    removed: list[str]  # out of the game: the leftover setup tile
    offer: list[str | None]  # face-up terrain tile per terrain spot of the main board
    deck: list[str]  # building deck, face down
    market: list[str | None]  # face-up building per building spot
    islands: list[int]  # wood, clay, stone, food on the main board
    token_pile: list[int]  # scoring bonus tokens, the 6 on top
    zero_tokens: int
    spots: dict[str, list[int]]  # action spot -> seats of its pioneers, in order placed
    last_round: bool  # the end was triggered: this round is the last (ruling 13)
    reveals: int
    rng: Rng
    players: list[Player]
    final: list[dict[str, int]] | None  # the final breakdown by seat, once over
    _events: list[Event] | None  # the log of the action being applied, if kept
    _legal: list[Action] | dict[Any, None] | None  # cache of the legal actions: as found, or
    # as a set once one is asked for (legal_set)
    _scores: list[int] | None  # cache of the running scores

    game_id = GAME_ID

    # -- queries -------------------------------------------------------------------------

    @property
    def scores(self) -> list[int]:
        """VP so far: the final totals at the end; during play the final scoring as if the
        game ended now (scoring.py)."""
        if self._scores is None:
            self._scores = (running_totals(self.players) if self.final is None
                            else [sum(b.values()) for b in self.final])
        return self._scores.copy()

    def phase_name(self) -> str:
        return PHASE_NAMES[self.phase]

    def legal_actions(self) -> list[Action]:
        if self._legal is None:
            self._legal = options.legal_actions(self)
        return list(self._legal)

    def legal_set(self) -> dict[Any, None]:
        """The legal actions of the current decision, cached until the state changes."""
        legal = self._legal
        if not isinstance(legal, dict):
            legal = dict.fromkeys(options.legal_actions(self) if legal is None else legal)
            self._legal = legal
        return legal

    def offers(self, action: object) -> bool:
        """Whether the action is one of the very values the options were made of: a bot's
        choice passes without hashing every option of every decision of its rollouts."""
        legal = self._legal
        return type(legal) is list and any(map(is_, legal, repeat(action)))  # a loop in C

    def why_illegal(self, action: object) -> str | None:
        return legality.why_illegal(self, action)

    quote = staticmethod(quote)

    def _play(self, action: Action) -> None:
        self._legal = None
        self._scores = None
        rules.apply(self, action)

    def outcome(self) -> Outcome | None:
        """The final result by category (Bonus tokens, Buildings, ...), None before the end."""
        return None if self.final is None else outcome_of(self.final)

    # -- copies --------------------------------------------------------------------------

    def clone(self) -> GameState:
        s = GameState.__new__(GameState)
        s.num_players = self.num_players
        s.round = self.round
        s.phase = self.phase
        s.first_player = self.first_player
        s.turn = self.turn
        s.setup_order = self.setup_order.copy()
        s.decision = self.decision
        s.pending = self.pending.copy()
        s.stack = self.stack.copy()
        s.discard = self.discard.copy()
        s.removed = self.removed.copy()
        s.offer = self.offer.copy()
        s.deck = self.deck.copy()
        s.market = self.market.copy()
        s.islands = self.islands.copy()
        s.token_pile = self.token_pile.copy()
        s.zero_tokens = self.zero_tokens
        s.spots = {k: v.copy() for k, v in self.spots.items()}
        s.last_round = self.last_round
        s.reveals = self.reveals
        s.rng = self.rng.clone()
        s.players = [p.clone() for p in self.players]
        s.final = None if self.final is None else [dict(b) for b in self.final]
        s._events = None
        s._legal = self._legal
        s._scores = self._scores
        return s

    def to_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {"game": GAME_ID, "version": FORMAT_VERSION}
        for name in GameState.__slots__:
            if name.startswith("_"):
                continue
            d[name] = plain(getattr(self, name))
        d["rng"] = self.rng.state
        d["players"] = [p.to_dict() for p in self.players]
        d["decision"] = None if self.decision is None else list(self.decision[:2])
        d["pending"] = [list(item[:2]) for item in self.pending]  # [kind, seat]: no argument
        return d

    @classmethod
    def from_dict(cls, data: Any) -> GameState:
        """Build from to_dict() output: fields checked, then consistency, then the flow."""
        validate.check_state_dict(data)
        s = cls.__new__(cls)
        for name in GameState.__slots__:
            if not name.startswith("_"):
                setattr(s, name, plain(data[name]))
        s.rng = Rng(data["rng"])
        s.players = [Player.from_dict(p) for p in data["players"]]
        s.decision = None if data["decision"] is None else _decision(data["decision"])
        s.pending = [_decision(item) for item in data["pending"]]
        s._events = None
        s._legal = None
        s._scores = None
        validate.check_state(s)
        return s

    # -- hidden information --------------------------------------------------------------

    def observation(self, seat: int) -> dict[str, Any]:
        """What the seat may know: all but the order of the terrain stack and building deck
        (ruling 15), and the generator that would tell the next draws."""
        d = self.to_dict()
        del d["rng"]
        d["seat"] = seat
        d["stack"] = sorted(self.stack)
        d["deck"] = sorted(self.deck)
        return d

    def determinize(self, seat: int, rng: Any) -> GameState:
        """A full state that the seat cannot tell from this one: the two orders resampled and
        the generator reseeded. rng is a random.Random (anything with getrandbits) or a seed."""
        seed = rng if isinstance(rng, int) else rng.getrandbits(64)
        s = self.clone()
        s.rng = Rng(seed)
        s.stack.sort()  # the sample depends on what the seat may know, not on the true
        s.rng.shuffle(s.stack)  # orders (the review's values rest on it)
        s.deck.sort()
        s.rng.shuffle(s.deck)
        s.rng = Rng(s.rng.next64())
        return s


def from_observation(observation: Any, seed: int) -> GameState:
    """A full state the observing seat cannot tell from the true one, made from its
    observation alone (online play: a remote seat never holds the true orders)."""
    data, seat = observed_fields(observation)
    state = GameState.from_dict(data)
    return state.determinize(checked_seat(seat, state.num_players), seed)


def _decision(item: list[Any]) -> Decision[DecisionKind]:
    """A decision of a saved state (a checked [kind, seat])."""
    return Decision(DecisionKind(item[0]), item[1])


# == a new game ============================================================================

def new_game(num_players: int, seed: int, setup: Any = None) -> GameState:
    """Set up a game: boards (random unless given), piles, islands, tokens, first player;
    then the preliminary turn begins."""
    comp = components()
    if type(num_players) is not int or num_players not in (2, 3, 4):
        raise ValueError(f"The River is for 2 to 4 players, not {shown(num_players)}")
    if type(seed) is not int or not 0 <= seed <= SEED_MAX:
        raise ValueError(f"the seed is a whole number from 0 to {SEED_MAX}, not {shown(seed)}")
    rng = Rng(seed)
    boards = _choose_boards(num_players, setup, rng)
    s = GameState.__new__(GameState)
    s.num_players = num_players
    s.round = 1
    s.phase = "setup"
    s.first_player = rng.below(num_players)
    s.turn = s.first_player
    s.setup_order = [(s.first_player - 1 - k) % num_players for k in range(num_players)]
    s.decision = None
    s.pending = []
    s.rng = rng
    _set_up_piles(s)
    s.islands = list(comp.stock(num_players))
    pile, zeros = comp.token_piles(num_players)
    s.token_pile = list(pile)
    s.zero_tokens = zeros
    s.spots = {name: [] for name in comp.spot_rules(num_players)}
    s.last_round = False
    s.players = [Player.new(b, comp.on_boat) for b in boards]
    s.final = None
    s._events = None
    s._legal = None
    s._scores = None
    rules.advance(s)
    return s


def _choose_boards(n: int, setup: Any, rng: Rng) -> list[int]:
    """Each seat's river board: given as n different ids, or drawn at random (always drawn,
    so that the rest of the setup is the same either way)."""
    ids = board_ids()
    rng.shuffle(ids)
    if setup is None:
        return ids[:n]
    ok = isinstance(setup, list | tuple) and all(type(b) is int and b in ids for b in setup)
    if not ok or len(setup) != n or len(set(setup)) != n:
        raise ValueError(f"the setup is {n} different river boards out of {board_ids()}, "
                         f"not {shown(setup)}")
    return list(setup)


def _set_up_piles(s: GameState) -> None:
    """Shuffled stack and deck; the setup tiles (players + 1) and the buildings face up."""
    comp = components()
    s.stack = list(all_tiles())
    s.rng.shuffle(s.stack)
    s.discard = []
    s.removed = []
    s.offer = [None] * comp.terrain_spots(s.num_players)
    for i in range(s.num_players + 1):
        s.offer[i] = s.stack.pop()
    s.deck = sorted(comp.buildings)
    s.rng.shuffle(s.deck)
    s.market = [s.deck.pop() for _ in range(comp.building_spots)]
    s.reveals = s.num_players + 1 + comp.building_spots


def setup_of(state: State) -> list[int]:
    """What a record keeps besides the seed: each seat's river board id."""
    if not isinstance(state, GameState):
        raise ValueError(f"not a game of The River: {type(state).__name__}")
    return [p.board for p in state.players]
