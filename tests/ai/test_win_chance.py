"""The win-chance model (ai/win_chance.py): chances that sum to 1, the result at the end, a
leader favoured, its weights file checked, its training reproducible from a seed."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ai import make_bot, win_chance
from ai.lab import train, train_win_chance
from ai.registry import knowledge_of
from core import registry
from core.game import Outcome
from tests import games as suite
from tests.bad_files import fifo, folder, non_utf8
from tests.narrow import mover

GAMES = suite.ids(win_chance=True)  # a game with no win-chance model has none to test


def play(game: str, players: int, seed: int, specs: list[str], stop: float = 2.0):
    """A seeded game between the bots, up to the given progress (by default to the end)."""
    state = registry.game(game).new_game(players, seed, None)
    bots = [make_bot(spec, seed=seed + i, game=game) for i, spec in enumerate(specs)]
    knowledge = knowledge_of(game)
    while not state.is_over and knowledge.progress(state) < stop:
        state.apply(bots[mover(state)].choose(state), log=False)
    return state


@pytest.mark.parametrize(("game", "players"), suite.seatings(GAMES))
def test_the_chances_are_a_share_of_one_win(game: str, players: int) -> None:
    state = registry.game(game).new_game(players, 11, None)
    bot = make_bot("random", seed=3, game=game)
    seen = 0
    for step in range(60):
        if step % 6 == 0:
            chances = win_chance.win_chances(state)
            assert len(chances) == players and all(0.0 <= c <= 1.0 for c in chances)
            assert sum(chances) == pytest.approx(1.0)
            assert min(chances) > 0.0 and max(chances) < 1.0  # nothing is certain yet
            seen += 1
        state.apply(bot.choose(state), log=False)
    assert seen == 10


@pytest.mark.parametrize("game", GAMES)
def test_the_finished_game_gives_its_result(game: str) -> None:
    players = registry.game(game).max_players
    state = play(game, players, 5, ["random"] * players)
    outcome = state.outcome()
    assert state.is_over and outcome is not None
    expected = [1.0 / len(outcome.winners) if s in outcome.winners else 0.0
                for s in range(players)]
    assert win_chance.win_chances(state) == expected


class TiedEnd:
    """A finished three-seat game where seats 0 and 2 share the best score."""

    game_id, num_players, is_over, scores = "riverboat", 3, True, [50, 40, 50]

    def outcome(self) -> Outcome:
        return Outcome((50, 40, 50), (0, 2), ({}, {}, {}))


def test_a_tie_shares_the_win() -> None:
    assert win_chance.win_chances(TiedEnd()) == [0.5, 0.0, 0.5]  # type: ignore[arg-type]


@pytest.mark.parametrize("game", GAMES)
def test_the_better_player_is_favoured_late_in_the_game(game: str) -> None:
    """Greedy against random, two thirds into the game: greedy is far ahead and knows it."""
    state = play(game, 2, 7, ["greedy", "random"], stop=0.67)
    expected = knowledge_of(game, "learned").evaluate(state)
    assert expected[0] > expected[1] + 10
    chances = win_chance.win_chances(state)
    assert chances[0] > 0.8 > 0.2 > chances[1]


def test_a_clear_lead_counts_whoever_holds_it() -> None:
    """The same Riverboat position with 30 VP more for one seat, then for the other."""
    state = play("riverboat", 2, 9, ["greedy:temp=1"] * 2, stop=0.4)
    ahead, behind = state.clone(), state.clone()
    ahead.players[0].vp += 30
    behind.players[1].vp += 30
    assert win_chance.win_chances(ahead)[0] > 0.9
    assert win_chance.win_chances(behind)[0] < 0.2
    assert win_chance.win_chances(ahead)[0] > win_chance.win_chances(state)[0] > \
        win_chance.win_chances(behind)[0]


# -- the weights file ----------------------------------------------------------------------

def document(**changes: object) -> str:
    names = win_chance.feature_names(knowledge_of("the-river"))
    d: dict[str, object] = {"format": win_chance.WIN_FORMAT, "version": win_chance.WIN_VERSION,
                            "game": "the-river", "features": list(names), "trained": {},
                            "baseline": 0.1, "weights": [0.0] * len(names)}
    d.update(changes)
    return json.dumps(d)


def read(path: Path) -> win_chance.WinWeights:
    return win_chance.read(path, "the-river", win_chance.feature_names(knowledge_of("the-river")))


@pytest.mark.parametrize(("text", "says"), [
    ("{not json", "not a JSON document"),
    ('{"format": "riverboat-qt-weights"}', "not a weights file of the win-chance model"),
    (document(version=2), "version 2"),
    (document(game="riverboat"), "'riverboat'"),
    (document(features=["score"]), "other features"),
    (document(trained=[]), "'trained'"),
    (document(baseline="x"), "'baseline'"),
    (document(weights=[0.0, 1.0]), "'weights' should be a list of 13"),
    (document(weights=[0.0] * 12 + [1e9]), "margin_x_late"),
    (document(weights=None), "'weights'"),
])
def test_a_damaged_weights_file_is_refused(tmp_path: Path, text: str, says: str) -> None:
    path = tmp_path / "win_weights.json"
    path.write_text(text)
    with pytest.raises(win_chance.InvalidWinWeights, match="ai.lab.train --win-chance") as info:
        read(path)
    assert says in str(info.value) and str(path) in str(info.value)


@pytest.mark.parametrize("make", [non_utf8, fifo, folder])
def test_a_file_that_is_no_weights_is_refused(tmp_path: Path, make) -> None:
    with pytest.raises(win_chance.InvalidWinWeights, match="the win-chance weights: "):
        read(make(tmp_path))


def test_a_missing_file_says_how_to_make_it(tmp_path: Path) -> None:
    with pytest.raises(win_chance.InvalidWinWeights, match="cannot read .*--win-chance"):
        read(tmp_path / "none.json")


def test_a_good_file_reads_back(tmp_path: Path) -> None:
    path = tmp_path / "w.json"
    path.write_text(document(weights=[0.5] * 13, baseline=0.2))
    weights = read(path)
    assert weights.weights == (0.5,) * 13 and weights.baseline == 0.2
    assert read_back(weights, tmp_path) == weights


def read_back(weights: win_chance.WinWeights, folder: Path) -> win_chance.WinWeights:
    path = folder / "again.json"
    path.write_text(weights.to_json())
    return read(path)


@pytest.mark.parametrize("game", GAMES)
def test_the_shipped_weights_load(game: str) -> None:
    weights = win_chance.load(game)
    assert weights.trained["games"] >= 100 and weights.trained["mirror"] is True
    assert weights.features == win_chance.feature_names(knowledge_of(game))
    # fitted on the learned evaluation of today: refit with ai.lab.train --win-chance after it
    assert weights.trained["evaluation"] == train_win_chance.evaluation_fingerprint(game)


# -- the training --------------------------------------------------------------------------

def test_training_is_reproducible_from_a_seed(tmp_path: Path) -> None:
    def trained(seed: int, name: str) -> bytes:
        out = tmp_path / name
        argv = ["--win-chance", "--game", "the-river", "--games", "3", "--seed", str(seed),
                "--quiet", "--out", str(out)]
        assert train.main(argv) == 0
        return out.read_bytes()

    first = trained(5, "a.json")
    assert trained(5, "b.json") == first
    assert trained(6, "c.json") != first
    weights = read(tmp_path / "a.json")
    assert weights.trained["seed"] == 5 and weights.trained["games"] == 3
    assert any(w != 0.0 for w in weights.weights)


def test_the_fit_finds_who_wins() -> None:
    """Positions where the seat with the larger feature wins 3 times in 4: the logit's weight
    is log 3 per unit of the feature."""
    import numpy as np

    features = np.array([[[1.0], [0.0]], [[0.0], [1.0]]] * 4)
    shares = np.array([[1, 0], [0, 1]] * 3 + [[0, 1], [1, 0]], dtype=float)
    (w,) = win_chance.fit([(features, shares)], l2=0.0)
    assert w == pytest.approx(np.log(3.0), abs=1e-6)


def test_calibrate_goes_with_win_chance(capsys: pytest.CaptureFixture) -> None:
    with pytest.raises(SystemExit):
        train.main(["--calibrate"])
    assert "--calibrate goes with --win-chance" in capsys.readouterr().err
