"""The engine's words for the translators: riverboat_qt/engine_strings.py, made from core's source.

    python tools/engine_strings.py                  # rewrites riverboat_qt/engine_strings.py
    python tools/engine_strings.py --check          # fails if that file is out of date
    python tools/engine_strings.py --plurals F.json # the English plural forms, for i18n.py fill

The engine stays free of Qt: its sentences are core.text.Text, made by `text`, `name`, `count`
and `chain` with literal templates. This tool reads those templates from core's source (by its
syntax tree, without running it), adds the names that come from the games' component data (card
titles, crops, colours, resources, terrain types), and the imperative form of every action
sentence (the hint's advice), and writes them as calls of QCoreApplication.translate inside a
function nobody calls, so that `pyside6-lupdate` extracts them into riverboat_qt/i18n/engine_*.ts
(a count becomes a numerus message). Run it, then `python tools/i18n.py update`, whenever the
engine's words change; a test fails while the generated file is out of date.
"""

from __future__ import annotations

import argparse
import ast
import importlib
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))  # the registries, run as a script
OUT = ROOT / "riverboat_qt" / "engine_strings.py"
CORE = ROOT / "core"
# the domain of what each game's AI levels do (ai/<game>/knowledge.py), which seats.level_tip
# translates
LEVELS_DOMAIN = "levels"
MAKERS = {"text": 1, "name": 1, "count": 1, "Text": 1}  # the template's position in each call

Message = tuple[str, str]  # (domain, template)
Plurals = dict[Message, tuple[str, str]]  # a count's English forms: one, other


def packages() -> dict[str, str]:
    """core's package of each registered game -> its id (core/the_river -> "the-river")."""
    from core.registry import GAMES

    return {game.new_game.__module__.split(".")[1]: game.id for game in GAMES.values()}


def domain_of(path: Path) -> str:
    """The domain of a module's words when its calls name it by a constant (GAME)."""
    parts = path.relative_to(CORE).parts
    return packages().get(parts[0], "core") if len(parts) > 1 else "core"


def _literal(node: ast.expr) -> str | None:
    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None


def from_source(path: Path) -> tuple[list[Message], Plurals]:
    """The templates of one module's text/name/count/chain calls, and each count's English
    forms (one, other); for a describe module, the advice's form of its action sentences too."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found, plurals = calls(tree, path)
    if path.name == "describe.py":
        advice, advice_plurals = imperatives(tree, path)
        found += advice
        plurals.update(advice_plurals)
    return found, plurals


def calls(tree: ast.AST, path: Path) -> tuple[list[Message], Plurals]:
    found: list[Message] = []
    plurals: Plurals = {}
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call) or not isinstance(node.func, ast.Name):
            continue
        maker, args = node.func.id, node.args
        if maker == "chain" and args and _literal(args[0]) is not None:
            found.append(("core", _literal(args[0]) or ""))
            continue
        if maker not in MAKERS or len(args) < 2 or _literal(args[1]) is None:
            continue
        message = (_literal(args[0]) or domain_of(path), _literal(args[1]) or "")
        found.append(message)
        if maker == "count" and len(args) >= 5:
            plurals[message] = (_literal(args[3]) or "", _literal(args[4]) or "")
    return found, plurals


def sentence_functions(tree: ast.Module) -> set[str]:
    """The functions of a describe module whose texts are whole action sentences: `describe`
    and those its `_WORDS` table names."""
    names = {"describe"}
    for node in tree.body:
        if isinstance(node, (ast.Assign, ast.AnnAssign)) and isinstance(node.value, ast.Dict):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            if any(isinstance(t, ast.Name) and t.id == "_WORDS" for t in targets):
                names |= {v.id for v in node.value.values if isinstance(v, ast.Name)}
    return names


def imperatives(tree: ast.Module, path: Path) -> tuple[list[Message], Plurals]:
    """The advice's form of each action sentence ('plants a tile' -> 'plant a tile'), worded
    by the module's own `imperative` (a Text's template is reworded the same way)."""
    module = importlib.import_module(".".join(path.relative_to(ROOT).with_suffix("").parts))
    wanted = sentence_functions(tree)
    sentences = [node for node in tree.body
                 if isinstance(node, ast.FunctionDef) and node.name in wanted]
    found, plurals = calls(ast.Module(body=list(sentences), type_ignores=[]), path)
    advice: list[Message] = []
    advice_plurals: Plurals = {}
    for domain, template in found:
        reworded = str(module.imperative(template))
        if reworded == template:
            continue
        advice.append((domain, reworded))
        if (domain, template) in plurals:
            one, other = plurals[domain, template]
            advice_plurals[domain, reworded] = (str(module.imperative(one)),
                                                str(module.imperative(other)))
    return advice, advice_plurals


def from_data() -> list[Message]:
    """The names that come from the games' component data, not from the source (each game's
    `data_words`), and what each game's AI levels do (its knowledge's `levels`)."""
    from ai.registry import KNOWLEDGE
    from core.registry import GAMES

    words = [(game.id, word) for game in GAMES.values() for word in game.data_words()]
    return words + [(LEVELS_DOMAIN, level.description) for knowledge in KNOWLEDGE.values()
                    for level in knowledge.levels.values()]


def collect() -> tuple[list[Message], Plurals]:
    """Every message the engine can produce, in a stable order, and the counts' English."""
    messages: list[Message] = []
    plurals: Plurals = {}
    for path in sorted(CORE.rglob("*.py")):
        found, counted = from_source(path)
        messages += found
        plurals.update(counted)
    messages += from_data()
    unique = sorted(set(messages), key=lambda m: (m[0], m[1].lower(), m[1]))
    return unique, plurals


def render(messages: list[Message], plurals: Plurals) -> str:
    from riverboat_qt.shell.i18n import engine_context  # one definition of the context names

    lines = [
        '"""GENERATED by tools/engine_strings.py from core\'s source and component data: do not',
        "edit. The engine's words (core.text.Text templates), for pyside6-lupdate to extract into",
        'riverboat_qt/i18n/engine_*.ts; the window translates them with i18n.render."""',
        "# ruff: noqa: E501",
        "",
        "from PySide6.QtCore import QCoreApplication",
        "",
        "",
        "def _engine_strings() -> None:  # never called: only read by pyside6-lupdate",
    ]
    for domain, template in messages:
        args = f"{json.dumps(engine_context(domain))}, {json.dumps(template, ensure_ascii=False)}"
        if (domain, template) in plurals:
            args += ", None, 1"
        lines.append(f"    QCoreApplication.translate({args})")
    return "\n".join(lines) + "\n"


def english_plurals(plurals: Plurals) -> dict[str, dict[str, list[str]]]:
    """{context: {template: [one, other]}}: the English .ts's plural forms (i18n.py fill)."""
    from riverboat_qt.shell.i18n import engine_context

    out: dict[str, dict[str, list[str]]] = {}
    for (domain, template), forms in sorted(plurals.items()):
        out.setdefault(engine_context(domain), {})[template] = list(forms)
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--check", action="store_true", help="fail if the file is out of date")
    parser.add_argument("--plurals", type=Path, help="write the English plural forms (JSON)")
    args = parser.parse_args()
    messages, plurals = collect()
    made = render(messages, plurals)
    if args.plurals:
        args.plurals.write_text(json.dumps(english_plurals(plurals), indent=1,
                                           ensure_ascii=False), encoding="utf-8")
    if args.check:
        if OUT.read_text(encoding="utf-8") != made:
            print(f"{OUT.relative_to(ROOT)} is out of date: run python tools/engine_strings.py")
            return 1
        return 0
    OUT.write_text(made, encoding="utf-8")
    print(f"{OUT.relative_to(ROOT)}: {len(messages)} messages, {len(plurals)} with plurals")
    return 0


if __name__ == "__main__":
    sys.exit(main())
