"""Undo policy, atomic saving, refusing bad files, and the replay model (no Qt needed)."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

import core
from core.game import State
from riverboat_qt.registry import TABLES
from riverboat_qt.shell.history import Timeline
from riverboat_qt.shell.replay_model import SNAPSHOT_EVERY, ReplayModel
from riverboat_qt.shell.storage import (
    SaveError,
    autosave_path,
    clear_autosave,
    load_record,
    remove_stale_temps,
    save_record,
    unfinished_autosave,
    write_atomically,
)
from tests.narrow import mover, present


def play(record: core.GameRecord, state: State, timeline: Timeline | None,
         moves: int, seed: int = 0) -> None:
    chooser = random.Random(seed)
    for _ in range(moves):
        if state.is_over:
            return
        action = chooser.choice(state.legal_actions())
        before = state.clone()
        seat = mover(state)
        state.apply(action)
        if timeline is None:
            record.actions.append(str(action))
        else:
            timeline.push(str(action), seat, before, state)


def finished_record(players: int = 4, seed: int = 3) -> tuple[core.GameRecord, State]:
    return core.random_game(players, seed)


def test_undo_restores_the_exact_earlier_state_and_redo_the_later_one() -> None:
    record, state = core.GameRecord.start(2, 8)
    timeline = Timeline(record)
    while state.decision_kind == "draft":  # the draft reveals nothing: all undoable
        seat, before = mover(state), state.clone()
        action = state.legal_actions()[-1]
        state.apply(action)
        timeline.push(str(action), seat, before, state)
        if state.decision_kind == "draft":
            assert timeline.undo_refusal(lambda s: True) is None
            after = state.clone()
            restored = timeline.undo(lambda s: True)
            assert restored == before
            timeline.redo(restored)
            assert restored == after
            state = restored


def human_seat_0(seat: int) -> bool:
    return seat == 0


def play_until(state: State, timeline: Timeline, done, seed: int = 0) -> None:
    """Random moves of every seat, each noted in the timeline, until done(state) holds."""
    chooser = random.Random(seed)
    while not done(state):
        assert not state.is_over, "the game ended before the position looked for"
        action = chooser.choice(state.legal_actions())
        before, seat = state.clone(), mover(state)
        state.apply(action)
        timeline.push(str(action), seat, before, state)


def ai_moved_since_the_human(timeline: Timeline, state: State) -> bool:
    """The human (seat 0) is to move again, and the AI has moved since their decision."""
    steps = timeline.steps
    return (mover(state) == 0 and len(steps) >= 2 and steps[-1].seat != 0
            and any(step.seat == 0 for step in steps))


def test_undo_goes_back_over_the_ai_moves_when_nothing_came_to_light() -> None:
    """Issue #47: undo was refused once an AI had moved, though its moves revealed nothing."""
    record, state = core.GameRecord.start(2, 8)
    timeline = Timeline(record)
    play_until(state, timeline, lambda s: s.decision_kind != "draft"
               or ai_moved_since_the_human(timeline, s))
    assert state.decision_kind == "draft"  # the draft reveals nothing
    own = present(timeline.last_own_step(human_seat_0))
    decision, moves = timeline.steps[own].before, len(record.actions)
    taken_back = len(timeline.steps) - own
    assert taken_back >= 2 and state.reveal_count == decision.reveal_count
    assert timeline.undo_refusal(human_seat_0) is None
    assert timeline.undo(human_seat_0) == decision
    assert len(record.actions) == moves - taken_back
    assert timeline.next_redo_seat() == 0  # the human's decision is redone first


def test_undo_is_refused_when_the_ai_revealed_something_since() -> None:
    record, state = core.GameRecord.start(2, 8)
    timeline = Timeline(record)
    play_until(state, timeline, lambda s: ai_moved_since_the_human(timeline, s) and any(
        step.revealed for step in timeline.steps[timeline.last_own_step(human_seat_0):]))
    reason = present(timeline.undo_refusal(human_seat_0))
    assert reason.startswith("Hidden information came to light since your last decision")
    own = present(timeline.last_own_step(human_seat_0))
    assert state.reveal_count != timeline.steps[own].before.reveal_count


def test_undo_before_any_move_of_the_player_says_so() -> None:
    record, state = core.GameRecord.start(2, 8)
    timeline = Timeline(record)
    assert timeline.undo_refusal(human_seat_0) == "Nothing to undo yet."
    play_until(state, timeline, lambda s: len(timeline.steps) == 1)
    first = timeline.steps[0].seat
    assert "no move yet" in present(timeline.undo_refusal(lambda seat: seat != first))


def test_a_new_action_forgets_the_redo() -> None:
    record, state = core.GameRecord.start(3, 2)
    timeline = Timeline(record)
    play(record, state, timeline, 2)
    state = timeline.undo(lambda s: True)
    assert timeline.redo_refusal() is None
    play(record, state, timeline, 1, seed=99)
    assert timeline.redo_refusal() == "Nothing to redo."
    assert len(record.actions) == len(timeline.steps) == 2


def test_save_then_open_continues_to_the_same_final_result(tmp_path: Path) -> None:
    record, state = core.GameRecord.start(3, 21)
    play(record, state, None, 60, seed=5)
    save_record(tmp_path / "game.json", record)
    again, resumed = load_record(tmp_path / "game.json", TABLES)
    assert resumed == state
    play(record, state, None, 10_000, seed=6)
    play(again, resumed, None, 10_000, seed=6)
    assert resumed == state and resumed.is_over


def test_arena_records_open(tmp_path: Path) -> None:
    record, state = finished_record(2, 4)
    record.seats = ["greedy (entrant 1)", "random (entrant 2)"]
    path = tmp_path / "arena.json"
    path.write_text(record.to_json().replace(',\n "meta": {}', ""), encoding="utf-8")
    assert "meta" not in path.read_text(encoding="utf-8")
    _, opened = load_record(path, TABLES)
    assert opened == state


def _good_text() -> str:
    record, _ = core.GameRecord.start(2, 1)
    record.actions = ["phase 1", "phase 2"]
    return record.to_json()


def _river_text() -> str:
    record, _ = core.random_game(2, 1, game="the-river")
    return record.to_json()


@pytest.mark.parametrize("content, words", [
    (b"", "empty"),
    (b"\xff\xfe\x00garbage", "not a text file"),
    (_good_text()[:40].encode(), "not a JSON document"),
    (b'{"format": "riverboat-state", "version": 1}', "not a Riverboat Qt game record"),
    (b'{"hello": "world"}', "not a Riverboat Qt game record"),
    (_good_text().replace('"phase 2"', '"phase 9"').encode(), "move 2"),
    (_good_text().replace('"seed": 1', '"seed": "one"').encode(), "'seed'"),
    (_good_text().replace('"num_players": 2', '"num_players": 7').encode(), "bad setup"),
])
def test_bad_files_are_refused_with_their_problem(tmp_path: Path, content: bytes,
                                                   words: str) -> None:
    path = tmp_path / "bad.json"
    path.write_bytes(content)
    with pytest.raises(core.InvalidState) as info:
        load_record(path, TABLES)
    assert words in str(info.value)
    assert path.read_bytes() == content  # nothing touched


def test_a_record_of_the_river_opens_now_that_the_window_has_its_table(tmp_path: Path) -> None:
    path = tmp_path / "river.json"
    path.write_text(_river_text(), encoding="utf-8")
    record, state = load_record(path, TABLES)
    assert record.game == "the-river" and state.is_over


def test_a_failed_save_leaves_the_good_file(tmp_path: Path, monkeypatch) -> None:
    path = tmp_path / "game.json"
    write_atomically(path, "good")

    def broken_replace(src: str, dst: str) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr("riverboat_qt.shell.storage.os.replace", broken_replace)
    with pytest.raises(SaveError, match="No space left"):
        write_atomically(path, "new")
    assert path.read_text() == "good"
    assert [p.name for p in tmp_path.iterdir()] == ["game.json"]  # no temp file left over


def _version_1(record: core.GameRecord) -> str:
    """The record as the app wrote it before records named their game: mats, no game."""
    d = json.loads(record.to_json())
    d["version"], d["mats"] = 1, d.pop("setup")
    del d["game"]
    return json.dumps(d, indent=1)


def test_version_1_saves_and_autosaves_open_and_are_saved_again_as_version_2(
        tmp_path: Path) -> None:
    record, state = core.GameRecord.start(3, 21)
    play(record, state, None, 40, seed=5)
    autosave_path(tmp_path).write_text(_version_1(record), encoding="utf-8")
    found = unfinished_autosave(tmp_path, TABLES)
    assert found is not None and found[1] == state and found[0].setup == record.setup
    save_record(tmp_path / "again.json", found[0])
    saved = json.loads((tmp_path / "again.json").read_text(encoding="utf-8"))
    assert (saved["version"], saved["game"], saved["setup"]) == (2, "riverboat", record.setup)
    assert load_record(tmp_path / "again.json", TABLES)[1] == state


def test_autosave_offers_only_an_unfinished_readable_game(tmp_path: Path) -> None:
    assert unfinished_autosave(tmp_path, TABLES) is None
    record, state = core.GameRecord.start(2, 5)
    play(record, state, None, 30)
    save_record(autosave_path(tmp_path), record)
    found = unfinished_autosave(tmp_path, TABLES)
    assert found is not None and found[1] == state
    done, _ = finished_record(2, 5)
    save_record(autosave_path(tmp_path), done)
    assert unfinished_autosave(tmp_path, TABLES) is None
    autosave_path(tmp_path).write_text("{broken")
    assert unfinished_autosave(tmp_path, TABLES) is None
    clear_autosave(tmp_path)
    assert not autosave_path(tmp_path).exists()


def test_replay_model_states_equal_the_engine_replay() -> None:
    record, final = finished_record(4, 9)
    model = ReplayModel(record)
    engine = [record.initial_state(), *core.replay(record)]
    assert model.length == len(engine) - 1
    order = list(range(model.length + 1))
    random.Random(1).shuffle(order)
    for step in order[:40] + [0, model.length, SNAPSHOT_EVERY, SNAPSHOT_EVERY - 1]:
        assert model.state_at(step) == engine[step]
    assert model.final == final
    assert model.marks[0].step == 0 and model.marks[-1].phase == "Game over"
    assert [m.round for m in model.marks] == sorted(m.round for m in model.marks)
    assert len(model.events) == model.length and all(model.events)


def test_play_from_here_record_replays_to_that_step() -> None:
    record, _ = finished_record(3, 12)
    model = ReplayModel(record)
    partial = model.record_until(50)
    assert list(core.replay(partial))[-1] == model.state_at(50)
    assert json.loads(partial.to_json())["actions"] == record.actions[:50]


def test_the_temporary_file_of_a_save_cut_short_is_removed(tmp_path: Path) -> None:
    save_record(autosave_path(tmp_path), core.GameRecord.start(2, 5)[0])
    (tmp_path / ".autosave.json.k3j2_x.tmp").write_text('{"format": "riverb')
    (tmp_path / "my game.json").write_text("kept")
    assert remove_stale_temps(tmp_path) == [".autosave.json.k3j2_x.tmp"]
    assert sorted(p.name for p in tmp_path.iterdir()) == ["autosave.json", "my game.json"]
