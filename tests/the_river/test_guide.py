"""The River's guided first game: Help starts it with The River on the table; its fixed first
round is the one its notes describe (the line replays in the engine, every ringed choice legal);
each human decision of round 1 shows the note written for it, and following the ring advances
the guide; off the line the notes fall back to ones true in any game; the Italian notes load;
the seats the guide used are never remembered as the player's."""

from __future__ import annotations

import json
import random
import string

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDockWidget

from ai import make_bot
from core.the_river import GAME, StartTile, parse_action
from core.the_river.constants import DECISION_TEXT
from riverboat_qt.registry import TABLES
from riverboat_qt.shell.dialogs import NewGameDialog
from riverboat_qt.shell.guide import (
    LANGUAGES,
    GuideError,
    load_guide,
    match,
    note_text,
    parse_guide,
    start_guided_game,
)
from riverboat_qt.shell.seats import SeatConfig
from riverboat_qt.shell.theme import english_colour_name
from riverboat_qt.the_river.driver import Driver
from riverboat_qt.the_river.guide import GUIDE, MOVES, fields, move_of, suggest
from tests.narrow import present
from tests.shell.test_guide import human_turn_or_end, rings

DATA = load_guide(GUIDE)
HUMAN = 0  # the guide's seats: the human first
# the human's decisions of the fixed first round and the notes written for them
LINE_NOTES = {1: "start-line", 2: "claim-first-line", 4: "claim-second-line", 6: "produce-line",
              8: "build-line"}


def perform(window, qtbot, action) -> None:
    """The human's move through the widgets; waits until the window recorded it."""
    c = window.controller
    step = len(c.record.actions)
    Driver(window).perform(action)
    qtbot.waitUntil(lambda: len(c.record.actions) > step, timeout=10_000)
    assert c.record.actions[step] == str(action)


# -- the fixed game, in the engine ----------------------------------------------------------

def test_the_line_is_the_fixed_games_first_round_and_its_suggestions_are_legal():
    """The guide's seed and seats, its suggestions for the human and the Easy AI seeded as the
    window seeds it play exactly the line: the notes written for it describe the real table."""
    assert DATA.seats == ("human", "Easy") and DATA.ends_after_round == 1
    state = GAME.new_game(len(DATA.seats), DATA.seed, None)
    easy = make_bot("easy", seed=DATA.seed * 10 + 1, game="the-river")  # the controller's seed
    steps = {s.at: s for s in DATA.steps if s.at is not None}
    for k, move in enumerate(DATA.line):
        assert state.round == 1
        seat = state.current_player
        if seat == HUMAN:
            action = suggest(state.clone(), DATA.seed * 1000 + k)  # the guide's seed
            assert action in state.legal_actions()
        else:
            action = easy.choose(state.clone())
        assert str(action) == move, f"move {k}: the line says {move}, the game plays {action}"
        if k in steps:  # a note written for this move: its decision kind and who decides
            assert state.decision_kind in steps[k].kind
            assert steps[k].who == ("you" if seat == HUMAN else "ai")
        state.apply(action, log=False)
    assert state.round == 2, "the line is the whole first round"
    assert {k for k, s in steps.items() if s.who == "you"} == set(LINE_NOTES)
    assert {steps[k].note.id for k in LINE_NOTES} == set(LINE_NOTES.values())


def test_the_notes_cover_every_decision_and_speak_both_languages():
    plain = {k for s in DATA.steps if s.who == "you" and not s.once and not s.conditions
             and s.at is None for k in s.kind}
    assert plain == set(DECISION_TEXT)
    for step in DATA.steps:
        assert set(step.conditions) <= {"move"}
        assert step.conditions.get("move", "start") in MOVES.values()
    for note in (*DATA.intro, *(s.note for s in DATA.steps), DATA.closing):
        for language in LANGUAGES:
            assert note.texts[language].strip()
    assert "verde acqua" in DATA.intro[0].texts["it"]


def test_every_note_fills_its_placeholders_in_seeded_games():
    """Off the line a note is picked by the sort of move: its numbers come from the engine."""
    rng, picked = random.Random(3), set()
    for seed in (2, 5):
        state = GAME.new_game(2, seed, None)
        while state.round <= 2:
            action = rng.choice(state.legal_actions())
            who = "you" if state.current_player == HUMAN else "ai"
            step = match(DATA, GUIDE, state, action, state.decision_kind, who, set())
            if step is not None:
                picked.add(step.note.id)
                values = fields(state, action)
                for language in LANGUAGES:
                    text = step.note.texts[language]
                    names = {n for _, n, _, _ in string.Formatter().parse(text) if n}
                    assert names <= set(values), (step.note.id, names - set(values))
                    assert note_text(step.note, language, values)
                assert not step.note.id.endswith("-line"), "off the line, no line note"
            state.apply(action, log=False)
    assert {"claim", "produce", "reserve", "place"} & picked


# -- the window ------------------------------------------------------------------------------

def test_help_starts_the_rivers_guide_with_the_river_on_the_table(window, qtbot, monkeypatch):
    window.start_game([SeatConfig(True), SeatConfig(False, "Easy")], 7, "the-river")
    asked: list[int] = []  # the game in progress is not replaced without asking

    def may_replace_game() -> bool:
        asked.append(1)
        return True

    monkeypatch.setattr(window, "may_replace_game", may_replace_game)
    window.guide_action.trigger()
    assert asked and window.guide_choice is None, "The River is on the table: no question"
    guide = window.guide
    assert guide is not None and guide.spec is GUIDE and guide.active
    c = window.controller
    assert (c.game_id, c.record.seed) == ("the-river", DATA.seed)
    assert c.seats == [SeatConfig(True), SeatConfig(False, "Easy")]
    assert window.findChild(QDockWidget, "guide").isVisible()
    assert "Welcome to The River" in guide.panel.note.text()


def test_each_first_round_decision_shows_its_note_and_the_ring_advances_the_guide(window,
                                                                                 qtbot):
    guide = start_guided_game(window, GUIDE, "en")
    c = window.controller
    for _ in DATA.intro:
        qtbot.mouseClick(guide.panel.next_button, Qt.MouseButton.LeftButton)
    seen = {}
    while True:
        human_turn_or_end(window, qtbot, guide)
        if not guide.active:
            break
        step = len(c.record.actions)
        ringed = guide.suggested(c.state, step)
        assert ringed in c.state.legal_actions(), f"the ring at move {step} is not legal"
        assert guide.marks and rings(window), f"the note at move {step} points at nothing"
        seen[step] = present(guide.decision)[1]
        assert guide.panel.heading.text() == "Your decision"
        assert guide.panel.note.text() and "?" not in guide.panel.note.text()
        perform(window, qtbot, ringed)
    assert seen == LINE_NOTES
    assert c.record.actions == list(DATA.line)
    assert {"ai-start-line", "ai-claim-line", "ai-reserve-line"} <= guide.shown
    assert "forest/mountain" in guide.panel.ai_lines.text()
    assert c.state.round == 2 and "Round 1 is over" in guide.panel.note.text()
    assert not rings(window) and guide.panel.leave_button.text() == "Close"


def test_off_the_line_the_notes_fall_back_to_true_ones(window, qtbot):
    guide = start_guided_game(window, GUIDE, "en")
    c = window.controller
    human_turn_or_end(window, qtbot, guide)
    assert present(guide.decision)[1] == "start-line"
    other = next(a for a in c.state.legal_actions()
                 if isinstance(a, StartTile) and str(a) != DATA.line[1])
    perform(window, qtbot, other)  # not the suggested tile: the game leaves the line
    human_turn_or_end(window, qtbot, guide)
    sort = move_of(guide.suggested(c.state, len(c.record.actions)))
    assert present(guide.decision)[1] == sort.replace("_", "-"), "the note for the suggested move"
    assert "badlands" not in guide.panel.note.text()


def test_the_italian_notes_load(italian_window, qtbot):
    window = italian_window
    guide = start_guided_game(window, GUIDE)
    assert guide.language == "it" and "Benvenuto a The River" in guide.panel.note.text()
    human_turn_or_end(window, qtbot, guide)
    for _ in DATA.intro:
        guide.next_page()
    assert guide.panel.heading.text() == "Tocca a te"
    assert "tessera iniziale" in guide.panel.note.text()
    assert "montagna" in guide.panel.note.text() and rings(window)


@pytest.mark.parametrize("how", ["leave", "end"])
def test_after_the_guide_the_dialog_keeps_the_players_own_seats(window, qtbot, how):
    own = [SeatConfig(True), SeatConfig(False, "Normal"), SeatConfig(False, "Hard")]
    window.start_game(own, 3, "the-river")
    guide = start_guided_game(window, GUIDE, "en")
    assert len(window.controller.seats) == 2
    if how == "leave":
        guide.leave()
    else:  # play the guided round to its end
        c = window.controller
        while guide.active:
            human_turn_or_end(window, qtbot, guide)
            if guide.active:
                perform(window, qtbot, parse_action(DATA.line[len(c.record.actions)]))
    window.save_settings()  # as closing the window or changing the language does
    dialog = NewGameDialog(TABLES, window, window.last_seats(), window.settings.values.last_game)
    qtbot.addWidget(dialog)
    assert dialog.seats() == own and dialog.game_id() == "the-river"


# -- the line in the data file ----------------------------------------------------------------

def raw_guide() -> dict:
    return json.loads(GUIDE.data_path.read_text(encoding="utf-8"))


def line_step(data: dict) -> dict:
    return next(s for s in data["steps"] if "at" in s["when"])


LINE_DAMAGES = {
    "at past the line": lambda d: line_step(d)["when"].update(at=len(d["line"])),
    "at below the line": lambda d: line_step(d)["when"].update(at=-1),
    "at true": lambda d: line_step(d)["when"].update(at=True),
    "at without a line": lambda d: d.pop("line"),
    "line not a list": lambda d: d.update(line="start T26"),
    "a move not a text": lambda d: d["line"].__setitem__(2, 7),
    "an empty move": lambda d: d["line"].__setitem__(2, " "),
    "a line too long": lambda d: d.update(line=d["line"] * 50),
}


@pytest.mark.parametrize("name", sorted(LINE_DAMAGES))
def test_a_damaged_line_is_refused_with_its_error(name):
    data = raw_guide()
    LINE_DAMAGES[name](data)
    with pytest.raises(GuideError):
        parse_guide(data, GUIDE)


# -- the table note's words, in every arrangement of the table (issue #47) ------------------

def drawn_in(layout: str):
    """The guided game's table at its start, drawn in one arrangement."""
    scene = TABLES["the-river"].make_scene(None)
    scene.choose_layout = lambda players: layout  # type: ignore[method-assign]
    scene.rebuild(GAME.new_game(len(DATA.seats), DATA.seed, None), HUMAN)
    return scene


def test_the_table_note_says_where_things_are_in_every_arrangement(qapp) -> None:
    """'Top right, the AI's river board. Below, your river board' was true of one arrangement:
    the note now says what holds in each, and each is checked here."""
    note = next(n for n in DATA.intro if n.id == "table").text("en")
    assert "Top left, the main board" in note
    assert "The AI's river board (Blue) is on the right, whole or in brief" in note
    assert "**Your river board** (Red), under the main board or on its right" in note
    assert [english_colour_name(HUMAN), english_colour_name(1 - HUMAN)] == ["Red", "Blue"]
    layouts = list(drawn_in("").layout_sizes(len(DATA.seats)))
    assert len(layouts) > 1
    for layout in layouts:
        scene = drawn_in(layout)
        main = scene.main.item.sceneBoundingRect()
        shown = [i.sceneBoundingRect() for i in scene.items()
                 if i.parentItem() is None and i.isVisible()]
        assert all(r.left() >= main.left() and r.top() >= main.top() for r in shown), layout
        yours = scene.boards[HUMAN].sceneBoundingRect()
        assert yours.top() >= main.bottom() or yours.left() >= main.right(), layout
        theirs = scene.shown_by(scene.boards[1 - HUMAN])
        assert theirs.isVisible() and theirs.sceneBoundingRect().left() >= main.right(), layout
