"""Scripted blunders are marked blunders (issue 33), in positions built with the games'
own pieces: Castle Risk sending one army by sea against ten out of a castle held by two,
with an enemy next door; Château Combo's last buy taking a card that leaves the game lost
when one worth more than ten points more was affordable."""

from __future__ import annotations

import ludotheque.rules.castle_risk.actions as A
from ludotheque.rules.castle_risk import CastleRiskState
from ludotheque.rules.castle_risk.data import MAP, RULES
from ludotheque.rules.castle_risk.shared import income
from ludotheque.rules.chateau_combo.actions import Buy
from ludotheque.rules.core import GameConfig, Rng
from ludotheque.rules.registry import get_game
from ludotheque.rules.review import Analyst
from ludotheque.rules.session import Seat, Session


def castle_risk_position() -> CastleRiskState:
    """Two players, every territory split between them with two armies; seat 0's castle
    Ireland holds two armies next to an enemy Wales of three; Gascony, far away over the
    sea, holds ten, and seat 0's Poland, inland, eleven (the armies about even: seat 0 is not
    lost whatever it does, so only the castle's guard decides); each seat has drawn its
    castle chip as the setup does; seat 0 has an Admiral, nobody can get new troops (no
    empire, the reinforcement track spent), and it is seat 0's turn.

    Without Poland's eleven, seat 1 had nine armies more: the AIs (which break a standoff
    since turn 150) won it for seat 1 whatever seat 0 played, and no move was a blunder."""
    state = CastleRiskState.new(GameConfig(2, seed=5))
    for i, t in enumerate(MAP.ids):
        state.owner[t], state.armies[t] = i % 2, 2
    for territory, owner, armies in (("ireland", 0, 2), ("scotland", 0, 2), ("wales", 1, 3), ("gascony", 1, 10),
                                     ("paris", 1, 3), ("poland", 0, 11)):
        state.owner[territory], state.armies[territory] = owner, armies
    state.castle_at = ["ireland", "paris"]
    state.chip_of, state.chips = ["british", "french"], []
    state.hidden = [[], []]
    state.hands = [["admiral"], []]
    state.track = len(RULES.track)
    state.phase, state.player, state.actor = "main", 0, 0
    state.attacked, state.attack, state.pending, state.table, state.truces = False, None, None, [], []
    return state


def test_castle_risk_one_army_by_sea_against_ten_from_a_castle_of_two_is_a_blunder():
    state = castle_risk_position()
    assert income(state, 0) == income(state, 1) == 0
    blunder = A.Attack("ireland", "gascony", by_sea=True, armies=1)
    assert state.is_legal(blunder)
    decision = Analyst(get_game("castle-risk")).judge(state, 0, blunder, ply=40)
    assert decision is not None
    assert decision.mark == "blunder", decision
    assert decision.best != decision.move
    assert decision.win_after[0] < decision.win_before[0] - 0.2


def _finish(state) -> float:
    """Seat 0's final margin when normal AIs play the rest of the game."""
    info = get_game("chateau-combo")
    agents = [info.make_agent("normal", p) for p in range(state.num_players)]
    k = 0
    while not state.is_over():
        p = state.current_player()
        state.apply_in_place(agents[p].choose(state.view(p), p, type(state), Rng(k)))
        k += 1
    scores = state.scores()
    return scores[0] - scores[1]


def test_chateau_combo_a_last_buy_ten_points_short_of_the_best_is_a_blunder():
    # Seed 11, normal AIs: at ply 27 seat 0 lays its last card; one buy ends the game 3
    # points behind, another 11 ahead (found once by trying every buy of every game).
    session = Session.create("chateau-combo", [Seat("ai", "normal"), Seat("ai", "normal")], seed=11)
    while session.ply < 27:
        session.play_ai_turn()
    state = session.state
    assert state.current_player() == 0 and len(state.players[0].tableau) == 8
    buys = [a for a in state.legal_actions() if isinstance(a, Buy) and not a.face_down]
    margins = {a: _finish(state.apply(a)) for a in buys}
    worst, best = min(buys, key=margins.get), max(buys, key=margins.get)
    assert margins[worst] < 0 < margins[best] and margins[best] - margins[worst] >= 10
    decision = Analyst(get_game("chateau-combo")).judge(state, 0, worst, ply=27)
    assert decision is not None
    assert decision.mark == "blunder", decision
    assert margins[state.decode_action(decision.best)] >= margins[best] - 2  # the analyst found the good buy
