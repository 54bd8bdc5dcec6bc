"""How far apart the table's colours stay for colour-blind eyes (issue #36).

    .venv/bin/python tools/palette_check.py

For each palette of the themes (riverboat_qt/*/theme.json) and each set of colours the
tables use to tell things apart (SETS: the seat colours among themselves, Riverboat's field
fills, its crops, The River's resources and terrain), simulates normal vision, deuteranopia,
protanopia and tritanopia and prints the smallest CIEDE2000 distance of the set's pairs, and
which pair. Exits 1 if a colour-blind-safe palette has a pair closer than GOAL under the
simulation of its own kind of colour blindness.

Simulation: G. M. Machado, M. M. Oliveira and L. A. F. Fernandes, "A Physiologically-based
Model for Simulation of Color Vision Deficiency", IEEE TVCG 15(6), 2009, 1291-1298: their
matrices for severity 1.0, applied to linear RGB (sRGB decoded, clipped to [0, 1] after).
Distance: CIEDE2000 as written out by G. Sharma, W. Wu and E. N. Dalal, "The CIEDE2000
Color-Difference Formula: Implementation Notes, Supplementary Test Data, and Mathematical
Observations", Color Research and Application 30(1), 2005, 21-30 (tested against their pairs
in tests/shell/test_palette_check.py); Lab from sRGB with the D65 white.
"""

from __future__ import annotations

import math
import sys
from collections.abc import Callable, Iterator
from itertools import combinations
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from riverboat_qt.riverboat import theme as riverboat_theme  # noqa: E402
from riverboat_qt.shell import theme as shell_theme  # noqa: E402
from riverboat_qt.the_river import theme as river_theme  # noqa: E402

GOAL = 20.0
Matrix = tuple[tuple[float, float, float], ...]
Lab = tuple[float, float, float]
IDENTITY: Matrix = ((1.0, 0.0, 0.0), (0.0, 1.0, 0.0), (0.0, 0.0, 1.0))
SIMULATIONS: dict[str, Matrix] = {  # Machado et al. 2009, severity 1.0
    "normal": IDENTITY,
    "deuteranopia": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413),
                     (-0.011820, 0.042940, 0.968881)),
    "protanopia": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216),
                   (-0.003882, -0.048116, 1.051998)),
    "tritanopia": ((1.255528, -0.076749, -0.178779), (-0.078411, 0.930809, 0.147602),
                   (0.004733, 0.691367, 0.303900)),
}
WHITE = (0.95047, 1.0, 1.08883)  # D65
RGB_TO_XYZ: Matrix = ((0.4124564, 0.3575761, 0.1804375), (0.2126729, 0.7151522, 0.0721750),
                      (0.0193339, 0.1191920, 0.9503041))
# Each set of colours the tables tell apart: a name and how to read it from the themes
SETS: dict[str, Callable[[str], dict[str, str]]] = {
    "seats": lambda p: {s["name"]: s["fill"] for s in _theme(shell_theme.THEME_FILE, p)["seats"]},
    "riverboat fields": lambda p: _fills(riverboat_theme.THEME_FILE, p, "fields"),
    "riverboat crops": lambda p: _fills(riverboat_theme.THEME_FILE, p, "crops"),
    "river resources": lambda p: _fills(river_theme.THEME_FILE, p, "resources"),
    "river terrain": lambda p: _fills(river_theme.THEME_FILE, p, "terrain"),
}


def _theme(path: Path, palette: str) -> dict:
    return shell_theme.load_theme(path, palette)


def _fills(path: Path, palette: str, group: str) -> dict[str, str]:
    return {name: part["fill"] for name, part in _theme(path, palette)[group].items()}


# -- colour science ---------------------------------------------------------------------------


def _apply(m: Matrix, v: tuple[float, float, float]) -> tuple[float, float, float]:
    return (m[0][0] * v[0] + m[0][1] * v[1] + m[0][2] * v[2],
            m[1][0] * v[0] + m[1][1] * v[1] + m[1][2] * v[2],
            m[2][0] * v[0] + m[2][1] * v[1] + m[2][2] * v[2])


def linear(channel: float) -> float:
    """An sRGB channel (0..1) decoded to linear light."""
    return channel / 12.92 if channel <= 0.04045 else ((channel + 0.055) / 1.055) ** 2.4


def hex_rgb(colour: str) -> tuple[float, float, float]:
    """'#rrggbb' (or '#aarrggbb', alpha ignored) as linear RGB."""
    digits = colour.lstrip("#")[-6:]
    r, g, b = (linear(int(digits[k:k + 2], 16) / 255) for k in (0, 2, 4))
    return r, g, b


def simulate(colour: str, vision: str) -> tuple[float, float, float]:
    """The linear RGB a viewer with `vision` sees for `colour` (Machado et al. 2009)."""
    r, g, b = _apply(SIMULATIONS[vision], hex_rgb(colour))
    return min(1.0, max(0.0, r)), min(1.0, max(0.0, g)), min(1.0, max(0.0, b))


def lab(rgb: tuple[float, float, float]) -> Lab:
    """CIE L*a*b* (D65) of a linear RGB colour."""
    def f(t: float) -> float:
        return t ** (1 / 3) if t > (6 / 29) ** 3 else t / (3 * (6 / 29) ** 2) + 4 / 29

    x, y, z = (v / w for v, w in zip(_apply(RGB_TO_XYZ, rgb), WHITE, strict=True))
    return 116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))


def ciede2000(lab1: Lab, lab2: Lab) -> float:
    """The CIEDE2000 colour difference (kL = kC = kH = 1), step by step as in Sharma et al."""
    (l1, a1, b1), (l2, a2, b2) = lab1, lab2
    c_mean = (math.hypot(a1, b1) + math.hypot(a2, b2)) / 2
    g = 0.5 * (1 - math.sqrt(c_mean ** 7 / (c_mean ** 7 + 25.0 ** 7)))
    a1p, a2p = (1 + g) * a1, (1 + g) * a2
    c1p, c2p = math.hypot(a1p, b1), math.hypot(a2p, b2)
    h1p = math.degrees(math.atan2(b1, a1p)) % 360 if c1p else 0.0
    h2p = math.degrees(math.atan2(b2, a2p)) % 360 if c2p else 0.0
    dl, dc = l2 - l1, c2p - c1p
    dh = _hue_step(h1p, h2p) if c1p * c2p else 0.0
    d_big_h = 2 * math.sqrt(c1p * c2p) * math.sin(math.radians(dh / 2))
    l_mean, cp_mean = (l1 + l2) / 2, (c1p + c2p) / 2
    h_mean = _hue_mean(h1p, h2p) if c1p * c2p else h1p + h2p
    t = (1 - 0.17 * math.cos(math.radians(h_mean - 30)) + 0.24 * math.cos(math.radians(2 * h_mean))
         + 0.32 * math.cos(math.radians(3 * h_mean + 6))
         - 0.20 * math.cos(math.radians(4 * h_mean - 63)))
    d_theta = 30 * math.exp(-(((h_mean - 275) / 25) ** 2))
    r_c = 2 * math.sqrt(cp_mean ** 7 / (cp_mean ** 7 + 25.0 ** 7))
    s_l = 1 + 0.015 * (l_mean - 50) ** 2 / math.sqrt(20 + (l_mean - 50) ** 2)
    s_c, s_h = 1 + 0.045 * cp_mean, 1 + 0.015 * cp_mean * t
    r_t = -math.sin(math.radians(2 * d_theta)) * r_c
    return math.sqrt((dl / s_l) ** 2 + (dc / s_c) ** 2 + (d_big_h / s_h) ** 2
                     + r_t * (dc / s_c) * (d_big_h / s_h))


def _hue_step(h1: float, h2: float) -> float:
    step = h2 - h1
    if step > 180:
        return step - 360
    return step + 360 if step < -180 else step


def _hue_mean(h1: float, h2: float) -> float:
    if abs(h1 - h2) <= 180:
        return (h1 + h2) / 2
    return (h1 + h2 + 360) / 2 if h1 + h2 < 360 else (h1 + h2 - 360) / 2


def distance(colour1: str, colour2: str, vision: str) -> float:
    """How far apart two theme colours look to a viewer with `vision` (CIEDE2000)."""
    return ciede2000(lab(simulate(colour1, vision)), lab(simulate(colour2, vision)))


# -- the report ------------------------------------------------------------------------------


def closest(colours: dict[str, str], vision: str) -> tuple[float, str]:
    """The smallest distance among the colours' pairs, and which pair ('Red/Black')."""
    return min((distance(colours[a], colours[b], vision), f"{a}/{b}")
               for a, b in combinations(colours, 2))


def rows(palette: str) -> Iterator[tuple[str, str, float, str]]:
    """(vision, set, smallest distance, pair) of each set and simulation in a palette."""
    for vision in SIMULATIONS:
        for name, read in SETS.items():
            yield (vision, name, *closest(read(palette), vision))


def failures(palette: str) -> list[tuple[str, float, str]]:
    """A safe palette's sets closer than GOAL under its own kind of colour blindness."""
    if palette == shell_theme.STANDARD:
        return []
    return [(name, value, pair) for vision, name, value, pair in rows(palette)
            if vision == palette and value < GOAL]


def report(palette: str) -> list[str]:
    """The palette's lines: per simulation, the smallest distance, its pair, each set's."""
    lines = []
    for vision in SIMULATIONS:
        found = [(value, name, pair) for v, name, value, pair in rows(palette) if v == vision]
        value, name, pair = min(found)
        worst = f"{value:5.1f} {name}: {pair}" + (" *" if value < GOAL else "")
        sets = " ".join(f"{v:9.1f}" for v, _, _ in found)
        lines.append(f"{palette:13s} {vision:13s} {sets}   {worst}")
    return lines


HEADER = f"{'palette':13s} {'vision':13s} " + " ".join(f"{n.split()[-1]:>9s}" for n in SETS) \
    + "   smallest (* under the goal)"


def main() -> int:
    bad: list[tuple[str, str, float, str]] = []
    print(HEADER)
    for palette in shell_theme.PALETTES:
        print("\n".join(report(palette)))
        bad.extend((palette, *failure) for failure in failures(palette))
    for palette, name, value, pair in bad:
        print(f"FAIL {palette}: {name} {pair} only {value:.1f} apart under {palette}")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
