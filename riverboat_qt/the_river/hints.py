"""The hint: the AI's suggestion for the human's decision, said in words and shown on the table."""

from __future__ import annotations

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
from core.the_river.actions import spot_of
from core.the_river.describe import describe as core_describe
from core.the_river.state import TheRiverState

from ..shell.hint_ring import mark_button, ring_pieces
from ..shell.piece import Piece
from .texts import resource_words

IRREGULAR = {"has": "have", "does": "do"}


def _verb(word: str) -> str:
    """'claims' -> 'claim', 'has' -> 'have', 'swaps' -> 'swap'."""
    if word in IRREGULAR:
        return IRREGULAR[word]
    if word.endswith(("sses", "shes")):
        return word[:-2]
    return word[:-1] if word.endswith("s") else word


def imperative(sentence: str) -> str:
    """The log's third person as a suggestion: 'finds no food and takes 1 clay instead' ->
    'find no food and take 1 clay instead'."""
    words = sentence.split(" ")
    out = [_verb(words[0])] if words else []
    for k, word in enumerate(words[1:], 1):
        after_and = words[k - 1] == "and" and word.isalpha()
        out.append(_verb(word) if after_and else word)
    return " ".join(out)


def advice(action, state: TheRiverState) -> str:
    """The suggested action in the engine's words, as advice: 'claim a forest tile (1 wood)'."""
    return imperative(core_describe(action, state))


def pieces_of(scene, action, seat: int) -> list[Piece]:
    """The pieces of the table an action concerns: its spot, tile, building, river tiles."""
    out: list[Piece] = []
    spot = spot_of(action)
    if spot is not None and scene.state.decision_kind == "place":
        out.append(scene.main.spots[spot])
    board = scene.boards[seat]
    if isinstance(action, (StartTile, Claim)):
        out += [p for p in scene.main.offer.values() if p.tile == action.tile][:1]
    elif isinstance(action, (Reserve, Build)):
        out += [p for p in scene.main.market.values() if p.building == action.building]
        if isinstance(action, Build) and action.building in board.reserved:
            out.append(board.reserved[action.building])
    elif isinstance(action, Swap):
        out += [board.cells[action.first], board.cells[action.second]]
    elif isinstance(action, Discard):
        out.append(board.held[action.resource])
    return out


def button_label(action) -> str | None:
    """The start of the choice button's label that takes this action, if any."""
    if isinstance(action, Trade):
        return "Trade 3"
    if isinstance(action, SetAside):
        return "Set a pioneer aside"
    if isinstance(action, NoSwap):
        return "No swap"
    if isinstance(action, Discard):
        return f"Return 1 {resource_words(action.resource)}"
    return None


def highlight_action(window, action, seat: int) -> list:
    """Ring the pieces of the suggested action and mark its button; returns what was marked."""
    rings = ring_pieces(window.scene, pieces_of(window.scene, action, seat))
    return rings + mark_button(window, button_label(action))
