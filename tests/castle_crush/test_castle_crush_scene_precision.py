"""The precision aid while carrying (issue 31): the shadow of the piece where it would land
with the gap in words, a loupe on that spot when the castle is seen from afar (or always,
at the player's choice: key L cycles auto, loupe, shadow, off)."""

from __future__ import annotations

import ludotheque.client.scenes.castle_crush.precision as precision
import pygame
from test_castle_crush_scene import host_for, scene_info
from test_castle_crush_scene_carry import at, choose, motion
from ui_events import key, pump


def carry_above(app, host, height: float):
    board = host.board
    choose(app, board, board.table().items[0].kind)
    pos = at(board, 0.0, height)
    pump(app, [motion(pos, False), pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)])
    pump(app, [motion(pos)], frames=3)
    assert board.hand.carrier is not None


def drawn_texts(app, monkeypatch, frames: int = 1) -> list[str]:
    drawn: list[str] = []
    real = app.theme.text
    monkeypatch.setattr(app.theme, "text", lambda text, *a, **k: drawn.append(text) or real(text, *a, **k))
    pump(app, frames=frames)
    monkeypatch.undo()
    return drawn


def test_the_shadow_says_the_gap_and_l_cycles_the_aids(app, monkeypatch):
    host = host_for(app, scene_info(), n=2)
    board = host.board
    carry_above(app, host, 3.0)
    assert board.camera().scale >= precision.LOUPE_BELOW  # a low castle: no loupe by itself
    held = board.hand.carrier.poses()[board.hand.carrier.piece_id]
    pose = host.session.state.physics().landing_pose(host.session.state.worlds[0], board.hand.carrier.kind,
                                                     round(held[0], 2), 0.0)
    gap = app.t("castle_crush.ui.gap", gap=f"{held[1] - pose[1]:.2f}")
    assert gap in drawn_texts(app, monkeypatch)
    seen = []
    for _ in range(len(precision.AIDS)):
        key(app, pygame.K_l)
        seen.append(board.input.aid)
        texts = drawn_texts(app, monkeypatch)
        assert (gap in texts) == (board.input.aid in ("auto", "loupe", "shadow")), board.input.aid
        rect = precision.loupe_rect(board.lay.view, app.theme, board.lay.buttons,
                                    board.camera().to_screen(held[0], held[1])[0])
        framed = app.screen.get_at((rect.centerx, rect.top))[:3] == precision.RIM[:3]
        assert framed == (board.input.aid == "loupe"), board.input.aid
    assert seen == ["loupe", "shadow", "off", "auto"]
    assert board.hand.carrier is not None  # choosing the aid never drops the piece


def test_auto_opens_the_loupe_when_the_castle_is_seen_from_afar():
    from ludotheque.client.scenes.castle_crush.art import Camera

    near = Camera(pygame.Rect(0, 0, 600, 500), -3, 3, 0, 6)
    far = Camera(pygame.Rect(0, 0, 600, 500), -3, 3, 0, 24)
    assert precision.shows("auto", near) == (True, False)
    assert precision.shows("auto", far) == (True, True)
    assert precision.shows("off", far) == (False, False)
