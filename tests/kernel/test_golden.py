"""Perft counts and the seeded 3-player transcript of each game match the checked-in data."""

import json

import pytest

from tests.golden import GOLDEN, Golden, perft_table, transcript


@pytest.mark.parametrize("golden", GOLDEN, ids=lambda g: g.game)
def test_perft_counts_match(golden: Golden) -> None:
    expected = json.loads(golden.perft_file.read_text(encoding="utf-8"))
    assert perft_table(golden) == expected


@pytest.mark.parametrize("golden", GOLDEN, ids=lambda g: g.game)
def test_transcript_of_seeded_three_player_game(golden: Golden) -> None:
    assert transcript(golden) == golden.transcript_file.read_text(encoding="utf-8")
