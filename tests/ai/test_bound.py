"""Issue #44: The River has no round limit, and Greedy against Greedy can reach a position where
no one claims or builds. Nothing the AI plays on its own may hang on such a game: the arena and
self-play stop at ai.bound's MAX_STEPS decisions (the arena scoring the game as it stood), and
every rollout of the search stops there too."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

import pytest

from ai.arena_log import LogWriter, RunHeader, read_log
from ai.bound import MAX_STEPS
from ai.mcts import Budget, SearchConfig, search
from ai.tournament import GameResult, play_game, summarise
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
