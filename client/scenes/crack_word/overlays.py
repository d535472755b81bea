"""What appears over the Crack Word board: the JOKER's letter picker, the CRACK WORD!
question, the big CRACK WORD! banner and cards flying between places."""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame
from ludotheque.client.colours import named
from ludotheque.client.ui.motion import Point, Tween, lerp_point
from ludotheque.rules.crack_word.dictionary import ALPHABET


def _panel(surface: pygame.Surface, rect: pygame.Rect, theme) -> None:
    shade = pygame.Rect(rect.x + 4, rect.y + 6, rect.w, rect.h)
    pygame.draw.rect(surface, named("overlay_shade", "crack_word"), shade, border_radius=theme.px(0.5))
    pygame.draw.rect(surface, theme.c["parchment"], rect, border_radius=theme.px(0.5))
    pygame.draw.rect(surface, theme.c["brass_dark"], rect, max(2, theme.px(0.12)), border_radius=theme.px(0.5))


def _titled_panel(surface: pygame.Surface, rect: pygame.Rect, theme, title: str, size: int, top: int) -> None:
    """A question's panel and its title, fitted and centred `top` below the panel's edge."""
    _panel(surface, rect, theme)
    size = theme.fit_size(title, size, rect.w - theme.px(1), serif=True, bold=True)
    img = theme.text(title, size, theme.c["ink"], serif=True, bold=True)
    surface.blit(img, img.get_rect(midtop=(rect.centerx, rect.y + top)))


BUTTON_PAD = 0.8  # units of room each side of a button's label (QA CW3: a label edge to edge)


def _button_width(theme, text: str) -> int:
    """The width a button needs so its label keeps BUTTON_PAD of room each side."""
    return theme.font(theme.px(0.95), bold=True).size(text)[0] + round(2 * BUTTON_PAD * theme.unit)


def _button(surface, theme, rect: pygame.Rect, text: str, hover: bool, strong: bool = False,
            size: int | None = None) -> None:
    """A button; `size` fixes the label's size (the letter grid: one size for every letter),
    else the label shrinks to keep BUTTON_PAD of room each side."""
    fill = theme.c["red"] if strong else theme.c["parchment_dark"]
    if hover:
        fill = tuple(min(255, c + 30) for c in fill[:3])
    pygame.draw.rect(surface, fill, rect, border_radius=theme.px(0.3))
    pygame.draw.rect(surface, theme.c["brass_dark"], rect, 2 if hover else 1, border_radius=theme.px(0.3))
    ink = theme.c["highlight"] if strong else theme.c["ink"]
    if size is None:
        size = theme.fit_size(text, theme.px(0.95), rect.w - 2 * BUTTON_PAD * theme.unit, bold=True)
    img = theme.text(text, size, ink, bold=True)
    surface.blit(img, img.get_rect(center=rect.center))


class JokerPicker:
    """A grid of the 26 letters; `pick(pos)` returns a letter, "" for cancel, None for a miss."""

    def __init__(self, area: pygame.Rect, theme, title: str, cancel: str) -> None:
        self.theme, self.title, self.cancel = theme, title, cancel
        cell = theme.px(2.1)
        cols = 9
        w = cols * cell + theme.px(1.2)
        h = 3 * cell + theme.px(5.4)
        self.rect = pygame.Rect(0, 0, w, h)
        self.rect.center = area.center
        self.cells = []
        for i, letter in enumerate(ALPHABET):
            x = self.rect.x + theme.px(0.6) + (i % cols) * cell
            y = self.rect.y + theme.px(2.4) + (i // cols) * cell
            self.cells.append((pygame.Rect(x + 2, y + 2, cell - 4, cell - 4), letter))
        self.cancel_rect = pygame.Rect(0, 0, theme.px(7), theme.px(1.6))
        self.cancel_rect.midbottom = (self.rect.centerx, self.rect.bottom - theme.px(0.5))
        self.hover: str | None = None

    def pick(self, pos) -> str | None:
        if self.cancel_rect.collidepoint(pos):
            return ""
        for rect, letter in self.cells:
            if rect.collidepoint(pos):
                return letter
        return None if self.rect.collidepoint(pos) else ""

    def draw(self, surface: pygame.Surface, mouse) -> None:
        th = self.theme
        _titled_panel(surface, self.rect, th, self.title, th.px(1.2), th.px(0.6))
        # Every letter at one size, the widest (W) fitting its cell: letters shrunk one by
        # one to a padding meant for word labels read as a ransom note.
        cell = self.cells[0][0]
        size = th.fit_size("W", th.px(1.15), cell.w - th.px(0.5), bold=True)
        for rect, letter in self.cells:
            _button(surface, th, rect, letter, rect.collidepoint(mouse), size=size)
        _button(surface, th, self.cancel_rect, self.cancel, self.cancel_rect.collidepoint(mouse))


class CrackChoice:
    """Crack now or keep building: `pick(pos)` returns True, False, None (cancel) or "miss".
    Without a `cancel` label the card is down for good: only the two answers remain."""

    def __init__(self, area: pygame.Rect, theme, title: str, yes: str, no: str, cancel: str | None) -> None:
        self.theme, self.title, self.labels = theme, title, (yes, no, cancel)
        # Wide enough for the longer answer at full size, within the board.
        need = max(_button_width(theme, yes), _button_width(theme, no))
        width = max(theme.px(22), 2 * need + theme.px(1.8))
        self.rect = pygame.Rect(0, 0, min(area.w - theme.px(2), width), theme.px(8.4))
        self.rect.center = area.center
        bw = (self.rect.w - theme.px(1.8)) // 2
        y = self.rect.y + theme.px(3.0)
        self.yes = pygame.Rect(self.rect.x + theme.px(0.6), y, bw, theme.px(2.2))
        self.no = pygame.Rect(self.yes.right + theme.px(0.6), y, bw, theme.px(2.2))
        self.cancel = pygame.Rect(0, 0, theme.px(7), theme.px(1.5)) if cancel is not None else pygame.Rect(0, 0, 0, 0)
        self.cancel.midbottom = (self.rect.centerx, self.rect.bottom - theme.px(0.5))

    def pick(self, pos):
        if self.yes.collidepoint(pos):
            return True
        if self.no.collidepoint(pos):
            return False
        if self.labels[2] is None:
            return "miss"
        if self.cancel.collidepoint(pos) or not self.rect.collidepoint(pos):
            return None
        return "miss"

    def draw(self, surface: pygame.Surface, mouse) -> None:
        th = self.theme
        _titled_panel(surface, self.rect, th, self.title, th.px(1.4), th.px(0.7))
        _button(surface, th, self.yes, self.labels[0], self.yes.collidepoint(mouse), strong=True)
        _button(surface, th, self.no, self.labels[1], self.no.collidepoint(mouse))
        if self.labels[2] is not None:
            _button(surface, th, self.cancel, self.labels[2], self.cancel.collidepoint(mouse))


@dataclass(frozen=True)
class Banner:
    """The CRACK WORD! moment: the title bursts in, the word and its gain below it."""

    title: str
    line: str
    colour: tuple[int, int, int]

    def draw(self, surface: pygame.Surface, area: pygame.Rect, theme, tween: Tween) -> None:
        if tween.duration <= 0:
            return
        t = tween.fraction()
        grow = min(1.0, tween.age / (0.18 * tween.duration))
        scale = 0.5 + 0.62 * grow - 0.12 * max(0.0, min(1.0, (t - 0.15) / 0.1))
        alpha = 255 if t < 0.75 else int(255 * (1 - t) / 0.25)
        cx, cy = area.center
        radius = int(theme.px(9) * (0.4 + t))
        for k in range(16):
            a = k * math.pi / 8 + t
            inner = radius * 0.45
            p1 = (cx + math.cos(a) * inner, cy + math.sin(a) * inner * 0.6)
            p2 = (cx + math.cos(a) * radius, cy + math.sin(a) * radius * 0.6)
            pygame.draw.line(surface, theme.c["brass_light"], p1, p2, max(2, theme.px(0.2)))
        size = max(12, int(theme.px(4.2) * scale))
        size = theme.fit_size(self.title, size, area.w - theme.px(2), serif=True, bold=True)
        shadow = theme.text(self.title, size, named("title_shadow", "crack_word"), serif=True, bold=True)
        title = theme.text(self.title, size, self.colour, serif=True, bold=True)
        sub_size = theme.fit_size(self.line, theme.px(1.5), area.w - theme.px(2), bold=True)
        sub = theme.text(self.line, sub_size, theme.c["highlight"], bold=True)
        for img, pos in ((shadow, (cx + 4, cy + 4)), (title, (cx, cy))):
            img.set_alpha(alpha)
            surface.blit(img, img.get_rect(center=pos))
        sub.set_alpha(alpha)
        box = sub.get_rect(midtop=(cx, cy + title.get_height() // 2 + theme.px(0.3)))
        pygame.draw.rect(surface, named("title_box", "crack_word"), box.inflate(theme.px(1), theme.px(0.4)), border_radius=theme.px(0.3))
        surface.blit(sub, box)


@dataclass(frozen=True)
class Flight:
    """A card moving from one point to another (centre points), easing out."""

    surface: pygame.Surface
    start: Point
    end: Point | None  # None: follow `slot` (a row card that may re-layout)
    slot: tuple[int, int] | None = None
    shrink: bool = False
    waits_visible: bool = False  # drawn at its start while its delay runs (cards leaving)

    def draw(self, surface: pygame.Surface, end: Point, tween: Tween) -> None:
        t = tween.eased()
        x, y = lerp_point(self.start, end, t)
        y -= math.sin(t * math.pi) * 18
        img = self.surface
        if self.shrink and t > 0.5:
            k = max(0.2, 1 - (t - 0.5) * 1.6)
            img = pygame.transform.smoothscale(img, (max(1, int(img.get_width() * k)), max(1, int(img.get_height() * k))))
        surface.blit(img, img.get_rect(center=(round(x), round(y))))
