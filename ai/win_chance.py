"""Each seat's chance to win a position: what the game review values moves and draws by.

A baseline until a model fitted on self-play replaces it (issue #34): a softmax across the
seats of the expected final scores over the game's reward_scale, so that with two seats it is
the logistic of the margin the bots use as their reward. The scores are the learned
evaluation's, fitted to final scores: the hand-made one, which chooses Riverboat's moves better,
counts an early lead in agents as nearly won, and with it the review of a Riverboat game
between the random and the greedy bot found the random one the more accurate in 4 of 6 games
(0 of 6 with the learned one; arena seeds 11-13 both ways round, 8 samples, 24 iterations).
At the end of a game it is the actual result, a tie shared among the winners.
"""

from __future__ import annotations

import math

from core.game import State

from .registry import knowledge_for


def win_chances(state: State) -> list[float]:
    """Each seat's chance to win, summing to 1; at a finished state the actual result."""
    outcome = state.outcome()
    if outcome is not None:
        share = 1.0 / len(outcome.winners)
        return [share if seat in outcome.winners else 0.0 for seat in range(state.num_players)]
    knowledge = knowledge_for(state, "learned")
    scale = knowledge.reward_scale
    values = knowledge.evaluate(state)
    top = max(values)
    weights = [math.exp((v - top) / scale) for v in values]
    total = sum(weights)
    return [w / total for w in weights]
