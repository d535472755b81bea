"""Random mouse and keyboard on the real physics, hot seat: presses, drags and releases
anywhere (inside and outside the window), the right button, the wheel and the board's
keys, through building, carrying, aiming and blows. Nothing may raise, and every move
the board submits is one the rules accept (no refused move toasts an error). A third of
the presses land on a piece in the panel, as a player's do: a fallen block takes the
chosen kind away, and a press anywhere else would seldom choose one again."""

from __future__ import annotations

import json
from pathlib import Path

import pygame
from ludotheque.client.game.host import GameHost
from ludotheque.client.scenes.castle_crush import panels
from ludotheque.rules.core import Rng
from ludotheque.rules.session import Seat, Session

KEYS = (pygame.K_m, pygame.K_r, pygame.K_1, pygame.K_2, pygame.K_LEFT, pygame.K_RIGHT)


def random_event(rng: Rng, pieces: list[pygame.Rect] | None = None) -> pygame.event.Event:
    pos = (rng.randbelow(1380) - 50, rng.randbelow(820) - 50)
    roll = rng.randbelow(10)
    if roll < 3:
        return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(rng.randbelow(2), 0, 0))
    if roll < 5:
        if pieces and rng.randbelow(3) == 0:
            pos = pieces[rng.randbelow(len(pieces))].center
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
        board = host.board
        pieces = panels.item_rects(board.lay.pieces, app.theme, len(board.table().items))
        app.frame(1 / 60, [random_event(rng, pieces)])
        shown = " ".join(str(t[0]) for t in host.toasts)
        assert not any(text and text in shown for text in refusals), shown
    # The random hand played through building and blows into the second round: 38 moves,
    # 28 of them carries and 4 blows (with presses only where the mouse happened to be,
    # 4 moves: a block thrown by a hasty release fell, its kind was no longer chosen, and
    # random presses did not choose one again in the 400 frames left; the landings
    # themselves took 0.3-1.3 s, none the 6 s cap). Seeds 5-16: 38-56 moves.
    kinds = [h.get("type") for h in session.history if isinstance(h, dict)]
    assert session.ply >= 20 and kinds.count("Carry") >= 10 and "Strike" in kinds, kinds
