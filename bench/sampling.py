"""For the bench scripts: decisions sampled from games that the greedy bot plays, and the
priors' favourite at each."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable
from typing import Any

import core
from ai import GreedyBot
from ai.knowledge import GameKnowledge


def sample_positions(game: str, players: int, seeds: Iterable[int], rate: float,
                     wanted: Callable[[Any], bool], temperature: float = 0.0) -> list[Any]:
    """Copies of the wanted decisions, each kept at `rate`, from one greedy game a seed."""
    out = []
    for seed in seeds:
        state = core.new_game(players, seed, game=game)
        bot = GreedyBot(seed=seed, temperature=temperature)
        rng = random.Random(seed)
        while not state.is_over:
            if wanted(state) and rng.random() < rate:
                out.append(state.clone())
            state.apply(bot.choose(state), log=False)
    return out


def favourite(state: Any, knowledge: GameKnowledge) -> Any:
    """The action the priors like best (the first of equals, so that runs repeat)."""
    actions = state.legal_actions()
    priors = knowledge.priors(state, actions)
    return actions[priors.index(max(priors))]
