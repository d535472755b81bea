"""Ludothèque's sounds, synthesised by our own code (see synth.py)."""

from pathlib import Path

SOUNDS_DIR = Path(__file__).parent
