"""A table for the toy card race (tests/kernel/toy.py), written only against the shell's side
of the contract (riverboat_qt/shell/table.py): the proof that the window plays a game it was
never told about, given the table by whoever opens it.

The deck and each seat's total are pieces; the human draws by clicking the deck and stops with
the Stop button (S). An AI's draw slides a card from the deck to its seat.
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QObject, QRectF
from PySide6.QtGui import QColor, QPainter

from core.game import Action, State
from riverboat_qt.shell import art, theme
from riverboat_qt.shell.hint_ring import mark_button, ring_pieces
from riverboat_qt.shell.interaction import Host, Interaction
from riverboat_qt.shell.keys_help import InputHelp
from riverboat_qt.shell.piece import Draw, Piece
from riverboat_qt.shell.scene import TableScene
from riverboat_qt.shell.table import OMNISCIENT, Done, GameTable, WrongGame, own
from tests.kernel.toy import GAME_ID, Move, ToyState

CARD = QRectF(0, 0, 110, 160)
SEAT = QRectF(0, 0, 280, 110)
STOP = "Stop"
STOP_KEY = InputHelp("S", "Stop: keep the total", "ToyTable")  # Help > Mouse and keys


def toy_move(action: Action) -> Move:
    """The action as one of the toy's; WrongGame for another game's."""
    if not isinstance(action, Move):
        raise WrongGame(f"a toy move was expected, not a {type(action).__name__}")
    return action


class ToyScene(TableScene):
    """The deck on the left, one panel a seat on the right (the focus seat's ringed)."""

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self.deck: Piece | None = None
        self.seat_pieces: list[Piece] = []

    def rebuild(self, state: Any, focus: int, names: Sequence[str] = ()) -> None:
        toy = own(state, ToyState)
        self.begin_rebuild(toy, focus, names)
        left = len(toy.deck)
        self.deck = Piece(CARD, lambda p: draw_card(p, f"{left}", "cards left"),
                          f"The deck: {left} cards, their order hidden")
        self.deck.name = "deck"
        self.place(self.deck, 0, 0)
        self.seat_pieces = []
        for seat in range(toy.num_players):
            words = seat_words(toy, seat, names)
            piece = Piece(SEAT, seat_drawing(seat, words, seat == focus), words)
            piece.name = f"seat {seat}"
            self.place(piece, 160, seat * (SEAT.height() + 20))
            self.seat_pieces.append(piece)
        self.end_rebuild()


def seat_words(state: ToyState, seat: int, names: Sequence[str]) -> str:
    status = " (stopped)" if state.stopped[seat] else ""
    return (f"{theme.seat_name(seat, names)}: {state.totals[seat]} of "
            f"{state.target}{status}")


def draw_card(p: QPainter, big: str, small: str) -> None:
    art.pill(p, CARD, QColor("#fffaf0"), theme.colour("ink"), 10)
    art.text(p, CARD.adjusted(0, 20, 0, -70), big, 40, True)
    art.text(p, CARD.adjusted(6, 95, -6, -10), small, 14)


def seat_drawing(seat: int, words: str, focus: bool) -> Draw:
    """A seat panel's painting, its values bound now (the loop that makes the panels moves on)."""
    return lambda p: draw_seat(p, seat, words, focus)


def draw_seat(p: QPainter, seat: int, words: str, focus: bool) -> None:
    art.pill(p, SEAT, theme.seat_fill(seat), theme.seat_edge(seat), 12)
    art.text_fit(p, SEAT.adjusted(10, 10, -10, -10), words, 22 if focus else 18,
                 QColor("white"), bold=focus)


class ToyTurn(Interaction):
    """The one decision of the toy: click the deck to draw, or the Stop button."""

    def start(self) -> None:
        scene = self.host.scene
        draw, stop = Move("draw"), Move("stop")
        scene.deck.set_target("legal" if draw in self.legal_set else None,
                              lambda: self.try_submit(draw))
        self.host.add_button(STOP, lambda: self.try_submit(stop), STOP_KEY.keys,
                             "Stop for good with your total")


def interaction_for(host: Host, state: State) -> Interaction:
    return ToyTurn(host, own(state, ToyState))


def decision_prompt(state: State, names: Sequence[str], human: bool, keys: bool = False) -> str:
    toy = own(state, ToyState)
    seat = toy.current_player
    if seat is None:
        return "Game over."
    who = theme.seat_name(seat, names)
    if not human:
        return f"{who} is to draw or stop."
    if keys:
        return f"{who}: draw, or stop ({toy.totals[seat]} of {toy.target})."
    return f"{who}: click the deck to draw, or Stop ({toy.totals[seat]} of {toy.target})."


def describe(action: Action, state: State) -> str:
    own(state, ToyState)
    return "draws a card" if toy_move(action).kind == "draw" else "stops"


def advice(action: Action, state: State) -> str:
    own(state, ToyState)
    return "draw a card" if toy_move(action).kind == "draw" else "stop"


def animate_move(scene: TableScene, action: Action, seat: int, before: State, ms: int,
                 done: Done) -> bool:
    """A drawn card slides from the deck to the seat's panel; a stop is not animated."""
    toy_scene, toy = own(scene, ToyScene), own(before, ToyState)
    if toy_move(action).kind != "draw" or toy_scene.deck is None or not toy.deck:
        return False
    card = str(toy.deck[-1])
    return toy_scene.slide(lambda p: draw_card(p, card, "drawn"), toy_scene.deck.centre(),
                           toy_scene.seat_pieces[seat].centre(), ms, done)


def highlight_action(window: Any, action: Action, seat: int) -> list:
    """A hint: the deck ringed for a draw, the Stop button outlined for a stop."""
    scene = own(window.scene, ToyScene)
    if toy_move(action).kind == "draw" and scene.deck is not None:
        return ring_pieces(scene, [scene.deck])
    return mark_button(window, STOP)


def hidden_text(state: State, seat: int | None, names: Sequence[str]) -> str:
    """The replay viewer's panel: the deck's order for everyone's view, its count otherwise."""
    toy = own(state, ToyState)
    if seat == OMNISCIENT:
        order = ", ".join(str(card) for card in reversed(toy.deck)) or "empty"
        return f"<p>Deck, top first: {html.escape(order)}</p>"
    return f"<p>Deck: {len(toy.deck)} cards, in an order nobody knows.</p>"


def review_words(key: str, value: str) -> str:
    return value


TOY_TABLE = GameTable(
    game_id=GAME_ID,
    make_scene=ToyScene,
    interaction_for=interaction_for,
    decision_prompt=decision_prompt,
    describe=describe,
    advice=advice,
    animate_move=animate_move,
    highlight_action=highlight_action,
    hidden_text=hidden_text,
    category_tips={"cards": "The total of the cards drawn (0 after a bust)."},
    review_words=review_words,
    inputs=(STOP_KEY,),
    file_stem="toy-game",
    text_context="ToyTable",
    blurb="The kernel's toy: a race to the target without going over.",
)
