"""The names of our sounds: one member per file in `wav/`, written by `synth.py`."""

from enum import StrEnum


class Sound(StrEnum):
    """A sound effect (or the music), by the stem of its file."""

    CLICK = "click"
    HOVER = "hover"
    CARD = "card"
    DEAL = "deal"
    DICE = "dice"
    BLOCK = "block"
    BLOCK_SOFT = "block_soft"
    HAMMER = "hammer"
    COIN = "coin"
    ERROR = "error"
    CRACK = "crack"
    VICTORY = "victory"
    TURN = "turn"
    TALLY = "tally"
    MUSIC = "music"
