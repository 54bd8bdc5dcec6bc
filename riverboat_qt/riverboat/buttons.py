"""The words of Riverboat's choice buttons: the interactions show them, the hints and the
driver name them (a module of its own, so that the hints need not import the interactions)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ..shell.i18n import QT_TRANSLATE_NOOP, Words
from . import texts


class RiverboatInteractions(Words):
    """The translation context of the decisions' buttons and hints (`.tr`)."""


# The choice buttons' labels (the hint marks them and the driver clicks them by these words).
BUTTONS = {
    "coin": QT_TRANSLATE_NOOP("RiverboatInteractions", "Spend a coin: any empty field"),
    "piles": QT_TRANSLATE_NOOP("RiverboatInteractions", "Buy from a pile (1 coin)…"),
    "pass": QT_TRANSLATE_NOOP("RiverboatInteractions", "Pass (no more boats)"),
    "surveyor": QT_TRANSLATE_NOOP("RiverboatInteractions", "Take a surveyor"),
    "no agents": QT_TRANSLATE_NOOP("RiverboatInteractions", "Send no agents"),
    "look": QT_TRANSLATE_NOOP("RiverboatInteractions", "Look through the pile (1 coin)…"),
    "stop": QT_TRANSLATE_NOOP("RiverboatInteractions", "Stop surveying"),
    "bonus coin": QT_TRANSLATE_NOOP("RiverboatInteractions", "Take 1 coin"),
    "bonus harbor": QT_TRANSLATE_NOOP("RiverboatInteractions", "Harbor master +1 step"),
    "bonus agent": QT_TRANSLATE_NOOP("RiverboatInteractions", "Send 1 worker to New Orleans"),
}


def translated(words: str) -> str:
    """Words marked in this context (QT_TRANSLATE_NOOP), in the window's language."""
    return QCoreApplication.translate("RiverboatInteractions", words)


def button(key: str) -> str:
    """A choice button's label, in the window's language."""
    return translated(BUTTONS[key])


def phase_button(number: int) -> str:
    return RiverboatInteractions.tr("Phase {number}").format(number=number)


def send_button(count: int) -> str:
    if count == 0:
        return button("no agents")
    return texts.counted(RiverboatInteractions.tr("Send %n agent(s)", "", count), count,
                         "Send %n agent", "Send %n agents")


def ship_button(crop: int, coin: bool) -> str:
    name = texts.crop_name(crop)
    if coin:
        return RiverboatInteractions.tr("Ship {crop} (1 coin)").format(crop=name)
    return RiverboatInteractions.tr("Ship {crop}").format(crop=name)
