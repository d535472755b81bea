"""Issue 22, "no score without play": nobody builds for a player. A build ends by the
player's "Done" (Finish) or at the mishap limit (carries that ended on the table, a
collapse counting once); a block never laid scores nothing and brings no extra attack.
Games begun under rules version 1 keep the house builder (old saves)."""

from __future__ import annotations

import json

import pytest
from ludotheque.rules.castle_crush.actions import CODEC, RULES, Carry, Finish, Place
from ludotheque.rules.castle_crush.ai.hands import HandAgent, make_agent
from ludotheque.rules.castle_crush.ai.plan import failed_twice
from ludotheque.rules.castle_crush.phases import MAX_MISHAPS
from ludotheque.rules.core import GameConfig, IllegalAction, Rng
from ludotheque.rules.registry import get_game
from ludotheque.rules.session import Seat, Session

BESIDE = ((4.0, 2.0),)  # a carry let go beside the foundation: the piece falls to the table


def _carry(st, kind, x):
    """A Carry straight down onto x (the stand-in physics lays it exactly there)."""
    return Carry(kind, ((x, 20.0),))


def test_done_ends_the_blocks_and_the_rest_go_back_to_the_reserve(new_game):
    st = new_game(2)
    p = st.current_player()
    st = st.apply(_carry(st, "house_b", 0.0))
    reserve = sum(st.reserve.values())
    assert Finish() in st.legal_actions()
    st = st.apply(Finish())
    assert st.supply[p] == [] and st.build_step() == "king" and st.current_player() == p
    assert sum(st.reserve.values()) == reserve + 4
    assert any(e.key == "castle_crush.log.finish" and e.params["count"] == 4 for e in st.events)


def test_done_is_refused_once_the_blocks_are_down(new_game):
    st = new_game(2)
    st = st.apply(Finish())
    assert st.build_step() == "king"
    with pytest.raises(IllegalAction) as err:
        st.check_action(Finish())
    assert err.value.key == "castle_crush.error.king_next"
    assert Finish() not in st.legal_actions()


def test_a_block_never_laid_scores_nothing_and_brings_no_extra_attack(new_game):
    st = new_game(2)
    builder = st.current_player()
    st = st.apply(_carry(st, "house_b", 0.0))
    st = st.apply(Finish())
    while st.phase == "build":
        st = st.apply(st.legal_actions()[0] if st.current_player() == builder
                      else next(a for a in st.legal_actions() if isinstance(a, Carry)))
    # One long house on storey 1 (the King and General add no build points).
    assert st.parts[builder]["build"] == 1
    assert st.missing[builder] == 0 and st.attacks_left[builder] == 2


def test_one_collapse_is_one_mishap(new_game):
    st = new_game(2)
    p = st.current_player()
    st = st.apply(_carry(st, "house_b", 0.0))
    st = st.apply(_carry(st, "tower_a", 0.5))
    assert st.fumbles == 0
    # A long house whose centre overhangs the tower falls: one carry, one mishap.
    st = st.apply(_carry(st, "tower_c", 1.6))
    assert st.fumbles == 1 and st.current_player() == p


def test_a_piece_dropped_on_the_table_comes_back_to_the_hand(new_game):
    st = new_game(2)
    p = st.current_player()
    before = sorted(st.supply[p])
    st = st.apply(Carry(st.supply[p][0], BESIDE))
    assert sorted(st.supply[p]) == before and st.fumbles == 1


def test_the_mishap_limit_keeps_what_was_laid(new_game):
    st = new_game(1, mode="construction", challenge="barbacane")
    st = st.apply(_carry(st, "house_b", 0.0))
    st = st.apply(_carry(st, "house_b", 0.0))
    for _ in range(MAX_MISHAPS):
        st = st.apply(Carry(st.supply[0][0], BESIDE))
    assert st.is_over()
    assert st.score[0] == 1 + 2  # storeys 1 and 2, nothing laid for the player
    assert any(e.key == "castle_crush.log.withheld" for e in st.events)


def test_construction_done_at_once_scores_zero(new_game):
    st = new_game(1, mode="construction", challenge="chateau")
    st = st.apply(Finish())
    while not st.is_over():
        st = st.apply(st.legal_actions()[0])
    assert st.score[0] == 0


def test_the_rules_version_round_trips_and_old_saves_read_as_version_1(new_game):
    st = new_game(2)
    assert st.rules is None and st.rules_version() == RULES
    st = st.apply(_carry(st, "house_b", 0.0))
    assert st.rules == RULES
    again = type(st).from_json(json.loads(json.dumps(st.to_json())))
    assert again.rules == RULES
    old = st.to_json()
    del old["rules"]
    assert type(st).from_json(old).rules == 1


def test_a_carry_saved_before_the_rules_field_decodes_as_version_1():
    encoded = CODEC.encode(Carry("house_a", ((0.0, 2.0),)))
    assert encoded["rules"] == RULES
    del encoded["rules"]
    assert CODEC.decode(encoded).rules == 1


def test_an_old_game_refuses_done(new_game):
    st = new_game(2)
    st = st.apply(Carry("house_b", ((0.0, 20.0),), rules=1))
    assert Finish() not in st.legal_actions()
    with pytest.raises(IllegalAction) as err:
        st.check_action(Finish())
    assert err.value.key == "castle_crush.error.no_finish"


def test_a_kind_that_failed_twice_is_set_aside_for_the_turn(new_game):
    """Speed: the normal AI dropped the gate seven times running. A kind that failed
    twice waits until every other kind is laid; a spot that failed is never retried."""
    st = new_game(2)
    p = st.current_player()
    st = st.apply(_carry(st, "tower_a", 0.0))
    st = st.apply(_carry(st, "tower_c", 1.4))
    st = st.apply(_carry(st, "tower_c", -1.4))
    assert failed_twice(st, "tower_c")
    while st.current_player() == p and st.build_step() == "block" and set(st.supply[p]) != {"tower_c"}:
        action = make_agent("normal", p).choose(st.view(p), p, type(st), Rng(1))
        assert not (isinstance(action, Carry) and action.kind == "tower_c")
        st = st.apply(action)
    if st.current_player() == p and st.build_step() == "block":
        action = make_agent("normal", p).choose(st.view(p), p, type(st), Rng(1))
        if isinstance(action, Carry):
            assert all(abs(action.path[-1][0] - x) > 0.2 for _, x in st.failed_drops)


def test_the_rules_page_states_the_mishap_limit():
    for lang in ("fr", "en"):
        with open(f"client/locale/{lang}/castle_crush.json", encoding="utf-8") as f:
            rules = json.load(f)["castle_crush.rules"]
        assert f" {MAX_MISHAPS} " in rules
        assert ("J'ai fini" if lang == "fr" else "Done") in rules


# --- the scripted hands as seats ------------------------------------------------------------
def test_hand_seats_parse_and_sit_at_castle_crush_only():
    seat = Seat.parse("hand:careful")
    assert seat.spec == "hand:careful" and not seat.is_human
    assert Seat.from_json(seat.to_json()) == seat
    session = Session(get_game("castle-crush"), GameConfig(1, 1, "construction", {"challenge": "barbacane"}),
                      [seat])
    assert isinstance(session.agent_for(0), HandAgent)
    with pytest.raises(ValueError):
        Session(get_game("crack-word"), GameConfig(2, 1), [seat, Seat.parse("ai:easy")])
    with pytest.raises(ValueError):
        Seat.parse("ai:genius")


@pytest.mark.parametrize("style", ["careful", "hasty", "fumbler"])
def test_each_hand_plays_a_construction_to_the_end(fake_info, style):
    session = Session(fake_info, GameConfig(1, 2, "construction", {"challenge": "barbacane"}),
                      [Seat.parse(f"hand:{style}")])
    while not session.state.is_over():
        session.play_ai_turn()
    st = fake_info.new_state(session.config)  # the history replays to the same end
    for encoded in session.history:
        action = st.decode_action(encoded)
        st.check_action(action)
        st = st.apply(action)
    assert st.is_over() and st.score == session.state.score
    if style == "fumbler":
        assert session.state.score[0] == 0
    else:
        assert session.state.score[0] > 0


def test_the_fumbler_lets_go_beside_the_foundation(new_game):
    st = new_game(1, mode="construction", challenge="barbacane")
    action = make_agent("hand:fumbler", 0).choose(st.view(0), 0, type(st), Rng(1))
    assert isinstance(action, Carry) and action.path[-1][0] > st.physics().layout().foundation_right


def test_the_hasty_hand_lets_go_at_once_and_the_careful_one_waits(new_game):
    st = new_game(1, mode="construction", challenge="barbacane")
    hasty = make_agent("hand:hasty", 0).choose(st.view(0), 0, type(st), Rng(1))
    careful = make_agent("hand:careful", 0).choose(st.view(0), 0, type(st), Rng(1))
    assert len(hasty.path) == 1 and len(careful.path) > 30
    # The careful hand lowers: its path ends lower than it starts.
    assert careful.path[-1][1] < careful.path[0][1]


def test_place_is_not_a_hand_move(new_game):
    """The fumbler's plan is a stand-in Place it never plays: its move is a Carry."""
    st = new_game(1, mode="construction", challenge="barbacane")
    action = make_agent("hand:fumbler", 0).choose(st.view(0), 0, type(st), Rng(1))
    assert not isinstance(action, Place)


def test_autoplay_seats_a_scripted_hand(capsys):
    from ludotheque.client.cli.main import run

    assert run(["autoplay", "castle-crush", "--mode", "construction", "--option", "challenge=barbacane",
                "--seats", "hand:fumbler", "--seed", "1"]) == 0
    line = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert line["scores"] == [0.0] and line["actions"] == MAX_MISHAPS


def test_a_careful_hand_plays_a_standard_game_to_the_end(fake_info):
    """The scripted hands sit in Standard too: they draft and strike as the hard AI."""
    session = Session(fake_info, GameConfig(2, 3, "standard", {}), [Seat.parse("hand:careful"), Seat.parse("ai:easy")])
    while not session.state.is_over():
        session.play_ai_turn()
    assert session.state.parts[0]["build"] > 0 and session.state.round == 3
