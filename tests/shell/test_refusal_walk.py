"""Every refusal explains itself (#35): seeded games of both games visit every kind of decision;
at each, moves the rules refuse are tried (each kind of action with many values, the moves of
earlier decisions, and for The River each closed spot and each building that cannot be paid
for, as a dropped pioneer or a click asks); every refusal, as the window shows it, is a
sentence with no template left in it ('{', '%n', '%1', '(s)'), no broken plural ('1 tiles')
and no copy of the decision's prompt."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator

import pytest

from core import riverboat, the_river
from core.riverboat.components import CROPS
from core.riverboat.components import components as riverboat_components
from core.riverboat.constants import N_HEXES
from core.riverboat.hexgrid import hex_name
from core.the_river.components import components as river_components
from core.the_river.legality import SPOT_WORDS, why_cannot_build, why_spot_closed
from riverboat_qt.registry import TABLES
from riverboat_qt.shell import i18n
from riverboat_qt.shell.interaction import sentence
from tests import games as suite

NOUNS = ("tile", "resource", "worker", "coin", "agent", "pioneer", "building", "spot", "token",
         "card", "hex", "field", "boat", "riverboat", "surveyor", "barn", "well", "warehouse",
         "crop", "move", "VP")
NOUN_WORDS = "|".join(NOUNS)
BROKEN_PLURAL = re.compile(rf"(?<![\d.])\b1 (?:\w+-)?(?:{NOUN_WORDS})(?:s|es)\b")
TEMPLATE = re.compile(r"[{}]|%n|%\d|\(s\)")
# a refusal says which rule forbids the move; one that starts by telling what to do repeats
# the prompt's instruction instead ('Swap two of the 1 tile on your river board, ...')
INSTRUCTION = re.compile(r"^(?:Swap|Click|Choose|Drag|Drop|Place|Take|Pick|Produce|Build|Claim|"
                         r"Send|Return|Pay|Trade|Ship|Plant|Must)\b")


def flaws(refusal: str, prompts: list[str]) -> list[str]:
    """What is wrong with a refusal as the window shows it."""
    found = [m.group(0) for m in TEMPLATE.finditer(refusal)]
    found += [m.group(0) for m in BROKEN_PLURAL.finditer(refusal)]
    found += [f"an instruction: {m.group(0)}" for m in INSTRUCTION.finditer(refusal)]
    if not refusal[:1].isupper() or not refusal.endswith("."):
        found.append("not a sentence")
    body = refusal.rstrip(".").lower()
    for prompt in prompts:
        if body and (body in prompt.lower() or prompt.rstrip(".").lower() in refusal.lower()):
            found.append(f"repeats the prompt {prompt!r}")
    return found


def test_the_check_catches_what_the_issue_quoted() -> None:
    prompt = "Round 2, play — Red must swap two tiles."
    assert flaws("Swap two of the 1 tile on your river board, the lower spot first.", [])
    assert flaws("You hold 1 tiles.", [])
    assert flaws("You hold {what}.", [])
    assert flaws("Send up to %n worker(s).", [])
    assert flaws("Must swap two tiles.", [prompt])
    assert not flaws("A swap needs two tiles on your river board; it holds 1.", [prompt])
    assert not flaws("You may send 0 to 1 agent.", [])


# -- the moves to try at a decision, by game ---------------------------------------------

def river_tries(s: the_river.GameState) -> Iterator[object]:
    """Actions of every kind, with values around the legal ones."""
    comp = river_components()
    tiles = sorted(comp.tiles)
    buildings = sorted(comp.buildings)
    yield from (the_river.StartTile(t) for t in tiles[:3] + [t for t in s.offer if t])
    yield from (the_river.Claim(t) for t in tiles[:2] + [t for t in s.offer if t])
    yield from (the_river.Produce(r) for r in range(3))
    yield from (the_river.TakeFood(r) for r in range(4))
    market = [b for b in s.market if b] + buildings[:2]
    yield from (the_river.Reserve(b) for b in market)
    seat = s.current_player or 0
    for b in market + s.players[seat].reserved:
        cost = comp.buildings[b].cost
        yield the_river.Build(b, (*cost, 0))
        yield the_river.Build(b, (0, 0, 0, sum(cost)))
        yield the_river.Build(b, (1, 0, 0, 0))
    yield the_river.TakeFirstPlayer()
    yield from (the_river.Swap(a, b) for a, b in ((1, 2), (1, 3), (2, 1), (2, 2), (3, 12)))
    yield the_river.NoSwap()
    yield from (the_river.Discard(r) for r in range(4))
    yield the_river.SetAside()
    yield from (the_river.Trade(g) for g in ((3, 0, 0, 0), (1, 1, 1, 0), (1, 0, 0, 0)))


def riverboat_tries(s: riverboat.GameState) -> Iterator[object]:
    comp = riverboat_components()
    yield from (riverboat.ChoosePhase(n) for n in range(1, 6))
    for h in range(0, N_HEXES, 3):
        yield riverboat.PlaceWorker(h)
        yield riverboat.PlaceWorker(h, True)
        yield riverboat.TakeFeature("barn", h)
        yield riverboat.TakeFeature("well", h)
        yield riverboat.Survey("barn", hex_name(h))
    for boat in comp.boats:
        for crop in range(len(CROPS)):
            yield riverboat.ClaimBoat(boat, crop)
            yield riverboat.ClaimBoat(boat, crop, True)
    yield riverboat.PassBoats()
    yield riverboat.TakeFeature("surveyor")
    yield from (riverboat.SendAgents(n) for n in range(6))
    yield from (riverboat.TakeCard(k) for k in range(5))
    yield from (riverboat.TakeCardFromPile(c) for c in sorted(comp.cards)[:4])
    yield from (riverboat.ScoringBonus(k) for k in ("coin", "harbor", "agent"))
    yield from (riverboat.Survey("well", crop) for crop in CROPS)
    yield from (riverboat.Survey("card", c) for c in sorted(comp.cards)[:3])
    yield riverboat.StopSurveying()


def window_refusals(game: str, s) -> Iterator[str]:
    """The engine's reasons for the refused tries, and for The River the closed spots and the
    buildings that cannot be paid for (a dropped pioneer, a click on a building)."""
    tries = river_tries(s) if game == "the-river" else riverboat_tries(s)
    for action in tries:
        why = s.why_illegal(action)
        if why is not None:
            yield why
    if game == "the-river" and s.decision_kind == "place":
        for spot in SPOT_WORDS:
            why = why_spot_closed(s, spot)
            if why is not None:
                yield why
        seat = s.current_player
        for b in [b for b in s.market if b] + s.players[seat].reserved:
            why = why_cannot_build(s, b)
            if why is not None:
                yield why


@pytest.mark.parametrize("game", suite.table_ids(registered=True))
def test_every_refusal_of_every_decision_explains_itself(game: str) -> None:
    table = TABLES[game]
    kinds: set[str] = set()
    checked = 0
    seen: list[object] = []
    for players, seed in ((2, 3), (3, 8), (4, 21)):
        state = core_new_game(game, players, seed)
        rng = random.Random(seed)
        names = [f"P{k}" for k in range(players)]
        while not state.is_over:
            kinds.add(state.decision_kind)
            prompts = [table.decision_prompt(state, names, True),
                       table.decision_prompt(state, names, False)]
            reasons = list(window_refusals(game, state))
            reasons += [r for r in map(state.why_illegal, rng.sample(seen, min(8, len(seen))))
                        if r is not None]
            for reason in reasons:
                shown = sentence(i18n.render(reason))
                assert not flaws(shown, prompts), (state.decision_kind, shown, flaws(shown,
                                                                                     prompts))
                checked += 1
            action = rng.choice(state.legal_actions())
            seen.append(action)
            state.apply(action, log=False)
    every: set[str] = set(riverboat.constants.DecisionKind if game == "riverboat"
                          else the_river.constants.DecisionKind)
    assert kinds == every, every - kinds
    assert checked > 1000


def core_new_game(game: str, players: int, seed: int):
    return riverboat.new_game(players, seed) if game == "riverboat" else \
        the_river.new_game(players, seed)
