"""Issue 31 (should-fix): hints that cost points. A Crack Word hint is never worse than an
alternative the hints can weigh: over random positions, whatever move the AI proposes, the
move shown wins at once at least as much as the best move (no refused letter while another
is accepted, no CRACK WORD! passed over), and a move as good as the best is left as it is."""

from __future__ import annotations

import random

import pytest
from crack_word_helpers import new_game, settle, table
from ludotheque.rules.crack_word.actions import PlaceLetter
from ludotheque.rules.crack_word.hints import MARGIN, review, won_now


def positions(count: int, seed: int = 31):
    rnd = random.Random(seed)
    out = []
    while len(out) < count:
        state = new_game(rnd.choice((2, 3, 4)), seed=rnd.randrange(10_000))
        for _ in range(rnd.randrange(150)):
            if state.is_over():
                break
            state.apply_in_place(rnd.choice(state.legal_actions()))
        if not state.is_over():
            out.append(state)
    return out


@pytest.mark.parametrize("state", positions(10), ids=lambda s: f"{s.num_players}p")
def test_the_hint_is_never_worse_than_what_it_can_itself_weigh(state):
    p = state.current_player()
    view = state.view(p)
    legal = state.legal_actions()
    best = max(won_now(view, p, a) for a in legal)
    for proposed in random.Random(7).sample(legal, min(25, len(legal))):
        shown = review(view, p, proposed)
        assert shown in legal
        assert won_now(view, p, shown) >= best - MARGIN, (proposed, shown)
        if won_now(view, p, proposed) >= best - MARGIN:
            assert shown == proposed


def test_a_crack_passed_over_is_shown_instead():
    state = table(new_game(2, seed=3), "0C 0H 1A")
    state.hands[0] = ["T", "E", "I"]
    settle(state)
    view = state.view(0)
    shown = review(view, 0, PlaceLetter("T", 0, "T"))  # CHAT, laid without crying CRACK WORD!
    assert shown == PlaceLetter("T", 0, "T", crack=True)
