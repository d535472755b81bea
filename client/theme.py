"""Colours, sizes and type: one table for five games.

Sizes follow the window: `unit` is a fraction of the window height, so 800×600 and
1920×1080 both read well. Text is rendered once and cached (never every frame).
"""

from __future__ import annotations

from collections import OrderedDict
from pathlib import Path

import pygame
from ludotheque.art.palette import hex_to_rgba, palette

Colour = tuple[int, int, int] | tuple[int, int, int, int]


def _font_file(package: str, name: str) -> Path | None:
    try:
        module = __import__(package)
    except ImportError:
        return None
    path = Path(module.__file__).parent / "files" / name
    return path if path.exists() else None


# Source Serif Pro for titles and names, Source Sans Pro for numbers and body text
# (SIL OFL 1.1, installed from PyPI as dependencies); pygame's default font otherwise.
FONT_FILES = {
    ("serif", False): ("font_source_serif_pro", "SourceSerifPro-Semibold.ttf"),
    ("serif", True): ("font_source_serif_pro", "SourceSerifPro-Bold.ttf"),
    ("sans", False): ("font_source_sans_pro", "SourceSansPro-Regular.ttf"),
    ("sans", True): ("font_source_sans_pro", "SourceSansPro-Semibold.ttf"),
}


class Theme:
    def __init__(self) -> None:
        pal = palette()
        self.c: dict[str, Colour] = {
            k: hex_to_rgba(v) for k, v in pal.items() if isinstance(v, str) and v.startswith("#")
        }
        self.players: list[Colour] = [hex_to_rgba(v)[:3] for v in pal["players"]]
        self.symbols: list[str] = list(pal["symbols"])
        self.unit = 20
        self._fonts: dict[tuple[str, bool, int], pygame.font.Font] = {}
        self._text: OrderedDict[tuple, pygame.Surface] = OrderedDict()
        self._fit: dict[tuple, int] = {}
        self._font_paths = {k: _font_file(*v) for k, v in FONT_FILES.items()}

    def resize(self, size: tuple[int, int]) -> None:
        w, h = size
        self.unit = max(12, min(h / 36, w / 52))

    def px(self, units: float) -> int:
        return max(1, round(self.unit * units))

    def font(self, size: int, serif: bool = False, bold: bool = False) -> pygame.font.Font:
        key = ("serif" if serif else "sans", bold, size)
        font = self._fonts.get(key)
        if font is None:
            path = self._font_paths.get(key[:2])
            font = pygame.font.Font(str(path) if path else None, size)
            self._fonts[key] = font
        return font

    def text(self, text: str, size: int, colour: Colour, serif: bool = False, bold: bool = False) -> pygame.Surface:
        """A cached rendering of `text` (an LRU of a few thousand surfaces)."""
        key = (text, size, colour, serif, bold)
        surf = self._text.get(key)
        if surf is not None:
            self._text.move_to_end(key)
            return surf
        surf = self.font(size, serif, bold).render(text, True, colour)
        self._text[key] = surf
        if len(self._text) > 3000:
            self._text.popitem(last=False)
        return surf

    def wrap(self, text: str, size: int, width: int, serif: bool = False, bold: bool = False) -> list[str]:
        """Lines of `text` that fit in `width` pixels."""
        font = self.font(size, serif, bold)
        lines: list[str] = []
        for para in text.split("\n"):
            words = para.split(" ")
            line = ""
            for word in words:
                trial = word if not line else f"{line} {word}"
                if font.size(trial)[0] <= width or not line:
                    line = trial
                else:
                    lines.append(line)
                    line = word
            lines.append(line)
        return lines

    def fit_size(self, text: str, size: int, width: int, serif: bool = False, bold: bool = False) -> int:
        """The largest size ≤ `size` at which `text` fits on one line in `width` (cached)."""
        key = (text, size, width, serif, bold)
        fitted = self._fit.get(key)
        if fitted is None:
            fitted = size
            while fitted > 8 and self.font(fitted, serif, bold).size(text)[0] > width:
                fitted -= 1
            if len(self._fit) > 4000:
                self._fit.clear()
            self._fit[key] = fitted
        return fitted
