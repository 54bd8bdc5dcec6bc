"""Balance of The River's designed data, read from a directory of game records.

Run: .venv/bin/python bench/the_river_balance.py RECORDS_DIR [RECORDS_DIR ...] [--mirror]
     [--min-seats 20]

Records are GameRecord JSON files (python -m ai.lab.arena --game the-river --records DIR). Each game
is replayed; the report gives the winning scores against the rulebook's example board (45 VP),
their spread and categories, the first player's win rate, and for every building, tile kind and
meadow the win rate of the seats that have it at the end against the seats that do not, and two
strategies (building early, a long river). A win is shared among tied winners. --mirror keeps
only the games where every seat was played by the same bot, so that skill does not stand in for
the item; the expected win rate of a seat is 1 / players.
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from core.errors import InvalidState  # noqa: E402
from core.record import GameRecord  # noqa: E402
from core.the_river import Build, GameState, parse_action  # noqa: E402
from core.the_river.components import components  # noqa: E402

RULEBOOK_EXAMPLE = 45  # VP of the example board in the rulebook
EARLY_ROUND = 3  # a seat that builds by this round "builds early"
LONG_RIVER = 10  # tiles at the end for "a long river"


@dataclass
class Seat:
    """One seat of one finished game, as the balance questions need it."""

    players: int
    bot: str
    score: int
    win: float  # 1, a share of a tie, or 0
    first: bool  # held the first player pawn in round 1
    breakdown: dict[str, int]
    built: list[str]
    river: list[str]
    first_build: int | None  # round of the first construction


@dataclass
class Tally:
    seats: int = 0
    wins: float = 0.0
    scores: list[int] = field(default_factory=list)

    def add(self, seat: Seat) -> None:
        self.seats += 1
        self.wins += seat.win
        self.scores.append(seat.score)

    def rate(self) -> float:
        return self.wins / self.seats if self.seats else math.nan


def seats_of(record: GameRecord) -> list[Seat]:
    """Replay one game and describe its seats; [] if it is not a finished River game."""
    if record.game != GameState.game_id:
        return []
    state = record.initial_state()
    assert isinstance(state, GameState)
    first_player = state.first_player
    first_build: dict[int, int] = {}
    for text in record.actions:
        action = parse_action(text)
        if isinstance(action, Build) and state.current_player is not None:
            first_build.setdefault(state.current_player, state.round)
        state.apply(action, log=False)
    outcome = state.outcome()
    if outcome is None:
        return []
    share = 1.0 / len(outcome.winners)
    return [Seat(state.num_players, _bot(record, k), outcome.scores[k],
                 share if k in outcome.winners else 0.0, k == first_player,
                 outcome.breakdown[k], list(p.built), list(p.river), first_build.get(k))
            for k, p in enumerate(state.players)]


def _bot(record: GameRecord, seat: int) -> str:
    name = record.seats[seat] if seat < len(record.seats) else "?"
    return name.split(" (entrant")[0]


def load(directories: list[Path], mirror: bool) -> list[list[Seat]]:
    games: list[list[Seat]] = []
    for directory in directories:
        for path in sorted(directory.glob("*.json")):
            record = GameRecord.read(path, str(path))  # no pipe, device, huge or binary file
            try:
                seats = seats_of(record)
            except ValueError as exc:  # a move that cannot be replayed
                raise InvalidState(f"{path}: {exc}") from None
            if seats and (not mirror or len({s.bot for s in seats}) == 1):
                games.append(seats)
    return games


def spread(values: list[int]) -> str:
    if not values:
        return "no games"
    ordered = sorted(values)
    tenth = ordered[len(ordered) // 10]
    ninetieth = ordered[(len(ordered) * 9) // 10 - (1 if len(ordered) % 10 == 0 else 0)]
    sd = statistics.pstdev(values)
    return (f"mean {statistics.fmean(values):.1f}, median {statistics.median(values):g}, "
            f"sd {sd:.1f}, min {ordered[0]}, 10% {tenth}, 90% {ninetieth}, max {ordered[-1]}")


def interval(wins: float, n: int) -> str:
    """Wilson 95% interval of a win rate."""
    if n == 0:
        return "-"
    z = 1.96
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return f"{100 * max(0.0, centre - half):.0f}-{100 * min(1.0, centre + half):.0f}%"


def compare(title: str, seats: list[Seat], has: dict[str, list[bool]], min_seats: int,
            lines: list[str]) -> None:
    """Win rate with vs without each item, sorted by the gap; items with few seats left out."""
    rows = []
    for item, flags in has.items():
        with_, without = Tally(), Tally()
        for seat, flag in zip(seats, flags, strict=True):
            (with_ if flag else without).add(seat)
        if with_.seats >= min_seats and without.seats >= min_seats:
            rows.append((with_.rate() - without.rate(), item, with_, without))
    rows.sort(reverse=True)
    lines.append(f"\n{title} (win rate of the seats that have it vs not; "
                 f"at least {min_seats} seats each way)")
    for gap, item, w, wo in rows:
        lines.append(f"  {item:<28} with {100 * w.rate():5.1f}% [{interval(w.wins, w.seats)}] "
                     f"of {w.seats:4d}   without {100 * wo.rate():5.1f}% of {wo.seats:4d}   "
                     f"gap {100 * gap:+5.1f}")
    if not rows:
        lines.append("  (too few seats)")


def report(games: list[list[Seat]], min_seats: int) -> list[str]:
    lines: list[str] = []
    by_players: dict[int, list[list[Seat]]] = defaultdict(list)
    for game in games:
        by_players[game[0].players].append(game)
    comp = components()
    for n, group in sorted(by_players.items()):
        seats = [s for g in group for s in g]
        winners = [max(s.score for s in g) for g in group]
        bots = sorted({s.bot for s in seats})
        lines.append(f"== {n} players: {len(group)} games; bots: {', '.join(bots)}")
        above = 100 * sum(w >= RULEBOOK_EXAMPLE for w in winners) / len(winners)
        lines.append(f"winning score: {spread(winners)}  (rulebook example board: "
                     f"{RULEBOOK_EXAMPLE} VP; {above:.0f}% of the games are won with "
                     f"{RULEBOOK_EXAMPLE} or more)")
        lines.append(f"every score:   {spread([s.score for s in seats])}")
        margins = [sorted((s.score for s in g), reverse=True) for g in group]
        lines.append(f"winning margin: {spread([m[0] - m[1] for m in margins])}")
        lines.append("winners' points by category: " + ", ".join(
            f"{c} {statistics.fmean(_winner(g).breakdown[c] for g in group):.1f}"
            for c in seats[0].breakdown))
        first = Tally()
        for s in seats:
            if s.first:
                first.add(s)
        lines.append(f"first player in round 1 wins {100 * first.rate():.1f}% "
                     f"[{interval(first.wins, first.seats)}] of {first.seats} games "
                     f"(a seat's share: {100 / n:.0f}%)")
        for bot in bots:
            mine = [s for s in seats if s.bot == bot]
            if len(bots) > 1:
                t = Tally()
                for s in mine:
                    t.add(s)
                lines.append(f"  {bot}: wins {100 * t.rate():.1f}% of {t.seats} seats, "
                             f"scores {spread(t.scores)}")
        compare("Buildings", seats, {b: [b in s.built for s in seats]
                                     for b in sorted(comp.buildings)}, min_seats, lines)
        plain = [t for t in sorted(comp.tiles) if comp.tiles[t].meadow is None]
        meadows = [t for t in sorted(comp.tiles) if comp.tiles[t].meadow is not None]
        compare("Terrain tiles (kind on the river at the end)", seats,
                {_tile_name(t): [t in s.river for s in seats] for t in plain}, min_seats, lines)
        compare("Meadows", seats, {_tile_name(t): [t in s.river for s in seats]
                                   for t in meadows}, min_seats, lines)
        built = [len(s.built) for s in seats]
        lines.append(f"\nbuildings per seat: {spread(built)}; tiles per seat: "
                     f"{spread([len(s.river) for s in seats])}")
        compare("Strategies", seats, {
            f"builds by round {EARLY_ROUND}": [s.first_build is not None
                                               and s.first_build <= EARLY_ROUND for s in seats],
            f"river of {LONG_RIVER}+ tiles": [len(s.river) >= LONG_RIVER for s in seats],
            "more buildings than median": [len(s.built) > statistics.median(built)
                                           for s in seats],
        }, min_seats, lines)
        lines.append("")
    return lines


def _winner(game: list[Seat]) -> Seat:
    return max(game, key=lambda s: s.score)


def _tile_name(tile_id: str) -> str:
    t = components().tiles[tile_id]
    what = "+".join(sorted(t.types))
    if t.meadow is not None:
        detail = t.meadow.terrain or (components().resources[t.meadow.resource]
                                      if t.meadow.resource is not None else "")
        what = f"{t.meadow.effect} {detail}".strip()
    return f"{tile_id} {what}"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("directories", type=Path, nargs="+", help="directories of records")
    parser.add_argument("--mirror", action="store_true",
                        help="only games where every seat was played by the same bot")
    parser.add_argument("--min-seats", type=int, default=20,
                        help="leave out items held (or not held) by fewer seats (default 20)")
    args = parser.parse_args(argv)
    try:
        games = load(args.directories, args.mirror)
    except InvalidState as exc:
        parser.error(str(exc))
    if not games:
        print("no finished River games found")
        return 1
    print("\n".join(report(games, args.min_seats)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
