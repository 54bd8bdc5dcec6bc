"""Why an action is not legal now: one sentence a player understands; and the legal set."""

from __future__ import annotations

from itertools import repeat
from operator import is_
from typing import TYPE_CHECKING

from ..text import Text, count, text
from .actions import (
    Action,
    ChoosePhase,
    ClaimBoat,
    PlaceWorker,
    Plant,
    ScoringBonus,
    SendAgents,
    Survey,
    TakeCard,
    TakeCardFromPile,
    TakeFeature,
    fault,
)
from .components import CROPS, GAME, PHASE_NAMES, WILD, components
from .constants import (
    BOAT_SLOTS,
    DECISION_TEXT,
    N_HEXES,
    DecisionKind,
)
from .describe import boat_title, colour_name, crop_name, hex_label
from .mat import kind_of
from .options import ACTION_KINDS
from .player import Player

if TYPE_CHECKING:
    from .state import GameState


class Legal:
    """The legal actions of a state's decision, kept until the state changes.

    Applying an action checks that it is one of them: the very objects of the list (what bots
    and the search pass) are found by identity, without hashing every option at every step of
    a rollout; other equal objects (read from notation) through a dict built when first needed.
    """

    __slots__ = ("actions", "_keys")

    def __init__(self, actions: list[Action]) -> None:
        self.actions = actions
        self._keys: dict[Action, None] | None = None

    def keys(self) -> dict[Action, None]:
        """The actions as the keys of a dict, in order."""
        if self._keys is None:
            self._keys = dict.fromkeys(self.actions)
        return self._keys

    def offers(self, action: object) -> bool:
        """Whether the action is one of the very objects of the list (no hashing, no ==)."""
        return any(map(is_, self.actions, repeat(action)))  # a loop in C, up to the one found

    def __contains__(self, action: object) -> bool:
        return self.offers(action) or action in self.keys()



# == legality with reasons =============================================================

def why_illegal(s: GameState, action: object) -> str | None:
    """None if the action is legal now, else a sentence saying why not."""
    if s.decision is None:
        return text(GAME, "the game is over")
    legal = s.legal()
    if legal.offers(action):  # an option itself, as bots pass them: surely well formed
        return None
    malformed = fault(action)
    if malformed is not None:
        return malformed
    kind, seat, arg = s.decision
    wanted = DecisionKind.CULTIVATE if kind == DecisionKind.BONUS_WORKER else kind
    if ACTION_KINDS[type(action)] != wanted:
        return text(GAME, "it is not that kind of decision: the decision now is to {decision}",
                    decision=DECISION_TEXT[kind])
    if action in legal:
        return None
    return explain(s, seat, action)


def explain(s: GameState, seat: int, action: object) -> Text:
    """A specific reason an action of the right kind is not legal."""
    p = s.players[seat]
    coin = getattr(action, "coin", False) or isinstance(action, TakeCardFromPile)
    if coin and p.coins == 0:
        return text(GAME, "you have no coin to spend")
    if isinstance(action, ChoosePhase):
        if not 1 <= action.phase <= 5:
            return text(GAME, "phase tiles are numbered 1 to 5")
        return text(GAME, "the {phase} tile is already taken", phase=PHASE_NAMES[action.phase - 1])
    if isinstance(action, PlaceWorker):
        return _explain_worker(s, p, action)
    if isinstance(action, Plant):
        return _explain_plant(s, p, action)
    if isinstance(action, ClaimBoat):
        return _explain_boat(s, p, action)
    if isinstance(action, TakeFeature):
        return _explain_feature(s, p, action)
    if isinstance(action, SendAgents):
        offered = int(s.decision[2])  # type: ignore[index]  # explain runs only while a decision is open (why_illegal)
        if p.workers < offered:
            return count(GAME, "you have only %n worker(s) in your supply to send as agents",
                         p.workers, "you have only %n worker in your supply to send as agents",
                         "you have only %n workers in your supply to send as agents")
        return count(GAME, "this benefit sends at most %n agent(s) to New Orleans", offered,
                     "this benefit sends at most %n agent to New Orleans",
                     "this benefit sends at most %n agents to New Orleans")
    if isinstance(action, TakeCard):
        return text(GAME, "there is no card on that space")
    if isinstance(action, TakeCardFromPile):
        return text(GAME, "that card is not in the opportunity pile")
    if isinstance(action, ScoringBonus):
        return {"coin": text(GAME, "the coin supply is empty"),
                "agent": text(GAME, "you have no worker to send")}.get(
            action.kind, text(GAME, "not a scoring bonus"))
    if isinstance(action, Survey):
        return text(GAME, "that is not an unscored barn, well or card of yours")
    return text(GAME, "not allowed now")


def _explain_worker(s: GameState, p: Player, a: PlaceWorker) -> Text:
    if not 0 <= a.hex < N_HEXES:
        return text(GAME, "that is not a field of your mat")
    if not p.empty_fields() >> a.hex & 1:
        return text(GAME, "{hex} is not an empty field", hex=hex_label(a.hex))
    kind, _, card = s.decision  # type: ignore[misc]  # explain runs only while a decision is open
    if kind == DecisionKind.BONUS_WORKER or card == WILD:
        return text(GAME, "no coin is needed for this worker")
    colour = colour_name(p.mat.colour_of[a.hex])
    if a.coin:
        return text(GAME, "{hex} is {colour}, the card's colour: no coin is needed",
                    hex=hex_label(a.hex), colour=colour)
    return text(GAME, "the card is {card}; {hex} is {colour} (spend a coin to ignore the card)",
                card=colour_name(card), hex=hex_label(a.hex), colour=colour)


def _explain_plant(s: GameState, p: Player, a: Plant) -> Text:
    kind = kind_of(a.cells)
    if kind is None:
        return text(GAME, "no crop tile has that shape and those crops")
    free = p.unplanted()
    for h, _ in a.cells:
        if not 0 <= h < N_HEXES or not free >> h & 1:
            return text(GAME, "{hex} has no worker waiting for a crop tile", hex=hex_label(h))
    size = components().tile_kinds[kind].size
    if a.coin:
        if size == 3:
            return text(GAME, "a coin buys a 1-hex or 2-hex tile from its pile, not a 3-hex tile")
        return text(GAME, "that tile is not in its draw pile")
    return text(GAME, "that tile is not on the crop supply board")


def _explain_boat(s: GameState, p: Player, a: ClaimBoat) -> Text:
    boats = components().boats
    if a.boat not in boats:
        return text(GAME, "there is no such riverboat")
    if not 0 <= a.crop < len(CROPS):
        return text(GAME, "no such crop")
    if len(p.boats) >= BOAT_SLOTS:
        return text(GAME, "all nine boat slots of your mat are full")
    boat = boat_title(a.boat)
    if s.boat_up[a.boat] and a.coin:
        return text(GAME, "{boat} is face up: take it without a coin", boat=boat)
    if not s.boat_up[a.boat] and not a.coin:
        if s.boat_pile[a.boat] == 0:
            return text(GAME, "{boat} is exhausted: no copy is left", boat=boat)
        return text(GAME, "{boat} is taken this round: a coin buys one from the pile", boat=boat)
    if not s.boat_up[a.boat] and s.boat_pile[a.boat] == 0:
        return text(GAME, "{boat} is exhausted: no copy is left", boat=boat)
    need, have = boats[a.boat].capacity, p.harvestable(a.crop)
    return text(GAME, "{boat} needs {need} on {crop}; you have {have}", boat=boat,
                need=count(GAME, "%n worker(s)", need, "%n worker", "%n workers"),
                crop=crop_name(a.crop), have=have)


def _explain_feature(s: GameState, p: Player, a: TakeFeature) -> Text:
    supply = {"barn": s.supply_barns, "well": s.supply_wells, "surveyor": s.supply_surveyors}
    if a.kind not in supply:
        return text(GAME, "an estate feature is a barn, a well or a surveyor")
    if supply[a.kind] == 0:
        return {"barn": text(GAME, "no barn is left in the supply"),
                "well": text(GAME, "no well is left in the supply")}.get(
            a.kind, text(GAME, "no surveyor is left in the supply"))
    wanted = s.decision[2]  # type: ignore[index]  # explain runs only while a decision is open (why_illegal)
    if wanted == "barn" and a.kind != "barn":
        return text(GAME, "this benefit is a barn; another feature only if no barn can be placed")
    if a.hex is None or not 0 <= a.hex < N_HEXES:
        return {"barn": text(GAME, "a barn needs a hex of your mat"),
                "well": text(GAME, "a well needs a hex of your mat")}.get(
            a.kind, text(GAME, "a surveyor needs a hex of your mat"))
    if a.kind == "barn":
        return text(GAME, "a barn goes on an empty field; {hex} is not empty", hex=hex_label(a.hex))
    crop = p.crop_at(a.hex)
    if crop is None:
        return text(GAME, "a well goes on a crop hex; {hex} has no crop", hex=hex_label(a.hex))
    return text(GAME, "you already have a well on {crop}", crop=crop_name(crop))

