"""The window's client of an online host: a QTcpSocket on the GUI thread, never blocking it.

It keeps the same RemoteView as the blocking client (client.py) and says by signal what each
message changed; a window draws its table from `view.state(seed)` and sends its player's
choice with `act`. The host decides: a refusal comes back as `refused`.
"""

from __future__ import annotations

import json
from typing import Any

from PySide6.QtCore import QObject, Signal, Slot
from PySide6.QtNetwork import QAbstractSocket, QTcpSocket

from core.wire import HOST_LINE_BYTES, OVERSIZED, PROTOCOL, LineBuffer, encode

from .client import RemoteView


class QtClient(QObject):
    """One connection to a host, on Qt's event loop."""

    welcomed = Signal()  # the host speaks our protocol: ask for a table or a seat
    message = Signal(dict)  # every message, once the view has taken it
    view_changed = Signal()  # a view or an update: the seat's observation is new
    refused = Signal(str)  # why the host refused what this client sent
    finished = Signal(dict)  # the game is over: the record, with its seed
    lost = Signal(str)  # the connection is gone, and why

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.view = RemoteView()
        self.lines = LineBuffer(HOST_LINE_BYTES)
        self.socket = QTcpSocket(self)
        self.socket.connected.connect(self._connected)
        self.socket.readyRead.connect(self._read)
        self.socket.disconnected.connect(self._disconnected)
        self.socket.errorOccurred.connect(self._failed)
        self.gone = False

    def connect_to(self, address: str, port: int) -> None:
        self.socket.connectToHost(address, port)

    def close(self) -> None:
        self.socket.abort()

    def send(self, message: dict[str, Any]) -> None:
        self.socket.write(encode(message))

    def join(self, table: str, name: str, seat: int | None = None) -> None:
        message: dict[str, Any] = {"type": "join", "table": table, "name": name}
        if seat is not None:
            message["seat"] = seat
        self.send(message)

    def rejoin(self, table: str, token: str) -> None:
        self.send({"type": "rejoin", "table": table, "token": token, "step": self.view.step})

    def act(self, notation: str) -> None:
        """The player's action, for the step the window shows."""
        self.send({"type": "act", "step": self.view.step, "action": notation})

    @Slot()
    def _connected(self) -> None:
        self.socket.setSocketOption(QAbstractSocket.SocketOption.LowDelayOption, 1)
        self.send({"type": "hello", "protocol": PROTOCOL, "client": "riverboat-qt window"})

    @Slot()
    def _read(self) -> None:
        for line in self.lines.feed(bytes(self.socket.readAll().data())):
            if line != OVERSIZED:
                self._take(json.loads(line))

    def _take(self, message: dict[str, Any]) -> None:
        self.view.take(message)
        self.message.emit(message)
        kind = message.get("type")
        if kind == "welcome":
            self.welcomed.emit()
        elif kind in ("view", "update"):
            self.view_changed.emit()
        elif kind == "refused":
            self.refused.emit(message["reason"])
        elif kind == "over":
            self.finished.emit(message["record"])
        elif kind == "ping":
            self.send({"type": "pong", "n": message["n"]})

    @Slot()
    def _disconnected(self) -> None:
        self._lose(self.view.closed or "the host closed the connection")

    @Slot(QAbstractSocket.SocketError)
    def _failed(self, _error: QAbstractSocket.SocketError) -> None:
        if self.socket.state() != QAbstractSocket.SocketState.ConnectedState:
            self._lose(self.view.closed or self.socket.errorString())

    def _lose(self, reason: str) -> None:
        """Say once that the connection is gone (Qt may report it as an error and a close)."""
        if not self.gone:
            self.gone = True
            self.lost.emit(reason)
