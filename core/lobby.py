"""The host's lobby: the connections, the tables they sit at, and every message between them.

A transport (riverboat_qt/online/host.py) reports what happens to its connections, by number,
and sends and closes what the lobby's Mail says; all that is decided (a refusal, a seat taken,
a dead link, a newer connection for a seat) is decided here, without a socket or a clock of its
own, so the tests drive it line by line. Kernel code: it knows no game and no AI (the host hands
it a check of AI seat words, and plays the AI seats it lists).
"""

from __future__ import annotations

import secrets
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from . import registry
from .authority import REMOTE, Seat, Table
from .errors import shown
from .game import State
from .wire import (
    CLIENT_LINE_BYTES,
    CODE_ALPHABET,
    CODE_CHARS,
    OVERSIZED,
    PROTOCOL,
    RATE_BURST,
    RATE_PER_SECOND,
    RateLimit,
    Refusal,
    read_client_message,
)

MAX_TABLES = 200  # tables a host holds at once (bench/online.py: 100 on one core is the goal)
PING_SECONDS = 20.0  # a ping to each connection this often...
DEAD_AFTER_PINGS = 3  # ...and a connection silent for this many intervals is closed

SeatWordCheck = Callable[[str, str], str | None]  # (game id, word) -> why it is no AI seat


@dataclass
class Link:
    """One connection as the lobby knows it: greeted yet, its seat, when it was last heard."""

    rate: RateLimit
    heard: float
    pinged: float
    greeted: bool = False
    table: str | None = None
    seat: int | None = None
    pings: int = 0  # pings sent: each numbered


@dataclass
class Mail:
    """What the transport must do now: messages to send, connections to close (with why)."""

    sends: list[tuple[int, dict[str, Any]]] = field(default_factory=list)
    closes: list[tuple[int, str]] = field(default_factory=list)

    def add(self, other: Mail) -> Mail:
        self.sends += other.sends
        self.closes += other.closes
        return self


@dataclass(frozen=True)
class AiTurn:
    """An AI seat to play: on a state its seat cannot tell from the true one (hidden orders
    resampled), so the host's own AI knows no more than a remote player would."""

    table: str
    step: int
    seat: int
    word: str
    sample: State


class Lobby:
    """Every table of a host and the connections at them."""

    def __init__(self, seeds: Callable[[], int], check_ai: SeatWordCheck,
                 clock: Callable[[], float] = time.monotonic, max_tables: int = MAX_TABLES,
                 ping_seconds: float = PING_SECONDS) -> None:
        self.seeds = seeds
        self.check_ai = check_ai
        self.clock = clock
        self.max_tables = max_tables
        self.ping_seconds = ping_seconds
        self.links: dict[int, Link] = {}
        self.tables: dict[str, Table] = {}
        self.thinking: set[tuple[str, int]] = set()  # AI turns handed out, not yet played

    # -- connections --------------------------------------------------------------------

    def opened(self, conn: int) -> None:
        now = self.clock()
        self.links[conn] = Link(RateLimit(now), now, now)

    def closed(self, conn: int) -> Mail:
        """A connection is gone: its seat shows as away to the others at its table."""
        link = self.links.pop(conn, None)
        if link is None or link.table is None:
            return Mail()
        mail = self._seats_news(link.table)
        self._forget_if_done(link.table)
        return mail

    def receive(self, conn: int, line: bytes) -> Mail:
        """One line from a connection: its answers, or a refusal saying why (nothing changed)."""
        link = self.links.get(conn)
        if link is None:
            return Mail()
        now = self.clock()
        link.heard = now
        kind: str | None = None
        try:
            if not link.rate.allow(now):
                raise Refusal(f"too many messages: at most {RATE_PER_SECOND:g} a second "
                              f"({RATE_BURST:g} at once)")
            if line == OVERSIZED:
                raise Refusal(f"a message is at most {CLIENT_LINE_BYTES} bytes, newline "
                              "included")
            message = read_client_message(line)
            kind = message["type"]
            return self._handle(conn, link, message)
        except Refusal as refusal:
            return self._refused(conn, link, kind, refusal.reason)

    def tick(self) -> Mail:
        """Ping each connection once an interval; close one silent for DEAD_AFTER_PINGS."""
        now, mail = self.clock(), Mail()
        for conn, link in list(self.links.items()):
            if now - link.heard >= self.ping_seconds * DEAD_AFTER_PINGS:
                mail.closes.append((conn, f"no answer for {now - link.heard:.0f} s"))
                mail.add(self.closed(conn))
            elif now - link.pinged >= self.ping_seconds:
                link.pinged, link.pings = now, link.pings + 1
                mail.sends.append((conn, {"type": "ping", "n": link.pings}))
        return mail

    # -- messages -----------------------------------------------------------------------

    def _handle(self, conn: int, link: Link, message: dict[str, Any]) -> Mail:
        kind = message["type"]
        if kind == "hello":
            return self._hello(conn, link, message)
        if not link.greeted:
            raise Refusal("say hello first (with the protocol version)")
        if kind == "ping":
            return Mail([(conn, {"type": "pong", "n": message["n"]})])
        if kind == "pong":
            return Mail()
        if kind == "create":
            return self._create(conn, message)
        if kind in ("join", "rejoin"):
            if link.table is not None:
                raise Refusal(f"this connection already has seat {link.seat} at table "
                              f"{link.table}")
            table = self._table(message["table"])
            if kind == "join":
                return self._join(conn, link, table, message)
            return self._rejoin(conn, link, table, message)
        return self._act(link, message)

    def _hello(self, conn: int, link: Link, message: dict[str, Any]) -> Mail:
        if message["protocol"] != PROTOCOL:
            return Mail([(conn, self._refusal("hello", f"this host speaks protocol {PROTOCOL}, "
                                                       f"not {message['protocol']}"))],
                        [(conn, "protocol version")])
        link.greeted = True
        return Mail([(conn, {"type": "welcome", "protocol": PROTOCOL, "limits": {
            "line_bytes": CLIENT_LINE_BYTES, "per_second": RATE_PER_SECOND,
            "burst": RATE_BURST, "ping_seconds": self.ping_seconds}})])

    def _create(self, conn: int, message: dict[str, Any]) -> Mail:
        """A new table of a game with its seats' words: remote ones to claim, AI ones."""
        if len(self.tables) >= self.max_tables:
            raise Refusal(f"this host holds {self.max_tables} tables already")
        try:
            game = registry.game(message["game"])
        except ValueError as exc:
            raise Refusal(str(exc)) from None
        words: list[str] = message["seats"]
        if not game.min_players <= len(words) <= game.max_players:
            raise Refusal(f"{game.title} is for {game.min_players} to {game.max_players} "
                          f"players, not {len(words)}")
        if REMOTE not in words:
            raise Refusal(f"a table needs a seat for a remote player ('{REMOTE}')")
        seats = [self._seat(game.id, word) for word in words]
        code = self._new_code()
        self.tables[code] = Table(code, game, seats, self.seeds())
        return Mail([(conn, {"type": "created", "table": code, "game": game.id,
                             "seats": [seat.kind for seat in seats]})])

    def _seat(self, game: str, word: str) -> Seat:
        if word == REMOTE:
            return Seat(REMOTE, "open seat")
        reason = self.check_ai(game, word)
        if reason is not None:
            raise Refusal(f"seat word {shown(word)}: {reason}")
        return Seat(word, f"AI ({word})")

    def _new_code(self) -> str:
        while True:
            code = "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_CHARS))
            if code not in self.tables:
                return code

    def _table(self, code: str) -> Table:
        table = self.tables.get(code)
        if table is None:
            raise Refusal(f"no table {code} on this host")
        return table

    def _join(self, conn: int, link: Link, table: Table, message: dict[str, Any]) -> Mail:
        seat, token = table.claim(message["name"], message.get("seat"))
        link.table, link.seat = table.code, seat
        mail = Mail([(conn, {"type": "joined", "table": table.code, "seat": seat,
                             "token": token, "game": table.game.id,
                             "players": len(table.seats)})])
        if table.started:
            return mail.add(self._views(table))
        return mail.add(self._seats_news(table.code))

    def _rejoin(self, conn: int, link: Link, table: Table, message: dict[str, Any]) -> Mail:
        """A seat's player back with its token: the full view; an older connection is closed."""
        seat = table.seat_of_token(message["token"])
        if message["step"] > table.step:
            raise Refusal(f"step {message['step']} is ahead of the game (step {table.step})")
        mail = Mail()
        for other, old in list(self.links.items()):
            if other != conn and old.table == table.code and old.seat == seat:
                mail.sends.append((other, {"type": "closed", "reason":
                                           "a newer connection took this seat"}))
                mail.closes.append((other, "replaced by a newer connection"))
                del self.links[other]
        link.table, link.seat = table.code, seat
        mail.sends.append((conn, {"type": "joined", "table": table.code, "seat": seat,
                                  "game": table.game.id, "players": len(table.seats)}))
        if table.started:
            mail.sends.append((conn, table.view(seat, self._connected(table.code))))
        if table.state.is_over:
            mail.sends.append((conn, table.finish()))
        return mail.add(self._seats_news(table.code))

    def _act(self, link: Link, message: dict[str, Any]) -> Mail:
        if link.table is None or link.seat is None:
            raise Refusal("join a table first")
        table = self._table(link.table)
        action = table.check(link.seat, message["step"], message["action"])
        return self._play(table, action)

    def _play(self, table: Table, action: Any) -> Mail:
        lines = table.play(action)
        mail = Mail([(conn, table.update(seat, lines)) for conn, seat in self._seated(table.code)])
        if table.state.is_over:
            mail.sends += [(conn, table.finish()) for conn, _ in self._seated(table.code)]
        return mail

    # -- the AI seats -------------------------------------------------------------------

    def ai_turns(self) -> list[AiTurn]:
        """The AI seats to play now, each handed out once (until ai_play answers it)."""
        turns = []
        for code, table in self.tables.items():
            seat = table.state.current_player
            if not table.started or seat is None or table.seats[seat].is_remote or \
                    (code, table.step) in self.thinking:
                continue
            self.thinking.add((code, table.step))
            sample = table.state.determinize(seat, secrets.randbits(64))
            turns.append(AiTurn(code, table.step, seat, table.seats[seat].kind, sample))
        return turns

    def ai_play(self, turn: AiTurn, notation: str) -> Mail:
        """An AI seat's action, checked like any other (a table gone or moved on: nothing)."""
        self.thinking.discard((turn.table, turn.step))
        table = self.tables.get(turn.table)
        if table is None:
            return Mail()
        action = table.check(turn.seat, turn.step, notation)  # Refusal: the AI erred, say so
        return self._play(table, action)

    # -- telling the table --------------------------------------------------------------

    def _seated(self, code: str) -> list[tuple[int, int]]:
        return [(conn, link.seat) for conn, link in self.links.items()
                if link.table == code and link.seat is not None]

    def _connected(self, code: str) -> list[bool]:
        up = {seat for _, seat in self._seated(code)}
        table = self.tables[code]
        return [seat in up or not table.seats[seat].is_remote for seat in range(len(table.seats))]

    def _views(self, table: Table) -> Mail:
        connected = self._connected(table.code)
        return Mail([(conn, table.view(seat, connected))
                     for conn, seat in self._seated(table.code)])

    def _seats_news(self, code: str) -> Mail:
        table = self.tables.get(code)
        if table is None:
            return Mail()
        news = {"type": "seats", "table": code, "seats": table.seats_data(self._connected(code))}
        return Mail([(conn, news) for conn, _ in self._seated(code)])

    def _forget_if_done(self, code: str) -> None:
        """A finished table nobody is connected to any more is dropped."""
        table = self.tables.get(code)
        if table is not None and table.state.is_over and not self._seated(code):
            del self.tables[code]

    def _refusal(self, kind: str | None, reason: str) -> dict[str, Any]:
        return {"type": "refused", "to": kind, "reason": reason}

    def _refused(self, conn: int, link: Link, kind: str | None, reason: str) -> Mail:
        refusal = self._refusal(kind, reason)
        if link.table is not None and link.table in self.tables:
            refusal["step"] = self.tables[link.table].step
        return Mail([(conn, refusal)])
