"""The house's named colours, taken from the palette (art/palette.json): import them, never
write an RGB value in client code. A game's own colours sit in the palette's group named
after the game and are taken with `named(name, group)`."""

from __future__ import annotations

from ludotheque.art.palette import colour

# `colour` is a common local name in drawing code; the scenes import the palette's lookup as `named`.
named = colour

INK = colour("ink")
BLACK = colour("black", "house")
WHITE = colour("white", "house")


def house(name: str) -> tuple[int, ...]:
    """A colour of the palette's `house` group (buttons, rows, veils)."""
    return colour(name, "house")


__all__ = ["BLACK", "INK", "WHITE", "colour", "house", "named"]
