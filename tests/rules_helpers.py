"""Helpers for the rule-by-rule tests: tiny hand-built states, then the public API.

A test starts from `game()` (a real new game), edits the fields it needs with the helpers
below (each keeps the component counts consistent, so the state still validates), starts a
phase with `start_phase()` (the engine's own phase start: bonus, turn order, first decision)
and then speaks the action notation: `act(s, "worker c3")`, `legal(s)`, `refused(s, ...)`.
"""

from __future__ import annotations

import pytest

from core import IllegalAction
from core.riverboat import GameState, new_game, parse_action, rules
from core.riverboat.components import CROP_LETTERS, CROPS, components
from core.riverboat.hexgrid import hex_name, parse_hex
from core.riverboat.mat import kind_of

MATS = [1, 2, 3, 4]


# -- building -------------------------------------------------------------------------------

def game(n: int = 2, first: int = 0, seed: int = 0) -> GameState:
    """A new n-player game in the round-1 draft, mats 1..n, whose first player is `first`."""
    while True:
        s = new_game(n, seed, MATS[:n])
        if s.first_player == first:
            return s
        seed += 1


def hx(name: str) -> int:
    return parse_hex(name)


def mask(names: str) -> int:
    return sum(1 << hx(n) for n in names.split())


def names(mask_: int) -> set[str]:
    return {hex_name(h) for h in range(40) if mask_ >> h & 1}


def crop(name: str) -> int:
    return CROPS.index(name)


def _take_tile(s: GameState, kind: str) -> None:
    """Move one tile of this kind out of its pile (or, failing that, the display)."""
    size = components().tile_kinds[kind].size
    pile = s.crop_piles[size - 1]
    if kind in pile:
        pile.remove(kind)
    else:
        s.display[s.display.index(kind)] = None


def lay(s: GameState, seat: int, cells: str) -> None:
    """Lay a real crop tile, e.g. 'c3T c4W' (hex + crop letter), taken from the piles."""
    parsed = tuple(sorted((hx(w[:2]), CROP_LETTERS.index(w[2])) for w in cells.split()))
    kind = kind_of(parsed)
    assert kind is not None, f"no tile kind {cells}"
    _take_tile(s, kind)
    p = s.players[seat]
    for h, c in parsed:
        p.crop_masks[c] |= 1 << h
    p.tiles.append(kind)


def crops(s: GameState, seat: int, hexes: str, crop_name: str) -> None:
    """Cover these hexes with 1-hex tiles of one crop."""
    letter = CROP_LETTERS[crop(crop_name)]
    for h in hexes.split():
        lay(s, seat, h + letter)


def set_display(s: GameState, singles: str = "", doubles: str = "", triples: str = "") -> None:
    """Put exactly these tiles face up on the crop supply board (8/5/3 spaces), rest empty."""
    for i, old in enumerate(s.display):
        if old:
            s.crop_piles[components().tile_kinds[old].size - 1].insert(0, old)
        s.display[i] = None
    start = {1: 0, 2: 8, 3: 13}
    for size, kinds in ((1, singles), (2, doubles), (3, triples)):
        for i, kind in enumerate(kinds.split()):
            s.crop_piles[size - 1].remove(kind)
            s.display[start[size] + i] = kind


def fill(s: GameState, seat: int, hexes: str) -> None:
    """Cover these hexes with 1-hex tiles, the crops taken in turn (no pile runs out)."""
    for i, h in enumerate(hexes.split()):
        lay(s, seat, h + CROP_LETTERS[i % len(CROPS)])


def workers(s: GameState, seat: int, hexes: str) -> None:
    """Stand workers from the seat's supply on these hexes."""
    p = s.players[seat]
    for h in hexes.split():
        assert not p.worker_mask >> hx(h) & 1
        p.worker_mask |= 1 << hx(h)
        p.workers -= 1


def barn(s: GameState, seat: int, hexes: str) -> None:
    for h in hexes.split():
        s.supply_barns -= 1
        s.players[seat].barn_mask |= 1 << hx(h)


def well(s: GameState, seat: int, hex_: str) -> None:
    p = s.players[seat]
    c = p.crop_at(hx(hex_))
    assert c is not None and p.wells[c] == -1
    s.supply_wells -= 1
    p.wells[c] = hx(hex_)


def boats(s: GameState, seat: int, ids: str, crop_name: str = "turnip") -> None:
    """Give riverboats (from the piles, else face up) as if harvested from one crop."""
    p = s.players[seat]
    for b in ids.split():
        if s.boat_pile[b] > 0:
            s.boat_pile[b] -= 1
        else:
            assert s.boat_up[b]
            s.boat_up[b] = False
        p.boats.append(b)
        p.harvested[crop(crop_name)] += components().boats[b].capacity


def card(s: GameState, seat: int, card_id: str) -> None:
    """Give an opportunity card, taken from the pile or a face-up space."""
    if card_id in s.opp_deck:
        at = s.opp_deck.index(card_id)
        del s.opp_deck[at]
        s.opp_known_bottom -= at < s.opp_known_bottom  # the rest of the bottom stays known
    else:
        s.opp_spaces[s.opp_spaces.index(card_id)] = None
    s.players[seat].cards.append(card_id)


def set_spaces(s: GameState, ids: str) -> None:
    """Put exactly these opportunity cards face up on spaces 1-4 ('-' leaves a space empty)."""
    for i, old in enumerate(s.opp_spaces):
        if old:
            s.opp_deck.append(old)
        s.opp_spaces[i] = None
    for i, card_id in enumerate(ids.split()):
        if card_id != "-":
            s.opp_deck.remove(card_id)
            s.opp_spaces[i] = card_id
    s.opp_known_bottom = 0


def coins(s: GameState, seat: int, n: int) -> None:
    p = s.players[seat]
    s.supply_coins += p.coins - n
    p.coins = n
    assert s.supply_coins >= 0


def agents(s: GameState, seat: int, n: int) -> None:
    p = s.players[seat]
    p.workers -= n - p.agents
    p.agents = n


def surveyors(s: GameState, seat: int, n: int) -> None:
    p = s.players[seat]
    s.supply_surveyors += p.surveyors - n
    p.surveyors = n


def supply_workers(s: GameState, seat: int, n: int) -> None:
    """Leave n workers in the seat's supply; the rest go to New Orleans (keeps the count)."""
    agents(s, seat, s.players[seat].agents + s.players[seat].workers - n)


def stack_cultivation(s: GameState, cards: str) -> None:
    """Order the cultivation deck so the next cards drawn are these (e.g. 'Y G * B')."""
    for c in cards.split():
        s.cult_deck.remove(c)
    s.cult_deck.extend(reversed(cards.split()))


def checked(s: GameState) -> GameState:
    """A validated copy (the engine's own consistency check), with no cached legal actions."""
    return GameState.from_json(s.to_json())


def start_phase(s: GameState, number: int, owners: list[int] | None = None,
                round_: int | None = None) -> GameState:
    """Begin phase `number` (1-5) of a hand-built state the engine's own way; validated copy.

    owners: the seat holding each phase tile 1..5 (default: seat 0 holds them all).
    """
    if round_ is not None:
        s.round = round_
    s.phase_owner = list(owners) if owners is not None else [0] * 5
    s.decision = None
    s.pending = []
    rules.begin_phase(s, number)
    rules.advance(s)
    return checked(s)


# -- playing --------------------------------------------------------------------------------

def act(s: GameState, *texts: str) -> GameState:
    """Apply actions given in notation, in order."""
    for text in texts:
        s.apply(parse_action(text))
    return s


def legal(s: GameState) -> set[str]:
    return {str(a) for a in s.legal_actions()}


def refused(s: GameState, text: str, reason: str) -> str:
    """The action is refused with a reason containing `reason`, and the state is unchanged."""
    before = s.to_json()
    action = parse_action(text)
    why = s.why_illegal(action)
    assert why is not None and reason in why, why
    with pytest.raises(IllegalAction) as info:
        s.apply(action)
    assert reason in str(info.value)
    assert s.to_json() == before
    return str(info.value)


def drive(s: GameState, until, prefer: tuple[str, ...] = ("pass", "stop", "agents 0")) -> None:
    """Play preferred actions (else the first legal one) until `until(s)` holds or game over."""
    while not until(s) and not s.is_over:
        options = s.legal_actions()
        texts = {str(a): a for a in options}
        choice = next((texts[t] for t in prefer if t in texts), options[0])
        s.apply(choice)


def finish(s: GameState, owners: list[int] | None = None,
           bonus: str = "bonus harbor") -> GameState:
    """Play a round-4 scoring phase with no surveying, then the final scoring."""
    s = start_phase(s, 5, owners, round_=4)
    if s.decision_kind == "scoring_bonus":
        act(s, bonus)
    drive(s, lambda st: st.is_over)
    return s
