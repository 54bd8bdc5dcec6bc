"""ai.adaptive: 'Match me' aims at the player's rating and moves with the player's results."""

from __future__ import annotations

import pytest

from ai.adaptive import MIN_SECONDS, Choice, NoMatch, match_me
from ai.lab.bots import make_bot, parse_spec
from ai.level_ratings import LevelRatings
from ai.levels import level_spec
from ai.rating import Rating, player_rating
from tests import games as suite


def table(game: str, **ratings: float) -> LevelRatings:
    rated = tuple(Rating(name, value, value - 100, value + 100, 40)
                  for name, value in {"random": 0.0, **ratings}.items())
    return LevelRatings(game, rated, (), "2026-11-26", "made by hand for a test")


LADDER = table("riverboat", easy=760.0, greedy=940.0, normal=1500.0, hard=1800.0)


def strength(choice: Choice, game: str = "riverboat") -> tuple[int, float]:
    """The chosen bot's place on the knobs: greedy by falling temperature, then search by time."""
    kind, options = parse_spec(choice.spec, game)
    if kind == "greedy":
        return 0, -options.get("temperature", 0.0)
    return 1, options["seconds"]


@pytest.mark.parametrize("game", suite.ids())
def test_every_choice_is_a_bot_that_plays(game: str) -> None:
    ladder = table(game, easy=760.0, greedy=940.0, normal=1500.0, hard=1800.0)
    for player in (None, -50.0, 800.0, 900.0, 1000.0, 1450.0, 1799.0, 2400.0):
        choice = match_me(game, ladder, player)
        make_bot(choice.spec, seed=1, game=game)
        assert choice.sentence.startswith(f"Match me: about {choice.rating:.0f}, ")


def test_it_aims_at_the_players_rating_for_an_even_game() -> None:
    choice = match_me("riverboat", LADDER, 1450.0)
    assert choice.rating == 1450.0 and choice.expected == pytest.approx(0.5)
    assert choice.like == "normal" and "like Normal with" in choice.sentence
    kind, options = parse_spec(choice.spec, "riverboat")
    normal = parse_spec(level_spec("normal", "riverboat"))[1]
    assert kind == "mcts" and MIN_SECONDS < options["seconds"] < normal["seconds"]
    assert {k: v for k, v in options.items() if k != "seconds"} == \
        {k: v for k, v in normal.items() if k != "seconds"}  # Normal's other knobs kept


def test_the_rated_levels_are_themselves() -> None:
    for word, rating in (("easy", 760.0), ("normal", 1500.0), ("hard", 1800.0)):
        choice = match_me("riverboat", LADDER, rating)
        assert choice.spec == level_spec(word, "riverboat")
        assert choice.sentence.endswith(f"{word.capitalize()} itself")
    assert match_me("riverboat", LADDER, 940.0).spec == "greedy"


def test_out_of_range_it_plays_the_nearest_end_and_says_so() -> None:
    weak, strong = match_me("riverboat", LADDER, 100.0), match_me("riverboat", LADDER, 2500.0)
    assert weak.spec == level_spec("easy", "riverboat") and "weakest" in weak.sentence
    assert strong.spec == level_spec("hard", "riverboat") and "strongest" in strong.sentence
    assert weak.expected > 0.9 and strong.expected < 0.1


def test_between_easy_and_greedy_the_temperature_falls() -> None:
    low, high = match_me("riverboat", LADDER, 800.0), match_me("riverboat", LADDER, 900.0)
    assert strength(low)[0] == strength(high)[0] == 0 and strength(low) < strength(high)
    assert "temperature" in low.sentence


def test_the_choice_gets_stronger_after_wins_and_weaker_after_losses() -> None:
    known = LADDER.known()
    games = [("normal", 1.0), ("normal", 0.0), ("easy", 1.0), ("hard", 0.0)]
    now = match_me("riverboat", LADDER, player_rating(games, known).rating)
    after_wins = match_me("riverboat", LADDER,
                          player_rating([*games, ("normal", 1.0)] * 2, known).rating)
    after_losses = match_me("riverboat", LADDER,
                            player_rating([*games, ("normal", 0.0)] * 2, known).rating)
    assert after_losses.rating < now.rating < after_wins.rating
    assert strength(after_losses) < strength(now) < strength(after_wins)


def test_with_no_games_it_starts_at_normal_or_the_middle() -> None:
    assert match_me("riverboat", LADDER, None).spec == level_spec("normal", "riverboat")
    short = table("riverboat", easy=760.0, greedy=940.0)
    assert match_me("riverboat", short, None).rating == pytest.approx(850.0)


def test_a_ladder_without_normal_and_hard_stops_at_greedy() -> None:
    short = table("riverboat", easy=760.0, greedy=940.0)
    assert match_me("riverboat", short, 1500.0).spec == "greedy"


def test_a_level_rated_out_of_order_is_passed_over() -> None:
    odd = table("riverboat", easy=760.0, greedy=700.0, normal=1500.0)
    choice = match_me("riverboat", odd, 1000.0)
    assert parse_spec(choice.spec, "riverboat")[0] == "mcts"  # from Easy straight to Normal


def test_ratings_without_easy_are_refused() -> None:
    with pytest.raises(NoMatch, match="Easy"):
        match_me("riverboat", table("riverboat", greedy=900.0), 800.0)


def test_a_rating_that_is_no_number_is_refused() -> None:
    with pytest.raises(NoMatch, match="finite"):
        match_me("riverboat", LADDER, float("nan"))


def test_another_games_ratings_are_refused() -> None:
    with pytest.raises(NoMatch, match="'riverboat'"):
        match_me("the-river", LADDER, 800.0)
