"""What a screen reader hears (issue #48): every line of the log in order with its points, a
decision after the moves that led to it, a whole game filled in summarised (never cut); the
choices panel opens once a reader listens unless the player chose, and keeps that choice."""

from __future__ import annotations

import json

import pytest
from PySide6.QtGui import QAccessible

from core import Event
from riverboat_qt.registry import TABLES
from riverboat_qt.shell import i18n
from riverboat_qt.shell.announce import LONG_BATCH, Announcer
from riverboat_qt.shell.app import MainWindow
from riverboat_qt.shell.log_view import LogView
from riverboat_qt.shell.seats import SeatConfig

HOT_SEAT = [SeatConfig(True), SeatConfig(True)]


@pytest.fixture
def heard(qtbot):
    log = LogView()
    qtbot.addWidget(log)
    announcer = Announcer(log)
    announcer.watch_log(log, log.is_heading)
    return log, announcer


def final_scoring(seats: int) -> list[Event]:
    return [Event(4, "scoring", seat, f"seat {seat} scores category {k}", 3 + k)
            for seat in range(seats) for k in range(6)]


def test_a_round_end_is_said_whole_in_order_with_its_points(heard, qtbot) -> None:
    log, announcer = heard
    events = [Event(4, "play", 1, "Blue plays the last move", 0), *final_scoring(4)]
    log.add_events(1, events)
    qtbot.waitUntil(lambda: bool(announcer.said))
    lines = announcer.said[-1].split("\n")
    assert len(lines) == len(events) + 2 <= LONG_BATCH  # two headings; six lines were kept
    assert lines[1] == log.lines[0].text(0) and lines[1].endswith("plays the last move")
    assert lines[-1].endswith("seat 3 scores category 5 (+8)")
    assert [line for line in lines if "scores" in line] == \
        [f"{item.text(0)} ({item.text(1)})" for item in log.lines[1:]]


def test_the_decision_comes_after_the_move_that_led_to_it(heard, qtbot) -> None:
    log, announcer = heard
    announcer.say_in_turn("Red (you) must choose a tile.")  # drawn before the log's lines
    log.add_events(3, [Event(1, "play", 1, "Blue takes a forest tile", 0)])
    qtbot.waitUntil(lambda: len(announcer.said) == 2)
    assert announcer.said[0].endswith("Blue takes a forest tile")
    assert announcer.said[1] == "Red (you) must choose a tile."


def test_a_whole_game_filled_in_is_summarised_not_cut(heard, qtbot, qapp) -> None:
    assert not i18n.install_language(qapp, "en")  # the plurals, as the app has them
    log, announcer = heard
    for step in range(1, 40):
        log.add_events(step, [Event(1 + step // 10, "play", step % 2, f"move {step}", 0),
                              Event(1 + step // 10, "play", None, f"after {step}", 0)],
                       scroll=False)
    qtbot.waitUntil(lambda: bool(announcer.said))
    said = announcer.said[-1]
    assert len(announcer.said) == 1 and "\n" not in said
    assert said.startswith("82 lines added to the game log")  # 78 lines and 4 headings
    assert "to " + log.headings()[-1] in said and said.endswith("The last: After 39")


def test_the_choices_panel_opens_once_a_reader_listens_unless_the_player_chose(
        qtbot, tmp_path) -> None:
    window = MainWindow(TABLES, data_dir=tmp_path)
    qtbot.addWidget(window)
    window.start_game(HOT_SEAT, 6, "the-river")
    assert window.choices_dock.isHidden()  # offscreen, no reader listens
    try:
        QAccessible.setActive(True)  # found by Qt's bridge after the window was built
        qtbot.waitUntil(lambda: not window.choices_dock.isHidden(), timeout=5_000)
        assert window.choices_action.isChecked()
        assert window.choices_panel.list.count() > 0  # the decision on the table listed
        window.save_settings()
        assert json.loads((tmp_path / "settings.json").read_text())["choices_panel"] is None
        window.toggle_choices(False)  # F6 twice: shown and given the keys, then closed
        window.toggle_choices(False)
        assert window.choices_dock.isHidden()
        window.redraw()
        assert window.choices_dock.isHidden()  # the player's choice, reader or not
        window.save_settings()
        assert json.loads((tmp_path / "settings.json").read_text())["choices_panel"] is False
        window.show()
        window.toggle_choices(True)
        window.choices_dock.close()  # its own button
        assert window.choices_chosen is False
        window.redraw()
        assert window.choices_dock.isHidden()
        again = MainWindow(TABLES, data_dir=tmp_path)
        qtbot.addWidget(again)
        again.start_game(HOT_SEAT, 6, "the-river")
        assert again.choices_dock.isHidden()
    finally:
        QAccessible.setActive(False)
