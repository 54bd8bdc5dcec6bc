"""Riverboat's constants are written once, in core/constants.py, and match the component data.

Before, the supply sizes, LAST_ROUND, the score categories and the final-scoring VP had second
copies in state, rules, scoring, the AI and the CLI; a change to one would have left the others
stale. The walk below fails on any new copy inside core/ or ai/.
"""

from __future__ import annotations

import ast
from pathlib import Path

from core.riverboat import constants
from core.riverboat.components import components
from core.riverboat.constants import CATEGORIES, FINAL_CATEGORIES, SUPPLY_SIZES
from core.riverboat.state import GameState, new_game

ROOT = Path(__file__).resolve().parents[2]
SOURCES = sorted(p for pkg in ("core", "ai") for p in (ROOT / pkg).glob("*.py"))


def _assigned_names(tree: ast.Module) -> set[str]:
    names: set[str] = set()
    for node in tree.body:
        targets = node.targets if isinstance(node, ast.Assign) else (
            [node.target] if isinstance(node, ast.AnnAssign) else [])
        names |= {t.id for t in targets if isinstance(t, ast.Name)}
    return names


def test_no_module_defines_a_constant_again() -> None:
    owned = set(constants.__all__) - {"N_HEXES"}  # N_HEXES is the hex grid's, re-exported
    for path in SOURCES:
        if path.name == "constants.py":
            continue
        again = _assigned_names(ast.parse(path.read_text(encoding="utf-8"))) & owned
        assert not again, f"{path.relative_to(ROOT)} defines {sorted(again)} again"


def test_no_module_spells_a_score_category_again() -> None:
    for path in SOURCES:
        if path.name == "constants.py":
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        strings = {n.value for n in ast.walk(tree)
                   if isinstance(n, ast.Constant) and isinstance(n.value, str)}
        again = strings & (set(CATEGORIES) - {"coins", "harbor", "total"})  # common words
        assert not again, f"{path.relative_to(ROOT)} spells {sorted(again)} again"


def test_constants_come_from_the_component_data() -> None:
    data = components().raw
    assert [SUPPLY_SIZES.count(k) for k in (1, 2, 3)] == [
        data["crop_supply_spaces"][k] for k in ("1", "2", "3")]
    final = data["final_scoring"]
    assert final["completed_colour"] == constants.VP_PER_COLOUR
    assert final["unscored_estate_feature"] == constants.VP_PER_UNSCORED
    assert list(constants.AGENT_AWARDS) == final["agents_majority"]


def test_the_final_breakdown_has_the_categories_in_order() -> None:
    from core.record import random_game

    _, state = random_game(3, 5)
    assert isinstance(state, GameState) and state.final is not None
    assert all(tuple(b) == CATEGORIES for b in state.final)
    assert tuple(CATEGORIES[1:-1]) == FINAL_CATEGORIES
    assert len(new_game(2, 1).display) == len(SUPPLY_SIZES)
