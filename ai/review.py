"""A game review by win chance: python -m ai.review record.json [--seat N] [--json].

Every step of the record is valued for every seat: each seat's chance to win before it
(ai.win_chance at the end of short rollouts, averaged over samples of the hidden information;
near the game's end, where its tree fits a budget, a search to the end: ai/endgame.py).
A step that is a seat's real decision is split, as GNU Backgammon splits a backgammon game,
into skill and luck: the mover's expectation after the move played (win_played: the same
samples and rollouts, the move played first) against its chance before (the rollouts from
the position, whose first move is the rule of thumb's), and the luck, what
the draws that the move revealed did to that expectation (the chance after the step minus
win_played). The candidates a strong player would weigh (a short search's favourites, or
every move when there are at most CANDIDATES + 1) are valued alike, and the loss of the move
played is how far its win chance falls short of the best one's, in points (0-100), less one
standard error of the paired difference; a move is marked only when that difference is beyond
SURE standard errors and the better move's margin agrees. Every sample k uses the same seed at
every step, and every rollout looks HORIZON decisions ahead of the position it values, so the
value is a function of the position: a step that reveals nothing has no luck at all, nothing is
booked apart, and the win chance at the start, plus every decision's change, plus the luck, is
the result, seat by seat, to the last digit.

Per seat: the accuracy (0-100, lichess's formula: ai.accuracy), what its play, the others'
play and the draws did to its win chance, and the key moments (its biggest swings). Per
decision: the why, what the better move gains and loses in the categories of the game's final
breakdown, from the same rollouts (the knowledge's breakdown, with the evaluation of VALUES
that the win chances are made of, so that the why explains the loss; the search for the
candidates uses the game's review_evaluation). review() returns plain data,
checks should_stop between valued moves and reports progress, so that the window can run it in
its helper process.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from concurrent.futures import FIRST_COMPLETED, Executor, wait
from contextlib import AbstractContextManager
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from core import registry
from core.errors import InvalidState
from core.game import Action, State
from core.record import GameRecord

from . import accuracy
from .bound import MAX_STEPS
from .endgame import Cancelled, Endgame, Line, TooBig
from .knowledge import GameKnowledge
from .levels import make_bot, parse_spec
from .mcts import Budget, SearchConfig, search
from .pool import local_pool
from .registry import knowledge_for, knowledge_of
from .win_chance import win_chances

# A loss of at least this many points of win chance (0-100) gets the mark (the largest that
# applies). lichess marks 5, 10 and 15 points (its winning-chance drops of 0.1, 0.2, 0.3);
# a blunder here is 20, as sampled rollouts value a move less surely than a chess engine.
MARKS: tuple[tuple[str, float], ...] = (("blunder", 20.0), ("mistake", 10.0),
                                        ("inaccuracy", 5.0))
# A move is marked only when the better move's paired gain is above this many of its standard
# errors (and the better move's margin agrees): tuned on held-out injection games (docs/ai.md)
SURE = 2.0
CANDIDATES = 3  # the search's favourite moves valued besides the move played
# The evaluation whose expected scores the win chances are made of (ai.win_chance): the
# margins and the why of a move are in its VP, so that they explain the win chance lost.
VALUES = "learned"
# Rollouts look this many decisions ahead of the position they value (forced moves free),
# wherever it is: the value is a function of the position, so the chance before and after a
# step come from the same look ahead. (Until issue #45's second pass they ended at the end of
# the span of 8 steps after the next, and every 8th step the rollouts began to look 8 steps
# further: a jump that was neither play nor the draws.)
HORIZON = 8
TO_THE_END = None  # a horizon of None: rollouts play to the end of the game
SAMPLES = 8  # samples of hidden information and rollouts per valued position or move
# The quick review's search for the candidates, a count of iterations a decision: the same
# review on any machine and under any load (a time budget found other candidates, and so
# other marks, as the machine's speed went). 40 is what 0.05 s of a core searched at the
# median speed of both games' review searches (Riverboat 816, The River 611 iterations a
# second of CPU, 2-player random games, bench of 2026-11-29).
ITERATIONS = 40
SECONDS = 0.05  # the time budget `python -m ai.review --time` and the bench may still ask for
KEY_MOMENTS = 5  # the biggest swings per seat: at most this many, each a marked decision
LUCK_MOMENT = 10.0  # or a draw that moved the chance this many points or more
WHY_VP = 0.5  # a category in the why moves the expected score by at least this many VP

ReviewProgress = Callable[[int, int], None]  # (decisions reviewed, decisions to review)
ShouldStop = Callable[[], bool]


@dataclass
class Step:
    """One step of the record valued for every seat (win chances 0-1): before it, what the
    mover expected after its move (None for a forced move, which is all luck), and the luck."""

    move: int  # 1-based number of the move in the record
    seat: int  # the seat that moved
    before: list[float]
    expected: list[float] | None
    luck: list[float]  # the chance after the step minus the expectation (or the chance before)
    # reviews made before the look ahead was a function of the position (kept deep reviews):
    # how the chance after a span's first step moved as the rollouts looked a span further;
    # [] in every review made now
    further: list[float] = field(default_factory=list)


@dataclass
class Decision:
    """One judged decision: win chances 0-1, the loss in points of win chance (0-100), the
    expected final-score margins in VP, and why the better move is better."""

    move: int
    seat: int
    round: int
    phase: str
    kind: str
    category: str  # what sort of move was played (the game's knowledge says), for summaries
    played: str
    best: str
    win_before: float
    win_played: float
    win_best: float
    loss: float
    accuracy: float  # of this move, 0-100
    played_value: float  # the expected margin after the move played, VP
    best_value: float
    mark: str  # "", "inaccuracy", "mistake" or "blunder"
    why: str = ""  # in English, the final breakdown's words
    why_vp: dict[str, float] = field(default_factory=dict)  # the better move's VP by category
    why_others: float = 0.0  # and the best other seat's expected score
    second: float = 0.0  # the VP of margin the better move gains: a mark needs it above 0
    gain: float = 0.0  # the better move's win chance minus the played one's, points, paired
    error: float = 0.0  # the standard error of that gain: a mark needs gain > SURE * error


@dataclass
class KeyMoment:
    """A big swing of a seat's win chance: its decision's loss or the luck of a step."""

    move: int
    kind: str  # "decision" or "luck"
    swing: float  # points of win chance, signed
    mark: str = ""


@dataclass
class SeatSummary:
    """A seat's game in points of win chance: start + play + others + luck (+ further, in
    reviews kept from before the look ahead was a function of the position) = end. A decision's
    change is against the rule of thumb's move (the rollouts' first move when a position is
    valued): what its play cost against the best moves found is lost."""

    seat: int
    accuracy: float | None  # None without a decision
    decisions: int
    lost: float  # the losses of its decisions against the best moves found, added
    start: float
    play: float  # its decisions' changes of its own win chance
    others: float  # the other seats' decisions' changes of its win chance
    luck: float
    end: float  # the result (100 a win, 0 a loss, shared ties) once the review is complete
    marks: dict[str, int] = field(default_factory=dict)
    key_moments: list[KeyMoment] = field(default_factory=list)
    further: float = 0.0  # 0 now; in older kept reviews what looking a span further did


@dataclass
class Review:
    """The review of a game: every step and decision of every seat, and each seat's summary;
    seat is the one listed (None: every seat)."""

    game: str
    seat: int | None
    seconds: float  # search time per decision
    samples: int
    steps: list[Step] = field(default_factory=list)
    decisions: list[Decision] = field(default_factory=list)
    seats: list[SeatSummary] = field(default_factory=list)
    complete: bool = True  # False when cancelled: the steps reviewed so far
    thresholds: dict[str, float] = field(default_factory=lambda: dict(MARKS))
    deep: bool = False  # the deep review: Hard's search, DEEP_CANDIDATES, DEEP_SAMPLES
    horizon: int | None = HORIZON  # the rollouts' decisions ahead, None: to the game's end
    iterations: int | None = None  # the search's iterations a decision (None: its seconds)
    searched: int | None = None  # the first move valued by the search to the end (ai/endgame)

    def listed(self) -> list[Decision]:
        """The decisions of the seat listed, or of every seat."""
        return [d for d in self.decisions if self.seat is None or d.seat == self.seat]

    def by_phase(self) -> dict[str, dict[str, float]]:
        """Per phase, in order of play: the listed decisions, points lost, each mark's count."""
        return _totals(self.listed(), lambda d: d.phase)

    def by_category(self) -> dict[str, dict[str, float]]:
        """Per category of the moves played, in order of first play: as by_phase."""
        return _totals(self.listed(), lambda d: d.category)

    def marks(self) -> dict[str, int]:
        """How many listed decisions got each mark."""
        return {name: sum(d.mark == name for d in self.listed()) for name, _ in MARKS}

    def to_dict(self) -> dict[str, Any]:
        return {**asdict(self), "accuracy": [s.accuracy for s in self.seats],
                "luck": [s.luck for s in self.seats], "by_phase": self.by_phase(),
                "by_category": self.by_category()}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Review:
        """The review back from to_dict() (the helper process sends it so)."""
        seats = [SeatSummary(**{**s, "key_moments": [KeyMoment(**k) for k in s["key_moments"]]})
                 for s in data["seats"]]
        return cls(data["game"], data["seat"], data["seconds"], data["samples"],
                   [Step(**s) for s in data["steps"]],
                   [Decision(**d) for d in data["decisions"]], seats, data["complete"],
                   dict(data["thresholds"]), bool(data.get("deep", False)),
                   data.get("horizon", HORIZON), data.get("iterations"), data.get("searched"))


def _totals(decisions: list[Decision], key: Callable[[Decision], str]
            ) -> dict[str, dict[str, float]]:
    """Per key, in order of first appearance: decisions, points lost, each mark's count."""
    out: dict[str, dict[str, float]] = {}
    for d in decisions:
        row = out.setdefault(key(d), {"decisions": 0, "lost": 0.0,
                                      **{name: 0 for name, _ in MARKS}})
        row["decisions"] += 1
        row["lost"] += d.loss
        if d.mark:
            row[d.mark] += 1
    return out


def mark(loss: float) -> str:
    for name, threshold in MARKS:
        if loss >= threshold:
            return name
    return ""


# -- valuing positions and moves -----------------------------------------------------------


@dataclass
class Sampled:
    """A position or a move valued by samples: per sample, each seat's win chance; for a move
    also the mover's margin, its expected score by category and the best other seat's."""

    wins: list[list[float]]
    margins: list[float] = field(default_factory=list)
    scores: list[dict[str, float]] = field(default_factory=list)
    others: list[float] = field(default_factory=list)

    def mean_wins(self) -> list[float]:
        return [statistics.fmean(seat) for seat in zip(*self.wins, strict=True)]


class Valuer:
    """Values the positions and moves of one game alike: sample k determinizes with the same
    seed and plays the same rollout policy wherever it starts, and every rollout looks the same
    number of decisions ahead of the position it values (forced moves free), so that equal
    positions get equal values: the value is a function of the position, the same before and
    after every step, and a step that reveals nothing moves it only by the decision taken."""

    def __init__(self, knowledge: GameKnowledge, samples: int, seed: int,
                 horizon: int | None = HORIZON, endgame: Endgame | None = None) -> None:
        if horizon is not None and horizon < 1:
            raise ValueError(f"the horizon is a number of decisions from 1, not {horizon}")
        self.knowledge = knowledge
        self.samples = samples
        self.seed = seed
        self.horizon = horizon
        self.endgame = endgame  # the record's end searched to the end, where it covers

    def position(self, t: int, state: State) -> list[float]:
        """Each seat's win chance at step t (0-based) before its move; the result at the end."""
        if state.is_over:
            return win_chances(state)
        if self.searched(t):
            assert self.endgame is not None
            return _from_lines(self.endgame.position(t), None).mean_wins()
        return self._sample(t, state, None, detail=False).mean_wins()

    def move(self, t: int, state: State, action: Action) -> Sampled:
        """The action at step t valued for every seat, with the mover's margins and scores
        (TooBig for a move off the end's searched tree whose own tree is too big). At the step
        before the searched end its moves are searched too: the position after the move played
        is the end's first, so its value is the one after the step."""
        if self.searched(t):
            assert self.endgame is not None
            return _from_lines(self.endgame.move(t, action), state.current_player)
        if self.endgame is not None and self.endgame.enters(t):
            return _from_lines(self.endgame.entering(t, action), state.current_player)
        return self._sample(t, state, action, detail=True)

    def searched(self, t: int) -> bool:
        """Whether step t of the record is valued by the search of its end."""
        return self.endgame is not None and self.endgame.covers(t)

    def _sample(self, t: int, state: State, action: Action | None, detail: bool) -> Sampled:
        seat = state.current_player
        assert seat is not None  # callers value finished positions without sampling
        out = Sampled([])
        for k in range(self.samples):
            last = self._rollout(t, state, action, k)
            out.wins.append(win_chances(last))
            if detail:
                by_seat = self.knowledge.breakdown(last)
                values = [sum(b.values()) for b in by_seat]
                best_other = max(v for i, v in enumerate(values) if i != seat)
                out.margins.append(values[seat] - best_other)
                out.scores.append(by_seat[seat])
                out.others.append(best_other)
        return out

    def _rollout(self, t: int, state: State, action: Action | None, k: int) -> State:
        """Sample k of the hidden information as the mover sees it, the action (if any) then
        the policy's favourite moves until `horizon` decisions are played (forced moves free:
        a rollout through one goes on as one that starts after it), the game's end, or
        MAX_STEPS steps from the game's start (a game that never ends)."""
        seat = state.current_player
        assert seat is not None
        rng = random.Random(self.seed * 1_000 + k)
        s = state.determinize(seat, rng)
        step = t
        if action is not None:  # then what is still hidden sampled again, as at step t + 1:
            s.apply(action, log=False)  # a move that reveals nothing gives the value of the
            step += 1  # position after it, to the last digit (determinize: of what is known)
            if not s.is_over:
                rng = random.Random(self.seed * 1_000 + k)
                s = s.determinize(seat, rng)
        decisions = 0
        while not s.is_over and step < max(MAX_STEPS, t + 1) and (
                self.horizon is None or decisions < self.horizon):
            actions = s.legal_actions()
            decisions += len(actions) > 1
            s.apply(favourite(self.knowledge, s, rng, actions), log=False)
            step += 1
        return s


def _from_lines(lines: list[Line], seat: int | None) -> Sampled:
    """The search's lines as the rollouts' samples: the results, and for a move the mover's
    final margin, its breakdown and the best other seat's score."""
    out = Sampled([list(line.wins) for line in lines])
    if seat is not None:
        for line in lines:
            totals = line.totals()
            best_other = max(v for i, v in enumerate(totals) if i != seat)
            out.margins.append(totals[seat] - best_other)
            out.scores.append(dict(line.breakdown[seat]))
            out.others.append(best_other)
    return out


def favourite(knowledge: GameKnowledge, state: State, rng: random.Random,
              actions: Sequence[Action] | None = None) -> Action:
    """The move the rule of thumb likes best (ties at random) among the state's legal actions
    (given if known): rollouts without exploration, so that two moves' values differ by the
    moves more than by the dice. A forced move draws nothing from rng: a rollout through it
    goes on as one that starts after it."""
    actions = list(state.legal_actions() if actions is None else actions)
    if len(actions) == 1:
        return actions[0]
    return knowledge.rollout_action(state, actions, rng, 0.0)


def paired_difference(best: list[float], played: list[float]) -> tuple[float, float]:
    """How much the played move falls short, sample by sample (the same draws for both), and
    the standard error of that mean: the values' own noise."""
    diffs = [b - p for b, p in zip(best, played, strict=True)]
    error = statistics.stdev(diffs) / len(diffs) ** 0.5 if len(diffs) > 1 else 0.0
    return statistics.fmean(diffs), error


def paired_loss(best: list[float], played: list[float]) -> float:
    """The shortfall less one standard error of it: the best of a few noisy values is
    flattered, and noise alone should not cost accuracy."""
    gain, error = paired_difference(best, played)
    return max(0.0, gain - error)


def sure(gain: float, error: float, second: float, errors: float = SURE) -> bool:
    """Whether a shortfall of `gain` points is one to mark: beyond `errors` (SURE) standard
    errors of the paired difference (the values' own noise), and the better move's margin in
    VP (a second valuation) agrees."""
    return gain > errors * error and second > 0.0


# -- the review ----------------------------------------------------------------------------


@dataclass
class Settings:
    """How hard the review looks: search budget for the candidates, samples, seed."""

    seconds: float | None
    iterations: int | None
    samples: int
    seed: int
    horizon: int | None = HORIZON
    spec: str | None = None  # a bot whose search finds the candidates (the deep review: hard)
    candidates: int = CANDIDATES
    endgame: bool = True  # the record's end searched to the end (ai/endgame.py)


def review(record: GameRecord, seat: int | None = None, seconds: float | None = None,
           samples: int = SAMPLES, evaluation: str | None = None, seed: int = 0,
           moves: range | None = None, progress: ReviewProgress | None = None,
           should_stop: ShouldStop | None = None, iterations: int | None = None,
           horizon: int | None = HORIZON, spec: str | None = None,
           candidates: int | None = None, endgame: bool = True) -> Review:
    """Review every step of the record (those whose move number is in moves, if given) for
    every seat, listing the seat's decisions (every seat's if None). The candidates come from
    a search of seconds and/or iterations (iterations alone, ITERATIONS if neither is given:
    the same review on any machine) with the evaluation named, or else the game's
    review_evaluation; margins and their why are in the VP of VALUES. With `endgame`, the
    record's end is valued by a search to the end where it fits (ai/endgame.py). Cancelled by
    should_stop, it returns at once what is reviewed so far."""
    if seat is not None and not 0 <= seat < record.num_players:
        raise ValueError(f"seat {seat} is not in this {record.num_players}-player game")
    if seconds is None and iterations is None and spec is None:
        iterations = ITERATIONS
    states, actions = _replay(record)
    steps = [t for t in range(len(actions)) if moves is None or t + 1 in moves]
    result = Review(record.game, seat, seconds or 0.0, samples, horizon=horizon,
                    iterations=iterations)
    settings = Settings(seconds, iterations, samples, seed, horizon, spec,
                        candidates if candidates is not None else CANDIDATES, endgame)
    reviewer = _Reviewer(states, actions, settings, evaluation, should_stop)
    reviewer.run(steps, result, progress)
    result.searched = reviewer.searched()
    result.seats = summarise(result.steps, result.decisions, record.num_players)
    return result


def _replay(record: GameRecord) -> tuple[list[State], list[Action]]:
    """The state before each action of the record and after the last, and the actions."""
    state = record.initial_state()
    parse_action = registry.game(record.game).parse_action
    states, actions = [state.clone()], []
    for number, text in enumerate(record.actions, 1):
        try:
            action = parse_action(text)
            state.apply(action, log=False)
        except ValueError as exc:
            raise InvalidState(f"move {number} ({text!r}) cannot be replayed: {exc}") from None
        actions.append(action)
        states.append(state.clone())
    return states, actions


class _Reviewer:
    """One pass over the record: each step valued, each decision judged, in order."""

    def __init__(self, states: list[State], actions: list[Action], settings: Settings,
                 evaluation: str | None, should_stop: ShouldStop | None) -> None:
        self.states, self.actions, self.settings = states, actions, settings
        first = states[0]
        self.knowledge = knowledge_for(first, evaluation or knowledge_for(first).review_evaluation)
        values = knowledge_for(first, VALUES)
        self.valuer = Valuer(values, settings.samples, settings.seed, settings.horizon,
                             Endgame(values, states, actions, settings.samples, settings.seed,
                                     should_stop=should_stop) if settings.endgame else None)
        self.stop = should_stop or (lambda: False)
        self.values: dict[int, list[float]] = {}

    def run(self, steps: list[int], result: Review, progress: ReviewProgress | None) -> None:
        chosen = [t for t in steps if self.is_decision(t)]
        done = 0
        for t in steps:
            decision = self.is_decision(t)
            if decision and progress is not None:
                progress(done, len(chosen))
            if self.stop() or not self.stoppable_step(t, decision, result):
                result.complete = False
                return
            done += decision
        if progress is not None:
            progress(done, len(chosen))

    def searched(self) -> int | None:
        """The first move (1-based) valued by the search to the end, if the review reached
        it."""
        endgame = self.valuer.endgame
        first = None if endgame is None else endgame.found()
        return None if first is None else first + 1

    def is_decision(self, t: int) -> bool:
        return len(self.states[t].legal_actions()) > 1

    def value(self, t: int) -> list[float]:
        """The win chances before step t (after the last step: the result), computed once."""
        if t not in self.values:
            self.values[t] = self.valuer.position(t, self.states[t])
        return self.values[t]

    def stoppable_step(self, t: int, decision: bool, result: Review) -> bool:
        """value_step, False if cancelled while the end was searched."""
        try:
            return self.value_step(t, decision, result)
        except Cancelled:
            return False

    def value_step(self, t: int, decision: bool, result: Review) -> bool:
        """Add step t (and its decision) to the result; False if cancelled part way."""
        seat = self.states[t].current_player
        assert seat is not None  # a record's actions all come before the end
        before = self.value(t)
        judged = self.judge(t, before) if decision else None
        if (decision and judged is None) or self.stop():
            return False  # nothing of the step kept: a decision comes with its step or not at all
        expected = None if judged is None else judged[1]
        after = self.value(t + 1)  # the same valuation as before: nothing booked apart
        base = before if expected is None else expected
        luck = [a - b for a, b in zip(after, base, strict=True)]
        if judged is not None:
            result.decisions.append(judged[0])
        result.steps.append(Step(t + 1, seat, before, expected, luck))
        return True

    def judge(self, t: int, before: list[float]) -> tuple[Decision, list[float]] | None:
        """The decision at step t, and every seat's expected win chance after the move played;
        None if cancelled."""
        state, played = self.states[t], self.actions[t]
        seat = state.current_player
        assert seat is not None
        valued: dict[Action, Sampled] = {}
        for action in [played, *self.candidates(t, state, played)]:
            if self.stop():
                return None
            try:
                valued[action] = self.valuer.move(t, state, action)
            except TooBig:  # a candidate the end's search cannot look through: not weighed
                continue
        return _decision(t, state, played, valued, before, self.valuer.knowledge), \
            valued[played].mean_wins()

    def candidates(self, t: int, state: State, played: Action) -> list[Action]:
        """The search's most visited moves (ties: the prior's favourites), the move played
        aside."""
        actions = list(state.legal_actions())
        if len(actions) <= self.settings.candidates + 1:  # every move valued: no search
            return [a for a in actions if a != played]
        s = self.settings
        if s.spec is not None:  # the level's own search, as it would play the position
            bot = make_bot(s.spec, seed=s.seed * 7_919 + t, game=state.game_id)
            bot.choose(state, should_stop=self.stop)
            last = getattr(bot, "last", None)
            stats = last.stats if last is not None else {}
        else:
            stats = search(state, self.knowledge, SearchConfig(), Budget(s.iterations, s.seconds),
                           s.seed * 7_919 + t, should_stop=self.stop).stats
        ranked = by_visits(state, self.knowledge, stats)
        chosen = [a for a in ranked if a != played][:s.candidates]
        return [*self.searched_best(t, played, chosen), *chosen]

    def searched_best(self, t: int, played: Action, chosen: list[Action]) -> list[Action]:
        """The end's search's own move, if it is neither played nor a candidate already: the
        value before the step is its line's, so the loss is measured against it."""
        endgame = self.valuer.endgame
        if endgame is None or not endgame.covers(t):
            return []
        best = endgame.best(t)
        return [best] if best is not None and best != played and best not in chosen else []


def by_visits(state: State, knowledge: GameKnowledge,
              stats: dict[Action, tuple[int, float]]) -> list[Action]:
    """Every legal move, the search's most visited first, ties (and moves it did not try) by
    the prior: the candidates a strong player would weigh first."""
    actions = list(state.legal_actions())
    priors = dict(zip(actions, knowledge.priors(state, actions), strict=True))
    return sorted(actions, key=lambda a: (-stats.get(a, (0, 0.0))[0], -priors[a]))


def _decision(t: int, state: State, played: Action, valued: dict[Action, Sampled],
              before: list[float], knowledge: GameKnowledge) -> Decision:
    """The judged decision: the best candidate by the mover's win chance, the loss, the why."""
    seat = state.current_player
    assert seat is not None
    wins = {a: [w[seat] for w in v.wins] for a, v in valued.items()}
    best = max(valued, key=lambda a: statistics.fmean(wins[a]))  # the move played on a tie
    gain, error = (100.0 * x for x in paired_difference(wins[best], wins[played]))
    loss = max(0.0, gain - error)
    if loss == 0.0:
        best, gain, error = played, 0.0, 0.0
    why_vp, others = gains(valued[best], valued[played]) if best != played else ({}, 0.0)
    second = statistics.fmean(valued[best].margins) - statistics.fmean(valued[played].margins)
    marked = best != played and sure(gain, error, second)
    return Decision(
        t + 1, seat, int(state.round), str(state.phase), str(state.decision_kind),
        knowledge.review_category(state, played), str(played), str(best), before[seat],
        statistics.fmean(wins[played]), statistics.fmean(wins[best]), loss,
        accuracy.move_accuracy(loss), statistics.fmean(valued[played].margins),
        statistics.fmean(valued[best].margins), mark(loss) if marked else "",
        why_text(why_vp, others) if best != played else "", why_vp, others, second, gain,
        error)


def gains(better: Sampled, worse: Sampled) -> tuple[dict[str, float], float]:
    """What one move changes against another, on average over the same samples: the mover's
    expected score by category, and the best other seat's expected score."""
    categories = list(better.scores[0])
    by_category = {c: statistics.fmean(b[c] - w[c] for b, w in zip(better.scores, worse.scores,
                                                                    strict=True))
                   for c in categories}
    return by_category, statistics.fmean(better.others) - statistics.fmean(worse.others)


def why_text(by_category: dict[str, float], others: float, move: str = "the better move") -> str:
    """The why in English: the categories the move changes most, and the others."""
    big = sorted((c for c in by_category if abs(by_category[c]) >= WHY_VP),
                 key=lambda c: -abs(by_category[c]))
    parts = [f"{by_category[c]:+.1f} VP {c[:1].lower() + c[1:]}" for c in big[:3]]
    text = (f"{move}: " + ", ".join(parts) + " expected" if parts else
            f"{move} changes no category by {WHY_VP:g} VP or more")
    if abs(others) >= WHY_VP:
        text += f"; the best other player {others:+.1f} VP"
    return text


# -- the deep review ------------------------------------------------------------------------

DEEP_SPEC = "hard"  # the level whose search finds the deep review's candidates
DEEP_SAMPLES = 32
DEEP_CANDIDATES = 4
DEEP_CHUNK = 6  # decisions a task of the deep review (a process of the pool reviews it)


def deep_review(record: GameRecord, seat: int | None = None, seed: int = 0, jobs: int = 1,
                pool: AbstractContextManager[Executor] | None = None,
                progress: ReviewProgress | None = None,
                should_stop: ShouldStop | None = None, spec: str = DEEP_SPEC,
                samples: int = DEEP_SAMPLES) -> Review:
    """The review that looks further than the quick one: Hard's own search (its budget, per
    decision, as a count of iterations: deep_search) finds DEEP_CANDIDATES moves, each valued
    with DEEP_SAMPLES samples of the same rollouts (HORIZON decisions ahead: rollouts of the
    rule of thumb to the end of the game told a random move from Greedy's no better than
    chance, docs/ai.md). Spans of the record go to `pool`, by default a local pool of
    `jobs` processes (ai.pool; the lab hands a Dask cluster's: ai/lab/review.py); every value
    is the same wherever it is computed, so the parts join into the one review a single
    process would make. Cancelled, it returns the parts done (complete False);
    progress(decisions done, decisions) as parts come back."""
    states, _ = _replay(record)
    chunks = decision_chunks([len(s.legal_actions()) > 1 for s in states[:-1]], DEEP_CHUNK)
    total = sum(n for _, n in chunks)
    result = Review(record.game, seat, 0.0, samples, deep=True, horizon=HORIZON)
    stop = should_stop or (lambda: False)
    done = 0

    def add(part: Review, decisions: int) -> None:
        nonlocal done
        result.steps += part.steps
        result.decisions += part.decisions
        result.complete &= part.complete
        result.searched = result.searched or part.searched
        done += decisions
        if progress is not None:
            progress(done, total)

    if jobs <= 1 and pool is None:  # here, one span after the other
        for span, n in chunks:
            if stop():
                result.complete = False
                break
            add(_deep_part(record, span, seed, spec, samples, stop), n)
    else:
        _deep_in_pool(record, chunks, (seed, spec, samples), pool or local_pool(jobs), stop,
                      add, result)
    result.steps.sort(key=lambda s: s.move)
    result.decisions.sort(key=lambda d: d.move)
    if not result.complete:  # the steps before the first gap only: a curve without holes
        result.steps, result.decisions = _unbroken(result.steps, result.decisions)
    result.seats = summarise(result.steps, result.decisions, record.num_players)
    return result


def decision_chunks(decisions: Sequence[bool], size: int) -> list[tuple[range, int]]:
    """The record's moves (1-based) in spans of about `size` decisions each, with the number
    of decisions in each."""
    chunks: list[tuple[range, int]] = []
    start, count = 1, 0
    for t, decision in enumerate(decisions):
        count += decision
        if count == size or t == len(decisions) - 1:
            chunks.append((range(start, t + 2), count))
            start, count = t + 2, 0
    return chunks


def deep_estimate(record: GameRecord, jobs: int = 1, spec: str = DEEP_SPEC,
                  samples: int = DEEP_SAMPLES) -> float:
    """Seconds the deep review of a record should take on `jobs` cores, before it starts: the
    level's search time a decision, and the valuation of its moves timed on the first one."""
    states, actions = _replay(record)
    decisions = [t for t in range(len(actions)) if len(states[t].legal_actions()) > 1]
    if not decisions:
        return 0.0
    _, options = parse_spec(spec, record.game)
    search_time = float(options.get("seconds") or 0.0)
    first = decisions[0]
    valuer = Valuer(knowledge_for(states[0], VALUES), samples, 0, HORIZON)
    start = time.perf_counter()
    valuer.move(first, states[first], actions[first])
    per_move = time.perf_counter() - start
    return len(decisions) * (search_time + (DEEP_CANDIDATES + 2) * per_move) / max(1, jobs)


def _deep_in_pool(record: GameRecord, chunks: list[tuple[range, int]],
                  how: tuple[int, str, int], pool: AbstractContextManager[Executor],
                  stop: ShouldStop,
                  add: Callable[[Review, int], None], result: Review) -> None:
    """The spans reviewed by the pool's processes, each added as it comes back; a stop ends
    the spans not begun and those under way."""
    text = record.to_json()
    try:
        with pool as executor:
            futures = {executor.submit(_deep_part, text, span, *how): n for span, n in chunks}
            pending = set(futures)
            while pending:
                if stop():
                    raise _Stopped  # the pool ends its processes: spans under way too
                finished, pending = wait(pending, timeout=0.2, return_when=FIRST_COMPLETED)
                for future in finished:
                    add(future.result(), futures[future])
    except _Stopped:
        result.complete = False


class _Stopped(Exception):
    """A deep review cancelled: the pool's processes are ended, not waited for (a span under
    way takes a minute)."""


def _deep_part(record: GameRecord | str, moves: range, seed: int, spec: str, samples: int,
               should_stop: ShouldStop | None = None) -> Review:
    """One span of the deep review (in a process of the pool: the record as JSON)."""
    if isinstance(record, str):
        record = GameRecord.from_json(record)
    return review(record, None, None, samples, seed=seed, moves=moves, horizon=HORIZON,
                  spec=deep_search(spec, record.game), candidates=DEEP_CANDIDATES,
                  should_stop=should_stop)


def deep_search(spec: str, game: str) -> str:
    """The search the deep review runs for `spec`: for DEEP_SPEC its level's own with the time
    made a count of iterations (the game's deep_review_search), so that the review is the same
    wherever and whenever it runs and only its seed changes it; any other spec as it is."""
    if spec.strip().lower() == DEEP_SPEC:
        return knowledge_of(game).deep_review_search
    return spec


def _unbroken(steps: list[Step], decisions: list[Decision]
              ) -> tuple[list[Step], list[Decision]]:
    """The steps from the record's first up to the first one missing, and their decisions."""
    kept: list[Step] = []
    for step in steps:
        if step.move != (kept[-1].move + 1 if kept else 1):
            break
        kept.append(step)
    last = kept[-1].move if kept else 0
    return kept, [d for d in decisions if d.move <= last]


# -- summaries -----------------------------------------------------------------------------


def summarise(steps: Sequence[Step], decisions: Sequence[Decision],
              players: int) -> list[SeatSummary]:
    """Each seat's accuracy, the changes of its win chance, its marks and key moments."""
    return [_summary(steps, [d for d in decisions if d.seat == seat], seat)
            for seat in range(players)]


def _summary(steps: Sequence[Step], mine: list[Decision], seat: int) -> SeatSummary:
    play = others = luck = further = 0.0
    for step in steps:
        change = 0.0 if step.expected is None else step.expected[seat] - step.before[seat]
        if step.seat == seat:
            play += change
        else:
            others += change
        luck += step.luck[seat]
        further += step.further[seat] if step.further else 0.0
    start = steps[0].before[seat] if steps else 0.0
    end = start + play + others + luck + further
    return SeatSummary(
        seat, _accuracy(steps, mine, seat), len(mine), sum(d.loss for d in mine),
        100 * start, 100 * play, 100 * others, 100 * luck, 100 * end,
        {name: sum(d.mark == name for d in mine) for name, _ in MARKS},
        key_moments(steps, mine, seat), 100 * further)


def _accuracy(steps: Sequence[Step], mine: list[Decision], seat: int) -> float | None:
    """lichess's game accuracy of the seat's decisions, weighted by the volatility of its
    win chance around each."""
    if not steps:
        return None
    series = [100 * s.before[seat] for s in steps]
    last = steps[-1]
    series.append(100 * (last.before[seat] + last.luck[seat]
                         + (last.further[seat] if last.further else 0.0)
                         + (0.0 if last.expected is None else
                            last.expected[seat] - last.before[seat])))
    weights = dict(zip((s.move for s in steps), accuracy.volatility_weights(series),
                       strict=True))
    return accuracy.game_accuracy([d.accuracy for d in mine], [weights[d.move] for d in mine])


def key_moments(steps: Sequence[Step], mine: list[Decision], seat: int) -> list[KeyMoment]:
    """The seat's biggest swings, in order of play, only where the chance really moved: its
    marked decisions (a mark needs a loss past the threshold and a better margin) and draws of
    LUCK_MOMENT points or more; none in a quiet game."""
    moments = [KeyMoment(d.move, "decision", -d.loss, d.mark) for d in mine
               if d.mark and d.loss > 0]
    moments += [KeyMoment(s.move, "luck", 100 * s.luck[seat]) for s in steps
                if abs(100 * s.luck[seat]) >= LUCK_MOMENT]
    moments.sort(key=lambda m: -abs(m.swing))
    return sorted(moments[:KEY_MOMENTS], key=lambda m: m.move)


# -- the command ---------------------------------------------------------------------------


def horizon_argument(text: str) -> int | None:
    if text == "end":
        return TO_THE_END
    if not text.isdigit() or not 1 <= int(text) <= MAX_STEPS:
        raise argparse.ArgumentTypeError(f"the horizon is 'end' or a whole number of decisions "
                                         f"from 1 to {MAX_STEPS}, not {text[:30]!r}")
    return int(text)


def review_parser(prog: str, description: str,
                  records: str = "a game record (JSON); with --deep, any number"
                  ) -> argparse.ArgumentParser:
    """The arguments every review command takes: this module's, and the lab's deep review on
    a Dask cluster (ai/lab/review.py)."""
    parser = argparse.ArgumentParser(prog=prog, description=description)
    parser.add_argument("records", type=Path, nargs="+", metavar="record", help=records)
    parser.add_argument("--seat", type=int, default=None,
                        help="the seat whose decisions are listed, from 0 (default: every "
                             "seat); every seat is reviewed")
    parser.add_argument("--seed", type=int, default=0, help="the review's own seed")
    parser.add_argument("--all", action="store_true",
                        help="list every decision that lost points, not only the marked ones")
    parser.add_argument("--json", action="store_true", help="print the review as JSON")
    return parser


def main(argv: list[str] | None = None) -> int:
    parser = review_parser("python -m ai.review", __doc__.split("\n\n")[0])
    parser.add_argument("--iters", type=int, default=None,
                        help=f"search iterations per decision (default {ITERATIONS}: the "
                             f"same review on any machine)")
    parser.add_argument("--time", type=float, default=None,
                        help="search seconds per decision instead (then the review depends "
                             "on the machine's speed)")
    parser.add_argument("--samples", type=int, default=SAMPLES,
                        help=f"samples per valued position or move (default {SAMPLES})")
    parser.add_argument("--horizon", type=horizon_argument, default=HORIZON,
                        help=f"decisions each rollout looks ahead, or 'end' to play them to "
                             f"the end (default {HORIZON})")
    parser.add_argument("--eval", default=None, choices=("learned", "heuristic"),
                        help="the search's evaluation for the candidates (default: the game's "
                             "better-deciding one)")
    parser.add_argument("--deep", action="store_true",
                        help=f"the deep review: {DEEP_SPEC.capitalize()}'s search a decision, "
                             f"{DEEP_CANDIDATES} candidates, {DEEP_SAMPLES} samples "
                             f"(minutes a game)")
    parser.add_argument("--jobs", type=int, default=1,
                        help="processes for the deep review (default 1; on a Dask cluster: "
                             "python -m ai.lab.review)")
    args = parser.parse_args(argv)
    if args.deep:
        if args.jobs < 1:
            parser.error("--jobs must be at least 1")
        return deep_command(parser, args, args.jobs, f"{args.jobs} process(es)")
    if len(args.records) != 1:
        parser.error("one record at a time (--deep takes many)")
    args.record = args.records[0]
    try:
        record = GameRecord.read(args.record, str(args.record))  # no pipe, device, huge file
    except InvalidState as exc:
        parser.error(str(exc))
    if (args.time is not None and args.time <= 0) or args.samples < 1 or \
            (args.iters is not None and args.iters < 1):
        parser.error("--time must be above 0, --iters and --samples at least 1")

    start = time.monotonic()
    try:
        result = review(record, args.seat, args.time, args.samples, args.eval, args.seed,
                        progress=progress_line("reviewing"), horizon=args.horizon,
                        iterations=args.iters)
    except (ValueError, InvalidState) as exc:
        parser.error(str(exc))
    print_review(result, record, time.monotonic() - start, args)
    return 0


def progress_line(words: str) -> ReviewProgress:
    """A command's progress on stderr, one line rewritten: 'reviewing: 12/48 decisions'."""
    def progress(done: int, total: int) -> None:
        sys.stderr.write(f"\r{words}: {done}/{total} decisions")
        if done == total:
            sys.stderr.write("\n")
        sys.stderr.flush()

    return progress


def print_review(result: Review, record: GameRecord, took: float,
                 args: argparse.Namespace) -> None:
    """The review as JSON (the listed seat's decisions) or in words, as the command asks."""
    from .review_text import text_report

    if args.json:
        import json

        data = result.to_dict()
        data["decisions"] = [asdict(d) for d in result.listed()]
        print(json.dumps(data, indent=1))
    else:
        print("\n".join(text_report(result, record, took, args.all)))


def deep_command(parser: argparse.ArgumentParser, args: argparse.Namespace, cores: int,
                 where: str, pool: Callable[[], AbstractContextManager[Executor]] | None = None
                 ) -> int:
    """python -m ai.review --deep: each record's deep review, its time on `cores` (`where`, in
    words) said before it starts, on `cores` local processes or on the pools `pool` makes."""
    for path in args.records:
        try:
            record = GameRecord.read(path, str(path))
            guess = deep_estimate(record, cores)
        except (ValueError, InvalidState) as exc:
            parser.error(f"{path}: {exc}")
        sys.stderr.write(f"{path}: the deep review should take about {guess / 60:.0f} min "
                         f"on {where}\n")
        start = time.monotonic()
        result = deep_review(record, args.seat, args.seed, cores, pool() if pool else None,
                             progress_line("reviewing deeply"))
        print_review(result, record, time.monotonic() - start, args)
    return 0


if __name__ == "__main__":
    sys.exit(main())
