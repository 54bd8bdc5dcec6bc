"""The online protocol's wire: newline-delimited JSON, its limits, and the shape of each message
a client may send (docs/online.md says them all).

Kernel code that knows no game and no transport: the host's sockets (riverboat_qt/online) feed
it bytes and send what it encodes, so every refusal is decided here, testable without a socket.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from .errors import InvalidState, excerpt, parse_json, shown
from .game import MAX_NOTATION

PROTOCOL = 1  # the version a hello names; a host refuses any other
CLIENT_LINE_BYTES = 4_096  # a client's message, newline included: an action is 200 characters
HOST_LINE_BYTES = 8_000_000  # a host's: a view with the whole log, or the finished record
NAME_CHARS = 40  # a player's name at the table
CODE_CHARS = 6  # a table's code: CODE_ALPHABET letters, no 0/O or 1/I to misread
CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
TOKEN_HEX = 32  # a seat's secret: 128 random bits as hex
MAX_SEATS = 8  # seats a create may list (each game says its own bounds)
SEAT_WORD_CHARS = 40  # "remote" or an AI word ("easy", "random")
RATE_PER_SECOND = 20.0  # messages a connection may send, on average...
RATE_BURST = 60.0  # ...and in a burst; the rest are refused


class Refusal(Exception):
    """A message the host will not act on; the reason is for the sender, and nothing changed."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


def encode(message: dict[str, Any]) -> bytes:
    """One message as one line: compact ASCII JSON (no raw newline can occur in it)."""
    return json.dumps(message, separators=(",", ":"), ensure_ascii=True).encode("ascii") + b"\n"


OVERSIZED = b""  # what LineBuffer yields for a line longer than its limit (no line is empty)


@dataclass
class LineBuffer:
    """Bytes in, whole lines out; a line over `limit` bytes comes out as OVERSIZED once, and its
    bytes are dropped up to its newline, so one bad message never swallows the next."""

    limit: int
    pending: bytearray = field(default_factory=bytearray)
    dropping: bool = False

    def feed(self, data: bytes) -> list[bytes]:
        self.pending += data
        lines: list[bytes] = []
        while True:
            end = self.pending.find(b"\n")
            if end < 0:
                break
            line = bytes(self.pending[:end])
            del self.pending[:end + 1]
            if self.dropping:
                self.dropping = False
            elif len(line) + 1 > self.limit:
                lines.append(OVERSIZED)
            elif line.strip():
                lines.append(line)
        if len(self.pending) >= self.limit:  # no newline within the limit: drop it all
            self.pending.clear()
            if not self.dropping:
                self.dropping = True
                lines.append(OVERSIZED)
        return lines


@dataclass
class RateLimit:
    """A token bucket: RATE_PER_SECOND messages a second, RATE_BURST at once."""

    now: float
    tokens: float = RATE_BURST

    def allow(self, now: float) -> bool:
        self.tokens = min(RATE_BURST, self.tokens + (now - self.now) * RATE_PER_SECOND)
        self.now = now
        if self.tokens < 1.0:
            return False
        self.tokens -= 1.0
        return True


# -- what a client may send ---------------------------------------------------------------

Check = Callable[[Any], bool]


def _whole(low: int, high: int) -> Check:
    return lambda v: type(v) is int and low <= v <= high


def _text(low: int, high: int) -> Check:
    return lambda v: type(v) is str and low <= len(v) <= high and v.isprintable()


def _code(v: Any) -> bool:
    return type(v) is str and len(v) == CODE_CHARS and all(c in CODE_ALPHABET for c in v)


def _token(v: Any) -> bool:
    return type(v) is str and len(v) == TOKEN_HEX and all(c in "0123456789abcdef" for c in v)


def _seat_words(v: Any) -> bool:
    return type(v) is list and 1 <= len(v) <= MAX_SEATS and \
        all(_text(1, SEAT_WORD_CHARS)(word) for word in v)


STEP_MAX = 1_000_000  # a game's steps: a few hundred
_NAME = _text(1, NAME_CHARS)

# type -> field -> (check, what it must be, required)
CLIENT_MESSAGES: dict[str, dict[str, tuple[Check, str, bool]]] = {
    "hello": {"protocol": (_whole(0, 1_000_000), "a whole number", True),
              "client": (_text(0, 80), "a short text", False)},
    "create": {"game": (_text(1, 40), "a game's id", True),
               "seats": (_seat_words, f"a list of 1 to {MAX_SEATS} seat words", True)},
    "join": {"table": (_code, f"a table code of {CODE_CHARS} letters", True),
             "name": (_NAME, f"a name of 1 to {NAME_CHARS} printable characters", True),
             "seat": (_whole(0, MAX_SEATS - 1), "a seat number", False)},
    "rejoin": {"table": (_code, f"a table code of {CODE_CHARS} letters", True),
               "token": (_token, f"a seat's token ({TOKEN_HEX} hex digits)", True),
               "step": (_whole(0, STEP_MAX), "the last step the client saw", True)},
    "act": {"step": (_whole(0, STEP_MAX), "the step the action answers", True),
            "action": (_text(1, MAX_NOTATION), "an action's notation", True)},
    "ping": {"n": (_whole(0, 2**53), "a whole number", True)},
    "pong": {"n": (_whole(0, 2**53), "a whole number", True)},
}


def read_client_message(line: bytes) -> dict[str, Any]:
    """A client's line as a checked message: Refusal saying what is wrong with it otherwise."""
    try:
        message = parse_json(line)
    except InvalidState as exc:
        raise Refusal(f"not a message: {excerpt(str(exc), 120)}") from None
    if type(message) is not dict:
        raise Refusal(f"not a message: {shown(message)}, not an object")
    kind = message.get("type")
    fields = CLIENT_MESSAGES.get(kind) if type(kind) is str else None
    if fields is None:
        raise Refusal(f"unknown message type {shown(kind)}: expected one of "
                      f"{', '.join(CLIENT_MESSAGES)}")
    for name in message:
        if name != "type" and name not in fields:
            raise Refusal(f"{kind}: unknown field {shown(name)}")
    for name, (check, what, required) in fields.items():
        if name not in message:
            if required:
                raise Refusal(f"{kind}: field '{name}' is missing")
        elif not check(message[name]):
            raise Refusal(f"{kind}: field '{name}' is {shown(message[name])}, not {what}")
    return message
