"""What the real-window checks (tools/x_*.py) share: the window manager they start on the display,
the app's window they open, and the report of their checks. The script puts the project's root
on sys.path before it imports this."""

from __future__ import annotations

import shutil
import subprocess
import sys
import time
from collections.abc import Sequence
from pathlib import Path

from PySide6.QtWidgets import QApplication

from riverboat_qt.registry import TABLES
from riverboat_qt.shell.app import MainWindow
from riverboat_qt.shell.driving import wait_until

TOOLS = ("xdotool", "import", "openbox")
_HELD: list[QApplication] = []  # the application, held for the script's life


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


def open_window(data_dir: Path, size: tuple[int, int] | None = None) -> MainWindow:
    """The app's window on the display, its files in data_dir: at the top left at `size`, or
    maximised as a desktop shows it; returned once it is visible."""
    app = QApplication.instance()
    _HELD.append(app if isinstance(app, QApplication) else QApplication(sys.argv))
    window = MainWindow(TABLES, data_dir=data_dir)
    if size is None:
        window.showMaximized()
    else:
        window.move(0, 0)
        window.resize(*size)
        window.show()
    wait_until(window.isVisible, timeout=10)
    return window


def report(failures: Sequence[str]) -> int:
    """Each failed check on a line, a summary, and the exit status: 1 if one failed."""
    for failure in failures:
        print("FAIL:", failure)
    print("all checks passed" if not failures else f"{len(failures)} check(s) failed")
    return 1 if failures else 0
