"""The game log: every action in a sentence, newest at the bottom, scrollable."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame
from ludotheque.client.ui import draw

if TYPE_CHECKING:
    from ludotheque.client.game.hostapi import PanelHost
    from ludotheque.rules.session import LogEntry

PRIVATE = "_private"  # a line `K_private` the rules show one seat details the public `K` just before it


def readable_log(entries: list[LogEntry], reader: int | None) -> list[LogEntry]:
    """The lines `reader` reads (`entries` already those he may see): a public line that
    the next line tells him in full is left out, so the one who drew a card reads one line
    naming it ("Alice draws: Marshal") while the others read the public one alone."""
    out: list[LogEntry] = []
    for i, entry in enumerate(entries):
        after = entries[i + 1].event if i + 1 < len(entries) else None
        ev = entry.event
        if (after is not None and reader is not None and ev.visible_to is None
                and after.visible_to is not None and reader in after.visible_to
                and after.key == ev.key + PRIVATE and after.params.get("player") == ev.params.get("player")):
            continue
        out.append(entry)
    return out


class LogPanel:
    def __init__(self, host: PanelHost) -> None:
        self.host = host
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.scroll = 0  # lines scrolled up from the bottom
        self._cache_key: tuple | None = None
        self._lines: list[tuple[str, tuple[int, int, int] | None]] = []
        self._picture: pygame.Surface | None = None
        self._picture_key: tuple | None = None

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEWHEEL and self.rect.collidepoint(pygame.mouse.get_pos()):
            self.scroll = max(0, min(self.scroll + event.y * 3, max(0, len(self._lines) - 3)))
            return True
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and self.rect.collidepoint(event.pos):
            return True
        return False

    def _build(self, width: int, size: int) -> None:
        host = self.host
        app = host.app
        session = host.session
        reader = host.board.secrets_viewer()  # on a shared screen, only the public lines
        entries = readable_log(session.visible_log(reader), reader)
        held = host.board.log_held()  # a result the board has not shown yet
        entries = entries[:len(entries) - held] if held else entries
        cache_key = (len(session.log), held, reader, width, size, app.settings.language)
        if cache_key == self._cache_key:
            return
        self._cache_key = cache_key
        lines: list[tuple[str, tuple[int, int, int] | None]] = []
        th = app.theme

        def seat_name(i: int) -> str:
            return app.seat_name(session, i) if 0 <= i < len(session.seats) else str(i)

        humans = session.humans()
        for entry in entries[-200:]:
            ev = entry.event
            who = ev.params.get("player")
            key = ev.key
            if ev.visible_to is not None and humans != [who] and app.translator.has(key + ".their"):
                key += ".their"  # "You draw" only for the one human at the table, never an AI's (replays)
            text = app.translator.event_text(key, ev.params, seat_name)
            colour = app.seat_colour(session, who) if isinstance(who, int) and 0 <= who < len(session.seats) else None
            for k, part in enumerate(th.wrap(text, size, width)):
                lines.append((part, colour if k == 0 else None))
        self._lines = lines

    def draw(self, surface: pygame.Surface) -> None:
        """Blit the panel, redrawn only when the log, the scroll or the size changed."""
        if self.rect.w <= 0:
            return
        th = self.host.app.theme
        size = th.px(0.72)
        dot = th.px(0.5)
        inner_w = self.rect.w - th.px(1.2)
        self._build(inner_w - dot - 4, size)
        key = (self._cache_key, self.scroll, self.rect.size)
        if key != self._picture_key or self._picture is None:
            self._picture = self._render(th, size, dot)
            self._picture_key = key
        surface.blit(self._picture, self.rect.topleft)

    def _render(self, th, size: int, dot: int) -> pygame.Surface:
        pic = draw.over_table(self.host.app.size, self.rect)
        local = pic.get_rect()
        draw.dark_panel(pic, local.inflate(-th.px(0.4), -th.px(0.4)), th, 190)
        inner = local.inflate(-th.px(1.2), -th.px(1.2))
        title = th.text(self.host.app.t("game.log_title"), th.px(0.9), th.c["brass_light"], serif=True, bold=True)
        pic.blit(title, inner.topleft)
        body = pygame.Rect(inner.x, inner.y + title.get_height() + th.px(0.4), inner.w, inner.h - title.get_height() - th.px(0.4))
        line_h = int(size * 1.3)
        visible = max(1, body.h // line_h)
        end = len(self._lines) - self.scroll
        start = max(0, end - visible)
        pic.set_clip(body)
        y = body.y
        for text, colour in self._lines[start:end]:
            if colour is not None:
                pygame.draw.circle(pic, colour, (body.x + dot // 2, y + line_h // 2), dot // 2)
            pic.blit(th.text(text, size, th.c["parchment"]), (body.x + dot + 4, y))
            y += line_h
        return pic
