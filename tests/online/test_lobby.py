"""The host's lobby, line by line without a socket: a whole game, the refusals that change
nothing, seats claimed twice, tokens, a newer connection for a seat, pings and dead links."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from core import registry
from core.lobby import DEAD_AFTER_PINGS, Lobby, Mail
from core.record import GameRecord, final_state
from core.wire import CLIENT_LINE_BYTES, OVERSIZED, PROTOCOL, encode

GAME = "the-river"
CREATOR, ADA, BOB, EVE = 1, 2, 3, 4
PING = 20.0


def plain(data: Any) -> Any:
    return json.loads(json.dumps(data))


class Room:
    """A lobby with a fake clock, and the messages each connection was sent."""

    def __init__(self, seats: tuple[str, ...] = ("remote", "remote", "random")) -> None:
        self.now = 0.0
        self.lobby = Lobby(lambda: 11, lambda game, word: None if word == "random" else "no",
                           clock=lambda: self.now, ping_seconds=PING)
        self.inbox: dict[int, list[dict[str, Any]]] = {}
        self.closed: list[int] = []
        for conn in (CREATOR, ADA, BOB, EVE):
            self.lobby.opened(conn)
            self.say(conn, {"type": "hello", "protocol": PROTOCOL})
        self.code = self.say(CREATOR, {"type": "create", "game": GAME,
                                       "seats": list(seats)})[0]["table"]

    def post(self, mail: Mail) -> None:
        for conn, message in mail.sends:
            self.inbox.setdefault(conn, []).append(plain(message))
        self.closed += [conn for conn, _ in mail.closes]

    def say(self, conn: int, message: dict[str, Any] | bytes) -> list[dict[str, Any]]:
        """Send a message (or raw line); what that connection got back."""
        line = message if isinstance(message, bytes) else encode(message).strip()
        self.inbox.clear()
        self.post(self.lobby.receive(conn, line))
        return self.inbox.get(conn, [])

    def start(self) -> None:
        self.say(ADA, {"type": "join", "table": self.code, "name": "Ada"})
        self.say(BOB, {"type": "join", "table": self.code, "name": "Bob"})

    @property
    def table(self) -> Any:
        return self.lobby.tables[self.code]

    def play_ai(self) -> None:
        for turn in self.lobby.ai_turns():
            self.post(self.lobby.ai_play(turn, str(random.Random(1).choice(
                turn.sample.legal_actions()))))


def test_a_whole_game_is_played_through_the_lobby_and_each_seat_sees_only_its_view() -> None:
    room = Room()
    assert room.say(ADA, {"type": "join", "table": room.code, "name": "Ada"})[0]["seat"] == 0
    room.inbox.clear()
    room.post(room.lobby.receive(BOB, encode({"type": "join", "table": room.code,
                                              "name": "Bob"}).strip()))
    views = {conn: room.inbox[conn][-1] for conn in (ADA, BOB)}
    assert [views[c]["type"] for c in (ADA, BOB)] == ["view", "view"]
    chooser = random.Random(3)
    for _ in range(2_000):
        state = room.table.state
        if state.is_over:
            break
        for conn, seat in ((ADA, 0), (BOB, 1)):
            assert views[conn]["observation"] == plain(state.observation(seat))
        seat = state.current_player
        if seat == 2:
            room.inbox.clear()
            room.play_ai()
        else:
            conn = (ADA, BOB)[seat]
            rebuild = registry.game(GAME).from_observation
            assert rebuild is not None
            mine = rebuild(views[conn]["observation"], 5)
            room.say(conn, {"type": "act", "step": views[conn]["step"],
                            "action": str(chooser.choice(mine.legal_actions()))})
        views = {conn: [m for m in room.inbox[conn] if m["type"] == "update"][-1]
                 for conn in (ADA, BOB)}
    assert room.table.state.is_over
    ends = [room.inbox[conn][-1] for conn in (ADA, BOB)]
    assert ends[0] == ends[1] and ends[0]["type"] == "over"
    record = GameRecord.from_dict(ends[0]["record"])
    assert record.seed == 11 and record.seats == ["Ada", "Bob", "AI (random)"]
    assert final_state(record) == room.table.state


def refusal(replies: list[dict[str, Any]]) -> str:
    assert len(replies) == 1 and replies[0]["type"] == "refused", replies
    reason: str = replies[0]["reason"]
    return reason


def test_every_bad_message_is_refused_with_its_reason_and_changes_nothing() -> None:
    room = Room()
    room.start()
    for _ in range(10):  # a human seat to move, past the first step (a stale step exists)
        seat = room.table.state.current_player
        if seat == 2:
            room.play_ai()
        elif room.table.step == 0:
            room.say((ADA, BOB)[seat], {"type": "act", "step": 0,
                                        "action": str(room.table.state.legal_actions()[0])})
    turn = room.table.state.current_player
    assert turn in (0, 1) and room.table.step > 0
    mover, other = ((ADA, BOB), (BOB, ADA))[turn]
    step, before = room.table.step, room.table.state.to_json()
    legal = str(room.table.state.legal_actions()[0])
    illegal = next(str(a) for s in range(40) for a in _later_actions(s)
                   if room.table.state.why_illegal(registry.game(GAME).parse_action(a)))
    bad: list[tuple[int, dict[str, Any] | bytes, str]] = [
        (other, {"type": "act", "step": step, "action": legal}, "not your turn"),
        (mover, {"type": "act", "step": step - 1, "action": legal}, "stale"),
        (mover, {"type": "act", "step": step, "action": illegal}, "illegal"),
        (mover, {"type": "act", "step": step, "action": "fly away"}, "not an action of"),
        (mover, b'{"type": "act", "step"', "not a message"),
        (mover, OVERSIZED, f"at most {CLIENT_LINE_BYTES} bytes"),
        (EVE, {"type": "act", "step": step, "action": legal}, "join a table first"),
        (EVE, {"type": "join", "table": room.code, "name": "Eve", "seat": 0}, "seat 0 is taken"),
        (EVE, {"type": "join", "table": room.code, "name": "Eve"}, "every seat"),
        (EVE, {"type": "join", "table": room.code, "name": "Eve", "seat": 2}, "no seat a remote"),
        (EVE, {"type": "rejoin", "table": room.code, "token": "ab" * 16, "step": 0},
         "no seat of this table has that token"),
        (EVE, {"type": "join", "table": "ZZZZZZ", "name": "Eve"}, "no table ZZZZZZ"),
        (mover, {"type": "join", "table": room.code, "name": "Again"}, "already has seat"),
        (CREATOR, {"type": "create", "game": "chess", "seats": ["remote"]}, "unknown game"),
        (CREATOR, {"type": "create", "game": GAME, "seats": ["remote", "mcts:time=600"]},
         "seat word"),
        (CREATOR, {"type": "create", "game": GAME, "seats": ["random", "random"]},
         "needs a seat for a remote player"),
    ]
    for conn, message, reason in bad:
        replies = room.say(conn, message)
        assert reason in refusal(replies), (message, replies)
        assert set(room.inbox) == {conn}, "nobody else hears of a refused message"
        assert room.table.state.to_json() == before and room.table.step == step
    assert len(room.lobby.tables) == 1
    room.say(mover, {"type": "act", "step": step, "action": legal})
    assert room.table.step == step + 1


def _later_actions(seed: int) -> list[str]:
    from core import random_game

    record, _ = random_game(3, seed, game=GAME)
    return record.actions


def test_two_clients_claiming_one_seat_the_second_is_refused() -> None:
    room = Room()
    claim = {"type": "join", "table": room.code, "name": "Ada", "seat": 1}
    assert room.say(ADA, claim)[0]["seat"] == 1
    assert refusal(room.say(BOB, {**claim, "name": "Bob"})) == "seat 1 is taken"
    assert room.table.seats[1].name == "Ada" and not room.table.started


def test_a_newer_connection_with_the_token_takes_the_seat_and_closes_the_older() -> None:
    room = Room()
    token = room.say(ADA, {"type": "join", "table": room.code, "name": "Ada"})[0]["token"]
    room.say(BOB, {"type": "join", "table": room.code, "name": "Bob"})
    room.play_ai()
    room.closed.clear()
    replies = room.say(EVE, {"type": "rejoin", "table": room.code, "token": token, "step": 0})
    assert [m["type"] for m in replies] == ["joined", "view", "seats"]
    assert replies[1]["observation"] == plain(room.table.state.observation(0))
    assert replies[1]["log"] == plain(room.table.log) and replies[1]["step"] == room.table.step
    assert room.inbox[ADA] == [{"type": "closed", "reason": "a newer connection took this seat"}]
    assert room.closed == [ADA]
    assert room.say(ADA, {"type": "ping", "n": 1}) == []  # the old link is gone
    ahead = {"type": "rejoin", "table": room.code, "token": token, "step": 10_000}
    room.lobby.opened(9)
    room.say(9, {"type": "hello", "protocol": PROTOCOL})
    assert "ahead of the game" in refusal(room.say(9, ahead))


def test_a_client_must_say_hello_in_the_host_s_protocol() -> None:
    room = Room()
    room.lobby.opened(7)
    assert "say hello first" in refusal(room.say(7, {"type": "ping", "n": 1}))
    assert "speaks protocol 1, not 2" in refusal(room.say(7, {"type": "hello", "protocol": 2}))
    assert room.closed == [7]


def test_pings_go_out_each_interval_and_a_silent_link_is_closed() -> None:
    room = Room()
    room.start()
    room.inbox.clear()
    for k in range(1, DEAD_AFTER_PINGS + 1):
        room.now = PING * k
        room.say(BOB, {"type": "pong", "n": k})  # Bob answers, Ada never does
        room.post(room.lobby.tick())
    assert ADA in room.closed and BOB not in room.closed
    assert {"type": "ping", "n": DEAD_AFTER_PINGS} in room.inbox[BOB]
    news = [m for m in room.inbox[BOB] if m["type"] == "seats"]
    assert [s["connected"] for s in news[-1]["seats"]] == [False, True, True]


def test_the_host_s_ai_plays_on_a_sample_its_seat_cannot_tell_from_the_truth() -> None:
    room = Room(("random", "remote"))
    room.say(ADA, {"type": "join", "table": room.code, "name": "Ada"})
    while room.table.state.current_player != 0:
        state = room.table.state
        room.say(ADA, {"type": "act", "step": room.table.step,
                       "action": str(state.legal_actions()[0])})
    [turn] = room.lobby.ai_turns()
    assert room.lobby.ai_turns() == []  # handed out once
    true = room.table.state
    assert plain(turn.sample.observation(0)) == plain(true.observation(0))
    assert turn.sample.to_json() != true.to_json()


def test_a_host_holds_a_bounded_number_of_tables() -> None:
    room = Room()
    room.lobby.max_tables = 1
    message = {"type": "create", "game": GAME, "seats": ["remote", "remote"]}
    assert "holds 1 tables already" in refusal(room.say(CREATOR, message))


@pytest.mark.parametrize("line", [b"", b"   "])
def test_blank_lines_never_reach_the_lobby(line: bytes) -> None:
    from core.wire import LineBuffer

    assert LineBuffer(CLIENT_LINE_BYTES).feed(line + b"\n") == []


def test_a_flood_is_refused_past_the_burst_and_served_again_once_the_rate_allows() -> None:
    from core.wire import RATE_BURST, RATE_PER_SECOND

    room = Room()
    ping = {"type": "ping", "n": 1}
    answers = [room.say(ADA, ping)[0]["type"] for _ in range(int(RATE_BURST) + 5)]
    assert answers.count("pong") >= RATE_BURST - 2 and answers[-1] == "refused"
    assert "too many messages" in refusal(room.say(ADA, ping))
    room.now += 2 / RATE_PER_SECOND
    assert room.say(ADA, ping)[0]["type"] == "pong"
