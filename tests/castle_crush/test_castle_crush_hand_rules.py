"""The rules on the hand: a Carry re-simulates the live carry with the state's sway seed,
is logged once settled, keeps poses legal; a Strike is a blow that can be simulated again
from the saved game."""

from __future__ import annotations

import json
import math

import pytest
from ludotheque.rules.castle_crush.actions import Carry, Place, Strike
from ludotheque.rules.castle_crush.phases import MAX_MISHAPS
from ludotheque.rules.castle_crush.replays import last_blow
from ludotheque.rules.core import GameConfig, IllegalAction
from ludotheque.rules.registry import get_game

TOP = 0.3


def lowering(x: float, y_end: float, ticks: int = 40, hold: int = 15) -> tuple:
    path = [(x, round(y_end + 2.0 * (1 - i / (ticks - 1)), 4)) for i in range(ticks)]
    return tuple(path + [path[-1]] * hold)


@pytest.fixture(scope="module")
def info():
    return get_game("castle-crush")


def test_a_carry_is_what_the_live_hand_showed(info):
    st = info.new_state(GameConfig(1, 3, "construction", {"challenge": "barbacane"}))
    path = lowering(-1.0, TOP + 0.77)
    hand = st.physics().hand(st.worlds[0], "house_a", owner=0, seed=st.hand_seed())
    for target in path:
        hand.tick(target)
    live = hand.result()
    after = st.apply(Carry("house_a", path))
    assert after.worlds[0] == live.world
    assert after.transient["place"].released_frame == len(path)
    keys = [e.key for e in after.events]
    assert keys == ["castle_crush.log.place"] and after.events[0].params["storey"] == 1


def test_a_block_dropped_beside_the_foundation_is_logged_as_fallen_only(info):
    st = info.new_state(GameConfig(1, 3, "construction", {"challenge": "barbacane"}))
    after = st.apply(Carry("house_a", lowering(4.0, 1.0)))
    keys = [e.key for e in after.events]
    assert keys[0] == "castle_crush.log.place_fell"
    assert "castle_crush.log.place" not in keys
    assert after.supply[0].count("house_a") == st.supply[0].count("house_a")


def test_the_sway_seed_differs_from_carry_to_carry_and_game_to_game(info):
    a = info.new_state(GameConfig(1, 3, "construction", {"challenge": "barbacane"}))
    b = info.new_state(GameConfig(1, 4, "construction", {"challenge": "barbacane"}))
    assert a.hand_seed() != b.hand_seed()
    assert a.apply(Carry("house_a", lowering(-1.0, TOP + 0.77))).hand_seed() != a.hand_seed()


def test_blocks_are_carried_upright_and_paths_are_checked(info):
    st = info.new_state(GameConfig(1, 3, "construction", {"challenge": "barbacane"}))
    for bad in (Carry("house_a", lowering(0.0, 1.1), angle=math.pi),
                Carry("house_a", ()),
                Carry("house_a", ((0.0, float("nan")),)),
                Carry("house_a", ((0.0, 1.0, 2.0),)),
                Carry("house_a", lowering(0.0, 1.1), steadiness="drunk"),
                Carry("king", lowering(0.0, 1.1)),
                Carry("dragon", lowering(0.0, 1.1))):
        with pytest.raises(IllegalAction):
            st.check_action(bad)


def test_a_carry_round_trips_through_the_codec(info):
    st = info.new_state(GameConfig(1, 3, "construction", {"challenge": "barbacane"}))
    action = Carry("tower_c", lowering(0.25, 1.2), 0.0, True, "shaky")
    data = json.loads(json.dumps(st.encode_action(action)))
    assert st.decode_action(data) == action


def _built(info):
    st = info.new_state(GameConfig(2, 5, "standard"))
    while st.phase == "build":
        kind = st.build_step()
        if kind == "block":
            st = st.apply(Place(st.supply[st.current_player()][0], -1.0))
        else:
            st = st.apply(st.legal_actions()[0])
    return st


def test_a_strike_can_be_simulated_again_after_loading(info):
    st = _built(info)
    target = 1 - st.current_player()
    after = st.apply(Strike(target, 0.6))
    live = after.transient["attack"]
    loaded = type(after).from_json(json.loads(json.dumps(after.to_json())))
    again = last_blow(loaded)
    assert again.world == live.world and again.trajectory == live.trajectory
    assert loaded.last_attack["foot"] == 0.6


def test_a_strike_outside_the_base_is_refused(info):
    st = _built(info)
    lo, hi = st.physics().layout().foot_range
    with pytest.raises(IllegalAction):
        st.check_action(Strike(1 - st.current_player(), hi + 0.01))
    with pytest.raises(IllegalAction):
        st.check_action(Strike(st.current_player(), 0.0))


def test_dropping_every_piece_on_purpose_scores_nothing_on_the_real_physics(info):
    """Rewritten to issue 22's rule (it pinned the house builder laying the hand, which
    won Château a title for a player who dropped every piece): nobody builds for the
    player, so dropping every piece beside the foundation ends the build at the mishap
    limit with nothing laid and a score of 0."""
    st = info.new_state(GameConfig(1, 2, "construction", {"challenge": "barbacane"}))
    drops = 0
    while not st.is_over():
        step = st.build_step()
        kind = st.supply[0][0] if step == "block" else step
        st = st.apply(Carry(kind, ((4.5, 3.0),) * 5))  # let go beside the foundation
        drops += 1
        assert drops <= MAX_MISHAPS
    assert [f for f in st.facts(0) if f.storey >= 1] == []
    assert st.score[0] == 0


def test_the_exact_moves_are_refused_once_a_game_has_carried(info):
    """Place, PlaceKing, PlaceGeneral and Attack are retired: a game that has made a hand
    move refuses them (the scene only carries and strikes)."""
    st = info.new_state(GameConfig(2, 3, "standard", {}))
    assert st.exact_moves is None
    st = st.apply(Carry("house_b", lowering(-1.0, TOP + 0.77)))
    assert st.exact_moves is False
    with pytest.raises(IllegalAction) as err:
        st.check_action(Place("house_a", 0.0))
    assert err.value.key == "castle_crush.error.exact_retired"
    assert all(not isinstance(a, Place) for a in st.legal_actions())
    again = type(st).from_json(json.loads(json.dumps(st.to_json())))
    with pytest.raises(IllegalAction):
        again.check_action(Place("house_a", 0.0))


def test_old_games_with_exact_moves_still_load_and_replay(info):
    """A save from before the hand: its state has no `exact_moves` and keeps accepting
    them; its history, replayed from the first position, begins with them and is
    accepted to the end (load screen, replays, Session.replay)."""
    from ludotheque.rules.session import Seat, Session

    s = Session(info, GameConfig(2, 3, "standard", {}), [Seat.parse("human"), Seat.parse("human")])
    s.apply(Place("house_b", -1.0))
    s.apply(Place("house_a", 1.0))
    assert s.state.exact_moves is True
    data = s.to_json()
    del data["state"]["exact_moves"]
    del data["digest"]  # saves from before the field had no digest either (save_check)
    loaded = Session.from_json(data)
    assert loaded.state.exact_moves is True
    loaded.state.check_action(Place("tower_a", -1.0))
    assert Session.replay(data).state.to_json() == s.state.to_json()


def test_different_seeds_give_different_speed_games(info):
    """Speed between two normal AIs: the castles' blocks, the hands' sway and so the
    first castles differ from seed to seed (they were all alike once)."""
    from ludotheque.rules.session import Seat, Session

    worlds = []
    for seed in (1, 2):
        s = Session(info, GameConfig(2, seed, "speed", {}), [Seat.parse("ai:normal"), Seat.parse("ai:normal")])
        for _ in range(3):
            s.play_ai_turn()
        worlds.append(json.dumps(s.state.worlds))
    assert worlds[0] != worlds[1]
