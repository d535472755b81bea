"""Open the window on the main menu."""

from __future__ import annotations

import os


def play(size: tuple[int, int] | None, lang: str | None) -> int:
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from ludotheque.client.app import App
    from ludotheque.client.scenes.menu import MenuScene

    app = App(size, lang=lang)
    app.run(MenuScene(app))
    return 0
