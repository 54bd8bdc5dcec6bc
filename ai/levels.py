"""Bot specs ('mcts:time=1.0,c=1.4') and the difficulty levels the window offers."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .bots import Bot, GreedyBot, MCTSBot, RandomBot

LEVELS: dict[str, str] = {
    "Easy": "Looks one move ahead and often settles for a good move over the best; instant.",
    "Normal": "Tree search with up to 1 second a decision (less for small choices).",
    "Hard": "Tree search playing every line to the end, up to 4 seconds a decision on two cores.",
}

# Each level as a spec, so that the arena and the window build exactly the same bots.
LEVEL_SPECS: dict[str, str] = {
    "easy": "greedy:temp=0.5",
    "normal": "mcts:time=1.0",
    "hard": "mcts:time=4.0,workers=2,depth=full",
}


def _number(kind: type, low: float) -> Callable[[str, str], Any]:
    def parse(key: str, text: str) -> Any:
        try:
            value = kind(text)
        except ValueError:
            raise ValueError(f"option {key}={text!r}: expected a {kind.__name__}") from None
        if value < low:
            raise ValueError(f"option {key}={text!r}: must be at least {low}")
        return value
    return parse


def _flag(key: str, text: str) -> bool:
    if text.lower() in ("1", "true", "yes", "on"):
        return True
    if text.lower() in ("0", "false", "no", "off"):
        return False
    raise ValueError(f"option {key}={text!r}: expected true or false")


def _depth(key: str, text: str) -> int | None:
    return None if text.lower() in ("full", "none") else _number(int, 0)(key, text)


# option name -> (keyword of the bot's constructor, parser)
OPTIONS: dict[str, dict[str, tuple[str, Callable[[str, str], Any]]]] = {
    "random": {},
    "greedy": {"temp": ("temperature", _number(float, 0.0))},
    "mcts": {
        "time": ("seconds", _number(float, 0.001)),
        "iters": ("iterations", _number(int, 1)),
        "c": ("c", _number(float, 0.0)),
        "depth": ("depth", _depth),
        "workers": ("workers", _number(int, 1)),
        "adapt": ("adapt", _flag),
    },
}
MAKERS: dict[str, Callable[..., Bot]] = {"random": RandomBot, "greedy": GreedyBot, "mcts": MCTSBot}


def parse_spec(spec: str) -> tuple[str, dict[str, Any]]:
    """'mcts:iters=2000,c=1.4' -> ('mcts', {'iterations': 2000, 'c': 1.4}); ValueError if bad."""
    text = spec.strip().lower()
    if text in LEVEL_SPECS:
        text = LEVEL_SPECS[text]
    kind, _, rest = text.partition(":")
    if kind not in OPTIONS:
        known = ", ".join([*OPTIONS, *LEVEL_SPECS])
        raise ValueError(f"unknown bot {spec.strip()!r}: expected one of {known}")
    options: dict[str, Any] = {}
    for item in filter(None, (part.strip() for part in rest.split(","))):
        key, eq, value = item.partition("=")
        key = key.strip()
        if key not in OPTIONS[kind]:
            allowed = ", ".join(OPTIONS[kind]) or "none"
            raise ValueError(f"bot {kind!r} has no option {key!r} (options: {allowed})")
        if not eq or not value.strip():
            raise ValueError(f"option {key!r} of bot {kind!r} needs a value, e.g. {key}=1")
        keyword, parser = OPTIONS[kind][key]
        options[keyword] = parser(key, value.strip())
    return kind, options


def make_bot(spec: str, seed: int | None = None) -> Bot:
    """A bot from its spec: 'random', 'greedy', 'mcts:time=1.0', or a level: 'easy', 'normal',
    'hard' (case-insensitive). A bad spec raises ValueError saying what is wrong."""
    if not isinstance(spec, str):
        raise ValueError(f"a bot spec is a text, not {spec!r}")
    kind, options = parse_spec(spec)
    bot = MAKERS[kind](seed=seed, **options)
    bot.name = spec.strip().lower()
    return bot
