"""Online play over real sockets on loopback, between separate processes: a whole game of each
game with a host and two remote seats, no secret in what the host sends before the end, each
seat's view equal to the host's at every step; a client killed and rejoining; and the refusals
of a real host (wrong token, out of turn, illegal, malformed, oversized, one seat claimed twice,
a newer connection, a silent link)."""

from __future__ import annotations

import json
import os
import signal
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from core import random_game, registry, replay
from core.game import Game, State
from core.record import GameRecord
from core.wire import encode
from riverboat_qt.online.client import Client, HostRefused

from .processes import LOOPBACK, read_trace, start_bot, start_host, stop

ONLINE_GAMES = [g for g in registry.GAMES.values() if g.from_observation is not None]
REBUILT_EVERY = 10  # steps between two checks of the state a seat rebuilds from its view
GAME_SECONDS = 150  # a whole game of random bots: seconds on this machine; the bound is far


def plain(data: Any) -> Any:
    return json.loads(json.dumps(data))


def compact(value: Any) -> bytes:
    """A value as the host writes it."""
    return encode(value).strip()


def lists_in(data: Any) -> Iterator[list[Any]]:
    if isinstance(data, list):
        yield data
        for item in data:
            yield from lists_in(item)
    elif isinstance(data, dict):
        for value in data.values():
            yield from lists_in(value)


def hidden_orders(state: State, seat: int) -> set[bytes]:
    """Each order of the true state that the seat's observation does not show: a list of
    things, not in sorted order, found nowhere in the observation."""
    full = plain(json.loads(state.to_json()))
    public = {compact(found) for found in lists_in(plain(state.observation(seat)))}
    orders = set()
    for found in lists_in({k: v for k, v in full.items() if k != "rng"}):
        things = [x for x in found if isinstance(x, str | int)]
        if len(found) >= 2 and len(things) == len(found) and \
                len({type(x) for x in things}) == 1 and found != sorted(things) and \
                compact(found) not in public:
            orders.add(compact(found))
    return orders


@pytest.mark.parametrize("game", ONLINE_GAMES, ids=lambda g: g.id)
def test_the_search_would_find_a_full_state_sent_but_not_an_observation(game: Game) -> None:
    state = game.new_game(3, 12345, None)
    orders = hidden_orders(state, 0)
    assert orders
    assert all(order in compact(json.loads(state.to_json())) for order in orders)
    assert not any(order in compact(state.observation(0)) for order in orders)


def states_of(record: GameRecord) -> list[State]:
    return [record.initial_state(), *replay(record)]


def check_views(game: Game, trace: list[dict[str, Any]], seat: int,
                states: list[State]) -> set[int]:
    """Each view or update the seat got equals the host's observation for it at that step,
    and the state it rebuilds shows it the same; the steps seen."""
    assert game.from_observation is not None
    steps = set()
    for line in trace:
        if line["kind"] in ("view", "update"):
            truth = plain(states[line["step"]].observation(seat))
            assert line["observation"] == truth, f"seat {seat} step {line['step']}"
            if line["step"] % REBUILT_EVERY == 0:  # the kernel's tests rebuild every seat
                rebuilt = game.from_observation(line["observation"], line["step"])
                assert plain(rebuilt.observation(seat)) == truth
            steps.add(line["step"])
    return steps


@pytest.mark.parametrize("game", ONLINE_GAMES, ids=lambda g: g.id)
def test_a_whole_game_over_loopback_hides_every_secret_until_the_end(
        game: Game, tmp_path: Path) -> None:
    seed = 9_000_000_000_000_000_000 + len(game.id)  # 19 digits: no chance match in the bytes
    host, port = start_host(seed)
    bots = []
    try:
        creator = Client(LOOPBACK, port)
        creator.hello()
        table = creator.create(game.id, ["remote", "remote", "random"])
        creator.close()
        bots = [start_bot(port, table, tmp_path / f"seat{k}.jsonl", k, seat=k) for k in (0, 1)]
        assert [bot.wait(timeout=GAME_SECONDS) for bot in bots] == [0, 0]
    finally:
        for process in (*bots, host):
            stop(process)
    traces = [read_trace(tmp_path / f"seat{k}.jsonl") for k in (0, 1)]
    record = GameRecord.from_dict(traces[0][-1]["record"])
    assert traces[1][-1]["record"] == traces[0][-1]["record"] and record.seed == seed
    states = states_of(record)
    assert states[-1].is_over and record.meta["online"] is True
    for seat in (0, 1):
        assert {line["kind"] for line in traces[seat]} == {"joined", "view", "update", "over"}
        assert check_views(game, traces[seat], seat, states) == set(range(len(states)))
    tokens = [trace[0]["token"] for trace in traces]
    for seat in (0, 1):
        sent = (tmp_path / f"seat{seat}.bytes").read_bytes()
        before, end, after = sent.partition(b'{"type":"over"')
        assert end and str(seed).encode() in after, "the record with its seed comes at the end"
        secrets = {str(seed).encode(), b'"seed"', b'"rng"', tokens[1 - seat].encode()}
        secrets |= {str(json.loads(s.to_json())["rng"]).encode() for s in states}
        orders = [hidden_orders(s, seat) for s in states[:-1]]
        assert orders[0], "the start has hidden orders to search for"
        secrets |= set().union(*orders)
        leaked = [secret[:60] for secret in secrets if secret in before]
        assert not leaked, f"seat {seat} was sent {leaked}"


def test_a_client_killed_mid_game_rejoins_with_its_token_and_nothing_diverges(
        tmp_path: Path) -> None:
    game = registry.game("the-river")
    host, port = start_host(77)
    bots = []
    try:
        creator = Client(LOOPBACK, port)
        creator.hello()
        table = creator.create(game.id, ["remote", "remote"])
        creator.close()
        first, victim = tmp_path / "seat0.jsonl", tmp_path / "seat1.jsonl"
        bots = [start_bot(port, table, first, 0, seat=0), start_bot(port, table, victim, 1,
                                                                     seat=1)]
        deadline = time.monotonic() + GAME_SECONDS
        while time.monotonic() < deadline and \
                (not victim.exists() or len(victim.read_text().splitlines()) < 20):
            time.sleep(0.02)
        os.kill(bots[1].pid, signal.SIGKILL)  # no goodbye: the seat's process is gone
        assert bots[1].wait(timeout=10) == -signal.SIGKILL
        before = read_trace(victim)
        assert before[-1]["kind"] != "over", "killed mid-game"
        back = tmp_path / "seat1-back.jsonl"
        bots.append(start_bot(port, table, back, 2, token=before[0]["token"]))
        assert [bots[0].wait(timeout=GAME_SECONDS), bots[2].wait(timeout=GAME_SECONDS)] == [0, 0]
    finally:
        for process in (*bots, host):
            stop(process)
    after = read_trace(back)
    assert after[0] == {"kind": "joined", "seat": 1, "token": before[0]["token"]}
    assert after[1]["kind"] == "view" and after[1]["step"] >= before[-1]["step"]
    record = GameRecord.from_dict(after[-1]["record"])
    assert read_trace(first)[-1]["record"] == after[-1]["record"]
    states = states_of(record)
    assert states[-1].is_over
    last_seen, back_at = before[-1]["step"], after[1]["step"]
    assert check_views(game, before, 1, states) == set(range(last_seen + 1))
    assert check_views(game, after, 1, states) == set(range(back_at, len(states)))


@pytest.fixture(scope="module")
def quick_host() -> Iterator[int]:
    """A host that pings every 2 s: a silent link is closed within seconds."""
    host, port = start_host(5, ping_seconds=2.0)
    try:
        yield port
    finally:
        stop(host)


def seated(port: int, table: str, name: str, seat: int | None = None) -> Client:
    client = Client(LOOPBACK, port, timeout=20)
    client.hello()
    client.join(table, name, seat)
    return client


def refused(client: Client, message: dict[str, Any] | bytes) -> str:
    client.send_bytes(message if isinstance(message, bytes) else encode(message))
    with pytest.raises(HostRefused) as refusal:
        client.expect("view", "update", "joined", "pong")
    return str(refusal.value)


def test_a_real_host_refuses_bad_messages_and_changes_nothing(quick_host: int) -> None:
    port = quick_host
    creator = Client(LOOPBACK, port)
    creator.hello()
    table = creator.create("the-river", ["remote", "remote"])
    ada = seated(port, table, "Ada", 0)
    rival = Client(LOOPBACK, port)
    rival.hello()
    assert refused(rival, {"type": "join", "table": table, "name": "Eve", "seat": 0}) == \
        "seat 0 is taken"
    bob = seated(port, table, "Bob", 1)
    for client in (ada, bob):
        client.expect("view")
    mover, other = (ada, bob) if ada.view.my_turn else (bob, ada)
    step, seen = mover.view.step, mover.view.observation
    legal = str(mover.view.state(1).legal_actions()[0])
    assert "not your turn" in refused(other, {"type": "act", "step": step, "action": legal})
    assert "not an action" in refused(mover, {"type": "act", "step": step, "action": "fly"})
    assert "not a message" in refused(mover, b'{"type": "act", \n')
    assert "at most 4096 bytes" in refused(mover, b'{"type": "ping", "n": 1' + b" " * 5000 + b"}\n")
    assert "stale" in refused(mover, {"type": "act", "step": step + 3, "action": legal})
    assert "no seat of this table has that token" in refused(
        rival, {"type": "rejoin", "table": table, "token": "0" * 32, "step": 0})
    local = mover.view.state(1)
    illegal = next(a for seed in range(20) for a in random_game(2, seed, game="the-river")[0]
                   .actions if local.why_illegal(registry.game("the-river").parse_action(a)))
    assert "illegal" in refused(mover, {"type": "act", "step": step, "action": illegal})
    mover.send({"type": "ping", "n": 7})
    assert mover.expect("pong")["n"] == 7 and mover.view.observation == seen
    mover.act(legal)
    assert mover.expect("update")["step"] == step + 1
    other.expect("update")
    # a newer connection with the token takes the seat; the older one is told and closed
    again = Client(LOOPBACK, port)
    again.hello()
    assert ada.view.token is not None
    again.rejoin(table, ada.view.token, ada.view.step)
    view = again.expect("view")
    assert view["observation"] == ada.view.observation and view["step"] == step + 1
    assert ada.expect("closed")["reason"] == "a newer connection took this seat"
    with pytest.raises(ConnectionError):
        ada.receive(timeout=10)
    for client in (creator, ada, bob, rival, again):
        client.close()


def test_a_link_that_falls_silent_is_closed_and_the_others_are_told(quick_host: int) -> None:
    port = quick_host
    creator = Client(LOOPBACK, port)
    creator.hello()
    table = creator.create("the-river", ["remote", "remote"])
    creator.close()
    ada, bob = seated(port, table, "Ada"), seated(port, table, "Bob")
    deadline = time.monotonic() + 30  # Bob never reads again, so never answers a ping
    while time.monotonic() < deadline:
        news = ada.expect("seats", timeout=deadline - time.monotonic())
        if not news["seats"][1]["connected"]:
            break
    assert [seat["connected"] for seat in ada.view.seats] == [True, False]
    for client in (ada, bob):
        client.close()
