"""What a screen reader finds in the window (issue #36), through Qt's own accessibility
interfaces, the ones AT-SPI reads on Linux: every visible control has a name, and the choices
panel's rows carry the actions' words."""

from __future__ import annotations

from PySide6.QtGui import QAccessible, QAccessibleInterface

from riverboat_qt.shell.seats import SeatConfig
from tests import games as suite

Role = QAccessible.Role
CONTROLS = {Role.Button, Role.CheckBox, Role.RadioButton, Role.ComboBox, Role.SpinBox,
            Role.Slider, Role.ScrollBar, Role.List, Role.ListItem, Role.Tree, Role.Table,
            Role.MenuBar, Role.MenuItem, Role.ToolBar, Role.PageTab, Role.EditableText,
            Role.ProgressBar, Role.Pane}


def visible_tree(iface: QAccessibleInterface) -> list[QAccessibleInterface]:
    """The interface and its visible descendants, depth first, by child(i) as AT-SPI walks."""
    found = [iface]
    for k in range(iface.childCount()):
        child = iface.child(k)
        if child is not None and child.isValid() and not child.state().invisible:
            found += visible_tree(child)
    return found


def name(iface: QAccessibleInterface) -> str:
    return iface.text(QAccessible.Text.Name)


def unnamed_controls(window) -> list[str]:
    root = QAccessible.queryAccessibleInterface(window)
    assert root is not None and name(root) == window.windowTitle()
    return [f"{iface.role().name} {type(iface.object()).__name__}"
            for iface in visible_tree(root) if iface.role() in CONTROLS and not name(iface)]


def panel_rows(window) -> list[str]:
    """The names of the choices list's rows, as a screen reader reads them."""
    iface = QAccessible.queryAccessibleInterface(window.choices_panel.list)
    assert iface is not None and iface.role() == Role.List and name(iface) == "Choices"
    return [name(row) for row in visible_tree(iface)[1:] if row.role() == Role.ListItem]


def test_every_visible_control_has_a_name_in_both_games(window, qtbot):
    window.toggle_choices(True)
    assert unnamed_controls(window) == []  # before any game
    for game in suite.table_ids(registered=True):
        window.start_game([SeatConfig(True), SeatConfig(False, "Easy")], seed=4, game=game)
        qtbot.waitUntil(lambda: window.choices_panel.list.count() > 0, timeout=20_000)
        assert unnamed_controls(window) == []
        table = QAccessible.queryAccessibleInterface(window.view)
        assert name(table) == "Table" and "F6" in table.text(QAccessible.Text.Description)


def test_the_choice_rows_carry_the_actions_words(window, qtbot):
    window.toggle_choices(True)
    window.start_game([SeatConfig(True), SeatConfig(False, "Easy")], seed=4, game="the-river")
    c = window.controller
    qtbot.waitUntil(lambda: c.human_to_move and window.choices_panel.list.count() > 0,
                    timeout=20_000)
    state = c.state
    words = [c.table.advice(a, state) for a in state.legal_actions()]
    assert panel_rows(window) == [w[:1].upper() + w[1:] for w in words]
    assert all(w.startswith(("start the river with", "claim")) for w in words)


def test_a_group_row_says_its_count_and_opens_to_its_actions(window, qtbot):
    window.toggle_choices(True)
    window.start_game([SeatConfig(True), SeatConfig(True)], seed=4, game="riverboat")
    c, panel = window.controller, window.choices_panel
    while c.state.decision_kind != "bonus_worker":  # 40 fields: in groups by colour
        assert c.submit(c.state.legal_actions()[0])
    qtbot.waitUntil(lambda: panel.list.count() > 0)
    rows = panel_rows(window)
    assert rows and all(r.startswith("Fields of colour ") and "choices" in r for r in rows)
    panel.choose()
    opened = panel_rows(window)
    assert opened and all(r.startswith("Place the round-track worker on ") for r in opened)


def test_the_table_in_words_is_read_with_its_name_description_and_text(window, qtbot):
    window.words.toggle(True)
    window.start_game([SeatConfig(True), SeatConfig(False, "Easy")], seed=4, game="riverboat")
    c = window.controller
    qtbot.waitUntil(lambda: c.human_to_move, timeout=20_000)
    root = QAccessible.queryAccessibleInterface(window)
    found = [i for i in visible_tree(root) if i.object() is window.words.panel.text]
    assert len(found) == 1 and name(found[0]) == "Table in words"
    description = found[0].text(QAccessible.Text.Description)
    assert description.startswith(window.decision_text) and "Scores: Red (you) " in description
    said = found[0].textInterface().text(0, found[0].textInterface().characterCount())
    assert said == window.words.panel.text.toPlainText()
    assert c.table.seat_words(c.state, c.focus, c.labels) in said
    table = QAccessible.queryAccessibleInterface(window.view)
    assert description in table.text(QAccessible.Text.Description)
    assert unnamed_controls(window) == []
