"""Old saves load with the pending data and the attack under way typed (issue 32, items 2
and 3): `state.pending` is the phase's dataclass (`phases.py`), `state.attack` an
`AttackUnderWay`, and a loaded state writes the same JSON back, byte for byte.

`data/states_before_typed_pending.json` holds one state of each phase (and a Spy
interrupting a placement), written by the code before the pending data was typed (random
games, `to_json()`); the house's old save (`tests/house/data/old_saves`) is older still.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from ludotheque.rules.castle_risk.migrations import MIGRATIONS, SAVE_VERSION, migrate, version_of
from ludotheque.rules.castle_risk.phases import (
    AttackUnderWay,
    Defending,
    Deploying,
    Interrupted,
    MovingIn,
    Opening,
    Phase,
    Placing,
    Reoccupying,
    Spying,
)
from ludotheque.rules.castle_risk.state import CastleRiskState
from ludotheque.rules.castle_risk.validate import check_state
from ludotheque.rules.core.checks import DamagedState
from ludotheque.rules.session import Session

OLD = json.loads((Path(__file__).parent / "data" / "states_before_typed_pending.json").read_text())
HOUSE_SAVE = Path(__file__).parents[1] / "house" / "data" / "old_saves" / "castle-risk.save.json"

# The pending data each phase waits with (None: nothing).
KIND = {
    Phase.CASTLE: Opening, Phase.CLAIM: Opening, Phase.HIDDEN: Opening, Phase.DEPLOY: Deploying,
    Phase.MAIN: type(None), Phase.PLACE: Placing, Phase.SPY_COUNTER: Spying, Phase.SPY_PICK: Spying,
    Phase.BATTLE: type(None), Phase.DEFEND: Defending, Phase.MOVE_IN: MovingIn, Phase.REOCCUPY: Reoccupying,
}
ATTACKING = (Phase.BATTLE, Phase.DEFEND, Phase.MOVE_IN)


def assert_typed(state: CastleRiskState) -> None:
    assert type(state.phase) is Phase
    assert type(state.pending) is KIND[state.phase], (state.phase, state.pending)
    if state.phase in ATTACKING:
        assert type(state.attack) is AttackUnderWay
    elif state.phase not in (Phase.SPY_COUNTER, Phase.SPY_PICK):
        assert state.attack is None
    if isinstance(state.pending, Spying):
        resume = state.pending.resume
        assert type(resume) is Interrupted and type(resume.phase) is Phase
        assert resume.pending is None or type(resume.pending) is Placing


def test_every_phase_is_in_the_old_states():
    assert {Phase(data["phase"]) for data in OLD.values()} == set(Phase)
    assert {"spy_counter+place", "spy_pick+place"} <= set(OLD)  # a Spy interrupting a placement


@pytest.mark.parametrize("key", sorted(OLD))
def test_an_old_state_loads_typed_and_writes_the_same_json(key):
    data = OLD[key]
    check_state(json.loads(json.dumps(data)))
    state = CastleRiskState.from_json(json.loads(json.dumps(data)))
    assert_typed(state)
    assert json.dumps(state.to_json()) == json.dumps(data)
    assert json.dumps(state.clone().to_json()) == json.dumps(data)
    # It plays on: every legal action applies, and the state after it is typed too.
    for action in state.legal_actions():
        assert_typed(state.apply(action))


def test_the_spy_resumes_the_placement_it_interrupted():
    state = CastleRiskState.from_json(json.loads(json.dumps(OLD["spy_counter+place"])))
    assert isinstance(state.pending, Spying)
    left = state.pending.resume.pending
    assert isinstance(left, Placing) and left.count > 0
    after = state.apply(next(a for a in state.legal_actions() if not getattr(a, "cancel", False)))
    while after.phase == Phase.SPY_PICK:
        after = after.apply(after.legal_actions()[0])
    assert after.phase == Phase.PLACE and after.pending == left


def test_the_house_old_save_loads_typed_and_round_trips():
    saved = json.loads(HOUSE_SAVE.read_text())
    data = saved["session"]["state"]
    state = CastleRiskState.from_json(json.loads(json.dumps(data)))
    assert_typed(state)
    assert state.phase == Phase.BATTLE and state.attack == AttackUnderWay.of(data["attack"])
    assert json.dumps(state.to_json()) == json.dumps(data)
    session = Session.from_json(saved["session"])
    assert_typed(session.state)


def test_a_save_at_the_former_defence_question_is_migrated():
    """Version 0 -> 1: a save stopped at the defender's old question (phase "defend",
    nothing pending) resumes at the attacker's order, typed."""
    data = json.loads(json.dumps(OLD["battle"]))
    data["phase"], data["actor"], data["pending"] = "defend", data["attack"]["defender"], {}
    assert version_of(data) == 0
    assert migrate(data) is not data and data["phase"] == "defend"  # a new dict: the save is left as it was
    check_state(data)
    state = CastleRiskState.from_json(data)
    assert state.phase == Phase.BATTLE and state.pending is None and state.actor == data["player"]
    assert json.dumps(state.to_json()) == json.dumps(OLD["battle"])


def test_a_save_from_before_the_spy_resumed_anything_is_migrated_to_the_main_phase():
    """Version 0 -> 1: a Spy played before it resumed the decision it interrupted (no
    "resume" in its pending data) goes back to the main phase, as it did then."""
    current = OLD["spy_pick"]
    assert current["pending"]["resume"] == {"phase": "main", "pending": {}}
    data = json.loads(json.dumps(current))
    del data["pending"]["resume"]
    assert version_of(data) == 0 and version_of(current) == SAVE_VERSION
    check_state(data)
    state = CastleRiskState.from_json(json.loads(json.dumps(data)))
    assert state.pending == Spying(data["pending"]["spy"], data["pending"]["target"],
                                   tuple(data["pending"]["spied_hand"]), Interrupted(Phase.MAIN, None))
    assert json.dumps(state.to_json()) == json.dumps(current)  # written back at version 1
    after = state.apply(state.legal_actions()[0])
    assert after.phase == Phase.MAIN and after.pending is None


def test_migrations_leave_a_current_save_as_it_is():
    assert sorted(MIGRATIONS) == list(range(SAVE_VERSION))
    for data in OLD.values():
        assert migrate(data) is data


@pytest.mark.parametrize(("key", "change"), [
    ("deploy", lambda p: p.pop("batch")),
    ("move_in", lambda p: p.update(count=3)),
    ("reoccupy", lambda p: p.pop("last")),
    ("main", lambda p: p.update(min=1)),
    ("spy_pick+place", lambda p: p["resume"].update(pending={"min": 1, "max": 2})),
])
def test_pending_data_not_of_its_phase_s_shape_is_refused(key, change):
    data = json.loads(json.dumps(OLD[key]))
    change(data["pending"])
    with pytest.raises(DamagedState, match="pending data"):
        check_state(data)
