"""The River's side of the sound cues (shell/cues.py): its moves that put a piece down, and
the engine's log lines that mean resources or tokens taken (core/the_river/rules.py and
describe.py)."""

from core.the_river.constants import DecisionKind

from ..shell.cues import CueMap

CUES = CueMap(
    # a starting tile, a pioneer, a resource given back, two tiles swapped: each moves a piece
    placing=frozenset(DecisionKind),
    taking=frozenset({
        "produces {n} {resource}",
        "produces {resource}",
        "takes 1 {food}",
        "finds no {food} and takes 1 {resource} instead",
        "trades {give} for 1 {food}",
        "takes {n} {resource} from the meadow",
        "receives 1 {resource} from a meadow",
        "takes a bonus token worth %n point(s)",
    }),
)
