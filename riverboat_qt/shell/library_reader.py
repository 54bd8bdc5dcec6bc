"""File > Games's reading of the library, in a process of its own: the window's thread is never
kept waiting by it.

A reading thread shared the interpreter with the window: each time the system gave the thread's
core to another program while it held the interpreter, the window waited for it too (gaps of
71-129 ms at load 3.5 on 2 cores, measured with bench/library.py). A process holds no lock the
window needs. It reads the library (`Library.load`: the index, or every record replayed), makes
the list's orders and each game's statistics, and hands them over in small messages that the
window takes a few milliseconds at a time. Qt-free: the process never loads Qt.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from dataclasses import astuple, dataclass, field, replace
from functools import partial
from multiprocessing.connection import Connection
from pathlib import Path
from typing import Any

from ai.rating import Rating

from .library import Entry, GameStats, Library, Point, sorted_in_steps, statistics

COLUMNS = 6
OPPONENT_KEY = COLUMNS  # where sort_keys keeps the opponents' level
FIRST_SCREEN = 100  # the rows whose words are made before the first paint: a tall window's
CHUNK = 250  # entries or points a message: about 1 ms for the window to take in
LISTED = ("games", "opponents", "practice")  # a Listing's lists sent a message each
PROGRESS_EVERY_S = 0.1  # progress said ten times a second at most


def sort_keys(e: Entry) -> tuple[Any, ...]:
    """Each column's sort key of an entry (made once, where the library is read)."""
    return (e.started or e.name, e.game, ", ".join(e.seats),
            e.scores[e.player] if e.player is not None else max(e.scores, default=0),
            (e.practice != "", e.result()), e.moves, e.opponent_level())


@dataclass(frozen=True)
class Listing:
    """What the list needs of the entries, made where the library is read so that no sort or
    filter walks them in Python on the window's thread: at 50,000 games one such walk held the
    window 100 ms (measured). `orders[c]`: the entries' positions by column c, ascending (the
    name breaks ties, so descending is its reverse); one value a position for each filter."""

    keys: list[tuple[Any, ...]] = field(default_factory=list)
    orders: list[list[int]] = field(default_factory=lambda: [[] for _ in range(COLUMNS)])
    games: list[str] = field(default_factory=list)
    opponents: list[str] = field(default_factory=list)
    practice: list[bool] = field(default_factory=list)
    # the words of the rows shown first (the newest games), by position, so that the list's
    # first paint only draws them (a third of its time)
    texts: dict[int, tuple[str, ...]] = field(default_factory=dict)

    def with_first_texts(self, row_texts: Callable[[int], tuple[str, ...]]) -> Listing:
        """This listing, with the words of the FIRST_SCREEN newest games made."""
        newest = self.orders[0][::-1][:FIRST_SCREEN] if self.orders[0] else []
        return replace(self, texts={k: row_texts(k) for k in newest})

    @classmethod
    def of(cls, entries: list[Entry]) -> Listing:
        keys = [sort_keys(e) for e in entries]
        names = [e.name for e in entries]
        positions = list(range(len(entries)))  # one int object each, shared by the orders

        def ascending(column: int) -> list[int]:
            return sorted_in_steps(positions, key=lambda k: (keys[k][column], names[k]))

        return cls(keys, [ascending(column) for column in range(COLUMNS)],
                   [e.game for e in entries], [k[OPPONENT_KEY] for k in keys],
                   [e.practice != "" for e in entries])


@dataclass
class Loaded:
    """What the reading hands the window: the library read, each entry's sort keys, each
    game's statistics."""

    library: Library
    listing: Listing
    stats: dict[str, GameStats]


def read(library: Library, games: list[str], progress: Callable[[int, int], None] | None = None,
         stop: Callable[[], bool] | None = None) -> Loaded:
    """The library read, its listing and each game's statistics (the chart's points made)."""
    library.load(progress, stop)
    stats = {game: settled(statistics(library.entries, game)) for game in games}
    return Loaded(library, Listing.of(library.entries), stats)


def settled(stats: GameStats) -> GameStats:
    """The statistics with the chart's points made, kept as plain data (a process sends it)."""
    return replace(stats, history=partial(tuple, stats.points))


def messages(loaded: Loaded) -> Iterator[tuple[Any, ...]]:
    """A Loaded as small messages of plain tuples (each a few ms to take in): the entries and
    their sort keys, the orders, the chart's points, then the rest ("done"); `Receiver` puts
    them together again."""
    entries, listing = loaded.library.entries, loaded.listing
    for k in range(0, len(entries), CHUNK):
        yield ("entries", [tuple(e) for e in entries[k:k + CHUNK]], listing.keys[k:k + CHUNK])
    for column, order in enumerate(listing.orders):
        yield ("order", column, order)
    for game, found in loaded.stats.items():
        points = found.points
        for k in range(0, len(points), CHUNK):
            yield ("points", game, [_point_values(p) for p in points[k:k + CHUNK]])
    for name in LISTED:
        yield ("listed", name, getattr(listing, name))
    yield ("done", loaded.library.folder, loaded.library.notes,
           replace(listing, keys=[], orders=[], games=[], opponents=[], practice=[]),
           {game: replace(found, history=tuple) for game, found in loaded.stats.items()})


def _point_values(point: Point) -> tuple[Any, ...]:
    rating = point.rating
    return (point.started, point.score, point.result,
            None if rating is None else astuple(rating))


class Receiver:
    """The messages of `messages`, taken one at a time, put together into a Loaded."""

    def __init__(self, games: list[str]) -> None:
        self.games = games
        self.entries: list[Entry] = []
        self.keys: list[tuple[Any, ...]] = []
        self.orders: list[list[int]] = [[] for _ in range(COLUMNS)]
        self.points: dict[str, list[Point]] = {}
        self.listed: dict[str, list[Any]] = {}
        self.loaded: Loaded | None = None

    def _listing(self, rest: Listing) -> Listing:
        listed = self.listed
        return replace(rest, keys=self.keys, orders=self.orders, games=listed.get("games", []),
                       opponents=listed.get("opponents", []),
                       practice=listed.get("practice", []))

    def take(self, message: tuple[Any, ...]) -> None:
        kind = message[0]
        if kind == "entries":
            self.entries += [Entry(*values) for values in message[1]]
            self.keys += message[2]
        elif kind == "order":
            self.orders[message[1]] = message[2]
        elif kind == "listed" and message[1] in LISTED:
            self.listed[message[1]] = message[2]
        elif kind == "points":
            self.points.setdefault(message[1], []).extend(
                Point(started, score, result, None if rating is None else Rating(*rating))
                for started, score, result, rating in message[2])
        elif kind == "done":
            _, folder, notes, listing, stats = message
            library = Library(folder, self.games, self.entries, notes)
            self.loaded = Loaded(library, self._listing(listing),
                                 {game: replace(found, history=partial(
                                     tuple, self.points.get(game, ())))
                                  for game, found in stats.items()})


def throttled(say: Callable[[int, int], None]) -> Callable[[int, int], None]:
    """A progress(done, total) that passes on PROGRESS_EVERY_S at most, and the last always."""
    last = [0.0]

    def progress(done: int, total: int) -> None:
        now = time.monotonic()
        if done == total or now - last[0] > PROGRESS_EVERY_S:
            last[0] = now
            say(done, total)

    return progress


def serve(link: Connection, folder: Path, games: list[str], stop: Any) -> None:
    """The reading process: the library read, with its progress, sent over `link`; `stop`
    (an Event) set ends it early, nothing sent."""
    try:
        loaded = read(Library(folder, games), games,
                      throttled(lambda done, total: link.send(("progress", done, total))),
                      stop.is_set)
        for message in messages(loaded):
            if stop.is_set():
                return
            link.send(message)
    except (BrokenPipeError, EOFError, OSError):
        return  # the window went away
    finally:
        link.close()
