"""The River's table: the main board's islands, every river board, its interactions and words."""

from __future__ import annotations

from core.the_river.describe import describe as core_describe

from ..shell.i18n import QT_TRANSLATE_NOOP
from ..shell.table import GameTable
from .animate import animate_move
from .hidden import hidden_text
from .hints import advice, highlight_action
from .interactions import interaction_for
from .review_words import review_words
from .rules_help import rules_art, rules_html, rules_section
from .scene import RiverScene
from .texts import CATEGORY_TIPS, decision_prompt, engine

KEYS_HELP = QT_TRANSLATE_NOOP(
    "RiverTable",
    "Mouse: drag a pioneer from your boat onto an action spot in a black and white ring (or "
    "click the spot); a drop elsewhere returns it. Then click the tile, the building or the two "
    "river tiles the spot asks for, or a row of the picker.\n"
    "Keys: T trade 3 resources for 1 food, A set a pioneer aside, N no swap, 1-9 a picker's rows "
    "and the return buttons, Esc close a picker, Ctrl+N new game.\n"
    "Ctrl+Z undo, Ctrl+Shift+Z redo, H hint, Ctrl+S save, Ctrl+O open, Ctrl+R replay.\n"
    "Hover any piece for what it is and what it scores.")


def describe(action, state) -> str:
    """An action in the log's words (without its subject), in the window's language."""
    return engine(core_describe(action, state))


# Returning resources that do not fit comes in runs of small decisions: shown faster in a row.
QUICK_KINDS = frozenset({"discard"})

TABLE = GameTable(
    game_id="the-river",
    make_scene=RiverScene,
    interaction_for=interaction_for,
    decision_prompt=decision_prompt,
    describe=describe,
    advice=advice,
    animate_move=animate_move,
    highlight_action=highlight_action,
    review_words=review_words,
    hidden_text=hidden_text,
    category_tips=CATEGORY_TIPS,
    keys_help=KEYS_HELP,
    text_context="RiverTable",
    quick_kinds=QUICK_KINDS,
    file_stem="the-river-game",
    blurb=QT_TRANSLATE_NOOP("RiverTable", "Ismaël Perrin and Sébastien Pauchon, 2018. Send "
                            "your pioneers up the river to claim terrain, gather wood, clay and "
                            "stone, and construct the buildings that make your settlement the "
                            "finest."),
    rules_html=rules_html,
    rules_art=rules_art,
    rules_section=rules_section,
)
