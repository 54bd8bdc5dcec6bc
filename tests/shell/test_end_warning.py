"""The prompt warns before a move that ends the game (#35), in both games: at every human
decision of seeded games it says so exactly when a legal move would end the game (played on a
copy here), 'This move ends the game.' when every move would; The River also warns of a move
that makes the round the last one. An AI's decision is only named."""

from __future__ import annotations

import random

import pytest

from core import riverboat, the_river
from core.riverboat.constants import LAST_ROUND
from riverboat_qt.registry import TABLES
from riverboat_qt.shell.prompt import ends_every

SOME = "Careful: this ends the game:"
LAST = "the last one"


def _after(state, action):
    after = state.clone()
    after.apply(action, log=False)
    return after


def _game(game: str, players: int, seed: int):
    return riverboat.new_game(players, seed) if game == "riverboat" else \
        the_river.new_game(players, seed)


def _check(game: str, state, names: list[str]) -> bool:
    """The prompt's warning against the moves' outcomes; True if it warned of the end."""
    table = TABLES[game]
    prompt = table.decision_prompt(state, names, True)
    assert ends_every() not in table.decision_prompt(state, names, False)
    legal = state.legal_actions()
    if game == "riverboat" and state.round < LAST_ROUND:
        assert ends_every() not in prompt and SOME not in prompt, prompt
        return False
    afters = [_after(state, a) for a in legal]
    enders = [a for a, after in zip(legal, afters, strict=True) if after.is_over]
    if len(enders) == len(legal):
        assert prompt.endswith(ends_every()), prompt
    elif enders:
        assert SOME in prompt, prompt
    else:
        assert ends_every() not in prompt and SOME not in prompt, prompt
    if game == "the-river" and not enders:
        triggers = not state.last_round and any(after.last_round for after in afters)
        assert (LAST in prompt) == triggers, prompt
    return bool(enders)


@pytest.mark.parametrize("game,players,seed", [("riverboat", 2, 5), ("riverboat", 3, 9),
                                               ("the-river", 2, 5), ("the-river", 4, 9)])
def test_the_prompt_warns_before_the_move_that_ends_the_game(game, players, seed) -> None:
    state = _game(game, players, seed)
    rng = random.Random(seed)
    names = [f"P{k}" for k in range(players)]
    warned = []
    while not state.is_over:
        warned.append(_check(game, state, names))
        state.apply(rng.choice(state.legal_actions()), log=False)
    assert warned[-1], "the game's last move came without a warning"
    assert not any(warned[: len(warned) // 2])
