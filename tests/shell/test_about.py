"""Help > About and --version (#37): the version, both games and their designers, in Italian."""

from __future__ import annotations

import tomllib
from importlib import metadata
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from riverboat_qt.__main__ import main
from riverboat_qt.registry import TABLES
from riverboat_qt.shell import about

ROOT = Path(__file__).resolve().parents[2]
DECLARED = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"][
    "version"]


def test_version_is_the_declared_one() -> None:
    assert about.version().split(" ")[0] == DECLARED


def test_a_checkout_never_installed_still_answers(monkeypatch: pytest.MonkeyPatch) -> None:
    def not_installed(name: str) -> str:
        raise metadata.PackageNotFoundError(name)

    monkeypatch.setattr(metadata, "version", not_installed)  # the one about reads
    assert about.version() == f"{DECLARED} (not installed)"


def test_dash_dash_version_prints_it(capsys: pytest.CaptureFixture) -> None:
    with pytest.raises(SystemExit) as done:
        main(["--version"])
    assert done.value.code == 0
    assert capsys.readouterr().out == f"riverboat-qt {about.version()}\n"


def test_about_names_both_games_and_their_designers(qapp) -> None:
    text = about.about_html(TABLES)
    assert "Riverboat: Michael Kiesling, 2017" in text
    assert "The River: Ismaël Perrin and Sébastien Pauchon, 2018" in text
    assert f"Version {about.version()}" in text and "PySide6 " in text


def test_about_in_italian(italian) -> None:
    text = about.about_html(TABLES)
    assert f"Versione {about.version()}" in text and "Licenza" in text
    assert "Michael Kiesling, 2017" in text


def test_the_help_menu_opens_it(window) -> None:
    """The Help menu's last action shows the dialog, titled with the app's name."""
    help_menu = window.menuBar().actions()[-1].menu()
    action = help_menu.actions()[-1]
    shown: list[str] = []

    def close_it() -> None:
        box = QApplication.activeModalWidget()
        assert isinstance(box, QMessageBox)
        shown.append(box.windowTitle() + "|" + box.text())
        box.accept()

    QTimer.singleShot(100, close_it)
    action.trigger()
    assert shown and shown[0].startswith("About Riverboat Qt|")
    assert "The River" in shown[0]
