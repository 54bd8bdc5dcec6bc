"""One online table's authority: the only full state, the only generator, the record with its
seed, and the seats' secrets. It checks every action with the engine before it applies it, and
tells each seat only its observation and the log (docs/online.md, "Trust").

Kernel code: it knows no game (it asks the Game value) and no transport (core/lobby.py routes
the connections' messages to it).
"""

from __future__ import annotations

import hmac
import json
import secrets
from dataclasses import dataclass
from typing import Any

from .errors import excerpt
from .event import Event
from .game import Action, Game
from .record import GameRecord
from .text import to_data
from .wire import TOKEN_HEX, Refusal

REMOTE = "remote"  # the seat word of a seat a remote player takes


@dataclass
class Seat:
    """Who plays a seat: a remote player (REMOTE) or the host's AI (its word), and their name.

    A remote seat's token is its secret, given once to whoever claims it."""

    kind: str
    name: str
    token: str | None = None

    @property
    def is_remote(self) -> bool:
        return self.kind == REMOTE

    @property
    def open(self) -> bool:
        """A remote seat nobody has claimed yet."""
        return self.is_remote and self.token is None


def event_data(step: int, event: Event) -> dict[str, Any]:
    """One log line as the host sends it: the English sentence and its words to translate."""
    return {"step": step, "round": event.round, "phase": event.phase, "seat": event.seat,
            "vp": event.vp, "en": str(event.text), "words": to_data(event.text)}


class Table:
    """A game in progress on the host: its seats, state, record and log, by step.

    `step` counts the actions applied; a client's action names the step it answers, so one
    sent on an older view is refused as stale instead of being applied to a newer state."""

    def __init__(self, code: str, game: Game, seats: list[Seat], seed: int) -> None:
        if game.from_observation is None:
            raise Refusal(f"{game.title} cannot be played online yet")
        self.code = code
        self.game = game
        self.seats = seats
        self.state = game.new_game(len(seats), seed, None)
        self.record = GameRecord(len(seats), seed, game.setup_of(self.state),
                                 [seat.name for seat in seats], game=game.id,
                                 meta={"online": True, "seat_kinds": [s.kind for s in seats]})
        self.log: list[dict[str, Any]] = []
        self.step = 0

    # -- seats --------------------------------------------------------------------------

    @property
    def started(self) -> bool:
        """Every remote seat is claimed: the game is on."""
        return not any(seat.open for seat in self.seats)

    def claim(self, name: str, wanted: int | None = None) -> tuple[int, str]:
        """Give an open remote seat (the one wanted, or the first) to a player: its number and
        its token, which only they hold from now on."""
        if wanted is not None:
            if wanted >= len(self.seats) or not self.seats[wanted].is_remote:
                raise Refusal(f"seat {wanted} is no seat a remote player may take")
            if not self.seats[wanted].open:
                raise Refusal(f"seat {wanted} is taken")
            number = wanted
        else:
            free = [k for k, seat in enumerate(self.seats) if seat.open]
            if not free:
                raise Refusal("every seat of this table is taken")
            number = free[0]
        seat = self.seats[number]
        seat.name, seat.token = name, secrets.token_hex(TOKEN_HEX // 2)
        self.record.seats[number] = name
        return number, seat.token

    def seat_of_token(self, token: str) -> int:
        """The seat whose secret this is (compared in constant time), else Refusal."""
        for number, seat in enumerate(self.seats):
            if seat.token is not None and hmac.compare_digest(seat.token, token):
                return number
        raise Refusal("no seat of this table has that token")

    def seats_data(self, connected: list[bool]) -> list[dict[str, Any]]:
        return [{"name": seat.name, "kind": seat.kind, "open": seat.open, "connected": up}
                for seat, up in zip(self.seats, connected, strict=True)]

    # -- actions ------------------------------------------------------------------------

    def check(self, seat: int, step: int, notation: str) -> Action:
        """The action a seat sent, if the engine allows it now; Refusal saying why not."""
        if not self.started:
            raise Refusal("the game has not started: seats are still open")
        if self.state.is_over:
            raise Refusal("the game is over")
        if step != self.step:
            raise Refusal(f"stale: the action answers step {step}, the game is at step "
                          f"{self.step}")
        turn = self.state.current_player
        if turn != seat:
            raise Refusal(f"not your turn: {self.seats[turn].name if turn is not None else ''}"
                          " is to play")
        try:
            action = self.game.parse_action(notation)
        except ValueError as exc:
            raise Refusal(f"not an action of {self.game.title}: {excerpt(str(exc), 160)}"
                          ) from None
        reason = self.state.why_illegal(action)
        if reason is not None:
            raise Refusal(f"illegal: {excerpt(str(reason), 300)}")
        return action

    def play(self, action: Action) -> list[dict[str, Any]]:
        """Apply a checked action; its log lines, now part of the table's log."""
        events = self.state.apply(action)
        self.record.actions.append(str(action))
        self.step += 1
        lines = [event_data(self.step, event) for event in events]
        self.log.extend(lines)
        return lines

    # -- what each seat is told ---------------------------------------------------------

    def _situation(self, seat: int) -> dict[str, Any]:
        """The seat's observation now and whose decision it is: all a seat's view needs."""
        return {"table": self.code, "seat": seat, "step": self.step,
                "observation": self.state.observation(seat),
                "current": self.state.current_player, "decision": self.state.decision_kind,
                "over": self.state.is_over}

    def view(self, seat: int, connected: list[bool]) -> dict[str, Any]:
        """Everything a (re)joining seat needs: its observation, the seats and the whole log."""
        return {"type": "view", "game": self.game.id, **self._situation(seat),
                "seats": self.seats_data(connected), "log": list(self.log)}

    def update(self, seat: int, lines: list[dict[str, Any]]) -> dict[str, Any]:
        """What a step changed, for one seat: its new observation and the step's log lines."""
        return {"type": "update", **self._situation(seat), "events": lines}

    def finish(self) -> dict[str, Any]:
        """The end, for every seat: the outcome and the whole record, seed included."""
        outcome = self.state.outcome()
        return {"type": "over", "table": self.code,
                "scores": list(outcome.scores) if outcome else [],
                "winners": list(outcome.winners) if outcome else [],
                "record": json.loads(self.record.to_json())}
