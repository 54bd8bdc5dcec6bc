"""Riverboat's side of the sound cues (shell/cues.py): its moves that put a piece down, and
the engine's log lines that mean coins or resources taken (core/riverboat/rules.py)."""

from core.riverboat.constants import DecisionKind

from ..shell.cues import CueMap

CUES = CueMap(
    # every decision moves a piece: a phase tile, a worker, a crop tile, a boat's crops, a barn
    # or well, agents, a card, a surveyor; only the choice of a scoring bonus puts none down
    placing=frozenset(DecisionKind) - {DecisionKind.SCORING_BONUS},
    taking=frozenset({
        "takes %n coin(s)",
        "gets a surveyor",
        "takes a worker from the round track",
        "earns the harvest bonus for {count} {crop} harvested",
    }),
)
