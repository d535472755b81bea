"""Random mouse and keyboard on the real physics, hot seat: presses, drags and releases
anywhere (inside and outside the window), the right button, the wheel and the board's
keys, through building, carrying, aiming and blows. Nothing may raise, and every move
the board submits is one the rules accept (no refused move toasts an error)."""

from __future__ import annotations

import json
from pathlib import Path

import pygame

from client.game.host import GameHost
from rules.core import Rng
from rules.session import Seat, Session

KEYS = (pygame.K_m, pygame.K_r, pygame.K_1, pygame.K_2, pygame.K_LEFT, pygame.K_RIGHT)


def random_event(rng: Rng) -> pygame.event.Event:
    pos = (rng.randbelow(1380) - 50, rng.randbelow(820) - 50)
    roll = rng.randbelow(10)
    if roll < 3:
        return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(rng.randbelow(2), 0, 0))
    if roll < 5:
        return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=(1, 1, 1, 3)[rng.randbelow(4)])
    if roll < 7:
        return pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=(1, 1, 3)[rng.randbelow(3)])
    if roll < 8:
        return pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=(-1, 1)[rng.randbelow(2)], flipped=False)
    return pygame.event.Event(pygame.KEYDOWN, key=KEYS[rng.randbelow(len(KEYS))], mod=0, unicode="", scancode=0)


def test_random_input_on_the_real_physics_never_breaks_the_game(app):
    app.settings.anim_speed = 1.0
    session = Session.create("castle-crush", [Seat("human", name="A"), Seat("human", name="B")], seed=2)
    host = GameHost(app, session, autosave=False, run_ai=False)
    app.scenes.push(host)
    app.frame(0.0, [])
    lang = app.translator.lang
    catalogue = json.loads(Path(f"client/locale/{lang}/castle_crush.json").read_text(encoding="utf-8"))
    refusals = [text.split("{")[0] for key, text in catalogue.items() if key.startswith("castle_crush.error.")]
    rng = Rng(11)
    for _ in range(1500):
        if app.scenes.top is not host:
            app.scenes.stack[:] = [host]  # a pass screen or the pause menu: back to the board
        app.frame(1 / 60, [random_event(rng)])
        shown = " ".join(str(t[0]) for t in host.toasts)
        assert not any(text and text in shown for text in refusals), shown
    # The random hand laid pieces (4 with sway model 2: pieces let go at once are thrown
    # and the castle can take the landing's full 6 s to settle; 10 before it).
    assert session.ply >= 4
