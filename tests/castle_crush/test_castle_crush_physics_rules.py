"""The rules on the real pymunk physics: the sheet's build example stands and scores 14,
placements report storeys from contacts, a blow scores what touches the table, and a
saved game resumes to the same result."""

from __future__ import annotations

import json

import pytest
from ludotheque.rules.castle_crush.actions import Attack, Place
from ludotheque.rules.castle_crush.ai import CastleAgent
from ludotheque.rules.castle_crush.scoring import attack_points, build_score
from ludotheque.rules.core import GameConfig, Rng
from ludotheque.rules.registry import get_game
from ludotheque.rules.session import Seat, Session


@pytest.fixture(scope="module")
def info():
    return get_game("castle-crush")


def test_house_tower_roof_column_scores_14_on_the_real_physics(info):
    st = info.new_state(GameConfig(1, 1, "construction", {"challenge": "barbacane"}))
    for kind in ("house_a", "tower_a", "roof"):
        st = st.apply(Place(kind, -1.0))
    facts = {f.kind: f for f in st.facts(0)}
    assert (facts["house_a"].storey, facts["tower_a"].storey, facts["roof"].storey) == (1, 2, 3)
    assert build_score(st.facts(0)) == 14


def test_a_blow_scores_the_pieces_on_the_table(info):
    st = info.new_state(GameConfig(2, 1, "standard"))
    for kind in ("house_b", "tower_c", "house_a", "tower_a", "tower_b"):
        st = st.apply(Place(kind, 0.0))
    agent = CastleAgent("normal")
    while st.phase == "build":
        p = st.current_player()
        st = st.apply(agent.choose(st.view(p), p, type(st), Rng(p)))
    attacker = st.current_player()
    target = 1 - attacker
    port = st.physics()
    res = port.attack(st.worlds[target], 0.0, 0.1)
    after = st.apply(Attack(target, 0.0, 0.1))
    assert after.score[attacker] - st.score[attacker] >= attack_points(res.facts, res.fallen)
    assert not any(f.on_table for f in after.facts(target))


def test_save_in_the_attack_phase_resumes_to_the_same_result(info, monkeypatch):
    seats = [Seat.parse("ai:easy"), Seat.parse("random")]
    s = Session(info, GameConfig(2, 4, "speed"), seats)
    while s.state.phase != "attack":
        s.play_ai_turn()
    s.play_ai_turn()
    data = json.loads(json.dumps(s.to_json()))
    restored = Session.from_json(data)
    for _ in range(3):
        if s.state.is_over():
            break
        s.play_ai_turn()
        restored.play_ai_turn()
    assert json.dumps(restored.state.to_json()) == json.dumps(s.state.to_json())


def test_a_game_begun_under_the_first_rules_is_played_on_the_first_physics(info):
    """Issue 22's physics (version 2: the declared friction and restitution, a wooden
    hammer) came with build rules 2. A game whose first build move was played under rules
    1 (a save replayed from its history) goes on with physics 1, on worlds without a
    version, as it was played; a new game's castles are physics 2."""
    from ludotheque.rules.castle_crush.actions import Carry
    from ludotheque.rules.castle_crush.port import empty_castle_for

    st = info.new_state(GameConfig(1, 4, "construction", {"challenge": "barbacane"}))
    assert all(w["physics"] == 2 and not w["pieces"] for w in st.worlds)
    kind = st.supply[0][0]
    path = tuple((0.0, round(3.0 - 0.05 * i, 4)) for i in range(40))
    old = st.apply(Carry(kind, path, sway_model=1, rules=1))
    new = st.apply(Carry(kind, path, sway_model=1))
    assert "physics" not in old.worlds[0] and new.worlds[0]["physics"] == 2
    port = st.physics()
    for version, after in ((1, old), (2, new)):
        res = port.carry(empty_castle_for(st.worlds[0], version), kind, path, owner=0,
                         seed=st.hand_seed(), sway_model=1)
        assert after.worlds[0]["pieces"] == res.world["pieces"]
    assert old.worlds[0]["pieces"] != new.worlds[0]["pieces"]
