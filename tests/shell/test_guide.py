"""The guided first game (Help > Guided first game): notes for every decision of round 1, each
pointing at something, in English and Italian; leaving keeps the game; it never moves by itself;
a damaged guide file is refused with GuideError."""

from __future__ import annotations

import copy
import json
import random

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtWidgets import QDockWidget

import core.registry
from core.riverboat.constants import DECISION_TEXT
from riverboat_qt.registry import TABLES
from riverboat_qt.riverboat.driver import Driver
from riverboat_qt.riverboat.guide import GUIDE
from riverboat_qt.shell.guide import (
    LANGUAGES,
    GuideError,
    load_guide,
    parse_guide,
    start_guided_game,
)
from riverboat_qt.shell.guide_spec import GuideSpec
from riverboat_qt.shell.hint_ring import HintRing
from riverboat_qt.shell.piece import MARGIN
from riverboat_qt.shell.theme import english_colour_name
from tests import games as suite

ALL_KINDS = set(DECISION_TEXT)


def raw_guide() -> dict:
    return json.loads(GUIDE.data_path.read_text(encoding="utf-8"))


def human_turn_or_end(window, qtbot, guide) -> None:
    c = window.controller
    qtbot.waitUntil(lambda: not guide.active or (c.human_to_move and window.interaction
                                                 is not None and guide.decision is not None
                                                 and guide.decision[0] == len(c.record.actions)),
                    timeout=60_000)


def rings(window) -> list:
    return [i for i in window.scene.items() if isinstance(i, HintRing)]


def follow_guide(window, qtbot, guide, stop_kind: str | None = None) -> list[tuple]:
    """Play the human seat by clicking what the guide points at, through the widgets; returns
    (kind, note id, marks) per human decision."""
    c, driver = window.controller, Driver(window)
    seen: list[tuple] = []
    while True:
        human_turn_or_end(window, qtbot, guide)
        if not guide.active or c.state.decision_kind == stop_kind:
            return seen
        step = len(c.record.actions)
        action = guide.suggested(c.state, step)
        seen.append((c.state.decision_kind, guide.decision[1], list(guide.marks),
                     guide.panel.note.text()))
        driver.perform(action)
        qtbot.waitUntil(lambda step=step: len(c.record.actions) > step, timeout=10_000)
        assert c.record.actions[step] == str(action)


def test_the_guide_explains_and_points_at_every_decision_of_round_1(window, qtbot):
    guide = start_guided_game(window, GUIDE, "en")
    assert window.controller.record.seed == guide.data.seed
    assert [s.human for s in window.controller.seats] == [True, False]
    dock = window.findChild(QDockWidget, "guide")
    assert dock is not None and dock.isVisible()
    for _ in guide.data.intro:  # the intro pages, then the decision notes
        assert guide.panel.next_button.isEnabled()
        qtbot.mouseClick(guide.panel.next_button, Qt.MouseButton.LeftButton)
    assert not guide.panel.next_button.isEnabled()
    seen = follow_guide(window, qtbot, guide)
    kinds = {kind for kind, *_ in seen}
    assert kinds == ALL_KINDS, f"round 1 lacks {ALL_KINDS - kinds}"
    steps = {s.note.id: s for s in guide.data.steps}
    for kind, note_id, marks, shown in seen:
        assert note_id is not None and kind in steps[note_id].kind
        assert marks, f"the note {note_id} points at nothing"
        for language in LANGUAGES:
            assert steps[note_id].note.texts[language].strip()
        assert shown.strip()
    assert any(i.startswith("ai-") for i in guide.shown), "no line on the AI's moves"
    assert guide.panel.ai_lines.text()
    # round 1 is over: the closing note, no more pointing, the game goes on
    assert window.controller.state.round == 2
    assert "Round 1 is over" in guide.panel.note.text()
    assert not rings(window)
    assert guide.panel.leave_button.text() == "Close"


def choose_in_help(window, qtbot, game: str) -> None:
    """Help > Guided first game with no game on the table: the question, then the game."""
    window.guide_action.trigger()
    choice = window.guide_choice
    assert choice is not None and choice.isVisible()
    qtbot.mouseClick(choice.buttons[game], Qt.MouseButton.LeftButton)


def test_the_guide_speaks_the_windows_language(italian_window, qtbot):
    window = italian_window
    assert window.guide_action.text() == "Prima partita guidata"
    choose_in_help(window, qtbot, "riverboat")
    guide = window.guide
    assert guide.language == "it" and "Benvenuto" in guide.panel.note.text()
    assert guide.panel.leave_button.text() == "Lascia la guida"
    assert window.findChild(QDockWidget, "guide").windowTitle() == "Prima partita guidata"
    human_turn_or_end(window, qtbot, guide)
    guide.next_page()
    guide.next_page()
    assert guide.panel.heading.text() == "Tocca a te"
    assert "tessera fase" in guide.panel.note.text()
    assert rings(window), "the draft's suggestion is ringed"


def test_leaving_mid_way_keeps_the_game_playable(window, qtbot):
    guide = start_guided_game(window, GUIDE, "en")
    follow_guide(window, qtbot, guide, stop_kind="cultivate")
    assert rings(window)
    c = window.controller
    moves = len(c.record.actions)
    qtbot.mouseClick(guide.panel.leave_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.findChild(QDockWidget, "guide") is None, timeout=5_000)
    assert window.guide is None and not rings(window)
    assert len(c.record.actions) == moves and c.human_to_move
    driver, rng = Driver(window), random.Random(4)
    for _ in range(6):  # the game goes on as a normal one, without notes
        qtbot.waitUntil(lambda: c.human_to_move and window.interaction is not None,
                        timeout=60_000)
        step = len(c.record.actions)
        driver.perform(rng.choice([a for a in c.state.legal_actions()
                                   if not getattr(a, "coin", False)]))
        qtbot.waitUntil(lambda step=step: len(c.record.actions) > step, timeout=10_000)
        assert not rings(window)


def test_the_guide_never_moves_by_itself(window, qtbot):
    guide = start_guided_game(window, GUIDE, "en")
    c = window.controller
    human_turn_or_end(window, qtbot, guide)
    moves, pointed = len(c.record.actions), len(rings(window))
    assert pointed
    qtbot.wait(300)
    for _ in range(3):
        guide.on_drawn()
        guide.next_page()
    qtbot.wait(100)
    assert len(c.record.actions) == moves and c.human_to_move
    assert len(rings(window)) == pointed  # pointing again replaces the rings
    # every move of the human seat so far came from a click: none, since nobody clicked
    humans = [k for k, step in enumerate(c.timeline.steps) if c.is_human(step.seat)]
    assert humans == []


def test_a_new_game_ends_the_guide(window, qtbot):
    from riverboat_qt.shell.seats import SeatConfig

    guide = start_guided_game(window, GUIDE, "en")
    window.start_game([SeatConfig(True), SeatConfig(False, "random")], 5)
    qtbot.waitUntil(lambda: window.findChild(QDockWidget, "guide") is None, timeout=5_000)
    assert not guide.active and window.guide is None


# -- the data file ------------------------------------------------------------------------

def test_the_guide_file_has_both_languages_and_a_note_per_decision():
    data = load_guide(GUIDE)
    plain = {k for s in data.steps if s.who == "you" and not s.once and not s.conditions
             for k in s.kind}
    assert plain == ALL_KINDS
    for note in (*data.intro, *(s.note for s in data.steps), data.closing):
        for language in LANGUAGES:
            assert note.texts[language].strip()


def damaged(change) -> dict:
    data = copy.deepcopy(raw_guide())
    change(data)
    return data


DAMAGES = {
    "not an object": lambda d: d.clear() or d.update({"format": []}),
    "wrong format": lambda d: d.update(format="riverboat-state"),
    "other game": lambda d: d.update(game="the-river"),
    "seed text": lambda d: d.update(seed="79"),
    "no human": lambda d: d.update(seats=["Easy", "Easy"]),
    "bad level": lambda d: d.update(seats=["human", "Genius"]),
    "no intro": lambda d: d.update(intro=[]),
    "missing italian": lambda d: d["steps"][0].pop("it"),
    "empty english": lambda d: d["steps"][3].update(en="  "),
    "unknown kind": lambda d: d["steps"][0]["when"].update(kind="dance"),
    "unknown who": lambda d: d["steps"][0]["when"].update(who="everyone"),
    "unknown condition": lambda d: d["steps"][0]["when"].update(colour="red"),
    "unknown placeholder": lambda d: d["steps"][0].update(en="Click {tile}.", it="Clicca {tile}."),
    "placeholders differ": lambda d: d["steps"][1].update(it="Clicca la tessera."),
    "bad braces": lambda d: d["steps"][1].update(en="Click {phase."),
    "twice the same id": lambda d: d["steps"][1].update(id=d["steps"][0]["id"]),
    "a kind without a plain note": lambda d: d.update(
        steps=[s for s in d["steps"] if s["when"]["kind"] != "agents"]),
    "unknown field": lambda d: d.update(colour="red"),
    "steps not a list": lambda d: d.update(steps={"a": 1}),
    "when not an object": lambda d: d["steps"][0].update(when="draft"),
    "closing without text": lambda d: d["closing"].pop("en"),
}


@pytest.mark.parametrize("name", sorted(DAMAGES))
def test_a_damaged_guide_is_refused_with_its_error(name):
    with pytest.raises(GuideError):
        parse_guide(damaged(DAMAGES[name]), GUIDE)


def spec_at(path) -> GuideSpec:
    return GuideSpec(path, GUIDE.game_id, GUIDE.kinds, GUIDE.suggest, GUIDE.fields,
                     GUIDE.field_names, GUIDE.conditions)


@pytest.mark.parametrize("content", [b"", b"{", b"\xff\xfe", b"[" * 100_000, b"null",
                                     json.dumps({"format": "guide"}).encode()])
def test_a_file_that_is_not_a_guide_is_refused(tmp_path, content):
    path = tmp_path / "guide.json"
    path.write_bytes(content)
    with pytest.raises(GuideError):
        load_guide(spec_at(path))
    with pytest.raises(GuideError):
        load_guide(spec_at(tmp_path / "missing.json"))


def test_random_damage_is_refused_or_read(tmp_path):
    """Any mutation of the file is read or refused with GuideError: never another error."""
    rng = random.Random(13)
    values = [None, True, 0, -1, 2**40, "", "x", [], {}, [1], {"a": 1}, "{x}", "you", "draft"]

    def mutate(node):
        if isinstance(node, dict) and node:
            key = rng.choice(sorted(node))
            if rng.random() < 0.4:
                node[key] = rng.choice(values)
            elif rng.random() < 0.2:
                del node[key]
            else:
                mutate(node[key])
        elif isinstance(node, list) and node:
            k = rng.randrange(len(node))
            if rng.random() < 0.4:
                node[k] = rng.choice(values)
            else:
                mutate(node[k])

    refused = 0
    for _ in range(300):
        data = copy.deepcopy(raw_guide())
        for _ in range(rng.randint(1, 3)):
            mutate(data)
        try:
            parse_guide(data, GUIDE)
        except GuideError:
            refused += 1
    assert refused > 150


def test_the_window_refuses_a_damaged_guide_without_starting_a_game(qtbot, tmp_path):
    from dataclasses import replace

    from riverboat_qt.shell.app import MainWindow
    from riverboat_qt.shell.tables import Tables

    path = tmp_path / "guide.json"
    path.write_text(json.dumps(damaged(DAMAGES["missing italian"])), encoding="utf-8")
    window = MainWindow(Tables([replace(TABLES["riverboat"], guide=spec_at(path))]),
                        data_dir=tmp_path)
    qtbot.addWidget(window)
    window.show()
    choose_in_help(window, qtbot, "riverboat")
    assert window.controller.record is None and window.guide is None
    assert window.error_box is not None and "'it'" in window.error_box.text()
    window.close()


def test_help_menu_asks_which_game_with_none_on_the_table(window, qtbot):
    assert window.guide_action.isEnabled() and window.controller.record is None
    window.guide_action.trigger()
    assert window.guide is None, "no game starts before the player chooses"
    assert set(window.guide_choice.buttons) == set(suite.table_ids(guide=True, registered=True))
    qtbot.mouseClick(window.guide_choice.buttons["riverboat"], Qt.MouseButton.LeftButton)
    assert window.guide is not None and window.guide.active
    assert window.controller.record.seed == window.guide.data.seed
    assert window.controller.game_id == "riverboat"


def test_help_menu_offers_the_guide_of_the_game_on_the_table(window, qtbot, monkeypatch):
    from riverboat_qt.shell.seats import SeatConfig

    window.start_game([SeatConfig(True), SeatConfig(False, "random")], 5, "riverboat")
    asked: list[int] = []  # a game in progress: the window asks before replacing it

    def may_replace_game() -> bool:
        asked.append(1)
        return True

    monkeypatch.setattr(window, "may_replace_game", may_replace_game)
    window.guide_action.trigger()
    assert asked
    assert window.guide_choice is None, "the game on the table has a guide: no question"
    assert window.guide is not None and window.controller.game_id == "riverboat"


def test_the_new_game_dialog_offers_the_guide_for_both_games(qtbot):
    from riverboat_qt.shell.dialogs import NewGameDialog

    dialog = NewGameDialog(TABLES, None, None, "the-river")
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.guide_button.isVisible()
    dialog.game.setCurrentIndex(dialog.game.findData("riverboat"))
    assert dialog.guide_button.isVisible()
    qtbot.mouseClick(dialog.guide_button, Qt.MouseButton.LeftButton)
    assert dialog.guided and dialog.result() == dialog.DialogCode.Accepted


def test_after_the_guide_the_new_game_dialog_keeps_the_players_own_seats(window, qtbot):
    from riverboat_qt.shell.dialogs import NewGameDialog
    from riverboat_qt.shell.seats import SeatConfig

    own = [SeatConfig(True), SeatConfig(False, "Hard"), SeatConfig(False, "Normal")]
    window.start_game(own, 5, "riverboat")
    assert window.last_seats() == own
    guide = start_guided_game(window, GUIDE, "en")
    assert window.controller.seats == [SeatConfig(True), SeatConfig(False, "Easy")]
    guide.leave()
    window.save_settings()  # as closing the window or changing the language does
    assert window.last_seats() == own
    dialog = NewGameDialog(TABLES, window, window.last_seats())
    qtbot.addWidget(dialog)
    assert dialog.seats() == own


# -- the table note's words, in every arrangement of the table (issue #47) ------------------

EDGE = 2 * MARGIN  # two pieces side by side: their bounding rects overlap by this


def drawn_in(layout: str, seats: int):
    """The guided game's table at its start (the human first), drawn in one arrangement."""
    scene = TABLES["riverboat"].make_scene(None)
    scene.choose_layout = lambda players: layout  # type: ignore[method-assign]
    scene.rebuild(core.registry.game("riverboat").new_game(seats, 1, None), 0)
    return scene


def test_the_table_note_says_where_things_are_in_every_arrangement(qapp) -> None:
    """The note said the AI's mat is beside New Orleans and yours at the bottom: not so in the
    wide arrangement; it now says what holds in each (the stack of issue #47 too: the crop
    supply under New Orleans, your mat on its right), and each is checked here."""
    data = load_guide(GUIDE)
    note = next(n for n in data.intro if n.id == "table").text("en")
    assert "Top left, New Orleans" in note
    assert "Beside it or lower down, the crop supply board; below them, the phase tiles, the " \
           "round track and the score track" in note
    assert "**Your mat** (Red), with its fields in five colours and your supply, is under New " \
           "Orleans or on its right; the AI's mat (Blue) is elsewhere, drawn small or, where " \
           "room is short, in brief" in note
    assert [english_colour_name(0), english_colour_name(1)] == ["Red", "Blue"]
    seats = len(data.seats)
    layouts = list(drawn_in("", seats).layout_sizes(seats))
    assert len(layouts) > 1
    for layout in layouts:
        scene = drawn_in(layout, seats)
        boards = QRectF()
        for item in (scene.new_orleans, scene.supply, scene.phases, scene.round_board,
                     scene.score):
            boards = boards.united(item.item.sceneBoundingRect())
        new_orleans = scene.new_orleans.item.sceneBoundingRect().adjusted(0, 0, -EDGE, -EDGE)
        assert boards.topLeft() == scene.new_orleans.item.sceneBoundingRect().topLeft(), layout
        supply = scene.supply.item.sceneBoundingRect()
        assert supply.left() >= new_orleans.right() or supply.top() >= new_orleans.bottom()
        for lower in (scene.phases, scene.round_board, scene.score):
            assert lower.item.sceneBoundingRect().top() >= new_orleans.bottom(), layout
        yours = scene.panels[0].sceneBoundingRect()
        assert yours.top() >= new_orleans.bottom() or yours.left() >= new_orleans.right()
        theirs = scene.shown_by(scene.panels[1]).sceneBoundingRect()
        assert not theirs.adjusted(EDGE, EDGE, -EDGE, -EDGE).intersects(yours), layout
