"""Process environment the client needs before pygame is first imported: the X11 window
class (xdotool finds the window by it) and no support banner on the console. Imported by
the package's `__init__`, so it runs before any client module imports pygame."""

import os

os.environ.setdefault("SDL_VIDEO_X11_WMCLASS", "Ludotheque")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
