"""Castle Risk's guided first game: replaying the script through a Session with its AI
seats reaches every do step on the human's turn with the asked action legal, and the key
rules come up: a castle placed, claims, deployment, hidden armies, a Reinforcements card,
a Spy, a battle and a castle taken."""

from __future__ import annotations

from ludotheque.rules.castle_risk import GAME
from ludotheque.rules.castle_risk.tutorial import TUTORIAL
from ludotheque.rules.core import GameConfig
from ludotheque.rules.session import Seat, Session
from ludotheque.rules.tutorial import tutorial_for


def _session() -> Session:
    t = TUTORIAL
    config = GameConfig(len(t.seats), t.seed, t.mode or "standard", dict(t.options), t.youngest)
    return Session(GAME, config, [Seat.parse(s) for s in t.seats], decisions=t.decisions)


def test_every_do_step_is_legal_when_the_players_turn_comes():
    assert tutorial_for(GAME) is TUTORIAL
    session = _session()
    for index, step in enumerate(TUTORIAL.steps):
        if step.is_read:
            # A read step shows at once (AI turns wait for it): what it describes must
            # already be on the board, that is, it is the player's turn.
            assert session.current_player() == 0, f"step {index} is read while others play"
            continue
        while session.current_player() != 0:
            session.play_ai_turn()
        action = session.state.decode_action(step.action)
        assert action in session.state.legal_actions(), f"step {index}: {action} not legal"
        session.apply(action)
    keys = [e.event.key for e in session.log if e.event.params.get("player") == 0]
    for key in ("castle", "claim", "place", "hidden_chosen", "reveal", "reinforcement", "spy_discard",
                "battle", "conquer", "eliminated", "reoccupy"):
        assert f"castle_risk.log.{key}" in keys, key
    while session.current_player() != 0:
        session.play_ai_turn()  # the others reoccupy the rest
    assert session.state.captured[0] == ["german"] and session.state.phase == "main"
