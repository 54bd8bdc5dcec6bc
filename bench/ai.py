"""MCTS speed: iterations per second at the start of early and later rounds, 2 and 4 players.

python bench/ai.py [--game riverboat|the-river] [--seconds 3] [--depth 12]
                   [--eval heuristic|learned] [--look T] [--eps E]
Riverboat (the default): the start of round 1 and of round 4. The River: the start of round 1
(the preliminary turn's choice of a starting tile), of round 3 and of round 5. The later
positions come from a game played by greedy bots (seed 1). --depth -1 plays every rollout to
the end of the game, as Riverboat's Hard does; --look T gives the search priors that look one
move ahead (the bots' look=T, as The River's Hard has); --eps E plays random rollout moves at
that rate (the bots' eps=E: Riverboat's Hard has --depth -1 --eps 0). Run it on a quiet
machine: other processes on the same cores make the figures smaller.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import core  # noqa: E402
from ai import GreedyBot  # noqa: E402
from ai.knowledge import GameKnowledge  # noqa: E402
from ai.mcts import Budget, SearchConfig, search  # noqa: E402
from ai.registry import knowledge_of  # noqa: E402
from ai.tuned import TunedKnowledge  # noqa: E402

ROUNDS = {"riverboat": (1, 4), "the-river": (1, 3, 5)}  # the positions measured, by game


def start_of_round(game: str, players: int, round_: int, seed: int) -> Any:
    """The first decision of a round, reached by greedy play."""
    s = core.new_game(players, seed, game=game)
    bot = GreedyBot(seed=seed)
    while s.round < round_:
        if s.is_over:
            raise SystemExit(f"the greedy game ended before round {round_}")
        s.apply(bot.choose(s), log=False)
    return s


def measure(state: Any, seconds: float, depth: int | None,
            knowledge: GameKnowledge) -> tuple[int, float]:
    config = SearchConfig(depth=depth, early_stop=False)
    start = time.perf_counter()
    result = search(state, knowledge, config, Budget(seconds=seconds), seed=1)
    return result.iterations, time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", default="riverboat", choices=sorted(ROUNDS),
                        help="the game (default riverboat)")
    parser.add_argument("--seconds", type=float, default=3.0, help="search time per position")
    parser.add_argument("--depth", type=int, default=12, help="rollout depth (-1: to the end)")
    parser.add_argument("--eval", default="heuristic", choices=("heuristic", "learned"),
                        help="the evaluation at the end of the rollouts")
    parser.add_argument("--look", type=float, default=None,
                        help="priors from one move ahead, at this temperature (VP)")
    parser.add_argument("--eps", type=float, default=None,
                        help="the rollouts' rate of random moves (default: the game's own)")
    args = parser.parse_args()
    depth = None if args.depth < 0 else args.depth
    knowledge: Any = knowledge_of(args.game, args.eval)
    if args.look is not None or args.eps is not None:
        knowledge = TunedKnowledge(knowledge, lookahead=args.look, rollout_epsilon=args.eps)
    title = "" if args.game == "riverboat" else f"{args.game}: "
    print(f"{title}MCTS iterations per second, rollout depth {depth or 'full'},"
          f" {args.seconds:g} s per position, {args.eval} evaluation"
          + ("" if args.look is None else f", priors looking ahead (T={args.look:g})")
          + ("" if args.eps is None else f", rollouts with {args.eps:g} random moves"))
    for players in (2, 4):
        for round_ in ROUNDS[args.game]:
            state = start_of_round(args.game, players, round_, seed=1)
            options = len(state.legal_actions())
            iterations, took = measure(state, args.seconds, depth, knowledge)
            print(f"  {players} players, start of round {round_} ({options} options):"
                  f" {iterations / took:7.0f} it/s ({iterations} in {took:.2f} s)")


if __name__ == "__main__":
    main()
