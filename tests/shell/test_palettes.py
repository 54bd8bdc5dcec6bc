"""The themes' colour-blind-safe palettes (issue #36): each loads, changes colours, and a bad
palette is refused with ThemeError."""

from __future__ import annotations

import json

import pytest

from riverboat_qt.riverboat import theme as riverboat_theme
from riverboat_qt.shell import theme
from riverboat_qt.the_river import theme as river_theme

FILES = (theme.THEME_FILE, riverboat_theme.THEME_FILE, river_theme.THEME_FILE)
SAFE = theme.PALETTES[1:]


def colours(value) -> list[str]:
    """Every colour of a theme, in order."""
    if isinstance(value, dict):
        return [c for key in sorted(value) for c in colours(value[key])]
    if isinstance(value, list):
        return [c for item in value for c in colours(item)]
    return [value] if isinstance(value, str) and value.startswith("#") else []


@pytest.mark.parametrize("path", FILES)
def test_each_palette_loads_and_differs_from_the_standard_one(path):
    standard = theme.load_theme(path, theme.STANDARD)
    seen = [colours(standard)]
    for palette in SAFE:
        shown = theme.load_theme(path, palette)
        assert set(shown) == set(standard)  # the same pieces, other colours
        assert len(colours(shown)) == len(colours(standard))
        assert colours(shown) not in seen, palette
        seen.append(colours(shown))


def test_the_palette_shown_is_the_one_the_themes_read():
    try:
        theme.set_palette("tritanopia")
        assert riverboat_theme.field_fill("G").name() == (
            theme.load_theme(riverboat_theme.THEME_FILE, "tritanopia")["fields"]["G"]["fill"])
        assert theme.seat_fill(0) != theme.load_theme(theme.THEME_FILE)["seats"][0]["fill"]
        with pytest.raises(theme.ThemeError, match="no palette"):
            theme.set_palette("sepia")
        assert theme.palette() == "tritanopia"
    finally:
        theme.set_palette(theme.STANDARD)
    assert river_theme.terrain_fill("forest").name() == "#6f9f55"


GOOD = {"ink": "#000000", "seats": [{"name": "Red", "fill": "#ff0000"}],
        "palettes": {"protanopia": {"seats": [{"fill": "#0000ff"}]}}}


@pytest.mark.parametrize(("change", "reason"), [
    ({"palettes": {"sepia": {}}}, "'palettes' must map"),
    ({"palettes": []}, "'palettes' must map"),
    ({"palettes": {"protanopia": {"paper": "#ffffff"}}}, "'paper' is not in the theme"),
    ({"palettes": {"protanopia": {"ink": "black"}}}, "a palette changes colours only"),
    ({"palettes": {"protanopia": {"seats": [{"name": "#ffffff"}]}}}, "changes colours only"),
    ({"palettes": {"protanopia": {"seats": []}}}, "changes colours only"),
    ({"ink": "#12345"}, "not a colour"),
    ({"palettes": {"protanopia": {"ink": "#gggggg"}}}, "changes colours only"),
])
def test_a_bad_theme_is_refused_with_its_reason(change, reason):
    raw = {**GOOD, **change}
    with pytest.raises(theme.ThemeError, match=reason):
        theme.in_palette(raw, "protanopia")
    assert theme.in_palette(GOOD, "protanopia")["seats"] == [{"name": "Red", "fill": "#0000ff"}]


def test_a_theme_file_that_is_not_json_is_refused(tmp_path):
    bad = tmp_path / "theme.json"
    bad.write_text("{", encoding="utf-8")
    with pytest.raises(theme.ThemeError, match="cannot be read"):
        theme.load_theme(bad)
    bad.write_text(json.dumps([1]), encoding="utf-8")
    with pytest.raises(theme.ThemeError, match="a JSON object"):
        theme.load_theme(bad, "deuteranopia")
