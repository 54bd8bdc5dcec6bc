"""The games the shared suite runs on: every registered game, and the toy of tests/kernel.

A test-only registry: the shared tests iterate it and ask each game what it has (its player
counts, hidden information, a learned evaluation, a win-chance model, a table, a rules page),
never a list of names. A test-only game is put in the real registries only for the test that
runs on it (the autouse fixture `test_only_games` in tests/conftest.py), so the window, the
bots and the records find it as they find any game.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING

import pytest

from ai import registry as ai_registry
from ai.knowledge import GameKnowledge
from core import registry
from core.base import StateBase
from core.game import Game, State
from tests.kernel.toy import KNOWLEDGE as TOY_KNOWLEDGE
from tests.kernel.toy import TOY

if TYPE_CHECKING:
    from riverboat_qt.shell.table import GameTable

# Adding a test-only game is one entry here: its Game and its knowledge for the bots.
TEST_ONLY: dict[str, tuple[Game, GameKnowledge]] = {TOY.id: (TOY, TOY_KNOWLEDGE)}


def games() -> dict[str, Game]:
    """Every game of the suite by id: the registry's, then the test-only ones."""
    return {**registry.GAMES, **{gid: game for gid, (game, _) in TEST_ONLY.items()}}


def knowledge(game_id: str) -> GameKnowledge:
    """The bots' knowledge of a game of the suite, registered or test-only."""
    if game_id in TEST_ONLY:
        return TEST_ONLY[game_id][1]
    return ai_registry.knowledge_of(game_id)


def ids(*, hidden: bool | None = None, learned: bool | None = None,
        win_chance: bool | None = None, state_base: bool | None = None,
        registered: bool | None = None) -> list[str]:
    """The ids of the suite's games that have what a test needs: hidden information, a
    learned evaluation (ai/registry.LEARNED), a shipped win-chance model, a state built on
    core.base.StateBase, a place in the real registries; None asks nothing of that."""
    return [gid for gid, game in games().items()
            if (hidden is None or game.hidden_information == hidden)
            and (learned is None or (gid in ai_registry.LEARNED) == learned)
            and (win_chance is None or knowledge(gid).win_weights_file.is_file() == win_chance)
            and (state_base is None or _on_state_base(game) == state_base)
            and (registered is None or (gid in registry.GAMES) == registered)]


def _on_state_base(game: Game) -> bool:
    """Whether the game's state is built on the kernel's StateBase (its saved format, apply's
    guard, the flow loop), which the tests of those parts need."""
    return isinstance(game.new_game(game.min_players, 0, None), StateBase)


def table_ids(*, rules: bool | None = None, guide: bool | None = None,
              win_chance: bool | None = None, registered: bool | None = None) -> list[str]:
    """The ids of the suite's games with a table at the window, and a rules page, a guided
    game, a win-chance model (the review's and the hint's), a place in the real registries, as
    asked (None asks nothing of that)."""
    chosen = set(ids(win_chance=win_chance, registered=registered))
    return [gid for gid, table in tables().items() if gid in chosen
            and (rules is None or table.has_rules == rules)
            and (guide is None or (table.guide is not None) == guide)]


def tables() -> dict[str, GameTable]:
    """Every table of the suite by id: the window's registry's, then the toy's (Qt imported
    only when a test asks)."""
    from riverboat_qt.registry import TABLES
    from tests.kernel.toy_table import TOY_TABLE
    return {**{gid: TABLES[gid] for gid in TABLES.ids()}, TOY_TABLE.game_id: TOY_TABLE}


@contextmanager
def registered(game_ids: set[str], monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """The test-only games among these put in the kernel's, the bots' and the window's
    registries (undone with the monkeypatch)."""
    wanted = game_ids & set(TEST_ONLY)
    for gid in wanted:
        game, known = TEST_ONLY[gid]
        monkeypatch.setitem(registry.GAMES, gid, game)
        monkeypatch.setitem(ai_registry.KNOWLEDGE, gid, known)
    if wanted:  # and the window's tables, for the window fixtures and table_for
        from riverboat_qt import registry as tables_registry
        from riverboat_qt.shell.tables import Tables
        monkeypatch.setattr(tables_registry, "TABLES", Tables(tables().values()))
    yield


def at_a_choice(state: State) -> State:
    """The state played on (the first legal action each time) to a decision of two actions or
    more: a game may open with a forced move (the toy's first draws)."""
    while not state.is_over and len(state.legal_actions()) < 2:
        state.apply(state.legal_actions()[0])
    assert not state.is_over, "the game ended before any choice"
    return state


def seatings(game_ids: list[str]) -> list[tuple[str, int]]:
    """Each of these games with each player count it is for: (game id, players)."""
    return [(gid, players) for gid in game_ids for players in games()[gid].seats()]


def fewest_and_most(game_ids: list[str]) -> list[tuple[str, int]]:
    """Each of these games at its fewest and its most players: (game id, players)."""
    return [(gid, players) for gid in game_ids
            for players in sorted({games()[gid].min_players, games()[gid].max_players})]
