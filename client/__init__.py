"""Ludothèque's pygame client: the only code that draws, plays sound or reads input."""

import os

# Before pygame is first imported: the X11 window class (xdotool finds the window by it)
# and no support banner on the console.
os.environ.setdefault("SDL_VIDEO_X11_WMCLASS", "Ludotheque")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
