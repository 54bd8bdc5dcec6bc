"""Riverboat's table in words (issue #36): each seat's score and holdings and the table's areas,
read from a seeded state in the engine's words (titles, never ids)."""

from __future__ import annotations

import random

import pytest

import core
from core.riverboat import GameState
from core.riverboat.components import components
from core.riverboat.describe import tile_title
from riverboat_qt.riverboat import texts, words
from tests.riverboat.test_gui_texts import leaks

NAMES = ("Red (you)", "Blue (AI Normal)", "Black (AI Easy)")


def played(seed: int, moves: int) -> GameState:
    """A 3-seat game after `moves` seeded random moves."""
    state = core.new_game(3, seed)
    rng = random.Random(seed)
    for _ in range(moves):
        state.apply(rng.choice(state.legal_actions()))
    assert isinstance(state, GameState)
    return state


@pytest.mark.parametrize("seed,moves", [(5, 40), (8, 120)])
def test_each_seats_words_name_its_score_and_holdings(qapp, seed, moves):
    state = played(seed, moves)
    for seat, p in enumerate(state.players):
        said = words.seat_words(state, seat, NAMES)
        assert said.startswith(f"{NAMES[seat]}: {p.vp} VP.")
        assert texts.coins(p.coins) in said and texts.workers(p.workers) in said
        assert f"harbor master on step {p.harbor}" in said
        for crop, mask in enumerate(p.crop_masks):
            if mask:
                assert f"{texts.crop_name(crop)} {bin(mask).count('1')}" in said.split("\n")[2]
        for boat in p.boats:
            assert texts.boat_name(boat) in said
        for card in p.cards:
            assert texts.card_title(card) in said
        assert not leaks(said), leaks(said)


def test_a_known_holding_is_said_with_its_title(qapp):
    state = played(5, 40)
    card = next(iter(components().cards))
    p = state.players[1]
    p.coins, p.cards, p.scored_cards = 7, [card], [card]
    said = words.seat_words(state, 1, NAMES)
    assert "7 coins" in said
    assert f"Opportunity cards: {texts.card_title(card)} (scored)." in said
    assert card not in said or texts.card_title(card).lower() == card


def test_the_areas_list_what_is_on_offer(qapp):
    state = played(8, 120)
    areas = dict(words.area_words(state, NAMES))
    assert list(areas) == ["Round", "Crop supply board", "Riverboats", "Opportunity cards"]
    assert areas["Round"].startswith(f"Round {state.round}, {texts.phase_name(state.phase)}.")
    for kind in state.display:
        if kind is not None:
            assert texts.words(tile_title(kind)) in areas["Crop supply board"]
    for space, card in enumerate(state.opp_spaces):
        if card is not None:
            assert f"{texts.card_title(card)} ({texts.space_bonus(space)})" in areas[
                "Opportunity cards"]
    assert texts.cards(len(state.opp_deck)) in areas["Opportunity cards"]
    for text in areas.values():
        assert not leaks(text), leaks(text)


def test_the_words_in_italian(italian):
    state = played(5, 40)
    said = words.seat_words(state, 0, NAMES)
    assert said.startswith(f"{NAMES[0]}: {state.players[0].vp} PV.\nRiserva: ")
    assert "Tracciato dei round" in dict(words.area_words(state, NAMES))["Round"]


def test_the_mat_is_said_field_by_field_as_the_moves_name_the_fields(qapp):
    """Issue #48: which hex holds which crop, its colour, workers, barns and wells."""
    state = played(8, 120)
    p = state.players[0]
    p.barn_mask |= 1 << 39  # E8: a barn, with a surveyor
    p.scored_barns |= 1 << 39
    lines = words.mat_rows(p)
    assert [line[:6] for line in lines] == [f"Row {r}:" for r in "ABCDE"]
    fields = [part for line in lines for part in line[7:].rstrip(".").split("; ")]
    assert [f.split(" ")[0] for f in fields] == [f"{r}{c}" for r in "ABCDE" for c in range(1, 9)]
    for hex_, said in enumerate(fields):
        assert texts.field_name(p.mat.colour_of[hex_]) in said
        crop = p.crop_at(hex_)
        assert (crop is not None and texts.crop_name(crop) in said) or crop is None
        assert ("worker" in said) == bool(p.worker_mask >> hex_ & 1)
        assert said.endswith("empty") == (crop is None and not (p.worker_mask | p.barn_mask)
                                          >> hex_ & 1)
    assert "barn with a surveyor" in fields[39]
    for crop, well in enumerate(p.wells):
        if well >= 0:
            assert "well" in fields[well] and texts.crop_name(crop) in fields[well]
    assert "\n".join(lines) in words.seat_words(state, 0, NAMES)
