"""The cues' sounds, synthesised here with numpy when the sound device opens: no sound file.

Source and licence: every sound is made by this module's code (soft bell tones, a wooden tock,
a coin's clink), written for this project; they are the project's own, under its licence like
the rest of the code (docs/features.md, Sound). All notes are from one scale (C major
pentatonic, with D minor for a lost game) and share one bell timbre and envelope, so the cues
sound alike in both games. Each peaks at PEAK before the volume.
"""

from __future__ import annotations

import numpy as np

from .cues import Cue

RATE = 44100  # samples a second, mono
PEAK = 0.5  # each sound's loudest sample, before the player's volume
FADE_S = 0.01  # the last moment fades to silence (no click at the end)

# the notes, in Hz
A3, D4, F4, G4, A4, C5, D5, E5, G5, C6, E6, G6 = (
    220.0, 293.66, 349.23, 392.0, 440.0, 523.25, 587.33, 659.25, 783.99, 1046.5, 1318.51,
    1567.98)
BELL = ((1.0, 1.0), (2.0, 0.28), (3.0, 0.08))  # (partial's ratio, its loudness)
HOLLOW = ((1.0, 1.0), (3.0, 0.18), (5.0, 0.05))  # odd partials only: the refusal's softer "no"
CLINK = ((1.0, 1.0), (2.76, 0.45), (5.4, 0.2))  # a small metal bell's partials: the coins


def tone(freq: float, seconds: float, decay_s: float,
         partials: tuple[tuple[float, float], ...] = BELL) -> np.ndarray:
    """One struck note: its partials, a 4 ms attack and an exponential decay."""
    t = np.arange(int(seconds * RATE)) / RATE
    wave = sum(level * np.sin(2 * np.pi * freq * ratio * t) for ratio, level in partials)
    attack = np.minimum(1.0, t / 0.004)
    return np.asarray(wave * attack * np.exp(-t / decay_s), dtype=np.float64)


def sequence(notes: list[tuple[float, np.ndarray]], seconds: float) -> np.ndarray:
    """Notes laid one after another: (start in seconds, samples), summed."""
    out = np.zeros(int(seconds * RATE))
    for start, samples in notes:
        at = int(start * RATE)
        part = samples[: len(out) - at]
        out[at: at + len(part)] += part
    return out


def finish(samples: np.ndarray) -> np.ndarray:
    """Peak at PEAK, faded out at the end, as float32 frames for the device."""
    fade = min(len(samples), int(FADE_S * RATE))
    samples = samples.copy()
    samples[len(samples) - fade:] *= np.linspace(1.0, 0.0, fade)
    return (samples * (PEAK / max(1e-9, float(np.abs(samples).max())))).astype(np.float32)


def wooden_tock() -> np.ndarray:
    """A piece put down: a low note that dies at once, with a short soft knock."""
    body = tone(G4 / 2, 0.12, 0.028, ((1.0, 1.0), (2.0, 0.5), (4.1, 0.2)))
    knock = np.random.default_rng(7).standard_normal(len(body)) * np.exp(
        -np.arange(len(body)) / (0.003 * RATE))
    smooth = np.convolve(knock, np.ones(8) / 8, mode="same")  # a softer, lower knock
    return body + 0.25 * smooth


def sounds() -> dict[Cue, np.ndarray]:
    """Every cue's sound: a few hundred milliseconds each, 5 s of samples in all."""
    made = {
        Cue.YOUR_TURN: sequence([(0.0, tone(G5, 0.5, 0.22)), (0.11, tone(C6, 0.45, 0.25))],
                                0.6),
        Cue.PLACE: wooden_tock(),
        Cue.REFUSAL: sequence([(0.0, tone(D4, 0.2, 0.07, HOLLOW)),
                               (0.1, tone(A3, 0.25, 0.09, HOLLOW))], 0.36),
        Cue.TAKE: sequence([(0.0, tone(E6, 0.2, 0.06, CLINK)),
                            (0.06, tone(G6, 0.2, 0.07, CLINK))], 0.28),
        Cue.REVEAL: sequence([(0.0, tone(C5, 0.4, 0.16)), (0.05, tone(E5, 0.4, 0.16)),
                              (0.1, tone(G5, 0.4, 0.2))], 0.5),
        Cue.ROUND_END: sequence([(0.0, tone(G4, 0.8, 0.35)), (0.03, tone(C5, 0.8, 0.35)),
                                 (0.06, tone(E5, 0.8, 0.35))], 0.86),
        Cue.WON: sequence([(0.0, tone(C5, 0.4, 0.15)), (0.11, tone(E5, 0.4, 0.15)),
                           (0.22, tone(G5, 0.4, 0.15)), (0.33, tone(C6, 0.9, 0.4))], 1.25),
        Cue.LOST: sequence([(0.0, tone(A4, 0.4, 0.18)), (0.16, tone(F4, 0.4, 0.18)),
                            (0.32, tone(D4, 0.7, 0.3))], 1.0),
    }
    return {cue: finish(samples) for cue, samples in made.items()}
