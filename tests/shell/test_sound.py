"""The table's sound cues (issue #50): a scripted game's cues through a recording output, the
settings' checks, the mixer, miniaudio's null backend, and a window without a sound device."""

from __future__ import annotations

import inspect
import json
import time
from dataclasses import dataclass
from pathlib import Path
from queue import SimpleQueue

import numpy as np
import pytest

from core import registry
from core.game import State
from riverboat_qt.registry import TABLES
from riverboat_qt.shell import sound_output
from riverboat_qt.shell.cue_sounds import PEAK, RATE, sounds
from riverboat_qt.shell.cues import Cue, CueMap, trimmed
from riverboat_qt.shell.settings import Settings, SettingsError, SettingsFile
from riverboat_qt.shell.sound import Sound
from riverboat_qt.shell.sound_output import DeviceOutput, Mixer, RecordingOutput, Request

HUMAN = 0  # the scripted games: seat 0 is the human, the others are AIs


@dataclass
class ScriptedGame:
    """The sound's port (what the controller gives it) over a game played by a script."""

    state: State
    cues: CueMap

    @property
    def playing(self) -> State:
        return self.state

    @property
    def table(self) -> ScriptedGame:
        return self

    def is_human(self, seat: int | None) -> bool:
        return seat == HUMAN


def play_script(qapp, game_id: str, seed: int, moves: int | None = None,
                settings: Settings | None = None) -> tuple[list[list[Cue]], ScriptedGame]:
    """Two seats play each decision's first legal move; each move's cues as heard."""
    game = ScriptedGame(registry.game(game_id).new_game(2, seed, None), TABLES[game_id].cues)
    output = RecordingOutput()
    sound = Sound(game, settings or Settings(), lambda: None, output=output)
    heard: list[list[Cue]] = []
    while not game.state.is_over and (moves is None or len(heard) < moves):
        before, seat = game.state.clone(), game.state.current_player
        assert seat is not None
        events = game.state.apply(game.state.legal_actions()[0])
        done = len(output.played)
        sound.on_moved(None, seat, before, events)
        heard.append(output.played[done:])
    return heard, game


def test_a_scripted_game_of_the_river_gives_its_cues_in_order(qapp):
    """The first round of a seeded game (its log, read by hand: a starting tile each, claims,
    productions, a resource returned, the food that ends the round)."""
    heard, _ = play_script(qapp, "the-river", 5, moves=11)
    place, take, reveal = Cue.PLACE, Cue.TAKE, Cue.REVEAL
    assert heard == [
        [place, Cue.YOUR_TURN],  # the AI's starting tile: the human is to move
        [place, reveal],  # the human's starting tile: the leftover setup tile is shown
        [place], [place, Cue.YOUR_TURN], [place], [place, Cue.YOUR_TURN],  # four claims
        [place, take], [place, take, Cue.YOUR_TURN], [place, take],  # "produces ..."
        [place],  # a resource returned: no room for it
        # the AI's food ends the round (tiles refilled, revealed): five cues, the three most
        # telling kept
        [reveal, Cue.ROUND_END, Cue.YOUR_TURN],
    ]


def test_a_whole_game_ends_in_its_result_and_rounds_are_heard(qapp):
    heard, game = play_script(qapp, "the-river", 3)  # a whole Riverboat takes a second more
    outcome = game.state.outcome()
    assert outcome is not None
    assert heard[-1][-1] is (Cue.WON if HUMAN in outcome.winners else Cue.LOST)
    flat = [cue for cues in heard for cue in cues]
    assert Cue.ROUND_END in flat and Cue.REVEAL in flat and Cue.TAKE in flat
    assert flat.count(Cue.PLACE) > len(heard) / 2


def test_riverboat_s_moves_are_heard_alike(qapp):
    """The same cues for the same kinds of news: a phase tile taken, a cultivation card shown,
    a coin taken, the human's turn after the AI's move."""
    heard, _ = play_script(qapp, "riverboat", 5, moves=22)
    assert heard[0] == [Cue.PLACE, Cue.YOUR_TURN]  # the AI took a phase tile
    assert heard[7] == [Cue.PLACE, Cue.REVEAL]  # the human's worker: a card is turned
    assert heard[21] == [Cue.PLACE, Cue.TAKE]  # "takes 1 coin" as planting begins


def test_the_settings_choose_what_is_heard(qapp):
    only_turn = Settings(sound_only_your_turn=True, sound_volume=50)
    heard, _ = play_script(qapp, "the-river", 5, moves=11, settings=only_turn)
    assert {cue for cues in heard for cue in cues} == {Cue.YOUR_TURN}
    heard, _ = play_script(qapp, "the-river", 5, moves=11, settings=Settings(sound=False))
    assert heard == [[]] * 11
    output = RecordingOutput()
    game = ScriptedGame(registry.game("the-river").new_game(2, 1, None), CueMap())
    Sound(game, Settings(sound_volume=25), lambda: None, output=output).on_refused("no")
    assert output.played == [Cue.REFUSAL] and output.volumes == [0.25]


def test_trimming_keeps_the_most_telling_in_their_order():
    assert trimmed([Cue.PLACE, Cue.TAKE, Cue.REVEAL, Cue.ROUND_END, Cue.YOUR_TURN]) == [
        Cue.REVEAL, Cue.ROUND_END, Cue.YOUR_TURN]
    assert trimmed([Cue.PLACE, Cue.LOST]) == [Cue.PLACE, Cue.LOST]


@pytest.mark.parametrize("game_id", TABLES.ids())
def test_each_taking_template_is_one_the_engine_writes(game_id):
    """A template the engine does not say (a typo, a reworded line) would never be heard."""
    package = inspect.getfile(type(registry.game(game_id).new_game(2, 1, None)))
    source = "".join(p.read_text("utf-8") for p in Path(package).parent.glob("*.py"))
    for template in TABLES[game_id].cues.taking:
        assert f'"{template}"' in source, template


# -- the settings ----------------------------------------------------------------------------

@pytest.mark.parametrize(("key", "value"), [
    ("sound", "yes"), ("sound", 1), ("sound_only_your_turn", None), ("sound_volume", 60),
    ("sound_volume", True), ("sound_volume", "75"), ("sound_volume", 750)])
def test_a_bad_sound_setting_is_refused_naming_it(key, value):
    with pytest.raises(SettingsError, match=key):
        Settings.from_dict({key: value}, TABLES.ids())


def test_sound_settings_round_trip_and_a_bad_one_gives_the_defaults_and_a_note(tmp_path, qapp):
    chosen = Settings(sound=False, sound_volume=25, sound_only_your_turn=True)
    assert Settings.from_dict(json.loads(chosen.to_json()), TABLES.ids()) == chosen
    (tmp_path / "settings.json").write_text('{"sound_volume": 11}', encoding="utf-8")
    settings = SettingsFile(tmp_path, TABLES.ids())
    assert settings.values == Settings()
    assert settings.note is not None and "sound_volume" in settings.note


# -- the sounds and the mixer ----------------------------------------------------------------

def test_every_cue_has_a_short_sound_that_ends_in_silence():
    made = sounds()
    assert set(made) == set(Cue)
    for cue, samples in made.items():
        assert samples.dtype == np.float32 and 0.05 < len(samples) / RATE < 1.5, cue
        assert abs(float(np.abs(samples).max()) - PEAK) < 1e-3 and samples[-1] == 0, cue


def test_the_mixer_starts_each_cue_at_its_time_and_drops_stale_ones():
    beep = np.full(100, 0.25, dtype=np.float32)
    requests: SimpleQueue[Request] = SimpleQueue()
    mixer = Mixer({Cue.PLACE: beep, Cue.TAKE: beep}, requests, rate=1000)
    now = time.monotonic()
    requests.put(Request(Cue.PLACE, 1.0, now, 0.0))
    requests.put(Request(Cue.TAKE, 0.5, now, 0.15))  # 150 frames later at 1000 a second
    requests.put(Request(Cue.TAKE, 1.0, now - 5, 0.0))  # asked 5 s ago: dropped
    out = np.concatenate([mixer.frames(64) for _ in range(5)])
    assert out[:100].tolist() == [0.25] * 100
    start = int(np.argmax(out[100:] > 0)) + 100
    assert 145 <= start <= 150 and out[start] == pytest.approx(0.125)
    assert not out[start + 100:].any() and mixer.voices == []


# -- the device ------------------------------------------------------------------------------

def wait_for(condition, seconds: float = 5.0) -> bool:
    deadline = time.monotonic() + seconds
    while not condition() and time.monotonic() < deadline:
        time.sleep(0.01)
    return bool(condition())


def test_the_null_backend_plays_without_a_sound_card_and_stops_when_silent(monkeypatch):
    pytest.importorskip("miniaudio")  # not installed where it has no wheel (pyproject.toml)
    monkeypatch.setattr(sound_output, "IDLE_S", 0.1)
    failures: list[tuple[str, str]] = []
    output = DeviceOutput(lambda *why: failures.append(why), null=True)
    output.play([Cue.PLACE], 0.5)
    try:
        assert output.wait_open(10), failures
        assert output.backend.lower() == "null" and failures == []
        assert wait_for(output.requests.empty)  # the audio thread took the cue
        assert wait_for(lambda: not output.device.running)  # silent: stopped
        output.play([Cue.TAKE], 0.5)
        assert wait_for(lambda: output.starts == 2 and output.requests.empty())
    finally:
        output.close()
    assert output.device is None and failures == []


@pytest.mark.parametrize(("error", "reason"), [(ImportError, "library"),
                                                (OSError, "device")])
def test_no_library_or_no_device_is_said_once_and_silent(monkeypatch, error, reason):
    def refuse(null: bool) -> None:
        raise error("nothing here")

    monkeypatch.setattr(sound_output, "open_device", refuse)
    failures: list[tuple[str, str]] = []
    output = DeviceOutput(lambda *why: failures.append(why))
    output.play([Cue.PLACE], 1.0)
    assert not output.wait_open(10)
    output.play([Cue.YOUR_TURN], 1.0)  # no second try, no second note
    output.close()
    assert [why[0] for why in failures] == [reason] and output.dead


def test_the_window_plays_on_without_a_sound_device(qtbot, tmp_path, monkeypatch):
    """No device (miniaudio's error -401 here): a move, a refusal, one note in the status bar's
    corner; View > Sound's choices are saved in settings.json."""
    from riverboat_qt.shell.app import MainWindow
    from riverboat_qt.shell.seats import SeatConfig

    def no_device(null: bool) -> None:
        raise OSError("failed to init device (-401)")

    monkeypatch.setenv(sound_output.SOUND_ENV, "device")
    monkeypatch.setattr(sound_output, "open_device", no_device)
    w = MainWindow(TABLES, data_dir=tmp_path)
    qtbot.addWidget(w)
    w.show()
    try:
        w.start_game([SeatConfig(True), SeatConfig(True)], seed=5, game="the-river")
        c = w.controller
        c.submit(c.playing.legal_actions()[0])
        c.submit(None)
        assert w.statusBar().currentMessage()  # the refusal, said in the status line
        qtbot.waitUntil(w.sound.note.isVisible, timeout=5000)
        assert w.sound.note.text() == "No sound: no sound device could be opened"
        c.submit(c.playing.legal_actions()[0])  # plays on, silent, no second note
        assert len(c.history.record.actions) == 2
        w.sound.actions["sound_only_your_turn"].trigger()
        w.sound.set_volume(50)
        saved = json.loads((tmp_path / "settings.json").read_text("utf-8"))
        assert (saved["sound"], saved["sound_only_your_turn"], saved["sound_volume"]) == (
            True, True, 50)
    finally:
        w.close()
