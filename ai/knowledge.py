"""What a game's knowledge is to the bots, and the half of it that every game shares.

A game's knowledge (ai/<game>/knowledge.py) subclasses GameKnowledgeBase with its own state
type and gives it four things: its hand-made evaluation, the terms of its learned one, how far
a game has come, and a rule-of-thumb score per option. Everything made from those (the learned
or hand-made evaluation, rewards, margins, priors, rollout moves) is done here, once for every
game, with each game's own constants; its levels (spec and description) it declares whole.
"""

from __future__ import annotations

import math
import random
from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Generic, Protocol, TypeVar

from core.game import Action, State

from . import learned
from .choice import epsilon_greedy, softmax
from .mcts import Knowledge

S = TypeVar("S", bound=State)


@dataclass(frozen=True)
class Level:
    """A difficulty level as one game offers it: the bot's spec, and what that bot does in a
    sentence of English (the window shows it translated, so its words are marked for the
    translators in riverboat_qt/shell/controller.py, and a test keeps the two the same)."""

    spec: str
    description: str


# Easy is the same in every game so far: one-ply lookahead with a temperature, measured in
# each against Greedy and Random (docs/ai.md, "Measured strength").
EASY = Level("greedy:temp=0.5", "Looks one move ahead and often settles for a good move over "
                                "the best; instant.")


class WrongGame(TypeError):
    """A game's knowledge was handed another game's state: the caller picked the knowledge by
    another game_id than the state's, a bug named with what came instead."""


class GameKnowledge(Knowledge, Protocol):
    """What the bots need to know about one game: the search's Knowledge, and a little more."""

    game_id: str
    decision_kinds: tuple[str, ...]  # every state.decision_kind, for bot specs that name one
    # The kinds a longer search does not choose better: the levels give them a small budget.
    cheap_kinds: tuple[str, ...]
    feature_names: tuple[str, ...]  # the terms of the learned evaluation (ai/learned.py)
    # The evaluation that chooses moves better, measured (docs/ai.md): the game review's.
    review_evaluation: str
    # The deep review's search: Hard's, its time made a count of iterations, so that a
    # review is the same on any machine and under any load (a level word or a bot spec).
    deep_review_search: str
    reward_scale: float  # VP of margin that make a reward of 0.73 (and a win chance of 0.73)
    @property
    def levels(self) -> Mapping[str, Level]:
        """The levels, by their word in a spec ('easy', 'normal', 'hard'), each whole."""
        ...

    @property
    def weights_file(self) -> Path:
        """The learned evaluation's weights, part of the code that plays (the arena's
        fingerprint)."""
        ...

    @property
    def win_weights_file(self) -> Path:
        """The win-chance model's weights (ai/win_chance.py)."""
        ...

    def progress(self, state: State) -> float:
        """How far the game has come: 0 at the start, 1 at the end (the win-chance model's
        clock: a lead late in the game is worth more than the same lead early)."""
        ...

    def terms(self, state: State) -> tuple[str, list[list[float]]]:
        """The situation (players, round, phase) and each seat's terms of the evaluation."""
        ...

    def endgame(self, state: State) -> bool:
        """Whether few decisions remain (the last round's last phases, by the engine's own
        state): the review searches from there to the end (ai/endgame.py) where the tree
        fits its budget."""
        ...

    def evaluate(self, state: State) -> list[float]:
        """Each seat's expected final score, in VP (the exact scores at the end)."""
        ...

    def margin(self, state: State, seat: int) -> float:
        """How far the seat is ahead of the best other seat: the greedy bot's value."""
        ...

    def breakdown(self, state: State) -> list[dict[str, float]]:
        """Each seat's expected final score by the categories of the game's final breakdown
        (the engine's words, in its order), summing to evaluate()'s: the review's why."""
        ...

    def rollout_action(self, state: State, actions: Sequence[Action], rng: random.Random,
                       epsilon: float | None = None) -> Action:
        """The rollout's move: the rule of thumb's favourite, or with chance epsilon (None:
        the game's own rate) a random one."""
        ...

    def review_category(self, state: State, action: Action) -> str:
        """What sort of move the action is, a stable key the game review sums losses by (the
        window has words for each)."""
        ...


def margin(values: Sequence[float], seat: int) -> float:
    """The seat's value minus the best other seat's."""
    return values[seat] - max(v for i, v in enumerate(values) if i != seat)


def margins_to_rewards(values: Sequence[float], scale: float) -> list[float]:
    """Each seat's reward in [0, 1]: a logistic of its margin over the best other seat, scale
    VP of margin making a reward of 0.73."""
    return [1.0 / (1.0 + math.exp(-margin(values, seat) / scale))
            for seat in range(len(values))]


class GameKnowledgeBase(ABC, Generic[S]):
    """A game's knowledge, all but its four game-specific parts (heuristic, game_terms,
    game_progress, scores) and its constants; it narrows the State it is handed to the game's
    own."""

    game_id: str
    state_type: type[S]
    decision_kinds: tuple[str, ...]
    cheap_kinds: tuple[str, ...]
    feature_names: tuple[str, ...]
    review_evaluation: str
    deep_review_search: str = "hard"
    levels: Mapping[str, Level]
    reward_scale: float  # VP of margin that make a reward of 0.73
    prior_temperature: float  # of the softmax of the scores that makes the priors
    rollout_epsilon: float  # the rollouts' rate of random moves

    def __init__(self, evaluation: str = "heuristic") -> None:
        self.evaluation = learned.check_evaluation(evaluation)

    @abstractmethod
    def heuristic(self, state: S) -> list[float]:
        """Each seat's expected final score by the hand-made reckoning."""

    @abstractmethod
    def game_terms(self, state: S) -> tuple[str, list[list[float]]]:
        """The situation and each seat's terms of the evaluation (ai/learned.py)."""

    @abstractmethod
    def split_terms(self, state: S, seat: int, terms: Sequence[float],
                    weights: Sequence[float]) -> dict[str, float]:
        """The seat's terms times their weights (the bias last) by the categories of the final
        breakdown: each weighted term, and the bias, wholly in one category or shared out."""

    @abstractmethod
    def game_progress(self, state: S) -> float:
        """How far the game has come, 0 at the start to 1 at the end."""

    @abstractmethod
    def game_endgame(self, state: S) -> bool:
        """Whether few decisions remain: the game's last round's last phases."""

    @abstractmethod
    def scores(self, state: S, actions: Sequence[Action]) -> list[float]:
        """The rule of thumb's score of each option (about the VP it is worth), cheap: it
        reads the state and applies nothing."""

    def own(self, state: State) -> S:
        """The state as the game's own; WrongGame for another game's."""
        if not isinstance(state, self.state_type):
            raise WrongGame(f"the knowledge of {self.game_id} was given a "
                            f"{type(state).__name__}, not a {self.state_type.__name__}")
        return state

    @property
    def weights_file(self) -> Path:
        return learned.weights_path(self.game_id)

    @property
    def win_weights_file(self) -> Path:
        return learned.RESOURCES / self.game_id.replace("-", "_") / "win_weights.json"

    def progress(self, state: State) -> float:
        return self.game_progress(self.own(state))

    def evaluate(self, state: State) -> list[float]:
        """Each seat's expected final score: the hand-made reckoning, or the learned one."""
        own = self.own(state)
        if self.evaluation == "learned":
            return learned.evaluate(own, self.feature_names, self.game_terms)
        return self.heuristic(own)

    def terms(self, state: State) -> tuple[str, list[list[float]]]:
        return self.game_terms(self.own(state))

    def endgame(self, state: State) -> bool:
        return self.game_endgame(self.own(state))

    def breakdown(self, state: State) -> list[dict[str, float]]:
        """The evaluation's terms, weighted as evaluate() weighs them, by category; at the end
        the engine's own final breakdown."""
        own = self.own(state)
        outcome = own.outcome()
        if outcome is not None:
            return [{k: float(v) for k, v in seat.items()} for seat in outcome.breakdown]
        bucket, rows = self.game_terms(own)
        weights = (learned.load(self.game_id, self.feature_names).row(bucket)
                   if self.evaluation == "learned" else learned.identity(len(self.feature_names)))
        return [self.split_terms(own, seat, row, weights) for seat, row in enumerate(rows)]

    def rewards(self, state: State) -> list[float]:
        return margins_to_rewards(self.evaluate(state), self.reward_scale)

    def priors(self, state: State, actions: Sequence[Action]) -> list[float]:
        """A softmax of the scores: the share of attention the search gives each option."""
        return softmax(self.scores(self.own(state), actions), self.prior_temperature)

    def rollout_action(self, state: State, actions: Sequence[Action], rng: random.Random,
                       epsilon: float | None = None) -> Action:
        """Epsilon-greedy on the scores, ties broken at random; the scores are computed only
        when the move is not a random one."""
        own = self.own(state)
        rate = self.rollout_epsilon if epsilon is None else epsilon
        return epsilon_greedy(actions, lambda: self.scores(own, actions), rng, rate)

    def margin(self, state: State, seat: int) -> float:
        """The seat's expected final score minus the best other seat's, in VP."""
        return margin(self.evaluate(state), seat)

    def review_category(self, state: State, action: Action) -> str:
        """The kind of decision, unless the game sorts its moves otherwise."""
        return str(state.decision_kind)
