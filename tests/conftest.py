"""Test setup: Qt runs offscreen before any QApplication exists (no display in CI); the window."""

import os

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


@pytest.fixture
def window(qtbot, tmp_path):
    """A main window at 1600x1000, no animation, its autosave and settings in tmp_path."""
    from riverboat_qt.shell.app import MainWindow

    w = MainWindow(data_dir=tmp_path)
    qtbot.addWidget(w)
    w.resize(1600, 1000)
    w.show()
    w.set_speed(0)
    yield w
    w.close()
