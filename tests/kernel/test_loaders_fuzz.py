"""Loaders refuse every bad input with InvalidState, in bounded work; a state that loads plays
to the end.

Property-based (issue #10): real states from seeded random games at many points, and real
records, are damaged at the JSON level (a leaf or a sub-tree replaced with a value of another
type, huge or 5,000-digit numbers, deep nesting, keys dropped or added, lists cut, parts
swapped, numbers nudged, the text truncated), for both games (the window opens either).
A game's state_from_json and GameRecord.from_json must either raise InvalidState and nothing
else, or give a state that plays to its end with random legal moves, the states it reaches
reading back through the loader (a record: that replays, or stops with InvalidState, then
plays on): what the validator accepts leads only to what it accepts.
The default run is a few hundred cases; `-m soak` runs many more.
"""

from __future__ import annotations

import copy
import json
import random
import sys
from datetime import timedelta
from functools import cache
from typing import Any

import pytest
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

import core
from core import registry
from core.riverboat.components import COLOURS, CROPS, WILD, components
from core.the_river.components import components as river_components
from tests import games as suite

LOAD_CALLS = 200_000  # function calls to load and validate one text; real ones take < 5,000
MAX_STEPS = 5_000  # random moves to the end of a loaded game (a real game takes a few hundred)
# The states after a loaded one that are read back, and the last: the damage is nearest the
# start (every state of undamaged games is read back by the conformance checks; all of these
# would cost the fuzzing four times its time).
ROUND_TRIPS = 10
CASES = 200  # per loader in the default run
SOAK_CASES = 3_000

HUGE = "\x00huge"  # placeholders swapped for raw JSON that json.dumps cannot or will not write
DEEP = "\x00deep"
RAW = {
    json.dumps(HUGE): "9" * 5_000,
    json.dumps(DEEP): "[" * 100_000 + "]" * 100_000,
}
VOCAB = sorted({
    *components().tile_kinds, *components().cards, *components().boats, *CROPS, *COLOURS,
    WILD, "draft", "cultivate", "plant", "ship", "feature", "agents", "card", "survey",
    "bonus_worker", "scoring_bonus", "barn", "any", "over", "harvest", "riverboat-state",
    "riverboat-record", "riverboat", "the-river", "phase 1", "pass", "stop", "worker a1",
    "agents 1", *river_components().tiles, *river_components().buildings, "start_tile",
    "place", "discard", "meadow_swap", "setup", "play", "cleanup", "claim T05", "no swap",
})
SETTINGS = settings(deadline=timedelta(seconds=20),
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


# -- the corpus: real data -----------------------------------------------------------------

@cache
def games() -> tuple[tuple[core.GameRecord, list[str]], ...]:
    """Seeded random games of 2, 3 and 4 seats of each game: the record and the state JSON at
    many steps."""
    out = []
    for game, players, seed in (("riverboat", 2, 1), ("riverboat", 3, 2), ("riverboat", 4, 3),
                                ("riverboat", 2, 4), ("riverboat", 3, 5), ("the-river", 2, 6),
                                ("the-river", 3, 7), ("the-river", 4, 8)):
        record, _ = core.random_game(players, seed, game=game)
        states = [record.initial_state(), *core.replay(record)]
        picks = sorted({0, len(states) - 1, *range(1, len(states), 7)})
        out.append((record, [states[i].to_json() for i in picks]))
    return tuple(out)


@cache
def state_texts() -> tuple[tuple[str, str], ...]:
    """(game id, state JSON): a state's text does not always say its game when damaged."""
    return tuple((record.game, text) for record, texts in games() for text in texts)


@cache
def record_texts() -> tuple[str, ...]:
    out = []
    for record, _ in games():
        for cut in (0, len(record.actions) // 3, len(record.actions)):
            part = record.copy(until=cut)
            part.meta = {"app": "test"}
            out.append(part.to_json())
        if record.game == "riverboat":  # version 1: no game, the setup kept as mats
            old = json.loads(record.to_json())
            old["version"], old["mats"] = 1, old.pop("setup")
            del old["game"]
            out.append(json.dumps(old))
    return tuple(out)


# -- damage ---------------------------------------------------------------------------------

junk = st.one_of(
    st.none(), st.booleans(), st.floats(allow_nan=True, allow_infinity=True),
    st.integers(-3, 60), st.sampled_from([2**31, 2**63, 2**64, -2**64, 10**19, 2**64 - 1]),
    st.just(HUGE), st.just(DEEP), st.text(max_size=12), st.sampled_from(VOCAB),
    st.lists(st.integers(-2, 45), max_size=5), st.lists(st.sampled_from(VOCAB), max_size=4),
    st.dictionaries(st.sampled_from(VOCAB), st.integers(-1, 5), max_size=3),
    st.recursive(st.integers(0, 3) | st.none(), lambda inner: st.lists(inner, max_size=3),
                 max_leaves=8),
)


def pick(data: st.DataObject, doc: Any) -> tuple[Any, Any]:
    """A random place in the document: (its container, its key or index)."""
    parent, key, node = None, None, doc
    while isinstance(node, dict | list) and node:
        if parent is not None and data.draw(st.integers(0, 2)) == 0:
            break
        keys = sorted(node) if isinstance(node, dict) else list(range(len(node)))
        parent, key = node, data.draw(st.sampled_from(keys))
        node = parent[key]
    return parent, key


def damage_once(data: st.DataObject, doc: Any) -> None:
    parent, key = pick(data, doc)
    if parent is None:
        return
    op = data.draw(st.sampled_from(["replace", "replace", "drop", "add", "swap", "nudge",
                                    "permute"]))
    if op == "replace":
        parent[key] = data.draw(junk)
    elif op == "drop":
        del parent[key]
    elif op == "add" and isinstance(parent, dict):
        parent[data.draw(st.sampled_from(VOCAB) | st.text(max_size=6))] = data.draw(junk)
    elif op == "add":
        parent.insert(key, data.draw(junk))
    elif op == "swap":
        other_parent, other_key = pick(data, doc)
        if other_parent is not None:
            parent[key] = copy.deepcopy(other_parent[other_key])
    elif op == "nudge" and type(parent[key]) is int:
        parent[key] += data.draw(st.integers(-3, 3))
    elif isinstance(parent, list):  # the same items in another order: counts still add up
        random.Random(data.draw(st.integers(0, 2**32))).shuffle(parent)


def damaged_text(data: st.DataObject, text: str) -> str:
    doc = json.loads(text)
    for _ in range(data.draw(st.sampled_from((1, 1, 1, 2, 3)))):
        damage_once(data, doc)
    out = json.dumps(doc, sort_keys=data.draw(st.booleans()))
    for placeholder, raw in RAW.items():
        out = out.replace(placeholder, raw)
    if data.draw(st.integers(0, 9)) == 0:
        out = out[: data.draw(st.integers(0, len(out)))]
    return out


# -- the checks -----------------------------------------------------------------------------

class TooMuchWork(BaseException):
    """A loader went past LOAD_CALLS calls (not an Exception: no loader may take it for a
    refusal)."""


def counted_load(loader: Any, text: str) -> Any:
    """The loader's result, or None if it refused with InvalidState (anything else fails).
    Its work is counted in calls, not timed: a damaged count or size must not multiply it."""
    calls = 0

    def count(frame: Any, event: str, arg: Any) -> None:
        nonlocal calls
        if event in ("call", "c_call"):
            calls += 1
            if calls > LOAD_CALLS:  # raised into the loader; the profiler is then off
                raise TooMuchWork(f"loading took over {LOAD_CALLS} calls")

    sys.setprofile(count)
    try:
        result = loader(text)
    except core.InvalidState as exc:
        assert len(str(exc)) < 400, "the message quotes too much of the input"
        event("refused")
        result = None
    except TooMuchWork as exc:
        pytest.fail(str(exc))
    finally:
        sys.setprofile(None)
    return result


def reads_back(state: Any) -> None:
    text = state.to_json()
    again = registry.game_of(state).state_from_json(text)
    assert again == state and again.to_json() == text, "a reached state reads back different"


def play_to_the_end(state: Any, seed: int) -> None:
    """A loaded state plays to the end with random legal moves; it, the states of its first
    moves and its last read back from their JSON equal and written alike."""
    chooser = random.Random(seed)
    for step in range(MAX_STEPS):
        if step <= ROUND_TRIPS or state.is_over:
            reads_back(state)
        if state.is_over:
            assert state.outcome() is not None
            return
        options = state.legal_actions()
        assert options, "a loaded state has no legal action"
        state.apply(chooser.choice(options), log=False)
    pytest.fail(f"no end after {MAX_STEPS} moves")


def check_state_text(game: str, text: str, seed: int) -> None:
    state = counted_load(registry.game(game).state_from_json, text)
    if state is not None:
        event("state loaded")
        play_to_the_end(state, seed)


def check_record_text(text: str, seed: int) -> None:
    record = counted_load(core.GameRecord.from_json, text)
    if record is None:
        return
    last = None
    try:
        last = record.initial_state()
        for last in core.replay(record):  # noqa: B007 (the last state is wanted)
            pass
    except core.InvalidState as exc:
        assert len(str(exc)) < 400
        event("replay refused")
        return
    event("record replayed")
    play_to_the_end(last, seed)


def state_case(data: st.DataObject) -> None:
    game, text = data.draw(st.sampled_from(state_texts()))
    check_state_text(game, damaged_text(data, text), data.draw(st.integers(0, 2**32)))


def record_case(data: st.DataObject) -> None:
    text = data.draw(st.sampled_from(record_texts()))
    check_record_text(damaged_text(data, text), data.draw(st.integers(0, 2**32)))


@settings(SETTINGS, max_examples=CASES)
@given(st.data())
def test_damaged_states_are_refused_or_play_to_the_end(data: st.DataObject) -> None:
    state_case(data)


@settings(SETTINGS, max_examples=CASES // 2)
@given(st.data())
def test_damaged_records_are_refused_or_replay(data: st.DataObject) -> None:
    record_case(data)


@pytest.mark.soak
@settings(SETTINGS, max_examples=SOAK_CASES)
@given(st.data())
def test_soak_damaged_states(data: st.DataObject) -> None:
    state_case(data)


@pytest.mark.soak
@settings(SETTINGS, max_examples=SOAK_CASES // 3)
@given(st.data())
def test_soak_damaged_records(data: st.DataObject) -> None:
    record_case(data)


# -- the corpus itself loads, so the damage is what is refused ------------------------------

def test_every_corpus_text_loads_and_plays_to_the_end() -> None:
    for k, (game, text) in enumerate(state_texts()):
        state = registry.game(game).state_from_json(text)
        assert state.to_json() == text
        play_to_the_end(state, k)
    for text in record_texts():
        written = core.GameRecord.from_json(text).to_json()
        old = json.loads(text)
        if old["version"] == 1:  # written back as version 2: the mats become the setup
            old.update(version=2, game="riverboat", setup=old.pop("mats"))
            assert json.loads(written) == old
        else:
            assert written == text


@pytest.mark.parametrize("game", suite.ids(state_base=True))  # StateBase's counters
def test_a_state_at_the_counters_bound_plays_on_and_reads_back(game: str) -> None:
    """Regression (the soak, 2026-11-29): a state with its reveals at the validator's bound
    loaded, and the next card drawn took them past it, so the state no longer read back. The
    counters that only grow (reveals; Riverboat's VP and stamps) stop at the bound."""
    from core.base import COUNTER_MAX

    state = core.new_game(2, seed=5, game=game)
    data = json.loads(state.to_json())
    data["reveals"] = COUNTER_MAX
    if game == "riverboat":
        data["stamp"] = COUNTER_MAX
        for p in data["players"]:
            p["vp"], p["score_stamp"] = COUNTER_MAX, COUNTER_MAX
    loaded = registry.game(game).state_from_json(json.dumps(data))
    play_to_the_end(loaded, 3)
    assert loaded.reveal_count == COUNTER_MAX
