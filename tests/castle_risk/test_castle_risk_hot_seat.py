"""Hot seat: no pass screen while the setup shows nothing secret; one as soon as it does."""

from __future__ import annotations

from ludotheque.rules.core import Rng
from ludotheque.rules.registry import get_game
from ludotheque.rules.session import Seat, Session


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


def test_the_first_secret_choice_waits_behind_a_pass_screen(app):
    """Two humans claim and deploy in the open, no pass screen; when the first secret
    (where one's hidden armies go) comes to the player who did not have the mouse last,
    the screen is hidden until they take it."""
    from ludotheque.client.game.host import GameHost
    from ui_events import pump

    session = Session.create("castle-risk", [Seat.parse("human"), Seat.parse("human")], seed=4)
    host = GameHost(app, session, autosave=False, run_ai=False)
    app.scenes.push(host)
    pump(app)
    rng = Rng(1)
    last = None
    while session.state.phase in ("castle", "claim", "deploy"):
        assert host.pass_to is None
        last = session.current_player()
        assert host.submit(rng.choice(session.state.legal_actions()))
        pump(app)
    p = session.current_player()
    assert session.state.phase == "hidden" and p != last
    assert host.pass_to == p and host.viewer is None
