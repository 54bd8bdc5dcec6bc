"""Helpers for the bots' tests: a tree-search bot built from its spec, and its last search,
typed as such (make_bot promises only a Bot, a bot's last search may be none yet)."""

from __future__ import annotations

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
