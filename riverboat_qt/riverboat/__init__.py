"""Riverboat's table: New Orleans, the supply and every mat, its interactions and its words."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from core.game import Action, State
from core.riverboat import Action as RiverboatAction
from core.riverboat import GameState
from core.riverboat.constants import (
    AGENT_AWARDS,
    DURING_PLAY,
    FINAL_CATEGORIES,
    LAST_ROUND,
    VP_PER_COIN,
    VP_PER_COLOUR,
    VP_PER_UNSCORED,
)

from ..shell import prompt
from ..shell.i18n import QT_TRANSLATE_NOOP, later
from ..shell.interaction import Host, Interaction
from ..shell.scene import TableScene
from ..shell.table import Done, GameTable, ViewOption, WrongGame, own
from . import animate, choices, hidden, hints, interactions, keys, rules_help, texts, words
from .cues import CUES
from .guide import GUIDE
from .review_words import review_words
from .rules_help import rules_art, rules_html
from .scene import RiverboatScene


def category_tips() -> dict[str, str]:
    """The score breakdown's categories explained, with the numbers of the engine and its data;
    translated where the shell shows them (i18n.table_words), in the table's context."""
    return dict(zip((DURING_PLAY, *FINAL_CATEGORIES), (
        later("RiverboatTable", QT_TRANSLATE_NOOP(
            "RiverboatTable", "Everything scored during the {rounds} rounds: tiles, boats, "
                              "cards, barns, wells, surveyors, agents, phase tile bonus."),
              rounds=LAST_ROUND),
        later("RiverboatTable", QT_TRANSLATE_NOOP("RiverboatTable", "{vp} VP per coin left."),
              vp=VP_PER_COIN),
        later("RiverboatTable", QT_TRANSLATE_NOOP(
            "RiverboatTable", "{vp} VP per field colour fully covered by crops and/or barns."),
              vp=VP_PER_COLOUR),
        later("RiverboatTable", QT_TRANSLATE_NOOP(
            "RiverboatTable", "{vp} VP per barn or well without a surveyor, and per surveyor in "
                              "supply."), vp=VP_PER_UNSCORED),
        QT_TRANSLATE_NOOP(
            "RiverboatTable", "Boats the harbor master reached: full value for the farthest, "
                              "half (rounded up) for the others."),
        later("RiverboatTable", QT_TRANSLATE_NOOP(
            "RiverboatTable", "Most agents in New Orleans: {awards} VP (ties: earlier phase "
                              "tile)."), awards=" / ".join(str(vp) for vp in AGENT_AWARDS if vp)),
    ), strict=True))


CATEGORY_TIPS = category_tips()

# Worker placements: each card asks every seat in turn, so AI placements come in a row.
QUICK_KINDS = frozenset({"cultivate", "bonus_worker"})

COORDINATES = ViewOption(
    QT_TRANSLATE_NOOP("RiverboatTable", "Show hex coordinates"), "G",
    QT_TRANSLATE_NOOP("RiverboatTable",
                      "Write each field's name (A1..E8, as the log says) on the mats (G)"),
    lambda scene, on: own(scene, RiverboatScene).set_show_coords(on))


# The table's side of the contract: the shell hands any game's State and Action; these narrow
# them to Riverboat's (WrongGame otherwise) and call the functions that draw and word them.

def riverboat_action(action: Action) -> RiverboatAction:
    """The action as one of Riverboat's; WrongGame for another game's."""
    if not isinstance(action, RiverboatAction):
        raise WrongGame(f"a Riverboat action was expected, not a {type(action).__name__}")
    return action


def interaction_for(host: Host, state: State) -> Interaction:
    return interactions.interaction_for(host, own(state, GameState))


def decision_prompt(state: State, names: Sequence[str], human: bool, keys: bool = False) -> str:
    """The decision in words; for a human, a warning if a move now would end the game."""
    board = own(state, GameState)
    words = texts.decision_prompt(board, names, human, keys)
    if not human or not board.may_end:
        return words
    return prompt.with_note(words, prompt.end_note(board, board.legal_actions(),
                                                   lambda a: advice(a, board)))


def log_words(action: Action, state: State) -> str:
    return texts.log_words(action, own(state, GameState))


def advice(action: Action, state: State) -> str:
    return hints.describe(riverboat_action(action), own(state, GameState))


def animate_move(scene: TableScene, action: Action, seat: int, before: State, ms: int,
                 done: Done) -> bool:
    return animate.animate_move(own(scene, RiverboatScene), riverboat_action(action), seat,
                                own(before, GameState), ms, done)


def highlight_action(window: Any, action: Action, seat: int) -> list:
    return hints.highlight_action(window, riverboat_action(action), seat)


def hidden_text(state: State, seat: int | None, names: Sequence[str]) -> str:
    return hidden.hidden_text(own(state, GameState), seat, names)


def choice_words(action: Action, state: State) -> tuple[str, ...]:
    return choices.choice_words(riverboat_action(action), own(state, GameState))


def rules_section(state: State | None) -> str:
    return rules_help.rules_section(None if state is None else own(state, GameState))


TABLE = GameTable(
    game_id="riverboat",
    make_scene=RiverboatScene,
    interaction_for=interaction_for,
    decision_prompt=decision_prompt,
    describe=log_words,
    advice=advice,
    animate_move=animate_move,
    highlight_action=highlight_action,
    review_words=review_words,
    hidden_text=hidden_text,
    category_tips=CATEGORY_TIPS,
    inputs=keys.INPUTS,
    text_context="RiverboatTable",
    quick_kinds=QUICK_KINDS,
    view_options=(COORDINATES,),
    file_stem="riverboat-game",
    blurb=QT_TRANSLATE_NOOP(
        "RiverboatTable", "Michael Kiesling, 2017. Cultivate the fields of your Mississippi "
                          "estate, plant and ship crops on the riverboats, send agents to New "
                          "Orleans and survey your barns, wells and opportunity cards."),
    guide=GUIDE,
    rules_html=rules_html,
    rules_art=rules_art,
    rules_section=rules_section,
    choice_words=choice_words,
    seat_words=words.seat_words,
    area_words=words.area_words,
    cues=CUES,
)
