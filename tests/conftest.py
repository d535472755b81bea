"""Shared fixtures: headless SDL, a private user folder per test, the toy game."""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

sys.path.insert(0, str(Path(__file__).parent))

import pytest  # noqa: E402
from ludotheque.rules import registry  # noqa: E402


@pytest.fixture(autouse=True)
def private_home(tmp_path, monkeypatch):
    """Config, saves and caches go to a temporary folder, never the real user's."""
    home = tmp_path / "home"
    monkeypatch.setenv("LUDOTHEQUE_HOME", str(home))
    return home


@pytest.fixture
def toy_game():
    """The toy hidden-hand game, registered with its test board and catalogue."""
    import toy_board
    from toy_game import TOY

    registry.register(TOY)
    sys.modules["ludotheque.client.scenes.toy"] = toy_board
    yield TOY
    registry.unregister(TOY.id)
    sys.modules.pop("ludotheque.client.scenes.toy", None)


@pytest.fixture
def app():
    """A headless App at 1280×720 with instant animations."""
    from ludotheque.client.app import App
    from ludotheque.client.settings import Settings

    application = App((1280, 720), Settings(anim_speed=0.0), window=False)
    yield application
    application.scenes.stack.clear()
