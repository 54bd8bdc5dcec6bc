"""Perft counts and the seeded transcript of each game (3 players, or the nearest count it is
for) match the checked-in data."""

import json

import pytest

from tests import games as suite
from tests.golden import GOLDEN, Golden, perft_table, transcript


@pytest.mark.parametrize("golden", GOLDEN, ids=lambda g: g.game)
@pytest.mark.usefixtures("registered_golden")
def test_perft_counts_match(golden: Golden) -> None:
    expected = json.loads(golden.perft_file.read_text(encoding="utf-8"))
    assert perft_table(golden) == expected


@pytest.mark.parametrize("golden", GOLDEN, ids=lambda g: g.game)
@pytest.mark.usefixtures("registered_golden")
def test_transcript_of_a_seeded_game(golden: Golden) -> None:
    assert transcript(golden) == golden.transcript_file.read_text(encoding="utf-8")


@pytest.fixture
def registered_golden(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch):
    """The golden's game in the registries, if it is test-only (python -m core plays it)."""
    with suite.registered({request.node.callspec.params["golden"].game}, monkeypatch):
        yield
