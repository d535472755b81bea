"""What the painters are handed besides the `Screen` (screen.py): the drawing tools
(`Kit`: the app's theme and words, the pieces' art, the physics for questions about
poses, the pictures kept between frames) and the animation data of the parts that move
(`Live`: the camera, the replay, the piece in the hand, the hammer's stance, the points
in flight). Neither is the board, and neither is read for the game."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ludotheque.client.scenes.castle_crush.aiming import HammerAim
from ludotheque.client.scenes.castle_crush.art import Camera, PieceArt
from ludotheque.client.scenes.castle_crush.carry import Carrier
from ludotheque.client.scenes.castle_crush.pictures import Pictures
from ludotheque.client.scenes.castle_crush.replay import Replay


@dataclass(frozen=True)
class Kit:
    app: Any
    art: PieceArt
    port: Any
    pictures: Pictures


@dataclass(frozen=True)
class Live:
    camera: Camera
    bounds: tuple[float, ...]
    replay: Replay | None = None
    carrier: Carrier | None = None
    aim: HammerAim | None = None
    flyers: Any = ()  # the Motion part's Timeline of Flyers
    scores: tuple[float, ...] = ()  # the scores as the panel shows them now (counting up)
