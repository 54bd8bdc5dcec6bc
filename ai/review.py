"""A game review: python -m ai.review record.json --seat 0 [--time 0.3].

For every decision of one seat (forced moves aside) a search with the game's better-deciding
evaluation (its knowledge's review_evaluation) finds
the candidates a strong player would weigh; each candidate and the move played are then valued
alike: the expected final-score margin of the seat (its score minus the best other seat's) after
that move, averaged over the same sampled hidden information and rollouts (common random numbers,
so that two moves are compared on the same luck). The loss of the move played is how far that
margin falls short of the best candidate's (less one standard error), and the biggest losses
are marked by the thresholds of MARKS. review() returns plain data, checks should_stop between
steps and reports progress, so that the window can run it in its helper process.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from core import registry
from core.errors import InvalidState
from core.record import GameRecord

from .choice import best_at_random
from .mcts import Budget, SearchConfig, search
from .registry import GameKnowledge, knowledge_for

# A loss of at least this many VP of expected margin gets the mark (the largest that applies).
MARKS: tuple[tuple[str, float], ...] = (("blunder", 10.0), ("mistake", 5.0),
                                        ("inaccuracy", 2.0))
CANDIDATES = 3  # most visited moves of the search valued besides the move played
ROLLOUT_DEPTH = 12  # decisions played by the policy after a move before the evaluation
SAMPLES = 16  # samples of hidden information and rollouts per valued move

ReviewProgress = Callable[[int, int], None]  # (decisions reviewed, decisions to review)
ShouldStop = Callable[[], bool]


@dataclass
class Decision:
    """One reviewed decision of the seat; values are expected final-score margins in VP."""

    move: int  # 1-based number of the move in the record
    round: int
    phase: str
    kind: str
    category: str  # what sort of move was played (the game's knowledge says), for the summary
    played: str
    best: str
    played_value: float
    best_value: float
    loss: float
    mark: str  # "", "inaccuracy", "mistake" or "blunder"


@dataclass
class Review:
    """The review of one seat: each decision, and per phase the decisions and VP lost."""

    game: str
    seat: int
    seconds: float  # search time per decision
    decisions: list[Decision] = field(default_factory=list)
    complete: bool = True  # False when cancelled: the decisions reviewed so far
    thresholds: dict[str, float] = field(default_factory=lambda: dict(MARKS))

    def by_phase(self) -> dict[str, dict[str, float]]:
        """Per phase, in order of play: decisions, VP lost, and the count of each mark."""
        return _totals(self.decisions, lambda d: d.phase)

    def by_category(self) -> dict[str, dict[str, float]]:
        """Per category of the moves played, in order of first play: as by_phase."""
        return _totals(self.decisions, lambda d: d.category)

    def marks(self) -> dict[str, int]:
        """How many decisions got each mark."""
        return {name: sum(d.mark == name for d in self.decisions) for name, _ in MARKS}

    def to_dict(self) -> dict[str, Any]:
        return {**asdict(self), "by_phase": self.by_phase(), "by_category": self.by_category()}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Review:
        """The review back from to_dict() (the helper process sends it so)."""
        decisions = [Decision(**d) for d in data["decisions"]]
        return cls(data["game"], data["seat"], data["seconds"], decisions, data["complete"],
                   dict(data["thresholds"]))


def _totals(decisions: list[Decision], key: Callable[[Decision], str]
            ) -> dict[str, dict[str, float]]:
    """Per key, in order of first appearance: decisions, VP lost, and the count of each mark."""
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


def review(record: GameRecord, seat: int, seconds: float = 0.3, samples: int = SAMPLES,
           evaluation: str | None = None, seed: int = 0, moves: range | None = None,
           progress: ReviewProgress | None = None,
           should_stop: ShouldStop | None = None) -> Review:
    """Review the seat's decisions in the record (those whose move number is in moves, if
    given), with the evaluation named or else the game's review_evaluation. Cancelled by
    should_stop, it returns at once what is reviewed so far."""
    if not 0 <= seat < record.num_players:
        raise ValueError(f"seat {seat} is not in this {record.num_players}-player game")
    stop = should_stop or (lambda: False)
    todo = _decisions(record, seat, moves)
    result = Review(record.game, seat, seconds)
    for done, (number, state, played) in enumerate(todo):
        if progress is not None:
            progress(done, len(todo))
        if stop():
            result.complete = False
            return result
        knowledge = knowledge_for(state, evaluation or knowledge_for(state).review_evaluation)
        decision = _judge(state, played, knowledge, seconds, samples, seed + number, stop)
        if decision is None:
            result.complete = False
            return result
        decision.move = number
        result.decisions.append(decision)
    if progress is not None:
        progress(len(todo), len(todo))
    return result


def _decisions(record: GameRecord, seat: int, moves: range | None) -> list[tuple[int, Any, Any]]:
    """(move number, state before it, action played) of the seat's real choices."""
    state = record.initial_state()
    parse_action = registry.game(record.game).parse_action
    out = []
    for number, text in enumerate(record.actions, 1):
        try:
            action = parse_action(text)
        except ValueError as exc:
            raise InvalidState(f"move {number} ({text!r}) cannot be read: {exc}") from None
        if (state.current_player == seat and (moves is None or number in moves)
                and len(state.legal_actions()) > 1):
            out.append((number, state.clone(), action))
        try:
            state.apply(action, log=False)
        except ValueError as exc:
            raise InvalidState(f"move {number} ({text!r}) cannot be replayed: {exc}") from None
    return out


def _judge(state: Any, played: Any, knowledge: GameKnowledge, seconds: float, samples: int,
           seed: int, stop: ShouldStop) -> Decision | None:
    """The search's candidates and the move played, valued alike; None if cancelled."""
    seat = state.current_player
    found = search(state, knowledge, SearchConfig(), Budget(seconds=seconds), seed,
                   should_stop=stop)
    ranked = sorted(found.stats, key=lambda a: -found.stats[a][0])[:CANDIDATES]
    candidates = list(dict.fromkeys([played, *ranked]))
    margins = {}
    for action in candidates:
        if stop():
            return None
        margins[action] = sampled_margins(state, action, seat, knowledge, samples, seed)
    values = {a: statistics.mean(m) for a, m in margins.items()}
    best = max(candidates, key=lambda a: values[a])
    loss = paired_loss(margins[best], margins[played])
    if loss == 0.0:
        best = played
    return Decision(0, int(state.round), str(state.phase), str(state.decision_kind),
                    knowledge.review_category(state, played), str(played), str(best),
                    round(values[played], 2), round(values[best], 2),
                    round(loss, 2), mark(loss))


def paired_loss(best: list[float], played: list[float]) -> float:
    """How much the played move falls short, sample by sample, less one standard error of
    that mean: the best of a few noisy values is flattered, and noise alone should not mark
    a move."""
    diffs = [b - p for b, p in zip(best, played, strict=True)]
    error = statistics.stdev(diffs) / len(diffs) ** 0.5 if len(diffs) > 1 else 0.0
    return max(0.0, statistics.mean(diffs) - error)


def sampled_margins(state: Any, action: Any, seat: int, knowledge: GameKnowledge,
                    samples: int, seed: int) -> list[float]:
    """The seat's margin after the action, per sample: the hidden information drawn for the
    seat, the policy's favourite moves for a few decisions, then the evaluation. Sample k
    uses the same seed whatever the action, so moves are compared on the same draws."""
    margins = []
    for k in range(samples):
        rng = random.Random(seed * 1_000 + k)
        s = state.determinize(seat, rng)
        s.apply(action, log=False)
        for _ in range(ROLLOUT_DEPTH):
            if s.is_over:
                break
            s.apply(favourite(knowledge, s, rng), log=False)
        margins.append(knowledge.margin(s, seat))
    return margins


def favourite(knowledge: GameKnowledge, state: Any, rng: random.Random) -> Any:
    """The move the policy likes best (ties at random): rollouts without exploration, so
    that two moves' values differ by the moves more than by the dice."""
    actions = state.legal_actions()
    if len(actions) == 1:
        return actions[0]
    return best_at_random(actions, knowledge.priors(state, actions), rng)


def text_report(result: Review, took: float) -> list[str]:
    lines = [f"Review of seat {result.seat + 1} ({result.game}): {len(result.decisions)} "
             f"decisions, {result.seconds:g} s of search each, {took:.0f} s in all"
             + ("" if result.complete else " (cancelled)"),
             "Marks by VP of expected final-score margin lost: "
             + ", ".join(f"{name} >= {vp:g}" for name, vp in MARKS), ""]
    for d in result.decisions:
        if d.loss > 0:
            tag = f" {d.mark.upper()}" if d.mark else ""
            lines.append(f"move {d.move:4d} round {d.round} {d.phase:<12} played {d.played} "
                         f"({d.played_value:+.1f}), better {d.best} ({d.best_value:+.1f}):"
                         f" -{d.loss:.1f} VP{tag}")
    lines += ["", f"{'phase':<14}{'decisions':>10}{'VP lost':>9}"
              + "".join(f"{name:>12}" for name, _ in MARKS)]
    total = 0.0
    for phase, row in result.by_phase().items():
        total += row["lost"]
        lines.append(f"{phase:<14}{row['decisions']:>10.0f}{row['lost']:>9.1f}"
                     + "".join(f"{row[name]:>12.0f}" for name, _ in MARKS))
    lines.append(f"{'all':<14}{len(result.decisions):>10}{total:>9.1f}")
    lines += ["", f"{'move played':<14}{'decisions':>10}{'VP lost':>9}"
              + "".join(f"{name:>12}" for name, _ in MARKS)]
    for category, row in result.by_category().items():
        lines.append(f"{category:<14}{row['decisions']:>10.0f}{row['lost']:>9.1f}"
                     + "".join(f"{row[name]:>12.0f}" for name, _ in MARKS))
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m ai.review",
                                     description=__doc__.split("\n\n")[0])
    parser.add_argument("record", type=Path, help="a game record (JSON)")
    parser.add_argument("--seat", type=int, default=0, help="the seat to review, from 0")
    parser.add_argument("--time", type=float, default=0.3, help="search seconds per decision")
    parser.add_argument("--samples", type=int, default=SAMPLES,
                        help="samples per valued move")
    parser.add_argument("--eval", default=None, choices=("learned", "heuristic"),
                        help="the evaluation (default: the game's better-deciding one)")
    parser.add_argument("--json", action="store_true", help="print the review as JSON")
    args = parser.parse_args(argv)
    try:
        record = GameRecord.read(args.record, str(args.record))  # no pipe, device, huge file
    except InvalidState as exc:
        parser.error(str(exc))
    if args.time <= 0 or args.samples < 1:
        parser.error("--time must be above 0 and --samples at least 1")

    def progress(done: int, total: int) -> None:
        sys.stderr.write(f"\rreviewing: {done}/{total} decisions")
        if done == total:
            sys.stderr.write("\n")
        sys.stderr.flush()

    start = time.monotonic()
    try:
        result = review(record, args.seat, args.time, args.samples, args.eval,
                        progress=progress)
    except (ValueError, InvalidState) as exc:
        parser.error(str(exc))
    if args.json:
        import json

        print(json.dumps(result.to_dict(), indent=1))
    else:
        print("\n".join(text_report(result, time.monotonic() - start)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
