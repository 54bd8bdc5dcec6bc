"""The River's warning before a move that ends the game, or that triggers its end (this round
becomes the last, ruling 13): asked of the engine, which plays each candidate on a copy."""

from __future__ import annotations

from collections.abc import Sequence

from core.the_river.actions import spot_of
from core.the_river.legality import SPOT_WORDS
from core.the_river.state import GameState

from ..shell import prompt
from .hints import advice
from .texts import RiverTexts, engine


def note(state: GameState, candidates: Sequence[object], by_spot: bool = False) -> str:
    """What the prompt warns of before one of these moves is made ('' if nothing ends):
    the moves named by their spot (a decision's start) or by what they do (a step)."""
    outcomes = prompt.after_states(state, candidates)

    def words(action: object) -> str:
        spot = spot_of(action)
        if by_spot and spot is not None:
            return RiverTexts.tr("a pioneer on the {spot}").format(spot=engine(SPOT_WORDS[spot]))
        return advice(action, state)

    enders = [a for a, after in outcomes if after.is_over]
    if enders:
        return prompt.warning(enders, len(candidates), words, prompt.ends_every(),
                              prompt.ends_some())
    if state.last_round:
        return ""
    triggers = [a for a, after in outcomes if after.last_round]
    every = RiverTexts.tr("This move makes round {round} the last one: the game ends with its "
                          "cleanup.").format(round=state.round)
    some = RiverTexts.tr("Careful: this makes round {round} the last one (the game ends with its "
                         "cleanup): {moves}.")
    return prompt.warning(triggers, len(candidates), words, every, some, round=state.round)
