"""Game records: seed + mats + actions in notation, the truth that replays a game exactly."""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from .errors import IllegalAction, InvalidState, excerpt, parse_json, shown
from .game import MAX_NOTATION
from .riverboat.actions import parse_action
from .riverboat.state import GameState, new_game
from .riverboat.validate import player_counts
from .rng import SEED_MAX

RECORD_FORMAT = "riverboat-record"
RECORD_VERSION = 1
RECORD_FIELDS = ("format", "version", "num_players", "seed", "mats", "seats", "meta", "actions")
SEAT_CHARS = 100  # a seat's label ("greedy (entrant 1)", "you")
MAX_ACTIONS = 20_000  # a whole game takes a few hundred decisions


@dataclass
class GameRecord:
    """A replayable game: who sat where, the setup, and every action taken."""

    num_players: int
    seed: int
    mats: list[int]
    seats: list[str] = field(default_factory=list)
    actions: list[str] = field(default_factory=list)
    version: int = RECORD_VERSION
    meta: dict[str, Any] = field(default_factory=dict)  # the app's own notes (seat kinds...)

    @classmethod
    def start(cls, num_players: int, seed: int, seats: list[str] | None = None,
              mats: list[int] | None = None) -> tuple[GameRecord, GameState]:
        """A new game and its empty record."""
        state = new_game(num_players, seed, mats)
        record = cls(num_players, seed, [p.mat_id for p in state.players],
                     seats or [f"seat {i + 1}" for i in range(num_players)])
        return record, state

    def to_json(self) -> str:
        return json.dumps({
            "format": RECORD_FORMAT, "version": self.version, "num_players": self.num_players,
            "seed": self.seed, "mats": self.mats, "seats": self.seats, "meta": self.meta,
            "actions": self.actions,
        }, indent=1)

    @classmethod
    def from_json(cls, text: str) -> GameRecord:
        """Read a record; anything damaged or foreign raises InvalidState naming the problem."""
        return cls.from_dict(parse_json(text))

    @classmethod
    def from_dict(cls, d: Any) -> GameRecord:
        """Check every field's exact type and bounds; the setup itself is checked on replay."""
        if type(d) is not dict or d.get("format") != RECORD_FORMAT:
            raise InvalidState("not a Riverboat game record")
        version = d.get("version")
        if type(version) is not int or version != RECORD_VERSION:
            raise InvalidState(f"unsupported record version {shown(version)}")
        for key in d:
            if key not in RECORD_FIELDS:
                raise InvalidState(f"record has an unknown field {shown(key)}")
        for name in ("num_players", "seed", "mats", "seats", "actions"):
            if name not in d:
                raise InvalidState(f"record field '{name}' is missing")
        n, seed = d["num_players"], d["seed"]
        _whole(n, "num_players")
        fewest, most = player_counts()
        if not fewest <= n <= most:
            raise InvalidState(f"bad setup in record: {shown(n)} players "
                               f"(Riverboat is for {fewest}-{most})")
        _whole(seed, "seed")
        if not 0 <= seed <= SEED_MAX:
            raise InvalidState(f"record field 'seed' {shown(seed)} is not within 0 to {SEED_MAX}")
        mats = _list(d["mats"], "mats", 4)
        if not all(type(m) is int for m in mats):
            raise InvalidState("record field 'mats' must hold whole numbers (mat ids)")
        seats = _list(d["seats"], "seats", most)
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
        return cls(n, seed, list(mats), list(seats), list(actions), meta=meta)

    def initial_state(self) -> GameState:
        try:
            return new_game(self.num_players, self.seed, self.mats)
        except ValueError as exc:
            raise InvalidState(f"bad setup in record: {exc}") from None


def _whole(value: Any, name: str) -> None:
    if type(value) is not int:
        raise InvalidState(f"record field '{name}' is {shown(value)}: not a whole number")


def _list(value: Any, name: str, most: int) -> list:
    if type(value) is not list:
        raise InvalidState(f"record field '{name}' is {shown(value)}: not a list")
    if len(value) > most:
        raise InvalidState(f"record field '{name}' has {len(value)} items (at most {most})")
    return value


def random_game(num_players: int, seed: int) -> tuple[GameRecord, GameState]:
    """A finished game of random legal moves drawn with `seed`, and its record.

    The same seed gives the same game: tests and benchmarks use it for a known long record.
    """
    record, state = GameRecord.start(num_players, seed)
    chooser = random.Random(seed)
    while not state.is_over:
        action = chooser.choice(state.legal_actions())
        state.apply(action, log=False)
        record.actions.append(str(action))
    return record, state


def replay(record: GameRecord) -> Iterator[GameState]:
    """Yield the state after each action of the record (independent copies).

    A record whose action is unreadable or illegal raises InvalidState naming the move.
    """
    state = record.initial_state()
    for number, text in enumerate(record.actions, 1):
        try:
            state.apply(parse_action(text), log=False)
        except (ValueError, IllegalAction) as exc:
            raise InvalidState(f"move {number} ({shown(text)}) cannot be replayed: "
                               f"{excerpt(str(exc), 200)}") from None
        yield state.clone()
