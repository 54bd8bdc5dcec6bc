"""Test code that runs in a Python of its own: what could crash or taint the test process (a
Qt double delete, Dask's threads) fails one test instead."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def run_python(code: str, *args: str, timeout: float) -> subprocess.CompletedProcess[str]:
    """Run code with args (sys.argv[1:]) in a new interpreter at the project's root."""
    return subprocess.run([sys.executable, "-c", code, *args], cwd=ROOT, capture_output=True,
                          text=True, timeout=timeout, check=False)
