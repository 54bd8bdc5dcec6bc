"""tools/palette_check.py (issue #36): CIEDE2000 against Sharma et al.'s published pairs, the
colour-blindness simulation, and the safe palettes far enough apart under their own kind."""

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


@pytest.mark.parametrize(("lab1", "lab2", "expected"), SHARMA)
def test_ciede2000_matches_sharma_et_al(lab1, lab2, expected):
    assert tool.ciede2000(lab1, lab2) == pytest.approx(expected, abs=1e-4)
    assert tool.ciede2000(lab2, lab1) == pytest.approx(expected, abs=1e-4)


def test_lab_of_white_and_red():
    assert tool.lab(tool.hex_rgb("#ffffff")) == pytest.approx((100.0, 0.0, 0.0), abs=1e-3)
    assert tool.lab(tool.hex_rgb("#ff0000")) == pytest.approx((53.24, 80.09, 67.20), abs=0.01)


def test_red_and_green_merge_for_a_deuteranope_but_not_for_normal_vision():
    assert tool.distance("#d62728", "#2ca02c", "normal") > 60
    assert tool.distance("#d62728", "#2ca02c", "deuteranopia") < 15
    assert tool.simulate("#808080", "protanopia") == pytest.approx(
        (tool.hex_rgb("#808080")), abs=0.01)  # greys stay grey (each matrix row sums to 1)


def test_each_safe_palette_passes_under_its_own_simulation():
    for palette in ("deuteranopia", "protanopia", "tritanopia"):
        assert tool.failures(palette) == []
        for vision, name, value, pair in tool.rows(palette):
            if vision == palette:
                assert value >= tool.GOAL, (palette, name, pair)


def test_the_standard_palette_is_what_the_safe_ones_repair():
    worst = min(value for vision, _, value, _ in tool.rows("standard") if vision != "normal")
    assert worst < tool.GOAL  # the reason for the safe palettes
    assert tool.main() == 0
