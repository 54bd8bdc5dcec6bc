"""Ratings on the Elo scale from game results: the levels' ladder and the player's own rating.

The model is Bradley-Terry on the Elo scale: A scores against B on average
1 / (1 + 10 ** ((R_B - R_A) / 400)). A win counts 1, a tie half a win (its score, 0.5).
`fit` finds every entrant's rating at once by maximum likelihood (Newton's method), with one
entrant held at 0 (the anchor); `player_rating` finds one rating against entrants whose ratings
are fixed. Both intervals are 95% Wald intervals from the observed information (the inverse of
the negated Hessian of the log-posterior at the fit), so they say how well the games pin a
rating down, relative to the anchor.

The prior: each pair of entrants that met gets `prior_ties` virtual tied games (one by default,
BayesElo's virtual draws), and the player `prior_ties` against the mean rating of the opponents
in the player's games (so the prior weighs the same however many opponents). Without it a sweep
(Easy won all 40 games against Random) has no finite maximum; with it a sweep of n games reads
as 400 log10((n + 0.5) / 0.5) Elo (763 for 40), and every further win moves a rating less.

Pure functions over plain data; RatingError says what is wrong with bad input.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import numpy as np

# numpy is imported by the functions of the ladder's fit that use it, not here: the player's
# rating (the window's, --stats') needs none, and a start that reads the library stays quick.

ELO = 400 / math.log(10)  # Elo points per unit of log-odds
Z95 = 1.959963984540054  # the normal quantile of a two-sided 95% interval
PRIOR_TIES = 1.0  # virtual tied games per pair that met
MAX_ITERATIONS = 100
TOLERANCE = 1e-9  # log-odds: far below a thousandth of an Elo point
MAX_OPPONENT = 10_000.0  # Elo: an opponent's rating beyond this is refused (not a level's)
RUNNING_TOLERANCE = 1e-6  # log-odds: a ten-thousandth of an Elo point, for each game's rating
REACH = 20.0  # log-odds (3,474 Elo): a player's rating stays this near its opponents'


class RatingError(ValueError):
    """Results that cannot be rated: a bad score, an unknown name, entrants never linked."""


@dataclass(frozen=True)
class Result:
    """One game between two entrants: the first's score, 1 a win, 0.5 a tie, 0 a loss."""

    first: str
    second: str
    score: float


@dataclass(frozen=True)
class Rating:
    """A rating on the Elo scale with its 95% interval and the games behind it."""

    name: str
    rating: float
    low: float
    high: float
    games: int

    @property
    def spread(self) -> float:
        """Half the interval's width: the '± 60' a rating is shown with."""
        return (self.high - self.low) / 2

    def __str__(self) -> str:
        return (f"{self.name} {self.rating:.0f} [{self.low:.0f}, {self.high:.0f}]"
                f" ({self.games} games)")


def expected_score(rating: float, opponent: float) -> float:
    """The average score of a player of `rating` against one of `opponent` (a tie is half)."""
    return 1.0 / (1.0 + math.pow(10.0, (opponent - rating) / 400.0))


def fit(results: Iterable[Result], anchor: str,
        prior_ties: float = PRIOR_TIES) -> dict[str, Rating]:
    """Every entrant's rating, the anchor's 0, by maximum likelihood with the virtual ties."""
    import numpy as np

    games = list(results)
    names = _entrants(games, anchor)
    _check_prior(prior_ties)
    index = {name: i for i, name in enumerate(names)}
    won, met = _tables(games, index, prior_ties)
    _check_linked(names, met, anchor)
    free = [i for i, name in enumerate(names) if name != anchor]
    try:
        theta = _newton_fit(won, met, free)
        spread = _standard_errors(theta, met, free)
    except (np.linalg.LinAlgError, ArithmeticError) as exc:
        raise RatingError(f"the ratings cannot be fitted from these results ({exc})") from None
    played = (met.sum(axis=1) - prior_ties * (met > 0).sum(axis=1)).round().astype(int)
    return {name: _rating(name, theta[i], spread[i], int(played[i])) for name, i in index.items()}


def player_rating(results: Sequence[tuple[str | float, float]], known: Mapping[str, float],
                  name: str = "player", prior_ties: float = PRIOR_TIES) -> Rating:
    """A player's rating from (opponent, score) pairs against opponents of fixed rating: an
    entrant's name in known, or a rating itself (a game against 'Match me' at 1450). Any
    input it cannot rate, however extreme, is a RatingError, never another exception."""
    if not results:
        raise RatingError("a player with no games has no rating yet")
    _check_prior(prior_ties)
    tally: dict[float, list[float]] = {}  # opponent (log-odds) -> [games, score]
    for opponent, score in results:
        row = tally.setdefault(_known(known, opponent), [0.0, 0.0])
        row[0] += 1.0
        row[1] += _score(score)
    middle = sum(o * n for o, (n, _) in tally.items()) / len(results)
    theta, information = _newton_one(tally, middle, prior_ties, middle)
    return _rating(name, theta, 1.0 / math.sqrt(information), len(results))


class RunningRating:
    """The player's rating after each game, in time linear in the games: the results are
    summed by opponent (rounded to `grain` Elo, so their number stays bounded), and each fit
    warm-starts Newton's method from the rating before: a game costs a few vector steps."""

    def __init__(self, known: Mapping[str, float], name: str = "player",
                 prior_ties: float = PRIOR_TIES, grain: float = 1.0) -> None:
        _check_prior(prior_ties)
        self.known, self.name, self.prior_ties = known, name, prior_ties
        self.grain = grain / ELO
        self.where: dict[float, int] = {}  # an opponent (log-odds) -> its row
        self.opponents: list[float] = []
        self.played: list[float] = []
        self.scored = 0.0
        self.games = 0
        self.total = 0.0  # the sum of the opponents' ratings (log-odds), for the prior
        self.theta: float | None = None

    def add(self, results: Sequence[tuple[str | float, float]]) -> None:
        """One game's results; RatingError (and nothing added) if one is bad."""
        checked = [(_known(self.known, o), _score(s)) for o, s in results]
        for opponent, score in checked:
            key = round(opponent / self.grain) * self.grain
            if key not in self.where:
                self.where[key] = len(self.opponents)
                self.opponents.append(key)
                self.played.append(0.0)
            self.played[self.where[key]] += 1.0
            self.scored += score
            self.total += opponent
            self.games += 1

    def rating(self) -> Rating | None:
        """The rating now; None before any result."""
        if not self.games:
            return None
        middle = self.total / self.games
        low = min(min(self.opponents), middle) - REACH
        high = max(max(self.opponents), middle) + REACH
        theta = min(max(self.theta if self.theta is not None else middle, low), high)
        w = self.prior_ties
        rows = list(zip(self.opponents, self.played, strict=True))
        for _ in range(MAX_ITERATIONS):
            expected = information = 0.0
            for opponent, played in rows:
                q = 1.0 / (1.0 + math.exp(opponent - theta))  # within REACH: no overflow
                expected += played * q
                information += played * q * (1.0 - q)
            prior = _logistic(theta - middle)
            gradient = self.scored - expected + w * (0.5 - prior)
            information += w * prior * (1 - prior)
            if not information > 0.0 or not math.isfinite(gradient / information):
                raise RatingError("the player's rating cannot be fitted from these results")
            step = max(-2.0, min(2.0, gradient / information))
            theta = min(max(theta + step, low), high)
            if abs(step) < RUNNING_TOLERANCE:
                self.theta = theta
                return _rating(self.name, theta, 1.0 / math.sqrt(information), self.games)
        raise RatingError("the player's rating did not settle in 100 steps")


def _rating(name: str, theta: float, spread: float, games: int) -> Rating:
    centre = float(theta) * ELO
    half = Z95 * float(spread) * ELO
    return Rating(name, centre, centre - half, centre + half, games)


def _entrants(games: list[Result], anchor: str) -> list[str]:
    """The entrants' names in order of appearance, every result checked."""
    if not games:
        raise RatingError("no results to rate")
    names: dict[str, None] = {}
    for number, game in enumerate(games, start=1):
        if not isinstance(game, Result):
            raise RatingError(f"result {number} is a {type(game).__name__}, not a Result")
        for name in (game.first, game.second):
            if not isinstance(name, str) or not name:
                raise RatingError(f"result {number}: an entrant's name must be a text")
            names[name] = None
        if game.first == game.second:
            raise RatingError(f"result {number}: {game.first!r} cannot play itself")
        _score(game.score)
    if anchor not in names:
        raise RatingError(f"the anchor {anchor!r} played none of the games")
    return list(names)


def _score(score: object) -> float:
    if (not isinstance(score, int | float) or isinstance(score, bool)
            or not math.isfinite(score) or not 0.0 <= score <= 1.0):
        raise RatingError(f"a score must be a number from 0 to 1 (1 a win, 0.5 a tie), "
                          f"not {score!r}")
    return float(score)


def _known(known: Mapping[str, float], opponent: object) -> float:
    """An opponent's rating in log-odds: by name, or given as a number."""
    if isinstance(opponent, int | float) and not isinstance(opponent, bool):
        rating: object = opponent
    else:
        rating = known.get(opponent) if isinstance(opponent, str) else None
    if rating is None:
        raise RatingError(f"no rating is known for the opponent {opponent!r}")
    if (not isinstance(rating, int | float) or isinstance(rating, bool)
            or not math.isfinite(rating) or abs(rating) > MAX_OPPONENT):
        raise RatingError(f"the rating of {opponent!r} must be a finite number within "
                          f"{MAX_OPPONENT:g} of 0, not {rating!r}")
    return float(rating) / ELO


def _check_prior(prior_ties: float) -> None:
    if not isinstance(prior_ties, int | float) or not 0.0 < prior_ties < math.inf:
        raise RatingError(f"prior_ties must be a positive number (virtual tied games), "
                          f"not {prior_ties!r}: without it a sweep has no finite rating")


def _tables(games: list[Result], index: dict[str, int],
            prior_ties: float) -> tuple[np.ndarray, np.ndarray]:
    """won[i, j]: i's score against j; met[i, j]: their games; the virtual ties added."""
    import numpy as np

    size = len(index)
    won = np.zeros((size, size))
    met = np.zeros((size, size))
    for game in games:
        i, j = index[game.first], index[game.second]
        won[i, j] += game.score
        won[j, i] += 1.0 - game.score
        met[i, j] += 1.0
        met[j, i] += 1.0
    pairs = met > 0
    return won + pairs * (prior_ties / 2), met + pairs * prior_ties


def _check_linked(names: list[str], met: np.ndarray, anchor: str) -> None:
    """Every entrant must be joined to the anchor by a chain of games, or its rating is free."""
    import numpy as np

    reached = {names.index(anchor)}
    frontier = list(reached)
    while frontier:
        i = frontier.pop()
        for j in np.nonzero(met[i])[0]:
            if int(j) not in reached:
                reached.add(int(j))
                frontier.append(int(j))
    apart = [name for i, name in enumerate(names) if i not in reached]
    if apart:
        raise RatingError(f"{', '.join(map(repr, apart))} never met {anchor!r} or anyone who "
                          f"did, so nothing places them on its scale")


def _gradient_hessian(theta: np.ndarray, won: np.ndarray,
                      met: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """The log-likelihood's gradient and Hessian in log-odds units."""
    import numpy as np

    p = 1.0 / (1.0 + np.exp(theta[None, :] - theta[:, None]))  # p[i, j]: i beats j
    gradient = (won - met * p).sum(axis=1)
    curvature = met * p * (1.0 - p)
    hessian = curvature - np.diag(curvature.sum(axis=1))
    return gradient, hessian


def _log_likelihood(theta: np.ndarray, won: np.ndarray) -> float:
    import numpy as np

    diff = theta[:, None] - theta[None, :]
    return float(-(won * np.logaddexp(0.0, -diff)).sum())


def _newton_fit(won: np.ndarray, met: np.ndarray, free: list[int]) -> np.ndarray:
    """The maximum of the (concave) log-likelihood over the free entrants, halving a step
    that does not climb."""
    import numpy as np

    theta = np.zeros(len(won))
    for _ in range(MAX_ITERATIONS):
        gradient, hessian = _gradient_hessian(theta, won, met)
        step = np.zeros_like(theta)
        step[free] = np.linalg.solve(-hessian[np.ix_(free, free)], gradient[free])
        now = _log_likelihood(theta, won)
        scale = 1.0
        while _log_likelihood(theta + scale * step, won) < now - 1e-12 and scale > 1e-6:
            scale /= 2
        theta = theta + scale * step
        if np.max(np.abs(scale * step)) < TOLERANCE:
            return theta
    raise RatingError("the fit did not settle in 100 steps (results too extreme to rate)")


def _standard_errors(theta: np.ndarray, met: np.ndarray, free: list[int]) -> np.ndarray:
    """Each rating's standard error from the inverse observed information (the anchor's 0)."""
    import numpy as np

    _, hessian = _gradient_hessian(theta, np.zeros_like(met), met)
    covariance = np.linalg.inv(-hessian[np.ix_(free, free)])
    spread = np.zeros(len(theta))
    spread[free] = np.sqrt(np.diag(covariance))
    return spread


def _newton_one(tally: Mapping[float, list[float]], middle: float, prior_ties: float,
                start: float) -> tuple[float, float]:
    """One rating (log-odds) against fixed opponents, summed as opponent -> [games, score],
    with `prior_ties` virtual ties against `middle`, and its observed information. The rating
    is held within REACH of the opponents, so no step can overflow."""
    rows = [(o, n, s) for o, (n, s) in tally.items()] + [(middle, prior_ties, prior_ties / 2)]
    low = min(o for o, _, _ in rows) - REACH
    high = max(o for o, _, _ in rows) + REACH
    theta = min(max(start, low), high)
    for _ in range(MAX_ITERATIONS):
        gradient = information = 0.0
        for opponent, games, score in rows:
            q = _logistic(theta - opponent)
            gradient += score - games * q
            information += games * q * (1.0 - q)
        if not information > 0.0 or not math.isfinite(gradient / information):
            raise RatingError("the player's rating cannot be fitted from these results")
        step = max(-2.0, min(2.0, gradient / information))  # 2 log-odds: 870 Elo at most
        theta = min(max(theta + step, low), high)
        if abs(step) < TOLERANCE:
            return theta, information
    raise RatingError("the player's rating did not settle in 100 steps")


def _logistic(x: float) -> float:
    """1 / (1 + e^-x) without overflow for any finite x."""
    if x >= 0:
        return 1.0 / (1.0 + math.exp(-x))
    e = math.exp(x)
    return e / (1.0 + e)
