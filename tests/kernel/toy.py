"""A toy game written only against core.game: two players race to the target without busting.

Each turn the seat to move draws the top card of a shared deck (values 1-5, twice each) and adds
it to its total, or stops for good (only after a first draw). Going over the target busts: the
total falls to 0 and the seat stops. The game ends when both have stopped or the deck is empty.
The deck's order is hidden, so determinize matters. Registered only by the tests that use it.
"""

from __future__ import annotations

import json
import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ai.knowledge import EASY, GameKnowledgeBase, Level
from core.errors import IllegalAction, InvalidState, parse_json, shown
from core.event import Event
from core.game import Action, Game, Outcome, State, outcome_of
from core.rng import Rng

GAME_ID = "toy"
DECK = (1, 1, 2, 2, 3, 3, 4, 4, 5, 5)
FIELDS = {"format": str, "target": int, "totals": list, "stopped": list, "deck": list,
          "turn": int, "moves": int}


@dataclass(frozen=True)
class Move:
    """'draw' or 'stop'."""

    kind: str

    def __str__(self) -> str:
        return self.kind


def parse_action(text: str) -> Move:
    if text not in ("draw", "stop"):
        raise ValueError(f"not a toy action: {shown(text)}")
    return Move(text)


class ToyState:
    game_id = GAME_ID
    num_players = 2
    phase = "race"

    def __init__(self, target: int, deck: list[int], totals: list[int], stopped: list[bool],
                 turn: int, moves: int) -> None:
        self.target, self.deck, self.totals, self.stopped = target, deck, totals, stopped
        self.turn, self.moves = turn, moves

    # -- the contract's queries
    @property
    def round(self) -> int:
        return 1 + self.moves // 2

    @property
    def is_over(self) -> bool:
        return all(self.stopped) or not self.deck

    @property
    def current_player(self) -> int | None:
        return None if self.is_over else self.turn

    @property
    def scores(self) -> list[int]:
        return list(self.totals)

    @property
    def reveal_count(self) -> int:
        return len(DECK) - len(self.deck)  # every draw shows a card

    @property
    def decision_kind(self) -> str | None:
        return None if self.is_over else "turn"

    def phase_name(self) -> str:
        return "Game over" if self.is_over else "The race"

    def legal_actions(self) -> list[Move]:
        return [a for a in (Move("draw"), Move("stop")) if self.why_illegal(a) is None]

    def why_illegal(self, action: object) -> str | None:
        if not isinstance(action, Move) or action.kind not in ("draw", "stop"):
            return f"{shown(action)} is not an action of this game"
        if self.is_over:
            return "the game is over"
        if action.kind == "stop" and self.totals[self.turn] == 0:
            return "draw at least once before stopping"
        return None

    def apply(self, action: Any, log: bool = True) -> list[Event]:
        reason = self.why_illegal(action)
        if reason is not None:
            raise IllegalAction(reason)
        seat, round_ = self.turn, self.round
        if action.kind == "draw":
            card = self.deck.pop()
            self.totals[seat] += card
            text = f"draws a {card}"
            if self.totals[seat] > self.target:
                self.totals[seat], self.stopped[seat] = 0, True
                text += " and busts"
        else:
            self.stopped[seat], text = True, "stops"
        self.moves += 1
        if not self.stopped[1 - seat]:
            self.turn = 1 - seat
        return [Event(round_, self.phase_name(), seat, text)] if log else []

    def clone(self) -> ToyState:
        return ToyState(self.target, self.deck.copy(), self.totals.copy(), self.stopped.copy(),
                        self.turn, self.moves)

    def outcome(self) -> Outcome | None:
        return outcome_of([{"cards": t} for t in self.totals]) if self.is_over else None

    def to_dict(self) -> dict[str, Any]:
        return {"format": "toy-state", "target": self.target, "totals": self.totals,
                "stopped": self.stopped, "deck": self.deck, "turn": self.turn,
                "moves": self.moves}

    def to_json(self) -> str:
        return json.dumps(self.to_dict())

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, ToyState):
            return NotImplemented
        return self.to_dict() == other.to_dict()

    __hash__ = None  # type: ignore[assignment]  # mutable: equal states may differ later

    def observation(self, seat: int) -> dict[str, Any]:
        return {**self.to_dict(), "deck": sorted(self.deck), "seat": seat}

    def determinize(self, seat: int, rng: Any) -> ToyState:
        s = self.clone()
        random.Random(rng if isinstance(rng, int) else rng.getrandbits(64)).shuffle(s.deck)
        return s


def new_game(num_players: int, seed: int, setup: Any = None) -> ToyState:
    target = 10 if setup is None else setup
    if num_players != 2 or type(target) is not int or not 5 <= target <= 30:
        raise ValueError(f"the toy is for 2 players and a target of 5 to 30, not {shown(setup)}")
    deck = list(DECK)
    Rng(seed).shuffle(deck)
    return ToyState(target, deck, [0, 0], [False, False], 0, 0)


def state_from_json(text: str) -> ToyState:
    d = parse_json(text)
    if type(d) is not dict or set(d) != set(FIELDS) or d["format"] != "toy-state":
        raise InvalidState("not a toy state")
    if not all(type(d[k]) is kind for k, kind in FIELDS.items()):
        raise InvalidState("a toy state field has the wrong type")
    ok = (5 <= d["target"] <= 30 and len(d["totals"]) == len(d["stopped"]) == 2
          and d["turn"] in (0, 1)
          and all(type(t) is int and 0 <= t <= d["target"] for t in d["totals"])
          and all(type(b) is bool for b in d["stopped"]) and 0 <= d["moves"] <= 2 * len(DECK)
          and all(type(c) is int for c in d["deck"]) and Counter(d["deck"]) <= Counter(DECK))
    if not ok:
        raise InvalidState("a toy state field is out of bounds")
    return ToyState(d["target"], d["deck"], d["totals"], d["stopped"], d["turn"], d["moves"])


def setup_of(state: State) -> int:
    if not isinstance(state, ToyState):
        raise ValueError("not a toy state")
    return state.target


def describe_setup(target: int, seats: Sequence[str]) -> str:
    return f"race to {target}"


TOY = Game(id=GAME_ID, title="Toy race", min_players=2, max_players=2, new_game=new_game,
           parse_action=parse_action, state_from_json=state_from_json, setup_of=setup_of,
           describe_setup=describe_setup, hidden_information=True)


class ToyKnowledge(GameKnowledgeBase[ToyState]):
    """The trivial knowledge: the score margin, flat priors, random rollouts."""

    game_id = GAME_ID
    state_type = ToyState
    decision_kinds: tuple[str, ...] = ("turn",)
    cheap_kinds: tuple[str, ...] = ()
    feature_names: tuple[str, ...] = ("total",)  # one term, a seat's total
    review_evaluation = "heuristic"
    reward_scale = 10.0
    prior_temperature = 1.0
    rollout_epsilon = 1.0  # every rollout move at random
    # a game declares its levels whole; the toy's search at small budgets keeps its tests quick
    levels = {"easy": EASY,
              "normal": Level("mcts:iters=30", "Tree search of 30 iterations a decision."),
              "hard": Level("mcts:iters=120", "Tree search of 120 iterations a decision.")}

    def heuristic(self, state: ToyState) -> list[float]:
        return [float(total) for total in state.totals]

    def game_terms(self, state: ToyState) -> tuple[str, list[list[float]]]:
        return "2p", [[float(total)] for total in state.totals]

    def split_terms(self, state: ToyState, seat: int, terms: Sequence[float],
                    weights: Sequence[float]) -> dict[str, float]:
        """The final breakdown's one category, the cards."""
        return {"cards": weights[0] * terms[0] + weights[-1]}

    def game_progress(self, state: ToyState) -> float:
        """How near the leader is to the target (the race ends there or at a bust)."""
        return min(1.0, max(state.totals) / state.target)

    def game_endgame(self, state: ToyState) -> bool:
        """The last few cards of the deck."""
        return len(state.deck) <= 4

    def scores(self, state: ToyState, actions: Sequence[Action]) -> list[float]:
        """Draw while far from the target, stop near it: the share of the target left or won."""
        share = state.totals[state.turn] / state.target
        return [1.0 - share if str(action) == "draw" else share for action in actions]


KNOWLEDGE = ToyKnowledge()
