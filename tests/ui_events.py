"""Posting real pygame events to the app, as a player's mouse and keyboard would."""

from __future__ import annotations

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
