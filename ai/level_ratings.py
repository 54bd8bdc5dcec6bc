"""The levels' ratings as shipped data: ai/<game>/level_ratings.json.

bench/ladder.py fits them (ai.rating) from games between neighbours on a ladder and writes
them here; the window reads them to show each level's rating and to rate the player, and the
adaptive level (ai.adaptive) to pick its budget. The file says its game, each entrant's rating
with its 95% interval and games, each pair's games and score, the date and the command that
made it. Anything else, or anything damaged, is refused with InvalidRatings saying why.
"""

from __future__ import annotations

import json
import math
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from core.errors import InvalidState, parse_json, shown
from core.files import read_text_file, write_text_atomically
from core.package_data import data_path

from .rating import Rating, player_rating

RATINGS_FORMAT = "riverboat-qt-level-ratings"
RATINGS_VERSION = 1
RATINGS_FILE = "level_ratings.json"
RESOURCES = data_path("ai")  # beside each game's weights: ai/<game>/level_ratings.json
MAX_RATINGS_BYTES = 64 * 1024  # a ladder of five levels is under 2 KB
MAX_ENTRANTS = 32
MAX_RATING = 10_000.0  # the whole span from random play to perfect is a few thousand Elo
MAX_GAMES = 10_000_000
MAX_TEXT = 2_000  # a name, the date, the command


class InvalidRatings(InvalidState):
    """A level ratings file that is missing, damaged or of another game; the message says."""


@dataclass(frozen=True)
class PairGames:
    """The games two neighbours on the ladder played, and the stronger one's score in them."""

    low: str
    high: str
    games: int
    high_score: float


@dataclass(frozen=True)
class LevelRatings:
    """One game's ladder: ratings in ladder order (the first the anchor at 0)."""

    game: str
    ratings: tuple[Rating, ...]
    pairs: tuple[PairGames, ...]
    date: str
    command: str

    @classmethod
    def from_fit(cls, game: str, ladder: list[str], fitted: dict[str, Rating],
                 pairs: tuple[PairGames, ...], date: str, command: str) -> LevelRatings:
        return cls(game, tuple(fitted[name] for name in ladder), pairs, date, command)

    def rating(self, level: str) -> Rating | None:
        """A level's rating by its word ('normal'), or None if the ladder did not rate it."""
        return next((r for r in self.ratings if r.name == level.strip().lower()), None)

    def known(self) -> dict[str, float]:
        """Each rated entrant's rating, as ai.rating.player_rating takes them."""
        return {r.name: r.rating for r in self.ratings}

    def span(self) -> tuple[float, float]:
        """The lowest and the highest rating of the ladder."""
        values = [r.rating for r in self.ratings]
        return min(values), max(values)

    def rate_player(self, results: Sequence[tuple[str | float, float]]) -> Rating:
        """The player's rating in this game from (level, score) pairs, a level by its word or
        name ('Normal') or a rating itself; RatingError for a level the ladder did not rate."""
        named = [(o.strip().lower() if isinstance(o, str) else o, s) for o, s in results]
        return player_rating(named, self.known(), name="you")

    def to_json(self) -> str:
        return json.dumps({
            "format": RATINGS_FORMAT, "version": RATINGS_VERSION, "game": self.game,
            "scale": "Elo (400 log10), anchored at the first entrant; 95% intervals from the "
                     "observed information; one virtual tie a pair",
            "levels": [{"level": r.name, "rating": round(r.rating, 1), "low": round(r.low, 1),
                        "high": round(r.high, 1), "games": r.games} for r in self.ratings],
            "pairs": [{"low": p.low, "high": p.high, "games": p.games,
                       "high_score": p.high_score} for p in self.pairs],
            "date": self.date, "command": self.command}, indent=1) + "\n"


def ratings_path(game: str) -> Path:
    """ai/<game's folder>/level_ratings.json, beside its weights (the-river: the_river)."""
    return RESOURCES / game.replace("-", "_") / RATINGS_FILE


def write_ratings(path: Path, ratings: LevelRatings) -> None:
    """Write the file atomically (a temporary file renamed over it); OSError says why not."""
    write_text_atomically(path, ratings.to_json())


def shipped_ratings(game: str) -> LevelRatings:
    """The ratings the program ships for a game; InvalidRatings if missing or damaged."""
    return read_ratings(ratings_path(game), game)


def read_ratings(path: Path, game: str) -> LevelRatings:
    """A ratings file of that game, every field checked; InvalidRatings naming the problem."""
    try:
        data = parse_json(read_text_file(path, MAX_RATINGS_BYTES, path.name))
    except InvalidRatings:
        raise
    except InvalidState as exc:
        raise InvalidRatings(str(exc)) from None
    return parse_ratings(data, game, path.name)


def parse_ratings(data: Any, game: str, where: str = "level ratings") -> LevelRatings:
    """The ratings from parsed JSON; InvalidRatings for anything not written by the ladder."""
    if not isinstance(data, dict) or data.get("format") != RATINGS_FORMAT:
        raise InvalidRatings(f"{where}: not a level ratings file (no format {RATINGS_FORMAT!r})")
    if data.get("version") != RATINGS_VERSION:
        raise InvalidRatings(f"{where}: version {shown(data.get('version'))}, "
                             f"this program reads version {RATINGS_VERSION}")
    if data.get("game") != game:
        raise InvalidRatings(f"{where}: the ratings of {shown(data.get('game'))}, not {game!r}")
    ratings = tuple(_rating(where, item) for item in _list(where, data, "levels"))
    names = [r.name for r in ratings]
    if len(set(names)) != len(names):
        raise InvalidRatings(f"{where}: a level is rated twice")
    if ratings[0].rating != 0.0:
        raise InvalidRatings(f"{where}: the first level is the anchor and must be rated 0")
    pairs = tuple(_pair(where, item, names) for item in _list(where, data, "pairs"))
    return LevelRatings(game, ratings, pairs, _text(where, data, "date"),
                        _text(where, data, "command"))


def _list(where: str, data: dict[str, Any], key: str) -> list[Any]:
    value = data.get(key)
    if not isinstance(value, list) or not 0 < len(value) <= MAX_ENTRANTS:
        raise InvalidRatings(f"{where}: {key!r} must be a list of 1 to {MAX_ENTRANTS} items")
    return value


def _text(where: str, data: dict[str, Any], key: str) -> str:
    value = data.get(key)
    if not isinstance(value, str) or not 0 < len(value) <= MAX_TEXT:
        raise InvalidRatings(f"{where}: {key!r} must be a text of 1 to {MAX_TEXT} characters")
    return value


def _number(where: str, data: dict[str, Any], key: str) -> float:
    value = data.get(key)
    if (not isinstance(value, int | float) or isinstance(value, bool)
            or not math.isfinite(value) or abs(value) > MAX_RATING):
        raise InvalidRatings(f"{where}: {key!r} must be a finite number within "
                             f"{MAX_RATING:g} of 0, not {shown(value)}")
    return float(value)


def _count(where: str, data: dict[str, Any], key: str) -> int:
    value = data.get(key)
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= MAX_GAMES:
        raise InvalidRatings(f"{where}: {key!r} must be a whole number of games, "
                             f"not {shown(value)}")
    return value


def _rating(where: str, item: Any) -> Rating:
    if not isinstance(item, dict):
        raise InvalidRatings(f"{where}: each level must be a JSON object")
    rating = Rating(_text(where, item, "level"), _number(where, item, "rating"),
                    _number(where, item, "low"), _number(where, item, "high"),
                    _count(where, item, "games"))
    if not rating.low <= rating.rating <= rating.high:
        raise InvalidRatings(f"{where}: the rating of {rating.name!r} is outside its interval")
    return rating


def _pair(where: str, item: Any, names: list[str]) -> PairGames:
    if not isinstance(item, dict):
        raise InvalidRatings(f"{where}: each pair must be a JSON object")
    low, high = _text(where, item, "low"), _text(where, item, "high")
    if low not in names or high not in names or low == high:
        raise InvalidRatings(f"{where}: a pair must join two different rated levels")
    games = _count(where, item, "games")
    score = _number(where, item, "high_score")
    if not 0 <= score <= games:
        raise InvalidRatings(f"{where}: the score of {low!r} vs {high!r} is not 0 to its games")
    return PairGames(low, high, games, score)
