"""The River's table drawn for 2, 3 and 4 players: every part present by name, its counts
matching the state, a 1600x1000 image rendered."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QGraphicsItem

from core.the_river.components import components
from core.the_river.scoring import boat_after_cleanup, tile_meadow_vp
from core.the_river.state import GameState
from riverboat_qt.the_river.scene import RiverScene

from .gui_host import advance_to, fresh


def midgame(players: int, seed: int = 4, moves: int = 60) -> GameState:
    state = fresh(players, seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if state.is_over:
            break
        state.apply(rng.choice(state.legal_actions()))
    return state


def named(scene: RiverScene) -> dict[str, QGraphicsItem]:
    return {name: item for item in scene.items() if (name := getattr(item, "name", ""))}


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_part_is_drawn_with_the_states_counts(qtbot, players):
    state = midgame(players)
    scene = RiverScene()
    names = [f"Seat{k}" for k in range(players)]
    scene.rebuild(state, 0, names)
    items = named(scene)
    rules = components().spot_rules(players)
    for spot in rules:
        piece = items[f"spot {spot}"]
        tip = piece.toolTip()
        for seat in state.spots[spot]:
            assert names[seat] in tip
        if rules[spot].kind == "single":
            assert f"Room for {rules[spot].count} pioneer" in tip
    assert len(scene.main.offer) == components().terrain_spots(players)
    for i, tile in enumerate(state.offer):
        assert scene.main.offer[i].tile == tile
    for i, b in enumerate(state.market):
        assert scene.main.market[i].building == b
    for k, n in enumerate(state.islands):
        assert scene.main.islands[k].count == n
        assert scene.main.islands[k].toolTip().startswith(f"{n} ")
    pile = ", ".join(str(v) for v in reversed(state.token_pile))
    assert pile in items["token pile"].toolTip()
    assert items["first player pawn"].parentItem() is scene.boards[state.first_player]
    for seat, p in enumerate(state.players):
        board = scene.boards[seat]
        assert len(board.cells) == components().spots
        assert len(board.pioneers) == p.boat
        assert [board.held[k].count for k in range(4)] == p.res
        assert set(board.reserved) == set(p.reserved) and set(board.built) == set(p.built)
        assert len(board.token_spots) == components().bonus_spots(players)
        assert f"{state.scores[seat]} VP" in board.score.toolTip()
        for cell in range(1, len(p.river) + 1):
            assert f"Spot {cell} " in board.cells[cell].toolTip()
        assert f"{p.held()} of {p.storage()}" in items[f"warehouses {seat}"].toolTip()
    focus = scene.boards[0].sceneBoundingRect()
    assert all(scene.boards[s].sceneBoundingRect().width() < focus.width()
               for s in range(1, players))


@pytest.mark.parametrize("players", [2, 4])
def test_renders_a_1600_by_1000_image(qtbot, players):
    scene = RiverScene()
    scene.rebuild(midgame(players), 1, ())
    image = QImage(1600, 1000, QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    scene.render(painter, QRectF(0, 0, 1600, 1000), scene.sceneRect())
    painter.end()
    colours = {image.pixel(x, y) for x in range(0, 1600, 37) for y in range(0, 1000, 29)}
    assert len(colours) > 40  # boards, tiles, pieces: not a blank picture


def test_meadow_and_building_tooltips_say_what_they_do():
    state = midgame(4, seed=9, moves=150)
    scene = RiverScene()
    scene.rebuild(state, 0, ())
    for seat, p in enumerate(state.players):
        for spot, tile in enumerate(p.river, 1):
            tip = scene.boards[seat].cells[spot].toolTip()
            if components().tiles[tile].meadow is not None:
                own = tile_meadow_vp(p, tile, boat_after_cleanup(p))
                assert "meadow" in tip and f"This meadow scores {own} VP now" in tip
    for piece in scene.main.market.values():
        if piece.building:
            assert "VP at the end" in piece.toolTip()


def test_start_of_game_and_the_end_draw(qtbot):
    state = fresh(3, 2)
    scene = RiverScene()
    scene.rebuild(state, 2, ())
    assert sum(1 for t in state.offer if t) == 4
    rng = random.Random(3)
    assert advance_to(state, "never", rng, limit=5000) is None and state.is_over
    scene.rebuild(state, 0, ())
    for seat in range(3):
        assert "Final score" in scene.boards[seat].score.toolTip()


@pytest.mark.parametrize("count", [1, 3, 4])
def test_built_buildings_show_their_cost_readably(qtbot, count):
    """Issue #35: four built cards to a row drew their costs at ~7 px on the large board."""
    from riverboat_qt.shell import art

    state = fresh(2, 3)
    built = list(components().buildings)[:count]
    state.players[0].built = built
    scene = RiverScene()
    scene.rebuild(state, 0)
    board = scene.boards[0]
    image = QImage(900, 400, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    for name in built:
        with art.measure_text() as seen:
            scene.render(painter, QRectF(0, 0, 900, 400), board.built[name].sceneBoundingRect())
        box = board.built[name].sceneBoundingRect()
        scale = min(900 / box.width(), 400 / box.height())  # the render's zoom
        sizes = [size / scale for size, _ in seen]
        assert sizes and min(sizes) >= 9, (name, sorted(seen)[:3])
    painter.end()
    scene.clear()


def test_no_board_is_named_by_a_number_that_is_not_in_play(qtbot):
    """Issue #47: a 2-player game's headers read 'board 1' and 'board 4', naming boards no one
    plays; the seat names its board (and the first player is said)."""
    from riverboat_qt.shell import art

    state = fresh(2, 5)
    assert sorted(p.board for p in state.players) != [1, 2]  # printed numbers with a gap
    scene = RiverScene()
    scene.rebuild(state, 0, ["Blue", "Red"])
    image = QImage(1700, 900, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    with art.measure_text() as seen:
        scene.render(painter)
    painter.end()
    words = [w for _, w in seen]
    assert not [w for w in words if "board" in w.lower()], words
    first = state.first_player
    assert f"{['Blue', 'Red'][first]} — first player" in words
