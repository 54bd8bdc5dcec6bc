"""Component data, hex geometry, mat graphs, notation, RNG, saved states and records."""

from __future__ import annotations

import json
from collections import Counter

import networkx as nx
import pytest
from hypothesis import given
from hypothesis import strategies as st

import core
from core import riverboat
from core.riverboat.components import CROPS, components
from core.riverboat.hexgrid import N_HEXES, from_axial, hex_name, parse_hex, rotate, to_axial
from core.riverboat.mat import _kind_of_shape, all_placements, bits, mat, mat_ids
from core.rng import Rng


def test_component_counts_match_the_rulebook() -> None:
    comp = components()
    by_size: Counter[int] = Counter()
    crops: Counter[str] = Counter()
    for kind in comp.tile_kinds.values():
        by_size[kind.size] += kind.count
        for _, _, crop in kind.cells:
            crops[CROPS[crop]] += kind.count
    assert by_size == {1: 70, 2: 25, 3: 15}
    assert set(crops.values()) == {33}
    assert len(comp.cards) == 17
    assert sum(b.copies for b in comp.boats.values()) == 45
    dominoes = [k for k in comp.tile_kinds.values() if k.size == 2]
    doubles = [k for k in dominoes if len({c for *_, c in k.cells}) == 1]
    assert sorted(k.count for k in doubles) == [1] * 5


@pytest.mark.parametrize("mat_id", mat_ids())
def test_mat_graph(mat_id: int) -> None:
    m = mat(mat_id)
    assert m.graph.number_of_nodes() == N_HEXES
    assert sum(nx.get_node_attributes(m.graph, "outskirts").values()) == 22
    for colour, mask in m.colour_masks.items():
        assert len(bits(mask)) == 8
        assert nx.is_connected(m.graph.subgraph(bits(mask))), colour
    corner, middle = parse_hex("a1"), parse_hex("c4")
    assert len(m.neighbours[corner]) == 2 and len(m.neighbours[middle]) == 6


@given(st.sampled_from(mat_ids()), st.integers(0, (1 << N_HEXES) - 1), st.data())
def test_crop_group_is_the_graph_component(mat_id: int, crop_mask: int,
                                           data: st.DataObject) -> None:
    """The masks' flood fill finds the same group as networkx on the mat's graph."""
    m = mat(mat_id)
    hexes = bits(crop_mask | 1)
    well = data.draw(st.sampled_from(hexes))
    expected = nx.node_connected_component(m.graph.subgraph(hexes), well)
    assert set(bits(m.crop_group(crop_mask | 1, well))) == expected


def test_each_placement_has_the_kind_of_its_shape() -> None:
    """kind_of reads a placement's kind from its making: no cells show two kinds' shapes."""
    for kind, by_low in all_placements().items():
        assert all(_kind_of_shape(pl.cells) == kind for pls in by_low for pl in pls)


def test_odd_rows_are_shifted_right() -> None:
    # b1 (row 2, shifted right) touches a1 and a2 above it; c1 touches only b1 above
    m = mat(1)
    assert set(m.neighbours[parse_hex("b1")]) >= {parse_hex("a1"), parse_hex("a2")}
    assert parse_hex("b2") not in m.neighbours[parse_hex("c1")]
    assert parse_hex("b1") in m.neighbours[parse_hex("c1")]


@given(st.integers(0, N_HEXES - 1))
def test_hex_names_and_axial_round_trip(index: int) -> None:
    assert parse_hex(hex_name(index)) == index
    assert from_axial(*to_axial(index)) == index


@given(st.integers(-5, 5), st.integers(-5, 5))
def test_six_rotations_are_the_identity(q: int, r: int) -> None:
    assert rotate(q, r, 6) == (q, r)
    assert rotate(*rotate(q, r, 1), 5) == (q, r)


@pytest.mark.parametrize("bad", ["", "z1", "a0", "a9", "a10", "A1", "11"])
def test_bad_hex_names_are_refused(bad: str) -> None:
    with pytest.raises(ValueError):
        parse_hex(bad)


@pytest.mark.parametrize("text", [
    "phase 3", "worker b3", "worker b3 $", "plant b3T", "plant b3T b4W", "plant a1K a2K b1K $",
    "boat 3a corn", "boat 7 pumpkin $", "pass", "barn c4", "well d5", "surveyor", "agents 2",
    "card 3", "card wells $", "bonus harbor", "survey barn c4", "survey well corn",
    "survey card two-boats", "stop",
])
def test_notation_round_trip(text: str) -> None:
    action = core.parse_action(text)
    assert str(action) == text
    assert eval(repr(action), vars(riverboat)) == action


@pytest.mark.parametrize("text", [
    "", "$", "fly", "phase", "phase two", "worker", "worker b3 b4", "plant", "plant b3X",
    "plant b3T b3W", "plant a1T a2T a3T a4T", "boat 8 corn", "boat 3a rice", "pass now",
    "barn", "surveyor a1", "agents", "card", "card nope $", "bonus gold", "survey hut a1",
    "survey card nope", "stop $", "agents 2 $",
])
def test_malformed_notation_is_refused_with_a_reason(text: str) -> None:
    with pytest.raises(ValueError) as info:
        core.parse_action(text)
    assert str(info.value)


def test_rng_is_deterministic_and_clones() -> None:
    a, b = Rng(42), Rng(42)
    assert [a.below(100) for _ in range(20)] == [b.below(100) for _ in range(20)]
    c = a.clone()
    assert a.next64() == c.next64()
    items = list(range(10))
    Rng(1).shuffle(items)
    assert sorted(items) == list(range(10)) and items != list(range(10))


def test_same_seed_same_setup_and_mats_can_be_given() -> None:
    assert core.new_game(3, 5) == core.new_game(3, 5)
    assert core.new_game(3, 5) != core.new_game(3, 6)
    state = core.new_game(2, 5, [4, 2])  # Riverboat's setup: the seats' mats
    assert isinstance(state, riverboat.GameState)
    assert [p.mat_id for p in state.players] == [4, 2]
    assert core.new_game(2, 5, setup=[4, 2], game="riverboat") == state
    assert riverboat.new_game(2, 5, setup=[4, 2]) == state
    for bad in ([1], [1, 1], [1, 9]):
        with pytest.raises(ValueError):
            core.new_game(2, 5, setup=bad)
    with pytest.raises(ValueError):
        core.new_game(5, 1)


def _damaged(edit) -> str:
    d = json.loads(core.new_game(3, 2).to_json())
    edit(d)
    return json.dumps(d)


@pytest.mark.parametrize("text, words", [
    ("", "not a JSON document"),
    ('{"format": "riverboat-state"', "not a JSON document"),
    ("[1, 2]", "not a JSON object"),
    ('{"format": "chess"}', "not a Riverboat state"),
    (_damaged(lambda d: d.update(version=99)), "unsupported state version"),
    (_damaged(lambda d: d.pop("round")), "no 'round'"),
    (_damaged(lambda d: d.update(round="2")), "not a whole number"),
    (_damaged(lambda d: d.update(round=7)), "round 7"),
    (_damaged(lambda d: d.update(supply_coins=24)), "coins do not add up"),
    (_damaged(lambda d: d["players"][0].update(workers=12)), "workers miscounted"),
    (_damaged(lambda d: d["crop_piles"][0].pop()), "crop tiles do not add up"),
    (_damaged(lambda d: d["opp_deck"].append("wells")), "opportunity cards do not add up"),
    (_damaged(lambda d: d["players"][1].update(mat_id=d["players"][0]["mat_id"])), "share a mat"),
    (_damaged(lambda d: d["players"][0].update(barn_mask=[99])), "bad hex"),
    (_damaged(lambda d: d.update(decision=["fly", 0, None])), "unknown decision kind"),
    (_damaged(lambda d: d.update(phase="lunch")), "unknown phase"),
])
def test_damaged_state_is_refused_with_its_problem(text: str, words: str) -> None:
    with pytest.raises(core.InvalidState) as info:
        riverboat.GameState.from_json(text)
    assert words in str(info.value)


def test_record_round_trip_and_damaged_records() -> None:
    record, state = core.GameRecord.start(2, 11)
    for _ in range(30):
        action = state.legal_actions()[-1]
        state.apply(action)
        record.actions.append(str(action))
    again = core.GameRecord.from_json(record.to_json())
    assert list(core.replay(again))[-1] == state
    for text in ("{", '{"format": "riverboat-record", "version": 1}',
                 '{"format": "riverboat-record", "version": 2}', '{"format": "x"}'):
        with pytest.raises(core.InvalidState):
            core.GameRecord.from_json(text)
    bad = core.GameRecord(2, 11, record.setup, actions=record.actions[:3] + ["phase 9"])
    with pytest.raises(core.InvalidState, match="move 4"):
        list(core.replay(bad))


def test_observation_hides_orders_and_determinize_keeps_what_is_known() -> None:
    state = core.new_game(4, 3)
    assert isinstance(state, riverboat.GameState)
    obs = state.observation(1)
    assert "rng" not in obs and obs["seat"] == 1
    assert obs["cult_deck"] == sorted(state.cult_deck)
    import random

    world = state.determinize(1, random.Random(0))
    assert world.observation(1) == obs
    assert world.cult_deck != state.cult_deck or world.crop_piles != state.crop_piles
    assert world.rng.state != state.rng.state
    assert world.legal_actions() == state.legal_actions()


def test_reveal_count_moves_exactly_when_hidden_information_comes_to_light() -> None:
    state = core.new_game(2, 4)
    assert isinstance(state, riverboat.GameState)
    assert state.reveal_count == 16 + 4  # the crop supply board and the opportunity spaces
    while state.decision_kind == "draft":
        before = state.reveal_count
        state.apply(state.legal_actions()[0])
        assert state.reveal_count == before
    # the draft's end starts cultivation: a worker from the round track, then the first card
    while state.card is None:
        state.apply(state.legal_actions()[0])
    # each placement reveals nothing, but the next card (drawn when all have placed) does
    while state.phase == "cultivation":
        seen, cards_left = state.reveal_count, state.cards_left
        state.apply(state.legal_actions()[0])
        if state.phase == "cultivation":
            assert state.reveal_count - seen == cards_left - state.cards_left


# -- issue #10: loaders refuse every bad input with their own error, fast ----------------------

def _mid_game() -> dict:
    """A real state in the middle of round 1 (harvest), as plain data."""
    state = core.new_game(3, 2)
    while state.phase != "harvest":
        state.apply(state.legal_actions()[0])
    return json.loads(state.to_json())


def _edited(edit, base=None) -> str:
    d = base() if base else json.loads(core.new_game(3, 2).to_json())
    edit(d)
    return json.dumps(d)


def _set(path: str, value):
    """An edit that sets d[a][b]... for a path 'a.b.0' (indices as digits)."""
    def edit(d):
        *head, last = [int(k) if k.isdigit() else k for k in path.split(".")]
        for k in head:
            d = d[k]
        d[last] = value
    return edit


MISTYPED = [  # each was a TypeError, a crash later, or accepted
    ("players.0.tiles", [1]), ("players.0.harvested", ["x", 0, 0, 0, 0]),
    ("players.0.harvested", [0.0, 0, 0, 0, 0]), ("opp_deck", [None]), ("opp_deck", [[1]]),
    ("boat_pile", {"1": "x"}), ("boat_pile", [1, 2]), ("boat_up", {"1": 1}), ("boat_up", []),
    ("decision", ["draft", "0", None]), ("decision", ["draft", True, None]),
    ("decision", ["draft", 0]), ("decision", ["draft", 0, "x"]), ("decision", "draft"),
    ("final", [1, 2, 3]), ("final", "over"), ("pending", [["agents", 0, "many"]]),
    ("pending", [["draft", 0, None]]), ("pending", [[]]), ("pending", {}),
    ("to_place", [7]), ("to_place", "0"), ("boats_left", [1]), ("boats_left", [True, 2, 2]),
    ("passed", [0, 0, 0]), ("passed", [False]), ("turn_order", [0, 0, 1]),
    ("turn_order", [5]), ("surveys_left", "2"), ("surveys_left", -1), ("opp_spaces", []),
    ("opp_spaces", [None] * 5), ("cards_left", 2**64), ("cards_left", 9), ("rng", -1),
    ("rng", 2**64), ("rng", 1.5), ("round", True), ("num_players", 3.0), ("version", True),
    ("version", 1.0), ("players.0.coins", False), ("players.0.wells", [None] * 5),
    ("players.0.crop_masks", [[], [], [], [], [True]]), ("players.0.boats", [1]),
    ("players.0.cards", ["wells", "wells"]), ("players.0.harbor", 99),
    ("players.0.mat_id", 99), ("display", [None]), ("crop_piles", [[], []]),
    ("cult_deck", [1] * 40), ("card", 3), ("phase_owner", [-1, -1, -1, -1]),
    ("first_player", 3), ("turn_pos", 9),
]


@pytest.mark.parametrize("path, value", MISTYPED, ids=[f"{p}={v!r}"[:40] for p, v in MISTYPED])
def test_mistyped_or_misshapen_fields_are_invalid_state(path: str, value) -> None:
    for base in (None, _mid_game):
        with pytest.raises(core.InvalidState):
            riverboat.GameState.from_json(_edited(_set(path, value), base))


@pytest.mark.parametrize("edit", [
    lambda d: d.update(extra=1), lambda d: d["players"][0].update(extra=1),
    lambda d: d["players"][0].pop("tiles"), lambda d: d.pop("final"),
])
def test_unknown_or_missing_keys_are_invalid_state(edit) -> None:
    with pytest.raises(core.InvalidState):
        riverboat.GameState.from_json(_edited(edit))


def test_a_decision_the_rules_would_not_reach_is_refused() -> None:
    d = _mid_game()
    seat = d["decision"][1]
    d["decision"][1] = (seat + 1) % 3  # another seat's turn: not what advance() gives
    with pytest.raises(core.InvalidState, match="not the one the rules reach"):
        riverboat.GameState.from_dict(d)
    d = _mid_game()
    d["decision"] = ["draft", seat, None]
    with pytest.raises(core.InvalidState):
        riverboat.GameState.from_dict(d)


@pytest.mark.parametrize("text", [
    "[" * 100_000 + "]" * 100_000,
    '{"format": "riverboat-state", "version": ' + "9" * 5000 + "}",
    '{"format": "riverboat-state", "version": 1, "rng": ' + "9" * 25 + "}",
    '{"format": "riverboat-state", "version": NaN}',
    "\ud800", b"\xff\xfe", None, 3, ["x"],
])
def test_unreadable_text_is_invalid_state(text) -> None:
    for loader in (riverboat.GameState.from_json, core.GameRecord.from_json):
        with pytest.raises(core.InvalidState) as info:
            loader(text)
        assert len(str(info.value)) < 200


def _record(v1: bool = False, drop: tuple[str, ...] = (), **changes) -> str:
    """A real record's JSON, as version 2 (game, setup) or 1 (mats), with fields changed."""
    record, _ = core.GameRecord.start(2, 11)
    d = json.loads(record.to_json())
    if v1:
        d["version"], d["mats"] = 1, d.pop("setup")
        del d["game"]
    d.update(changes)
    for key in drop:
        del d[key]
    return json.dumps(d)


COMMON_DAMAGE = [
    {"version": True}, {"version": 1.0}, {"version": "1"}, {"version": 3}, {"seed": -1},
    {"seed": 2**64}, {"seed": 1.0}, {"seed": True}, {"num_players": 2.0}, {"num_players": 9},
    {"seats": [1, 2]}, {"seats": ["a" * 1000, "b"]}, {"seats": ["a"]}, {"actions": [1]},
    {"actions": ["x" * 50_000_000]}, {"actions": "phase 1"}, {"meta": []}, {"extra": 1},
]


@pytest.mark.parametrize("changes", COMMON_DAMAGE + [
    {"game": "chess"}, {"game": None}, {"game": 3}, {"game": ["riverboat"]}, {"game": ""},
    {"setup": [1, 1]}, {"setup": [1, 9]}, {"setup": [1]}, {"setup": [[1], [2]]},
    {"setup": [1.0, 2.0]}, {"setup": [True, 2]}, {"setup": "12"}, {"setup": False},
    {"setup": {"mats": [1, 2]}}, {"setup": [0] * 5_000}, {"setup": [[[[[[[[[[1]]]]]]]]]]},
    {"setup": ["x" * 1_000, 2]}, {"setup": [2**70, 1]}, {"mats": [1, 2]},
])
def test_damaged_records_are_invalid_state_with_a_short_message(changes: dict) -> None:
    with pytest.raises(core.InvalidState) as info:
        core.GameRecord.from_json(_record(**changes))
    assert len(str(info.value)) < 200


@pytest.mark.parametrize("changes", COMMON_DAMAGE + [
    {"mats": [[1], [2]]}, {"mats": [1.0, 2.0]}, {"mats": [True, 2]}, {"mats": "12"},
    {"mats": [1, 1]}, {"mats": [1, 2, 3, 4, 5]}, {"game": "riverboat"}, {"setup": [1, 2]},
])
def test_damaged_version_1_records_are_invalid_state_too(changes: dict) -> None:
    with pytest.raises(core.InvalidState) as info:
        core.GameRecord.from_json(_record(v1=True, **changes))
    assert len(str(info.value)) < 200


@pytest.mark.parametrize(("version", "field"), [
    (2, "game"), (2, "setup"), (2, "seed"), (2, "actions"), (1, "mats"), (1, "num_players"),
])
def test_a_record_without_a_required_field_is_refused_naming_it(version: int, field: str) -> None:
    with pytest.raises(core.InvalidState, match=f"'{field}' is missing"):
        core.GameRecord.from_json(_record(v1=version == 1, drop=(field,)))


@pytest.mark.parametrize("setup", [{1: 2}, {"a": {3}}, [float("nan"), 1], [object()], (1, 2)])
def test_a_setup_that_is_not_plain_json_data_is_refused(setup) -> None:
    d = json.loads(_record())
    d["setup"] = setup
    with pytest.raises(core.InvalidState, match="'setup'"):
        core.GameRecord.from_dict(d)


def test_a_version_1_record_opens_as_riverboat_with_its_mats_as_setup() -> None:
    record, state = core.GameRecord.start(3, 8, setup=[4, 1, 2])
    for _ in range(25):
        action = state.legal_actions()[0]
        state.apply(action, log=False)
        record.actions.append(str(action))
    old = json.loads(record.to_json())
    old["version"], old["mats"] = 1, old.pop("setup")
    del old["game"]
    opened = core.GameRecord.from_json(json.dumps(old))
    assert (opened.game, opened.setup, opened.actions) == ("riverboat", [4, 1, 2], record.actions)
    assert list(core.replay(opened))[-1] == state
    again = json.loads(opened.to_json())  # written back as version 2
    assert (again["version"], again["game"], again["setup"]) == (2, "riverboat", [4, 1, 2])
    assert "mats" not in again


def test_a_record_names_its_game_and_keeps_the_setup_the_game_gives() -> None:
    record, state = core.GameRecord.start(2, 5, setup=[4, 3])
    d = json.loads(record.to_json())
    assert (d["format"], d["version"], d["game"], d["setup"]) == ("riverboat-record", 2,
                                                                   "riverboat", [4, 3])
    assert core.GameRecord.from_json(record.to_json()).initial_state() == state
    with pytest.raises(ValueError, match="unknown game"):
        core.GameRecord.start(2, 5, game="chess")


def test_a_record_with_a_huge_bad_action_is_refused_at_once_with_a_short_message() -> None:
    record, _ = core.GameRecord.start(2, 11)
    record.actions = ["phase " + "x" * 50_000_000]
    with pytest.raises(core.InvalidState) as info:
        list(core.replay(record))
    assert len(str(info.value)) < 300


@pytest.mark.parametrize("text", ["phase \u0663", "agents \u0661", "card \u0662", "worker a\u0663",
                                  "survey barn a\u0663", "phase ³", "phase 3\u00a0x"])
def test_parse_action_reads_ascii_digits_only(text: str) -> None:
    with pytest.raises(ValueError):
        core.parse_action(text)


@pytest.mark.parametrize("value", [None, 3, b"phase 3", ["phase", "3"]])
def test_parse_action_refuses_a_non_text_with_value_error(value) -> None:
    with pytest.raises(ValueError):
        core.parse_action(value)


def test_parse_action_quotes_a_short_excerpt_of_a_huge_text() -> None:
    with pytest.raises(ValueError) as info:
        core.parse_action("fly" * 10_000_000)
    assert len(str(info.value)) < 200


@pytest.mark.parametrize("build", [  # each type is wrong on purpose: mypy says so too
    lambda: riverboat.SendAgents(1.0),  # type: ignore[arg-type]
    lambda: riverboat.SendAgents(True),
    lambda: riverboat.ChoosePhase("3"),  # type: ignore[arg-type]
    lambda: riverboat.PlaceWorker(3.0),  # type: ignore[arg-type]
    lambda: riverboat.PlaceWorker(3, 1),  # type: ignore[arg-type]
    lambda: riverboat.TakeCard(None),  # type: ignore[arg-type]
    lambda: riverboat.Plant([(1, 2)]),  # type: ignore[arg-type]
    lambda: riverboat.Plant(((1.0, 2),)),  # type: ignore[arg-type]
    lambda: riverboat.Plant(((1,),)),  # type: ignore[arg-type]
    lambda: riverboat.ClaimBoat(1, 0),  # type: ignore[arg-type]
    lambda: riverboat.ClaimBoat("1", False),
    lambda: riverboat.TakeFeature("barn", 1.0),  # type: ignore[arg-type]
    lambda: riverboat.TakeFeature(None),  # type: ignore[arg-type]
    lambda: riverboat.TakeCardFromPile(3),  # type: ignore[arg-type]
    lambda: riverboat.ScoringBonus(None),  # type: ignore[arg-type]
    lambda: riverboat.Survey("barn", 3),  # type: ignore[arg-type]
])
def test_actions_built_by_hand_with_wrong_types_are_refused(build) -> None:
    with pytest.raises(ValueError):
        build()


def test_seeds_are_bounded_alike_in_setup_and_records() -> None:
    for bad in (-1, 2**64, 1.0, True):
        with pytest.raises(ValueError):
            core.new_game(2, bad)  # type: ignore[arg-type]  # a float seed on purpose
    record, _ = core.GameRecord.start(2, 2**64 - 1)
    assert core.GameRecord.from_json(record.to_json()).seed == 2**64 - 1


def test_every_decision_kind_of_the_rules_has_an_argument_spec() -> None:
    from core.riverboat.constants import PENDING_KINDS
    from core.riverboat.options import OPTIONS
    from core.riverboat.validate import decision_args

    assert set(decision_args()) == set(OPTIONS)
    assert set(PENDING_KINDS) <= set(OPTIONS)


def test_a_queued_decision_out_of_its_phase_is_refused() -> None:
    d = _mid_game()  # the harvest: a round-track worker cannot be waiting to be placed
    d["pending"].insert(0, ["bonus_worker", d["decision"][1], None])
    d["decision"] = d["pending"][0]
    with pytest.raises(core.InvalidState, match="queued in the harvest"):
        riverboat.GameState.from_dict(d)


def test_an_action_built_with_a_huge_text_is_refused_so_messages_stay_short() -> None:
    for build in (riverboat.TakeCardFromPile, riverboat.ScoringBonus,
                  lambda t: riverboat.Survey("card", t), lambda t: riverboat.ClaimBoat(t, 0),
                  riverboat.TakeFeature):
        with pytest.raises(ValueError) as info:
            build("x" * 10_000_000)
        assert len(str(info.value)) < 200


def test_seats_left_to_place_a_worker_outside_cultivation_are_refused() -> None:
    """Regression (the loaders' fuzz soak): a state whose to_place held the turn order's last
    seat outside the cultivation phase loaded, and its play reached a state that did not read
    back (the harvest's turn order no longer ended with that seat)."""
    d = _mid_game()
    assert d["phase"] != "cultivation" and d["to_place"] == []
    d["to_place"] = d["turn_order"][-1:]
    with pytest.raises(core.InvalidState, match="no cultivation card shown"):
        riverboat.GameState.from_dict(d)
