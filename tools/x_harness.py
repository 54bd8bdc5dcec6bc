"""What the real-window checks (tools/x_*.py) share: the window manager they start on the display,
and the report of their checks."""

from __future__ import annotations

import shutil
import subprocess
import time
from collections.abc import Sequence

TOOLS = ("xdotool", "import", "openbox")


def start_window_manager() -> subprocess.Popen[bytes] | None:
    """openbox on the display (it decorates and focuses the window, as a desktop does), once
    xdotool, imagemagick's import and openbox are found; None, said why, if one is missing."""
    for tool in TOOLS:
        if not shutil.which(tool):
            print(f"needs {tool} (apt-get install xdotool imagemagick openbox)")
            return None
    wm = subprocess.Popen(["openbox"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    time.sleep(1.0)  # the window manager first, then the window
    return wm


def report(failures: Sequence[str]) -> int:
    """Each failed check on a line, a summary, and the exit status: 1 if one failed."""
    for failure in failures:
        print("FAIL:", failure)
    print("all checks passed" if not failures else f"{len(failures)} check(s) failed")
    return 1 if failures else 0
