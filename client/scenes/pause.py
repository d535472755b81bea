"""The pause menu over a game: resume, save, rules, settings, quit to the menu (saved)."""

from __future__ import annotations

import pygame
from ludotheque.client import saves
from ludotheque.client.colours import house
from ludotheque.client.scene import Scene
from ludotheque.client.ui import draw
from ludotheque.client.ui.widgets import Button, column


class PauseScene(Scene):
    overlay = True

    def __init__(self, app, host) -> None:
        super().__init__(app)
        self.host = host
        t = app.t
        self.buttons = [
            Button(app, lambda: t("pause.resume"), self.resume_game),
            Button(app, lambda: t("pause.save"), self.save, "secondary"),
            Button(app, lambda: t("pause.rules"), self.rules, "secondary"),
            Button(app, lambda: t("pause.settings"), self.settings, "secondary"),
            Button(app, lambda: t("pause.quit"), self.quit_to_menu, "secondary"),
        ]
        if getattr(host, "fault", None) is not None:
            # The game met a defect (issue 31): it may be set aside, kept in the load list,
            # so that Continue no longer brings it back.
            self.buttons.append(Button(app, lambda: t("pause.abandon"), self.abandon, "danger"))
        self.panel = pygame.Rect(0, 0, 0, 0)

    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        th = self.app.theme
        pw = min(w - th.px(2), th.px(16))
        bh = th.px(2)
        ph = len(self.buttons) * (bh + th.px(0.5)) + th.px(4)
        self.panel = pygame.Rect((w - pw) // 2, (h - ph) // 2, pw, ph)
        area = pygame.Rect(self.panel.x + th.px(1.2), self.panel.y + th.px(3), pw - th.px(2.4), ph - th.px(3.6))
        for rect, b in zip(column(area, len(self.buttons), bh, th.px(0.5)), self.buttons, strict=True):
            b.rect = rect

    def resume_game(self) -> None:
        self.app.scenes.pop()

    def save(self) -> None:
        self.host.save_manual()
        self.app.scenes.pop()

    def rules(self) -> None:
        self.app.scenes.push("rules", self.host.session.info.id)

    def settings(self) -> None:
        self.app.scenes.push("settings")

    def quit_to_menu(self) -> None:
        self.host.autosave()
        self.app.scenes.reset("menu")

    def abandon(self) -> None:
        """Leave a game that met a defect: its autosave goes to the load list as a save of
        its own (nothing is lost), and Continue offers it no more."""
        self.host.autosave()
        path = saves.autosave_path(self.host.session.info.id)
        if self.host.autosave_enabled and self.host.tutorial is None and path.exists():
            try:
                saves.keep_in_list(path)
            except (OSError, saves.SaveError):
                pass  # the autosave stays: Continue still offers it
        self.app.scenes.reset("menu")

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.resume_game()
            return
        for b in self.buttons:
            if b.handle_event(event):
                return

    def draw(self, surface: pygame.Surface) -> None:
        th = self.app.theme
        veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        veil.fill(house("pause_veil"))
        surface.blit(veil, (0, 0))
        draw.panel(surface, self.panel, th)
        title = th.text(self.app.t("pause.title"), th.px(1.6), th.c["ink"], serif=True, bold=True)
        surface.blit(title, title.get_rect(midtop=(self.panel.centerx, self.panel.y + th.px(0.8))))
        for b in self.buttons:
            b.draw(surface)
