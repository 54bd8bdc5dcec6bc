"""The state through the contract: random games with invariants at every step, JSON round
trips and refusals, replay, clone, and what observation/determinize hide (ruling 15)."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from core.errors import IllegalAction, InvalidState
from core.game import State
from core.the_river import GAME, GameState, parse_action
from core.the_river.options import OPTIONS, TAKE_FIRST, surely_has_options
from core.the_river.scoring import CATEGORIES
from tests.narrow import present
from tests.the_river.helpers import check_conservation

PROBES = ["claim T35", "produce stone", "build B33 3w 3c 1s", "swap 1 12", "discard food",
          "start T01", "no swap", "set aside", "reserve B01", "trade 3f"]


def check_step(s: GameState, actions: list[Any]) -> None:
    before = s.to_json()
    for a in actions:
        s.clone().apply(a, log=False)
    for text in PROBES:
        a = parse_action(text)
        if a not in actions:
            with pytest.raises(IllegalAction) as info:
                s.apply(a)
            assert str(info.value)
    assert s.to_json() == before, "a refusal or a clone changed the state"
    again = GameState.from_json(before)
    assert again == s and again.legal_actions() == actions


def play(n: int, seed: int, check: bool = False) -> tuple[GameState, list[str]]:
    s = GAME.new_game(n, seed, None)
    assert isinstance(s, GameState)
    rng = random.Random(seed)
    record: list[str] = []
    reveals = s.reveal_count
    while not s.is_over:
        actions = s.legal_actions()
        assert actions and s.current_player is not None
        if check:
            check_conservation(s)
            check_step(s, actions)
        a = rng.choice(actions)
        record.append(str(a))
        events = s.apply(a)
        assert events and all(e.text and "T0" not in e.text for e in events)  # no ids
        assert s.reveal_count >= reveals
        reveals = s.reveal_count
    return s, record


@pytest.mark.parametrize("n,seed", [(2, 1), (3, 2), (4, 3), (4, 4)])
def test_random_games_keep_every_invariant(n: int, seed: int) -> None:
    s, _ = play(n, seed, check=True)
    outcome = s.outcome()
    assert outcome is not None and outcome.categories == CATEGORIES
    assert list(outcome.scores) == s.scores
    assert GameState.from_json(s.to_json()) == s


def test_many_random_games_end() -> None:
    for seed in range(30):
        s, record = play(2 + seed % 3, 1000 + seed)
        assert s.is_over and s.round <= 40 and len(record) < 400


def test_placements_made_when_asked_are_the_options_of_the_state() -> None:
    """A placement whose options surely exist (the first player spot is open) leaves them to
    be made when asked for: they are then the very options of the state, taking the first
    player spot among them."""
    lazy = 0
    for seed in range(6):
        s = GAME.new_game(2 + seed % 3, 300 + seed, None)
        assert isinstance(s, GameState)
        rng = random.Random(seed)
        while not s.is_over:
            kind, seat, _ = present(s.decision)
            if surely_has_options(s, kind, seat):
                lazy += s._legal is None
                made = s.legal_actions()
                assert made == OPTIONS[kind](s, seat) and TAKE_FIRST in made
            s.apply(rng.choice(s.legal_actions()), log=False)
    assert lazy > 100


def test_seed_and_actions_replay_exactly() -> None:
    s, record = play(3, 77)
    again = GAME.new_game(3, 77, GAME.setup_of(s))
    for text in record:
        again.apply(GAME.parse_action(text), log=False)
    assert again == s and again.outcome() == s.outcome()


def test_clone_is_independent() -> None:
    s = GAME.new_game(3, 5, None)
    twin = s.clone()
    twin.apply(twin.legal_actions()[0])
    assert twin != s and s.decision_kind == "start_tile"


def test_conforms_to_the_contract() -> None:
    s = GAME.new_game(4, 1, None)
    members = [m for m in vars(State) if not m.startswith("_")] + ["game_id", "num_players"]
    for name in members:
        assert hasattr(s, name), name  # mypy checks the types: GAME.new_game returns a State
    assert s.game_id == "the-river"
    assert (s.num_players, s.round, s.phase, s.phase_name()) == (4, 1, "setup",
                                                                 "Preliminary turn")
    assert s.outcome() is None and s.scores == [0, 0, 0, 0]
    assert GAME.state_from_json(s.to_json()) == s


# == hidden information (ruling 15) ========================================================

def test_observation_hides_only_the_two_orders() -> None:
    s = GAME.new_game(3, 8, None)
    assert isinstance(s, GameState)
    for _ in range(12):
        s.apply(s.legal_actions()[-1])
    other = s.clone()
    other.stack.reverse()
    other.deck.reverse()
    other.rng.state ^= 12345
    for seat in range(3):
        assert s.observation(seat) == other.observation(seat)
    obs = s.observation(0)
    full = s.to_dict()
    assert set(obs) - {"seat"} == set(full) - {"rng"}
    for key in full:
        if key not in ("rng", "stack", "deck"):
            assert obs[key] == full[key], key
    json.dumps(obs)


def test_determinize_resamples_only_the_two_orders() -> None:
    s = GAME.new_game(4, 9, None)
    for _ in range(20):
        s.apply(s.legal_actions()[0])
    d = s.determinize(1, random.Random(3))
    assert isinstance(s, GameState) and isinstance(d, GameState)
    assert d.observation(1) == s.observation(1)
    assert d.stack != s.stack or d.deck != s.deck
    assert sorted(d.stack) == sorted(s.stack) and sorted(d.deck) == sorted(s.deck)
    assert s.determinize(1, 42) == s.determinize(1, 42)
    GameState.from_json(d.to_json())


# == issue #32 item 1: income's discard while a pioneer is set aside ======================

# Income at cleanup overflows seat 4's warehouses while it still has the pioneer it set aside:
# the state asks for a discard in the cleanup (4 players, seed 4522510768878625608).
ASIDE_AT_CLEANUP = (
    "start T24|start T17|start T18|start T01|claim T34|claim T14|claim T25|claim T15|"
    "produce stone|produce wood|produce clay|reserve B25|reserve B23|claim T10|claim T13|"
    "produce wood|claim T13|produce stone|discard wood|swap 1 2|food|reserve B27|reserve B20|"
    "claim T26|first player|produce clay|discard stone|build B20 2w 2s|claim T27|produce wood|"
    "discard wood|discard wood|discard wood|discard food|produce stone|discard clay|"
    "discard stone|produce stone|produce clay|swap 1 2|food|discard clay|food|set aside|"
    "claim T10")


def discard_with_pioneer_aside() -> GameState:
    s = GAME.new_game(4, 4522510768878625608, None)
    assert isinstance(s, GameState)
    for text in ASIDE_AT_CLEANUP.split("|"):
        s.apply(parse_action(text))
    return s


def test_round_trip_of_discard_with_pioneer_aside() -> None:
    """The validator refused a cleanup with a pioneer still set aside (`aside` is reset in
    cleanup's last step, after income's storage choices), so the AI helper could not read it."""
    s = discard_with_pioneer_aside()
    assert (s.phase, s.decision, s.players[3].aside) == ("cleanup", ("discard", 3, None), 1)
    again = GameState.from_json(s.to_json())
    assert again == s and again.to_json() == s.to_json()
    assert again.legal_actions() == s.legal_actions()
    action = s.legal_actions()[0]
    s.apply(action, log=False)
    again.apply(action, log=False)
    assert again == s and s.phase == "play" and s.players[3].aside == 0


def _moved_pioneer(s: GameState, source: str, target: str) -> str:
    """The state's JSON with a pioneer of the first seat that has one there moved (conserved),
    to a field of the seat or to a spot of the main board: what no rule does."""
    data = json.loads(s.to_json())
    seat = next(i for i, p in enumerate(data["players"]) if p[source] > 0)
    data["players"][seat][source] -= 1
    if target in data["spots"]:
        data["spots"][target].append(seat)
    else:
        data["players"][seat][target] += 1
    return json.dumps(data)


def test_pioneers_aside_or_afloat_only_where_the_rules_leave_them() -> None:
    """Still refused: a pioneer aside or on the main board before the first round or after the
    game, and a boat holding pioneers in the cleanup (it begins only once every boat is
    empty)."""
    setup = GAME.new_game(3, 2, None)
    over, _ = play(2, 5)
    for state in (setup, over):
        assert isinstance(state, GameState)
        with pytest.raises(InvalidState, match="set aside only during a round"):
            GameState.from_json(_moved_pioneer(state, "boat", "aside"))
        with pytest.raises(InvalidState, match="on the main board only during a round"):
            GameState.from_json(_moved_pioneer(state, "boat", "food"))
    with pytest.raises(InvalidState, match="boat still held pioneers"):
        GameState.from_json(_moved_pioneer(discard_with_pioneer_aside(), "aside", "boat"))


# == damaged JSON ===========================================================================

def _damaged(edit: Any) -> str:
    s = GAME.new_game(3, 2, None)
    for _ in range(15):
        s.apply(s.legal_actions()[0])
    data = json.loads(s.to_json())
    edit(data)
    return json.dumps(data)


def _set(path: str, value: Any) -> Any:
    def edit(data: dict[str, Any]) -> None:
        keys = path.split(".")
        target: Any = data
        for k in keys[:-1]:
            target = target[int(k)] if isinstance(target, list) else target[k]
        last = keys[-1]
        if isinstance(target, list):
            target[int(last)] = value
        else:
            target[last] = value
    return edit


DAMAGE = [
    (_set("num_players", 5), "num_players"),
    (_set("num_players", True), "not a whole number"),
    (_set("round", 1.0), "not a whole number"),
    (_set("phase", "lunch"), "phase"),
    (_set("islands.0", -1), "islands"),
    (_set("players.0.res.0", 1), "wood"),
    (_set("players.0.boat", 5), "pioneers"),
    (_set("players.0.on_bonus_spot", 0), "true or false"),
    (_set("players.1.board", 9), "board"),
    (_set("players.1.river", ["T99"]), "known id"),
    (_set("offer.0", "B01"), "known id"),
    (_set("stack", []), "terrain tiles"),
    (_set("deck", []), "buildings"),
    (_set("token_pile", [6, 5]), "token"),
    (_set("decision", ["place", 2]), "decision"),
    (_set("decision", ["dance", 0]), "decision"),
    (_set("last_round", True), "last_round"),
    (_set("final", [{"Buildings": 3}] * 3), "final"),
    (_set("spots", {}), "spots"),
    (_set("rng", 2**64), "rng"),
    (_set("game", "riverboat"), "The River"),
    (_set("players", []), "players"),
    (lambda d: d.pop("turn"), "missing"),
    (lambda d: d.update(extra=1), "unknown"),
]


@pytest.mark.parametrize("edit,words", DAMAGE)
def test_damaged_json_refused(edit: Any, words: str) -> None:
    text = _damaged(edit)
    with pytest.raises(InvalidState, match=words):
        GameState.from_json(text)


@pytest.mark.parametrize("text", ["", "{", "[]", "null", "1e999", '{"game": "the-river"}',
                                  "[" * 100_000, 12, None])
def test_not_a_state_refused(text: Any) -> None:
    with pytest.raises(InvalidState):
        GAME.state_from_json(text)


def test_only_the_final_scoring_carries_vp_in_the_log() -> None:
    """Ruling added ('Log VP'): nothing is scored during play; the final events sum up."""
    for n, seed in [(2, 11), (3, 12), (4, 13)]:
        s = GAME.new_game(n, seed, None)
        rng = random.Random(seed)
        events = []
        while not s.is_over:
            events += s.apply(rng.choice(s.legal_actions()))
        assert all(e.phase == "Game over" for e in events if e.vp)
        gained = [sum(e.vp for e in events if e.seat == seat) for seat in range(n)]
        assert gained == s.scores


def test_finished_state_whose_final_scoring_is_not_the_boards_is_refused() -> None:
    """Issue #32, item 6, in The River: the final scoring is the one account of the scores,
    and a finished state whose rows are not what the boards score loaded and won with them."""
    s = GAME.new_game(3, 4, None)
    rng = random.Random(4)
    while not s.is_over:
        s.apply(rng.choice(s.legal_actions()), log=False)
    assert GameState.from_json(s.to_json()).outcome() == s.outcome()
    data = json.loads(s.to_json())
    tokens = data["final"][0]["Bonus tokens"]
    data["final"][0]["Bonus tokens"] += 50
    with pytest.raises(InvalidState, match=f"player 1: the final scoring gives {tokens + 50} "
                                           f"for Bonus tokens; the rules give {tokens}"):
        GameState.from_json(json.dumps(data))


@pytest.mark.parametrize("taken", [1, 2])
def test_a_start_offer_with_fewer_tiles_than_seats_to_choose_is_refused(taken: int) -> None:
    """Issue #44: a save whose preliminary turn offered fewer starting tiles than the seats
    still to choose loaded, and a seat had no legal move before the end."""
    s = GAME.new_game(3, 2, None)
    s.apply(s.legal_actions()[0])  # two seats still to choose, from three tiles
    data = json.loads(s.to_json())
    for _ in range(taken):  # a face-up tile back on the stack: every tile still counted
        k = max(i for i, t in enumerate(data["offer"]) if t is not None)
        data["stack"].append(data["offer"][k])
        data["offer"][k] = None
    with pytest.raises(InvalidState, match=f"offers {3 - taken} starting tile.s. to 2 seat"):
        GameState.from_json(json.dumps(data))
    GameState.from_json(s.to_json())  # the untouched save loads
