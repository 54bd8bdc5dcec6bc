"""Where the cues go: the sound device (miniaudio, mixed in its own audio thread), a recording
for tests, or nowhere.

Playing a cue on the GUI thread only puts a request in a queue (microseconds: bench/sound.py).
The device is opened on a thread of its own at the first cue, and the cues' sounds synthesised
there; it runs only while cues play, so between them no audio callback takes the GIL. If
opening fails (no library, no sound card, a busy device) the output says why once,
through `failed`, and stays silent. Qt-free.
"""

from __future__ import annotations

import os
import threading
import time
from collections.abc import Callable, Generator, Sequence
from dataclasses import dataclass, field
from queue import Empty, SimpleQueue
from typing import Any, Protocol

import numpy as np

from .cues import Cue

SOUND_ENV = "RIVERBOAT_SOUND"  # "device" (the default), "null" (miniaudio's null backend), "off"
MODES = ("device", "null", "off")
PERIOD_MS = 30  # the audio thread asks for this much sound at a time
STAGGER_S = 0.12  # between the cues of one move, so each is heard
STALE_S = 1.0  # a cue not started by then (a slow device opening) is dropped
IDLE_S = 1.0  # the device stops after this long with nothing to play
CLOSE_WAIT_S = 3.0  # how long closing waits for the sound thread (a device still opening)


class Output(Protocol):
    """What plays the cues: `play` must return at once (it runs on the GUI thread)."""

    def play(self, cues: Sequence[Cue], volume: float) -> None: ...
    def close(self) -> None: ...


@dataclass
class RecordingOutput:
    """Keeps what it was asked to play, for tests: the cues, and the volume of each."""

    played: list[Cue] = field(default_factory=list)
    volumes: list[float] = field(default_factory=list)

    def play(self, cues: Sequence[Cue], volume: float) -> None:
        self.played.extend(cues)
        self.volumes.extend([volume] * len(cues))

    def close(self) -> None:
        """Nothing to release."""


class SilentOutput:
    """No sound at all (RIVERBOAT_SOUND=off): the cues are dropped without a note."""

    def play(self, cues: Sequence[Cue], volume: float) -> None:
        """Nothing is heard."""

    def close(self) -> None:
        """Nothing to release."""


@dataclass
class Request:
    """A cue asked for: its sound, at what volume, when, and how long after that it starts."""

    cue: Cue
    volume: float
    asked_at: float
    delay_s: float


class Mixer:
    """Runs in the audio thread: takes the requests, mixes the sounds playing, gives frames.

    `idle` is set once it has given only silence for IDLE_S with nothing asked: the device can
    stop, so the audio thread takes no turn of the GIL between cues."""

    def __init__(self, sounds: dict[Cue, np.ndarray], requests: SimpleQueue[Request],
                 rate: int):
        self.sounds, self.requests, self.rate = sounds, requests, rate
        self.voices: list[tuple[np.ndarray, int]] = []  # (samples, position; < 0: not yet)
        self.idle = threading.Event()
        self.silent_frames = 0

    def wake(self) -> None:
        """The device starts again: its silence is counted afresh."""
        self.silent_frames = 0
        self.idle.clear()

    def frames(self, count: int) -> np.ndarray:
        """The next `count` frames: every voice's part of them, summed and clipped."""
        self._take_requests()
        out = np.zeros(count, dtype=np.float32)
        going = []
        for samples, position in self.voices:
            if position + count <= 0:  # it starts after these frames
                going.append((samples, position + count))
                continue
            start = max(0, -position)  # a voice that starts within these frames
            first = max(0, position)
            part = samples[first: first + count - start]
            out[start: start + len(part)] += part
            if position + count < len(samples):
                going.append((samples, position + count))
        self.voices = going
        self._count_silence(count)
        return np.clip(out, -1.0, 1.0)

    def _count_silence(self, count: int) -> None:
        self.silent_frames = 0 if self.voices else self.silent_frames + count
        if self.silent_frames >= IDLE_S * self.rate and self.requests.empty():
            self.idle.set()

    def _take_requests(self) -> None:
        now = time.monotonic()
        while True:
            try:
                request = self.requests.get_nowait()
            except Empty:
                return
            if now - request.asked_at > STALE_S:
                continue
            wait = request.asked_at + request.delay_s - now
            samples = self.sounds[request.cue] * np.float32(request.volume)
            self.voices.append((samples, -max(0, int(wait * self.rate))))

    def generator(self) -> Generator[bytes, int, None]:
        """miniaudio's callback: sent the frames wanted, it yields them as float32 bytes."""
        count = yield b""
        while True:
            count = yield self.frames(count).tobytes()


class DeviceOutput:
    """The sound card through miniaudio, on a thread of its own: opened at the first cue,
    started when a cue comes and stopped once silent again (no audio callback between cues).

    `failed(reason, detail)` is called once, from that thread, if it cannot be opened:
    `reason` is "library" or "device", worded by the caller. `null` opens miniaudio's null
    backend (it plays to nothing: CI, a machine without a sound card in a test)."""

    def __init__(self, failed: Callable[[str, str], None], null: bool = False):
        self.failed, self.null = failed, null
        self.requests: SimpleQueue[Request] = SimpleQueue()
        self.device: Any = None  # miniaudio.PlaybackDevice once open
        self.backend = ""  # miniaudio's name of the backend in use, once open
        self.dead = False  # it could not be opened: every cue is dropped
        self.closed = False
        self.starts = 0  # how often the device was started (tests: it stops when silent)
        self.opened = threading.Event()  # set once open, or once it failed
        self._wake = threading.Event()  # a cue was asked for, or the output closes
        self._thread: threading.Thread | None = None
        self._mixer: Mixer | None = None

    def play(self, cues: Sequence[Cue], volume: float) -> None:
        """Queued for the audio thread; the sound thread is woken (and made, the first time)."""
        if self.dead or self.closed:
            return
        now = time.monotonic()
        for k, cue in enumerate(cues):
            self.requests.put(Request(cue, volume, now, k * STAGGER_S))
        self._wake.set()
        if self._thread is None:
            self._thread = threading.Thread(target=self._run, name="riverboat-sound",
                                            daemon=True)
            self._thread.start()

    def _run(self) -> None:
        """The sound thread: open the device, then start it for each burst of cues and stop
        it once the mixer has been silent a while."""
        mixer = self._mixer = self._open()
        self.opened.set()
        if mixer is None:
            return
        generator = mixer.generator()
        next(generator)
        try:
            while self._wake.wait() and not self.closed:
                self._wake.clear()
                mixer.wake()
                self.device.start(generator)
                self.starts += 1
                mixer.idle.wait()  # set by the mixer once silent, or by close()
                self.device.stop()
        except Exception as exc:  # noqa: BLE001 - a device that fails later: silence
            self._fail("device", str(exc))
        finally:
            device, self.device = self.device, None
            device.close()

    def _open(self) -> Mixer | None:
        """The library, the sounds and the device; None (said once) if any is missing."""
        try:
            device = open_device(self.null)
        except ImportError:
            self._fail("library", "")
            return None
        except Exception as exc:  # noqa: BLE001 - any failure only means silence
            self._fail("device", str(exc))
            return None
        if device.backend.lower() == "null" and not self.null:  # miniaudio's silent fallback
            device.close()
            self._fail("device", "")
            return None
        from .cue_sounds import RATE, sounds

        self.device, self.backend = device, str(device.backend)
        return Mixer(sounds(), self.requests, RATE)

    def _fail(self, reason: str, detail: str) -> None:
        self.dead = True
        if not self.closed:
            self.failed(reason, detail)

    def wait_open(self, timeout: float) -> bool:
        """True once the device is open (tests, the bench)."""
        self.opened.wait(timeout)
        return self.device is not None and not self.dead

    def close(self) -> None:
        """The sound thread ended and the device released (the window closes)."""
        self.closed = True
        self._wake.set()
        if self._mixer is not None:
            self._mixer.idle.set()
        if self._thread is not None:
            self._thread.join(CLOSE_WAIT_S)


def open_device(null: bool) -> Any:
    """A miniaudio playback device: mono float32 at the cues' rate (ImportError without the
    library, miniaudio.MiniaudioError without a device)."""
    import miniaudio

    from .cue_sounds import RATE

    backends = [miniaudio.Backend.NULL] if null else None
    return miniaudio.PlaybackDevice(output_format=miniaudio.SampleFormat.FLOAT32, nchannels=1,
                                    sample_rate=RATE, buffersize_msec=PERIOD_MS,
                                    backends=backends, app_name="Riverboat Qt")


def sound_mode() -> str:
    """RIVERBOAT_SOUND's choice of output ("device" when unset or unknown)."""
    mode = os.environ.get(SOUND_ENV, "device").strip().lower()
    return mode if mode in MODES else "device"


def make_output(failed: Callable[[str, str], None]) -> Output:
    """The output RIVERBOAT_SOUND asks for."""
    mode = sound_mode()
    if mode == "off":
        return SilentOutput()
    return DeviceOutput(failed, null=mode == "null")
