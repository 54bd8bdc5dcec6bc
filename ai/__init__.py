"""Opponents for any registered game: random, greedy and tree-search bots, from a spec or a level.

ai depends on core only; each game's knowledge sits in its own package (ai/riverboat/) and
reaches the bots through ai/registry.py. The window builds a bot with make_bot(level.lower())
and calls bot.choose(state, progress, should_stop) on a worker thread.
"""

from .bots import Bot, GreedyBot, MCTSBot, RandomBot
from .levels import LEVEL_SPECS, LEVELS, make_bot, parse_spec

__all__ = [
    "LEVELS", "LEVEL_SPECS", "Bot", "GreedyBot", "MCTSBot", "RandomBot", "make_bot", "parse_spec",
]
