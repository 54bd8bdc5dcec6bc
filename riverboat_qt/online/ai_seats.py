"""The host's AI seats: which words a table may name for them, and a move for one.

Only cheap bots and the levels, so that no client can make a host think for minutes a move
with a spec of its own ('mcts:time=600').
"""

from __future__ import annotations

from ai import LEVELS, make_bot
from core.lobby import AiTurn

AI_WORDS = (*(level.lower() for level in LEVELS), "random", "greedy")


def check_ai_word(game: str, word: str) -> str | None:
    """Why a seat word is no AI seat the host plays for this game, or None."""
    if word not in AI_WORDS:
        return f"expected 'remote' or an AI: {', '.join(AI_WORDS)}"
    try:
        make_bot(word, game=game)
    except ValueError as exc:
        return str(exc)
    return None


def ai_move(turn: AiTurn) -> str:
    """The AI seat's action, in notation, chosen on the sample its seat may know."""
    return str(make_bot(turn.word, game=turn.sample.game_id).choose(turn.sample))
