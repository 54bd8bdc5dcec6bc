"""`riverboat-qt --install-desktop-entry`: the app in the desktop's menu, with its icon.

Writes an XDG desktop entry and the SVG icon into the user's data folder ($XDG_DATA_HOME, else
~/.local/share): applications/riverboat-qt.desktop and icons/hicolor/scalable/apps/
riverboat-qt.svg, each to a temporary file renamed over the old one. The entry's Exec is the
command that is running now, by its absolute path, so that the menu starts the same install."""

from __future__ import annotations

import os
import sys
from pathlib import Path

from core.files import write_text_atomically
from core.package_data import data_path

APP_ID = "riverboat-qt"
ICON = data_path("riverboat_qt.shell", f"{APP_ID}.svg")
SCRIPT_NAMES = (APP_ID, f"{APP_ID}.exe", f"{APP_ID}-script.pyw")
READABLE = 0o644  # the desktop and its icon themes read these files, as any installed one


def data_home(environ: dict[str, str] | None = None) -> Path:
    """$XDG_DATA_HOME when it is an absolute path (the spec ignores a relative one), else
    ~/.local/share."""
    found = (os.environ if environ is None else environ).get("XDG_DATA_HOME", "")
    return Path(found) if os.path.isabs(found) else Path.home() / ".local" / "share"


def entry_paths(home: Path) -> tuple[Path, Path]:
    """Where the desktop entry and the icon go under the data folder."""
    return (home / "applications" / f"{APP_ID}.desktop",
            home / "icons" / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg")


def running_command() -> list[str]:
    """The command that started this process: the installed script, a bundle's executable, or
    this Python with -m riverboat_qt."""
    if getattr(sys, "frozen", False):  # a PyInstaller bundle: its executable is the app
        return [str(Path(sys.executable).resolve())]
    script = Path(sys.argv[0])
    if script.name in SCRIPT_NAMES and script.is_file():
        return [str(script.resolve())]
    return [os.path.abspath(sys.executable), "-m", "riverboat_qt"]  # a venv's link kept


def exec_quoted(argument: str) -> str:
    """One argument of the Exec key: quoted when it needs it, the desktop entry spec's escapes
    inside the quotes, then the string escape of every value (a backslash doubled)."""
    reserved = set(' \t\n"\'\\><~|&;$*?#()`')
    if argument and not reserved.intersection(argument) and "%" not in argument:
        return argument
    quoted = "".join("\\" + c if c in '"`$\\' else c for c in argument).replace("%", "%%")
    return f'"{quoted}"'.replace("\\", "\\\\")


def entry_text(command: list[str]) -> str:
    """The desktop entry: a game, in English and Italian, starting `command`."""
    return "\n".join([
        "[Desktop Entry]",
        "Type=Application",
        "Version=1.4",  # 1.5 adds nothing used here, and older validators refuse it
        "Name=Riverboat Qt",
        "GenericName=Board game",
        "GenericName[it]=Gioco da tavolo",
        "Comment=Riverboat and The River, against computer opponents or hot-seat",
        "Comment[it]=Riverboat e The River, contro avversari del computer o tra persone alla "
        "stessa finestra",
        "Exec=" + " ".join(exec_quoted(a) for a in command),
        f"Icon={APP_ID}",
        "Terminal=false",
        "Categories=Game;BoardGame;",
        "Keywords=board game;Riverboat;The River;",
        "StartupNotify=true",
        "",
    ])


def install(home: Path, command: list[str]) -> list[Path]:
    """Write the entry and the icon; OSError says what could not be written."""
    entry, icon = entry_paths(home)
    write_text_atomically(icon, ICON.read_text(encoding="utf-8"), mode=READABLE)
    write_text_atomically(entry, entry_text(command), mode=READABLE)
    return [entry, icon]


def uninstall(home: Path) -> list[Path]:
    """Remove the entry and the icon; the ones that were there."""
    removed = []
    for path in entry_paths(home):
        if path.is_file():
            path.unlink()
            removed.append(path)
    return removed
