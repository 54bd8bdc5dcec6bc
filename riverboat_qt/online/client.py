"""A client of an online host usable from code: blocking, on the standard library's sockets.

`Client` speaks the protocol (docs/online.md) and keeps `view`, the seat's side of the game:
its observation, whose turn, the log and, at the end, the record. It keeps every byte the host
sent (`received`), so tests can search them. Every wait is bounded by a deadline.
"""

from __future__ import annotations

import json
import socket
import time
from dataclasses import dataclass, field
from typing import Any

from core import registry
from core.game import State
from core.wire import HOST_LINE_BYTES, PROTOCOL, LineBuffer, encode

MAX_MESSAGES_A_WAIT = 100_000  # a wait reads at most this many messages, whatever the host says


class HostRefused(RuntimeError):
    """The host refused what this client asked: the message says why."""


@dataclass
class RemoteView:
    """What a seat knows of its game, from the host's messages alone."""

    table: str | None = None
    game: str | None = None
    seat: int | None = None
    token: str | None = None
    step: int = 0
    observation: dict[str, Any] | None = None
    current: int | None = None
    seats: list[dict[str, Any]] = field(default_factory=list)
    log: list[dict[str, Any]] = field(default_factory=list)
    record: dict[str, Any] | None = None
    closed: str | None = None  # why the host closed this connection, if it said

    @property
    def my_turn(self) -> bool:
        return self.observation is not None and self.record is None and \
            self.current is not None and self.current == self.seat

    def take(self, message: dict[str, Any]) -> None:
        """Learn what one message of the host says."""
        kind = message.get("type")
        if kind == "joined":
            self.table, self.game, self.seat = message["table"], message["game"], message["seat"]
            self.token = message.get("token", self.token)
        elif kind in ("view", "update"):
            self.step, self.observation = message["step"], message["observation"]
            self.current, self.seat = message["current"], message["seat"]
            if kind == "view":
                self.log, self.seats = list(message["log"]), message["seats"]
            else:
                self.log += message["events"]
        elif kind == "seats":
            self.seats = message["seats"]
        elif kind == "over":
            self.record = message["record"]
        elif kind == "closed":
            self.closed = message["reason"]

    def state(self, seed: int) -> State:
        """A full state the seat cannot tell from the host's: its legal moves, for its choice."""
        rules = registry.game(self.game)
        if rules.from_observation is None or self.observation is None:
            raise ValueError("no view of a game to build a state from")
        return rules.from_observation(self.observation, seed)


class Client:
    """One connection to a host, with its seat's view."""

    def __init__(self, address: str, port: int, timeout: float = 10.0) -> None:
        self.sock = socket.create_connection((address, port), timeout=timeout)
        self.sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)  # one line, sent now
        self.timeout = timeout
        self.lines = LineBuffer(HOST_LINE_BYTES)
        self.inbox: list[dict[str, Any]] = []
        self.received = bytearray()
        self.view = RemoteView()

    def close(self) -> None:
        self.sock.close()

    def send(self, message: dict[str, Any]) -> None:
        self.sock.sendall(encode(message))

    def send_bytes(self, data: bytes) -> None:
        """Raw bytes, for tests of what a host does with a broken message."""
        self.sock.sendall(data)

    def receive(self, timeout: float | None = None) -> dict[str, Any]:
        """The next message (a ping answered on the way): TimeoutError after `timeout` s,
        ConnectionError once the host has closed the connection."""
        deadline = time.monotonic() + (self.timeout if timeout is None else timeout)
        while not self.inbox:
            left = deadline - time.monotonic()
            if left <= 0:
                raise TimeoutError("no message from the host in time")
            self.sock.settimeout(left)
            try:
                data = self.sock.recv(65536)
            except TimeoutError:
                continue
            if not data:
                raise ConnectionError("the host closed the connection")
            self.received += data
            self.inbox += [json.loads(line) for line in self.lines.feed(data) if line]
        message = self.inbox.pop(0)
        self.view.take(message)
        if message.get("type") == "ping":
            self.send({"type": "pong", "n": message["n"]})
        return message

    def expect(self, *kinds: str, timeout: float | None = None) -> dict[str, Any]:
        """Read until a message of one of these kinds; a refusal first raises HostRefused."""
        deadline = time.monotonic() + (self.timeout if timeout is None else timeout)
        for _ in range(MAX_MESSAGES_A_WAIT):
            message = self.receive(max(0.0, deadline - time.monotonic()))
            if message["type"] in kinds:
                return message
            if message["type"] == "refused":
                raise HostRefused(message["reason"])
        raise TimeoutError(f"no {' or '.join(kinds)} among {MAX_MESSAGES_A_WAIT} messages")

    # -- the conversation -----------------------------------------------------------------

    def hello(self) -> dict[str, Any]:
        self.send({"type": "hello", "protocol": PROTOCOL, "client": "riverboat-qt"})
        return self.expect("welcome")

    def create(self, game: str, seats: list[str]) -> str:
        """A new table on the host; its code."""
        self.send({"type": "create", "game": game, "seats": seats})
        code: str = self.expect("created")["table"]
        return code

    def join(self, table: str, name: str, seat: int | None = None) -> dict[str, Any]:
        message: dict[str, Any] = {"type": "join", "table": table, "name": name}
        if seat is not None:
            message["seat"] = seat
        self.send(message)
        return self.expect("joined")

    def rejoin(self, table: str, token: str, step: int) -> dict[str, Any]:
        self.send({"type": "rejoin", "table": table, "token": token, "step": step})
        return self.expect("joined")

    def act(self, notation: str, step: int | None = None) -> None:
        """Send an action for the step seen last (or the one given)."""
        self.send({"type": "act", "step": self.view.step if step is None else step,
                   "action": notation})
