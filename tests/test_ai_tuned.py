"""The search knobs any game takes: prior sharpness and the rollouts' random moves."""

from __future__ import annotations

import math
import random

import pytest

from ai.levels import make_bot
from ai.mcts import Budget, Search, SearchConfig
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


@pytest.mark.parametrize("game", ["riverboat", "the-river"])
def test_lookahead_priors_are_a_softmax_of_the_margin_each_move_leads_to(game: str) -> None:
    _, state = GameRecord.start(2, 12, game=game)
    sample = state.determinize(state.current_player, random.Random(3))
    actions = sample.legal_actions()
    own = knowledge_of(game)
    before = sample.to_json()
    priors = TunedKnowledge(own, lookahead=2.0).priors(sample, actions)
    margins = []
    for action in actions:
        after = sample.clone()
        after.apply(action, log=False)
        margins.append(own.margin(after, sample.current_player))
    assert sum(priors) == pytest.approx(1.0)
    best = max(range(len(actions)), key=lambda i: margins[i])
    assert priors[best] == pytest.approx(max(priors))
    for i, j in [(0, 1), (0, len(actions) - 1)]:  # the ratio of two priors is exp(gap / T)
        assert priors[i] / priors[j] == pytest.approx(math.exp((margins[i] - margins[j]) / 2.0))
    assert sample.to_json() == before  # looking ahead left the sample alone
    assert make_bot("normal:look=2").lookahead == 2.0  # type: ignore[attr-defined]


def test_kept_priors_are_the_games_priors_times_the_lookahead() -> None:
    _, state = GameRecord.start(2, 13, game="riverboat")
    sample = state.determinize(state.current_player, random.Random(4))
    actions = sample.legal_actions()
    own = knowledge_of("riverboat")
    base = own.priors(sample, actions)
    looked = TunedKnowledge(own, lookahead=5.0).priors(sample, actions)
    both = TunedKnowledge(own, lookahead=5.0, keep_priors=True).priors(sample, actions)
    product = [p * q for p, q in zip(base, looked, strict=True)]
    assert both == pytest.approx([w / sum(product) for w in product])
    assert make_bot("normal:look=5,keep=true").keep_priors  # type: ignore[attr-defined]
    with pytest.raises(ValueError, match="needs a lookahead"):
        make_bot("normal:keep=true")


@pytest.mark.parametrize("game", ["riverboat", "the-river"])
def test_a_lookahead_favourite_looks_at_a_sample_never_the_real_state(
        game: str, monkeypatch: pytest.MonkeyPatch) -> None:
    _, state = GameRecord.start(2, 14, game=game)
    seen: list[object] = []
    original = TunedKnowledge._lookahead_priors

    def spy(self: TunedKnowledge, s: object, actions: list, temperature: float) -> list[float]:
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


def test_a_root_lookahead_gives_the_root_its_priors_and_every_other_node_the_games() -> None:
    _, state = GameRecord.start(2, 15, game="riverboat")
    while len(state.legal_actions()) < 3:
        state.apply(state.legal_actions()[0], log=False)
    own = knowledge_of("riverboat")
    tuned = TunedKnowledge(own, root_lookahead=5.0, keep_priors=True)
    sample = state.determinize(state.current_player, random.Random(6))
    actions = sample.legal_actions()
    assert tuned.root_priors(sample, actions) == pytest.approx(
        TunedKnowledge(own, lookahead=5.0, keep_priors=True).priors(sample, actions))
    assert tuned.priors(sample, actions) == own.priors(sample, actions)

    asked: list[str] = []
    root_priors, node_priors = tuned.root_priors, tuned.priors

    def spy_root(s: object, a: list) -> list[float]:
        asked.append("root")
        return root_priors(s, a)

    def spy_node(s: object, a: list) -> list[float]:
        asked.append("node")
        return node_priors(s, a)

    tuned.root_priors, tuned.priors = spy_root, spy_node  # type: ignore[method-assign]
    Search(tuned, SearchConfig(depth=2, early_stop=False), random.Random(5)).run(
        state, Budget(iterations=30))
    assert asked[0] == "root" and asked.count("root") == 1  # once, for the root's options
    assert asked.count("node") > 1  # the nodes below it asked for the game's own priors
    bot = make_bot("hard:rlook=5,keep=true")
    assert bot.root_lookahead == 5.0 and bot.keep_priors  # type: ignore[attr-defined]
