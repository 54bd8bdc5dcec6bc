"""The translations: the engine's Text, the .ts files complete and up to date, the language."""

from __future__ import annotations

import importlib.util
import json
import shutil
from pathlib import Path

import pytest

from core.text import Text, count, join, name, text

ROOT = Path(__file__).resolve().parents[2]
spec = importlib.util.spec_from_file_location("i18n_tool", ROOT / "tools" / "i18n.py")
assert spec is not None and spec.loader is not None
tool = importlib.util.module_from_spec(spec)
spec.loader.exec_module(tool)


def test_text_is_its_english_sentence_and_keeps_its_template():
    boat = name("riverboat", "Potato boat")
    workers = count("riverboat", "%n worker(s)", 3, "%n worker", "%n workers")
    sentence = text("riverboat", "{boat} needs {need}", boat=boat, need=workers)
    assert sentence == "Potato boat needs 3 workers" and isinstance(sentence, str)
    assert sentence.template == "{boat} needs {need}"
    assert count("riverboat", "%n worker(s)", 1, "%n worker", "%n workers") == "1 worker"
    words = {"{boat} needs {need}": "{boat} richiede {need}", "Potato boat": "Battello patate",
             "%n worker(s)": "%n lavoratori"}
    assert sentence.render(lambda t: words[t.template]) == "Battello patate richiede 3 lavoratori"


def test_text_refuses_a_missing_value_and_joins_lists():
    with pytest.raises(KeyError):
        text("core", "{a} and {b}", a=1)
    assert join("core", ["A", "B", "C"]) == "A, B and C"
    assert join("core", [name("core", "A")]) == "A"
    copy = __import__("copy").deepcopy(text("core", "{a}!", a=1))
    assert isinstance(copy, Text) and copy.template == "{a}!"


def test_every_translation_is_finished():
    missing = {ts.name: tool.unfinished(ts) for ts in sorted(tool.I18N.glob("*.ts"))}
    assert {k: v for k, v in missing.items() if v} == {}


def test_the_ts_files_hold_every_string_of_the_sources(tmp_path):
    """A string added with tr() but not extracted (tools/i18n.py update) fails here."""
    fresh = tmp_path / "i18n"
    shutil.copytree(tool.I18N, fresh, ignore=shutil.ignore_patterns("*.qm"))
    tool.update(tool.TRANSLATED, fresh)
    for ts in sorted(fresh.glob("*.ts")):
        kept = tool.I18N / ts.name
        assert kept.exists(), f"{ts.name} is new: run python tools/i18n.py update"
        assert tool.messages(ts) == tool.messages(kept), f"{ts.name}: run tools/i18n.py update"


def test_each_area_has_every_language():
    for area, paths in tool.area_files().items():
        for language in ("en", *tool.TRANSLATED) if paths else ():
            assert (tool.I18N / f"{area}_{language}.ts").exists(), (area, language)


def test_the_language_setting_is_checked_and_remembered(tmp_path):
    from riverboat_qt.registry import TABLES
    from riverboat_qt.shell.settings import Settings, SettingsError

    assert Settings.from_dict({"language": "it"}, TABLES).language == "it"
    assert Settings().language == "system"
    with pytest.raises(SettingsError, match="language"):
        Settings.from_dict({"language": "../../etc"}, TABLES)
    assert json.loads(Settings(language="en").to_json())["language"] == "en"


def test_view_language_is_applied_at_the_next_start(window, tmp_path):

    window.language_actions["it"].trigger()
    assert "next start" in window.statusBar().currentMessage()
    assert json.loads((tmp_path / "settings.json").read_text())["language"] == "it"


def test_an_italian_window_speaks_italian(italian_window):
    menus = [a.text() for a in italian_window.menuBar().actions()]
    assert any("Lingua" in a.text() for m in italian_window.menuBar().actions()
               for a in m.menu().actions()), menus


def test_numbers_with_a_fraction_take_the_languages_decimal_mark(italian):
    from riverboat_qt.shell import i18n
    assert i18n.fill("{a:.1f} punti, {b:+.1f} PV, {c}, {d:.0f}%", a=1.25, b=-0.5, c=3,
                     d=45.3) == "1,2 punti, -0,5 PV, 3, 45%"


def test_english_numbers_keep_their_point():
    from riverboat_qt.shell import i18n
    assert i18n.fill("{a:.1f} points and {b:g}", a=1.25, b=2.5) == "1.2 points and 2.5"
