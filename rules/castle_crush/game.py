"""Castle Crush as the house registers it: its id, modes and colours, and the GameInfo
bound to one physics implementation (`make_game_info(port)`)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ludotheque.rules.castle_crush.ai import SEAT_KINDS, make_agent
from ludotheque.rules.castle_crush.data import challenges
from ludotheque.rules.castle_crush.fields import CastleCrushView
from ludotheque.rules.castle_crush.memo import MemoPhysics
from ludotheque.rules.castle_crush.port import CastlePhysics
from ludotheque.rules.castle_crush.state import CastleCrushState
from ludotheque.rules.core import GameInfo, ModeInfo, OptionSpec
from ludotheque.rules.core.rng import DECISIONS_MIXED

GAME_ID = "castle-crush"
KEY = "castle_crush"
# Okabe-Ito: distinct for colour-blind players (STYLE.md).
COLOURS = ("#E69F00", "#56B4E9", "#009E73", "#D55E00")

MODES = (
    ModeInfo("standard", 2, 4),
    ModeInfo("speed", 2, 4),
    ModeInfo("construction", 1, 1, (OptionSpec("challenge", challenges(), "barbacane"),)),
)


def bind_state(physics: CastlePhysics) -> type[CastleCrushState]:
    """The state class wired to one physics implementation: a plain subclass whose
    `port` is that physics and `memo` its memory of recent results."""

    class BoundCastleCrushState(CastleCrushState):
        """Castle Crush's rules on one physics (`port`)."""

    BoundCastleCrushState.port = physics
    BoundCastleCrushState.memo = MemoPhysics(physics)
    return BoundCastleCrushState


def make_game_info(port: CastlePhysics,
                   bench: Callable[[bool], dict[str, Any]] | None = None) -> GameInfo:
    return GameInfo(
        id=GAME_ID,
        key=KEY,
        state_cls=bind_state(port),
        modes=MODES,
        private_information=False,
        make_agent=make_agent,
        undo_allowed=True,
        colours=None,
        bench=bench,
        # Version 1 of the AI seats' generators: the AI's calibration (issue 11: titles,
        # duels, Speed games) was measured game by game on its draws, and a physics
        # decision costs milliseconds, so version 2's cheaper hash would buy nothing here.
        decisions=DECISIONS_MIXED,
        # Scripted hands (ai/hands.py): autoplay and the calibration seat them.
        seat_kinds=SEAT_KINDS,
        view_type=CastleCrushView,
    )

