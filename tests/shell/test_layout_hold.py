"""Issue #47 item 2: the table keeps its arrangement while only the one-line recap of the last
moves (or a row of buttons) comes or goes (the arrangement is chosen for the room without
them), keeps it while a resize changes little (hysteresis, scene.HOLD), and takes the one a new
window would when the window is really resized."""

from __future__ import annotations

import pytest

import core.registry
from riverboat_qt.registry import TABLES
from riverboat_qt.shell.scene import HOLD, READABLE, TIE, TableScene

# The view's room in the windows of issue #35 (1024x700 to 2560x1440), with or without a dock
ROOMS = [(748, 547), (1014, 547), (1270, 567), (1590, 847), (2550, 1287)]


def scene_of(game: str, players: int) -> TableScene:
    scene = TABLES[game].make_scene(None)
    scene.state = core.registry.game(game).new_game(players, 5, None)
    return scene


def arrange(scene: TableScene, width: int, height: int) -> str:
    """The view's new room, and the arrangement the window then draws (as fit() and the
    rebuild it asks for do)."""
    if scene.set_room(width, height):
        scene.layout = scene.choose_layout(scene.state.num_players)
    return scene.layout


def fresh(scene: TableScene, width: int, height: int) -> str:
    """The arrangement a new window of that room draws."""
    scene.layout = ""
    return arrange(scene, width, height)


def tables() -> list[tuple[str, int]]:
    """Each game with the fewest and the most players (the extremes of its arrangements)."""
    return [(game, players) for game in TABLES
            for players in sorted({core.registry.game(game).min_players,
                                   core.registry.game(game).max_players})]


@pytest.mark.parametrize("size", [(1024, 700), (1280, 720), (1600, 1000)],
                         ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("game,players", tables())
def test_the_arrangement_holds_while_the_recap_and_a_row_of_buttons_come_and_go(
        window, game, players, size) -> None:
    """The recap line (and a row of buttons under the prompt) takes ~20-30 px of the view
    between moves: the table is fitted to what is left, but its arrangement is chosen for the
    room without them (Appearance.height_lent), which changes only with the window."""
    from PySide6.QtWidgets import QApplication

    from riverboat_qt.shell.seats import SeatConfig
    from tests.shell.test_gui_layout import settle

    window.resize(*size)
    window.start_game([SeatConfig(True)] * players, seed=5, game=game)
    settle(window)
    scene, view = window.scene, window.view
    rooms = {(scene.room.width(), scene.room.height(), scene.layout)}
    height = view.height()
    window.recap.setText("Last moves: " + "; ".join(["Blue passes (1)"] * 40) + ".")
    window.recap.show()
    window.prompt.setText("Round 3, Shipping — Red (you) must ship a crop tile or pass: drag "
                          "the tile to a boat, or click one of the buttons.")
    for k in range(1, 4):
        window.add_button(f"Pumpkin on 3b (1 coin) {k}", lambda: None)
    settle(window)
    assert view.height() < height  # the view did lose that room
    assert window.width() == size[0]
    rooms.add((scene.room.width(), scene.room.height(), scene.layout))
    window.clear_buttons()
    window.recap.hide()
    QApplication.processEvents()
    settle(window)
    rooms.add((scene.room.width(), scene.room.height(), scene.layout))
    assert len(rooms) == 1, rooms


def scale(scene: TableScene, layout: str) -> float:
    """How large the arrangement shows its smallest board in the scene's room."""
    return scene.board_scale(scene.layout_sizes(scene.state.num_players)[layout])


@pytest.mark.parametrize("game,players", tables())
def test_a_real_resize_takes_the_arrangement_a_new_window_would(qapp, game, players) -> None:
    """From the smallest window of issue #35 to the largest and back, the table is drawn as a
    new window of that size draws it; and after any resize it is never drawn much smaller than
    that, or than READABLE if the new window's arrangement is the preferred one."""
    scene = scene_of(game, players)
    for start, end in [(ROOMS[0], ROOMS[-1]), (ROOMS[-1], ROOMS[0])]:
        before = fresh(scene, *start)
        after = arrange(scene, *end)
        assert after == fresh(scene, *end) != before, (start, end)
    rooms = [(w, h) for w in range(700, 2600, 300) for h in range(420, 1300, 150)]
    for start in rooms:
        for end in rooms:
            fresh(scene, *start)
            held = scale(scene, arrange(scene, *end))
            best = scale(scene, fresh(scene, *end))
            assert held * HOLD * TIE >= min(best, READABLE), (start, end)
