"""pytest-xdist's --dist loadgroup keeps a group's tests in one process: `make test` relies on
it (a module's shared install, each file's Qt tests in their order). Under pytest 9.2 with
pytest-xdist 3.8 it silently did not (the install was built twice): the README's cap on pytest.
And tests/conftest.py groups the Qt tests by file, so that the files spread over the processes
instead of one folder's 400 tests keeping one process busy while the other stands idle."""

from __future__ import annotations

import pytest

from tests.child_python import run_python
from tests.conftest import qt_group

GROUPED = '''
import os, pathlib, pytest
pytestmark = pytest.mark.xdist_group("GROUP")

@pytest.mark.parametrize("k", range(6))
def test_where(k):
    with (pathlib.Path(__file__).parent / "workers.txt").open("a") as out:
        out.write("GROUP " + os.environ.get("PYTEST_XDIST_WORKER", "none") + "\\n")
'''

RUN = """
import sys, pytest
sys.exit(pytest.main([sys.argv[1], "-p", "no:cacheprovider", "-o", "addopts=", "-n", "2",
                      "--dist", "loadgroup", "-q", "--rootdir", sys.argv[1]]))
"""


def test_a_groups_tests_run_in_one_process_and_two_groups_in_two(tmp_path) -> None:
    for group in ("first", "second"):
        (tmp_path / f"test_{group}.py").write_text(GROUPED.replace("GROUP", group))
    done = run_python(RUN, str(tmp_path), timeout=120)
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]
    ran = [line.split() for line in (tmp_path / "workers.txt").read_text().splitlines()]
    where = {group: {worker for g, worker in ran if g == group} for group in ("first", "second")}
    assert len(ran) == 12 and all(len(workers) == 1 for workers in where.values()), where
    assert where["first"] != where["second"], f"both groups ran in {where['first']}"


def group_of(item: pytest.Item) -> str | None:
    marks = list(item.iter_markers("xdist_group"))
    return str(marks[0].args[0]) if marks else None


def test_a_qt_test_is_grouped_with_its_files_qt_tests_only(request, qapp) -> None:
    """This test takes a QApplication: its group is its file's; across what pytest collected,
    no group holds tests of two files, and every Qt test has its file's group."""
    assert group_of(request.node) == qt_group(request.node) == "qt-tests-test_xdist_groups"
    files: dict[str, set[str]] = {}
    for item in request.session.items:
        group = qt_group(item)
        assert group_of(item) == group or group is None, item.nodeid
        if group is not None:
            files.setdefault(group, set()).add(str(item.path))
    assert all(len(paths) == 1 for paths in files.values()), files


def test_a_test_without_qt_is_in_no_group(request) -> None:
    assert qt_group(request.node) is None and group_of(request.node) is None
