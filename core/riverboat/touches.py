"""What a placement on the mat touches (issue #48): the wells whose group it grows, the barns
next to it, the outskirts fields it covers and the field colours it completes. The move is
played on a copy of the state and the two mats are scored by the scoring rules, so a table in
words can say what a planting does without restating a rule: the move's own effect on the mat
(rules.lay_on_mat) is laid on a copy of the seat's player, and both are scored."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from .actions import Action, Plant, TakeFeature
from .components import CROPS
from .mat import bits
from .player import NO_HEX, Player
from .rules import lay_on_mat
from .scoring import barn_score, completed_colours, well_score

if TYPE_CHECKING:
    from .state import GameState


@dataclass(frozen=True)
class Touches:
    """A placement's reach; each score is what a surveyor there scores, before and after."""

    wells: tuple[tuple[int, int, int], ...]  # (crop, VP before, VP after): a well's group grows
    barns: tuple[tuple[int, int, int], ...]  # (hex, VP before, VP after): a barn next to it
    outskirts: int  # the fields it covers on the mat's outskirts (the outskirts card counts them)
    completed: tuple[str, ...]  # the field colours it completes (final scoring)

    def __bool__(self) -> bool:
        return bool(self.wells or self.barns or self.outskirts or self.completed)


def placement_touches(state: GameState, action: Action) -> Touches | None:
    """What this legal planting or barn or well would touch on the deciding seat's mat; None
    for a move that places nothing on the mat."""
    if not isinstance(action, Plant | TakeFeature):
        return None
    if isinstance(action, TakeFeature) and action.hex is None:  # a surveyor: off the mat
        return None
    seat = state.current_player
    if seat is None:
        return None
    before = state.players[seat]
    after = before.clone()
    lay_on_mat(after, action)
    return compare(before, after)


def covered(p: Player) -> int:
    """The fields that hold a crop or a barn (the outskirts card and the colours count them)."""
    return p.crop_mask | p.barn_mask


def compare(before: Player, after: Player) -> Touches:
    """The difference a placement made to one seat's mat, in what it scores."""
    placed = covered(after) & ~covered(before)
    wells = tuple((crop, _well_vp(before, crop), _well_vp(after, crop))
                  for crop in range(len(CROPS)) if after.wells[crop] != NO_HEX
                  and (before.wells[crop] == NO_HEX
                       or after.mat.crop_group(after.crop_masks[crop], after.wells[crop])
                       & placed))
    near = 0
    for h in bits(placed):
        near |= after.mat.neighbour_masks[h]
    barns = tuple((h, barn_score(before, h) if before.barn_mask >> h & 1 else 0,
                   barn_score(after, h)) for h in bits(after.barn_mask)
                  if not before.barn_mask >> h & 1 or near >> h & 1)
    done = set(completed_colours(before))
    return Touches(wells, barns, (placed & after.mat.outskirts_mask).bit_count(),
                   tuple(c for c in completed_colours(after) if c not in done))


def _well_vp(p: Player, crop: int) -> int:
    return well_score(p, crop) if p.wells[crop] != NO_HEX else 0
