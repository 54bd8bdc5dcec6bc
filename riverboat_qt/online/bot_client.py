"""A remote seat played by a bot, in a process of its own: python -m riverboat_qt.online.bot_client.

It joins (or rejoins with its token) a table of a host, plays its seat's moves with a bot on a
state built from its observation alone, and writes a trace: one JSON line for its seat and
token, one for each view or update (the step and the observation), one for the end (the
record); and every byte the host sent, to TRACE.bytes. The tests read both.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path
from typing import Any, TextIO

from ai import make_bot
from core.wire import RATE_PER_SECOND

from .client import Client

MAX_MESSAGES = 200_000  # a game is a few hundred steps, each a message or two
PACE_SECONDS = 1.25 / RATE_PER_SECOND  # between two actions: within the host's rate limit


def play(client: Client, bot_word: str, trace: TextIO, seed: int, deadline: float) -> bool:
    """Answer the host until the game is over (True) or the deadline passes (False)."""
    rng = random.Random(seed)
    last_act = 0.0
    for _ in range(MAX_MESSAGES):
        if time.monotonic() > deadline:
            return False
        message = client.receive(max(0.1, deadline - time.monotonic()))
        kind = message["type"]
        if kind in ("view", "update"):
            trace.write(json.dumps({"kind": kind, "step": message["step"],
                                    "observation": message["observation"]}) + "\n")
        elif kind == "over":
            trace.write(json.dumps({"kind": "over", "record": message["record"]}) + "\n")
            return True
        elif kind == "refused":
            trace.write(json.dumps({"kind": "refused", "reason": message["reason"]}) + "\n")
        if kind in ("view", "update") and client.view.my_turn:
            state = client.view.state(rng.getrandbits(64))
            bot = make_bot(bot_word, seed=rng.getrandbits(32), game=client.view.game)
            action = str(bot.choose(state))
            time.sleep(max(0.0, last_act + PACE_SECONDS - time.monotonic()))
            client.act(action)
            last_act = time.monotonic()
        trace.flush()
    return False


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m riverboat_qt.online.bot_client")
    parser.add_argument("--address", default="127.0.0.1")
    parser.add_argument("--port", type=int, required=True)
    parser.add_argument("--table", required=True)
    parser.add_argument("--name", default="bot")
    parser.add_argument("--seat", type=int, default=None)
    parser.add_argument("--bot", default="random", help="the bot's spec (random, greedy...)")
    parser.add_argument("--token", help="rejoin the seat of this token instead of joining")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--trace", type=Path, required=True)
    parser.add_argument("--seconds", type=float, default=120.0, help="give up after this long")
    args = parser.parse_args(argv)
    deadline = time.monotonic() + args.seconds
    client = Client(args.address, args.port)
    client.hello()
    with args.trace.open("a", encoding="utf-8") as trace:
        joined = (client.rejoin(args.table, args.token, 0) if args.token
                  else client.join(args.table, args.name, args.seat))
        trace.write(json.dumps(_joined(joined, args.token)) + "\n")
        trace.flush()
        try:
            finished = play(client, args.bot, trace, args.seed, deadline)
        finally:
            with args.trace.with_suffix(".bytes").open("ab") as raw:
                raw.write(bytes(client.received))
    client.close()
    return 0 if finished else 1


def _joined(message: dict[str, Any], token: str | None) -> dict[str, Any]:
    return {"kind": "joined", "seat": message["seat"], "token": message.get("token", token)}


if __name__ == "__main__":
    sys.exit(main())
