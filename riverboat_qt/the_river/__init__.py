"""The River's table: the main board's islands, every river board, its interactions and words."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from core.game import Action, State
from core.the_river import Action as RiverAction
from core.the_river import GameState
from core.the_river.describe import describe as core_describe

from ..shell import prompt
from ..shell.i18n import QT_TRANSLATE_NOOP
from ..shell.interaction import Host, Interaction
from ..shell.scene import TableScene
from ..shell.table import Done, GameTable, WrongGame, own
from . import animate, choices, ends, hidden, hints, interactions, keys, rules_help, texts, words
from .cues import CUES
from .guide import GUIDE
from .review_words import review_words
from .rules_help import rules_art, rules_html
from .scene import RiverScene
from .texts import CATEGORY_TIPS, engine

# The table's side of the contract: the shell hands any game's State and Action; these narrow
# them to The River's (WrongGame otherwise) and call the functions that draw and word them.

def river_action(action: Action) -> RiverAction:
    """The action as one of The River's; WrongGame for another game's."""
    if not isinstance(action, RiverAction):
        raise WrongGame(f"a River action was expected, not a {type(action).__name__}")
    return action


def describe(action: Action, state: State) -> str:
    """An action in the log's words (without its subject), in the window's language."""
    return engine(core_describe(river_action(action), own(state, GameState)))


def interaction_for(host: Host, state: State) -> Interaction:
    return interactions.interaction_for(host, own(state, GameState))


def decision_prompt(state: State, names: Sequence[str], human: bool, keys: bool = False) -> str:
    """The decision in words; for a human, a warning if a move now would end the game."""
    river = own(state, GameState)
    words = texts.decision_prompt(river, names, human, keys)
    if not human or river.is_over:
        return words
    return prompt.with_note(words, ends.note(river, river.legal_actions(), by_spot=True))


def advice(action: Action, state: State) -> str:
    return hints.advice(river_action(action), own(state, GameState))


def animate_move(scene: TableScene, action: Action, seat: int, before: State, ms: int,
                 done: Done) -> bool:
    return animate.animate_move(own(scene, RiverScene), river_action(action), seat,
                                own(before, GameState), ms, done)


def highlight_action(window: Any, action: Action, seat: int) -> list:
    return hints.highlight_action(window, river_action(action), seat)


def hidden_text(state: State, seat: int | None, names: Sequence[str]) -> str:
    return hidden.hidden_text(own(state, GameState), seat, names)


def choice_words(action: Action, state: State) -> tuple[str, ...]:
    return choices.choice_words(river_action(action), own(state, GameState))


def rules_section(state: State | None) -> str:
    return rules_help.rules_section(None if state is None else own(state, GameState))


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
    inputs=keys.INPUTS,
    text_context="RiverTable",
    quick_kinds=QUICK_KINDS,
    file_stem="the-river-game",
    blurb=QT_TRANSLATE_NOOP("RiverTable", "Ismaël Perrin and Sébastien Pauchon, 2018. Send "
                            "your pioneers up the river to claim terrain, gather wood, clay and "
                            "stone, and construct the buildings that make your settlement the "
                            "finest."),
    guide=GUIDE,
    rules_html=rules_html,
    rules_art=rules_art,
    rules_section=rules_section,
    choice_words=choice_words,
    seat_words=words.seat_words,
    area_words=words.area_words,
    cues=CUES,
)
