"""Ludothèque's own art: the palette, and code that makes textures (see make_textures.py)."""

from ludotheque.art.palette import ART_DIR, colour, hex_to_rgba, palette

__all__ = ["ART_DIR", "colour", "hex_to_rgba", "palette"]
