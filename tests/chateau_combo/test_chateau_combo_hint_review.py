"""Issue 31 (should-fix): hints that cost points. A Château Combo hint is never worse than
an alternative the hint's own reading of the turn can evaluate (within MARGIN): over random
positions, whatever move the AI proposes, the move shown is worth at least the best the
hint sees, less the margin; the best move is left as it is."""

from __future__ import annotations

import dataclasses
import random

import pytest
from ludotheque.client.game.hinting import advise
from ludotheque.rules.chateau_combo.actions import RefreshRow
from ludotheque.rules.chateau_combo.hints import MARGIN, review, turn_values
from ludotheque.rules.chateau_combo.phases import Phase
from ludotheque.rules.chateau_combo.state import ComboState
from ludotheque.rules.core import GameConfig, Rng
from ludotheque.rules.registry import get_game


def positions(count: int, seed: int = 31):
    """Random turns of random 2-4 player games (any turn, the last one too)."""
    rnd = random.Random(seed)
    out = []
    while len(out) < count:
        n = rnd.choice((2, 3, 4))
        state = ComboState.new(GameConfig(n, rnd.randrange(10_000)))
        for _ in range(rnd.randrange(9 * n * 2)):
            if state.is_over():
                break
            state.apply_in_place(rnd.choice(state.legal_actions()))
        if not state.is_over() and state.phase == Phase.PLAY and state.pending is None:
            out.append(state)
    return out


@pytest.mark.parametrize("state", positions(12), ids=lambda s: f"{s.num_players}p-{len(s.players[s.turn].tableau)}cards")
def test_the_hint_is_never_worse_than_what_it_can_itself_evaluate(state):
    p = state.current_player()
    view = state.view(p)
    options = turn_values(view, p)
    best = max(v for v, _ in options)
    value = dict((a, v) for v, a in options)
    for proposed in {a for _, a in options}:  # whatever the AI proposes (noise, a blind refresh)
        shown = review(view, p, proposed)
        assert value[shown] >= best - MARGIN, (proposed, shown)
        if value[proposed] >= best - MARGIN:
            assert shown == proposed  # a good enough move is the AI's own


def last_turn_where_refreshing_costs_points() -> ComboState:
    """A player's last card to buy, a key to refresh the row, and a card there worth more."""
    for state in positions(300, seed=5):
        p = state.current_player()
        if len(state.players[p].tableau) == 8 and RefreshRow() in state.legal_actions():
            options = turn_values(state.view(p), p)
            refresh = next(v for v, a in options if a == RefreshRow())
            if max(v for v, _ in options) > refresh + MARGIN:
                return state
    raise AssertionError("no such last turn among the positions")


def test_a_blind_refresh_on_the_last_turn_is_not_shown_when_a_card_is_worth_more():
    state = last_turn_where_refreshing_costs_points()
    p = state.current_player()
    view = state.view(p)
    options = turn_values(view, p)
    best, better = max(options, key=lambda o: o[0])
    refresh = next(v for v, a in options if a == RefreshRow())

    class Refresher:  # the AI's noise chose to refresh the row
        def choose(self, view, player, state_cls, rng):
            return RefreshRow()
    info = dataclasses.replace(get_game("chateau-combo"), make_agent=lambda level, player: Refresher())
    hint = advise(info, view, p, "normal", Rng(1))
    assert best > refresh + MARGIN
    assert hint.action == better
