"""The end of a game searched to the end (ai/endgame.py): known answers on the toy race, a
sample per draw where the end still reveals cards, one search for every sample where it does
not, and the budget that leaves a too-big end to the rollouts."""

from __future__ import annotations

import random

import pytest

from ai.endgame import STOP_EVERY, Cancelled, Endgame
from ai.lab.tournament import play_game
from ai.registry import knowledge_of
from ai.review import VALUES, _replay, review
from core.game import Action, State
from core.record import GameRecord, random_game, replay
from tests.kernel.toy import KNOWLEDGE as TOY
from tests.kernel.toy import Move, ToyState

SEED = 3


def toy_end(totals: list[int], deck: list[int], moves: list[str]
            ) -> tuple[list[State], list[Action]]:
    """A toy race near its end (seat 1 has stopped, seat 0 to move; the deck's top last) and
    the states before and after each of the moves."""
    state = ToyState(10, deck, totals, [False, True], 0, 8)
    states: list[State] = [state.clone()]
    actions: list[Action] = []
    for text in moves:
        state.apply(Move(text), log=False)
        states.append(state.clone())
        actions.append(Move(text))
    return states, actions


def test_a_seat_that_has_reached_the_target_stops_and_wins() -> None:
    """10 against 6: stopping wins, any draw busts. The rule of thumb (the toy's: no
    preference, every rollout move at random) would draw half the time; the search stops,
    and the draw played is worth nothing."""
    states, actions = toy_end([10, 6], [1, 2, 3], ["draw"])
    end = Endgame(TOY, states, actions, samples=4, seed=SEED)
    assert end.covers(0)
    assert [line.wins for line in end.position(0)] == [(1.0, 0.0)] * 4
    assert end.best(0) == Move("stop")
    assert [line.wins for line in end.move(0, Move("draw"))] == [(0.0, 1.0)] * 4


def clairvoyant(total: int, deck: list[int], other: int = 8) -> float:
    """Seat 0's result when it sees the deck (the top last) and plays best against a stopped
    seat at `other`, by the rules (target 10): stop, or draw and go on."""
    def stop(t: int) -> float:
        return 1.0 if t > other else 0.5 if t == other else 0.0

    if not deck:
        return stop(total)
    drawn = total + deck[-1]
    after = 0.0 if drawn > 10 else clairvoyant(drawn, deck[:-1], other)
    return max(stop(total), after)


def test_each_sample_is_searched_as_its_own_draws_fall() -> None:
    """7 against 8 with 1, 2 and 5 to draw: the best play depends on the order, drawn anew in
    each sample (as the review's rollouts draw it): every sample's value is the one a player
    who saw that order would reach, so the samples differ."""
    states, actions = toy_end([7, 8], [1, 2, 5], ["draw"])
    end = Endgame(TOY, states, actions, samples=8, seed=SEED)
    values = [line.wins[0] for line in end.position(0)]
    expected = []
    for k in range(8):
        sample = states[0].determinize(0, random.Random(SEED * 1_000 + k))
        assert isinstance(sample, ToyState)
        expected.append(clairvoyant(7, sample.deck))
    assert values == expected
    assert len(set(values)) > 1


def test_a_budget_too_small_leaves_the_end_to_the_rollouts() -> None:
    states, actions = toy_end([7, 8], [1, 2, 5], ["draw"])
    assert not Endgame(TOY, states, actions, samples=2, seed=SEED, nodes=3).covers(0)
    assert Endgame(TOY, states, actions, samples=2, seed=SEED, nodes=100).covers(0)


def test_an_end_that_reveals_nothing_is_one_search_for_every_sample() -> None:
    """Riverboat's last harvest, cards and surveys draw nothing: the first sample's tree
    stands for every sample's, and a sample searched on its own gets the same lines. A
    review cancelled during the search stops it within STOP_EVERY positions."""
    record, _ = random_game(2, 5, game="riverboat")
    states, actions = _replay(record)
    knowledge = knowledge_of("riverboat", VALUES)
    end = Endgame(knowledge, states, actions, samples=3, seed=SEED, nodes=500)
    start = end.start()
    assert start < len(actions)
    shared = end.position(start)
    alone = Endgame(knowledge, states, actions, samples=3, seed=SEED)
    alone._left = end.nodes
    assert alone._node(2, alone._key(start), start).line == shared[2]
    assert shared[0] == shared[1] == shared[2]
    # a review cancelled while the end is searched stops within STOP_EVERY positions
    stopped = Endgame(knowledge, states, actions, samples=3, seed=SEED, nodes=500,
                      should_stop=lambda: True)
    with pytest.raises(Cancelled):
        stopped.covers(len(actions) - 1)
    assert stopped.visited == STOP_EVERY and stopped.found() is None


def test_a_won_game_ends_at_its_result_without_false_blunders() -> None:
    """The River, Greedy against Greedy (seed 4, 59 moves): the first seat wins. Its last 13
    moves are searched to the end, and there the winner's chance is 100% before every step,
    no decision is marked and no step moves a chance. The rule of thumb's rollouts, which
    reach the end there, gave it 50% before move 47 and 100% after it: a swing of 50 points
    on a move that revealed nothing and carried no mark (this test failed so). Reviewed in two
    parts, as the deep review's processes review a game, the end gets the same values."""
    record = GameRecord.from_json(play_game(["greedy", "greedy"], 0, 4, 0, keep_record=True,
                                            game_id="the-river").record)
    *_, last = replay(record)
    outcome = last.outcome()
    assert outcome is not None and outcome.winners == (0,) and len(record.actions) == 59
    result = review(record, None, None, samples=4, iterations=8, moves=range(47, 60))
    assert [s.move for s in result.steps] == list(range(47, 60))
    assert all(s.before[0] == 1.0 for s in result.steps)
    assert all(s.luck == [0.0, 0.0] and not s.further for s in result.steps)
    assert all(s.expected is None or s.expected == s.before for s in result.steps)
    assert not [d for d in result.decisions if d.mark]
    # reviewed in two parts (as the deep review's processes do), the end is valued alike
    first = review(record, None, None, samples=4, iterations=8, moves=range(47, 53))
    second = review(record, None, None, samples=4, iterations=8, moves=range(53, 60))
    assert first.steps + second.steps == result.steps
    assert first.decisions + second.decisions == result.decisions
