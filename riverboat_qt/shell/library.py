"""The game library: every game played in the window, kept as its record in <data>/games/.

A record is the truth; the index (games/index.json) only saves replaying each record again, and
an entry of it is used only while its record's size and time stamp are the ones it was made
from and each of its values fits the game (`check_entry`): anyone can edit the file, and one
entry must never break the list, the statistics or the rating. The index is JSON with one entry
a line, so a reader on a thread never holds the interpreter long. Every file is read with
`read_game`, which raises LibraryError for any bad input: a damaged or hostile file (not JSON,
wrong types, huge, a folder, a link, actions that do not replay, a Match-me rating out of
range) is skipped with a note, never overwritten.

Only games played from the start count: one continued from a replay or a file says why in its
meta ("practice"), is listed, and is left out of the statistics, the rating and Match me.
Everything here is linear in the games (10,000 and 50,000: bench/library.py).

Plain data, no widgets: the Games window (games_window.py) and `--stats` both read it.

Windows of several processes keep games into one folder: `Library.keep` holds the library's lock
(.keep.lock) from the choice of a name to the write, and claims a new name by creating its file
(O_EXCL), so no game is ever written over another.
"""

from __future__ import annotations

import datetime
import heapq
import json
import math
import os
import re
import stat
import time
from collections.abc import Callable, Collection, Iterable
from dataclasses import dataclass, field
from functools import cached_property, lru_cache
from pathlib import Path
from typing import Any, NamedTuple, TypeVar

from ai.level_ratings import InvalidRatings, LevelRatings, shipped_ratings
from ai.rating import Rating, RatingError, RunningRating
from core import GameRecord, InvalidState, registry
from core.files import read_small_file
from core.game import State

from .locks import held
from .seats import BOT_WORDS, MATCH_ME_LEVEL, seats_from_meta
from .storage import error_text, load_record, remove_temps, write_atomically

FOLDER = "games"
INDEX_NAME = "index.json"
LOCK_NAME = ".keep.lock"  # held by the process that keeps a game (Library.keep)
INDEX_FORMAT = "riverboat-qt-library-index"
INDEX_VERSION = 2  # 2: one entry a line, as a list; the practice field
INDEX_BYTES_A_GAME = 4096  # the index may hold this much a file of the folder (~400 used)
MAX_FILES = 1_000_000  # files read from the folder, the newest kept; more are left with a note
MAX_SCORE = 10_000  # a score beyond this is no game's (a few hundred at most)
MAX_MOVES = 20_000  # core.record.MAX_ACTIONS
MAX_WORDS = 200  # characters of a seat's label, a level, a category, a practice reason
HISTORY_GRAIN = 5.0  # Elo: the chart's rating sums Match-me aims this close together
AIM_MARGIN = 500.0  # Elo: a Match-me aim may lie this far outside the shipped ladder's span
STARTED = "started"  # a record's meta: when the game began (UTC, ISO 8601)
ENDED = "ended"  # a record's meta: when it was kept (the end, or when it was abandoned)
MATCH_ME = "match_me"  # a record's meta: {"seats": [k...], "rating": 1450.0, "spec": "..."}
PRACTICE = "practice"  # a record's meta: why the game is not real play ("replay", "file")


T = TypeVar("T")
SORT_STEP = 4096  # items sorted at once in C, the interpreter held meanwhile (a few ms)


def sorted_in_steps(items: Iterable[T], key: Callable[[T], Any]) -> list[T]:
    """sorted(items, key=key), in sorts of SORT_STEP items merged in Python: one sort of
    50,000 in C holds the interpreter 40-90 ms, and the window waits for it (measured) while
    its library is read on a thread."""
    items = list(items)
    if len(items) <= SORT_STEP:
        return sorted(items, key=key)
    runs = [sorted(items[k:k + SORT_STEP], key=key) for k in range(0, len(items), SORT_STEP)]
    return list(heapq.merge(*runs, key=key))


SPLIT_STEP = 1 << 20  # bytes decoded and split at once in C (about 3 ms)


def lines_in_steps(raw: bytes, step: int = SPLIT_STEP) -> list[str]:
    """raw.decode("utf-8").split("\n"), a piece of about `step` bytes at a time: at 50,000
    games the index's one split held the interpreter 35 ms and its decoding 15 ms, and the
    window waits for it (measured) while its library is read on a thread."""
    lines: list[str] = []
    start = 0
    while True:
        cut = raw.find(b"\n", start + step) if start + step < len(raw) else -1
        if cut < 0:
            lines.extend(raw[start:].decode("utf-8").split("\n"))
            return lines
        lines.extend(raw[start:cut].decode("utf-8").split("\n"))
        start = cut + 1


class LibraryError(InvalidState):
    """A file of the library that is not a game it can keep or show; the message says why."""


class Entry(NamedTuple):
    """One kept game, as the list shows it: computed from its record, never edited. A named
    tuple: made in a fifth of a frozen dataclass's time, and sent between processes as one
    (the Games window reads the library in a process of its own)."""

    name: str  # the file's name in games/
    game: str
    started: str  # ISO 8601, UTC ("" if the record does not say)
    ended: str
    seats: tuple[str, ...]  # the record's seat labels ('Red (you)')
    levels: tuple[str | None, ...]  # each seat's AI level, None for a human
    scores: tuple[int, ...]  # the current scores (final ones if finished)
    winners: tuple[int, ...]  # () if unfinished
    moves: int
    finished: bool
    categories: tuple[str, ...] = ()  # the final breakdown's categories (none if unfinished)
    points: tuple[tuple[int, ...], ...] = ()  # per seat: its VP in each category
    aimed: float | None = None  # a Match-me seat's rating, if one played
    practice: str = ""  # why it is practice ("replay", "file"): not counted; "" real play

    @property
    def humans(self) -> tuple[int, ...]:
        return tuple(k for k, level in enumerate(self.levels) if level is None)

    @property
    def player(self) -> int | None:
        """The one human seat of a solo game against the AI; None otherwise."""
        levels = self.levels
        return levels.index(None) if levels.count(None) == 1 and len(levels) > 1 else None

    @property
    def counted(self) -> bool:
        """A solo game the player played from the start: one the statistics count."""
        return self.player is not None and not self.practice

    @property
    def minutes(self) -> float | None:
        start, end = parse_time(self.started), parse_time(self.ended)
        return None if start is None or end is None else max(0.0, (end - start) / 60)

    def opponent_level(self) -> str:
        """The AI seats' level ('Normal'), 'mixed' if they differ, '' with no AI seat."""
        levels = {level_word(level, self.aimed) for level in self.levels if level is not None}
        return levels.pop() if len(levels) == 1 else ("mixed" if levels else "")

    def result(self) -> str:
        """'won', 'tied', 'lost' for the player's seat; 'unfinished'; '' with no player."""
        if not self.finished:
            return "unfinished"
        seat = self.player
        if seat is None:
            return ""
        if seat not in self.winners:
            return "lost"
        return "won" if len(self.winners) == 1 else "tied"

    def to_row(self) -> list[Any]:
        """The entry as the index keeps it: a list, the breakdown's categories once."""
        return [self.name, self.game, self.started, self.ended, list(self.seats),
                list(self.levels), list(self.scores), list(self.winners), self.moves,
                self.finished, [list(self.categories), [list(seat) for seat in self.points]],
                self.aimed, self.practice]

    @classmethod
    def from_row(cls, row: Any, shared: dict[Any, Any] | None = None) -> Entry:
        """An index's entry; TypeError or ValueError if its fields are not what `to_row`
        writes (`check_entry` then says whether its values fit the game). Checked by exact
        type, fast: an index holds tens of thousands. Equal values (labels, levels, parts
        of a breakdown) are taken from `shared`, one copy for all the entries."""
        share = (shared if shared is not None else {}).setdefault
        if type(row) is not list or len(row) != 13:
            raise ValueError("not an entry")
        (name, game, started, ended, seats, levels, scores, winners, moves, finished,
         breakdown, aimed, practice) = row
        if not (type(name) is str and type(game) is str and type(started) is str
                and type(ended) is str and type(moves) is int and type(finished) is bool
                and type(practice) is str):
            raise TypeError("expected a text, a whole number or true or false")
        if type(aimed) is int and abs(aimed) <= MAX_AIM:
            aimed = float(aimed)
        elif not (aimed is None or (type(aimed) is float and math.isfinite(aimed))):
            raise TypeError("expected a rating")
        labels, kinds = _all(seats, TEXTS), _all(levels, TEXTS_OR_NONE)
        scored, won = _all(scores, WHOLE), _all(winners, WHOLE)
        if type(breakdown) is not list or len(breakdown) != 2 or type(breakdown[1]) is not list:
            raise TypeError("expected a breakdown")
        categories = _all(breakdown[0], TEXTS)
        points = tuple([_all(seat, WHOLE) for seat in breakdown[1]])
        return cls(name, share(game, game), started, ended, share(labels, labels),
                   share(kinds, kinds), share(scored, scored), share(won, won), moves,
                   finished, share(categories, categories), share(points, points), aimed,
                   share(practice, practice))


TEXTS: frozenset[type] = frozenset({str})
WHOLE: frozenset[type] = frozenset({int})
TEXTS_OR_NONE: frozenset[type] = frozenset({str, type(None)})
MAX_AIM = 10**15  # an index's whole-number aim past this is refused, not made a float


def _all(value: Any, kinds: frozenset[type]) -> tuple[Any, ...]:
    """A list's items as a tuple, each exactly of one of `kinds`."""
    if type(value) is not list or not kinds.issuperset(map(type, value)):
        raise TypeError("expected a list of " + " or ".join(sorted(k.__name__ for k in kinds)))
    return tuple(value)


def check_entry(entry: Entry, games: Collection[str]) -> str | None:
    """What is wrong with an entry for its game (None if nothing): every value within what
    the game allows, so no number or seat of it can break the list, the statistics or the
    rating. The index's entries come from a file anyone can edit."""
    if entry.game not in games:
        return f"a game of {entry.game[:40]!r}"
    problem = _seating_problem(entry.game, entry.seats, entry.levels, len(entry.scores))
    if problem:
        return problem
    if len(entry.practice) > MAX_WORDS or not 0 <= entry.moves <= MAX_MOVES:
        return "a label, a level or the number of moves out of range"
    if max(entry.scores) > MAX_SCORE or min(entry.scores) < -MAX_SCORE:
        return "a score out of range"
    if (entry.started and not TIME.fullmatch(entry.started)) or \
            (entry.ended and not TIME.fullmatch(entry.ended)):
        return "a date that is not one"
    if entry.aimed is not None and aim_problem(entry.game, entry.aimed):
        return aim_problem(entry.game, entry.aimed)
    return _outcome_problem(entry)


@lru_cache(maxsize=4096)
def _seating_problem(game: str, seats: tuple[str, ...], levels: tuple[str | None, ...],
                     scores: int) -> str | None:
    """The seats and levels against the game (once for each seating: thousands share one)."""
    rules = registry.GAMES.get(game)
    if rules is None:
        return f"a game of {game[:40]!r}"
    n = len(seats)
    if not rules.min_players <= n <= rules.max_players:
        return f"{n} seats in a game of {rules.min_players} to {rules.max_players}"
    if not len(levels) == scores == n:
        return "seats, levels and scores differ in number"
    if max(map(len, seats)) > MAX_WORDS \
            or max((len(v) for v in levels if v is not None), default=0) > MAX_WORDS:
        return "a label, a level or the number of moves out of range"
    return None


def _outcome_problem(entry: Entry) -> str | None:
    """The winners and the breakdown against the seats and the scores (the engine's shape)."""
    n, winners, scores = len(entry.seats), entry.winners, entry.scores
    if not entry.finished:
        return None if not winners and not entry.points and not entry.categories \
            else "an unfinished game's outcome"
    if not winners or len(set(winners)) != len(winners) or min(winners) < 0 \
            or max(winners) >= n:
        return "winners that are not seats of the game"
    best = max(scores)
    for w in winners:
        if scores[w] != best:
            return "a winner without the best score"
    points = entry.points
    if len(points) != n:
        return "a breakdown that does not fit the seats"
    if _names_problem(entry.categories):
        return "a breakdown out of range"
    size = len(entry.categories)
    for seat, values in enumerate(points):
        if len(values) != size:
            return "a breakdown that does not add up to the scores"
        if values and (max(values) > MAX_SCORE or min(values) < -MAX_SCORE):
            return "a breakdown out of range"
        if sum(values) != scores[seat]:
            return "a breakdown that does not add up to the scores"
    return None


@lru_cache(maxsize=64)
def _names_problem(names: tuple[str, ...]) -> bool:
    """A category's name too long (once for each list of categories: a game has one)."""
    return bool(names) and max(map(len, names)) > MAX_WORDS


def aim_problem(game: str, aimed: float) -> str | None:
    """A Match-me aim outside the game's shipped ladder (± AIM_MARGIN); None if it fits."""
    ratings = shipped_or_none(game)
    if ratings is None:
        return None if abs(aimed) <= MAX_SCORE else "a Match-me rating out of range"
    low, high = ratings.span()
    if not low - AIM_MARGIN <= aimed <= high + AIM_MARGIN:
        return f"a Match-me rating of {aimed:.6g}, outside {low - AIM_MARGIN:.0f} to " \
               f"{high + AIM_MARGIN:.0f}"
    return None


def level_word(level: str | None, aimed: float | None = None) -> str:
    """A seat's level as the list and the statistics name it: 'Easy', 'Normal', 'Hard',
    'Match me' (a seat whose spec came from it), or the spec itself."""
    if level is None:
        return "human"
    if aimed is not None and level.lower() not in BOT_WORDS:
        return MATCH_ME_LEVEL
    return BOT_WORDS.get(level.lower(), level)


def now_text() -> str:
    return time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())


TIME = re.compile(r"(\d{4})-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):([0-5]\d)"
                  r":([0-5]\d)Z")


def parse_time(text: str) -> float | None:
    """Seconds since 1970 of '2026-11-20T10:00:00Z' (UTC); None if it is not such a time."""
    found = TIME.fullmatch(text) if isinstance(text, str) else None
    if found is None:
        return None
    year, month, day, hour, minute, second = map(int, found.groups())
    try:
        when = datetime.datetime(year, month, day, hour, minute, second,
                                 tzinfo=datetime.UTC)
    except ValueError:
        return None
    return when.timestamp()


# -- reading one file ---------------------------------------------------------------------------


def read_game(path: Path, games: Collection[str]) -> tuple[GameRecord, State]:
    """A kept game and its last state; LibraryError for anything else (a link, a folder, a
    huge or binary file, a record that is damaged or does not replay)."""
    path = Path(path)
    try:
        if path.is_symlink():
            raise LibraryError(f"{path.name} is a link, not a game kept here")
        record, state = load_record(path, games)  # read_text_file's checks, then replay
        seats_from_meta(record)
        return record, state
    except LibraryError:
        raise
    except Exception as exc:  # noqa: BLE001 - anything wrong means "not a game we keep"
        raise LibraryError(f"{path.name}: {error_text(exc)}") from None


def entry_of(name: str, record: GameRecord, state: State) -> Entry:
    """What the list shows of a game, from its record and its last state."""
    seats = seats_from_meta(record)
    levels: tuple[str | None, ...] = (
        tuple(None if s.human else s.level for s in seats) if seats is not None
        else tuple(label for label in record.seats) or tuple("AI" for _ in
                                                               range(record.num_players)))
    outcome = state.outcome() if state.is_over else None
    categories = outcome.categories if outcome else ()
    points = tuple(tuple(int(part[c]) for c in categories) for part in outcome.breakdown) \
        if outcome else ()
    return Entry(name, record.game, _meta_text(record, STARTED), _meta_text(record, ENDED),
                 _seat_labels(record), levels, tuple(int(s) for s in state.scores),
                 tuple(outcome.winners) if outcome else (), len(record.actions),
                 outcome is not None, categories, points, _aimed(record), _practice(record))


def _seat_labels(record: GameRecord) -> tuple[str, ...]:
    """The record's seat labels, a Match-me seat's named so ('Blue (AI Match me)'), not by the
    spec it played, which players never read."""
    value = record.meta.get(MATCH_ME)
    matched = value.get("seats") if isinstance(value, dict) else None
    seats = set(matched) if isinstance(matched, list) else set()
    return tuple(f"{label.rsplit(' (', 1)[0]} (AI {MATCH_ME_LEVEL})"
                 if k in seats and label.endswith(")") else label
                 for k, label in enumerate(record.seats))


def _meta_text(record: GameRecord, key: str) -> str:
    value = record.meta.get(key)
    return value if isinstance(value, str) and parse_time(value) is not None else ""


def _aimed(record: GameRecord) -> float | None:
    """The rating a Match-me seat aimed at; LibraryError if it is not one the ladder allows
    (a record can say anything: 1e6 once broke the rating fit)."""
    value = record.meta.get(MATCH_ME)
    rating = value.get("rating") if isinstance(value, dict) else None
    if rating is None:
        return None
    if not isinstance(rating, int | float) or isinstance(rating, bool) \
            or not math.isfinite(rating):
        raise LibraryError(f"a Match-me rating that is not a number ({str(rating)[:40]})")
    problem = aim_problem(record.game, float(rating))
    if problem:
        raise LibraryError(problem)
    return float(rating)


def _practice(record: GameRecord) -> str:
    """Why a game is practice (meta 'practice': continued from a replay, a file), "" if not."""
    value = record.meta.get(PRACTICE)
    if value is None or value == "":
        return ""
    return value[:MAX_WORDS] if isinstance(value, str) else "practice"


# -- the folder -------------------------------------------------------------------------------


@dataclass
class Library:
    """The games/ folder of the app-data folder, and what was found in it."""

    folder: Path
    games: Collection[str]
    entries: list[Entry] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)  # the files skipped, and why

    @classmethod
    def of(cls, data_dir: Path, games: Collection[str]) -> Library:
        return cls(Path(data_dir) / FOLDER, games)

    def load(self, progress: Callable[[int, int], None] | None = None,
             stop: Callable[[], bool] | None = None) -> Library:
        """Read every kept game: from the index those unchanged since it was made, else from
        its record (replayed: the slow part, which calls `progress(done, to_replay)` after
        each record). `stop()` true ends it early, the entries read so far kept."""
        self.entries, self.notes = [], []
        files = self._files()
        index, shared = self._read_index(len(files)), dict[Any, Any]()
        rows: list[str] = []
        slow: list[tuple[Path, list[int]]] = []
        prefix = os.path.join(self.folder, "")
        for name in files:  # the fast path: one look at each file's stamp
            stamp = stamp_of(prefix + name)
            if stamp and stamp[0] == 0:
                continue  # a name claimed by a keep under way (or cut by a kill): no game yet
            entry, row = self._indexed(name, stamp, index, shared)
            if entry is None:
                slow.append((self.folder / name, stamp))
            else:
                self.entries.append(entry)
                rows.append(row)
        for done, (path, stamp) in enumerate(slow, start=1):
            if stop is not None and stop():
                break
            entry = self._replayed(path)
            if entry is not None:
                self.entries.append(entry)
                rows.append(index_row(stamp, entry))
            if progress is not None:
                progress(done, len(slow))
        self.entries = sorted_in_steps(self.entries, key=lambda e: (e.started, e.name))
        if (slow or len(rows) != len(index)) and not (stop is not None and stop()):
            self.write_index(rows)
        return self

    def _files(self) -> list[str]:
        """The .json files of the folder, the index and temporary files left out; past
        MAX_FILES the newest (by name: its start) are kept, with a note."""
        try:
            names = sorted_in_steps(os.listdir(self.folder), key=str)
        except FileNotFoundError:
            return []
        except OSError as exc:
            self.notes.append(f"{FOLDER}: {exc.strerror or exc}")
            return []
        names = [n for n in names if n.endswith(".json") and n != INDEX_NAME
                 and not n.startswith(".")]
        if len(names) > MAX_FILES:
            self.notes.append(f"{len(names) - MAX_FILES} older files past the newest "
                              f"{MAX_FILES} were not read")
            names = names[-MAX_FILES:]
        return names

    def _indexed(self, name: str, stamp: list[int], index: dict[str, str],
                 shared: dict[Any, Any]) -> tuple[Entry | None, str]:
        """A file's entry from the index, if its stamp is the file's and every value fits
        its game; else None (its record is read instead)."""
        line = index.get(name)
        if line is None or not stamp:
            return None, ""
        try:
            row, end = DECODER.raw_decode(line)
            if end != len(line) or type(row) is not list or len(row) != 2 or row[0] != stamp:
                return None, ""
            entry = Entry.from_row(row[1], shared)
        except (TypeError, ValueError, RecursionError):  # JSONDecodeError is a ValueError
            return None, ""  # a damaged entry: the record says
        if entry.name != name or check_entry(entry, self.games) is not None:
            return None, ""
        return entry, line

    def _replayed(self, path: Path) -> Entry | None:
        """A file's entry from its record, replayed; None, with a note, if it is not a game
        kept here or a value of it does not fit the game."""
        try:
            entry = entry_of(path.name, *read_game(path, self.games))
        except LibraryError as exc:
            self.notes.append(str(exc) if str(exc).startswith(path.name)
                              else f"{path.name}: {exc}")
            return None
        problem = check_entry(entry, self.games)
        if problem:
            self.notes.append(f"{path.name}: {problem}")
            return None
        return entry

    def _read_index(self, files: int) -> dict[str, str]:
        """The index's lines by file name (each parsed only when used); {} if it is missing
        or damaged. One entry a line, so no single parse holds the interpreter long (the
        window reads it on a thread)."""
        path = self.folder / INDEX_NAME
        try:
            if path.is_symlink():
                return {}
            lines = lines_in_steps(read_small_file(path, INDEX_BYTES_A_GAME * (files + 16)))
        except Exception:  # noqa: BLE001 - a bad index is only made again
            return {}
        if len(lines) < 2 or lines[0] != _index_head() or lines[-1] != "]}":
            return {}
        found: dict[str, str] = {}
        for line in lines[1:-1]:
            line = line.removesuffix(",")
            name = _row_name(line)
            if name is not None:
                found[name] = line
        return found

    def write_index(self, rows: list[str]) -> None:
        """The index of these lines (`index_row`), written atomically."""
        text = _index_head() + "\n" + ",\n".join(rows) + "\n]}"
        try:
            write_atomically(self.folder / INDEX_NAME, text, sync=False)
        except Exception as exc:  # noqa: BLE001 - the index is a cache: the list goes on
            self.notes.append(error_text(exc))

    def keep(self, record: GameRecord, ended: str | None = None) -> Path:
        """Keep a game (finished or abandoned) under its own name; a longer copy of the same
        game replaces the shorter one, a copy it holds already (the same or more actions) is
        left as it is, any other file is never written over. SaveError, OSError.
        `ended`: when it ended (default now).

        Safe between processes: the library's lock is held from the choice of the name to the
        write, and a new name is claimed by creating its file (O_EXCL), which only one can."""
        record = record.copy()
        record.meta.setdefault(STARTED, now_text())
        record.meta[ENDED] = ended or now_text()
        self.folder.mkdir(parents=True, exist_ok=True)
        with held(self.folder / LOCK_NAME):
            path, holds = self._free_name(record)
            if not holds:
                write_atomically(path, record.to_json())
        return path

    def _free_name(self, record: GameRecord) -> tuple[Path, bool]:
        """The game's file and True if it holds the game already: its own copy (the same or
        more actions), else its earlier copy (a prefix of its actions) to replace, else a new
        name, claimed (made empty, O_EXCL) for the write that follows."""
        stamp = str(record.meta[STARTED]).replace("-", "").replace(":", "")
        stamp = re.sub(r"[^0-9T]", "", stamp).replace("T", "-")[:15]
        for k in range(1, 10_000):
            path = self.folder / (f"game-{stamp}" + ("" if k == 1 else f"-{k}") + ".json")
            try:
                os.close(os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644))
                return path, False
            except FileExistsError:
                pass
            copy = _earlier_copy(path, record)
            if copy is not None:
                return path, copy
        raise LibraryError("no free name in the library for this game")

    def secure(self, path: Path, ended: str | None = None) -> bool:
        """True once the game of a file (an autosave) is in the library, kept now if it was
        not; False if the file cannot be read or the game cannot be kept (then the file must
        not be deleted). A game with no move is nothing to keep: True."""
        try:
            record, _ = read_game(path, self.games)
            record.meta.setdefault(STARTED, file_time(path))  # an old record: one name always
            if record.actions:
                self.keep(record, ended or file_time(path))
        except (LibraryError, OSError, InvalidState):
            return False
        return True

    def remove_leftovers(self) -> list[str]:
        """Delete what saves cut short (a kill) left in the folder: temporary files, and the
        empty files of names claimed for a game never written. Regular files only; call it
        only when no other window uses the data folder."""
        removed = remove_temps(self.folder, ".*.tmp")
        for path in sorted(self.folder.glob("game-*.json")):
            try:
                info = os.lstat(path)
                if stat.S_ISREG(info.st_mode) and info.st_size == 0:
                    path.unlink()
                    removed.append(path.name)
            except OSError:
                continue
        return removed

    def delete(self, name: str) -> None:
        """Remove one kept game (a name from the list, never a path); OSError if it cannot."""
        if (not name.endswith(".json") or Path(name).name != name or name == INDEX_NAME
                or name.startswith(".")):
            raise LibraryError(f"{name!r} is not a game of the library")
        (self.folder / name).unlink()
        self.entries = [e for e in self.entries if e.name != name]

    def path_of(self, name: str) -> Path:
        return self.folder / name


def _no_constant(word: str) -> None:
    raise ValueError(f"{word} is not a number")


DECODER = json.JSONDecoder(parse_constant=_no_constant)  # no NaN, no Infinity


def _index_head() -> str:
    return json.dumps({"format": INDEX_FORMAT, "version": INDEX_VERSION})[:-1] + ', "games": ['


def index_row(stamp: list[int], entry: Entry) -> str:
    """One line of the index: [[size, time], entry], on one line whatever its texts hold."""
    return json.dumps([stamp, entry.to_row()], ensure_ascii=True, separators=(",", ":"))


ROW_NAME = re.compile(r'\[\s*\[[\d\s,]*\]\s*,\s*\[\s*"([^"\\]+)"')


def _row_name(line: str) -> str | None:
    """The file name of an index line without parsing it all (checked when it is parsed)."""
    found = ROW_NAME.match(line)
    return found.group(1) if found else None


def stamp_of(path: Path | str, folder: bool = False) -> list[int]:
    """A regular file's (or with `folder`, a folder's) size and time, [] if it is not one."""
    try:
        info = os.lstat(path)
    except OSError:
        return []
    kind = stat.S_ISDIR(info.st_mode) if folder else stat.S_ISREG(info.st_mode)
    return [info.st_size, info.st_mtime_ns] if kind else []


def _earlier_copy(path: Path, record: GameRecord) -> bool | None:
    """None unless path holds this same game (its start, seed and seats); then True if its
    actions extend the record's or are the same (it holds the game already), False if they are
    a prefix of them (the new record extends it and replaces it)."""
    try:
        if path.is_symlink():
            return None
        old = GameRecord.from_json(read_small_file(path, 8 * 1024 * 1024).decode("utf-8"))
    except Exception:  # noqa: BLE001 - a file that is not our game is never written over
        return None
    if (old.game, old.seed, old.setup, old.meta.get(STARTED)) != \
            (record.game, record.seed, record.setup, record.meta.get(STARTED)):
        return None
    if old.actions[:len(record.actions)] == record.actions:
        return True
    if record.actions[:len(old.actions)] == old.actions:
        return False
    return None


def file_time(path: Path) -> str:
    """A file's time stamp as the library writes times (UTC, ISO 8601); now if unknown."""
    try:
        return time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(os.stat(path).st_mtime))
    except OSError:
        return now_text()


# -- statistics -------------------------------------------------------------------------------


@dataclass(frozen=True)
class LevelStats:
    level: str
    games: int
    wins: int

    @property
    def win_rate(self) -> float:
        return self.wins / self.games if self.games else 0.0


@dataclass(frozen=True)
class Point:
    """One finished game on the chart: when, the player's score, the result, the rating after."""

    started: str
    score: int
    result: str
    rating: Rating | None


@dataclass(frozen=True)
class GameStats:
    """One game's statistics from the player's solo games against the AI (one human seat)."""

    game: str
    games: int  # finished
    abandoned: int
    wins: int
    by_level: tuple[LevelStats, ...]
    mean_score: float | None
    best_score: int | None
    categories: tuple[tuple[str, float, float], ...]  # (category, mine, the winners') averages
    rating: Rating | None
    practice: int = 0  # the games set apart as practice (not counted above)
    history: Callable[[], tuple[Point, ...]] = field(default=tuple, compare=False, repr=False)

    @property
    def win_rate(self) -> float:
        return self.wins / self.games if self.games else 0.0

    @cached_property
    def points(self) -> tuple[Point, ...]:
        """Each finished game for the chart, with the rating after it: made when first asked
        (the chart's, where File > Games reads the library), not for --stats, which shows none."""
        return self.history()


def statistics(entries: Iterable[Entry], game: str,
               ratings: LevelRatings | None = None) -> GameStats:
    """The statistics of one game, in time linear in its games; `ratings` the levels'
    (default: the shipped ones). Practice games are only counted apart."""
    mine = [e for e in entries if e.game == game]
    solo = [e for e in mine if e.counted]
    done = sorted_in_steps((e for e in solo if e.finished), key=lambda e: (e.started, e.name))
    ratings = ratings if ratings is not None else shipped_or_none(game)
    scores = [e.scores[e.player] for e in done if e.player is not None]
    results = [_rated_results(e, ratings) for e in done]

    def points() -> tuple[Point, ...]:
        return tuple(Point(e.started, e.scores[e.player] if e.player is not None else 0,
                           e.result(), r)
                     for e, r in zip(done, _history(results, ratings), strict=True))

    return GameStats(
        game, len(done), sum(not e.finished for e in solo),
        sum(e.result() in ("won", "tied") for e in done), _by_level(done),
        sum(scores) / len(scores) if scores else None, max(scores) if scores else None,
        _categories(done), _rate(ratings, [r for game in results for r in game]),
        sum(1 for e in mine if e.practice), points)


@lru_cache(maxsize=8)
def shipped_or_none(game: str) -> LevelRatings | None:
    try:
        return shipped_ratings(game)
    except InvalidRatings:
        return None


def _by_level(done: list[Entry]) -> tuple[LevelStats, ...]:
    counts: dict[str, list[int]] = {}
    for e in done:
        row = counts.setdefault(e.opponent_level(), [0, 0])
        row[0] += 1
        row[1] += e.result() in ("won", "tied")
    return tuple(LevelStats(level, g, w) for level, (g, w) in sorted(counts.items(),
                                                                   key=_level_order))


def _level_order(item: tuple[str, list[int]]) -> tuple[int, str]:
    order = ("Random", "Easy", "Greedy", "Normal", "Hard", MATCH_ME_LEVEL)  # by strength
    return (order.index(item[0]) if item[0] in order else len(order), item[0])


def _categories(done: list[Entry]) -> tuple[tuple[str, float, float], ...]:
    """Each category of the game's final breakdown (in the engine's order): the player's mean
    and the mean of the winners' (a tie's winners averaged within the game first)."""
    mine: dict[str, float] = {}  # in the order first seen: the engine's
    theirs: dict[str, float] = {}
    n = 0
    for e in done:
        seat = e.player
        if seat is None or not e.points:
            continue
        n += 1
        for category, value in zip(e.categories, e.points[seat], strict=True):
            mine[category] = mine.get(category, 0.0) + value
        share = 1.0 / len(e.winners)
        for winner in e.winners:
            for category, value in zip(e.categories, e.points[winner], strict=True):
                theirs[category] = theirs.get(category, 0.0) + value * share
    return tuple((c, mine[c] / n, theirs.get(c, 0.0) / n) for c in mine)


def results_of(entry: Entry) -> list[tuple[str | float, float]]:
    """The player's results in a finished game against each rated AI seat: the opponent (a
    level's word, or the rating a Match-me seat aimed at) and 1, 0.5 or 0 by the scores (the
    winners break a tie of scores)."""
    seat = entry.player
    if seat is None or not entry.finished or entry.practice:
        return []
    out: list[tuple[str | float, float]] = []
    for k, level in enumerate(entry.levels):
        if level is None:
            continue
        word = level.lower()  # a bot's word is its name in the ratings
        opponent: str | float | None = word if word in BOT_WORDS else entry.aimed
        if opponent is None:
            continue
        out.append((opponent, _pair_score(entry, seat, k)))
    return out


def _pair_score(entry: Entry, seat: int, other: int) -> float:
    mine, theirs = entry.scores[seat], entry.scores[other]
    if mine != theirs:
        return 1.0 if mine > theirs else 0.0
    won, they_won = seat in entry.winners, other in entry.winners
    return 0.5 if won == they_won else (1.0 if won else 0.0)


def rating_history(done: list[Entry], ratings: LevelRatings | None) -> list[Rating | None]:
    """The player's rating after each finished game (None while no rated result is in), in
    time linear in the games (ai.rating.RunningRating); practice games leave it as it was."""
    return _history([_rated_results(e, ratings) if e.counted else [] for e in done], ratings)


def _history(results: list[list[tuple[str | float, float]]],
             ratings: LevelRatings | None) -> list[Rating | None]:
    """The rating after each game's rated results (a game without any keeps the last)."""
    if ratings is None:
        return [None] * len(results)
    running = RunningRating({k.lower(): v for k, v in ratings.known().items()}, name="you",
                            grain=HISTORY_GRAIN)
    history: list[Rating | None] = []
    last: Rating | None = None
    for game in results:
        if game:
            try:
                running.add(game)
                last = running.rating()
            except RatingError:
                pass  # a result it cannot rate leaves the rating as it was
        history.append(last)
    return history


def _rated_results(entry: Entry, ratings: LevelRatings | None) -> list[tuple[str | float, float]]:
    """The results of a game that count for the rating: against a level the ratings rate, or
    a Match-me seat's aim."""
    if ratings is None:
        return []
    return [r for r in results_of(entry)
            if not isinstance(r[0], str) or ratings.rating(r[0]) is not None]


def _rate(ratings: LevelRatings | None, results: list[tuple[str | float, float]]
          ) -> Rating | None:
    if ratings is None or not results:
        return None
    try:
        return ratings.rate_player(results)
    except (RatingError, ArithmeticError):  # bounded, so only RatingError: kept for safety
        return None


def player_rating(data_dir: Path, game: str, games: Collection[str]) -> Rating | None:
    """The player's rating in a game from the library (None with no rated game yet, and
    whatever goes wrong: a bad library must not stop a new game): one fit of every rated
    result of the games played from the start. Kept while the folder and its index are
    unchanged: the new-game dialog asks often, and a big library takes a moment to read
    (the window asks `known_rating` first and reads it on a thread)."""
    known, rating = known_rating(data_dir, game, games)
    if known:
        return rating
    folder = Path(data_dir) / FOLDER
    try:
        ratings = shipped_or_none(game)
        library = Library.of(data_dir, games).load()
        rating = _rate(ratings, [r for e in library.entries
                                 if e.game == game and e.finished and e.counted
                                 for r in _rated_results(e, ratings)])
    except Exception:  # noqa: BLE001 - no rating is the answer to any failure here
        rating = None
    _RATED[(folder, game)] = (_rating_stamp(folder, games), rating)  # after the load: it
    return rating  # may have made the index again


def known_rating(data_dir: Path, game: str, games: Collection[str]
                 ) -> tuple[bool, Rating | None]:
    """(True, the rating) if `player_rating` knows it for the library as it is now (no
    library: no rating), without reading it; (False, None) if it must be read."""
    folder = Path(data_dir) / FOLDER
    stamp = _rating_stamp(folder, games)
    if not stamp[0] and not os.path.lexists(folder):
        return True, None
    known = _RATED.get((folder, game))
    if known is not None and known[0] == stamp:
        return True, known[1]
    return False, None


def _rating_stamp(folder: Path, games: Collection[str]) -> tuple[Any, ...]:
    return stamp_of(folder, True), stamp_of(folder / INDEX_NAME), tuple(sorted(games))


_RATED: dict[tuple[Path, str], tuple[Any, Rating | None]] = {}  # player_rating's answers


# -- as text: --stats and Export list as CSV --------------------------------------------------


CSV_COLUMNS = ("date", "game", "players", "scores", "result", "moves", "minutes", "file",
               "practice")


def csv_rows(entries: Iterable[Entry]) -> list[list[str]]:
    """The list as CSV rows, a header first (English column names: a file for any program)."""
    rows = [list(CSV_COLUMNS)]
    for e in entries:
        minutes = e.minutes
        rows.append([e.started, e.game, "; ".join(e.seats), " ".join(map(str, e.scores)),
                     e.result(), str(e.moves), "" if minutes is None else f"{minutes:.1f}",
                     e.name, e.practice])
    return rows


def stats_text(stats: GameStats, title: str) -> str:
    """The statistics of one game as plain text tables (python -m riverboat_qt --stats)."""
    lines = [title, "=" * len(title),
             f"games finished {stats.games}, abandoned {stats.abandoned}, won {stats.wins} "
             f"({stats.win_rate:.0%})"]
    if stats.practice:
        lines.append(f"practice games set apart (continued from a replay or a file, not "
                     f"counted): {stats.practice}")
    if stats.mean_score is not None:
        lines.append(f"score: mean {stats.mean_score:.1f}, best {stats.best_score}")
    lines.append("your rating: " + (rating_words(stats.rating) if stats.rating
                                    else "none yet (no finished game against a rated level)"))
    lines += ["", _table(("opponent", "games", "wins", "win rate"),
                         [(s.level, str(s.games), str(s.wins), f"{s.win_rate:.0%}")
                          for s in stats.by_level])]
    lines += ["", _table(("category", "you (mean)", "winners (mean)"),
                         [(c, f"{mine:.1f}", f"{theirs:.1f}")
                          for c, mine, theirs in stats.categories])]
    return "\n".join(lines) + "\n"


def rating_words(rating: Rating) -> str:
    """'1480 ± 210 (95%: 1270-1690, 12 results...)'."""
    return (f"{rating.rating:.0f} ± {rating.spread:.0f} "
            f"(95%: {rating.low:.0f}-{rating.high:.0f}, {rating.games} results against rated "
            f"levels)")


def _table(header: tuple[str, ...], rows: list[tuple[str, ...]]) -> str:
    if not rows:
        return f"{header[0]}: none yet"
    widths = [max(len(r[k]) for r in [header, *rows]) for k in range(len(header))]
    out = ["  ".join(c.ljust(w) if k == 0 else c.rjust(w)
                     for k, (c, w) in enumerate(zip(row, widths, strict=True))).rstrip()
           for row in [header, *rows]]
    out.insert(1, "  ".join("-" * w for w in widths))
    return "\n".join(out)
