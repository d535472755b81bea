"""Buttons, choosers, sliders, toggles and text fields, drawn in the table's style.

A widget has a `rect` set by its scene's `layout`, `handle_event(event) -> bool` and
`draw(surface)`. Labels are callables so a language change shows at once.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame
from ludotheque.client.colours import WHITE, house
from ludotheque.client.ui.draw import lerp_colour
from ludotheque.sounds.names import Sound

Label = Callable[[], str]


def _label(value: str | Label) -> Label:
    return value if callable(value) else (lambda: value)


class Widget:
    def __init__(self, app) -> None:
        self.app = app
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.visible = True
        self.enabled = True
        self.hover = False
        self.tooltip: Label | None = None

    @property
    def theme(self):
        return self.app.theme

    def handle_event(self, event: pygame.event.Event) -> bool:
        if not self.visible:
            return False
        if event.type == pygame.MOUSEMOTION:
            was = self.hover
            self.hover = self.rect.collidepoint(event.pos)
            if self.hover and not was and self.enabled:
                self.on_hover()
        return False

    def on_hover(self) -> None:
        pass

    def draw(self, surface: pygame.Surface) -> None: ...


class Button(Widget):
    """A brass button (`primary`) or a parchment one (`secondary`)."""

    def __init__(self, app, label: str | Label, on_click: Callable[[], Any], style: str = "primary",
                 hotkey: int | None = None) -> None:
        super().__init__(app)
        self.label = _label(label)
        self.on_click = on_click
        self.style = style
        self.hotkey = hotkey
        self.pressed = False

    def handle_event(self, event: pygame.event.Event) -> bool:
        super().handle_event(event)
        if not (self.visible and self.enabled):
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            self.pressed = True
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            was, self.pressed = self.pressed, False
            if was and self.rect.collidepoint(event.pos):
                self.click()
                return True
        if event.type == pygame.KEYDOWN and self.hotkey is not None and event.key == self.hotkey:
            self.click()
            return True
        return False

    def click(self) -> None:
        self.app.sounds.play(Sound.CLICK)
        self.on_click()

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible or self.rect.w <= 0:
            return
        c = self.theme.c
        r = self.theme.px(0.35)
        if self.style == "primary":
            top, bottom, ink = c["brass_light"], c["brass"], c["ink"]
        elif self.style == "danger":
            top, bottom, ink = house("danger_top"), c["red"], house("danger_ink")
        else:
            top, bottom, ink = c["parchment"], c["parchment_dark"], c["ink"]
        if not self.enabled:
            top, bottom, ink = house("disabled_top"), house("disabled_bottom"), house("disabled_ink")
        elif self.hover:
            top = lerp_colour(top, WHITE, 0.25)
        rect = self.rect.move(0, 2 if self.pressed else 0)
        pygame.draw.rect(surface, house("button_shadow"), self.rect.move(0, 3), border_radius=r)
        half = rect.copy()
        pygame.draw.rect(surface, bottom, rect, border_radius=r)
        half.h = rect.h // 2
        pygame.draw.rect(surface, top, half, border_top_left_radius=r, border_top_right_radius=r)
        pygame.draw.rect(surface, c["brass_dark"] if self.style != "danger" else house("danger_edge"), rect, max(1, self.theme.px(0.08)), border_radius=r)
        text = self.label()
        size = self.theme.fit_size(text, int(rect.h * 0.5), rect.w - self.theme.px(0.8), bold=True)
        img = self.theme.text(text, size, ink, bold=True)
        surface.blit(img, img.get_rect(center=rect.center))


class Cycler(Widget):
    """`‹ value ›`: click the arrows (or the left/right halves) to cycle through choices."""

    def __init__(self, app, choices: Sequence[Any], index: int, render: Callable[[Any], str],
                 on_change: Callable[[Any], None] | None = None) -> None:
        super().__init__(app)
        self.choices = list(choices)
        self.index = max(0, min(index, len(self.choices) - 1))
        self.render = render
        self.on_change = on_change

    @property
    def value(self) -> Any:
        return self.choices[self.index] if self.choices else None

    def set_choices(self, choices: Sequence[Any], value: Any = None) -> None:
        self.choices = list(choices)
        self.index = self.choices.index(value) if value in self.choices else 0

    def step(self, delta: int) -> None:
        if not self.choices:
            return
        self.index = (self.index + delta) % len(self.choices)
        self.app.sounds.play(Sound.CLICK)
        if self.on_change:
            self.on_change(self.value)

    def handle_event(self, event: pygame.event.Event) -> bool:
        super().handle_event(event)
        if not (self.visible and self.enabled) or len(self.choices) < 2:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and self.rect.collidepoint(event.pos):
            if event.button in (1, 3):
                left = event.pos[0] < self.rect.centerx
                self.step(-1 if (left if event.button == 1 else True) else 1)
                return True
        if event.type == pygame.MOUSEWHEEL and self.hover:
            self.step(-1 if event.y > 0 else 1)
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        if not self.visible or self.rect.w <= 0:
            return
        c = self.theme.c
        r = self.theme.px(0.3)
        bg = c["parchment"] if self.enabled else house("choice_disabled")
        if self.hover and self.enabled:
            bg = lerp_colour(bg, WHITE, 0.3)
        pygame.draw.rect(surface, bg, self.rect, border_radius=r)
        pygame.draw.rect(surface, c["parchment_edge"], self.rect, 1, border_radius=r)
        ink = c["ink"] if self.enabled else c["ink_soft"]
        arrow = self.rect.h * 0.22
        if len(self.choices) > 1 and self.enabled:
            cy = self.rect.centery
            lx = self.rect.x + self.rect.h * 0.4
            rx = self.rect.right - self.rect.h * 0.4
            pygame.draw.polygon(surface, c["brass_dark"], [(lx - arrow, cy), (lx + arrow * 0.6, cy - arrow), (lx + arrow * 0.6, cy + arrow)])
            pygame.draw.polygon(surface, c["brass_dark"], [(rx + arrow, cy), (rx - arrow * 0.6, cy - arrow), (rx - arrow * 0.6, cy + arrow)])
        text = self.render(self.value) if self.choices else "—"
        avail = self.rect.w - int(self.rect.h * 1.6)
        size = self.theme.fit_size(text, int(self.rect.h * 0.5), avail)
        img = self.theme.text(text, size, ink)
        surface.blit(img, img.get_rect(center=self.rect.center))


class Slider(Widget):
    """A value in [0, 1]."""

    def __init__(self, app, value: float, on_change: Callable[[float], None]) -> None:
        super().__init__(app)
        self.value = value
        self.on_change = on_change
        self.dragging = False

    def _set_from(self, x: int) -> None:
        inner = self.rect.inflate(-self.rect.h, 0)
        self.value = max(0.0, min(1.0, (x - inner.x) / max(1, inner.w)))
        self.on_change(self.value)

    def handle_event(self, event: pygame.event.Event) -> bool:
        super().handle_event(event)
        if not self.visible:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            self.dragging = True
            self._set_from(event.pos[0])
            return True
        if event.type == pygame.MOUSEMOTION and self.dragging:
            self._set_from(event.pos[0])
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.dragging:
            self.dragging = False
            self.app.sounds.play(Sound.CLICK)
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        c = self.theme.c
        inner = self.rect.inflate(-self.rect.h, 0)
        track = pygame.Rect(inner.x, self.rect.centery - 3, inner.w, 6)
        pygame.draw.rect(surface, c["table_dark"], track, border_radius=3)
        fill = track.copy()
        fill.w = int(track.w * self.value)
        pygame.draw.rect(surface, c["brass"], fill, border_radius=3)
        knob = (inner.x + int(inner.w * self.value), self.rect.centery)
        pygame.draw.circle(surface, c["brass_light"] if self.hover else c["brass"], knob, self.rect.h * 0.32)
        pygame.draw.circle(surface, c["brass_dark"], knob, self.rect.h * 0.32, 2)


class Toggle(Widget):
    """A checkbox with its label to the right."""

    def __init__(self, app, label: str | Label, value: bool, on_change: Callable[[bool], None],
                 on_paper: bool = False) -> None:
        super().__init__(app)
        self.label = _label(label)
        self.value = value
        self.on_change = on_change
        self.on_paper = on_paper

    def handle_event(self, event: pygame.event.Event) -> bool:
        super().handle_event(event)
        if self.visible and self.enabled and event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            self.value = not self.value
            self.app.sounds.play(Sound.CLICK)
            self.on_change(self.value)
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        c = self.theme.c
        box = pygame.Rect(self.rect.x, self.rect.y, self.rect.h, self.rect.h).inflate(-self.rect.h * 0.2, -self.rect.h * 0.2)
        pygame.draw.rect(surface, c["parchment"], box, border_radius=4)
        pygame.draw.rect(surface, c["brass_dark"], box, 2, border_radius=4)
        if self.value:
            p = box.inflate(-box.w * 0.3, -box.h * 0.3)
            pygame.draw.lines(surface, c["green"], False, [(p.x, p.centery), (p.x + p.w * 0.4, p.bottom), (p.right, p.y)], max(2, box.w // 7))
        text = self.label()
        size = self.theme.fit_size(text, int(self.rect.h * 0.55), self.rect.w - self.rect.h - 6)
        if self.on_paper:
            colour = c["red"] if self.hover else c["ink_soft"]
        else:
            colour = c["parchment"] if self.hover else c["brass_light"]
        img = self.theme.text(text, size, colour)
        surface.blit(img, img.get_rect(midleft=(self.rect.x + self.rect.h + 4, self.rect.centery)))


class TextInput(Widget):
    """A one-line text field (player names)."""

    def __init__(self, app, text: str, max_len: int = 16, on_change: Callable[[str], None] | None = None) -> None:
        super().__init__(app)
        self.text = text
        self.max_len = max_len
        self.focused = False
        self.on_change = on_change
        self._blink = 0.0

    def handle_event(self, event: pygame.event.Event) -> bool:
        super().handle_event(event)
        if not self.visible:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.focused = self.rect.collidepoint(event.pos)
            return self.focused
        if not self.focused:
            return False
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_BACKSPACE:
                self.text = self.text[:-1]
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_TAB, pygame.K_ESCAPE):
                self.focused = False
            else:
                return True
            if self.on_change:
                self.on_change(self.text)
            return True
        if event.type == pygame.TEXTINPUT:
            clean = "".join(ch for ch in event.text if ch.isprintable())
            self.text = (self.text + clean)[: self.max_len]
            if self.on_change:
                self.on_change(self.text)
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        c = self.theme.c
        r = self.theme.px(0.25)
        pygame.draw.rect(surface, house("field_focus") if self.focused else c["parchment"], self.rect, border_radius=r)
        pygame.draw.rect(surface, c["brass"] if self.focused else c["parchment_edge"], self.rect, 2 if self.focused else 1, border_radius=r)
        size = int(self.rect.h * 0.52)
        img = self.theme.text(self.text, size, c["ink"])
        pad = self.theme.px(0.35)
        area = self.rect.inflate(-2 * pad, 0)
        clip = surface.get_clip()
        surface.set_clip(area)
        x = area.x if img.get_width() < area.w else area.right - img.get_width()
        surface.blit(img, img.get_rect(midleft=(x, self.rect.centery)))
        if self.focused and (pygame.time.get_ticks() // 500) % 2 == 0:
            cx = x + img.get_width() + 1
            pygame.draw.line(surface, c["ink"], (cx, self.rect.y + 5), (cx, self.rect.bottom - 5), 2)
        surface.set_clip(clip)


def column(rect: pygame.Rect, count: int, height: int, gap: int) -> list[pygame.Rect]:
    """`count` rects of `height` stacked in `rect`, centred vertically."""
    total = count * height + (count - 1) * gap
    y = rect.y + (rect.h - total) // 2
    return [pygame.Rect(rect.x, y + i * (height + gap), rect.w, height) for i in range(count)]
