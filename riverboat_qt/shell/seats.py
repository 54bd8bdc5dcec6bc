"""Who plays each seat: the seat configs, how a record saves them, and their words (the AI
levels' names and descriptions, 'Red (you)'). A leaf of the shell: the controller, the dialogs,
the settings, the guide and the entry point all read it, and it reads none of them."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ai import level_description, make_bot
from core import GameRecord, InvalidState

from . import theme
from .i18n import QT_TRANSLATE_NOOP, engine_context, translate

# the AI levels' names and what each game's levels do (its knowledge says, ai.level_description),
# for lupdate: settings and records keep the English names, the window shows them translated
# (level_name, level_tip)
MATCH_ME_LEVEL = "Match me"  # a seat's choice: a bot matched to the player (shell/match.py)
LEVEL_NAMES = {"Easy": QT_TRANSLATE_NOOP("Levels", "Easy"),
               "Normal": QT_TRANSLATE_NOOP("Levels", "Normal"),
               "Hard": QT_TRANSLATE_NOOP("Levels", "Hard")}
# other words a level is shown by: Match me's choice, and the rated levels it lies between
OTHER_NAMES = {"Greedy": QT_TRANSLATE_NOOP("Levels", "Greedy"),
               "Random": QT_TRANSLATE_NOOP("Levels", "Random"),
               MATCH_ME_LEVEL: QT_TRANSLATE_NOOP("Levels", "Match me")}
# a bot's word in a spec (an arena's record, --seats) -> the name the window shows it by
BOT_WORDS = {name.lower(): name for name in (*LEVEL_NAMES, "Greedy", "Random")}
WHO = {"you": QT_TRANSLATE_NOOP("Seats", "you"), "human": QT_TRANSLATE_NOOP("Seats", "human")}


@dataclass(frozen=True)
class SeatConfig:
    """Who plays a seat: a human, or the AI at a level ('Easy', 'Normal', 'Hard' or a spec)."""

    human: bool
    level: str = "Normal"

    @property
    def spec(self) -> str:
        return self.level.lower()


def seats_meta(seats: list[SeatConfig]) -> list[dict[str, Any]]:
    """The seats as saved in a record's meta: [{"human": true}, {"human": false, ...}]."""
    return [{"human": True} if s.human else {"human": False, "level": s.level} for s in seats]


def seats_from_meta(record: GameRecord) -> list[SeatConfig] | None:
    """The seats a record was played with, None if it does not say (an arena record); each AI
    level is checked against the record's game.

    A damaged entry raises InvalidState naming it."""
    entries = record.meta.get("seats")
    if entries is None:
        return None
    if not isinstance(entries, list) or len(entries) != record.num_players:
        raise InvalidState(f"record field 'meta.seats' must list {record.num_players} seats")
    seats = []
    for k, entry in enumerate(entries, 1):
        if not isinstance(entry, dict) or not isinstance(entry.get("human"), bool):
            raise InvalidState(f"record field 'meta.seats', seat {k}: no 'human' true/false")
        if entry["human"]:
            seats.append(SeatConfig(True))
            continue
        level = entry.get("level")
        try:
            make_bot(str(level).lower(), game=record.game)
        except (ValueError, TypeError) as exc:
            raise InvalidState(f"record field 'meta.seats', seat {k}: bad AI level "
                               f"{level!r} ({exc})") from None
        seats.append(SeatConfig(False, str(level)))
    return seats


def seat_labels(seats: list[SeatConfig]) -> list[str]:
    """The seats as a record keeps them, in English ('Red (you)', 'Blue (AI Normal)'); the
    window shows them with shown_label."""
    humans = sum(s.human for s in seats)
    out = []
    for k, seat in enumerate(seats):
        who = ("you" if humans == 1 else "human") if seat.human else f"AI {seat.level}"
        out.append(f"{theme.english_colour_name(k)} ({who})")
    return out


def level_name(level: str) -> str:
    """An AI level in the window's language ('Normal' -> 'Normale', a bot's word 'random' ->
    'Casuale'); a spec stays as it is."""
    level = BOT_WORDS.get(level, level)
    known = level in LEVEL_NAMES or level in OTHER_NAMES
    return translate("Levels", level) if known else level


def level_tip(level: str, game: str) -> str:
    """What a game's level does, as its knowledge says, in the window's language (marked for
    the translators by tools/engine_strings.py, with the engine's words)."""
    return translate(engine_context("levels"), level_description(level, game))


def shown_label(seat: int, label: str) -> str:
    """A record's seat label in the window's language ('Red (AI Normal)' -> 'Rosso (IA
    Normale)'); a label of another shape (an arena's) keeps its words after the colour."""
    colour = theme.english_colour_name(seat)
    label = str(label)
    rest = label[len(colour):].strip() if label.startswith(colour) else f"({label})"
    if not rest:
        return theme.seat_colour_name(seat)
    if not (rest.startswith("(") and rest.endswith(")")):
        return label
    who = rest[1:-1]
    if who in WHO:
        who = translate("Seats", who)
    elif who.startswith("AI "):
        who = translate("Seats", "AI {level}").format(
            level=level_name(who[3:]))
    return translate("Seats", "{colour} ({who})").format(
        colour=theme.seat_colour_name(seat), who=who)


def shown_labels(labels: list[str] | tuple[str, ...]) -> list[str]:
    return [shown_label(k, label) for k, label in enumerate(labels)]
