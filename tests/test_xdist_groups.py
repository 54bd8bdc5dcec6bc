"""pytest-xdist's --dist loadgroup keeps a group's tests in one process: `make test` relies on
it (a module's shared install, each folder's Qt tests in their order). Under pytest 9.2 with
pytest-xdist 3.8 it silently did not (the install was built twice): the README's cap on pytest."""

from __future__ import annotations

from tests.child_python import run_python

GROUPED = '''
import os, pathlib, pytest
pytestmark = pytest.mark.xdist_group("together")

@pytest.mark.parametrize("k", range(6))
def test_where(k):
    with (pathlib.Path(__file__).parent / "workers.txt").open("a") as out:
        out.write(os.environ.get("PYTEST_XDIST_WORKER", "none") + "\\n")
'''

RUN = """
import sys, pytest
sys.exit(pytest.main([sys.argv[1], "-p", "no:cacheprovider", "-o", "addopts=", "-n", "2",
                      "--dist", "loadgroup", "-q", "--rootdir", sys.argv[2]]))
"""


def test_a_groups_tests_run_in_one_process(tmp_path) -> None:
    (tmp_path / "test_grouped.py").write_text(GROUPED)
    done = run_python(RUN, str(tmp_path / "test_grouped.py"), str(tmp_path), timeout=120)
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]
    ran = (tmp_path / "workers.txt").read_text().split()
    assert len(ran) == 6 and len(set(ran)) == 1, f"the group's tests ran in {sorted(set(ran))}"
