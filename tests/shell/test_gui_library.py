"""The game library in the window: a game played to the end and one abandoned are kept, File >
Games lists them, sorts and filters them, opens one in the replay viewer, exports and deletes;
the statistics tab and its chart; the new-game dialog's ratings and 'Match me'."""

from __future__ import annotations

import random

import pytest

from riverboat_qt.shell.library import FOLDER, Library
from riverboat_qt.shell.seats import SeatConfig

GAMES = ("riverboat", "the-river")
YOU_VS_RANDOM = [SeatConfig(True), SeatConfig(False, "random")]


def play_to_the_end(window, qtbot, seed: int = 2, moves: int | None = None) -> None:
    """The human's decisions at random, the AI's by its own thread, to the end (or `moves`)."""
    c, rng = window.controller, random.Random(seed)
    while not c.state.is_over and (moves is None or len(c.record.actions) < moves):
        qtbot.waitUntil(lambda: c.state.is_over or c.human_to_move, timeout=30_000)
        if c.human_to_move:
            assert c.submit(rng.choice(c.state.legal_actions()))


def test_a_game_played_to_the_end_is_kept(window, qtbot, tmp_path) -> None:
    window.start_game(YOU_VS_RANDOM, 5, "the-river")
    play_to_the_end(window, qtbot)
    qtbot.waitUntil(lambda: window.score_dialog is not None, timeout=10_000)
    (entry,) = Library.of(tmp_path, GAMES).load().entries
    state = window.controller.state
    assert entry.finished and entry.game == "the-river"
    assert entry.scores == tuple(state.scores) and entry.moves == len(
        window.controller.record.actions)
    assert entry.levels == (None, "random") and entry.started
    window.start_game(YOU_VS_RANDOM, 6, "the-river")  # a finished game is not kept twice
    assert len(list((tmp_path / FOLDER).glob("game-*.json"))) == 1


@pytest.mark.parametrize("how", ["new game", "close"])
def test_an_abandoned_game_is_kept(window, qtbot, tmp_path, how) -> None:
    window.start_game(YOU_VS_RANDOM, 7, "the-river")
    window.start_game(YOU_VS_RANDOM, 8, "the-river")  # no move yet: nothing to keep
    assert Library.of(tmp_path, GAMES).load().entries == []
    play_to_the_end(window, qtbot, moves=6)
    moves = len(window.controller.record.actions)
    if how == "new game":
        window.start_game(YOU_VS_RANDOM, 9, "the-river")
    else:
        window.close()
    (entry,) = Library.of(tmp_path, GAMES).load().entries
    assert not entry.finished and entry.result() == "unfinished" and entry.moves == moves
