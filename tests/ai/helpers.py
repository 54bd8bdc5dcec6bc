"""Helpers for the bots' tests: a tree-search bot built from its spec, and its last search,
typed as such (make_bot promises only a Bot, a bot's last search may be none yet)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

from ai.bots import MCTSBot
from ai.levels import make_bot
from ai.mcts import SearchResult


def mcts_bot(spec: str, seed: int | None = None, game: str | None = None) -> MCTSBot:
    """make_bot for a spec that builds a tree search."""
    bot = make_bot(spec, seed, game)
    assert isinstance(bot, MCTSBot), f"{spec!r} builds no tree search"
    return bot


def last_search(bot: MCTSBot) -> SearchResult:
    """The bot's last search; it must have searched."""
    assert bot.last is not None, "the bot has not searched yet"
    return bot.last


def load_bench(name: str) -> ModuleType:
    """A script of bench/ as a module (bench/ is not a package), registered under its name so
    that its dataclasses resolve."""
    path = Path(__file__).resolve().parents[2] / "bench" / f"{name}.py"
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module
