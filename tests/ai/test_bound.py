"""Issue #44: The River has no round limit, and Greedy against Greedy can reach a position where
no one claims or builds. Nothing the AI plays on its own may hang on such a game: the arena and
self-play stop at ai.bound's MAX_STEPS decisions (the arena scoring the game as it stood), and
every rollout of the search stops there too."""

from __future__ import annotations

import random
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest

from ai.bound import MAX_STEPS
from ai.hint import hint
from ai.lab.arena_log import LogWriter, RunHeader, read_log
from ai.lab.tournament import GameResult, play_game, summarise
from ai.mcts import Budget, SearchConfig, search
from ai.registry import knowledge_for
from ai.review import review
from core import GameRecord, replay


class Endless:
    """A game that never ends, through the State calls the search makes: two moves, both
    leading back here. It refuses to go on well past the bound, so a search without one fails
    instead of hanging."""

    game_id = "endless"
    num_players = 2
    phase = "play"
    round = 1
    is_over = False
    decision_kind = "move"

    def __init__(self, counter: list[int]) -> None:
        self.counter = counter  # decisions played, shared by every copy

    @property
    def current_player(self) -> int:
        return self.counter[0] % 2

    def legal_actions(self) -> list[str]:
        return ["left", "right"]

    def apply(self, action: str, log: bool = True) -> list[Any]:
        self.counter[0] += 1
        if self.counter[0] > 20 * MAX_STEPS:
            raise AssertionError("a rollout went on past the bound")
        return []

    def determinize(self, seat: int, rng: random.Random) -> Endless:
        return self


class Flat:
    """Knowledge that likes every move alike."""

    def rewards(self, state: Any) -> list[float]:
        return [0.5, 0.5]

    def priors(self, state: Any, actions: Sequence[str]) -> list[float]:
        return [1 / len(actions)] * len(actions)

    def rollout_action(self, state: Any, actions: Sequence[str], rng: random.Random) -> str:
        return actions[0]


@pytest.mark.parametrize("depth", [None, 10**9])
def test_a_rollout_to_the_end_of_a_game_that_never_ends_stops_at_the_bound(
        depth: int | None) -> None:
    counter = [0]
    result = search(Endless(counter), Flat(), SearchConfig(depth=depth),  # type: ignore[arg-type]
                    Budget(iterations=3), seed=1)
    assert result.iterations == 3
    assert counter[0] <= 3 * (MAX_STEPS + 3)  # a few tree moves and one bounded rollout each


def test_a_game_stopped_at_the_bound_is_scored_as_it_stood() -> None:
    result = play_game(["greedy", "greedy"], 0, 7, 1, keep_record=True, game_id="the-river",
                       max_steps=30)
    assert result.stopped
    record = GameRecord.from_json(result.record)
    *_, last = replay(record)
    assert len(record.actions) == 30 and not last.is_over
    assert sum(result.wins) == pytest.approx(1.0)
    best = max(result.scores)
    assert all((w > 0) == (s == best) for w, s in zip(result.wins, result.scores, strict=True))
    lines = summarise(["greedy", "greedy"], [result])
    assert lines[-1] == (f"1 of 1 games stopped at the bound of {MAX_STEPS:,} decisions, each "
                         "scored as it stood: the running scores then, the best sharing the win")
    finished = play_game(["random", "random"], 0, 7, 0, game_id="the-river")
    assert not finished.stopped
    assert "stopped" not in summarise(["random", "random"], [finished])[-1]


def test_a_log_keeps_which_games_were_stopped(tmp_path) -> None:
    header = RunHeader("the-river", ("greedy", "greedy"), 1, "code")
    log = tmp_path / "run.jsonl"
    writer = LogWriter(log, header, fresh=True)
    writer.add(GameResult(0, [0, 1], [5, 3], [1.0, 0.0], [[0.1], [0.1]], stopped=True))
    writer.add(GameResult(1, [1, 0], [4, 4], [0.5, 0.5], [[0.1], [0.1]]))
    assert [r.stopped for r in read_log(log, header)] == [True, False]


# == a game of The River that never ends ====================================================
# Two bots that never claim a tile nor build (unless nothing else is legal) never fill a river
# nor take the tokens that end the game: tests/data/the-river-stalled.json is 400 of their
# decisions, in round 39, where a game that ends by the rules is over by round 15 or so.

STALLED = Path(__file__).resolve().parents[1] / "data" / "the-river-stalled.json"


def stalling(actions: Sequence[Any], rng: random.Random) -> Any:
    """Any legal action but a claim or a build, at random; those only when forced."""
    others = [a for a in actions if not str(a).startswith(("claim", "build"))] or actions
    return others[rng.randrange(len(others))]


class Staller:
    name = "staller"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, state: Any, progress: Any = None, should_stop: Any = None) -> Any:
        return stalling(state.legal_actions(), self.rng)


class StallingKnowledge:
    """A game's knowledge whose rollouts stall."""

    def __init__(self, knowledge: Any) -> None:
        self.knowledge = knowledge

    def rewards(self, state: Any) -> list[float]:
        return self.knowledge.rewards(state)

    def priors(self, state: Any, actions: Sequence[Any]) -> list[float]:
        return self.knowledge.priors(state, actions)

    def rollout_action(self, state: Any, actions: Sequence[Any], rng: random.Random) -> Any:
        return stalling(actions, rng)


def stalled() -> tuple[GameRecord, Any]:
    record = GameRecord.from_json(STALLED.read_text(encoding="utf-8"))
    *_, last = replay(record)
    assert not last.is_over and last.round > 30
    return record, last


def with_stallers(monkeypatch: pytest.MonkeyPatch, module: str) -> None:
    real = __import__(module, fromlist=["make_bot"]).make_bot
    monkeypatch.setattr(f"{module}.make_bot", lambda spec, seed=None, game=None: (
        Staller(seed) if spec == "staller" else real(spec, seed=seed, game=game)))


def test_the_arena_stops_a_game_that_never_ends_at_the_bound(monkeypatch) -> None:
    with_stallers(monkeypatch, "ai.lab.tournament")
    result = play_game(["staller", "staller"], 0, 44, 0, keep_record=True, game_id="the-river")
    assert result.stopped
    assert len(GameRecord.from_json(result.record).actions) == MAX_STEPS


def test_self_play_keeps_nothing_of_a_game_that_never_ends(monkeypatch) -> None:
    from ai.lab.train_games import self_play

    with_stallers(monkeypatch, "ai.lab.train_games")
    assert self_play("the-river", 2, 44, ["staller", "staller"]).rows == []


def test_a_search_whose_rollouts_never_end_stops_each_at_the_bound() -> None:
    _, state = stalled()
    knowledge = StallingKnowledge(knowledge_for(state))
    result = search(state, knowledge, SearchConfig(depth=None), Budget(iterations=2), seed=3)
    assert result.iterations == 2


def test_the_hint_and_the_review_end_on_the_stalled_game() -> None:
    record, state = stalled()
    found = hint(state, "mcts:iters=10,depth=full", step=len(record.actions), samples=2)
    assert found.moves and found.complete
    done = review(record, iterations=5, samples=2, moves=range(len(record.actions) - 2,
                                                                 len(record.actions) + 1))
    assert done.steps
