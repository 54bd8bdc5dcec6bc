"""What a placement touches (issue #48): the wells it grows, the barns beside it, the outskirts it
covers and the colours it completes, asked of the engine on hand-built mats (mat 1: c4 is
green, its neighbours b3 b4 c3 c5 d3 d4; a1 is on the outskirts)."""

from __future__ import annotations

from core.riverboat import Plant, TakeFeature, parse_action
from core.riverboat.components import CROPS
from core.riverboat.touches import placement_touches
from riverboat_qt.riverboat.choices import choice_words
from tests.rules_helpers import (
    act,
    barn,
    crops,
    game,
    hx,
    set_display,
    start_phase,
    well,
    workers,
)

CORN = CROPS.index("corn")


def _planting_beside_a_well_and_a_barn():
    """Seat 0 to plant: a corn well on c3, a barn on b4, every green field covered but c4."""
    s = game(2)
    crops(s, 0, "c3", "corn")
    well(s, 0, "c3")
    barn(s, 0, "b4")
    crops(s, 0, "a4 a5 a6 a7 b5 c5", "wheat")
    workers(s, 0, "c4 a1")
    set_display(s, "sC sT")
    return start_phase(s, 2, [0] * 5)


def test_a_planting_names_the_well_it_grows_the_barn_beside_it_and_the_colour_it_completes():
    s = _planting_beside_a_well_and_a_barn()
    touches = placement_touches(s, parse_action("plant c4C"))
    assert touches is not None
    assert touches.wells == ((CORN, 1, 2),)
    # b4's neighbours: wheat on a4 a5 b5 c5 (4) either way; corn on c4 is one of its kind
    assert touches.barns == ((hx("b4"), 8, 8),)
    assert touches.completed == ("G",)
    assert touches.outskirts == 0


def test_a_planting_on_the_outskirts_far_from_wells_and_barns():
    s = _planting_beside_a_well_and_a_barn()
    touches = placement_touches(s, parse_action("plant a1T"))
    assert touches is not None
    assert touches.wells == () and touches.barns == () and touches.completed == ()
    assert touches.outskirts == 1


def test_a_new_barn_is_scored_from_nothing():
    """Seat 0 ships corn (e1-e8) on the boat whose benefit is a barn; corn on c3 and d3."""
    s = game(2)
    crops(s, 0, "e1 e2 e3 e4 e5 e6 e7 e8", "corn")
    workers(s, 0, "e1 e2 e3 e4 e5 e6 e7 e8")
    crops(s, 0, "c3 d3", "corn")
    s = start_phase(s, 3, [1] * 5)
    act(s, "boat 4 corn")
    touches = placement_touches(s, parse_action("barn c4"))
    assert touches is not None and touches.barns == ((hx("c4"), 0, 4),)  # 2 VP a corn neighbour
    assert touches.wells == () and touches.outskirts == 0


def test_a_surveyor_or_another_move_touches_nothing_on_the_mat():
    s = _planting_beside_a_well_and_a_barn()
    assert placement_touches(s, TakeFeature("surveyor")) is None
    assert all(placement_touches(s, a) is not None for a in s.legal_actions()
               if isinstance(a, Plant))


def test_the_choices_panel_row_of_a_planting_names_what_it_touches():
    s = _planting_beside_a_well_and_a_barn()
    said = choice_words(parse_action("plant c4C"), s)[-1]
    assert said.startswith("Plant a 1-hex corn tile on C4 — "), said
    assert "corn well 1 → 2 VP" in said and "barn B4 8 → 8 VP" in said, said
    assert "completes the green fields" in said and "outskirts" not in said, said
    assert choice_words(parse_action("plant a1T"), s)[-1].endswith(
        " — 1 field on the outskirts"), "a1 is on the outskirts"
