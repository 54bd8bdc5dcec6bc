"""Test setup: Qt runs offscreen before any QApplication exists (no display in CI); the window;
a record of the test under way and of a crash's traceback, for `make test` to show."""

import faulthandler
import os
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("RIVERBOAT_LANGUAGE", "en")  # whatever the machine's locale


def _release_translations() -> None:
    """Compile the .ts files whose .qm is missing or older (make does it; a bare pytest too)."""
    import subprocess
    import sys
    from pathlib import Path

    root = Path(__file__).resolve().parents[1]
    for ts in (root / "resources" / "i18n").glob("*.ts"):
        qm = ts.with_suffix(".qm")
        if not qm.exists() or qm.stat().st_mtime < ts.stat().st_mtime:
            subprocess.run([str(Path(sys.executable).parent / "pyside6-lrelease"), "-silent",
                            str(ts), "-qm", str(qm)], check=True)


_release_translations()

# A crash (SIGSEGV, SIGBUS...) kills pytest before it reports; CI shows only the end of the
# output, where the traceback's oldest frames are. So the test under way and the crashing
# thread's traceback go to files that `make test` prints when pytest dies (pytest's own
# faulthandler plugin is off: -p no:faulthandler in pyproject.toml).
CRASH_DIR = Path(__file__).resolve().parents[1] / "build" / "test-crash"
CRASH_DIR.mkdir(parents=True, exist_ok=True)
_fault_file = (CRASH_DIR / "traceback.txt").open("w", encoding="utf-8")
faulthandler.enable(file=_fault_file, all_threads=False)


def pytest_runtest_logstart(nodeid: str, location: tuple) -> None:
    (CRASH_DIR / "last-test.txt").write_text(nodeid + "\n", encoding="utf-8")


def _open_window(qtbot, folder):
    from riverboat_qt.registry import TABLES
    from riverboat_qt.shell.app import MainWindow

    w = MainWindow(TABLES, data_dir=folder)
    qtbot.addWidget(w)
    w.resize(1600, 1000)
    w.show()
    w.set_speed(0)
    return w


@pytest.fixture
def window(qtbot, tmp_path):
    """A main window at 1600x1000, no animation, its autosave and settings in tmp_path."""
    w = _open_window(qtbot, tmp_path)
    yield w
    w.close()


@pytest.fixture
def italian(qapp, monkeypatch):
    """The app in Italian for one test (windows made in it open in Italian), English after."""
    from riverboat_qt.shell import i18n

    monkeypatch.setenv("RIVERBOAT_LANGUAGE", "it")
    assert not i18n.install_language(qapp, "it"), "a translation file is missing"
    yield
    i18n.install_language(qapp, "en")


@pytest.fixture
def italian_window(italian, qtbot, tmp_path):
    """A main window in Italian at 1600x1000, no animation."""
    w = _open_window(qtbot, tmp_path)
    yield w
    w.close()
