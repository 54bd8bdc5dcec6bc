"""'Match me': a bot between Easy and Hard whose expected score against the player is near even.

On the Elo scale two players of the same rating score 50% each, so the bot aims at the
player's rating (ai.rating.player_rating), held between Easy's and Hard's ratings (the ladder's,
ai.level_ratings). Between two rated levels it interpolates the one knob that separates them:
- two greedy bots (Easy, greedy:temp=0.5, and Greedy, temp 0): the temperature, linearly in
  the rating;
- a greedy bot and a search (Greedy and Normal): the search's spec with its thinking time
  from MIN_SECONDS up to its own, and
- two searches (Normal and Hard): the weaker's spec with its time up to the stronger's,
  both evenly in the logarithm of the time, the usual rule for a search (each doubling of the
  time worth about the same rating). Only the rated levels' own specs are measured; a spec in
  between is the model's guess, which the ladder can check by rating it.
A ladder that stops short (Hard not rated yet) is followed up to its strongest rated level.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from .level_ratings import LevelRatings
from .levels import level_spec, merged, parse_spec
from .rating import expected_score

# The levels it moves between, weakest first (Easy is weaker than Greedy: docs/ai.md).
RANGE: tuple[str, ...] = ("easy", "greedy", "normal", "hard")
MIN_SECONDS = 0.05  # the search's time where it is taken to play about as Greedy does


class NoMatch(ValueError):
    """The ratings rate no level 'Match me' can play: Easy, at least, must be rated."""


@dataclass(frozen=True)
class Choice:
    """The bot 'Match me' plays: its spec, the rating it aims at, and what it says it chose."""

    spec: str
    rating: float  # the rating the bot is expected to play at (interpolated between levels)
    expected: float  # its expected score against the player (0.5 unless out of range)
    like: str  # the rated level nearest to it ('normal')
    sentence: str


@dataclass(frozen=True)
class _Point:
    word: str
    spec: str
    rating: float


def match_me(game: str, ratings: LevelRatings, player: float | None) -> Choice:
    """The bot for a player of that rating (None: no games yet, so Normal's rating, or the
    middle of the rated range)."""
    if ratings.game != game:
        raise NoMatch(f"the ratings are {ratings.game!r}'s, not {game!r}'s")
    points = _points(game, ratings)
    low, high = points[0].rating, points[-1].rating
    start = ratings.rating("normal")
    wanted = player if player is not None else (start.rating if start else (low + high) / 2)
    if not math.isfinite(wanted):
        raise NoMatch(f"a player's rating must be a finite number, not {wanted!r}")
    target = min(max(wanted, low), high)
    spec, like, knob = _between(points, target)
    expected = expected_score(target, player) if player is not None else 0.5
    return Choice(spec, target, expected, like, _sentence(target, like, knob, wanted, low, high))


def _points(game: str, ratings: LevelRatings) -> list[_Point]:
    """The rated levels of RANGE in order, each stronger than the one before (a level the
    ladder measured out of order is left out: nothing lies between it and its neighbour)."""
    points: list[_Point] = []
    for word in RANGE:
        rated = ratings.rating(word)
        if rated is not None and (not points or rated.rating > points[-1].rating):
            spec = "greedy" if word == "greedy" else level_spec(word, game)
            points.append(_Point(word, spec, rated.rating))
    if not points or points[0].word != "easy":
        raise NoMatch(f"the ratings of {game} do not rate Easy, where 'Match me' starts")
    return points


def _between(points: list[_Point], target: float) -> tuple[str, str, str]:
    """The spec at that rating, the nearest level's word, and the knob in words."""
    for low, high in zip(points, points[1:], strict=False):
        if target < high.rating:
            share = (target - low.rating) / (high.rating - low.rating)
            return _interpolated(low, high, share) if share > 0 else _own(low)
    return _own(points[-1])


def _own(point: _Point) -> tuple[str, str, str]:
    return point.spec, point.word, ""


def _interpolated(low: _Point, high: _Point, share: float) -> tuple[str, str, str]:
    """The spec a share of the way from low to high, the level it is a variant of, and its
    knob in words."""
    low_kind, low_options = parse_spec(low.spec)
    high_kind, high_options = parse_spec(high.spec)
    if low_kind == high_kind == "greedy":
        start = low_options.get("temperature", 0.0)
        end = high_options.get("temperature", 0.0)
        temp = round(start + (end - start) * share, 2)
        like = low.word if share < 0.5 else high.word
        return merged(low.spec, f"temp={temp:g}"), like, f"temperature {temp:g}"
    if high_kind != "mcts":
        raise NoMatch(f"no knob lies between {low.spec!r} and {high.spec!r}")
    base = high if low_kind != "mcts" else low
    start = low_options.get("seconds") or MIN_SECONDS
    end = high_options.get("seconds") or start
    seconds = round(start * (end / start) ** share, 2)
    return merged(base.spec, f"time={seconds:g}"), base.word, f"{seconds:g} s a move"


def _sentence(target: float, like: str, knob: str, wanted: float, low: float,
              high: float) -> str:
    """'Match me: about 1450, like Normal with 0.6 s a move'."""
    name = "Greedy" if like == "greedy" else like.capitalize()
    what = f"like {name} with {knob}" if knob else f"{name} itself"
    if wanted < low:
        what += ", the weakest it plays"
    elif wanted > high:
        what += ", the strongest it plays"
    return f"Match me: about {target:.0f}, {what}"
