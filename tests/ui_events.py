"""Posting real pygame events to the app, as a player's mouse and keyboard would."""

from __future__ import annotations

import random
import time

import pygame


def pump(app, events=(), frames: int = 1) -> None:
    """Post `events`, then run `frames` frames of the app (the first one handles them)."""
    for ev in events:
        pygame.event.post(ev)
    for _ in range(frames):
        app.frame(1 / 60, pygame.event.get())


def move_to(app, pos) -> None:
    pump(app, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))])


def click(app, pos, button: int = 1) -> None:
    """Move there, press and release, in one frame."""
    pump(app, [
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button),
        pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button),
    ])


def key(app, k: int, mod: int = 0) -> None:
    pump(app, [pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)])


def random_events(rnd: random.Random, size, n: int, keys: list[tuple[int, str]]) -> list:
    """`n` random gestures over a window of `size`: clicks of any button, drags (some
    released without their press), moves, the wheel, and `keys` ((key, character)) with
    or without Shift or Ctrl."""
    w, h = size
    events = []
    for _ in range(n):
        pos = (rnd.randrange(w), rnd.randrange(h))
        kind = rnd.random()
        if kind < 0.35:
            button = rnd.choice((1, 1, 1, 2, 3, 4, 5))
            events += [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button),
                       pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button)]
        elif kind < 0.45:  # a drag, or a release without its press
            end = (rnd.randrange(w), rnd.randrange(h))
            if rnd.random() < 0.7:
                events.append(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
            events += [pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(1, 1), buttons=(1, 0, 0)),
                       pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1)]
        elif kind < 0.7:
            events.append(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0)))
        elif kind < 0.75:
            events.append(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rnd.choice((-1, 1)), flipped=False))
        else:
            k, char = rnd.choice(keys)
            mod = rnd.choice((0, 0, 0, pygame.KMOD_LSHIFT, pygame.KMOD_CTRL))
            if mod & pygame.KMOD_SHIFT:
                char = char.upper()
            events.append(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=char, scancode=0))
    return events


def wait_for_hint(app, host, seconds: float = 20.0) -> None:
    """Run frames until the hint the player asked for has come (its thread has answered)."""
    deadline = time.time() + seconds
    while host.hints.thinking:
        assert time.time() < deadline, "the hint never came"
        time.sleep(0.005)
        pump(app)
    pump(app)


def take_the_screen(app, host) -> None:
    """Hot seat: a game just set up or loaded opens on the pass screen for the first
    human; draw it once and let that player take the screen (Enter)."""
    assert host.pass_to is not None and host.viewer is None
    pump(app)
    key(app, pygame.K_RETURN)
    assert host.pass_to is None
