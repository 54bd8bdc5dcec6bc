"""The hint (ai.hint): the three best moves of the seat to move, distinct and legal, sorted by
win chance, each with its reason; fewer when fewer are legal; the review's valuation; plain
data; cancellation.

Budgets are small and given in iterations (a bot spec), so that every hint is the same on any
machine."""

from __future__ import annotations

import json
import time

import pytest

from ai import make_bot
from ai.hint import SHOWN, VALUED, Hint, hint, main
from ai.registry import knowledge_of
from ai.review import review
from core import registry
from core.game import State
from core.record import GameRecord
from tests import games as suite
from tests.narrow import mover

GAMES = suite.ids(win_chance=True)  # the hint ranks moves by the win-chance model
SPEC = "mcts:iters=12"  # a tiny search: the candidates; the valuation is the review's


def played_to(game: str, steps: int, players: int = 2, seed: int = 3
              ) -> tuple[GameRecord, State]:
    """A seeded game between greedy bots, `steps` actions in (its record and state)."""
    record, state = GameRecord.start(players, seed, game=game)
    bots = [make_bot("greedy", seed=k, game=game) for k in range(players)]
    for _ in range(steps):
        action = bots[mover(state)].choose(state)
        state.apply(action, log=False)
        record.actions.append(str(action))
    return record, state


def wide(game: str) -> tuple[GameRecord, State]:
    """A decision with many options, a few moves into the game."""
    record, state = played_to(game, 6)
    assert len(state.legal_actions()) > 2 * SHOWN
    return record, state


@pytest.mark.parametrize("game", GAMES)
def test_three_distinct_legal_moves_by_win_chance_each_with_a_reason(game: str) -> None:
    record, state = wide(game)
    found = hint(state, SPEC, len(record.actions), samples=4)
    assert found.complete and found.seat == state.current_player and found.game == game
    assert len(found.moves) == SHOWN
    parse = registry.game(game).parse_action
    actions = [parse(m.action) for m in found.moves]
    assert len(set(actions)) == SHOWN
    assert all(state.why_illegal(a) is None for a in actions)
    wins = [m.win for m in found.moves]
    assert wins == sorted(wins, reverse=True) and all(0.0 <= w <= 1.0 for w in wins)
    categories = set(knowledge_of(game).breakdown(state)[0])
    for rank, move in enumerate(found.moves, 1):
        assert move.against and move.against != move.action
        assert move.against_rank == rank + 1  # the next best (five are valued)
        assert move.why.startswith(f"against {move.against}")
        assert set(move.why_vp) == categories
    assert found.moves[1].action == found.moves[0].against


@pytest.mark.parametrize("game", GAMES)
def test_the_win_chance_is_the_reviews_for_the_move_played(game: str) -> None:
    """The hint's best move, played, gets from the review (same seed and samples, same step)
    the very win chance the hint gave it: one valuation for the coach and the review."""
    record, state = wide(game)
    found = hint(state, SPEC, len(record.actions), samples=3, seed=5)
    best = found.moves[0]
    record.actions.append(best.action)
    step = len(record.actions)
    judged = review(record, state.current_player, None, samples=3, seed=5, iterations=4,
                    moves=range(step, step + 1))
    assert [d.move for d in judged.decisions] == [step]
    assert judged.decisions[0].win_played == best.win


def test_two_legal_moves_give_two_each_against_the_other() -> None:
    record, state = played_to("riverboat", 3)  # the fourth phase tile of two players' draft
    assert len(state.legal_actions()) == 2
    found = hint(state, SPEC, len(record.actions), samples=2)
    first, second = found.moves
    assert {first.action, second.action} == {str(a) for a in state.legal_actions()}
    assert (first.against, first.against_rank) == (second.action, 2)
    assert (second.against, second.against_rank) == (first.action, 1)
    assert second.why_vp == {c: pytest.approx(-v) for c, v in first.why_vp.items()}


def test_a_forced_move_is_the_only_one_without_a_reason() -> None:
    record, state = played_to("riverboat", 4)  # the last phase tile left
    (only,) = state.legal_actions()
    found = hint(state, SPEC, len(record.actions), samples=2)
    assert [m.action for m in found.moves] == [str(only)]
    assert found.moves[0].why == "" and found.moves[0].against_rank == 0
    assert found.iterations == 0  # nothing to search


@pytest.mark.parametrize("game", GAMES)
def test_the_hint_survives_json(game: str) -> None:
    """The helper process sends the hint as plain data."""
    record, state = wide(game)
    found = hint(state, SPEC, len(record.actions), samples=2)
    assert Hint.from_dict(json.loads(json.dumps(found.to_dict()))) == found


def test_the_same_seed_gives_the_same_hint() -> None:
    record, state = wide("the-river")
    first = hint(state, SPEC, len(record.actions), samples=2, seed=1)
    again = hint(state, SPEC, len(record.actions), samples=2, seed=1)
    assert [(m.action, m.win, m.why) for m in first.moves] == \
        [(m.action, m.win, m.why) for m in again.moves]


def test_cancelling_before_the_valuation_gives_no_moves() -> None:
    record, state = wide("riverboat")
    found = hint(state, SPEC, len(record.actions), samples=2, should_stop=lambda: True)
    assert not found.complete and found.moves == []


class StopAfter:
    """should_stop that counts its questions and says stop after `limit` of them."""

    def __init__(self, limit: float) -> None:
        self.limit, self.asked = limit, 0

    def __call__(self) -> bool:
        self.asked += 1
        return self.asked > self.limit


def test_cancelling_between_valuations_gives_those_valued() -> None:
    """Stopped before the third candidate's valuation: two moves, ranked, and not complete.
    The seeded search asks as often every time; then each candidate's valuation asks once."""
    record, state = wide("the-river")
    counted = StopAfter(float("inf"))
    assert len(hint(state, SPEC, len(record.actions), samples=2, should_stop=counted).moves) \
        == SHOWN
    found = hint(state, SPEC, len(record.actions), samples=2,
                 should_stop=StopAfter(counted.asked - VALUED + 2))
    assert not found.complete and len(found.moves) == 2
    assert found.moves[0].win >= found.moves[1].win


def test_cancelling_mid_search_returns_at_once() -> None:
    record, state = wide("riverboat")
    start = time.monotonic()
    deadline = start + 0.2
    found = hint(state, "mcts:time=30", len(record.actions), samples=2,
                 should_stop=lambda: time.monotonic() > deadline)
    assert time.monotonic() - start < 1.5
    assert not found.complete and found.moves == []


def test_a_finished_game_has_no_hint() -> None:
    record, state = played_to("the-river", 0)
    while not state.is_over:
        state.apply(state.legal_actions()[0], log=False)
    with pytest.raises(ValueError, match="over"):
        hint(state, SPEC)


def test_the_command_prints_the_moves(tmp_path, capsys: pytest.CaptureFixture) -> None:
    record, _ = played_to("riverboat", 2)
    path = tmp_path / "game.json"
    path.write_text(record.to_json(), encoding="utf-8")
    assert main([str(path), "--spec", SPEC, "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["step"] == 2 and len(data["moves"]) == SHOWN
    assert main([str(path), "--spec", SPEC]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[1].startswith(f"1. {data['moves'][0]['action']} ")
