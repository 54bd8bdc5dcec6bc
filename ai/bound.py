"""The bound on a game's length, for every game the AI plays on its own.

The River has no round limit, and a position exists where Greedy against Greedy goes on for
ever: no one claims or builds (tests/data/the-river-stalled.json). A player ends such a game;
a bot does not, so the arena, training's self-play and each rollout of the search stop after
MAX_STEPS decisions instead. The longest games played to the end by the rules take a few
hundred decisions (random moves: about 300 in Riverboat, 170 in The River, with four players),
so the bound touches only a game that would never end. How the arena counts a game stopped
there: ai/tournament.py and docs/ai.md, "The bound on a game's length".
"""

from __future__ import annotations

MAX_STEPS = 2_000  # decisions in one game (or one rollout) before it is stopped
