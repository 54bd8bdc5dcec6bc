"""The choices panel (issue #36): the rows are exactly the engine's legal actions in groups,
the keys move through them, the row in focus is ringed on the table, F6 shows it and gives it
the keys, and what the log and the status line say is announced."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

import core
from riverboat_qt.shell.choices_panel import FLAT, Choice, Worded, choice_tree
from riverboat_qt.shell.hint_ring import HintRing
from riverboat_qt.shell.seats import SeatConfig
from tests import games as suite

HOT_SEAT = [SeatConfig(True), SeatConfig(True)]


def leaves(rows: list[Choice]) -> list:
    return [a for row in rows for a in row.actions()]


def test_a_few_actions_are_listed_whole_in_their_own_words() -> None:
    worded = [(("Group A", f"move {k}"), k) for k in range(FLAT)]
    rows = choice_tree(worded)
    assert [r.label for r in rows] == [f"move {k}" for k in range(FLAT)]
    assert [r.action for r in rows] == list(range(FLAT))


def test_many_actions_go_into_groups_widest_first_and_a_lone_one_stays_a_row() -> None:
    worded: list[Worded] = [((f"G{k % 3}", f"H{k % 5}", f"move {k}"), k) for k in range(40)]
    worded.append((("alone",), 40))
    worded.append((("G9", "only one"), 41))
    rows = choice_tree(worded)
    assert [r.label for r in rows] == ["G0", "G1", "G2", "alone", "only one"]
    assert rows[0].action is None and sorted(leaves(rows[0].rows)) == list(range(0, 40, 3))
    assert [r.label for r in rows[0].rows] == [f"H{k}" for k in (0, 3, 1, 4, 2)]  # as met
    assert rows[3].action == 40 and rows[4].action == 41
    assert sorted(leaves(rows)) == list(range(42))


def test_one_group_holding_everything_is_skipped_and_words_said_twice_get_the_notation():
    worded = [(("all", f"move {k % 13}"), k) for k in range(13)]
    worded.append((("all", "move 0"), 99))
    rows = choice_tree(worded)
    assert rows[0].label == "move 0 [0]" and rows[-1].label == "move 0 [99]"
    assert len(rows) == 14 and all(r.action is not None for r in rows)


@pytest.mark.parametrize("game", suite.table_ids())
def test_the_rows_are_exactly_the_legal_actions_at_every_decision(window, qtbot, game):
    window.start_game(HOT_SEAT, 6, game)
    c, rng = window.controller, random.Random(1)
    for _ in range(60):
        if c.state.is_over:
            break
        rows = window.choices.rows_of(c.state)
        listed = leaves(rows)
        assert sorted(map(str, listed)) == sorted(map(str, c.state.legal_actions()))
        assert len(listed) == len(set(listed))
        assert c.submit(rng.choice(c.state.legal_actions()))


def plant_decision(window) -> None:
    """Hot seat Riverboat, played by the engine's first actions to a planting decision."""
    window.start_game(HOT_SEAT, 6, "riverboat")
    c = window.controller
    while c.state.decision_kind != "plant":
        assert c.submit(c.state.legal_actions()[0])


def test_keys_open_a_group_go_back_and_choose_and_the_focus_is_ringed(window, qtbot):
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    window.toggle_choices(True)
    plant_decision(window)
    panel, c = window.choices_panel, window.controller
    qtbot.waitUntil(lambda: QApplication.focusWidget() is panel.list)
    assert panel.title.text() == window.decision_text
    group = next(k for k, r in enumerate(panel.level()) if r.action is None)
    for _ in range(group):
        qtbot.keyClick(panel.list, Qt.Key.Key_Down)
    tile = panel.current()
    rings = [m for m in window.choices.marks if isinstance(m, HintRing)]
    assert rings and all(r.scene() is window.scene for r in rings)  # the tile and its fields
    qtbot.keyClick(panel.list, Qt.Key.Key_Right)
    assert panel.level() is tile.rows and tile.label in panel.path.text()
    qtbot.keyClick(panel.list, Qt.Key.Key_Backspace)
    assert panel.level() is panel.rows and panel.current() is tile
    qtbot.keyClick(panel.list, Qt.Key.Key_Return)
    while panel.current().action is None:
        qtbot.keyClick(panel.list, Qt.Key.Key_Return)
    action = panel.current().action
    assert len(window.choices.marks) >= len(action.cells)  # its fields and the tile
    done = len(c.record.actions)
    qtbot.keyClick(panel.list, Qt.Key.Key_Enter)
    qtbot.waitUntil(lambda: len(c.record.actions) > done)
    assert c.record.actions[done] == str(action)
    assert all(not m.scene() for m in rings)


def test_esc_at_the_top_level_goes_on_to_the_window(window, qtbot, monkeypatch):
    window.toggle_choices(True)
    window.start_game(HOT_SEAT, 6, "the-river")
    cleared = []
    monkeypatch.setattr(window.coach, "clear", lambda: cleared.append(True))
    qtbot.keyClick(window.choices_panel.list, Qt.Key.Key_Escape)
    assert cleared == [True]


def test_f6_shows_the_panel_with_the_keys_then_brings_the_keys_back_then_hides_it(window, qtbot):
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    window.start_game(HOT_SEAT, 6, "the-river")
    assert not window.choices_dock.isVisible()
    panel = window.choices_panel
    assert panel.list.count() == 0  # a hidden panel is not filled
    qtbot.keyClick(window, Qt.Key.Key_F6)
    assert window.choices_dock.isVisible() and window.choices_action.isChecked()
    assert panel.list.count() == len(window.controller.state.legal_actions())
    qtbot.waitUntil(lambda: QApplication.focusWidget() is panel.list)
    window.log.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.log)
    qtbot.keyClick(window.log, Qt.Key.Key_F6)
    assert window.choices_dock.isVisible()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is panel.list)
    qtbot.keyClick(panel.list, Qt.Key.Key_F6)
    assert not window.choices_dock.isVisible() and not window.choices_action.isChecked()


def test_no_rows_while_another_seat_decides_nor_at_the_end(window, qtbot):
    window.toggle_choices(True)
    record, state = core.random_game(2, 3, game="the-river")
    window.play_record(record, state, "finished")
    assert window.choices_panel.list.count() == 0
    window.start_game([SeatConfig(False, "random"), SeatConfig(True)], 6, "riverboat")
    c = window.controller
    assert not c.human_to_move  # the AI seat drafts first
    assert window.choices_panel.list.count() == 0
    assert not window.choices_panel.choose_button.isEnabled()
    assert window.choices_panel.title.text() == window.prompt.text()


def test_a_refusal_and_the_new_log_lines_are_announced(window, qtbot):
    window.start_game(HOT_SEAT, 6, "the-river")
    c = window.controller

    def said() -> list[str]:
        return window.announcer.said

    c.submit(object())  # not an action of this game: refused, with the engine's reason
    assert said()[-1] == window.statusBar().currentMessage() and said()[-1]
    action = c.state.legal_actions()[0]
    assert c.submit(action)
    qtbot.waitUntil(lambda: any(window.log.texts_of(1)[0] in s for s in said()))
    assert window.decision_text in said()  # the next decision is said as it is listed
