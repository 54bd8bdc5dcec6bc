"""Does a bigger search choose differently, and does it agree with itself? Root statistics.

    python bench/search_agreement.py [--game riverboat] [--players 2] [--games 3]
                                     [--rate 0.25] [--positions 20] [--iters 1600]
                                     [--small 400] [--depth -1] [--round] [--c 1.4]

Positions: decisions of any kind but the game's cheap ones, with 3 options or more, sampled at
`rate` from games played by the greedy bot (seeds 11, 12, ...), the first `positions` of them.
At each, two searches of `iters` iterations with different seeds and one of `small`
iterations, no early stop. Printed: how often each search plays the priors' favourite, how
often the two big searches agree (the noise left at that size), how often the small one
agrees with the first big one, and the spread of the mean reward between the three most
visited root moves. If a bigger search
leaves the favourite and agrees with itself, yet plays no better in the arena, its values, not
its size, are what limit it (docs/ai-journal.md, "Riverboat's Hard with rollouts to the end
of the round").
"""

from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from ai.knowledge import GameKnowledge  # noqa: E402
from ai.mcts import Budget, SearchConfig, SearchResult, search  # noqa: E402
from ai.registry import KNOWLEDGE, knowledge_of  # noqa: E402
from bench.sampling import favourite, sample_positions  # noqa: E402


def positions(game: str, players: int, games: int, rate: float,
              knowledge: GameKnowledge) -> list[Any]:
    """Searched decisions (not the cheap kinds) of greedy games, sampled at rate."""
    return sample_positions(
        game, players, range(11, 11 + games), rate,
        lambda state: (state.decision_kind not in knowledge.cheap_kinds
                       and len(state.legal_actions()) >= 3))


def top_means(result: SearchResult, count: int = 3) -> list[tuple[int, float]]:
    """(visits, mean reward) of the most visited root moves."""
    top = sorted(result.stats.values(), key=lambda vt: -vt[0])[:count]
    return [(visits, total / visits) for visits, total in top if visits]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", default="riverboat", choices=list(KNOWLEDGE))
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--rate", type=float, default=0.25)
    parser.add_argument("--positions", type=int, default=20, help="at most this many positions")
    parser.add_argument("--iters", type=int, default=1600, help="the big searches' iterations")
    parser.add_argument("--small", type=int, default=400, help="the small search's iterations")
    parser.add_argument("--depth", type=int, default=-1, help="rollout depth (-1: to the end)")
    parser.add_argument("--round", action="store_true",
                        help="rollouts also end where a new round begins (round=true)")
    parser.add_argument("--c", type=float, default=1.4, help="PUCT exploration constant")
    args = parser.parse_args()
    knowledge: Any = knowledge_of(args.game)
    config = SearchConfig(c=args.c, depth=None if args.depth < 0 else args.depth,
                          early_stop=False, round_end=args.round)
    sampled = positions(args.game, args.players, args.games, args.rate, knowledge)
    sampled = sampled[:args.positions]
    if not sampled:
        raise SystemExit("no position was sampled: raise --games or --rate")
    big_fav = small_fav = twice = scaled = 0
    spreads = []
    for number, state in enumerate(sampled):
        fav = favourite(state, knowledge)
        first, second, small = (search(state, knowledge, config, Budget(iterations=n), seed=s)
                                for n, s in ((args.iters, 1), (args.iters, 2), (args.small, 3)))
        best = first.best()
        big_fav += best == fav
        small_fav += small.best() == fav
        twice += best == second.best()
        scaled += best == small.best()
        means = top_means(first)
        spreads.append(means[0][1] - min(mean for _, mean in means))
        shown = ", ".join(f"{visits} at {mean:.3f}" for visits, mean in means)
        print(f"{number:3d} {state.decision_kind:14s} {len(state.legal_actions()):4d} options:"
              f" top visits at mean reward {shown}", flush=True)
    n = len(sampled)
    print(f"{args.game}, {n} positions, c={args.c:g}, rollouts "
          f"{'to the end' if config.depth is None else config.depth}"
          f"{' or the round' if args.round else ''}:\n"
          f"  plays the priors' favourite: {args.small} iterations {small_fav / n:.0%},"
          f" {args.iters} iterations {big_fav / n:.0%}\n"
          f"  two searches of {args.iters} agree: {twice / n:.0%};"
          f" {args.small} agrees with {args.iters}: {scaled / n:.0%}\n"
          f"  mean reward, most visited minus the lowest of the top three:"
          f" {statistics.mean(spreads):.3f}")


if __name__ == "__main__":
    main()
