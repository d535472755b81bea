"""Speed builds with every block given (issue 31, must-fix 5): the sheet's Speed builds
"en respectant les règles du jeu standard", with the blocks one has, and keeps the King on
the castle. Speed could be won by building nothing ("J'ai fini" at once, the King on the
bare foundation: no blow could reach the target). From rules version 3 there is no "Done"
in Speed; at the mishap limit the house lays the rest, then the King and the General.
Games begun under version 2 keep their "Done" (old saves replay the same)."""

from __future__ import annotations

import pytest
from ludotheque.rules.castle_crush.actions import RULES, Carry, Finish
from ludotheque.rules.castle_crush.data import KING
from ludotheque.rules.castle_crush.phases import MAX_MISHAPS, build_turn
from ludotheque.rules.castle_crush.port import BLOCK_KINDS, FOUNDATION_ID
from ludotheque.rules.core import IllegalAction

BESIDE = ((4.0, 2.0),)  # let go beside the foundation: the piece falls to the table


def test_done_is_refused_in_speed_before_and_after_a_block(new_game):
    st = new_game(2, mode="speed")
    p = st.current_player()
    assert RULES >= 3
    for _ in range(2):
        assert Finish() not in st.legal_actions()
        assert not build_turn(st).may_finish
        with pytest.raises(IllegalAction) as err:
            st.check_action(Finish())
        assert err.value.key == "castle_crush.error.speed_every_block"
        st = st.apply(Carry(st.supply[p][0], ((0.0, 20.0),)))  # a block laid: still no "Done"
    assert st.current_player() == p and st.supply[p]


def test_a_speed_build_lays_every_block_given_and_the_king_stands_on_the_castle(new_game):
    st = new_game(2, mode="speed")
    p = st.current_player()
    given = sorted(st.supply[p])
    st = st.apply(Carry(st.supply[p][0], ((0.0, 20.0),)))
    for _ in range(MAX_MISHAPS):  # dropped beside on purpose: the house lays the rest
        st = st.apply(Carry(st.supply[p][0], BESIDE))
    assert st.current_player() != p
    facts = st.facts(p)
    laid = sorted(f.kind for f in facts if f.kind in BLOCK_KINDS)
    assert laid == given
    king = next(f for f in facts if f.kind == KING)
    assert any(s != FOUNDATION_ID for s in king.supports)  # on the castle's blocks
    assert any(e.key == "castle_crush.log.house_lays" for e in st.events)


def test_speed_cannot_be_won_by_building_nothing(new_game):
    """The exploit of the issue, played by every means a player has: Done at once refused,
    and dropping everything leaves a castle worth the target to the opponent."""
    from ludotheque.rules.castle_crush.data import speed_rules
    from ludotheque.rules.castle_crush.scoring import attack_points

    st = new_game(2, mode="speed")
    p = st.current_player()
    with pytest.raises(IllegalAction):
        st.check_action(Finish())
    for _ in range(MAX_MISHAPS):
        st = st.apply(Carry(st.supply[p][0], BESIDE))
    facts = st.facts(p)
    worth = attack_points(facts, [f.id for f in facts])
    assert worth >= speed_rules(2)["target"]


def test_a_speed_game_begun_under_version_2_keeps_its_done(new_game):
    st = new_game(2, mode="speed")
    p = st.current_player()
    st = st.apply(Carry(st.supply[p][0], ((0.0, 20.0),), rules=2))
    assert st.rules == 2 and Finish() in st.legal_actions()
    st = st.apply(Finish())
    assert st.supply[p] == [] and st.build_step() == "king"


def test_standard_keeps_its_done(new_game):
    st = new_game(2, mode="standard")
    assert Finish() in st.legal_actions()


def test_the_speed_board_offers_no_done_button(app):
    from test_castle_crush_scene import host_for, scene_info
    from ui_events import pump

    host = host_for(app, scene_info(), mode="speed", n=2)
    pump(app, frames=2)
    assert host.session.state.build_step() == "block"
    assert not host.board.done_button.visible and not host.board.can_finish()
    standard = host_for(app, scene_info(), mode="standard", n=2)
    pump(app, frames=2)
    assert standard.board.done_button.visible
