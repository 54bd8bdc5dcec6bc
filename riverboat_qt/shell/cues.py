"""Which sound cues a step of the game calls for, read from what the shell already sees.

The shell knows no game: a move's cues come from the decision it answered (a game's CueMap says
which decisions put a piece down), the engine's log lines (which say coins or resources were
taken, by their templates), and the State's own generic queries (reveal_count, round, is_over,
current_player). Qt-free, so a scripted game's cues are tested without a window.

Every cue has a twin on screen (docs/features.md, Sound): the sound is never the only news.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from enum import StrEnum

from core import Event
from core.game import State


class Cue(StrEnum):
    """A kind of thing that happens at the table, each with its own short sound."""

    YOUR_TURN = "your_turn"  # a human is to move after an AI's move
    PLACE = "place"  # a piece, tile or card put down or taken up
    REFUSAL = "refusal"  # a move not allowed (the red status line)
    TAKE = "take"  # coins or resources taken
    REVEAL = "reveal"  # hidden information came to light (a card, a tile, a building)
    ROUND_END = "round_end"  # a round ended and the next one starts
    WON = "won"  # the game is over and a human player won (or only AIs played)
    LOST = "lost"  # the game is over and no human player won


MOST_A_MOVE = 3  # a move's cues heard at most, so a busy move stays short
# the most telling first: which of a move's cues are kept when it has more than MOST_A_MOVE
PRIORITY = (Cue.WON, Cue.LOST, Cue.YOUR_TURN, Cue.ROUND_END, Cue.REVEAL, Cue.TAKE, Cue.PLACE,
            Cue.REFUSAL)


@dataclass(frozen=True)
class CueMap:
    """What a game says about its moves' sounds: the decision kinds whose action puts a piece
    down (or picks one up), and the engine log templates that mean coins or resources taken."""

    placing: frozenset[str] = field(default_factory=frozenset)
    taking: frozenset[str] = field(default_factory=frozenset)


def move_cues(cues: CueMap, kind: str | None, seat: int, before: State, after: State,
              events: Sequence[Event], is_human: Callable[[int], bool]) -> list[Cue]:
    """The cues of one applied move, in the order they are heard: `kind` is the decision the
    move answered, `seat` who made it, `before`/`after` the states around it."""
    heard: list[Cue] = []
    if kind in cues.placing:
        heard.append(Cue.PLACE)
    if any(getattr(event.text, "template", None) in cues.taking for event in events):
        heard.append(Cue.TAKE)
    if after.reveal_count > before.reveal_count:
        heard.append(Cue.REVEAL)
    if after.is_over:
        heard.append(_end_cue(after, is_human))
        return heard
    if after.round != before.round:
        heard.append(Cue.ROUND_END)
    mover = after.current_player
    if not is_human(seat) and mover is not None and is_human(mover):
        heard.append(Cue.YOUR_TURN)
    return heard


def trimmed(cues: Sequence[Cue], most: int = MOST_A_MOVE) -> list[Cue]:
    """The `most` telling of a move's cues, in the order they are heard."""
    kept = set(sorted(cues, key=PRIORITY.index)[:most])
    return [cue for cue in cues if cue in kept]


def _end_cue(after: State, is_human: Callable[[int], bool]) -> Cue:
    """Won if a human seat is among the winners, or if no human played (an AI match)."""
    outcome = after.outcome()
    winners = outcome.winners if outcome is not None else ()
    humans = [seat for seat in range(after.num_players) if is_human(seat)]
    return Cue.WON if not humans or any(seat in winners for seat in humans) else Cue.LOST
