"""Every long text of the house scrolls to its end (issue 31, must-fix 4): each tab of the
rules book (the house and the five games), in French and English, at 1280×720 and
800×600, scrolled down by End, by Page Down, by the wheel and by dragging the scrollbar's
thumb to the bottom, draws its last line wholly inside the area the text is drawn in.

The drawing is watched from outside: the page is drawn on a surface that notes every
blit with the clip rectangle in force, and the theme's text rendering is watched to know
which image is which line."""

from __future__ import annotations

import pygame
import pytest
from ludotheque.client.app import App
from ludotheque.client.settings import Settings
from ludotheque.client.ui.richtext import layout_text

SIZES = [(1280, 720), (800, 600)]


class WatchedSurface(pygame.Surface):
    """A screen-sized surface that remembers each blit: (source, where, clip)."""

    def __init__(self, size) -> None:
        super().__init__(size)
        self.blits: list[tuple[pygame.Surface, pygame.Rect, pygame.Rect]] = []

    def blit(self, source, dest, *args, **kwargs):
        where = pygame.Rect(dest[0], dest[1], *source.get_size())
        self.blits.append((source, where, self.get_clip()))
        return super().blit(source, dest, *args, **kwargs)


def last_line(app, scene) -> str:
    """The text's last line as the page wraps it (the end of its last paragraph)."""
    th = app.theme
    key = scene.selected.replace("-", "_")
    whole = layout_text(th, app.t(f"{key}.rules"), 100_000, th.px(0.85))
    last = next(text for kind, text, _ in reversed(whole) if kind != "gap")
    wrapped = next(text for kind, text, _ in reversed(scene._lines) if kind != "gap")
    assert last.endswith(wrapped)
    return wrapped


def watch(app, monkeypatch) -> dict[int, str]:
    rendered: dict[int, str] = {}
    real = app.theme.text

    def text(s, *args, **kwargs):
        img = real(s, *args, **kwargs)
        rendered[id(img)] = s
        return img

    monkeypatch.setattr(app.theme, "text", text)
    return rendered


def frame(app, events=()) -> None:
    app.frame(1 / 60, list(events))


def scroll_by_end(app, scene) -> None:
    frame(app, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_END, mod=0, unicode="", scancode=0)])


def scroll_by_page_down(app, scene) -> None:
    for _ in range(60):
        frame(app, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_PAGEDOWN, mod=0, unicode="", scancode=0)])


def scroll_by_wheel(app, scene) -> None:
    centre = scene.page.center
    for _ in range(200):
        frame(app, [pygame.event.Event(pygame.MOUSEMOTION, pos=centre, rel=(0, 0), buttons=(0, 0, 0)),
                    pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False)])


def scroll_by_scrollbar(app, scene) -> None:
    thumb = scene.thumb()
    if thumb is None:  # a text that fits has no scrollbar
        assert scene.content_h <= scene.body.h
        return
    bottom = (thumb.centerx, app.size[1] - 2)
    frame(app, [pygame.event.Event(pygame.MOUSEMOTION, pos=thumb.center, rel=(0, 0), buttons=(0, 0, 0)),
                pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=thumb.center, button=1)])
    frame(app, [pygame.event.Event(pygame.MOUSEMOTION, pos=bottom, rel=(0, 400), buttons=(1, 0, 0))])
    frame(app, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=bottom, button=1)])


WAYS = [scroll_by_end, scroll_by_page_down, scroll_by_wheel, scroll_by_scrollbar]


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang", ["fr", "en"])
def test_every_rules_page_scrolls_to_its_last_line(size, lang, monkeypatch):
    from ludotheque.client.scenes.rules_book import RulesScene

    app = App(size, Settings(language=lang, anim_speed=0.0), window=False)
    rendered = watch(app, monkeypatch)
    checked = 0
    for game in RulesScene(app).games:
        for way in WAYS:
            scene = RulesScene(app, game)
            app.scenes.reset(scene)
            frame(app)
            last = last_line(app, scene)
            way(app, scene)
            surface = WatchedSurface(app.size)
            scene.draw(surface)
            shown = [(where, clip) for src, where, clip in surface.blits
                     if rendered.get(id(src)) == last]
            assert shown, f"{game} ({lang}, {size}, {way.__name__}): the last line is not drawn"
            where, clip = shown[-1]
            assert clip.contains(where), (f"{game} ({lang}, {size}, {way.__name__}): the last line {where} "
                                          f"is cut by the text's area {clip}")
            assert pygame.Rect((0, 0), app.size).contains(clip)
            checked += 1
    assert checked == 6 * len(WAYS)  # the house and the five games
