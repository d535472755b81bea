"""Castle Crush's review: carries judged by the aim, never by the hand's sway; each carry
shows the build points it added, its aim's and the analyst's plan's; each blow the points
it scored and the analyst's best stance with its points."""

from __future__ import annotations

from dataclasses import replace

from ludotheque.rules.castle_crush.actions import Carry, Strike
from ludotheque.rules.registry import get_game
from ludotheque.rules.review import Analyst, review
from ludotheque.rules.session import Seat, Session


def game(plies: int | None = None) -> Session:
    session = Session.create("castle-crush", [Seat("ai", "hard"), Seat("ai", "normal")], seed=7)
    while not session.is_over() and (plies is None or session.ply < plies):
        session.play_ai_turn()
    return session


def test_a_shakier_hand_on_the_same_aim_is_judged_the_same():
    session = game()
    data = session.to_json()
    analyst = Analyst(get_game("castle-crush"))
    # Replay to the first carry of seat 0 and judge it with the steadiest and the shakiest hand.
    probe = Session.create("castle-crush", [Seat("ai", "hard"), Seat("ai", "normal")], seed=7)
    for encoded in data["history"]:
        action = probe.state.decode_action(encoded)
        if isinstance(action, Carry) and probe.current_player() == 0 and action.kind not in ("king", "general"):
            break
        probe.apply(action)
    state = probe.state
    steady, shaky = replace(action, steadiness="steady"), replace(action, steadiness="shaky")
    assert state.is_legal(steady) and state.is_legal(shaky)
    a = analyst.judge(state, 0, steady, probe.ply)
    b = analyst.judge(state, 0, shaky, probe.ply)
    assert (a.mark, a.drop, a.win_before, a.win_after, a.best) == (b.mark, b.drop, b.win_before, b.win_after, b.best)
    assert a.extra["aimed"] == b.extra["aimed"]


def test_carries_and_blows_report_their_points():
    session = game()
    result = review(session.to_json(), 1)
    carries = [d for d in result.decisions if d.move["type"] == "Carry"]
    blows = [d for d in result.decisions if d.move["type"] == "Strike"]
    assert carries and blows
    for d in carries:
        assert d.extra["kind"] == "carry" and {"added", "aimed", "plan"} <= set(d.extra)
    for d in blows:
        assert d.extra["kind"] == "blow"
        assert d.extra["got"] == d.moved["params"]["points"]  # what the log says it scored
        assert d.extra["expected"] >= d.extra["got"]  # the analyst's stance is never worse
        best = Strike(d.extra["best_target_player"], d.extra["best_foot"])
        assert best.target != 1
