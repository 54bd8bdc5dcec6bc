"""The AI helper process (riverboat_qt/shell/ai_process.py) when the window goes while it
thinks (issue #32, item 4): it ends quietly, while a real error of a bot still reaches the
window and the helper serves on."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from contextlib import suppress
from pathlib import Path

import pytest

import core
from core import registry
from riverboat_qt.shell.ai_process import BotProcess
from tests.child_python import ROOT

# The window stand-in: it starts the helper as the controller does, asks it a long question
# (a move, or a review), and SIGKILLs itself at the helper's first progress report.
KILLED_WHILE_THINKING = """
import os, signal, sys
import core
from core import registry
from riverboat_qt.shell.ai_process import BotProcess

job, pid_file = sys.argv[1], sys.argv[2]
host = BotProcess()
assert host.wait_ready()
with open(pid_file, "w") as fh:
    fh.write(str(host.proc.pid))

def die(*_):
    os.kill(os.getpid(), signal.SIGKILL)

if job == "move":
    state = registry.game("riverboat").new_game(2, 7, None)
    host.choose(0, "mcts:time=60", 7, state, die, lambda: False)
else:
    record, _ = core.random_game(2, 4)
    host.review(record, 0, (2.0, None), 4, die, lambda: False)
print("the window outlived its helper's progress")
"""


@pytest.mark.parametrize("job", ["move", "review"])
def test_the_ai_helper_exits_quietly_when_the_window_dies_while_it_thinks(tmp_path, job):
    """Issue #32 item 4: the helper printed two chained BrokenPipeError tracebacks and the
    resource tracker warned of 5 leaked semaphores (the cancel Event's)."""
    pid_file = tmp_path / "helper.pid"
    window = subprocess.Popen([sys.executable, "-c", KILLED_WHILE_THINKING, job, str(pid_file)],
                              cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                              text=True)
    try:  # the pipes reach their end once the helper (and the resource tracker) have exited
        out, err = window.communicate(timeout=90)
    except subprocess.TimeoutExpired:
        stop_helper(pid_file)
        window.kill()
        window.communicate()
        pytest.fail("the helper went on after its window was killed")
    assert window.returncode == -signal.SIGKILL, (out, err)
    assert pid_file.exists()
    assert err == "", err  # no traceback, no 'leaked semaphore objects'


def stop_helper(pid_file: Path) -> None:
    with suppress(OSError, ValueError):
        os.kill(int(pid_file.read_text()), signal.SIGKILL)


def test_a_bot_error_in_the_helper_still_reaches_the_window_and_it_serves_on():
    host = BotProcess()
    try:
        state = registry.game("riverboat").new_game(2, 3, None)
        with pytest.raises(RuntimeError, match="ValueError: bot 'mcts' has no option 'bogus'"):
            host.choose(0, "mcts:bogus=1", 3, state, None, lambda: False)
        with pytest.raises(RuntimeError, match="ValueError: seat 5 is not in this 2-player game"):
            host.review(core.GameRecord.start(2, 3)[0], 5, (0.1, None), 2, None, lambda: False)
        action = host.choose(0, "mcts:iters=20", 3, state, None, lambda: False)
        assert action in state.legal_actions() and host.alive()
    finally:
        host.close()
    assert not host.alive()
