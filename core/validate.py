"""Reading a state back from plain data, refusing anything damaged or inconsistent."""

from __future__ import annotations

from collections import Counter
from typing import Any

from .components import COLOURS, CROPS, WILD, components
from .errors import InvalidState
from .mat import FULL_MASK, mat_ids
from .player import NO_HEX, Player
from .rng import Rng

PLAYER_INTS = (
    "mat_id", "workers", "coins", "surveyors", "vp", "harbor", "agents", "scored_wells",
    "active_surveyors", "harvest_bonus", "workers_taken", "score_stamp",
)
PLAYER_LISTS = (
    "worker_mask", "crop_masks", "barn_mask", "wells", "scored_barns", "boats", "cards",
    "scored_cards", "harvested", "tiles",
)
STATE_INTS = (
    "num_players", "round", "first_player", "turn_pos", "round_track", "supply_coins",
    "supply_barns", "supply_wells", "supply_surveyors", "cards_left", "opp_known_bottom",
    "stamp", "reveals", "rng",
)
STATE_LISTS = (
    "players", "pending", "phase_owner", "turn_order", "cult_deck", "cult_discard", "to_place",
    "crop_piles", "display", "opp_deck", "opp_spaces", "boats_left", "passed",
)


def _need(ok: bool, message: str) -> None:
    if not ok:
        raise InvalidState(message)


def _check_fields(d: Any, ints: tuple, lists: tuple, where: str) -> None:
    _need(isinstance(d, dict), f"{where} is not an object")
    for name in ints:
        _need(name in d, f"{where} has no '{name}'")
        _need(type(d[name]) is int, f"{where}.{name} is not a whole number")
        _need(d[name] >= 0, f"{where}.{name} is negative")
    for name in lists:
        _need(name in d, f"{where} has no '{name}'")
        _need(isinstance(d[name], list), f"{where}.{name} is not a list")


def _hex_list(value: Any, where: str) -> None:
    _need(isinstance(value, list), f"{where} is not a list")
    _need(all(type(h) is int and 0 <= h < 40 for h in value), f"{where} has a bad hex")
    _need(len(set(value)) == len(value), f"{where} repeats a hex")


def state_from_dict(d: Any) -> Any:
    """Build a GameState from to_dict() output, checking shape, then consistency."""
    from .state import FORMAT, FORMAT_VERSION, PHASES, GameState

    _need(isinstance(d, dict), "the state is not a JSON object")
    _need(d.get("format") == FORMAT, f"not a Riverboat state (format {d.get('format')!r})")
    _need(d.get("version") == FORMAT_VERSION, f"unsupported state version {d.get('version')!r}")
    _check_fields(d, STATE_INTS, STATE_LISTS, "state")
    _need(d.get("phase") in PHASES, f"unknown phase {d.get('phase')!r}")
    players = [_player_from_dict(p, i) for i, p in enumerate(d["players"])]
    s = GameState.__new__(GameState)
    for name in GameState.__slots__:
        if name not in ("_events", "_legal", "players", "rng", "decision", "pending", "final"):
            _need(name in d, f"state has no '{name}'")
            setattr(s, name, d[name])
    s.players = players
    s.rng = Rng(d["rng"])
    s.decision = _decision(d.get("decision"))
    s.pending = [_decision(item) for item in d["pending"]]
    s.final = d.get("final")
    s.boat_up = dict(d["boat_up"]) if isinstance(d["boat_up"], dict) else d["boat_up"]
    s._events = None
    s._legal = None
    _check_consistency(s)
    return s


def _decision(value: Any) -> tuple | None:
    if value is None:
        return None
    _need(isinstance(value, list) and len(value) == 3, f"bad decision {value!r}")
    from .rules import OPTIONS

    kind, seat, arg = value
    _need(kind in OPTIONS, f"unknown decision kind {kind!r}")
    _need(type(seat) is int, f"bad seat in decision {value!r}")
    return (kind, seat, arg)


def _player_from_dict(d: Any, seat: int) -> Player:
    where = f"player {seat + 1}"
    _check_fields(d, PLAYER_INTS, PLAYER_LISTS, where)
    for name in ("worker_mask", "barn_mask", "scored_barns"):
        _hex_list(d[name], f"{where}.{name}")
    _need(len(d["crop_masks"]) == len(CROPS), f"{where}: crop_masks needs one list per crop")
    for i, hexes in enumerate(d["crop_masks"]):
        _hex_list(hexes, f"{where}.crop_masks[{i}]")
    _need(len(d["wells"]) == len(CROPS), f"{where}: wells needs one entry per crop")
    _need(all(type(h) is int and NO_HEX <= h < 40 for h in d["wells"]), f"{where}: bad well")
    _need(len(d["harvested"]) == len(CROPS), f"{where}: harvested needs one count per crop")
    _need(d["mat_id"] in mat_ids(), f"{where}: unknown mat {d['mat_id']}")
    return Player.from_dict(d)


def _check_consistency(s: Any) -> None:
    comp = components()
    n = s.num_players
    _need(n in (2, 3, 4), f"{n} players: Riverboat is for 2 to 4")
    _need(len(s.players) == n, "the number of player entries does not match")
    _need(len({p.mat_id for p in s.players}) == n, "two players share a mat")
    _need(1 <= s.round <= 4, f"round {s.round} is not 1-4")
    _need(s.first_player < n, "the first player is not a seat")
    for p in s.players:
        _check_player(p, s)
    _check_supplies(s, comp)
    _check_tiles(s, comp)
    _check_cards_and_boats(s, comp)
    _check_decision(s)


def _check_player(p: Player, s: Any) -> None:
    where = f"seat of mat {p.mat_id}"
    crops = p.crop_masks
    covered = 0
    for mask in crops:
        _need(covered & mask == 0, f"{where}: a hex holds two crops")
        covered |= mask
    _need(p.barn_mask & (covered | p.worker_mask) == 0, f"{where}: a barn shares a hex")
    _need(p.scored_barns & ~p.barn_mask == 0, f"{where}: a surveyor on a missing barn")
    for crop, h in enumerate(p.wells):
        _need(h == NO_HEX or crops[crop] >> h & 1, f"{where}: a well off its crop")
        _need(h != NO_HEX or not p.scored_wells >> crop & 1, f"{where}: surveyor on no well")
    _need(p.harbor <= components().harbor_last, f"{where}: harbor master off the track")
    _need(len(p.boats) <= 9, f"{where}: more than nine boats")
    _need(all(c in p.cards for c in p.scored_cards), f"{where}: scored card not held")
    size = sum(components().tile_kinds[k].size for k in p.tiles if k in components().tile_kinds)
    _need(size == bin(covered).count("1"), f"{where}: crop hexes do not match the tiles laid")
    on_mat = bin(p.worker_mask).count("1")
    _need(p.workers + on_mat + p.agents == 13 + p.workers_taken, f"{where}: workers miscounted")
    _need(sum(p.harvested) == sum(components().boats[b].capacity for b in p.boats
                                  if b in components().boats), f"{where}: harvest miscounted")
    _need(p.worker_mask <= FULL_MASK, f"{where}: worker off the mat")


def _check_supplies(s: Any, comp: Any) -> None:
    total = comp.raw["general_supply"]
    ps = s.players
    _need(s.supply_coins + sum(p.coins for p in ps) == total["coins"], "coins do not add up")
    _need(s.supply_barns + sum(p.barn_count() for p in ps) == total["barns"], "barns miscounted")
    _need(s.supply_wells + sum(p.well_count() for p in ps) == total["wells"], "wells miscounted")
    surveyors = sum(p.surveyors + p.active_surveyors for p in ps)
    _need(s.supply_surveyors + surveyors == total["surveyors"], "surveyors do not add up")
    taken = sum(p.workers_taken for p in ps)
    _need(s.round_track + taken == comp.raw["round_track_workers"], "round track miscounted")


def _check_tiles(s: Any, comp: Any) -> None:
    from .state import SUPPLY_SIZES

    _need(len(s.crop_piles) == 3, "there must be three crop piles")
    _need(len(s.display) == len(SUPPLY_SIZES), "the crop supply board has the wrong size")
    counts: Counter = Counter()
    for size, pile in enumerate(s.crop_piles, 1):
        for k in pile:
            _need(k in comp.tile_kinds and comp.tile_kinds[k].size == size, f"bad tile {k!r}")
        counts.update(pile)
    for size, k in zip(SUPPLY_SIZES, s.display, strict=True):
        _need(k is None or (k in comp.tile_kinds and comp.tile_kinds[k].size == size),
              f"bad tile {k!r} on the crop supply board")
    counts.update(k for k in s.display if k)
    for p in s.players:
        counts.update(p.tiles)
    expected = Counter({k: t.count for k, t in comp.tile_kinds.items()})
    _need(counts == expected, "the crop tiles do not add up to the 110 of the game")


def _check_cards_and_boats(s: Any, comp: Any) -> None:
    cards = list(s.opp_deck) + [c for c in s.opp_spaces if c]
    for p in s.players:
        cards += p.cards
    _need(sorted(cards) == sorted(comp.cards), "the opportunity cards do not add up")
    _need(s.opp_known_bottom <= len(s.opp_deck), "known part of the pile is too long")
    cult = list(s.cult_deck) + list(s.cult_discard) + ([s.card] if s.card else [])
    spec = comp.raw["cultivation_cards"]
    expected = Counter({c: spec["per_colour"] for c in COLOURS}) + Counter({WILD: spec["wild"]})
    _need(Counter(cult) == expected, "the cultivation cards do not add up")
    _need(isinstance(s.boat_up, dict) and isinstance(s.boat_pile, dict), "bad riverboat data")
    for boat_id, boat in comp.boats.items():
        _need(boat_id in s.boat_up and boat_id in s.boat_pile, f"riverboat {boat_id} missing")
        owned = sum(p.boats.count(boat_id) for p in s.players)
        _need(int(bool(s.boat_up[boat_id])) + s.boat_pile[boat_id] + owned == boat.copies,
              f"riverboats of type {boat_id} do not add up")
    for p in s.players:
        _need(all(b in comp.boats for b in p.boats), "unknown riverboat on a mat")


def _check_decision(s: Any) -> None:
    if s.phase == "over":
        _need(s.decision is None and s.final is not None, "a finished game has a decision")
        return
    _need(s.decision is not None, "an unfinished game has no decision")
    _need(0 <= s.decision[1] < s.num_players, "the deciding seat is not a seat")
    _need(len(s.phase_owner) == 5 and all(type(o) is int and -1 <= o < s.num_players
                                          for o in s.phase_owner), "bad phase tile owners")
    _need(all(type(t) is int and 0 <= t < s.num_players for t in s.turn_order), "bad turn order")
    try:
        options = s.legal_actions()
    except Exception as exc:  # any crash here means the data is inconsistent
        raise InvalidState(f"the pending decision cannot be evaluated: {exc}") from None
    _need(bool(options), "the pending decision has no legal action")
