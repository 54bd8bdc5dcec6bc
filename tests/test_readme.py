"""The README's engine example runs as printed: each ```python block of README.md is a doctest."""

from __future__ import annotations

import doctest
import re
from pathlib import Path

README = Path(__file__).resolve().parents[1] / "README.md"
BLOCK = re.compile(r"^```python\n(.*?)^```$", re.DOTALL | re.MULTILINE)


def python_blocks(text: str) -> list[tuple[int, str]]:
    """Each ```python block of a Markdown text, with the line its code starts on (0-based)."""
    return [(text.count("\n", 0, m.start(1)), m.group(1)) for m in BLOCK.finditer(text)]


def failures(text: str, name: str) -> tuple[int, str]:
    """How many examples of the text's python blocks fail, and the doctest report of them."""
    parser, runner = doctest.DocTestParser(), doctest.DocTestRunner(verbose=False)
    report: list[str] = []
    for line, code in python_blocks(text):
        test = parser.get_doctest(code, {}, f"{name} line {line + 1}", name, line)
        runner.run(test, out=report.append)
    return runner.failures, "".join(report)


def test_the_readme_shows_the_engine_as_a_doctest() -> None:
    blocks = python_blocks(README.read_text(encoding="utf-8"))
    assert blocks, "README.md has no ```python block"
    assert all(">>> " in code for _, code in blocks), "a python block without >>> tests nothing"


def test_the_readme_examples_give_what_they_print() -> None:
    failed, report = failures(README.read_text(encoding="utf-8"), "README.md")
    assert failed == 0, report


def test_a_changed_example_fails() -> None:
    text = README.read_text(encoding="utf-8")
    changed = text.replace("core.new_game(3, seed=7)", "core.new_game(3, seed=8)")
    assert changed != text, "the README's example no longer plays seed 7"
    failed, report = failures(changed, "README.md (seed 8)")
    assert failed == 1 and "Expected:" in report
