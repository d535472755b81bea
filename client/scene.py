"""Scenes and the scene manager (push / pop / replace), after Tuxemon's state manager.

Changes to the stack requested while a scene handles an event are queued and applied
between frames, so a scene never disappears under its own feet. `draw` never changes
state.

Scenes know each other by name, not by import: the manager holds a registry of scene
factories (`client/scenes/catalog.py` fills it for the app), and `push("pause", host)`
builds the scene named "pause" with `factory(app, host)`. A scene object may be passed
instead of a name (tests, the command line).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

import pygame

if TYPE_CHECKING:
    from ludotheque.client.app import App


class Scene:
    # An overlay (pause menu, dialog) lets the scene below it show through.
    overlay = False

    @property
    def needs_frame(self) -> bool:
        """True while the scene runs on a clock (an animation, a timer, a thinking AI) and
        wants frames at 60 a second. False: it changes only on input, and the app may let
        the window rest once the picture stands still (it still draws after every input and
        looks again now and then). A scene that does not say keeps 60 frames a second."""
        return True

    def __init__(self, app: App) -> None:
        self.app = app

    def enter(self) -> None:
        """Pushed on the stack."""

    def resume(self) -> None:
        """The scene above it was popped."""

    def leave(self) -> None:
        """Popped or replaced."""

    def layout(self, size: tuple[int, int]) -> None:
        """The window size changed (also called once before the first frame)."""

    def handle_event(self, event: pygame.event.Event) -> None: ...

    def update(self, dt: float) -> None: ...

    def draw(self, surface: pygame.Surface) -> None: ...


SceneFactory = Callable[..., Scene]


class SceneManager:
    def __init__(self, app: App | None = None, factories: Mapping[str, SceneFactory] | None = None) -> None:
        self.app = app
        self.factories: dict[str, SceneFactory] = dict(factories or {})
        self.stack: list[Scene] = []
        self._pending: list[Callable[[], None]] = []
        self.size: tuple[int, int] = (0, 0)

    @property
    def top(self) -> Scene | None:
        return self.stack[-1] if self.stack else None

    # --- the registry ------------------------------------------------------------------------
    def register(self, name: str, factory: SceneFactory) -> None:
        self.factories[name] = factory

    def make(self, scene: Scene | str, *args: Any, **kwargs: Any) -> Scene:
        """The scene itself, or a new scene built by the factory registered as `scene`
        (called with the app first). Built at once, so a failure shows where it was asked."""
        if isinstance(scene, Scene):
            return scene
        try:
            factory = self.factories[scene]
        except KeyError:
            raise KeyError(f"no scene registered as {scene!r}") from None
        return factory(self.app, *args, **kwargs)

    # --- the stack ---------------------------------------------------------------------------
    def push(self, scene: Scene | str, *args: Any, **kwargs: Any) -> None:
        made = self.make(scene, *args, **kwargs)
        self._pending.append(lambda: self._push(made))

    def pop(self) -> None:
        self._pending.append(self._pop)

    def replace(self, scene: Scene | str, *args: Any, **kwargs: Any) -> None:
        made = self.make(scene, *args, **kwargs)

        def op() -> None:
            if self.stack:
                self.stack.pop().leave()
            self._push(made)

        self._pending.append(op)

    def reset(self, scene: Scene | str, *args: Any, **kwargs: Any) -> None:
        """Empty the stack and show `scene` (back to the main menu)."""
        made = self.make(scene, *args, **kwargs)

        def op() -> None:
            while self.stack:
                self.stack.pop().leave()
            self._push(made)

        self._pending.append(op)

    def _push(self, scene: Scene) -> None:
        self.stack.append(scene)
        scene.layout(self.size)
        scene.enter()

    def _pop(self) -> None:
        if self.stack:
            self.stack.pop().leave()
        if self.stack:
            self.stack[-1].layout(self.size)
            self.stack[-1].resume()

    def apply_pending(self) -> None:
        while self._pending:
            ops, self._pending = self._pending, []
            for op in ops:
                op()

    def layout(self, size: tuple[int, int]) -> None:
        self.size = size
        for scene in self.stack:
            scene.layout(size)

    def visible(self) -> list[Scene]:
        """The scenes drawn: the last opaque one and the overlays above it."""
        start = len(self.stack) - 1
        while start > 0 and self.stack[start].overlay:
            start -= 1
        return self.stack[max(0, start):]

    def needs_frame(self) -> bool:
        """Some scene on screen asks for frames (see `Scene.needs_frame`), or the stack is
        about to change."""
        return bool(self._pending) or any(scene.needs_frame for scene in self.visible())

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.top is not None:
            self.top.handle_event(event)

    def update(self, dt: float) -> None:
        if self.top is not None:
            self.top.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        # Draw from the last opaque scene up, so overlays show what is beneath them.
        for scene in self.visible():
            scene.draw(surface)
