"""The game library's model: kept records, the index made from them, hostile files skipped, and
the statistics and the player's rating of a hand-made library."""

from __future__ import annotations

import json
import os
from dataclasses import replace
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import core
from ai.level_ratings import LevelRatings
from ai.rating import Rating
from riverboat_qt.shell import library as library_module
from riverboat_qt.shell.library import (
    ENDED,
    FOLDER,
    INDEX_NAME,
    INDEX_VERSION,
    MATCH_ME,
    PRACTICE,
    STARTED,
    Entry,
    Library,
    LibraryError,
    check_entry,
    csv_rows,
    lines_in_steps,
    player_rating,
    read_game,
    results_of,
    statistics,
    stats_text,
)
from riverboat_qt.shell.seats import SeatConfig, seat_labels, seats_meta
from tests import games as suite

GAMES = suite.table_ids(registered=True)
YOU_VS = [SeatConfig(True), SeatConfig(False, "Easy"), SeatConfig(False, "Normal")]


def record(game: str = "riverboat", seed: int = 4, seats=YOU_VS, moves: int | None = None,
           started: str = "2026-11-20T10:00:00Z") -> core.GameRecord:
    """A game played at random to the end (or its first `moves` actions) with these seats."""
    rec, _ = core.random_game(len(seats), seed, game=game)
    rec = rec.copy(moves)
    rec.seats = seat_labels(list(seats))
    rec.meta = {"app": "riverboat-qt", "seats": seats_meta(list(seats)), STARTED: started}
    return rec


def test_a_kept_game_is_listed_with_its_outcome(tmp_path: Path) -> None:
    rec = record()
    library = Library.of(tmp_path, GAMES)
    path = library.keep(rec)
    assert path.parent == tmp_path / FOLDER and path.name == "game-20261120-100000.json"
    (entry,) = library.load().entries
    final = core.GameRecord.from_json(path.read_text())
    state = list(core.replay(final))[-1]
    outcome = state.outcome()
    assert outcome is not None and entry.finished and entry.scores == tuple(state.scores)
    assert entry.winners == outcome.winners and entry.moves == len(rec.actions)
    assert entry.levels == (None, "Easy", "Normal") and entry.player == 0
    assert entry.opponent_level() == "mixed" and final.meta[ENDED]
    assert library.notes == []


def test_a_longer_copy_replaces_its_game_and_nothing_else_is_overwritten(tmp_path: Path) -> None:
    library = Library.of(tmp_path, GAMES)
    first = library.keep(record(moves=10))
    assert library.keep(record(moves=30)) == first  # the same game, later
    other = record(seed=5, moves=10)  # another game begun in the same second
    second = library.keep(other)
    assert second != first and second.name == "game-20261120-100000-2.json"
    branch = record(moves=10)
    branch.actions[-1:] = []  # a shorter branch is not a continuation of the kept 30
    branch.actions.append(record(seed=9).actions[9])
    assert library.keep(branch) not in (first, second)
    assert len(json.loads(first.read_text())["actions"]) == 30


def read_index(folder: Path) -> list[list]:
    """The index's rows ([stamp, entry as a list]); it is JSON, one row a line."""
    data = json.loads((folder / FOLDER / INDEX_NAME).read_text())
    assert data["format"] == "riverboat-qt-library-index" and data["version"] == INDEX_VERSION
    return data["games"]


def write_index(folder: Path, rows: list[list]) -> None:
    Library.of(folder, GAMES).write_index([json.dumps(row) for row in rows])


SCORES = 6  # an entry's position in an index row's list


def test_the_index_is_made_from_the_records_and_never_trusted_over_them(tmp_path: Path) -> None:
    library = Library.of(tmp_path, GAMES)
    library.keep(record())
    library.load()
    index = tmp_path / FOLDER / INDEX_NAME
    ((stamp, row),) = read_index(tmp_path)
    true_scores = row[SCORES]
    lie = [*row]
    lie[8] = 7  # the moves: a lie that fits the game, stamped as if fresh
    write_index(tmp_path, [[stamp, lie]])
    assert library.load().entries[0].moves == 7  # the stamp matches: it is used
    path = tmp_path / FOLDER / row[0]
    os.utime(path, ns=(1, 1))  # the record changed (its stamp): the record says
    assert library.load().entries[0].moves == len(record().actions)
    (stamp, row), = read_index(tmp_path)
    for field, value in ((4, "abc"), (SCORES, [1, 2]), (8, True), (11, float("nan"))):
        bad = [*row]
        bad[field] = value
        write_index(tmp_path, [[stamp, bad]])
        assert list(library.load().entries[0].scores) == true_scores
    for damage in ("{", "[]", json.dumps({"format": "x"}), "\0" * 10):
        index.write_text(damage)
        assert list(library.load().entries[0].scores) == true_scores and library.notes == []
    assert read_index(tmp_path)[0][1] == row


def hostile(folder: Path) -> dict[str, str]:
    """Each kind of bad file the library must skip, by name, with words its note must hold."""
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "not-json.json").write_text("not json at all")
    (folder / "types.json").write_text(json.dumps({**json.loads(record().to_json()),
                                                   "seed": "four"}))
    (folder / "huge.json").write_bytes(b" " * (9 * 1024 * 1024))
    (folder / "folder.json").mkdir()
    outside = folder.parent / "outside.json"  # a good game, but not one kept here
    outside.write_text(record(seed=11).to_json())
    (folder / "link.json").symlink_to(outside)
    bad = json.loads(record().to_json())
    bad["actions"][5] = bad["actions"][0] if bad["actions"][5] != bad["actions"][0] else "x"
    (folder / "replay.json").write_text(json.dumps(bad))
    (folder / "seat.json").write_text(json.dumps({**json.loads(record().to_json()),
                                                  "meta": {"seats": [{"human": False,
                                                                      "level": "os.system"}]
                                                           * 3}}))
    return {"not-json.json": "not-json.json", "types.json": "seed", "huge.json": "too large",
            "folder.json": "folder", "link.json": "is a link", "replay.json": "replay.json",
            "seat.json": "level"}


def test_hostile_files_are_skipped_with_a_note_and_left_alone(tmp_path: Path) -> None:
    library = Library.of(tmp_path, GAMES)
    good = library.keep(record())
    expected = hostile(tmp_path / FOLDER)
    before = {p.name: (p.lstat().st_size, p.lstat().st_mtime_ns)
              for p in (tmp_path / FOLDER).iterdir()}
    library.load()
    assert [e.name for e in library.entries] == [good.name]
    assert len(library.notes) == len(expected)
    for name, words in expected.items():
        with pytest.raises(LibraryError, match=words):
            read_game(tmp_path / FOLDER / name, GAMES)
        assert any(name in note for note in library.notes), name
    after = {p.name: (p.lstat().st_size, p.lstat().st_mtime_ns)
             for p in (tmp_path / FOLDER).iterdir() if p.name != INDEX_NAME}
    assert after == before


def entry(name: str, scores: tuple[int, ...], winners: tuple[int, ...], levels,
          breakdown=None, started: str = "", finished: bool = True,
          aimed: float | None = None) -> Entry:
    parts = breakdown or tuple((("Boats", s - s // 2), ("Coins", s // 2)) for s in scores)
    categories = tuple(c for c, _ in parts[0]) if finished else ()
    points = tuple(tuple(v for _, v in seat) for seat in parts) if finished else ()
    return Entry(name, "riverboat", started or f"2026-11-2{name[-1]}T10:00:00Z", "",
                 tuple(f"seat {k}" for k in range(len(scores))), tuple(levels), scores,
                 winners if finished else (), 30, finished, categories, points, aimed)


HAND_MADE = [
    entry("g1", (40, 30), (0,), (None, "Easy")),  # won against Easy
    entry("g2", (20, 35, 25), (1,), (None, "Normal", "Normal")),  # lost against Normal
    entry("g3", (30, 30), (0, 1), (None, "Normal")),  # tied against Normal
    entry("g4", (10, 12), (), (None, "Easy"), finished=False),  # abandoned
    entry("g5", (50, 10), (0,), ("Easy", "Easy")),  # no human: not the player's
    entry("g6", (33, 44), (1,), (None, "mcts:time=0.4"), aimed=1200.0),  # Match me, lost
]
RATINGS = LevelRatings("riverboat", (Rating("random", 0, 0, 0, 1), Rating("easy", 800, 700, 900,
                                                                          1),
                                     Rating("normal", 1500, 1400, 1600, 1)), (), "d", "c")


def test_the_statistics_of_a_hand_made_library_are_exact() -> None:
    stats = statistics(HAND_MADE, "riverboat", RATINGS)
    assert (stats.games, stats.abandoned, stats.wins) == (4, 1, 2)
    assert [(s.level, s.games, s.wins) for s in stats.by_level] == \
        [("Easy", 1, 1), ("Normal", 2, 1), ("Match me", 1, 0)]
    assert stats.mean_score == (40 + 20 + 30 + 33) / 4 and stats.best_score == 40
    # Boats = s - s // 2; the winners': g1 40 -> 20, g2 35 -> 18, g3 (15+15)/2, g6 44 -> 22
    assert stats.categories == (("Boats", (20 + 10 + 15 + 17) / 4, (20 + 18 + 15 + 22) / 4),
                                ("Coins", (20 + 10 + 15 + 16) / 4, (20 + 17 + 15 + 22) / 4))
    assert [(p.score, p.result) for p in stats.points] == \
        [(40, "won"), (20, "lost"), (30, "tied"), (33, "lost")]
    assert results_of(HAND_MADE[1]) == [("normal", 0.0), ("normal", 0.0)]
    assert results_of(HAND_MADE[5]) == [(1200.0, 0.0)]
    expected = RATINGS.rate_player([("easy", 1.0), ("normal", 0.0), ("normal", 0.0),
                                    ("normal", 0.5), (1200.0, 0.0)])
    assert stats.rating == expected
    assert stats.points[0].rating == RATINGS.rate_player([("easy", 1.0)])
    text = stats_text(stats, "Riverboat")
    assert "won 2 (50%)" in text and "Match me" in text and "Boats" in text
    assert f"{expected.rating:.0f} ±" in text


def test_unrated_opponents_leave_the_rating_out() -> None:
    hard = entry("g1", (40, 30), (0,), (None, "Hard"))
    stats = statistics([hard], "riverboat", RATINGS)  # Hard is not rated yet
    assert stats.games == 1 and stats.rating is None and stats.points[0].rating is None


def test_the_list_exports_as_csv_rows() -> None:
    rows = csv_rows(HAND_MADE[:2])
    assert rows[0][:3] == ["date", "game", "players"]
    assert rows[1] == ["2026-11-21T10:00:00Z", "riverboat", "seat 0; seat 1", "40 30", "won",
                       "30", "", "g1", ""]


def test_a_match_me_game_names_its_spec_and_rates_against_its_aim(tmp_path: Path) -> None:
    seats = [SeatConfig(True), SeatConfig(False, "mcts:time=0.3")]
    rec = record(seats=seats, seed=6)
    rec.meta[MATCH_ME] = {"seats": [1], "rating": 1100.0, "spec": "mcts:time=0.3"}
    library = Library.of(tmp_path, GAMES)
    library.keep(rec)
    (kept,) = library.load().entries
    assert kept.levels == (None, "mcts:time=0.3") and kept.aimed == 1100.0
    assert kept.opponent_level() == "Match me"
    assert kept.seats == (rec.seats[0], "Blue (AI Match me)")  # the list never shows the spec
    assert results_of(kept) == [(1100.0, _score(kept))]


def _score(e: Entry) -> float:
    return 1.0 if e.scores[0] > e.scores[1] else 0.0 if e.scores[0] < e.scores[1] else \
        (1.0 if e.winners == (0,) else 0.0 if e.winners == (1,) else 0.5)


# -- a library at any size ------------------------------------------------------------------


def test_every_file_is_read_past_the_old_5000_cut(tmp_path: Path) -> None:
    """Regression: only the first 5,000 files by name were read, so the newest were dropped
    from the list, the statistics and the rating."""
    from tools.fake_library import write_library

    names = write_library(tmp_path, 5_050)
    library = Library.of(tmp_path, GAMES).load()
    assert len(library.entries) == 5_050 and library.notes == []
    assert library.entries[-1].name == names[-1]  # the newest is there, and last by start
    assert sum(statistics(library.entries, g).games for g in GAMES) > 0


def test_past_max_files_the_newest_are_kept_with_a_note(tmp_path: Path, monkeypatch) -> None:
    from tools.fake_library import write_library

    names = write_library(tmp_path, 5)
    monkeypatch.setattr(library_module, "MAX_FILES", 3)
    library = Library.of(tmp_path, GAMES).load()
    assert sorted(e.name for e in library.entries) == names[-3:]
    assert library.notes == ["2 older files past the newest 3 were not read"]


def test_statistics_fit_the_full_rating_once_not_after_each_game(monkeypatch) -> None:
    """Regression: rating_history refitted every result after each game (2,125 games: 23 s);
    now a running fit, and one full fit for the rating itself."""
    calls: list[int] = []
    original = LevelRatings.rate_player

    def counted(self: LevelRatings, results: list[tuple[str | float, float]]) -> Rating:
        calls.append(len(results))
        return original(self, results)

    monkeypatch.setattr(LevelRatings, "rate_player", counted)
    many = [HAND_MADE[k % 3]._replace(name=f"g{k}", started=f"2026-11-20T10:{k // 60:02d}:"
                                                            f"{k % 60:02d}Z")
            for k in range(600)]
    stats = statistics(many, "riverboat", RATINGS)
    assert calls == [sum(len(results_of(e)) for e in many)]  # one fit, of every result
    last = stats.points[-1].rating
    assert stats.rating is not None and last is not None
    assert abs(last.rating - stats.rating.rating) < 0.5  # the running fit ends where it does


# -- practice ---------------------------------------------------------------------------------


def test_practice_games_are_listed_apart_and_never_counted(tmp_path: Path) -> None:
    practice = [e._replace(name=e.name + "p", practice="replay") for e in HAND_MADE]
    real = statistics(HAND_MADE, "riverboat", RATINGS)
    both = statistics(HAND_MADE + practice, "riverboat", RATINGS)
    assert both.practice == len(practice) and real.practice == 0
    assert replace(both, practice=0) == real  # nothing else changed
    assert all(results_of(e) == [] for e in practice)
    assert "practice games set apart (continued from a replay or a file, not counted): 6" in \
        stats_text(both, "Riverboat")
    assert csv_rows(practice[:1])[1][-1] == "replay"
    library = Library.of(tmp_path, GAMES)  # the record's meta says it; Match me ignores it
    won = record(seats=[SeatConfig(True), SeatConfig(False, "Easy")], seed=8)
    library.keep(won)
    rating = player_rating(tmp_path, "riverboat", GAMES)
    for k, reason in enumerate(("replay", "file", 7)):
        copy = record(seats=[SeatConfig(True), SeatConfig(False, "Easy")], seed=9 + k,
                      started=f"2026-11-2{k}T11:00:00Z")
        copy.meta[PRACTICE] = reason
        library.keep(copy)
    entries = library.load().entries
    assert [e.practice for e in entries if e.practice] == ["replay", "file", "practice"]
    assert player_rating(tmp_path, "riverboat", GAMES) == rating


# -- one bad record or index entry ------------------------------------------------------------


@pytest.mark.parametrize("aim", [1e6, 3_000.0, 100_000.0, -5_000.0, "1500", True])
def test_a_match_me_rating_out_of_range_is_skipped_with_a_note(tmp_path: Path, aim) -> None:
    """Regression: a record whose Match-me rating was 1e6 made the rating fit raise
    OverflowError: --stats failed, File > Games and the new-game dialog never opened."""
    library = Library.of(tmp_path, GAMES)
    good = library.keep(record(seats=[SeatConfig(True), SeatConfig(False, "Easy")]))
    bad = record(seats=[SeatConfig(True), SeatConfig(False, "mcts:time=0.3")], seed=6,
                 started="2026-11-21T10:00:00Z")
    bad.meta[MATCH_ME] = {"seats": [1], "rating": aim, "spec": "mcts:time=0.3"}
    library.keep(bad)
    library.load()
    assert [e.name for e in library.entries] == [good.name]
    assert len(library.notes) == 1 and "Match-me rating" in library.notes[0]
    assert stats_text(statistics(library.entries, "riverboat"), "Riverboat")
    assert player_rating(tmp_path, "riverboat", GAMES) is not None


def forgeries(row: list) -> dict[str, list]:
    """Well-typed index entries whose values do not fit the game, by what is wrong."""
    def changed(**fields: object) -> list:
        out = [*row]
        for k, v in fields.items():
            out[int(k[1:])] = v
        return out
    n = len(row[4])
    parts = row[10]
    return {
        "a winner past the seats": changed(f7=[n + 3]),
        "a winner without the best score": changed(f7=[min(range(n), key=row[6].__getitem__)]),
        "a breakdown of too few seats": changed(f10=[parts[0], parts[1][:-1]]),
        "a breakdown that does not add up": changed(f10=[parts[0], [[v + 1 for v in seat]
                                                                    for seat in parts[1]]]),
        "a score of 10**19": changed(f6=[10**19] * n),
        "a huge negative score": changed(f6=[-10**6] * n),
        "too many seats": changed(f4=row[4] * 4, f5=row[5] * 4, f6=row[6] * 4),
        "levels that do not fit the seats": changed(f5=row[5][:-1]),
        "a Match-me rating of 1e6": changed(f11=1e6),
        "a game the window has none of": changed(f1="chess"),
        "a finished game without winners": changed(f7=[]),
        "moves past any game": changed(f8=10**9),
        "a date that is not one": changed(f2="yesterday"),
    }


@pytest.mark.parametrize("what", [
    "a winner past the seats", "a winner without the best score",
    "a breakdown of too few seats", "a breakdown that does not add up", "a score of 10**19",
    "a huge negative score", "too many seats", "levels that do not fit the seats",
    "a Match-me rating of 1e6", "a game the window has none of",
    "a finished game without winners", "moves past any game", "a date that is not one"])
def test_a_forged_index_entry_is_refused_and_the_record_read(tmp_path: Path, what: str) -> None:
    """Regression: a well-typed forged entry (winners or a breakdown that do not fit the
    seats, a score of 10**19) raised IndexError or OverflowError in --stats and File > Games."""
    library = Library.of(tmp_path, GAMES)
    library.keep(record())
    (truth,) = library.load().entries
    ((stamp, row),) = read_index(tmp_path)
    forged = forgeries(row)[what]
    write_index(tmp_path, [[stamp, forged]])
    assert check_entry(Entry.from_row(forged), GAMES) is not None
    (entry,) = library.load().entries
    assert entry == truth and library.notes == []
    assert stats_text(statistics(library.entries, "riverboat"), "Riverboat")


@pytest.mark.parametrize("aimed", [10**400, 10**16, float("inf"), "1450", True])
def test_an_index_entry_of_a_bad_type_is_refused_and_the_record_read(tmp_path: Path,
                                                                     aimed: object) -> None:
    """Regression: a whole-number Match-me aim of 10**400 in the index made float() raise
    OverflowError, which no reader caught: --stats and File > Games failed."""
    library = Library.of(tmp_path, GAMES)
    library.keep(record())
    (truth,) = library.load().entries
    ((stamp, row),) = read_index(tmp_path)
    row[11] = aimed
    write_index(tmp_path, [[stamp, row]])
    with pytest.raises((TypeError, ValueError)):
        Entry.from_row(row)
    (entry,) = library.load().entries
    assert entry == truth and library.notes == []


def test_the_players_rating_is_kept_until_the_library_changes(tmp_path: Path,
                                                               monkeypatch) -> None:
    """The new-game dialog asks for it often: a big library is read once, not each time."""
    library = Library.of(tmp_path, GAMES)
    library.keep(record(seats=[SeatConfig(True), SeatConfig(False, "Easy")], seed=8))
    first = player_rating(tmp_path, "riverboat", GAMES)
    reads: list[int] = []
    original = Library.load

    def counted(self: Library, *args: object) -> Library:
        reads.append(1)
        return original(self)

    monkeypatch.setattr(Library, "load", counted)
    assert player_rating(tmp_path, "riverboat", GAMES) == first and reads == []
    library.keep(record(seats=[SeatConfig(True), SeatConfig(False, "Easy")], seed=9,
                        started="2026-11-22T10:00:00Z"))
    assert player_rating(tmp_path, "riverboat", GAMES) != first and reads == [1]


@settings(max_examples=300, deadline=None)
@given(st.lists(st.text(alphabet="ab\né\n", max_size=8), max_size=6),
       st.integers(min_value=1, max_value=12))
def test_the_index_is_split_in_steps_exactly_as_at_once(parts, step) -> None:
    """Regression: the index is decoded and split a piece at a time (one split of 50,000
    lines held the window 35 ms); the lines are those of one split, whatever the pieces."""
    raw = "\n".join(parts).encode("utf-8")
    assert lines_in_steps(raw, step) == raw.decode("utf-8").split("\n")
