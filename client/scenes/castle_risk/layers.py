"""Castle Risk's board as pictures: the map with its badges and the panel's still parts are
drawn once per change into layers; a frame blits them and the board paints only what
moves (dice, tokens, highlights, tooltips) over them. The part owns its pictures and the
card tiles it laid out (for the card tooltip)."""

from __future__ import annotations

from typing import Any

import ludotheque.client.scenes.castle_risk.markers as markers
import ludotheque.client.scenes.castle_risk.panel as panel
import pygame
from ludotheque.client.scenes.castle_risk.mapview import MapView
from ludotheque.client.scenes.castle_risk.screen import Screen
from ludotheque.client.scenes.castle_risk.words import Words
from ludotheque.client.ui import draw
from ludotheque.rules.castle_risk.data import MAP

SEAS = ("atlantic", "north_sea", "baltic", "mediterranean", "black_sea")
EMPTY_RECT = pygame.Rect(0, 0, 0, 0)


class Layers:
    def __init__(self) -> None:
        self.card_tiles: list[tuple[pygame.Rect, str]] = []  # on screen, for the card tooltip
        self.dice_rect = pygame.Rect(0, 0, 0, 0)
        self._key: Any = None
        self._map = self._panel = pygame.Surface((1, 1))
        self._hand: pygame.Surface | None = None
        self._table: pygame.Surface | None = None
        self._panel_origin = self._hand_origin = (0, 0)

    def forget(self) -> None:
        self._key = None

    def refresh(self, key: Any, words: Words, screen: Screen, view: MapView, texts: tuple[str, str],
                panel_rect: pygame.Rect, hand_rect: pygame.Rect, controls_bottom: int | None, dice: bool) -> None:
        """Compose the layers again when `key` (what they show) changed."""
        if key != self._key:
            self._compose(words, screen, view, texts, panel_rect, hand_rect, controls_bottom, dice)
            self._key = key

    def blit_map(self, surface: pygame.Surface, view: MapView) -> None:
        surface.blit(self._map, view.rect)

    def blit_panel(self, surface: pygame.Surface) -> None:
        surface.blit(self._panel, self._panel_origin)
        if self._hand is not None:
            surface.blit(self._hand, self._hand_origin)

    def _compose(self, words: Words, screen: Screen, view: MapView, texts: tuple[str, str], panel_rect: pygame.Rect,
                 hand_rect: pygame.Rect, controls_bottom: int | None, dice: bool) -> None:
        """Draw the map with its badges, and the panel's still parts, once per change."""
        app = words.app
        th = app.theme
        names = {t: words.place(t) for t in MAP.ids}
        seas = {k: app.t(f"castle_risk.sea.{k}") for k in SEAS}
        self._map = view.picture(th, names, seas).copy()
        view.paint_names(self._map, th, names, screen.castles, view.rect.topleft)
        markers.badges(self._map, view, screen, words, view.rect.topleft)
        outer = panel_rect.inflate(th.px(0.6), th.px(0.6))
        self._panel_origin = outer.topleft
        layer = self._table_patch(app, outer)
        draw.dark_panel(layer, layer.get_rect(), th, 170)
        inner = panel_rect.inflate(-th.px(0.2), -th.px(0.2)).move(-outer.x, -outer.y)
        status, hint = texts
        top = panel.title(th, status, layer, inner)
        panel.prompt(th, hint, layer, pygame.Rect(inner.x, inner.y + top, inner.w, th.px(2)))
        y = (controls_bottom if controls_bottom is not None else panel_rect.y + th.px(3.4)) - outer.y
        if dice:
            self.dice_rect = pygame.Rect(inner.x + outer.x, y + outer.y, inner.w, th.px(2.8))
            y += th.px(3.1)
        y += panel.players(words, screen, layer, pygame.Rect(inner.x, y, inner.w, 0)) + th.px(0.4)
        y += panel.in_play(words, screen, layer, pygame.Rect(inner.x, y, inner.w, 0))
        y += panel.track(words, screen, layer, pygame.Rect(inner.x, y, inner.w, 0)) + th.px(0.5)
        self._hand = None
        self.card_tiles = []
        if hand_rect.h:
            box = hand_rect.inflate(th.px(0.4), th.px(0.2))
            self._hand_origin = box.topleft
            self._hand = self._table_patch(app, box)
            draw.dark_panel(self._hand, self._hand.get_rect(), th, 150)
            panel.hand(words, screen, self._hand, hand_rect.move(-box.x, -box.y), self.card_tiles, box.topleft)
        else:
            panel.hand(words, screen, layer, pygame.Rect(inner.x, y, inner.w, inner.bottom - y), self.card_tiles,
                       outer.topleft)
        self._panel = layer

    def _table_patch(self, app: Any, rect: pygame.Rect) -> pygame.Surface:
        """The house table under `rect`, so a panel layer is opaque and cheap to blit."""
        size = app.size
        if self._table is None or self._table.get_size() != size:
            self._table = pygame.Surface(size)
            draw.table(self._table)
        return self._table.subsurface(rect.clip(self._table.get_rect())).copy()
