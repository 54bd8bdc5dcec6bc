"""Small hand-built states for the rule tests: a real game, then pieces moved by hand.

Every helper moves pieces between their real places (stack, islands, boards), so that the
states stay conserved and their JSON passes the validator.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from core.the_river import GAME, GameState, parse_action
from core.the_river.components import all_tiles, components
from core.the_river.rules import advance


def started(n: int = 3, seed: int = 1, boards: Sequence[int] | None = None) -> GameState:
    """A game after its preliminary turn (each seat took the first listed tile)."""
    s = GAME.new_game(n, seed, None if boards is None else list(boards))
    assert isinstance(s, GameState)
    while s.phase == "setup":
        s.apply(s.legal_actions()[0], log=False)
    return s


def refresh(s: GameState, turn: int | None = None) -> GameState:
    """After hand edits: drop the caches and let the rules find the decision again."""
    if turn is not None:
        s.turn = turn
    s._legal = None
    s._scores = None
    s.decision = None
    advance(s)
    return s


def _take_from_supply(s: GameState, tile: str) -> None:
    for pile in (s.stack, s.discard, s.removed):
        if tile in pile:
            pile.remove(tile)
            return
    s.offer[s.offer.index(tile)] = None


def set_river(s: GameState, seat: int, tiles: Sequence[str]) -> None:
    p = s.players[seat]
    s.stack += p.river
    p.river = []
    for t in tiles:
        _take_from_supply(s, t)
        p.river.append(t)


def set_offer(s: GameState, tiles: Sequence[str | None]) -> None:
    """The face-up terrain tiles, spot by spot (the rest of the spots left empty)."""
    s.stack += [t for t in s.offer if t is not None]
    s.offer = [None] * len(s.offer)
    for i, t in enumerate(tiles):
        if t is not None:
            _take_from_supply(s, t)
            s.offer[i] = t


def set_market(s: GameState, buildings: Sequence[str | None]) -> None:
    s.deck += [b for b in s.market if b is not None]
    s.market = [None] * len(s.market)
    for i, b in enumerate(buildings):
        if b is not None:
            s.deck.remove(b)
            s.market[i] = b


def set_res(s: GameState, seat: int, counts: Sequence[int]) -> None:
    """A seat's holdings (wood, clay, stone, food), moved from and to the islands."""
    p = s.players[seat]
    for k in range(4):
        s.islands[k] += p.res[k] - counts[k]
        p.res[k] = counts[k]
    assert min(s.islands) >= 0


def set_islands(s: GameState, counts: Sequence[int]) -> None:
    """What the islands hold; the difference goes to or comes from the last seat's hoard."""
    hoard = s.players[-1].res
    for k in range(4):
        hoard[k] += s.islands[k] - counts[k]
        s.islands[k] = counts[k]
    assert min(hoard) >= 0


def act(s: GameState, text: str) -> list:
    """Apply an action given in notation (it must be legal), with the log kept."""
    return s.apply(parse_action(text))


def notations(s: GameState) -> set[str]:
    return {str(a) for a in s.legal_actions()}


OFFER = ["T01", "T05", "T09", "T02", "T06", "T10", "T14", "T03", "T07"]
MARKET = ["B07", "B01", "B14", "B30"]


def table(n: int = 3, seed: int = 1) -> GameState:
    """A known table after the preliminary turn: boards 1..n, each river a desert (T13: two
    warehouses), no resources held, known face-up tiles and buildings, seat 0 first and to
    play. Board 1 prints warehouses on spots 2, 3, 10, wood on 4, clay on 6, stone on 8."""
    s = started(n, seed, list(range(1, n + 1)))
    for seat in range(n):
        set_river(s, seat, ["T13"])
        set_res(s, seat, [0, 0, 0, 0])
    set_offer(s, OFFER[: len(s.offer)])
    set_market(s, MARKET)
    s.first_player = 0
    return refresh(s, turn=0)


def end_round(s: GameState) -> GameState:
    """Empty every boat (the pioneers set aside) so that the cleanup runs now."""
    for p in s.players:
        p.aside += p.boat
        p.boat = 0
    return refresh(s)


def check_conservation(s: GameState) -> None:
    """Every component where it may be, counted independently of the validator: the 65 tiles,
    33 buildings, each resource's stock, the bonus tokens by value, 5 pioneers a seat."""
    comp = components()
    n = s.num_players
    tiles = s.stack + s.discard + s.removed + [t for t in s.offer if t]
    tiles += [t for p in s.players for t in p.river]
    assert Counter(tiles) == Counter(all_tiles())
    cards = s.deck + [b for b in s.market if b] + [b for p in s.players for b in
                                                    p.built + p.reserved]
    assert sorted(cards) == sorted(comp.buildings)
    for k, total in enumerate(comp.stock(n)):
        assert s.islands[k] >= 0 and min(p.res[k] for p in s.players) >= 0
        assert s.islands[k] + sum(p.res[k] for p in s.players) == total
    placed = Counter(seat for seats in s.spots.values() for seat in seats)
    for seat, p in enumerate(s.players):
        assert p.boat + placed[seat] + p.aside + p.settled + p.on_bonus_spot == comp.pioneers
        assert len(p.tokens) <= comp.bonus_spots(n) and len(p.reserved) <= comp.max_reserved
        assert len(p.river) <= comp.spots
        if ("discard", seat, None) not in s.pending:
            assert sum(p.res) <= p.storage()
    pile, zeros = comp.token_piles(n)
    taken = Counter(v for p in s.players for v in p.tokens)
    assert Counter(s.token_pile) + taken == Counter(pile) + Counter({0: zeros - s.zero_tokens})
