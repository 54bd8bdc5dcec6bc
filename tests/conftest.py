"""Test setup: Qt runs offscreen before any QApplication exists (no display in CI); the window."""

import os

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


def _open_window(qtbot, folder):
    from riverboat_qt.shell.app import MainWindow

    w = MainWindow(data_dir=folder)
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
