"""Ludothèque's sounds, synthesised by our own code (see synth.py)."""

from sounds.paths import SOUNDS_DIR

__all__ = ["SOUNDS_DIR"]
