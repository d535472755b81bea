"""Load a saved game: a click on a row resumes it, Replay watches it, Delete (clicked twice)
removes it. Files that cannot be loaded are listed with the reason, untouched until deleted."""

from __future__ import annotations

from functools import partial
from typing import Any

import pygame
from ludotheque.client import saves
from ludotheque.client.colours import house
from ludotheque.client.game.timeline import Timeline
from ludotheque.client.scenes.common import WidgetScene
from ludotheque.client.ui import draw
from ludotheque.client.ui.widgets import Button
from ludotheque.rules.registry import GameNotBuilt, get_game
from ludotheque.sounds.names import Sound


class LoadScene(WidgetScene):
    title_key = "load.title"

    def __init__(self, app) -> None:
        super().__init__(app)
        self.entries = saves.list_saves()
        self.back_button = self.add(Button(app, lambda: app.t("common.back"), self.back, "secondary"))
        self.rows: list[tuple[pygame.Rect, saves.SaveEntry]] = []
        self.replay_buttons: list[Button] = []
        self.review_buttons: list[Button] = []  # the analyst's review (issue 33), beside Replay
        self.delete_buttons: list[Button] = []
        self.pending_delete: saves.SaveEntry | None = None  # asked once, deleted on the second click
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.scroll = 0
        self.hover: int | None = None
        self.message = ""

    def layout(self, size: tuple[int, int]) -> None:
        w, h = size
        th = self.app.theme
        pw = min(w - th.px(2), th.px(36))
        self.panel = pygame.Rect((w - pw) // 2, th.px(5), pw, h - th.px(10.4))  # a line under it for messages
        bw = th.px(10)
        self.back_button.rect = pygame.Rect((w - bw) // 2, h - th.px(3), bw, th.px(2))
        self._place_rows()

    def _place_rows(self) -> None:
        th = self.app.theme
        row_h = th.px(2.4)
        inner = self.panel.inflate(-th.px(1.2), -th.px(1.2))
        self.rows = []
        self.replay_buttons = []
        self.review_buttons = []
        self.delete_buttons = []
        for i, entry in enumerate(self.entries[self.scroll:]):
            rect = pygame.Rect(inner.x, inner.y + i * (row_h + th.px(0.3)), inner.w, row_h)
            if rect.bottom > inner.bottom:
                break
            self.rows.append((rect, entry))
            d = Button(self.app, partial(self._delete_label, entry), partial(self.delete, entry), "secondary")
            dw = th.px(5.5)
            d.rect = pygame.Rect(rect.right - dw - th.px(0.4), rect.centery - th.px(0.8), dw, th.px(1.6))
            self.delete_buttons.append(d)
            if entry.error is None:
                b = Button(self.app, lambda: self.app.t("load.replay"), partial(self.replay, entry), "secondary")
                b.rect = d.rect.move(-dw - th.px(0.4), 0)
                self.replay_buttons.append(b)
                r = Button(self.app, lambda: self.app.t("review.button.short"), partial(self.review, entry), "secondary")
                r.rect = b.rect.move(-dw - th.px(0.4), 0)
                self.review_buttons.append(r)

    def _delete_label(self, entry: saves.SaveEntry) -> str:
        return self.app.t("load.confirm" if entry is self.pending_delete else "load.delete")

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.hover = next((i for i, (r, _) in enumerate(self.rows) if r.collidepoint(event.pos)), None)
        if event.type == pygame.MOUSEWHEEL:
            self.scroll = max(0, min(self.scroll - event.y, max(0, len(self.entries) - 1)))
            self._place_rows()
            return
        for b in self.delete_buttons:
            if b.handle_event(event):
                return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.pending_delete is not None:
            self.pending_delete = None  # any other click calls the deletion off, and its prompt
            self.message = ""
        for b in self.replay_buttons + self.review_buttons:
            if b.handle_event(event):
                return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for rect, entry in self.rows:
                if rect.collidepoint(event.pos):
                    self.open(entry)
                    return
        super().handle_event(event)

    def open(self, entry: saves.SaveEntry) -> None:
        if entry.error is not None:
            self.message = self.app.t(entry.error.key, detail=entry.error.detail)
            self.app.sounds.play(Sound.ERROR)
            return
        try:
            session, house = saves.load_game(entry.path)
        except saves.SaveError as err:
            self.message = self.app.t(err.key, detail=err.detail)
            self.app.sounds.play(Sound.ERROR)
            return
        self.app.scenes.replace("game", session, house=house)

    def delete(self, entry: saves.SaveEntry) -> None:
        """First click: ask; second click on the same row: delete the file."""
        if entry is not self.pending_delete:
            self.pending_delete = entry
            self.message = self.app.t("load.delete_confirm", name=self.describe(entry)[0])
            return
        self.pending_delete = None
        try:
            saves.delete_save(entry.path)
        except OSError as exc:
            self.message = self.app.t("load.delete_failed", detail=exc.strerror or type(exc).__name__)
            self.app.sounds.play(Sound.ERROR)
            return
        self.message = self.app.t("load.deleted")
        self.entries = saves.list_saves()
        self.scroll = min(self.scroll, max(0, len(self.entries) - 1))
        self._place_rows()

    def replay(self, entry: saves.SaveEntry) -> None:
        """Watch a save move by move: all of a finished game, the public view of one in
        progress."""
        payload = entry.payload or {}
        try:
            timeline = Timeline.from_json(payload["session"])
            self.app.scenes.push("replay", timeline, finished=bool(payload.get("finished")))
        except (GameNotBuilt, KeyError, TypeError, ValueError, AttributeError) as exc:  # a damaged save
            self.message = self.app.t("save.error.damaged", detail=str(exc))
            self.app.sounds.play(Sound.ERROR)

    def review(self, entry: saves.SaveEntry) -> None:
        """Review the save with the analyst (the review scene picks the seat)."""
        session = (entry.payload or {}).get("session")
        if isinstance(session, dict):
            self.app.scenes.push("review", session)

    def describe(self, entry: saves.SaveEntry) -> tuple[str, str]:
        t = self.app.t
        if entry.error is not None:
            return entry.path.name, t(entry.error.key, detail=entry.error.detail)
        payload = entry.payload or {}
        session = payload.get("session", {})
        game = session.get("game", "?")
        key = game.replace("-", "_")
        name = t(f"{key}.name") if self.app.translator.has(f"{key}.name") else game
        setting = self.setting(game, key, session.get("config", {}))
        name = f"{name} ({setting})" if setting else name
        kind = t("load.auto") if payload.get("kind") == "auto" else t("load.manual")
        if "tutorial" in saves.house_data(payload):
            kind = t("load.guided")
        seats = ", ".join(self.app.name_for(str(s.get("name", "")), i) for i, s in enumerate(session.get("seats", [])))
        when = str(payload.get("saved_at", "")).replace("T", " ")
        state = t("load.finished") if payload.get("finished") else t("load.moves", n=len(session.get("history", [])))
        return f"{name} — {kind}", f"{when} · {seats} · {state}"

    def setting(self, game: str, key: str, config: Any) -> str:
        """What the game was set to play: its mode where it has several, and an option
        with a short name of its own (Castle Crush's challenge: "Construction · Keep")."""
        try:
            info = get_game(game)
        except (GameNotBuilt, ValueError, KeyError, ImportError):
            return ""
        if not isinstance(config, dict):
            return ""
        tr = self.app.translator
        mode_id = config.get("mode", info.modes[0].id if info.modes else "")
        parts = [self.app.t(f"{key}.mode.{mode_id}")] if len(info.modes) > 1 and tr.has(f"{key}.mode.{mode_id}") else []
        mode = next((m for m in info.modes if m.id == mode_id), None)
        options = config.get("options", {}) if isinstance(config.get("options"), dict) else {}
        for spec in mode.options if mode is not None else ():
            label = f"{key}.{spec.name}.{options.get(spec.name, spec.default)}"
            if tr.has(label):
                parts.append(self.app.t(label))
        return " · ".join(parts)

    def draw(self, surface: pygame.Surface) -> None:
        draw.table(surface)
        self.draw_title(surface)
        th = self.app.theme
        draw.panel(surface, self.panel, th)
        if not self.entries:
            self.draw_label(surface, self.app.t("load.empty"), self.panel, th.c["ink_soft"], 1.0, align="center")
        for i, (rect, entry) in enumerate(self.rows):
            bad = entry.error is not None
            bg = house("row_bad") if bad else (house("row_hover") if i == self.hover else house("row"))
            pygame.draw.rect(surface, bg, rect, border_radius=th.px(0.3))
            pygame.draw.rect(surface, th.c["parchment_edge"], rect, 1, border_radius=th.px(0.3))
            title, sub = self.describe(entry)
            room = th.px(7.4) if bad else th.px(19.2)  # the place of the Review, Replay and Delete buttons
            top = pygame.Rect(rect.x + th.px(0.6), rect.y + th.px(0.2), rect.w - room, rect.h // 2)
            low = pygame.Rect(top.x, rect.centery, top.w, rect.h // 2 - th.px(0.2))
            self.draw_label(surface, title, top, th.c["red"] if bad else th.c["ink"], 0.95, bold=True)
            self.draw_label(surface, sub, low, th.c["red"] if bad else th.c["ink_soft"], 0.75)
        for b in self.replay_buttons + self.review_buttons + self.delete_buttons:
            b.draw(surface)
        r = pygame.Rect(0, self.back_button.rect.y - th.px(1.3), surface.get_width(), th.px(1))
        if self.message:
            self.draw_label(surface, self.message, r, th.c["highlight"], 0.85, align="center")
        elif any(entry.error is None for _, entry in self.rows):
            self.draw_label(surface, self.app.t("load.hint"), r, th.c["parchment_dark"], 0.8, align="center")
        self.back_button.draw(surface)
