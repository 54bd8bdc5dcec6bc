"""tools/palette_check.py (issues #36, #48): CIEDE2000 against Sharma et al.'s published pairs,
the three colour-blindness models against libDaltonLens' published matrices and against what a
dichromat's projection must do, and the safe palettes far enough apart under their own kind."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
spec = importlib.util.spec_from_file_location("palette_check", ROOT / "tools" / "palette_check.py")
assert spec is not None and spec.loader is not None
tool = importlib.util.module_from_spec(spec)
spec.loader.exec_module(tool)

# Sharma, Wu and Dalal (2005), Table 1: pairs 1, 7, 13, 17, 20, 25 and 34 (L*, a*, b*), and
# their CIEDE2000 distance: hue angles either side of 0, a grey, large and tiny distances
SHARMA = [
    ((50.0, 2.6772, -79.7751), (50.0, 0.0, -82.7485), 2.0425),
    ((50.0, 0.0, 0.0), (50.0, -1.0, 2.0), 2.3669),
    ((50.0, 2.49, -0.001), (50.0, -2.49, 0.0009), 7.1792),
    ((50.0, 2.5, 0.0), (73.0, 25.0, -18.0), 27.1492),
    ((50.0, 2.5, 0.0), (58.0, 24.0, 15.0), 19.4535),
    ((60.2574, -34.0099, 36.2677), (60.4626, -34.1751, 39.4387), 1.2644),
    ((2.0776, 0.0795, -1.135), (0.9033, -0.0636, -0.5514), 0.9082),
]
# libDaltonLens.c (github.com/DaltonLens/libDaltonLens, public domain): its precomputed linear
# RGB matrices for Viénot et al. 1999 and, for Brettel et al. 1997, the two half-planes' and the
# separation plane's normal (sRGB, Smith and Pokorny on Judd-Vos XYZ, RGB white as neutral)
DALTONLENS_VIENOT = {
    "protanopia": ((0.11238, 0.88762, 0.0), (0.11238, 0.88762, 0.0), (0.00401, -0.00401, 1.0)),
    "deuteranopia": ((0.29275, 0.70725, 0.0), (0.29275, 0.70725, 0.0),
                     (-0.02234, 0.02234, 1.0)),
    "tritanopia": ((1.0, 0.14461, -0.14461), (0.0, 0.85924, 0.14076), (0.0, 0.85924, 0.14076)),
}
DALTONLENS_BRETTEL = {
    "protanopia": (((0.14980, 1.19548, -0.34528), (0.10764, 0.84864, 0.04372),
                    (0.00384, -0.00540, 1.00156)),
                   ((0.14570, 1.16172, -0.30742), (0.10816, 0.85291, 0.03892),
                    (0.00386, -0.00524, 1.00139)),
                   (0.00048, 0.00393, -0.00441)),
    "deuteranopia": (((0.36477, 0.86381, -0.22858), (0.26294, 0.64245, 0.09462),
                      (-0.02006, 0.02728, 0.99278)),
                     ((0.37298, 0.88166, -0.25464), (0.25954, 0.63506, 0.10540),
                      (-0.01980, 0.02784, 0.99196)),
                     (-0.00281, -0.00611, 0.00892)),
    "tritanopia": (((1.01277, 0.13548, -0.14826), (-0.01243, 0.86812, 0.14431),
                    (0.07589, 0.80500, 0.11911)),
                   ((0.93678, 0.18979, -0.12657), (0.06154, 0.81526, 0.12320),
                    (-0.37562, 1.12767, 0.24796)),
                   (0.03901, -0.02788, -0.01113)),
}
DICHROMAT_VIEWS = [view for view in tool.VIEWS if view[0] != "normal"]


def _flat(rows) -> list[float]:
    return [x for row in rows for x in (row if isinstance(row, tuple) else (row,))]


@pytest.mark.parametrize(("lab1", "lab2", "expected"), SHARMA)
def test_ciede2000_matches_sharma_et_al(lab1, lab2, expected):
    assert tool.ciede2000(lab1, lab2) == pytest.approx(expected, abs=1e-4)
    assert tool.ciede2000(lab2, lab1) == pytest.approx(expected, abs=1e-4)


def test_lab_of_white_and_red():
    assert tool.lab(tool.hex_rgb("#ffffff")) == pytest.approx((100.0, 0.0, 0.0), abs=1e-3)
    assert tool.lab(tool.hex_rgb("#ff0000")) == pytest.approx((53.24, 80.09, 67.20), abs=0.01)


@pytest.mark.parametrize("deficiency", tool.DEFICIENCIES)
def test_vienot_and_brettel_matrices_match_libdaltonlens(deficiency):
    assert _flat(tool.VIENOT[deficiency]) == pytest.approx(
        _flat(DALTONLENS_VIENOT[deficiency]), abs=1e-5)
    one, two, side = tool.BRETTEL[deficiency]
    expected_one, expected_two, expected_side = DALTONLENS_BRETTEL[deficiency]
    assert _flat(one) == pytest.approx(_flat(expected_one), abs=1e-5)
    assert _flat(two) == pytest.approx(_flat(expected_two), abs=1e-5)
    assert side == pytest.approx(expected_side, abs=1e-5)


@pytest.mark.parametrize(("vision", "model"), DICHROMAT_VIEWS)
def test_white_black_and_greys_stay_as_they_are(vision, model):
    for grey in ("#ffffff", "#000000", "#808080"):
        assert tool.simulate(grey, vision, model) == pytest.approx(tool.hex_rgb(grey), abs=0.01)


@pytest.mark.parametrize(("vision", "model"), [v for v in DICHROMAT_VIEWS if v[1] != "Machado"])
def test_colours_on_a_confusion_line_look_the_same(vision, model):
    """Two colours that differ only in the missing cone's response are one colour to that
    dichromat: a grey and the grey moved along that cone's axis (in LMS) look alike."""
    cone = tool.MISSING_CONE[vision]
    grey = tool._apply(tool.LMS_FROM_RGB, (0.4, 0.4, 0.4))
    for step in (-0.1, 0.1):
        moved = tuple(v * (1 + step) if k == cone else v for k, v in enumerate(grey))
        rgb = tool._apply(tool.RGB_FROM_LMS, moved)
        assert all(0.0 < v < 1.0 for v in rgb)  # a real colour, not clipped
        seen = tool._apply(tool._model_matrix(rgb, vision, model), rgb)
        assert seen == pytest.approx((0.4, 0.4, 0.4), abs=1e-6)
        assert tool.ciede2000(tool.lab(rgb), tool.lab((0.4, 0.4, 0.4))) > 5  # not a grey


@pytest.mark.parametrize("deficiency", tool.DEFICIENCIES)
def test_brettel_anchors_are_on_their_own_half_planes(deficiency):
    """The monochromatic anchors are seen as themselves (they span the half-planes)."""
    for nm in tool.ANCHORS[deficiency]:
        lms = tool._apply(tool.LMS_FROM_XYZ, tool.SPECTRUM[nm])
        rgb = tool._apply(tool.RGB_FROM_LMS, lms)
        seen = tool._apply(tool._model_matrix(rgb, deficiency, "Brettel"), rgb)
        assert seen == pytest.approx(rgb, abs=1e-9)


@pytest.mark.parametrize("model", tool.MODELS)
def test_red_and_green_merge_for_a_deuteranope_but_not_for_normal_vision(model):
    assert tool.distance("#d62728", "#2ca02c", "normal") > 60
    assert tool.distance("#d62728", "#2ca02c", "deuteranopia", model) < 15
    assert tool.distance("#d62728", "#2ca02c", "tritanopia", model) > 30


def test_pieces_are_measured_against_what_they_stand_on():
    workers = tool.ON["workers on crops"]("protanopia")
    assert ("Red", "pumpkin") in {(a, b) for a, _, b, _ in workers}  # issue #48's 3.9
    production = {(a, b) for a, _, b, _ in tool.ON["production on terrain"]("standard")}
    assert ("clay", "badlands") in production
    assert not {b for a, b in production if a == "food"}  # no tile produces food
    assert "White" not in {a for a, _, _, _ in tool.ON["pioneers on paper"]("standard")}


@pytest.mark.parametrize("palette", ["deuteranopia", "protanopia", "tritanopia"])
def test_each_safe_palette_passes_under_every_model_of_its_own_kind(palette):
    assert tool.failures(palette) == []
    for vision, model, name, value, pair in tool.rows(palette):
        if vision == palette or (vision == "normal" and name in tool.ON):
            assert value >= tool.GOAL, (palette, model, name, pair)


def test_the_standard_palette_is_what_the_safe_ones_repair():
    worst = min(value for vision, _, _, value, _ in tool.rows("standard") if vision != "normal")
    assert worst < tool.GOAL  # the reason for the safe palettes
    assert tool.failures("standard") == []  # its pieces still stand out for normal vision
    assert tool.main() == 0
