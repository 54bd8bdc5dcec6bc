"""The host's transport: a QTcpServer whose connections feed core.lobby and send its mail.

One thread runs the sockets and the lobby; the AI seats think on a worker thread, each on its
own sample of the state, and answer by signal (docs/online.md).
"""

from __future__ import annotations

import sys
from concurrent.futures import ThreadPoolExecutor
from functools import partial

from PySide6.QtCore import QObject, QTimer, Signal, Slot
from PySide6.QtNetwork import QAbstractSocket, QHostAddress, QTcpServer, QTcpSocket

from core.lobby import AiTurn, Lobby, Mail
from core.wire import CLIENT_LINE_BYTES, LineBuffer, Refusal, encode

from .ai_seats import ai_move

TICK_MS = 250  # how often the lobby is asked for pings and dead links


class Host(QObject):
    """Listens, numbers each connection, and carries bytes between it and the lobby."""

    ai_answered = Signal(object, str)  # (AiTurn, notation) from the AI's thread

    def __init__(self, lobby: Lobby, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.lobby = lobby
        self.server = QTcpServer(self)
        self.server.newConnection.connect(self._accept)
        self.sockets: dict[int, QTcpSocket] = {}
        self.buffers: dict[int, LineBuffer] = {}
        self.next_conn = 1
        self.thinker = ThreadPoolExecutor(max_workers=1, thread_name_prefix="host-ai")
        self.ai_answered.connect(self._ai_played)
        self.timer = QTimer(self)
        self.timer.timeout.connect(lambda: self._deliver(self.lobby.tick()))
        self.timer.start(TICK_MS)

    def listen(self, address: str = "127.0.0.1", port: int = 0) -> int:
        """Start listening; the port taken (port 0: one the system chose). OSError if not."""
        if not self.server.listen(QHostAddress(address), port):
            raise OSError(f"cannot listen on {address}:{port}: {self.server.errorString()}")
        return self.server.serverPort()

    def close(self) -> None:
        """Stop listening, drop every connection and the AI's thread."""
        self.timer.stop()
        self.server.close()
        for socket in list(self.sockets.values()):
            socket.abort()
        self.thinker.shutdown(wait=True, cancel_futures=True)

    # -- connections --------------------------------------------------------------------

    @Slot()
    def _accept(self) -> None:
        while self.server.hasPendingConnections():
            socket = self.server.nextPendingConnection()
            socket.setSocketOption(QAbstractSocket.SocketOption.LowDelayOption, 1)  # no Nagle
            conn, self.next_conn = self.next_conn, self.next_conn + 1
            self.sockets[conn] = socket
            self.buffers[conn] = LineBuffer(CLIENT_LINE_BYTES)
            socket.readyRead.connect(partial(self._read, conn))
            socket.disconnected.connect(partial(self._gone, conn))
            self.lobby.opened(conn)

    def _read(self, conn: int) -> None:
        socket = self.sockets.get(conn)
        if socket is None:
            return
        for line in self.buffers[conn].feed(bytes(socket.readAll().data())):
            if conn not in self.sockets:
                return  # closed by an earlier line (a protocol it does not speak)
            self._deliver(self.lobby.receive(conn, line))

    def _gone(self, conn: int) -> None:
        socket = self.sockets.pop(conn, None)
        self.buffers.pop(conn, None)
        if socket is not None:
            socket.deleteLater()
        self._deliver(self.lobby.closed(conn))

    def _deliver(self, mail: Mail) -> None:
        for conn, message in mail.sends:
            socket = self.sockets.get(conn)
            if socket is not None:
                socket.write(encode(message))
        for conn, _reason in mail.closes:
            socket = self.sockets.get(conn)
            if socket is not None:
                socket.disconnectFromHost()  # after what was written is sent
        self._start_ai()

    # -- the AI seats -------------------------------------------------------------------

    def _start_ai(self) -> None:
        for turn in self.lobby.ai_turns():
            self.thinker.submit(self._think, turn)

    def _think(self, turn: AiTurn) -> None:
        """On the AI's thread: choose, and hand the answer to the sockets' thread."""
        self.ai_answered.emit(turn, ai_move(turn))

    @Slot(object, str)
    def _ai_played(self, turn: AiTurn, notation: str) -> None:
        try:
            self._deliver(self.lobby.ai_play(turn, notation))
        except Refusal as refusal:  # an AI's move the engine refuses is a bug: say it
            print(f"AI seat {turn.seat} of table {turn.table}: {refusal.reason}",
                  file=sys.stderr)
