"""The settings file: plain JSON that can never run code, checked value by value, a damaged one
kept aside; a hostile settings.ini (QSettings' pickled @Variant) is never unpickled."""

from __future__ import annotations

import json
import pathlib
import re
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings

from riverboat_qt.registry import TABLES
from riverboat_qt.shell.app import MainWindow
from riverboat_qt.shell.seats import SeatConfig
from riverboat_qt.shell.settings import (
    Settings,
    SettingsError,
    SettingsFile,
    read_legacy_ini,
    read_settings,
)
from tests.narrow import present


class TouchWhenUnpickled:
    """Unpickling this creates the marker file: the stand-in for any code an attacker runs."""

    def __init__(self, marker: Path):
        self.marker = marker

    def __reduce__(self):
        return (pathlib.Path.touch, (pathlib.Path(self.marker),))


def hostile_ini(folder: Path, marker: Path) -> bytes:
    """A settings.ini written by QSettings itself, each value a pickled TouchWhenUnpickled."""
    folder.mkdir(parents=True, exist_ok=True)
    written = folder / "written.ini"  # QSettings caches a file's values: read it under another name
    writer = QSettings(str(written), QSettings.Format.IniFormat)
    for key in ("animation/speed", "game/last_seats", "window/geometry"):
        writer.setValue(key, TouchWhenUnpickled(marker))
    writer.sync()
    del writer
    raw = written.read_bytes()
    written.unlink()
    (folder / "settings.ini").write_bytes(raw)
    return raw


def test_the_hostile_payload_is_real_qsettings_would_run_it(tmp_path, qapp):
    """The proof that the test below tests something: reading it with QSettings runs it."""
    marker = tmp_path / "ran"
    raw = hostile_ini(tmp_path / "proof", marker)
    assert b"@Variant(" in raw and b"PySide::PyObjectWrapper" in raw
    assert not marker.exists()  # writing it ran nothing
    reader = QSettings(str(tmp_path / "proof" / "settings.ini"), QSettings.Format.IniFormat)
    reader.value("animation/speed")  # what the app's old _restore_settings did
    assert marker.exists()


def test_a_hostile_settings_ini_runs_nothing_and_the_app_starts_with_defaults(qtbot, tmp_path):
    marker = tmp_path / "ran"
    data = tmp_path / "data"
    raw = hostile_ini(data, marker)
    window = MainWindow(TABLES, data_dir=data)
    qtbot.addWidget(window)
    assert not marker.exists()
    assert window.anim_ms == 600 and window.speed_actions["Normal"].isChecked()
    assert window.last_seats()[0].human and len(window.last_seats()) == 3
    assert "@Variant" in window.statusBar().currentMessage()
    window.speed_actions["Fast"].trigger()
    window.close()
    assert not marker.exists()
    assert (data / "settings.ini").read_bytes() == raw  # the old file is never written to
    assert json.loads((data / "settings.json").read_text())["animation_speed"] == "Fast"
    again = MainWindow(TABLES, data_dir=data)  # settings.json now: the .ini is not even read
    qtbot.addWidget(again)
    assert again.anim_ms == 250 and again.statusBar().currentMessage() == ""
    again.close()
    assert not marker.exists()


def test_a_hostile_settings_json_runs_nothing_and_is_kept_aside(qtbot, tmp_path):
    marker = tmp_path / "ran"
    data = tmp_path / "data"
    payload = hostile_ini(data, marker).decode("latin-1")
    (data / "settings.ini").unlink()
    value = payload.split("speed=", 1)[1].split("\n", 1)[0]
    for text in (json.dumps({"animation_speed": value}), payload):
        (data / "settings.json").write_text(text, encoding="latin-1")
        window = MainWindow(TABLES, data_dir=data)
        qtbot.addWidget(window)
        assert not marker.exists()
        assert window.anim_ms == 600
        note = window.statusBar().currentMessage()
        assert "settings could not be used" in note and "settings.json.bad" in note
        window.close()
        kept = sorted(data.glob("settings.json.bad*"))
        assert kept[-1].read_text(encoding="latin-1") == text  # kept as it was, not overwritten
        assert json.loads((data / "settings.json").read_text())["animation_speed"] == "Normal"
    assert [p.name for p in sorted(data.glob("settings.json.bad*"))] == [
        "settings.json.bad", "settings.json.bad.2"]
    assert not marker.exists()


def test_settings_round_trip_and_unknown_keys_are_ignored(tmp_path):
    seats = (SeatConfig(True), SeatConfig(False, "Hard"), SeatConfig(False, "random"))
    settings = Settings("AdnQyw==", "Slow", seats)
    path = tmp_path / "settings.json"
    path.write_text(settings.to_json())
    assert read_settings(path, TABLES) == settings
    data = json.loads(path.read_text())
    data["from_a_later_version"] = {"anything": [1, 2]}
    path.write_text(json.dumps(data))
    assert read_settings(path, TABLES) == settings
    path.write_text("{}")
    assert read_settings(path, TABLES) == Settings()
    path.write_text(Settings().to_json())  # the first start's file: no seats yet
    assert read_settings(path, TABLES) == Settings()


BAD_SETTINGS = {
    "speed not allowed": ({"animation_speed": "Turbo"}, "animation_speed"),
    "speed a number": ({"animation_speed": 3}, "animation_speed"),
    "speed a list": ({"animation_speed": ["Slow"]}, "animation_speed"),
    "geometry not base64": ({"window_geometry": "@ByteArray(\\x1)"}, "base64"),
    "geometry too long": ({"window_geometry": "A" * 10_000}, "window_geometry"),
    "geometry a dict": ({"window_geometry": {"x": 1}}, "window_geometry"),
    "seats not a list": ({"last_seats": "human,Normal"}, "last_seats"),
    "five seats": ({"last_seats": [{"human": True}] * 5}, "2 to 4"),
    "one seat": ({"last_seats": [{"human": True}]}, "2 to 4"),
    "seat without human": ({"last_seats": [{"human": True}, {"level": "Easy"}]}, "seat 2"),
    "unknown level": ({"last_seats": [{"human": True}, {"human": False, "level": "Grandmaster"}]},
                      "bad AI level"),
    "level a number": ({"last_seats": [{"human": True}, {"human": False, "level": 7}]},
                       "seat 2"),
    "a bot thinking for ever": ({"last_seats": [{"human": True},
                                                {"human": False, "level": "mcts:time=inf"}]},
                                "bad AI level 'mcts:time=inf' .option time='inf'"),
    "a list": ([1, 2], "not a JSON object"),
}


@pytest.mark.parametrize("name", list(BAD_SETTINGS))
def test_each_bad_value_raises_a_settings_error_naming_it(tmp_path, name):
    data, words = BAD_SETTINGS[name]
    path = tmp_path / "settings.json"
    path.write_text(json.dumps(data))
    with pytest.raises(SettingsError, match=words):
        read_settings(path, TABLES)


@pytest.mark.parametrize("content", [b"", b"{broken", b"\xff\xfe\x00garbage", b"[" * 100_000,
                                     b'{"animation_speed": "Slow"}' + b" " * 70_000])
def test_a_damaged_file_raises_a_settings_error(tmp_path, content):
    path = tmp_path / "settings.json"
    path.write_bytes(content)
    with pytest.raises(SettingsError):
        read_settings(path, TABLES)


def test_a_folder_named_settings_json_is_set_aside(tmp_path):
    (tmp_path / "settings.json").mkdir()
    store = SettingsFile(tmp_path, TABLES)
    assert store.values == Settings() and "folder" in present(store.note)
    assert (tmp_path / "settings.json.bad").is_dir()
    store.save()
    assert read_settings(tmp_path / "settings.json", TABLES) == Settings()


def test_a_damaged_file_that_cannot_be_moved_is_never_overwritten(tmp_path, monkeypatch):
    path = tmp_path / "settings.json"
    path.write_text('{"animation_speed": "Turbo"}')

    def no_rename(*args):
        raise OSError(13, "Permission denied")

    monkeypatch.setattr("riverboat_qt.shell.storage.os.rename", no_rename)
    store = SettingsFile(tmp_path, TABLES)
    assert not store.writable and "will not be saved" in present(store.note)
    store.values.animation_speed = "Fast"
    store.save()
    assert path.read_text() == '{"animation_speed": "Turbo"}'


def test_a_plain_legacy_ini_is_migrated_and_encoded_values_are_not_read(qtbot, tmp_path):
    (tmp_path / "settings.ini").write_text(
        '[animation]\nspeed=Slow\n\n[game]\nlast_seats="human,Easy,Hard"\n\n'
        "[window]\ngeometry=@ByteArray(\\x1\\xd9\\xd0\\xcb)\n")
    settings, refused = read_legacy_ini(tmp_path / "settings.ini")
    assert refused == 0 and settings.animation_speed == "Slow"
    assert settings.last_seats == (SeatConfig(True), SeatConfig(False, "Easy"),
                                   SeatConfig(False, "Hard"))
    window = MainWindow(TABLES, data_dir=tmp_path)
    qtbot.addWidget(window)
    assert window.anim_ms == 1200 and window.statusBar().currentMessage() == ""
    assert window.last_seats() == list(settings.last_seats)
    window.close()
    (tmp_path / "settings.ini").write_text("[animation]\nspeed=Warp\n[game]\nlast_seats=a,b\n")
    assert read_legacy_ini(tmp_path / "settings.ini") == (Settings(), 0)


def test_no_module_of_the_app_uses_qsettings():
    """The class of the bug: any QSettings read of a file would unpickle @Variant values."""
    package = Path(__file__).resolve().parents[2] / "riverboat_qt"
    for path in package.rglob("*.py"):
        text = path.read_text()
        assert not re.search(r"QSettings\s*\(|import[^\n]*QSettings|QSettings\.", text), path


def test_match_me_as_a_seat_round_trips_and_other_words_are_refused(tmp_path):
    """'Match me' is kept as chosen (the game picks its spec when it starts); a word that is
    neither a level, a spec nor 'Match me' is refused."""
    seats = (SeatConfig(True), SeatConfig(False, "Match me"), SeatConfig(False, "Hard"))
    values = Settings(last_seats=seats)
    again = Settings.from_dict(json.loads(values.to_json()), TABLES)
    assert again.last_seats == seats
    for word in ("match me", "Match you"):
        data = json.loads(values.to_json())
        data["last_seats"][1]["level"] = word
        with pytest.raises(SettingsError, match="seat 2"):
            Settings.from_dict(data, TABLES)
