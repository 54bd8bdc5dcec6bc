"""The one build step pyproject.toml cannot say: the translations, compiled into the wheel.

The .qm files are not checked in (make compiles them in a checkout); a wheel built without
them would start in English only, so build_py compiles every riverboat_qt/i18n/*.ts into the
build folder with PySide6's lrelease (PySide6-Essentials is a build requirement), and fails
the build if one cannot be compiled."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

I18N = Path("riverboat_qt") / "i18n"
LRELEASE = "from PySide6.scripts.pyside_tool import lrelease; lrelease()"


class BuildWithTranslations(build_py):
    """build_py, then each .ts compiled to its .qm beside the built package's .ts files."""

    def run(self) -> None:
        super().run()
        sources = sorted(I18N.glob("*.ts"))
        if not sources:
            raise RuntimeError(f"no translations in {I18N.resolve()}: the wheel would lack them")
        target = Path(self.build_lib) / I18N
        target.mkdir(parents=True, exist_ok=True)
        for ts in sources:
            qm = target / ts.with_suffix(".qm").name
            subprocess.run([sys.executable, "-c", LRELEASE, "-silent", str(ts), "-qm", str(qm)],
                           check=True)
            if not qm.is_file() or qm.stat().st_size == 0:
                raise RuntimeError(f"pyside6-lrelease made no {qm} from {ts}")


setup(cmdclass={"build_py": BuildWithTranslations})
