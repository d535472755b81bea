"""What the screen reads of the phases and the last blow: named phases equal to the
strings the state stores, a typed reading of the blow on record and of the recorded
motion of the move just applied."""

from __future__ import annotations

from ludotheque.rules.castle_crush.phases import Blow, Phase, Recorded
from ludotheque.rules.castle_crush.state import PHASES


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
