"""The wheel is the app (#37): built from a copy of the source, installed with its dependencies
into a fresh virtual environment outside the checkout, it answers --version, holds every data
file and compiled translation of the source, and plays both games in Italian, offscreen.

One long test module (about a minute: the build, then pip installing PySide6 from its cache or
the index), run by `make test` like any other; its tests share one install, in one process."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
import zipfile
from pathlib import Path

import pytest

from core import registry

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = ("core", "ai", "riverboat_qt")
NOT_SOURCE = (".venv", ".git", "build", "dist", "*.egg-info", "__pycache__", ".pytest_cache",
              ".hypothesis", ".ruff_cache", ".mypy_cache", "runs", "*.qm")  # .qm: built anew
RUNNING = 10.0  # seconds the installed app must keep running with each game

pytestmark = [pytest.mark.install, pytest.mark.xdist_group("install")]


class Installed:
    """A fresh virtual environment with the wheel installed, outside the checkout."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.source = folder / "source"
        self.wheel = build_wheel(self.source, folder / "dist")
        self.venv = folder / "venv"
        run([sys.executable, "-m", "venv", str(self.venv)], folder)
        run([str(self.venv / "bin" / "python"), "-m", "pip", "install", "--quiet",
             "--disable-pip-version-check", "--find-links", str(self.wheel.parent),
             "riverboat-qt"], folder)

    def command(self, *args: str) -> list[str]:
        return [str(self.venv / "bin" / "riverboat-qt"), *args]

    def env(self, data_dir: Path) -> dict[str, str]:
        """No trace of the checkout or its environment; Italian, offscreen, own settings."""
        env = {k: v for k, v in os.environ.items()
               if k not in ("PYTHONPATH", "VIRTUAL_ENV", "PYTHONHOME")}
        env.update(QT_QPA_PLATFORM="offscreen", RIVERBOAT_LANGUAGE="it",
                   RIVERBOAT_DATA_DIR=str(data_dir))
        return env


def run(command: list[str], cwd: Path, env: dict[str, str] | None = None) -> str:
    done = subprocess.run(command, cwd=cwd, env=env, capture_output=True, text=True,
                          timeout=900, check=False)
    assert done.returncode == 0, f"{command}: {done.stderr[-3000:]}"
    return done.stdout


def build_wheel(source: Path, dist: Path) -> Path:
    """Copy the source (no .qm, no build leftovers: a fresh clone's files) and build its wheel
    in pip's isolated build environment, as `python -m build` would."""
    shutil.copytree(ROOT, source, ignore=shutil.ignore_patterns(*NOT_SOURCE))
    run([sys.executable, "-m", "pip", "wheel", "--quiet", "--disable-pip-version-check",
         "--no-deps", "--wheel-dir", str(dist), str(source)], source.parent)
    (wheel,) = dist.glob("riverboat_qt-*.whl")
    return wheel


@pytest.fixture(scope="module")
def installed(tmp_path_factory: pytest.TempPathFactory) -> Installed:
    return Installed(tmp_path_factory.mktemp("install"))


def test_the_command_answers_its_version(installed: Installed) -> None:
    out = run(installed.command("--version"), installed.folder)
    assert out.startswith("riverboat-qt ") and "not installed" not in out


def test_the_wheel_holds_every_data_file_and_compiled_translation(installed: Installed) -> None:
    expected = set()
    for package in PACKAGES:
        for path in (installed.source / package).rglob("*"):
            if path.is_file() and path.suffix != ".py":
                expected.add(path.relative_to(installed.source).as_posix())
    expected |= {name.removesuffix(".ts") + ".qm" for name in expected if name.endswith(".ts")}
    assert any(name.endswith("_it.qm") for name in expected)
    with zipfile.ZipFile(installed.wheel) as wheel:
        data = {name for name in wheel.namelist()
                if not name.endswith(".py") and ".dist-info/" not in name}
        assert all(wheel.getinfo(name).file_size > 0 for name in data)
    assert data == expected


def test_the_installed_window_speaks_italian_and_reads_its_own_data(installed: Installed,
                                                                    tmp_path: Path) -> None:
    """The window's menus in Italian (every .qm loaded), its data read from site-packages."""
    code = ("import sys\n"
            "from PySide6.QtWidgets import QApplication\n"
            "app = QApplication([])\n"
            "from core.riverboat import components\n"
            "from riverboat_qt.registry import TABLES\n"
            "from riverboat_qt.shell.app import MainWindow\n"
            "w = MainWindow(TABLES, data_dir=sys.argv[1])\n"
            "print(components.RESOURCE)\n"
            "print('|'.join(a.text() for a in w.menuBar().actions()), flush=True)\n"
            "import os; os._exit(0)  # a probe: the AI's thread is not waited for\n")
    out = run([str(installed.venv / "bin" / "python"), "-c", code, str(tmp_path)],
              installed.folder, installed.env(tmp_path))
    resource, menus = out.splitlines()[-2:]
    assert Path(resource).is_relative_to(installed.venv)
    assert menus.split("|") == ["&File", "&Modifica", "&Visualizza", "&Aiuto"]


def test_the_installed_app_plays_every_game_for_ten_seconds(installed: Installed,
                                                             tmp_path: Path) -> None:
    started = {}
    for game in registry.GAMES:
        env = installed.env(tmp_path / game)
        started[game] = subprocess.Popen(
            installed.command("--game", game, "--seats", "human,easy"), cwd=installed.folder,
            env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    time.sleep(RUNNING)
    ended = {game: p.poll() for game, p in started.items()}
    for p in started.values():
        p.terminate()
    errors = {game: p.communicate(timeout=30)[1] for game, p in started.items()}
    assert ended == dict.fromkeys(registry.GAMES), errors
    assert not any("Traceback" in e for e in errors.values()), errors
