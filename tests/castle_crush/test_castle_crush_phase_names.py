"""What the screen reads of the phases and the last blow: named phases equal to the
strings the state stores, the build steps and the build turn's typed data (read from a
seat's view, the same as the full state's), a typed reading of the blow on record and of
the recorded motion of the move just applied."""

from __future__ import annotations

import random

import ludotheque.rules.castle_crush.asks as asks
import pytest
from ludotheque.rules.castle_crush.actions import Carry, Finish, Place
from ludotheque.rules.castle_crush.data import GENERAL, KING
from ludotheque.rules.castle_crush.phases import (
    MAX_FUMBLES,
    MAX_MISHAPS,
    Blow,
    BuildTurn,
    Phase,
    Recorded,
    Step,
    build_turn,
)
from ludotheque.rules.castle_crush.validate import PHASES


def test_the_named_phases_are_the_states_phases():
    assert tuple(Phase) == PHASES and all(Phase(p) == p for p in PHASES)


def test_no_blow_on_record_reads_as_none():
    assert Blow.of(None) is None and Blow.of({}) is None


def test_a_blow_on_record_is_typed():
    blow = Blow.of({"player": 1, "target": 0, "points": 7, "fallen": [3, 4], "hit": True, "world": {"pieces": []}})
    assert blow == Blow(1, 0, (3, 4), 7, {"pieces": []})


def test_the_first_move_of_a_game_records_its_motion(new_game):
    st = new_game(num_players=2)
    while st.phase != Phase.BUILD:
        st = st.apply(st.legal_actions()[0])
    assert Recorded.of(st) == Recorded()  # a draft records no motion
    st = st.apply(st.legal_actions()[0])
    assert Recorded.of(st).place is not None and Recorded.of(st).attack is None


def test_the_build_steps_are_the_pieces_the_state_names():
    assert [s.value for s in Step] == ["block", KING, GENERAL]
    assert all(Step(s) == s for s in ("block", "king", "general"))


def _walk(st, rng, moves):
    """`moves` random legal moves from `st`, yielding each position on the way."""
    yield st
    for _ in range(moves):
        if st.is_over():
            return
        st = st.apply(rng.choice(st.legal_actions()))
        yield st


@pytest.mark.parametrize("seed", [1, 2, 3])
@pytest.mark.parametrize("version", [1, 2])
def test_the_build_turn_is_the_states_own(new_game, seed, version):
    """At random positions, the typed build turn read from a seat's view says what the
    full state says: who builds, at which step, the mishaps and their limit, the hand, and
    whether "J'ai fini" is a legal action."""
    st = new_game(num_players=3, seed=seed)
    st.rules = version
    rng = random.Random(seed)
    built = 0
    for pos in _walk(st, rng, 90):
        legal = pos.legal_actions() if not pos.is_over() else []
        for viewer in (None, 0, 2):
            turn = build_turn(pos.seen_by(viewer))
            assert turn == asks.build_turn(pos.seen_by(viewer))
            step = pos.build_step()
            if step is None:
                assert turn is None
                continue
            p = pos.queue[0]
            assert isinstance(step, Step) and isinstance(turn.step, Step)
            assert turn == BuildTurn(p, step, pos.fumbles, MAX_MISHAPS if version >= 2 else MAX_FUMBLES, version,
                                     tuple(pos.supply[p]), tuple(pos.pawns[p]), has_finish=version >= 2)
            assert turn.player == pos.current_player()
            assert turn.may_finish == any(isinstance(a, Finish) for a in legal)
            if turn.step == Step.BLOCK:
                assert turn.blocks and all(a.kind in turn.blocks for a in legal if isinstance(a, (Place, Carry)))
            else:
                assert not turn.blocks and turn.pawns[0] == turn.step
            built += 1
    assert built > 0
