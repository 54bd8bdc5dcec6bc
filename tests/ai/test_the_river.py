"""The bots play The River: whole games at 2 and 4 players, levels per game, known answers."""

from __future__ import annotations

import random

import pytest

from ai import LEVELS, MCTSBot, level_description, make_bot
from ai.bots import GreedyBot
from ai.knowledge import Level
from ai.levels import level_spec, merged, parse_spec
from ai.mcts import Budget
from ai.registry import knowledge_of
from ai.the_river import KNOWLEDGE
from ai.the_river.heuristic import evaluate, rewards
from core.game import Decision
from core.the_river import Build, Discard, GameState, Trade
from core.the_river.constants import DecisionKind
from tests.ai.helpers import mcts_bot
from tests.narrow import mover
from tests.the_river.helpers import refresh, set_market, set_res, started

GAME = "the-river"
# Each bot plays a 2-player and a 4-player game (tables of mixed bots keep the tests fast).
TABLES = [
    ["random", "greedy"], ["easy", "mcts:iters=25"], ["mcts:iters=10,depth=full", "greedy"],
    ["random", "greedy", "easy", "mcts:iters=15"],
    ["mcts:iters=6,depth=full", "random", "random", "random"],
]


@pytest.mark.parametrize("specs", TABLES, ids=["+".join(t) for t in TABLES])
def test_every_bot_plays_a_game_to_the_end(specs: list[str]) -> None:
    n = len(specs)
    s = started(n, seed=40 + n)
    bots = [make_bot(spec, seed=seat, game=GAME) for seat, spec in enumerate(specs)]
    while not s.is_over:
        seat = s.current_player
        assert seat is not None
        before = s.to_json()
        action = bots[seat].choose(s)
        assert s.to_json() == before, specs[seat]  # hands off the real state
        assert action in s.legal_set(), (specs[seat], str(action))
        s.apply(action, log=False)
    assert s.outcome() is not None


def levels(game: str) -> tuple[MCTSBot, MCTSBot]:
    """A game's Normal and Hard, built from their specs."""
    normal, hard = make_bot("normal", game=game), make_bot("hard", game=game)
    assert isinstance(normal, MCTSBot) and isinstance(hard, MCTSBot)
    return normal, hard


@pytest.mark.parametrize("game", ["riverboat", GAME])
def test_each_game_has_easy_a_normal_search_and_a_longer_hard_one(game: str) -> None:
    assert isinstance(make_bot("easy", game=game), GreedyBot)
    normal, hard = levels(game)
    cheap = set(knowledge_of(game).cheap_kinds)
    assert cheap and set(normal.kind_budgets) == set(hard.kind_budgets) == cheap
    assert all(b == Budget(iterations=0) for b in normal.kind_budgets.values())  # the priors
    assert normal.seconds is not None and hard.seconds is not None
    assert normal.iterations is None and hard.iterations is None  # budgets in time
    assert 0 < normal.seconds < hard.seconds  # Hard thinks longer
    assert all(b.seconds is not None and b.seconds < hard.seconds
               for b in hard.kind_budgets.values())  # but not on its cheap decisions


def test_levels_are_per_game_and_riverboat_keeps_its_own() -> None:
    assert level_spec("normal") == level_spec("normal", "riverboat")  # the default game
    normal, hard = levels("riverboat")
    assert normal.config.round_end and normal.config.depth is None
    assert hard.rollout_epsilon == 0.0 and hard.prior_power == 2.0
    assert not hard.config.round_end and hard.config.depth is None
    river_normal, river_hard = levels(GAME)
    for bot in (river_normal, river_hard):
        assert (bot.evaluation, bot.lookahead) == ("learned", 2.0)
    assert river_normal.config.depth is not None and river_hard.config.depth is not None
    assert river_normal.config.depth < river_hard.config.depth
    assert mcts_bot("normal:look=1", game=GAME).lookahead == 1.0
    kind, options = parse_spec("hard", GAME)
    assert kind == "mcts" and set(options["kind_budgets"]) == {"discard", "meadow_swap"}
    assert knowledge_of(GAME) is KNOWLEDGE
    with pytest.raises(ValueError, match="not a decision kind"):
        parse_spec("mcts:cheap=cultivate,cheap_iters=0", GAME)  # a Riverboat kind


@pytest.mark.parametrize("game", ["riverboat", GAME])
def test_each_game_declares_its_three_levels_whole_and_searches_its_cheap_kinds_apart(
        game: str) -> None:
    knowledge = knowledge_of(game)
    assert list(knowledge.levels) == [level.lower() for level in LEVELS]
    for word, level in knowledge.levels.items():
        assert level_description(word, game) == level.description
        bot = make_bot(word, seed=1, game=game)
        if word != "easy":
            assert isinstance(bot, MCTSBot)
            assert set(bot.kind_budgets) == set(knowledge.cheap_kinds)


def test_a_level_is_what_the_games_knowledge_declares(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(KNOWLEDGE, "levels", {
        **KNOWLEDGE.levels, "normal": Level("mcts:time=1.0,eval=learned,look=2", "Sure.")})
    assert level_spec("normal", GAME) == "mcts:time=1.0,eval=learned,look=2"
    assert level_description("Normal", GAME) == "Sure."
    normal = mcts_bot("normal", seed=1, game=GAME)
    assert (normal.evaluation, normal.lookahead) == ("learned", 2.0)
    assert mcts_bot("normal:look=1", game=GAME).lookahead == 1.0
    assert mcts_bot("normal", game="riverboat").lookahead is None


def test_an_option_after_a_level_takes_the_place_of_the_levels_own() -> None:
    hard = levels(GAME)[1]
    assert hard.config.depth is not None  # The River's Hard looks a fixed depth ahead
    assert mcts_bot("hard:depth=full", game=GAME).config.depth is None
    assert levels("riverboat")[1].config.depth is None
    assert merged("random", "") == "random"
    assert merged("greedy:temp=0.5", "temp=0,eval=learned") == "greedy:temp=0,eval=learned"


def test_the_evaluation_is_the_final_score_at_the_end_and_rewards_are_shares() -> None:
    s = started(2, seed=5)
    bots = [make_bot("greedy", seed=seat, game=GAME) for seat in range(2)]
    rng = random.Random(3)
    while not s.is_over:
        values = rewards(s)
        assert all(0.0 < v < 1.0 for v in values)
        actions = s.legal_actions()
        pick = bots[mover(s)].choose(s) if rng.random() < 0.5 else rng.choice(actions)
        s.apply(pick, log=False)
    assert evaluate(s) == [float(v) for v in s.scores]


def last_turn(seat_res: list[int]) -> GameState:
    """The last round of a 2-player game: seat 0 places its last pioneer, seat 1 is done and
    ahead by a 6-VP building; the market holds a big and a small building."""
    s = started(2, seed=11)
    set_market(s, ["B24", "B07", None, None])
    s.deck.remove("B20")
    s.players[1].built.append("B20")
    for seat, boat in ((0, 1), (1, 0)):
        p = s.players[seat]
        p.aside += p.boat - boat
        p.boat = boat
    set_res(s, 0, seat_res)
    set_res(s, 1, [0, 0, 0, 0])
    s.last_round = True
    return refresh(s, turn=0)


@pytest.mark.parametrize("spec", ["greedy", "mcts:iters=200"])
def test_the_bot_builds_what_wins_on_the_last_turn(spec: str) -> None:
    s = last_turn([2, 2, 2, 0])
    assert s.current_player == 0 and s.scores[0] < s.scores[1]
    action = make_bot(spec, seed=2, game=GAME).choose(s)
    assert action == Build("B24", (2, 2, 2, 0)), str(action)


@pytest.mark.parametrize("spec", ["greedy", "mcts:iters=200"])
def test_the_bot_does_not_trade_away_what_a_building_needs(spec: str) -> None:
    s = last_turn([2, 2, 2, 0])
    s.last_round = False
    s = refresh(s, turn=0)
    assert any(isinstance(a, Trade) for a in s.legal_actions())
    action = make_bot(spec, seed=4, game=GAME).choose(s)
    assert not isinstance(action, Trade), str(action)
    assert action == Build("B24", (2, 2, 2, 0)), str(action)


def test_the_bot_returns_what_no_building_needs() -> None:
    s = started(2, seed=11)
    set_market(s, ["B23", "B15", "B06", "B04"])  # clay and stone, never wood
    p = s.players[0]
    set_res(s, 0, [1, 2, 0, 0])
    set_res(s, 0, [1, 2, p.storage() - 3 + 1, 0])  # one more than fits
    s.pending.append(Decision(DecisionKind.DISCARD, 0))
    s = refresh(s, turn=0)
    assert s.decision_kind == "discard"
    for spec in ("greedy", "normal"):
        assert make_bot(spec, seed=1, game=GAME).choose(s) == Discard(0), spec
