"""View > Colours and View > Text size (issue #36): remembered and checked like every setting,
applied at once to the table, the prompt and the log, and the prompt never cut at 200%."""

from __future__ import annotations

import json

import pytest
from PySide6.QtGui import QColor, QImage, QPainter

from riverboat_qt.registry import TABLES
from riverboat_qt.riverboat import theme as riverboat_theme
from riverboat_qt.shell import theme
from riverboat_qt.shell.log_view import SEAT
from riverboat_qt.shell.seats import SeatConfig
from riverboat_qt.shell.settings import Settings, SettingsError, read_settings
from tests import games as suite
from tests.shell.test_gui_layout import settle


@pytest.fixture(autouse=True)
def standard_after():
    """The palette and text size are the window's: the next test starts with the usual ones."""
    yield
    theme.set_palette(theme.STANDARD)
    theme.set_text_scale(1.0)


def test_palette_and_text_size_round_trip(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text(Settings(palette="protanopia", text_size=175).to_json(), encoding="utf-8")
    back = read_settings(path, TABLES)
    assert (back.palette, back.text_size) == ("protanopia", 175)
    assert (Settings().palette, Settings().text_size) == ("standard", 100)


@pytest.mark.parametrize(("key", "value"), [
    ("palette", "sepia"), ("palette", 1), ("palette", None), ("text_size", 110),
    ("text_size", "150"), ("text_size", True), ("text_size", 300), ("text_size", 150.0),
])
def test_a_bad_palette_or_text_size_is_refused(tmp_path, key, value):
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({key: value}), encoding="utf-8")
    with pytest.raises(SettingsError, match=key):
        read_settings(path, TABLES)


def pixels_of(window, colour: str) -> int:
    """How many pixels of the table (rendered now) are exactly `colour`."""
    image = QImage(800, 600, QImage.Format.Format_RGB32)
    painter = QPainter(image)
    window.scene.render(painter)
    painter.end()
    wanted = QColor(colour).rgb()
    return sum(image.pixel(x, y) == wanted for x in range(0, 800, 2) for y in range(0, 600, 2))


def test_a_palette_chosen_in_the_menu_redraws_the_table_and_is_remembered(window):
    window.start_game([SeatConfig(True)] * 2, seed=5, game="riverboat")
    deuteranopia = theme.load_theme(riverboat_theme.THEME_FILE, "deuteranopia")
    green = deuteranopia["fields"]["G"]["fill"]
    standard_green = riverboat_theme.field_fill("G").name()
    assert pixels_of(window, green) == 0 and pixels_of(window, standard_green) > 50
    window.appearance.palette_actions["deuteranopia"].trigger()
    assert riverboat_theme.field_fill("G").name() == green
    assert pixels_of(window, green) > 50 and pixels_of(window, standard_green) == 0
    saved = json.loads((window.data_dir / "settings.json").read_text(encoding="utf-8"))
    assert saved["palette"] == "deuteranopia"
    assert window.appearance.palette_actions["deuteranopia"].isChecked()


def test_the_menu_names_each_palette(window):
    names = [act.text() for act in window.appearance.palette_actions.values()]
    assert names[0] == "Standard" and "Deuteranopia" in names[1] and len(set(names)) == 4
    assert [a.text() for a in window.appearance.size_actions.values()] == [
        "100%", "125%", "150%", "175%", "200%"]


def test_200_percent_doubles_the_prompts_and_the_logs_text(window):
    window.start_game([SeatConfig(True)] * 2, seed=5, game="riverboat")
    prompt = window.prompt.font().pixelSize()
    window.log.ensurePolished()
    log = window.log.font().pixelSize()
    window.appearance.size_actions[200].trigger()
    window.log.ensurePolished()
    assert window.prompt.font().pixelSize() == 2 * prompt == 34
    assert window.log.font().pixelSize() == 2 * log == 24
    for panel in (window.choices_panel, window.words.panel.text):
        assert panel.font().pointSizeF() == pytest.approx(
            2 * window.appearance._base_font.pointSizeF())
    saved = json.loads((window.data_dir / "settings.json").read_text(encoding="utf-8"))
    assert saved["text_size"] == 200


def smallest_by_words(window) -> dict[str, float]:
    """Each text the table shows, with the smallest size (on the screen) it is shown at."""
    sizes: dict[str, float] = {}
    for size, words in window.view.text_sizes():
        sizes[words] = min(size, sizes.get(words, size))
    return sizes


@pytest.mark.parametrize("size", [(1280, 720), (1600, 1000)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize(("game", "players"), suite.fewest_and_most(suite.table_ids()))
def test_at_200_percent_the_prompt_is_whole_and_no_text_on_the_table_smaller(window, game,
                                                                              players, size):
    """Issue #48: the larger prompt took the table's height, and the table was drawn smaller
    (0.91x in Riverboat at 1600x1000): card and spot texts that fill their box were smaller
    than at 100%. Each text is now at least its size at 100%, and much of it larger."""
    window.resize(*size)
    window.start_game([SeatConfig(True)] * players, seed=5, game=game)
    settle(window)
    usual = smallest_by_words(window)
    window.appearance.set_text_size(200)
    settle(window)
    assert window.prompt.is_whole(), window.prompt.text()
    larger = smallest_by_words(window)
    smaller = sorted((usual[w], larger[w], w) for w in usual.keys() & larger.keys()
                     if larger[w] < usual[w] - 0.01)
    assert not smaller, smaller[:5]
    assert sum(larger.values()) > 1.2 * sum(usual.values())  # and much of it larger
    top = window.view.mapFromScene(window.scene.sceneRect().topLeft())
    assert top.y() >= -2  # the table's top is shown (fitInView rounds); the rest may scroll


def test_a_new_window_opens_in_the_remembered_palette_and_size(qtbot, tmp_path):
    from riverboat_qt.shell.app import MainWindow

    (tmp_path / "settings.json").write_text(json.dumps({"palette": "tritanopia",
                                                        "text_size": 150}), encoding="utf-8")
    w = MainWindow(TABLES, data_dir=tmp_path)
    qtbot.addWidget(w)
    assert theme.palette() == "tritanopia" and theme.text_scale() == 1.5
    assert w.prompt.font().pixelSize() == round(17 * 1.5)
    assert w.appearance.size_actions[150].isChecked()


def disc_colour(item) -> str:
    """The colour at the centre of a log line's seat disc."""
    return item.icon(0).pixmap(14, 14).toImage().pixelColor(7, 7).name()


def test_a_new_palette_recolours_the_logs_seat_discs(window):
    window.start_game([SeatConfig(True)] * 2, seed=5, game="riverboat")
    for _ in range(2):
        window.controller.submit(window.controller.state.legal_actions()[0])
    lines = [(item, item.data(0, SEAT)) for item in window.log.lines]
    seated = [(item, seat) for item, seat in lines if seat is not None]
    assert seated, "the moves were logged"
    assert all(disc_colour(item) == theme.seat_fill(seat).name() for item, seat in seated)
    standard_red = theme.seat_fill(0).name()
    window.appearance.set_palette("protanopia")
    protanopia_red = theme.load_theme(theme.THEME_FILE, "protanopia")["seats"][0]["fill"]
    assert theme.seat_fill(0).name() == protanopia_red != standard_red
    assert all(disc_colour(item) == theme.seat_fill(seat).name() for item, seat in seated)


def test_the_replay_viewer_follows_the_text_size_and_palette(window):
    window.start_game([SeatConfig(True)] * 2, seed=5, game="the-river")
    window.appearance.set_text_size(150)
    window.files.replay_current()
    replay = window.files.replay_window
    replay.log.ensurePolished()
    assert replay.log.font().pixelSize() == 18
    assert replay.review.font().pointSizeF() == pytest.approx(
        1.5 * window.appearance._base_font.pointSizeF())
    window.appearance.set_palette("tritanopia")  # its table and log drawn again
    window.appearance.set_text_size(100)
    replay.log.ensurePolished()
    assert replay.log.font().pixelSize() == 12
    replay.close()
