"""The wire: lines cut from bytes with a size limit, every field of a client's message checked,
and a rate limit; each refusal says what is wrong."""

from __future__ import annotations

import json
from typing import Any

import pytest

from core.wire import (
    CLIENT_MESSAGES,
    OVERSIZED,
    RATE_BURST,
    RATE_PER_SECOND,
    LineBuffer,
    RateLimit,
    Refusal,
    encode,
    read_client_message,
)


def test_lines_come_out_whole_whatever_the_pieces() -> None:
    lines = LineBuffer(100)
    assert lines.feed(b'{"a":') == []
    assert lines.feed(b'1}\n{"b":2}\n\n{"c"') == [b'{"a":1}', b'{"b":2}']
    assert lines.feed(b":3}\n") == [b'{"c":3}']


def test_a_line_over_the_limit_is_reported_once_and_the_next_one_survives() -> None:
    lines = LineBuffer(10)
    assert lines.feed(b"x" * 25) == [OVERSIZED]
    assert lines.feed(b"y" * 25) == []  # still the same line: no second report
    assert lines.feed(b"z\nok\n") == [b"ok"]
    assert lines.feed(b"0123456789\nfine\n") == [OVERSIZED, b"fine"]


def test_an_encoded_message_is_one_ascii_line() -> None:
    data = encode({"text": "a\nb", "name": "Così"})
    assert data.count(b"\n") == 1 and data.endswith(b"\n") and data.isascii()
    assert json.loads(data) == {"text": "a\nb", "name": "Così"}


@pytest.mark.parametrize(("line", "reason"), [
    (b"{not json", "not a message"),
    (b'{"type": "\xff\xfe"}', "not a message"),
    (b"[1, 2]", "not an object"),
    (b'{"type": "shout"}', "unknown message type 'shout'"),
    (b'{"kind": "hello"}', "unknown message type None"),
    (b'{"type": "hello"}', "field 'protocol' is missing"),
    (b'{"type": "hello", "protocol": 1, "extra": 1}', "unknown field 'extra'"),
    (b'{"type": "hello", "protocol": true}', "'protocol' is True, not a whole number"),
    (b'{"type": "join", "table": "abcdef", "name": "x"}', "not a table code"),
    (b'{"type": "join", "table": "ABCDEF", "name": ""}', "not a name"),
    (b'{"type": "join", "table": "ABCDEF", "name": "a\\nb"}', "not a name"),
    (b'{"type": "rejoin", "table": "ABCDEF", "token": "00", "step": 0}', "token"),
    (b'{"type": "act", "step": -1, "action": "pass"}', "'step' is -1"),
    (b'{"type": "act", "step": 0, "action": "' + b"x" * 201 + b'"}', "'action'"),
    (b'{"type": "create", "game": "the-river", "seats": []}', "seat words"),
    (b'{"type": "ping", "n": 1e400}', "'n' is inf, not a whole number"),
    (b'{"type": "ping", "n": ' + b"9" * 30 + b"}", "too long"),
])
def test_a_bad_message_is_refused_saying_what_is_wrong(line: bytes, reason: str) -> None:
    with pytest.raises(Refusal, match=reason.replace("(", r"\(").replace(")", r"\)")):
        read_client_message(line)


def test_every_kind_of_message_reads_back() -> None:
    good: dict[str, dict[str, Any]] = {
            "hello": {"protocol": 1}, "create": {"game": "riverboat", "seats": ["remote"]},
            "join": {"table": "ABC234", "name": "Ada", "seat": 1},
            "rejoin": {"table": "ABC234", "token": "0f" * 16, "step": 3},
            "act": {"step": 0, "action": "pass"}, "ping": {"n": 1}, "pong": {"n": 2}}
    assert set(good) == set(CLIENT_MESSAGES)
    for kind, fields in good.items():
        message = {"type": kind, **fields}
        assert read_client_message(encode(message).strip()) == message


def test_a_burst_past_the_rate_is_refused_until_time_refills_it() -> None:
    rate = RateLimit(0.0)
    assert all(rate.allow(0.0) for _ in range(int(RATE_BURST)))
    assert not rate.allow(0.0)
    assert rate.allow(1.0 / RATE_PER_SECOND) and not rate.allow(1.0 / RATE_PER_SECOND)
