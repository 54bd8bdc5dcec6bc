"""Checked-in regression data: legal-action counts (perft) and a seeded game transcript, per game.

Regenerate deliberately after a rules change with `python -m tests.golden`, and say why in
the commit: a changed count means the rules engine now allows different moves.
"""

from __future__ import annotations

import io
import json
import random
from dataclasses import dataclass
from pathlib import Path

import pytest

import core
from core.__main__ import play_random_game
from core.game import State
from tests import games as suite

DATA = Path(__file__).parent / "data"
SEEDS = (1, 2, 3)


@dataclass(frozen=True)
class Golden:
    """One game's golden files and the steps into its seeded random games that perft counts."""

    game: str
    points: tuple[int, ...]

    @property
    def perft_file(self) -> Path:
        return DATA / f"{self.game}-perft.json"

    @property
    def transcript_players(self) -> int:
        """The transcript's player count: 3, or the nearest the game is for."""
        seats = suite.games()[self.game].seats()
        return min(max(TRANSCRIPT_PLAYERS, seats.start), seats.stop - 1)

    @property
    def transcript_file(self) -> Path:
        """`python -m core --game GAME --players N --seed 7`'s output."""
        return DATA / f"{self.game}-transcript_{self.transcript_players}p_seed7.txt"


TRANSCRIPT_PLAYERS = 3
# The steps perft counts at: far enough into a game to reach its later decisions. A game's
# first golden files are written at the default steps; a game may have its own here.
DEFAULT_POINTS = (0, 2, 5, 10, 20, 40, 60, 80, 100)
POINTS = {"riverboat": (0, 5, 20, 40, 60, 90, 120, 150)}
GOLDEN = tuple(Golden(game, POINTS.get(game, DEFAULT_POINTS)) for game in suite.ids())


def perft(state: State, depth: int) -> int:
    """Leaf nodes of the legal-move tree, as in chess perft."""
    if depth == 0 or state.is_over:
        return 1
    total = 0
    for action in state.legal_actions():
        child = state.clone()
        child.apply(action, log=False)
        total += perft(child, depth - 1)
    return total


def perft_table(golden: Golden) -> dict[str, dict]:
    """At fixed steps of fixed seeded games: the decision, its action count, perft(2)."""
    table = {}
    for players in suite.games()[golden.game].seats():
        for seed in SEEDS:
            state = core.new_game(players, seed, game=golden.game)
            chooser = random.Random(seed)
            for step in range(max(golden.points) + 1):
                if state.is_over:
                    break
                if step in golden.points:
                    table[f"{players}p seed {seed} step {step}"] = {
                        "decision": state.decision_kind,
                        "actions": len(state.legal_actions()),
                        "perft2": perft(state, 2),
                    }
                state.apply(chooser.choice(state.legal_actions()), log=False)
    return table


def transcript(golden: Golden) -> str:
    out = io.StringIO()
    play_random_game(golden.transcript_players, 7, out, game=golden.game)
    return out.getvalue()


def main() -> None:
    """Write every game's golden files, the test-only games' among them."""
    DATA.mkdir(exist_ok=True)
    with pytest.MonkeyPatch.context() as patch, suite.registered(set(suite.TEST_ONLY), patch):
        for golden in GOLDEN:
            golden.perft_file.write_text(json.dumps(perft_table(golden), indent=1) + "\n",
                                         encoding="utf-8")
            golden.transcript_file.write_text(transcript(golden), encoding="utf-8")
            print(f"wrote {golden.perft_file} and {golden.transcript_file}")


if __name__ == "__main__":
    main()
