"""Issue 31 (should-fix): the "5+" cost label stays inside its little card icon."""

from __future__ import annotations

import pygame
import pytest
from ludotheque.client.scenes.chateau_combo import icons
from ludotheque.client.scenes.chateau_combo.cardface import _draw_token


@pytest.mark.parametrize("s", [14, 20, 28, 40])
@pytest.mark.parametrize("tok", [("costcard", 5, True), ("costcard", 4, False)])
def test_the_cost_label_stays_inside_its_card(app, s, tok):
    surf = pygame.Surface((3 * s, 3 * s), pygame.SRCALPHA)
    cx = cy = 1.5 * s
    _draw_token(surf, tok, cx, cy, s, None, None, app.theme)
    card = pygame.Rect(0, 0, s * 0.6, s * 0.84)
    card.center = (round(cx - s * 0.1), round(cy))
    gold = surf.map_rgb(pygame.Color(*icons.GOLD_DARK[:3]))
    outside = [(x, y) for x in range(surf.get_width()) for y in range(surf.get_height())
               if not card.collidepoint(x, y) and surf.get_at_mapped((x, y)) & 0xFFFFFF == gold & 0xFFFFFF
               and surf.get_at((x, y)).a > 200]
    assert not outside, f"{tok} at {s}px: label pixels outside the card, e.g. {outside[:3]}"
