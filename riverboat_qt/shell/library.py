"""The game library: every game played in the window, kept as its record in <data>/games/.

A record is the truth; the index (games/index.json) only saves replaying each record again, and
an entry of it is used only while its record's size and time stamp are the ones it was made
from (a missing or damaged index is made again). Every file is read with `read_game`, which
raises LibraryError for any bad input: a damaged or hostile file (not JSON, wrong types, huge,
a folder, a link, actions that do not replay) is skipped with a note, never overwritten.

Plain data, no widgets: the Games window (games_window.py) and `--stats` both read it.

Windows of several processes keep games into one folder: `Library.keep` holds the library's lock
(.keep.lock) from the choice of a name to the write, and claims a new name by creating its file
(O_EXCL), so no game is ever written over another.
"""

from __future__ import annotations

import calendar
import json
import math
import os
import re
import stat
import time
from collections.abc import Collection, Iterable
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from ai.level_ratings import InvalidRatings, LevelRatings, shipped_ratings
from ai.rating import Rating, RatingError
from core import GameRecord, InvalidState
from core.errors import parse_json
from core.files import read_small_file
from core.game import State

from .locks import held
from .seats import BOT_WORDS, MATCH_ME_LEVEL, seats_from_meta
from .storage import error_text, load_record, remove_temps, write_atomically

FOLDER = "games"
INDEX_NAME = "index.json"
LOCK_NAME = ".keep.lock"  # held by the process that keeps a game (Library.keep)
INDEX_FORMAT = "riverboat-qt-library-index"
INDEX_VERSION = 1
MAX_INDEX_BYTES = 16 * 1024 * 1024
MAX_FILES = 5_000  # files looked at in the folder; more are left with a note
STARTED = "started"  # a record's meta: when the game began (UTC, ISO 8601)
ENDED = "ended"  # a record's meta: when it was kept (the end, or when it was abandoned)
MATCH_ME = "match_me"  # a record's meta: {"seats": [k...], "rating": 1450.0, "spec": "..."}


class LibraryError(InvalidState):
    """A file of the library that is not a game it can keep or show; the message says why."""


@dataclass(frozen=True)
class Entry:
    """One kept game, as the list shows it: computed from its record, never edited."""

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
    breakdown: tuple[tuple[tuple[str, int], ...], ...] = ()  # per seat: (category, VP)
    aimed: float | None = None  # a Match-me seat's rating, if one played

    @property
    def humans(self) -> tuple[int, ...]:
        return tuple(k for k, level in enumerate(self.levels) if level is None)

    @property
    def player(self) -> int | None:
        """The one human seat of a solo game against the AI; None otherwise."""
        humans = self.humans
        return humans[0] if len(humans) == 1 and len(self.levels) > 1 else None

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

    def to_json(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_json(cls, data: Any) -> Entry:
        """An index's entry; TypeError or ValueError if its fields are not what `to_json`
        writes (the index is then made again from the records)."""
        if not isinstance(data, dict) or set(data) != {f for f in cls.__dataclass_fields__}:
            raise ValueError("not an entry")
        entry = cls(
            _typed(data["name"], str), _typed(data["game"], str), _typed(data["started"], str),
            _typed(data["ended"], str), tuple(_typed(s, str) for s in _items(data["seats"])),
            tuple(None if v is None else _typed(v, str) for v in _items(data["levels"])),
            tuple(_typed(v, int) for v in _items(data["scores"])),
            tuple(_typed(v, int) for v in _items(data["winners"])), _typed(data["moves"], int),
            _typed(data["finished"], bool),
            tuple(tuple((_typed(c, str), _typed(v, int)) for c, v in _items(seat))
                  for seat in _items(data["breakdown"])),
            None if data["aimed"] is None else float(_typed(data["aimed"], float)))
        if not len(entry.seats) == len(entry.levels) == len(entry.scores):
            raise ValueError("seats, levels and scores differ in length")
        return entry


def _items(value: Any) -> list[Any]:
    if not isinstance(value, list):
        raise TypeError("expected a list")
    return value


def _typed(value: Any, kind: type) -> Any:
    ok = isinstance(value, kind) and not (kind is not bool and isinstance(value, bool))
    if kind is float:
        ok = isinstance(value, int | float) and not isinstance(value, bool) \
            and math.isfinite(value)
    if not ok:
        raise TypeError(f"expected {kind.__name__}")
    return value


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


def parse_time(text: str) -> float | None:
    try:
        return float(calendar.timegm(time.strptime(text, "%Y-%m-%dT%H:%M:%SZ")))
    except (ValueError, TypeError, OverflowError):
        return None


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
    breakdown = tuple(tuple(part.items()) for part in outcome.breakdown) if outcome else ()
    return Entry(name, record.game, _meta_text(record, STARTED), _meta_text(record, ENDED),
                 _seat_labels(record), levels, tuple(int(s) for s in state.scores),
                 tuple(outcome.winners) if outcome else (), len(record.actions),
                 outcome is not None, breakdown, _aimed(record))


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
    value = record.meta.get(MATCH_ME)
    rating = value.get("rating") if isinstance(value, dict) else None
    if isinstance(rating, int | float) and not isinstance(rating, bool) and math.isfinite(rating):
        return float(rating)
    return None


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

    def load(self) -> Library:
        """Read every kept game (the index for those unchanged since it was made)."""
        self.entries, self.notes = [], []
        index = self._read_index()
        fresh: dict[str, Any] = {}
        for path in self._files():
            entry, stamp = self._entry(path, index)
            if entry is not None:
                self.entries.append(entry)
                fresh[path.name] = {"stamp": stamp, "entry": entry.to_json()}
        self.entries.sort(key=lambda e: (e.started, e.name))
        if fresh != index:
            self._write_index(fresh)
        return self

    def _files(self) -> list[Path]:
        """The .json files of the folder, the index and temporary files left out."""
        try:
            names = sorted(os.listdir(self.folder))
        except FileNotFoundError:
            return []
        except OSError as exc:
            self.notes.append(f"{FOLDER}: {exc.strerror or exc}")
            return []
        names = [n for n in names if n.endswith(".json") and n != INDEX_NAME
                 and not n.startswith(".")]
        if len(names) > MAX_FILES:
            self.notes.append(f"{len(names) - MAX_FILES} files past the first {MAX_FILES} "
                              f"were not read")
        return [self.folder / n for n in names[:MAX_FILES]]

    def _entry(self, path: Path, index: dict[str, Any]) -> tuple[Entry | None, list[int]]:
        stamp = _stamp(path)
        known = index.get(path.name)
        if isinstance(known, dict) and known.get("stamp") == stamp and stamp:
            try:
                entry = Entry.from_json(known.get("entry"))
                if entry.name == path.name and entry.game in self.games:
                    return entry, stamp
            except (TypeError, ValueError, KeyError):
                pass  # a damaged entry: the record says
        try:
            return entry_of(path.name, *read_game(path, self.games)), stamp
        except LibraryError as exc:
            self.notes.append(str(exc))
            return None, stamp

    def _read_index(self) -> dict[str, Any]:
        """The index's entries by file name; {} if it is missing or damaged in any way."""
        path = self.folder / INDEX_NAME
        try:
            if path.is_symlink():
                return {}
            data = parse_json(read_small_file(path, MAX_INDEX_BYTES).decode("utf-8"))
        except Exception:  # noqa: BLE001 - a bad index is only made again
            return {}
        if (not isinstance(data, dict) or data.get("format") != INDEX_FORMAT
                or data.get("version") != INDEX_VERSION or not isinstance(data.get("games"),
                                                                            dict)):
            return {}
        return data["games"]

    def _write_index(self, games: dict[str, Any]) -> None:
        text = json.dumps({"format": INDEX_FORMAT, "version": INDEX_VERSION, "games": games})
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


def _stamp(path: Path) -> list[int]:
    try:
        info = os.lstat(path)
    except OSError:
        return []
    return [info.st_size, info.st_mtime_ns] if stat.S_ISREG(info.st_mode) else []


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
    points: tuple[Point, ...]
    rating: Rating | None

    @property
    def win_rate(self) -> float:
        return self.wins / self.games if self.games else 0.0


def statistics(entries: Iterable[Entry], game: str,
               ratings: LevelRatings | None = None) -> GameStats:
    """The statistics of one game; `ratings` the levels' (default: the shipped ones)."""
    solo = [e for e in entries if e.game == game and e.player is not None]
    done = sorted((e for e in solo if e.finished), key=lambda e: (e.started, e.name))
    ratings = ratings if ratings is not None else shipped_or_none(game)
    scores = [e.scores[e.player] for e in done if e.player is not None]
    history = rating_history(done, ratings)
    return GameStats(
        game, len(done), sum(not e.finished for e in solo),
        sum(e.result() in ("won", "tied") for e in done), _by_level(done),
        sum(scores) / len(scores) if scores else None, max(scores) if scores else None,
        _categories(done),
        tuple(Point(e.started, e.scores[e.player] if e.player is not None else 0, e.result(), r)
              for e, r in zip(done, history, strict=True)),
        history[-1] if history else None)


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
    names: list[str] = []
    mine: dict[str, float] = {}
    theirs: dict[str, float] = {}
    for e in done:
        parts = [dict(seat) for seat in e.breakdown]
        if e.player is None or not parts:
            continue
        for category in parts[0]:
            if category not in names:
                names.append(category)
            mine[category] = mine.get(category, 0.0) + parts[e.player].get(category, 0)
            best = sum(parts[w].get(category, 0) for w in e.winners) / len(e.winners)
            theirs[category] = theirs.get(category, 0.0) + best
    n = sum(1 for e in done if e.breakdown and e.player is not None)
    return tuple((c, mine[c] / n, theirs[c] / n) for c in names)


def results_of(entry: Entry) -> list[tuple[str | float, float]]:
    """The player's results in a finished game against each rated AI seat: the opponent (a
    level's word, or the rating a Match-me seat aimed at) and 1, 0.5 or 0 by the scores (the
    winners break a tie of scores)."""
    seat = entry.player
    if seat is None or not entry.finished:
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
    """The player's rating after each finished game (None while no rated result is in)."""
    results: list[tuple[str | float, float]] = []
    history: list[Rating | None] = []
    for entry in done:
        results += _rated_results(entry, ratings)
        history.append(_rate(ratings, results))
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
    except RatingError:
        return None


def player_rating(data_dir: Path, game: str, games: Collection[str]) -> Rating | None:
    """The player's rating in a game from the library (None with no rated game yet): one fit
    of every rated result, not the statistics' rating after each game."""
    ratings = shipped_or_none(game)
    return _rate(ratings, [r for e in Library.of(data_dir, games).load().entries
                           if e.game == game and e.finished for r in _rated_results(e, ratings)])


# -- as text: --stats and Export list as CSV --------------------------------------------------


CSV_COLUMNS = ("date", "game", "players", "scores", "result", "moves", "minutes", "file")


def csv_rows(entries: Iterable[Entry]) -> list[list[str]]:
    """The list as CSV rows, a header first (English column names: a file for any program)."""
    rows = [list(CSV_COLUMNS)]
    for e in entries:
        minutes = e.minutes
        rows.append([e.started, e.game, "; ".join(e.seats), " ".join(map(str, e.scores)),
                     e.result(), str(e.moves), "" if minutes is None else f"{minutes:.1f}",
                     e.name])
    return rows


def stats_text(stats: GameStats, title: str) -> str:
    """The statistics of one game as plain text tables (python -m riverboat_qt --stats)."""
    lines = [title, "=" * len(title),
             f"games finished {stats.games}, abandoned {stats.abandoned}, won {stats.wins} "
             f"({stats.win_rate:.0%})"]
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
