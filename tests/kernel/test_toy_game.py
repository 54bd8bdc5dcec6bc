"""The kernel's generic claims, proved on a toy game that only the tests register.

The bots, the records, the registry and `python -m core` must work for any game written
against core.game: here a few dozen lines of a card race with a hidden deck order.
"""

from __future__ import annotations

import json
import random
from collections import Counter
from collections.abc import Sequence

import pytest

import core
from ai import registry as ai_registry
from ai.bots import Bot, GreedyBot, MCTSBot, RandomBot
from ai.lab.bots import ParallelBot
from ai.levels import make_bot
from core import registry
from core.__main__ import main
from core.game import State
from tests.conformance import Conformance, no_score_rule, play_and_check
from tests.kernel.toy import DECK, GAME_ID, KNOWLEDGE, TOY, Move, ToyState
from tests.narrow import mover

SEEDS = range(12)


def toy_game(seed: int, setup: int | None = None) -> ToyState:
    """A new toy game, made through the registry as any game's."""
    state = core.new_game(2, seed, setup, game=GAME_ID)
    assert isinstance(state, ToyState)
    return state


def play(state: State, bots: Sequence[Bot], record: core.GameRecord | None = None) -> State:
    while not state.is_over:
        action = bots[mover(state)].choose(state)
        assert action in state.legal_actions()
        state.apply(action)
        if record is not None:
            record.actions.append(str(action))
    return state


def test_random_greedy_and_mcts_bots_play_it_to_the_end(toy) -> None:
    for seed in SEEDS:
        state = core.new_game(2, seed, game=GAME_ID)
        final = play(state, [RandomBot(seed), MCTSBot(seed, iterations=30)])
        outcome = final.outcome()
        assert outcome is not None and outcome.categories == ("cards",)
        assert list(outcome.scores) == final.scores
        level = make_bot("normal:iters=30", seed)  # the level's search at a small budget
        assert isinstance(level, MCTSBot) and level.iterations == 30
        play(core.new_game(2, seed, game=GAME_ID), [GreedyBot(seed), level])


def test_mcts_with_the_knowledge_given_needs_no_registry() -> None:
    assert GAME_ID not in ai_registry.KNOWLEDGE
    state = TOY.new_game(2, 3, None)
    state.apply(Move("draw"))
    state.apply(Move("draw"))  # seat 1 may now draw or stop: a choice to search
    with pytest.raises(ValueError, match="the bots know no game 'toy'"):
        MCTSBot(1, iterations=10).choose(state)
    bot = MCTSBot(1, iterations=40, knowledge=KNOWLEDGE)
    first = bot.choose(state)
    assert bot.last is not None and 0 < bot.last.iterations <= 40
    assert first == MCTSBot(1, iterations=40, knowledge=KNOWLEDGE).choose(state)  # seeded
    play(state, [bot, GreedyBot(2, knowledge=KNOWLEDGE)])


def test_the_worker_pool_searches_it_with_the_knowledge_sent_along() -> None:
    bot = ParallelBot(4, iterations=60, workers=2, knowledge=KNOWLEDGE)
    try:
        assert bot.start_workers(wait=60.0)
        state = TOY.new_game(2, 5, None)
        state.apply(Move("draw"))
        state.apply(Move("draw"))
        bot.choose(state)
        alone = MCTSBot(4, iterations=60, knowledge=KNOWLEDGE)  # the same first search seed
        alone.choose(state)
        assert bot.last is not None and alone.last is not None
        assert alone.last.iterations < bot.last.iterations <= 120  # the worker's were added
    finally:
        bot.close()


def check_step(state: ToyState, rng: random.Random) -> None:
    """Copies, JSON, notation and refusals at one position."""
    text = state.to_json()
    assert TOY.state_from_json(text).to_json() == text
    twin = state.clone()
    assert twin.to_json() == text and twin is not state
    for action in state.legal_actions():
        assert TOY.parse_action(str(action)) == action and hash(action) == hash(Move(str(action)))
    for bad in ["stop", "jump", 3, None, "draw"]:
        value = Move(bad) if isinstance(bad, str) and bad in ("stop", "draw") else bad
        if state.why_illegal(value) is None:
            continue
        with pytest.raises(core.IllegalAction):
            state.apply(value)
        assert state.to_json() == text  # a refusal changes nothing
    seat = state.current_player
    if seat is not None:
        sample = state.determinize(seat, rng)
        assert sample.observation(seat) == state.observation(seat)
        twin.apply(rng.choice(twin.legal_actions()))
        assert state.to_json() == text  # the clone shares nothing


def test_conformance_over_random_games(toy) -> None:
    for seed in SEEDS:
        rng = random.Random(seed)
        state = toy_game(seed, 8 + seed % 5)
        assert state.outcome() is None
        while not state.is_over:
            check_step(state, rng)
            before = state.reveal_count
            action = rng.choice(state.legal_actions())
            state.apply(action)
            assert state.reveal_count == before + (action.kind == "draw")
        check_step(state, rng)
        assert state.legal_actions() == [] and state.decision_kind is None
        outcome = state.outcome()
        assert outcome is not None and max(outcome.scores) == outcome.scores[outcome.winners[0]]


def conserve(state: ToyState) -> None:
    """The deck holds only cards of the box; totals stay within the target."""
    assert Counter(state.deck) <= Counter(DECK)
    assert state.reveal_count == len(DECK) - len(state.deck)
    assert all(0 <= t <= state.target for t in state.totals)


def unordered(d: dict) -> dict:
    return {**d, "deck": sorted(d["deck"])}


TOY_CONFORMANCE = Conformance(TOY, conserve, no_score_rule, unordered,
                              [Move("draw"), Move("stop"), Move("jump")], ["", "Draw", "draw 2"])


def test_the_shared_conformance_checker_passes_it(toy) -> None:
    for seed in SEEDS:
        play_and_check(TOY_CONFORMANCE, 2, seed)


def test_a_record_of_it_names_the_game_and_replays_exactly(toy) -> None:
    record, state = core.GameRecord.start(2, 17, setup=12, game=GAME_ID)
    play(state, [RandomBot(1), RandomBot(2)], record)
    text = record.to_json()
    assert (json.loads(text)["game"], json.loads(text)["setup"]) == (GAME_ID, 12)
    again = core.GameRecord.from_json(text)
    assert again.game == GAME_ID and again.setup == 12
    assert list(core.replay(again))[-1].to_json() == state.to_json()
    assert core.final_state(again).to_json() == state.to_json()  # the same, without copies
    random_record, final = core.random_game(2, 4, game=GAME_ID)
    assert list(core.replay(random_record))[-1].to_json() == final.to_json()
    for bad in ({"setup": 99}, {"num_players": 3}, {"actions": ["jump"]}):
        d = json.loads(text)
        d.update(bad)
        with pytest.raises(core.InvalidState):
            list(core.replay(core.GameRecord.from_json(json.dumps(d))))
        with pytest.raises(core.InvalidState):
            core.final_state(core.GameRecord.from_json(json.dumps(d)))


def test_without_registration_its_records_are_refused(toy, monkeypatch) -> None:
    record, _ = core.GameRecord.start(2, 3, game=GAME_ID)
    monkeypatch.delitem(registry.GAMES, GAME_ID)
    with pytest.raises(core.InvalidState, match="unknown game 'toy'"):
        core.GameRecord.from_json(record.to_json())


@pytest.mark.parametrize("text", [
    "{}", "[]", '{"format": "toy-state"}',
    '{"format": "toy-state", "target": 10, "totals": [0, 0], "stopped": [false, false], '
    '"deck": [9], "turn": 0, "moves": 0}',
    '{"format": "toy-state", "target": 10, "totals": [0, 11], "stopped": [false, false], '
    '"deck": [], "turn": 0, "moves": 0}',
])
def test_its_damaged_states_are_invalid_state(text: str) -> None:
    with pytest.raises(core.InvalidState):
        TOY.state_from_json(text)


def test_the_command_line_plays_it(toy, capsys) -> None:
    assert main(["--game", GAME_ID, "--seed", "5"]) == 0  # --players defaults to its only count
    out = capsys.readouterr().out
    assert out.startswith("Toy race, 2 players, seed 5: race to 10\n")
    assert "Seat 1 chooses: draw" in out and out.rstrip().splitlines()[-1].startswith("Winner")
