"""How each level and the simple bots play fixed positions, to the last visit: a regression
record that a change meant to keep the levels' play (issue #33) can be checked against.

    python -m tests.level_play [--positions 20] [--iters 200] [--out FILE]

For each game, positions of seeded random games (2 to 4 players, several kinds of decision);
at each, the bots random, greedy, easy, normal and hard, each built by ai.make_bot with a seed
of its own. A level's time budget is not reproducible, so its bot is given a fixed number of
iterations in place of its seconds (a quarter of it for a kind whose budget is in seconds,
Hard's worker placements); everything else is the level's own: its priors, rollouts,
evaluation, cheap kinds, early stop. Written: each bot's resolved parameters, its move, and
its search's root statistics (visits and the exact total reward of each root action).
tests/ai/test_level_play.py compares a small run with tests/data/level-play.json, written by
this module from the code before issue #33's refactor of ai/.
"""

from __future__ import annotations

import argparse
import json
import random
import re
from pathlib import Path
from typing import Any

import core
from ai import make_bot
from ai.mcts import Budget
from core import registry
from tests import games as suite

GAMES = suite.ids(registered=True)  # the shipped games: the data records their play
BOTS = ("random", "greedy", "easy", "normal", "hard")
DATA = Path(__file__).parent / "data" / "level-play.json"
SMALL = {"positions": 6, "iters": 40}  # the test's run: a few seconds per game
PER_GAME = 4


def positions(game: str, count: int) -> list[tuple[str, Any]]:
    """count positions with a choice, from seeded random games: up to PER_GAME of each, some
    way apart, so that the positions span the games' rounds and player counts."""
    out: list[tuple[str, Any]] = []
    seed = 0
    while len(out) < count:
        seed += 1
        seats = registry.game(game).seats()
        players = seats[seed % len(seats)]  # each count the game is for in turn
        state = core.new_game(players, seed, game=game)
        rng = random.Random(seed)
        step = taken = 0
        while not state.is_over and len(out) < count and taken < PER_GAME:
            actions = state.legal_actions()
            if len(actions) > 1 and step % 29 == (7 * seed) % 29 and rng.random() < 0.6:
                out.append((f"{players}p seed {seed} step {step}", state.clone()))
                taken += 1
            state.apply(actions[rng.randrange(len(actions))], log=False)
            step += 1
    return out


def parameters(bot: Any) -> dict[str, Any]:
    """What decides a bot's play, by the same names on the code before #33 and after it
    (an option that left the bots reads as the default it always had in the levels)."""
    if not hasattr(bot, "config"):
        return {"class": type(bot).__name__, "temperature": getattr(bot, "temperature", None),
                "evaluation": getattr(bot, "evaluation", None)}
    config = bot.config
    return {
        "class": type(bot).__name__, "seconds": bot.seconds, "iterations": bot.iterations,
        "c": config.c, "depth": config.depth, "early_stop": config.early_stop,
        "round_end": config.round_end, "stop_share": getattr(config, "stop_share", 1.0),
        "mix": getattr(config, "mix", 0.0), "workers": getattr(bot, "workers", 1),
        "adapt": getattr(bot, "adapt", True), "evaluation": bot.evaluation,
        "prior_power": bot.prior_power, "rollout_epsilon": bot.rollout_epsilon,
        "lookahead": bot.lookahead, "keep_priors": getattr(bot, "keep_priors", False),
        "root_lookahead": getattr(bot, "root_lookahead", None),
        "kind_budgets": {kind: [b.iterations, b.seconds]
                         for kind, b in sorted(bot.kind_budgets.items())},
    }


def fixed(bot: Any, iterations: int) -> None:
    """The bot's time budgets replaced by iterations, so that its search is reproducible."""
    if not hasattr(bot, "config"):
        return
    bot.seconds, bot.iterations = None, iterations
    bot.kind_budgets = {kind: b if b.seconds is None else Budget(iterations=iterations // 4)
                        for kind, b in bot.kind_budgets.items()}


def play(game: str, count: int, iterations: int) -> dict[str, Any]:
    """Each bot's parameters, and its move and root statistics at each position."""
    out: dict[str, Any] = {"parameters": {}, "moves": {}}
    for name in BOTS:
        out["parameters"][name] = parameters(make_bot(name, seed=1, game=game))
    for number, (where, state) in enumerate(positions(game, count)):
        before = state.to_json()
        seen: dict[str, Any] = {"decision": state.decision_kind}
        for name in BOTS:
            bot = make_bot(name, seed=1000 + number, game=game)
            fixed(bot, iterations)
            action = bot.choose(state)
            last = getattr(bot, "last", None)
            stats = [] if last is None else [
                [str(a), visits, repr(total)]
                for a, (visits, total) in sorted(last.stats.items(), key=lambda i: str(i[0]))]
            seen[name] = {"move": str(action), "iterations": getattr(last, "iterations", None),
                          "root": stats}
            assert state.to_json() == before, name
        out["moves"][where] = seen
    return out


def record(count: int, iterations: int) -> dict[str, Any]:
    return {"positions": count, "iters": iterations,
            "games": {game: play(game, count, iterations) for game in GAMES}}


def dumps(data: dict[str, Any]) -> str:
    """JSON with each root action's [move, visits, total] on one line."""
    text = json.dumps(data, indent=1)
    short = re.sub(r'\[\n\s*("[^"\n]*"),\n\s*(\d+),\n\s*("[^"\n]*")\n\s*\]', r"[\1, \2, \3]", text)
    assert json.loads(short) == data
    return short + "\n"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--positions", type=int, default=SMALL["positions"])
    parser.add_argument("--iters", type=int, default=SMALL["iters"])
    parser.add_argument("--out", type=Path, default=DATA)
    args = parser.parse_args()
    args.out.write_text(dumps(record(args.positions, args.iters)), encoding="utf-8")
    print(f"wrote {args.out}")


if __name__ == "__main__":
    main()
