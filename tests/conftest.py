"""Shared fixtures: headless SDL, a private user folder per test, the toy game.

Before anything else is imported or any fixture runs (a module-scoped fixture runs before
the autouse `private_home`), the whole session gets a private home: `LUDOTHEQUE_HOME`,
`HOME` and the XDG folders point into one temporary folder, removed at the end. So no test,
in whatever order, reads or writes the real user's settings, saves or caches.
"""

from __future__ import annotations

import atexit
import os
import shutil
import sys
import tempfile
from pathlib import Path

SESSION_HOME = Path(tempfile.mkdtemp(prefix="ludotheque-tests-"))
atexit.register(shutil.rmtree, SESSION_HOME, ignore_errors=True)
os.environ["HOME"] = str(SESSION_HOME / "home")
os.environ["LUDOTHEQUE_HOME"] = str(SESSION_HOME / "ludotheque")
for _kind in ("config", "data", "cache", "state"):
    os.environ[f"XDG_{_kind.upper()}_HOME"] = str(SESSION_HOME / _kind)
(SESSION_HOME / "home").mkdir()

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ["LUDOTHEQUE_NO_DISCOVERY"] = "1"  # no test announces or browses on the network (mDNS: issue 30)

sys.path.insert(0, str(Path(__file__).parent))

import ludotheque.client  # noqa: E402, F401  (as the app does; it imports ludotheque.physics, which binds Castle Crush)
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
    sys.modules["ludotheque.client.scenes.toy.board"] = toy_board
    yield TOY
    registry.unregister(TOY.id)
    sys.modules.pop("ludotheque.client.scenes.toy", None)
    sys.modules.pop("ludotheque.client.scenes.toy.board", None)


@pytest.fixture
def app():
    """A headless App at 1280×720 with instant animations."""
    from ludotheque.client.app import App
    from ludotheque.client.settings import Settings

    application = App((1280, 720), Settings(anim_speed=0.0), window=False)
    yield application
    application.scenes.stack.clear()
