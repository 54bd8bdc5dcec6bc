"""riverboat-qt --serve: a host with no window and no display, for a machine that is always on."""

from __future__ import annotations

import itertools
import secrets
import signal
import sys
from collections.abc import Callable

from core.lobby import PING_SECONDS, Lobby
from core.rng import SEED_MAX

from .ai_seats import check_ai_word

DEFAULT_PORT = 7447


def seed_source(first: int | None) -> Callable[[], int]:
    """Each new table's seed: secret random ones, or first, first + 1, ... when one is given
    (tests and bug reports replay a host's games)."""
    if first is None:
        return lambda: secrets.randbits(64)
    counter = itertools.count(first)
    return lambda: next(counter) & SEED_MAX


def serve(address: str, port: int, first_seed: int | None = None,
          ping_seconds: float = PING_SECONDS) -> int:
    """Host tables until interrupted; print the address served on, one line, at the start."""
    from PySide6.QtCore import QCoreApplication

    from .host import Host

    app = QCoreApplication.instance() or QCoreApplication([sys.argv[0]])
    lobby = Lobby(seed_source(first_seed), check_ai_word, ping_seconds=ping_seconds)
    host = Host(lobby)
    try:
        taken = host.listen(address, port)
    except OSError as exc:
        print(f"riverboat-qt --serve: {exc}", file=sys.stderr)
        return 1
    for stop in (signal.SIGINT, signal.SIGTERM):
        signal.signal(stop, lambda *_: app.quit())  # the host's timer lets Python see it
    print(f"serving on {address}:{taken}", flush=True)
    code = app.exec()
    host.close()
    return code
