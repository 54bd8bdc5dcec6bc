"""Game records: seed + mats + actions in notation, the truth that replays a game exactly."""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from .actions import parse_action
from .errors import IllegalAction, InvalidState, parse_json
from .state import GameState, new_game

RECORD_FORMAT = "riverboat-record"
RECORD_VERSION = 1


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
        if not isinstance(d, dict) or d.get("format") != RECORD_FORMAT:
            raise InvalidState("not a Riverboat game record")
        if d.get("version") != RECORD_VERSION:
            raise InvalidState(f"unsupported record version {d.get('version')!r}")
        for name, kind in (("num_players", int), ("seed", int), ("mats", list),
                           ("seats", list), ("actions", list)):
            if not isinstance(d.get(name), kind) or isinstance(d.get(name), bool):
                raise InvalidState(f"record field '{name}' is missing or not a {kind.__name__}")
        if not all(isinstance(a, str) for a in d["actions"]):
            raise InvalidState("record actions must be texts")
        meta = d.get("meta", {})
        if not isinstance(meta, dict):
            raise InvalidState("record field 'meta' is not an object")
        return cls(d["num_players"], d["seed"], d["mats"], d["seats"], d["actions"], meta=meta)

    def initial_state(self) -> GameState:
        try:
            return new_game(self.num_players, self.seed, self.mats)
        except ValueError as exc:
            raise InvalidState(f"bad setup in record: {exc}") from None


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
            raise InvalidState(f"move {number} ({text!r}) cannot be replayed: {exc}") from None
        yield state.clone()
