"""--install-desktop-entry / --uninstall-desktop-entry (#37): an XDG entry and the icon in the
user's data folder, written whole, starting the running command; removed again."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtSvg import QSvgRenderer

from riverboat_qt import desktop_entry
from riverboat_qt.__main__ import main


@pytest.fixture
def data_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    home = tmp_path / "share"
    monkeypatch.setenv("XDG_DATA_HOME", str(home))
    return home


def installed(home: Path) -> tuple[Path, Path]:
    return (home / "applications" / "riverboat-qt.desktop",
            home / "icons" / "hicolor" / "scalable" / "apps" / "riverboat-qt.svg")


def test_install_writes_the_entry_and_the_icon(data_home: Path,
                                               capsys: pytest.CaptureFixture) -> None:
    assert main(["--install-desktop-entry"]) == 0
    entry, icon = installed(data_home)
    assert capsys.readouterr().out.split() == ["wrote", str(entry), "wrote", str(icon)]
    lines = entry.read_text(encoding="utf-8").splitlines()
    assert lines[0] == "[Desktop Entry]" and "Icon=riverboat-qt" in lines
    assert QSvgRenderer(str(icon)).isValid()
    assert sorted(p.name for p in entry.parent.iterdir()) == ["riverboat-qt.desktop"]  # no temp


def test_the_entry_and_the_icon_are_readable_by_all(data_home: Path) -> None:
    """Issue #47: they were written 600, the temporary file's mode."""
    main(["--install-desktop-entry"])
    assert [path.stat().st_mode & 0o777 for path in installed(data_home)] == [0o644, 0o644]


def test_the_entry_starts_the_running_command(data_home: Path,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    """Under pytest the running command is this Python with -m; installed, the script."""
    main(["--install-desktop-entry"])
    exec_line = next(line for line in installed(data_home)[0].read_text().splitlines()
                     if line.startswith("Exec="))
    assert exec_line.endswith(" -m riverboat_qt") and Path(exec_line[5:].split()[0]).is_absolute()
    script = data_home.parent / "bin" / "riverboat-qt"
    script.parent.mkdir()
    script.write_text("#!/bin/sh\n")
    monkeypatch.setattr(sys, "argv", ["bin/riverboat-qt"])
    monkeypatch.chdir(data_home.parent)
    assert desktop_entry.running_command() == [str(script)]


def test_installing_again_replaces_the_old_entry(data_home: Path) -> None:
    entry, _ = installed(data_home)
    entry.parent.mkdir(parents=True)
    entry.write_text("[Desktop Entry]\nName=old\n")
    main(["--install-desktop-entry"])
    assert "Name=Riverboat Qt" in entry.read_text() and "Name=old" not in entry.read_text()


def test_uninstall_removes_both_and_says_so_when_nothing_is_there(
        data_home: Path, capsys: pytest.CaptureFixture) -> None:
    main(["--install-desktop-entry"])
    capsys.readouterr()
    assert main(["--uninstall-desktop-entry"]) == 0
    assert not any(p.exists() for p in installed(data_home))
    assert capsys.readouterr().out.count("removed ") == 2
    assert main(["--uninstall-desktop-entry"]) == 0
    assert capsys.readouterr().out == "no desktop entry to remove\n"


def test_an_unwritable_data_folder_is_an_error_not_a_traceback(
        data_home: Path, capsys: pytest.CaptureFixture) -> None:
    data_home.mkdir()
    (data_home / "applications").write_text("a file where the folder should be")
    assert main(["--install-desktop-entry"]) == 1
    assert "the desktop entry could not be written" in capsys.readouterr().err


def test_a_relative_xdg_data_home_is_ignored() -> None:
    """The XDG spec: a relative path in XDG_DATA_HOME is invalid and ignored."""
    assert desktop_entry.data_home({"XDG_DATA_HOME": "rel/share"}) == (
        Path.home() / ".local" / "share")
    assert desktop_entry.data_home({"XDG_DATA_HOME": "/x/share"}) == Path("/x/share")


@pytest.mark.parametrize("argument, written", [
    ("/usr/bin/riverboat-qt", "/usr/bin/riverboat-qt"),
    ("/home/a b/bin/riverboat-qt", '"/home/a b/bin/riverboat-qt"'),
    ('/opt/"q"$x', '"/opt/\\\\"q\\\\"\\\\$x"'),
    ("/opt/100%", '"/opt/100%%"'),
])
def test_exec_arguments_are_quoted_as_the_spec_says(argument: str, written: str) -> None:
    assert desktop_entry.exec_quoted(argument) == written


def test_desktop_file_validate_accepts_the_entry(data_home: Path) -> None:
    validate = shutil.which("desktop-file-validate")
    if validate is None:
        pytest.skip("desktop-file-validate is not installed (apt-get install desktop-file-utils)")
    main(["--install-desktop-entry"])
    done = subprocess.run([validate, str(installed(data_home)[0])], capture_output=True,
                          text=True, check=False)
    assert done.returncode == 0 and not done.stdout.strip(), done.stdout
