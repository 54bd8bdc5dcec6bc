"""Bot specs ('mcts:time=1.0,c=1.4') and the difficulty levels the window offers."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from core.registry import DEFAULT

from .bots import Bot, GreedyBot, MCTSBot, RandomBot
from .learned import EVALUATIONS
from .mcts import Budget
from .registry import decision_kinds, knowledge_of

LEVELS: dict[str, str] = {
    "Easy": "Looks one move ahead and often settles for a good move over the best; instant.",
    "Normal": "Tree search with up to 1 second a decision (0.85 s in The River; less for "
              "small choices, and Riverboat's worker placements at once). In Riverboat it plays "
              "each line to the end of the round.",
    "Hard": "Tree search. In Riverboat: up to 4 seconds a decision, playing every line to the "
            "end of the game (0.3 s for worker placements). In The River: up to 8 seconds, about "
            "nine times as long as Normal.",
}

# Each level as a spec, so that the arena and the window build exactly the same bots: a base,
# and the budget of the game's cheap decision kinds (its knowledge's cheap_kinds: choices that a
# longer search does not make better, e.g. Riverboat's worker placements, docs/ai.md).
LEVEL_SHAPES: dict[str, tuple[str, str]] = {
    "easy": ("greedy:temp=0.5", ""),
    "normal": ("mcts:time=1.0", "cheap_iters=0"),
    "hard": ("mcts:time=4.0,workers=1,depth=full", "cheap_time=0.3"),
}


def level_spec(level: str, game: str = DEFAULT) -> str:
    """The spec of a level ('easy', 'normal', 'hard') for a game the bots know: its base, the
    budget of the game's cheap kinds, and the options the game's knowledge adds to it or
    replaces in it."""
    base, cheap_budget = LEVEL_SHAPES[level]
    knowledge = knowledge_of(game)
    parts = [base]
    if cheap_budget and knowledge.cheap_kinds:
        parts += [f"cheap={'+'.join(knowledge.cheap_kinds)}", cheap_budget]
    return merged(",".join(parts), knowledge.level_options.get(level, ""))


def merged(spec: str, extra: str) -> str:
    """A spec with options added: an option it has already takes the new value in its place
    ('mcts:depth=full,c=1' with 'depth=12,eval=learned' -> 'mcts:depth=12,c=1,eval=learned')."""
    kind, _, rest = spec.partition(":")
    options = dict(_option(item) for item in f"{rest},{extra}".split(",") if item.strip())
    text = ",".join(f"{key}={value}" for key, value in options.items())
    return f"{kind}:{text}" if text else kind


def _option(item: str) -> tuple[str, str]:
    key, _, value = item.partition("=")
    return key.strip(), value.strip()


# The levels of the default game (Riverboat), as the window shows them.
LEVEL_SPECS: dict[str, str] = {level: level_spec(level) for level in LEVEL_SHAPES}


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


def _fraction(key: str, text: str) -> float:
    value = _number(float, 0.0)(key, text)
    if value > 1.0:
        raise ValueError(f"option {key}={text!r}: must be at most 1")
    return float(value)


def _flag(key: str, text: str) -> bool:
    if text.lower() in ("1", "true", "yes", "on"):
        return True
    if text.lower() in ("0", "false", "no", "off"):
        return False
    raise ValueError(f"option {key}={text!r}: expected true or false")


def _depth(key: str, text: str) -> int | None:
    return None if text.lower() in ("full", "none") else _number(int, 0)(key, text)


def _evaluation(key: str, text: str) -> str:
    if text not in EVALUATIONS:
        raise ValueError(f"option {key}={text!r}: expected {' or '.join(EVALUATIONS)}")
    return text


def _kinds(key: str, text: str, game: str | None = None) -> tuple[str, ...]:
    """'cultivate+bonus_worker' -> the decision kinds, each one the game has (any game the
    bots know when no game is named)."""
    kinds = tuple(k.strip() for k in text.split("+"))
    known = decision_kinds(game)
    for kind in kinds:
        if kind not in known:
            raise ValueError(f"option {key}={text!r}: {kind!r} is not a decision kind "
                             f"(kinds: {', '.join(known)})")
    return kinds


# option name -> (keyword of the bot's constructor, parser)
OPTIONS: dict[str, dict[str, tuple[str, Callable[[str, str], Any]]]] = {
    "random": {},
    "greedy": {"temp": ("temperature", _number(float, 0.0)), "eval": ("evaluation", _evaluation)},
    "mcts": {
        "time": ("seconds", _number(float, 0.001)),
        "iters": ("iterations", _number(int, 1)),
        "c": ("c", _number(float, 0.0)),
        "depth": ("depth", _depth),
        "workers": ("workers", _number(int, 1)),
        "adapt": ("adapt", _flag),
        "cheap": ("cheap", _kinds),
        "cheap_time": ("cheap_seconds", _number(float, 0.001)),
        "cheap_iters": ("cheap_iterations", _number(int, 0)),
        "eval": ("evaluation", _evaluation),
        "prior": ("prior_power", _number(float, 0.0)),
        "eps": ("rollout_epsilon", _number(float, 0.0)),
        "mix": ("mix", _fraction),
        "look": ("lookahead", _number(float, 0.01)),
        "rlook": ("root_lookahead", _number(float, 0.01)),
        "keep": ("keep_priors", _flag),
        "stop": ("stop_share", _fraction),
        "round": ("round_end", _flag),
    },
}
MAKERS: dict[str, Callable[..., Bot]] = {"random": RandomBot, "greedy": GreedyBot, "mcts": MCTSBot}


def parse_spec(spec: str, game: str | None = None) -> tuple[str, dict[str, Any]]:
    """'mcts:iters=2000,c=1.4' -> ('mcts', {'iterations': 2000, 'c': 1.4}); ValueError if bad.

    A level is the game's level (the default game's when none is named); options after it
    are added to the level's or replace them ('normal:eval=learned')."""
    text = spec.strip().lower()
    level, colon, extra = text.partition(":")
    if level in LEVEL_SHAPES:  # a level, with options of its own: 'normal:eval=learned'
        text = merged(level_spec(level, game or DEFAULT), extra)
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
        options[keyword] = (_kinds(key, value.strip(), game) if parser is _kinds
                            else parser(key, value.strip()))
    if kind == "mcts":
        _cheap_budgets(options)
    return kind, options


def _cheap_budgets(options: dict[str, Any]) -> None:
    """cheap=K1+K2 with cheap_time= and/or cheap_iters= -> kind_budgets {K1: budget, ...}."""
    kinds = options.pop("cheap", ())
    seconds = options.pop("cheap_seconds", None)
    iterations = options.pop("cheap_iterations", None)
    if not kinds:
        if seconds is not None or iterations is not None:
            raise ValueError("options cheap_time and cheap_iters need cheap=KIND+KIND...")
        return
    if seconds is None and iterations is None:
        raise ValueError("option cheap needs a budget: cheap_time=SECONDS or cheap_iters=N")
    options["kind_budgets"] = dict.fromkeys(kinds, Budget(iterations, seconds))


def make_bot(spec: str, seed: int | None = None, game: str | None = None) -> Bot:
    """A bot from its spec: 'random', 'greedy', 'mcts:time=1.0', or a level: 'easy', 'normal',
    'hard' (case-insensitive), that game's level (game: its id; None: the default game's).
    A bad spec raises ValueError saying what is wrong."""
    if not isinstance(spec, str):
        raise ValueError(f"a bot spec is a text, not {spec!r}")
    kind, options = parse_spec(spec, game)
    bot = MAKERS[kind](seed=seed, **options)
    bot.name = spec.strip().lower()
    return bot
