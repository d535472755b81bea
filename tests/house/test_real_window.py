"""The real window under Xvfb: it opens on the menu, and clicking Quit closes it cleanly.

Skipped, with the reason, where Xvfb is not installed (`apt-get install xvfb xdotool`)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

pytestmark = pytest.mark.skipif(shutil.which("Xvfb") is None, reason="Xvfb is not installed")


@pytest.fixture
def display():
    for number in range(91, 99):
        if not Path(f"/tmp/.X11-unix/X{number}").exists():
            break
    proc = subprocess.Popen(["Xvfb", f":{number}", "-screen", "0", "1280x800x24", "-nolisten", "tcp"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.time() + 10
    while not Path(f"/tmp/.X11-unix/X{number}").exists():
        if time.time() > deadline or proc.poll() is not None:
            proc.kill()
            pytest.skip("Xvfb did not start")
        time.sleep(0.05)
    yield f":{number}"
    proc.terminate()
    proc.wait(timeout=10)


def quit_button_centre() -> tuple[int, int]:
    from ludotheque.client.app import App
    from ludotheque.client.scenes.menu import MenuScene
    from ludotheque.client.settings import Settings

    app = App((1280, 720), Settings(anim_speed=0.0), window=False)
    menu = MenuScene(app)
    menu.layout((1280, 720))
    return menu.buttons["quit"].rect.center


def test_window_opens_and_quits_from_the_menu(display, tmp_path):
    env = {k: v for k, v in os.environ.items() if k != "SDL_VIDEODRIVER"}
    env.update(DISPLAY=display, SDL_AUDIODRIVER="dummy", LUDOTHEQUE_HOME=str(tmp_path), SDL_VIDEO_X11_WMCLASS="Ludotheque")
    game = subprocess.Popen([sys.executable, "-m", "ludotheque"], cwd=ROOT, env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        if shutil.which("xdotool") is None:
            time.sleep(3)
            assert game.poll() is None, game.stderr.read()
            return
        found = subprocess.run(["xdotool", "search", "--sync", "--onlyvisible", "--class", "Ludotheque"],
                               env=env, capture_output=True, text=True, timeout=30)
        window = found.stdout.split()[0]
        time.sleep(0.5)  # the first frames
        x, y = quit_button_centre()
        subprocess.run(["xdotool", "mousemove", "--window", window, str(x), str(y), "click", "1"], env=env, check=True, timeout=10)
        assert game.wait(timeout=20) == 0
        assert (tmp_path / "config" / "settings.json").exists()
    finally:
        if game.poll() is None:
            game.kill()
            game.wait()
