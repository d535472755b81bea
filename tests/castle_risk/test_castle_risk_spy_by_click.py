"""Issue 31, must-fix 1: the Spy played through the screen's click path, solo against
the AI and in hot seat. Clicking a card of the spied hand raised TypeError (the state
rebuilt from the spy's view knows the target's hand only as a count)."""

from __future__ import annotations

import pytest
from ludotheque.client.game.host import GameHost
from ludotheque.client.ui.widgets import Button
from ludotheque.rules.castle_risk import GAME
from ludotheque.rules.castle_risk.data import MAP
from ludotheque.rules.core import GameConfig
from ludotheque.rules.session import Seat, Session
from test_castle_risk_helpers import after_setup, arrange, main_phase
from ui_events import click, pump

CASTLES = ["london", "paris", "berlin"]


def spy_session(seats: list[str]) -> Session:
    """Seat 0's main phase with a Spy in hand; seat 1 holds a General and a Marshal."""
    session = Session(GAME, GameConfig(3, seed=1), [Seat.parse(s) for s in seats])
    state = after_setup(3, 1)
    main_phase(state, 0, ["spy"])
    owners = {t: (0, 3) for t in MAP.empires["british"]}
    owners.update({t: (1, 3) for t in MAP.empires["french"]})
    owners["london"] = (0, 10)
    arrange(state, owners, CASTLES, rest=2)
    for card in ("general", "marshal"):
        state.deck.remove(card)
    state.hands[1] = ["general", "marshal"]
    session.state = state
    return session


def button(host: GameHost, label: str) -> Button:
    pump(host.app)  # the panel is built in update
    found = [b for b in host.board.controls.buttons if isinstance(b, Button) and b.label() == label]
    assert found, f"no button {label!r} in {[b.label() for b in host.board.controls.buttons if isinstance(b, Button)]}"
    return found[0]


def take_screen_if_asked(app, host: GameHost) -> None:
    pump(app)
    if host.pass_to is not None:
        click(app, (640, 360))
        pump(app)
        assert host.pass_to is None


def spy_on_seat_one_and_discard(app, host: GameHost, session: Session, hot_seat: bool) -> None:
    take_screen_if_asked(app, host)
    assert host.viewer == 0 and host.can_act()
    target = app.seat_name(session, 1)
    click(app, button(host, f"{app.t('castle_risk.card.spy')} → {target}").rect.center)
    pump(app)
    assert session.state.phase == "spy_counter" and session.current_player() == 1
    if hot_seat:
        take_screen_if_asked(app, host)
        assert host.viewer == 1
        click(app, button(host, app.t("castle_risk.button.let_spy")).rect.center)
    else:
        host.play_ai_turns()  # the AI target has no Spy: it lets it through
    pump(app)
    assert session.state.phase == "spy_pick" and session.current_player() == 0
    take_screen_if_asked(app, host)
    assert host.viewer == 0
    # "Choisissez la carte à défausser": one button per card of the spied hand.
    click(app, button(host, app.t("castle_risk.card.marshal")).rect.center)
    pump(app, frames=2)
    assert session.state.hands[1] == ["general"]
    assert session.state.discard[-1] == "marshal"
    assert session.state.phase == "main" and session.current_player() == 0
    # The game goes on: the turn can be ended by click.
    take_screen_if_asked(app, host)
    click(app, button(host, app.t("castle_risk.button.end_attacks")).rect.center)
    pump(app)
    assert session.state.phase != "main" or session.current_player() != 0


@pytest.mark.parametrize("seats", [["human", "ai:easy", "ai:easy"], ["human", "human", "ai:easy"]],
                         ids=["solo", "hot_seat"])
def test_the_spy_is_played_and_a_card_discarded_by_clicks(app, seats):
    session = spy_session(seats)
    host = GameHost(app, session, autosave=False, run_ai=False)
    app.scenes.push(host)
    spy_on_seat_one_and_discard(app, host, session, hot_seat=seats[1] == "human")
