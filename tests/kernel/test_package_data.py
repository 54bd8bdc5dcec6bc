"""core.package_data: each layer's data found beside its code, refused when not on disk."""

from __future__ import annotations

import sys
import zipfile
from pathlib import Path

import pytest

from core.package_data import MissingPackageData, data_path

ROOT = Path(__file__).resolve().parents[2]


def test_the_games_data_is_found_beside_their_code() -> None:
    assert data_path("core.riverboat", "components.json") == (
        ROOT / "core" / "riverboat" / "components.json")
    assert data_path("core.the_river", "components.json").is_file()


def test_no_data_is_left_in_a_resources_folder_at_the_root() -> None:
    """#37: a wheel has no folder beside its packages; every datum moved into one."""
    assert not (ROOT / "resources").exists()


def test_data_in_a_zip_import_is_refused_with_the_reason(tmp_path: Path,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    archive = tmp_path / "zipped.zip"
    with zipfile.ZipFile(archive, "w") as z:
        z.writestr("zipped_data_pkg/__init__.py", "")
        z.writestr("zipped_data_pkg/x.json", "{}")
    monkeypatch.syspath_prepend(str(archive))
    with pytest.raises(MissingPackageData, match="x.json is not a file on disk"):
        data_path("zipped_data_pkg", "x.json")
    sys.modules.pop("zipped_data_pkg", None)
