"""The search knobs any game takes: prior sharpness and the rollouts' random moves."""

from __future__ import annotations

import random

import pytest

from ai.levels import make_bot
from ai.registry import knowledge_of
from ai.tuned import TunedKnowledge
from core.record import GameRecord


@pytest.mark.parametrize("game", ["riverboat", "the-river"])
def test_the_power_sharpens_or_flattens_the_priors_in_the_same_order(game: str) -> None:
    _, state = GameRecord.start(2, 11, game=game)
    actions = state.legal_actions()
    own = knowledge_of(game)
    base = own.priors(state, actions)
    flat = TunedKnowledge(own, prior_power=0.5).priors(state, actions)
    sharp = TunedKnowledge(own, prior_power=2.0).priors(state, actions)
    for values in (flat, sharp):
        assert sum(values) == pytest.approx(1.0)
        assert sorted(range(len(actions)), key=lambda i: -values[i]) == \
            sorted(range(len(actions)), key=lambda i: -base[i])
    assert max(flat) < max(base) < max(sharp)
    assert TunedKnowledge(own, prior_power=0.0).priors(state, actions) == \
        pytest.approx([1 / len(actions)] * len(actions))


def test_rollouts_without_random_moves_play_the_favourite() -> None:
    _, state = GameRecord.start(2, 11, game="riverboat")
    actions = state.legal_actions()
    own = knowledge_of("riverboat")
    priors = own.priors(state, actions)
    tuned = TunedKnowledge(own, rollout_epsilon=0.0)
    rng = random.Random(1)
    assert {priors[actions.index(tuned.rollout_action(state, actions, rng))]
            for _ in range(20)} == {max(priors)}
    anything = TunedKnowledge(own, rollout_epsilon=1.0)
    assert len({anything.rollout_action(state, actions, rng) for _ in range(200)}) > 1
    assert tuned.game_id == "riverboat" and tuned.cheap_kinds == own.cheap_kinds


def test_the_knobs_are_bot_options() -> None:
    bot = make_bot("hard:prior=0.5,eps=0.05")
    assert bot.prior_power == 0.5 and bot.rollout_epsilon == 0.05  # type: ignore[attr-defined]
    with pytest.raises(ValueError, match="at least 0"):
        make_bot("mcts:eps=-1")
