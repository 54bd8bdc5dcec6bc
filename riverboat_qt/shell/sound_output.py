"""Where the cues go: the sound device (miniaudio, mixed in its own audio thread), a recording
for tests, or nowhere.

Playing a cue on the GUI thread only puts a request in a queue (microseconds: bench/sound.py).
The device is opened on a thread of its own at the first cue, and the cues' sounds synthesised
there; if that fails (no library, no sound card, a busy device) the output says why once,
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
OPEN_WAIT_S = 2.0  # how long closing waits for a device still opening


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
    """Runs in the audio thread: takes the requests, mixes the sounds playing, gives frames."""

    def __init__(self, sounds: dict[Cue, np.ndarray], requests: SimpleQueue[Request],
                 rate: int):
        self.sounds, self.requests, self.rate = sounds, requests, rate
        self.voices: list[tuple[np.ndarray, int]] = []  # (samples, position; < 0: not yet)

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
        return np.clip(out, -1.0, 1.0)

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
    """The sound card through miniaudio, opened at the first cue on a thread of its own.

    `failed(reason)` is called once, from that thread, if it cannot be opened; `reason` is one
    of the REASONS keys, worded by the caller. `null` opens miniaudio's null backend (it plays
    to nothing: CI, a machine without a sound card in a test)."""

    def __init__(self, failed: Callable[[str, str], None], null: bool = False):
        self.failed, self.null = failed, null
        self.requests: SimpleQueue[Request] = SimpleQueue()
        self.device: Any = None  # miniaudio.PlaybackDevice once open
        self.backend = ""  # miniaudio's name of the backend in use, once open
        self.dead = False  # it could not be opened: every cue is dropped
        self.closed = False
        self._opener: threading.Thread | None = None
        self._lock = threading.Lock()

    def play(self, cues: Sequence[Cue], volume: float) -> None:
        """Queued for the audio thread (the device opened first, on its thread, if new)."""
        if self.dead or self.closed:
            return
        now = time.monotonic()
        for k, cue in enumerate(cues):
            self.requests.put(Request(cue, volume, now, k * STAGGER_S))
        if self._opener is None:
            self._opener = threading.Thread(target=self._open, name="riverboat-sound",
                                            daemon=True)
            self._opener.start()

    def _open(self) -> None:
        """On the opener thread: the library, the sounds, the device; a failure said once."""
        try:
            device = open_device(self.null)
        except ImportError:
            self._fail("library", "")
            return
        except Exception as exc:  # noqa: BLE001 - any failure only means silence
            self._fail("device", str(exc))
            return
        if device.backend.lower() == "null" and not self.null:  # miniaudio's silent fallback
            device.close()
            self._fail("device", "")
            return
        self._start(device)

    def _start(self, device: Any) -> None:
        from .cue_sounds import RATE, sounds

        mixer = Mixer(sounds(), self.requests, RATE)
        generator = mixer.generator()
        next(generator)
        with self._lock:
            if self.closed:  # the window closed while the device opened
                device.close()
                return
            try:
                device.start(generator)
            except Exception as exc:  # noqa: BLE001 - a busy device, say
                device.close()
                self.dead = True
                self.failed("device", str(exc))
                return
            self.device, self.backend = device, str(device.backend)

    def _fail(self, reason: str, detail: str) -> None:
        self.dead = True
        if not self.closed:
            self.failed(reason, detail)

    def wait_open(self, timeout: float) -> bool:
        """True once the device plays (tests, the bench)."""
        if self._opener is not None:
            self._opener.join(timeout)
        return self.device is not None

    def close(self) -> None:
        """The device stopped and released (the window closes)."""
        self.closed = True
        if self._opener is not None:
            self._opener.join(OPEN_WAIT_S)
        with self._lock:
            device, self.device = self.device, None
        if device is not None:
            device.close()


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
