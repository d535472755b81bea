"""The pieces panel's names are never cut (issue 31: "longue maison" at 1000×600): each
name is drawn inside its slot, on two lines when one would be too small, at every window
size from 800×600, in French and English."""

from __future__ import annotations

import pygame
import pytest
from ludotheque.client.app import App
from ludotheque.client.settings import Settings
from test_castle_crush_scene import host_for, scene_info
from ui_events import pump


@pytest.mark.parametrize("size", [(800, 600), (1000, 600), (1280, 720)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang", ["fr", "en"])
def test_every_piece_name_fits_its_slot(size, lang, monkeypatch):
    from ludotheque.client.scenes.castle_crush import panels

    app = App(size, Settings(language=lang, anim_speed=0.0), window=False)
    host = host_for(app, scene_info(), n=2)
    pump(app, frames=2)
    board = host.board
    slots = [(s, s.rect) for s in board.screen().slots]
    names = {app.t(f"castle_crush.kind.{s.item.kind}") for s, _ in slots}
    made: dict[int, str] = {}
    real = app.theme.text

    def text(s, px, *args, **kwargs):
        img = real(s, px, *args, **kwargs)
        made[id(img)] = (s, px)
        return img

    monkeypatch.setattr(app.theme, "text", text)
    placed: list[tuple[str, int, pygame.Rect]] = []

    class Watched(pygame.Surface):
        def blit(self, source, dest, *a, **k):
            if id(source) in made:
                s, px = made[id(source)]
                placed.append((s, px, pygame.Rect(dest[0], dest[1], *source.get_size())))
            return super().blit(source, dest, *a, **k)

    surface = Watched(app.size)
    panels.draw_pieces(surface, board.lay.pieces, app, board.art, board.seen.phase, slots, None)
    shown = "".join(s for s, _, _ in placed)
    for name in names:
        parts = [(s, px, r) for s, px, r in placed if s and s in name]
        assert parts and all(p in shown for p in name.split()), name
        for s, px, r in parts:
            slot = next(rect for _, rect in slots if rect.collidepoint(r.center))
            inner = slot.inflate(-2 * app.theme.px(0.25), 0)  # clear of the slot's rim
            assert inner.contains(r), f"{name!r} ({s!r}) at {r} runs into its slot's rim {slot} at {size}"
            assert px > app.theme.px(0.5), f"{name!r} drawn {px} px high"
