"""Opening the replay viewer fast: the model replays lazily, the window opens on the setup
and loads the rest between paints; once loaded, its log, timeline and table are those of a
viewer that loaded everything at once. Both games. (Speed itself: bench/replay_open.py.)"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

import core
from riverboat_qt.registry import TABLES
from riverboat_qt.shell.log_view import LogView
from riverboat_qt.shell.replay_model import SNAPSHOT_EVERY, Mark, ReplayModel
from riverboat_qt.shell.replay_view import ReplayWindow
from tests import games as suite
from tests.narrow import present

GAMES = suite.table_ids(registered=True)


def eager_marks(record: core.GameRecord) -> list[Mark]:
    """The round and phase marks of a plain replay from the start."""
    states = [record.initial_state(), *core.replay(record)]
    marks = [Mark(0, states[0].round, states[0].phase_name())]
    for step in range(1, len(states)):
        before, after = states[step - 1], states[step]
        if (after.round, after.phase) != (before.round, before.phase):
            marks.append(Mark(step, after.round, after.phase_name()))
    return marks


def rows(log: LogView) -> list[tuple[str, str, object, str]]:
    """Every row of a log, headings and lines, top to bottom: text, VP, step, tooltip."""
    out = []
    for k in range(log.topLevelItemCount()):
        group = present(log.topLevelItem(k))
        for item in [group] + [present(group.child(c)) for c in range(group.childCount())]:
            out.append((item.text(0), item.text(1), item.data(0, Qt.ItemDataRole.UserRole),
                        item.toolTip(0)))
    return out


@pytest.mark.parametrize("game", GAMES)
def test_the_model_replays_only_as_far_as_asked(game) -> None:
    record, final = core.random_game(3, 5, game=game)
    engine = [record.initial_state(), *core.replay(record)]
    model = ReplayModel(record)
    assert model.walked == 0 and not model.complete and model.length == len(record.actions)
    assert model.state_at(0) == engine[0] and model.walked == 0
    step = 3 * SNAPSHOT_EVERY + 5
    assert model.state_at(step) == engine[step] and model.walked == step
    assert model.events_of(step + 2) and model.walked == step + 2
    walked = list(model.marks_walked())
    assert walked == eager_marks(record)[:len(walked)]
    assert all(m.step <= step + 2 for m in walked)
    model.walk(step)  # never backwards
    assert model.walked == step + 2
    assert model.final == final and model.complete  # what needs the whole game replays it
    assert model.marks == eager_marks(record) and model.marks_walked() is model.marks
    assert len(model.events) == len(model.seats) == model.length
    assert model.seats == [s.current_player for s in engine[:-1]]
    for k in (0, 1, step, model.length - 1, model.length):
        assert model.state_at(k) == engine[k]


@pytest.mark.parametrize("game", GAMES)
def test_the_viewer_opens_on_the_setup_and_loads_the_rest_as_one_log(qtbot, game) -> None:
    record, _ = core.random_game(4, 7, game=game)
    viewer = ReplayWindow(record, TABLES[record.game])
    qtbot.addWidget(viewer)
    assert viewer.step == 0 and viewer.state == record.initial_state()
    assert not viewer.loaded and viewer.log.filled == 0 and viewer.model.walked == 0
    viewer.resize(1600, 1000)
    with qtbot.waitSignal(viewer.loading_done, timeout=30_000):
        viewer.show()
        qtbot.waitUntil(lambda: viewer.view.painted, timeout=10_000)
    assert viewer.loaded and viewer.model.complete
    assert viewer.slider.marks == eager_marks(record)
    # the same log as the live window's, filled line by line
    plain = LogView()
    qtbot.addWidget(plain)
    plain.names, plain.game_id = viewer.labels, record.game
    for step, events in enumerate(ReplayModel(record).events, 1):
        plain.add_events(step, events)
    assert rows(viewer.log) == rows(plain)
    # its VP column as wide as Qt's ResizeToContents makes the live log's
    plain.resize(viewer.log.size())
    plain.show()
    qtbot.waitExposed(plain)
    assert viewer.log.header().sectionSize(1) == plain.header().sectionSize(1)
    viewer.close()


def test_a_jump_before_the_log_is_in_loads_up_to_there(qtbot) -> None:
    record, _ = core.random_game(4, 8)
    engine = [record.initial_state(), *core.replay(record)]
    viewer = ReplayWindow(record, TABLES[record.game])
    qtbot.addWidget(viewer)
    step = len(record.actions) * 2 // 3
    viewer.go(step)  # no turn of the event loop yet: nothing loaded in the background
    assert viewer.state == engine[step] and viewer.log.filled == step and not viewer.loaded
    highlighted = viewer.log._highlighted
    assert highlighted and {i.data(0, Qt.ItemDataRole.UserRole) for i in highlighted} == {step}
    assert viewer.log.texts_of(step) and not viewer.log.texts_of(step + 1)
    assert f"Move {step} of" in viewer.position.text()
    with qtbot.waitSignal(viewer.loading_done, timeout=30_000):
        pass  # the rest loads behind
    assert viewer.log.texts_of(len(record.actions))
    assert viewer.step == step and viewer.log._highlighted == highlighted
    viewer.last()
    assert viewer.state == engine[-1]
    viewer.close()


def test_a_closed_viewer_stops_loading_and_goes_on_when_shown_again(qtbot) -> None:
    record, _ = core.random_game(2, 9)
    viewer = ReplayWindow(record, TABLES[record.game])
    qtbot.addWidget(viewer)
    viewer.show()
    viewer.close()
    qtbot.wait(100)
    assert not viewer.loaded
    filled = viewer.log.filled
    qtbot.wait(100)
    assert viewer.log.filled == filled  # nothing loads for a closed window
    with qtbot.waitSignal(viewer.loading_done, timeout=30_000):
        viewer.show()
    assert viewer.loaded
    viewer.close()


def test_the_table_is_fitted_before_its_first_paint(qtbot) -> None:
    """The window opens with the whole table in view, at the zoom it keeps: no scroll bars
    and nothing left for the view's later refit to change."""
    record, _ = core.random_game(4, 3, game="the-river")
    viewer = ReplayWindow(record, TABLES[record.game])
    qtbot.addWidget(viewer)
    viewer.resize(1600, 1000)
    viewer.show()
    qtbot.waitUntil(lambda: viewer.view.painted, timeout=10_000)
    shown = viewer.view.transform()
    assert shown.m11() < 1.0
    assert not viewer.view.horizontalScrollBar().isVisible()
    assert not viewer.view.verticalScrollBar().isVisible()
    viewer.view.fit()
    assert viewer.view.transform() == shown
    viewer.close()
