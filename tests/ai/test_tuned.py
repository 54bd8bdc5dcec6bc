"""The search knobs any game takes: prior sharpness, the rollouts' random moves, lookahead
priors."""

from __future__ import annotations

import math
import random
from collections.abc import Sequence

import pytest

from ai.levels import make_bot
from ai.registry import knowledge_of
from ai.tuned import TunedKnowledge
from core.game import Action, State
from core.record import GameRecord
from tests import games as suite
from tests.ai.helpers import mcts_bot
from tests.narrow import mover


@pytest.mark.parametrize("game", suite.ids())
def test_the_power_sharpens_or_flattens_the_priors_in_the_same_order(game: str) -> None:
    state = suite.at_a_choice(GameRecord.start(2, 11, game=game)[1])
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
    bot = mcts_bot("hard:prior=0.5,eps=0.05")
    assert bot.prior_power == 0.5 and bot.rollout_epsilon == 0.05
    with pytest.raises(ValueError, match="at least 0"):
        make_bot("mcts:eps=-1")


@pytest.mark.parametrize("game", suite.ids())
def test_lookahead_priors_are_a_softmax_of_the_margin_each_move_leads_to(game: str) -> None:
    state = suite.at_a_choice(GameRecord.start(2, 12, game=game)[1])
    sample = state.determinize(mover(state), random.Random(3))
    actions = sample.legal_actions()
    own = knowledge_of(game)
    before = sample.to_json()
    priors = TunedKnowledge(own, lookahead=2.0).priors(sample, actions)
    margins: list[float] = []
    for action in actions:
        after = sample.clone()
        after.apply(action, log=False)
        margins.append(own.margin(after, mover(sample)))
    assert sum(priors) == pytest.approx(1.0)
    best = max(range(len(actions)), key=lambda i: margins[i])
    assert priors[best] == pytest.approx(max(priors))
    for i, j in [(0, 1), (0, len(actions) - 1)]:  # the ratio of two priors is exp(gap / T)
        assert priors[i] / priors[j] == pytest.approx(math.exp((margins[i] - margins[j]) / 2.0))
    assert sample.to_json() == before  # looking ahead left the sample alone
    assert mcts_bot("normal:look=2").lookahead == 2.0


@pytest.mark.parametrize("game", suite.ids())
def test_a_lookahead_favourite_looks_at_a_sample_never_the_real_state(
        game: str, monkeypatch: pytest.MonkeyPatch) -> None:
    state = suite.at_a_choice(GameRecord.start(2, 14, game=game)[1])
    seen: list[State] = []
    original = TunedKnowledge._lookahead_priors

    def spy(self: TunedKnowledge, s: State, actions: Sequence[Action],
            temperature: float) -> list[float]:
        seen.append(s)
        return original(self, s, actions, temperature)

    monkeypatch.setattr(TunedKnowledge, "_lookahead_priors", spy)
    kinds = "+".join(knowledge_of(game).decision_kinds)
    bot = make_bot(f"mcts:cheap={kinds},cheap_iters=0,look=2", seed=1, game=game)
    before = state.to_json()
    action = bot.choose(state)
    assert action in state.legal_actions()
    assert seen and all(s is not state for s in seen)
    assert state.to_json() == before
