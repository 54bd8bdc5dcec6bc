"""The game review in words: what python -m ai.review prints without --json."""

from __future__ import annotations

from typing import TYPE_CHECKING

from core import registry
from core.record import GameRecord

if TYPE_CHECKING:  # ai.review runs this module for its command
    from .review import Decision, Review, SeatSummary


def text_report(result: Review, record: GameRecord, took: float,
                every_loss: bool = False) -> list[str]:
    """The seats' lines, the listed decisions (the marked ones, or every_loss: all that lost
    points) with their why, and the points lost by phase and by sort of move."""
    who = "every seat" if result.seat is None else f"seat {result.seat}"
    lines = [f"Review of {registry.game(result.game).title}, {record.num_players} players, "
             f"decisions of {who} listed: {len(result.steps)} steps, {len(result.decisions)} "
             f"decisions judged ({how_far(result)}), {took:.0f} s in all"
             + ("" if result.complete else " (cancelled)"),
             "Win chances in points (0-100); marks by the points of win chance lost: "
             + ", ".join(f"{name} >= {points:g}" for name, points in result.thresholds.items()),
             ""]
    for summary in result.seats:
        lines += seat_lines(summary, record, result.complete)
    listed = [d for d in result.listed() if d.loss > 0 and (every_loss or d.mark)]
    smallest = min(result.thresholds.values())
    lines += ["", f"Decisions of {who} that lost " + ("points" if every_loss else
              f"{smallest:g} points or more") + f": {len(listed)}"]
    for d in listed:
        lines += decision_lines(d)
    marks = list(result.thresholds)
    lines += table(f"phase ({who})", result.by_phase(), marks)
    lines += table("move played", result.by_category(), marks)
    return lines


def how_far(result: Review) -> str:
    """Which review it is and how far it looked."""
    rollouts = ("rollouts to the end of the game" if result.horizon is None else
                f"rollouts {result.horizon} decisions ahead")
    if result.searched is not None:
        rollouts += f", searched to the end from move {result.searched}"
    if result.deep:
        return f"the deep review: Hard's search and {result.samples} samples each, {rollouts}"
    search = (f"a search of {result.iterations} iterations" if result.iterations else
              f"{result.seconds:g} s of search")
    return f"{search} and {result.samples} samples each, {rollouts}"


def seat_lines(s: SeatSummary, record: GameRecord, complete: bool) -> list[str]:
    """The seat's accuracy, its loss a decision against the best moves and its marks (no sum
    over a game: it is no share of anything); where its chance went; how the changes add up;
    its key moments."""
    name = f" ({record.seats[s.seat]})" if record.seats else ""
    accuracy = "no decision" if s.accuracy is None else f"accuracy {s.accuracy:.0f}"
    if not complete:
        end = f"{round(s.end)}% where the review stopped"
    else:
        end = {100.0: "won", 0.0: "lost"}.get(round(s.end, 9), f"shared the win ({round(s.end)}%)")
    marks = ", ".join(f"{count} {name}" for name, count in s.marks.items() if count)
    shortfall = (f"; {s.lost / s.decisions:.1f} points of win chance lost a decision on "
                 f"average against the best moves found, over {s.decisions} decisions; "
                 f"{marks or 'no mark'}" if s.decisions else "")
    lines = [f"Seat {s.seat}{name}: {accuracy}{shortfall}.",
             f"  the chance to win: {round(s.start)}% at the start, {end}",
             f"  adding up: {round(s.start)}% at the start, your moves {round(s.play):+d} and "
             f"the others' {round(s.others):+d} (each against the AI's rule of thumb), the draws "
             f"{round(s.luck):+d}" + (f", the review looking further {round(s.further):+d}"
                                      if round(s.further) else "") + f": {round(s.end)}%"]
    if s.key_moments:
        lines.append("  key moments: " + "; ".join(
            f"move {m.move} " + (f"{m.mark or 'decision'} {m.swing:+.0f}" if m.kind == "decision"
                                 else f"the draws {m.swing:+.0f}") for m in s.key_moments))
    return lines


def decision_lines(d: Decision) -> list[str]:
    tag = f" {d.mark.upper()}" if d.mark else ""
    lines = [f"move {d.move:4d} seat {d.seat} round {d.round} {d.phase}: played {d.played} "
             f"({100 * d.win_played:.0f}%), better {d.best} ({100 * d.win_best:.0f}%): "
             f"-{d.loss:.1f} points{tag}; expected margin {d.played_value:+.1f} VP against "
             f"{d.best_value:+.1f} VP"]
    if d.why:
        lines.append(f"           why: {d.why}")
    return lines


def table(title: str, rows: dict[str, dict[str, float]], marks: list[str]) -> list[str]:
    """Decisions, points lost and marks per row."""
    lines = ["", f"{title:<22}{'decisions':>10}{'points lost':>12}"
             + "".join(f"{name:>12}" for name in marks)]
    for key, row in rows.items():
        lines.append(f"{key:<22}{row['decisions']:>10.0f}{row['lost']:>12.1f}"
                     + "".join(f"{row[name]:>12.0f}" for name in marks))
    return lines
