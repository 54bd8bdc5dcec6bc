"""The real window plays a game it was never told about: the toy race, through a table written
against the shell's contract (tests/kernel/toy_table.py) and handed to the window by the test,
as the entry point hands it Riverboat's and The River's (issue #33)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog, QMessageBox

from riverboat_qt.shell.app import MainWindow
from riverboat_qt.shell.dialogs import NewGameDialog
from riverboat_qt.shell.driving import WidgetDriver
from riverboat_qt.shell.seats import SeatConfig
from riverboat_qt.shell.tables import Tables
from tests.kernel.toy import Move
from tests.kernel.toy_table import TOY_TABLE, ToyScene

SEATS = [SeatConfig(True), SeatConfig(False, "random")]
TIMEOUT = 10_000  # ms: a guard against hanging, not a timing test


@pytest.fixture
def toy_window(toy, qtbot, tmp_path):
    """A window whose only game is the toy; its bots think in the AI thread (the helper
    process is a fresh Python, where only the real games are registered)."""
    window = MainWindow(Tables([TOY_TABLE]), data_dir=tmp_path)
    qtbot.addWidget(window)
    window.resize(1200, 800)
    window.show()
    window.set_speed(0)
    window.controller.ai_process = False
    yield window
    window.close()


def human_turn(window, qtbot) -> None:
    c = window.controller
    qtbot.waitUntil(lambda: c.state.is_over or (c.human_to_move and window.interaction
                                                 is not None), timeout=TIMEOUT)


def click(window, qtbot, what: str) -> None:
    """The human's move by the table's own input: the deck piece, or the Stop button; waits
    until it is recorded and the human is to move again (or the game is over)."""
    c = window.controller
    done = len(c.record.actions)
    driver = WidgetDriver(window)
    if what == "draw":
        driver.click_item("deck")
    else:
        driver.click_button("Stop")
    qtbot.waitUntil(lambda: len(c.record.actions) > done, timeout=TIMEOUT)
    human_turn(window, qtbot)


def test_the_window_offers_only_the_games_it_is_given(toy, qtbot) -> None:
    dialog = NewGameDialog(Tables([TOY_TABLE]))
    qtbot.addWidget(dialog)
    assert [dialog.game.itemText(k) for k in range(dialog.game.count())] == ["Toy race"]
    assert dialog.game_id() == "toy" and "without going over" in dialog.blurb.text()
    assert (dialog.players.minimum(), dialog.players.maximum()) == (2, 2)
    assert not dialog.guide_button.isVisible()


def test_a_toy_game_plays_undoes_saves_and_reopens_in_the_real_window(
        toy_window, qtbot, tmp_path: Path, monkeypatch) -> None:
    window, c = toy_window, toy_window.controller
    assert isinstance(window.scene, ToyScene)  # the window's only game, before any is chosen
    window.start_game(SEATS, seed=5)
    assert c.game_id == "toy" and window.windowTitle() == "Riverboat Qt: Toy race"
    human_turn(window, qtbot)
    assert "click the deck" in window.prompt.text()

    # Stop before a first draw: the engine's reason in the status bar, nothing applied
    WidgetDriver(window).click_button("Stop")
    assert "Draw at least once before stopping" in window.statusBar().currentMessage()
    assert c.record.actions == []

    # the human draws by clicking the deck; the AI (random) answers with its own draw
    click(window, qtbot, "draw")
    assert c.record.actions == ["draw", "draw"] and c.human_to_move
    assert [s.seat for s in c.timeline.steps] == [0, 1]
    assert window.log.texts_of(2), "the AI's draw is in the log"
    assert not window.undo_action.isEnabled()  # the AI has acted since

    # a hint: the AI's suggestion in words, and the deck ringed or the Stop button outlined
    c.hint_spec = "random"
    window.hint_action.trigger()
    qtbot.waitUntil(lambda: "Hint (AI Normal):" in window.statusBar().currentMessage(),
                    timeout=TIMEOUT)

    # the human stops; Ctrl+Z before the AI answers takes it back (the stop reveals nothing).
    # The Stop button's click ends in this submit; the window only defers it a turn of the
    # event loop, in which the AI could already answer: called here, nothing runs between.
    before = c.state.to_json()
    assert c.submit(Move("stop"))
    assert c.record.actions == ["draw", "draw", "stop"] and not c.human_to_move
    assert window.undo_action.isEnabled()
    window.undo_action.trigger()
    assert c.state.to_json() == before and c.record.actions == ["draw", "draw"]
    assert window.log.texts_of(3) == [] and window.redo_action.isEnabled()
    human_turn(window, qtbot)
    assert isinstance(window.scene, ToyScene) and window.scene.deck is not None
    assert window.scene.deck.mark == "legal"  # the interaction is back on the deck

    # save through File > Save as (the table's file name offered), then play on
    path = tmp_path / "saved.json"
    offered: list[str] = []

    def save_as(parent, title, start, *rest, **kw):
        offered.append(start)
        return str(path), ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", save_as)
    window.save_as_action.trigger()
    assert path.exists() and offered[0].endswith("toy-game.json")
    saved_state, saved_actions = c.state.to_json(), list(c.record.actions)
    click(window, qtbot, "draw")
    assert len(c.record.actions) > len(saved_actions)

    # File > Open the saved game: abandon the one in progress, and the saved state is back
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), ""))
    monkeypatch.setattr(QMessageBox, "question",
                        lambda *a, **k: QMessageBox.StandardButton.Yes)
    window.open_action.trigger()
    human_turn(window, qtbot)
    assert c.state.to_json() == saved_state and c.record.actions == saved_actions
    assert c.seats == SEATS and c.game_id == "toy" and window.files.path == path
    assert window.interaction is not None and window.scene.deck.mark == "legal"

    # the replay viewer shows the toy too, its hidden panel from the table
    window.replay_action.trigger()
    viewer = window.files.replay_window
    assert viewer is not None and isinstance(viewer.scene, ToyScene)
    viewer.go(len(saved_actions))
    assert "Deck, top first:" in viewer.hidden.text()  # all (omniscient), the first choice
    viewer.seat.setCurrentIndex(viewer.seat.findData(0))
    assert "in an order nobody knows" in viewer.hidden.text()
    viewer.close()

    # play it out: draw while under 7, then stop; the final breakdown names the toy's category
    while not c.state.is_over:
        click(window, qtbot, "draw" if c.state.totals[0] < 7 else "stop")
    qtbot.waitUntil(lambda: window.score_dialog is not None, timeout=TIMEOUT)
    rows = [window.score_dialog.table.verticalHeaderItem(r).text()
            for r in range(window.score_dialog.table.rowCount())]
    assert rows == ["Cards", "Total"]
    assert "wins with" in window.prompt.text() or "win with" in window.prompt.text()


def test_rules_without_a_rules_page_say_so_and_open_no_empty_window(toy_window) -> None:
    window = toy_window
    assert not TOY_TABLE.has_rules
    window.rules_button.click()
    assert window.rules_window is None
    assert window.statusBar().currentMessage() == "This game has no rules page."
