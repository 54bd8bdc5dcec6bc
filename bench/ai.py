"""MCTS speed: iterations per second at the start of round 1 and of round 4, 2 and 4 players.

python bench/ai.py [--seconds 3] [--depth 12] [--eval heuristic|learned]
The round-4 position comes from a game played by greedy bots. Run it on a quiet machine:
other processes on the same cores make the figures smaller.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from ai import GreedyBot  # noqa: E402
from ai.mcts import Budget, SearchConfig, search  # noqa: E402
from ai.registry import GameKnowledge, knowledge_of  # noqa: E402
from core.riverboat import GameState, new_game  # noqa: E402


def start_of_round(players: int, round_: int, seed: int) -> GameState:
    """The first decision of a round (the phase draft), reached by greedy play."""
    s = new_game(players, seed)
    bot = GreedyBot(seed=seed)
    while s.round < round_:
        s.apply(bot.choose(s), log=False)
    return s


def measure(state: GameState, seconds: float, depth: int | None,
            knowledge: GameKnowledge) -> tuple[int, float]:
    config = SearchConfig(depth=depth, early_stop=False)
    start = time.perf_counter()
    result = search(state, knowledge, config, Budget(seconds=seconds), seed=1)
    return result.iterations, time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=3.0, help="search time per position")
    parser.add_argument("--depth", type=int, default=12, help="rollout depth (-1: to the end)")
    parser.add_argument("--eval", default="heuristic", choices=("heuristic", "learned"),
                        help="the evaluation at the end of the rollouts")
    args = parser.parse_args()
    depth = None if args.depth < 0 else args.depth
    knowledge = knowledge_of("riverboat", args.eval)
    print(f"MCTS iterations per second, rollout depth {depth or 'full'},"
          f" {args.seconds:g} s per position, {args.eval} evaluation")
    for players in (2, 4):
        for round_ in (1, 4):
            state = start_of_round(players, round_, seed=1)
            options = len(state.legal_actions())
            iterations, took = measure(state, args.seconds, depth, knowledge)
            print(f"  {players} players, start of round {round_} ({options} options):"
                  f" {iterations / took:7.0f} it/s ({iterations} in {took:.2f} s)")


if __name__ == "__main__":
    main()
