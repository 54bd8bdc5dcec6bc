"""Help > Rules: both games' rules in English and Italian, at the current decision's section,
with the table's pictures and a search that finds, counts and steps through the matches."""

from __future__ import annotations

import random
import re

import pytest
from PySide6.QtCore import Qt, QUrl
from PySide6.QtGui import QImage, QTextDocument

import core
from core.game import State
from riverboat_qt.registry import table_for
from riverboat_qt.riverboat import rules_help as riverboat_help
from riverboat_qt.shell.rules_view import RulesWindow, art_names, data_values, fill, sections
from riverboat_qt.shell.seats import SeatConfig
from riverboat_qt.the_river import rules_help as river_help
from tests import games as suite

GAMES = suite.table_ids(rules=True)
LANGUAGES = ("en", "it")
HOT_SEAT = [SeatConfig(True), SeatConfig(True)]
# Every anchor each table's rules_section can return.
ANCHORS = {
    "riverboat": {*riverboat_help.SECTIONS.values(), "setup", "end"},
    "the-river": {*river_help.SECTIONS.values(), "setup", "end", "no-spot"},
}


def states_by_section(game: str, players: int = 3, seeds: range = range(3)) -> dict[str, State]:
    """The first state met at each section over a few random games (and the end)."""
    found: dict[str, State] = {}
    table = table_for(game)
    for seed in seeds:
        state = core.registry.game(game).new_game(players, seed, None)
        rng = random.Random(seed)
        while True:
            found.setdefault(table.rules_section(state), state.clone())
            if state.is_over:
                break
            state.apply(rng.choice(state.legal_actions()), log=False)
    return found


def anchor_top(browser, anchor: str) -> float:
    """Where a section's title lies in the document (pixels from its top)."""
    document = browser.document()
    block = document.begin()
    while block.isValid():
        it = block.begin()
        while not it.atEnd():
            if anchor in it.fragment().charFormat().anchorNames():
                return document.documentLayout().blockBoundingRect(block).top()
            it += 1
        block = block.next()
    raise AssertionError(f"no anchor {anchor!r} in the document")


def assert_at_section(rules: RulesWindow, anchor: str) -> None:
    """The list selects the section and the browser shows its title at the top (or the end of
    the document, for the last sections)."""
    assert rules.isVisible()
    assert rules.contents.currentItem().data(Qt.ItemDataRole.UserRole) == anchor
    bar = rules.browser.verticalScrollBar()
    expected = min(anchor_top(rules.browser, anchor), bar.maximum())
    assert abs(bar.value() - expected) <= 2


@pytest.mark.parametrize("game", GAMES)
def test_both_languages_have_the_same_sections(game: str) -> None:
    table = table_for(game)
    ids = {lang: [a for _, a, _ in sections(table.rules_html(lang))] for lang in LANGUAGES}
    assert ids["en"] == ids["it"]
    assert len(ids["en"]) == len(set(ids["en"])) >= 10
    titles = {lang: [t for *_, t in sections(table.rules_html(lang))] for lang in LANGUAGES}
    assert titles["en"] != titles["it"]  # the Italian file is a translation, not a copy


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("language", LANGUAGES)
def test_every_anchor_the_table_returns_exists(game: str, language: str) -> None:
    present = {a for _, a, _ in sections(table_for(game).rules_html(language))}
    assert ANCHORS[game] <= present, ANCHORS[game] - present


@pytest.mark.parametrize("game", GAMES)
def test_decisions_of_real_games_map_to_sections(game: str) -> None:
    found = states_by_section(game)
    assert set(found) <= ANCHORS[game]
    wanted = ({"draft", "cultivation", "planting", "harvest", "features", "agents",
               "opportunity", "scoring", "end"} if game == "riverboat"
              else {"preliminary", "turn", "storage", "end"})
    assert wanted <= set(found), wanted - set(found)


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("language", LANGUAGES)
def test_every_picture_resolves(qtbot, game: str, language: str) -> None:
    table = table_for(game)
    text = table.rules_html(language)
    art = table.rules_art()
    names = set(art_names(text))
    assert names and names <= set(art), names - set(art)
    rules = RulesWindow()
    qtbot.addWidget(rules)
    rules.show_rules(table, "setup", language)
    for name in names:
        image = rules.browser.document().resource(QTextDocument.ResourceType.ImageResource,
                                                  QUrl(f"art:{name}"))
        assert isinstance(image, QImage) and not image.isNull(), name
        drawn = [image.pixelColor(x, y).alpha() for x in range(0, image.width(), 2)
                 for y in range(0, image.height(), 2)]
        assert max(drawn) > 0, f"{name} is blank"


@pytest.mark.parametrize("game", GAMES)
def test_numbers_come_from_the_data(game: str) -> None:
    for language in LANGUAGES:
        assert "{{" not in table_for(game).rules_html(language)
    values = data_values({"supply": {"coins": 25}, "boats": [{"id": "2a", "vp": 1}], "t": [6, 5]})
    assert values == {"supply.coins": "25", "boats.2a.vp": "1", "boats.2a.id": "2a",
                      "t.0": "6", "t.1": "5"}
    assert fill("<p>{{supply.coins}} coins</p>", values) == "<p>25 coins</p>"
    with pytest.raises(KeyError, match="supply.wells"):
        fill("{{supply.wells}}", values)


def test_riverboat_numbers_follow_the_components() -> None:
    words = " ".join(re.sub(r"<[^>]+>", "", table_for("riverboat").rules_html("en")).split())
    assert "13 workers, 2 surveyors and 3 coins" in words
    assert "most agents 20 VP, second 10, third 5, fourth 0" in words
    assert "25 coins, 8 barns , 8 wells and 28 surveyors" in words


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("language", LANGUAGES)
def test_rules_open_at_the_section_of_each_decision(qtbot, game: str, language: str) -> None:
    table = table_for(game)
    rules = RulesWindow()
    qtbot.addWidget(rules)
    rules.resize(1180, 860)
    states = states_by_section(game, seeds=range(1))
    assert len(states) >= 4
    for anchor, state in states.items():
        rules.show_rules(table, table.rules_section(state), language)
        assert_at_section(rules, anchor)


def test_search_finds_counts_and_steps(qtbot) -> None:
    rules = RulesWindow()
    qtbot.addWidget(rules)
    rules.show_rules(table_for("riverboat"), "goal", "en")
    qtbot.keyClicks(rules.search, "harbor master")
    plain = rules.browser.document().toPlainText().lower()
    count = plain.count("harbor master")
    assert count >= 5 and len(rules.matches) == count
    assert rules.count_label.text() == f"1 of {count}"
    assert rules.browser.textCursor().position() == rules.matches[0].selectionStart()
    rules.next_match()
    assert rules.count_label.text() == f"2 of {count}"
    assert rules.browser.textCursor().position() == rules.matches[1].selectionStart()
    rules.previous_match()
    rules.previous_match()
    assert rules.count_label.text() == f"{count} of {count}"
    assert len(rules.browser.extraSelections()) == count  # every match highlighted
    rules.search.setText("zzqx")
    assert rules.matches == [] and rules.count_label.text() == "No match"
    assert rules.browser.extraSelections() == []


def test_search_in_italian(qtbot) -> None:
    rules = RulesWindow()
    qtbot.addWidget(rules)
    rules.show_rules(table_for("the-river"), "goal", "it")
    assert rules.find_all("pionier") > 5
    assert "Il gioco in breve" in rules.contents.item(0).text()


def test_an_unknown_language_falls_back_to_english(qtbot) -> None:
    rules = RulesWindow()
    qtbot.addWidget(rules)
    rules.show_rules(table_for("riverboat"), "planting", "fr")
    assert rules.windowTitle().endswith("Riverboat: how to play")
    assert_at_section(rules, "planting")


@pytest.mark.parametrize("game", GAMES)
def test_f1_and_the_question_button_open_the_current_decision(window, qtbot, game: str) -> None:
    window.start_game(HOT_SEAT, 5, game)
    rng = random.Random(5)
    for _ in range(12):
        window.controller.submit(rng.choice(window.controller.state.legal_actions()))
    table = table_for(game)
    anchor = table.rules_section(window.controller.state)
    help_menu = next(a.menu() for a in window.menuBar().actions() if a.text() == "&Help")
    by_key = {a.shortcut().toString(): a for a in help_menu.actions()}
    assert by_key["F1"].text() == "Rules"
    assert by_key["Shift+F1"].text().replace("&", "") == "Mouse and keys"
    by_key["F1"].trigger()
    rules = window.rules_window
    assert rules is not None
    assert_at_section(rules, anchor)
    rules.jump("end")
    rules.close()
    qtbot.mouseClick(window.rules_button, Qt.MouseButton.LeftButton)
    assert window.rules_window is rules
    assert_at_section(rules, anchor)
    assert not rules.isModal()


@pytest.mark.parametrize("game", GAMES)
def test_an_italian_window_opens_the_italian_rules(italian_window, game: str) -> None:
    italian_window.start_game(HOT_SEAT, 2, game)
    italian_window.show_rules()
    rules = italian_window.rules_window
    assert rules is not None and rules.language == "it"
    assert rules.windowTitle().endswith("come si gioca")
    assert rules.next_button.text() == "Successivo"
    assert rules.search.placeholderText() == "Cerca nelle regole"
    assert italian_window.rules_button.toolTip() == "Le regole di questa decisione (F1)"
    assert_at_section(rules, table_for(game).rules_section(italian_window.controller.state))
    rules.search.setText("zzqx")
    assert rules.count_label.text() == "Nessun risultato"
