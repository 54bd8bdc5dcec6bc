"""The River's table in words (issue #36): each seat's score, resources, pioneers, river and
buildings, and the main board's areas, read from a seeded state in the engine's words."""

from __future__ import annotations

import random

import pytest

import core
from core.the_river import GameState
from core.the_river.components import components
from core.the_river.describe import building_words, resources_words, tile_words
from riverboat_qt.the_river import texts, words
from riverboat_qt.the_river.texts import engine

NAMES = ("Red (you)", "Blue (AI Normal)", "Black (AI Easy)")


def played(seed: int, moves: int) -> GameState:
    """A 3-seat game after `moves` seeded random moves."""
    state = core.new_game(3, seed, game="the-river")
    rng = random.Random(seed)
    for _ in range(moves):
        state.apply(rng.choice(state.legal_actions()))
    assert isinstance(state, GameState)
    return state


def ids_in(text: str) -> list[str]:
    """The data's ids of tiles and buildings found in a text a player reads."""
    comp = components()
    return [i for i in (*comp.tiles, *comp.buildings) if len(i) > 2 and i in text]


@pytest.mark.parametrize("seed,moves", [(5, 30), (9, 90)])
def test_each_seats_words_name_its_score_and_holdings(qapp, seed, moves):
    state = played(seed, moves)
    for seat, p in enumerate(state.players):
        said = words.seat_words(state, seat, NAMES)
        assert said.startswith(f"{NAMES[seat]}: {state.scores[seat]} VP if the game ended now.")
        if any(p.res):
            assert engine(resources_words(p.res)) in said
        assert f"warehouses: {p.held()} of {p.storage()} used" in said
        if any(p.production()):
            assert f"production: {engine(resources_words(p.production()))}." in said
        assert f"Pioneers: {p.boat} on the boat" in said and f"{p.settled} settled" in said
        assert ("bonus spot" in said) == p.on_bonus_spot
        for spot, tile in enumerate(p.river, 1):
            assert f"{spot}: {engine(tile_words(tile))}" in said
        for building in p.built + p.reserved:
            assert engine(building_words(building)) in said
        assert not ids_in(said)


def test_a_known_holding_is_said(qapp):
    state = played(5, 30)
    building = next(iter(components().buildings))
    p = state.players[2]
    p.res, p.built, p.tokens = [3, 0, 1, 2], [building], [6, 4]
    state._scores = None  # the running scores' cache: the holdings changed under it
    said = words.seat_words(state, 2, NAMES)
    assert "Resources: 3 wood, 1 stone and 2 food;" in said
    assert f"Buildings: {engine(building_words(building))}; " in said
    assert "bonus tokens: 6, 4." in said


def test_the_areas_list_the_main_board(qapp):
    state = played(9, 90)
    areas = dict(words.area_words(state, NAMES))
    assert list(areas) == ["Round", "Terrain tiles", "Buildings", "Islands", "Action spots"]
    for tile in state.offer:
        if tile is not None:
            assert engine(tile_words(tile)) in areas["Terrain tiles"]
    for building in state.market:
        if building is not None:
            assert engine(building_words(building)) in areas["Buildings"]
    assert f"In the deck: {len(state.deck)}." in areas["Buildings"]
    assert engine(resources_words(state.islands)) in areas["Islands"]
    spots = areas["Action spots"].splitlines()
    assert len(spots) == len(state.spots)
    for line, seats in zip(spots, state.spots.values(), strict=True):
        assert all(NAMES[s] in line for s in seats) and (seats or line.endswith("nobody."))
    for text in areas.values():
        assert not ids_in(text)


def test_the_words_in_italian(italian):
    state = played(5, 30)
    said = words.seat_words(state, 0, NAMES)
    assert said.startswith(f"{NAMES[0]}: {state.scores[0]} PV se la partita finisse ora.")
    assert "Pionieri: " in said and "Spazi azione" in dict(
        (name, name) for name, _ in words.area_words(state, NAMES))


def test_the_river_board_is_said_column_by_column_with_what_its_spots_print(qapp):
    """Issue #48: the uncovered spots' printing, the framed ones, the columns."""
    state = played(5, 30)
    p = state.players[0]
    board = components().boards[p.board]
    lines = words.river_columns(p)
    assert len(lines) == len(components().columns)
    for number, (line, column) in enumerate(zip(lines, components().columns, strict=True), 1):
        assert line.startswith(f"Column {number}: ")
        spots = line[len(f"Column {number}: "):].rstrip(".").split("; ")
        assert [int(s.split(" ")[1].rstrip(":")) for s in spots] == list(column)
        for spot, said in zip(column, spots, strict=True):
            assert said.endswith(", framed") == (spot in board.framed)
            if spot <= len(p.river):
                assert engine(tile_words(p.river[spot - 1])) in said
            else:
                assert said.startswith(f"spot {spot} uncovered: "
                                       f"{texts.printed_words(p.board, spot)}")
    assert len(p.river) < components().spots  # a board with uncovered spots was said
    assert "\n".join(lines) in words.seat_words(state, 0, NAMES)


def test_a_claim_says_what_it_covers_and_a_swap_which_tiles_it_moves(qapp):
    """Issue #48: a claim's or a swap's cost, said in the choices panel's row."""
    from core.the_river import Claim, Swap
    from riverboat_qt.the_river.choices import choice_words

    claims = swaps = 0
    for seed in (3, 5):
        state = core.new_game(2, seed, game="the-river")
        assert isinstance(state, GameState)
        rng = random.Random(seed)
        while not state.is_over and state.round < 4:
            seat = state.current_player
            assert seat is not None
            p = state.players[seat]
            for action in state.legal_actions():
                said = choice_words(action, state)[-1]
                if isinstance(action, Claim):
                    spot = len(p.river) + 1
                    printed = texts.printed_words(p.board, spot)
                    assert f"on spot {spot}, " in said
                    assert printed in said or "nothing is printed" in said
                    claims += 1
                elif isinstance(action, Swap):
                    first, second = (engine(tile_words(p.river[k - 1]))
                                     for k in (action.first, action.second))
                    assert said.endswith(f": {first} and {second}")
                    swaps += 1
            state.apply(rng.choice(state.legal_actions()))
    assert claims and swaps
