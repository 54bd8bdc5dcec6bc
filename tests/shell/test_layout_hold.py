"""Issue #47 item 2: the table keeps its arrangement while only the one-line recap of the last
moves comes or goes (the room changes by a line: hysteresis, scene.HOLD), and takes the one a
new window would when the window is really resized."""

from __future__ import annotations

import pytest

import core.registry
from riverboat_qt.registry import TABLES
from riverboat_qt.shell.scene import HOLD, READABLE, TIE, TableScene

RECAP = 20  # px: the recap line's share of the view's height (14 px and the layout's spacing)
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


@pytest.mark.parametrize("game,players", tables())
def test_the_arrangement_holds_while_the_recap_comes_and_goes(qapp, game, players) -> None:
    scene = scene_of(game, players)
    would_flip = 0
    for width in range(700, 2600, 30):
        for height in range(420, 1300, 20):
            shown = fresh(scene, width, height)
            would_flip += fresh(scene, width, height - RECAP) != shown
            scene.layout = shown
            assert arrange(scene, width, height - RECAP) == shown, (width, height)
            assert arrange(scene, width, height) == shown, (width, height)
    if (game, players) == ("the-river", 2):  # issue #47's table, which flipped at 1280x720
        assert would_flip, "no room where a table chosen afresh flips with the recap"


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
