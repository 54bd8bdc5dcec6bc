"""Bot specs ('mcts:time=1.0,depth=8') and the difficulty levels, each game's from its knowledge.

A level is a word in a spec ('easy', 'normal', 'hard'; the window shows LEVELS) that stands
for the spec its game's knowledge declares (ai/riverboat/knowledge.py, ai/the_river/...), with
the sentence that says what it does. The options here are those the levels use and a spec may
change; the lab's (ai/lab/) add their own to the same parser.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from typing import Any

from core.registry import DEFAULT

from .bots import Bot, GreedyBot, MCTSBot, RandomBot
from .knowledge import Level
from .learned import EVALUATIONS
from .mcts import Budget
from .registry import decision_kinds, knowledge_of

# The levels in the order the window offers them, by the names it shows (translated) and that
# settings and records keep; a spec names one in lower case.
LEVELS: tuple[str, ...] = ("Easy", "Normal", "Hard")
LEVEL_WORDS: tuple[str, ...] = tuple(level.lower() for level in LEVELS)


def game_level(level: str, game: str = DEFAULT) -> Level:
    """A game's level by its word or name ('normal', 'Normal'): its spec and description;
    ValueError for a word that is no level or a game the bots do not know."""
    word = level.strip().lower()
    if word not in LEVEL_WORDS:
        raise ValueError(f"{level!r} is not a level: expected one of {', '.join(LEVELS)}")
    return knowledge_of(game).levels[word]


def level_spec(level: str, game: str = DEFAULT) -> str:
    """The spec of a level ('easy', 'normal', 'hard') for a game the bots know."""
    return game_level(level, game).spec


def level_description(level: str, game: str = DEFAULT) -> str:
    """What a game's level does, in a sentence of English (the window translates it)."""
    return game_level(level, game).description


# The ranges of the numbers a spec may give (docs/ai.md, "Bot options"): wide enough for any
# measurement (the kept logs go to 60 s and 2,400 iterations a decision), narrow enough that a
# typo or 'inf' never leaves a seat thinking for ever or a softmax without weights.
MAX_SECONDS = 600.0  # time=, cheap_time=: ten minutes a decision
MAX_ITERATIONS = 10_000_000  # iters=, cheap_iters=
MAX_DEPTH = 1_000  # depth=: rollout decisions (depth=full plays on to the step bound)
MAX_TEMPERATURE = 1_000.0  # temp=, look=: a softmax temperature in VP; 1,000 is uniform already
MAX_POWER = 100.0  # prior=: the exponent that sharpens the priors


def merged(spec: str, extra: str) -> str:
    """A spec with options added: an option it has already takes the new value in its place
    ('mcts:depth=full,eps=0' with 'depth=12,eval=learned' -> 'mcts:depth=12,eps=0,eval=learned')."""
    kind, _, rest = spec.partition(":")
    options = dict(_option(item) for item in f"{rest},{extra}".split(",") if item.strip())
    text = ",".join(f"{key}={value}" for key, value in options.items())
    return f"{kind}:{text}" if text else kind


def _option(item: str) -> tuple[str, str]:
    key, _, value = item.partition("=")
    return key.strip(), value.strip()


def number(kind: type, low: float, high: float) -> Callable[[str, str], Any]:
    """A parser of a whole or real number from low to high: nan, inf and numbers past the
    bound are refused, so that no spec asks a bot to think for ever (OPTIONS: the ranges)."""
    def parse(key: str, text: str) -> Any:
        try:
            value = kind(text)
        except (ValueError, OverflowError):
            word = "a whole number" if kind is int else "a number"
            raise ValueError(f"option {key}={text!r}: expected {word}") from None
        if not math.isfinite(value):
            raise ValueError(f"option {key}={text!r}: expected a number from {_plain(low)} "
                             f"to {_plain(high)}")
        if value < low:
            raise ValueError(f"option {key}={text!r}: must be at least {_plain(low)}")
        if value > high:
            raise ValueError(f"option {key}={text!r}: must be at most {_plain(high)}")
        return value
    return parse


def _plain(bound: float) -> str:
    """A bound as a player writes it: 600, 0.001, 10,000,000."""
    return f"{int(bound):,}" if float(bound).is_integer() else f"{bound:g}"


def _flag(key: str, text: str) -> bool:
    if text.lower() in ("1", "true", "yes", "on"):
        return True
    if text.lower() in ("0", "false", "no", "off"):
        return False
    raise ValueError(f"option {key}={text!r}: expected true or false")


def _depth(key: str, text: str) -> int | None:
    return None if text.lower() in ("full", "none") else number(int, 0, MAX_DEPTH)(key, text)


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


Parser = Callable[[str, str], Any]
# bot -> option name -> (keyword of the bot's constructor, parser): the options of the levels
# and of any spec the window takes (the lab adds its own: ai/lab/bots.py)
Options = Mapping[str, Mapping[str, tuple[str, Parser]]]
OPTIONS: Options = {
    "random": {},
    "greedy": {"temp": ("temperature", number(float, 0.0, MAX_TEMPERATURE)),
               "eval": ("evaluation", _evaluation)},
    "mcts": {
        "time": ("seconds", number(float, 0.001, MAX_SECONDS)),
        "iters": ("iterations", number(int, 1, MAX_ITERATIONS)),
        "depth": ("depth", _depth),
        "round": ("round_end", _flag),
        "cheap": ("cheap", _kinds),
        "cheap_time": ("cheap_seconds", number(float, 0.001, MAX_SECONDS)),
        "cheap_iters": ("cheap_iterations", number(int, 0, MAX_ITERATIONS)),
        "eval": ("evaluation", _evaluation),
        "prior": ("prior_power", number(float, 0.0, MAX_POWER)),
        "eps": ("rollout_epsilon", number(float, 0.0, 1.0)),
        "look": ("lookahead", number(float, 0.01, MAX_TEMPERATURE)),
    },
}
Makers = Mapping[str, Callable[..., Bot]]
MAKERS: Makers = {"random": RandomBot, "greedy": GreedyBot, "mcts": MCTSBot}


def parse_spec(spec: str, game: str | None = None,
               options: Options = OPTIONS) -> tuple[str, dict[str, Any]]:
    """'mcts:iters=2000,depth=8' -> ('mcts', {'iterations': 2000, 'depth': 8}); ValueError if
    bad.

    A level is the game's level (the default game's when none is named); options after it
    are added to the level's or replace them ('normal:eval=learned')."""
    text = spec.strip().lower()
    level, colon, extra = text.partition(":")
    if level in LEVEL_WORDS:  # a level, with options of its own: 'normal:eval=learned'
        text = merged(level_spec(level, game or DEFAULT), extra)
    kind, _, rest = text.partition(":")
    if kind not in options:
        known = ", ".join([*options, *LEVEL_WORDS])
        raise ValueError(f"unknown bot {spec.strip()!r}: expected one of {known}")
    found: dict[str, Any] = {}
    for item in filter(None, (part.strip() for part in rest.split(","))):
        key, eq, value = item.partition("=")
        key = key.strip()
        if key not in options[kind]:
            allowed = ", ".join(options[kind]) or "none"
            raise ValueError(f"bot {kind!r} has no option {key!r} (options: {allowed})")
        if not eq or not value.strip():
            raise ValueError(f"option {key!r} of bot {kind!r} needs a value, e.g. {key}=1")
        keyword, parser = options[kind][key]
        found[keyword] = (_kinds(key, value.strip(), game) if parser is _kinds
                          else parser(key, value.strip()))
    if kind == "mcts":
        _cheap_budgets(found)
    return kind, found


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


def make_bot(spec: str, seed: int | None = None, game: str | None = None,
             options: Options = OPTIONS, makers: Makers = MAKERS) -> Bot:
    """A bot from its spec: 'random', 'greedy', 'mcts:time=1.0', or a level: 'easy', 'normal',
    'hard' (case-insensitive), that game's level (game: its id; None: the default game's).
    A bad spec raises ValueError saying what is wrong."""
    if not isinstance(spec, str):
        raise ValueError(f"a bot spec is a text, not {spec!r}")
    kind, found = parse_spec(spec, game, options)
    bot = makers[kind](seed=seed, **found)
    bot.name = spec.strip().lower()
    return bot
