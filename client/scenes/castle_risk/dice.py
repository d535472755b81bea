"""The dice tray: red attacker dice and white defender dice that tumble, then settle on
the values of the last battle, with the General's and Marshal's +1 shown."""

from __future__ import annotations

import random

import pygame
from ludotheque.client.colours import BLACK, INK, named
from ludotheque.client.scenes.castle_risk.style import DIE_ATTACK, DIE_DEFEND
from ludotheque.client.ui.motion import Tween
from ludotheque.rules.castle_risk.phases import Battle

PIPS = {
    1: [(0.5, 0.5)],
    2: [(0.27, 0.27), (0.73, 0.73)],
    3: [(0.27, 0.27), (0.5, 0.5), (0.73, 0.73)],
    4: [(0.27, 0.27), (0.73, 0.27), (0.27, 0.73), (0.73, 0.73)],
    5: [(0.27, 0.27), (0.73, 0.27), (0.5, 0.5), (0.27, 0.73), (0.73, 0.73)],
    6: [(0.27, 0.25), (0.73, 0.25), (0.27, 0.5), (0.73, 0.5), (0.27, 0.75), (0.73, 0.75)],
}


class DiceTray:
    """What the tray shows: the last battle, tumbling for a moment after it."""

    def __init__(self) -> None:
        self.battle: Battle | None = None
        self.tumble = Tween(0.0)
        self._faces = random.Random(7)  # only for the tumbling faces, never for the game

    def roll(self, battle: Battle | None, seconds: float) -> None:
        self.battle = battle
        self.tumble = Tween(seconds)

    def update(self, dt: float) -> None:
        self.tumble.tick(dt)

    @property
    def rolling(self) -> bool:
        return self.tumble.running

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, app) -> None:
        if self.battle is None:
            return
        th = app.theme
        size = min(rect.h - th.px(1.6), (rect.w - th.px(2.5)) // 6)
        size = max(12, size)
        b = self.battle
        y = rect.y + th.px(1.1)
        self._row(surface, rect.x, y, size, b.attack, DIE_ATTACK, named("attack_pips", "castle_risk"), b.general, th)
        x2 = rect.x + rect.w // 2 + th.px(0.3)
        self._row(surface, x2, y, size, b.defence, DIE_DEFEND, INK, b.marshal, th)
        label_a = app.t("castle_risk.dice.attacker")
        label_d = app.t("castle_risk.dice.defender")
        if b.general:
            label_a += " · " + app.t("castle_risk.dice.general")
        if b.marshal:
            label_d += " · " + app.t("castle_risk.dice.marshal")
        fs = th.px(0.62)
        half = rect.w // 2 - th.px(0.4)
        surface.blit(th.text(label_a, th.fit_size(label_a, fs, half), named("dice_label", "castle_risk")), (rect.x, rect.y))
        surface.blit(th.text(label_d, th.fit_size(label_d, fs, half), named("dice_label", "castle_risk")), (x2, rect.y))

    def _row(self, surface, x, y, size, values, colour, pip, bonus, th) -> None:
        gap = max(3, size // 6)
        for i, value in enumerate(values):
            shown = self._faces.randint(1, 6) if self.rolling else value
            jitter = (self._faces.randint(-2, 2), self._faces.randint(-3, 1)) if self.rolling else (0, 0)
            die = pygame.Rect(x + i * (size + gap) + jitter[0], y + jitter[1], size, size)
            draw_die(surface, die, shown, colour, pip)
            if bonus and i == 0 and not self.rolling:
                # The card's +1 as a brass tag on the highest die's corner.
                tag = pygame.Rect(0, 0, max(14, size * 2 // 3), max(10, size // 2))
                tag.center = (die.right, die.bottom)
                pygame.draw.rect(surface, named("brass", "castle_risk"), tag, border_radius=3)
                plus = th.text("+1", max(8, tag.h - 2), INK, bold=True)
                surface.blit(plus, plus.get_rect(center=tag.center))


def draw_die(surface: pygame.Surface, rect: pygame.Rect, value: int, colour, pip) -> None:
    radius = max(2, rect.w // 5)
    pygame.draw.rect(surface, BLACK, rect.move(1, 2), border_radius=radius)
    pygame.draw.rect(surface, colour, rect, border_radius=radius)
    pygame.draw.rect(surface, named("die_edge", "castle_risk"), rect, 1, border_radius=radius)
    r = max(1, rect.w // 11)
    for fx, fy in PIPS.get(value, []):
        pygame.draw.circle(surface, pip, (rect.x + fx * rect.w, rect.y + fy * rect.h), r)
