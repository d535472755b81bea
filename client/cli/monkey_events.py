"""The random input of `monkey`: what a restless player, a cat on the keyboard and a window
manager together may send a scene.

One *event* here is one gesture: a click (move, press, release), a drag, a turn of the wheel,
a key (Esc, F11, Ctrl+Z, Enter, letters...), typed text, a resize, a focus change, a pause
of a few frames. Clicks aim at what is on screen half the time (the rectangles of the
widgets and board parts the scene holds), so buttons and cards get pressed, not only the
empty table.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from typing import Any

import pygame

Gesture = list[pygame.event.Event]

KEYS = (
    pygame.K_ESCAPE, pygame.K_F11, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE, pygame.K_TAB,
    pygame.K_BACKSPACE, pygame.K_DELETE, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN,
    pygame.K_HOME, pygame.K_END, pygame.K_PAGEUP, pygame.K_PAGEDOWN, pygame.K_h, pygame.K_z,
    pygame.K_r, pygame.K_u, pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_PLUS, pygame.K_MINUS,
    pygame.K_F1, pygame.K_s, pygame.K_n, pygame.K_p, pygame.K_q,
) + tuple(range(pygame.K_a, pygame.K_z + 1))
MODS = (0, 0, 0, 0, pygame.KMOD_LCTRL, pygame.KMOD_LSHIFT, pygame.KMOD_LALT, pygame.KMOD_LCTRL | pygame.KMOD_LSHIFT)
TEXTS = ("a", "é", "Z", "ç", " ", "mot", "CRACK", "Œ", "ß", "🙂", "東京", "x" * 80, "\t", "'", "0")
SIZES = ((1280, 720), (800, 600), (1920, 1080), (1024, 768), (640, 480), (320, 240), (2560, 600),
         (800, 1400))
FOCUS = (pygame.WINDOWFOCUSLOST, pygame.WINDOWFOCUSGAINED, pygame.WINDOWLEAVE, pygame.WINDOWENTER,
         pygame.WINDOWMINIMIZED, pygame.WINDOWRESTORED, pygame.WINDOWEXPOSED, pygame.WINDOWHIDDEN,
         pygame.WINDOWSHOWN)
# Objects whose rectangles are not the scene's own (the app, sessions, rules states).
SKIP_TYPES = (str, bytes, int, float, bool, type(None), pygame.Surface)


def on_screen_rects(root: Any, size: tuple[int, int], depth: int = 3) -> list[pygame.Rect]:
    """The non-empty rectangles inside the window that `root` (a scene) holds, looking
    `depth` attributes and containers deep: its widgets', its board's, its cards'."""
    screen = pygame.Rect((0, 0), size)
    found: list[pygame.Rect] = []
    seen: set[int] = set()
    todo: list[tuple[Any, int]] = [(root, 0)]
    while todo and len(found) < 400:
        obj, level = todo.pop()
        if id(obj) in seen or isinstance(obj, SKIP_TYPES):
            continue
        seen.add(id(obj))
        if isinstance(obj, pygame.Rect):
            if obj.w > 0 and obj.h > 0 and screen.colliderect(obj):
                found.append(obj.clip(screen))
            continue
        if level >= depth:
            continue
        todo.extend((child, level + 1) for child in _children(obj))
    return found


def _children(obj: Any) -> Iterator[Any]:
    if isinstance(obj, dict):
        yield from list(obj.values())[:200]
    elif isinstance(obj, list | tuple | set | frozenset):
        yield from list(obj)[:200]
    elif hasattr(obj, "__dict__") and type(obj).__module__.startswith("ludotheque.client."):
        for name, value in vars(obj).items():
            if name not in ("app", "session", "host", "theme", "state", "info"):
                yield value


class Gestures:
    """Random gestures for a window of the app's current size, from one seeded generator."""

    def __init__(self, rng: random.Random, size: Callable[[], tuple[int, int]],
                 targets: Callable[[], list[pygame.Rect]]) -> None:
        self.rng = rng
        self.size = size
        self.targets = targets
        self.kinds: list[tuple[Callable[[], Gesture], int]] = [
            (self.click, 34), (self.drag, 10), (self.wheel, 8), (self.move, 8), (self.key, 18),
            (self.text, 5), (self.resize, 1), (self.focus, 3), (self.idle, 12),
        ]

    def next(self) -> Gesture:
        makers, weights = zip(*self.kinds, strict=True)
        return self.rng.choices(makers, weights)[0]()

    # --- the mouse -------------------------------------------------------------------------
    def point(self) -> tuple[int, int]:
        w, h = self.size()
        rects = self.targets() if self.rng.random() < 0.5 else []
        if rects:
            r = self.rng.choice(rects)
            if self.rng.random() < 0.5:
                return r.center
            return self.rng.randrange(r.x, r.right), self.rng.randrange(r.y, r.bottom)
        # Off the window now and then: SDL reports -1 and w while a button is held.
        if self.rng.random() < 0.02:
            return self.rng.choice((-1, w)), self.rng.randrange(-1, h + 1)
        return self.rng.randrange(w), self.rng.randrange(h)

    def _motion(self, pos, buttons=(0, 0, 0), rel=(0, 0)) -> pygame.event.Event:
        return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=rel, buttons=buttons)

    def click(self) -> Gesture:
        pos = self.point()
        button = self.rng.choices((1, 3, 2), (85, 12, 3))[0]
        clicks = 2 if self.rng.random() < 0.1 else 1
        out = [self._motion(pos)]
        for _ in range(clicks):
            out += [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button),
                    pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button)]
        return out

    def drag(self) -> Gesture:
        start, end = self.point(), self.point()
        steps = self.rng.randint(1, 6)
        out = [self._motion(start), pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1)]
        last = start
        for i in range(1, steps + 1):
            pos = (start[0] + (end[0] - start[0]) * i // steps, start[1] + (end[1] - start[1]) * i // steps)
            out.append(self._motion(pos, (1, 0, 0), (pos[0] - last[0], pos[1] - last[1])))
            last = pos
        if self.rng.random() < 0.9:  # now and then the button is released outside the window
            out.append(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
        return out

    def wheel(self) -> Gesture:
        y = self.rng.choice((-3, -1, -1, 1, 1, 3, 10, -10))
        return [self._motion(self.point()),
                pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y, flipped=False, precise_x=0.0, precise_y=float(y))]

    def move(self) -> Gesture:
        return [self._motion(self.point())]

    # --- the keyboard ----------------------------------------------------------------------
    def key(self) -> Gesture:
        if self.rng.random() < 0.15:
            k, mod = pygame.K_z, pygame.KMOD_LCTRL  # undo
        else:
            k, mod = self.rng.choice(KEYS), self.rng.choice(MODS)
        down = pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=_unicode(k, mod), scancode=0)
        return [down, pygame.event.Event(pygame.KEYUP, key=k, mod=mod, unicode="", scancode=0)]

    def text(self) -> Gesture:
        return [pygame.event.Event(pygame.TEXTINPUT, text=self.rng.choice(TEXTS))]

    # --- the window ------------------------------------------------------------------------
    def resize(self) -> Gesture:
        w, h = self.rng.choice(SIZES)
        return [pygame.event.Event(pygame.VIDEORESIZE, w=w, h=h, size=(w, h))]

    def focus(self) -> Gesture:
        return [pygame.event.Event(self.rng.choice(FOCUS))]

    def idle(self) -> Gesture:
        return []  # a pause: only frames pass (animations run, AIs think)


def _unicode(key: int, mod: int) -> str:
    if mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT):
        return ""
    name = pygame.key.name(key)
    if len(name) == 1:
        return name.upper() if mod & pygame.KMOD_SHIFT else name
    return {pygame.K_SPACE: " ", pygame.K_RETURN: "\r", pygame.K_TAB: "\t"}.get(key, "")
