"""The hand's sway models (rules/castle_crush/sway.py): model 2 throws a piece let go at
once, model 1 (carries saved before it) does not; every Carry records its model, and a
save whose carries predate the field replays with the old hand."""

from __future__ import annotations

import math

import ludotheque.rules.castle_crush.sway as sway
import pytest
from ludotheque.rules.castle_crush.actions import CODEC, Carry
from ludotheque.rules.core import GameConfig, IllegalAction
from ludotheque.rules.registry import get_game
from ludotheque.rules.session import Seat, Session

HIGH = 4.0  # u: where the hasty player lets go, well above the foundation
CONFIG = GameConfig(1, 5, "construction", {"challenge": "barbacane"})


def hasty(x: float = 0.0) -> tuple:
    """Pressed and let go on the same tick, high over the foundation."""
    return ((x, HIGH),)


def patient(x: float = 0.0, ticks: int = 30) -> tuple:
    return tuple((x, round(HIGH - 2.5 * i / (ticks - 1), 4)) for i in range(ticks))


@pytest.fixture(scope="module")
def info():
    return get_game("castle-crush")


def test_the_flick_fades_over_the_first_ticks_grows_with_height_and_model_1_has_none():
    assert sway.MODEL == 3 and sway.MODELS == (1, 2, 3)
    seed = 1234
    assert sway.flick(seed, "normal", 1, 10.0, model=1) == (0.0, 0.0)
    assert sway.flick(seed, "normal", sway.FLICK_TICKS, 10.0) == (0.0, 0.0)
    assert sway.flick(seed, "normal", 200, 10.0) == (0.0, 0.0)
    low, high = sway.flick(seed, "normal", 1, 2.0), sway.flick(seed, "normal", 1, 14.0)
    ratio = sway.amplitude("normal", 14.0) / sway.amplitude("normal", 2.0)
    assert all(v != 0.0 for v in low)
    assert high[0] == pytest.approx(low[0] * ratio) and high[1] == pytest.approx(low[1] * ratio)
    later = sway.flick(seed, "normal", sway.FLICK_TICKS // 2, 14.0)
    assert abs(later[0]) < abs(high[0])
    shaky = sway.flick(seed, "shaky", 1, 14.0)
    assert abs(shaky[0]) == pytest.approx(2.0 * abs(high[0]))


def _carry(st, path, model):
    port = st.physics()
    return port.carry(st.worlds[0], "house_a", path, owner=0, seed=st.hand_seed(), sway_model=model)


def test_a_hasty_release_throws_the_piece_and_a_patient_one_is_the_old_hand(info):
    st = info.new_state(CONFIG)
    thrown, old = _carry(st, hasty(), 2), _carry(st, hasty(), 1)
    piece = thrown.piece_id
    pose = {p["id"]: (p["x"], p["angle"]) for p in thrown.world["pieces"]}[piece]
    pose_old = {p["id"]: (p["x"], p["angle"]) for p in old.world["pieces"]}[piece]
    assert pose != pose_old
    # The live hand is the same hand: its release throws the piece the same way.
    hand = st.physics().hand(st.worlds[0], "house_a", owner=0, seed=st.hand_seed(), sway_model=2)
    hand.tick(hasty()[0])
    assert hand.result().world == thrown.world
    # Model 3 (issue 22) throws it too, from the height where the fingers hold it.
    hand = st.physics().hand(st.worlds[0], "house_a", owner=0, seed=st.hand_seed())
    hand.tick(hasty()[0])
    result = hand.result()
    assert hand.thrown and result.world == _carry(st, hasty(), 3).world
    assert {p["id"]: p["x"] for p in result.world["pieces"]}[piece] != pose_old[0]
    # Held a third of a second or more, both models are the same hand, bit for bit.
    assert _carry(st, patient(), 2).world == _carry(st, patient(), 1).world


def test_a_carry_records_its_model_and_an_old_encoded_carry_is_model_1():
    new = Carry("house_a", hasty())
    assert new.sway_model == sway.MODEL
    encoded = CODEC.encode(new)
    assert encoded["sway_model"] == sway.MODEL and CODEC.decode(encoded) == new
    old = {k: v for k, v in encoded.items() if k != "sway_model"}
    assert CODEC.decode(old) == Carry("house_a", hasty(), sway_model=1)


def test_an_unknown_model_is_refused(info):
    st = info.new_state(CONFIG)
    for model in (0, 4, True, 2.0):
        with pytest.raises(IllegalAction):
            st.check_action(Carry("house_a", patient(), sway_model=model))


def test_a_save_from_before_the_models_replays_with_the_old_hand():
    """A session whose carries were saved without `sway_model` (model 1) replays from
    its history to the same castle as when it was played, not with the new hand."""
    session = Session.create("castle-crush", [Seat("human")], seed=5, mode="construction",
                             options={"challenge": "barbacane"})
    for x in (-1.0, 1.0, 0.0):
        session.apply(Carry(session.state.supply[0][0], hasty(x), sway_model=1))
    saved = session.to_json()
    for entry in saved["history"]:
        if entry.get("type") == "Carry":
            del entry["sway_model"]  # as written before the field existed
    del saved["digest"]  # and before saves carried a digest (issue 24)
    again = Session.replay(saved)
    assert again.state.worlds == session.state.worlds
    assert again.state.score == session.state.score
    resumed = Session.from_json(saved)
    assert resumed.state.worlds == session.state.worlds
    # Played with the new hand, the same paths build another castle.
    fresh = Session.create("castle-crush", [Seat("human")], seed=5, mode="construction",
                           options={"challenge": "barbacane"})
    for x in (-1.0, 1.0, 0.0):
        fresh.apply(Carry(fresh.state.supply[0][0], hasty(x)))
    assert fresh.state.worlds != session.state.worlds
    assert all(math.isfinite(p["x"]) for p in fresh.state.worlds[0]["pieces"])


def test_the_remembering_physics_carries_with_the_current_hand_by_default(info):
    """The rules' memory of results (memo.py) forwards a carry with the hand the physics
    uses by default, not an older one (it said 2 when model 3 came)."""
    st = info.new_state(CONFIG)
    memo, port = st.physics(), st.physics().port
    args = (st.worlds[0], "house_a", hasty())
    assert memo.carry(*args, owner=0, seed=st.hand_seed()).world == port.carry(*args, owner=0, seed=st.hand_seed()).world
