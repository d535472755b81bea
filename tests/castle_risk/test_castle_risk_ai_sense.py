"""Issue 31 (should-fix): normal plays like a sensible person. It keeps its hidden armies
until the track makes them worth it, and guards its castle during the setup against the
armies an enemy next to it may still deploy there."""

from __future__ import annotations

import ludotheque.rules.castle_risk.actions as A
from ludotheque.rules.castle_risk.ai import STYLES
from ludotheque.rules.castle_risk.ai.tactics import Planner
from ludotheque.rules.castle_risk.phases import Deploying
from ludotheque.rules.castle_risk.shared import hidden_value
from ludotheque.rules.core import Rng
from test_castle_risk_helpers import after_setup, arrange, main_phase, new_game


def threatened_hidden(track: int):
    """Player 0's hidden armies sit in Poland (2 armies), next to Prussia's 6 enemies."""
    state = after_setup(2, seed=5)
    arrange(state, {"berlin": (0, 20), "poland": (0, 2), "prussia": (1, 6), "london": (1, 20)},
            ["berlin", "london"], rest=1)
    state.hidden[0] = ["poland"]
    state.track = track
    return main_phase(state, 0, [])


def test_normal_keeps_its_hidden_armies_on_turn_one():
    """Normal revealed them as soon as a neighbour outnumbered the territory: on turn 1,
    for the track's minimum of 3. They come out by themselves when Poland is attacked."""
    state = threatened_hidden(track=0)
    assert hidden_value(state) == 3
    for level in ("normal", "hard"):
        assert Planner(state, 0, STYLES[level]).decide() != A.RevealHidden("poland")
    assert Planner(state, 0, STYLES["easy"]).decide() == A.RevealHidden("poland")  # easy is naive


def test_normal_reveals_them_once_the_track_makes_them_worth_it():
    state = threatened_hidden(track=5)
    assert hidden_value(state) >= 7
    assert Planner(state, 0, STYLES["normal"]).decide() == A.RevealHidden("poland")


def deploying(enemy_reserve: int):
    """The setup's batches of five: player 0 to place, its castle Berlin (4 armies) next to
    Saxony, held by player 1 with one army and `enemy_reserve` armies still to deploy (player
    1 holds London too; player 0 every other territory)."""
    state = new_game(2, seed=3)
    rng = Rng(11)
    while state.phase != "deploy":
        state.apply_in_place(rng.choice(state.legal_actions()))
    arrange(state, {"berlin": (0, 4), "poland": (0, 1), "saxony": (1, 1), "london": (1, 3)},
            ["berlin", "london"], rest=0)
    state.actor = state.player = 0
    state.pending = Deploying(state.pending.first, 5)
    state.reserve = [10, enemy_reserve]
    return state


def test_normal_guards_its_castle_against_the_armies_still_to_come():
    """Berlin's 4 armies were enough against Saxony's one; the enemy's 15 armies to come
    can land there before the first turn, so normal's batch goes on its castle."""
    assert Planner(deploying(0), 0, STYLES["normal"]).decide().territory != "berlin"
    action = Planner(deploying(15), 0, STYLES["normal"]).decide()
    assert action.territory == "berlin" and action.count == 5
