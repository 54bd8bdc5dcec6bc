"""Riverboat's interactions: one small object per kind of decision (see shell/interaction.py)."""

from __future__ import annotations

from collections import defaultdict

from core.riverboat import (
    ChoosePhase,
    ClaimBoat,
    PassBoats,
    PlaceWorker,
    StopSurveying,
    Survey,
    TakeCard,
    TakeCardFromPile,
    TakeFeature,
)
from core.riverboat.components import CROPS
from core.riverboat.describe import hex_label
from core.riverboat.hexgrid import hex_name, parse_hex
from core.riverboat.scoring import barn_score, card_vp, well_score
from core.riverboat.state import GameState

from ..shell import prompt
from ..shell.i18n import QT_TRANSLATE_NOOP
from ..shell.interaction import Host
from ..shell.interaction import Interaction as BaseInteraction
from . import keys, texts
from .buttons import (
    RiverboatInteractions,
    button,
    phase_button,
    send_button,
    ship_button,
    translated,
)
from .drag import PlantDrag
from .hints import describe

FEATURES = {"barn": QT_TRANSLATE_NOOP("RiverboatInteractions", "barn"),
            "well": QT_TRANSLATE_NOOP("RiverboatInteractions", "well"),
            "surveyor": QT_TRANSLATE_NOOP("RiverboatInteractions", "surveyor")}


class Interaction(BaseInteraction):
    """Riverboat's base: also the deciding seat's mat panel."""

    host: Host

    def __init__(self, host: Host, state: GameState):
        super().__init__(host, state)
        self.panel = host.scene.panels[self.seat]

    def end_note(self, candidates: list) -> str:
        """The warning if one of these moves ends the game (asked of the engine)."""
        if not self.state.may_end:
            return ""
        return prompt.end_note(self.state, candidates, lambda a: describe(a, self.state))


class DraftInteraction(Interaction):
    def start(self) -> None:
        for number, tile in self.host.scene.phases.tiles.items():
            action = ChoosePhase(number)
            mark = "legal" if action in self.legal_set else None
            tile.set_target(mark, lambda a=action: self.try_submit(a))
            if mark:
                self.host.add_button(phase_button(number), lambda a=action: self.try_submit(a),
                                     str(number), RiverboatInteractions.tr("Take this phase tile"))


class WorkerInteraction(Interaction):
    """Cultivation (and the round-track worker): click a field; C toggles paying a coin."""

    def start(self) -> None:
        self.coin = False
        self.coin_button = None
        if any(a.coin for a in self.legal):
            self.coin_button = self.host.add_button(
                button("coin"), self.toggle_coin, keys.COIN.keys, RiverboatInteractions.tr(
                    "Ignore the cultivation card for this worker (1 coin)"), True)
        self.mark()

    def toggle_coin(self, checked: bool = False) -> None:
        """Paying a coin is a step of the move: the prompt says it, Esc or C takes it back."""
        self.coin = bool(checked)
        self.mark()
        if not self.coin:
            self.back()
            return
        self.set_step(RiverboatInteractions.tr("Spending a coin: click any lit empty field (C "
                                               "again: no coin)."),
                      RiverboatInteractions.tr("Spending a coin: choose the field among your "
                                               "moves ({panel}); {coin} again: no coin.").format(
                          panel=prompt.panel_key(), coin=prompt.key_name("C")),
                      self.end_note([a for a in self.legal if a.coin]))

    def undo_steps(self) -> None:
        self.coin = False
        if self.coin_button is not None:
            self.coin_button.setChecked(False)
        self.mark()

    def mark(self) -> None:
        for h, item in self.panel.hexes.items():
            mark = None
            if PlaceWorker(h) in self.legal_set:
                mark = "legal"
            elif self.coin and PlaceWorker(h, True) in self.legal_set:
                mark = "coin"
            item.set_target(mark, lambda h=h: self.click(h))

    def click(self, h: int) -> None:
        free = PlaceWorker(h)
        self.try_submit(free if free in self.legal_set or not self.coin else PlaceWorker(h, True))


class PlantInteraction(Interaction):
    """Drag a face-up tile onto the workers; with a coin, pick a tile from a pile first."""

    def start(self) -> None:
        self.drag = PlantDrag(self.host, self.state, self.panel, self.legal)
        kinds = {a.cells for a in self.legal}
        targets = {h for cells in kinds for h, _ in cells}
        for h, item in self.panel.hexes.items():
            item.set_target("legal" if h in targets else None, None)
        for tile in self.host.scene.supply.tiles.values():
            self.drag.attach(tile, coin=False)
        if any(a.coin for a in self.legal):
            self.host.add_button(button("piles"), self.open_piles, keys.BUY.keys,
                                 RiverboatInteractions.tr("Look through the 1-hex and 2-hex "
                                                          "piles and take any tile"))
            for size in (1, 2):
                self.host.scene.supply.piles[size].set_target("coin", self.open_piles)

    def open_piles(self) -> None:
        self.drag.open_pile_picker()
        self.set_step(RiverboatInteractions.tr("From the piles, for 1 coin: drag a tile of the "
                                               "list onto your workers."),
                      RiverboatInteractions.tr("From the piles, for 1 coin: choose the tile "
                                               "among your moves ({panel}).").format(
                          panel=prompt.panel_key()),
                      self.end_note([a for a in self.legal if a.coin]))


class ShipInteraction(Interaction):
    """Click a riverboat (gold: from its pile for a coin); pick the crop if several fit."""

    def start(self) -> None:
        self.crop_buttons: list = []  # the crop choice of a boat clicked (a step of the move)
        self.by_boat: dict[str, list[ClaimBoat]] = defaultdict(list)
        for a in self.legal:
            if isinstance(a, ClaimBoat):
                self.by_boat[a.boat].append(a)
        for boat_id, item in self.host.scene.new_orleans.boats.items():
            claims = self.by_boat.get(boat_id, [])
            mark = ("coin" if claims[0].coin else "legal") if claims else None
            item.set_target(mark, lambda b=boat_id: self.click(b))
        self.host.add_button(button("pass"), lambda: self.try_submit(PassBoats()), keys.PASS.keys,
                             RiverboatInteractions.tr("Take no more riverboats this round"))

    def click(self, boat_id: str) -> None:
        claims = self.by_boat.get(boat_id, [])
        if claims:
            self.back()  # another boat's crop choice, if any, is given up
        if len(claims) == 1:
            self.try_submit(claims[0])
            return
        if not claims:
            p = self.state.players[self.seat]
            crop = max(range(len(CROPS)), key=p.harvestable)
            self.try_submit(ClaimBoat(boat_id, crop, not self.state.boat_up[boat_id]))
            return
        self.crop_buttons = [self.host.add_button(ship_button(a.crop, a.coin),
                                                  lambda a=a: self.try_submit(a))
                             for a in claims]
        boat = texts.capitalised(texts.boat_name(boat_id))
        self.set_step(RiverboatInteractions.tr("{boat}: choose the crop to ship with the buttons "
                                               "{buttons}.").format(
                          boat=boat, buttons=prompt.BUTTONS_AT),  # the bar says where they are
                      RiverboatInteractions.tr("{boat}: choose the crop to ship among your moves "
                                               "({panel}).").format(
                          boat=boat, panel=prompt.panel_key()), self.end_note(claims))

    def undo_steps(self) -> None:
        for crop_button in self.crop_buttons:
            crop_button.hide()
            crop_button.setEnabled(False)
        self.crop_buttons = []


class FeatureInteraction(Interaction):
    """A barn on an empty field, a well on a crop, or a surveyor (button)."""

    def start(self) -> None:
        at: dict[int, TakeFeature] = {a.hex: a for a in self.legal
                                      if isinstance(a, TakeFeature) and a.hex is not None}
        for h, item in self.panel.hexes.items():
            if h in at:
                item.set_target("legal", lambda a=at[h]: self.try_submit(a))
            else:
                item.set_target(None, lambda h=h: self.try_submit(self.guess(h)))
        kinds = sorted({a.kind for a in self.legal})
        self.host.hint(RiverboatInteractions.tr("Estate feature: {kinds} (marked on your "
                                                "mat).").format(
            kinds=", ".join(translated(FEATURES[k]) for k in kinds)))
        if TakeFeature("surveyor") in self.legal_set:
            self.host.add_button(button("surveyor"), lambda: self.try_submit(
                TakeFeature("surveyor")), keys.SURVEYOR.keys,
                RiverboatInteractions.tr("Put a surveyor in your supply"))

    def guess(self, h: int) -> TakeFeature:
        crop = self.state.players[self.seat].crop_at(h)
        return TakeFeature("well" if crop is not None else "barn", h)


class AgentsInteraction(Interaction):
    def start(self) -> None:
        for a in self.legal:
            self.host.add_button(send_button(a.count), lambda a=a: self.try_submit(a),
                                 str(a.count))


class CardInteraction(Interaction):
    """Click a face-up card (with its space bonus) or pay a coin to pick from the pile."""

    def start(self) -> None:
        board = self.host.scene.new_orleans
        for space, item in board.spaces.items():
            action = TakeCard(space)
            mark = "legal" if action in self.legal_set else None
            item.set_target(mark, lambda a=action: self.try_submit(a))
        self.pile = [a for a in self.legal if isinstance(a, TakeCardFromPile)]
        if self.pile:
            board.pile.set_target("coin", self.open_pile)
            self.host.add_button(button("look"), self.open_pile, keys.BUY.keys,
                                 RiverboatInteractions.tr("Pay a coin and take any card of the "
                                                          "pile (no space bonus)"))

    def open_pile(self) -> None:
        picks = [(a.card, lambda a=a: self.try_submit(a)) for a in self.pile]
        self.host.scene.show_card_picker(RiverboatInteractions.tr(
            "Opportunity pile: take any card for 1 coin"), picks)
        self.set_step(RiverboatInteractions.tr("Opportunity pile, for 1 coin: click the card to "
                                               "take (no space bonus)."),
                      RiverboatInteractions.tr("Opportunity pile, for 1 coin: choose the card "
                                               "among your moves ({panel}); no space bonus.")
                      .format(panel=prompt.panel_key()), self.end_note(self.pile))


class ScoringBonusInteraction(Interaction):
    def start(self) -> None:
        for k, a in enumerate(self.legal, 1):
            self.host.add_button(button(f"bonus {a.kind}"), lambda a=a: self.try_submit(a),
                                 str(k))


class SurveyInteraction(Interaction):
    """Click an unscored barn, well or opportunity card to place a surveyor; or stop."""

    def start(self) -> None:
        for h, item in self.panel.hexes.items():
            action = Survey("barn", hex_name(h))
            if action in self.legal_set:
                item.set_target("legal", lambda a=action: self.try_submit(a))
        for crop, item in self.panel.wells.items():
            action = Survey("well", crop)
            if action in self.legal_set:
                item.set_target("legal", lambda a=action: self.try_submit(a))
        for card, item in self.panel.cards.items():
            action = Survey("card", card)
            mark = "legal" if action in self.legal_set else None
            item.set_target(mark, lambda a=action: self.try_submit(a))
        self.host.add_button(button("stop"), lambda: self.try_submit(StopSurveying()),
                             keys.PASS.keys,
                             RiverboatInteractions.tr("Place no more surveyors this round"))
        self.host.hint(RiverboatInteractions.tr("A surveyor now scores: {targets}.").format(
            targets=", ".join(self.worth(a) for a in self.legal if isinstance(a, Survey))))

    def worth(self, a: Survey) -> str:
        """What the engine's scoring gives for this target now."""
        p = self.state.players[self.seat]
        if a.target == "barn":
            return RiverboatInteractions.tr("barn {hex} {vp} VP").format(
                hex=hex_label(parse_hex(a.ref)), vp=barn_score(p, parse_hex(a.ref)))
        if a.target == "well":
            crop = CROPS.index(a.ref)
            return RiverboatInteractions.tr("{crop} well {vp} VP").format(
                crop=texts.crop_name(crop), vp=well_score(p, crop))
        return RiverboatInteractions.tr("card “{title}” {vp} VP").format(
            title=texts.card_title(a.ref), vp=card_vp(p, a.ref))


INTERACTIONS: dict[str, type[Interaction]] = {
    "draft": DraftInteraction,
    "cultivate": WorkerInteraction,
    "bonus_worker": WorkerInteraction,
    "plant": PlantInteraction,
    "ship": ShipInteraction,
    "feature": FeatureInteraction,
    "agents": AgentsInteraction,
    "card": CardInteraction,
    "scoring_bonus": ScoringBonusInteraction,
    "survey": SurveyInteraction,
}


def interaction_for(host: Host, state: GameState) -> Interaction:
    return INTERACTIONS[state.decision_kind or ""](host, state)

