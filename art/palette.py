"""The palette (art/palette.json) and the folder our art lives in."""


from __future__ import annotations

import json
from functools import cache
from pathlib import Path

ART_DIR = Path(__file__).parent


def hex_to_rgba(value: str) -> tuple[int, int, int, int]:
    v = value.lstrip("#")
    r, g, b = int(v[0:2], 16), int(v[2:4], 16), int(v[4:6], 16)
    a = int(v[6:8], 16) if len(v) == 8 else 255
    return (r, g, b, a)


@cache
def palette() -> dict:
    with (ART_DIR / "palette.json").open(encoding="utf-8") as fh:
        return json.load(fh)


@cache
def colour(name: str, group: str | None = None) -> tuple[int, ...]:
    """A named colour of the palette as pygame takes it: (r, g, b), or (r, g, b, a) when the
    entry gives an alpha. `group` names a section of the palette (`house`, a game's key)."""
    table = palette() if group is None else palette()[group]
    value = table[name]
    rgba = hex_to_rgba(value)
    return rgba if len(value.lstrip("#")) == 8 else rgba[:3]
