"""Hex coordinates of a 5x8 mat: index, 'b3' names, and axial (q, r) for pointy-top odd-r rows."""

from __future__ import annotations

ROWS = 5
COLS = 8
N_HEXES = ROWS * COLS
ROW_LETTERS = "abcde"

# The six axial directions; rotating a direction by 60 degrees steps to the next one.
DIRECTIONS = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))


def hex_index(row: int, col: int) -> int:
    return row * COLS + col


def row_col(index: int) -> tuple[int, int]:
    return divmod(index, COLS)


def hex_name(index: int) -> str:
    row, col = row_col(index)
    return f"{ROW_LETTERS[row]}{col + 1}"


def parse_hex(name: str) -> int:
    """'b3' -> index; raises ValueError for anything that is not a mat hex."""
    if len(name) != 2 or name[0] not in ROW_LETTERS or name[1] not in "0123456789":
        raise ValueError(f"not a hex name: {name!r} (expected a1..e8)")
    col = int(name[1]) - 1
    if not 0 <= col < COLS:
        raise ValueError(f"not a hex name: {name!r} (expected a1..e8)")
    return hex_index(ROW_LETTERS.index(name[0]), col)


def to_axial(index: int) -> tuple[int, int]:
    row, col = row_col(index)
    return col - (row - (row & 1)) // 2, row


def from_axial(q: int, r: int) -> int | None:
    """The hex index at axial (q, r), or None off the mat."""
    if not 0 <= r < ROWS:
        return None
    col = q + (r - (r & 1)) // 2
    if not 0 <= col < COLS:
        return None
    return hex_index(r, col)


def hex_neighbours(index: int) -> tuple[int, ...]:
    """The indices of the hexes next to this one on the mat, lowest first."""
    q, r = to_axial(index)
    found = (from_axial(q + dq, r + dr) for dq, dr in DIRECTIONS)
    return tuple(sorted(h for h in found if h is not None))


def rotate(q: int, r: int, turns: int) -> tuple[int, int]:
    """Rotate an axial offset by turns x 60 degrees."""
    for _ in range(turns % 6):
        q, r = -r, q + r
    return q, r


def canonical_shape(points: list[tuple[int, int, int]]) -> tuple[tuple[int, int, int], ...]:
    """A rotation- and translation-free key of (q, r, crop) cells, to recognise a tile kind."""
    keys = []
    for turns in range(6):
        rotated = [(*rotate(q, r, turns), c) for q, r, c in points]
        mq = min(q for q, _, _ in rotated)
        mr = min(r for _, r, _ in rotated)
        keys.append(tuple(sorted((q - mq, r - mr, c) for q, r, c in rotated)))
    return min(keys)
