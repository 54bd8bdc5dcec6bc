"""Checked-in regression data: legal-action counts (perft) and a seeded game transcript.

Regenerate deliberately after a rules change with `python -m tests.golden`, and say why in
the commit: a changed count means the rules engine now allows different moves.
"""

from __future__ import annotations

import io
import json
import random
from pathlib import Path

import core
from core import riverboat
from core.__main__ import play_random_game

DATA = Path(__file__).parent / "data"
PERFT_FILE = DATA / "perft.json"
TRANSCRIPT_FILE = DATA / "transcript_3p_seed7.txt"
POINTS = (0, 5, 20, 40, 60, 90, 120, 150)  # steps into a seeded random game
SEEDS = (1, 2, 3)


def perft(state: riverboat.GameState, depth: int) -> int:
    """Leaf nodes of the legal-move tree, as in chess perft."""
    if depth == 0 or state.is_over:
        return 1
    total = 0
    for action in state.legal_actions():
        child = state.clone()
        child.apply(action, log=False)
        total += perft(child, depth - 1)
    return total


def perft_table() -> dict[str, dict]:
    """At fixed steps of fixed seeded games: the decision, its action count, perft(2)."""
    table = {}
    for players in (2, 3, 4):
        for seed in SEEDS:
            state = core.new_game(players, seed)
            chooser = random.Random(seed)
            for step in range(max(POINTS) + 1):
                if state.is_over:
                    break
                if step in POINTS:
                    table[f"{players}p seed {seed} step {step}"] = {
                        "decision": state.decision_kind,
                        "actions": len(state.legal_actions()),
                        "perft2": perft(state, 2),
                    }
                state.apply(chooser.choice(state.legal_actions()), log=False)
    return table


def transcript() -> str:
    out = io.StringIO()
    play_random_game(3, 7, out)
    return out.getvalue()


def main() -> None:
    DATA.mkdir(exist_ok=True)
    PERFT_FILE.write_text(json.dumps(perft_table(), indent=1) + "\n", encoding="utf-8")
    TRANSCRIPT_FILE.write_text(transcript(), encoding="utf-8")
    print(f"wrote {PERFT_FILE} and {TRANSCRIPT_FILE}")


if __name__ == "__main__":
    main()
