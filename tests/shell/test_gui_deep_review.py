"""Issue #45: the deep review in the window: made in the AI helper on every core, with its
time said before it starts; kept beside the library so a game is reviewed deeply once; the
window says which review it shows and how far it looked; a quick review's marks that the deep
one does not make are shown as uncertain. A kept review is a file anyone can edit: refused
with a reason when it is not this game's, never a traceback."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest
from PySide6.QtWidgets import QWidget

import core
from riverboat_qt.registry import TABLES
from riverboat_qt.shell.ai_process import BotProcess
from riverboat_qt.shell.replay_view import ReplayWindow
from riverboat_qt.shell.review_store import (
    ReviewFileError,
    keep_review,
    kept_review,
    path_of,
)

CHEAP = ("mcts:iters=8", 1)  # the deep review's level and samples, cheap enough for a test


@pytest.fixture(scope="module")
def host():
    process = BotProcess()
    yield process
    process.close()


def a_game(moves: int = 14) -> core.GameRecord:
    record, _ = core.random_game(2, 4, game="the-river")
    return record.copy(until=moves)


def viewer_in(qtbot, host, record: core.GameRecord, data_dir) -> ReplayWindow:
    """A replay viewer of a main window whose data folder is data_dir."""
    main = QWidget()
    main.data_dir = data_dir  # type: ignore[attr-defined]
    qtbot.addWidget(main)
    viewer = ReplayWindow(record, TABLES[record.game], main)
    viewer.main = main  # type: ignore[attr-defined]  # qtbot holds widgets weakly
    viewer.review.runner.share(host)
    viewer.review.budget, viewer.review.samples = (0.02, None), 2
    viewer.review.deep_how = CHEAP
    viewer.show()
    return viewer


def test_the_deep_review_says_how_long_runs_and_is_kept(qtbot, host, tmp_path) -> None:
    record = a_game()
    viewer = viewer_in(qtbot, host, record, tmp_path)
    panel = viewer.review
    heard: list[str] = []
    panel.runner.worker.estimate.connect(lambda _t, seconds: heard.append(f"estimate {seconds}"))
    panel.runner.worker.progress.connect(lambda _t, done, total: heard.append("progress"))
    assert panel.deep_button.text() == "Deep review"
    with qtbot.waitSignal(panel.review_done, timeout=120_000) as done:
        panel.deep_button.click()
        assert panel.running and not panel.deep_button.isEnabled()
    result = done.args[0]
    assert result.deep and result.complete and result.samples == CHEAP[1]
    assert heard[0].startswith("estimate") and "progress" in heard  # said before it starts
    assert "Deep review" in panel.summary.text()
    kept = kept_review(tmp_path, record)
    assert kept is not None and [d.move for d in kept.decisions] == \
        [d.move for d in result.decisions]
    assert path_of(tmp_path, record).parent == tmp_path / "reviews"
    viewer.close()
    again = viewer_in(qtbot, host, record, tmp_path)  # the same game, later
    assert again.review.deep_button.text() == "Show the deep review"
    again.review.deep_button.click()  # shown at once: nothing runs
    assert not again.review.running and again.review.result is not None
    assert again.review.result.deep and "Deep review" in again.review.summary.text()
    again.close()


def test_quick_marks_the_deep_review_does_not_make_are_uncertain(qtbot, host,
                                                                 tmp_path) -> None:
    record, _ = core.random_game(2, 11, game="the-river")
    viewer = viewer_in(qtbot, host, record.copy(until=40), tmp_path)
    panel = viewer.review
    with qtbot.waitSignal(panel.review_done, timeout=60_000) as done:
        panel.start(0)
    quick = done.args[0]
    marked = [d for d in quick.listed() if d.mark]
    assert marked, "random moves get marks"
    assert "Quick review" in panel.summary.text() and "looks further" in panel.summary.text()
    assert "searched to the end" not in panel.summary.text()  # 40 moves: not the end
    panel.show_review(replace(quick, searched=35))  # a review whose end was searched says so
    assert "From move 35 on, both players' best moves are searched to the end" in \
        panel.summary.text()
    unmarked = marked[0].move
    panel.deep_result = replace(quick, deep=True, decisions=[
        replace(d, mark="") if d.move == unmarked else d for d in quick.decisions])
    panel.show_review(quick)
    def cell(row: int, column: int) -> str:
        item = panel.table.item(row, column)
        assert item is not None
        return item.text()

    texts = {int(cell(r, 0)): cell(r, 6) for r in range(panel.table.rowCount())}
    assert texts[unmarked].endswith("uncertain")
    assert all(not t.endswith("uncertain") for m, t in texts.items() if m != unmarked)
    assert unmarked - 1 not in [tick for tick, _ in viewer.slider.review_ticks]
    assert "shown as uncertain" in panel.summary.text()
    viewer.close()


def test_a_kept_review_that_is_not_this_game_s_is_refused(qtbot, host, tmp_path) -> None:
    from ai.review import review

    record = a_game(12)
    made = replace(review(record, None, 0.02, 2), deep=True)
    keep_review(tmp_path, record, made)
    assert kept_review(tmp_path, record) is not None
    path = path_of(tmp_path, record)
    doc = json.loads(path.read_text())
    forged = [
        "{not json",
        json.dumps({**doc, "key": "0" * 32}),
        json.dumps({**doc, "review": {**doc["review"], "game": "riverboat"}}),
        json.dumps({**doc, "review": {**doc["review"], "decisions": [
            {**doc["review"]["decisions"][0], "played": "teleport home"}]}}),
        json.dumps({**doc, "review": {**doc["review"], "decisions": [
            {**doc["review"]["decisions"][0], "best": doc["review"]["decisions"][1]["played"],
             "played": doc["review"]["decisions"][1]["played"]}]}}),
        json.dumps({**doc, "review": {**doc["review"], "steps": doc["review"]["steps"][1:]}}),
        json.dumps({**doc, "review": {**doc["review"], "seats": [
            {**doc["review"]["seats"][0], "accuracy": "high"}, doc["review"]["seats"][1]]}}),
        json.dumps({**doc, "review": {**doc["review"], "steps": [
            {**doc["review"]["steps"][0], "luck": [float("nan"), 0.0]},
            *doc["review"]["steps"][1:]]}}),
        json.dumps({**doc, "review": {**doc["review"], "complete": False}}),
        json.dumps({**doc, "review": {**doc["review"], "horizon": "far"}}),
        json.dumps({**doc, "review": {**doc["review"], "decisions": [
            {**doc["review"]["decisions"][0], "why_vp": [1, 2]}]}}),
        json.dumps({**doc, "review": {**doc["review"], "seats": [
            {**doc["review"]["seats"][0], "marks": 3}, doc["review"]["seats"][1]]}}),
        json.dumps({**doc, "review": {**doc["review"], "steps": [
            {**doc["review"]["steps"][0], "before": 0.5}, *doc["review"]["steps"][1:]]}}),
        json.dumps([doc]),
    ]
    for k, text in enumerate(forged):
        path.write_text(text)
        with pytest.raises(ReviewFileError):
            kept_review(tmp_path, record)
            pytest.fail(f"forged file {k} was read")
    viewer = viewer_in(qtbot, host, record, tmp_path)  # the window says so and goes on
    assert "refused" in viewer.review.status.text()
    assert viewer.review.deep_button.text() == "Deep review"
    viewer.close()


def _leaves(value, path=()):
    """Every leaf of a JSON value, with its path."""
    if isinstance(value, dict):
        for key, item in value.items():
            yield from _leaves(item, (*path, key))
    elif isinstance(value, list) and value:
        for k, item in enumerate(value):
            yield from _leaves(item, (*path, k))
    else:
        yield path


def _set(doc, path, value):
    target = doc
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value


def test_any_value_of_a_kept_review_changed_is_refused_or_shown(qtbot, host, tmp_path) -> None:
    """Each of 80 leaves of a kept review set to a value of another kind or out of range:
    the review is refused with a reason, or it is shown without an error."""
    import random

    from ai.review import review

    record = a_game(12)
    keep_review(tmp_path, record, replace(review(record, None, 0.02, 2), deep=True))
    path = path_of(tmp_path, record)
    good = json.loads(path.read_text())
    leaves = list(_leaves(good))
    rng = random.Random(7)
    viewer = viewer_in(qtbot, host, record, tmp_path)
    shown = refused = 0
    for leaf in rng.sample(leaves, min(80, len(leaves))):
        doc = json.loads(json.dumps(good))
        _set(doc, leaf, rng.choice([None, "x", [], {}, -1, 10**6, 0.5, True, [1, 2]]))
        path.write_text(json.dumps(doc))
        try:
            kept = kept_review(tmp_path, record)
        except ReviewFileError:
            refused += 1
            continue
        assert kept is not None
        viewer.review.show_review(kept)  # nothing it draws may fail
        shown += 1
    assert refused and shown  # both happen: some leaves are free text, most are checked
    viewer.close()
