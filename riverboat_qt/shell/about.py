"""Help > About: the app's name and version, the games it plays and who designed them, the
license, and the Qt it runs on; the version also answers `riverboat-qt --version`."""

from __future__ import annotations

import html
import platform
import tomllib
from importlib import metadata
from pathlib import Path

import PySide6
from PySide6.QtCore import qVersion
from PySide6.QtWidgets import QMessageBox, QWidget

from core import registry

from . import i18n
from .i18n import Words
from .tables import Tables

DISTRIBUTION = "riverboat-qt"
NAME = "Riverboat Qt"


class About(Words):
    """The About dialog's words."""


def version() -> str:
    """The installed distribution's version; in a checkout that was never installed, the one
    its pyproject.toml declares, marked so; "unknown" when neither exists (a bare copy)."""
    try:
        return metadata.version(DISTRIBUTION)
    except metadata.PackageNotFoundError:
        pyproject = Path(__file__).resolve().parents[2] / "pyproject.toml"
        try:
            declared = tomllib.loads(pyproject.read_text(encoding="utf-8"))["project"]["version"]
        except (OSError, KeyError, tomllib.TOMLDecodeError):
            return "unknown"
        return f"{declared} (not installed)"


def credit(tables: Tables, game_id: str) -> str:
    """A game's title and its authors and year: the first sentence of its table's blurb, which
    begins with them (GameTable.blurb), in the window's language."""
    table = tables[game_id]
    authors = i18n.table_words(table, table.blurb).split(". ", 1)[0].rstrip(".")
    title = registry.game(game_id).title
    return f"{title}: {authors}" if authors else title


def about_html(tables: Tables) -> str:
    """The dialog's text: name, version, the games, the license, the versions it runs on."""
    lines = [
        About.tr("Version {version}").format(version=version()),
        About.tr("Two board games, against computer opponents or hot-seat:"),
        "\n".join(credit(tables, g) for g in tables.ids()),
        About.tr("License: none chosen yet; all rights reserved."),
        About.tr("Qt {qt}, PySide6 {pyside}, Python {python}").format(
            qt=qVersion(), pyside=PySide6.__version__, python=platform.python_version()),
    ]
    paragraphs = "".join(f"<p>{html.escape(line).replace(chr(10), '<br>')}</p>" for line in lines)
    return f"<h3>{NAME}</h3>{paragraphs}"


def show_about(parent: QWidget, tables: Tables) -> None:
    QMessageBox.about(parent, About.tr("About {name}").format(name=NAME), about_html(tables))
