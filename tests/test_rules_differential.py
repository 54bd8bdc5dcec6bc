"""The rules again, written independently and compared with the engine over random games.

A second, naive reading of the rulebook (own hex neighbours, own tile rotations, own scoring)
checks at every decision of seeded random games: the legal worker placements, crop tiles and
riverboats, the VP of every surveyor placed, and the whole final scoring.
"""

import math
import random

import pytest

from core import ClaimBoat, PassBoats, PlaceWorker, Plant, Survey, new_game
from core.components import CROPS, components
from core.hexgrid import parse_hex
from core.mat import mat

COMP = components()
GAMES = [(2 + seed % 3, seed) for seed in range(24)]


def neighbours(h):
    """Odd rows shifted right: the six neighbours of row r, column c."""
    r, c = divmod(h, 8)
    if r % 2 == 0:
        near = [(r, c - 1), (r, c + 1), (r - 1, c - 1), (r - 1, c), (r + 1, c - 1), (r + 1, c)]
    else:
        near = [(r, c - 1), (r, c + 1), (r - 1, c), (r - 1, c + 1), (r + 1, c), (r + 1, c + 1)]
    return [rr * 8 + cc for rr, cc in near if 0 <= rr < 5 and 0 <= cc < 8]


def placements(kind):
    """Every (hex, crop) layout of a tile kind on the mat: 6 turns, no mirror."""
    def axial(h):
        r, c = divmod(h, 8)
        return c - (r - (r & 1)) // 2, r

    def hex_at(q, r):
        c = q + (r - (r & 1)) // 2
        return r * 8 + c if 0 <= r < 5 and 0 <= c < 8 else None

    out = set()
    for anchor in range(40):
        aq, ar = axial(anchor)
        cells = list(kind.cells)
        for _ in range(6):
            laid = [(hex_at(aq + q, ar + r), c) for q, r, c in cells]
            if all(h is not None for h, _ in laid):
                out.add(tuple(sorted(laid)))
            cells = [(-r, q + r, c) for q, r, c in cells]
    return out


LAYOUTS = {k: placements(v) for k, v in COMP.tile_kinds.items()}


def on(mask, h):
    return mask >> h & 1


def count(mask):
    return bin(mask).count("1")


def expected_workers(p, card):
    empty = [h for h in range(40) if not on(p.worker_mask | p.crop_mask | p.barn_mask, h)]
    colours = mat(p.mat_id).colour_of
    match = [h for h in empty if card == "*" or colours[h] == card]
    if not match or card == "*":
        return {PlaceWorker(h) for h in empty}
    coin = {PlaceWorker(h, True) for h in empty if h not in match} if p.coins else set()
    return {PlaceWorker(h) for h in match} | coin


def expected_plants(s, p):
    free = p.worker_mask & ~p.crop_mask
    sources = [(set(filter(None, s.display)), False)]
    if p.coins:
        sources.append((set(s.crop_piles[0]) | set(s.crop_piles[1]), True))
    return {
        Plant(cells, coin)
        for kinds, coin in sources for k in kinds for cells in LAYOUTS[k]
        if all(on(free, h) for h, _ in cells)
    }


def expected_boats(s, p):
    out = set()
    for b, boat in COMP.boats.items():
        for c in range(5):
            if len(p.boats) < 9 and count(p.worker_mask & p.crop_masks[c]) >= boat.capacity:
                if s.boat_up[b]:
                    out.add(ClaimBoat(b, c))
                elif s.boat_pile[b] and p.coins:
                    out.add(ClaimBoat(b, c, True))
    return out | {PassBoats()} if out else out


def crop_at(p, h):
    return next((c for c, m in enumerate(p.crop_masks) if on(m, h)), None)


def well_group(p, c):
    seen, todo = {p.wells[c]}, [p.wells[c]]
    while todo:
        for y in neighbours(todo.pop()):
            if y not in seen and on(p.crop_masks[c], y):
                seen.add(y)
                todo.append(y)
    return len(seen)


def card_value(p, card):
    if card == "two-boats":
        return min(sum(sorted(COMP.boats[b].capacity for b in p.boats)[-2:]), 14)
    fixed = {"vp5-agents2": 5, "vp5-harbor2": 5, "vp7-harbor1": 7}
    if card in fixed:
        return fixed[card]
    wells = sum(1 for w in p.wells if w >= 0)
    edge = [h for h in range(40) if h < 8 or h >= 32 or h % 8 in (0, 7)]
    per = {f"harvest-{c}": (1, p.harvested[i], 15) for i, c in enumerate(CROPS)}
    per.update({
        "crop-types": (3, sum(1 for x in p.harvested if x), 15),
        "agents": (2, p.agents, 14),
        "coins": (2, p.coins, 14),
        "three-hex-tiles": (2, sum(COMP.tile_kinds[t].size == 3 for t in p.tiles), 14),
        "barns": (5, count(p.barn_mask), 15),
        "wells": (5, wells, 15),
        "barns-and-wells": (3, count(p.barn_mask) + wells, 15),
        "outskirts": (1, sum(1 for h in edge if on(p.crop_mask | p.barn_mask, h)), 15),
    })
    vp, n, cap = per[card]
    return min(vp * n, cap)


def survey_value(p, a):
    if a.target == "barn":
        crops = [crop_at(p, y) for y in neighbours(parse_hex(a.ref))]
        return 2 * max([crops.count(c) for c in range(5)])
    if a.target == "well":
        return well_group(p, CROPS.index(a.ref))
    return card_value(p, a.ref)


def expected_final(s):
    n = s.num_players
    ps = s.players

    def tile(i):
        return min([k for k, o in enumerate(s.phase_owner) if o == i] or [5])

    far = min(range(n), key=lambda i: (-ps[i].harbor, tile(i)))
    ranked = sorted((i for i in range(n) if ps[i].agents), key=lambda i: (-ps[i].agents, tile(i)))
    out = []
    for i, p in enumerate(ps):
        boats = sum(COMP.boats[b].capacity for k, b in enumerate(p.boats, 1) if p.harbor >= k)
        covered = p.crop_mask | p.barn_mask
        colours = mat(p.mat_id).colour_of
        done = sum(all(on(covered, h) for h in range(40) if colours[h] == col) for col in "YGBRP")
        unscored = (count(p.barn_mask & ~p.scored_barns) + p.surveyors
                    + sum(1 for c, w in enumerate(p.wells) if w >= 0 and not on(p.scored_wells, c)))
        out.append({
            "coins": p.coins, "completed colours": 7 * done, "unscored features": 2 * unscored,
            "harbor": boats if i == far else math.ceil(boats / 2),
            "agents bonus": [20, 10, 5, 0][ranked.index(i)] if i in ranked else 0,
        })
    return out


@pytest.mark.parametrize(("n", "seed"), GAMES)
def test_random_game_agrees_with_an_independent_reading_of_the_rules(n, seed):
    s = new_game(n, seed)
    rnd = random.Random(seed)
    while not s.is_over:
        kind, seat, arg = s.decision
        p = s.players[seat]
        options = set(s.legal_actions())
        if kind == "cultivate":
            assert options == expected_workers(p, arg)
        elif kind == "plant":
            assert options == expected_plants(s, p)
        elif kind == "ship":
            assert options == expected_boats(s, p)
        action = rnd.choice(sorted(options, key=str))
        if isinstance(action, Survey):
            value = survey_value(p, action)
            events = s.apply(action)
            assert sum(e.vp for e in events if e.text.startswith("surveys")) == value
        else:
            s.apply(action, log=False)
    out = s.outcome()
    for got, want in zip(out["breakdown"], expected_final(s), strict=True):
        assert {k: got[k] for k in want} == want
    assert out["winners"] == [i for i, v in enumerate(s.scores) if v == max(s.scores)]
