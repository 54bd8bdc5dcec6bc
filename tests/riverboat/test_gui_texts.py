"""Every text a player reads is a sentence: no engine id, no notation (issue #10, the table).

The forbidden patterns are built from the component data, so a new card, boat or tile kind is
checked too. Seeded random games go through the engine (the log, the hint's words, the
refusals) and one goes through the real window (prompt, status bar, log view, AI progress).
"""

from __future__ import annotations

import random
import re
from collections.abc import Collection

import pytest

from core import riverboat
from core.record import random_game
from core.riverboat.components import components
from core.riverboat.describe import describe
from riverboat_qt.registry import TABLES
from riverboat_qt.riverboat import texts
from riverboat_qt.riverboat.hints import describe as hint_words
from riverboat_qt.shell.seats import SeatConfig, seat_labels
from tests.narrow import mover


def _word(text: str) -> str:
    return rf"(?<![\w-]){re.escape(text)}(?![\w-])"


def forbidden() -> list[re.Pattern]:
    """Ids and notation that must never reach a player, from the component data."""
    data = components()
    pats: list[str] = [r"(?<![\w-])[a-e][1-8](?![\w-])",  # a notation hex: players read C6
                       r"\$", r"->", r"\(s\)", r"\b[Ss]eat \d"]
    for card in data.cards:
        pats += [rf"\bcard {re.escape(card)}\b", rf"\b{re.escape(card)} card\b"]
        if not card.isalpha():  # 'vp7-harbor1', 'three-hex-tiles': never an English word
            pats.append(_word(card))
    for boat in data.boats:
        pats.append(rf"\b(?:riverboat|boat|on) {re.escape(boat)}\b")
        if not boat.isdigit():  # '2a', '3b'
            pats.append(_word(boat))
    pats += [_word(kind) for kind in data.tile_kinds]  # 'sC', 'dTW': case matters
    for bonus in data.space_bonuses:
        pats += [re.escape(key) for key in bonus if "_" in key]  # 'agents_up_to'
    pats += [rf"\bbonus {kind}\b" for kind in ("coin", "harbor", "agent")]
    return [re.compile(p) for p in pats]


FORBIDDEN = forbidden()


def leaks(text: str, notations: Collection[str] = ()) -> list[str]:
    """The engine ids or notation found in a text a player reads."""
    found = [m.group(0) for p in FORBIDDEN for m in p.finditer(text)]
    return found + [n for n in notations if n in text]


def test_the_scan_catches_what_the_issue_quoted():
    quoted = ["card barns", "vp7-harbor1", "harvest-turnip", "three-hex-tiles",
              "plant c6C d5C $", "harbor master 0 -> 2", "send up to 2 worker(s)",
              "seat 1 is first player", "ships 2 corn on riverboat 2a", "c6"]
    for text in quoted:
        assert leaks(text), text
    fine = ["Red takes the “Barns” card from opportunity space 2", "plants a 2-hex corn tile on "
            "C6 and D5, bought from its pile for a coin", "moves the harbor master from space 0 "
            "to space 2", "sends 2 agents to New Orleans", "Red (you) is first player in round 2"]
    for text in fine:
        assert not leaks(text), (text, leaks(text))


def _notations(state: riverboat.GameState) -> set[str]:
    """The notation of every legal action now, where it is more than one plain word."""
    return {str(a) for a in state.legal_actions() if " " in str(a)}


@pytest.mark.parametrize("players,seed", [(2, 3), (3, 7), (4, 11)])
def test_log_hint_and_refusals_of_seeded_games_show_no_engine_id(players, seed):
    record, _ = random_game(players, seed)
    names = seat_labels([SeatConfig(True)] + [SeatConfig(False)] * (players - 1))
    state = record.initial_state()
    assert isinstance(state, riverboat.GameState)
    seen: list[riverboat.Action] = []
    chooser = random.Random(seed)
    checked = 0
    for text in record.actions:
        action = riverboat.parse_action(text)
        notations = _notations(state)
        hint = hint_words(action, state)  # advice: 'take', 'plant', no third person left
        assert not re.search(r"\b(takes|pays|moves|places|plants|ships|sends)\b", hint), hint
        said = [describe(action, state), hint,
                texts.decision_prompt(state, names, human=True),
                texts.decision_prompt(state, names, human=False)]
        for other in chooser.sample(seen, min(6, len(seen))):  # refusals of moves not legal now
            reason = state.why_illegal(other)
            if reason is not None:
                said.append(reason)
        said += [e.text for e in state.apply(action)]
        seen.append(action)
        for line in said:
            assert not leaks(line, notations), (text, line, leaks(line, notations))
            checked += 1
    assert state.is_over and checked > 4 * len(record.actions)


def test_an_ai_seat_is_not_addressed_as_you():
    state = riverboat.new_game(3, 5)
    names = ["Red (AI Easy)", "Blue (AI Normal)", "Yellow (AI Hard)"]
    chooser = random.Random(5)
    kinds = set()
    while not state.is_over:
        kinds.add(state.decision_kind)
        line = texts.decision_prompt(state, names, human=False)
        assert not re.search(r"\byour?\b", line, re.IGNORECASE), line
        assert names[mover(state)] in line
        state.apply(chooser.choice(state.legal_actions()), log=False)
    assert {"draft", "cultivate", "plant", "ship", "card", "survey"} <= kinds


def test_hexes_read_as_capitalised_labels_in_the_log_and_the_refusals():
    state = riverboat.new_game(2, 1)
    chooser = random.Random(1)
    while state.decision_kind != "cultivate":
        state.apply(chooser.choice(state.legal_actions()), log=False)
    action = state.legal_actions()[0]
    assert isinstance(action, riverboat.PlaceWorker)  # cultivating places a worker
    name = str(action).split()[1]  # the notation's 'c6'
    events = state.clone().apply(action)
    assert f" {name.upper()} " in f" {events[0].text} ", events[0].text
    taken = state.clone()
    taken.apply(action, log=False)
    while taken.decision_kind != "cultivate" or taken.current_player != state.current_player:
        taken.apply(chooser.choice(taken.legal_actions()), log=False)
    refusal = taken.why_illegal(riverboat.PlaceWorker(action.hex))
    assert refusal == f"{name.upper()} is not an empty field"


def _window_texts(window) -> list[str]:
    bar = window.statusBar().currentMessage()
    out = [window.prompt.text(), bar, window.thinking_label.text()]
    out += [b.text() for b in window.choice_buttons]
    for item in window.log.lines:
        out += [item.text(0), item.toolTip(0)]
    return out


def test_a_hot_seat_game_in_the_window_shows_no_engine_id(window, qtbot):
    """Every decision through the real window: its prompt, buttons, status bar and log."""
    c = window.controller
    window.show_best_action.setChecked(True)  # the AI's best move so far, in words too
    window.start_game([SeatConfig(True), SeatConfig(True)], seed=4)
    chooser = random.Random(4)
    steps = asked = 0
    while not c.state.is_over:
        state = c.state
        notations = _notations(state)
        for line in _window_texts(window):
            assert not leaks(line, notations), (steps, line, leaks(line, notations))
        legal = state.legal_actions()
        several = [b for b, claims in getattr(window.interaction, "by_boat", {}).items()
                   if len(claims) > 1]
        if several:  # a boat that more than one crop could fill: the crop buttons ask
            window.interaction.click(several[0])
            asked += 1
            for line in _window_texts(window):
                assert not leaks(line, notations), (steps, line, leaks(line, notations))
        if steps % 25 == 0:  # the AI's progress report, as the status bar shows it
            window.on_progress(120, str(legal[0]))
            assert not leaks(window.thinking_label.text(), notations)
            assert "tries, best so far:" in window.thinking_label.text()
        c.submit(chooser.choice(legal))
        steps += 1
    for line in _window_texts(window):
        assert not leaks(line), line
    assert steps > 100 and len(window.log.lines) > steps and asked > 0


# -- the new-game dialog ----------------------------------------------------------------------


def test_choosing_two_players_leaves_no_gap_in_the_new_game_dialog(qtbot):
    from riverboat_qt.shell.dialogs import NewGameDialog

    dialog = NewGameDialog(TABLES)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.players.setValue(4)
    qtbot.wait(20)
    tall = dialog.height()
    dialog.players.setValue(2)
    qtbot.wait(20)
    assert dialog.height() < tall
    assert dialog.height() == dialog.sizeHint().height()
    # under the second seat comes the seed at the layout's spacing: hidden rows keep nothing
    last_seat = dialog.combos[1].geometry()
    spacing = max(dialog.form.verticalSpacing(), 0)
    assert dialog.seed.geometry().top() - last_seat.bottom() <= spacing + 8
    assert not dialog.combos[2].isVisible() and not dialog.labels[3].isVisible()
    assert [s.human for s in dialog.seats()] == [True, False]


# -- the log's rows -------------------------------------------------------------------------


def _row_lines(log, item) -> tuple[int, int, int]:
    """(lines the text needs where the style draws it, row height, line spacing), measured
    with Qt's own item option and text layout, not with the log's delegate."""
    from PySide6.QtGui import QFontMetrics, QTextLayout, QTextOption
    from PySide6.QtWidgets import QStyle, QStyledItemDelegate, QStyleOptionViewItem

    index = log.indexFromItem(item, 0)
    opt = QStyleOptionViewItem()
    log.initViewItemOption(opt)
    QStyledItemDelegate().initStyleOption(opt, index)
    opt.rect = log.visualRect(index)
    style = log.style()
    text = style.subElementRect(QStyle.SubElement.SE_ItemViewItemText, opt, log)
    margin = style.pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, log) + 1
    layout = QTextLayout(item.text(0), opt.font)
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WordWrap)
    layout.setTextOption(option)
    layout.beginLayout()
    lines = 0
    while (line := layout.createLine()).isValid():
        line.setLineWidth(text.width() - 2 * margin)
        lines += 1
    layout.endLayout()
    return lines, opt.rect.height(), QFontMetrics(opt.font).lineSpacing()


def test_log_rows_have_no_blank_line_and_dot_and_vp_sit_on_the_first_line(window, qtbot):
    from PySide6.QtCore import Qt

    c = window.controller
    window.start_game([SeatConfig(True)] * 3, seed=4)
    chooser = random.Random(4)
    for _ in range(150):
        c.submit(chooser.choice(c.state.legal_actions()))
    log = window.log
    for width in (340, 360, 440, 480, 600):  # widths where rows used to keep a blank line
        window.resizeDocks([window.log_dock], [width], Qt.Orientation.Horizontal)
        qtbot.wait(30)
        rows = [_row_lines(log, item) for item in log.lines]
        blank = [r for r in rows if r[1] >= (r[0] + 1) * r[2]]
        clipped = [r for r in rows if r[1] < r[0] * r[2]]
        assert not blank and not clipped, (width, blank[:3], clipped[:3])
    # a wrapped line that scored: its green VP is drawn on the first line, not the middle
    window.resizeDocks([window.log_dock], [340], Qt.Orientation.Horizontal)
    qtbot.wait(30)
    wrapped = [i for i in log.lines if i.text(1) and _row_lines(log, i)[0] >= 2]
    assert wrapped
    item = wrapped[0]
    log.scrollToItem(item)
    qtbot.wait(30)
    image = log.viewport().grab(log.visualItemRect(item)).toImage()
    text_x = log.visualRect(log.indexFromItem(item, 0)).width() // 3  # past the dot
    vp_x = log.visualRect(log.indexFromItem(item, 1)).left() - log.visualItemRect(item).left()
    ink = [y for y in range(image.height()) for x in range(text_x, vp_x)
           if image.pixelColor(x, y).lightness() < 110]
    green = [y for y in range(image.height()) for x in range(vp_x, image.width())
             if (col := image.pixelColor(x, y)).green() > col.red() + 40
             and col.green() > col.blue() + 40]
    assert ink and green and abs(min(green) - min(ink)) <= 3, (min(green), min(ink))
    # and the seat's dot too
    dot_x = log.visualRect(log.indexFromItem(item, 0)).left() - log.visualItemRect(item).left()
    dot = [y for y in range(image.height()) for x in range(dot_x, dot_x + 18)  # not the text
           if image.pixelColor(x, y).lightness() < 200]
    assert dot and max(dot) < min(ink) + _row_lines(log, item)[2] + 2, (dot, min(ink))


def test_the_scoring_words_fill_in_the_engine_numbers(monkeypatch):
    """Other numbers in the engine or its data, other words: no tip restates one."""
    import dataclasses

    import riverboat_qt.riverboat as table

    for name, value in (("VP_PER_COIN", 3), ("VP_PER_COLOUR", 8), ("VP_PER_UNSCORED", 4),
                        ("LAST_ROUND", 5), ("AGENT_AWARDS", (12, 6, 0, 0))):
        monkeypatch.setattr(table, name, value)
    tips = table.category_tips()
    assert tips["coins"] == "3 VP per coin left."
    assert tips["completed colours"].startswith("8 VP per field colour")
    assert tips["unscored features"].startswith("4 VP per barn or well")
    assert "during the 5 rounds" in tips["points during play"]
    assert tips["agents bonus"].startswith("Most agents in New Orleans: 12 / 6 VP (ties:")
    other = dataclasses.replace(components(), space_bonuses=({"surveyor": 2}, {"coins": 3}))
    monkeypatch.setattr(texts, "components", lambda: other)
    assert (texts.space_bonus(0), texts.space_bonus(1)) == ("+2 surveyors", "+3 coins")
