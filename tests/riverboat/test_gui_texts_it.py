"""Riverboat's table in Italian (issue #13): its prompts, tooltips, advice, drawn counts and keys
help through Qt's translations; in English the same words as before."""

from __future__ import annotations

import random
import re

import pytest

import core
from core.record import random_game
from core.riverboat import ChoosePhase, GameState, PassBoats, parse_action
from core.riverboat.components import components
from core.riverboat.constants import DECISION_TEXT, DecisionKind
from core.riverboat.describe import describe as core_describe
from core.riverboat.describe import imperative
from riverboat_qt.riverboat import TABLE, texts
from riverboat_qt.riverboat.driver import Driver
from riverboat_qt.shell import i18n
from riverboat_qt.shell.seats import SeatConfig
from tests.narrow import mover
from tests.riverboat.test_gui_play import play_one

# Words of the table's own English that must not be left in its Italian (whole words; not
# "pile", which is Italian too).
ENGLISH = ("the", "your", "you", "must", "choose", "place", "take", "tile", "card",
           "field", "worker", "coin", "coins", "surveyor", "round track", "scores", "phase")


def english_left(words: str) -> list[str]:
    return [w for w in ENGLISH if re.search(rf"\b{w}\b", words)]


def test_the_phase_tiles_texts_of_the_data_are_all_translatable():
    data = components().raw["phase_tiles"]
    printed = {tile[key] for tile in data for key in ("bonus", "action", "coin") if tile[key]}
    assert printed == set(texts.PHASE_TILE_TEXTS)


def test_the_prompts_own_words_are_the_engines_decision_texts():
    for kind, words in texts.HUMAN_TEXT.items():
        if kind != "plant":  # the one said with the mouse
            assert words == DECISION_TEXT[DecisionKind(kind)], kind
    for kind, words in texts.AI_TEXT.items():
        assert words == f"how to {DECISION_TEXT[DecisionKind(kind)]}", kind


@pytest.mark.parametrize("players,seed", [(2, 3), (4, 11)])
def test_the_english_advice_is_the_logs_sentence_said_to_you(players, seed):
    record, _ = random_game(players, seed)
    state = record.initial_state()
    assert isinstance(state, GameState)
    for notation in record.actions:
        action = parse_action(notation)
        expected = imperative(core_describe(action, state))
        if isinstance(action, PassBoats):
            expected = "pass: no more riverboats this round"  # imperative() missed 'passes:'
        assert TABLE.advice(action, state) == expected
        state.apply(action, log=False)


def test_counts_take_the_languages_plural_forms(italian):
    assert (texts.coins(1), texts.coins(3)) == ("1 moneta", "3 monete")
    assert (texts.surveyors(1), texts.surveyors(2)) == ("1 supervisore", "2 supervisori")
    assert TABLE.advice(core.parse_action("agents 2"), _state_at("agents")) == \
        "invia 2 agenti a New Orleans"


def test_counts_in_english_without_any_translator():
    assert (texts.coins(1), texts.coins(0), texts.cards(2)) == ("1 coin", "0 coins", "2 cards")


def _state_at(kind: str, seed: int = 11):
    chooser = random.Random(seed)
    state = core.new_game(4, seed)
    while state.decision_kind != kind:
        state.apply(chooser.choice(state.legal_actions()), log=False)
    return state


def test_a_prompt_a_tooltip_and_the_advice_in_italian(italian):
    state = core.new_game(4, 2)
    names = ["Rosso (tu)", "Blu (IA Facile)", "Giallo (IA Facile)", "Verde (IA Facile)"]
    prompt = TABLE.decision_prompt(state, names, True)
    assert prompt.startswith("Round 1, ") and prompt.endswith(
        f"— {names[mover(state)]}: scegli una tessera fase."), prompt
    ai = TABLE.decision_prompt(state, names, False)
    assert "sta decidendo quale tessera fase scegliere." in ai, ai
    assert TABLE.advice(ChoosePhase(3), state).startswith("prendi la tessera fase ")
    tip = texts.phase_tip(2)
    assert tip.startswith("Tessera fase 2: ") and "Giochi per primo in questa fase." in tip
    assert "Bonus: 1 moneta." in tip and "Moneta: scegli una tessera qualsiasi" in tip
    card = texts.card_tip(next(iter(components().cards)))
    assert card.startswith("Carta opportunità: ") and "supervisore" in card
    for words in (prompt.split("—")[-1], ai.split("—")[-1], tip):  # after the phase's name
        assert not english_left(words), (words, english_left(words))
    hidden = TABLE.hidden_text(state, 1, names)
    assert "<b>Quello che Blu (IA Facile) può sapere</b>" in hidden
    assert "<b>Mazzo coltivazione</b> (" in hidden and " carte): " in hidden


def test_the_log_line_is_the_engines_sentence_in_the_window_language(italian):
    state = _state_at("ship")
    action = state.legal_actions()[0]
    line = TABLE.describe(action, state)
    assert line == i18n.render(core_describe(action, state))
    if (i18n.I18N_DIR / "engine_it.ts").exists():  # the engine's words translated
        assert line != str(core_describe(action, state))


def test_the_keys_help_and_view_option_in_italian(italian):
    rows = dict(row.shown() for row in TABLE.inputs)
    assert rows["Trascina"].startswith("Una tessera raccolto sui tuoi lavoratori")
    assert rows["C"].startswith("Spendi una moneta")
    option = TABLE.view_options[0]
    assert i18n.table_words(TABLE, option.text) == "Mostra le coordinate degli esagoni"
    tips = {i18n.table_words(TABLE, tip) for tip in TABLE.category_tips.values()}
    assert "1 PV per ogni moneta rimasta." in tips
    assert i18n.table_words(TABLE, TABLE.blurb).startswith("Michael Kiesling, 2017. Coltiva")


def test_an_italian_window_plays_riverboat_through_its_italian_buttons(italian_window, qtbot):
    """Four seats; the human plays through the widgets (the driver clicks the Italian buttons)
    while the table, its buttons and its pieces' tooltips speak Italian."""
    window = italian_window
    window.start_game([SeatConfig(True)] + [SeatConfig(False, "random")] * 3, 5)
    c, driver = window.controller, Driver(window)
    rng = random.Random(5)
    seen: set[str] = set()
    while len(seen) < 4 and not c.state.is_over:
        qtbot.waitUntil(lambda: c.state.is_over or (c.human_to_move and
                                                     window.interaction is not None),
                        timeout=60_000)
        if c.state.is_over:
            break
        seen.add(c.state.decision_kind)
        prompt = window.prompt.text()
        ours = prompt.split("—")[-1].replace(c.seat_name(c.state.current_player), "")
        assert "Round " in prompt and not english_left(ours), prompt  # the seat is the shell's
        for button in window.choice_buttons:
            assert not english_left(button.text()), button.text()
            assert not english_left(button.toolTip()), button.toolTip()
        play_one(window, qtbot, driver, rng, coin_rate=0.3)
    assert len(seen) >= 4
    mine = ("Tessera fase", "Carta opportunità", "La riserva generale", "Tracciato del porto",
            "Riserva personale di", "campo")
    tips = [item.toolTip() for item in window.scene.items() if item.toolTip()]
    assert all(any(t.startswith(w) or w in t for t in tips) for w in mine), mine
    for tip in tips:
        first = tip.split("\n")[0]
        assert not re.search(r"\b(Opportunity card|Phase tile|Personal supply|Harbor track|"
                             r"field|The general supply|Face-down pile)\b", first), tip
