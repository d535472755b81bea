"""What the screen asks the rules, answered from a seat's view (issue 25): the attack
rule of two armies, where a click attacks by land or by sea, reoccupation options, move-in
counts, refusals, typed phases and pending data. And the view model built from them."""

from __future__ import annotations

import json

import ludotheque.rules.castle_risk.asks as asks
from ludotheque.client.scenes.castle_risk.screen import Picked, Play, Refuse, Select, describe
from ludotheque.rules.castle_risk.actions import (
    Attack,
    Blitz,
    DefendDice,
    MoveIn,
    Place,
    Reoccupy,
    StopReoccupy,
)
from ludotheque.rules.castle_risk.data import EMPTY, MAP
from ludotheque.rules.castle_risk.phases import (
    AttackUnderWay,
    Defending,
    MovingIn,
    Phase,
    Placing,
    Reoccupying,
    attack_of,
    pending_of,
    phase_of,
)
from ludotheque.rules.castle_risk.shared import territories_of
from ludotheque.rules.castle_risk.state import CastleRiskState
from test_castle_risk_attack import answered, board, eliminate_player_one

NOTHING = Picked()


def seat_screen(state, picked=NOTHING):
    view = state.view(state.actor)
    return describe(view, CastleRiskState.legal_actions_in_view(view), picked, can_act=True, secrets=state.actor)


def test_an_attack_starts_from_two_armies_or_more():
    state = board([], london=(0, 1), yorkshire=(0, 5))
    view = state.view(0)
    assert asks.source_refusal(view, "london").key == "castle_risk.error.too_few"
    assert asks.source_refusal(view, "paris").key == "castle_risk.error.not_yours"
    assert asks.source_refusal(view, "yorkshire") is None
    sources = asks.attack_sources(state.legal_actions())
    assert sources and "london" not in sources and all(state.armies[t] >= 2 for t in sources)


def test_a_click_attacks_by_land_when_it_may_else_by_sea_with_an_admiral():
    state = board(["admiral"], london=(0, 12), brittany=(1, 3), netherlands=(1, 2))
    view = state.view(0)
    assert asks.attack_for(view, "london", "netherlands") == Attack("london", "netherlands")
    assert asks.attack_for(view, "london", "brittany") == Attack("london", "brittany", True, 11)
    assert asks.attack_for(view, "london", "moscow") is None
    assert asks.admiral_range(view, "london") == (1, 11)
    assert asks.attack_targets(state.legal_actions(), "london")["brittany"] is True


def test_the_view_model_marks_sources_then_targets_and_maps_clicks_to_moves():
    state = board(["admiral"], london=(0, 12), brittany=(1, 3), netherlands=(1, 2))
    screen = seat_screen(state)
    assert screen.phase == Phase.MAIN and screen.marks["london"] == "source"
    assert screen.click("london", False, 1) == Select(Picked("london"))
    picked = seat_screen(state, Picked("london"))
    assert picked.marks["netherlands"] == "target" and picked.marks["brittany"] == "sea"
    assert picked.click("netherlands", False, 1) == Play(Attack("london", "netherlands"))
    assert picked.click("brittany", False, 1) == Select(Picked("london", "brittany"))
    refused = picked.click("moscow", False, 1)
    assert isinstance(refused, Refuse) and refused.error.key == "castle_risk.error.not_adjacent"
    assert picked.click("netherlands", True, 1) == Select(Picked())  # a right click lets go


def test_the_view_model_shows_only_the_seat_s_own_secrets():
    state = board(["general", "spy"], london=(0, 12))
    state.hands[1] = ["marshal"]
    view = state.view(0)
    screen = describe(view, CastleRiskState.legal_actions_in_view(view), Picked(), can_act=True, secrets=0)
    assert screen.secrets.hand == ("general", "spy")
    assert [p.cards for p in screen.players] == [2, 1, len(state.hands[2])]
    shared = describe(view, CastleRiskState.legal_actions_in_view(view), Picked(), can_act=True, secrets=None)
    assert shared.secrets is None
    watching = describe(state.view(1), [], Picked("london"), can_act=False, secrets=1)
    assert watching.marks == {} and watching.legal == () and watching.picked == Picked()


def test_placing_clicks_place_the_chosen_amount_or_all_with_the_right_button():
    state = board(["reinforcement"], london=(0, 12))
    state = state.apply(state.legal_actions()[0])  # the Reinforcements card
    screen = seat_screen(state)
    left = screen.placing_left()
    assert screen.pending == Placing(left, "reinforcement") and screen.marks["london"] == "place"
    assert screen.click("london", False, 2) == Play(Place("london", 2))
    assert screen.click("london", True, 2) == Play(Place("london", left))


def test_moving_in_counts_and_the_typed_pending_data():
    state = board([], london=(0, 30), netherlands=(1, 1))
    state = answered(state.apply(Attack("london", "netherlands")).apply(Blitz(1)))
    view = state.view(0)
    assert phase_of(view) == Phase.MOVE_IN
    lo, hi = asks.move_in_range(view)
    assert pending_of(view) == MovingIn(lo, hi) and lo <= asks.move_in_advice(view) <= hi
    assert MoveIn(hi) in state.legal_actions() and asks.refusal(view, MoveIn(hi + 1)) is not None
    assert attack_of(view) == AttackUnderWay("london", "netherlands", 1, False, 0, attack_of(view).dice, None)


def test_the_defender_s_question_is_typed():
    state = board([], london=(0, 30), netherlands=(1, 5)).apply(Attack("london", "netherlands")).apply(Blitz(3))
    assert pending_of(state.view(1)) == Defending(3, 3)
    assert DefendDice(2) in state.legal_actions()


def test_reoccupation_options_come_from_the_rules():
    state = eliminate_player_one()
    view = state.view(0)
    options = asks.reoccupy_options(view)
    assert set(options.targets) == {t for t in MAP.ids if state.owner[t] == EMPTY}
    assert set(options.sources) == {t for t in territories_of(state, 0) if state.armies[t] >= 2}
    assert options.may_stop and StopReoccupy() in state.legal_actions()
    assert isinstance(pending_of(view), Reoccupying)
    target = options.targets[0]
    assert asks.reoccupy_for(view, None, target) == Reoccupy(options.default_source, target)
    screen = seat_screen(state)
    assert screen.click(target, False, 1) == Play(Reoccupy(options.default_source, target))
    assert screen.click(options.sources[0], False, 1) == Select(Picked(options.sources[0]))


def test_phases_are_a_str_enum_that_json_writes_as_before():
    state = board([], london=(0, 30), netherlands=(1, 2)).apply(Attack("london", "netherlands"))
    assert state.phase is Phase.BATTLE and state.phase == "battle"
    data = state.to_json()
    assert json.loads(json.dumps(data))["phase"] == "battle"
    back = CastleRiskState.from_json(data)
    assert back.phase == Phase.BATTLE and json.dumps(back.to_json()) == json.dumps(data)
