"""ai.rating: the fit recovers known strengths; the player's rating follows the results."""

from __future__ import annotations

import math
import random

import pytest

from ai.rating import (
    Rating,
    RatingError,
    Result,
    RunningRating,
    expected_score,
    fit,
    player_rating,
)

TRUE = {"a": 0.0, "b": 150.0, "c": 300.0, "d": 550.0}  # a ladder with a wide step at the top


def simulated(true: dict[str, float], games: int, seed: int, ties: float = 0.0) -> list[Result]:
    """Seeded Bradley-Terry games between neighbours: each ends in a tie with chance `ties`,
    else the first wins with the model's chance of a decided game."""
    rng = random.Random(seed)
    names = list(true)
    results = []
    for low, high in zip(names, names[1:], strict=False):
        p = expected_score(true[low], true[high])
        for _ in range(games):
            score = 0.5 if rng.random() < ties else float(rng.random() < p)
            results.append(Result(low, high, score))
    return results


def test_the_fit_recovers_known_strengths_within_its_intervals() -> None:
    """Over 20 seeded ladders of 300 games a pair, the 95% intervals hold the true ratings
    about 95% of the time (at least 85% of the 60 intervals: a binomial(60, 0.95) falls below
    51 about once in 200), and each rating's mean error over the 20 is within three standard
    errors of that mean (the interval's half-width / 1.96 / sqrt(20)): no bias beyond chance."""
    covered, total = 0, 0
    errors: dict[str, list[float]] = {name: [] for name in TRUE}
    spreads: dict[str, list[float]] = {name: [] for name in TRUE}
    for seed in range(20):
        ratings = fit(simulated(TRUE, 300, seed), anchor="a")
        for name in ("b", "c", "d"):
            r = ratings[name]
            covered += r.low <= TRUE[name] <= r.high
            total += 1
            errors[name].append(r.rating - TRUE[name])
            spreads[name].append((r.high - r.low) / 2 / 1.96)
    assert covered >= 0.85 * total
    for name in ("b", "c", "d"):
        mean_error = sum(errors[name]) / 20
        standard_error = sum(spreads[name]) / 20 / math.sqrt(20)
        assert abs(mean_error) < 3 * standard_error, (name, mean_error, standard_error)


def test_the_anchor_is_zero_and_moving_it_shifts_every_rating_alike() -> None:
    results = simulated(TRUE, 100, seed=5)
    by_a, by_c = fit(results, anchor="a"), fit(results, anchor="c")
    assert by_a["a"].rating == 0.0 and by_a["a"].low == by_a["a"].high == 0.0
    assert by_c["c"].rating == 0.0
    shift = by_a["c"].rating
    for name in TRUE:
        assert by_c[name].rating == pytest.approx(by_a[name].rating - shift, abs=1e-6)


def test_ties_count_half_a_win() -> None:
    """Half the games tied and the rest shared evenly: equal ratings; ties and wins mixed give
    the rating of the same score won outright (the likelihood uses the score alone)."""
    even = fit([Result("x", "y", 0.5)] * 10 + [Result("x", "y", 1.0), Result("x", "y", 0.0)] * 5,
               anchor="x")
    assert even["y"].rating == pytest.approx(0.0, abs=1e-9)
    tied = fit([Result("x", "y", 0.5)] * 20 + [Result("x", "y", 1.0)] * 10, anchor="y")
    won = fit([Result("x", "y", 1.0)] * 20 + [Result("x", "y", 0.0)] * 10, anchor="y")
    assert tied["x"].rating == pytest.approx(won["x"].rating)


def test_a_sweep_has_a_finite_rating_from_the_virtual_ties() -> None:
    swept = fit([Result("weak", "strong", 0.0)] * 40, anchor="weak")["strong"]
    assert swept.rating == pytest.approx(400 * math.log10(40.5 / 0.5))
    assert math.isfinite(swept.high) and swept.low > 0


def test_more_games_narrow_the_interval() -> None:
    few = fit(simulated(TRUE, 40, seed=1), anchor="a")["b"]
    many = fit(simulated(TRUE, 400, seed=1), anchor="a")["b"]
    assert many.high - many.low < (few.high - few.low) / 2


@pytest.mark.parametrize("results, anchor, words", [
    ([], "a", "no results"),
    ([Result("a", "b", 1.5)], "a", "from 0 to 1"),
    ([Result("a", "b", math.nan)], "a", "from 0 to 1"),
    ([Result("a", "b", True)], "a", "from 0 to 1"),
    ([Result("a", "a", 1.0)], "a", "cannot play itself"),
    ([Result("a", "", 1.0)], "a", "name must be a text"),
    ([Result("a", "b", 1.0)], "z", "anchor 'z' played none"),
    ([Result("a", "b", 1.0), Result("c", "d", 0.0)], "a", "never met 'a'"),
    ([("a", "b", 1.0)], "a", "not a Result"),
])
def test_bad_results_are_refused_with_a_sentence(results: list[Result], anchor: str,
                                                 words: str) -> None:
    with pytest.raises(RatingError, match=words):
        fit(results, anchor)


def test_a_prior_of_no_ties_is_refused() -> None:
    with pytest.raises(RatingError, match="prior_ties"):
        fit([Result("a", "b", 1.0)], "a", prior_ties=0.0)


KNOWN = {"easy": 700.0, "normal": 1400.0, "hard": 1700.0}


def test_the_players_rating_goes_up_after_wins_and_down_after_losses() -> None:
    games = [("normal", 1.0), ("normal", 0.0), ("easy", 1.0), ("hard", 0.0)]
    now = player_rating(games, KNOWN)
    up = player_rating([*games, ("normal", 1.0), ("normal", 1.0)], KNOWN)
    down = player_rating([*games, ("normal", 0.0), ("normal", 0.0)], KNOWN)
    assert down.rating < now.rating < up.rating
    assert now.low < now.rating < now.high and now.games == 4


def test_the_players_rating_stays_finite_after_all_wins_or_all_losses() -> None:
    wins = player_rating([("hard", 1.0)] * 10, KNOWN)
    losses = player_rating([("easy", 0.0)] * 10, KNOWN)
    assert wins.rating == pytest.approx(1700 + 400 * math.log10(10.5 / 0.5))
    assert losses.rating == pytest.approx(700 - 400 * math.log10(10.5 / 0.5))
    assert all(math.isfinite(x) for r in (wins, losses) for x in (r.low, r.high))


def test_an_opponent_may_be_a_rating_itself() -> None:
    """A game against 'Match me' at 1400 counts as one against Normal rated 1400."""
    by_name = player_rating([("normal", 1.0), ("easy", 0.5)], KNOWN)
    by_number = player_rating([(1400.0, 1.0), ("easy", 0.5)], KNOWN)
    assert by_number == by_name


def test_the_players_rating_recovers_a_simulated_player() -> None:
    """A player of 1200 plays 300 seeded games against the three levels: the rating's
    interval holds 1200 (its half-width is about 70 Elo)."""
    rng = random.Random(11)
    games = [(level, float(rng.random() < expected_score(1200.0, KNOWN[level])))
             for level in ("easy", "normal", "hard") * 100]
    rated = player_rating(games, KNOWN)
    assert isinstance(rated, Rating) and rated.low < 1200 < rated.high


@pytest.mark.parametrize("games, known, words", [
    ([], KNOWN, "no games"),
    ([("expert", 1.0)], KNOWN, "no rating is known"),
    ([("easy", 2.0)], KNOWN, "from 0 to 1"),
    ([("easy", 1.0)], {"easy": math.inf}, "finite number"),
    ([(math.nan, 1.0)], KNOWN, "finite number"),
])
def test_bad_player_results_are_refused(games: list[tuple[str | float, float]],
                                        known: dict[str, float], words: str) -> None:
    with pytest.raises(RatingError, match=words):
        player_rating(games, known)


@pytest.mark.parametrize("opponent", [1e6, -1e6, 1e300, 10_001.0, True])
def test_an_absurd_opponent_rating_is_a_rating_error_never_an_overflow(opponent: float) -> None:
    """Regression: a Match-me aim of 1e6 in a record made math.exp overflow."""
    with pytest.raises(RatingError):
        player_rating([("easy", 1.0), (opponent, 0.0)], KNOWN)


@pytest.mark.parametrize("aim", [3_000.0, 9_999.0, -9_999.0])
def test_extreme_but_valid_opponents_still_rate_within_reach(aim: float) -> None:
    rated = player_rating([(aim, 1.0)] * 50 + [("easy", 0.0)] * 50, KNOWN)
    assert math.isfinite(rated.rating) and rated.low <= rated.rating <= rated.high


def test_the_running_rating_follows_the_full_fit_game_by_game() -> None:
    """RunningRating (the statistics' history, linear in the games) matches a full fit after
    each game, within half an Elo point (its opponents are summed to the nearest point)."""
    rng = random.Random(5)
    running = RunningRating(KNOWN)
    assert running.rating() is None
    so_far: list[tuple[str | float, float]] = []
    for _ in range(60):
        choices: list[str | float] = ["easy", "normal", 1333.3, 1510.0]
        opponent = rng.choice(choices)
        game = [(opponent, rng.choice([0.0, 0.5, 1.0]))]
        running.add(game)
        so_far += game
        now, full = running.rating(), player_rating(so_far, KNOWN)
        assert now is not None and now.games == full.games
        assert now.rating == pytest.approx(full.rating, abs=0.5)
        assert now.spread == pytest.approx(full.spread, abs=0.5)
    with pytest.raises(RatingError):
        running.add([("easy", 1.0), (1e7, 0.0)])
    assert running.games == 60  # a bad game adds nothing
