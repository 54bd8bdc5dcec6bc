"""Game records: game + seed + setup + actions in notation, the truth that replays a game exactly.

Version 2 names the game and keeps its setup (`Game.setup_of`: Riverboat's mats); version 1,
written before there was more than one game, has no game field and keeps `mats`: it opens as
Riverboat with those mats as its setup. Records are always written as version 2.
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from . import registry
from .errors import IllegalAction, InvalidState, excerpt, parse_json, shown
from .files import MAX_RECORD_BYTES, read_text_file
from .game import MAX_NOTATION, Game, State
from .rng import SEED_MAX

RECORD_FORMAT = "riverboat-record"  # the app's file format, whatever the game
RECORD_VERSION = 2
RECORD_FIELDS = {
    1: ("format", "version", "num_players", "seed", "mats", "seats", "meta", "actions"),
    2: ("format", "version", "game", "num_players", "seed", "setup", "seats", "meta", "actions"),
}
SEAT_CHARS = 100  # a seat's label ("greedy (entrant 1)", "you")
MAX_ACTIONS = 20_000  # a whole game takes a few hundred decisions
SETUP_ITEMS = 1_000  # values in a setup (Riverboat's: four mat ids)
SETUP_DEPTH = 8  # nesting of a setup's lists and objects
SETUP_CHARS = 200  # a text in a setup


@dataclass
class GameRecord:
    """A replayable game: which game, who sat where, the setup, and every action taken."""

    num_players: int
    seed: int
    setup: Any  # JSON-able: what Game.setup_of keeps besides the seed (Riverboat: the mats)
    seats: list[str] = field(default_factory=list)
    actions: list[str] = field(default_factory=list)
    meta: dict[str, Any] = field(default_factory=dict)  # the app's own notes (seat kinds...)
    game: str = registry.DEFAULT  # the game's id in core.registry

    @classmethod
    def start(cls, num_players: int, seed: int, seats: list[str] | None = None,
              setup: Any = None, game: str = registry.DEFAULT) -> tuple[GameRecord, State]:
        """A new game and its empty record (setup None: drawn from the seed)."""
        rules = registry.game(game)
        state = rules.new_game(num_players, seed, setup)
        record = cls(num_players, seed, rules.setup_of(state),
                     seats or [f"seat {i + 1}" for i in range(num_players)], game=rules.id)
        return record, state

    def copy(self, until: int | None = None) -> GameRecord:
        """An independent copy, of the first `until` actions only if given."""
        return GameRecord(self.num_players, self.seed, json.loads(json.dumps(self.setup)),
                          list(self.seats), list(self.actions[:until]),
                          json.loads(json.dumps(self.meta)), self.game)

    def to_json(self) -> str:
        return json.dumps({
            "format": RECORD_FORMAT, "version": RECORD_VERSION, "game": self.game,
            "num_players": self.num_players, "seed": self.seed, "setup": self.setup,
            "seats": self.seats, "meta": self.meta, "actions": self.actions,
        }, indent=1)

    @classmethod
    def from_json(cls, text: str) -> GameRecord:
        """Read a record; anything damaged or foreign raises InvalidState naming the problem."""
        return cls.from_dict(parse_json(text))

    @classmethod
    def read(cls, path: Path | str, name: str | None = None) -> GameRecord:
        """A record from a file a person named: InvalidState, naming the file (`name`, default
        its name) and the problem, for a bad record or for anything that is not one (a folder,
        a pipe, a device, a huge or binary file)."""
        shown_name = Path(path).name if name is None else name
        data = read_text_file(path, MAX_RECORD_BYTES, shown_name)
        try:
            return cls.from_json(data)
        except InvalidState as exc:
            raise InvalidState(f"{shown_name}: {exc}") from None

    @classmethod
    def from_dict(cls, d: Any) -> GameRecord:
        """Check every field's exact type and bounds, and that the game starts from the setup."""
        if type(d) is not dict or d.get("format") != RECORD_FORMAT:
            raise InvalidState("not a Riverboat Qt game record")
        version = d.get("version")
        if type(version) is not int or version not in RECORD_FIELDS:
            raise InvalidState(f"unsupported record version {shown(version)}")
        _fields(d, RECORD_FIELDS[version])
        rules, setup = _game_and_setup(d, version)
        n = _players(d["num_players"], rules)
        seed = _seed(d["seed"])
        seats = _list(d["seats"], "seats", rules.max_players)
        if seats and len(seats) != n:
            raise InvalidState(f"record field 'seats' must name all {n} seats or none")
        if not all(type(x) is str and len(x) <= SEAT_CHARS for x in seats):
            raise InvalidState(f"record field 'seats' must hold short texts ({SEAT_CHARS} chars)")
        actions = _list(d["actions"], "actions", MAX_ACTIONS)
        for number, text in enumerate(actions, 1):
            if type(text) is not str or len(text) > MAX_NOTATION:
                raise InvalidState(f"record action {number} is {shown(text)}: not a short text")
        meta = d.get("meta", {})
        if type(meta) is not dict:
            raise InvalidState("record field 'meta' is not an object")
        record = cls(n, seed, setup, list(seats), list(actions), meta, rules.id)
        record.initial_state()  # a setup the game refuses is a bad record, not a bad replay
        return record

    def initial_state(self) -> State:
        try:
            return registry.game(self.game).new_game(self.num_players, self.seed, self.setup)
        except ValueError as exc:
            raise InvalidState(f"bad setup in record: {excerpt(str(exc), 200)}") from None


def _fields(d: dict[str, Any], known: tuple[str, ...]) -> None:
    for key in d:
        if key not in known:
            raise InvalidState(f"record has an unknown field {shown(key)}")
    for name in known:
        if name not in d and name != "meta":
            raise InvalidState(f"record field '{name}' is missing")


def _game_and_setup(d: dict[str, Any], version: int) -> tuple[Game, Any]:
    """Version 1 is Riverboat's, its setup the mats; version 2 names a registered game."""
    if version == 1:
        mats = _list(d["mats"], "mats", 4)
        if not all(type(m) is int for m in mats):
            raise InvalidState("record field 'mats' must hold whole numbers (mat ids)")
        return registry.game("riverboat"), list(mats)
    try:
        rules = registry.game(d["game"])
    except ValueError as exc:
        raise InvalidState(f"record field 'game': {excerpt(str(exc), 150)}") from None
    _check_setup(d["setup"])
    return rules, json.loads(json.dumps(d["setup"]))


def _check_setup(value: Any) -> None:
    """A setup is small plain JSON data: null, booleans, numbers, texts, lists and objects."""
    stack = [(value, 0)]
    count = 0
    while stack:
        node, depth = stack.pop()
        count += 1
        if count > SETUP_ITEMS or depth > SETUP_DEPTH:
            raise InvalidState(f"record field 'setup' is too big ({SETUP_ITEMS} values, "
                               f"{SETUP_DEPTH} levels at most)")
        if type(node) is list:
            stack.extend((item, depth + 1) for item in node)
        elif type(node) is dict:
            if not all(type(k) is str for k in node):
                raise InvalidState("record field 'setup' has an object with a key not a text")
            stack.extend((item, depth + 1) for item in node.values())
        elif not _plain_scalar(node):
            raise InvalidState(f"record field 'setup' holds {shown(node)}: not plain JSON data")


def _plain_scalar(value: Any) -> bool:
    """null, a boolean, a 64-bit whole number, a finite number or a short text."""
    if value is None or type(value) is bool:
        return True
    if type(value) is int:
        return value.bit_length() <= 64
    if type(value) is float:
        return abs(value) != float("inf") and value == value
    return type(value) is str and len(value) <= SETUP_CHARS


def _players(value: Any, rules: Game) -> int:
    n = _whole(value, "num_players")
    if not rules.min_players <= n <= rules.max_players:
        raise InvalidState(f"bad setup in record: {shown(n)} players "
                           f"({rules.title} is for {rules.min_players}-{rules.max_players})")
    return n


def _seed(value: Any) -> int:
    seed = _whole(value, "seed")
    if not 0 <= seed <= SEED_MAX:
        raise InvalidState(f"record field 'seed' {shown(seed)} is not within 0 to {SEED_MAX}")
    return seed


def _whole(value: Any, name: str) -> int:
    if type(value) is not int:
        raise InvalidState(f"record field '{name}' is {shown(value)}: not a whole number")
    whole: int = value
    return whole


def _list(value: Any, name: str, most: int) -> list[Any]:
    if type(value) is not list:
        raise InvalidState(f"record field '{name}' is {shown(value)}: not a list")
    if len(value) > most:
        raise InvalidState(f"record field '{name}' has {len(value)} items (at most {most})")
    return value


def random_game(num_players: int, seed: int,
                game: str = registry.DEFAULT) -> tuple[GameRecord, State]:
    """A finished game of random legal moves drawn with `seed`, and its record.

    The same seed gives the same game: tests and benchmarks use it for a known long record.
    """
    record, state = GameRecord.start(num_players, seed, game=game)
    chooser = random.Random(seed)
    while not state.is_over:
        action = chooser.choice(state.legal_actions())
        state.apply(action, log=False)
        record.actions.append(str(action))
    return record, state


def replay(record: GameRecord) -> Iterator[State]:
    """Yield the state after each action of the record (independent copies).

    A record whose action is unreadable or illegal raises InvalidState naming the move.
    """
    state = record.initial_state()
    for _ in _advance(record, state):
        yield state.clone()


def final_state(record: GameRecord) -> State:
    """The state after the record's last action, with replay's checks and words but no copy
    of each state on the way (opening a file, the library's rebuild)."""
    state = record.initial_state()
    for _ in _advance(record, state):
        pass
    return state


def _advance(record: GameRecord, state: State) -> Iterator[int]:
    """Apply the record's actions to state one by one, yielding each one's number."""
    parse_action = registry.game(record.game).parse_action
    for number, text in enumerate(record.actions, 1):
        try:
            state.apply(parse_action(text), log=False)
        except (ValueError, IllegalAction) as exc:
            raise InvalidState(f"move {number} ({shown(text)}) cannot be replayed: "
                               f"{excerpt(str(exc), 200)}") from None
        yield number
