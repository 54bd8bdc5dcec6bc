"""A seat's state from its observation alone (Game.from_observation): what a remote seat plays
on. It must look the same to the seat as the true state, offer the same moves, and depend on
nothing the seat may not know."""

from __future__ import annotations

import json
from typing import Any

import pytest

from core import random_game, registry
from core.errors import InvalidState
from core.game import Game
from core.text import Text, from_data, to_data

ONLINE_GAMES = [g for g in registry.GAMES.values() if g.from_observation is not None]
EVERY = 9  # steps between two checked positions: a whole game each, kept short


def plain(data: Any) -> Any:
    return json.loads(json.dumps(data))


def rebuild(game: Game, observation: dict[str, Any], seed: int) -> Any:
    assert game.from_observation is not None
    return game.from_observation(plain(observation), seed)


def test_every_game_can_be_played_online() -> None:
    assert [g.id for g in ONLINE_GAMES] == list(registry.GAMES)


@pytest.mark.parametrize("game", ONLINE_GAMES, ids=lambda g: g.id)
def test_the_rebuilt_state_shows_the_seat_what_the_true_one_does(game: Game) -> None:
    record, _ = random_game(3, 12, game=game.id)
    state = record.initial_state()
    for step, notation in enumerate([*record.actions, None]):
        if step % EVERY == 0 or notation is None:
            for seat in range(3):
                seen = plain(state.observation(seat))
                rebuilt = rebuild(game, seen, step * 10 + seat)
                assert plain(rebuilt.observation(seat)) == seen
                assert rebuilt.legal_actions() == state.legal_actions() or \
                    state.current_player != seat
        if notation is not None:
            state.apply(game.parse_action(notation), log=False)


@pytest.mark.parametrize("game", ONLINE_GAMES, ids=lambda g: g.id)
def test_the_rebuilt_state_depends_on_the_seed_not_on_the_true_orders(game: Game) -> None:
    one = game.new_game(3, 1, None)
    other = one.determinize(0, 77)  # the same observation, other hidden orders
    assert plain(other.observation(0)) == plain(one.observation(0)) and other != one
    assert rebuild(game, one.observation(0), 5) == rebuild(game, other.observation(0), 5)
    assert rebuild(game, one.observation(0), 5) != rebuild(game, one.observation(0), 6)


@pytest.mark.parametrize("game", ONLINE_GAMES, ids=lambda g: g.id)
def test_what_is_no_observation_is_refused(game: Game) -> None:
    seen = plain(game.new_game(2, 3, None).observation(1))
    assert game.from_observation is not None
    bad: Any
    for bad in (None, [], {}, {**seen, "seat": 2}, {**seen, "seat": True}, {**seen, "rng": 4},
                {k: v for k, v in seen.items() if k != "seat"}, {**seen, "round": "x"},
                {**seen, "round": object()}, {**seen, "round": float("nan")}):
        with pytest.raises(InvalidState):
            game.from_observation(bad, 1)


@pytest.mark.parametrize("game", ONLINE_GAMES, ids=lambda g: g.id)
def test_the_log_goes_over_the_wire_as_data_and_comes_back_translatable(game: Game) -> None:
    record, _ = random_game(2, 4, game=game.id)
    state = record.initial_state()
    sentences = 0
    for notation in record.actions:
        for event in state.apply(game.parse_action(notation)):
            back = from_data(plain(to_data(event.text)))
            assert back == event.text
            if isinstance(event.text, Text):
                assert isinstance(back, Text) and back.template == event.text.template
                assert back.render(lambda t: t.template) == event.text.render(lambda t: t.template)
                sentences += 1
    assert sentences > 10


@pytest.mark.parametrize("bad", [None, 3, [], {"domain": "core"}, {
    "domain": "core", "template": "{x}", "en": "y", "values": [["x", [1]]], "n": None}])
def test_a_sentence_that_is_no_data_of_one_is_refused(bad: Any) -> None:
    with pytest.raises(ValueError, match="sentence"):
        from_data(bad)
