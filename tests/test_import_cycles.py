"""No import cycle inside a package (core/, core/riverboat/, ai/...): a layered module graph.

An edge A -> B is any import of B that runs when A is loaded or used: module-level imports AND
imports inside functions. A function-local import hides a cycle from Python's loader but not
from the reader, and it is exactly how the old `state <-> rules <-> validate` knot was kept
alive, so it counts. Imports under `if TYPE_CHECKING:` do not count: they never run, and they
are how a module names a type from a module that imports it.
Only edges between modules of the same package are checked: ai -> core and a game -> the kernel
are the allowed directions between packages, and tests/test_layers.py polices those.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def _is_type_checking(node: ast.If) -> bool:
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def _imports(tree: ast.AST) -> list[ast.Import | ast.ImportFrom]:
    """Every import statement, skipping the bodies of `if TYPE_CHECKING:` blocks."""
    found: list[ast.Import | ast.ImportFrom] = []
    stack: list[ast.AST] = [tree]
    while stack:
        node = stack.pop()
        if isinstance(node, ast.If) and _is_type_checking(node):
            stack.extend(node.orelse)
            continue
        if isinstance(node, ast.Import | ast.ImportFrom):
            found.append(node)
        stack.extend(ast.iter_child_nodes(node))
    return found


def _targets(package: str, node: ast.Import | ast.ImportFrom, modules: set[str]) -> set[str]:
    """The modules of `package` that one import statement loads."""
    if isinstance(node, ast.Import):
        names = [alias.name for alias in node.names]
    elif node.level == 0:
        base = node.module or ""
        names = [base] + [f"{base}.{alias.name}" for alias in node.names]
    else:  # relative: level 1 is the package itself, level 2 its parent...
        parts = package.split(".")
        anchor = ".".join(parts[:len(parts) - node.level + 1])
        base = f"{anchor}.{node.module}" if node.module else anchor
        # `from . import rules`: the named submodules; the package's __init__ only if named
        names = ([base] if node.module else []) + [f"{base}.{alias.name}" for alias in node.names]
    return {name for name in names if name in modules}


def import_graph(package: str) -> dict[str, set[str]]:
    """Module -> modules of the same package it imports (the package's __init__ included)."""
    files = sorted((ROOT / package.replace(".", "/")).glob("*.py"))
    names = {f: package if f.stem == "__init__" else f"{package}.{f.stem}" for f in files}
    modules = set(names.values())
    graph: dict[str, set[str]] = {}
    for path, name in names.items():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        edges: set[str] = set()
        for node in _imports(tree):
            edges |= _targets(package, node, modules)
        graph[name] = edges - {name}
    return graph


def find_cycle(graph: dict[str, set[str]]) -> list[str] | None:
    """One cycle as a path that returns to its start, or None (depth-first, three colours)."""
    colour = dict.fromkeys(graph, 0)  # 0 unseen, 1 on the path, 2 done
    path: list[str] = []

    def visit(node: str) -> list[str] | None:
        colour[node] = 1
        path.append(node)
        for nxt in sorted(graph[node]):
            if colour[nxt] == 1:
                return path[path.index(nxt):] + [nxt]
            if colour[nxt] == 0 and (cycle := visit(nxt)):
                return cycle
        path.pop()
        colour[node] = 2
        return None

    for start in sorted(graph):
        if colour[start] == 0 and (cycle := visit(start)):
            return cycle
    return None


@pytest.mark.parametrize(("package", "module"), [
    ("core", "core.record"), ("core.riverboat", "core.riverboat.state"), ("ai", "ai.mcts"),
    ("ai.riverboat", "ai.riverboat.knowledge"),
])
def test_no_import_cycle(package: str, module: str) -> None:
    graph = import_graph(package)
    assert module in graph  # the walk found the package's modules
    cycle = find_cycle(graph)
    assert cycle is None, f"import cycle in {package}/: {' -> '.join(cycle or [])}"


def test_the_checker_sees_function_local_imports() -> None:
    """A cycle closed only by an import inside a function is still found."""
    source = "def f():\n    from .a import x\n"
    tree = ast.parse(source)
    [node] = _imports(tree)
    assert _targets("pkg", node, {"pkg.a"}) == {"pkg.a"}
    [up] = _imports(ast.parse("from ..errors import x\n"))
    assert _targets("pkg.sub", up, {"pkg.errors", "pkg.sub.errors"}) == {"pkg.errors"}
    assert find_cycle({"pkg.a": {"pkg.b"}, "pkg.b": {"pkg.a"}}) == ["pkg.a", "pkg.b", "pkg.a"]
    guarded = ast.parse("if TYPE_CHECKING:\n    from .a import x\n")
    assert _imports(guarded) == []
