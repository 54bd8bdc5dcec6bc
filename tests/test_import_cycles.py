"""No import cycle among the project's modules: one layered module graph over every package.

The packages are found, not listed: each top folder with an __init__.py (core, ai, riverboat_qt,
tests) and every folder below it that holds Python files (riverboat_qt/shell is a namespace
package: it has no __init__.py). An edge A -> B is any import of B, a module of any of those
packages, that runs when A is loaded or used: module-level imports AND imports inside
functions. A function-local import hides a cycle from Python's loader but not from the reader,
and it is exactly how the old `state <-> rules <-> validate` knot and the shell's
`controller -> table -> guide -> controller` were kept alive, so it counts. Imports under
`if TYPE_CHECKING:` do not count: they never run, and they are how a module names a type from
a module that imports it. A package's __init__ is an edge only where it is named (`from core
import Event`), not for each of its submodules that Python loads it before.
tests/test_layers.py polices the directions between the layers and the games.
"""

from __future__ import annotations

import ast
from collections.abc import Callable
from pathlib import Path

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


def packages(root: Path = ROOT) -> list[str]:
    """Every package of the project: each top folder with an __init__.py, and each folder under
    it with a Python file (a namespace package too), as dotted names."""
    found = []
    for top in sorted(p.parent for p in root.glob("*/__init__.py")):
        for folder in [top, *sorted(p for p in top.rglob("*") if p.is_dir())]:
            if "__pycache__" not in folder.parts and any(folder.glob("*.py")):
                found.append(".".join(folder.relative_to(root).parts))
    return found


def module_files(package: str, root: Path = ROOT) -> dict[Path, str]:
    """A package's files and their module names (its __init__ is the package's own name)."""
    files = sorted((root / package.replace(".", "/")).glob("*.py"))
    return {f: package if f.stem == "__init__" else f"{package}.{f.stem}" for f in files}


def import_graph(names: list[str], root: Path = ROOT,
                 imports: Callable[[ast.AST], list[ast.Import | ast.ImportFrom]] | None = None
                 ) -> dict[str, set[str]]:
    """Module -> the modules of these packages it imports (each package's __init__ included);
    `imports`: the statements that count (default: those that run)."""
    imports = imports or _imports
    files = {path: (package, name) for package in names
             for path, name in module_files(package, root).items()}
    modules = {name for _, name in files.values()}
    graph: dict[str, set[str]] = {}
    for path, (package, name) in files.items():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        edges: set[str] = set()
        for node in imports(tree):
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


def test_the_walk_finds_every_package() -> None:
    found = packages()
    for package in ("core", "core.riverboat", "ai", "ai.the_river", "riverboat_qt",
                    "riverboat_qt.shell", "riverboat_qt.riverboat.items", "tests.kernel"):
        assert package in found
    graph = import_graph(found)
    assert {"riverboat_qt.shell.controller", "riverboat_qt.shell.table",
            "riverboat_qt.shell.guide", "core.record", "ai.mcts"} <= set(graph)
    assert "riverboat_qt.shell.seats" in graph["riverboat_qt.shell.controller"]


def test_no_import_cycle() -> None:
    cycle = find_cycle(import_graph(packages()))
    assert cycle is None, f"import cycle: {' -> '.join(cycle or [])}"


def test_the_window_has_no_cycle_even_through_imports_for_types() -> None:
    """The window's modules import each other one way even where an import only names a type
    (table -> guide -> tables -> table was such a cycle: the table contract's GuideSpec now
    lives apart). The engines' states and rules do name each other's types: not counted."""
    def every_import(tree: ast.AST) -> list[ast.Import | ast.ImportFrom]:
        return [n for n in ast.walk(tree) if isinstance(n, ast.Import | ast.ImportFrom)]

    window = [p for p in packages() if p.startswith("riverboat_qt")]
    graph = import_graph(window, imports=every_import)
    cycle = find_cycle(graph)
    assert cycle is None, f"import cycle: {' -> '.join(cycle or [])}"


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


def test_the_checker_finds_a_cycle_through_a_namespace_package_and_across_packages(
        tmp_path: Path) -> None:
    """The shell's old knot, rebuilt in a folder: shell/ has no __init__.py, and the cycle
    closes through another package (the registry of the tables) and a function-local import."""
    files = {
        "app/__init__.py": "",
        "app/registry.py": "from .game import TABLE\n",
        "app/game/__init__.py": "from ..shell.table import GameTable\nTABLE = 1\n",
        "app/shell/table.py": "from .guide import GuideSpec\n",
        "app/shell/guide.py": "def seats():\n    from ..registry import TABLES\n",
    }
    for name, text in files.items():
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(text)
    found = packages(tmp_path)
    assert found == ["app", "app.game", "app.shell"]
    cycle = find_cycle(import_graph(found, tmp_path))
    assert cycle is not None and {"app.shell.guide", "app.registry"} <= set(cycle)
    (tmp_path / "app/shell/guide.py").write_text("def seats():\n    return 2\n")
    assert find_cycle(import_graph(found, tmp_path)) is None
