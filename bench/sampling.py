"""Positions for the bench scripts: decisions sampled from games that the greedy bot plays."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable
from typing import Any

import core
from ai import GreedyBot


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
