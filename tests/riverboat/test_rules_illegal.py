"""Illegal actions are refused with IllegalAction and a reason; the state is unchanged.

One hand-built state per kind of decision; every legal action there round-trips through the
notation, every action of another kind is refused, and so are objects that are no action.
"""

import pytest

from core import IllegalAction, riverboat
from core.riverboat import parse_action
from core.riverboat.constants import DECISION_TEXT
from tests.rules_helpers import (
    act,
    barn,
    card,
    crops,
    finish,
    game,
    refused,
    start_phase,
    workers,
)

SAMPLES = [
    "phase 1", "worker c3", "worker c3 $", "plant c3T", "plant c3T c4W $", "boat 3a corn",
    "boat 7 wheat $", "pass", "barn c3", "well c3", "surveyor", "agents 1", "card 2",
    "card coins $", "bonus coin", "survey barn c3", "survey well corn", "survey card coins",
    "stop",
]


def at_draft():
    return game(2)


def at_cultivate():
    return act(start_phase(game(2), 1, [0] * 5), "worker e8")


def at_bonus_worker():
    return start_phase(game(2), 1, [0] * 5)


def at_plant():
    s = game(2)
    workers(s, 0, "c3 c4")
    return start_phase(s, 2)


def harvest_state():
    s = game(2)
    crops(s, 0, "e1 e2 e3 e4 e5 e6 e7 e8", "corn")
    workers(s, 0, "e1 e2 e3 e4 e5 e6 e7 e8")
    return start_phase(s, 3, [1] * 5)


def at_ship():
    return harvest_state()


def at_feature():
    return act(harvest_state(), "boat 4 corn")


def at_agents():
    return act(harvest_state(), "boat 5 corn")


def at_card():
    return start_phase(game(2), 4)


def at_scoring_bonus():
    return start_phase(game(2), 5)


def at_survey():
    s = game(2)
    barn(s, 0, "c3")
    card(s, 0, "coins")
    return act(start_phase(s, 5, [1] * 5), "bonus coin")


BUILDERS = {
    "draft": at_draft, "cultivate": at_cultivate, "bonus_worker": at_bonus_worker,
    "plant": at_plant, "ship": at_ship, "feature": at_feature, "agents": at_agents,
    "card": at_card, "scoring_bonus": at_scoring_bonus, "survey": at_survey,
}


@pytest.mark.parametrize("kind", list(BUILDERS))
def test_decision_kind_is_reached(kind):
    assert BUILDERS[kind]().decision_kind == kind


@pytest.mark.parametrize("kind", list(BUILDERS))
def test_every_legal_action_is_legal_and_round_trips_its_notation(kind):
    s = BUILDERS[kind]()
    for a in s.legal_actions():
        assert s.why_illegal(a) is None
        assert parse_action(str(a)) == a
        assert eval(repr(a), vars(riverboat)) == a  # repr() rebuilds the action


@pytest.mark.parametrize("kind", list(BUILDERS))
def test_actions_not_legal_now_are_refused_and_change_nothing(kind):
    s = BUILDERS[kind]()
    legal = {str(a) for a in s.legal_actions()}
    for text in SAMPLES:
        if text not in legal:
            before = s.to_json()
            reason = s.why_illegal(parse_action(text))
            assert reason, text
            with pytest.raises(IllegalAction, match=".+"):
                s.apply(parse_action(text))
            assert s.to_json() == before


@pytest.mark.parametrize("kind", list(BUILDERS))
def test_an_action_of_another_kind_names_the_decision(kind):
    s = BUILDERS[kind]()
    wrong = "stop" if kind != "survey" else "pass"
    msg = refused(s, wrong, "not that kind of decision")
    assert f"the decision now is to {DECISION_TEXT[s.decision_kind]}" in msg


@pytest.mark.parametrize("thing", [None, 42, "phase 1", ("worker", 3)])
def test_objects_that_are_no_action_are_refused(thing):
    s = at_draft()
    before = s.to_json()
    assert s.why_illegal(thing)
    with pytest.raises(IllegalAction):
        s.apply(thing)
    assert s.to_json() == before


def test_illegal_action_is_a_value_error():
    assert issubclass(IllegalAction, ValueError)


def test_after_the_end_every_action_is_refused():
    s = finish(game(2))
    for text in SAMPLES:
        refused(s, text, "the game is over")


@pytest.mark.parametrize("text", [
    "", "$", "fly away", "phase x", "worker z9", "worker a9", "plant", "plant c3X",
    "plant c3T c3W", "boat 3a rice", "bonus gold", "survey tower c3", "pass now",
    "agents many", "bonus coin $",
])
def test_malformed_notation_is_a_value_error_with_a_message(text):
    with pytest.raises(ValueError, match=".+"):
        parse_action(text)
