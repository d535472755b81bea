"""Castle Crush's guided first game and hints: replaying the script through a Session
with its AI seat reaches every do step on the player's turn with the asked action legal,
the key rules come up (storeys scoring value x storey, the King and General, a blow that
scores); a hint's sentence says what the suggested move would do."""

from __future__ import annotations

from ludotheque.rules.castle_crush.actions import Strike, Take
from ludotheque.rules.castle_crush.hints import explain
from ludotheque.rules.castle_crush.paths import simple_carry
from ludotheque.rules.castle_crush.tutorial import TUTORIAL
from ludotheque.rules.core import GameConfig
from ludotheque.rules.registry import get_game
from ludotheque.rules.session import Seat, Session
from ludotheque.rules.tutorial import tutorial_for
from tutorial_script import do_steps

GAME = get_game("castle-crush")


def _session() -> Session:
    t = TUTORIAL
    config = GameConfig(len(t.seats), t.seed, t.mode, dict(t.options), t.youngest)
    return Session(GAME, config, [Seat.parse(s) for s in t.seats], decisions=t.decisions)


def test_every_do_step_is_legal_when_the_players_turn_comes_and_the_rules_come_up():
    assert tutorial_for(GAME) is TUTORIAL
    session = _session()
    storeys, keys = [], []
    for index, _, action in do_steps(session, TUTORIAL):
        session.state.check_action(action)  # legal (raises otherwise)
        session.apply(action)
        events = session.state.events
        keys += [e.key for e in events]
        storeys += [e.params["storey"] for e in events if e.key == "castle_crush.log.place"]
        assert "castle_crush.log.place_fell" not in keys, f"step {index}: the block fell"
    assert storeys == [1, 2, 3, 4, 1]
    assert "castle_crush.log.king" in keys and "castle_crush.log.general" in keys
    blow = session.state.last_attack
    assert blow["player"] == 0 and blow["points"] > 0


def test_a_block_hint_says_its_storey_and_points():
    session = _session()
    st = session.state
    action = st.decode_action(TUTORIAL.steps[0].action)
    event = explain(st.view(0), 0, action)
    assert event.key == "castle_crush.hint.block"
    assert (event.params["storey"], event.params["points"]) == (1, 1)


def test_a_blow_hint_says_what_it_knocks_down_and_the_ai_hint_is_explained():
    session = _session()
    for _, _, action in do_steps(session, TUTORIAL):
        if session.state.phase == "attack":
            break
        session.apply(action)
    st = session.state
    event = explain(st.view(0), 0, st.decode_action(TUTORIAL.steps[8].action))  # the tutorial's blow
    assert event.key == "castle_crush.hint.strike" and event.params["points"] > 0
    suggested = GAME.make_agent("normal", 0).choose(st.view(0), 0, type(st), session.decision_rng(0))
    assert isinstance(suggested, Strike)
    assert explain(st.view(0), 0, suggested).key.startswith("castle_crush.hint.strike")


def test_take_and_king_hints():
    st = GAME.new_state(GameConfig(1, 3, "construction", {"challenge": "barbacane"}))
    assert explain(st.view(0), 0, Take("roof")).params["value"] == 3
    st.supply[0] = []  # every block laid: the King comes next
    assert st.build_step() == "king"
    king = simple_carry(st.physics(), st.worlds[0], "king", 0.0)
    event = explain(st.view(0), 0, king)
    assert event.key == "castle_crush.hint.king_construction" and event.params["storey"] == 1
