"""The board never crashes: random clicks, keys and resizes in every phase, as a player,
as a spectator (viewer None, nothing to act), with states jumping back and forth as a
replay does, and with a guide set to any legal move."""

from __future__ import annotations

import random

import pygame
from ludotheque.client.game.host import GameHost
from ludotheque.rules.castle_risk import GAME
from ludotheque.rules.core import GameConfig, Rng
from ludotheque.rules.session import Seat, Session
from ui_events import pump, random_events

KEYS = [(pygame.K_ESCAPE, ""), (pygame.K_RETURN, "\r"), (pygame.K_SPACE, " "), (pygame.K_h, "h"),
        (pygame.K_z, "z"), (pygame.K_a, "a")]


def states(seats: list[str], seed: int) -> list:
    """A game played by random seats: every state it went through."""
    session = Session(GAME, GameConfig(len(seats), seed=seed), [Seat.parse("random")] * len(seats))
    out = [session.state]
    rng = Rng(seed)
    while not session.state.is_over() and session.ply < 700:
        session.apply(rng.choice(session.state.legal_actions()))
        out.append(session.state)
    return out


def test_random_input_in_every_phase_as_a_player_and_as_a_spectator(app):
    rnd = random.Random(5)
    history = states(["human", "ai", "ai", "ai"], 9)
    humans = Session(GAME, GameConfig(4, seed=9), [Seat.parse("human"), Seat.parse("human"),
                                                   Seat.parse("ai:normal"), Seat.parse("ai:normal")])
    host = GameHost(app, humans, autosave=False, run_ai=False)
    app.scenes.push(host)
    phases = set()
    for i in range(0, len(history), 7):
        state = history[rnd.randrange(len(history))] if rnd.random() < 0.3 else history[i]
        humans.state = state  # jumps forward and back, as a replay does
        phases.add(state.phase)
        legal = state.legal_actions()
        host.board.set_guide(rnd.choice(legal) if legal and rnd.random() < 0.5 else None)
        host.board.guide_rect()
        if rnd.random() < 0.1:
            app.resize(rnd.choice(((800, 600), (1280, 720), (1024, 700))))
        if host.app.scenes.stack and host.app.scenes.stack[-1] is not host:
            host.app.scenes.stack[:] = [host]  # a pause screen opened by Esc: back to the board
        pump(app, random_events(rnd, app.size, 12, KEYS), frames=2)
    assert {"claim", "main", "battle", "defend"} <= phases
