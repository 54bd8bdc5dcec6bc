"""The River's rows of Help > Mouse and keys: its mouse gestures and the keys its prompt
buttons and pickers answer to. The interactions read their keys from these rows."""

from __future__ import annotations

from ..shell.i18n import QT_TRANSLATE_NOOP
from ..shell.keys_help import InputHelp

CONTEXT = "RiverTable"


def _row(keys: str, what: str) -> InputHelp:
    return InputHelp(keys, what, CONTEXT)


DRAG = _row(QT_TRANSLATE_NOOP("RiverTable", "Drag"), QT_TRANSLATE_NOOP(
    "RiverTable", "A pioneer from your boat onto an action spot in a black and white ring "
                  "(dragged from the boat's hull: the nearest pioneer that can go); dropped "
                  "elsewhere, it goes back"))
CLICK = _row(QT_TRANSLATE_NOOP("RiverTable", "Click"), QT_TRANSLATE_NOOP(
    "RiverTable", "An action spot instead of dragging; then the tile, the building or the two "
                  "river tiles it asks for, or a row of a picker"))
PICKS = _row("1-9", QT_TRANSLATE_NOOP(
    "RiverTable", "A picker's rows, and the buttons that return resources"))
TRADE = _row("T", QT_TRANSLATE_NOOP("RiverTable", "Trade resources for 1 food"))
ASIDE = _row("A", QT_TRANSLATE_NOOP(
    "RiverTable", "Set a pioneer aside when no spot is open to it"))
NO_SWAP = _row("N", QT_TRANSLATE_NOOP("RiverTable", "Decline a swap of the meadow"))
HOVER = _row(QT_TRANSLATE_NOOP("RiverTable", "Hover"), QT_TRANSLATE_NOOP(
    "RiverTable", "Any piece: what it is and what it scores"))

INPUTS = (DRAG, CLICK, PICKS, TRADE, ASIDE, NO_SWAP, HOVER)
