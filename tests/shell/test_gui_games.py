"""One window, two games: the new-game dialog chooses the game, a game's table replaces the
other's, and a record of either game saves, opens, resumes and replays in its own table."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

import core
from ai import level_description
from riverboat_qt.__main__ import main as app_main
from riverboat_qt.registry import TABLES, game_ids, table_for
from riverboat_qt.riverboat.scene import RiverboatScene
from riverboat_qt.shell.app import MainWindow
from riverboat_qt.shell.dialogs import NewGameDialog, ScoreDialog
from riverboat_qt.shell.replay_view import ReplayWindow
from riverboat_qt.shell.seats import SeatConfig, seats_meta
from riverboat_qt.shell.settings import Settings, SettingsError
from riverboat_qt.shell.storage import autosave_path, load_record
from tests import games as suite
from tests.narrow import present

HOT_SEAT = [SeatConfig(True), SeatConfig(True)]
GAMES = suite.table_ids(registered=True)


def play_some(window: MainWindow, moves: int, seed: int = 3) -> None:
    """Apply random legal moves through the controller (both seats human)."""
    rng = random.Random(seed)
    for _ in range(moves):
        state = window.controller.playing
        assert window.controller.submit(rng.choice(state.legal_actions()))


def finished_record(game: str, players: int = 2, seed: int = 4) -> core.GameRecord:
    record, _ = core.random_game(players, seed, game=game)
    record.meta = {"app": "riverboat-qt", "seats": seats_meta([SeatConfig(True)] * players)}
    return record


def test_every_game_of_the_engine_has_a_table() -> None:
    assert game_ids() == list(core.registry.GAMES) == list(GAMES)
    for game in GAMES:
        assert table_for(game).game_id == game
    with pytest.raises(KeyError, match="no table"):
        table_for("chess")
    assert set(TABLES) == set(GAMES)


def test_the_new_game_dialog_chooses_the_game_first(qtbot) -> None:
    dialog = NewGameDialog(TABLES, None, None, "the-river")
    qtbot.addWidget(dialog)
    assert [dialog.game.itemText(k) for k in range(dialog.game.count())] == \
        ["Riverboat", "The River"]
    dialog.show()
    top = dialog.game.mapTo(dialog, dialog.game.rect().topLeft()).y()
    assert top < dialog.players.mapTo(dialog, dialog.players.rect().topLeft()).y()
    assert "Perrin" in dialog.blurb.text()
    assert dialog.game_id() == "the-river" and dialog.windowTitle() == "New game of The River"
    dialog.game.setCurrentIndex(0)
    assert dialog.game_id() == "riverboat" and "Riverboat" in dialog.windowTitle()
    assert "Kiesling" in dialog.blurb.text()
    assert (dialog.players.minimum(), dialog.players.maximum()) == (2, 4)


def test_the_new_game_dialog_says_what_the_chosen_games_levels_do(qtbot) -> None:
    dialog = NewGameDialog(TABLES, None, None, "the-river")
    qtbot.addWidget(dialog)
    combo = dialog.combos[1]
    hard = combo.findData("Hard")

    def tip() -> str:
        return str(combo.itemData(hard, Qt.ItemDataRole.ToolTipRole))

    assert tip().startswith(level_description("Hard", "the-river")) and "8 seconds" in tip()
    assert "Against Normal it scored" in tip()  # and how it fared against the level below
    dialog.game.setCurrentIndex(0)
    assert tip().startswith(level_description("Hard", "riverboat")) and "4 seconds" in tip()


def test_the_last_game_is_remembered_and_a_bad_value_refused(window, tmp_path) -> None:
    assert Settings.from_dict({"last_game": "the-river"}, TABLES).last_game == "the-river"
    for bad in ("chess", 3, None, ["the-river"]):
        with pytest.raises(SettingsError, match="last_game"):
            Settings.from_dict({"last_game": bad}, TABLES)
    window.start_game(HOT_SEAT, 1, "the-river")
    assert window.settings.values.last_game == "the-river"
    again = MainWindow(TABLES, data_dir=tmp_path)
    assert again.settings.values.last_game == "the-river"
    again.close()


def test_switching_games_in_one_window(window, qtbot) -> None:
    window.start_game(HOT_SEAT, 7, "riverboat")
    qtbot.waitUntil(lambda: window.interaction is not None)
    riverboat_scene = window.scene
    assert isinstance(riverboat_scene, RiverboatScene)
    assert "Show hex coordinates" in window.option_actions
    assert window.windowTitle() == "Riverboat Qt: Riverboat"
    play_some(window, 3)

    window.start_game(HOT_SEAT, 7, "the-river")
    qtbot.waitUntil(lambda: window.interaction is not None)
    assert window.controller.state.game_id == "the-river"
    assert window.scene is not riverboat_scene and not isinstance(window.scene, RiverboatScene)
    assert window.view.scene() is window.scene
    assert window.option_actions == {} or "Show hex coordinates" not in window.option_actions
    assert window.windowTitle() == "Riverboat Qt: The River"
    assert window.interaction.state is window.controller.state
    play_some(window, 4)
    assert len(window.controller.record.actions) == 4

    window.start_game(HOT_SEAT, 8, "riverboat")
    qtbot.waitUntil(lambda: window.interaction is not None)
    assert isinstance(window.scene, RiverboatScene)
    assert window.controller.state.game_id == "riverboat"


@pytest.mark.parametrize("game", GAMES)
def test_a_saved_game_names_its_game_and_opens_in_its_table(window, qtbot, tmp_path,
                                                             game) -> None:
    window.start_game(HOT_SEAT, 12, game)
    qtbot.waitUntil(lambda: window.interaction is not None)
    play_some(window, 6)
    path = tmp_path / "saved.json"
    assert window.files.save_to(path)
    record, state = load_record(path, TABLES)
    assert record.game == game and state == window.controller.state
    window.start_game(HOT_SEAT, 1, "the-river" if game == "riverboat" else "riverboat")
    qtbot.waitUntil(lambda: window.interaction is not None)
    window.controller.record.meta = {}  # so that opening needs no "abandon?" question
    window.controller.state = None
    assert window.files.open_path(path)
    qtbot.waitUntil(lambda: window.interaction is not None)
    assert window.controller.state.game_id == game
    assert window.controller.state == state
    assert window.scene_game == game and window.scene.state.game_id == game


@pytest.mark.parametrize("game", GAMES)
def test_an_autosaved_game_of_either_game_resumes(qtbot, tmp_path, monkeypatch, game) -> None:
    first = MainWindow(TABLES, data_dir=tmp_path)
    qtbot.addWidget(first)
    first.set_speed(0)
    first.start_game(HOT_SEAT, 21, game)
    play_some(first, 5)
    saved = first.controller.playing.clone()
    first.close()
    assert autosave_path(tmp_path).exists()
    asked: list[str] = []

    def answer(parent: object, title: str, text: str, *rest: object) -> QMessageBox.StandardButton:
        asked.append(text)
        return QMessageBox.StandardButton.Yes

    monkeypatch.setattr(QMessageBox, "question", answer)
    second = MainWindow(TABLES, data_dir=tmp_path)
    qtbot.addWidget(second)
    assert second.files.offer_resume()
    assert core.registry.game(game).title in asked[0]
    assert second.controller.state == saved and second.scene_game == game
    second.close()


@pytest.mark.parametrize("game", GAMES)
def test_a_finished_game_replays_and_shows_its_breakdown(qtbot, game) -> None:
    record = finished_record(game)
    viewer = ReplayWindow(record, TABLES[record.game])
    qtbot.addWidget(viewer)
    viewer.show()
    assert core.registry.game(game).title in viewer.windowTitle()
    viewer.last()
    assert viewer.state.is_over and viewer.scene.state is viewer.state
    viewer.seat.setCurrentIndex(0)  # omniscient
    assert viewer.hidden.text()
    viewer.seat.setCurrentIndex(1)
    assert viewer.hidden.text()
    viewer.go(len(record.actions) // 2)
    assert viewer.step == len(record.actions) // 2
    dialog = ScoreDialog(viewer.model.final, viewer.table, viewer.labels)
    qtbot.addWidget(dialog)
    outcome = present(viewer.model.final.outcome())
    rows = [present(dialog.table.verticalHeaderItem(r)).text().lower()
            for r in range(dialog.table.rowCount())]
    assert rows == [c.lower() for c in (*outcome.categories, "total")]
    tips = table_for(game).category_tips
    assert all(tips.get(c) for c in outcome.categories), "every category is explained"
    totals = [int(present(dialog.table.item(len(rows) - 1, k)).text()) for k in range(2)]
    assert totals == list(outcome.scores)
    viewer.close()


def test_the_command_line_starts_the_river_without_the_dialog(qtbot, monkeypatch,
                                                             tmp_path) -> None:
    monkeypatch.setenv("RIVERBOAT_DATA_DIR", str(tmp_path))
    seen: dict[str, object] = {}

    def exec_app(app) -> int:
        shown = [w for w in app.topLevelWidgets() if isinstance(w, MainWindow) and w.isVisible()]
        assert len(shown) == 1, "main() shows one window"
        window = shown[0]
        seen["game"] = window.controller.game_id
        seen["seats"] = [s.human for s in window.controller.seats]
        window.close()
        return 0

    monkeypatch.setattr("PySide6.QtWidgets.QApplication.exec", exec_app)
    monkeypatch.setattr(NewGameDialog, "exec", lambda *a: pytest.fail("the dialog opened"))
    assert app_main(["--game", "the-river", "--seats", "human,human", "--seed", "5"]) == 0
    assert seen == {"game": "the-river", "seats": [True, True]}


def test_the_river_undo_never_goes_past_a_reveal(window, qtbot) -> None:
    """A human move that turned up hidden tiles or buildings (a cleanup's refill) cannot be
    taken back; one that did not can, and redo plays it again."""
    window.start_game(HOT_SEAT, 31, "the-river")
    c, rng = window.controller, random.Random(4)
    checked = {"plain": False, "reveal": False}
    while not all(checked.values()) and not c.state.is_over:
        before = c.state.reveal_count
        assert c.submit(rng.choice(c.state.legal_actions()))
        revealed = c.state.reveal_count != before
        if revealed and not checked["reveal"]:
            assert c.undo_refusal() is not None and "came to light" in c.undo_refusal()
            assert not c.undo()
            checked["reveal"] = True
        elif not revealed and not checked["plain"] and c.undo_refusal() is None:
            after = c.state.clone()
            assert c.undo() and c.state.reveal_count == before
            assert c.redo() and c.state == after
            checked["plain"] = True
    assert all(checked.values())


def test_the_river_ai_thinks_in_the_helper_process(window, qtbot) -> None:
    import os

    c = window.controller
    window.start_game([SeatConfig(False, "mcts:iters=20"), SeatConfig(False, "mcts:iters=20")],
                      6, "the-river")
    qtbot.waitUntil(lambda: len(c.record.actions) >= 4, timeout=30_000)
    assert c.ai_process and c.host is not None and c.host.proc.pid != os.getpid()
    assert c.state.game_id == "the-river"


def test_the_river_hint_is_legal_and_shown(window, qtbot) -> None:
    window.controller.hint_spec = "mcts:iters=30"
    window.start_game(HOT_SEAT, 9, "the-river")
    qtbot.waitUntil(lambda: window.interaction is not None)
    with qtbot.waitSignal(window.controller.hinted, timeout=30_000) as hinted:
        assert window.controller.ask_hint()
    action = hinted.args[0]
    assert window.controller.state.why_illegal(action) is None
    assert window.statusBar().currentMessage().startswith("Hint (AI Normal): ")


@pytest.mark.parametrize("game", GAMES)
def test_an_ai_move_slides_on_a_picture_of_the_state_before_it(window, qtbot, game) -> None:
    """The table drawn before an AI move stays a picture of that state while the move slides:
    the game's state has moved on, the scene's copy has not."""
    window.set_speed(400)
    window.start_game([SeatConfig(False, "Easy"), SeatConfig(False, "Easy")], 3, game)
    c = window.controller
    qtbot.waitUntil(lambda: bool(window.scene._animations), timeout=30_000)
    assert window.scene.state is not c.state
    assert window.scene.state == c.timeline.steps[-1].before != c.state
