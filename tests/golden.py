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

import core
from core.__main__ import play_random_game
from core.game import State

DATA = Path(__file__).parent / "data"
SEEDS = (1, 2, 3)


@dataclass(frozen=True)
class Golden:
    """One game's golden files and the steps into its seeded random games that perft counts."""

    game: str
    perft_file: Path
    transcript_file: Path  # `python -m core --game GAME --players 3 --seed 7`
    points: tuple[int, ...]


RIVERBOAT = Golden("riverboat", DATA / "perft.json", DATA / "transcript_3p_seed7.txt",
                   (0, 5, 20, 40, 60, 90, 120, 150))
THE_RIVER = Golden("the-river", DATA / "the-river-perft.json",
                   DATA / "the-river-transcript_3p_seed7.txt", (0, 2, 5, 10, 20, 40, 60, 80, 100))
GOLDEN = (RIVERBOAT, THE_RIVER)


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


def perft_table(golden: Golden = RIVERBOAT) -> dict[str, dict]:
    """At fixed steps of fixed seeded games: the decision, its action count, perft(2)."""
    table = {}
    for players in (2, 3, 4):
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


def transcript(golden: Golden = RIVERBOAT) -> str:
    out = io.StringIO()
    play_random_game(3, 7, out, game=golden.game)
    return out.getvalue()


def main() -> None:
    DATA.mkdir(exist_ok=True)
    for golden in GOLDEN:
        golden.perft_file.write_text(json.dumps(perft_table(golden), indent=1) + "\n",
                                     encoding="utf-8")
        golden.transcript_file.write_text(transcript(golden), encoding="utf-8")
        print(f"wrote {golden.perft_file} and {golden.transcript_file}")


if __name__ == "__main__":
    main()
