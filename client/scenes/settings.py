"""Settings: language, volumes, fullscreen, window size, animation speed, colour-blind palette, the
hints' AI level, Castle Crush's hand and Castle Risk's defence.

Every change is applied at once and saved in the user's config folder.
"""

from __future__ import annotations

import pygame
from ludotheque.client.i18n import LANGUAGES
from ludotheque.client.scenes.common import WidgetScene
from ludotheque.client.settings import (
    ANIM_SPEEDS,
    DEFAULT_WINDOW,
    HAND_STEADINESS,
    HINT_LEVELS,
    WINDOW_SIZES,
)
from ludotheque.client.ui import draw
from ludotheque.client.ui.widgets import Button, Cycler, Slider, Toggle
from ludotheque.sounds.names import Sound

# What a window needs around it on the desktop: its title bar and a task bar (px).
WINDOW_MARGIN = 60


def desktop_size() -> tuple[int, int] | None:
    """The size of the (first) desktop, or None when the display cannot tell."""
    try:
        sizes = pygame.display.get_desktop_sizes()
    except pygame.error:
        return None
    return tuple(sizes[0]) if sizes else None


def sizes_that_fit(desktop: tuple[int, int] | None, current: tuple[int, int]) -> list[tuple[int, int]]:
    """The window sizes offered: those the desktop holds with a title bar and a task bar
    (issue 31: 1920x1080 on a 1400x900 screen left the controls off it), the smallest
    always, and the current one (so that it shows, and one may step down from it)."""
    if desktop is None:
        fit = list(WINDOW_SIZES)
    else:
        fit = [s for s in WINDOW_SIZES if s[0] <= desktop[0] and s[1] + WINDOW_MARGIN <= desktop[1]]
    fit = fit or [WINDOW_SIZES[0]]
    if current in WINDOW_SIZES and current not in fit:
        fit.append(current)
    return sorted(fit)


class Stepper(Cycler):
    """A Cycler that stops at both ends instead of wrapping round (the window sizes: one
    click past the largest must not jump to the smallest)."""

    def step(self, delta: int) -> None:
        if not self.choices:
            return
        index = max(0, min(self.index + delta, len(self.choices) - 1))
        if index == self.index:
            return
        self.index = index
        self.app.sounds.play(Sound.CLICK)
        if self.on_change:
            self.on_change(self.value)


class SettingsScene(WidgetScene):
    title_key = "settings.title"

    def __init__(self, app) -> None:
        super().__init__(app)
        s = app.settings
        t = app.t
        self.language = Cycler(app, LANGUAGES, LANGUAGES.index(s.language), lambda v: t(f"settings.language.{v}"), self.set_language)
        self.music = Slider(app, s.music_volume, self.set_music)
        self.effects = Slider(app, s.effects_volume, self.set_effects)
        self.fullscreen = Toggle(app, lambda: t("settings.fullscreen_hint"), s.fullscreen, self.set_fullscreen, on_paper=True)
        sizes = sizes_that_fit(desktop_size(), s.window_size)
        self.window = Stepper(app, sizes, sizes.index(s.window_size) if s.window_size in sizes else
                             sum(1 for v in sizes if v <= DEFAULT_WINDOW) - 1,
                             lambda v: t("settings.window_size", w=v[0], h=v[1]), self.set_window_size)
        speeds = list(ANIM_SPEEDS)
        self.speed = Cycler(app, speeds, speeds.index(s.anim_speed) if s.anim_speed in speeds else 2,
                            lambda v: t(f"settings.speed.{str(v).replace('.', '_')}"), self.set_speed)
        self.colour_blind = Toggle(app, lambda: t("settings.colour_blind_hint"), s.colour_blind, self.set_colour_blind, on_paper=True)
        self.hint_level = self._choice(HINT_LEVELS, "hint_level", "settings.hint_level")
        self.hand = self._choice(HAND_STEADINESS, "hand_steadiness", "settings.hand")
        self.defender = Toggle(app, lambda: t("settings.defender_max_hint"), s.risk_defender_max,
                               self.set_defender_max, on_paper=True)
        self.rows = [
            ("settings.language", self.language),
            ("settings.music", self.music),
            ("settings.effects", self.effects),
            ("settings.fullscreen", self.fullscreen),
            ("settings.window", self.window),
            ("settings.anim_speed", self.speed),
            ("settings.colour_blind", self.colour_blind),
            ("settings.hint_level", self.hint_level),
            ("settings.hand", self.hand),
            ("settings.defender_max", self.defender),
        ]
        for _, w in self.rows:
            self.add(w)
        self.done = self.add(Button(app, lambda: t("common.back"), self.back))
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.row_rects: list[pygame.Rect] = []

    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        th = self.app.theme
        pw = min(int(w * 0.8), th.px(34))
        rh = th.px(2.1)
        ph = rh * len(self.rows) + th.px(2)
        self.panel = pygame.Rect((w - pw) // 2, th.px(5.2), pw, ph)
        self.row_rects = []
        label_w = int(pw * 0.38)
        for i, (_, widget) in enumerate(self.rows):
            row = pygame.Rect(self.panel.x + th.px(1), self.panel.y + th.px(1) + i * rh, pw - th.px(2), rh)
            self.row_rects.append(row)
            widget.rect = pygame.Rect(row.x + label_w, row.y + th.px(0.3), row.w - label_w, rh - th.px(0.6))
        bw = th.px(10)
        self.done.rect = pygame.Rect((w - bw) // 2, self.panel.bottom + th.px(1.0), bw, th.px(2))

    def _choice(self, choices: tuple[str, ...], name: str, key: str) -> Cycler:
        """A cycler over a string setting, saved on every change; labels `key.<choice>`."""
        current = getattr(self.app.settings, name)

        def change(v: str) -> None:
            setattr(self.app.settings, name, v)
            self.app.save_settings()

        return Cycler(self.app, choices, choices.index(current) if current in choices else 0,
                      lambda v: self.app.t(f"{key}.{v}"), change)

    # --- changes ------------------------------------------------------------------------------
    def set_language(self, lang: str) -> None:
        self.app.set_language(lang)

    def set_music(self, v: float) -> None:
        self.app.settings.music_volume = v
        self.app.sounds.set_volumes(self.app.settings.effects_volume, v)
        self.app.save_settings()

    def set_effects(self, v: float) -> None:
        self.app.settings.effects_volume = v
        self.app.sounds.set_volumes(v, self.app.settings.music_volume)
        self.app.save_settings()

    def set_fullscreen(self, on: bool) -> None:
        self.app.set_fullscreen(on)
        self.app.save_settings()

    def set_window_size(self, size: tuple[int, int]) -> None:
        self.app.set_window_size(size)
        self.app.save_settings()

    def set_speed(self, v: float) -> None:
        self.app.settings.anim_speed = v
        self.app.save_settings()

    def set_colour_blind(self, on: bool) -> None:
        self.app.settings.colour_blind = on
        self.app.save_settings()

    def set_defender_max(self, on: bool) -> None:
        self.app.settings.risk_defender_max = on
        self.app.save_settings()

    def draw(self, surface: pygame.Surface) -> None:
        draw.table(surface)
        self.draw_title(surface)
        th = self.app.theme
        draw.panel(surface, self.panel, th)
        for (key, widget), row in zip(self.rows, self.row_rects, strict=True):
            label = pygame.Rect(row.x, row.y, int(self.panel.w * 0.36), row.h)
            self.draw_label(surface, self.app.t(key), label, th.c["ink"], 0.95, bold=True)
            widget.draw(surface)
        self.done.draw(surface)
