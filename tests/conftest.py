"""Test setup: Qt runs offscreen before any QApplication exists (no display in CI); the window;
a record of the test under way and of a crash's traceback, for `make test` to show."""

import faulthandler
import os
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("RIVERBOAT_LANGUAGE", "en")  # whatever the machine's locale
# no sound device for the windows of the suite; tests/shell/test_sound.py opens miniaudio's null
# backend itself
os.environ.setdefault("RIVERBOAT_SOUND", "off")


def _release_translations() -> None:
    """Compile the .ts files whose .qm is missing or older (make does it; a bare pytest too)."""
    import subprocess
    import sys
    from pathlib import Path

    root = Path(__file__).resolve().parents[1]
    for ts in (root / "riverboat_qt" / "i18n").glob("*.ts"):
        qm = ts.with_suffix(".qm")
        if not qm.exists() or qm.stat().st_mtime < ts.stat().st_mtime:
            subprocess.run([str(Path(sys.executable).parent / "pyside6-lrelease"), "-silent",
                            str(ts), "-qm", str(qm)], check=True)


_release_translations()

# A crash (SIGSEGV, SIGBUS...) kills the process that runs the test before it reports; CI
# shows only the end of the output, where the traceback's oldest frames are. So each process
# that runs tests (pytest itself, "main", or each pytest-xdist worker: gw0, gw1...) writes the
# test under way and its crashing thread's traceback to files of its own, NAME.last-test.txt
# and NAME.traceback.txt, which `make test` prints when a traceback is not empty (pytest's own
# faulthandler plugin is off: -p no:faulthandler in pyproject.toml).
PROCESS = os.environ.get("PYTEST_XDIST_WORKER", "main")
CRASH_DIR = Path(__file__).resolve().parents[1] / "build" / "test-crash"
CRASH_DIR.mkdir(parents=True, exist_ok=True)
if PROCESS == "main":  # a new run, before its workers start: no earlier run's file is left
    for _old in CRASH_DIR.glob("*.txt"):
        _old.unlink()
_fault_file = (CRASH_DIR / f"{PROCESS}.traceback.txt").open("w", encoding="utf-8")
faulthandler.enable(file=_fault_file, all_threads=False)


def pytest_runtest_logstart(nodeid: str, location: tuple[str, int | None, str]) -> None:
    (CRASH_DIR / f"{PROCESS}.last-test.txt").write_text(nodeid + "\n", encoding="utf-8")


def _uses_qt(item: pytest.Item) -> bool:
    """The test takes a QApplication (pytest-qt's qapp, which qtbot and the window fixtures
    take), or its module uses PySide6 itself."""
    if "qapp" in getattr(item, "fixturenames", ()):
        return True
    module = getattr(item, "module", None)
    return module is not None and any(str(getattr(value, "__module__", "")).startswith("PySide6")
                                      for value in vars(module).values())


def qt_group(item: pytest.Item) -> str | None:
    """The group of a Qt test: its file's (qt-FOLDER-FILE), so that a file's Qt tests share
    one process and its QApplication, in their order, and the files spread over the processes;
    None for a test that takes no QApplication."""
    if not _uses_qt(item):
        return None
    return f"qt-{item.path.parent.name}-{item.path.stem}"


@pytest.hookimpl(tryfirst=True)  # before pytest-xdist's own hook reads the groups
def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """A file's Qt tests form one group, which `make test` (pytest-xdist, --dist loadgroup)
    runs in one process in their order, as a serial run does; the others go test by test.
    Groups by file, not by folder: tests/shell's 400 Qt tests in one process were the suite's
    tail while the other process stood idle (docs/developing.md, "Suite time")."""
    for item in items:
        group = qt_group(item)
        if group is not None:
            item.add_marker(pytest.mark.xdist_group(group))


@pytest.fixture(autouse=True)
def test_only_games(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch):
    """A test parametrized with a test-only game (tests/games.py: the toy) finds it in the
    registries, as it finds a real game."""
    params = getattr(getattr(request.node, "callspec", None), "params", {})
    wanted = {value for value in params.values() if isinstance(value, str)}
    if not wanted:
        yield
        return
    from tests.games import registered

    with registered(wanted, monkeypatch):
        yield


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
