"""'Match me' as a seat's choice: the settings keep the words, a game plays the concrete spec
ai.adaptive chose from the player's rating in the library, and its record says both.

Also the levels' ratings as the new-game dialog shows them beside each level."""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication

from ai.adaptive import Choice, NoMatch, match_me
from ai.level_ratings import InvalidRatings, shipped_ratings
from ai.levels import parse_spec
from ai.rating import Rating

from .i18n import fill
from .library import MATCH_ME, player_rating
from .seats import MATCH_ME_LEVEL, SeatConfig, level_name

RATING_STEP = 50  # a level's rating is shown to the nearest 50: it is known no closer


@dataclass(frozen=True)
class Matched:
    """The seats to play (Match me replaced by its spec) and what was chosen, if anything."""

    seats: list[SeatConfig]
    choice: Choice | None
    meta: dict[str, Any] | None  # the record's MATCH_ME entry


class RatingPending(Exception):  # noqa: N818 - not an error: a state to wait out
    """The player's rating is still being read from the library (on a thread): ask again."""


def choose(game: str, player: float | None) -> Choice | None:
    """The bot Match me plays in that game for that rating; None if the game's levels are not
    rated (then it plays Normal)."""
    try:
        return match_me(game, shipped_ratings(game), player)
    except (InvalidRatings, NoMatch):
        return None


def short_spec(choice: Choice, game: str) -> str:
    """The chosen spec, as a level with its one knob changed where that is the same bot
    ('normal:time=0.14'); else the whole spec."""
    kind, options = parse_spec(choice.spec, game)
    if choice.like != "greedy" and parse_spec(choice.like, game) == (kind, options):
        return choice.like.capitalize()  # a level itself: 'Normal'
    for knob in ("seconds", "temperature"):
        if knob in options:
            word = {"seconds": "time", "temperature": "temp"}[knob]
            short = f"{choice.like}:{word}={options[knob]:g}"
            try:
                if parse_spec(short, game) == (kind, options):
                    return short
            except ValueError:
                continue
    return choice.spec


def resolve(seats: list[SeatConfig], game: str, data_dir: Path,
            games: Collection[str]) -> Matched:
    """The seats a game plays: each Match-me seat the spec chosen for the player's rating."""
    if not any(not s.human and s.level == MATCH_ME_LEVEL for s in seats):
        return Matched(list(seats), None, None)
    rating = player_rating(data_dir, game, games)
    choice = choose(game, rating.rating if rating else None)
    spec = short_spec(choice, game) if choice is not None else "Normal"
    played = [SeatConfig(False, spec) if not s.human and s.level == MATCH_ME_LEVEL else s
              for s in seats]
    meta = None if choice is None else {
        "seats": [k for k, s in enumerate(seats) if not s.human and s.level == MATCH_ME_LEVEL],
        "rating": round(choice.rating, 1), "spec": spec, "sentence": choice.sentence,
        "player": None if rating is None else round(rating.rating, 1)}
    return Matched(played, choice, meta)


def record_meta(matched: Matched) -> dict[str, Any]:
    return {MATCH_ME: matched.meta} if matched.meta is not None else {}


def choice_words(choice: Choice | None, game: str) -> str:
    """What Match me plays, in a sentence of the window's language."""
    translate = QCoreApplication.translate
    if choice is None:
        return translate("Match", "Match me: the levels of this game are not rated, so it "
                                  "plays Normal.")
    _, options = parse_spec(choice.spec, game)
    like = level_name("Greedy" if choice.like == "greedy" else choice.like.capitalize())
    itself = "itself" in choice.sentence
    if "seconds" in options and not itself and choice.like not in ("easy", "greedy"):
        knob = fill(translate("Match", "up to {seconds} s a move"),
                    seconds=float(options["seconds"]))
        what = translate("Match", "like {level} with {knob}").format(level=like, knob=knob)
    elif "temperature" in options and not itself:
        knob = fill(translate("Match", "temperature {temperature}"),
                    temperature=float(options["temperature"]))
        what = translate("Match", "like {level} with {knob}").format(level=like, knob=knob)
    else:
        what = translate("Match", "{level} itself").format(level=like)
    if choice.expected < 0.45:
        what = translate("Match", "{what}, the strongest it plays").format(what=what)
    elif choice.expected > 0.55:
        what = translate("Match", "{what}, the weakest it plays").format(what=what)
    return translate("Match", "Match me plays at about {rating}: {what}.").format(
        rating=round(choice.rating), what=what)


def rating_words(level: str, game: str) -> str:
    """'about 1700', or 'not rated yet' (Hard until the ladder rates it): round words, as its
    interval (± 700 from the ladder's anchor) is wider than the gaps between levels."""
    rated = _shipped_rating(level, game)
    if rated is None:
        return QCoreApplication.translate("Match", "not rated yet")
    return QCoreApplication.translate("Match", "about {rating}").format(
        rating=round(rated.rating / RATING_STEP) * RATING_STEP)


def record_words(level: str, game: str) -> str:
    """How a level fared against the one below it on the ladder ('Against Normal it scored 31
    of 40 games'): what is sure of the levels' order; '' if the ladder has no such games."""
    try:
        pairs = shipped_ratings(game).pairs
    except InvalidRatings:
        return ""
    below = next((p for p in pairs if p.high == level.strip().lower()), None)
    if below is None:
        return ""
    return fill(QCoreApplication.translate(
        "Match", "Against {level} it scored {score:g} of {games} games (a tie counts half)."),
        level=level_name(below.low), score=float(below.high_score), games=below.games)


def _shipped_rating(level: str, game: str) -> Rating | None:
    try:
        return shipped_ratings(game).rating(level)
    except InvalidRatings:
        return None
