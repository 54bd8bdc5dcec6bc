"""Does a longer search place workers better? Agreement of cheap choices with full searches.

    python bench/cultivation_agreement.py [--players 4] [--games 4] [--rate 0.15]
                                          [--depth 12] [--reference 1.0]

Positions: worker placements (cultivate, bonus_worker) with several options, sampled at
`rate` from games played by greedy:temp=0.5. At each, two reference searches of `reference`
seconds with different seeds, and each cheap choice compared with both: if the priors'
favourite agrees with a reference as often as the other reference does, the search adds
nothing but noise to these decisions (docs/ai.md, "Budgets per kind of decision").
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from ai import MCTSBot  # noqa: E402
from ai.riverboat import KNOWLEDGE  # noqa: E402
from bench.sampling import favourite, sample_positions  # noqa: E402
from core.game import Action  # noqa: E402
from core.riverboat import GameState  # noqa: E402

KINDS = ("cultivate", "bonus_worker")


def placements(players: int, games: int, rate: float) -> list[GameState]:
    return sample_positions(
        "riverboat", players, range(50, 50 + games), rate,
        lambda state: state.decision_kind in KINDS and len(state.legal_actions()) > 1,
        temperature=0.5)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--games", type=int, default=4)
    parser.add_argument("--rate", type=float, default=0.15)
    parser.add_argument("--depth", type=int, default=12, help="rollout depth (-1: to the end)")
    parser.add_argument("--reference", type=float, default=1.0, help="reference search seconds")
    args = parser.parse_args()
    depth = None if args.depth < 0 else args.depth
    cheap: dict[str, Callable[[GameState, int], Action]] = {
        "priors' favourite": lambda s, k: favourite(s, KNOWLEDGE),
        "0.1 s search": lambda s, k: MCTSBot(seed=k, seconds=0.1, depth=depth).choose(s),
        "0.3 s search": lambda s, k: MCTSBot(seed=k, seconds=0.3, depth=depth).choose(s),
    }
    positions = placements(args.players, args.games, args.rate)
    if not positions:
        raise SystemExit("no placement was sampled: raise --games or --rate")
    print(f"load average: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    print(f"{len(positions)} placements, {args.players} players; references: two"
          f" {args.reference:g} s searches, depth {depth or 'full'}")
    agree = dict.fromkeys(cheap, 0)
    times: dict[str, list[float]] = {name: [] for name in cheap}
    references_agree = 0
    for k, state in enumerate(positions):
        refs = [MCTSBot(seed=seed + k, seconds=args.reference, depth=depth).choose(state)
                for seed in (1000, 2000)]
        references_agree += refs[0] == refs[1]
        for name, choose in cheap.items():
            start = time.perf_counter()
            action = choose(state, k)
            times[name].append(time.perf_counter() - start)
            agree[name] += (action == refs[0]) + (action == refs[1])
    n = len(positions)
    print(f"  the two references agree    {references_agree / n:4.0%}")
    for name in cheap:
        print(f"  {name:27s} {agree[name] / (2 * n):4.0%} with a reference,"
              f" {statistics.mean(times[name]) * 1000:4.0f} ms a decision")


if __name__ == "__main__":
    main()
