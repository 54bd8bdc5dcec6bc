"""The coach during play: the best moves of the seat to move, each with its win chance and why.

The level's bot (the window's hint asks for 'normal') searches the position as it would to play
it; its most visited moves, then the prior's favourites, are the candidates. Each candidate is
valued as the game review values the move played (ai.review.Valuer: samples of the hidden
information, short rollouts that end where the review's end, ai.win_chance), so that a hint's
win chance at step t is the review's win_played for that move at t. The best SHOWN by the
mover's win chance are the hint, each with the reason in a line: what it gains against the
next move valued, by category of the final breakdown (ai.review's why; the last move valued is
compared with the one above it). hint() checks should_stop between searches and valuations
and returns plain data, so that the window runs it in its helper process.

    python -m ai.hint record.json [--spec normal] [--json]   # the hint after the record
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from core.errors import InvalidState
from core.game import Action, State
from core.record import GameRecord, final_state

from .levels import make_bot
from .registry import knowledge_for
from .review import SAMPLES, Sampled, Valuer, by_visits, gains, why_text

SHOWN = 3  # the moves a hint lists
VALUED = SHOWN + 2  # candidates valued: the third listed has a next best, and one in reserve
SPEC = "normal"  # the bot whose search picks the candidates: the level the window hints at

Progress = Callable[[int, Any], None]  # (search iterations, best move so far)
ShouldStop = Callable[[], bool]


@dataclass
class HintMove:
    """A move of the hint (the game's notation), the mover's win chance after it (0-1), its
    expected final margin (VP), and what it gains against the move `against` (the one ranked
    `against_rank`, from 1) by category of the final breakdown (VP) and for the best other."""

    action: str
    win: float
    margin: float
    against: str = ""  # "" when it is the only legal move
    against_rank: int = 0
    why_vp: dict[str, float] = field(default_factory=dict)
    why_others: float = 0.0
    why: str = ""  # in English, the final breakdown's words


@dataclass
class Hint:
    """The best moves of the seat to move at a step of the game, best first; complete is False
    when cancelled (then the moves valued so far)."""

    game: str
    seat: int
    step: int
    spec: str
    samples: int
    moves: list[HintMove] = field(default_factory=list)
    complete: bool = True
    iterations: int = 0  # of the candidates' search
    seconds: float = 0.0  # the hint's whole time

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Hint:
        """The hint back from to_dict() (the helper process sends it so)."""
        return cls(**{**data, "moves": [HintMove(**m) for m in data["moves"]]})


def hint(state: State, spec: str = SPEC, step: int = 0, samples: int = SAMPLES, seed: int = 0,
         progress: Progress | None = None, should_stop: ShouldStop | None = None) -> Hint:
    """The best SHOWN moves of the seat to move (fewer if it has fewer), step being how many
    actions the game's record holds (the review's step, which seeds the search). The
    search is the bot's of spec (a level or any bot spec) seeded with seed and step; the
    valuation is the review's with its seed. ValueError for a finished game or a bad spec."""
    seat = state.current_player
    if seat is None:
        raise ValueError("the game is over: there is no move to hint")
    start = time.monotonic()
    stop = should_stop or (lambda: False)
    knowledge = knowledge_for(state, knowledge_for(state).review_evaluation)
    result = Hint(state.game_id, seat, step, spec, samples)
    candidates, result.iterations = _candidates(state, spec, seed * 7_919 + step, knowledge,
                                                progress, stop)
    valuer = Valuer(knowledge, samples, seed)
    valued: dict[Action, Sampled] = {}
    for action in candidates:
        if stop():
            result.complete = False
            break
        valued[action] = valuer.move(step, state, action)
    result.moves = ranked(valued, seat)[:SHOWN]
    result.seconds = time.monotonic() - start
    return result


def _candidates(state: State, spec: str, seed: int, knowledge: Any, progress: Progress | None,
                stop: ShouldStop) -> tuple[list[Action], int]:
    """The VALUED moves the bot's search visited most (then the prior's favourites), and its
    iterations; a bot that does not search (or a forced move) ranks by the prior alone."""
    if len(state.legal_actions()) == 1:
        return list(state.legal_actions()), 0
    bot = make_bot(spec, seed=seed, game=state.game_id)
    bot.choose(state, progress=progress, should_stop=stop)
    found = getattr(bot, "last", None)
    stats = found.stats if found is not None else {}
    return by_visits(state, knowledge, stats)[:VALUED], found.iterations if found else 0


def ranked(valued: dict[Action, Sampled], seat: int) -> list[HintMove]:
    """The valued moves by the seat's win chance, best first (ties: the search's order), each
    with its reason against the next (the last: against the one above it)."""
    wins = {action: sampled.mean_wins()[seat] for action, sampled in valued.items()}
    order = sorted(valued, key=lambda a: -wins[a])
    moves = []
    for i, action in enumerate(order):
        other = i + 1 if i + 1 < len(order) else i - 1
        move = HintMove(str(action), wins[action], statistics.fmean(valued[action].margins))
        if other >= 0:
            move.against, move.against_rank = str(order[other]), other + 1
            move.why_vp, move.why_others = gains(valued[action], valued[order[other]])
            move.why = why_text(move.why_vp, move.why_others, f"against {order[other]}")
        moves.append(move)
    return moves


# -- the command ---------------------------------------------------------------------------


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m ai.hint",
                                     description="The best moves after a game record, each "
                                                 "with its win chance and why.")
    parser.add_argument("record", type=Path, help="a game record (JSON) of an unfinished game")
    parser.add_argument("--spec", default=SPEC, help=f"the searching bot (default {SPEC})")
    parser.add_argument("--seed", type=int, default=0, help="the hint's own seed")
    parser.add_argument("--json", action="store_true", help="print the hint as JSON")
    args = parser.parse_args(argv)
    try:
        record = GameRecord.read(args.record, str(args.record))
        found = hint(final_state(record), args.spec, len(record.actions), seed=args.seed)
    except (ValueError, InvalidState) as exc:
        parser.error(str(exc))
    if args.json:
        import json

        print(json.dumps(found.to_dict(), indent=1))
        return 0
    print(f"seat {found.seat} at step {found.step}: {found.iterations} iterations, "
          f"{found.seconds:.2f} s")
    for k, move in enumerate(found.moves, 1):
        print(f"{k}. {move.action} {100 * move.win:.0f}% ({move.margin:+.1f} VP): {move.why}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
