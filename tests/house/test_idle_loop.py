"""A frame loop that rests (issue 25): 60 frames a second while a scene asks for them or
the picture moves; idle, the window sleeps on the event queue and wakes on input."""

from __future__ import annotations

import threading
import time

import pygame
import pytest
from ludotheque.client import app as app_module
from ludotheque.client.app import App
from ludotheque.client.cli.shot import make_session
from ludotheque.client.scene import Scene
from ludotheque.client.scenes.menu import MenuScene
from ludotheque.client.settings import Settings
from ludotheque.client.ui.widgets import TextInput


class Probe(Scene):
    """A scene that records when it was drawn; `asks(t)` says whether it needs frames
    `t` seconds after it entered, `colour(t)` what it shows then."""

    def __init__(self, app, asks=lambda t: False, colour=lambda t: (0, 0, 0)) -> None:
        super().__init__(app)
        self.asks, self.colour = asks, colour
        self.clock = 0.0
        self.drawn: list[tuple[float, tuple[int, int, int]]] = []
        self.t0 = time.perf_counter()

    @property
    def needs_frame(self) -> bool:
        return self.asks(time.perf_counter() - self.t0)

    def update(self, dt: float) -> None:
        self.clock += dt

    def draw(self, surface: pygame.Surface) -> None:
        colour = self.colour(self.clock)
        surface.fill(colour)
        self.drawn.append((time.perf_counter() - self.t0, colour))


def run_for(app: App, scene: Scene, seconds: float, posts: tuple[tuple[float, pygame.event.Event], ...] = ()) -> None:
    def driver() -> None:
        start = time.perf_counter()
        for at, event in posts:
            time.sleep(max(0.0, at - (time.perf_counter() - start)))
            pygame.event.post(event)
        time.sleep(max(0.0, seconds - (time.perf_counter() - start)))
        pygame.event.post(pygame.event.Event(pygame.QUIT))

    threading.Thread(target=driver, daemon=True).start()
    app.run(scene)


@pytest.fixture
def window():
    return App((640, 480), Settings(anim_speed=0.0))


def frames_between(scene: Probe, start: float, end: float) -> int:
    return sum(start <= t < end for t, _ in scene.drawn)


def test_a_scene_that_does_not_say_keeps_sixty_frames_a_second(window):
    class Unknown(Scene):
        drawn = 0

        def draw(self, surface):
            Unknown.drawn += 1

    assert Scene(window).needs_frame is True
    run_for(window, Unknown(window), 1.0)
    assert Unknown.drawn >= 20  # 60 on a quiet machine; a loaded one draws fewer


def test_a_still_picture_rests_after_half_a_second(window):
    scene = Probe(window)
    run_for(window, scene, 3.0)
    assert len(scene.drawn) >= app_module.STILL_FRAMES  # watched closely at first
    assert frames_between(scene, 2.0, 3.0) <= 2  # then only a look now and then


def test_a_declared_animation_runs_at_sixty_frames_then_rests(window):
    scene = Probe(window, asks=lambda t: t < 1.0)
    run_for(window, scene, 3.0)
    assert frames_between(scene, 0.0, 1.0) >= 20  # 60 on a quiet machine
    assert frames_between(scene, 2.5, 3.0) <= 2


def test_input_wakes_a_resting_window_at_once(window):
    """Resting (30 identical frames, then the first look that draws), a mouse motion is
    drawn at once, long before the next look."""
    scene = Probe(window)
    posted: list[float] = []

    def driver() -> None:
        while len(scene.drawn) < app_module.STILL_FRAMES + 2:
            time.sleep(0.01)
        time.sleep(0.1)
        posted.append(time.perf_counter() - scene.t0)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(1, 0), buttons=(0, 0, 0)))
        time.sleep(0.5)
        pygame.event.post(pygame.event.Event(pygame.QUIT))

    threading.Thread(target=driver, daemon=True).start()
    window.run(scene)
    at = posted[0]
    before = [t for t, _ in scene.drawn if t < at]
    assert at - before[-1] >= 0.09  # it was resting
    assert frames_between(scene, at, at + 0.3) >= 1  # the next look would be a second later


def test_a_change_no_scene_declared_is_still_seen(window):
    """A picture that changes on a clock nobody declared (a tooltip's delay): the resting
    window looks again and goes back to 60 frames a second while it moves."""
    scene = Probe(window, colour=lambda t: (0, 0, 0) if t < 1.3 else (200, 0, 0))
    run_for(window, scene, 3.0)
    first_red = next(t for t, colour in scene.drawn if colour == (200, 0, 0))
    assert first_red < 2.6


def test_an_ambient_animation_stops_some_seconds_after_the_last_input(window, monkeypatch):
    monkeypatch.setattr(app_module, "AMBIENT_SECONDS", 0.6)
    scene = Probe(window, colour=lambda t: (int(t * 100) % 256, 0, 0))  # moves forever
    run_for(window, scene, 2.5)
    assert frames_between(scene, 0.0, 0.6) >= 10  # 36 on a quiet machine
    assert frames_between(scene, 1.5, 2.5) <= 2


def test_the_idle_menu_rests(window):
    menu = MenuScene(window)
    assert menu.needs_frame is False
    before = time.perf_counter()
    run_for(window, menu, 2.0)
    assert time.perf_counter() - before >= 2.0
    assert window.drawn_frames <= 45  # 30 watched frames, then a look now and then


def test_a_focused_text_field_blinks(app):
    menu = MenuScene(app)
    field = menu.add(TextInput(app, "Camille"))
    assert menu.needs_frame is False
    field.focused = True
    assert menu.needs_frame is True


def test_a_game_asks_for_frames_only_while_a_clock_runs(app, toy_game):
    session = make_session("toy", None, {}, 1, None)
    host = app.scenes.make("game", session, autosave=False)
    assert session.seats[session.current_player()].is_human
    assert host.needs_frame is False  # waiting for its human
    host.toast("hello")
    assert host.needs_frame is True
    host.toasts.clear()
    host.submit(session.state.legal_actions()[0])
    assert not session.seats[session.current_player()].is_human
    assert host.needs_frame is True  # the AI is to move
    frozen = app.scenes.make("game", session, autosave=False, run_ai=False)
    assert frozen.needs_frame is False
