"""The window's side of the game contract: what the shell needs of one game's table.

The shell (window, controller, replay viewer, dialogs) knows no game. Each game package of
riverboat_qt (riverboat/, the_river/) builds one GameTable; riverboat_qt/registry.py lists them and
the entry point hands them to the window as a Tables (shell/tables.py).
Everything here is asked of the engine by the table: no rule or datum is re-implemented.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol, TypeVar

from PySide6.QtCore import QObject
from PySide6.QtGui import QImage

from core.game import Action, State

from .cues import CueMap
from .guide_spec import GuideSpec
from .interaction import Host, Interaction
from .keys_help import InputHelp
from .scene import TableScene

Done = Callable[[], None] | None
OMNISCIENT = -1  # the replay viewer's "everything" choice of seat for hidden_text
T = TypeVar("T")


class WrongGame(TypeError):
    """A table was handed another game's state, action or scene. The shell picks the table by
    the state's game_id, so this is a bug of the window, named with what came instead."""


def own(value: object, kind: type[T]) -> T:
    """`value` as the table's own kind (its game's state, its scene), for the functions a
    GameTable gives the shell: they take any game's State and narrow it here."""
    if not isinstance(value, kind):
        raise WrongGame(f"a {kind.__name__} was expected, not a {type(value).__name__}")
    return value


class DecisionPrompt(Protocol):
    """A table's prompt: what is decided now, for a human (at the mouse or at the keys) or
    named for an AI."""

    def __call__(self, state: State, names: Sequence[str], human: bool,
                 keys: bool = False) -> str: ...


@dataclass(frozen=True)
class ViewOption:
    """A View-menu toggle of a table (Riverboat's hex coordinates): the scene keeps the value
    across redraws; `apply(scene, on)` shows or hides it."""

    text: str
    key: str
    tip: str
    apply: Callable[[TableScene, bool], None]


def _no_rules(language: str) -> str:
    return ""


def _no_art() -> Mapping[str, QImage]:
    return {}


def _no_section(state: State | None) -> str:
    return ""


@dataclass(frozen=True)
class GameTable:
    """One game at the window."""

    game_id: str  # the core registry's id: "riverboat", "the-river"
    make_scene: Callable[[QObject | None], TableScene]
    interaction_for: Callable[[Host, State], Interaction]  # the human's current decision
    # the decision in words: (state, names, human, keys); a human at the keys is told no
    # mouse's way (the window adds the keys that work, shell/prompt.with_keys)
    decision_prompt: DecisionPrompt
    describe: Callable[[Action, State], str]  # an action in the log's words: (action, before)
    advice: Callable[[Action, State], str]  # an action as advice, "claim the ... tile"
    # slide the moved piece: (scene drawn at the state before, action, seat, before, ms, done)
    animate_move: Callable[[TableScene, Action, int, State, int, Done], bool]
    # ring the pieces and mark the button of a suggested action: (window, action, seat)
    highlight_action: Callable[[Any, Action, int], list]
    # the replay viewer's hidden-information panel (HTML): (state, seat or -1 for all, names)
    hidden_text: Callable[[State, int | None, Sequence[str]], str]
    category_tips: Mapping[str, str]  # the final breakdown's categories, explained
    # the game review's keys in words: ("phase", state.phase) or ("move", what the AI's
    # knowledge calls the sort of move, ai.review's category)
    review_words: Callable[[str, str], str]
    inputs: tuple[InputHelp, ...]  # Help > Mouse and keys: the game's gestures and keys
    quick_kinds: frozenset[str] = frozenset()  # AI decisions shown faster in a row
    view_options: tuple[ViewOption, ...] = field(default_factory=tuple)
    file_stem: str = "game"  # the default name of a saved game: "<stem>.json"
    # the translation context of the table's texts above (blurb, category_tips,
    # view options): each is written as QT_TRANSLATE_NOOP(text_context, ...) and translated
    # where the shell shows it (i18n.table_words)
    text_context: str = ""
    blurb: str = ""  # the new-game dialog's line on the game: its authors, year and aim
    guide: GuideSpec | None = None  # Help > Guided first game (shell/guide.py), if it has one
    # Help > Rules (shell/rules_view.py): the rules as HTML in a language ("en", "it"), the
    # pictures it shows as <img src="art:NAME">, and the anchor of a state's current decision
    rules_html: Callable[[str], str] = _no_rules
    rules_art: Callable[[], Mapping[str, QImage]] = _no_art
    rules_section: Callable[[State | None], str] = _no_section
    # the choices panel (shell/choices_panel.py): an action's groups, widest first, then its
    # own words; None: the advice alone, in groups only by the panel's own rule
    choice_words: Callable[[Action, State], tuple[str, ...]] | None = None
    # the table in words (shell/words_panel.py): a seat's score and holdings (state, seat,
    # names), and the table's areas as (name, words); None: the panel has only the shell's
    # own (the turn, the scores, the last moves)
    seat_words: Callable[[State, int, Sequence[str]], str] | None = None
    area_words: Callable[[State, Sequence[str]], list[tuple[str, str]]] | None = None
    # the sound (shell/cues.py): which decisions put a piece down and which log lines mean
    # coins or resources taken; the other cues come from the State itself
    cues: CueMap = field(default_factory=CueMap)

    @property
    def has_rules(self) -> bool:
        """Whether the game gave a rules page: without one, Help > Rules has nothing to show."""
        return self.rules_html is not _no_rules
