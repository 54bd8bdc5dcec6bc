"""The engine's words reach the translators: every Text the engine makes while games are played
has its template in riverboat_qt/engine_strings.py (generated from core's source), that file is
up to date, and in Italian a refusal and a log line of each game come out in Italian."""

from __future__ import annotations

import ast
import importlib.util
import random
import re
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest

import core
from core import registry
from core.errors import IllegalAction
from core.riverboat import ChoosePhase, PlaceWorker
from core.riverboat import describe as riverboat_words
from core.riverboat.components import components as boat_components
from core.riverboat.constants import CATEGORIES as BOAT_CATEGORIES
from core.riverboat.constants import DECISION_TEXT
from core.text import Text
from core.the_river import TakeFirstPlayer, TakeFood
from core.the_river import describe as river_words
from core.the_river.components import components as river_components
from core.the_river.legality import SPOT_WORDS
from core.the_river.scoring import CATEGORIES as RIVER_CATEGORIES
from tests import games as suite

ROOT = Path(__file__).resolve().parents[2]
spec = importlib.util.spec_from_file_location("engine_strings_tool",
                                              ROOT / "tools" / "engine_strings.py")
assert spec is not None and spec.loader is not None
tool = importlib.util.module_from_spec(spec)
spec.loader.exec_module(tool)



def describe_module(game: str) -> ModuleType:
    """The game's describe module (core/<game>/describe.py): its actions and events in words."""
    package = registry.game(game).new_game.__module__.rsplit(".", 1)[0]
    return importlib.import_module(f"{package}.describe")


def generated() -> set[tuple[str, str]]:
    """(context, source) of every translate() call in the generated file."""
    tree = ast.parse(tool.OUT.read_text(encoding="utf-8"))
    return {(literal(node.args[0]), literal(node.args[1])) for node in ast.walk(tree)
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
            and node.func.attr == "translate"}


def literal(node: ast.expr) -> str:
    """A string literal's text (the generated file passes only those to translate())."""
    assert isinstance(node, ast.Constant) and isinstance(node.value, str), ast.dump(node)
    return node.value


def texts_in(words: object) -> Iterator[Text]:
    """A Text and every Text among its values, however deep."""
    if isinstance(words, Text):
        yield words
        for _, value in words.values:
            yield from texts_in(value)


def played(game: str, seed: int, steps: int = 2000) -> Iterator[Text]:
    """Every Text of a seeded random game: the log's lines and phases, every legal action
    described (and as advice), and the refusals of a few actions that are not legal now."""
    rng = random.Random(seed)
    state = core.new_game(rng.choice(registry.game(game).seats()), seed, game=game)
    words = describe_module(game)
    seen: list[object] = []
    for _ in range(steps):
        actions = state.legal_actions()
        if not actions:
            break
        for action in actions:
            sentence = words.describe(action, state)
            yield sentence
            yield words.imperative(sentence)
        for action in rng.sample(seen, min(3, len(seen))):
            reason = state.why_illegal(action)
            if reason is not None:
                yield reason  # type: ignore[misc]  # the engine's reasons are Text
        yield state.phase_name()  # type: ignore[misc]
        action = rng.choice(actions)
        seen.append(action)
        for event in state.apply(action):
            yield event.text  # type: ignore[misc]
            yield event.phase  # type: ignore[misc]
    assert state.is_over, "the game did not end"
    yield state.phase_name()  # type: ignore[misc]
    yield state.why_illegal(seen[0])  # type: ignore[misc]  # "the game is over"


def component_words() -> Iterator[Text]:
    """The titles and texts of every component of both games."""
    comp = boat_components()
    for card_id, card in comp.cards.items():
        yield riverboat_words.card_words(card_id)
        yield card.text
    yield from (riverboat_words.boat_title(b) for b in comp.boats)
    yield from (riverboat_words.tile_title(k) for k in comp.tile_kinds)
    yield from (DECISION_TEXT[k] for k in DECISION_TEXT)
    river = river_components()
    yield from (river_words.tile_words(t) for t in river.tiles)
    yield from (river_words.building_words(b) for b in river.buildings)
    yield from (SPOT_WORDS[spot] for spot in SPOT_WORDS)
    yield from (*RIVER_CATEGORIES, *BOAT_CATEGORIES)  # type: ignore[misc]


def test_the_generated_file_is_up_to_date():
    assert tool.render(*tool.collect()) == tool.OUT.read_text(encoding="utf-8"), (
        "run python tools/engine_strings.py, then tools/i18n.py update")


@pytest.mark.parametrize("game", suite.ids(registered=True))  # the games the tool reads
def test_every_text_of_played_games_is_in_the_generated_file(game):
    known = generated()
    made = 0
    for seed in (1, 2, 3):
        for words in played(game, seed):
            assert isinstance(words, Text), f"not a Text: {words!r}"
            for t in texts_in(words):
                made += 1
                context = f"engine:{t.domain}"
                assert (context, t.template) in known, (context, t.template, str(words))
    assert made > 1000


def test_every_component_title_is_in_the_generated_file():
    known = generated()
    for words in component_words():
        assert isinstance(words, Text), f"not a Text: {words!r}"
        for t in texts_in(words):
            assert (f"engine:{t.domain}", t.template) in known, (t.template, str(words))


@pytest.mark.parametrize("game", suite.ids(registered=True))  # the games the tool reads
def test_a_refused_action_keeps_its_reason_as_a_text(game):
    state = core.new_game(3, 7, game=game)
    other = core.new_game(3, 8, game=game)
    for _ in range(30):
        other.apply(other.legal_actions()[0])
    wrong = next(a for a in other.legal_actions() if state.why_illegal(a) is not None)
    with pytest.raises(IllegalAction) as caught:
        state.apply(wrong)
    reason = caught.value.args[0]
    assert isinstance(reason, Text) and str(caught.value) == str(reason)
    assert reason.template == "{action}: {reason}"


def english_left(rendered: str, words: Text) -> list[str]:
    """The English pieces (between fields) of a Text's templates still found in its rendering."""
    pieces = [piece.strip(" ,.;:()") for t in texts_in(words)
              for piece in re.split(r"\{[^}]*\}|%n", t.template)]
    return [p for p in pieces if len(p) >= 4 and " " in p and p in rendered]


def test_the_engine_speaks_italian(italian):
    from riverboat_qt.shell import i18n

    boat = core.new_game(3, 11, game="riverboat")
    refusal = boat.why_illegal(PlaceWorker(0))
    log = boat.apply(ChoosePhase(2))[0].text
    river = core.new_game(3, 11, game="the-river")
    river_refusal = river.why_illegal(TakeFirstPlayer())
    while river.decision_kind != "place":
        river.apply(river.legal_actions()[0])
    river_log = river.apply(TakeFirstPlayer())[0].text
    cases = [(refusal, "non è quel tipo di decisione: ora bisogna scegliere una tessera fase"),
             (log, "prende la tessera fase Piantagione"),
             (river_refusal, "ora bisogna scegliere una tessera terreno iniziale"),
             (river_log, "prende la pedina primo giocatore")]
    for words, italian_words in cases:
        assert isinstance(words, Text)  # the engine's words
        rendered = i18n.render(words)
        assert italian_words in rendered, rendered
        assert not english_left(rendered, words), (rendered, english_left(rendered, words))
    with pytest.raises(IllegalAction) as caught:
        boat.apply(ChoosePhase(2))
    assert i18n.reason_of(caught.value) == "phase 2: la tessera Piantagione è già stata presa"


def test_italian_counts_agree_and_values_are_translated(italian):
    from riverboat_qt.shell import i18n

    tile = riverboat_words.tile_title(next(k for k, v in
                                           boat_components().tile_kinds.items()
                                           if v.size == 1))
    assert re.fullmatch(r"tessera \w+ da 1 esagono", i18n.render(tile)), i18n.render(tile)
    building = river_words.building_words("B01")
    assert i18n.render(building) == "un edificio da 2 PV (2 legno e 1 argilla)"
    advice = river_words.imperative(river_words.describe(TakeFood(1)))
    assert i18n.render(advice) == "niente cibo: prendi invece 1 argilla"
