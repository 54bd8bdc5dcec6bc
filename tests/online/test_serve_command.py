"""riverboat-qt --serve's command line: what does not go with it is a usage error at once."""

from __future__ import annotations

import socket

import pytest

from riverboat_qt.__main__ import main
from tests.child_python import run_python


@pytest.mark.parametrize(("argv", "said"), [
    (["--serve", "--seats", "human,easy"], "not allowed with --seats"),
    (["--serve", "--game", "the-river"], "not allowed with --game"),
    (["--serve", "--port", "70000"], "70000 is no port"),
    (["--serve", "--stats"], "not allowed with argument --serve"),
])
def test_a_serve_command_line_that_makes_no_sense_is_a_usage_error(
        argv: list[str], said: str, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_:
        main(argv)
    assert exit_.value.code == 2 and said in capsys.readouterr().err


def test_a_port_taken_already_ends_the_host_with_a_sentence() -> None:
    """In a process of its own: the host makes a QCoreApplication, which would stand in the way
    of the QApplication of this process's later window tests."""
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        done = run_python("import sys; from riverboat_qt.__main__ import main; "
                          "sys.exit(main(sys.argv[1:]))", "--serve", "--address", "127.0.0.1",
                          "--port", str(port), timeout=60)
    assert done.returncode == 1
    assert f"cannot listen on 127.0.0.1:{port}" in done.stderr
