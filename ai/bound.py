"""The bound on a game's length, for every game the AI plays on its own.

The River has no round limit: a game where no one claims a tile or builds never ends (issue
#44 met one with Greedy against Greedy, still going in round 246; tests/data/
the-river-stalled.json is such a game, played by bots that never claim nor build). A player
ends such a game; a bot does not, so the arena, training's self-play and each rollout of the
search stop after MAX_STEPS decisions instead. The longest games played to the end by the
rules take a few hundred decisions (random moves: about 300 in Riverboat, 170 in The River,
with four players), so the bound touches only a game that would never end. How the arena
counts a game stopped there: ai/lab/tournament.py and docs/ai.md, "The bound on a game's length".
"""

from __future__ import annotations

MAX_STEPS = 2_000  # decisions in one game (or one rollout) before it is stopped
