"""Hot seat: no pass screen while the setup shows nothing secret; one as soon as it does."""

from __future__ import annotations

from rules.core import Rng
from rules.registry import get_game
from rules.session import Seat, Session


def test_claiming_needs_no_pass_screen_but_secrets_do():
    session = Session.create("castle-risk", [Seat.parse("human"), Seat.parse("human")], seed=4)
    rng = Rng(1)
    seen_public_switch = False
    while session.state.phase in ("castle", "claim", "deploy"):
        p = session.current_player()
        if not session.needs_pass_screen(1 - p, p):
            seen_public_switch = True
        assert not session.state.hands[p] and not session.state.hidden[p]
        session.apply(rng.choice(session.state.legal_actions()))
    assert seen_public_switch
    p = session.current_player()
    assert session.state.shows_private(p)
    assert session.needs_pass_screen(1 - p, p)


def test_game_info_is_castle_risk():
    assert get_game("castle-risk").private_information
