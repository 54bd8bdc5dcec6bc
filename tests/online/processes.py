"""Separate processes for the socket tests: a host (riverboat-qt --serve on 127.0.0.1 only)
and bot clients, each waited for with a deadline and ended by its own id."""

from __future__ import annotations

import json
import os
import select
import subprocess
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
LOOPBACK = "127.0.0.1"
START_SECONDS = 60.0  # a host's start on a busy machine: imports, Qt, listen


def _environment() -> dict[str, str]:
    return {**os.environ, "PYTHONPATH": str(ROOT), "QT_QPA_PLATFORM": "offscreen"}


def start_host(seed: int, ping_seconds: float | None = None) -> tuple[subprocess.Popen[str], int]:
    """A --serve process numbering its tables' seeds from `seed`, and the port it took."""
    command = [sys.executable, "-m", "riverboat_qt", "--serve", "--address", LOOPBACK,
               "--port", "0", "--seed", str(seed)]
    if ping_seconds is not None:
        command += ["--ping-seconds", str(ping_seconds)]
    host = subprocess.Popen(command, cwd=ROOT, env=_environment(), stdout=subprocess.PIPE,
                            text=True)
    assert host.stdout is not None
    ready, _, _ = select.select([host.stdout], [], [], START_SECONDS)
    if not ready:
        stop(host)
        raise TimeoutError("the host did not start in time")
    line = host.stdout.readline()
    assert line.startswith(f"serving on {LOOPBACK}:"), line
    return host, int(line.rsplit(":", 1)[1])


def start_bot(port: int, table: str, trace: Path, seed: int, seat: int | None = None,
              token: str | None = None) -> subprocess.Popen[str]:
    """A bot client process playing one seat (joining it, or rejoining with its token)."""
    command = [sys.executable, "-m", "riverboat_qt.online.bot_client", "--address", LOOPBACK,
               "--port", str(port), "--table", table, "--trace", str(trace), "--seed", str(seed),
               "--name", f"Bot {seed}", "--seconds", "150"]
    command += [] if seat is None else ["--seat", str(seat)]
    command += [] if token is None else ["--token", token]
    return subprocess.Popen(command, cwd=ROOT, env=_environment(), text=True)


def stop(process: subprocess.Popen[str]) -> None:
    """End a process this test started, by its own id; kill it if it will not stop."""
    if process.poll() is None:
        process.terminate()
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait(timeout=10)
    if process.stdout is not None:
        process.stdout.close()


def read_trace(path: Path) -> list[dict[str, Any]]:
    """A bot's trace, but a last line cut short by a kill."""
    text = path.read_text(encoding="utf-8")
    whole = text if text.endswith("\n") else text.rpartition("\n")[0]
    return [json.loads(line) for line in whole.splitlines()]
