"""A whole game of Riverboat against AI Easy played by keyboard events alone, through the
choices panel (issue #36)."""

from __future__ import annotations

from riverboat_qt.shell.seats import SeatConfig
from tests.shell.keyboard_play import play_by_keys


def test_a_whole_game_by_keys_through_the_choices_panel(window, qtbot):
    window.start_game([SeatConfig(True), SeatConfig(False, "Easy")], seed=5, game="riverboat")
    kinds = play_by_keys(window, qtbot, seed=2)
    assert {"draft", "cultivate", "plant", "ship", "card"} <= kinds
    qtbot.waitUntil(lambda: window.score_dialog is not None, timeout=10_000)
    assert "Game over" in window.prompt.text()
    assert window.choices_panel.list.count() == 0
