"""Help > Mouse and keys (Shift+F1, issue #47): a table of key | what it does made from the
window's own shortcuts and the rows the games declare, which their prompt buttons read their keys
from; a screen reader reads it as a table, row by row."""

from __future__ import annotations

import random

import pytest
from PySide6.QtGui import QAccessible, QKeySequence

from riverboat_qt.registry import TABLES
from riverboat_qt.shell.keys_help import KeysDialog, action_name, window_actions
from riverboat_qt.shell.seats import SeatConfig

HOT_SEAT = [SeatConfig(True), SeatConfig(True)]


def key_texts(keys: str) -> set[str]:
    """The keys a row's words stand for: '1-5' is 1 to 5, anything else itself."""
    low, dash, high = keys.partition("-")
    if dash and low.isdigit() and high.isdigit():
        return {str(k) for k in range(int(low), int(high) + 1)}
    return {keys}


def test_shift_f1_shows_every_shortcut_of_the_window_and_the_game_in_a_table(window) -> None:
    """Issue #47: Shift+F1 was a dense paragraph written by hand (it said nothing of Ctrl+G,
    F11...); now each shortcut bound in the window is a row, read from the actions."""
    window.start_game(HOT_SEAT, 3, "riverboat")
    by_key = {a.shortcut().toString(): a for a in window_actions(window)}
    by_key["Shift+F1"].trigger()
    dialog = window.keys_dialog
    assert isinstance(dialog, KeysDialog) and dialog.isVisible()
    rows = dialog.rows()
    for act in window_actions(window):
        if act.isVisible() and not act.shortcut().isEmpty() and act.menu() is None:
            keys = act.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
            assert (keys, action_name(act)) in rows
    assert ("Ctrl+Z", "Undo") in rows and ("Ctrl+G", "Games") in rows
    assert ("C", "Spend a coin: the worker ignores the cultivation card") in rows
    assert ("In Riverboat", "") in rows and ("Anywhere in the window", "") in rows
    assert len(rows) == len(set(rows))  # no row twice
    line = dialog.table.fontMetrics().lineSpacing()
    tallest = max(dialog.table.rowHeight(r) for r in range(len(rows)))
    assert tallest <= 3 * line + 12  # measured at the table's width, not at its first one
    dialog.close()


def test_the_keys_table_is_a_table_to_a_screen_reader(window) -> None:
    window.start_game(HOT_SEAT, 3, "the-river")
    dialog = window.show_keys()
    table = QAccessible.queryAccessibleInterface(dialog.table)
    assert table.role() == QAccessible.Role.Table and table.text(QAccessible.Text.Name) == \
        "Mouse and keys"
    children = [table.child(k) for k in range(table.childCount())]
    headers = [c.text(QAccessible.Text.Name) for c in children
               if c.role() == QAccessible.Role.ColumnHeader]
    assert headers == ["Key or mouse", "What it does"]
    cells = [c.text(QAccessible.Text.Name) for c in children if c.role() == QAccessible.Role.Cell]
    assert list(zip(cells[::2], cells[1::2], strict=True)) == dialog.rows()
    assert cells[2] == "Drag" and cells[3].startswith("A pioneer from your boat")
    dialog.close()


@pytest.mark.parametrize(("game", "moves"), [("riverboat", 12), ("the-river", 40)])
def test_every_key_a_prompt_button_answers_to_is_a_row_of_the_help(window, game: str,
                                                                   moves: int) -> None:
    """One source: a prompt button's key comes from its game's rows, so a key rebound in the
    code cannot leave the help behind (over a game's first decisions, which meet letter keys)."""
    window.controller.move_delay_ms = 10_000_000
    window.start_game(HOT_SEAT, 7, game)
    helped = set().union(*(key_texts(row.keys) for row in TABLES[game].inputs))
    c, rng, seen = window.controller, random.Random(7), set()
    for _ in range(moves):
        seen |= {b.shortcut().toString() for b in window.choice_buttons} - {""}
        assert c.submit(rng.choice(c.state.legal_actions()))
    assert any(key.isalpha() for key in seen) and seen <= helped, seen - helped
