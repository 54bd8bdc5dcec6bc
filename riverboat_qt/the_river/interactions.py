"""The River's interactions: one small object per kind of decision (see shell/interaction.py).

A placement is a pioneer dragged from the boat (or a click on a lit spot); when the spot asks
for more (which tile, which building, which payment, which resource, which two tiles), the
pieces that answer light up or a picker opens, and every submitted action is one the engine
listed. Anything else gets the engine's own reason."""

from __future__ import annotations

from collections import defaultdict

from PySide6.QtCore import QPointF

from core.the_river import (
    Build,
    Claim,
    Discard,
    NoSwap,
    Reserve,
    SetAside,
    StartTile,
    Swap,
    Trade,
)
from core.the_river.actions import (
    CLAIM_SPOT,
    CONSTRUCT_SPOT,
    FOOD_SPOT,
    RESERVE_SPOT,
    SWAP_SPOT,
    spot_of,
)
from core.the_river.components import FOOD, components
from core.the_river.describe import building_words, resources_words
from core.the_river.legality import why_cannot_build, why_spot_closed
from core.the_river.state import GameState

from ..shell.interaction import Host, sentence
from ..shell.interaction import Interaction as BaseInteraction
from ..shell.prompt import panel_key
from . import ends, keys, texts
from .main_board import next_place
from .pioneer import PioneerItem
from .texts import RiverTexts, engine


class Interaction(BaseInteraction):
    """The River's base: also the scene and the deciding seat's board."""

    host: Host

    def __init__(self, host: Host, state: GameState):
        super().__init__(host, state)
        self.scene = host.scene
        self.board = self.scene.boards[self.seat]

    def refuse_action(self, action: object) -> None:
        why = self.state.why_illegal(action)
        self.host.refuse(sentence(engine(why) if why else RiverTexts.tr("not allowed now")))

    def end_note(self, candidates: list) -> str:
        """The warning if one of these moves ends the game (or makes this round the last)."""
        return ends.note(self.state, candidates)


class RiverSwapPick:
    """Two clicks on the tiles of one's river pick a swap (the swap spot, the swap meadow); the
    first click is a step of the move, which Esc takes back."""

    def __init__(self, owner: Interaction, first_step: bool = False):
        self.owner = owner
        self.first: int | None = None
        self.first_step = first_step  # the first tile is a step too (the swap spot's)

    def start(self) -> None:
        self.first = None
        for spot, cell in self.owner.board.cells.items():
            has_tile = spot <= len(self.owner.state.players[self.owner.seat].river)
            cell.set_target("legal" if has_tile else None, lambda s=spot: self.click(s))

    def swaps(self, spot: int | None = None) -> list[Swap]:
        """The legal swaps (with this spot, if given)."""
        return [a for a in self.owner.legal if isinstance(a, Swap)
                and (spot is None or spot in (a.first, a.second))]

    def click(self, spot: int) -> None:
        if self.first is None:
            if spot > len(self.owner.state.players[self.owner.seat].river):
                self.owner.refuse_action(Swap(1, spot) if spot > 1 else Swap(1, 2))
                return
            self.first = spot
            self.owner.set_step(texts.swap_second_step(spot), texts.swap_second_keys(spot),
                                self.owner.end_note(self.swaps(spot)))
            return
        if spot == self.first:  # let go: back to the first tile
            self.first = None
            if self.first_step:
                self.owner.set_step(texts.swap_first_step(), texts.swap_keys(),
                                    self.owner.end_note(self.swaps()))
            else:
                self.owner.back()
            return
        a, b = sorted((self.first, spot))
        self.owner.try_submit(Swap(a, b))

    def stop(self) -> None:
        self.first = None
        for cell in self.owner.board.cells.values():
            cell.set_target(None, None)


class StartTileInteraction(Interaction):
    """Click a face-up setup tile."""

    def start(self) -> None:
        for piece in self.scene.main.offer.values():
            tile = piece.tile
            if tile is None:
                continue
            action = StartTile(tile)
            mark = "legal" if action in self.legal_set else None
            piece.set_target(mark, lambda a=action: self.try_submit(a))


class PlaceInteraction(Interaction):
    """Trades (button T), then one pioneer to a spot, then the spot's own choice: each choice
    after the drop is a step the prompt says and Esc takes back."""

    def start(self) -> None:
        self.by_spot: dict[str, list] = defaultdict(list)
        for a in self.legal:
            spot = spot_of(a)
            if spot is not None:
                self.by_spot[spot].append(a)
        self.trades = [a for a in self.legal if isinstance(a, Trade)]
        self.swap_pick = RiverSwapPick(self, first_step=True)
        self.resting: PioneerItem | None = None  # the pioneer left on a spot for its step
        if self.trades:
            self.host.add_button(texts.trade_button(), self.open_trades, keys.TRADE.keys,
                                 RiverTexts.tr("Return any {give} resources to their islands "
                                               "and take 1 food").format(
                                     give=components().trade_give))
        if SetAside() in self.legal_set:
            self.host.add_button(texts.set_aside_button(), lambda: self.try_submit(SetAside()),
                                 keys.ASIDE.keys, RiverTexts.tr(
                                     "No spot is open to you: this pioneer sits out the round"))
            self.board.boat.on_idle_press = lambda: self.host.hint(RiverTexts.tr(
                "No action spot is open to your pioneers: press {button} [{key}].").format(
                    button=texts.set_aside_button(), key=keys.ASIDE.keys))
        for man in self.board.pioneers:
            if self.by_spot:
                man.set_draggable(self.lift, self.drop)
        self.light_spots()

    def light_spots(self) -> None:
        for spot, piece in self.scene.main.spots.items():
            mark = "legal" if spot in self.by_spot else None
            piece.set_target(mark, lambda s=spot: self.choose(s))

    def undo_steps(self) -> None:
        self._clear_choices()
        self._home()
        self.light_spots()

    # -- the pioneer -------------------------------------------------------------------

    def lift(self, man: PioneerItem) -> None:
        self.light_spots()
        self.host.hint(RiverTexts.tr("Drop the pioneer on a lit action spot."))

    def drop(self, man: PioneerItem, point: QPointF) -> None:
        spot = self.scene.spot_at(point)
        index = self.scene.offer_at(point)
        if spot is None and index is not None and self.scene.main.offer[index].tile:
            claim = Claim(self.scene.main.offer[index].tile)  # straight onto a tile: claim it
            man.go_home()
            self.try_submit(claim)
            return
        if spot is None:
            man.go_home()
            self.host.hint(RiverTexts.tr("The pioneer went back to the boat: drop it on a lit "
                                         "action spot."))
            return
        if spot not in self.by_spot:
            man.go_home()
            self.choose(spot)
            return
        self.choose(spot)
        if self.step is not None:  # the spot asks for more: the pioneer waits there, beside
            piece = self.scene.main.spots[spot]  # the pioneers on it, not over them
            place = piece.mapToScene(next_place(piece.rect, self.state, spot))
            man.rest_at(man.parentItem().mapFromScene(place))
            self.resting = man
        else:
            man.go_home()

    def _home(self) -> None:
        if self.resting is not None:
            self.resting.go_home()
            self.resting = None

    # -- the spot's choice -------------------------------------------------------------

    def choose(self, spot: str) -> None:
        """The pioneer goes to this spot: submit, or ask what the spot needs to know."""
        actions = self.by_spot.get(spot, [])
        if not actions:
            why = why_spot_closed(self.state, spot)
            self.host.refuse(sentence(engine(why) if why else RiverTexts.tr("not allowed now")))
            return
        self.back()  # another spot's half-done choice, if any, is given up
        if len(actions) == 1:
            self.try_submit(actions[0])
            return
        if spot == CLAIM_SPOT:
            self._mark_offer()
        elif spot == RESERVE_SPOT:
            self._mark_buildings(reserve=True)
        elif spot == CONSTRUCT_SPOT:
            self._mark_buildings(reserve=False)
        elif spot == FOOD_SPOT:
            self.open_food(actions)
        elif spot == SWAP_SPOT:
            self.swap_pick.start()
            self.set_step(texts.swap_first_step(), texts.swap_keys(), self.end_note(actions))

    def _clear_choices(self) -> None:
        self.swap_pick.stop()
        for piece in [*self.scene.main.offer.values(), *self.scene.main.market.values(),
                      *self.board.reserved.values()]:
            piece.set_target(None, None)

    def _mark_offer(self) -> None:
        for piece in self.scene.main.offer.values():
            if piece.tile is None:
                continue
            action = Claim(piece.tile)
            mark = "legal" if action in self.legal_set else None
            piece.set_target(mark, lambda a=action: self.try_submit(a))
        self.set_step(RiverTexts.tr("Claim: click the face-up terrain tile to take."),
                      RiverTexts.tr("Claim: choose the terrain tile among your moves "
                                    "({panel}).").format(panel=panel_key()),
                      self.end_note(self.by_spot[CLAIM_SPOT]))

    def _mark_buildings(self, reserve: bool) -> None:
        builds: dict[str, list[Build]] = defaultdict(list)
        for a in self.legal:
            if isinstance(a, Build):
                builds[a.building].append(a)
        targets = [(p.building, p) for p in self.scene.main.market.values() if p.building]
        if not reserve:
            targets += list(self.board.reserved.items())
        for building, piece in targets:
            if reserve:
                action = Reserve(building)
                piece.set_target("legal" if action in self.legal_set else None,
                                 lambda a=action: self.try_submit(a))
            else:
                piece.set_target("legal" if builds.get(building) else None,
                                 lambda b=building: self.build(b, builds.get(b, [])))
        if reserve:
            self.set_step(RiverTexts.tr("Reserve: click a face-up building to set it aside for "
                                        "later."),
                          RiverTexts.tr("Reserve: choose the building to set aside among your "
                                        "moves ({panel}).").format(panel=panel_key()),
                          self.end_note(self.by_spot[RESERVE_SPOT]))
        else:
            self.set_step(RiverTexts.tr("Construct: click a lit building, face up or reserved, "
                                        "then choose how to pay."),
                          RiverTexts.tr("Construct: choose the building and how to pay among "
                                        "your moves ({panel}).").format(panel=panel_key()),
                          self.end_note(self.by_spot[CONSTRUCT_SPOT]))

    def build(self, building: str, options: list[Build]) -> None:
        if not options:
            why = why_cannot_build(self.state, building)
            self.host.refuse(sentence(engine(why) if why else RiverTexts.tr("not allowed now")))
            return
        if len(options) == 1:
            self.try_submit(options[0])
            return
        name = engine(building_words(building))
        choices = [(self.scene.resources_row(a.pay, RiverTexts.tr("pay {resources}").format(
                        resources=engine(resources_words(a.pay)))),
                    RiverTexts.tr("Build {building}, paying {pay}").format(
                        building=name, pay=engine(resources_words(a.pay))),
                    lambda a=a: self.try_submit(a)) for a in options]
        if building in self.state.players[self.seat].reserved:
            title = RiverTexts.tr("Pay for {building}: reserved, %n resource(s) less of your "
                                  "choice", "", components().reserved_discount)
        else:
            title = RiverTexts.tr("Pay for {building}")
        # {vp} lets a language name the building short: the title has one line
        vp = components().buildings[building].vp
        self.scene.show_picker(title.format(building=name, vp=vp), choices)
        self.set_step(RiverTexts.tr("Construct {building}: click how to pay in the list.").format(
            building=name), RiverTexts.tr("Construct {building}: choose how to pay among your "
                                          "moves ({panel}).").format(
            building=name, panel=panel_key()), self.end_note(options))

    def open_food(self, actions: list) -> None:
        choices = [(self.scene.resources_row([int(k == a.resource) for k in range(FOOD + 1)],
                                             RiverTexts.tr("take 1 {resource}").format(
                                                 resource=texts.resource_words(a.resource))),
                    "", lambda a=a: self.try_submit(a)) for a in actions]
        self.scene.show_picker(RiverTexts.tr("No food is left: take 1 resource instead"),
                               choices)
        self.set_step(RiverTexts.tr("Food island: no food is left; click the resource to take "
                                    "instead."),
                      RiverTexts.tr("Food island: no food is left; choose the resource to take "
                                    "instead among your moves ({panel}).").format(
                          panel=panel_key()), self.end_note(actions))

    def open_trades(self) -> None:
        self.back()  # a half-done placement is given up: a trade comes before it
        choices = [(self.scene.resources_row(a.give, RiverTexts.tr("give {resources}").format(
                        resources=engine(resources_words(a.give)))),
                    RiverTexts.tr("Return {resources} and take 1 food").format(
                        resources=engine(resources_words(a.give))),
                    lambda a=a: self.try_submit(a)) for a in self.trades]
        give = components().trade_give
        self.scene.show_picker(RiverTexts.tr("Trade {give} resources for 1 food").format(
            give=give), choices)
        self.set_step(RiverTexts.tr("Trade: click the {give} resources to return for 1 food.")
                      .format(give=give),
                      RiverTexts.tr("Trade: choose the {give} resources to return for 1 food "
                                    "among your moves ({panel}).").format(
                          give=give, panel=panel_key()), self.end_note(self.trades))


class DiscardInteraction(Interaction):
    """Storage is short: click a stored resource or use the buttons to return one."""

    def start(self) -> None:
        for k, piece in self.board.held.items():
            action = Discard(k)
            mark = "legal" if action in self.legal_set else None
            piece.set_target(mark, lambda a=action: self.try_submit(a))
        for n, a in enumerate(self.legal, 1):
            self.host.add_button(texts.return_button(a.resource),
                                 lambda a=a: self.try_submit(a), str(n),
                                 RiverTexts.tr("Back to its island: it does not fit your "
                                               "warehouses"))


class MeadowSwapInteraction(Interaction):
    """The swap meadow: click two tiles of your river, or decline (N)."""

    def start(self) -> None:
        self.swap_pick = RiverSwapPick(self)
        self.swap_pick.start()
        self.host.add_button(texts.no_swap_button(), lambda: self.try_submit(NoSwap()),
                             keys.NO_SWAP.keys,
                             RiverTexts.tr("Decline this swap of the meadow"))

    def undo_steps(self) -> None:
        self.swap_pick.start()


INTERACTIONS: dict[str, type[Interaction]] = {
    "start_tile": StartTileInteraction,
    "place": PlaceInteraction,
    "discard": DiscardInteraction,
    "meadow_swap": MeadowSwapInteraction,
}


def interaction_for(host: Host, state: GameState) -> Interaction:
    return INTERACTIONS[state.decision_kind or ""](host, state)


