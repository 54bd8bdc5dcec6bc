"""The layers point one way (riverboat_qt -> ai -> core): the kernel names no game, no game
names another, core knows no ai, the window's shell knows no game: not even the window's registry
of the tables, which the entry point (riverboat_qt/__main__.py) reads and hands to the window.

The lab is a folder: every module under ai/lab/ (found by walking it) is the lab's, the arena,
the tournament, training, root parallelism and the executor's Dask cluster; nothing outside the
folder imports it, neither the window nor the rest of ai/, which the window's processes import
(the AI helper process runs the deep review: ai.review, whose local pool is ai.pool; the deep
review on Dask is the lab's ai.lab.review). The benches and the tests may use the lab.

Every import statement counts, at module level or inside a function, under TYPE_CHECKING too.
A game is a package of core (a folder with an __init__.py: core/riverboat), and ai/ and
riverboat_qt/ name their game packages alike (ai/riverboat, riverboat_qt/riverboat; ai/lab is
none); the registries (core/registry.py, ai/registry.py, riverboat_qt/registry.py) are the
only generic modules that name one.
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
GAMES = {p.parent.name for p in (ROOT / "core").glob("*/__init__.py")}
REGISTRIES = {"core.registry", "ai.registry", "riverboat_qt.registry"}
# the window's game packages, each of which builds one GameTable
TABLE_PACKAGES = {p.parent.name for p in (ROOT / "riverboat_qt").glob("*/__init__.py")}
LAYERS = ("core", "ai", "riverboat_qt")
LAB_FOLDER = ROOT / "ai" / "lab"


def module_of(path: Path) -> str:
    """ai.lab.arena for ai/lab/arena.py, ai.lab for ai/lab/__init__.py."""
    return ".".join(path.relative_to(ROOT).with_suffix("").parts).removesuffix(".__init__")


def in_lab(name: str) -> bool:
    """A module of the folder ai/lab/ (its name is its path), or a name one of them defines."""
    return name == "ai.lab" or name.startswith("ai.lab.")


def imported(path: Path) -> set[str]:
    """The absolute names of the modules one file imports (relative imports resolved)."""
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    package = parts[:-1]  # a module's package; an __init__'s is its folder, the same list
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = package[:len(package) - node.level + 1] if node.level else []
            module = ".".join(base + ([node.module] if node.module else []))
            names.add(module)
            names.update(f"{module}.{alias.name}" for alias in node.names)
    return names


def game_of(name: str, games: set[str]) -> str | None:
    """'riverboat' for core.riverboat.state or ai.riverboat; None for a generic module."""
    top, _, rest = name.partition(".")
    game = rest.split(".")[0]
    return game if top in LAYERS and game in games else None


def shell_reaches_a_table(module: str, name: str, tables: set[str] = TABLE_PACKAGES) -> bool:
    """A module of riverboat_qt/shell importing the window's registry or a game's table
    package: the shell is handed its tables, it never fetches them."""
    parts = name.split(".")
    return module.startswith("riverboat_qt.shell.") and parts[0] == "riverboat_qt" and \
        len(parts) > 1 and (parts[1] == "registry" or parts[1] in tables)


def broken_rules(module: str, names: set[str], games: set[str] = GAMES,
                 tables: set[str] = TABLE_PACKAGES) -> list[str]:
    top = module.split(".")[0]
    own = game_of(module, games)
    found = []
    for name in sorted(names):
        first = name.split(".")[0]
        game = game_of(name, games)
        if shell_reaches_a_table(module, name, tables):
            found.append(f"{module} (shell) imports {name}: the entry point hands it the tables")
        elif top == "core" and first in ("ai", "riverboat_qt", "PySide6"):
            found.append(f"{module} (core) imports {name}")
        elif top == "ai" and first in ("riverboat_qt", "PySide6"):
            found.append(f"{module} (ai) imports {name}")
        elif top == "riverboat_qt" and in_lab(name):
            found.append(f"{module} (the window) imports the AI's lab: {name}")
        elif top == "ai" and not in_lab(module) and in_lab(name):
            found.append(f"{module} (the product AI) imports the lab: {name}")
        elif game and own and game != own:
            found.append(f"{module} (game {own}) imports another game: {name}")
        elif game and not own and module not in REGISTRIES and top in LAYERS:
            found.append(f"{module} (generic) imports a game: {name}")
    return found


def test_the_layers_point_one_way() -> None:
    assert "riverboat" in GAMES
    problems = []
    for path in [p for top in LAYERS for p in sorted((ROOT / top).rglob("*.py"))]:
        problems += broken_rules(module_of(path), imported(path))
    assert not problems, "\n".join(problems)


def test_the_checker_sees_each_kind_of_breach() -> None:
    assert broken_rules("core.record", {"core.riverboat.state"})
    assert broken_rules("ai.bots", {"ai.riverboat"})
    assert broken_rules("ai.levels", {"core.riverboat.constants"})
    two = {"riverboat", "the_river"}
    assert broken_rules("core.riverboat.rules", {"core.the_river.state"}, two)
    assert broken_rules("ai.the_river.knowledge", {"ai.riverboat.heuristic"}, two)
    assert not broken_rules("ai.the_river.knowledge", {"core.the_river", "ai.mcts"}, two)
    assert broken_rules("core.game", {"PySide6.QtCore"}) and broken_rules("core.rng", {"ai.mcts"})
    assert not broken_rules("core.registry", {"core.riverboat"})
    assert not broken_rules("ai.riverboat.policy", {"core.riverboat.state", "core.game"})
    assert broken_rules("riverboat_qt.shell.app", {"riverboat_qt.riverboat.scene"})
    assert broken_rules("riverboat_qt.shell.controller", {"core.riverboat"})
    assert broken_rules("riverboat_qt.the_river.scene", {"riverboat_qt.riverboat.art"}, two)
    assert broken_rules("ai.bots", {"PySide6.QtCore"})
    assert not broken_rules("riverboat_qt.registry", {"riverboat_qt.riverboat"})
    assert not broken_rules("riverboat_qt.riverboat.scene",
                            {"core.riverboat", "riverboat_qt.shell"})
    assert broken_rules("riverboat_qt.shell.ai_worker", {"ai.lab.bots"})
    assert broken_rules("riverboat_qt.shell.ai_process", {"ai.lab"})
    assert broken_rules("ai.bots", {"ai.lab.parallel"})
    assert not broken_rules("ai.lab.arena", {"ai.lab.bots", "ai.levels", "core.record"})
    assert broken_rules("riverboat_qt.shell.main_window", {"ai.lab.arena"})
    assert broken_rules("ai.review", {"ai.lab.executor"})
    assert broken_rules("ai.review", {"ai.lab.executor.cluster_cores"})
    assert not broken_rules("riverboat_qt.shell.ai_worker", {"ai.levels", "ai.labels"})


def test_the_lab_is_its_folder() -> None:
    """Every module found by walking ai/lab/ is the lab's, however it is named: the window or
    the product AI importing it breaks the rule, another of the lab's does not; and no module
    outside the folder is the lab's."""
    lab = sorted(module_of(p) for p in LAB_FOLDER.rglob("*.py"))
    assert "ai.lab" in lab and len(lab) > 1
    for module in lab:
        assert broken_rules("riverboat_qt.shell.ai_process", {module}), module
        assert broken_rules("riverboat_qt.the_river.scene", {module}), module
        assert broken_rules("ai.review", {module}), module
        assert not broken_rules(module, {name for name in lab if name != module}), module
    outside = [p for top in LAYERS for p in (ROOT / top).rglob("*.py")
               if LAB_FOLDER not in p.parents]
    assert outside and not [module_of(p) for p in outside if in_lab(module_of(p))]


def test_the_shell_is_handed_its_tables() -> None:
    """No module of riverboat_qt/shell imports riverboat_qt.registry or a game's table package
    (issue #33: six did, and so every game and an import cycle came with the shell)."""
    assert {"riverboat", "the_river"} <= TABLE_PACKAGES and "shell" not in TABLE_PACKAGES
    problems = []
    for path in sorted((ROOT / "riverboat_qt" / "shell").rglob("*.py")):
        module = ".".join(path.relative_to(ROOT).with_suffix("").parts)
        problems += [f"{module} imports {name}" for name in sorted(imported(path))
                     if shell_reaches_a_table(module, name)]
    assert not problems, "\n".join(problems)
    assert broken_rules("riverboat_qt.shell.controller", {"riverboat_qt.registry"})
    assert broken_rules("riverboat_qt.shell.guide", {"riverboat_qt", "riverboat_qt.registry"})
    assert broken_rules("riverboat_qt.shell.app", {"riverboat_qt.the_river.scene"})
    toy = {"riverboat", "the_river", "toy"}  # a window-only game is a table package too
    assert broken_rules("riverboat_qt.shell.dialogs", {"riverboat_qt.toy"}, GAMES, toy)
    assert not broken_rules("riverboat_qt.__main__", {"riverboat_qt.registry"})
    assert not broken_rules("riverboat_qt.shell.app",
                            {"riverboat_qt.shell.tables", "core.registry"})


STATE_NAMES = {"state", "before", "after", "final"}  # how the shell names a game state


def state_fields_used(path: Path) -> set[str]:
    """The attributes read from a variable or attribute named like a state (state.round,
    self.state.players, controller.state.legal_actions)."""
    used = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if not isinstance(node, ast.Attribute):
            continue
        owner = node.value
        name = owner.id if isinstance(owner, ast.Name) else \
            owner.attr if isinstance(owner, ast.Attribute) else None
        if name in STATE_NAMES:
            used.add(node.attr)
    return used


def test_the_shell_reads_a_state_only_through_the_contract() -> None:
    from core.game import State

    allowed = {n for n in dir(State) if not n.startswith("_")} | set(State.__annotations__)
    problems = []
    for path in sorted((ROOT / "riverboat_qt" / "shell").rglob("*.py")):
        extra = state_fields_used(path) - allowed
        if extra:
            problems.append(f"{path.relative_to(ROOT)} reads {sorted(extra)} of a state")
    assert not problems, "\n".join(problems)
    assert state_fields_used(ROOT / "riverboat_qt" / "riverboat" / "scene.py") - allowed, \
        "the check sees a game's own fields (Riverboat's scene reads its state's supply)"
