"""One seat's part of the state: mat contents, supply, boats, cards and score."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .components import CROPS
from .mat import FULL_MASK, Mat, bits, mat

NO_HEX = -1


@dataclass(slots=True, init=False, eq=False, repr=False)
class Player:
    """Plain data for one seat; hex sets are bitmasks over the 40 mat hexes.

    A dataclass only for its declared, typed fields and generated __slots__ (in this order, which
    to_dict and from_dict follow); __init__ is written out below and eq/repr stay the default.
    """

    mat_id: int
    workers: int
    coins: int
    surveyors: int
    vp: int
    harbor: int
    agents: int
    worker_mask: int
    crop_masks: list[int]
    barn_mask: int
    wells: list[int]
    scored_barns: int
    scored_wells: int
    boats: list[str]
    cards: list[str]
    scored_cards: list[str]
    active_surveyors: int
    harvested: list[int]
    harvest_bonus: int
    tiles: list[str]
    workers_taken: int
    score_stamp: int

    def __init__(self, mat_id: int, workers: int, coins: int, surveyors: int, harbor: int):
        self.mat_id = mat_id
        self.workers = workers  # in the personal supply
        self.coins = coins
        self.surveyors = surveyors  # in the personal supply
        self.vp = 0
        self.harbor = harbor
        self.agents = 0
        self.worker_mask = 0
        self.crop_masks = [0] * len(CROPS)
        self.barn_mask = 0
        self.wells = [NO_HEX] * len(CROPS)  # hex of the well on each crop
        self.scored_barns = 0  # mask of barns with a surveyor
        self.scored_wells = 0  # bit per crop whose well has a surveyor
        self.boats = []  # in harbor slot order
        self.cards = []
        self.scored_cards = []
        self.active_surveyors = 0
        self.harvested = [0] * len(CROPS)
        self.harvest_bonus = 0  # bit per crop whose harvest bonus was taken
        self.tiles = []  # kinds of crop tiles laid on the mat
        self.workers_taken = 0  # from the round track
        self.score_stamp = 0  # when the score marker last moved (stacking order)

    @property
    def mat(self) -> Mat:
        return mat(self.mat_id)

    @property
    def crop_mask(self) -> int:
        m = self.crop_masks
        return m[0] | m[1] | m[2] | m[3] | m[4]

    def empty_fields(self) -> int:
        """Fields with no worker, no crop and no barn."""
        return FULL_MASK & ~(self.worker_mask | self.crop_mask | self.barn_mask)

    def unplanted(self) -> int:
        """Workers standing on fields without a crop tile."""
        return self.worker_mask & ~self.crop_mask

    def harvestable(self, crop: int) -> int:
        return bin(self.worker_mask & self.crop_masks[crop]).count("1")

    def crop_at(self, hex_: int) -> int | None:
        bit = 1 << hex_
        for crop, mask in enumerate(self.crop_masks):
            if mask & bit:
                return crop
        return None

    def well_count(self) -> int:
        return sum(1 for h in self.wells if h != NO_HEX)

    def barn_count(self) -> int:
        return bin(self.barn_mask).count("1")

    def clone(self) -> Player:
        p = Player.__new__(Player)
        p.mat_id = self.mat_id
        p.workers = self.workers
        p.coins = self.coins
        p.surveyors = self.surveyors
        p.vp = self.vp
        p.harbor = self.harbor
        p.agents = self.agents
        p.worker_mask = self.worker_mask
        p.crop_masks = self.crop_masks.copy()
        p.barn_mask = self.barn_mask
        p.wells = self.wells.copy()
        p.scored_barns = self.scored_barns
        p.scored_wells = self.scored_wells
        p.boats = self.boats.copy()
        p.cards = self.cards.copy()
        p.scored_cards = self.scored_cards.copy()
        p.active_surveyors = self.active_surveyors
        p.harvested = self.harvested.copy()
        p.harvest_bonus = self.harvest_bonus
        p.tiles = self.tiles.copy()
        p.workers_taken = self.workers_taken
        p.score_stamp = self.score_stamp
        return p

    def to_dict(self) -> dict[str, Any]:
        d = {name: getattr(self, name) for name in Player.__slots__}
        for name in ("worker_mask", "barn_mask", "scored_barns"):
            d[name] = bits(d[name])
        d["crop_masks"] = [bits(m) for m in self.crop_masks]
        return {k: (v.copy() if isinstance(v, list) else v) for k, v in d.items()}

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Player:
        """Build from to_dict() output; the caller validates types and consistency."""
        p = cls.__new__(cls)
        for name in Player.__slots__:
            setattr(p, name, d[name])
        for name in ("worker_mask", "barn_mask", "scored_barns"):
            setattr(p, name, sum(1 << h for h in d[name]))
        p.crop_masks = [sum(1 << h for h in hexes) for hexes in d["crop_masks"]]
        for name in ("wells", "boats", "cards", "scored_cards", "harvested", "tiles"):
            setattr(p, name, list(d[name]))
        return p
