"""Opponents for any registered game: random, greedy and tree-search bots, from a spec or a level.

ai depends on core only; each game's knowledge, its levels among it, sits in its own package
(ai/riverboat/) and reaches the bots through ai/registry.py. The window builds a bot with
make_bot(level.lower(), game=...) and calls bot.choose(state, progress, should_stop) on a
worker thread; it shows LEVELS with each game's level_description. ai/lab/ (root
parallelism, the options experiments need) is for the arena and training, never the window.
"""

from .bots import Bot, GreedyBot, MCTSBot, RandomBot
from .levels import LEVELS, level_description, level_spec, make_bot, parse_spec

__all__ = [
    "LEVELS", "Bot", "GreedyBot", "MCTSBot", "RandomBot", "level_description", "level_spec",
    "make_bot", "parse_spec",
]
