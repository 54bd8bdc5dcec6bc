"""Deep reviews kept beside the library: a deep review takes minutes, so a game is reviewed
deeply once. Each is `reviews/<key>.json` in the data folder (not in games/, whose every .json
the library reads as a game), the key made from the game itself (its rules, seed, setup, players
and moves), so the same game opened from the library, a file or the final score finds it.

A kept review is a file anyone can edit: it is read as JSON only, and every value is checked
against the record before it is shown (the seats, the moves and each move's notation), so a
damaged or forged file is refused with a reason, never shown wrong and never a traceback."""

from __future__ import annotations

import hashlib
import json
import math
from pathlib import Path
from typing import Any

from ai.review import MARKS, Review
from core import GameRecord, InvalidState, registry
from core.errors import parse_json
from core.files import read_small_file

from .storage import write_atomically

FOLDER = "reviews"
FORMAT = "riverboat-qt-deep-review"
VERSION = 1
MAX_BYTES = 8 * 1024 * 1024  # a review of a long 4-player game is well under 1 MB


class ReviewFileError(InvalidState):
    """A kept review that is not one of this game; the message says why."""


def key_of(record: GameRecord) -> str:
    """The game's own key: its rules, seed, setup, number of players and moves."""
    text = json.dumps([record.game, record.seed, record.setup, record.num_players,
                       list(record.actions)], separators=(",", ":"), sort_keys=True)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:32]


def path_of(data_dir: Path, record: GameRecord) -> Path:
    return Path(data_dir) / FOLDER / f"{key_of(record)}.json"


def keep_review(data_dir: Path, record: GameRecord, review: Review) -> Path:
    """The complete deep review written beside the library (atomically); SaveError if not."""
    path = path_of(data_dir, record)
    path.parent.mkdir(parents=True, exist_ok=True)
    doc = {"format": FORMAT, "version": VERSION, "key": key_of(record), "review":
           review.to_dict()}
    write_atomically(path, json.dumps(doc, ensure_ascii=True, allow_nan=False))
    return path


def kept_review(data_dir: Path, record: GameRecord) -> Review | None:
    """The game's kept deep review, None if there is none; ReviewFileError if the file is
    damaged, forged or of another game."""
    path = path_of(data_dir, record)
    if not path.exists():
        return None
    try:
        doc = parse_json(read_small_file(path, MAX_BYTES))
    except (OSError, InvalidState) as exc:
        raise ReviewFileError(f"{path.name}: {exc}") from None
    if not isinstance(doc, dict) or doc.get("format") != FORMAT \
            or doc.get("version") != VERSION or doc.get("key") != key_of(record) \
            or not isinstance(doc.get("review"), dict):
        raise ReviewFileError(f"{path.name}: not a deep review of this game")
    try:
        review = Review.from_dict(doc["review"])
    except (TypeError, KeyError, ValueError, AttributeError) as exc:
        raise ReviewFileError(f"{path.name}: a damaged review ({type(exc).__name__})") from None
    try:
        problem = review_problem(review, record)
    except (TypeError, AttributeError, ValueError, KeyError, IndexError):
        problem = "a value of the wrong kind"  # a list where a table was, a text for a list
    if problem:
        raise ReviewFileError(f"{path.name}: {problem}")
    return review


def review_problem(review: Review, record: GameRecord) -> str | None:
    """What in a review does not fit the record (None if nothing): the window draws every
    value of it, parses each move and finds each step's position."""
    if review.game != record.game or not review.deep or not review.complete:
        return "not a complete deep review of this game"
    n, moves = record.num_players, len(record.actions)
    if not (review.horizon is None or (type(review.horizon) is int
                                       and 1 <= review.horizon <= 1000)) \
            or not (type(review.samples) is int and 1 <= review.samples <= 10_000):
        return "a horizon or a number of samples out of range"
    if not (review.searched is None or (type(review.searched) is int
                                        and 1 <= review.searched <= moves)):
        return "a searched end out of range"
    if review.seat is not None and not (type(review.seat) is int and 0 <= review.seat < n):
        return "a seat that is not one of the game's"
    if set(review.thresholds) != {name for name, _ in MARKS} \
            or not all(_number(v, 0, 100) for v in review.thresholds.values()):
        return "marks that are not the review's"
    if len(review.seats) != n or [s.seat for s in review.seats] != list(range(n)):
        return "a summary that does not fit the seats"
    for s in review.seats:
        numbers = (s.lost, s.start, s.play, s.others, s.luck, s.end, s.further,
                   *([] if s.accuracy is None else [s.accuracy]))
        if not all(_number(v, -10_000, 10_000) for v in numbers) \
                or type(s.decisions) is not int or not 0 <= s.decisions <= moves \
                or set(s.marks) - {name for name, _ in MARKS} \
                or not all(type(v) is int and 0 <= v <= moves for v in s.marks.values()):
            return f"the summary of seat {s.seat + 1} out of range"
        for m in s.key_moments:
            if not (type(m.move) is int and 1 <= m.move <= moves) \
                    or m.kind not in ("decision", "luck") or not _number(m.swing, -100, 100) \
                    or m.mark not in ("", *(name for name, _ in MARKS)):
                return f"a key moment of seat {s.seat + 1} out of range"
    if [s.move for s in review.steps] != list(range(1, len(review.steps) + 1)) \
            or len(review.steps) > moves:
        return "steps that are not the game's moves"
    for step in review.steps:
        values = [*step.before, *step.luck, *(step.expected or []), *step.further]
        if not (type(step.seat) is int and 0 <= step.seat < n) \
                or len(step.before) != n or len(step.luck) != n \
                or not all(_number(v, -100, 100) for v in values):
            return f"a value of move {step.move} out of range"
    parse = registry.game(record.game).parse_action
    for d in review.decisions:
        if not (type(d.move) is int and 1 <= d.move <= len(review.steps)) \
                or d.seat != review.steps[d.move - 1].seat \
                or d.mark not in ("", *(name for name, _ in MARKS)):
            return "a decision that is not one of the game's"
        try:
            played = parse(d.played)
            parse(d.best)
        except Exception:  # noqa: BLE001 - any notation the engine refuses
            return f"a move of decision {d.move} the game does not know"
        if played != parse(record.actions[d.move - 1]):
            return f"decision {d.move} is not the move played"
        numbers = (d.win_before, d.win_played, d.win_best, d.loss, d.accuracy, d.played_value,
                   d.best_value, d.second, d.why_others, *d.why_vp.values())
        if not all(_number(v, -10_000, 10_000) for v in numbers) or \
                not all(isinstance(t, str) and len(t) <= 200 for t in
                        (d.phase, d.kind, d.category, d.why, *d.why_vp)):
            return f"a value of decision {d.move} out of range"
    return None


def _number(value: Any, low: float, high: float) -> bool:
    return type(value) in (int, float) and math.isfinite(value) and low <= value <= high
