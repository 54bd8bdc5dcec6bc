"""Riverboat's knowledge for the generic bots: its evaluation, its rule of thumb, its levels.

The bots and the review get it from ai.registry by the state's game_id; nothing generic in
ai/ imports it. What every game's knowledge does with these is in ai/knowledge.py.
"""

from __future__ import annotations

from collections.abc import Sequence

from core.game import Action
from core.riverboat.constants import DECISION_TEXT, LAST_ROUND
from core.riverboat.state import GameState

from ..knowledge import EASY, GameKnowledgeBase, Level
from . import categories, features, heuristic, policy

END_PHASES = ("harvest", "opportunity", "scoring")  # the last round's, where few decisions remain


class RiverboatKnowledge(GameKnowledgeBase[GameState]):
    """What the generic search and the greedy bot need to know about Riverboat."""

    game_id = GameState.game_id
    state_type = GameState
    decision_kinds: tuple[str, ...] = tuple(DECISION_TEXT)
    # Worker placements come once per seat for every cultivation card and a longer search does
    # not choose them better (docs/ai.md): the levels give them a budget of their own.
    cheap_kinds: tuple[str, ...] = ("cultivate", "bonus_worker")
    feature_names: tuple[str, ...] = features.FEATURES  # the learned evaluation's terms
    # Greedy play on the learned weights won 16 of 51 games against greedy play on the hand-made
    # ones (docs/ai.md): the review values moves with the hand-made evaluation.
    review_evaluation = "heuristic"
    # Hard's 4 s and its 0.3 s for placements as iterations, at the median speed of Hard's
    # searches on 2 cores at load 2 (87-406 iterations a second, faster as the game shortens
    # the rollouts; docs/ai.md, "The deep review").
    deep_review_search = "hard:iters=750,time=600,cheap_iters=40,cheap_time=600"
    reward_scale = heuristic.REWARD_SCALE
    prior_temperature = policy.PRIOR_TEMPERATURE
    rollout_epsilon = policy.ROLLOUT_EPSILON

    # Each level measured in the arena against the one it replaced (docs/ai.md, "Levels").
    # Normal plays each line to the end of its round, where every leaf is valued at the same
    # point of a round: 74 of 100 against the 12-move Normal in the same time (how:
    # docs/ai-journal.md, "Riverboat's Hard with rollouts to the end of the round (tenth
    # sitting)"); its worker placements go on the priors at once. Hard is one tree whose
    # rollouts to the end of the game always play the rule of thumb's favourite (no random
    # moves, so a line's final score is less noisy): "Riverboat's levels (thirteenth
    # sitting)". Its priors are squared: a crop tile offers hundreds of placements and 4 s of
    # full rollouts gives each only a few, so the search must favour the likely ones (83.5 of
    # 100 against Normal: "Riverboat's Hard with sharper priors").
    levels = {
        "easy": EASY,
        "normal": Level(
            "mcts:time=1.0,cheap=cultivate+bonus_worker,cheap_iters=0,depth=full,round=true",
            "Tree search with up to 1 second a decision (less for small choices, and worker "
            "placements at once), playing each line to the end of the round."),
        "hard": Level(
            "mcts:time=4.0,depth=full,cheap=cultivate+bonus_worker,cheap_time=0.3,eps=0,prior=2",
            "Tree search with up to 4 seconds a decision, playing every line to the end of the "
            "game (0.3 s for worker placements)."),
    }

    def heuristic(self, state: GameState) -> list[float]:
        return heuristic.evaluate(state)

    def game_terms(self, state: GameState) -> tuple[str, list[list[float]]]:
        return features.terms(state)

    def split_terms(self, state: GameState, seat: int, terms: Sequence[float],
                    weights: Sequence[float]) -> dict[str, float]:
        return categories.split(state, seat, terms, weights)

    def game_progress(self, state: GameState) -> float:
        return features.progress(state)

    def game_endgame(self, state: GameState) -> bool:
        """The last round from its harvest: the boats, the cards and the surveys, with
        nothing more drawn."""
        return state.round == LAST_ROUND and state.phase in END_PHASES

    def scores(self, state: GameState, actions: Sequence[Action]) -> list[float]:
        return policy.scores(state, actions)


KNOWLEDGE = RiverboatKnowledge()
LEARNED = RiverboatKnowledge("learned")
