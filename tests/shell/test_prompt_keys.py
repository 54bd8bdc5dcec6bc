"""Prompts at the keys (issue #48): with the keyboard in use (or a screen reader listening),
every decision of both games and every half-done move is worded without the mouse and names
only keys that act then; back at the mouse, the mouse's words again. And the words say where
the choice buttons really are (issue #47)."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtGui import QAccessible, QAction, QKeyEvent, QMouseEvent
from PySide6.QtWidgets import QApplication, QPushButton, QWidget

import core
from core import GameRecord
from core.riverboat import ClaimBoat
from riverboat_qt.riverboat.buttons import button
from riverboat_qt.shell.input_mode import InputWatch
from riverboat_qt.shell.prompt import (
    BUTTONS_AT,
    PromptBar,
    PromptLabel,
    buttons_where,
    key_name,
)
from riverboat_qt.shell.seats import SeatConfig, seats_meta
from riverboat_qt.the_river import texts as river_texts
from tests import games as suite
from tests.narrow import present

MOUSE_WORDS = re.compile(r"\b(click|drag|drop|wheel|mouse|hover|lit)\b", re.IGNORECASE)
NAMED_KEY = re.compile(r"\[([^\]]+)\]")
KINDS = {"riverboat": {"draft", "cultivate", "bonus_worker", "plant", "ship", "feature",
                       "agents", "card", "scoring_bonus", "survey"},
         "the-river": {"start_tile", "place", "discard", "meadow_swap"}}


def first_decisions(game: str) -> dict[str, tuple[GameRecord, object]]:
    """The first decision of each kind in seeded random 2-seat games: its record and state."""
    found: dict[str, tuple[GameRecord, object]] = {}
    for seed in range(12):
        record, _ = core.random_game(2, seed, game=game)
        for step, state in enumerate(core.replay(record)):
            kind = state.decision_kind
            if kind is not None and kind not in found:
                found[kind] = (record.copy(until=step), state)
        if KINDS[game] <= found.keys():
            return found
    raise AssertionError(f"seeded games never reached {KINDS[game] - found.keys()}")


def keys_that_act(window) -> set[str]:
    """The keys that do something now, as the prompt names them: the window's enabled
    shortcuts, the shown choice buttons', the choices rows' own, and Esc for a half-done move."""
    acting = {key_name(a.shortcut().toString()) for a in window.findChildren(QAction)
              if a.isEnabled() and not a.shortcut().isEmpty()}
    acting |= {key_name(b.shortcut().toString()) for b in window.choice_buttons
               if b.isEnabled() and b.isVisible() and not b.shortcut().isEmpty()}
    acting |= {key_name(k) for k in ("Up", "Down", "Return")}  # tests/shell/keyboard_play.py
    if window.interaction is not None and window.interaction.step is not None:
        acting.add(key_name("Esc"))
    return acting


def check_at_keys(window, where: str) -> str:
    """The prompt at the keys: no mouse's way, some keys, each of them acting now."""
    window.input_watch.set_last(True)
    QApplication.processEvents()  # the bar shows its new buttons
    text = window.prompt.text()
    assert not MOUSE_WORDS.search(text), f"{where}: {text}"
    named = {f"[{k}]" for k in NAMED_KEY.findall(text)}
    assert named, f"{where}: no key named: {text}"
    assert named <= keys_that_act(window), f"{where}: {named - keys_that_act(window)} in {text}"
    assert "…." not in text, text
    return text


def steps_of(window, game: str) -> list:
    """Ways into each half-done move the decision has: (name, go) pairs."""
    interaction = present(window.interaction)
    steps = []
    for b in window.choice_buttons:
        if b.text().split("  [")[0] in (button("coin"), button("piles"), button("look"),
                                         river_texts.trade_button()):
            steps.append((b.text(), b.click))
    if game == "the-river" and window.controller.state.decision_kind == "place":
        steps += [(spot, lambda s=spot: interaction.choose(s))
                  for spot, actions in interaction.by_spot.items() if len(actions) > 1]
    if game == "riverboat" and window.controller.state.decision_kind == "ship":
        steps += [(boat, lambda b=boat: interaction.click(b))
                  for boat, claims in interaction.by_boat.items() if len(claims) > 1]
    return steps


@pytest.mark.parametrize("game", suite.table_ids(registered=True))
def test_every_decision_and_step_at_the_keys_names_only_keys_that_act(window, game):
    for kind, (record, state) in first_decisions(game).items():
        record.meta = {"app": "riverboat-qt", "seats": seats_meta([SeatConfig(True)] * 2)}
        window.play_record(record, state, "")
        window.input_watch.set_last(False)
        mouse = window.prompt.text()
        trades = any(b.shortcut().toString() == "T" for b in window.choice_buttons)
        assert ("T trades" in mouse) == trades, mouse  # the mouse's words name no dead key
        keys = check_at_keys(window, kind)
        assert keys != mouse
        for name, go in steps_of(window, game):
            window.input_watch.set_last(False)
            go()
            assert present(window.interaction).step is not None, name
            check_at_keys(window, f"{kind}, step {name}")
            window.input_watch.set_last(False)
            assert "Esc goes back" in window.prompt.text()
            present(window.interaction).back()
        window.input_watch.set_last(False)
        assert window.prompt.text() == mouse, kind  # the mouse's words again


def test_the_ship_step_says_where_its_crop_buttons_are(window):
    """The crop buttons of a boat that fits several crops are named as the bar places them."""
    for seed in range(40):
        record, _ = core.random_game(2, seed)
        for step, state in enumerate(core.replay(record)):
            if state.decision_kind == "ship":
                boats = [a.boat for a in state.legal_actions() if isinstance(a, ClaimBoat)]
                several = [b for b in boats if boats.count(b) > 1]
                if several:
                    played = record.copy(until=step)
                    played.meta = {"app": "riverboat-qt",
                                   "seats": seats_meta([SeatConfig(True)] * 2)}
                    window.play_record(played, state, "")
                    window.input_watch.set_last(False)
                    present(window.interaction).click(several[0])
                    for width in (1600, 700):
                        window.resize(width, 900)
                        QApplication.processEvents()
                        text = window.prompt.text()
                        assert BUTTONS_AT not in text
                        assert text.find(buttons_where(window.buttons.beside)) > 0, text
                    return
    pytest.fail("no boat fitting several crops in the seeded games")


def test_the_bar_says_on_the_right_or_below_as_it_places_the_buttons(qtbot):
    label = PromptLabel()
    bar = PromptBar(label)
    qtbot.addWidget(bar)
    bar.add_button(QPushButton("Ship wheat"))
    bar.add_button(QPushButton("Ship corn (1 coin)"))
    label.setText(f"The steamboat: choose the crop to ship with the buttons {BUTTONS_AT}.")
    bar.resize(1400, 80)
    bar.show()
    QApplication.processEvents()
    assert bar.beside and label.text().endswith(f"buttons {buttons_where(True)}.")
    bar.resize(330, 200)
    QApplication.processEvents()
    assert not bar.beside and label.text().endswith(f"buttons {buttons_where(False)}.")
    assert buttons_where(True) != buttons_where(False)


def test_the_input_in_use_is_the_last_pressed(qtbot):
    host = QWidget()
    qtbot.addWidget(host)
    watch = InputWatch(host, reader=lambda: False)
    changes: list[bool] = []
    watch.changed.connect(lambda: changes.append(watch.keys()))

    def send(event: QEvent) -> None:
        QApplication.sendEvent(host, event)

    send(QKeyEvent(QEvent.Type.KeyPress, Qt.Key.Key_Shift, Qt.KeyboardModifier.ShiftModifier))
    assert not watch.keys()  # a modifier alone says nothing
    send(QKeyEvent(QEvent.Type.KeyPress, Qt.Key.Key_F6, Qt.KeyboardModifier.NoModifier))
    assert watch.keys()
    send(QKeyEvent(QEvent.Type.ShortcutOverride, Qt.Key.Key_C, Qt.KeyboardModifier.NoModifier))
    point = QPointF(5, 5)
    send(QMouseEvent(QEvent.Type.MouseButtonPress, point, point, Qt.MouseButton.LeftButton,
                     Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier))
    assert not watch.keys()
    assert changes == [True, False]
    assert InputWatch(host, reader=lambda: True).keys()  # a screen reader: the keys always


def a_cultivation_with_a_coin() -> tuple[GameRecord, object]:
    """A cultivation where a coin may be paid (its C button), from seeded random games."""
    for seed in range(20):
        record, _ = core.random_game(2, seed)
        for step, state in enumerate(core.replay(record)):
            if state.decision_kind == "cultivate" and any(
                    getattr(a, "coin", False) for a in state.legal_actions()):
                played = record.copy(until=step)
                played.meta = {"app": "riverboat-qt", "seats": seats_meta([SeatConfig(True)] * 2)}
                return played, state
    raise AssertionError("no cultivation with a coin to pay in the seeded games")


def test_a_step_begun_by_its_key_leaves_the_keys_on_the_choices(window, qtbot):
    """C (pay a coin) takes the focus to its button as any shortcut does: the rows get it back,
    so that Up, Down and Enter, which the step names, act at once."""
    window.play_record(*a_cultivation_with_a_coin(), "")
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=5_000)
    window.toggle_choices(True)
    rows = window.choices_panel.list
    qtbot.waitUntil(lambda: QApplication.focusWidget() is rows)
    QApplication.processEvents()  # the bar shows its new buttons (a shortcut needs it)
    qtbot.keyClick(rows, Qt.Key.Key_C)  # the button's click comes a moment later
    qtbot.waitUntil(lambda: present(window.interaction).step is not None)
    assert window.input_watch.keys() and "[Esc]" in window.prompt.text()
    assert QApplication.focusWidget() is rows
    qtbot.keyClick(rows, Qt.Key.Key_Escape)
    assert present(window.interaction).step is None


def test_a_reader_found_after_the_start_hears_the_keys(window, qtbot):
    """Qt's bridge finds a screen reader a moment after the window shows: the decision already
    on the table is worded for the keys then, not at the next move."""
    window.start_game([SeatConfig(True), SeatConfig(True)], 6, "the-river")
    assert "click" in window.prompt.text() and "[F6]" not in window.prompt.text()
    try:
        QAccessible.setActive(True)
        qtbot.waitUntil(lambda: "[F6]" in window.prompt.text(), timeout=5_000)
        assert not MOUSE_WORDS.search(window.prompt.text())
    finally:
        QAccessible.setActive(False)


def test_a_closed_window_no_longer_watches_the_applications_events(qtbot, tmp_path) -> None:
    """Each event of the application passes through every filter on it: a closed window's
    watch is taken off, or a process of many windows slows with each one."""
    from PySide6.QtCore import QEvent
    from PySide6.QtGui import QKeyEvent
    from PySide6.QtWidgets import QApplication

    from riverboat_qt.registry import TABLES
    from riverboat_qt.shell.app import MainWindow

    window = MainWindow(TABLES, data_dir=tmp_path)
    qtbot.addWidget(window)
    press = QKeyEvent(QEvent.Type.KeyPress, Qt.Key.Key_Down, Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(window.view, press)
    assert window.input_watch.last_was_key
    window.input_watch.set_last(False)
    window.close()
    QApplication.sendEvent(window.view, QKeyEvent(QEvent.Type.KeyPress, Qt.Key.Key_Down,
                                                  Qt.KeyboardModifier.NoModifier))
    assert not window.input_watch.last_was_key
