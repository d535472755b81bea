"""Castle Risk's board as pictures: the map with its badges and the panel's still parts are
drawn once per change into layers; a frame blits them and paints only what moves (dice,
tokens, highlights, tooltips) over them."""

from __future__ import annotations

from typing import TYPE_CHECKING

import ludotheque.client.scenes.castle_risk.markers as markers
import ludotheque.client.scenes.castle_risk.panel as panel
import pygame
from ludotheque.client.scenes.castle_risk.mapview import badge_radius
from ludotheque.client.ui import draw
from ludotheque.rules.castle_risk.board import MAP

if TYPE_CHECKING:
    from ludotheque.client.scenes.castle_risk.board import RiskBoard

SEAS = ("atlantic", "north_sea", "baltic", "mediterranean", "black_sea")


def paint(board: RiskBoard, surface: pygame.Surface) -> None:
    """One frame of the board: the cached layers (composed again when what they show
    changed), then what moves and what points."""
    key = layer_key(board)
    if key != board._layers_key:
        compose(board)
        board._layers_key = key
    surface.blit(board._map_layer, board.map.rect)
    markers.highlights(board, surface)
    th = board.app.theme
    board.travellers.draw(surface, th, badge_radius(board.map, th))
    board.floaters.draw(surface, th)
    markers.tooltip(board, surface)
    surface.blit(board._panel_layer, board._panel_origin)
    if board._hand_layer is not None:
        surface.blit(board._hand_layer, board._hand_origin)
    for b in board.buttons:
        b.draw(surface)
    for text, box in board.labels:
        img = th.text(text, th.fit_size(text, th.px(0.7), box.w, bold=True), (255, 236, 190), bold=True)
        surface.blit(img, img.get_rect(center=box.center))
    if board.dice.battle is not None:
        board.dice.draw(surface, board.dice_rect, board.app)
    markers.guide(board, surface)
    markers.card_tooltip(board, surface)


def layer_key(board: RiskBoard) -> tuple:
    """What the cached pictures depend on: the state, who looks, the language, the size."""
    return (board.session.ply, board.host.viewer, board.host.can_act(), board.selected,
            board.app.translator.lang, tuple(board.map.rect), board._built, board.dice.battle is not None)


def compose(board: RiskBoard) -> None:
    """Draw the map with its badges, and the panel's still parts, once per change."""
    th = board.app.theme
    names = {t: board.name(t) for t in MAP.ids}
    seas = {k: board.app.t(f"castle_risk.sea.{k}") for k in SEAS}
    board._map_layer = board.map.picture(th, names, seas).copy()
    castles = frozenset(t for t in MAP.ids if board.state.castle_owner(t) is not None)
    board.map.paint_names(board._map_layer, th, names, castles, board.map.rect.topleft)
    markers.badges(board, board._map_layer, board.map.rect.topleft)
    outer = board.panel_rect.inflate(th.px(0.6), th.px(0.6))
    board._panel_origin = outer.topleft
    layer = table_patch(board, outer)
    draw.dark_panel(layer, layer.get_rect(), th, 170)
    inner = board.panel_rect.inflate(-th.px(0.2), -th.px(0.2)).move(-outer.x, -outer.y)
    top = panel.title(board, layer, inner)
    panel.prompt(board, layer, pygame.Rect(inner.x, inner.y + top, inner.w, th.px(2)))
    y = getattr(board, "controls_bottom", board.panel_rect.y + th.px(3.4)) - outer.y
    if board.dice.battle is not None:
        board.dice_rect = pygame.Rect(inner.x + outer.x, y + outer.y, inner.w, th.px(2.8))
        y += th.px(3.1)
    y += panel.players(board, layer, pygame.Rect(inner.x, y, inner.w, 0)) + th.px(0.4)
    y += panel.in_play(board, layer, pygame.Rect(inner.x, y, inner.w, 0))
    y += panel.track(board, layer, pygame.Rect(inner.x, y, inner.w, 0)) + th.px(0.5)
    board._hand_layer = None
    board.card_tiles = []
    if board.hand_rect.h:
        box = board.hand_rect.inflate(th.px(0.4), th.px(0.2))
        board._hand_origin = box.topleft
        board._hand_layer = table_patch(board, box)
        draw.dark_panel(board._hand_layer, board._hand_layer.get_rect(), th, 150)
        panel.hand(board, board._hand_layer, board.hand_rect.move(-box.x, -box.y), box.topleft)
    else:
        panel.hand(board, layer, pygame.Rect(inner.x, y, inner.w, inner.bottom - y), outer.topleft)
    board._panel_layer = layer


def table_patch(board: RiskBoard, rect: pygame.Rect) -> pygame.Surface:
    """The house table under `rect`, so a panel layer is opaque and cheap to blit."""
    size = board.app.size
    if board._table is None or board._table.get_size() != size:
        board._table = pygame.Surface(size)
        draw.table(board._table)
    return board._table.subsurface(rect.clip(board._table.get_rect())).copy()
