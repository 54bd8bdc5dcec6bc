"""Where a package's data file is, in a checkout, an installed wheel or a bundle alike.

Each layer keeps its data beside its code (core/riverboat/components.json,
ai/the_river/eval_weights.json, riverboat_qt/i18n/shell_it.qm...) and finds it through
importlib.resources, never through a path relative to the repository: a wheel installed in
site-packages or a PyInstaller bundle has no repository around it."""

from __future__ import annotations

from importlib.resources import files
from pathlib import Path


class MissingPackageData(LookupError):
    """A package's data is not on the file system (a zip import): Qt and the trainer need
    real files."""


def data_path(package: str, *parts: str) -> Path:
    """The file or folder `parts` inside `package` (e.g. "core.riverboat", "components.json"),
    as a real path: Qt's loaders read paths, and the trainer writes the weights in place."""
    found = files(package).joinpath(*parts)
    if not isinstance(found, Path):
        raise MissingPackageData(f"{package}'s data {'/'.join(parts)} is not a file on disk "
                                 f"({type(found).__name__}): install the package unpacked")
    return found
