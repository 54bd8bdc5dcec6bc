"""Riverboat opponents: random, greedy and tree-search bots, built from a spec or a level.

ai depends on core only. The window builds a bot with make_bot(level.lower()) and calls
bot.choose(state, progress, should_stop) on a worker thread.
"""

from .bots import Bot, GreedyBot, MCTSBot, RandomBot
from .levels import LEVEL_SPECS, LEVELS, make_bot, parse_spec

__all__ = [
    "LEVELS", "LEVEL_SPECS", "Bot", "GreedyBot", "MCTSBot", "RandomBot", "make_bot", "parse_spec",
]
