"""Issue 23: the site must stay readable from mid-game: a view from above (T) where every
top shows its storey, storey tiles that never merge with the track's cost badges, and a
beige builder that stands out from the cream floor."""

from __future__ import annotations

import pygame
from casa_helpers import random_game
from ludotheque.client.game.host import GameHost
from ludotheque.client.scenes.casa_grande import paint
from ludotheque.rules.casa_grande import GAME
from ludotheque.rules.casa_grande.data import SIZE
from ludotheque.rules.session import Seat, Session
from ui_events import click, key, pump


def _host(app, state) -> GameHost:
    session = Session(GAME, state.config, [Seat.parse("human"), Seat.parse("human")])
    session.state = state
    host = GameHost(app, session, autosave=False, run_ai=False)
    app.scenes.push(host)
    pump(app)
    return host


def _rgb(hex_colour: str) -> tuple[int, int, int]:
    v = hex_colour.lstrip("#")
    return int(v[0:2], 16), int(v[2:4], 16), int(v[4:6], 16)


def test_every_builder_s_blocks_stand_out_from_the_plaster_floor():
    for colour in map(_rgb, GAME.colours):
        for factor in (1.18, 0.86):  # a block's lit top and its side
            face = paint.shade(colour, factor)
            distance = sum((a - b) ** 2 for a, b in zip(face, paint.PLASTER, strict=True)) ** 0.5
            assert distance >= 65, (colour, factor, distance)


def test_from_above_every_column_is_found_and_its_storey_written(app):
    state = random_game(2, seed=4, until=30)
    host = _host(app, state)
    view = host.board.view
    key(app, pygame.K_t)
    assert view.flat and view.storeys_shown()
    iso = view.iso
    for c in range(SIZE * SIZE):  # nothing hides anything from above
        x, y = iso.point(c % SIZE + 0.5, c // SIZE + 0.5, state.site.top_h[c])
        assert view.cell_at((int(x), int(y))) == c
    key(app, pygame.K_t)
    assert not view.flat


def test_the_top_view_button_turns_the_site(app):
    host = _host(app, random_game(2, seed=4, until=20))
    click(app, host.board.panel.top_view.rect.center)
    assert host.board.view.flat


def test_storey_tiles_keep_off_the_track_s_cost_badges(app):
    state = random_game(2, seed=4, until=30)
    while state.phase != "move":
        state = state.apply(state.legal_actions()[0])
    host = _host(app, state)
    view = host.board.view
    key(app, pygame.K_s)
    drawn: list[pygame.Rect] = []
    original = pygame.draw.rect

    def spy(surface, colour, rect, *args, **kwargs):
        if colour == paint.PLASTER:
            drawn.append(pygame.Rect(rect))
        return original(surface, colour, rect, *args, **kwargs)

    pygame.draw.rect = spy
    try:
        pump(app, frames=1)
    finally:
        pygame.draw.rect = original
    badges = [view.badge(view.iso, space, label)[1] for space, label in host.board.cursor.track_marks().items() if label]
    assert drawn and badges
    assert not any(tile.collidelist(badges) != -1 for tile in drawn)
