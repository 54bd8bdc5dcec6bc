"""Words shown to the player: names, tooltips and the prompt line, all from the engine's data.

Everything here is in the window's language: the table's own sentences through Qt's
translations (context `RiverboatTexts`), the engine's words (card titles, crops, colours, the
log's sentences) through `shell.i18n`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication

from core.riverboat.components import CROPS, WILD, components
from core.riverboat.constants import PHASES
from core.riverboat.describe import describe
from core.riverboat.scoring import card_vp
from core.riverboat.state import GameState, phase_words

from ..shell import i18n
from ..shell.i18n import QT_TRANSLATE_NOOP, Words
from . import theme


class RiverboatTexts(Words):
    """The translation context of the table's words (`RiverboatTexts.tr`)."""


tr = RiverboatTexts.tr  # for calls whose source is not a literal (lupdate skips those)

# The phase tiles' printed texts (components.json), translated here: only these tooltips show
# them. tests/riverboat/test_gui_texts_it.py checks that this list holds every text of the data.
PHASE_TILE_TEXTS = (
    QT_TRANSLATE_NOOP("RiverboatPhaseTiles", "take the leftmost worker from the round track "
                      "and place it in an empty field; it is yours from now on"),
    QT_TRANSLATE_NOOP("RiverboatPhaseTiles",
                      "place up to 8 workers, one per revealed cultivation card"),
    QT_TRANSLATE_NOOP("RiverboatPhaseTiles",
                      "ignore the revealed card: place the worker in any empty field"),
    QT_TRANSLATE_NOOP("RiverboatPhaseTiles", "1 coin"),
    QT_TRANSLATE_NOOP("RiverboatPhaseTiles", "place crop tiles under your workers, one per turn"),
    QT_TRANSLATE_NOOP("RiverboatPhaseTiles", "choose any 1-hex or 2-hex tile from its face-down "
                      "draw pile instead of the display"),
    QT_TRANSLATE_NOOP("RiverboatPhaseTiles", "harbor master 1 step"),
    QT_TRANSLATE_NOOP("RiverboatPhaseTiles", "claim up to 2 riverboats (round 4: 3)"),
    QT_TRANSLATE_NOOP("RiverboatPhaseTiles", "take a riverboat from a draw pile (another copy "
                      "of a type already taken this round)"),
    QT_TRANSLATE_NOOP("RiverboatPhaseTiles", "1 VP"),
    QT_TRANSLATE_NOOP("RiverboatPhaseTiles",
                      "take 1 face-up opportunity card and the bonus of its space"),
    QT_TRANSLATE_NOOP("RiverboatPhaseTiles",
                      "choose a card from the draw pile instead (no space bonus)"),
    QT_TRANSLATE_NOOP("RiverboatPhaseTiles", "choose one: 1 coin, or harbor master 1 step, or "
                      "send 1 worker to New Orleans"),
    QT_TRANSLATE_NOOP("RiverboatPhaseTiles", "place up to 2 surveyors (round 4: 3)"),
)

TILE_SHAPES = {"single": QT_TRANSLATE_NOOP("RiverboatTexts", "single"),
               "domino": QT_TRANSLATE_NOOP("RiverboatTexts", "domino"),
               "line": QT_TRANSLATE_NOOP("RiverboatTexts", "line"),
               "triangle": QT_TRANSLATE_NOOP("RiverboatTexts", "triangle"),
               "bent": QT_TRANSLATE_NOOP("RiverboatTexts", "bent")}

# The field symbols' names (theme.json), for the fields' tooltips.
FIELD_SYMBOLS = {"circle": QT_TRANSLATE_NOOP("RiverboatTexts", "circle"),
                 "triangle": QT_TRANSLATE_NOOP("RiverboatTexts", "triangle"),
                 "square": QT_TRANSLATE_NOOP("RiverboatTexts", "square"),
                 "diamond": QT_TRANSLATE_NOOP("RiverboatTexts", "diamond"),
                 "star": QT_TRANSLATE_NOOP("RiverboatTexts", "star")}

# What a human seat is asked (the prompt: '<where> must <what>.'); DECISION_TEXT's words, with
# the mouse in them where it helps (tests/riverboat/test_gui_texts_it.py compares them).
HUMAN_TEXT = {
    "draft": QT_TRANSLATE_NOOP("RiverboatTexts", "choose a phase tile"),
    "bonus_worker": QT_TRANSLATE_NOOP("RiverboatTexts", "place the round-track worker"),
    "plant": QT_TRANSLATE_NOOP("RiverboatTexts",
                               "drag a crop tile under your workers (wheel or R rotates)"),
    "ship": QT_TRANSLATE_NOOP("RiverboatTexts", "claim a riverboat or pass"),
    "feature": QT_TRANSLATE_NOOP("RiverboatTexts", "take an estate feature"),
    "card": QT_TRANSLATE_NOOP("RiverboatTexts", "take an opportunity card"),
    "scoring_bonus": QT_TRANSLATE_NOOP("RiverboatTexts", "choose the scoring bonus"),
    "survey": QT_TRANSLATE_NOOP("RiverboatTexts", "place a surveyor or stop"),
}

# The same for a human at the keys: the engine's words, no mouse's way (the window adds the
# keys that work)
KEYS_TEXT = {**HUMAN_TEXT,
             "plant": QT_TRANSLATE_NOOP("RiverboatTexts", "plant a crop tile")}

# What an AI seat is deciding, in the third person ('<where> is deciding: <what>.').
AI_TEXT = {
    "draft": QT_TRANSLATE_NOOP("RiverboatTexts", "how to choose a phase tile"),
    "bonus_worker": QT_TRANSLATE_NOOP("RiverboatTexts", "how to place the round-track worker"),
    "plant": QT_TRANSLATE_NOOP("RiverboatTexts", "how to plant a crop tile"),
    "ship": QT_TRANSLATE_NOOP("RiverboatTexts", "how to claim a riverboat or pass"),
    "feature": QT_TRANSLATE_NOOP("RiverboatTexts", "how to take an estate feature"),
    "card": QT_TRANSLATE_NOOP("RiverboatTexts", "how to take an opportunity card"),
    "scoring_bonus": QT_TRANSLATE_NOOP("RiverboatTexts", "how to choose the scoring bonus"),
    "survey": QT_TRANSLATE_NOOP("RiverboatTexts", "how to place a surveyor or stop"),
}


def counted(translated: str, n: int, one: str, other: str) -> str:
    """A count in words: the translation's plural form, or in English (the source language,
    whose forms Qt gives only once its translator is installed) the forms given here."""
    if i18n.current_language() == i18n.SOURCE:
        return (one if n == 1 else other).replace("%n", str(n))
    return translated


def words(engine: str) -> str:
    """The engine's words in the window's language: a sentence (Text) is rendered, a plain
    name (a crop, a colour, a phase) is looked up among the engine's translations."""
    return i18n.engine_words("riverboat", engine)


def log_words(action, state: GameState) -> str:
    """An action in the log's words ('plants a 2-hex corn tile on C6'), in the window's language."""
    return i18n.render(describe(action, state))


def coins(n: int) -> str:
    return counted(RiverboatTexts.tr("%n coin(s)", "", n), n, "%n coin", "%n coins")


def barns(n: int) -> str:
    return counted(RiverboatTexts.tr("%n barn(s)", "", n), n, "%n barn", "%n barns")


def wells(n: int) -> str:
    return counted(RiverboatTexts.tr("%n well(s)", "", n), n, "%n well", "%n wells")


def surveyors(n: int) -> str:
    return counted(RiverboatTexts.tr("%n surveyor(s)", "", n), n, "%n surveyor", "%n surveyors")


def workers(n: int) -> str:
    return counted(RiverboatTexts.tr("%n worker(s)", "", n), n, "%n worker", "%n workers")


def agents(n: int) -> str:
    return counted(RiverboatTexts.tr("%n agent(s)", "", n), n, "%n agent", "%n agents")


def cards(n: int) -> str:
    return counted(RiverboatTexts.tr("%n card(s)", "", n), n, "%n card", "%n cards")


def tiles(n: int) -> str:
    return counted(RiverboatTexts.tr("%n tile(s)", "", n), n, "%n tile", "%n tiles")


def crop_name(crop: int) -> str:
    return words(CROPS[crop])


def field_name(letter: str) -> str:
    """A field colour ('yellow'), in the window's language."""
    return words(theme.field_name(letter))


def field_symbol(letter: str) -> str:
    """A field colour's symbol by name ('circle'), in the window's language."""
    symbol = theme.field_symbol(letter)
    return tr(FIELD_SYMBOLS[symbol]) if symbol in FIELD_SYMBOLS else symbol


def card_title(card_id: str) -> str:
    return words(components().cards[card_id].title)


def card_text(card_id: str) -> str:
    return words(components().cards[card_id].text)


def card_tip(card_id: str, state: GameState | None = None, seat: int | None = None,
             names: Sequence[str] = ()) -> str:
    tip = RiverboatTexts.tr("Opportunity card: {title}\nScores {text}.\nScored when a surveyor "
                            "is placed on it in a Scoring phase.").format(
        title=card_title(card_id), text=card_text(card_id))
    if state is not None and seat is not None:
        tip += RiverboatTexts.tr("\nWould score {vp} VP for {seat} now.").format(
            vp=card_vp(state.players[seat], card_id), seat=seat_name(seat, names))
    return tip


def space_bonus(space: int) -> str:
    """An opportunity card space's bonus with the data's numbers: '+1 surveyor'."""
    bonus = components().space_bonuses[space]
    return ", ".join(SPACE_BONUS_WORDS[kind](n) for kind, n in bonus.items())


SPACE_BONUS_WORDS: dict[str, Callable[[int], str]] = {
    "surveyor": lambda n: counted(RiverboatTexts.tr("+%n surveyor(s)", "", n), n,
                                  "+%n surveyor", "+%n surveyors"),
    "agents_up_to": lambda n: counted(RiverboatTexts.tr("send %n agent(s)", "", n), n,
                                      "send %n agent", "send %n agents"),
    "harbor": lambda n: RiverboatTexts.tr("harbor +{steps}").format(steps=n),
    "coins": lambda n: counted(RiverboatTexts.tr("+%n coin(s)", "", n), n, "+%n coin",
                               "+%n coins"),
}


def boat_benefit(boat_id: str) -> str:
    return words(components().boats[boat_id].benefit_text())


def boat_name(boat_id: str) -> str:
    """'4-crop riverboat'; its benefit added where two boat types share a size."""
    boats = components().boats
    capacity = boats[boat_id].capacity
    if sum(b.capacity == capacity for b in boats.values()) > 1:
        return RiverboatTexts.tr("{capacity}-crop riverboat ({benefit})").format(
            capacity=capacity, benefit=boat_benefit(boat_id))
    return RiverboatTexts.tr("{capacity}-crop riverboat").format(capacity=capacity)


def capitalised(words: str) -> str:
    return words[:1].upper() + words[1:]


def boat_tip(boat_id: str) -> str:
    boat = components().boats[boat_id]
    return RiverboatTexts.tr(
        "{title}: capacity {capacity} (ship {capacity} workers standing on one crop).\n"
        "Benefit: {benefit}.\nAt the end it scores {capacity} VP if your harbor master reached "
        "its slot (half unless farthest).").format(
        title=capitalised(boat_name(boat_id)), capacity=boat.capacity,
        benefit=boat_benefit(boat_id))


def phase_name(phase: str) -> str:
    """A step of the game (a state's phase: 'harvest', 'draft') by its name in the rules, in the
    window's language ('Harvesting and Shipping'): the one name of the log, the prompt, the
    phase tiles, the advice and the review."""
    return words(phase_words(phase))


def tile_phase(number: int) -> str:
    """The phase of phase tile `number` (1 to 5): 'cultivation'..."""
    return PHASES[number]


def phase_tip(number: int) -> str:
    tile = components().raw["phase_tiles"][number - 1]
    coin = phase_tile_text(tile["coin"]) if tile["coin"] else RiverboatTexts.tr(
        "no coin ability")
    return RiverboatTexts.tr("Phase tile {number}: {name}\nGo first in this phase.\n"
                             "Bonus: {bonus}.\nPhase: {action}.\nCoin: {coin}.").format(
        number=number, name=phase_name(tile_phase(number)), bonus=phase_tile_text(tile["bonus"]),
        action=phase_tile_text(tile["action"]), coin=coin)


def phase_tile_text(data: str) -> str:
    return QCoreApplication.translate("RiverboatPhaseTiles", data)


def tile_crops(kind_id: str) -> list[str]:
    return [crop_name(c) for _, _, c in components().tile_kinds[kind_id].cells]


def tile_tip(kind_id: str) -> str:
    kind = components().tile_kinds[kind_id]
    vp = kind.vp
    what = {"size": kind.size, "shape": tr(TILE_SHAPES[kind.shape]),
            "crops": ", ".join(tile_crops(kind_id)), "vp": vp}
    if vp:
        return RiverboatTexts.tr("{size}-hex crop tile ({shape}): {crops}; scores {vp} VP when "
                                 "planted.\nDrag it onto workers.").format(**what)
    return RiverboatTexts.tr("{size}-hex crop tile ({shape}): {crops}.\nDrag it onto "
                             "workers.").format(**what)


def seat_name(seat: int, names: Sequence[str] = ()) -> str:
    """How a seat is called in its game ('Red (you)', 'Blue (AI Normal)'), else its colour.

    Each window passes its own game's names: the game window and a replay viewer can show
    different games at once.
    """
    return names[seat] if seat < len(names) else theme.seat_colour_name(seat)


def card_name(card: str | None) -> str:
    """A cultivation card: its colour, 'wild' or 'none'."""
    if card is None:
        return RiverboatTexts.tr("none")
    return RiverboatTexts.tr("wild") if card == WILD else field_name(card)


def decision_prompt(state: GameState, names: Sequence[str] = (), human: bool = True,
                    keys: bool = False) -> str:
    """What is being decided now, in the words of the rules.

    A human seat is told what to do with the mouse ('your workers'), or at the keys what to
    decide (the window names the keys); an AI seat's decision is only named, since nobody at
    the window makes it.
    """
    if state.decision is None:
        return RiverboatTexts.tr("The game is over.")
    kind, seat, arg = state.decision
    where = RiverboatTexts.tr("Round {round}, {phase} — {seat}").format(
        round=state.round, phase=phase_name(state.phase), seat=seat_name(seat, names))
    if not human:
        return RiverboatTexts.tr("{where} is deciding: {what}.").format(
            where=where, what=_ai_decision(kind, arg))
    if kind == "cultivate":
        if arg == WILD:
            return RiverboatTexts.tr("{where}: the cultivation card is {card}, place a "
                                     "worker.").format(where=where, card=card_name(arg))
        return RiverboatTexts.tr("{where}: the cultivation card is {card}, place a worker on a "
                                 "{card} field (or pay a coin for any field).").format(
            where=where, card=card_name(arg))
    if kind == "feature" and arg == "barn":
        what = RiverboatTexts.tr("place the barn from your riverboat on an empty field")
    elif kind == "agents":
        n = int(arg)
        what = counted(RiverboatTexts.tr("send up to %n worker(s) to New Orleans as agents",
                                         "", n), n,
                       "send up to %n worker to New Orleans as agents",
                       "send up to %n workers to New Orleans as agents")
    else:
        what = tr((KEYS_TEXT if keys else HUMAN_TEXT)[kind])
    return RiverboatTexts.tr("{where} must {what}.").format(where=where, what=what)


def _ai_decision(kind: str, arg: object) -> str:
    """The decision in the third person: nothing here says 'your'."""
    if kind == "cultivate":
        return RiverboatTexts.tr("where to place a worker (the cultivation card is "
                                 "{card})").format(card=card_name(arg))  # type: ignore[arg-type]
    if kind == "agents":
        n = int(arg)  # type: ignore[call-overload]
        return counted(RiverboatTexts.tr("whether to send up to %n agent(s) to New Orleans",
                                         "", n), n,
                       "whether to send up to %n agent to New Orleans",
                       "whether to send up to %n agents to New Orleans")
    if kind == "feature" and arg == "barn":
        return RiverboatTexts.tr("where to build the barn from its riverboat")
    return tr(AI_TEXT[kind])
