"""A random-game conformance checker for any game through core.game (OpenSpiel's random_sim_test).

`play_and_check(spec, players, seed)` plays seeded random legal moves and checks, at every step,
what the contract promises of every game; the game-specific parts (conservation of its
components, what its running score promises, its probes, which orders are hidden) come in a
`Conformance` value. Every reached state, the final one included, must read back through the
game's own loader (state_from_json) equal and written alike: whatever the rules reach, a save,
a bug report and the AI helper process carry (issue #32). The expensive checks (every legal
action applied to a clone, the copies played on; observation and determinize, one seat at a
time) run on every `every`-th step, the first one included; bad notation is tried once a game
(parse_action reads no state). The moves are drawn uniformly, or by a `favouring` policy that
steers games towards the states a bias reaches (a resource hoarded, a kind of action).
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import pytest

from core.errors import IllegalAction, InvalidState
from core.game import MAX_NOTATION, Action, Game, Outcome, State
from core.record import GameRecord, replay

# Draws the next action from the legal ones with the game's generator.
Chooser = Callable[[random.Random, Sequence[Action]], Action]

# Not actions of any game: apply must refuse them like any illegal action.
FOREIGN = [None, 3, "pass", ("claim", 1), object()]


@dataclass(frozen=True)
class Conformance:
    """What the checker needs to know of one game besides its contract."""

    game: Game
    # Asserts that every component of the state is where it may be, and no more or fewer.
    conserve: Callable[[Any], None]
    # Asserts what the running score promises, given the scores before the last action.
    scores: Callable[[Any, list[int]], None]
    # The state's JSON data with its hidden orders sorted and its generator left out: what
    # determinize may not change.
    unordered: Callable[[dict[str, Any]], dict[str, Any]]
    probes: Sequence[Any]  # actions of the game, refused whenever they are not legal
    malformed: Sequence[str]  # texts that parse_action refuses
    every: int = 1  # the expensive checks run on every n-th step
    hidden_every: int = 1  # and observation/determinize on every n-th of those


def uniform(chooser: random.Random, actions: Sequence[Action]) -> Action:
    return chooser.choice(actions)


def favouring(weight: Callable[[Any], float]) -> Chooser:
    """A policy drawing each legal action with its weight (remembered per action: cheap)."""
    known: dict[Action, float] = {}

    def choose(chooser: random.Random, actions: Sequence[Action]) -> Action:
        weights = [known[a] if a in known else known.setdefault(a, weight(a)) for a in actions]
        return chooser.choices(actions, weights)[0]
    return choose


def data(state: State) -> dict[str, Any]:
    return json.loads(state.to_json())


def check_legal(spec: Conformance, state: State, actions: Sequence[Action]) -> None:
    """Legal actions are distinct, legal by why_illegal, and their notation reads back."""
    assert actions, "no legal action before the end"
    assert len(set(actions)) == len(actions), "a legal action is listed twice"
    for action in actions:
        assert state.why_illegal(action) is None, f"{action} is listed but refused"
        text = str(action)
        assert len(text) <= MAX_NOTATION and spec.game.parse_action(text) == action, text


def check_every_action_applies(state: State, actions: Sequence[Action], before: str) -> None:
    """Each legal action applies to a clone; the original (its JSON `before`) is untouched."""
    for action in actions:
        state.clone().apply(action, log=False)
    assert state.to_json() == before, "applying to a clone changed the original"


def check_refusals(spec: Conformance, state: State, actions: Sequence[Action], before: str) -> None:
    """Illegal probes and foreign objects are refused with a reason, the state unchanged."""
    legal = set(actions)
    for probe in [p for p in spec.probes if p not in legal] + FOREIGN:
        reason = state.why_illegal(probe)
        assert isinstance(reason, str) and reason, f"{probe!r} has no reason to be refused"
        try:
            state.apply(probe)
        except IllegalAction as refusal:
            assert str(refusal)
        else:
            raise AssertionError(f"{probe!r} was applied")
    assert state.to_json() == before, "a refusal changed the state"


def check_malformed(spec: Conformance) -> None:
    """Bad texts do not parse (parse_action reads no state: once a game is enough)."""
    for text in spec.malformed:
        with pytest.raises(ValueError):
            spec.game.parse_action(text)


def check_round_trip(spec: Conformance, state: State, text: str, record: GameRecord) -> State:
    """The reached state (its JSON `text`) reads back through the game's loader, equal and
    written alike; a refusal names the game that reached it."""
    try:
        again = spec.game.state_from_json(text)
    except InvalidState as refusal:
        raise AssertionError(f"a reached state is refused ({refusal}): {record.num_players} "
                             f"players, seed {record.seed}, actions "
                             f"{'|'.join(record.actions)}") from None
    assert again == state and again.to_json() == text, "the state reads back different"
    return again


def check_copies(state: State, loaded: State, actions: Sequence[Action], before: str) -> None:
    """Clone and JSON round trip: equal, the same legal actions, independent of the original."""
    for copy in (state.clone(), loaded):
        assert copy is not state and copy.to_json() == before
        assert copy.legal_actions() == actions
        assert copy.current_player == state.current_player
        assert copy.scores == state.scores
        copy.apply(actions[-1], log=False)
    assert state.to_json() == before, "a copy shares data with the original"


def check_hidden(spec: Conformance, state: State, seat: int, seed: int) -> None:
    """A determinized state: the seat sees the same, only hidden orders and the generator moved."""
    sampled = state.determinize(seat, random.Random(seed))
    seen = state.observation(seat)
    assert sampled.observation(seat) == seen and json.loads(json.dumps(seen)) == seen
    assert spec.unordered(data(sampled)) == spec.unordered(data(state))
    assert sampled.legal_actions() == state.legal_actions()
    assert spec.game.state_from_json(sampled.to_json()).to_json() == sampled.to_json()


def check_step(spec: Conformance, state: State, step: int, full: bool, text: str,
               loaded: State) -> Sequence[Action]:
    """Every check of one decision (`text`: the state's JSON, `loaded`: the state read back
    from it); the expensive ones only when full."""
    actions = state.legal_actions()
    player = state.current_player
    assert player is not None and 0 <= player < state.num_players
    assert isinstance(state.decision_kind, str) and state.phase_name()
    assert state.outcome() is None and len(state.scores) == state.num_players
    check_legal(spec, state, actions)
    check_refusals(spec, state, actions, text)
    spec.conserve(state)
    if full:
        check_every_action_applies(state, actions, text)
        check_copies(state, loaded, actions, text)
        if step % (spec.every * spec.hidden_every) == 0:
            check_hidden(spec, state, step % state.num_players, step)
    return actions


def check_end(spec: Conformance, state: State) -> Outcome:
    """No decision is left; the outcome's breakdown sums to the scores; winners have the best."""
    assert state.is_over and state.legal_actions() == [] and state.current_player is None
    assert state.decision_kind is None
    spec.conserve(state)
    for probe in list(spec.probes) + FOREIGN:
        assert state.why_illegal(probe)
        with pytest.raises(IllegalAction):
            state.apply(probe)
    outcome = state.outcome()
    assert isinstance(outcome, Outcome) and list(outcome.scores) == state.scores
    assert [sum(b.values()) for b in outcome.breakdown] == list(outcome.scores)
    assert len({tuple(b) for b in outcome.breakdown}) == 1, "categories differ between seats"
    best = max(outcome.scores)
    assert outcome.winners == tuple(i for i, v in enumerate(outcome.scores) if v == best)
    return outcome


def check_record(spec: Conformance, record: GameRecord, state: State) -> None:
    """The record, through its JSON, replays to the identical final state; the setup is kept."""
    again = GameRecord.from_json(record.to_json())
    assert (again.game, again.setup, again.actions) == (spec.game.id, record.setup, record.actions)
    rebuilt = spec.game.new_game(record.num_players, record.seed, again.setup)
    assert spec.game.setup_of(rebuilt) == again.setup
    states = list(replay(again))
    assert len(states) == len(record.actions) and states[-1].to_json() == state.to_json()


def play_and_check(spec: Conformance, players: int, seed: int, choose: Chooser = uniform,
                   reached: Callable[[Any], None] | None = None) -> State:
    """A seeded game of moves drawn by `choose`, with every check; returns the final state.
    `reached` sees every state with a decision (a test's own count of what the game reached)."""
    record, state = GameRecord.start(players, seed, game=spec.game.id)
    assert state.game_id == spec.game.id and state.num_players == players
    check_malformed(spec)
    chooser = random.Random(seed)
    last_scores, reveals, step = state.scores, state.reveal_count, 0
    phase_ids: set[str] = set()  # the state's phase ids that are not also its phase names
    logged: set[str] = set()  # the events' phases
    while not state.is_over:
        if state.phase != state.phase_name():
            phase_ids.add(state.phase)
        full = step % spec.every == 0
        if reached is not None:
            reached(state)
        text = state.to_json()
        loaded = check_round_trip(spec, state, text, record)
        actions = check_step(spec, state, step, full, text, loaded)
        action = choose(chooser, actions)
        logged.update(event.phase for event in state.apply(action))
        record.actions.append(str(action))
        assert state.reveal_count >= reveals, "hidden information went back into hiding"
        spec.scores(state, last_scores)
        last_scores, reveals, step = state.scores, state.reveal_count, step + 1
    assert not logged & phase_ids, "an event's phase is the phase's id, not its name"
    check_round_trip(spec, state, state.to_json(), record)
    check_end(spec, state)
    check_record(spec, record, state)
    return state


def no_score_rule(state: State, before: list[int]) -> None:
    """For a game whose running score promises nothing beyond the contract."""
    assert len(state.scores) == len(before)
