"""The shell's own words in Italian (and its English plurals): seat names and AI levels shown
translated while records and settings keep English, the settings note put into words after
the translators are installed, refusals of bad files, Qt's own buttons, the menus' keys."""

from __future__ import annotations

import json
import os
import re
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox

from riverboat_qt.registry import TABLES
from riverboat_qt.shell.dialogs import NewGameDialog
from riverboat_qt.shell.match import rating_words
from riverboat_qt.shell.seats import SeatConfig, level_name, seat_labels, shown_label
from tests.narrow import present

SEATS = [SeatConfig(True), SeatConfig(False, "Normal"), SeatConfig(False, "Hard"),
         SeatConfig(False, "Easy")]


def test_records_keep_english_seats_the_window_shows_italian(italian_window):
    italian_window.start_game(SEATS, 3, "the-river")
    record = italian_window.controller.record
    assert record.seats == ["Red (you)", "Blue (AI Normal)", "Black (AI Hard)",
                            "White (AI Easy)"]
    assert italian_window.controller.labels == ["Rosso (tu)", "Blu (IA Normale)",
                                                "Nero (IA Difficile)", "Bianco (IA Facile)"]
    assert italian_window.settings.values.last_seats[1].level == "Normal"  # the setting: English
    notes = [italian_window.log.topLevelItem(k).text(0)
             for k in range(italian_window.log.topLevelItemCount())]
    assert "Nuova partita a The River, 4 giocatori, seme 3." in notes
    assert shown_label(0, "greedy") == "Rosso (greedy)"  # an arena's record
    assert shown_label(1, "Blue") == "Blu" and shown_label(2, "Black team") == "Black team"
    assert level_name("mcts:iters=50") == "mcts:iters=50"
    assert level_name("random") == "Casuale" and level_name("easy") == "Facile"  # a bot word


def test_the_new_game_dialog_in_italian_keeps_english_levels(italian_window):
    dialog = NewGameDialog(TABLES, italian_window, SEATS, "riverboat")
    combo = dialog.combos[1]
    rated = {level: rating_words(level, "riverboat") for level in ("easy", "normal", "hard")}
    assert [combo.itemText(k) for k in range(combo.count())] == \
        ["Umano", f"IA Facile ({rated['easy']})", f"IA Normale ({rated['normal']})",
         f"IA Difficile ({rated['hard']})", "IA Alla mia altezza"]
    assert rated["normal"] == "circa 1700" and not rated["easy"].startswith("not")
    assert [s.level for s in dialog.seats()[1:]] == ["Normal", "Hard", "Easy"]
    assert dialog.windowTitle() == "Nuova partita a Riverboat"
    dialog.seed.setText("abc")
    dialog._accept()
    assert dialog.error.text().startswith("Il seme è un numero intero")
    dialog.close()


def test_the_settings_note_is_italian_though_read_before_the_translators(italian, qtbot,
                                                                        tmp_path):
    from riverboat_qt.shell.app import MainWindow

    (tmp_path / "settings.json").write_text(json.dumps({"language": "xx"}))
    window = MainWindow(TABLES, data_dir=tmp_path)
    qtbot.addWidget(window)
    note = window.statusBar().currentMessage()
    assert note == ("Le impostazioni non si possono usare (language deve essere uno tra system, "
                    "en, it, non 'xx'); si usano quelle predefinite. Il file è conservato come "
                    "settings.json.bad."), note
    window.close()


def test_a_bad_file_is_refused_in_italian(italian_window, tmp_path):
    empty = tmp_path / "vuota.json"
    empty.write_text("")
    assert not italian_window.files.open_path(empty)
    box = italian_window.error_box
    assert box.windowTitle() == "Impossibile aprire questo file"
    assert box.text() == "Impossibile aprire vuota.json: vuota.json è vuoto."
    assert [b.text() for b in box.buttons()] == ["OK"]


def test_qts_own_buttons_speak_italian(italian_window):
    box = QMessageBox(QMessageBox.Icon.Question, "?", "?",
                      QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No)
    assert sorted(b.text().replace("&", "") for b in box.buttons()) == ["No", "Sì"]


def test_plurals_in_both_languages(window, italian_window):
    """The window fixture installs English first, italian_window then Italian."""
    def taken_back(n: int) -> str:
        return QCoreApplication.translate("MainWindow", "Move taken back (now %n move(s)).",
                                          None, n)

    assert [taken_back(1), taken_back(3)] == ["Mossa annullata (ora 1 mossa).",
                                              "Mossa annullata (ora 3 mosse)."]
    from riverboat_qt.shell import i18n

    i18n.install_language(present(QCoreApplication.instance()), "en")
    assert [taken_back(1), taken_back(3)] == ["Move taken back (now 1 move).",
                                              "Move taken back (now 3 moves)."]
    assert seat_labels(SEATS)[0] == "Red (you)"


def test_each_italian_menu_has_distinct_keys(italian_window):
    """Every & key of a menu (and of the menu bar) is one of a kind, so Alt+key works."""
    bars = [italian_window.menuBar().actions()]
    bars += [m.menu().actions() for m in italian_window.menuBar().actions()]
    for actions in bars:
        keys = [found.group(1).lower() for a in actions
                if (found := re.search(r"&([^&])", a.text()))]
        assert len(keys) == len(set(keys)), [a.text() for a in actions]


def test_the_levels_marked_for_translation_are_the_ais():
    """The shell marks for lupdate the levels' names, and the engine's words what each game's
    knowledge says its levels do (ai has no Qt; tools/engine_strings.py reads the registry)."""
    from ai import LEVELS, level_description
    from riverboat_qt import engine_strings
    from riverboat_qt.registry import game_ids
    from riverboat_qt.shell.i18n import engine_context
    from riverboat_qt.shell.seats import LEVEL_NAMES

    marked = Path(engine_strings.__file__).read_text(encoding="utf-8")
    for said in {level_description(level, game) for game in game_ids() for level in LEVELS}:
        assert f'translate("{engine_context("levels")}", {json.dumps(said)})' in marked, said
    assert list(LEVEL_NAMES) == list(LEVELS)


def test_each_games_levels_are_described_in_italian(italian_window):
    from riverboat_qt.shell.seats import level_tip

    assert level_tip("Normal", "the-river") == ("Ricerca ad albero, fino a 0,85 secondi per "
                                                "decisione (meno per le scelte piccole).")
    assert level_tip("Hard", "riverboat").startswith("Ricerca ad albero, fino a 4 secondi")
    assert level_tip("Easy", "riverboat") == level_tip("Easy", "the-river")


def test_a_folder_a_pipe_and_a_huge_file_are_refused_in_italian(italian_window, tmp_path):
    """The reader moved to core (#32): its words are the engine's, still translated."""
    folder = tmp_path / "cartella.json"
    folder.mkdir()
    pipe = tmp_path / "tubo.json"
    os.mkfifo(pipe)
    huge = tmp_path / "enorme.json"
    with huge.open("wb") as fh:
        fh.truncate(9 * 1024 * 1024)
    for path, words in ((folder, "cartella.json è una cartella, non un file"),
                        (pipe, "tubo.json non è un file normale"),
                        (huge, "enorme.json è troppo grande (9216 KB; al massimo 8192 KB)")):
        assert not italian_window.files.open_path(path)
        assert italian_window.error_box.text() == f"Impossibile aprire {path.name}: {words}."
