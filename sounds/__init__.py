"""Ludothèque's sounds, synthesised by our own code (see synth.py)."""

from ludotheque.sounds.names import Sound
from ludotheque.sounds.paths import SOUNDS_DIR

__all__ = ["SOUNDS_DIR", "Sound"]
