"""Perft counts and the seeded 3-player transcript match the checked-in data."""

import json

from tests.golden import PERFT_FILE, TRANSCRIPT_FILE, perft_table, transcript


def test_perft_counts_match() -> None:
    expected = json.loads(PERFT_FILE.read_text(encoding="utf-8"))
    assert perft_table() == expected


def test_transcript_of_seeded_three_player_game() -> None:
    assert transcript() == TRANSCRIPT_FILE.read_text(encoding="utf-8")
