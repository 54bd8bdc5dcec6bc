"""A small seeded generator whose whole state is one integer, so it clones and saves cheaply."""

from __future__ import annotations

from typing import Any

_MASK64 = (1 << 64) - 1
SEED_MAX = _MASK64  # seeds are whole numbers 0..2**64-1: one state of the generator each


class Rng:
    """SplitMix64: fast, good enough for shuffles, and its state is a plain int."""

    __slots__ = ("state",)

    def __init__(self, seed: int) -> None:
        self.state = seed & _MASK64

    def next64(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK64
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK64
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A number in range(n); multiply-shift keeps the bias below 2**-50 for game sizes."""
        return (self.next64() * n) >> 64

    def shuffle(self, items: list[Any]) -> None:
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def clone(self) -> Rng:
        return Rng(self.state)
