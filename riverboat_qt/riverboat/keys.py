"""Riverboat's rows of Help > Mouse and keys: its mouse gestures and the keys its prompt buttons
and dragged tiles answer to. The interactions and the tiles read their keys from these rows."""

from __future__ import annotations

from ..shell.i18n import QT_TRANSLATE_NOOP
from ..shell.keys_help import InputHelp

CONTEXT = "RiverboatTable"


def _row(keys: str, what: str) -> InputHelp:
    return InputHelp(keys, what, CONTEXT)


CLICK = _row(QT_TRANSLATE_NOOP("RiverboatTable", "Click"), QT_TRANSLATE_NOOP(
    "RiverboatTable", "A piece in a black and white ring plays it (a dashed gold ring, hatch "
                      "and coin: it costs a coin)"))
DRAG = _row(QT_TRANSLATE_NOOP("RiverboatTable", "Drag"), QT_TRANSLATE_NOOP(
    "RiverboatTable", "A crop tile onto your workers; dropped elsewhere, it goes back"))
WHEEL = _row(QT_TRANSLATE_NOOP("RiverboatTable", "Mouse wheel"), QT_TRANSLATE_NOOP(
    "RiverboatTable", "Turns the tile you are dragging"))
TURN = _row("R", QT_TRANSLATE_NOOP(
    "RiverboatTable", "Turns the tile you are dragging (Shift+R the other way)"))
NUMBERS = _row("1-5", QT_TRANSLATE_NOOP(
    "RiverboatTable", "The numbered buttons: a phase tile, how many workers to send, a bonus"))
COIN = _row("C", QT_TRANSLATE_NOOP(
    "RiverboatTable", "Spend a coin: the worker ignores the cultivation card"))
BUY = _row("B", QT_TRANSLATE_NOOP(
    "RiverboatTable", "Buy from a pile: look through the tile piles or the card pile"))
PASS = _row("P", QT_TRANSLATE_NOOP(
    "RiverboatTable", "Pass: no more riverboats, or no more surveyors, this round"))
SURVEYOR = _row("S", QT_TRANSLATE_NOOP("RiverboatTable", "Take a surveyor"))
HOVER = _row(QT_TRANSLATE_NOOP("RiverboatTable", "Hover"), QT_TRANSLATE_NOOP(
    "RiverboatTable", "Any piece: what it is and what it scores"))

INPUTS = (CLICK, DRAG, WHEEL, TURN, NUMBERS, COIN, BUY, PASS, SURVEYOR, HOVER)
