"""The River's table in Italian (issue #13): the prompt, the tooltips, the hint's advice, a
picker and its buttons, the replay's hidden text and the keys help; and, in English, the
advice still says exactly the log's words in the imperative."""

from __future__ import annotations

import random
import re

from PySide6.QtWidgets import QApplication

from core.the_river import StartTile, Trade
from core.the_river.describe import describe, imperative
from riverboat_qt.shell import i18n
from riverboat_qt.the_river import TABLE, texts
from riverboat_qt.the_river.driver import Driver
from riverboat_qt.the_river.scene import RiverScene
from tests.narrow import present

from .gui_host import StandInWindow, fresh
from .test_gui_decisions import find, first_of

NAMES = ("Anna", "Bruno", "Carla", "Dario")
# English words of the table's own sentences (not the engine's) that Italian must not show
ENGLISH = re.compile(r"\b(must|click|Here|nobody|Stored|Built|Boat|ready|deciding|scores|"
                     r"Warehouses|Spot|Bonus spot|Return|Trade|left on|empty)\b")


def test_the_prompt_in_italian_for_a_human_and_an_ai(italian):
    state = fresh(4, 2)
    human = TABLE.decision_prompt(state, NAMES, True)
    assert "deve scegliere una tessera terreno iniziale: clicca una tessera scoperta" in human
    ai = TABLE.decision_prompt(state, NAMES, False)
    assert "sta decidendo quale tessera terreno iniziale prendere" in ai
    assert not ENGLISH.search(human + ai), (human, ai)


def test_a_discard_prompt_has_its_italian_plural(italian):
    def pick(state, legal):
        return legal[0] if state.decision_kind == "discard" else None

    state, _ = find(pick)
    n = state.players[state.current_player].excess()
    prompt = TABLE.decision_prompt(state, NAMES, True)
    assert f"deve restituire {n} {'risorsa' if n == 1 else 'risorse'} in eccesso" in prompt


def test_the_table_tooltips_and_drawn_labels_speak_italian(italian, qtbot):
    state = fresh(4, 3)
    while state.decision_kind == "start_tile":
        state.apply(state.legal_actions()[0])
    scene = RiverScene()
    scene.rebuild(state, 0, NAMES)
    claim = scene.main.spots["claim_tile"].toolTip()
    assert "prendi una tessera terreno scoperta" in claim and "Qui: ancora nessuno." in claim
    building = next(p for p in scene.main.market.values() if p.building).toolTip()
    assert "Il cibo può sostituire qualsiasi risorsa del costo" in building
    board = scene.boards[0]
    assert board.boat.toolTip().startswith("La barca: "), board.boat.toolTip()
    assert "Se la partita finisse ora" in board.score.toolTip()
    assert board.cells[1].toolTip().startswith("Spazio 1 ")
    tips = [item.toolTip() for item in scene.items() if item.toolTip()]
    assert len(tips) > 40 and not [t for t in tips if ENGLISH.search(t)], \
        [t for t in tips if ENGLISH.search(t)][:3]


def test_the_advice_and_the_log_line_in_italian(italian):
    state = fresh(3, 4)
    start = next(a for a in state.legal_actions() if isinstance(a, StartTile))
    assert TABLE.advice(start, state).startswith("inizia il fiume con ")
    assert TABLE.describe(start, state) == i18n.render(describe(start, state))
    _, trade = find(first_of(Trade))
    assert TABLE.advice(trade, state).startswith("commercia ")
    assert TABLE.advice(trade, state).endswith(" per 1 cibo")


def test_a_picker_and_the_buttons_in_italian(italian, qtbot):
    state, _ = find(first_of(Trade))
    window = StandInWindow(state, human=frozenset({state.current_player}), names=NAMES)
    window.apply = False
    qtbot.addWidget(window)
    window.show()
    labels = [b.text() for b in window.choice_buttons]
    assert any(t.startswith("Commercia 3 per 1 cibo…") for t in labels), labels
    Driver(window).click_button("Commercia 3")
    tips = [p.toolTip() for p in window.scene.picks]
    assert tips and all(t.startswith("Restituisci ") and t.endswith(" e prendi 1 cibo")
                        for t in tips), tips


def test_keys_help_blurb_hidden_text_and_category_tips_in_italian(italian):
    rows = dict(row.shown() for row in TABLE.inputs)
    assert rows["Trascina"].startswith("Un pioniere dalla tua barca")
    assert rows["T"] == "Commercia risorse per 1 cibo"
    assert "pionieri lungo il fiume" in i18n.table_words(TABLE, TABLE.blurb)
    assert all(i18n.table_words(TABLE, tip) != tip for tip in TABLE.category_tips.values())
    state = fresh(3, 5)
    assert "<b>Tutto (onnisciente)</b>" in TABLE.hidden_text(state, -1, NAMES)
    assert "<b>Cosa può sapere Bruno</b>" in TABLE.hidden_text(state, 1, NAMES)


def test_the_english_advice_is_the_log_sentence_in_the_imperative():
    seen = set()
    for seed in range(4):
        state = fresh(2 + seed % 3, seed)
        rng = random.Random(seed)
        while not state.is_over:
            for action in state.legal_actions():
                assert TABLE.advice(action, state) == imperative(describe(action, state))
                seen.add(type(action).__name__)
            state.apply(rng.choice(state.legal_actions()))
    assert {"StartTile", "Claim", "Build", "Trade", "Produce", "Reserve"} <= seen


def test_the_initials_on_resources_and_pioneers_follow_the_language(italian):
    assert [texts.resource_letter(k) for k in range(4)] == ["L", "A", "P", "C"]
    assert [texts.seat_letter(s) for s in range(4)] == ["R", "Bl", "N", "Bi"]
    i18n.install_language(present(QApplication.instance()), "en")  # the fixture's own ending, early
    assert [texts.resource_letter(k) for k in range(4)] == ["W", "C", "S", "F"]
    assert [texts.seat_letter(s) for s in range(4)] == ["R", "B", "K", "W"]
