"""The scene stack: push / pop / replace applied between frames; overlays draw over."""

from __future__ import annotations

import pygame
from ludotheque.client.scene import Scene, SceneManager


class Recorder(Scene):
    def __init__(self, name: str, log: list[str], overlay: bool = False) -> None:
        super().__init__(app=None)
        self.name = name
        self.log = log
        self.overlay = overlay

    def enter(self):
        self.log.append(f"enter {self.name}")

    def leave(self):
        self.log.append(f"leave {self.name}")

    def resume(self):
        self.log.append(f"resume {self.name}")

    def draw(self, surface):
        self.log.append(f"draw {self.name}")


def test_changes_wait_for_the_frame_boundary():
    log: list[str] = []
    m = SceneManager()
    m.push(Recorder("a", log))
    assert m.top is None
    m.apply_pending()
    assert m.top.name == "a"
    assert log == ["enter a"]


def test_push_pop_replace_and_reset():
    log: list[str] = []
    m = SceneManager()
    m.push(Recorder("a", log))
    m.push(Recorder("b", log))
    m.apply_pending()
    m.pop()
    m.apply_pending()
    assert [s.name for s in m.stack] == ["a"]
    m.replace(Recorder("c", log))
    m.apply_pending()
    assert [s.name for s in m.stack] == ["c"]
    m.push(Recorder("d", log))
    m.reset(Recorder("menu", log))
    m.apply_pending()
    assert [s.name for s in m.stack] == ["menu"]
    assert log == ["enter a", "enter b", "leave b", "resume a", "leave a", "enter c", "enter d", "leave d", "leave c", "enter menu"]


def test_overlay_draws_the_scene_beneath_it():
    log: list[str] = []
    m = SceneManager()
    m.push(Recorder("game", log))
    m.push(Recorder("pause", log, overlay=True))
    m.apply_pending()
    log.clear()
    m.draw(pygame.Surface((10, 10)))
    assert log == ["draw game", "draw pause"]


def test_opaque_scene_hides_those_beneath():
    log: list[str] = []
    m = SceneManager()
    m.push(Recorder("menu", log))
    m.push(Recorder("settings", log))
    m.apply_pending()
    log.clear()
    m.draw(pygame.Surface((10, 10)))
    assert log == ["draw settings"]


def test_draw_does_not_change_state(app, toy_game):
    """Drawing any scene twice gives the same picture and leaves the session alone."""
    from ludotheque.client.game.host import GameHost
    from ludotheque.rules.core import GameConfig
    from ludotheque.rules.session import Seat, Session

    session = Session(toy_game, GameConfig(2, seed=1), [Seat.parse("human"), Seat.parse("ai:easy")])
    before = session.state.to_json()
    host = GameHost(app, session, autosave=False, run_ai=False)
    app.scenes.push(host)
    app.frame(0.0, [])
    first = pygame.image.tobytes(app.screen, "RGB")
    host.draw(app.screen)
    assert pygame.image.tobytes(app.screen, "RGB") == first
    assert session.state.to_json() == before


def test_scenes_are_built_by_name_from_the_registry():
    """Scenes switch by name: the factory gets the app first, then the arguments."""
    log: list[str] = []
    made: list[tuple] = []

    def factory(app, name, overlay=False):
        made.append((app, name, overlay))
        return Recorder(name, log, overlay)

    m = SceneManager(app="the app", factories={"rec": factory})
    m.push("rec", "a")
    m.push("rec", "b", overlay=True)
    m.apply_pending()
    assert [s.name for s in m.stack] == ["a", "b"]
    assert made == [("the app", "a", False), ("the app", "b", True)]
    m.replace("rec", "c")
    m.reset("rec", "menu")
    m.apply_pending()
    assert [s.name for s in m.stack] == ["menu"]


def test_an_unknown_scene_name_fails_where_it_is_asked():
    import pytest

    m = SceneManager()
    with pytest.raises(KeyError, match="nowhere"):
        m.push("nowhere")
    assert m._pending == []


def test_the_app_registers_every_scene_the_house_switches_to(app):
    assert {"menu", "setup", "settings", "rules", "load", "challenges", "game", "pause", "results"} <= set(app.scenes.factories)
