"""Riverboat's seat-coloured pieces on the shared boards carry their seat's letter (issue #36):
no seat is told apart by its colour alone, in any palette."""

from __future__ import annotations

import pytest

from riverboat_qt.shell import theme
from riverboat_qt.shell.seats import SeatConfig


@pytest.fixture(autouse=True)
def standard_after():
    yield
    theme.set_palette(theme.STANDARD)


@pytest.mark.parametrize("palette", ["standard", "deuteranopia"])
def test_the_agents_row_and_score_markers_show_each_seats_letter(window, palette):
    window.appearance.set_palette(palette)
    window.start_game([SeatConfig(True)] * 4, seed=5, game="riverboat")
    words = [w for _, w in window.view.text_sizes()]
    for letter in ("R", "B", "K", "W"):
        assert words.count(letter) >= 2, letter  # its agent, its score marker (at least)


def test_the_letters_are_the_window_languages(italian, qapp):
    assert [theme.seat_letter(s) for s in range(4)] == ["R", "Bl", "N", "Bi"]
