"""The title screen and main menu."""

from __future__ import annotations

import pygame

from client import saves
from client.scenes.common import WidgetScene
from client.ui import draw
from client.ui.emblems import EMBLEMS, emblem
from client.ui.widgets import Button, column


class MenuScene(WidgetScene):
    def __init__(self, app) -> None:
        super().__init__(app)
        t = app.t
        self.items = [
            ("new", Button(app, lambda: t("menu.new_game"), self.new_game)),
            ("continue", Button(app, lambda: t("menu.continue"), self.continue_game)),
            ("load", Button(app, lambda: t("menu.load"), self.load, "secondary")),
            ("challenges", Button(app, lambda: t("menu.challenges"), self.challenges, "secondary")),
            ("settings", Button(app, lambda: t("menu.settings"), self.settings, "secondary")),
            ("rules", Button(app, lambda: t("menu.rules"), self.rules, "secondary")),
            ("quit", Button(app, lambda: t("menu.quit"), app.quit, "secondary")),
        ]
        self.buttons = dict(self.items)
        for _, b in self.items:
            self.add(b)
        self.message = ""
        self.refresh()

    def refresh(self) -> None:
        self.buttons["continue"].enabled = saves.continue_path() is not None

    def enter(self) -> None:
        self.refresh()

    def resume(self) -> None:
        self.refresh()

    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        th = self.app.theme
        bw = min(th.px(15), int(w * 0.5))
        bh = th.px(2.0)
        area = pygame.Rect((w - bw) // 2, int(h * 0.27), bw, int(h * 0.6))
        for rect, (_, b) in zip(column(area, len(self.items), bh, th.px(0.45)), self.items, strict=True):
            b.rect = rect

    # --- actions ---------------------------------------------------------------------------
    def new_game(self) -> None:
        from client.scenes.setup import SetupScene

        self.app.scenes.push(SetupScene(self.app))

    def continue_game(self) -> None:
        from client.game.host import GameHost

        path = saves.continue_path()
        if path is None:
            self.refresh()
            return
        try:
            session = saves.load_session(path)
        except saves.SaveError as err:
            self.message = self.app.t(err.key, detail=err.detail)
            self.buttons["continue"].enabled = False
            return
        self.app.scenes.push(GameHost(self.app, session))

    def load(self) -> None:
        from client.scenes.load import LoadScene

        self.app.scenes.push(LoadScene(self.app))

    def challenges(self) -> None:
        from client.scenes.challenges import ChallengesScene

        self.app.scenes.push(ChallengesScene(self.app))

    def settings(self) -> None:
        from client.scenes.settings import SettingsScene

        self.app.scenes.push(SettingsScene(self.app))

    def rules(self) -> None:
        from client.scenes.rules_book import RulesScene

        self.app.scenes.push(RulesScene(self.app))

    def back(self) -> None:
        pass  # Escape on the title screen does nothing; Quit is a button.

    # --- drawing -------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        draw.table(surface)
        th = self.app.theme
        w, h = surface.get_size()
        title = "Ludothèque"
        size = th.fit_size(title, th.px(3.6), w - th.px(4), serif=True, bold=True)
        img = th.text(title, size, th.c["brass_light"], serif=True, bold=True)
        shadow = th.text(title, size, (0, 0, 0), serif=True, bold=True)
        y = int(h * 0.06)
        surface.blit(shadow, shadow.get_rect(midtop=(w // 2 + 3, y + 4)))
        surface.blit(img, img.get_rect(midtop=(w // 2, y)))
        sub = self.app.t("menu.subtitle")
        sub_size = th.fit_size(sub, th.px(1.0), w - th.px(4))
        sub_img = th.text(sub, sub_size, th.c["parchment_dark"])
        surface.blit(sub_img, sub_img.get_rect(midtop=(w // 2, y + img.get_height() + th.px(0.2))))
        # The five games' emblems, either side of the menu.
        es = th.px(4.2)
        ids = list(EMBLEMS)
        left_x = (w - self.buttons["new"].rect.w) // 4
        right_x = w - left_x
        for i, game_id in enumerate(ids):
            cx = left_x if i % 2 == 0 else right_x
            cy = int(h * 0.33) + (i // 2) * int(es * 1.25) + (int(es * 0.6) if i % 2 else 0)
            surface.blit(emblem(game_id, es), (cx - es // 2, cy))
        for wdg in self.widgets:
            wdg.draw(surface)
        if self.message:
            msg = th.text(self.message, th.px(0.8), th.c["highlight"])
            surface.blit(msg, msg.get_rect(midbottom=(w // 2, h - th.px(0.6))))
        ver = th.text("v0.1", th.px(0.6), th.c["parchment_dark"])
        surface.blit(ver, ver.get_rect(bottomright=(w - th.px(0.5), h - th.px(0.4))))
