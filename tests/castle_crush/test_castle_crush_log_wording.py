"""The log reads right in both languages: a one-point blow says "1 point" (its own key,
as the translator has no plurals), and a solo Construction challenge ends with the score
and the title earned, never "X wins with N points!"."""

from __future__ import annotations

from castle_crush_fake_port import FakePhysics
from ludotheque.client.i18n import Translator
from ludotheque.rules.castle_crush.actions import Strike
from test_castle_crush_rules import build_everyone, first_legal

LOG = "castle_crush.log."


def played(st, action):
    """Apply `action`; the new state and the events it emitted."""
    nxt = st.apply(action)
    return nxt, list(nxt.events)


def blow_on(new_game, pieces: tuple[str, ...], offset: float):
    """P0 strikes a castle made of `pieces` stacked at x = 0 (the stand-in hammer knocks
    every piece whose top is above 3.0 - offset); the blow's log event."""
    st = build_everyone(new_game(2))
    p = st.current_player()
    target = 1 - p
    port = FakePhysics()
    world = port.empty_castle()
    for kind in pieces:
        world = port.place(world, kind, 0.0, owner=target).world
    st.set_world(target, world, port.facts(world))
    _, events = played(st, Strike(target, offset))
    blows = [e for e in events if e.key.startswith(LOG + "attack")]
    assert len(blows) == 1
    return blows[0]


def text(lang: str, event) -> str:
    return Translator(lang).event_text(event.key, event.params, lambda i: f"Seat{i}")


def test_a_one_point_blow_says_one_point_in_both_languages(new_game):
    # A tower (top 2.3) under a small house (top 3.3): a blow at line 3.0 fells the house only.
    event = blow_on(new_game, ("tower_a", "house_a"), 0.0)
    assert event.key == LOG + "attack_one" and event.params["points"] == 1
    assert text("fr", event).endswith(" : 1 point.")
    assert text("en", event).endswith(": 1 point.")


def test_a_blow_of_several_points_keeps_the_counted_sentence(new_game):
    # A line at 2.2 fells both the tower and the house on it: 1 + 2 points.
    event = blow_on(new_game, ("tower_a", "house_a"), 0.8)
    points = event.params["points"]
    assert event.key == LOG + "attack" and points > 1
    assert text("fr", event).endswith(f" : {points} points.")
    assert text("en", event).endswith(f": {points} points.")


def test_a_solo_construction_ends_its_log_with_the_score_and_title(new_game):
    st = new_game(1, mode="construction", challenge="barbacane")
    log = []
    while not st.is_over():
        st, events = played(st, first_legal(st))
        log += events
    keys = [e.key for e in log]
    assert LOG + "winner" not in keys
    last = log[-1]
    assert last.key == LOG + "construction_done"
    points = last.params["points"]
    assert points == st.score[0]
    for lang in ("fr", "en"):
        tr = Translator(lang)
        line = text(lang, last)
        assert str(points) in line and tr.t(last.params["title_key"]) in line
        assert tr.t(LOG + "winner", player="Seat0", points=points) not in line


def test_a_game_with_rivals_still_names_its_winner(new_game):
    st = new_game(2)
    log = []
    while not st.is_over():
        st, events = played(st, first_legal(st))
        log += events
    assert log[-1].key == LOG + "winner"


def test_clean_and_score_names_only_the_pawns_that_held_on(new_game):
    """Issue 31: "Le Roi et le Général … ont tenu bon" was written when only one stood."""
    from ludotheque.rules.castle_crush.course import clean_and_score
    from ludotheque.rules.castle_crush.data import GENERAL, KING

    st = build_everyone(new_game(2))
    port = st.physics()
    for p, gone in ((0, GENERAL), (1, None)):
        ids = [f.id for f in st.facts(p) if f.kind == gone]
        if ids:
            settled = port.remove(st.worlds[p], ids)
            st.set_world(p, settled.world, settled.facts)
        assert any(f.kind == KING for f in st.facts(p))
    st.events = []
    clean_and_score(st)
    lines = {e.params["player"]: e for e in st.events if e.key.startswith(LOG + "characters")}
    assert lines[0].key == LOG + "characters_king" and lines[0].params["points"] == 7
    assert lines[1].key == LOG + "characters" and lines[1].params["points"] == 12
    assert text("fr", lines[0]) == "Le Roi de Seat0 a tenu bon : 7 points."
    assert text("en", lines[0]) == "Seat0's King held on: 7 points."
    assert "Général" not in text("fr", lines[0]) and "General" not in text("en", lines[0])



def one_house_then_done(st):
    """Lay one small house (1 point on storey 1) by the current rules' carry, press Done,
    then the King and the General wherever they may go first; the events on the way."""
    from ludotheque.rules.castle_crush.actions import Carry, Finish
    log = []
    carry = next(a for a in st.legal_actions() if isinstance(a, Carry) and a.kind == "house_a")
    for action in (carry, Finish()):
        st, events = played(st, action)
        log += events
    for _ in range(2):  # the King, then the General
        st, events = played(st, st.legal_actions()[0])
        log += events
    return st, log


def test_a_one_point_build_says_one_point_in_both_languages(new_game):
    # QA: the log read "Player 1 scores 1 build points" / "marque 1 points de construction".
    st = new_game(2)
    p = st.current_player()
    st, log = one_house_then_done(st)
    built = [e for e in log if e.key.startswith(LOG + "build_score")]
    assert len(built) == 1 and built[0].params == {"player": p, "points": 1}
    assert built[0].key == LOG + "build_score_one"
    assert text("fr", built[0]) == f"Seat{p} marque 1 point de construction."
    assert text("en", built[0]) == f"Seat{p} scores 1 build point."


def test_a_one_point_challenge_says_one_point(new_game):
    st, log = one_house_then_done(new_game(1, mode="construction", challenge="barbacane"))
    assert st.is_over() and st.score[0] == 1
    last = log[-1]
    assert last.key == LOG + "construction_done_one"
    for lang in ("fr", "en"):
        assert "1 point," in text(lang, last) and "1 points" not in text(lang, last)
