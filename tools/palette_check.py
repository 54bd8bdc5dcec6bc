"""How far apart the table's colours stay for colour-blind eyes (issues #36, #48).

    .venv/bin/python tools/palette_check.py

For each palette of the themes (riverboat_qt/*/theme.json) it measures two kinds of pairs:
each set of colours the tables use to tell things apart (SETS: the seat colours among
themselves, Riverboat's field fills, its crops, The River's resources and terrain), and each
piece against the grounds the tables draw it on (ON: workers on the mat's fields and crop
tiles, barns, wells and surveyors there, The River's production symbols on their terrain
tiles, pioneers on the paper of the spots and boats). It simulates normal vision and each of
deuteranopia, protanopia and tritanopia by three models and prints the smallest CIEDE2000
distance of each set and ground, and which pair. Exits 1 if a colour-blind-safe palette has a
pair closer than GOAL under any model of its own kind of colour blindness, or if a piece is
closer than GOAL to its ground for normal vision in any palette.

Models, all on linear RGB (sRGB decoded; the result clipped to [0, 1]):
- G. M. Machado, M. M. Oliveira and L. A. F. Fernandes, "A Physiologically-based Model for
  Simulation of Color Vision Deficiency", IEEE TVCG 15(6), 2009, 1291-1298: their matrices
  for severity 1.0.
- F. Viénot, H. Brettel and J. D. Mollon, "Digital video colourmaps for checking the
  legibility of displays by dichromats", Color Research and Application 24(4), 1999, 243-252:
  LMS (Smith and Pokorny 1975's cone fundamentals on the Judd-Vos corrected XYZ, reached from
  linear RGB by the paper's matrix) projected along the missing cone's
  axis onto one plane through black, white, blue and yellow (through red and cyan for
  tritanopia, as libDaltonLens does; the paper covers protanopia and deuteranopia).
- H. Brettel, F. Viénot and J. D. Mollon, "Computerized simulation of color appearance for
  dichromats", JOSA A 14(10), 1997, 2647-2655: two half-planes through the neutral axis (RGB
  white, as Vischeck and libDaltonLens take it) and the monochromatic anchors 475 and 575 nm
  (485 and 660 nm for tritanopia), the half-plane chosen by the side of the plane through the
  neutral and the missing cone's axis. The matrices are derived here, step by step as
  DaltonLens-Python does, and tested against libDaltonLens' published ones.
Distance: CIEDE2000 as written out by G. Sharma, W. Wu and E. N. Dalal, "The CIEDE2000
Color-Difference Formula: Implementation Notes, Supplementary Test Data, and Mathematical
Observations", Color Research and Application 30(1), 2005, 21-30 (tested against their pairs
in tests/shell/test_palette_check.py); Lab from sRGB with the D65 white.
"""

from __future__ import annotations

import math
import sys
from collections.abc import Callable, Iterator
from functools import cache
from itertools import combinations, product
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from core.the_river.components import components as river_components  # noqa: E402
from riverboat_qt.riverboat import theme as riverboat_theme  # noqa: E402
from riverboat_qt.shell import theme as shell_theme  # noqa: E402
from riverboat_qt.the_river import theme as river_theme  # noqa: E402

GOAL = 20.0
Vector = tuple[float, float, float]
Matrix = tuple[Vector, Vector, Vector]
Lab = tuple[float, float, float]
Pair = tuple[str, str, str, str]  # (name, colour, name, colour)
IDENTITY: Matrix = ((1.0, 0.0, 0.0), (0.0, 1.0, 0.0), (0.0, 0.0, 1.0))
DEFICIENCIES = ("deuteranopia", "protanopia", "tritanopia")
MODELS = ("Machado", "Viénot", "Brettel")
VIEWS: tuple[tuple[str, str], ...] = (("normal", ""),) + tuple(product(DEFICIENCIES, MODELS))
MACHADO: dict[str, Matrix] = {  # Machado et al. 2009, severity 1.0
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
# The dichromat models' cone space: Smith and Pokorny 1975's LMS, defined on the Judd-Vos
# corrected XYZ, which Viénot et al. 1999 reach from linear RGB by one matrix
JUDD_VOS_FROM_RGB: Matrix = ((0.409568, 0.355041, 0.179167), (0.213389, 0.706743, 0.0798680),
                             (0.0186297, 0.114620, 0.912367))
LMS_FROM_XYZ: Matrix = ((0.15514, 0.54312, -0.03286), (-0.15514, 0.45684, 0.03286),
                        (0.0, 0.0, 0.01608))
MISSING_CONE = {"protanopia": 0, "deuteranopia": 1, "tritanopia": 2}  # L, M, S
# Brettel et al. 1997's anchors: Judd-Vos XYZ of the monochromatic lights (nm)
SPECTRUM: dict[int, Vector] = {475: (0.13287, 0.11284, 0.9422), 575: (0.84394, 0.91558, 0.00197),
                               485: (0.05699, 0.16987, 0.5864), 660: (0.16161, 0.061, 0.00001)}
ANCHORS = {"protanopia": (475, 575), "deuteranopia": (475, 575), "tritanopia": (485, 660)}


# -- small linear algebra -----------------------------------------------------------------------


def _apply(m: Matrix, v: Vector) -> Vector:
    return (m[0][0] * v[0] + m[0][1] * v[1] + m[0][2] * v[2],
            m[1][0] * v[0] + m[1][1] * v[1] + m[1][2] * v[2],
            m[2][0] * v[0] + m[2][1] * v[1] + m[2][2] * v[2])


def _times(a: Matrix, b: Matrix) -> Matrix:
    """The product a·b (b applied first)."""
    columns = [_apply(a, (b[0][k], b[1][k], b[2][k])) for k in range(3)]
    return ((columns[0][0], columns[1][0], columns[2][0]),
            (columns[0][1], columns[1][1], columns[2][1]),
            (columns[0][2], columns[1][2], columns[2][2]))


def _cross(a: Vector, b: Vector) -> Vector:
    return a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]


def _dot(a: Vector, b: Vector) -> float:
    return a[0] * b[0] + a[1] * b[1] + a[2] * b[2]


def _inverse(m: Matrix) -> Matrix:
    """The inverse by cofactors: the rows' cross products over the determinant."""
    c0, c1, c2 = _cross(m[1], m[2]), _cross(m[2], m[0]), _cross(m[0], m[1])
    det = _dot(m[0], c0)
    return ((c0[0] / det, c1[0] / det, c2[0] / det), (c0[1] / det, c1[1] / det, c2[1] / det),
            (c0[2] / det, c1[2] / det, c2[2] / det))


# -- the dichromat models -----------------------------------------------------------------------

LMS_FROM_RGB = _times(LMS_FROM_XYZ, JUDD_VOS_FROM_RGB)
RGB_FROM_LMS = _inverse(LMS_FROM_RGB)


def onto_plane(normal: Vector, cone: int) -> Matrix:
    """In LMS, the projection along the missing cone's axis onto the plane through black with
    this normal: the missing cone's response is the one that puts the colour on the plane."""
    row = tuple(0.0 if k == cone else -normal[k] / normal[cone] for k in range(3))
    rows = [row if k == cone else IDENTITY[k] for k in range(3)]
    return rows[0], rows[1], rows[2]  # type: ignore[return-value]


def vienot_matrix(deficiency: str) -> Matrix:
    """Viénot et al. 1999's whole simulation as one linear RGB matrix."""
    if deficiency == "tritanopia":
        lms_a, lms_b = _apply(LMS_FROM_RGB, (0.0, 1.0, 1.0)), _apply(LMS_FROM_RGB, (1.0, 0.0, 0.0))
    else:
        lms_a, lms_b = _apply(LMS_FROM_RGB, (1.0, 1.0, 0.0)), _apply(LMS_FROM_RGB, (0.0, 0.0, 1.0))
    plane = onto_plane(_cross(lms_a, lms_b), MISSING_CONE[deficiency])
    return _times(RGB_FROM_LMS, _times(plane, LMS_FROM_RGB))


def brettel_params(deficiency: str) -> tuple[Matrix, Matrix, Vector]:
    """Brettel et al. 1997's two half-planes as linear RGB matrices, and the normal (in linear
    RGB) whose sign picks the first (>= 0) or the second."""
    cone = MISSING_CONE[deficiency]
    neutral = _apply(LMS_FROM_RGB, (1.0, 1.0, 1.0))
    wing1, wing2 = (_apply(LMS_FROM_XYZ, SPECTRUM[nm]) for nm in ANCHORS[deficiency])
    separation = _cross(neutral, IDENTITY[cone])
    if _dot(separation, wing1) < 0:
        wing1, wing2 = wing2, wing1
    one, two = (_times(RGB_FROM_LMS, _times(onto_plane(_cross(neutral, wing), cone),
                                            LMS_FROM_RGB)) for wing in (wing1, wing2))
    columns = [_apply(LMS_FROM_RGB, IDENTITY[k]) for k in range(3)]
    return one, two, (_dot(separation, columns[0]), _dot(separation, columns[1]),
                      _dot(separation, columns[2]))


VIENOT = {deficiency: vienot_matrix(deficiency) for deficiency in DEFICIENCIES}
BRETTEL = {deficiency: brettel_params(deficiency) for deficiency in DEFICIENCIES}


def _model_matrix(rgb: Vector, vision: str, model: str) -> Matrix:
    if vision == "normal":
        return IDENTITY
    if model == "Machado":
        return MACHADO[vision]
    if model == "Viénot":
        return VIENOT[vision]
    one, two, side = BRETTEL[vision]
    return one if _dot(side, rgb) >= 0 else two


# -- colour science ---------------------------------------------------------------------------


def linear(channel: float) -> float:
    """An sRGB channel (0..1) decoded to linear light."""
    return channel / 12.92 if channel <= 0.04045 else ((channel + 0.055) / 1.055) ** 2.4


def hex_rgb(colour: str) -> Vector:
    """'#rrggbb' (or '#aarrggbb', alpha ignored) as linear RGB."""
    digits = colour.lstrip("#")[-6:]
    r, g, b = (linear(int(digits[k:k + 2], 16) / 255) for k in (0, 2, 4))
    return r, g, b


def simulate(colour: str, vision: str, model: str = "Machado") -> Vector:
    """The linear RGB a viewer with `vision` sees for `colour`, by `model` (MODELS)."""
    rgb = hex_rgb(colour)
    r, g, b = _apply(_model_matrix(rgb, vision, model), rgb)
    return min(1.0, max(0.0, r)), min(1.0, max(0.0, g)), min(1.0, max(0.0, b))


def lab(rgb: Vector) -> Lab:
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


@cache
def _seen(colour: str, vision: str, model: str) -> Lab:
    return lab(simulate(colour, vision, model))


def distance(colour1: str, colour2: str, vision: str, model: str = "Machado") -> float:
    """How far apart two theme colours look to a viewer with `vision` (CIEDE2000)."""
    return ciede2000(_seen(colour1, vision, model), _seen(colour2, vision, model))


# -- what the tables draw -----------------------------------------------------------------------


def _theme(path: Path, palette: str) -> dict:
    return shell_theme.load_theme(path, palette)


def _fills(path: Path, palette: str, group: str) -> dict[str, str]:
    return {name: part["fill"] for name, part in _theme(path, palette)[group].items()}


def _seats(palette: str) -> dict[str, str]:
    return {s["name"]: s["fill"] for s in _theme(shell_theme.THEME_FILE, palette)["seats"]}


def _pieces(path: Path, palette: str, names: tuple[str, ...]) -> dict[str, str]:
    return {name: _theme(path, palette)[name]["fill"] for name in names}


def _every(pieces: dict[str, str], grounds: dict[str, str]) -> list[Pair]:
    return [(a, pieces[a], b, grounds[b]) for a, b in product(pieces, grounds)]


def _production_on_terrain(palette: str) -> list[Pair]:
    """Each resource on each terrain type of a tile that produces it (The River's data)."""
    resources = _fills(river_theme.THEME_FILE, palette, "resources")
    terrain = _fills(river_theme.THEME_FILE, palette, "terrain")
    comp = river_components()
    found = {(comp.resources[k], kind) for tile in comp.tiles.values() for kind in tile.types
             for k, n in enumerate(tile.production) if n}
    return [(r, resources[r], t, terrain[t]) for r, t in sorted(found)]


def _pioneers_on_paper(palette: str) -> list[Pair]:
    """The seats but White: its piece is paper-white by design and shows by its dark edge."""
    board = _theme(shell_theme.THEME_FILE, palette)["board"]
    return [(name, fill, "paper", board) for name, fill in _seats(palette).items()
            if name != "White"]


RB, RIVER = riverboat_theme.THEME_FILE, river_theme.THEME_FILE
# Each set of colours the tables tell apart: a name and how to read it from the themes
SETS: dict[str, Callable[[str], dict[str, str]]] = {
    "seats": _seats,
    "riverboat fields": lambda p: _fills(RB, p, "fields"),
    "riverboat crops": lambda p: _fills(RB, p, "crops"),
    "river resources": lambda p: _fills(RIVER, p, "resources"),
    "river terrain": lambda p: _fills(RIVER, p, "terrain"),
}
# Each piece against what the table draws it on: the pairs (piece, its colour, ground, colour)
ON: dict[str, Callable[[str], list[Pair]]] = {
    # riverboat/items/mat.py _draw_hex: a worker waiting on an empty field of its seat's mat
    "workers on fields": lambda p: _every(_seats(p), _fills(RB, p, "fields")),
    # the same: a worker on a crop tile, to harvest it
    "workers on crops": lambda p: _every(_seats(p), _fills(RB, p, "crops")),
    # the same: a barn on an empty field, its surveyor beside it once scored
    "barns on fields": lambda p: _every(_pieces(RB, p, ("barn", "surveyor")),
                                        _fills(RB, p, "fields")),
    # the same: a well on a crop tile, its surveyor beside it once scored
    "wells on crops": lambda p: _every(_pieces(RB, p, ("well", "surveyor")),
                                       _fills(RB, p, "crops")),
    # the_river/art.py tile_face: a tile's production symbols on its terrain colour(s)
    "production on terrain": _production_on_terrain,
    # the_river/main_board.py draw_spot, river_board.py (boat, bonus spots): on the paper
    "pioneers on paper": _pioneers_on_paper,
}


# -- the report ------------------------------------------------------------------------------


def closest(colours: dict[str, str], vision: str, model: str = "Machado") -> tuple[float, str]:
    """The smallest distance among the colours' pairs, and which pair ('Red/Black')."""
    return closest_pair(_every_pair(colours), vision, model)


def _every_pair(colours: dict[str, str]) -> list[Pair]:
    return [(a, colours[a], b, colours[b]) for a, b in combinations(colours, 2)]


def closest_pair(pairs: list[Pair], vision: str, model: str = "Machado") -> tuple[float, str]:
    """The smallest distance among these pairs, and which pair ('Red/pumpkin')."""
    return min((distance(c1, c2, vision, model), f"{a}/{b}") for a, c1, b, c2 in pairs)


def groups(palette: str) -> dict[str, list[Pair]]:
    """Every set's pairs and every piece-on-ground's pairs of a palette, by name."""
    found = {name: _every_pair(read(palette)) for name, read in SETS.items()}
    return found | {name: read(palette) for name, read in ON.items()}


def rows(palette: str) -> Iterator[tuple[str, str, str, float, str]]:
    """(vision, model, group, smallest distance, pair) of each view and group of a palette."""
    found = groups(palette)
    for vision, model in VIEWS:
        for name, pairs in found.items():
            yield (vision, model, name, *closest_pair(pairs, vision, model))


def held_to_goal(palette: str, vision: str, group: str) -> bool:
    """A safe palette's every group under its own kind (by every model); a piece against its
    ground for normal vision in every palette."""
    return vision == palette or (vision == "normal" and group in ON)


def failures(palette: str) -> list[tuple[str, str, str, float, str]]:
    """The (vision, model, group, distance, pair) held to the goal that fall short of it."""
    return [row for row in rows(palette) if held_to_goal(palette, row[0], row[2])
            and row[3] < GOAL]


def report(palette: str) -> list[str]:
    """The palette's lines: per view, each group's smallest distance and the smallest pair."""
    lines = []
    found = list(rows(palette))
    for vision, model in VIEWS:
        mine = [(v, name, pair) for vi, m, name, v, pair in found if (vi, m) == (vision, model)]
        value, name, pair = min(mine)
        short = [held_to_goal(palette, vision, n) and v < GOAL for v, n, _ in mine]
        cells = " ".join(f"{v:5.1f}{'*' if bad else ' '}" for (v, _, _), bad in
                         zip(mine, short, strict=True))
        view = f"{vision} {model}".strip()
        lines.append(f"{palette:12s} {view:21s} {cells}  {value:5.1f} {name}: {pair}")
    return lines


COLUMNS = ("seats", "field", "crop", "res", "terr", "wk/fd", "wk/cr", "barn", "well", "prod",
           "paper")
HEADER = (f"{'palette':12s} {'vision, model':21s} " + " ".join(f"{c:>5s} " for c in COLUMNS)
          + " smallest (* under the goal where held to it)")


def main() -> int:
    bad: list[tuple[str, str, str, str, float, str]] = []
    print(HEADER)
    for palette in shell_theme.PALETTES:
        print("\n".join(report(palette)))
        bad.extend((palette, *failure) for failure in failures(palette))
    for palette, vision, model, name, value, pair in bad:
        print(f"FAIL {palette}: {name} {pair} only {value:.1f} apart for {vision} {model}".rstrip())
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
