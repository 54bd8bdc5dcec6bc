"""A run of the arena kept as a log, so that a long match can go on across sessions.

A Hard-against-Normal game of Riverboat takes minutes, and a match of 100 games takes longer
than one sitting. `python -m ai.lab.arena ... --log runs/hard-normal.jsonl` writes one JSON line per
finished game (after a header naming the game, the entrants, the schedule's seed and a
fingerprint of the code that plays); run the same command again and the games already in the
log are not played again, and the report covers every game of the log. The log is plain JSON
lines, never pickle, and a damaged or foreign log is refused with `ArenaLogError` saying why,
never overwritten.
"""

from __future__ import annotations

import hashlib
import json
import math
import os
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from core.errors import InvalidState
from core.files import read_text_file

from ..registry import KNOWLEDGE
from .tournament import GameResult

LOG_FORMAT = "riverboat-qt-arena-log"
LOG_VERSION = 1
# A game's line is 1-2 KB (four seats' thinking times); 64 MB holds some 40,000 games, far more
# than a match (hundreds: a Hard game takes minutes), yet reads in a second and is no memory
# hog. A file larger than that is not a log of ours (/dev/zero, a disk image named by mistake).
MAX_LOG_BYTES = 64 * 1024 * 1024
ROOT = Path(__file__).resolve().parents[2]
# What decides how a bot plays: the engine, the AI and the learned weights (each game's
# knowledge names its file).
PLAYING_CODE = ("core", "ai")
# Modules of ai/ that run matches or read games but take no part in choosing a move.
NOT_PLAYING = ("ai/lab/arena.py", "ai/lab/arena_log.py", "ai/lab/review.py", "ai/lab/train.py",
               "ai/review.py", "ai/rating.py", "ai/level_ratings.py", "ai/adaptive.py")


class ArenaLogError(ValueError):
    """The log cannot be continued: damaged, of another run, or of other code."""


@dataclass(frozen=True)
class RunHeader:
    """What must match for two stretches of games to be one run."""

    game: str
    specs: tuple[str, ...]
    seed: int
    code: str

    def to_json(self) -> str:
        return json.dumps({"format": LOG_FORMAT, "version": LOG_VERSION, "game": self.game,
                           "specs": list(self.specs), "seed": self.seed, "code": self.code})


def code_fingerprint(root: Path = ROOT) -> str:
    """A hash of every source file of the engine and the AI and of the learned weights: a
    game logged by other code would not be the same match."""
    digest = hashlib.sha256()
    files = sorted(p for folder in PLAYING_CODE for p in (root / folder).rglob("*.py")
                   if p.relative_to(root).as_posix() not in NOT_PLAYING)
    files += [root / name for name in playing_data() if (root / name).exists()]
    for path in files:
        digest.update(path.relative_to(root).as_posix().encode())
        digest.update(b"\0")
        digest.update(path.read_bytes())
        digest.update(b"\0")
    return digest.hexdigest()[:16]


def playing_data() -> list[str]:
    """Every game's learned weights, relative to the project's root."""
    return [k.weights_file.relative_to(ROOT).as_posix() for k in KNOWLEDGE.values()]


def read_log(path: Path, expected: RunHeader) -> list[GameResult]:
    """The games of a log written for this very run (ArenaLogError otherwise)."""
    lines = _lines(path)
    _check_header(path, _json_line(path, 1, lines[0]), expected)
    results: dict[int, GameResult] = {}
    for number, line in enumerate(lines[1:], start=2):
        result = _game_line(path, number, _json_line(path, number, line), len(expected.specs))
        if result.game in results:
            raise ArenaLogError(f"{path}, line {number}: game {result.game + 1} is logged twice")
        results[result.game] = result
    return [results[g] for g in sorted(results)]


def _lines(path: Path) -> list[str]:
    """The log's lines; a folder, a pipe, a device, a huge, empty or binary file is refused
    (before it is opened, for a pipe: reading one would wait for a writer forever)."""
    try:
        return read_text_file(path, MAX_LOG_BYTES, str(path)).splitlines()
    except InvalidState as exc:
        raise ArenaLogError(str(exc)) from None


def _json_line(path: Path, number: int, line: str) -> dict[str, Any]:
    try:
        value = json.loads(line)
    except ValueError:
        raise ArenaLogError(f"{path}, line {number}: not JSON (a damaged log?)") from None
    if not isinstance(value, dict):
        raise ArenaLogError(f"{path}, line {number}: expected a JSON object")
    return value


def _check_header(path: Path, header: dict[str, Any], expected: RunHeader) -> None:
    if header.get("format") != LOG_FORMAT:
        raise ArenaLogError(f"{path}: not an arena log (its first line names no {LOG_FORMAT})")
    if header.get("version") != LOG_VERSION:
        raise ArenaLogError(f"{path}: arena log version {header.get('version')!r}, "
                            f"this program reads version {LOG_VERSION}")
    wanted = json.loads(expected.to_json())
    for key, words in (("game", "game"), ("specs", "entrants"), ("seed", "seed")):
        if header.get(key) != wanted[key]:
            raise ArenaLogError(f"{path}: a log of another run ({words} {header.get(key)!r}, "
                                f"not {wanted[key]!r}); give another --log file")
    if header.get("code") != expected.code:
        raise ArenaLogError(
            f"{path}: its games were played by other code (fingerprint "
            f"{header.get('code')!r}, now {expected.code!r}: core/, ai/ or the learned weights "
            f"changed), so they are not the same match; start a new --log file")


def _game_line(path: Path, number: int, data: dict[str, Any], entrants: int) -> GameResult:
    where = f"{path}, line {number}"
    game = data.get("game")
    if not isinstance(game, int) or isinstance(game, bool) or game < 0:
        raise ArenaLogError(f"{where}: 'game' must be a game number from 0")
    seats = _int_list(where, data, "seats", entrants)
    if sorted(seats) != list(range(entrants)):
        raise ArenaLogError(f"{where}: 'seats' must place each entrant once")
    scores = _int_list(where, data, "scores", entrants)
    wins = _number_list(where, data.get("wins"), "wins", entrants)
    if not math.isclose(sum(wins), 1.0, abs_tol=1e-6) or min(wins) < 0:
        raise ArenaLogError(f"{where}: 'wins' must share one win between the entrants")
    think = data.get("think")
    if not isinstance(think, list) or len(think) != entrants:
        raise ArenaLogError(f"{where}: 'think' must hold {entrants} lists of seconds")
    times = [_number_list(where, t, "think", None) for t in think]
    if any(t < 0 for entrant in times for t in entrant):
        raise ArenaLogError(f"{where}: a thinking time is negative")
    stopped = data.get("stopped", False)  # written only for a game stopped at the bound
    if not isinstance(stopped, bool):
        raise ArenaLogError(f"{where}: 'stopped' must be true or false")
    return GameResult(game, seats, scores, wins, times, stopped=stopped)


def _int_list(where: str, data: dict[str, Any], key: str, size: int) -> list[int]:
    value = data.get(key)
    if (not isinstance(value, list) or len(value) != size
            or not all(isinstance(v, int) and not isinstance(v, bool) for v in value)):
        raise ArenaLogError(f"{where}: {key!r} must be {size} whole numbers")
    return value


def _number_list(where: str, value: Any, key: str, size: int | None) -> list[float]:
    if (not isinstance(value, list) or (size is not None and len(value) != size)
            or not all(isinstance(v, int | float) and not isinstance(v, bool)
                       and math.isfinite(v) for v in value)):
        count = f"{size} " if size is not None else ""
        raise ArenaLogError(f"{where}: {key!r} must be a list of {count}finite numbers")
    return [float(v) for v in value]


class LogWriter:
    """Appends each finished game as one line, flushed to disk at once, so that a run cut
    off at any moment keeps every game it finished."""

    def __init__(self, path: Path, header: RunHeader, fresh: bool) -> None:
        self.path = path
        if fresh:
            if os.path.lexists(path):  # never write over a log (nor through a link)
                raise ArenaLogError(f"{path}: already exists")
            try:
                path.parent.mkdir(parents=True, exist_ok=True)
            except OSError as exc:
                raise ArenaLogError(f"{path}: cannot be written ({exc.strerror or exc})") from None
            self._append(header.to_json())

    def add(self, result: GameResult) -> None:
        line: dict[str, Any] = {
            "game": result.game, "seats": result.seats, "scores": result.scores,
            "wins": result.wins, "think": [[round(t, 4) for t in ts] for ts in result.think],
            "load": round(os.getloadavg()[0], 2),
            "finished": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())}
        if result.stopped:  # at the bound on a game's length (ai.bound)
            line["stopped"] = True
        self._append(json.dumps(line))

    def _append(self, line: str) -> None:
        try:
            with self.path.open("a", encoding="utf-8") as out:
                out.write(line + "\n")
                out.flush()
                os.fsync(out.fileno())
        except OSError as exc:  # the folder is read-only, the disk full
            raise ArenaLogError(f"{self.path}: cannot be written ({exc.strerror or exc})") from None


def loads(path: Path) -> list[float]:
    """The load average logged with each game (for the report's 'load' range); the log is
    read as read_log reads it (ArenaLogError if it cannot be)."""
    values = []
    for number, line in enumerate(_lines(path)[1:], start=2):
        load = _json_line(path, number, line).get("load")
        if isinstance(load, int | float) and not isinstance(load, bool):
            values.append(float(load))
    return values
