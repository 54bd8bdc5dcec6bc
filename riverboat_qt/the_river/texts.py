"""Words shown to the player: names, tooltips and the prompt line, all asked of the engine
(describe's words, the data, the scoring functions); no rule is restated here.

The table's own words go through `RiverTexts.tr` (Qt's translations, context "RiverTexts");
the engine's words through `engine()`, which renders a core.text.Text or looks a plain name up."""

from __future__ import annotations

from collections.abc import Sequence

from core.the_river.actions import Trade, spot_of
from core.the_river.board import count_type, production
from core.the_river.components import Meadow, components
from core.the_river.describe import building_words, resources_words, tile_words
from core.the_river.legality import SPOT_WORDS
from core.the_river.scoring import CATEGORIES, boat_after_cleanup, breakdown, tile_meadow_vp
from core.the_river.state import PHASE_NAMES, GameState

from ..shell import i18n
from ..shell.i18n import QT_TRANSLATE_NOOP
from ..shell.prompt import panel_key
from . import theme

GAME_ID = "the-river"


class RiverTexts(i18n.Words):
    """The translation context of the table's own words. `RiverTexts.tr(...)` is what
    pyside6-lupdate extracts (a count as a third argument makes a plural message) and what Qt
    looks up; named fields are filled after translation."""

    @classmethod
    def tr(cls, source: str, disambiguation: str | None = None, n: int = -1) -> str:
        found = super().tr(source, disambiguation or None, n)
        if n >= 0 and found == source.replace("%n", str(n)):  # no plural forms loaded yet
            found = found.replace("(s)", "" if n == 1 else "s")
        return found


def engine(words: str) -> str:
    """The engine's words in the window's language: a sentence (Text) is rendered, a plain
    name (a resource, a terrain, a score category, a phase) is looked up."""
    return i18n.engine_words(GAME_ID, words)


SPOT_ACTIONS = {
    "claim_tile": QT_TRANSLATE_NOOP("RiverTexts", "claim a face-up terrain tile for the next "
                                    "spot of your river"),
    "construct": QT_TRANSLATE_NOOP("RiverTexts", "build a face-up or reserved building, paying "
                                   "its cost (food is wild)"),
    "produce_wood": QT_TRANSLATE_NOOP("RiverTexts", "produce wood: 1 per visible wood symbol"),
    "produce_clay": QT_TRANSLATE_NOOP("RiverTexts", "produce clay: 1 per visible clay symbol"),
    "produce_stone": QT_TRANSLATE_NOOP("RiverTexts", "produce stone: 1 per visible stone "
                                       "symbol"),
    "food": QT_TRANSLATE_NOOP("RiverTexts", "take 1 food (none left: 1 wood, clay or stone)"),
    "first_player": QT_TRANSLATE_NOOP("RiverTexts", "take the first player pawn"),
    "swap": QT_TRANSLATE_NOOP("RiverTexts", "swap two tiles of your river"),
}



def meadow_values(effect: str, field: str) -> str:
    """What the data gives the meadows of an effect ('3'; '2/3' if they differ)."""
    found = sorted({getattr(t.meadow, field) for t in components().tiles.values()
                    if t.meadow is not None and t.meadow.effect == effect})
    return "/".join(str(v) for v in found)


def category_tips() -> dict[str, str]:
    """The final scoring's categories explained, with the numbers of the data; translated
    where the shell shows them, in the table's context."""
    comp = components()
    return {
        CATEGORIES[0]: QT_TRANSLATE_NOOP("RiverTable", "The bonus tokens taken when building, "
                                         "at their printed values."),
        CATEGORIES[1]: QT_TRANSLATE_NOOP("RiverTable", "The points printed on each building "
                                         "you constructed."),
        CATEGORIES[2]: i18n.later("RiverTable", QT_TRANSLATE_NOOP(
            "RiverTable", "1 VP per {count} resources left in your warehouses (food "
                          "included)."), count=comp.resources_per_vp),
        CATEGORIES[3]: i18n.later("RiverTable", QT_TRANSLATE_NOOP(
            "RiverTable", "Each column of your river (spots {columns}): {all_three} VP if its "
                          "three tiles share a type, else {top_two} VP if the top two do."),
            columns=", ".join("-".join(str(spot) for spot in column) for column in comp.columns),
            all_three=comp.column_all_three, top_two=comp.column_top_two),
        CATEGORIES[4]: i18n.later("RiverTable", QT_TRANSLATE_NOOP(
            "RiverTable", "What your meadow tiles score: per tile of a type, per production "
                          "symbol (at most {most}), income meadows {income} VP, per pioneer on "
                          "the boat, per bonus token."),
            most=meadow_values("production_bonus", "max_vp"),
            income=meadow_values("cleanup_income", "vp")),
    }


CATEGORY_TIPS = category_tips()


def seat_name(seat: int, names: Sequence[str] = ()) -> str:
    """How a seat is called in its game ('Red (you)'), else its colour."""
    return names[seat] if seat < len(names) else theme.seat_colour_name(seat)


def capitalised(words: str) -> str:
    return words[:1].upper() + words[1:]


def phase_name(phase: str) -> str:
    """A step of the game (a state's phase: 'setup', 'play'...) by its name in the rules, in
    the window's language: the one name of the log, the prompt, the board and the review."""
    return engine(PHASE_NAMES[phase])


def resource_words(resource: int) -> str:
    """A resource's name in the window's language ('wood')."""
    return engine(components().resources[resource])


def terrain_words(terrain: str) -> str:
    return engine(terrain)


def spot_rule_words(state: GameState, spot: str) -> str:
    """Who may stand there, from the data: '2 pioneers', '2 of each player', 'any number'."""
    rule = components().spot_rules(state.num_players)[spot]
    if rule.kind == "single":
        return RiverTexts.tr("room for %n pioneer(s)", "", rule.count)
    if rule.kind == "two_per_player":
        return RiverTexts.tr("%n pioneer(s) of each player", "", components().claims_per_round)
    return RiverTexts.tr("any number of pioneers")


def spot_action(spot: str) -> str:
    """What a pioneer does on a spot; the reserve's discount from the data."""
    if spot == "reserve":
        return RiverTexts.tr("reserve a face-up building (it then costs %n resource(s) less)",
                             "", components().reserved_discount)
    return RiverTexts.tr(SPOT_ACTIONS[spot])


def spot_tip(state: GameState, spot: str, names: Sequence[str] = ()) -> str:
    who = [seat_name(s, names) for s in state.spots[spot]]
    here = ", ".join(who) if who else RiverTexts.tr("nobody yet")
    return RiverTexts.tr("{spot}: {action}.\n{rule}. Here: {here}.").format(
        spot=capitalised(engine(SPOT_WORDS[spot])), action=spot_action(spot),
        rule=capitalised(spot_rule_words(state, spot)), here=here)


def tile_tip(tile_id: str) -> str:
    """A face-up tile: what it is, in the log's words."""
    return RiverTexts.tr("{tile}.").format(tile=capitalised(engine(tile_words(tile_id))))


def river_tile_tip(state: GameState, seat: int, spot: int, names: Sequence[str] = ()) -> str:
    """A tile on a river: what it is, and what the river's columns and meadows score now."""
    p = state.players[seat]
    tile_id = p.river[spot - 1]
    now = breakdown(p, boat_after_cleanup(p))
    column = next(k for k, col in enumerate(components().columns, 1) if spot in col)
    who = seat_name(seat, names)
    lines = [RiverTexts.tr("Spot {spot} (column {column}): {tile}.").format(
        spot=spot, column=column, tile=engine(tile_words(tile_id)))]
    meadow = components().tiles[tile_id].meadow
    if meadow is not None:
        counted = meadow_counts(state, seat, meadow)
        own = tile_meadow_vp(p, tile_id, boat_after_cleanup(p))
        if counted:
            line = RiverTexts.tr("This meadow scores {vp} VP now ({counted}); {seat}'s meadows "
                                 "score {total} VP in all.")
        else:
            line = RiverTexts.tr("This meadow scores {vp} VP now; {seat}'s meadows score "
                                 "{total} VP in all.")
        lines.append(line.format(vp=own, counted=counted, seat=who, total=now[CATEGORIES[4]]))
    lines.append(RiverTexts.tr("{seat}'s columns score {vp} VP now.").format(
        seat=who, vp=now[CATEGORIES[3]]))
    return "\n".join(lines)


def meadow_counts(state: GameState, seat: int, meadow: Meadow) -> str:
    """What a scoring meadow counts now, asked of the engine: 'now 3 desert tiles'."""
    p = state.players[seat]
    if meadow.effect == "vp_per_type" and meadow.terrain is not None:
        return RiverTexts.tr("now %n {terrain} tile(s)", "", count_type(p.river, meadow.terrain)
                             ).format(terrain=terrain_words(meadow.terrain))
    if meadow.effect == "production_bonus" and meadow.resource is not None:
        n = production(p.board, p.river)[meadow.resource]
        return RiverTexts.tr("now %n {resource} symbol(s)", "", n).format(
            resource=resource_words(meadow.resource))
    if meadow.effect == "vp_per_boat_pioneer":
        return RiverTexts.tr("now %n pioneer(s) for the boat", "", boat_after_cleanup(p))
    if meadow.effect == "vp_per_bonus_token":
        return RiverTexts.tr("now %n bonus token(s)", "", len(p.tokens))
    return ""


def printed_anything(board_id: int, spot: int) -> bool:
    """Whether a board prints a symbol or a warehouse under a spot."""
    b = components().boards[board_id]
    return bool(b.storage[spot - 1] or any(b.production[spot - 1]))


def printed_words(board_id: int, spot: int) -> str:
    """What a board prints under a spot: its symbols and warehouses, or 'nothing printed'."""
    b = components().boards[board_id]
    parts = [RiverTexts.tr("%n {resource} symbol", "", n).format(resource=resource_words(k))
             for k, n in enumerate(b.production[spot - 1]) if n]
    if b.storage[spot - 1]:
        parts.append(RiverTexts.tr("%n warehouse(s)", "", b.storage[spot - 1]))
    return ", ".join(parts) if parts else RiverTexts.tr("nothing printed")


def printed_tip(board_id: int, spot: int) -> str:
    b = components().boards[board_id]
    words = RiverTexts.tr("Spot {spot}, empty: {printed} (lost once a tile covers it).").format(
        spot=spot, printed=printed_words(board_id, spot))
    if spot in b.framed:
        words += "\n" + RiverTexts.tr("Framed: a pioneer settles here for good at the cleanup "
                                      "after it is covered.")
    return words


def building_tip(building_id: str, reserved: bool = False) -> str:
    b = components().buildings[building_id]
    words = RiverTexts.tr("{building}.\nFood may replace any resource of the cost. Scores {vp} "
                          "VP at the end.").format(
        building=capitalised(engine(building_words(building_id))), vp=b.vp)
    if reserved:
        less = components().reserved_discount
        cost = RiverTexts.tr("%n resource(s)", "", max(0, b.size - less))
        words += "\n" + RiverTexts.tr("Reserved: costs {cost} (%n less, of your choice).", "",
                                      less).format(cost=cost)
    return words


def storage_tip(state: GameState, seat: int) -> str:
    p = state.players[seat]
    return RiverTexts.tr("Warehouses: {held} of {room} used ({resources}).\nEvery {count} "
                         "resources left at the end score 1 VP.").format(
        held=p.held(), room=p.storage(), resources=engine(resources_words(p.res)),
        count=components().resources_per_vp)


def score_tip(state: GameState, seat: int, names: Sequence[str] = ()) -> str:
    p = state.players[seat]
    table = (state.final[seat] if state.final is not None
             else breakdown(p, boat_after_cleanup(p)))
    rows = "\n".join(RiverTexts.tr("{category}: {vp}").format(category=engine(k), vp=v)
                     for k, v in table.items())
    when = (RiverTexts.tr("Final score") if state.final is not None
            else RiverTexts.tr("If the game ended now"))
    return RiverTexts.tr("{seat} — {when}: {total} VP\n{rows}").format(
        seat=seat_name(seat, names), when=when, total=sum(table.values()), rows=rows)


def decision_prompt(state: GameState, names: Sequence[str] = (), human: bool = True,
                    keys: bool = False) -> str:
    """What is decided now, in the rules' words: a human seat is told what to do with the
    mouse (or at the keys, what to decide: the window names the keys), an AI seat's decision
    is only named."""
    if state.decision is None:
        return RiverTexts.tr("The game is over.")
    kind, seat, _ = state.decision
    where = RiverTexts.tr("Round {round}, {phase} — {seat}").format(
        round=state.round, phase=phase_name(state.phase), seat=seat_name(seat, names))
    if not human:
        return RiverTexts.tr(AI_WORDS[kind]).format(where=where)
    if keys:
        return _keys_prompt(state, where)
    if kind == "start_tile":
        return RiverTexts.tr("{where} must choose a starting terrain tile: click a face-up "
                             "tile.").format(where=where)
    if kind == "place":
        legal = state.legal_actions()
        trades = any(isinstance(a, Trade) for a in legal)  # T is named only when it trades
        if not any(spot_of(a) is not None for a in legal):
            if not trades:
                return RiverTexts.tr("{where} must find no open spot: set a pioneer aside "
                                     "(A).").format(where=where)
            return RiverTexts.tr("{where} must find no open spot: trade {give} resources for 1 "
                                 "food (T) or set a pioneer aside.").format(
                where=where, give=components().trade_give)
        if trades:
            return RiverTexts.tr("{where} must drag a pioneer from your boat to an action spot "
                                 "(or click a lit spot); T trades {give} resources for 1 food."
                                 ).format(where=where, give=components().trade_give)
        return RiverTexts.tr("{where} must drag a pioneer from your boat to an action spot (or "
                             "click a lit spot).").format(where=where)
    if kind == "discard":
        return RiverTexts.tr("{where} must return %n resource(s), more than your warehouses "
                             "hold: click a resource or use the buttons.", "",
                             state.players[seat].excess()).format(where=where)
    return RiverTexts.tr("{where} must use the swap meadow: click two tiles of your river to "
                         "swap them, or N: no swap.").format(where=where)


def _keys_prompt(state: GameState, where: str) -> str:
    """A human's decision at the keys: what to decide, no mouse's way and no key (the window
    adds the keys that work)."""
    kind, seat, _ = state.decision or ("", 0, None)
    if kind == "start_tile":
        return RiverTexts.tr("{where} must choose a starting terrain tile.").format(where=where)
    if kind == "place":
        if any(spot_of(a) is not None for a in state.legal_actions()):
            return RiverTexts.tr("{where} must place a pioneer on an action spot.").format(
                where=where)
        return RiverTexts.tr("{where} must find no open spot: trade {give} resources for 1 "
                             "food or set a pioneer aside.").format(
            where=where, give=components().trade_give)
    if kind == "discard":
        return RiverTexts.tr("{where} must return %n resource(s), more than your warehouses "
                             "hold.", "", state.players[seat].excess()).format(where=where)
    return RiverTexts.tr("{where} must use the swap meadow: swap two tiles of your river, or "
                         "not.").format(where=where)


AI_WORDS = {
    "start_tile": QT_TRANSLATE_NOOP("RiverTexts", "{where} is deciding: which starting terrain "
                                    "tile to take."),
    "place": QT_TRANSLATE_NOOP("RiverTexts", "{where} is deciding: where to place a pioneer."),
    "discard": QT_TRANSLATE_NOOP("RiverTexts", "{where} is deciding: which resource to "
                                 "return."),
    "meadow_swap": QT_TRANSLATE_NOOP("RiverTexts", "{where} is deciding: whether to swap two "
                                     "tiles of its river."),
}


def resource_letter(resource: int) -> str:
    """The initial on a resource's icon, in the window's language (the theme's is English)."""
    letters = (RiverTexts.tr("W", "wood's initial"), RiverTexts.tr("C", "clay's initial"),
               RiverTexts.tr("S", "stone's initial"), RiverTexts.tr("F", "food's initial"))
    if i18n.current_language() == i18n.SOURCE or resource >= len(letters):
        return theme.resource_letter(resource)
    return letters[resource]


def seat_letter(seat: int) -> str:
    """The initial on a seat's pioneers, in the window's language (the shell's theme has them:
    every table marks its seats' pieces alike)."""
    return theme.seat_letter(seat)


# -- the choice buttons (the hint marks them by the same words) ---------------------------------

def trade_button() -> str:
    return RiverTexts.tr("Trade {give} for 1 food…").format(give=components().trade_give)


def set_aside_button() -> str:
    return RiverTexts.tr("Set a pioneer aside")


def no_swap_button() -> str:
    return RiverTexts.tr("No swap")


def swap_first_step() -> str:
    return RiverTexts.tr("Swap: click the first of the two river tiles to swap.")


def swap_keys() -> str:
    """The swap's step at the keys: the choices panel lists every swap whole."""
    return RiverTexts.tr("Swap: choose the two river tiles to swap among your moves "
                         "({panel}).").format(panel=panel_key())


def swap_second_keys(spot: int) -> str:
    return RiverTexts.tr("Swap: spot {spot} chosen; choose the swap among your moves "
                         "({panel}).").format(spot=spot, panel=panel_key())


def swap_second_step(spot: int) -> str:
    return RiverTexts.tr("Swap: spot {spot} chosen; click the second tile (spot {spot} again "
                         "lets it go).").format(spot=spot)


def return_button(resource: int) -> str:
    return RiverTexts.tr("Return 1 {resource}").format(resource=resource_words(resource))
