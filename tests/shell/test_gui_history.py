"""History through the real window: undo/redo, save and open, autosave after a kill, bad files,
the game log, the replay viewer, the hint and the remembered settings."""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QFileDialog, QMessageBox

import core
from core import riverboat
from riverboat_qt.registry import TABLES
from riverboat_qt.riverboat.buttons import button
from riverboat_qt.riverboat.driver import Driver
from riverboat_qt.shell.app import MainWindow
from riverboat_qt.shell.hint_ring import HintRing
from riverboat_qt.shell.seats import SeatConfig
from riverboat_qt.shell.storage import autosave_path, load_record
from tests.narrow import present

ROOT = Path(__file__).resolve().parents[2]


def human_turn(window, qtbot) -> None:
    c = window.controller
    qtbot.waitUntil(lambda: c.state.is_over or (c.human_to_move and window.interaction is not None),
                    timeout=30_000)


def reveals(state: riverboat.GameState, action: riverboat.Action) -> bool:
    after = state.clone()
    after.apply(action, log=False)
    return after.reveal_count != state.reveal_count


def free_moves(state: riverboat.GameState) -> list[riverboat.Action]:
    legal = state.legal_actions()
    return [a for a in legal if not getattr(a, "coin", False)
            and type(a).__name__ != "TakeCardFromPile"] or legal


def act(window, qtbot, action: riverboat.Action) -> None:
    """The human's action through the widgets; waits until it is recorded."""
    c = window.controller
    done = len(c.record.actions)
    Driver(window).perform(action)
    qtbot.waitUntil(lambda: len(c.record.actions) > done, timeout=10_000)


def click_tool(window, action) -> None:
    QTest.mouseClick(window.toolbar_button(action), Qt.MouseButton.LeftButton)


# -- undo and redo --------------------------------------------------------------------------


def test_undo_and_redo_through_the_buttons_and_shortcuts(window, qtbot):
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=5_000)
    c = window.controller
    window.start_game([SeatConfig(True), SeatConfig(False, "random")], seed=5)
    human_turn(window, qtbot)
    rng = random.Random(1)
    # a human move that reveals nothing, while the AI waits its (long) turn to think
    while c.state.current_player != 0 or all(reveals(c.state, a) for a in free_moves(c.state)):
        act(window, qtbot, rng.choice(free_moves(c.state)))
        human_turn(window, qtbot)
    c.move_delay_ms = 10_000_000
    before = c.state.clone()
    action = next(a for a in free_moves(c.state) if not reveals(c.state, a))
    act(window, qtbot, action)
    after = c.state.clone()
    assert window.undo_action.isEnabled() and not window.redo_action.isEnabled()
    lines = window.log.texts_of(len(c.record.actions))
    assert lines
    # undo: the toolbar button; the whole state is the earlier one, the log line is gone
    click_tool(window, window.undo_action)
    assert c.state == before and c.state.to_json() == before.to_json()
    assert window.log.texts_of(len(c.record.actions) + 1) == []
    assert window.redo_action.isEnabled() and window.interaction is not None
    # redo: Ctrl+Shift+Z; undo again: Ctrl+Z; redo: the button
    QTest.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier
                   | Qt.KeyboardModifier.ShiftModifier)
    assert c.state == after
    QTest.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert c.state == before
    click_tool(window, window.redo_action)
    assert c.state == after and c.record.actions[-1] == str(action)
    assert not window.redo_action.isEnabled()
    # the AI plays on: undo takes back the human's decision and the AI's moves after it, when
    # they brought nothing hidden to light (issue #47); redo plays them all again
    c.move_delay_ms = 0
    human_turn(window, qtbot)
    decision = before  # the human's last decision: the action redone above
    while c.timeline.steps[-1].seat == 0 or c.undo_refusal() is not None:
        decision = c.state.clone()
        act(window, qtbot, next(a for a in free_moves(c.state) if not reveals(c.state, a)))
        human_turn(window, qtbot)
    moves, now = len(c.record.actions), c.state.clone()
    click_tool(window, window.undo_action)
    assert c.state == decision and c.human_to_move and len(c.record.actions) < moves - 1
    click_tool(window, window.redo_action)
    assert c.state == now and len(c.record.actions) == moves


def test_undo_is_refused_after_a_reveal(window, qtbot):
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=5_000)
    c = window.controller
    window.start_game([SeatConfig(True), SeatConfig(False, "random")], seed=9)
    rng = random.Random(2)
    while True:  # the human plays until one of their moves would draw a card or a tile
        human_turn(window, qtbot)
        revealing = [a for a in free_moves(c.state) if reveals(c.state, a)]
        if revealing:
            break
        act(window, qtbot, rng.choice(free_moves(c.state)))
    c.move_delay_ms = 10_000_000  # the AI waits: only the reveal stands in the way
    act(window, qtbot, revealing[0])
    state = c.state.to_json()
    button = window.toolbar_button(window.undo_action)
    assert not button.isEnabled() and "Hidden information came to light" in button.toolTip()
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    QTest.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    c.undo()  # even called directly, it is refused with the reason
    assert c.state.to_json() == state
    assert "Hidden information" in window.statusBar().currentMessage()


# -- save, open, the log --------------------------------------------------------------------


def play_on(window, moves: int | None = None) -> None:
    """Hot seat: each move chosen by the position (same position, same move), to the end."""
    c = window.controller
    while not c.state.is_over and (moves is None or moves > 0):
        rng = random.Random(len(c.record.actions))
        assert c.submit(rng.choice(c.state.legal_actions()))
        moves = None if moves is None else moves - 1


def played_on(state: riverboat.GameState, done: int) -> riverboat.GameState:
    """The engine alone playing on as play_on would from `done` actions: the reference end."""
    state = state.clone()
    while not state.is_over:
        state.apply(random.Random(done).choice(state.legal_actions()), log=False)
        done += 1
    return state


def test_save_reopen_and_continue_to_the_same_result(window, qtbot, tmp_path, monkeypatch):
    window.start_game([SeatConfig(True), SeatConfig(True)], seed=17)
    play_on(window, 70)
    path = tmp_path / "saved game.json"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(path), ""))
    window.save_as_action.trigger()
    assert json.loads(path.read_text())["meta"]["seats"] == [{"human": True}] * 2
    # the log: grouped by round and phase, seat names, points next to what scored them
    headings = [window.log.topLevelItem(k).text(0) for k in range(window.log.topLevelItemCount())]
    assert "Round 1 · Phase tile draft" in headings and "Round 1 · Planting" in headings
    scored = [i for i in window.log.lines if i.text(1)]
    assert scored and all(i.text(1).startswith("+") for i in scored)
    assert any(i.text(0).startswith("Red plants") for i in window.log.lines)
    final = played_on(window.controller.state, 70)  # the original game's end, by the engine
    other = MainWindow(TABLES, data_dir=tmp_path / "other")
    qtbot.addWidget(other)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), ""))
    other.open_action.trigger()
    assert len(other.controller.history.record.actions) == 70
    assert len(other.log.lines) > 70  # the log of the opened game is shown
    play_on(other)
    assert other.controller.state == final
    assert other.controller.playing.outcome() == final.outcome()
    present(other.score_dialog).close()
    other.close()


BAD_FILES = {
    "empty.json": (b"", "is empty"),
    "picture.json": (b"\x89PNG\r\n\x1a\n\x00\x00\xff\xfe", "not a text file"),
    "truncated.json": (None, "not a JSON document"),
    "foreign.json": (b'{"name": "chess game", "moves": ["e4"]}', "not a Riverboat Qt game record"),
    "state.json": (None, "not a Riverboat Qt game record"),
    "edited.json": (None, "cannot be replayed"),
    "seats.json": (None, "meta.seats"),
    "version.json": (None, "unsupported record version"),
}


def bad_content(name: str, good: str, state: riverboat.GameState) -> bytes:
    content, _ = BAD_FILES[name]
    if content is not None:
        return content
    data = json.loads(good)
    if name == "truncated.json":
        return good[: len(good) // 2].encode()
    if name == "state.json":
        return state.to_json().encode()
    if name == "edited.json":
        data["actions"][3] = "phase 9"
    elif name == "seats.json":
        data["meta"]["seats"] = [{"human": False, "level": "Grandmaster"}, {"human": True}]
    elif name == "version.json":
        data["version"] = 99
    return json.dumps(data).encode()


def test_each_kind_of_bad_file_is_refused_and_nothing_is_lost(window, qtbot, tmp_path,
                                                             monkeypatch):
    window.start_game([SeatConfig(True), SeatConfig(True)], seed=3)
    play_on(window, 12)
    good_path = tmp_path / "good.json"
    assert window.files.save_to(good_path)
    good = good_path.read_text()
    c = window.controller
    state, actions = c.state.to_json(), list(c.record.actions)
    for name, (_, words) in BAD_FILES.items():
        path = tmp_path / name
        content = bad_content(name, good, c.state)
        path.write_bytes(content)
        monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, p=path, **k: (str(p), ""))
        window.open_action.trigger()  # File > Open
        assert window.error_box is not None and words in window.error_box.text(), name
        assert name in window.error_box.text()
        assert c.state.to_json() == state and c.record.actions == actions, name
        assert path.read_bytes() == content  # the file is left as it was
        window.error_box.close()
    assert not window.files.open_path(tmp_path / "missing.json")
    assert "cannot read" in window.error_box.text()
    # a save that fails (disk full) says so and leaves the good file whole
    play_on(window, 2)

    def disk_full(src, dst):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr("riverboat_qt.shell.storage.os.replace", disk_full)
    assert not window.files.save_to(good_path)
    assert "No space left" in window.error_box.text()
    assert good_path.read_text() == good
    assert sorted(p.name for p in tmp_path.iterdir() if p.name.startswith(".good")) == []


# -- autosave and resume after a kill -------------------------------------------------------


def test_autosave_and_resume_after_the_app_is_killed(qtbot, tmp_path, monkeypatch):
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "RIVERBOAT_DATA_DIR": str(tmp_path)}
    proc = subprocess.Popen([sys.executable, "-m", "riverboat_qt", "--seats",
                             "random,random,random", "--seed", "8", "--speed", "Off"],
                            cwd=ROOT, env=env, stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL)
    path = autosave_path(tmp_path)
    try:
        end = time.monotonic() + 60
        moves = 0
        while moves < 40 and time.monotonic() < end and proc.poll() is None:
            time.sleep(0.01)
            if path.exists():
                moves = len(json.loads(path.read_text())["actions"])
        assert moves >= 40, "the game did not get going"
    finally:
        os.kill(proc.pid, signal.SIGKILL)  # killed mid-game, whatever it was doing
        proc.wait(10)
    record, state = load_record(path, TABLES)
    assert not state.is_over and len(record.actions) >= 40
    asked = []

    def answer(parent, title, text, *args):
        asked.append(text)
        return QMessageBox.StandardButton.Yes

    monkeypatch.setattr(QMessageBox, "question", answer)
    window = MainWindow(TABLES, data_dir=tmp_path)
    qtbot.addWidget(window)
    window.set_speed(0)
    window.controller.move_delay_ms = 10_000_000  # hold the AI: look at the resumed state
    assert window.files.offer_resume()
    assert asked and "unfinished game" in asked[0] and f"{len(record.actions)} moves" in asked[0]
    c = window.controller
    assert c.history.record.actions == record.actions
    assert c.state == state == list(core.replay(record))[-1]
    assert [s.level for s in c.seats] == ["random"] * 3  # the seats as saved
    c.move_delay_ms = 0
    c._next(0)
    qtbot.waitUntil(lambda: len(c.history.record.actions) >= len(record.actions) + 3,
                    timeout=20_000)
    window.close()


# -- the replay viewer ----------------------------------------------------------------------


def test_the_replay_viewer_steps_to_the_engines_states(window, qtbot, tmp_path):
    record, _ = core.random_game(4, 6)
    path = tmp_path / "arena.json"
    text = record.to_json().replace(',\n "meta": {}', "")  # an arena record: no meta
    path.write_text(text)
    engine = [record.initial_state(), *core.replay(record)]
    assert window.files.open_path(path)  # a finished game opens in the replay viewer
    rw = window.files.replay_window
    qtbot.addWidget(rw)
    assert rw.step == 0 and rw.state == engine[0]
    for k in range(1, 11):
        QTest.mouseClick(rw.forward_button, Qt.MouseButton.LeftButton)
        assert rw.step == k and rw.state == engine[k]
        assert {i.data(0, Qt.ItemDataRole.UserRole) for i in rw.log._highlighted} == {k}
    for k in range(9, 5, -1):
        QTest.mouseClick(rw.back_button, Qt.MouseButton.LeftButton)
        assert rw.step == k and rw.state == engine[k]
    for step in random.Random(3).sample(range(len(engine)), 12):
        rw.slider.setValue(step)  # the timeline
        assert rw.state == engine[step]
    QTest.mouseClick(rw.last_button, Qt.MouseButton.LeftButton)
    assert rw.state == engine[-1] and rw.state.is_over
    QTest.mouseClick(rw.first_button, Qt.MouseButton.LeftButton)
    assert rw.state == engine[0]
    assert [m.step for m in rw.model.marks][:2] == [0, rw.model.marks[1].step]
    # the seat selector: what Blue can know (contents), or everything (the order of draws)
    rw.seat.setCurrentIndex(2)
    assert "What Blue" in rw.hidden.text() and rw.scene.focus == 1
    assert "Next cultivation" not in rw.hidden.text()
    rw.seat.setCurrentIndex(0)
    assert "Next cultivation cards" in rw.hidden.text()
    # play at the fastest speed, then pause
    rw.speed.setCurrentIndex(rw.speed.count() - 1)
    QTest.mouseClick(rw.play_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: rw.step >= 3, timeout=5_000)
    QTest.mouseClick(rw.play_button, Qt.MouseButton.LeftButton)
    stopped = rw.step
    qtbot.wait(250)
    assert rw.step == stopped and rw.state == engine[stopped]
    # play from here: a live game at that position (no meta: you are seat 1, AI the rest)
    window.controller.move_delay_ms = 10_000_000
    rw.go(57)
    QTest.mouseClick(rw.play_here, Qt.MouseButton.LeftButton)
    c = window.controller
    assert c.record.actions == record.actions[:57] and c.state == engine[57]
    assert c.seats[0].human and not c.seats[1].human
    rw.close()


# -- the hint, the settings -----------------------------------------------------------------


def test_the_game_window_and_a_replay_keep_their_own_seat_names(window, qtbot, tmp_path):
    """A replay of another game open beside the live one: each window names its own seats."""
    window.start_game([SeatConfig(True), SeatConfig(False, "random"), SeatConfig(False, "random")],
                      seed=4)
    human_turn(window, qtbot)
    record, _ = core.random_game(2, 8)
    record.seats = ["Ann", "Bob"]
    path = tmp_path / "other.json"
    path.write_text(record.to_json())
    assert window.files.open_path(path)
    rw = window.files.replay_window
    qtbot.addWidget(rw)
    rw.go(5)
    window.redraw()  # the live table is drawn after the replay
    live = ["Red (you)", "Blue (AI Random)", "Black (AI Random)"]  # a bot word by its name
    assert [window.scene.panels[k].seat_label for k in range(3)] == live
    assert "Red (you)" in window.prompt.text()
    assert [rw.scene.panels[k].seat_label for k in range(2)] == ["Red (Ann)", "Blue (Bob)"]
    rw.seat.setCurrentIndex(2)
    assert "What Blue (Bob) can know" in rw.hidden.text()
    tips = [line.toolTip(0) for line in rw.log.lines]
    assert any("Red (Ann)" in t for t in tips) and not any("(you)" in t for t in tips)
    window.redraw()
    assert "Red (you)" in window.prompt.text()
    rw.close()


def test_the_hint_returns_a_legal_action_and_shows_it(window, qtbot):
    c = window.controller
    window.start_game([SeatConfig(True), SeatConfig(False, "random")], seed=12)
    human_turn(window, qtbot)
    c.hint_spec = "normal"
    with qtbot.waitSignal(c.hinted, timeout=30_000) as hinted:
        click_tool(window, window.hint_action)
    action = hinted.args[0]
    assert action in c.state.legal_actions()
    assert window.statusBar().currentMessage().startswith("Hint (AI Normal):")
    rings = [i for i in window.scene.items() if isinstance(i, HintRing)]
    marked = [b for b in window.choice_buttons if "00897b" in b.styleSheet()]
    assert rings or marked


def test_a_hint_to_take_a_card_from_the_pile_marks_the_look_button(window, qtbot):
    """Regression: the hint's marking asked a TakeCardFromPile for its `coin`, which it lacks
    (it always costs one), and failed with AttributeError instead of marking the button."""
    c = window.controller
    window.start_game([SeatConfig(True), SeatConfig(True)], seed=5)
    rng = random.Random(5)
    for _ in range(500):
        piles = [a for a in c.state.legal_actions() if isinstance(a, riverboat.TakeCardFromPile)]
        if piles:
            break
        assert c.submit(rng.choice(c.state.legal_actions()))
    assert piles, "no card from the pile was ever on offer"
    window.on_hinted(piles[0])
    marked = [b.text() for b in window.choice_buttons if "00897b" in b.styleSheet()]
    assert marked and all(text.startswith(button("look")) for text in marked)


def test_a_move_cancels_the_hint_and_the_ai_plays_on(window, qtbot):
    c = window.controller
    window.start_game([SeatConfig(True), SeatConfig(False, "random")], seed=12)
    human_turn(window, qtbot)
    c.hint_spec = "mcts:time=30"  # a hint that would take half a minute
    got: list[object] = []
    c.hinted.connect(got.append)
    click_tool(window, window.hint_action)
    qtbot.waitUntil(lambda: "Hint" in window.thinking_label.text(), timeout=10_000)
    act(window, qtbot, free_moves(c.state)[0])  # the human moves on: the hint is given up
    assert not c.hint_pending
    human_turn(window, qtbot)  # the AI seat was not held up by the cancelled search
    assert got == [] and c.human_to_move


def test_settings_are_remembered_between_runs(qtbot, tmp_path):
    first = MainWindow(TABLES, data_dir=tmp_path)
    qtbot.addWidget(first)
    first.show()
    first.resize(700, 560)  # fits the offscreen screen (800x800)
    first.speed_actions["Slow"].trigger()
    seats = [SeatConfig(True), SeatConfig(False, "Easy"), SeatConfig(False, "Hard"),
             SeatConfig(True)]
    first.controller.move_delay_ms = 10_000_000
    first.start_game(seats, seed=2)
    first.close()
    again = MainWindow(TABLES, data_dir=tmp_path)
    qtbot.addWidget(again)
    assert again.anim_ms == 1200 and again.speed_actions["Slow"].isChecked()
    assert again.last_seats() == seats
    assert (again.size().width(), again.size().height()) == (700, 560)
    from riverboat_qt.shell.dialogs import NewGameDialog

    dialog = NewGameDialog(TABLES, again, again.last_seats())
    assert dialog.seats() == seats
    again.close()


# -- the log's layout, the replay's mats and timeline (issue #10, the table) ----------------


def _crosses_a_heading(state: riverboat.GameState, action: riverboat.Action) -> bool:
    """The action starts a new round or phase, reveals nothing and leaves its seat to move."""
    after = state.clone()
    after.apply(action, log=False)
    return ((after.round, after.phase) != (state.round, state.phase)
            and after.reveal_count == state.reveal_count
            and after.current_player == state.current_player)


def test_undo_across_a_phase_start_leaves_no_repeated_heading(window):
    c = window.controller
    window.start_game([SeatConfig(True), SeatConfig(True)], seed=21)
    rng = random.Random(21)
    while True:
        crossing = [a for a in c.state.legal_actions() if _crosses_a_heading(c.state, a)]
        if crossing:
            break
        assert c.submit(rng.choice(c.state.legal_actions()))
    before = window.log.headings()
    assert c.submit(crossing[0])
    assert len(window.log.headings()) == len(before) + 1
    assert c.undo()  # back across the new heading: it goes, with its lines
    assert window.log.headings() == before
    assert c.submit(crossing[0])  # played again: one heading for the new phase
    assert window.log.headings() == before + [window.log.lines[-1].parent().text(0)]
    play_on(window, 60)  # and all along the game: each heading once, every row a line
    headings = window.log.headings()
    assert len(headings) == len(set(headings)), headings
    rows = [window.log.topLevelItem(k) for k in range(window.log.topLevelItemCount())]
    children = [g.child(k) for g in rows for k in range(g.childCount())]
    assert all(item.text(0).strip() for item in rows + children)
    notes = [i.text(0) for i in children if i.data(0, Qt.ItemDataRole.UserRole) == -1]
    assert any(n.startswith("Move taken back") for n in notes)


def test_replay_mats_keep_their_places_on_every_move(window, qtbot, tmp_path):
    record, _ = core.random_game(4, 6)
    record.meta = {"seats": [{"human": False, "level": "Easy"}, {"human": True},
                             {"human": False, "level": "Easy"}, {"human": False, "level": "Easy"}]}
    path = tmp_path / "game.json"
    path.write_text(record.to_json())
    assert window.files.open_path(path)
    rw = window.files.replay_window
    qtbot.addWidget(rw)
    places = None
    for step in range(0, rw.model.length + 1, 3):
        rw.go(step)
        now = {seat: (panel.pos().x(), panel.pos().y(), panel.scale())
               for seat, panel in rw.scene.panels.items()}
        assert places is None or now == places, step
        places = now
    assert rw.scene.focus == 1  # the human seat of the record has the large mat
    rw.seat.setCurrentIndex(3)  # the viewer's own choice still moves the large mat
    assert rw.scene.focus == 2
    rw.close()


def test_a_click_on_the_timeline_track_jumps_to_that_move(window, qtbot, tmp_path):
    record, _ = core.random_game(3, 2)
    path = tmp_path / "game.json"
    path.write_text(record.to_json())
    assert window.files.open_path(path)
    rw = window.files.replay_window
    qtbot.addWidget(rw)
    rw.show()
    qtbot.waitExposed(rw)
    slider = rw.slider
    assert rw.step == 0
    for fraction in (0.75, 0.3, 0.9):
        x = round(slider.width() * fraction)
        QTest.mouseClick(slider, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                         QPoint(x, slider.height() // 2))
        wanted = slider.value_at(x)
        assert abs(wanted - round(rw.model.length * fraction)) <= rw.model.length // 20
        assert rw.step == wanted and slider.value() == wanted, (fraction, rw.step, wanted)
    rw.close()
