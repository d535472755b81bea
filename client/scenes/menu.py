"""The title screen and main menu."""

from __future__ import annotations

import pygame
from ludotheque.client import saves, stats
from ludotheque.client.colours import BLACK
from ludotheque.client.game.boards import playable_games
from ludotheque.client.scenes.common import WidgetScene
from ludotheque.client.ui import draw
from ludotheque.client.ui.emblems import EMBLEMS, emblem
from ludotheque.client.ui.widgets import Button, column
from ludotheque.sounds.names import Sound


class MenuScene(WidgetScene):
    def __init__(self, app) -> None:
        super().__init__(app)
        t = app.t
        self.items = [
            ("new", Button(app, lambda: t("menu.new_game"), self.new_game)),
            ("continue", Button(app, self._continue_label, self.continue_game)),
            ("learn", Button(app, lambda: t("menu.learn"), self.learn, "secondary")),
            ("load", Button(app, lambda: t("menu.load"), self.load, "secondary")),
            ("online", Button(app, lambda: t("net.menu"), lambda: app.scenes.push("net"), "secondary")),
            ("challenges", Button(app, lambda: t("menu.challenges"), self.challenges, "secondary")),
            ("stats", Button(app, lambda: t("menu.stats"), self.stats, "secondary")),
            ("settings", Button(app, lambda: t("menu.settings"), self.settings, "secondary")),
            ("rules", Button(app, lambda: t("menu.rules"), self.rules, "secondary")),
            ("quit", Button(app, lambda: t("menu.quit"), app.quit, "secondary")),
        ]
        self.buttons = dict(self.items)
        for _, b in self.items:
            self.add(b)
        self.message = ""
        self.tiles: list[tuple[pygame.Rect, str]] = []
        self.hover_tile: str | None = None
        self.continue_game_id: str | None = None
        self.continue_guided = False
        self.newcomer = False
        self.refresh()

    def refresh(self) -> None:
        path = saves.continue_path()
        self.buttons["continue"].enabled = path is not None
        entry = saves.read_entry(path) if path is not None else None
        self.continue_game_id = entry.game_id if entry is not None else None
        self.continue_guided = entry is not None and "tutorial" in saves.house_data(entry.payload or {})
        # A first visit (no game counted, nothing saved): "Learn to play" is lit and invited.
        book = stats.load()
        if book.note:  # a broken statistics file was just set aside: say so, once
            self.app.notices.append(("stats.set_aside", {"detail": book.note}))
        self.newcomer = path is None and not book.players and not saves.list_saves()
        self.buttons["learn"].style = "primary" if self.newcomer else "secondary"

    def _continue_label(self) -> str:
        key = (self.continue_game_id or "").replace("-", "_")
        if key and self.app.translator.has(f"{key}.name"):
            return self.app.t("menu.continue_guided" if self.continue_guided else "menu.continue_game",
                              game=self.app.t(f"{key}.name"))
        return self.app.t("menu.continue")

    def notes(self) -> list[str]:
        """The lines at the foot of the menu: what happened to the user's files, the
        invitation to a newcomer, the last message."""
        lines = [self.app.t(key, **params) for key, params in self.app.notices]
        if self.newcomer:
            lines.append(self.app.t("menu.welcome"))
        if self.message:
            lines.append(self.message)
        return lines

    def enter(self) -> None:
        self.refresh()

    def resume(self) -> None:
        self.refresh()

    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        th = self.app.theme
        bw = min(th.px(15), int(w * 0.5))
        area = pygame.Rect((w - bw) // 2, int(h * 0.265), bw, int(h * 0.48))
        gap = th.px(0.45)
        bh = min(th.px(2.0), (area.h - gap * (len(self.items) - 1)) // len(self.items))
        for rect, (_, b) in zip(column(area, len(self.items), bh, gap), self.items, strict=True):
            b.rect = rect
        # The five games as tiles along the bottom: a click opens the setup on that game.
        tile = min(th.px(4.2), int(h * 0.12))
        gap = th.px(2.2)
        ids = list(EMBLEMS)
        x0 = (w - len(ids) * tile - (len(ids) - 1) * gap) // 2
        y = self.items[-1][1].rect.bottom + th.px(1.6)
        self.tiles = [(pygame.Rect(x0 + i * (tile + gap), y, tile, tile), g) for i, g in enumerate(ids)]

    # --- actions ---------------------------------------------------------------------------
    def new_game(self) -> None:
        self.app.scenes.push("setup")

    def continue_game(self) -> None:
        path = saves.continue_path()
        if path is None:
            self.refresh()
            return
        try:
            session, house = saves.load_game(path)
        except saves.SaveError as err:
            self.message = self.app.t(err.key, detail=err.detail)
            self.buttons["continue"].enabled = False
            return
        self.app.scenes.push("game", session, house=house)

    def learn(self) -> None:
        self.app.scenes.push("learn")

    def load(self) -> None:
        self.app.scenes.push("load")

    def challenges(self) -> None:
        self.app.scenes.push("challenges")

    def stats(self) -> None:
        self.app.scenes.push("stats")

    def settings(self) -> None:
        self.app.scenes.push("settings")

    def rules(self) -> None:
        self.app.scenes.push("rules")

    def back(self) -> None:
        pass  # Escape on the title screen does nothing; Quit is a button.

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.hover_tile = next((g for r, g in self.tiles if r.collidepoint(event.pos)), None)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for rect, game_id in self.tiles:
                if rect.collidepoint(event.pos):
                    self.open_game(game_id)
                    return
        super().handle_event(event)

    def open_game(self, game_id: str) -> None:
        if game_id in {g.id for g in playable_games()}:
            self.app.sounds.play(Sound.CLICK)
            self.app.scenes.push("setup", game_id)

    # --- drawing -------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        draw.table(surface)
        th = self.app.theme
        w, h = surface.get_size()
        title = "Ludothèque"
        size = th.fit_size(title, th.px(3.6), w - th.px(4), serif=True, bold=True)
        img = th.text(title, size, th.c["brass_light"], serif=True, bold=True)
        shadow = th.text(title, size, BLACK, serif=True, bold=True)
        y = int(h * 0.06)
        surface.blit(shadow, shadow.get_rect(midtop=(w // 2 + 3, y + 4)))
        surface.blit(img, img.get_rect(midtop=(w // 2, y)))
        sub = self.app.t("menu.subtitle")
        sub_size = th.fit_size(sub, th.px(1.0), w - th.px(4))
        sub_img = th.text(sub, sub_size, th.c["parchment_dark"])
        surface.blit(sub_img, sub_img.get_rect(midtop=(w // 2, y + img.get_height() + th.px(0.2))))
        for rect, game_id in self.tiles:
            lifted = rect.move(0, -th.px(0.2)) if game_id == self.hover_tile else rect
            surface.blit(emblem(game_id, rect.w), lifted)
            key = game_id.replace("-", "_")
            name = self.app.t(f"{key}.name") if self.app.translator.has(f"{key}.name") else ""
            colour = th.c["highlight"] if game_id == self.hover_tile else th.c["parchment_dark"]
            size = th.fit_size(name, th.px(0.7), rect.w + th.px(2.0))
            label = th.text(name, size, colour)
            surface.blit(label, label.get_rect(midtop=(rect.centerx, rect.bottom + th.px(0.2))))
        for wdg in self.widgets:
            wdg.draw(surface)
        bottom = h - th.px(0.5)
        for line in reversed(self.notes()):
            size = th.fit_size(line, th.px(0.75), w - th.px(5))
            msg = th.text(line, size, th.c["highlight"])
            surface.blit(msg, msg.get_rect(midbottom=(w // 2, bottom)))
            bottom -= msg.get_height()
        ver = th.text(self.app.t("app.version", version=self.app.version), th.px(0.6), th.c["parchment_dark"])
        surface.blit(ver, ver.get_rect(bottomright=(w - th.px(0.5), h - th.px(0.4))))
