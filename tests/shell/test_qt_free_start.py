"""Issue #44: `--stats` loads no Qt, so what it once asked Qt is answered without it: the
app-data folder on Linux, the words before any translator exists, and the guard against a
shiboken build that leaks None, which now runs when QtCore is first loaded."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from riverboat_qt.shell.i18n import translate
from tests.child_python import run_python

QT_FOLDER = """
import json, os, sys
from PySide6.QtCore import QCoreApplication, QStandardPaths
from riverboat_qt.shell.settings import APPLICATION, ORGANISATION, xdg_data_folder
QCoreApplication.setOrganizationName(ORGANISATION)
QCoreApplication.setApplicationName(APPLICATION)
qt = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
print(json.dumps([qt, str(xdg_data_folder())]))
"""


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the folder of Linux's XDG")
@pytest.mark.parametrize(("home", "xdg"), [
    ("{tmp}/home", None), ("{tmp}/home", "{tmp}/data"), ("{tmp}/home", "relative/data"),
    ("{tmp}/home/", ""), ("{tmp}/a/../home", None), ("{tmp}/home", "{tmp}/da ta/"),
])
def test_the_data_folder_without_qt_is_qt_s(tmp_path: Path, home: str, xdg: str | None,
                                            monkeypatch: pytest.MonkeyPatch) -> None:
    """The library and the settings stay where every earlier version kept them."""
    monkeypatch.setenv("HOME", home.format(tmp=tmp_path))
    if xdg is None:
        monkeypatch.delenv("XDG_DATA_HOME", raising=False)
    else:
        monkeypatch.setenv("XDG_DATA_HOME", xdg.format(tmp=tmp_path))
    monkeypatch.setenv("QT_QPA_PLATFORM", "offscreen")
    done = run_python(QT_FOLDER, timeout=60)
    assert done.returncode == 0, done.stderr
    qt, ours = json.loads(done.stdout)
    assert Path(ours) == Path(qt)


def test_words_before_qt_is_loaded_are_the_source_with_the_count_filled_in() -> None:
    code = ("import sys\n"
            "from riverboat_qt.shell.i18n import translate\n"
            "print(translate('Ctx', '%n game(s) of {x}', None, 3), 'PySide6' in sys.modules)\n")
    done = run_python(code, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "3 game(s) of {x} False"


def test_words_once_qt_is_loaded_are_qt_s(qapp) -> None:
    """With Qt loaded, Qt translates: the English plural forms of the shipped .qm files."""
    from PySide6.QtCore import QCoreApplication

    assert translate("Ctx", "a word") == QCoreApplication.translate("Ctx", "a word")


def test_the_none_guard_runs_when_qtcore_is_first_loaded() -> None:
    code = ("import sys\n"
            "import riverboat_qt\n"
            "from riverboat_qt.shell import _none_guard as guard\n"
            "assert 'PySide6.QtCore' not in sys.modules\n"
            "calls = []\n"
            "real = guard.guard_none\n"
            "guard.guard_none = lambda: calls.append(1) or real()\n"
            "from PySide6.QtCore import QPointF\n"
            "QPointF().setX(1.0)\n"
            "import PySide6.QtGui\n"
            "print(len(calls), any(isinstance(f, guard._GuardQtCore) for f in sys.meta_path))\n")
    done = run_python(code, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "1 False"
