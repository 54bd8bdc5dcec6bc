"""The table in words (issue #36): the panel says the seat in focus and the areas after every
move, Ctrl+1..4 read a seat and Alt+1..9 an area, and the choices and words docks' visibility
is remembered between runs."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt

from riverboat_qt.registry import TABLES
from riverboat_qt.shell.app import MainWindow
from riverboat_qt.shell.seats import SeatConfig
from riverboat_qt.shell.settings import SettingsError, read_settings
from tests import games as suite

HOT_SEAT = [SeatConfig(True), SeatConfig(True), SeatConfig(True)]


def shown_words(window) -> str:
    return window.words.panel.text.toPlainText()


@pytest.mark.parametrize("game", suite.table_ids(registered=True))
def test_the_overview_follows_the_moves(window, qtbot, game):
    window.words.toggle(True)
    window.start_game(HOT_SEAT, 6, game)
    c, table = window.controller, window.controller.table
    for _ in range(3):
        state, focus = c.state, c.focus
        said = shown_words(window)
        assert said.startswith(window.decision_text)
        assert table.seat_words(state, focus, c.labels) in said
        for name, words in table.area_words(state, c.labels):
            assert f"{name}: {words}" in said
        assert c.submit(c.state.legal_actions()[0])
        assert shown_words(window) != said


def test_the_keys_read_any_seat_and_any_area(window, qtbot):
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    window.start_game(HOT_SEAT, 6, "the-river")
    c = window.controller
    assert window.words.dock.isHidden()
    areas = c.table.area_words(c.state, c.labels)
    qtbot.keyClick(window, Qt.Key.Key_3, Qt.KeyboardModifier.AltModifier)  # after the shell's 2
    assert not window.words.dock.isHidden() and shown_words(window) == areas[0][1]
    for seat in (2, 0, 1):
        qtbot.keyClick(window, Qt.Key.Key_1 + seat, Qt.KeyboardModifier.ControlModifier)
        expected = c.table.seat_words(c.state, seat, c.labels)
        assert not window.words.dock.isHidden() and shown_words(window) == expected
        assert window.announcer.said[-1] == expected
    assert window.words.panel.text.hasFocus()
    qtbot.keyClick(window, Qt.Key.Key_4, Qt.KeyboardModifier.AltModifier)
    assert shown_words(window) == areas[1][1]
    qtbot.keyClick(window, Qt.Key.Key_4, Qt.KeyboardModifier.ControlModifier)  # 3 seats only
    assert shown_words(window) == areas[1][1]
    texts = [a.text() for a in window.words.area_actions if a.isVisible()]
    assert texts == ["Area: Turn and scores", "Area: Last moves",
                     *(f"Area: {name}" for name, _ in areas)]


def test_f7_shows_the_panel_with_the_keys_and_a_second_f7_closes_it(window, qtbot):
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    window.start_game(HOT_SEAT, 6, "riverboat")
    qtbot.keyClick(window, Qt.Key.Key_F7)
    assert not window.words.dock.isHidden() and window.words.panel.text.hasFocus()
    assert window.words.action.isChecked()
    qtbot.keyClick(window.words.panel.text, Qt.Key.Key_F7)
    assert window.words.dock.isHidden() and not window.words.action.isChecked()


def open_window(qtbot, folder) -> MainWindow:
    w = MainWindow(TABLES, data_dir=folder)
    qtbot.addWidget(w)
    return w


def test_the_docks_visibility_is_kept_between_runs(qtbot, tmp_path):
    first = open_window(qtbot, tmp_path)
    assert first.words.dock.isHidden()  # a first start: no reader listens offscreen
    assert first.choices_dock.isHidden()
    first.words.toggle(True)
    first.toggle_choices(True)
    first.save_settings()
    saved = json.loads((tmp_path / "settings.json").read_text())
    assert saved["choices_panel"] is True and saved["words_panel"] is True
    again = open_window(qtbot, tmp_path)
    assert not again.words.dock.isHidden() and not again.choices_dock.isHidden()
    assert again.words.action.isChecked() and again.choices_action.isChecked()
    again.words.dock.setVisible(False)
    again.save_settings()
    saved = json.loads((tmp_path / "settings.json").read_text())
    assert saved["choices_panel"] is True and saved["words_panel"] is None  # the default
    third = open_window(qtbot, tmp_path)
    assert third.words.dock.isHidden() and not third.choices_dock.isHidden()
    assert not third.words.action.isChecked()


@pytest.mark.parametrize("key", ["choices_panel", "words_panel"])
def test_a_panels_visibility_must_be_true_false_or_null(tmp_path, key):
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({key: None}))
    assert getattr(read_settings(path, TABLES), key) is None
    path.write_text(json.dumps({key: "yes"}))
    with pytest.raises(SettingsError, match=key):
        read_settings(path, TABLES)
