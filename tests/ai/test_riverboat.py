"""The bots: legal moves only, hands off the real state, known answers, seeds, cancelling."""

from __future__ import annotations

import random
from collections.abc import Sequence

import pytest

from ai import LEVELS, MCTSBot, level_description, make_bot
from ai import mcts as mcts_module
from ai.lab.bots import ParallelBot
from ai.lab.bots import make_bot as make_lab_bot
from ai.mcts import Budget
from ai.riverboat import KNOWLEDGE
from ai.riverboat.heuristic import barn_value, evaluate, rewards, well_value
from core.game import Action
from core.riverboat import GameState, new_game
from core.riverboat.player import NO_HEX
from core.riverboat.scoring import barn_score, well_score
from tests import games as suite
from tests.ai.helpers import last_search, mcts_bot
from tests.rules_helpers import act, barn, card, crops, game, start_phase, surveyors, well

SMALL = ["random", "greedy", "easy", "mcts:iters=25", "mcts:iters=25,depth=0",
         "mcts:iters=10,depth=full"]


def positions(n: int, count: int, seed: int) -> list[GameState]:
    """Positions of random games spread over the whole game, a few per game."""
    rng = random.Random(seed)
    out: list[GameState] = []
    game_seed = seed
    while len(out) < count:
        s = new_game(n, game_seed)
        game_seed += 1
        while not s.is_over and len(out) < count:
            if rng.random() < 0.04:
                out.append(s.clone())
            actions = s.legal_actions()
            s.apply(actions[rng.randrange(len(actions))], log=False)
    return out


@pytest.mark.parametrize("n", [2, 3, 4])
def test_every_bot_returns_a_legal_action_and_leaves_the_state_alone(n: int) -> None:
    bots = [make_bot(spec, seed=7) for spec in SMALL]
    for s in positions(n, 14, seed=100 + n):
        before = s.to_json()
        for bot in bots:
            action = bot.choose(s)
            assert action in s.legal_set(), (bot.name, str(action), s)
            assert s.to_json() == before, bot.name


def test_a_forced_move_is_returned_without_searching() -> None:
    s = next(p for p in positions(2, 400, seed=3) if len(p.legal_actions()) == 1)
    bot = MCTSBot(seed=1, iterations=10_000)
    assert bot.choose(s) == s.legal_actions()[0]
    assert bot.last is None


def last_scoring(barns: str) -> GameState:
    """Round 4, scoring: seat 0 has one surveyor and two barns, c4 amid six turnips, a1 with
    one wheat next to it."""
    s = game(2)
    crops(s, 0, "b3 b4 c3 c5 d3 d4", "turnip")
    crops(s, 0, "a2", "wheat")
    barn(s, 0, barns)
    surveyors(s, 0, 1)
    s = start_phase(s, 5, [0] * 5, round_=4)
    return act(s, "bonus coin")


def test_mcts_surveys_the_barn_that_scores_most_in_the_last_scoring() -> None:
    s = last_scoring("c4 a1")
    assert {str(a) for a in s.legal_actions()} == {"survey barn c4", "survey barn a1", "stop"}
    assert str(MCTSBot(seed=3, iterations=200).choose(s)) == "survey barn c4"


def test_mcts_prefers_a_big_well_to_a_small_card() -> None:
    s = game(2)
    crops(s, 0, "b3 b4 c3 c4 c5 d3 d4", "corn")
    well(s, 0, "c4")
    card(s, 0, "harvest-potato")  # nothing harvested: 0 VP
    surveyors(s, 0, 1)
    s = start_phase(s, 5, [0] * 5, round_=4)
    act(s, "bonus coin")
    assert "survey well corn" in {str(a) for a in s.legal_actions()}
    assert str(MCTSBot(seed=5, iterations=200).choose(s)) == "survey well corn"


def test_the_same_seed_and_iterations_give_the_same_move() -> None:
    for s in positions(3, 4, seed=11):
        if len(s.legal_actions()) < 2:
            continue
        first, second = MCTSBot(seed=42, iterations=60), MCTSBot(seed=42, iterations=60)
        assert first.choose(s) == second.choose(s)
        assert last_search(first).stats == last_search(second).stats


def test_progress_reports_iterations_and_a_legal_best_action(monkeypatch) -> None:
    monkeypatch.setattr(mcts_module, "PROGRESS_INTERVAL", 0.0)
    s = last_scoring("c4 a1")
    calls: list[tuple[int, object]] = []
    bot = MCTSBot(seed=1, iterations=40)
    bot.choose(s, progress=lambda i, a: calls.append((i, a)))
    assert calls and all(a in s.legal_set() for _, a in calls)
    assert [i for i, _ in calls] == sorted(i for i, _ in calls)


def test_stopping_returns_the_best_so_far_at_once() -> None:
    s = next(p for p in positions(2, 200, seed=5) if len(p.legal_actions()) > 5)
    asked = 0

    def should_stop() -> bool:
        nonlocal asked
        asked += 1
        return asked > 3

    bot = MCTSBot(seed=1, seconds=600.0)
    assert bot.choose(s, should_stop=should_stop) in s.legal_set()
    assert last_search(bot).iterations <= 3
    assert bot.choose(s, should_stop=lambda: True) in s.legal_set()
    assert last_search(bot).iterations == 0
    assert make_bot("greedy").choose(s, should_stop=lambda: True) in s.legal_set()


def test_root_parallel_search_merges_worker_trees_and_stops_them() -> None:
    s = next(p for p in positions(2, 200, seed=6) if len(p.legal_actions()) > 5)
    bot = ParallelBot(seed=2, iterations=50, workers=2)
    try:
        started = bot.start_workers(wait=60.0)
        assert bot.choose(s) in s.legal_set()
        if started:  # this thread's tree (the same as without workers) and the worker's
            solo = MCTSBot(seed=2, iterations=50)
            solo.choose(s)
            assert last_search(bot).iterations > last_search(solo).iterations
        asked = 0

        def should_stop() -> bool:
            nonlocal asked
            asked += 1
            return asked > 2

        stopping = ParallelBot(seed=2, seconds=600.0, workers=2)
        stopping._pool = bot._pool
        assert stopping.choose(s, should_stop=should_stop) in s.legal_set()
        stopping._pool = None
    finally:
        bot.close()


@pytest.mark.parametrize("game_id", suite.ids())
def test_levels_are_offered_in_order_and_each_builds_a_bot(game_id: str) -> None:
    assert LEVELS == ("Easy", "Normal", "Hard")
    for level in LEVELS:
        assert level_description(level, game_id).endswith(".")
        assert hasattr(make_bot(level.lower(), seed=1, game=game_id), "choose")
    assert make_bot("NORMAL").name == "normal"
    with pytest.raises(ValueError, match="not a level"):
        level_description("Grandmaster")


def test_the_labs_options_are_not_the_windows_and_one_lab_worker_plays_as_the_bot() -> None:
    for option in ("workers=2", "c=1.4", "adapt=false", "stop=0.5", "mix=0.5", "rlook=5",
                   "keep=true"):
        with pytest.raises(ValueError, match="has no option"):
            make_bot(f"hard:{option}")
    kept = make_lab_bot("hard:workers=1,eps=0,prior=2", seed=5)  # a kept arena log's entrant
    assert isinstance(kept, ParallelBot) and kept.workers == 1
    s = last_scoring("c4 a1")
    plain = MCTSBot(seed=5, iterations=80)
    lab = make_lab_bot("mcts:iters=80,workers=1", seed=5)
    assert isinstance(lab, MCTSBot) and plain.choose(s) == lab.choose(s)
    assert last_search(plain).stats == last_search(lab).stats


@pytest.mark.parametrize("spec, words", [
    ("", "unknown bot"),
    ("alphago", "unknown bot"),
    ("mcts:speed=3", "no option 'speed'"),
    ("mcts:time=", "needs a value"),
    ("mcts:time=fast", "expected a number"),
    ("mcts:iters=0", "at least 1"),
    ("random:time=1", "no option 'time'"),
    ("mcts:round=maybe", "true or false"),
    ("mcts:cheap=cultivat,cheap_iters=0", "'cultivat' is not a decision kind"),
    ("mcts:cheap=cultivate", "needs a budget"),
    ("mcts:cheap_time=0.1", "need cheap="),
    ("mcts:cheap=plant,cheap_iters=-1", "at least 0"),
    ("mcts:workers=2", "no option 'workers'"),
])
def test_a_bad_spec_says_what_is_wrong(spec: str, words: str) -> None:
    with pytest.raises(ValueError, match=words):
        make_bot(spec)


def test_specs_with_options_build_the_bot_they_describe() -> None:
    bot = make_bot("mcts:iters=2000,depth=full", seed=1)
    assert isinstance(bot, MCTSBot)
    assert (bot.iterations, bot.seconds, bot.config.c, bot.config.depth) == (2000, None, 1.4, None)
    assert mcts_bot("mcts:time=1.0").seconds == 1.0


class Countdown:
    """A one-seat game of `left` forced steps, for the rollout's arithmetic."""

    current_player = 0

    def __init__(self, left: int) -> None:
        self.left = left

    @property
    def is_over(self) -> bool:
        return self.left == 0

    def legal_actions(self) -> list[int]:
        return [0]

    def apply(self, action: int, log: bool = False) -> None:
        self.left -= 1


class EarlyHopeLateLoss:
    """Rewards that say 'won' until the end and 'lost' at it."""

    def rewards(self, state: Countdown) -> list[float]:
        return [0.0, 1.0] if state.is_over else [1.0, 0.0]

    def priors(self, state: Countdown, actions: list[int]) -> list[float]:
        return [1.0] * len(actions)

    def rollout_action(self, state: Countdown, actions: list[int], rng: random.Random) -> int:
        return actions[0]


class RoundsOfThree(Countdown):
    """A countdown whose rounds are three steps long."""

    @property
    def round(self) -> int:
        return 1 + (12 - self.left) // 3


@pytest.mark.parametrize(("left", "depth", "steps"), [(12, None, 3), (11, None, 2), (2, None, 2),
                                                      (12, 2, 2), (12, 12, 3)])
def test_a_round_end_rollout_stops_where_the_next_round_begins(
        left: int, depth: int | None, steps: int) -> None:
    config = mcts_module.SearchConfig(depth=depth, round_end=True)
    state = RoundsOfThree(left)
    # a stand-in game and knowledge with only what a rollout uses, no State nor Knowledge
    knowledge = EarlyHopeLateLoss()
    search = mcts_module.Search(knowledge, config, random.Random(1))  # type: ignore[arg-type]
    search._rollout(state)  # type: ignore[arg-type]
    assert left - state.left == steps
    assert mcts_bot("normal:depth=full,round=true").config.round_end


def first_of_kind(kind: str, players: int, seed: int) -> GameState:
    """A position of a random game where `kind` is to be decided among several options."""
    return next(p for p in positions(players, 200, seed=seed)
                if p.decision_kind == kind and len(p.legal_actions()) > 1)


def test_normal_places_workers_at_once_on_its_priors_and_searches_the_rest() -> None:
    bot = mcts_bot("normal", seed=4)
    for kind in ("cultivate", "bonus_worker"):
        s = first_of_kind(kind, 4, seed=31)
        options: Sequence[Action] = s.legal_actions()
        assert bot.budget(len(options), kind) == Budget(iterations=0)
        before = s.to_json()
        action = bot.choose(s)
        assert last_search(bot).iterations == 0 and s.to_json() == before
        priors = KNOWLEDGE.priors(s, options)
        assert priors[options.index(action)] == max(priors)  # the policy's favourite
    s = first_of_kind("plant", 4, seed=31)
    assert (bot.budget(len(s.legal_actions()), "plant").seconds or 0.0) > 0.3
    assert mcts_bot("mcts:time=1.0", seed=4).budget(40, "cultivate") == Budget(None, 1.0)


def test_a_kind_budget_is_what_the_search_spends_on_that_kind() -> None:
    bot = mcts_bot("mcts:iters=60,cheap=cultivate,cheap_iters=7", seed=2)
    assert bot.kind_budgets == {"cultivate": Budget(iterations=7)}
    bot.choose(first_of_kind("cultivate", 2, seed=32))
    assert last_search(bot).iterations == 7
    bot.choose(first_of_kind("plant", 2, seed=32))
    assert 7 < last_search(bot).iterations <= 60  # the main budget (the search may end early)
    timed = mcts_bot("hard", seed=1)
    cheap, main = timed.budget(40, "cultivate").seconds, timed.budget(40, "plant").seconds
    assert cheap is not None and main is not None and cheap < 1.0 <= main
    with pytest.raises(ValueError, match="no limit"):
        MCTSBot(kind_budgets={"cultivate": Budget()})


def test_the_heuristic_agrees_with_the_rules_on_barns_wells_and_the_final_score() -> None:
    for s in positions(2, 30, seed=21):
        for p in s.players:
            for h in range(40):
                if p.barn_mask >> h & 1:
                    assert barn_value(p, h) == barn_score(p, h)
            for crop, h in enumerate(p.wells):
                if h != NO_HEX:
                    assert well_value(p, crop) == well_score(p, crop)
        assert all(0.0 <= r <= 1.0 for r in rewards(s))
    s = new_game(2, 1)
    bot = make_bot("greedy", seed=1)
    while not s.is_over:
        s.apply(bot.choose(s), log=False)
    assert evaluate(s) == [float(v) for v in s.scores]
    for spec in ("random", "greedy", "mcts:iters=5"):
        with pytest.raises(ValueError, match="game is over"):
            make_bot(spec).choose(s)
