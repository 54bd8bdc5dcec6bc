"""The window's client (QTcpSocket, on Qt's event loop) against a real host process: a whole
game between two of them, a refusal, and the older connection of a seat told why it is lost."""

from __future__ import annotations

import json
import random
from collections.abc import Iterator

import pytest

from core import GameRecord, final_state
from riverboat_qt.online.client import Client
from riverboat_qt.online.qt_client import QtClient

from .processes import LOOPBACK, start_host, stop

WAIT_MS = 60_000  # the bound of each wait; a game takes a few seconds


@pytest.fixture(scope="module")
def host_port() -> Iterator[int]:
    host, port = start_host(31)
    try:
        yield port
    finally:
        stop(host)


def new_table(port: int) -> str:
    creator = Client(LOOPBACK, port)
    creator.hello()
    table = creator.create("the-river", ["remote", "remote"])
    creator.close()
    return table


def seated(qtbot, port: int, table: str, name: str) -> QtClient:
    client = QtClient()
    with qtbot.waitSignal(client.welcomed, timeout=WAIT_MS):
        client.connect_to(LOOPBACK, port)
    client.join(table, name)
    qtbot.waitUntil(lambda: client.view.token is not None, timeout=WAIT_MS)
    return client


def test_two_windows_clients_play_a_whole_game_through_the_host(qtbot, host_port: int) -> None:
    table = new_table(host_port)
    clients = [seated(qtbot, host_port, table, name) for name in ("Ada", "Bob")]
    chooser = random.Random(4)

    def play(client: QtClient) -> None:
        if client.view.my_turn:
            state = client.view.state(chooser.getrandbits(64))
            client.act(str(chooser.choice(state.legal_actions())))

    for client in clients:
        client.view_changed.connect(lambda client=client: play(client))
    for client in clients:  # the start's view may have come already
        play(client)
    qtbot.waitUntil(lambda: all(c.view.record is not None for c in clients), timeout=WAIT_MS)
    record = GameRecord.from_dict(clients[0].view.record)
    assert clients[1].view.record == clients[0].view.record and record.seed == 31
    end = final_state(record)
    assert end.is_over
    for seat, client in enumerate(clients):
        assert client.view.observation == _plain(end.observation(seat))
        client.close()


def _plain(data: object) -> object:
    return json.loads(json.dumps(data))


def test_a_refusal_and_a_lost_seat_come_back_as_signals(qtbot, host_port: int) -> None:
    table = new_table(host_port)
    ada, bob = seated(qtbot, host_port, table, "Ada"), seated(qtbot, host_port, table, "Bob")
    qtbot.waitUntil(lambda: ada.view.observation is not None, timeout=WAIT_MS)
    with qtbot.waitSignal(ada.refused, timeout=WAIT_MS) as refusal:
        ada.act("fly away")
    assert "not an action of The River" in refusal.args[0]
    newer = QtClient()
    with qtbot.waitSignal(newer.welcomed, timeout=WAIT_MS):
        newer.connect_to(LOOPBACK, host_port)
    assert ada.view.token is not None
    with qtbot.waitSignal(ada.lost, timeout=WAIT_MS) as lost:
        newer.rejoin(table, ada.view.token)
    assert lost.args == ["a newer connection took this seat"]
    qtbot.waitUntil(lambda: newer.view.observation == ada.view.observation, timeout=WAIT_MS)
    for client in (ada, bob, newer):
        client.close()
