"""How long 4-player cultivation cards take with three Normal AI seats, before and after.

    QT_QPA_PLATFORM=offscreen python bench/cultivation_latency.py [--seeds 2] [--cards 3]

Positions: the start of the cultivation phase of rounds 1 and 2 of seeded 4-player games,
reached by greedy play. From each, the first cards are played with a stand-in for the human at
seat 1 (the greedy bot, instant) and AI seats 2-4, twice: with the old Normal spec (a 1 s search
for every decision) and with the new one (worker placements on the priors), in one run so that
both see the same machine load. Two measures per card:

- think: the AIs' answers through the window's helper process (ai_process.BotProcess, the
  bot made from the spec by ai.make_bot), summed over the card's AI placements;
- window: the real GameController with the window's pacing (move_delay_ms 800, the Normal
  animation speed), from the card's first decision to its last placement, the human's instant
  answers included. 'before' is the old scheduling (wait, then think; the full pause between
  placements), 'after' the new one (think during the pause; placements in a row at the
  slide's pace).
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("RIVERBOAT_DATA_DIR", tempfile.mkdtemp(prefix="riverboat-bench-"))

from ai import GreedyBot  # noqa: E402
from core import GameRecord  # noqa: E402
from core.riverboat import GameState  # noqa: E402

OLD_SPEC = "mcts:time=1.0"  # Normal before the per-kind budgets
NEW_SPEC = "normal"
MOVE_DELAY_MS = 800  # the window's pause after an AI move at the Normal animation speed
PLAYERS = 4
HUMAN = 0


def cultivation_start(seed: int, round_: int) -> tuple[GameRecord, GameState]:
    """The first decision of round_'s cultivation phase, reached by greedy play."""
    record, state = GameRecord.start(PLAYERS, seed)
    bot = GreedyBot(seed=seed)
    while not (state.round == round_ and state.decision_kind in ("cultivate", "bonus_worker")):
        action = bot.choose(state)
        state.apply(action)
        record.actions.append(str(action))
    assert isinstance(state, GameState)
    return record, state


def card_of(state: GameState) -> tuple[int, int] | None:
    """Which cultivation card a decision belongs to (None: not a card's placement)."""
    if state.decision_kind != "cultivate":
        return None
    return state.round, state.cards_left


# -- think: the helper process alone -------------------------------------------------------


def think_per_card(spec: str, start: GameState, cards: int, seed: int) -> list[float]:
    """Seconds the AI seats took for each of the first `cards` cards from start."""
    from riverboat_qt.shell.ai_process import BotProcess, RemoteBot

    host = BotProcess()
    try:
        host.wait_ready()
        bots = {k: RemoteBot(host, k, spec, seed * 10 + k) for k in range(PLAYERS) if k != HUMAN}
        human = GreedyBot(seed=seed)
        state = start.clone()
        totals: dict[tuple[int, int], float] = {}
        while len(totals) < cards or card_of(state) in totals:
            seat, card = state.current_player, card_of(state)
            if card is None and totals:
                break  # the phase ended before `cards` cards
            if seat == HUMAN:
                action = human.choose(state)
            else:
                assert seat is not None  # a card is being placed: the game is not over
                t0 = time.perf_counter()
                action = bots[seat].choose(state)
                if card is not None:
                    totals[card] = totals.get(card, 0.0) + time.perf_counter() - t0
            state.apply(action, log=False)
        return list(totals.values())
    finally:
        host.close()


# -- window: the controller with its pacing -------------------------------------------------


def window_per_card(spec: str, record: GameRecord, start: GameState, cards: int,
                    new_scheduling: bool, seed: int) -> list[float]:
    """Wall seconds of each card in the GameController, from its first decision to its last
    placement (the human's instant greedy answers included)."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from riverboat_qt.registry import TABLES
    from riverboat_qt.shell.controller import GameController
    from riverboat_qt.shell.seats import SeatConfig

    app = QApplication.instance() or QApplication([])
    c = GameController(TABLES)
    if not new_scheduling:
        c.think_early, c.quick_pace = False, 1.0
    human = GreedyBot(seed=seed)
    begun: dict[tuple[int, int], float] = {}
    ended: dict[tuple[int, int], float] = {}
    finished = [False]

    def on_changed() -> None:
        state = c.playing
        assert isinstance(state, GameState)
        card = card_of(state)
        if (card is None and begun) or (card not in begun and len(begun) == cards):
            finished[0] = True  # the last card measured is complete
            app.quit()
            return
        if card is not None:
            begun.setdefault(card, time.perf_counter())
        if c.human_to_move:
            QTimer.singleShot(0, lambda: c.submit(human.choose(c.playing)))

    def on_moved(action, seat, before, events) -> None:
        card = card_of(before)
        if card is not None:
            ended[card] = time.perf_counter()

    c.changed.connect(on_changed)
    c.moved.connect(on_moved)
    c.move_delay_ms = MOVE_DELAY_MS
    seats = [SeatConfig(True) if k == HUMAN else SeatConfig(False, spec) for k in range(PLAYERS)]
    c.load(GameRecord.from_json(record.to_json()), start.clone(), seats)
    QTimer.singleShot(600_000, app.quit)  # a guard against a hang, not a measure
    if not finished[0]:
        app.exec()
    c.shutdown()
    return [ended[k] - begun[k] for k in begun if k in ended]


# -- the report ------------------------------------------------------------------------------


def line(name: str, values: list[float]) -> str:
    if not values:
        return f"  {name:34s} no cards"
    return (f"  {name:34s} mean {statistics.mean(values):5.2f} s, max {max(values):5.2f} s"
            f" per card ({len(values)} cards)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seeds", type=int, default=2, help="games (seeds 1..N)")
    parser.add_argument("--cards", type=int, default=3, help="cards per position")
    parser.add_argument("--rounds", default="1,2", help="rounds whose cultivation is played")
    args = parser.parse_args()
    rounds = [int(r) for r in args.rounds.split(",")]
    print(f"load average at start: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    starts = [(seed, cultivation_start(seed, r)) for seed in range(1, args.seeds + 1)
              for r in rounds]
    think: dict[str, list[float]] = {OLD_SPEC: [], NEW_SPEC: []}
    window: dict[str, list[float]] = {"before": [], "after": []}
    for seed, (record, state) in starts:
        for spec in (OLD_SPEC, NEW_SPEC):
            think[spec] += think_per_card(spec, state, args.cards, seed)
        window["before"] += window_per_card(OLD_SPEC, record, state, args.cards, False, seed)
        window["after"] += window_per_card(NEW_SPEC, record, state, args.cards, True, seed)
    print(f"4 players, 3 AI seats, {len(starts)} positions (rounds {args.rounds}),"
          f" {args.cards} cards each")
    print("AI thinking per card (helper process):")
    print(line(f"before ({OLD_SPEC})", think[OLD_SPEC]))
    print(line(f"after ({NEW_SPEC})", think[NEW_SPEC]))
    print(f"card in the window (GameController, move delay {MOVE_DELAY_MS} ms):")
    print(line(f"before ({OLD_SPEC}, old pace)", window["before"]))
    print(line(f"after ({NEW_SPEC}, new pace)", window["after"]))
    print(f"load average at end: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")


if __name__ == "__main__":
    main()
